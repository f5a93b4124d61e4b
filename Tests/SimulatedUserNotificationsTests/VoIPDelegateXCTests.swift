import Foundation
import NotificationSimulatorTesting
import SimulatedUserNotifications
import XCTest

/// The VoIP app's delegate file under XCTest: one `settle()` after the steps.
@MainActor final class VoIPDelegateXCTests: XCTestCase {
  func testACallReportedInTheCallbackRingsAndIsAnswered() async {
    let tester = NotificationTester(appDelegate: { CallAppDelegate() })
    tester.voipPush(json: VoIPDelegateTests.call("Ana"), id: "v1")
    tester.expect(
      .willFinishLaunching, .didFinishLaunching, .pushRegistryDidUpdate,
      .pushRegistryDidReceiveIncomingPush("v1", state: .background))
    tester.answerCall(VoIPDelegateTests.callID)
    tester.expect(.providerPerformAnswerCall(VoIPDelegateTests.callID), .providerDidActivateAudioSession)
    await tester.settle()
    let manager = tester.appDelegate(as: CallAppDelegate.self)?.calls
    XCTAssertEqual(manager?.log, ["Ana: ringing", "answered Ana"])
    XCTAssertEqual(manager?.audioRunning, true)
    XCTAssertEqual(tester.simulator.process.voip.calls, [VoIPDelegateTests.callID.uuidString])
    tester.finish()
  }

  func testTheCancelPushThatReportsNoCallEndsTheApp() async {
    let tester = NotificationTester(appDelegate: { CallAppDelegate() })
    tester.voipPush(json: VoIPDelegateTests.cancel, id: "c1")
    tester.expect(
      .willFinishLaunching, .didFinishLaunching, .pushRegistryDidUpdate,
      .pushRegistryDidReceiveIncomingPush("c1", state: .background))
    await tester.settle()
    XCTAssertEqual(tester.state, .notRunning)
    XCTAssertTrue(tester.trace.rendered.contains(
      "diagnostic voip-call-not-reported: Killing app because it never posted an incoming call to the system after receiving a PushKit VoIP push callback.  [VP3]"))
    tester.finish()
  }
}
