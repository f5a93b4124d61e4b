import NotificationSimulator
import Testing

/// behaviour reference §1.3 and §5: after a restart, pushes launch the app in the background only
/// once the device has been unlocked (rules R21, R22, R26; drop reason `before-first-unlock`).
@Suite struct RebootTests {
  /// The trace line of a push dropped before the first unlock, under `rule`.
  static func droppedBeforeFirstUnlock(_ id: String, _ rule: String) -> String {
    "+0.000s  system     dropped \(id): the device has not been unlocked since it restarted, so iOS does not launch "
      + "the app; the wake is not retried after the unlock (before-first-unlock)  [\(rule)]"
  }

  /// A simulator whose app was brought to `state` (force-quit, or terminated by the system)
  /// and whose device then restarted.
  static func rebooted(from state: AppState, quirks: Quirks? = nil) throws -> Simulator {
    var simulator = try Simulator.prepared(state, quirks: quirks)
    simulator.reboot()
    return simulator
  }

  @Test(arguments: [AppState.forceQuit, .notRunning])
  func `reboot leaves the app not running and the device locked before its first unlock`(_ state: AppState) throws {
    var simulator = try Simulator.prepared(state)
    let mark = simulator.trace.events.count
    simulator.reboot()
    let transition = state == .forceQuit ? ["+0.000s  lifecycle  forceQuit -> notRunning (device restarted)"] : []
    #expect(simulator.lines(since: mark)
      == ["+0.000s  user       rebooted the device"] + transition + ["+0.000s  system     device locked"])
    #expect(simulator.process.state == .notRunning)
    #expect(simulator.device.isLocked)
    #expect(simulator.device.isBeforeFirstUnlock)
  }

  @Test(arguments: [AppState.forceQuit, .notRunning])
  func `R22: before the first unlock a background push launches nothing, and the unlock does not deliver it`(
    _ state: AppState
  ) throws {
    var simulator = try Self.rebooted(from: state)
    let mark = simulator.trace.events.count
    try simulator.push(Payloads.background, id: "s1")
    #expect(simulator.lines(since: mark) == [
      "+0.000s  push       s1 background (S)",
      Self.droppedBeforeFirstUnlock("s1", "R22"),
    ])
    #expect(simulator.process.state == .notRunning)
    #expect(simulator.notification("s1")?.status == .dropped(.beforeFirstUnlock))

    let unlock = simulator.trace.events.count
    try simulator.unlock()
    simulator.advance(by: .seconds(3600))
    #expect(simulator.lines(since: unlock) == ["+0.000s  user       unlocked the device"])
    #expect(simulator.process.state == .notRunning)
    #expect(!simulator.device.isBeforeFirstUnlock)
  }

  @Test(arguments: [AppState.forceQuit, .notRunning])
  func `R22: after the first unlock a background push launches the app in the background with launchOptions`(
    _ state: AppState
  ) throws {
    var simulator = try Self.rebooted(from: state)
    try simulator.unlock()
    let mark = simulator.trace.events.count
    try simulator.push(Payloads.background, id: "s1")
    #expect(simulator.lines(since: mark).prefix(4) == [
      "+0.000s  push       s1 background (S)",
      "+0.000s  lifecycle  notRunning -> background (launched in the background)  [R22]",
      "+0.000s  callback   application(_:willFinishLaunchingWithOptions:) launchOptions=[.remoteNotification: s1]  [R22]",
      "+0.000s  callback   application(_:didFinishLaunchingWithOptions:) launchOptions=[.remoteNotification: s1]  [R22]",
    ])
    #expect(simulator.callbacks(since: mark)
      == [.willFinishLaunching, .didFinishLaunching, .didReceiveRemoteNotificationWithFetch])
  }

  /// An alert push before the first unlock: what the system shows, and the trace after the push line.
  struct AlertCase: Sendable, CustomTestStringConvertible {
    let rule: String
    let kind: NotificationKind
    let trace: [String]
    var testDescription: String { "\(rule) \(kind)" }
  }

  static let alertCases = [
    AlertCase(
      rule: "R20", kind: .alert,
      trace: ["+0.000s  system     displayed n1 [banner, list, sound, badge]; lights the screen  [R20]", "+0.000s  system     badge 1  [R20]"]),
    AlertCase(
      rule: "R21", kind: .alertWithBackgroundWake,
      trace: ["+0.000s  system     displayed n1 [banner, list]; lights the screen  [R21]", droppedBeforeFirstUnlock("n1", "R21")]),
  ]

  @Test(arguments: alertCases)
  func `before the first unlock an alert push is displayed and launches nothing`(_ row: AlertCase) throws {
    var simulator = try Self.rebooted(from: .forceQuit)
    let mark = simulator.trace.events.count
    try simulator.deliver(row.kind)
    #expect(Array(simulator.lines(since: mark).dropFirst()) == row.trace)
    #expect(simulator.callbacks(since: mark) == [])
    #expect(simulator.process.state == .notRunning)
    #expect(simulator.notification("n1")?.ruleID == row.rule)
    #expect(simulator.notification("n1")?.presentation?.isVisible == true)
  }

  @Test func `R21: after the first unlock an alert with content-available is displayed and launches the app`() throws {
    var simulator = try Self.rebooted(from: .forceQuit)
    try simulator.unlock()
    let mark = simulator.trace.events.count
    try simulator.deliver(.alertWithBackgroundWake)
    #expect(simulator.callbacks(since: mark)
      == [.willFinishLaunching, .didFinishLaunching, .didReceiveRemoteNotificationWithFetch])
    #expect(simulator.notification("n1")?.presentation?.isVisible == true)
  }

  @Test func `R22: a refused launch spends none of the background budget`() throws {
    var simulator = try Self.rebooted(from: .notRunning)
    for index in 1...5 { try simulator.push(Payloads.background, id: "early\(index)") }
    try simulator.unlock()
    let mark = simulator.trace.events.count
    try simulator.push(Payloads.background, id: "s1")
    #expect(simulator.rules(since: mark) == ["R22"])
    #expect(simulator.callbacks(since: mark).last == .didReceiveRemoteNotificationWithFetch)
  }

  @Test func `R22: a device that merely starts locked was unlocked before, so the push launches the app`() throws {
    var simulator = try Simulator.prepared(.notRunning, device: DeviceConfiguration(startsLocked: true))
    #expect(simulator.device.isLocked && !simulator.device.isBeforeFirstUnlock)
    let mark = simulator.trace.events.count
    try simulator.push(Payloads.background, id: "s1")
    #expect(simulator.callbacks(since: mark).first == .willFinishLaunching)
  }

  @Test func `R55: the unlock an authenticationRequired action asks for is the first unlock`() throws {
    var simulator = try Simulator.prepared(.notRunning, app: AppConfiguration(categories: [chatCategory]))
    simulator.reboot()
    try simulator.push(Payloads.alert(category: "CHAT"), id: "n1")
    try simulator.performAction(on: "n1", action: "delete")
    #expect(simulator.trace.events.contains { $0.rendered == "+0.000s  system     unlock requested; device unlocked  [R55]" })
    #expect(!simulator.device.isLocked && !simulator.device.isBeforeFirstUnlock)
  }

  @Test func `R26 quirk forceQuitWakesForAlertWithContentAvailable on: no launch before the first unlock either`() throws {
    var quirks = Quirks()
    quirks.forceQuitWakesForAlertWithContentAvailable = true
    var simulator = try Self.rebooted(from: .notRunning, quirks: quirks)
    try simulator.forceQuit()
    let mark = simulator.trace.events.count
    try simulator.deliver(.alertWithBackgroundWake)
    #expect(Array(simulator.lines(since: mark).dropFirst())
      == ["+0.000s  system     displayed n1 [banner, list]; lights the screen  [R26]", Self.droppedBeforeFirstUnlock("n1", "R26")])
    #expect(simulator.process.state == .forceQuit)
  }
}
