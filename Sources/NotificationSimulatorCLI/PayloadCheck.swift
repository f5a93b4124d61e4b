import NotificationPayload

/// The checks `lint` runs on one file's bytes: the payload rules, the APNs request when headers
/// are given, and localization when a strings file is given.
struct PayloadCheck {
  /// `--push-type`.
  var pushType: String?
  /// `--header` values, in order.
  var headers: [LintCommand.Options.Header] = []
  /// The table read from `--strings`.
  var localization: LocalizationTable?

  /// A well-formed token used when the headers name none: `lint` checks files, not devices, so
  /// a missing token is not the file's fault.
  static let placeholderToken = String(repeating: "0", count: 64)

  struct Findings {
    var diagnostics: [Diagnostic]
    /// The text the user would see, when a strings file resolved the alert.
    var localized: LocalizedAlert?
  }

  func check(_ bytes: [UInt8], isSimulatorFile: Bool) -> Findings {
    let request = apnsRequest(body: bytes, isSimulatorFile: isSimulatorFile)
    let effectivePushType = pushType ?? request.map { APNsGateway.effectivePushType($0.parsedHeaders).rawValue }
    let result = PayloadLinter.lint(
      bytes, options: PayloadLinter.Options(pushType: effectivePushType, isSimulatorFile: isSimulatorFile))
    var diagnostics = result.diagnostics
    if let request {
      // The payload rules already report an empty or oversized body, with positions. With only
      // --push-type, the topic and priority were never given, so their absence is no finding.
      var covered: Set<DiagnosticCode> = [APNsReason.payloadEmpty.diagnosticCode, APNsReason.payloadTooLarge.diagnosticCode]
      if headers.isEmpty { covered.formUnion([APNsReason.missingTopic.diagnosticCode, .apnsBackgroundPriority]) }
      diagnostics += APNsGateway.diagnostics(for: request).filter { !covered.contains($0.code) }
    }
    var localized: LocalizedAlert?
    if let localization, let json = result.json {
      localized = AlertLocalizer.resolve(payload: json, in: localization)
      diagnostics += localized?.diagnostics ?? []
    }
    // By position; findings at the same place keep the order they were made in (the APNs
    // checks in the order APNs makes them).
    diagnostics = diagnostics.enumerated().sorted { ($0.element.location.offset, $0.offset) < ($1.element.location.offset, $1.offset) }
      .map(\.element)
    return Findings(diagnostics: diagnostics, localized: localized)
  }

  /// The APNs request `lint` checks: when `--header` was given, and for a `.apns` file when
  /// `--push-type` was. The payload rules leave the push type out for `.apns` files (simctl
  /// sends no headers), so the request is how a push type named on the command line applies.
  func apnsRequest(body: [UInt8], isSimulatorFile: Bool = false) -> APNsRequest? {
    guard !headers.isEmpty || (pushType != nil && isSimulatorFile) else { return nil }
    var fields = headers.map { (name: $0.name, value: $0.value) }
    if let pushType, !fields.contains(where: { $0.name.lowercased() == "apns-push-type" }) {
      fields.append((name: "apns-push-type", value: pushType))
    }
    let hasToken = fields.contains { $0.name == ":path" }
    return APNsRequest(headers: fields, deviceToken: hasToken ? nil : Self.placeholderToken, body: body)
  }
}
