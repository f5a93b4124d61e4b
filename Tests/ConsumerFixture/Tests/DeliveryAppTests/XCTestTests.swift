@testable import DeliveryApp
import NotificationSimulatorTesting
import SimulatedUserNotifications
import XCTest

/// The delivery app's manager under XCTest.
@MainActor final class DeliveryAppXCTests: XCTestCase {
  func testAnOrderFromTheForegroundSendsItsTokenAndFollowsItsEnd() async throws {
    let backend = BackendStub()
    let tester = NotificationTester(appDelegate: { DeliveryAppDelegate(backend: backend) }, state: .active)
    tester.exhaustivity = .off
    let app = try XCTUnwrap(tester.appDelegate(as: DeliveryAppDelegate.self))
    tester.runInApp { app.liveActivities.orderPlaced("o-1") }
    await app.liveActivities.orderDelivered()
    await tester.settle()
    XCTAssertEqual(backend.updateTokens, ["o-1 DeliveryAttributes-1 9ccc20b781e45925bed109a52a871e77"])
    XCTAssertEqual(app.liveActivities.states["DeliveryAttributes-1"], .dismissed)
    XCTAssertEqual(app.liveActivities.statuses["DeliveryAttributes-1"], "delivered")
  }
}
