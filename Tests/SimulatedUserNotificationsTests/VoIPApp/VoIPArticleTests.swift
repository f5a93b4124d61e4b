// voip article test: begin
import Foundation
import NotificationSimulator
import NotificationSimulatorTesting
import SimulatedUserNotifications
import Testing

@MainActor @Suite(.oneAppAtATime) struct CallManagerTests {
  let callID = UUID(uuidString: "6A1C2E9D-3B44-4F0E-9C21-5D7A2B8E0F13")!

  @Test func `a VoIP push rings, and the user answers`() async {
    let tester = NotificationTester(appDelegate: { CallAppDelegate() })
    tester.voipPush(json: #"{"callID":"\#(callID.uuidString)","caller":"Ana"}"#, id: "v1")
    tester.expect(
      .willFinishLaunching, .didFinishLaunching, .pushRegistryDidUpdate,
      .pushRegistryDidReceiveIncomingPush("v1", state: .background))
    tester.answerCall(callID)
    tester.expect(.providerPerformAnswerCall(callID), .providerDidActivateAudioSession)
    await tester.settle()
    let calls = tester.appDelegate(as: CallAppDelegate.self)?.calls
    #expect(calls?.log == ["Ana: ringing", "answered Ana"])
    #expect(calls?.audioRunning == true)
    tester.finish()
  }

  @Test func `the cancel push reports no call, so iOS ends the app`() async {
    let tester = NotificationTester(appDelegate: { CallAppDelegate() })
    tester.exhaustivity = .off
    tester.voipPush(json: #"{"kind":"cancel"}"#, id: "c1")
    await tester.settle()
    #expect(tester.state == .notRunning)
    #expect(tester.trace.rendered.contains("no call reported for c1: the handler returned without reporting a call to CallKit"))
  }

  @Test func `Do Not Disturb silences the call, and the app lives`() async {
    let tester = NotificationTester(appDelegate: { CallAppDelegate() })
    tester.exhaustivity = .off
    tester.setFocus(Focus(name: "Do Not Disturb"))
    tester.voipPush(json: #"{"callID":"\#(callID.uuidString)","caller":"Ana"}"#, id: "v1")
    await tester.settle()
    #expect(tester.appDelegate(as: CallAppDelegate.self)?.calls.log == ["Ana: silenced by Focus"])
    #expect(tester.state == .background)
  }
}
// voip article test: end
