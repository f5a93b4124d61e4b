/// The user's Scheduled Summary (Settings > Notifications > Scheduled Summary, iOS 15): the times
/// of day it is delivered and the apps it collects.
///
/// Models what `UNNotificationSettings.scheduledDeliverySetting` reports
/// ([scheduledDeliverySetting](https://developer.apple.com/documentation/usernotifications/unnotificationsettings/scheduleddeliverysetting)):
/// a notification of an app in the summary at the passive or active level waits, without a banner
/// or a sound, for the next summary time on the device's clock; a time-sensitive notification
/// ([timeSensitive](https://developer.apple.com/documentation/usernotifications/unnotificationinterruptionlevel/timesensitive))
/// and a critical alert are delivered at once (behaviour reference §3.5, rules SS1–SS4).
public struct ScheduledSummary: Hashable, Sendable, CustomStringConvertible {
  /// The times of day the summary is delivered, in the device's time zone, earliest first.
  public var times: [SummaryTime]
  /// The bundle identifiers of the apps in the summary; any other app is delivered at once.
  public var apps: [String]

  /// Creates a summary; by default at 08:00 and 18:00, the two times Settings offers first.
  public init(times: [SummaryTime] = [SummaryTime(hour: 8), SummaryTime(hour: 18)], apps: [String] = []) {
    self.times = times.sorted()
    self.apps = apps
  }

  /// Whether the app with `bundleID` is in the summary (`scheduledDeliverySetting` is `.enabled`).
  public func includes(_ bundleID: String) -> Bool { apps.contains(bundleID) }

  /// `Scheduled Summary at 08:00, 18:00`.
  public var description: String { "Scheduled Summary at " + times.map(\.description).joined(separator: ", ") }
}

/// A time of day at which the Scheduled Summary is delivered, such as 08:00.
///
/// Models one of the delivery times of Settings > Notifications > Scheduled Summary
/// ([scheduledDeliverySetting](https://developer.apple.com/documentation/usernotifications/unnotificationsettings/scheduleddeliverysetting)).
public struct SummaryTime: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The hour, 0–23.
  public var hour: Int
  /// The minute, 0–59.
  public var minute: Int

  /// Creates a time of day; `nil` when the hour or the minute is out of range.
  public init?(hour: Int, minute: Int) {
    guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
    self.hour = hour
    self.minute = minute
  }

  /// A whole hour, such as `SummaryTime(hour: 8)` for 08:00; the hour is clamped to 0–23.
  public init(hour: Int) {
    self.hour = min(max(hour, 0), 23)
    self.minute = 0
  }

  /// Reads `"08:00"` or `"8:30"`; `nil` for anything else.
  public init?(_ text: String) {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
      parts.allSatisfy({ $0.allSatisfy { ("0"..."9").contains($0) } }),
      let hour = Int(parts[0]), let minute = Int(parts[1])
    else { return nil }
    self.init(hour: hour, minute: minute)
  }

  /// `08:00`.
  public var description: String {
    (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
  }

  /// Earlier in the day first.
  public static func < (lhs: SummaryTime, rhs: SummaryTime) -> Bool { (lhs.hour, lhs.minute) < (rhs.hour, rhs.minute) }
}

/// The Apple Intelligence notification features the user turned on (iOS 18.1 and later):
/// "Summarize Notifications" and "Prioritize Notifications".
///
/// They have no developer API and their decisions are not published, so the simulator never
/// applies them: a notification they may change gets the `appleIntelligenceNotModelled`
/// diagnostic instead (rule AI1; behaviour reference §3.5). See Apple's
/// [UserNotifications](https://developer.apple.com/documentation/usernotifications) for the
/// interruption levels they sit beside.
public struct AppleIntelligenceNotifications: Hashable, Sendable, CustomStringConvertible {
  /// "Summarize Notifications": a stack of notifications may be shown as a generated summary.
  public var summaries: Bool
  /// "Prioritize Notifications": notifications judged urgent may move to the top of the Lock Screen.
  public var prioritize: Bool

  /// Creates the switches; both on by default.
  public init(summaries: Bool = true, prioritize: Bool = true) {
    self.summaries = summaries
    self.prioritize = prioritize
  }

  /// Whether either switch is on.
  public var isOn: Bool { summaries || prioritize }

  /// `summaries, prioritization`: the switches that are on.
  public var description: String {
    [summaries ? "summaries" : nil, prioritize ? "prioritization" : nil].compactMap { $0 }.joined(separator: ", ")
  }
}

/// What the Scheduled Summary did with one notification (rules SS1–SS3).
public enum SummaryOutcome: String, Hashable, Sendable, CaseIterable {
  /// Held, without a banner or a sound, for the next summary (rule SS1).
  case held
  /// Delivered at once although the app is in the summary: time-sensitive or critical (rule SS3).
  case brokeThrough
}

/// The notifications the Scheduled Summary holds, and whether its next delivery is on the clock:
/// a small state machine (held → delivered at the next summary time; rules SS1, SS2).
struct ScheduledSummaryState: Hashable, Sendable {
  /// A held notification, with the relevance score that orders the summary.
  struct Held: Hashable, Sendable {
    var id: String
    var relevance: Double
  }
  /// The held notifications, in the order they arrived.
  var held: [Held] = []
  /// When the next delivery is scheduled, if one is.
  var nextDelivery: SimulatedInstant?

  /// Holds `id`; returns whether a delivery must be scheduled.
  mutating func hold(_ id: String, relevance: Double) -> Bool {
    held.removeAll { $0.id == id }
    held.append(Held(id: id, relevance: relevance))
    return nextDelivery == nil
  }

  /// Takes every held notification out for delivery, the highest relevance score first and,
  /// among equal scores, the earliest arrival first.
  mutating func deliver() -> [String] {
    let ordered = held.enumerated().sorted { lhs, rhs in
      lhs.element.relevance != rhs.element.relevance ? lhs.element.relevance > rhs.element.relevance : lhs.offset < rhs.offset
    }
    held = []
    nextDelivery = nil
    return ordered.map(\.element.id)
  }
}
