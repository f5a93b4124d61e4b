import NotificationSimulator
import Testing

/// A content extension that swaps the notification's actions, as Apple's rotating-image sample
/// does: showing the notification offers "rotate" instead of "like"; rotating adds "reset".
struct RotatingExtension: SimulatedContentExtension {
  var categories = ["MESSAGE"]
  var shown: [String] = []
  mutating func didReceive(_ notification: DeliveredNotification, actions: inout [NotificationAction]) {
    shown.append(notification.id)
    actions = [NotificationAction(identifier: "rotate"), NotificationAction(identifier: "mute")]
  }
  mutating func didReceive(
    _ response: NotificationResponse, notification: DeliveredNotification, actions: inout [NotificationAction]
  ) -> ContentExtensionResponseOption {
    if response.actionIdentifier == "rotate" {
      actions = [NotificationAction(identifier: "rotate"), NotificationAction(identifier: "reset")]
      return .doNotDismiss
    }
    return .dismissAndForwardAction
  }
  func didReceive(_ response: NotificationResponse, notification: DeliveredNotification) -> ContentExtensionResponseOption {
    .dismissAndForwardAction
  }
}

/// Rule CE4: actions a content extension sets with `extensionContext.notificationActions`.
@Suite struct DynamicActionsTests {
  static let category = NotificationCategory(
    identifier: "MESSAGE", actions: [NotificationAction(identifier: "like"), NotificationAction(identifier: "mute")])

  func simulator(profile: Profile = .defaultProfile) throws -> Simulator {
    var simulator = try Simulator.prepared(.background, profile: profile, app: AppConfiguration(categories: [Self.category]))
    simulator.installContentExtension(RotatingExtension())
    try simulator.push(Payloads.alert(category: "MESSAGE"), id: "m1")
    return simulator
  }

  @Test func `showing the notification replaces its actions, traced`() throws {
    var simulator = try simulator()
    #expect(simulator.actions(shownFor: "m1")?.map(\.identifier) == ["like", "mute"])
    let mark = simulator.trace.events.count
    try simulator.showContentExtension("m1")
    #expect(simulator.lines(since: mark) == [
      "+0.000s  user       expanded m1; RotatingExtension shows it",
      "+0.000s  system     content extension RotatingExtension set the actions of m1: [rotate, mute]  [CE4]",
    ])
    #expect(simulator.actions(shownFor: "m1")?.map(\.identifier) == ["rotate", "mute"])
    #expect((simulator.extensions.contentExtensionCode.first as? RotatingExtension)?.shown == ["m1"])
  }

  @Test func `a removed action is refused with a clear message, a new one is accepted`() throws {
    var simulator = try simulator()
    try simulator.showContentExtension("m1")
    #expect(throws: SimulationError(.unknownAction,
      "can't perform action 'like' on 'm1': its content extension replaced the actions of 'm1' with extensionContext.notificationActions, and they are now ['rotate', 'mute'] (rule CE4). Pick one of those.")
    ) {
      try simulator.performAction(on: "m1", action: "like")
    }
    let mark = simulator.trace.events.count
    try simulator.performAction(on: "m1", action: "rotate")
    #expect(simulator.lines(since: mark) == [
      "+0.000s  user       chose rotate on m1",
      "+0.000s  system     content extension RotatingExtension set the actions of m1: [rotate, reset]  [CE4]",
      "+0.000s  system     content extension RotatingExtension handled rotate on m1: doNotDismiss  [CE2]",
    ])
    #expect(throws: SimulationError.self) { try simulator.performAction(on: "m1", action: "mute") }
    let mark2 = simulator.trace.events.count
    try simulator.performAction(on: "m1", action: "reset")
    #expect(simulator.callbacks(since: mark2) == [.didReceive])
  }

  @Test func `before iOS 12 the actions cannot change`() throws {
    var simulator = try simulator(profile: .iOS10)
    try simulator.showContentExtension("m1")
    #expect(simulator.trace.diagnostics.last?.code == "notification-actions-unavailable")
    #expect(simulator.trace.diagnostics.last?.message
      == "RotatingExtension set extensionContext.notificationActions for m1, which needs iOS 12; \(Profile.iOS10) keeps the category's actions.")
    #expect(simulator.actions(shownFor: "m1")?.map(\.identifier) == ["like", "mute"])
    try simulator.performAction(on: "m1", action: "like")
  }

  @Test func `showing needs installed extension code for the category`() throws {
    var simulator = try Simulator.prepared(.background, app: AppConfiguration(categories: [Self.category]))
    try simulator.push(Payloads.alert(category: "MESSAGE"), id: "m1")
    #expect(throws: SimulationError(.notApplicable,
      "can't show the content extension of 'm1': no installed content extension code serves its category 'MESSAGE'. Install one with installContentExtension(_:).")
    ) {
      try simulator.showContentExtension("m1")
    }
  }
}
