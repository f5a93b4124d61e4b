import NotificationSimulator
import NotificationSimulatorTesting
import Testing

/// The tester's PushKit and location push calls (rules VP1–VP5, LP1–LP3).
@Suite struct PushKitTesterTests {
  @Test func `a VoIP push to a suspended app: the push, the report, and an unreported one that terminates`() {
    var app = AppConfiguration(bundleID: "com.example.Phone")
    app.voip = VoIPConfiguration()
    let tester = NotificationTester(app: app, state: .suspended)
    tester.receiveVoIPPush(VoIPPush(identifier: "call1"))
    tester.expect(.pushRegistryDidReceiveIncomingPush("call1", state: .background))
    tester.expect(events: .system(.callReported("call1", framework: "CallKit")))
    tester.receiveVoIPPush(VoIPPush(identifier: "call2", reportsCall: false))
    tester.expect(.pushRegistryDidReceiveIncomingPush("call2", state: .background))
    tester.expect(events: .system(.callNotReported("call2", reason: "the handler returned without reporting a call to CallKit")))
    tester.skipCallbacks()
    tester.finish()
    #expect(tester.state == .notRunning)
  }

  @Test func `a location push runs the extension`() {
    var app = AppConfiguration(bundleID: "com.example.Find")
    app.locationPush = LocationPushConfiguration()
    var device = DeviceConfiguration()
    device.locationAuthorization = .always
    let tester = NotificationTester(app: app, device: device)
    tester.receiveLocationPush(id: "where1")
    tester.expect(.locationPushDidReceive("where1"))
    tester.finish()
  }
}
