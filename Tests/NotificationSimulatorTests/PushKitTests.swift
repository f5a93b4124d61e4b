import Testing

@testable import NotificationSimulator

/// Rules VP1–VP5: PushKit VoIP pushes, the call-report rule and what iOS does when it is broken.
@Suite struct PushKitTests {
  private func lines(_ simulator: Simulator, from start: Int) -> [String] {
    simulator.trace.events[start...].map(\.rendered)
  }

  private func phone(reportsCall: Bool = true, metadata: Bool = false, registry: Bool = true) -> AppConfiguration {
    var app = AppConfiguration(bundleID: "com.example.Phone")
    app.voip = VoIPConfiguration(createsRegistryAtLaunch: registry, reportsCall: reportsCall, implementsMetadataMethod: metadata)
    return app
  }

  @Test func `VP2, VP3: a suspended app is woken, gets the push and reports the call`() throws {
    var simulator = try Simulator.prepared(.suspended, app: phone())
    let start = simulator.trace.events.count
    try simulator.voipPush(VoIPPush(identifier: "call1"))
    #expect(lines(simulator, from: start) == [
      "+0.000s  lifecycle  suspended -> background (woken by the system)  [VP2]",
      "+0.000s  callback   pushRegistry(_:didReceiveIncomingPushWith:for:completion:) notification=call1 state=background  [VP2]",
      "+0.000s  system     call reported for call1 to CallKit  [VP3]",
    ])
    #expect(simulator.process.state == .background)
    #expect(simulator.device.notifications.isEmpty)
  }

  @Test func `VP6: CallKit refuses in order: no entitlement, blocked caller, Focus; the app is not terminated`() throws {
    var device = DeviceConfiguration()
    device.focus = Focus(name: "Work", allowedPeople: ["Ana"])
    device.blockedCallers = ["Ana"]
    var app = phone()
    var simulator = try Simulator.prepared(.suspended, app: app, device: device)
    func refusal(_ id: String, caller: String?) throws -> String? {
      let start = simulator.trace.events.count
      try simulator.voipPush(VoIPPush(identifier: id, caller: caller))
      return simulator.trace.events[start...].first { $0.ruleID == "VP6" }?.rendered
    }
    #expect(try refusal("c1", caller: "Ana")
      == #"+0.000s  system     CallKit refused the call reported for c1: CXErrorCodeIncomingCallError.filteredByBlockList (code 4), the user blocked "Ana"; no call screen  [VP6]"#)
    #expect(try refusal("c2", caller: "Bo")
      == #"+0.000s  system     CallKit refused the call reported for c2: CXErrorCodeIncomingCallError.filteredByDoNotDisturb (code 3), Focus "Work" is on and "Bo" is not among its allowed people; no call screen  [VP6]"#)
    #expect(simulator.process.state == .background)
    #expect(simulator.device.pushKit.unreportedPushes == 0)
    app.voip?.callKitEntitled = false
    var unentitled = try Simulator.prepared(.suspended, app: app, device: device)
    try unentitled.voipPush(VoIPPush(identifier: "c3", caller: "Ana"))
    #expect(unentitled.trace.events.last?.rendered
      == "+0.000s  system     CallKit refused the call reported for c3: CXErrorCodeIncomingCallError.unentitled (code 1), the app is not entitled to report incoming calls; no call screen  [VP6]")
    var free = try Simulator.prepared(.suspended, app: phone())
    try free.voipPush(VoIPPush(identifier: "c4", caller: "Bo"))
    #expect(!free.trace.events.contains { $0.ruleID == "VP6" })
  }

  @Test func `VP1: the PushKit token comes at each launch and differs from the APNs token`() throws {
    var simulator = Simulator(app: phone())
    try simulator.openApp()
    let tokens = simulator.trace.events.compactMap { event -> String? in
      guard case .callback(.pushRegistryDidUpdate, let arguments) = event.kind else { return nil }
      return arguments.map(\.description).joined()
    }
    #expect(tokens == ["deviceToken=" + simulator.voipToken.hexString])
    #expect(simulator.device.pushKit.registryCreated)
  }

  @Test func `VP1: without a registry in this launch the push is not delivered`() throws {
    var simulator = Simulator(app: phone(registry: false))
    try simulator.voipPush(VoIPPush(identifier: "call1"))
    #expect(simulator.trace.events.last?.rendered
      == "+0.000s  system     VoIP push call1 not delivered: the app created no PKPushRegistry with .voIP in desiredPushTypes in this launch  [VP1]")
    #expect(simulator.process.state == .background)
  }

  @Test func `VP3: an unreported push terminates the app with Apple's exception text`() throws {
    var simulator = try Simulator.prepared(.background, profile: .iOS17, app: phone(reportsCall: false))
    let start = simulator.trace.events.count
    try simulator.voipPush(VoIPPush(identifier: "call1"))
    #expect(lines(simulator, from: start) == [
      "+0.000s  callback   pushRegistry(_:didReceiveIncomingPushWith:for:completion:) notification=call1 state=background  [VP2]",
      "+0.000s  system     no call reported for call1: the handler returned without reporting a call to CallKit  [VP3]",
      "+0.000s  diagnostic voip-call-not-reported: Killing app because it never posted an incoming call to the system after receiving a PushKit VoIP push callback.  [VP3]",
      "+0.000s  lifecycle  background -> notRunning (terminated: no incoming call reported for a VoIP push)  [VP3]",
    ])
    #expect(simulator.process.state == .notRunning)
    #expect(simulator.device.pushKit.unreportedPushes == 1)
  }

  @Test func `VP3: an active app is terminated too, unless quirk voipCallNotRequiredInForeground`() throws {
    var simulator = try Simulator.prepared(.active, app: phone(reportsCall: false))
    try simulator.voipPush(VoIPPush(identifier: "call1"))
    #expect(simulator.process.state == .notRunning)

    var quirks = Quirks()
    quirks.voipCallNotRequiredInForeground = true
    var exempt = try Simulator.prepared(.active, app: phone(reportsCall: false), quirks: quirks)
    try exempt.voipPush(VoIPPush(identifier: "call1"))
    #expect(exempt.process.state == .active)
    #expect(exempt.trace.events.last?.rendered
      == "+0.000s  system     no call reported for call1: the app is in the foreground (quirk voipCallNotRequiredInForeground)  [VP3]")
  }

  @Test func `VP3: before iOS 13 an unreported push costs nothing`() throws {
    var simulator = try Simulator.prepared(.background, profile: .iOS12, app: phone(reportsCall: false))
    for index in 1...4 { try simulator.voipPush(VoIPPush(identifier: "call\(index)")) }
    #expect(simulator.process.state == .background)
    #expect(!simulator.device.pushKit.deliveryStopped)
  }

  @Test func `VP4: the third unreported push stops delivery until a reinstall`() throws {
    var simulator = Simulator(app: phone(reportsCall: false))
    for index in 1...3 { try simulator.voipPush(VoIPPush(identifier: "call\(index)")) }
    #expect(simulator.trace.events.last?.rendered
      == "+0.000s  system     VoIP pushes no longer delivered to the app: 3 left unreported  [VP4]")
    try simulator.voipPush(VoIPPush(identifier: "call4"))
    #expect(simulator.trace.events.last?.rendered
      == "+0.000s  system     VoIP push call4 not delivered: iOS stopped delivering VoIP pushes to the app after 3 unreported pushes; reinstall the app  [VP4]")
    #expect(simulator.process.state == .notRunning)
    try simulator.uninstallApp()
    try simulator.installApp()
    try simulator.voipPush(VoIPPush(identifier: "call5", reportsCall: true))
    #expect(simulator.trace.events.last?.rendered == "+0.000s  system     call reported for call5 to CallKit  [VP3]")
  }

  @Test func `VP4: the count comes from quirk voipUnreportedPushesBeforeDeliveryStops`() throws {
    var quirks = Quirks()
    quirks.voipUnreportedPushesBeforeDeliveryStops = 1
    var simulator = Simulator(app: phone(reportsCall: false), quirks: quirks)
    try simulator.voipPush(VoIPPush(identifier: "call1"))
    #expect(simulator.device.pushKit.deliveryStopped)
  }

  @Test func `VP5: with the metadata method, mustReport false needs no call`() throws {
    var simulator = try Simulator.prepared(.background, app: phone(reportsCall: false, metadata: true))
    let start = simulator.trace.events.count
    try simulator.voipPush(VoIPPush(identifier: "call1", mustReport: false))
    #expect(lines(simulator, from: start) == [
      "+0.000s  callback   pushRegistry(_:didReceiveIncomingVoIPPushWith:metadata:withCompletionHandler:) notification=call1 state=background  [VP5]",
      "+0.000s  system     no call reported for call1: mustReport is false, so no call is needed  [VP5]",
    ])
    #expect(simulator.process.state == .background)
    try simulator.voipPush(VoIPPush(identifier: "call2", mustReport: true))
    #expect(simulator.process.state == .notRunning)
  }

  @Test func `VP2: a force-quit app is launched, unless quirk voipPushSkipsForceQuitApp`() throws {
    var simulator = try Simulator.prepared(.active, app: phone())
    try simulator.forceQuit()
    try simulator.voipPush(VoIPPush(identifier: "call1"))
    #expect(simulator.process.state == .background)

    var quirks = Quirks()
    quirks.voipPushSkipsForceQuitApp = true
    var skipped = try Simulator.prepared(.active, app: phone(), quirks: quirks)
    try skipped.forceQuit()
    try skipped.voipPush(VoIPPush(identifier: "call1"))
    #expect(skipped.process.state == .forceQuit)
    #expect(skipped.trace.events.last?.rendered
      == "+0.000s  system     VoIP push call1 not delivered: the user force-quit the app (quirk voipPushSkipsForceQuitApp)  [VP2]")
  }

  @Test func `an app without a VoIP set-up cannot get a VoIP push`() {
    var simulator = Simulator(app: AppConfiguration())
    #expect(throws: SimulationError.self) { try simulator.voipPush(VoIPPush(identifier: "call1")) }
    do {
      try simulator.voipPush(VoIPPush(identifier: "call1"))
    } catch {
      #expect(error.message == #"can't deliver VoIP push 'call1': the app does not use PushKit. Give the app a VoIP set-up (AppConfiguration.voip, "voip" in a scenario's app)."#)
    }
  }
}

/// Bad VoIP steps and app set-ups in a scenario file: positioned errors with a fix.
@Suite struct PushKitScenarioLoaderTests {
  func errors(_ text: String) -> [String] {
    loadScenario(text).diagnostics.map {
      "\($0.diagnostic.location) \($0.diagnostic.path) \($0.diagnostic.message) | \($0.diagnostic.hint ?? "")"
    }
  }

  @Test func `app.voip and voipPush load as written`() {
    let good = loadScenario(#"{"scenario": 1, "name": "x", "app": {"voip": {"reportsCall": false, "implementsMetadataMethod": true}}, "steps": [{"voipPush": {"id": "c1", "payload": {"callID": "1"}, "mustReport": false}}]}"#)
    #expect(good.scenario?.app.voip == VoIPConfiguration(reportsCall: false, implementsMetadataMethod: true))
    guard case .voipPush(let push)? = good.scenario?.steps.first?.action else {
      Issue.record("the step did not load as a voipPush")
      return
    }
    #expect(push.payload?.members.map(\.key) == ["callID"])
    var withoutPayload = push
    withoutPayload.payload = nil
    #expect(withoutPayload == VoIPPush(identifier: "c1", mustReport: false))
  }

  @Test func `a voipPush without an id, or with a payload over 5120 bytes, is refused where it is written`() {
    #expect(errors(#"{"scenario": 1, "name": "x", "app": {"voip": {}}, "steps": [{"voipPush": {}}]}"#).count == 1)
    let big = String(repeating: "a", count: 5120)
    #expect(errors(#"{"scenario": 1, "name": "x", "app": {"voip": {}}, "steps": [{"voipPush": {"id": "c1", "payload": {"x": ""# + big + #""}}}]}"#) == [
      "1:98 $.steps[0].voipPush.payload the VoIP payload is 5128 bytes; APNs refuses VoIP pushes over 5120 bytes (413 PayloadTooLarge) | Send only what the app needs to report the call, such as a call ID and the caller's name."
    ])
  }

  @Test func `caller, callKitEntitled and blockedCallers load; a caller that is not a non-empty string is refused where it is written`() {
    let good = loadScenario(#"{"scenario": 1, "name": "x", "device": {"blockedCallers": ["+1 555 0100"]}, "app": {"voip": {"callKitEntitled": false}}, "steps": [{"voipPush": {"id": "c1", "caller": "Bo"}}]}"#)
    #expect(good.scenario?.app.voip == VoIPConfiguration(callKitEntitled: false))
    #expect(good.scenario?.device.blockedCallers == ["+1 555 0100"])
    guard case .voipPush(let push)? = good.scenario?.steps.first?.action else {
      Issue.record("the step did not load as a voipPush")
      return
    }
    #expect(push == VoIPPush(identifier: "c1", caller: "Bo"))
    for (bad, found) in [(#""""#, #"the string """#), ("5", "the number 5"), ("null", "`null`")] {
      #expect(errors(#"{"scenario": 1, "name": "x", "app": {"voip": {}}, "steps": [{"voipPush": {"id": "c1", "caller": "# + bad + "}}]}") == [
        "1:97 $.steps[0].voipPush.caller caller is the name or handle the app reports the call from, a non-empty string; found \(found) | Write \"caller\": \"Ana Lima\", as in device.blockedCallers or the Focus's allowedPeople, or leave caller out."
      ])
    }
  }
}

/// Rules LP1–LP3: location pushes and the Location Push Service Extension.
@Suite struct LocationPushTests {
  private func finder(_ service: LocationPushConfiguration = LocationPushConfiguration()) -> AppConfiguration {
    var app = AppConfiguration(bundleID: "com.example.Find")
    app.locationPush = service
    return app
  }

  private func device(_ authorization: LocationAuthorization) -> DeviceConfiguration {
    var device = DeviceConfiguration()
    device.locationAuthorization = authorization
    return device
  }

  @Test func `LP1: the extension runs and the app stays closed`() throws {
    var simulator = Simulator(app: finder(), device: device(.always))
    try simulator.locationPush(id: "where1")
    #expect(simulator.trace.events.map(\.rendered) == [
      "+0.000s  callback   didReceiveLocationPushPayload(_:completion:) notification=where1  [LP1]"
    ])
    #expect(simulator.process.state == .notRunning)
  }

  @Test func `LP2: When In Use authorization or a missing entitlement stop it, with the reason`() throws {
    var whenInUse = Simulator(app: finder(), device: device(.whenInUse))
    try whenInUse.locationPush(id: "where1")
    #expect(whenInUse.trace.events.map(\.rendered) == [
      "+0.000s  system     location push where1 not delivered: the extension runs only with Always location authorization; the app has whenInUse  [LP2]"
    ])
    var unsigned = Simulator(app: finder(LocationPushConfiguration(hasEntitlement: false)), device: device(.always))
    try unsigned.locationPush(id: "where1")
    #expect(unsigned.trace.events.map(\.rendered) == [
      "+0.000s  system     location push where1 not delivered: the app lacks the com.apple.developer.location.push entitlement  [LP2]"
    ])
  }

  @Test func `LP3: an extension that never completes is told it will be terminated`() throws {
    var simulator = Simulator(app: finder(LocationPushConfiguration(callsCompletion: false)), device: device(.always))
    try simulator.locationPush(id: "where1")
    #expect(simulator.trace.events.last?.rendered == "+0.000s  callback   serviceExtensionWillTerminate() notification=where1  [LP3]")
  }
}
