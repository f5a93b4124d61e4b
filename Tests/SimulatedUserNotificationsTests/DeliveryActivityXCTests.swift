import NotificationSimulatorTesting
import SimulatedUserNotifications
import XCTest

/// The delivery app's Live Activity manager under XCTest, one `settle()` a test.
@MainActor final class DeliveryActivityXCTests: XCTestCase {
  func testAPushStartedActivityReachesTheServerWithItsToken() async {
    let backend = DeliveryBackendStub()
    let tester = DeliveryActivityTests.makeTester(backend, state: .suspended)
    tester.activityPush("order-90", json: DeliveryActivityTests.start.replacingOccurrences(of: "o-77", with: "o-90"))
    await tester.settle()
    XCTAssertEqual(backend.updateTokens, ["o-90 order-90 8157c2ee23f47fbc5a3048acb82621fe"])
    XCTAssertEqual(tester.state, .background)
    tester.finish()
  }

  func testAnOrderFromTheForegroundIsUpdatedByTheAppAndEnded() async throws {
    let backend = DeliveryBackendStub()
    let tester = DeliveryActivityTests.makeTester(backend, state: .active)
    let app = try XCTUnwrap(tester.appDelegate(as: DeliveryAppDelegate.self))
    tester.runInApp { app.liveActivities.orderPlaced("o-91") }
    let activity = try XCTUnwrap(app.liveActivities.current)
    await app.liveActivities.orderDelivered()
    await tester.settle()
    XCTAssertEqual(app.liveActivities.statuses[activity.id], "delivered")
    XCTAssertEqual(app.liveActivities.states[activity.id], .dismissed)
    XCTAssertEqual(activity.activityState, .dismissed)
    XCTAssertTrue(tester.trace.rendered.contains(
      "+0.000s  system     Live Activity DeliveryAttributes-1 ended by the app  [LA12]"))
    tester.finish()
  }
}
