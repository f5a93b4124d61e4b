import NotificationPayload
import NotificationSimulator
import Testing

/// Tokens that change (rule AP12) and the provider's own tokens (rule AP13).
@Suite struct DeviceTokenChangeTests {
  static let start: Int64 = 1_767_603_600  // 2026-01-05T09:00:00Z, the device clock's default start

  func simulator(_ state: AppState, quirks: Quirks? = nil, device: DeviceConfiguration = .init()) throws -> Simulator {
    try Simulator.prepared(state, app: AppConfiguration(), quirks: quirks, device: device)
  }

  func lines(_ simulator: Simulator, from start: Int) -> [String] {
    simulator.trace.events[start...].map(\.rendered)
  }

  @Test func `a push the provider has no token for is not sent, and the run goes on`() throws {
    var device = DeviceConfiguration()
    device.appRegisteredBeforeStart = false
    var simulator = Simulator(app: AppConfiguration(), device: device)
    let answer = try simulator.sendFromProvider(APNsPush(Payloads.alert, id: "n1"))
    #expect(answer == nil)
    #expect(
      lines(simulator, from: 0) == [
        "+0.000s  apns       n1 not sent (no-device-token): the provider has no device token for the app (it has not registered since it was installed)  [AP13]"
      ])
    #expect(simulator.device.apns.requestCount == 0)
    try simulator.openApp()
    try simulator.registerForRemoteNotifications()
    #expect(try simulator.sendFromProvider(APNsPush(Payloads.alert, id: "n2"))?.status == 200)
  }

  @Test func `a new token while the app runs: didRegister unasked, the old token answers 410 and is discarded`() throws {
    var simulator = try simulator(.active)
    let old = try #require(simulator.device.apns.tokens.current?.token)
    simulator.advance(by: .seconds(60))
    let start = simulator.trace.events.count
    try simulator.issueNewDeviceToken()
    let new = try #require(simulator.device.apns.tokens.current?.token)
    #expect(new != old)
    #expect(simulator.device.deviceToken == new)
    #expect(
      lines(simulator, from: start) == [
        "+60.000s  user       APNs issues the app a new device token",
        "+60.000s  callback   application(_:didRegisterForRemoteNotificationsWithDeviceToken:) deviceToken=\(new.hexString)  [AP12]",
      ])
    let dead = try #require(try simulator.sendFromProvider(APNsPush(Payloads.alert, id: "old", target: .previous)))
    #expect(dead.description == "410 Unregistered" && dead.timestamp == (Self.start + 60) * 1000)
    #expect(
      simulator.trace.events.last?.rendered
        == "+60.000s  apns       the provider discarded token \(old.hexString) after 410 Unregistered with timestamp 1767603660000  [AP13]")
    #expect(simulator.device.apns.discardedTokens == [old.hexString])
    #expect(try simulator.sendFromProvider(APNsPush(Payloads.alert, id: "again", target: .previous)) == nil)
    #expect(
      simulator.trace.events.last?.rendered
        == "+60.000s  apns       again not sent (token-discarded): the provider discarded the app's token after APNs answered 410  [AP13]")
    #expect(try simulator.sendFromProvider(APNsPush(Payloads.alert, id: "new"))?.status == 200)
  }

  @Test func `a suspended app gets its new token when it next runs, once`() throws {
    var simulator = try simulator(.suspended)
    try simulator.issueNewDeviceToken()
    #expect(simulator.trace.callbacks.filter { $0 == .didRegisterForRemoteNotifications }.isEmpty)
    #expect(simulator.device.apns.owesNewToken)
    try simulator.openApp()
    #expect(simulator.trace.callbacks.filter { $0 == .didRegisterForRemoteNotifications }.count == 1)
    #expect(simulator.trace.callbacks.last == .didRegisterForRemoteNotifications)
    #expect(!simulator.device.apns.owesNewToken)
    try simulator.registerForRemoteNotifications()
    #expect(simulator.device.apns.tokens.issued.count == 2)
  }

  @Test func `with newDeviceTokenWaitsForRegistration the app learns the token only when it registers`() throws {
    var quirks = Quirks()
    quirks.newDeviceTokenWaitsForRegistration = true
    var simulator = try simulator(.active, quirks: quirks)
    try simulator.issueNewDeviceToken()
    try simulator.home()
    try simulator.openApp()
    #expect(simulator.trace.callbacks.filter { $0 == .didRegisterForRemoteNotifications }.isEmpty)
    #expect(simulator.device.apns.tokens.issued.count == 1)
    try simulator.registerForRemoteNotifications()
    #expect(simulator.device.apns.tokens.issued.count == 2)
    #expect(simulator.device.deviceToken == simulator.device.apns.tokens.current?.token)
  }

  @Test func `a restore owes the app its new token, passed after the launch callbacks`() throws {
    var simulator = try simulator(.background)
    simulator.restoreDevice()
    #expect(simulator.device.apns.owesNewToken)
    try simulator.openApp()
    let names = simulator.trace.callbacks.suffix(4)
    #expect(
      Array(names) == [.willFinishLaunching, .didFinishLaunching, .didBecomeActive, .didRegisterForRemoteNotifications])
    #expect(simulator.trace.events.last?.ruleID == "AP12")
  }

  @Test func `a token change before registration or after a delete is refused with what to do`() throws {
    var device = DeviceConfiguration()
    device.appRegisteredBeforeStart = false
    var fresh = Simulator(app: AppConfiguration(), device: device)
    do {
      try fresh.issueNewDeviceToken()
      Issue.record("changed a token the app never had")
    } catch {
      #expect(
        error.message
          == "can't issue a new device token: the app has no token to replace, because it has not registered since it was installed. Add a register step (registerForRemoteNotifications()) before it.")
    }
    var deleted = try simulator(.suspended)
    try deleted.uninstallApp()
    do {
      try deleted.issueNewDeviceToken()
      Issue.record("changed the token of a deleted app")
    } catch {
      #expect(error.message == "can't issue the app a new device token: it was deleted. Install it again first (installApp).")
    }
  }

  @Test func `a scenario's token change before any register is an error at its position, with the fix`() {
    let result = loadScenario(
      #"{"scenario": 1, "name": "x", "device": {"appRegistered": false}, "steps": [{"openApp": {}}, {"issueNewDeviceToken": {}}, {"register": {}}, {"issueNewDeviceToken": {}}]}"#)
    #expect(result.scenario == nil)
    #expect(
      result.diagnostics.map(\.rendered) == [
        """
        dir/s.json:1:93: error: issueNewDeviceToken changes the app's device token, but the app has none yet: it has not registered since it was installed [invalid-step]
          at $.steps[1]
          hint: Add {"register": {}} before this step (the app must be running), or start with "device": {"appRegistered": true}.
        """
      ])
    let registered = loadScenario(#"{"scenario": 1, "name": "x", "steps": [{"issueNewDeviceToken": {}}]}"#)
    #expect(registered.diagnostics.isEmpty)
    let unentitled = loadScenario(
      #"{"scenario": 1, "name": "x", "app": {"apsEnvironment": null}, "steps": [{"register": {}}, {"issueNewDeviceToken": {}}]}"#)
    #expect(
      unentitled.diagnostics.map(\.rendered) == [
        """
        dir/s.json:1:91: error: issueNewDeviceToken changes the app's device token, but the app can never get one: its registration fails on this device [invalid-step]
          at $.steps[1]
          hint: Give the app "apsEnvironment": "development" (the aps-environment entitlement), and on a Simulator set "device": {"simulatorSupportsRegistration": true}.
        """
      ])
  }

  @Test func `the provider's events are expected by name, and a wrong reason is named`() throws {
    let result = loadScenario(
      #"{"scenario": 1, "name": "x", "device": {"appRegistered": false}, "steps": [{"push": {"aps": {"alert": "a"}}, "id": "p"}], "expect": [{"apns": "notSent", "notification": "p", "reason": "no-device-token"}]}"#)
    #expect(ScenarioRunner.run(try #require(result.scenario)).passed)
    let wrong = loadScenario(
      #"{"scenario": 1, "name": "x", "steps": [], "expect": [{"apns": "notSent", "reason": "no-token"}]}"#)
    #expect(wrong.diagnostics.map(\.diagnostic.message) == [#"unknown reason for not sending "no-token""#])
  }
}
