import Foundation
import NotificationSimulator
import NotificationSimulatorTesting
import SimulatedUserNotifications
import Testing

// The article's clock: app code reads the device's clock on Linux and `Date()` on iOS.
// linux article clock: begin
#if canImport(SimulatedUserNotifications)
import SimulatedUserNotifications
let deviceNow: @Sendable () -> Date = { DeviceClock.now }
#else
let deviceNow: @Sendable () -> Date = Date.init
#endif
// linux article clock: end

/// Schedules a daily reminder at 08:00 starting tomorrow, computed from the clock it is given, as
/// an app's reminder code does with `Date()`.
final class DailyReminderAppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
  let now: () -> Date
  var scheduledFrom: Date?

  init(now: @escaping () -> Date = deviceNow) { self.now = now }

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let center = UNUserNotificationCenter.current()
    center.delegate = self
    let calendar = DeviceClock.calendar
    let today = now()
    scheduledFrom = today
    let tomorrow = calendar.date(byAdding: .day, value: 1, to: today)!
    var components = calendar.dateComponents([.year, .month, .day], from: tomorrow)
    components.hour = 8
    let content = UNMutableNotificationContent()
    content.title = "Daily"
    center.add(
      UNNotificationRequest(
        identifier: "daily", content: content, trigger: UNCalendarNotificationTrigger(dateMatching: components, repeats: false)))
    return true
  }

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
  ) {
    completionHandler([.banner])
  }
}

@MainActor @Suite(.oneAppAtATime) struct DeviceClockTests {
  @Test func `the app's clock and the device's agree: a reminder for tomorrow 08:00 fires 23 hours after a 09:00 launch, the same every run`() throws {
    let tester = AppTester(appDelegate: { DailyReminderAppDelegate() })
    tester.exhaustivity = .off
    tester.openApp()
    let app = try #require(tester.appDelegate(as: DailyReminderAppDelegate.self))
    #expect(app.scheduledFrom == Date(timeIntervalSince1970: 1_767_603_600))
    #expect(tester.trace.rendered.contains("+0.000s  system     next trigger of daily: 2026-01-06T08:00:00+00:00 (+82800.000s)  [LN3]"))
    tester.advance(by: .seconds(23 * 3600))
    #expect(tester.trace.rendered.contains("+82800.000s  system     displayed daily [banner]  [R05]"))
  }

  @Test func `DeviceClock, tester.deviceDate and UNNotification.date read one clock, from the test's own date and zone`() throws {
    var device = DeviceConfiguration()
    device.date = LocalDateTime(year: 2026, month: 7, day: 1, hour: 21, minute: 30)
    device.timeZone = "Europe/Paris"
    let tester = AppTester(appDelegate: { DailyReminderAppDelegate() }, device: device)
    tester.exhaustivity = .off
    tester.openApp()
    // 21:30 in Paris (UTC+2 in July) is 19:30 UTC.
    let start = Date(timeIntervalSince1970: 1_782_934_200)
    #expect(tester.appDelegate(as: DailyReminderAppDelegate.self)?.scheduledFrom == start)
    #expect(tester.deviceDate == start)
    // Tomorrow 08:00 in Paris is 10 h 30 min later.
    #expect(tester.trace.rendered.contains("+0.000s  system     next trigger of daily: 2026-07-02T08:00:00+02:00 (+37800.000s)  [LN3]"))
    tester.advance(by: .seconds(90))
    #expect(tester.deviceDate == start.addingTimeInterval(90))
    // The test's own code reads the live device's clock too.
    #expect(DeviceClock.now == start.addingTimeInterval(90))
    #expect(DeviceClock.timeZone.identifier == "Europe/Paris")
  }

  @Test func `with no device alive, the clock reads the default start`() {
    #expect(DeviceClock.now == Date(timeIntervalSince1970: 1_767_603_600))
    #expect(DeviceClock.timeZone.secondsFromGMT(for: DeviceClock.now) == 0)
  }
}
