import Testing

@testable import NotificationSimulator

/// Rules XR1–XR4: simulated pushes as the Xcode tools deliver them, and the loader's errors.
@Suite struct XcodeRouteTests {
  private static let silent = Payload(aps: APS(contentAvailable: true))
  private static let silentForApp = Payload(aps: APS(contentAvailable: true), simulatorTargetBundle: "com.example.app")

  private func makeSimulator(xcode: String?, state: AppState = .suspended) throws -> Simulator {
    try Simulator.prepared(
      state, app: AppConfiguration(implementedCallbacks: Callback.defaultImplemented + [.performFetch]),
      device: DeviceConfiguration(isSimulator: true, xcode: xcode.flatMap(XcodeVersion.init)))
  }

  @Test func `Xcode versions read one to three numbers and compare by component`() {
    #expect(XcodeVersion("12") == XcodeVersion(12, 0, 0))
    #expect(XcodeVersion("12.5") == XcodeVersion(12, 5))
    #expect(XcodeVersion("14.3.1") == XcodeVersion(14, 3, 1))
    for bad in ["", "12.x", "v12", "12.", ".5", "0.1", "1.2.3.4", "12..1", "-12", "12 "] {
      #expect(XcodeVersion(bad) == nil, "\(bad)")
    }
    #expect(XcodeVersion(11, 3) < .firstSimulatedPush)
    #expect(XcodeVersion(11, 10) > .firstSimulatedPush)
    #expect(XcodeVersion(14, 3, 1).description == "14.3.1")
    #expect(XcodeVersion(12).description == "12.0")
  }

  @Test func `XR2: a simulated push that names no app is refused with the modelled message`() throws {
    var simulator = try makeSimulator(xcode: "15.0")
    let start = simulator.trace.events.count
    try simulator.push(Self.silent, id: "s1", route: .simulator, simctlBundle: nil)
    #expect(simulator.trace.events[start...].map(\.rendered) == [
      "+0.000s  system     simulated push s1 not delivered: simctl push needs the app: give the bundle identifier as its argument or put a top-level \"Simulator Target Bundle\" in the payload  [XR2]"
    ])
    #expect(simulator.notification("s1") == nil)
  }

  @Test func `XR2: the bundle argument overrides Simulator Target Bundle`() throws {
    var simulator = try makeSimulator(xcode: "15.0")
    let other = Payload(aps: APS(contentAvailable: true), simulatorTargetBundle: "com.example.other")
    try simulator.push(other, id: "s1", route: .simulator, simctlBundle: "com.example.app")
    #expect(simulator.notification("s1") != nil)
    try simulator.push(Self.silentForApp, id: "s2", route: .simulator, simctlBundle: "com.example.other")
    #expect(simulator.trace.events.last?.rendered
      == "+0.000s  system     simulated push s2 not delivered: simctl's bundle argument names com.example.other, not this app (com.example.app), so the push goes to that app  [XR2]")
    try simulator.push(other, id: "s3", route: .simulator)
    #expect(simulator.trace.events.last?.rendered
      == "+0.000s  system     simulated push s3 not delivered: the payload's \"Simulator Target Bundle\" names com.example.other, not this app (com.example.app), so the push goes to that app  [XR2]")
  }

  @Test func `without an Xcode version the tools are not modelled: no bundle check`() throws {
    var simulator = try makeSimulator(xcode: nil)
    try simulator.push(Self.silent, id: "s1", route: .simulator)
    #expect(simulator.notification("s1") != nil)
  }

  @Test func `XR1: before Xcode 11.4 there is no simulated push`() throws {
    var simulator = try makeSimulator(xcode: "11.3")
    try simulator.push(Self.silentForApp, id: "s1", route: .simulator)
    #expect(simulator.trace.events.last?.rendered
      == "+0.000s  system     simulated push s1 not delivered: Simulator receives simulated pushes only from Xcode 11.4; this device's Xcode is 11.3, whose simctl has no push command  [XR1]")
    var current = try makeSimulator(xcode: "11.4")
    try current.push(Self.silentForApp, id: "s1", route: .simulator)
    #expect(current.notification("s1") != nil)
  }

  @Test func `XR3: Xcode 12 calls performFetch for a simulated silent push, not for an APNs one, not in Xcode 13`() throws {
    var xcode12 = try makeSimulator(xcode: "12.4")
    try xcode12.push(Self.silentForApp, id: "s1", route: .simulator)
    #expect(xcode12.trace.events.contains {
      $0.kind == .callback(.performFetch, [.notification("s1"), .state(.background)]) && $0.ruleID == "XR3"
    })
    #expect(!xcode12.trace.events.contains { if case .callback(.didReceiveRemoteNotificationWithFetch, _) = $0.kind { true } else { false } })
    try xcode12.push(Self.silent, id: "s2", route: .apns)
    #expect(xcode12.trace.events.contains { $0.kind == .callback(.didReceiveRemoteNotificationWithFetch, [.notification("s2"), .state(.background)]) })
    var xcode13 = try makeSimulator(xcode: "13.0")
    try xcode13.push(Self.silentForApp, id: "s1", route: .simulator)
    #expect(xcode13.trace.events.contains { $0.kind == .callback(.didReceiveRemoteNotificationWithFetch, [.notification("s1"), .state(.background)]) })
  }

  @Test func `XR3: an app without performFetch has it skipped, so its remote code never runs`() throws {
    var simulator = try Simulator.prepared(.suspended, device: DeviceConfiguration(isSimulator: true, xcode: XcodeVersion(12)))
    try simulator.push(Self.silentForApp, id: "s1", route: .simulator)
    #expect(simulator.trace.events.contains {
      $0.kind == .skipped(.performFetch, reason: "the app does not implement it") && $0.ruleID == "XR3"
    })
  }

  @Test func `XR4: the APNs sandbox reaches a Simulator only from Xcode 14`() throws {
    var simulator = try Simulator.prepared(
      .background, profile: .iOS17, device: DeviceConfiguration(isSimulator: true, xcode: XcodeVersion(13, 4)))
    try simulator.push(Payloads.alert, id: "n1", route: .sandboxToSimulator)
    #expect(simulator.trace.events.last?.rendered
      == "+0.000s  system     simulated push n1 not delivered: Simulator receives pushes from the APNs sandbox only from Xcode 14; this device's Xcode is 13.4  [XR4]")
  }

  // MARK: The loader

  @Test func `an Xcode version that is not one is an error at its position`() {
    let result = loadScenario(#"{"scenario": 1, "name": "x", "device": {"xcode": "12.x"}}"#)
    #expect(result.diagnostics.map(\.rendered) == [
      """
      dir/s.json:1:50: error: "12.x" is not an Xcode version [invalid-xcode-version]
        at $.device.xcode
        hint: Write the version as Xcode's About window shows it, one to three numbers with dots: "11.4", "12", "14.3.1".
      """
    ])
  }

  @Test func `a simulated push naming no app is an error, unless the step says bundle null`() {
    let missing = loadScenario(
      #"{"scenario": 1, "name": "x", "device": {"xcode": "15.0"}, "steps": [{"push": {"aps": {"alert": "A"}}, "route": "simulator"}]}"#)
    #expect(missing.diagnostics.map(\.rendered) == [
      """
      dir/s.json:1:78: error: this simulated push names no app: the step has no "bundle" and the payload no "Simulator Target Bundle", so simctl would refuse it [missing-simulator-target-bundle]
        at $.steps[0].push
        hint: Add "bundle": "<the app's bundle id>" to the step (simctl push's argument), or a top-level "Simulator Target Bundle" to the payload; write "bundle": null to show simctl's refusal on purpose.
      """
    ])
    let onPurpose = loadScenario(
      #"{"scenario": 1, "name": "x", "device": {"xcode": "15.0"}, "steps": [{"push": {"aps": {"alert": "A"}}, "route": "simulator", "bundle": null}]}"#)
    #expect(onPurpose.diagnostics.isEmpty)
    guard case .simctlPush(_, let id, let bundle)? = onPurpose.scenario?.steps.first?.action else {
      Issue.record("not a simctl push")
      return
    }
    #expect(id == "n1" && bundle == nil)
  }

  @Test func `a bundle on an APNs push, and bad settings values, are errors at their position`() {
    let result = loadScenario(
      """
      {"scenario": 1, "name": "x", "device": {"settings": {"lowPowerMode": "yes", "notifications": {"banner": false}}},
       "quirks": {"backgroundWakesPerDay": -1},
       "steps": [{"push": {"aps": {"alert": "A"}}, "bundle": "com.example.app"}, {"settings": 3}]}
      """)
    #expect(result.diagnostics.map(\.rendered) == [
      """
      dir/s.json:1:70: error: expected true or false, found the string "yes" [wrong-type]
        at $.device.settings.lowPowerMode
      """,
      """
      dir/s.json:1:95: warning: unknown key "banner"; did you mean "banners"? [unknown-key]
        at $.device.settings.notifications.banner
        hint: Rename it to "banners", or remove it.
      """,
      """
      dir/s.json:2:38: error: backgroundWakesPerDay -1 is out of range [out-of-range]
        at $.quirks.backgroundWakesPerDay
        hint: backgroundWakesPerDay must be a whole number of wakes per day, 0 or more, or null. null leaves the daily budget out.
      """,
      """
      dir/s.json:3:56: error: "bundle" is xcrun simctl push's argument; this push goes by route apns [invalid-step]
        at $.steps[0].bundle
        hint: Remove "bundle", or send the push with "route": "simulator" (a .apns file does by default).
      """,
      """
      dir/s.json:3:89: error: expected an object of Settings switches, such as {"lowPowerMode": true}, found the number 3 [wrong-type]
        at $.steps[1].settings
      """,
    ])
  }

  @Test func `settings steps change only the switches they name`() {
    let result = loadScenario(
      """
      {"scenario": 1, "name": "x", "device": {"settings": {"backgroundAppRefresh": false}},
       "steps": [{"settings": {"lowPowerMode": true}}, {"settings": {"notifications": {"sounds": false}}}]}
      """)
    #expect(result.diagnostics.isEmpty)
    let steps = result.scenario?.steps ?? []
    #expect(result.scenario?.device.settings == DeviceSettings(backgroundAppRefresh: false))
    guard steps.count == 2, case .changeSettings(let first) = steps[0].action, case .changeSettings(let second) = steps[1].action
    else {
      Issue.record("not two settings steps")
      return
    }
    #expect(first == DeviceSettings(backgroundAppRefresh: false, lowPowerMode: true))
    #expect(second == DeviceSettings(backgroundAppRefresh: false, lowPowerMode: true, notifications: AppNotificationSettings(sounds: false)))
  }
}
