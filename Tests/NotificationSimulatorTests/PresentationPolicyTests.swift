import Testing

@testable import NotificationSimulator

/// Interruption levels, Focus, the ring/silent switch, critical alerts and the paired Apple
/// Watch (rules IL1–IL7, FO1–FO3, WA1–WA3): exact trace lines, rule ids included.
@Suite struct PresentationPolicyTests {
  static let bundle = "com.example.app"

  func payload(_ level: String? = nil, sound: Sound? = Sound(name: "default")) -> Payload {
    Payload(aps: APS(alert: Alert(body: "Hi"), sound: sound, interruptionLevel: level.flatMap(InterruptionLevel.init(rawValue:))))
  }

  func device(focus: Focus? = nil, watch: PairedWatch? = nil, locked: Bool = false, silent: Bool = false) -> DeviceConfiguration {
    var device = DeviceConfiguration(startsLocked: locked)
    device.focus = focus
    device.watch = watch
    device.silentMode = silent
    return device
  }

  /// The trace lines a push of `payload` adds, as rendered.
  func lines(_ simulator: inout Simulator, _ payload: Payload, id: String = "n1") throws -> [String] {
    let start = simulator.trace.events.count
    try simulator.push(payload, id: id)
    return simulator.trace.events[start...].map(\.rendered)
  }

  func suspended(
    app: AppConfiguration = AppConfiguration(), device: DeviceConfiguration = .init(), profile: Profile = .defaultProfile,
    quirks: Quirks? = nil, options: AuthorizationOptions = [.alert, .sound, .badge]
  ) throws -> Simulator {
    var simulator = Simulator(app: app, profile: profile, quirks: quirks, device: device)
    try simulator.openApp()
    try simulator.requestAuthorization(options)
    try simulator.answerPrompt(allow: true)
    try simulator.bring(to: .suspended)
    return simulator
  }

  // MARK: Interruption levels

  @Test func `a passive notification is listed without a banner or a sound`() throws {
    var simulator = try suspended()
    #expect(try lines(&simulator, payload("passive")) == [
      "+0.000s  push       n1 alert (A)",
      "+0.000s  system     passive n1: listed in Notification Center without a banner, a lit screen or a sound  [IL1]",
      "+0.000s  system     displayed n1 [list]  [R13]",
    ])
    #expect(simulator.device.notificationCenter.identifiers == ["n1"])
  }

  @Test func `an active notification without Focus, Watch or silent switch adds no event`() throws {
    var simulator = try suspended()
    #expect(try lines(&simulator, payload("active")) == [
      "+0.000s  push       n1 alert (A)",
      "+0.000s  system     displayed n1 [banner, list, sound]  [R13]",
    ])
  }

  @Test func `before iOS 15 the level is ignored with a diagnostic`() throws {
    var simulator = try suspended(profile: .iOS14)
    #expect(try lines(&simulator, payload("passive")) == [
      "+0.000s  push       n1 alert (A)",
      "+0.000s  diagnostic interruption-level-unavailable: n1 asks for the passive interruption level, which needs iOS 15; iOS 14 presents it as before.  [IL6]",
      "+0.000s  system     displayed n1 [banner, list, sound]  [R13]",
    ])
  }

  @Test func `a time-sensitive notification without the entitlement is delivered as active`() throws {
    var simulator = try suspended(device: device(focus: Focus(name: "Work")))
    #expect(try lines(&simulator, payload("time-sensitive")) == [
      "+0.000s  push       n1 alert (A)",
      "+0.000s  diagnostic time-sensitive-not-entitled: n1 is time-sensitive, but the app lacks the Time Sensitive Notifications capability (com.apple.developer.usernotifications.time-sensitive); iOS delivers it as an active notification. Add the capability in Xcode.  [IL3]",
      "+0.000s  system     Focus \"Work\" silences n1: no banner or sound, kept in Notification Center  [FO2]",
      "+0.000s  system     displayed n1 [list]  [R13]",
    ])
  }

  @Test func `the user's Time Sensitive switch off makes it active, and Focus silences it`() throws {
    var app = AppConfiguration()
    app.entitlements = [.timeSensitive]
    var simulator = try suspended(app: app, device: device(focus: Focus(name: "Work")))
    simulator.setTimeSensitiveSetting(false)
    #expect(try lines(&simulator, payload("time-sensitive")) == [
      "+0.000s  push       n1 alert (A)",
      "+0.000s  system     active n1: delivered as active: the user turned off Time Sensitive Notifications for the app  [IL3]",
      "+0.000s  system     Focus \"Work\" silences n1: no banner or sound, kept in Notification Center  [FO2]",
      "+0.000s  system     displayed n1 [list]  [R13]",
    ])
  }

  // MARK: Focus

  @Test func `a Focus that allows the app lets it alert; one whose time-sensitive switch is off silences time-sensitive`() throws {
    var app = AppConfiguration()
    app.entitlements = [.timeSensitive]
    var simulator = try suspended(app: app, device: device(focus: Focus(name: "Work", allowedApps: [Self.bundle])))
    #expect(try lines(&simulator, payload(), id: "a") == [
      "+0.000s  push       a alert (A)",
      "+0.000s  system     Focus \"Work\" allows a: com.example.app is among its allowed apps  [FO1]",
      "+0.000s  system     displayed a [banner, list, sound]  [R13]",
    ])
    simulator.setFocus(Focus(name: "Sleep", allowsTimeSensitive: false))
    #expect(try lines(&simulator, payload("time-sensitive"), id: "b") == [
      "+0.000s  push       b alert (A)",
      "+0.000s  system     time-sensitive b: presented at once, allowed through Focus and the scheduled summary  [IL3]",
      "+0.000s  system     Focus \"Sleep\" silences b: time-sensitive, but the Focus does not allow Time Sensitive Notifications; no banner or sound, kept in Notification Center  [FO3]",
      "+0.000s  system     displayed b [list]  [R13]",
    ])
    simulator.setFocus(nil)
    #expect(try lines(&simulator, payload("time-sensitive"), id: "c").last == "+0.000s  system     displayed c [banner, list, sound]  [R13]")
    #expect(simulator.trace.events.map(\.rendered).contains("+0.000s  user       turned off Focus \"Sleep\""))
  }

  @Test func `Focus does not exist before iOS 15`() throws {
    var simulator = try suspended(device: device(focus: Focus()), profile: .iOS14)
    #expect(try lines(&simulator, payload()) == [
      "+0.000s  push       n1 alert (A)",
      "+0.000s  system     displayed n1 [banner, list, sound]  [R13]",
    ])
  }

  // MARK: Critical alerts

  @Test func `an authorized critical alert sounds through silent mode and Do Not Disturb, with its volume`() throws {
    var app = AppConfiguration()
    app.entitlements = [.criticalAlerts]
    var simulator = try suspended(app: app, device: device(focus: Focus(), silent: true), options: [.alert, .sound, .criticalAlert])
    let critical = payload(sound: Sound(name: "alarm.caf", isCritical: true, volume: 0.5))
    #expect(try lines(&simulator, critical) == [
      "+0.000s  push       n1 alert (A)",
      "+0.000s  system     critical n1: presented at once; plays \"alarm.caf\" at volume 0.5 through the ring/silent switch and any Focus  [IL4]",
      "+0.000s  system     n1 breaks through Focus \"Do Not Disturb\": a critical alert  [IL4]",
      "+0.000s  system     displayed n1 [banner, list, sound]; sound \"alarm.caf\"  [R13]",
    ])
    // interruption-level critical with no sound of its own plays the default critical sound.
    #expect(try lines(&simulator, payload("critical", sound: nil), id: "n2") == [
      "+0.000s  push       n2 alert (A)",
      "+0.000s  system     critical n2: presented at once; plays the default critical sound through the ring/silent switch and any Focus  [IL4]",
      "+0.000s  system     n2 breaks through Focus \"Do Not Disturb\": a critical alert  [IL4]",
      "+0.000s  system     displayed n2 [banner, list, sound]; sound \"defaultCritical\"  [R13]",
    ])
  }

  @Test func `a critical alert without authorization is active and the silent switch mutes it`() throws {
    var app = AppConfiguration()
    app.entitlements = [.criticalAlerts]
    var simulator = try suspended(app: app, device: device(silent: true))
    #expect(try lines(&simulator, payload("critical")) == [
      "+0.000s  push       n1 alert (A)",
      "+0.000s  diagnostic critical-alert-not-authorized: n1 is a critical alert, but the user has not allowed critical alerts (criticalAlertSetting is not enabled); iOS delivers it as an active notification. Include .criticalAlert in requestAuthorization(options:).  [IL5]",
      "+0.000s  system     no sound for n1: the ring/silent switch is on silent  [IL7]",
      "+0.000s  system     displayed n1 [banner, list]  [R13]",
    ])
  }

  @Test func `without the entitlement criticalAlert is not asked for, and the quirk plays no sound`() throws {
    var quirks = Quirks()
    quirks.criticalWithoutPermissionPlaysNoSound = true
    var simulator = Simulator(app: AppConfiguration(), quirks: quirks)
    try simulator.openApp()
    try simulator.requestAuthorization([.alert, .sound, .criticalAlert])
    #expect(simulator.trace.diagnostics.last?.message
      == ".criticalAlert needs the com.apple.developer.usernotifications.critical-alerts entitlement, which the app lacks; iOS does not ask for it. Request the entitlement from Apple.")
    #expect(simulator.trace.events.last?.rendered == "+0.000s  system     authorization prompt [sound, alert]")
    try simulator.answerPrompt(allow: true)
    try simulator.bring(to: .suspended)
    let critical = payload(sound: Sound(name: "default", isCritical: true))
    #expect(try lines(&simulator, critical) == [
      "+0.000s  push       n1 alert (A)",
      "+0.000s  diagnostic critical-alert-not-entitled: n1 is a critical alert, but the app lacks the com.apple.developer.usernotifications.critical-alerts entitlement; iOS delivers it as an active notification. Request the entitlement from Apple, or send it as time-sensitive.  [IL5]",
      "+0.000s  system     no sound for n1: the app lacks the critical-alerts entitlement, and its sound is not played (quirk criticalWithoutPermissionPlaysNoSound)  [IL5]",
      "+0.000s  system     displayed n1 [banner, list]  [R13]",
    ])
  }

  @Test func `timeSensitive authorization is deprecated on iOS 15 and unavailable after`() throws {
    var simulator = Simulator(app: AppConfiguration(), profile: .iOS15)
    try simulator.openApp()
    try simulator.requestAuthorization([.alert, .timeSensitive])
    #expect(simulator.trace.diagnostics.last?.code == "authorization-option-deprecated")
    #expect(simulator.trace.events.last?.rendered == "+0.000s  system     authorization prompt [alert, timeSensitive]")
    var newest = Simulator(app: AppConfiguration())
    try newest.openApp()
    try newest.requestAuthorization([.alert, .timeSensitive])
    #expect(newest.trace.diagnostics.last?.message
      == ".timeSensitive exists only in iOS 15.0; iOS 26 ignores it. Add the Time Sensitive Notifications capability instead.")
    #expect(newest.trace.events.last?.rendered == "+0.000s  system     authorization prompt [alert]")
  }

  // MARK: Apple Watch

  @Test func `the locked iPhone forwards to the Watch on the wrist, the unlocked one keeps it`() throws {
    var simulator = try suspended(device: device(watch: PairedWatch()))
    try simulator.lock()
    #expect(try lines(&simulator, payload(), id: "w1") == [
      "+0.000s  push       w1 alert (A)",
      "+0.000s  system     w1 shown on Apple Watch, not the iPhone: the iPhone is locked and the Watch is on the wrist and unlocked; the iPhone lists it without a banner or sound  [WA2]",
      "+0.000s  system     displayed w1 [list]  [R13]",
    ])
    #expect(simulator.device.notificationCenter.identifiers == ["w1"])
    try simulator.unlock()
    #expect(try lines(&simulator, payload(), id: "p1") == [
      "+0.000s  push       p1 alert (A)",
      "+0.000s  system     p1 shown on the iPhone, not Apple Watch: the iPhone is unlocked and in use  [WA1]",
      "+0.000s  system     displayed p1 [banner, list, sound]  [R13]",
    ])
    try simulator.lock()
    simulator.setWatch(PairedWatch(onWrist: false, unlocked: false))
    #expect(try lines(&simulator, payload(), id: "p2")[1]
      == "+0.000s  system     p2 shown on the iPhone, not Apple Watch: the iPhone is locked, but the Watch is off wrist, locked  [WA3]")
  }

  @Test func `a silenced or background notification says nothing about devices`() throws {
    var simulator = try suspended(device: device(focus: Focus(), watch: PairedWatch(), locked: true))
    #expect(try lines(&simulator, payload()) == [
      "+0.000s  push       n1 alert (A)",
      "+0.000s  system     Focus \"Do Not Disturb\" silences n1: no banner or sound, kept in Notification Center  [FO2]",
      "+0.000s  system     displayed n1 [list]  [R13]",
    ])
    let start = simulator.trace.events.count
    try simulator.push(Payloads.background, id: "s1")
    #expect(!simulator.trace.events[start...].contains { if case .system(.shownOn) = $0.kind { true } else { false } })
  }

  @Test func `a local time-sensitive request breaks through Focus and is forwarded to the Watch`() throws {
    var app = AppConfiguration()
    app.entitlements = [.timeSensitive]
    var simulator = try suspended(app: app, device: device(focus: Focus(name: "Work"), watch: PairedWatch(), locked: true))
    let request = LocalNotificationRequest(
      identifier: "r1", title: "Leave now", hasSound: true, interruptionLevel: .timeSensitive, delay: .seconds(60))
    try simulator.scheduleLocal(request)
    let start = simulator.trace.events.count
    simulator.advance(by: .seconds(60))
    #expect(simulator.trace.events[start...].map(\.rendered) == [
      "+60.000s  local      r1 trigger fired",
      "+60.000s  system     time-sensitive r1: presented at once, allowed through Focus and the scheduled summary  [IL3]",
      "+60.000s  system     r1 breaks through Focus \"Work\": time-sensitive, and the Focus allows Time Sensitive Notifications  [FO3]",
      "+60.000s  system     r1 shown on Apple Watch, not the iPhone: the iPhone is locked and the Watch is on the wrist and unlocked; the iPhone lists it without a banner or sound  [WA2]",
      "+60.000s  system     displayed r1 [list]  [R15]",
    ])
  }

  @Test func `in the foreground willPresent decides, and the Focus adds nothing`() throws {
    var simulator = try suspended(device: device(focus: Focus(name: "Work")))
    try simulator.openApp()
    let pushed = try lines(&simulator, payload("passive"))
    #expect(pushed.first == "+0.000s  push       n1 alert (A)")
    #expect(pushed.last?.hasPrefix("+0.000s  system     displayed n1 [banner, list, sound]") == true)
    #expect(!simulator.trace.events.contains { if case .system(.focus) = $0.kind { true } else { false } })
  }

  @Test func `the rules are in the table with public sources`() {
    let ids = DeviceRules.all.map(\.id)
    for id in ["IL1", "IL2", "IL3", "IL4", "IL5", "IL6", "IL7", "FO1", "FO2", "FO3", "WA1", "WA2", "WA3"] {
      #expect(ids.filter { $0 == id }.count == 1, "\(id)")
    }
    for rule in DeviceRules.presentation {
      #expect(!rule.sources.isEmpty)
      #expect(rule.sources.allSatisfy { $0.url.hasPrefix("https://") })
    }
  }
}
