import NotificationSimulatorTesting
import SimulatedUserNotifications
import XCTest

/// The news app's delegate file under XCTest.
@MainActor final class NewsDelegateXCTests: XCTestCase {
  func testADigestIsListedOnceTheMainQueueHasRun() async {
    let tester = NotificationTester(appDelegate: { NewsAppDelegate() })
    tester.openApp()
    tester.skipCallbacks()
    tester.push(json: NewsDelegateTests.digest, id: "d1")
    tester.expect(.willPresent("d1"))
    await tester.settle()
    XCTAssertEqual(tester.trace.rendered.split(separator: "\n").last.map(String.init), "+0.000s  system     displayed d1 [list]  [R01]")
    tester.finish()
  }

  func testTappingReadOpensTheArticle() {
    let tester = NotificationTester(appDelegate: { NewsAppDelegate() })
    tester.openApp()
    tester.skipCallbacks()
    tester.home()
    tester.skipCallbacks()
    tester.push(json: NewsDelegateTests.breaking, id: "b1")
    tester.performAction(on: "b1", action: "READ")
    tester.expect(.willEnterForeground, .didReceive("b1", action: "READ"), .didBecomeActive)
    XCTAssertEqual(tester.appDelegate(as: NewsAppDelegate.self)?.openedArticles, ["a-42"])
    tester.finish()
  }
}
