import NotificationSimulator
import NotificationSimulatorTesting
import Testing

/// The tester's PushKit and location push calls (rules VP1–VP5, LP1–LP3).
@Suite struct PushKitTesterTests {
  @Test func `a VoIP push to a suspended app: the push, the report, and an unreported one that terminates`() {
    var app = AppConfiguration(bundleID: "com.example.Phone")
    app.voip = VoIPConfiguration()
    let tester = NotificationTester(app: app, state: .suspended)
    tester.voipPush(VoIPPush(identifier: "call1"))
    tester.expect(.pushRegistryDidReceiveIncomingPush("call1", state: .background))
    tester.expect(events: .system(.callReported("call1", framework: "CallKit")))
    tester.voipPush(VoIPPush(identifier: "call2", reportsCall: false))
    tester.expect(.pushRegistryDidReceiveIncomingPush("call2", state: .background))
    tester.expect(events: .system(.callNotReported("call2", reason: "the handler returned without reporting a call to CallKit")))
    tester.skipCallbacks()
    tester.finish()
    #expect(tester.state == .notRunning)
  }

  @Test func `CallKit refuses a reported call: Focus, blocked caller, no entitlement; the app is not terminated`() {
    var app = AppConfiguration(bundleID: "com.example.Phone")
    app.voip = VoIPConfiguration()
    var device = DeviceConfiguration()
    device.focus = Focus(name: "Do Not Disturb", allowedPeople: ["Ana Lima"])
    device.blockedCallers = ["+1 555 0100"]
    let tester = NotificationTester(app: app, device: device, state: .suspended)
    tester.voipPush(VoIPPush(identifier: "call1", caller: "Bo Chen"))
    tester.expect(.pushRegistryDidReceiveIncomingPush("call1", state: .background))
    tester.expect(events: .system(.callReported("call1", framework: "CallKit")), .system(.callRefused(
      "call1", error: .filteredByDoNotDisturb,
      detail: #"Focus "Do Not Disturb" is on and "Bo Chen" is not among its allowed people"#)))
    tester.voipPush(VoIPPush(identifier: "call2", caller: "Ana Lima"))
    tester.expect(.pushRegistryDidReceiveIncomingPush("call2", state: .background))
    tester.expect(events: .system(.callReported("call2", framework: "CallKit")))
    tester.voipPush(VoIPPush(identifier: "call3", caller: "+1 555 0100"))
    tester.expect(.pushRegistryDidReceiveIncomingPush("call3", state: .background))
    tester.expect(events: .system(.callReported("call3", framework: "CallKit")), .system(.callRefused(
      "call3", error: .filteredByBlockList, detail: #"the user blocked "+1 555 0100""#)))
    tester.finish()
    #expect(tester.state == .background)

    app.voip = VoIPConfiguration(callKitEntitled: false)
    let unentitled = NotificationTester(app: app, state: .suspended)
    unentitled.voipPush(VoIPPush(identifier: "call4"))
    unentitled.expect(.pushRegistryDidReceiveIncomingPush("call4", state: .background))
    unentitled.expect(events: .system(.callReported("call4", framework: "CallKit")), .system(.callRefused(
      "call4", error: .unentitled, detail: "the app is not entitled to report incoming calls")))
    unentitled.finish()
    #expect(IncomingCallError.allCases.map(\.code) == [0, 1, 2, 3, 4])
    #expect(IncomingCallError.filteredByBlockList.description == "CXErrorCodeIncomingCallError.filteredByBlockList")
  }

  @Test func `a location push runs the extension`() {
    var app = AppConfiguration(bundleID: "com.example.Find")
    app.locationPush = LocationPushConfiguration()
    var device = DeviceConfiguration()
    device.locationAuthorization = .always
    let tester = NotificationTester(app: app, device: device)
    tester.locationPush(id: "where1")
    tester.expect(.locationPushDidReceive("where1"))
    tester.finish()
  }
}
