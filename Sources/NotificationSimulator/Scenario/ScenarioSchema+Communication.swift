import NotificationPayload

extension ScenarioSchema {
  /// A service extension's `content.communication`: the incoming intent passed to
  /// `content.updating(from:)` (rules CN1, CN2).
  static func communicationSchema() -> JSONValue {
    closedObject([
      ("sender", object([("type", string("string")), ("minLength", number(1))])),
      ("intent", enumeration(CommunicationIntentType.allCases.map(\.rawValue))),
      ("notifyRecipientAnyway", type("boolean")), ("mentionsCurrentUser", type("boolean")),
      ("isReplyToCurrentUser", type("boolean")),
    ], required: ["sender"])
  }
}
