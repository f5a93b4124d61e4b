import NotificationPayload

extension ScenarioLoader.Reader {
  // MARK: - Communication notifications (rules CN1–CN5)

  /// The names `app.userActivityTypes` takes: the intents of `NSUserActivityTypes`.
  static let userActivityTypeNames: [(String, UserActivityTypes)] = CommunicationIntentType.allCases.map {
    ($0.rawValue, UserActivityTypes($0))
  }

  /// Reads `app.userActivityTypes` (Info.plist `NSUserActivityTypes`) and
  /// `app.focusStatusAuthorized` (`INFocusStatusCenter`).
  mutating func readAppCommunication(_ reader: inout JSONObjectReader, into app: inout AppConfiguration) {
    if let list = reader.value("userActivityTypes") {
      app.userActivityTypes = optionSet(
        list, Self.userActivityTypeNames, path: ["app", "userActivityTypes"], what: "NSUserActivityTypes intent")
    }
    if let authorized = reader.bool("focusStatusAuthorized", log: &log) { app.focusStatusAuthorized = authorized }
  }

  /// Reads a service extension's `content.communication`: `{"sender": "Alice", "intent":
  /// "INSendMessageIntent", "notifyRecipientAnyway", "mentionsCurrentUser",
  /// "isReplyToCurrentUser"}`, the intent passed to `content.updating(from:)`.
  mutating func readCommunication(_ value: JSONValue, path: JSONPath) -> CommunicationIntent? {
    guard value.object != nil else {
      log.wrongType(value, path: path, expected: #"an incoming intent such as {"sender": "Alice", "intent": "INSendMessageIntent"}"#)
      return nil
    }
    guard var reader = JSONObjectReader(value, path: path, log: &log) else { return nil }
    var sender: String?
    if let given = reader.required(
      "sender", log: &log, hint: #"Give the sender's display name, as INSendMessageIntent's sender, such as "sender": "Alice"."#)
    {
      if let text = given.string, !text.isEmpty {
        sender = text
      } else {
        log.wrongType(given, path: path.appending("sender"), expected: "the sender's display name, a non-empty string")
      }
    }
    var intent = CommunicationIntent(sender: sender ?? "")
    var valid = sender != nil
    if reader.has("intent") {
      if let type = reader.choice("intent", CommunicationIntentType.self, log: &log, what: "communication intent") {
        intent.intent = type
      } else {
        valid = false
      }
    }
    if let flag = reader.bool("notifyRecipientAnyway", log: &log) { intent.notifyRecipientAnyway = flag }
    if let flag = reader.bool("mentionsCurrentUser", log: &log) { intent.mentionsCurrentUser = flag }
    if let flag = reader.bool("isReplyToCurrentUser", log: &log) { intent.isReplyToCurrentUser = flag }
    reader.warnAboutUnknownKeys(log: &log)
    return valid ? intent : nil
  }
}
