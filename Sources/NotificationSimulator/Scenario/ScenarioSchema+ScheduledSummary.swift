import NotificationPayload

extension ScenarioSchema {
  /// `scheduledSummary`, as a device key and a step: its times and apps, or `false`/`null`.
  static func scheduledSummarySchema() -> JSONValue {
    object([("oneOf", .init(.array([
      closedObject([
        ("times", object([
          ("type", string("array")), ("minItems", number(1)),
          ("items", object([("type", string("string")), ("pattern", string("^([01]?[0-9]|2[0-3]):[0-5][0-9]$"))])),
        ])),
        ("apps", list(type("string"))),
      ]),
      object([("enum", JSONValue(.array([JSONValue(.bool(false)), JSONValue(.null)])))]),
    ])))])
  }

  /// `appleIntelligence`, as a device key and a step: the two switches, a boolean, or `null`.
  static func appleIntelligenceSchema() -> JSONValue {
    object([("oneOf", .init(.array([
      closedObject([("summaries", type("boolean")), ("prioritize", type("boolean"))]),
      type("boolean"), type("null"),
    ])))])
  }
}
