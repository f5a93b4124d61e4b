import NotificationSimulatorTesting
import SimulatedUserNotifications
import XCTest

/// The same app under XCTest: a main-actor test case drives it, and an `async` test lets the
/// main queue run.
@MainActor final class RuntimeXCTests: XCTestCase {
  func testAHandlerCalledFromTheMainQueuePresentsOnceTheQueueRuns() async {
    let tester = NotificationTester(appDelegate: { TimingAppDelegate() })
    tester.openApp()
    tester.skipCallbacks()
    tester.push(json: #"{"aps":{"alert":{"title":"Hi"}}}"#, id: "later")
    await tester.settle()
    tester.expect(.willPresent("later"))
    XCTAssertEqual(tester.trace.rendered.split(separator: "\n").last, "+0.000s  system     displayed later [banner, list]  [R01]")
    tester.finish()
  }

  func testAHandlerNeverCalledFailsFinish() {
    let tester = NotificationTester(appDelegate: { TimingAppDelegate() })
    var failures: [String] = []
    tester.failureHook = { failures.append($0.message) }
    tester.openApp()
    tester.skipCallbacks()
    tester.push(json: #"{"aps":{"alert":{"title":"Hi"}}}"#, id: "never")
    tester.expect(.willPresent("never"))
    tester.finish()
    XCTAssertEqual(failures, [
      """
      1 completion handler was never called:
        the completion handler of userNotificationCenter(_:willPresent:withCompletionHandler:) for never, received at +0.000s, deadline +10.000s

      iOS waits for every completion handler; one left uncalled means a warning and, for a background app, \
      termination. To fix, call it on every path of the app's code; if the app calls it from the main queue or a \
      task, call await tester.settle() first, or, if the test is about the missing call, set tester.exhaustivity = .off.
      """
    ])
  }
}
