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
      "+0.000s  system     content extension Chat's interface on m1 closed (dismiss)  [CE2]",
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

@Suite struct ContentExtensionInteractionTests {
  func simulator(interaction: Bool, profile: Profile = .defaultProfile) throws -> Simulator {
    var app = AppConfiguration()
    app.categories = [NotificationCategory(identifier: "RIDE")]
    app.contentExtensions = [
      ContentExtension(name: "RideMap", categories: ["RIDE"], userInteractionEnabled: interaction)
    ]
    var simulator = try Simulator.prepared(.background, profile: profile, app: app)
    try simulator.push(Payload(aps: APS(alert: Alert(body: "2 minutes away"), category: "RIDE")), id: "r1")
    return simulator
  }

  @Test func `with user interaction the view takes the touch and nothing reaches the app`() throws {
    var simulator = try simulator(interaction: true)
    try simulator.touchContentExtensionView("r1")
    #expect(simulator.process.state == .background)
    #expect(simulator.trace.events.last?.body == "no effect r1: RideMap's view handled the touch; nothing reaches the app")
    try simulator.contentExtensionPerformsDefaultAction("r1")
    #expect(simulator.trace.callbacks.contains(.didReceive))
    #expect(simulator.process.state == .active)
  }

  @Test func `without it, or before iOS 12, a touch is a tap and performNotificationDefaultAction is refused`() throws {
    var plain = try simulator(interaction: false)
    do {
      try plain.contentExtensionPerformsDefaultAction("r1")
      Issue.record("performNotificationDefaultAction was accepted without user interaction")
    } catch {
      #expect(
        error.message
          == "can't have the content extension of 'r1' call performNotificationDefaultAction(): RideMap has no UNNotificationExtensionUserInteractionEnabled, so its view takes no touches. Set userInteractionEnabled.")
    }
    try plain.touchContentExtensionView("r1")
    #expect(plain.trace.callbacks.contains(.didReceive))
    var old = try simulator(interaction: true, profile: .iOS10)
    try old.touchContentExtensionView("r1")
    #expect(old.trace.events.contains { $0.body.contains("UNNotificationExtensionUserInteractionEnabled needs iOS 12") })
  }
}
