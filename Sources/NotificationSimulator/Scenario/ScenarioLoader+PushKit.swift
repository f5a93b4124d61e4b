import NotificationPayload

extension ScenarioLoader.Reader {
  // MARK: - PushKit VoIP (rules VP1–VP5)

  /// Reads `app.voip`: `createsRegistryAtLaunch`, `reportsCall`, `implementsMetadataMethod`,
  /// `callKitEntitled`.
  mutating func readAppVoIP(_ reader: inout JSONObjectReader, into app: inout AppConfiguration) {
    guard var voip = reader.object("voip", log: &log) else { return }
    var configuration = VoIPConfiguration()
    if let value = voip.bool("createsRegistryAtLaunch", log: &log) { configuration.createsRegistryAtLaunch = value }
    if let value = voip.bool("reportsCall", log: &log) { configuration.reportsCall = value }
    if let value = voip.bool("implementsMetadataMethod", log: &log) { configuration.implementsMetadataMethod = value }
    if let value = voip.bool("callKitEntitled", log: &log) { configuration.callKitEntitled = value }
    voip.warnAboutUnknownKeys(log: &log)
    app.voip = configuration
  }

  /// Reads `app.locationPush`: `hasEntitlement`, `callsCompletion` (rules LP1–LP3).
  mutating func readAppLocationPush(_ reader: inout JSONObjectReader, into app: inout AppConfiguration) {
    guard var service = reader.object("locationPush", log: &log) else { return }
    var configuration = LocationPushConfiguration()
    if let value = service.bool("hasEntitlement", log: &log) { configuration.hasEntitlement = value }
    if let value = service.bool("callsCompletion", log: &log) { configuration.callsCompletion = value }
    service.warnAboutUnknownKeys(log: &log)
    app.locationPush = configuration
  }

  /// Reads a `voipPush` step: `{"id", "payload", "mustReport", "reportsCall", "caller"}`. A payload over
  /// the 5120 bytes APNs takes for a VoIP push is an error, as APNs refuses it.
  mutating func readVoIPPush(_ value: JSONValue, path: JSONPath) -> VoIPPush? {
    guard var reader = JSONObjectReader(value, path: path, log: &log) else { return nil }
    let id = reader.required("id", log: &log, hint: #"Name the push, such as "id": "call1"; expectations refer to it."#)
    var payloadTooLarge = false
    let payloadObject = reader.value("payload")?.object
    if let payload = reader.value("payload") {
      if payload.object == nil {
        log.wrongType(payload, path: path.appending("payload"), expected: "an object, the push's JSON payload")
      } else {
        payloadTooLarge = !checkPayloadSize(
          payload, pushType: .voip, named: ("VoIP", "VoIP"), path: path,
          hint: "Send only what the app needs to report the call, such as a call ID and the caller's name.")
      }
    }
    let mustReport = reader.bool("mustReport", log: &log)
    let reportsCall = reader.bool("reportsCall", log: &log)
    var caller: String?
    var badCaller = false
    if let value = reader.value("caller") {
      if let text = value.string, !text.isEmpty {
        caller = text
      } else {
        badCaller = true
        log.error(
          .invalidStep, "caller is the name or handle the app reports the call from, a non-empty string; found \(value.typeDescription)",
          hint: #"Write "caller": "Ana Lima", as in device.blockedCallers or the Focus's allowedPeople, or leave caller out."#,
          path: path.appending("caller"), at: value.location)
      }
    }
    reader.warnAboutUnknownKeys(log: &log)
    guard let id, !payloadTooLarge, !badCaller else { return nil }
    guard let text = id.string, !text.isEmpty else {
      log.wrongType(id, path: path.appending("id"), expected: "a non-empty string")
      return nil
    }
    return VoIPPush(identifier: text, mustReport: mustReport, reportsCall: reportsCall, caller: caller, payload: payloadObject)
  }

  /// Reads a `locationPush` step: the push's id, a non-empty string.
  mutating func readLocationPush(_ value: JSONValue, path: JSONPath) -> String? {
    guard let id = value.string, !id.isEmpty else {
      log.error(
        .invalidStep, "locationPush takes the push's id, a non-empty string; found \(value.typeDescription)",
        hint: #"Write "locationPush": "where1"; expectations refer to that id."#, path: path, at: value.location)
      return nil
    }
    return id
  }

  /// Whether `payload` fits the size APNs takes for `pushType` (its row of
  /// ``APNsPushTypeRule/table``); otherwise an error at the payload, as APNs answers 413.
  mutating func checkPayloadSize(
    _ payload: JSONValue, pushType: APNsPushType, named: (payload: String, pushes: String), path: JSONPath, hint: String
  ) -> Bool {
    let limit = APNsPushTypeRule.rule(for: pushType)?.maximumPayloadSize ?? PayloadLinter.maximumPayloadSize
    let size = JSONWriter.compact(payload).utf8.count
    guard size > limit else { return true }
    log.error(
      .invalidStep,
      "the \(named.payload) payload is \(size) bytes; APNs refuses \(named.pushes) pushes over \(limit) bytes (413 PayloadTooLarge)",
      hint: hint, path: path.appending("payload"), at: payload.location)
    return false
  }
}
