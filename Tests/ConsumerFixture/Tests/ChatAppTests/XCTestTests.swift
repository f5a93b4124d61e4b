@testable import ChatApp
import NotificationSimulatorTesting
import SimulatedUserNotifications
import XCTest

/// The same names under XCTest.
@MainActor final class ChatAppXCTests: XCTestCase {
  func testAReactionIsListedOnceTheMainQueueHasRun() async {
    let configuration = AppConfiguration(serverURL: "https://chat.example.com")
    XCTAssertEqual(configuration.categories.map(\.identifier), ["MESSAGE"])
    let tester = NotificationTester(appDelegate: { AppDelegate() })
    tester.openApp()
    tester.expect(.willFinishLaunching, .didFinishLaunching, .didBecomeActive)
    tester.push(json: #"{"aps":{"alert":"Sam liked your photo"},"kind":"reaction"}"#, id: "r1")
    tester.expect(.willPresent("r1"))
    await tester.settle()
    XCTAssertEqual(tester.deliveredNotificationIDs, ["r1"])
    tester.finish()
  }
}
