import NotificationSimulator
import Testing

/// behaviour reference §5: background pushes, the budget, holding and coalescing.
@Suite struct BackgroundPushTests {
  @Test(arguments: [AppState.active, .background, .suspended])
  func `R03/R18/R19: content-available wakes the app in the foreground, background and suspended`(_ state: AppState) throws {
    var simulator = try Simulator.prepared(state)
    let mark = simulator.trace.events.count
    try simulator.push(Payloads.background, id: "s1")
    #expect(simulator.callbacks(since: mark) == [.didReceiveRemoteNotificationWithFetch])
  }

  @Test func `R22: a system-terminated app is launched in the background with launchOptions`() throws {
    var simulator = try Simulator.prepared(.notRunning)
    let mark = simulator.trace.events.count
    try simulator.push(Payloads.background, id: "s1")
    #expect(simulator.lines(since: mark).prefix(4) == [
      "+0.000s  push       s1 background (S)",
      "+0.000s  lifecycle  notRunning -> background (launched in the background)  [R22]",
      "+0.000s  callback   application(_:willFinishLaunchingWithOptions:) launchOptions=[.remoteNotification: s1]  [R22]",
      "+0.000s  callback   application(_:didFinishLaunchingWithOptions:) launchOptions=[.remoteNotification: s1]  [R22]",
    ])
  }

  @Test func `R27: a force-quit app gets nothing; a relaunch makes it eligible again`() throws {
    var simulator = try Simulator.prepared(.forceQuit)
    let mark = simulator.trace.events.count
    try simulator.push(Payloads.background, id: "s1")
    #expect(simulator.callbacks(since: mark) == [])
    #expect(simulator.trace.events.last?.rendered
      == "+0.000s  system     dropped s1: the user force-quit the app, so iOS does not launch it for background pushes (force-quit)  [R27]")
    try simulator.relaunch()
    try simulator.bring(to: .notRunning)
    let later = simulator.trace.events.count
    try simulator.push(Payloads.background, id: "s2")
    #expect(simulator.rules(since: later) == ["R22"])
  }

  @Test func `R19: without the remote-notification background mode nothing is delivered`() throws {
    var simulator = try Simulator.prepared(.suspended, app: AppConfiguration(backgroundModes: []))
    let mark = simulator.trace.events.count
    try simulator.push(Payloads.background, id: "s1")
    #expect(simulator.callbacks(since: mark) == [])
    #expect(simulator.trace.events.last?.rendered
      == "+0.000s  system     dropped s1: the app does not have the remote-notification background mode (no-background-mode)  [R19]")
  }

  @Test func `R19: with authorization denied the background push is still delivered`() throws {
    var simulator = Simulator(app: AppConfiguration())
    try simulator.openApp()
    try simulator.requestAuthorization([.alert])
    try simulator.answerPrompt(allow: false)
    try simulator.bring(to: .suspended)
    let mark = simulator.trace.events.count
    try simulator.push(Payloads.background, id: "s1")
    #expect(simulator.callbacks(since: mark) == [.didReceiveRemoteNotificationWithFetch])
  }

  @Test func `R19 quirk deniedStillDeliversBackgroundPush off: denied drops it`() throws {
    var quirks = Quirks()
    quirks.deniedStillDeliversBackgroundPush = false
    var simulator = Simulator(app: AppConfiguration(), quirks: quirks)
    try simulator.openApp()
    try simulator.requestAuthorization([.alert])
    try simulator.answerPrompt(allow: false)
    try simulator.bring(to: .suspended)
    try simulator.push(Payloads.background, id: "s1")
    #expect(simulator.notification("s1")?.status == .dropped(.authorizationDenied))
  }

  @Test func `R19: past the hourly budget pushes are held, the newest replaces the held one, and the refill delivers it`() throws {
    var simulator = try Simulator.prepared(.suspended)
    for index in 1...3 { try simulator.push(Payloads.background, id: "s\(index)") }
    let mark = simulator.trace.events.count
    try simulator.push(Payloads.background, id: "s4")
    try simulator.push(Payloads.background, id: "s5")
    #expect(simulator.lines(since: mark) == [
      "+0.000s  push       s4 background (S)",
      "+0.000s  system     held s4: background budget spent  [R19]",
      "+0.000s  push       s5 background (S)",
      "+0.000s  system     coalesced: s5 replaces held s4  [R19]",
    ])
    #expect(simulator.notification("s4")?.status
      == .dropped(DropReason(code: "coalesced", explanation: "a newer background push replaced it while it was held")))
    let refill = simulator.trace.events.count
    simulator.advance(by: .seconds(3600))
    #expect(simulator.lines(since: refill).prefix(4) == [
      "+3600.000s  system     background budget refilled",
      "+3600.000s  system     released held s5  [R19]",
      "+3600.000s  lifecycle  suspended -> background (woken by the system)  [R19]",
      "+3600.000s  callback   application(_:didReceiveRemoteNotification:fetchCompletionHandler:) notification=s5 state=background  [R19]",
    ])
  }

  @Test func `R19: opening the app delivers the held push at once`() throws {
    var simulator = try Simulator.prepared(.suspended)
    for index in 1...4 { try simulator.push(Payloads.background, id: "s\(index)") }
    let mark = simulator.trace.events.count
    try simulator.openApp()
    #expect(simulator.lines(since: mark).suffix(3) == [
      "+0.000s  system     released held s4  [R19]",
      "+0.000s  callback   application(_:didReceiveRemoteNotification:fetchCompletionHandler:) notification=s4 state=active  [R19]",
      "+0.000s  completion application(_:didReceiveRemoteNotification:fetchCompletionHandler:) notification=s4 -> newData  [R19]",
    ])
  }

  @Test func `R19: force quit discards the held push`() throws {
    var simulator = try Simulator.prepared(.suspended)
    for index in 1...4 { try simulator.push(Payloads.background, id: "s\(index)") }
    try simulator.forceQuit()
    #expect(simulator.trace.events.last?.rendered == "+0.000s  system     discarded held s4: the app was force-quit  [R19]")
    simulator.advance(by: .seconds(3600))
    #expect(!simulator.trace.events.contains { $0.rendered.contains("released held s4") })
  }

  @Test func `R19: launched from Xcode lifts the budget`() throws {
    var simulator = try Simulator.prepared(.suspended, device: DeviceConfiguration(launchedFromXcode: true))
    let mark = simulator.trace.events.count
    for index in 1...10 { try simulator.push(Payloads.background, id: "s\(index)") }
    #expect(simulator.callbacks(since: mark).count == 10)
  }
}
