public import Foundation
import NotificationSimulator

/// The simulated device's clock: the date and time `Date.init()` reads on the device, and its time zone.
///
/// Not in the SDK: it stands for `Date.init()` as a device reads it. On iOS, `Date.init()` and `TimeZone.current` read the device's clock; on Linux
/// they read the host's, which the simulator neither sets nor moves, so a date the app computes
/// from `Date.init()` (tomorrow at 08:00, in an hour) lands wherever the host's clock happens to be:
/// a daily reminder computed that way fires months away, and a different day each day the test
/// runs. The simulated device has one clock: it starts at the scenario's or tester's
/// `device.date` (Monday 5 January 2026, 09:00 UTC by default) and moves only with the virtual
/// clock, and `UNNotification.date`, calendar triggers and `nextTriggerDate()` all read it. App
/// code reads the same clock through `DeviceClock.now`, typically as the default of an injected
/// clock:
///
///     #if canImport(SimulatedUserNotifications)
///     import SimulatedUserNotifications
///     let deviceNow: @Sendable () -> Date = { DeviceClock.now }
///     #else
///     let deviceNow: @Sendable () -> Date = Date.init
///     #endif
///
/// Outside a test's device (no tester alive), it reads the default start date.
public enum DeviceClock {
  /// The device's date and time now: what `Date.init()` returns on the device at the current virtual
  /// instant.
  ///
  /// Not in the SDK: stands for `Date.init()` on a device.
  public static var now: Date {
    guard let runtime = AppRuntime.current else { return defaultStart }
    return runtime.read { Date(timeIntervalSince1970: $0.secondsSince1970(at: $0.now)) }
  }

  /// The device's time zone: what `TimeZone.current` is on the device (`UTC` unless the test's
  /// `device.timeZone` says otherwise).
  ///
  /// Not in the SDK: stands for `TimeZone.current` on a device.
  public static var timeZone: TimeZone {
    let identifier = AppRuntime.current?.read { $0.configuration.calendar.timeZoneIdentifier } ?? "UTC"
    return TimeZone(identifier: identifier) ?? TimeZone(secondsFromGMT: 0)!
  }

  /// A Gregorian calendar in the device's time zone: what `Calendar.current` computes with on
  /// a device set to that zone.
  ///
  /// Not in the SDK: stands for `Calendar.current` on a device.
  public static var calendar: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    return calendar
  }

  /// Monday 5 January 2026, 09:00 UTC: the device's clock when nothing else is given.
  private static let defaultStart = Date(
    timeIntervalSince1970: Double(VirtualCalendar()?.secondsSince1970(of: VirtualCalendar.defaultStart) ?? 1_767_603_600))
}
