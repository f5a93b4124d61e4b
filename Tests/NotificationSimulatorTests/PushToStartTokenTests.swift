import NotificationPayload
import Testing

@testable import NotificationSimulator

/// Push-to-start tokens (rule LA2): one per `ActivityAttributes` type the app reads
/// `pushToStartTokenUpdates` for, at each launch from iOS 17.2; a start for another type has no
/// token to go to.
@Suite struct PushToStartTokenTests {
  static func app() -> AppConfiguration {
    var app = AppConfiguration()
    app.pushToStartAttributesTypes = ["DeliveryAttributes", "ParkingAttributes"]
    return app
  }

  static func start(_ type: String) throws -> Payload {
    try Simulator.payload(json: #"{"aps": {"event": "start", "timestamp": 1, "attributes-type": "\#(type)", "attributes": {}, "content-state": {}, "alert": {"title": "t", "body": "b"}}}"#).get()
  }

  @Test func `each launch hands the app a token per type, and a start of another type fails with the reason`() throws {
    var simulator = Simulator(app: Self.app(), profile: .iOS18)
    try simulator.openApp()
    try simulator.home()
    try simulator.terminate()
    try simulator.openApp()
    let tokens = simulator.trace.events.compactMap { event -> String? in
      guard case .system(.liveActivity(.pushToStartToken(let type, let token))) = event.kind else { return nil }
      return "\(type) \(token) \(event.ruleID ?? "")"
    }
    let delivery = Simulator.activityToken("push-to-start:DeliveryAttributes")
    let parking = Simulator.activityToken("push-to-start:ParkingAttributes")
    #expect(tokens == [
      "DeliveryAttributes \(delivery) LA2", "ParkingAttributes \(parking) LA2",
      "DeliveryAttributes \(delivery) LA2", "ParkingAttributes \(parking) LA2",
    ])
    #expect(delivery != parking)
    try simulator.activityPush(Self.start("DeliveryAttributes"), activity: "order")
    try simulator.activityPush(Self.start("GameAttributes"), activity: "game")
    #expect(simulator.device.liveActivities.activity("order")?.state == .active)
    #expect(simulator.trace.events.last?.rendered
      == "+0.000s  system     Live Activity game not started: the app never read pushToStartTokenUpdates for GameAttributes, so there is no push-to-start token for it  [LA2]")
  }

  @Test func `before iOS 17 no token comes, and without the list any type starts`() throws {
    var old = Simulator(app: Self.app(), profile: .iOS16)
    try old.openApp()
    #expect(!old.trace.events.contains { if case .system(.liveActivity(.pushToStartToken)) = $0.kind { true } else { false } })
    var unlisted = Simulator(app: AppConfiguration(), profile: .iOS18)
    try unlisted.openApp()
    try unlisted.activityPush(Self.start("GameAttributes"), activity: "game")
    #expect(unlisted.device.liveActivities.activity("game")?.state == .active)
  }
}
