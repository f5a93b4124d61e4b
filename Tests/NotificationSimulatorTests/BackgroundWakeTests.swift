import Testing

@testable import NotificationSimulator

/// Rules BW1–BW7 and NS1, NS2: the device settings and the background-wake budget.
@Suite struct BackgroundWakeTests {
  private func lines(_ simulator: Simulator, from start: Int) -> [String] {
    simulator.trace.events[start...].map(\.rendered)
  }

  /// The hour and the day start again exactly at their end, not a nanosecond before, and a
  /// window skipped over moves by whole hours (days) from where it started.
  @Test func `the budget's hour and day roll over at their boundaries`() {
    var budget = BackgroundWakeBudget()
    budget.spend()
    budget.roll(to: SimulatedInstant(offset: .seconds(3600) - .nanoseconds(1)))
    #expect(budget.usedThisHour == 1)
    #expect(budget.windowStart == .zero)
    budget.roll(to: SimulatedInstant(offset: .seconds(3600)))
    #expect(budget.usedThisHour == 0)
    #expect(budget.usedToday == 1)
    #expect(budget.windowStart == SimulatedInstant(offset: .seconds(3600)))
    budget.spend()
    budget.roll(to: SimulatedInstant(offset: .seconds(3 * 3600 + 1800)))
    #expect(budget.windowStart == SimulatedInstant(offset: .seconds(3 * 3600)))
    #expect(budget.usedThisHour == 0)
    #expect(budget.usedToday == 2)
    budget.roll(to: SimulatedInstant(offset: .seconds(86_400) - .nanoseconds(1)))
    #expect(budget.usedToday == 2)
    #expect(budget.dayStart == .zero)
    budget.roll(to: SimulatedInstant(offset: .seconds(2 * 86_400 + 7)))
    #expect(budget.usedToday == 0)
    #expect(budget.dayStart == SimulatedInstant(offset: .seconds(2 * 86_400)))
    #expect(budget.windowStart == SimulatedInstant(offset: .seconds(2 * 86_400)))
  }

  @Test func `BW2: Low Power Mode drops a silent push and reads as power restricted`() throws {
    var simulator = try Simulator.prepared(.suspended, device: DeviceConfiguration(settings: DeviceSettings(lowPowerMode: true)))
    #expect(simulator.device.settings.isPowerRestricted)
    #expect(simulator.device.settings.backgroundRefreshStatus == .denied)
    let start = simulator.trace.events.count
    try simulator.push(Payloads.background, id: "s1")
    #expect(lines(simulator, from: start) == [
      "+0.000s  push       s1 background (S)",
      "+0.000s  system     dropped s1: Low Power Mode is on, which turns Background App Refresh off, so iOS does not wake the app for the push (low-power-mode)  [BW2]",
    ])
    #expect(simulator.process.state == .suspended)
    #expect(simulator.notification("s1")?.status == .dropped(.lowPowerMode))
  }

  @Test func `BW1: Background App Refresh off keeps a terminated app closed, the alert still shows`() throws {
    var simulator = try Simulator.prepared(
      .notRunning, device: DeviceConfiguration(settings: DeviceSettings(backgroundAppRefresh: false)))
    #expect(!simulator.device.settings.isPowerRestricted)
    let start = simulator.trace.events.count
    try simulator.push(Payloads.alertWithWake, id: "a1")
    #expect(lines(simulator, from: start) == [
      "+0.000s  push       a1 alertWithBackgroundWake (AC)",
      "+0.000s  system     displayed a1 [banner, list]  [R21]",
      "+0.000s  system     dropped a1: Background App Refresh is off for the app, so iOS does not wake it for the push (background-app-refresh-off)  [BW1]",
    ])
    #expect(simulator.process.state == .notRunning)
  }

  @Test func `quirk backgroundAppRefreshGatesBackgroundPushes off: the settings do not stop wakes`() throws {
    var quirks = Quirks()
    quirks.backgroundAppRefreshGatesBackgroundPushes = false
    var simulator = try Simulator.prepared(
      .suspended, quirks: quirks, device: DeviceConfiguration(settings: DeviceSettings(backgroundAppRefresh: false, lowPowerMode: true)))
    try simulator.push(Payloads.background, id: "s1")
    #expect(simulator.trace.events.contains { $0.kind == .callback(.didReceiveRemoteNotificationWithFetch, [.notification("s1"), .state(.background)]) })
  }

  @Test func `a settings change takes effect for the next push`() throws {
    var simulator = try Simulator.prepared(.suspended)
    simulator.changeSettings(DeviceSettings(lowPowerMode: true))
    #expect(simulator.trace.events.last?.rendered == "+0.000s  user       changed Settings: Low Power Mode on")
    try simulator.push(Payloads.background, id: "s1")
    #expect(simulator.notification("s1")?.status == .dropped(.lowPowerMode))
    simulator.changeSettings(DeviceSettings())
    try simulator.push(Payloads.background, id: "s2")
    #expect(simulator.trace.events.contains { $0.kind == .callback(.didReceiveRemoteNotificationWithFetch, [.notification("s2"), .state(.background)]) })
  }

  @Test func `BW5: an uncalled fetch handler defers the next wake until the penalty ends`() throws {
    let app = AppConfiguration(answers: CompletionAnswers(fetch: CompletionAnswer(.newData, timing: .never)))
    var quirks = Quirks()
    quirks.uncalledFetchHandlerPenalty = .seconds(600)
    var simulator = try Simulator.prepared(.suspended, app: app, quirks: quirks)
    try simulator.push(Payloads.background, id: "s1")
    simulator.advance(by: .seconds(60))
    #expect(simulator.device.backgroundWakes.deprioritisedUntil == SimulatedInstant(offset: .seconds(630)))
    let start = simulator.trace.events.count
    try simulator.push(Payloads.background, id: "s2")
    simulator.advance(to: SimulatedInstant(offset: .seconds(630)))
    #expect(lines(simulator, from: start).prefix(5) == [
      "+60.000s  push       s2 background (S)",
      "+60.000s  system     deferred s2 until +630.000s: the app's background wakes are deprioritised  [BW5]",
      "+630.000s  system     background wakes no longer deprioritised  [BW5]",
      "+630.000s  system     released held s2  [BW5]",
      "+630.000s  lifecycle  notRunning -> background (launched in the background)  [R22]",
    ])
    #expect(simulator.device.backgroundWakes.deprioritisedUntil == nil)
  }

  @Test func `BW5: the hour's refill does not release a push the penalty deferred`() throws {
    let app = AppConfiguration(answers: CompletionAnswers(fetch: CompletionAnswer(.newData, timing: .never)))
    var quirks = Quirks()
    quirks.backgroundPushesPerHour = 1
    quirks.uncalledFetchHandlerPenalty = .seconds(7200)
    var simulator = try Simulator.prepared(.suspended, app: app, quirks: quirks)
    try simulator.push(Payloads.background, id: "s1")
    simulator.advance(by: .seconds(40))
    try simulator.push(Payloads.background, id: "s2")
    simulator.advance(to: SimulatedInstant(offset: .seconds(3700)))
    #expect(simulator.notification("s2")?.status == .pending)
    simulator.advance(to: SimulatedInstant(offset: .seconds(7230)))
    #expect(simulator.trace.events.contains { $0.kind == .system(.released("s2")) && $0.instant == SimulatedInstant(offset: .seconds(7230)) })
  }

  @Test func `BW5: a penalty extended by a later uncalled handler releases the deferred push at the new end`() throws {
    let app = AppConfiguration(answers: CompletionAnswers(fetch: CompletionAnswer(.newData, timing: .never)))
    var quirks = Quirks()
    quirks.uncalledFetchHandlerPenalty = .seconds(600)
    var simulator = try Simulator.prepared(.suspended, app: app, quirks: quirks)
    try simulator.push(Payloads.background, id: "s1")
    simulator.advance(to: SimulatedInstant(offset: .seconds(40)))
    try simulator.push(Payloads.background, id: "s2")
    simulator.advance(to: SimulatedInstant(offset: .seconds(50)))
    try simulator.openApp()
    simulator.advance(to: SimulatedInstant(offset: .seconds(55)))
    try simulator.home()
    simulator.advance(to: SimulatedInstant(offset: .seconds(100)))
    #expect(simulator.device.backgroundWakes.deprioritisedUntil == SimulatedInstant(offset: .seconds(680)))
    try simulator.push(Payloads.background, id: "s3")
    #expect(simulator.trace.events.last?.kind == .system(.deferred("s3", until: SimulatedInstant(offset: .seconds(680)))))
    simulator.advance(to: SimulatedInstant(offset: .seconds(700)))
    #expect(simulator.trace.events.contains { $0.kind == .system(.released("s3")) && $0.instant == SimulatedInstant(offset: .seconds(680)) })
  }

  @Test func `BW6: launched from Xcode there is no penalty and no daily budget`() throws {
    let app = AppConfiguration(answers: CompletionAnswers(fetch: CompletionAnswer(.newData, timing: .never)))
    var quirks = Quirks()
    quirks.backgroundWakesPerDay = 0
    var simulator = try Simulator.prepared(.suspended, app: app, quirks: quirks, device: DeviceConfiguration(launchedFromXcode: true))
    try simulator.push(Payloads.background, id: "s1")
    simulator.advance(by: .seconds(60))
    #expect(simulator.device.backgroundWakes.deprioritisedUntil == nil)
    #expect(!simulator.trace.events.contains { if case .system(.wakesDeprioritised) = $0.kind { true } else { false } })
  }

  @Test func `a penalty of 0 turns BW5 off`() throws {
    let app = AppConfiguration(answers: CompletionAnswers(fetch: CompletionAnswer(.newData, timing: .never)))
    var quirks = Quirks()
    quirks.uncalledFetchHandlerPenalty = .zero
    var simulator = try Simulator.prepared(.suspended, app: app, quirks: quirks)
    try simulator.push(Payloads.background, id: "s1")
    simulator.advance(by: .seconds(60))
    try simulator.push(Payloads.background, id: "s2")
    #expect(simulator.trace.events.contains { $0.kind == .callback(.didReceiveRemoteNotificationWithFetch, [.notification("s2"), .state(.background)]) })
  }

  @Test func `BW4: past the daily budget a silent push is dropped until the day resets`() throws {
    var quirks = Quirks()
    quirks.backgroundWakesPerDay = 1
    var simulator = try Simulator.prepared(.suspended, quirks: quirks)
    try simulator.push(Payloads.background, id: "s1")
    simulator.advance(by: .seconds(7200))
    try simulator.push(Payloads.background, id: "s2")
    #expect(simulator.trace.events.last?.rendered
      == "+7200.000s  system     dropped s2: the day's power budget for background pushes is spent; they resume when it resets (daily-budget-spent)  [BW4]")
    simulator.advance(to: SimulatedInstant(offset: .seconds(86_400)))
    try simulator.push(Payloads.background, id: "s3")
    #expect(simulator.trace.events.contains { $0.kind == .callback(.didReceiveRemoteNotificationWithFetch, [.notification("s3"), .state(.background)]) })
  }

  @Test func `BW7: a held push is delivered once active by default, before didBecomeActive with the quirk`() throws {
    for atLaunch in [false, true] {
      var quirks = Quirks()
      quirks.backgroundPushesPerHour = 0
      quirks.heldBackgroundPushReleasedAtLaunch = atLaunch
      var simulator = try Simulator.prepared(.suspended, quirks: quirks)
      try simulator.push(Payloads.background, id: "s1")
      #expect(simulator.trace.events.last?.kind == .system(.held("s1")))
      let start = simulator.trace.events.count
      try simulator.openApp()
      let fetch = simulator.trace.events[start...].firstIndex { $0.kind == .callback(.didReceiveRemoteNotificationWithFetch, [.notification("s1"), .state(atLaunch ? .inactive : .active)]) }
      let active = simulator.trace.events[start...].firstIndex { $0.kind == .callback(.didBecomeActive, []) }
      #expect(fetch != nil && active != nil)
      if let fetch, let active { #expect((fetch < active) == atLaunch) }
    }
  }

  @Test func `NS2: the Banners, Notification Center, Sounds and Badges switches each take away their part`() throws {
    let switches = AppNotificationSettings(notificationCenter: true, banners: false, sounds: false, badges: false)
    var simulator = try Simulator.prepared(.background, device: DeviceConfiguration(settings: DeviceSettings(notifications: switches)))
    let start = simulator.trace.events.count
    try simulator.push(Payloads.alert, id: "n1")
    #expect(lines(simulator, from: start) == [
      "+0.000s  push       n1 alert (A)",
      "+0.000s  system     displayed n1 [list]  [NS2]",
      "+0.000s  system     badge of n1 ignored: Badges is off for the app in Settings  [NS2]",
    ])
    var nothing = AppNotificationSettings()
    nothing.banners = false
    nothing.notificationCenter = false
    simulator.changeSettings(DeviceSettings(notifications: nothing))
    try simulator.push(Payload(aps: APS(alert: Alert(body: "Quiet"))), id: "n2")
    #expect(simulator.trace.events.last?.rendered
      == "+0.000s  system     not shown n2: Notification Center, Banners are off for the app in Settings  [NS2]")
  }

  @Test func `NS1: Allow Notifications off hides alerts; a silent push is dropped only with the denied quirk off`() throws {
    for stillDelivers in [true, false] {
      var quirks = Quirks()
      quirks.deniedStillDeliversBackgroundPush = stillDelivers
      var simulator = try Simulator.prepared(
        .suspended, quirks: quirks,
        device: DeviceConfiguration(settings: DeviceSettings(notifications: AppNotificationSettings(allowNotifications: false))))
      #expect(simulator.device.authorizationStatus == .authorized)
      #expect(simulator.authorizationStatusInSettings == .denied)
      try simulator.push(Payload(aps: APS(alert: Alert(body: "Hi"))), id: "n1")
      #expect(simulator.trace.events.last?.rendered
        == "+0.000s  system     not shown n1: notifications are turned off for the app in Settings (Allow Notifications)  [NS1]")
      try simulator.push(Payloads.background, id: "s1")
      #expect((simulator.notification("s1")?.status == .dropped(.authorizationDenied)) == !stillDelivers)
    }
  }
}
