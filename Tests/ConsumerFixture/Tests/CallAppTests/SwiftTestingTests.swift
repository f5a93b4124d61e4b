@testable import CallApp
import Foundation
import NotificationSimulatorTesting
import SimulatedUserNotifications
import Testing

/// The VoIP app's file under Swift Testing, from a consumer package: one `settle()` per test.
@MainActor @Suite(.oneAppAtATime) struct CallAppTests {
  let callID = UUID(uuidString: "6A1C2E9D-3B44-4F0E-9C21-5D7A2B8E0F13")!

  @Test func `a VoIP push rings and the user answers`() async {
    let tester: AppTester = NotificationTester(appDelegate: { CallAppDelegate() })
    tester.voipPush(json: #"{"callID":"\#(callID.uuidString)","caller":"Ana"}"#, id: "v1")
    tester.expect(
      .willFinishLaunching, .didFinishLaunching, .pushRegistryDidUpdate,
      .pushRegistryDidReceiveIncomingPush("v1", state: .background))
    tester.answerCall(callID)
    tester.expect(.providerPerformAnswerCall(callID), .providerDidActivateAudioSession)
    await tester.settle()
    #expect(tester.appDelegate(as: CallAppDelegate.self)?.calls.log == ["Ana: ringing", "answered Ana"])
    tester.finish()
  }

  @Test func `the cancel push reports no call, so iOS ends the app`() async {
    let tester: AppTester = NotificationTester(appDelegate: { CallAppDelegate() })
    tester.exhaustivity = .off
    tester.voipPush(json: #"{"kind":"cancel"}"#, id: "c1")
    await tester.settle()
    #expect(tester.state == .notRunning)
    #expect(tester.trace.rendered.contains("no call reported for c1: the handler returned without reporting a call to CallKit"))
  }
}
