/// The request checks of APNs's device push endpoint: what APNs answers to a request, without
/// a network.
///
/// Models the validation behind Apple's "Handling notification responses from APNs"
/// (https://developer.apple.com/documentation/usernotifications/handling-notification-responses-from-apns)
/// for the request rules of "Sending notification requests to APNs"
/// (https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns).
///
/// APNs reports one reason per request. When several checks fail, the gateway answers the
/// first in this order, from the request line inward (``diagnostics(for:)`` reports them all):
///
/// 1. `:method` not `POST` → 405 `MethodNotAllowed`; `:path` not `/3/device/…` → 404 `BadPath`.
/// 2. The device token: none → `MissingDeviceToken`; not an even count of 64 to 200 hex digits →
///    `BadDeviceToken` (simulator tokens are longer than the 64 digits of device tokens).
/// 3. A repeated `apns-*` header → `DuplicateHeaders`.
/// 4. `apns-push-type` outside Apple's list → `InvalidPushType`.
/// 5. `apns-topic`: absent → `MissingTopic` (token-based connections always need it); empty,
///    with white space, or with a suffix that does not fit the push type → `BadTopic`; outside
///    ``APNsRequest/allowedTopics`` → `TopicDisallowed`; another app than
///    ``APNsRequest/bundleID`` → `DeviceTokenNotForTopic`.
/// 6. `apns-id` not an 8-4-4-4-12 UUID → `BadMessageId`.
/// 7. `apns-priority` not `10`, `5` or `1` → `BadPriority`.
/// 8. `apns-expiration` not a non-negative integer → `BadExpirationDate`.
/// 9. `apns-collapse-id` over 64 bytes of UTF-8 → `BadCollapseId`.
/// 10. The body: empty → `PayloadEmpty`; over 4096 bytes (5120 for `voip`) → 413 `PayloadTooLarge`.
///
/// Apple documents the reasons, not the order APNs checks them in; the order is the simulator's.
/// Background pushes at priority 10 are accepted: Apple calls that combination an error, but
/// documents no rejection for it, so ``diagnostics(for:)`` warns instead (`apns-background-priority`).
public enum APNsGateway {
  /// What APNs answers to `request`.
  public static func check(_ request: APNsRequest) -> APNsResponse {
    let headers = request.parsedHeaders
    let apnsID = responseID(for: request, headers: headers)
    if let rejection = firstRejection(request, headers: headers) {
      return .failure(rejection.reason, apnsID: apnsID)
    }
    return .success(apnsID: apnsID)
  }

  /// The request's problems as findings: every refusal as an error, in the gateway's order (the
  /// first is APNs's answer; each later one says "once that is fixed"), then warnings for
  /// combinations APNs accepts but that iOS or APNs will not treat as intended.
  ///
  /// Headers have no JSON position, so every finding is at `$`, line 1 column 1, and names its
  /// header in the message. Warnings, in this order: `apns-missing-push-type`,
  /// `apns-background-priority`, `apns-push-type-priority`, `apns-push-type-mismatch`,
  /// `apns-id-not-lowercase`.
  public static func diagnostics(for request: APNsRequest) -> [Diagnostic] {
    let headers = request.parsedHeaders
    var findings: [Diagnostic] = []
    for (index, rejection) in rejections(request, headers: headers).enumerated() {
      let reason = rejection.reason
      // APNs answers one reason; the later ones are what it answers once the earlier are fixed.
      let lead = index == 0 ? "APNs answers" : "once that is fixed, APNs answers"
      findings.append(
        Diagnostic(
          .error, reason.diagnosticCode,
          "\(lead) \(reason.status) \(reason.rawValue): \(rejection.detail)",
          hint: rejection.hint, citation: rejection.citation ?? Sources.responses))
    }
    let kind = JSONParser.parse(request.body).value?.object.flatMap { Payload(json: $0) }?.kind
    let pushType = headers.pushType

    if pushType == nil {
      let suggestion =
        switch kind {
        case .background?: "background"
        case nil: "alert or background"
        default: "alert"
        }
      findings.append(
        Diagnostic(
          .warning, .apnsMissingPushType,
          "apns-push-type is missing; Apple recommends it on iOS and requires it on watchOS 6 and later",
          hint: "Add the header apns-push-type: \(suggestion).", citation: Sources.sending))
    }

    let isBackground = pushType == .background || (pushType == nil && kind == .background)
    if isBackground, headers.effectivePriority == .immediate {
      let priority =
        headers.rawPriority == nil ? "apns-priority is absent, so APNs uses 10" : "apns-priority is 10"
      let subject =
        pushType == .background
        ? "apns-push-type background" : "a background payload (content-available only)"
      findings.append(
        Diagnostic(
          .warning, .apnsBackgroundPriority,
          "\(priority); Apple calls priority 10 an error with \(subject)",
          hint: "Send background pushes with apns-priority: 5; at 10 they may be throttled or dropped.",
          citation: Sources.sending))
    }

    if let pushType, let rule = APNsPushTypeRule.rule(for: pushType), let allowed = rule.priorities,
      let effective = headers.effectivePriority, !allowed.contains(effective)
    {
      let priority =
        headers.rawPriority == nil ? "apns-priority is absent, so APNs uses 10" : "apns-priority is \(effective)"
      let list = allowed.map(\.description).joined(separator: " or ")
      findings.append(
        Diagnostic(
          .warning, .apnsPushTypePriority,
          "\(priority); Apple allows \(list) for apns-push-type \(pushType.rawValue)",
          hint: "Send \(pushType.rawValue) pushes with apns-priority: \(allowed[0]).",
          citation: Citation(rule.source, .apple)))
    }

    if let kind {
      if pushType == .alert && kind == .background {
        findings.append(
          Diagnostic(
            .warning, .apnsPushTypeMismatch,
            "apns-push-type is alert, but the payload is a background push (content-available only)",
            hint: "Use apns-push-type: background and apns-priority: 5, or add an alert, sound or badge.",
            citation: Sources.sending))
      } else if pushType == .background && kind != .background {
        findings.append(
          Diagnostic(
            .warning, .apnsPushTypeMismatch,
            "apns-push-type is background, but the payload shows an alert, sound or badge",
            hint: "Use apns-push-type: alert, or remove the alert, sound and badge for a silent push.",
            citation: .pushingBackgroundUpdates))
      }
    }

    findings += pushTypeHeaderWarnings(headers)

    let upperHex = { (byte: UInt8) in byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "F") }
    if let id = headers.apnsID, isUUID(id), id.utf8Contains(where: upperHex) {
      findings.append(
        Diagnostic(
          .warning, .apnsIDNotLowercase,
          "apns-id \(JSONWriter.quoted(id)) has upper-case hex digits; "
            + "Apple's canonical UUID form is lower case",
          hint: "Lower-case the UUID, as UUID().uuidString.lowercased() gives.",
          citation: Sources.sending))
    }
    return findings
  }

  /// The expiration Apple prescribes for `pushtotalk` pushes, which APNs does not refuse: an
  /// `apns-push-type-expiration` warning. (Each type's priorities are in its row of
  /// ``APNsPushTypeRule/table``.)
  ///
  /// Source: https://developer.apple.com/documentation/pushtotalk/creating-a-push-to-talk-app
  /// (expiration 0 for Push to Talk).
  static func pushTypeHeaderWarnings(_ headers: APNsHeaders) -> [Diagnostic] {
    var findings: [Diagnostic] = []
    let ptt = Citation("https://developer.apple.com/documentation/pushtotalk/creating-a-push-to-talk-app", .apple)
    switch headers.pushType {
    case .pushToTalk?:
      if headers.expiration != 0 {
        let expiration = headers.rawExpiration.map { "apns-expiration is \(shown($0))" } ?? "apns-expiration is absent"
        findings.append(Diagnostic(
          .warning, .apnsPushTypeExpiration,
          "\(expiration); Apple asks for 0 with apns-push-type pushtotalk, so a push that cannot be delivered now is not stored",
          hint: "Send Push to Talk pushes with apns-expiration: 0.", citation: ptt))
      }
    default:
      break
    }
    return findings
  }

  /// The push type that governs the topic suffix and the size limit: the header's when it is a
  /// known type, else the type whose topic suffix `apns-topic` ends with, else `alert`.
  public static func effectivePushType(_ headers: APNsHeaders) -> APNsPushType {
    if let pushType = headers.pushType, pushType.isKnown { return pushType }
    if let topic = headers.topic, let inferred = pushType(forTopic: topic) { return inferred }
    return .alert
  }

  // MARK: - Checks

  struct Rejection {
    var reason: APNsReason
    var detail: String
    var hint: String
    var citation: Citation?
  }

  enum Sources {
    static let docs = "https://developer.apple.com/documentation/usernotifications/"
    static let responses = Citation(docs + "handling-notification-responses-from-apns", .apple)
    static let sending = Citation(docs + "sending-notification-requests-to-apns", .apple)
  }

  static let tokenLengths = 64...200

  static func firstRejection(_ request: APNsRequest, headers: APNsHeaders) -> Rejection? {
    rejections(request, headers: headers).first
  }

  /// The reason ``check(_:)`` answers `request` with, `nil` when it accepts it, for a caller
  /// that has read the request's headers (`headers` is `request.parsedHeaders`) and makes the
  /// response's `apns-id` itself.
  package static func rejectionReason(_ request: APNsRequest, headers: APNsHeaders) -> APNsReason? {
    firstRejection(request, headers: headers)?.reason
  }

  /// ``rejectionReason(_:headers:)`` for a request whose body, `bodySize` bytes long, is not in
  /// `request` (its ``APNsRequest/body`` is not read): the simulator counts the bytes of the
  /// body it would send instead of writing them.
  package static func rejectionReason(_ request: APNsRequest, headers: APNsHeaders, bodySize: Int) -> APNsReason? {
    rejections(request, headers: headers, bodySize: bodySize).first?.reason
  }

  /// Every reason APNs could refuse `request` for, in the order it checks them: the first is its
  /// answer, the others are what it would answer as each is fixed. The body is `bodySize` bytes
  /// long when given, else `request.body`.
  static func rejections(_ request: APNsRequest, headers: APNsHeaders, bodySize: Int? = nil) -> [Rejection] {
    let bodySize = bodySize ?? request.body.count
    var found: [Rejection] = []
    if let method = headers.method, method != "POST" {
      found.append(Rejection(
        reason: .methodNotAllowed, detail: ":method is \(method); APNs accepts POST only",
        hint: "Send notifications with POST."))
    }
    let pathIsBad = headers.path.map { !$0.hasPrefix(APNsHeaders.devicePathPrefix) } ?? false
    if pathIsBad, let path = headers.path {
      found.append(Rejection(
        reason: .badPath, detail: ":path is \(JSONWriter.quoted(path)); expected /3/device/<hex token>",
        hint: "Post to /3/device/ followed by the device token in hex."))
    }
    // A bad path has no token to check.
    if !pathIsBad, let rejection = checkDeviceToken(request.resolvedDeviceToken) { found.append(rejection) }
    for name in headers.duplicateNames {
      let count = headers.values(named: name).count
      found.append(Rejection(
        reason: .duplicateHeaders, detail: "\(name) is sent \(count) times",
        hint: "Send each apns-* header once; header names are compared without regard to case."))
    }
    if let pushType = headers.pushType, !pushType.isKnown {
      let names = APNsPushType.allCases.map(\.rawValue)
      let list = names.dropLast().joined(separator: ", ") + " or " + names.last!
      found.append(Rejection(
        reason: .invalidPushType,
        detail: "apns-push-type is \(JSONWriter.quoted(pushType.rawValue)); expected \(list)",
        hint: "Push types are lower case; alert is for visible notifications, background for silent ones.",
        citation: Sources.sending))
    }
    if let rejection = checkTopic(request, headers: headers) { found.append(rejection) }
    if let id = headers.apnsID, !isUUID(id) {
      found.append(Rejection(
        reason: .badMessageID, detail: "apns-id \(JSONWriter.quoted(id)) is not a UUID in 8-4-4-4-12 form",
        hint: "Send a canonical UUID such as 123e4567-e89b-12d3-a456-4266554400a0, or omit apns-id."))
    }
    if let raw = headers.rawPriority, headers.priority == nil {
      found.append(Rejection(
        reason: .badPriority, detail: "apns-priority is \(shown(raw)); use 10, 5 or 1",
        hint: "10 delivers at once, 5 when the device's power allows, 1 without waking the device."))
    }
    if let raw = headers.rawExpiration, headers.expiration == nil {
      // All digits and still no value: more than 64 bits of seconds hold.
      let shownValue = isDigits(raw) && raw.utf8.count > 40 ? String(raw.prefix(24)) + "…" : shown(raw)
      found.append(Rejection(
        reason: .badExpirationDate,
        detail: isDigits(raw)
          ? "apns-expiration is \(shownValue), past the 64-bit range of UNIX epoch seconds (at most \(Int.max))"
          : "apns-expiration is \(shown(raw)); expected UNIX epoch seconds, 0 or more",
        hint: "Give whole seconds since 1970 (0 means deliver once, do not store), or omit the header."))
    }
    if let collapseID = headers.collapseID, collapseID.utf8.count > 64 {
      found.append(Rejection(
        reason: .badCollapseID,
        detail: "apns-collapse-id is \(collapseID.utf8.count) bytes long; the limit is 64",
        hint: "Shorten the collapse ID to 64 bytes of UTF-8."))
    }
    if bodySize == 0 {
      found.append(Rejection(
        reason: .payloadEmpty, detail: "the request body is empty",
        hint: #"Send a JSON payload, at least {"aps":{}}."#))
    }
    let pushType = effectivePushType(headers)
    if bodySize > pushType.maximumPayloadSize {
      found.append(Rejection(
        reason: .payloadTooLarge,
        detail: "the payload is \(bodySize) bytes; \(pushType.rawValue) pushes allow "
          + "\(pushType.maximumPayloadSize)",
        hint: "Send less in the payload and let the app fetch the rest.", citation: Sources.sending))
    }
    return found
  }

  static func checkDeviceToken(_ token: String?) -> Rejection? {
    guard let token else {
      return Rejection(
        reason: .missingDeviceToken, detail: "no device token; the :path must be /3/device/<hex token>",
        hint: "Put the token the app got in didRegisterForRemoteNotificationsWithDeviceToken in the path.")
    }
    let hint =
      "Send the token's bytes as hex without spaces or brackets: token.map { String(format: \"%02x\", $0) }."
    // Hex digits are ASCII, one byte a scalar: a token of hex digits only is checked as bytes,
    // and the scalars are walked only to name the first that is not one.
    func isHexByte(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 || (byte | 0x20) &- 0x61 < 6 }
    let hexBytes =
      token.utf8.withContiguousStorageIfAvailable { buffer in buffer.allSatisfy(isHexByte) }
      ?? token.utf8.allSatisfy(isHexByte)
    if !hexBytes {
      for (index, scalar) in token.unicodeScalars.enumerated() where !isHexDigit(scalar) {
        return Rejection(
          reason: .badDeviceToken,
          detail:
            "the device token has \(describe(scalar)) at character \(index + 1); a token is hex digits only",
          hint: hint, citation: Sources.responses)
      }
    }
    let count = token.utf8.count
    if !tokenLengths.contains(count) || count % 2 != 0 {
      return Rejection(
        reason: .badDeviceToken,
        detail: "the device token is \(count) hex digits long; expected an even length from 64 to 200",
        hint: hint, citation: Sources.responses)
    }
    return nil
  }

  static func checkTopic(_ request: APNsRequest, headers: APNsHeaders) -> Rejection? {
    guard let topic = headers.topic else {
      return Rejection(
        reason: .missingTopic, detail: "no apns-topic header; token-based connections must name the topic",
        hint: "Add apns-topic: the app's bundle ID, plus the suffix its push type needs.",
        citation: Sources.sending)
    }
    if topic.isEmpty {
      return Rejection(
        reason: .badTopic, detail: "apns-topic is empty", hint: "Set apns-topic to the app's bundle ID.",
        citation: Sources.sending)
    }
    // A space, a tab or a control character below U+0020 is one byte below 0x21 in UTF-8.
    if topic.utf8Contains(where: { $0 <= 0x20 }) {
      return Rejection(
        reason: .badTopic, detail: "apns-topic \(JSONWriter.quoted(topic)) contains white space",
        hint: "A topic is a bundle ID such as com.example.app, plus the push type's suffix.",
        citation: Sources.sending)
    }
    if let pushType = headers.pushType, let suffix = pushType.topicSuffix {
      if !suffix.isEmpty, !topic.hasSuffix(suffix) || topic.utf8.count == suffix.utf8.count {
        return Rejection(
          reason: .badTopic,
          detail: "apns-topic \(JSONWriter.quoted(topic)) lacks the suffix \(suffix) that apns-push-type "
            + "\(pushType.rawValue) needs",
          hint: "Use the bundle ID followed by \(suffix).", citation: Sources.sending)
      }
      if suffix.isEmpty, let other = self.pushType(forTopic: topic), let otherSuffix = other.topicSuffix {
        return Rejection(
          reason: .badTopic,
          detail: "apns-topic \(JSONWriter.quoted(topic)) ends in \(otherSuffix), the suffix of "
            + "\(other.rawValue) pushes, but apns-push-type is \(pushType.rawValue)",
          hint:
            "Use the bare bundle ID for \(pushType.rawValue) pushes, or apns-push-type: \(other.rawValue).",
          citation: Sources.sending)
      }
    }
    let pushType = effectivePushType(headers)
    guard let suffix = pushType.topicSuffix else { return nil }  // mdm: not a bundle ID
    // Most topics have no suffix (alert and background pushes): the topic is the base as it is.
    let base = suffix.isEmpty ? topic : String(topic.dropLast(suffix.count))
    if let allowed = request.allowedTopics, !allowed.contains(base) {
      let list = allowed.isEmpty ? "none" : allowed.joined(separator: ", ")
      return Rejection(
        reason: .topicDisallowed,
        detail: "the provider's credentials do not cover \(base) (they cover \(list))",
        hint: "Sign with a key of the team that owns the app, or fix the bundle ID in apns-topic.")
    }
    if let bundleID = request.bundleID, base != bundleID {
      return Rejection(
        reason: .deviceTokenNotForTopic,
        detail: "the device token belongs to \(bundleID), but apns-topic is \(JSONWriter.quoted(topic))",
        hint: "Send to a token of the app that apns-topic names, or use that app's bundle ID as the topic.")
    }
    return nil
  }

  /// The push type whose non-empty topic suffix `topic` ends with, if any.
  static func pushType(forTopic topic: String) -> APNsPushType? {
    // In ASCII a byte is a character (the suffixes start with "."), so the bytes are compared,
    // in place; other text is compared as characters.
    var topic = topic
    guard topic.withUTF8({ !$0.contains { $0 >= 0x80 } }) else {
      return suffixedPushTypes.first { type, suffix in
        topic.hasSuffix(suffix) && topic.utf8.count > suffix.utf8.count
      }?.type
    }
    return topic.withUTF8 { bytes in
      suffixedPushTypeBytes.first { _, suffix in
        bytes.count > suffix.count && UnsafeBufferPointer(rebasing: bytes[(bytes.count - suffix.count)...]).elementsEqual(suffix)
      }?.type
    }
  }

  /// The push types with a non-empty topic suffix, in ``APNsPushType/allCases`` order, each
  /// with its suffix.
  static let suffixedPushTypes: [(type: APNsPushType, suffix: String)] = APNsPushType.allCases.compactMap { type in
    guard let suffix = type.topicSuffix, !suffix.isEmpty else { return nil }
    return (type, suffix)
  }

  /// ``suffixedPushTypes`` with each suffix as its UTF-8 bytes.
  static let suffixedPushTypeBytes: [(type: APNsPushType, suffix: [UInt8])] = suffixedPushTypes.map { ($0.type, Array($0.suffix.utf8)) }

  // MARK: - Helpers

  /// Whether `text` is a UUID in 8-4-4-4-12 form, hex digits of either case: the form APNs
  /// accepts for `apns-id`.
  public static func isUUID(_ text: String) -> Bool {
    let scalars = Array(text.unicodeScalars)
    guard scalars.count == 36 else { return false }
    for (index, scalar) in scalars.enumerated() {
      if [8, 13, 18, 23].contains(index) {
        if scalar != "-" { return false }
      } else if !isHexDigit(scalar) {
        return false
      }
    }
    return true
  }

  static func isHexDigit(_ scalar: Unicode.Scalar) -> Bool {
    (scalar >= "0" && scalar <= "9") || (scalar >= "a" && scalar <= "f") || (scalar >= "A" && scalar <= "F")
  }

  static func describe(_ scalar: Unicode.Scalar) -> String {
    if scalar == " " { return "a space" }
    if scalar.value < 0x20 || scalar.value == 0x7F {
      return "U+" + String(scalar.value, radix: 16, uppercase: true)
    }
    return "'\(Character(scalar))'"
  }

  /// A header value for a message: bare when it is digits, quoted otherwise.
  static func shown(_ value: String) -> String {
    if isDigits(value) { return value }
    return JSONWriter.quoted(value)
  }

  /// The `apns-id` of the response: the request's when it is a valid UUID, else one made from a
  /// hash of the request, so that the same request always gets the same ID.
  static func responseID(for request: APNsRequest, headers: APNsHeaders) -> String {
    if let id = headers.apnsID, isUUID(id) { return id }
    var bytes: [UInt8] = []
    for field in request.headers {
      bytes.append(contentsOf: field.name.utf8)
      bytes.append(0)
      bytes.append(contentsOf: field.value.utf8)
      bytes.append(0)
    }
    bytes.append(contentsOf: (request.deviceToken ?? "").utf8)
    bytes.append(0)
    bytes.append(contentsOf: request.body)
    let high = fnv1a(bytes, basis: 0xcbf2_9ce4_8422_2325)
    let low = fnv1a(bytes, basis: 0x8422_2325_cbf2_9ce4)
    // The 32 hex digits of `high` then `low` (as `hex16` writes them), grouped 8-4-4-4-12.
    var hex: [UInt8] = []
    hex.reserveCapacity(32)
    for value in [high, low] {
      for shift in stride(from: 60, through: 0, by: -4) {
        let nibble = UInt8(truncatingIfNeeded: value >> UInt64(shift)) & 0x0f
        hex.append(nibble < 10 ? 0x30 + nibble : 0x57 + nibble)
      }
    }
    hex[12] = UInt8(ascii: "4")  // version 4 layout
    hex[16] = Array("89ab".utf8)[Int(low >> 60) & 3]  // RFC 4122 variant
    var text: [UInt8] = []
    text.reserveCapacity(36)
    for (index, digit) in hex.enumerated() {
      if index == 8 || index == 12 || index == 16 || index == 20 { text.append(UInt8(ascii: "-")) }
      text.append(digit)
    }
    return String(decoding: text, as: UTF8.self)
  }

  static func fnv1a(_ bytes: [UInt8], basis: UInt64) -> UInt64 {
    var hash = basis
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01B3
    }
    return hash
  }

  static func hex16(_ value: UInt64) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}

extension APNsReason {
  /// The diagnostic code for this reason: `apns-` and the reason in kebab case, such as
  /// `apns-bad-priority` or `apns-device-token-not-for-topic`.
  public var diagnosticCode: DiagnosticCode {
    var code = "apns"
    for scalar in rawValue.unicodeScalars {
      if scalar >= "A" && scalar <= "Z" {
        code += "-"
        code.unicodeScalars.append(Unicode.Scalar(scalar.value + 32)!)
      } else {
        code.unicodeScalars.append(scalar)
      }
    }
    return DiagnosticCode(rawValue: code)
  }
}
