// voip article xctest: begin
import NotificationSimulatorTesting
import SimulatedUserNotifications
import XCTest

@MainActor final class CallManagerXCTests: XCTestCase {
  func testAVoIPPushRings() async {
    let tester = NotificationTester(appDelegate: { CallAppDelegate() })
    tester.exhaustivity = .off
    tester.voipPush(json: #"{"caller":"Ana"}"#, id: "v1")
    await tester.settle()
    XCTAssertEqual(tester.appDelegate(as: CallAppDelegate.self)?.calls.log, ["Ana: ringing"])
    tester.finish()
  }
}
// voip article xctest: end
