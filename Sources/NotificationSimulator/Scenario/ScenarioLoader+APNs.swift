import NotificationPayload

extension ScenarioLoader {
  /// The header names APNs reads, as a scenario's `headers` and `notifsim lint --header` check them.
  package static var apnsHeaderNames: [String] { Reader.apnsHeaderNames }
}

extension ScenarioLoader.Reader {
  // MARK: - The APNs link in scenario files

  /// The header names APNs reads, for suggestions when a scenario misspells one.
  static let apnsHeaderNames = [
    "apns-push-type", "apns-priority", "apns-expiration", "apns-collapse-id", "apns-topic", "apns-id", "authorization",
  ]

  /// The headers whose value APNs judges on its own, without the rest of the request.
  static let headersCheckedAlone = ["apns-push-type", "apns-priority", "apns-expiration", "apns-id"]

  /// What ``APNsGateway`` says about one header value, sent in an otherwise valid request: the
  /// first error, or `nil` when APNs takes the value.
  static func gatewayFinding(name: String, value: String) -> Diagnostic? {
    let request = APNsRequest(
      headers: [(name, value), ("apns-topic", "com.example.app")], deviceToken: String(repeating: "0", count: 64),
      body: #"{"aps":{}}"#)
    let wanted: [DiagnosticCode] = [
      APNsReason.invalidPushType.diagnosticCode, APNsReason.badPriority.diagnosticCode,
      APNsReason.badExpirationDate.diagnosticCode, APNsReason.badMessageID.diagnosticCode,
    ]
    return APNsGateway.diagnostics(for: request).first { $0.severity == .error && wanted.contains($0.code) }
  }

  /// Reads `device.online`, `device.appRegistered`, `device.widgetReloadsPerDay` and `device.provider`.
  mutating func readAPNsDevice(_ reader: inout JSONObjectReader, into device: inout DeviceConfiguration) {
    if let online = reader.bool("online", log: &log) { device.startsOnline = online }
    if let registered = reader.bool("appRegistered", log: &log) { device.appRegisteredBeforeStart = registered }
    if let count = reader.int(ScenarioLimits.widgetReloadsPerDay, log: &log) { device.widgetReloadsPerDay = count }
    guard var provider = reader.object("provider", log: &log) else { return }
    if let connection = provider.choice("connection", APNsProvider.Connection.self, log: &log, what: "provider connection") {
      device.apnsProvider.connection = connection
    }
    if let environment = provider.choice("environment", APNsEnvironment.self, log: &log, what: "APNs environment") {
      device.apnsProvider.environment = environment
    }
    if let topics = strings(&provider, "topics", path: ["device", "provider"], expected: "a bundle ID") {
      device.apnsProvider.topics = topics
    }
    readProviderCredentials(&provider, into: &device.apnsProvider)
    provider.warnAboutUnknownKeys(log: &log)
  }

  /// Reads a push step's `headers` and `to` into the request APNs gets. Header values APNs
  /// could never take are errors here, at their position, worded by ``APNsGateway`` as `notifsim
  /// lint --header` words them: an unknown push type, a priority other than 10, 5 and 1, an
  /// expiration that is not whole seconds, an `apns-id` that is not a UUID; and a header name
  /// APNs does not read.
  mutating func readAPNsRequest(_ reader: inout JSONObjectReader, payload: Payload, id: String, path: JSONPath) -> APNsPush {
    var push = APNsPush(payload, id: id)
    if let value = reader.value("headers"), let object = value.object {
      var fields: [APNsHeaders.Field] = []
      for member in object.members {
        guard let text = member.value.string else { continue }  // reported by checkHeaders
        let name = member.key.lowercased()
        let at = member.value.location
        let headerPath = path.appending("headers").appending(member.key)
        if name.hasPrefix("apns-") || name == "authorization" {
          // The gateway's own findings for this one header: the checks `notifsim lint --header`
          // runs and APNs answers, reported here at the header's position.
          if Self.headersCheckedAlone.contains(name), let finding = Self.gatewayFinding(name: member.key, value: text) {
            log.error(.outOfRange, finding.message, hint: finding.hint, path: headerPath, at: at)
          } else if !Self.apnsHeaderNames.contains(name) {
            log.unknownName(member.key, what: "APNs header", valid: Self.apnsHeaderNames, path: headerPath, at: member.keyLocation)
          }
        } else {
          log.unknownName(member.key, what: "APNs header", valid: Self.apnsHeaderNames, path: headerPath, at: member.keyLocation)
        }
        fields.append(APNsHeaders.Field(name: member.key, value: text))
      }
      push.headers = fields
    }
    if let value = reader.value("to") {
      let toPath = path.appending("to")
      switch value.string {
      case "current"?: push.target = .current
      case "previous"?: push.target = .previous
      case let hex?:
        let digits = hex.unicodeScalars.allSatisfy { ($0 >= "0" && $0 <= "9") || ($0 >= "a" && $0 <= "f") || ($0 >= "A" && $0 <= "F") }
        if digits && hex.count % 2 == 0 && (64...200).contains(hex.count) {
          push.target = .token(hex)
        } else {
          log.error(
            .outOfRange, "\"to\" is \(JSONWriter.quoted(hex)); expected \"current\", \"previous\" or a device token in hex (64 to 200 digits)",
            hint: "Push to \"previous\" to reach the token the app had before a reinstall or a restore.", path: toPath,
            at: value.location)
        }
      case nil:
        log.wrongType(value, path: toPath, expected: "\"current\", \"previous\" or a device token in hex")
      }
    }
    return push
  }

  /// Checks the facts of an expected `apns` event: a known reason, a status that is a number.
  mutating func checkAPNsExpectation(name: String, fields: [ObservedEvent.Field], reader: JSONObjectReader, path: JSONPath) {
    for field in fields {
      let at = reader.object.member(field.name)?.value.location ?? reader.location
      switch (name, field.name) {
      case ("answer", "reason"), ("tokenDiscarded", "reason"):
        if APNsReason(reading: field.value) == nil {
          log.unknownName(field.value, what: "APNs reason", valid: APNsReason.allCases.map(\.rawValue), path: path.appending(field.name), at: at)
        }
      case ("notSent", "reason"):
        if !APNsEvent.notSentReasons.contains(field.value) {
          log.unknownName(field.value, what: "reason for not sending", valid: APNsEvent.notSentReasons, path: path.appending(field.name), at: at)
        }
      case ("discarded", "reason"):
        if !APNsEvent.discardReasons.contains(field.value) {
          log.unknownName(field.value, what: "discard reason", valid: APNsEvent.discardReasons, path: path.appending(field.name), at: at)
        }
      case ("answer", "status"), ("tokenDiscarded", "status"):
        let statuses = [200] + APNsReason.allCases.map(\.status)
        if Int(field.value).map(statuses.contains) != true {
          log.error(
            .outOfRange, "APNs answers no status \(field.value)",
            hint: "Statuses: 200, 400, 403, 404, 405, 410, 413, 429, 500, 503.", path: path.appending(field.name), at: at)
        }
      default: break
      }
    }
  }
}
