// The article's XCTest example, line for line between the markers.

// linux article xctest: begin
import NotificationSimulatorTesting
import SimulatedUserNotifications
import XCTest

@MainActor final class ChatNotificationXCTests: XCTestCase {
  func testAReactionIsListedOnceTheMainQueueHasRun() async {
    let tester = NotificationTester(appDelegate: { AppDelegate() })
    tester.openApp()
    tester.expect(.willFinishLaunching, .didFinishLaunching, .didBecomeActive)
    tester.push(json: #"{"aps":{"alert":"Sam liked your photo"},"kind":"reaction"}"#, id: "r1")
    tester.expect(.willPresent("r1"))
    await tester.settle()
    tester.expect(events: .system(.displayed("r1", .init(list: true))))
    XCTAssertEqual(tester.deliveredNotificationIDs, ["r1"])
    tester.finish()
  }
}
// linux article xctest: end
