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

  func testTheLineDiffKeepsSharedLines() {
    XCTAssertEqual(LineDiff.render(expected: ["a", "b"], actual: ["b", "c"]), "  −a\n   b\n  +c")
  }
}
