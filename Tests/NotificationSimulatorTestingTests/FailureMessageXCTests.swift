import NotificationSimulator
import NotificationSimulatorTesting
import XCTest

/// The failure texts under XCTest: the same pure functions, asserted word for word.
final class FailureMessageXCTests: XCTestCase {
  func testAWrongActionIdentifierShowsBothLines() {
    XCTAssertEqual(
      FailureMessage.callbacksMismatch(
        expected: ["userNotificationCenter(_:didReceive:withCompletionHandler:) response=n1 action=VIEW"],
        actual: ["userNotificationCenter(_:didReceive:withCompletionHandler:) response=n1 action=SAVE"]),
      Messages.wrongAction)
  }

  func testAnUnassertedCallbackNamesTheFix() {
    XCTAssertEqual(FailureMessage.unassertedCallbacks(["applicationDidBecomeActive(_:)"]), Messages.unassertedDidBecomeActive)
  }

  func testACompletionHandlerNeverCalledNamesTheCallbackAndDeadline() {
    let handler = LeftOvers.UnansweredHandler(
      callback: .didReceive, notificationID: "n1", deadline: SimulatedInstant(offset: .seconds(30)), isExpired: false)
    XCTAssertEqual(FailureMessage.unansweredHandlers([handler]), Messages.handlerNeverCalled)
  }

  func testACompletionHandlerNeverCalledSaysWhenTheAppReceivedIt() {
    let handler = LeftOvers.UnansweredHandler(
      callback: .didReceiveRemoteNotificationWithFetch, notificationID: "s1", receivedAt: SimulatedInstant(offset: .seconds(5)),
      deadline: SimulatedInstant(offset: .seconds(35)), isExpired: true)
    XCTAssertEqual(
      FailureMessage.unansweredHandlers([handler]),
      """
      1 completion handler was never called:
        the completion handler of application(_:didReceiveRemoteNotification:fetchCompletionHandler:) for s1, received at +5.000s, deadline +35.000s (passed)

      iOS waits for every completion handler; one left uncalled means a warning and, for a background app, termination. To fix, answer it from the app delegate with a CompletionTiming other than .never, or, if the test is about the missing call, set tester.exhaustivity = .off.
      """)
  }

  func testTheLineDiffKeepsSharedLines() {
    XCTAssertEqual(LineDiff.render(expected: ["a", "b"], actual: ["b", "c"]), "  −a\n   b\n  +c")
  }
}
