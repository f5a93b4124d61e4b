import Testing

@testable import NotificationSimulator

/// Expanding a notification (rule CE5), the interface closing after an action (rule CE2), the
/// content handed to the app, per-notification willPresent answers and nextTriggerDate (rule LN8).
@Suite struct ContentExtensionExpandTests {
  static let category = NotificationCategory(
    identifier: "MESSAGE", actions: [NotificationAction(identifier: "like"), NotificationAction(identifier: "open")])

  func simulator(_ extensions: [ContentExtension], category: String = "MESSAGE") throws -> Simulator {
    var app = AppConfiguration(categories: [Self.category, NotificationCategory(identifier: "Message")])
    app.contentExtensions = extensions
    var simulator = try Simulator.prepared(.background, app: app)
    try simulator.push(Payloads.alert(category: category), id: "m1")
    return simulator
  }

  @Test func `expanding loads the extension whose category matches and offers the category's actions`() throws {
    var simulator = try simulator([ContentExtension(name: "Chat", categories: ["MESSAGE"])])
    let mark = simulator.trace.events.count
    try simulator.expand("m1")
    #expect(simulator.lines(since: mark) == [
      "+0.000s  user       expanded m1",
      "+0.000s  system     content extension Chat loads its view for m1: didReceive(_:) category=MESSAGE  [CE5]",
      "+0.000s  system     expanded m1 in Chat's view; actions [like, open]  [CE5]",
    ])
    let expanded = try #require(simulator.trace.events.last.flatMap(ObservedEvent.init))
    #expect(expanded.description == "system expanded notification=m1 interface=Chat actions=like,open")
  }

  @Test func `a category differing only in case gets the default interface, and the reason names the extension`() throws {
    var simulator = try simulator([ContentExtension(name: "Chat", categories: ["MESSAGE"])], category: "Message")
    let mark = simulator.trace.events.count
    try simulator.expand("m1")
    #expect(simulator.lines(since: mark) == [
      "+0.000s  user       expanded m1",
      "+0.000s  system     expanded m1 in the default interface (no UNNotificationExtensionCategory is exactly 'Message'; Chat serves 'MESSAGE', and categories compare case-sensitively); actions []  [CE5]",
    ])
  }

  @Test func `a notification without a category gets the default interface`() throws {
    var simulator = try Simulator.prepared(.background)
    try simulator.push(Payloads.alert, id: "n1")
    try simulator.expand("n1")
    #expect(simulator.trace.events.last?.rendered
      == "+0.000s  system     expanded n1 in the default interface (it has no categoryIdentifier, so no content extension serves it); actions []  [CE5]")
  }

  @Test func `expanding a notification that is not on screen fails and names those that are`() throws {
    var simulator = try simulator([ContentExtension(name: "Chat", categories: ["MESSAGE"])])
    try simulator.push(Payloads.alert(category: "MESSAGE"), id: "m2")
    try simulator.clear("m1")
    #expect(throws: SimulationError(.notDisplayed, "can't expand notification 'm1': it is no longer displayed (cleared m1). On screen now: 'm2'.")) {
      try simulator.expand("m1")
    }
    #expect(throws: SimulationError(.unknownNotification, "can't expand notification 'zz': no notification with that identifier reached the device. Push or schedule it first. On screen now: 'm2'.")) {
      try simulator.expand("zz")
    }
  }

  struct Rotating: SimulatedContentExtension {
    var categories: [String] { ["MESSAGE"] }
    var shown: [String] = []
    mutating func didReceive(_ response: NotificationResponse, notification: DeliveredNotification) -> ContentExtensionResponseOption {
      .doNotDismiss
    }
    mutating func didReceive(_ notification: DeliveredNotification, actions: inout [NotificationAction]) {
      shown.append(notification.id)
      actions = [NotificationAction(identifier: "open")]
    }
  }

  @Test func `installed code gets didReceive(_:) and the actions it sets are the ones offered`() throws {
    var simulator = try simulator([])
    simulator.installContentExtension(Rotating())
    let mark = simulator.trace.events.count
    try simulator.expand("m1")
    #expect(simulator.lines(since: mark) == [
      "+0.000s  user       expanded m1",
      "+0.000s  system     content extension Rotating loads its view for m1: didReceive(_:) category=MESSAGE  [CE5]",
      "+0.000s  system     content extension Rotating set the actions of m1: [open]  [CE4]",
      "+0.000s  system     expanded m1 in Rotating's view; actions [open]  [CE5]",
    ])
    #expect((simulator.extensions.contentExtensionCode.first as? Rotating)?.shown == ["m1"])
  }

  @Test func `dismissAndForwardAction closes the interface before the app gets the action`() throws {
    var simulator = try simulator([ContentExtension(name: "Chat", categories: ["MESSAGE"], responses: ["open": .dismissAndForwardAction])])
    let mark = simulator.trace.events.count
    try simulator.performAction(on: "m1", action: "open")
    let lines = simulator.lines(since: mark)
    #expect(Array(lines.prefix(3)) == [
      "+0.000s  user       chose open on m1",
      "+0.000s  system     content extension Chat handled open on m1: dismissAndForwardAction  [CE2]",
      "+0.000s  system     content extension Chat's interface on m1 closed (dismissAndForwardAction)  [CE2]",
    ])
    #expect(simulator.callbacks(since: mark) == [.didReceive])
  }

  @Test func `doNotDismiss keeps the interface and the notification`() throws {
    var simulator = try simulator([ContentExtension(name: "Chat", categories: ["MESSAGE"], responses: ["like": .doNotDismiss])])
    let mark = simulator.trace.events.count
    try simulator.performAction(on: "m1", action: "like")
    try simulator.performAction(on: "m1", action: "like")
    #expect(!simulator.trace.events[mark...].contains { ObservedEvent($0)?.name == "contentExtensionDismissed" })
    #expect(simulator.lines(since: mark).count == 4)
  }

  // MARK: - The content handed to the app

  @Test func `willPresent and didReceive record the content and category the app is handed`() throws {
    var simulator = try Simulator.prepared(.active)
    try simulator.push(json: #"{"aps": {"alert": {"title": "Alice", "body": "Lunch?"}, "category": "MESSAGE"}, "zeta": true, "chat": "42"}"#, id: "m1")
    try simulator.tap("m1")
    let observed = simulator.trace.events.compactMap(ObservedEvent.init)
      .filter { $0.kind == .callback && ($0.name == "willPresent" || $0.name == "didReceive") }.map(\.description)
    #expect(observed == [
      "callback willPresent notification=m1 title=Alice body=Lunch? userInfo=aps,chat,zeta",
      "callback didReceive notification=m1 action=default category=MESSAGE title=Alice body=Lunch? userInfo=aps,chat,zeta",
    ])
  }

  // MARK: - willPresent per notification

  static func answersScenario(_ answers: String) -> String {
    """
    {"scenario": 1, "name": "x", "app": {"state": "active", "answers": \(answers)},
     "steps": [{"push": {"aps": {"alert": "A"}}, "id": "chat-1"}, {"push": {"aps": {"alert": "B"}}, "id": "chat-2"}]}
    """
  }

  @Test func `each notification gets its own willPresent answer, the others the default`() throws {
    let result = try runScenario(Self.answersScenario(
      #"{"willPresent": {"options": ["list"]}, "willPresentByNotification": {"chat-1": {"options": ["banner", "sound"]}}}"#))
    let displayed = result.events.compactMap(ObservedEvent.init).filter { $0.name == "displayed" }.map(\.description)
    #expect(displayed == [
      "system displayed notification=chat-1 banner=true list=false sound=false badge=false",
      "system displayed notification=chat-2 banner=false list=true sound=false badge=false",
    ])
  }

  @Test func `an answer for an id no step creates is a positioned error with a did-you-mean`() {
    let found = loadScenario(Self.answersScenario(#"{"willPresentByNotification": {"chat-3": {"options": []}}}"#)).diagnostics
      .map(\.rendered)
    #expect(found == [
      """
      dir/s.json:1:99: error: app.answers.willPresentByNotification answers "chat-3", which no step creates; did you mean "chat-1"? [unknown-notification]
        at $.app.answers.willPresentByNotification.chat-3
        hint: Use the "id" of a push or schedule step. The steps create: "chat-1", "chat-2".
      """
    ])
  }

  @Test func `a streamed read reports the unknown answered id as the whole-file read does`() {
    let text = Self.answersScenario(#"{"willPresentByNotification": {"chat-3": {"options": []}}}"#)
    let streamed = streamScenario(text)
    #expect(streamed.diagnostics.map(\.rendered) == loadScenario(text).diagnostics.map(\.rendered))
    #expect(streamed.diagnostics.count == 1)
  }

  @Test func `expanding a cleared notification in a scenario stops the run at that step`() throws {
    let result = try runScenario(
      """
      {"scenario": 1, "name": "x", "app": {"state": "background"},
       "steps": [{"push": {"aps": {"alert": "A"}}, "id": "n1"}, {"clear": "n1"}, {"expand": "n1"}]}
      """)
    #expect(result.failures.map(\.message) == [
      "step $.steps[2] cannot run: can't expand notification 'n1': it is no longer displayed (cleared n1). No notification is on screen now: expand one that a push or schedule step displayed."
    ])
  }

  @Test func `the simulator's per-notification answer comes before the configured one`() throws {
    var simulator = try Simulator.prepared(.active)
    simulator.answerWillPresent(for: "quiet", with: CompletionAnswer([]))
    try simulator.push(Payloads.alert, id: "quiet")
    try simulator.push(Payloads.alert, id: "loud")
    let displayed = simulator.trace.events.compactMap(ObservedEvent.init).filter { $0.name == "displayed" }.map(\.description)
    #expect(displayed == ["system displayed notification=loud banner=true list=true sound=true badge=true soundName=default"])
  }

  // MARK: - nextTriggerDate

  @Test func `nextTriggerDate reads a pending request, and nil once it fired`() throws {
    var simulator = try Simulator.prepared(.background)
    try simulator.scheduleLocal(LocalNotificationRequest(identifier: "r1", body: "B", delay: .seconds(60)))
    #expect(try simulator.nextTriggerDate(of: "r1") == SimulatedInstant(offset: .seconds(60)))
    #expect(simulator.trace.events.last?.rendered == "+0.000s  system     next trigger of r1: 2026-01-05T09:01:00+00:00 (+60.000s)  [LN8]")
    simulator.advance(by: .seconds(61))
    #expect(try simulator.nextTriggerDate(of: "r1") == nil)
    #expect(simulator.trace.events.last?.rendered
      == "+61.000s  system     next trigger of r1: nil (r1 is not pending: it fired and does not repeat, or was removed, so getPendingNotificationRequests does not return it)  [LN8]")
    let observed = try #require(simulator.trace.events.last.flatMap(ObservedEvent.init))
    #expect(observed.field("date") == "nil" && observed.field("fireAt") == "nil")
  }

  @Test func `nextTriggerDate is refused for a location trigger and when the app is not running`() throws {
    var simulator = try Simulator.prepared(.background)
    let region = Region(identifier: "home", center: Coordinate(latitude: 0, longitude: 0), radius: 100)
    try simulator.scheduleLocal(LocalNotificationRequest(identifier: "geo", body: "B", trigger: .location(region, repeats: false)))
    #expect(throws: SimulationError(.notApplicable, "can't read nextTriggerDate() of 'geo': its trigger is a UNLocationNotificationTrigger, which has no nextTriggerDate(); it fires when the device crosses its region. Read the date of a calendar or time-interval trigger.")) {
      try simulator.nextTriggerDate(of: "geo")
    }
    try simulator.forceQuit()
    #expect(throws: SimulationError(.appNotRunning, "can't read nextTriggerDate() of 'geo': the app is forceQuit, and only a running app can. Launch it first.")) {
      try simulator.nextTriggerDate(of: "geo")
    }
  }
}
