@testable import DeliveryApp
import NotificationSimulatorTesting
import SimulatedUserNotifications
import Testing

/// The server the app sends its tokens to, in the test.
@MainActor final class BackendStub: DeliveryBackend {
  private(set) var pushToStartTokens: [String] = []
  private(set) var updateTokens: [String] = []

  func registerPushToStartToken(_ token: String) async { pushToStartTokens.append(token) }
  func registerUpdateToken(_ token: String, activityID: String, orderID: String) async {
    updateTokens.append("\(orderID) \(activityID) \(token)")
  }
}

@MainActor @Suite(.oneAppAtATime) struct DeliveryAppTests {
  @Test func `a push-to-start launches the app, which sends the new activity's token to the server`() async {
    let backend = BackendStub()
    let tester = NotificationTester(appDelegate: { DeliveryAppDelegate(backend: backend) })
    tester.exhaustivity = .off
    tester.activityPush(
      "order-77",
      json: #"{"aps":{"timestamp":1767603600,"event":"start","attributes-type":"DeliveryAttributes","attributes":{"orderID":"o-77"},"content-state":{"status":"preparing","minutesAway":25},"alert":{"title":"Order o-77","body":"Being prepared"},"input-push-token":1}}"#)
    await tester.settle()
    #expect(backend.updateTokens == ["o-77 order-77 8135c1ee23d797a35a00bbacb7fdc1a5"])
    #expect(backend.pushToStartTokens == ["0c5e4889085f65b04665043b72fa5366"])
  }

  @Test func `an order placed in the background gets no activity`() async throws {
    let backend = BackendStub()
    let tester = NotificationTester(appDelegate: { DeliveryAppDelegate(backend: backend) }, state: .background)
    tester.exhaustivity = .off
    let app = try #require(tester.appDelegate(as: DeliveryAppDelegate.self))
    tester.runInApp { app.liveActivities.orderPlaced("o-2") }
    await tester.settle()
    #expect(app.liveActivities.startError as? ActivityAuthorizationError == .visibility)
  }
}
