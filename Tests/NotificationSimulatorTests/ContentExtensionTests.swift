import Testing

@testable import NotificationSimulator

/// Content extensions (rules CE1 and CE2, behaviour reference §7.2).
@Suite struct ContentExtensionTests {
  static let category = NotificationCategory(
    identifier: "MESSAGE", actions: [NotificationAction(identifier: "like"), NotificationAction(identifier: "mute")])

  func simulator(_ content: ContentExtension) throws -> Simulator {
    var app = AppConfiguration(categories: [Self.category])
    app.contentExtensions = [content]
    var simulator = try Simulator.prepared(.background, app: app)
    try simulator.push(Payloads.alert(category: "MESSAGE"), id: "m1")
    return simulator
  }

  @Test func `dismiss closes the interface and the app hears nothing`() throws {
    var simulator = try simulator(ContentExtension(name: "Chat", categories: ["MESSAGE"], responses: ["like": .dismiss]))
    let mark = simulator.trace.events.count
    try simulator.performAction(on: "m1", action: "like")
    #expect(simulator.lines(since: mark) == [
      "+0.000s  user       chose like on m1",
      "+0.000s  system     content extension Chat handled like on m1: dismiss  [CE2]",
    ])
    #expect(simulator.notification("m1")?.status == .removed("action like, handled by content extension Chat"))
  }

  @Test func `without didReceive the action goes to the app`() throws {
    var simulator = try simulator(ContentExtension(name: "Chat", categories: ["MESSAGE"], implementsDidReceive: false))
    let mark = simulator.trace.events.count
    try simulator.performAction(on: "m1", action: "like")
    #expect(!simulator.rules(since: mark).contains("CE2"))
    #expect(simulator.callbacks(since: mark).contains(.didReceive))
  }

  @Test func `categories are matched case-sensitively`() throws {
    var simulator = try simulator(ContentExtension(name: "Chat", categories: ["message"], responses: ["like": .doNotDismiss]))
    let mark = simulator.trace.events.count
    try simulator.performAction(on: "m1", action: "like")
    #expect(!simulator.rules(since: mark).contains("CE2"))
  }

  static func scenario(_ extensions: String) -> String {
    """
    {"scenario": 1, "name": "x",
     "app": {"contentExtensions": \(extensions)}, "steps": []}
    """
  }

  @Test func `a missing required Info.plist key is a positioned error`() {
    let found = loadScenario(Self.scenario(#"[{"name": "Chat", "info": {"UNNotificationExtensionCategory": "MESSAGE"}}]"#)).diagnostics
      .map { "\($0.diagnostic.location) \($0.diagnostic.path) \($0.diagnostic.hint ?? "")" }
    #expect(found == [
      "2:57 $.app.contentExtensions[0].info Info.plist NSExtensionAttributes needs UNNotificationExtensionInitialContentSizeRatio, the view's height over its width, such as 0.5."
    ])
  }

  @Test func `two extensions claiming one category is an error, and so is an unknown response option`() {
    let text = Self.scenario(
      #"[{"name": "A", "info": {"UNNotificationExtensionCategory": "M", "UNNotificationExtensionInitialContentSizeRatio": 1}, "didReceive": {"like": "close"}}, {"name": "B", "info": {"UNNotificationExtensionCategory": ["M"], "UNNotificationExtensionInitialContentSizeRatio": 1}}]"#)
    let found = loadScenario(text).diagnostics.map { "\($0.diagnostic.path) \($0.diagnostic.message)" }
    #expect(found == [
      #"$.app.contentExtensions[0].didReceive.like unknown response option "close""#,
      #"$.app.contentExtensions[1].info.UNNotificationExtensionCategory category "M" already belongs to content extension "A"; each extension owns its own categories"#,
    ])
  }
}
