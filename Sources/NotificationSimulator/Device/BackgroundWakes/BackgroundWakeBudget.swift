/// The system's side of waking the app for a background push: the hourly and daily budgets,
/// the penalty after an uncalled fetch handler, and the device settings that stop wakes.
///
/// Models what the documentation of `application(_:didReceiveRemoteNotification:fetchCompletionHandler:)`,
/// "Pushing background updates to your App" and "Troubleshooting push notifications" describe
/// (rules BW1–BW7); the sizes Apple does not give are quirks. ``decide(at:settings:quirks:launchedFromXcode:)``
/// decides one wake; the simulator holds, drops or wakes as it answers.
public struct BackgroundWakeBudget: Hashable, Sendable {
  /// Where the current hour of the hourly budget started.
  public internal(set) var windowStart = SimulatedInstant.zero
  /// Wakes granted in the current hour.
  public internal(set) var usedThisHour = 0
  /// Where the current day of the daily budget started.
  public internal(set) var dayStart = SimulatedInstant.zero
  /// Wakes granted in the current day.
  public internal(set) var usedToday = 0
  /// Until when later background wakes are deferred, after a fetch handler was left uncalled
  /// (rule BW5); `nil` when they are not.
  public internal(set) var deprioritisedUntil: SimulatedInstant?
  /// Whether a budget refill is on the clock.
  var refillScheduled = false
  /// Whether the end of the penalty is on the clock.
  var penaltyEndScheduled = false

  /// The length of the hourly window.
  static let hour: Duration = .seconds(3600)
  /// The length of the daily window.
  static let day: Duration = .seconds(86_400)

  /// Creates a full budget with no penalty.
  public init() {}

  /// What the system does with one background wake.
  public enum Decision: Hashable, Sendable {
    /// Wake (or launch) the app now.
    case wake
    /// Do not wake the app for this push at all.
    case drop(DropReason, rule: DeviceRule)
    /// Hold the push until the hourly budget refills (rule BW3).
    case hold
    /// Hold the push until `until`: the app's wakes are deprioritised (rule BW5).
    case deferUntil(SimulatedInstant)
  }

  /// Decides one background wake at `now`, and counts it when the app is woken.
  public mutating func decide(
    at now: SimulatedInstant, settings: DeviceSettings, quirks: Quirks, launchedFromXcode: Bool
  ) -> Decision {
    if quirks.backgroundAppRefreshGatesBackgroundPushes, settings.backgroundRefreshStatus != .available {
      return settings.lowPowerMode
        ? .drop(.lowPowerMode, rule: DeviceRules.lowPowerMode)
        : .drop(.backgroundAppRefreshOff, rule: DeviceRules.backgroundAppRefreshOff)
    }
    if launchedFromXcode { return .wake }
    roll(to: now)
    if let perDay = quirks.backgroundWakesPerDay, usedToday >= perDay {
      return .drop(.dailyBudgetSpent, rule: DeviceRules.dailyBudget)
    }
    if let until = deprioritisedUntil, now < until { return .deferUntil(until) }
    guard usedThisHour < quirks.backgroundPushesPerHour else { return .hold }
    spend()
    return .wake
  }

  /// Counts one wake against both budgets.
  mutating func spend() {
    usedThisHour += 1
    usedToday += 1
  }

  /// Starts the next hour or day when `now` has passed it.
  mutating func roll(to now: SimulatedInstant) {
    // Compared first: most wakes fall in the current hour, and counting whole hours takes the
    // duration apart into seconds (a 128-bit division) twice.
    let sinceWindow = now.offset - windowStart.offset
    if sinceWindow >= Self.hour {
      let hours = sinceWindow.components.seconds / Self.hour.components.seconds
      windowStart = windowStart.advanced(by: .seconds(hours * Self.hour.components.seconds))
      usedThisHour = 0
    }
    let sinceDay = now.offset - dayStart.offset
    if sinceDay >= Self.day {
      let days = sinceDay.components.seconds / Self.day.components.seconds
      dayStart = dayStart.advanced(by: .seconds(days * Self.day.components.seconds))
      usedToday = 0
    }
  }

  /// When the current hour ends and the hourly budget refills.
  var nextRefill: SimulatedInstant { windowStart.advanced(by: Self.hour) }
}
