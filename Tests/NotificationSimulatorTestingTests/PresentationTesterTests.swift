import NotificationSimulator
import NotificationSimulatorTesting
import Testing

/// Focus, critical alerts and the Apple Watch from the tester, as the DocC article
/// "Focus, critical alerts and Apple Watch" shows them.
@Suite struct PresentationTesterTests {
  @Test func `the article's Watch example: a locked iPhone forwards to the Watch on the wrist`() {
    var device = DeviceConfiguration(startsLocked: true)
    device.watch = PairedWatch()
    let tester = NotificationTester(device: device, state: .suspended)
    tester.push(json: #"{"aps": {"alert": "Are you coming?", "sound": "default"}}"#, id: "m1")
    tester.expect(events:
      .system(.shownOn("m1", device: .watch, reason: "the iPhone is locked and the Watch is on the wrist and unlocked; the iPhone lists it without a banner or sound")),
      .system(.displayed("m1", Presentation(list: true))))
    tester.expectNothing()
    tester.setWatch(PairedWatch(onWrist: false, unlocked: false))
    tester.push(json: #"{"aps": {"alert": "Here", "sound": "default"}}"#, id: "m2")
    tester.expect(events:
      .system(.shownOn("m2", device: .iPhone, reason: "the iPhone is locked, but the Watch is off wrist, locked")),
      .system(.displayed("m2", Presentation(banner: true, list: true, sound: true))))
    tester.finish()
    #expect(tester.deliveredNotificationIDs == ["m2", "m1"])
  }

  @Test func `a time-sensitive push breaks through Focus and an active one is silenced`() {
    var app = AppConfiguration()
    app.entitlements = [.timeSensitive]
    let tester = NotificationTester(app: app, state: .background)
    tester.setFocus(Focus(name: "Work"))
    tester.push(json: #"{"aps": {"alert": "Gate B12", "interruption-level": "time-sensitive"}}"#, id: "g1")
    tester.expect(events:
      .system(.interruption("g1", level: .timeSensitive, effect: "presented at once, allowed through Focus and the scheduled summary")),
      .system(.focus("g1", focus: "Work", outcome: .brokeThrough, detail: "time-sensitive, and the Focus allows Time Sensitive Notifications")),
      .system(.displayed("g1", Presentation(banner: true, list: true))))
    tester.push(json: #"{"aps": {"alert": "Offer"}}"#, id: "o1")
    tester.expect(events:
      .system(.focus("o1", focus: "Work", outcome: .silenced, detail: "no banner or sound, kept in Notification Center")),
      .system(.displayed("o1", Presentation(list: true))))
    tester.finish()
  }

  @Test func `a critical alert without the user's permission is reported, and the silent switch mutes it`() {
    var app = AppConfiguration()
    app.entitlements = [.criticalAlerts]
    let tester = NotificationTester(app: app, state: .suspended)
    tester.setSilentMode(true)
    tester.push(json: #"{"aps": {"alert": "Leak", "sound": {"critical": 1, "name": "default", "volume": 1}}}"#, id: "c1")
    tester.expect(events:
      .diagnostic("critical-alert-not-authorized"),
      .system(.soundSilenced("c1", reason: "the ring/silent switch is on silent")),
      .system(.displayed("c1", Presentation(banner: true, list: true))))
    tester.finish()
  }
}
