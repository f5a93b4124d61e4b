import NotificationPayload

/// What the device counts for WidgetKit pushes (rule WG2).
///
/// Models the reload budget of "Keeping a widget up to date"
/// (https://developer.apple.com/documentation/widgetkit/keeping-a-widget-up-to-date).
public struct WidgetReloadBudget: Hashable, Sendable {
  /// How many widget pushes reload timelines in one day: 70, the top of Apple's typical range.
  public static let defaultDailyLimit = 70
  /// The day (whole days from the start of the simulation) of the reloads counted.
  public private(set) var day = 0
  /// The reloads counted on ``day``.
  public private(set) var used = 0

  /// A budget with nothing spent.
  public init() {}

  /// Counts a reload on `day` against `limit` a day; returns whether the budget allowed it.
  mutating func spend(onDay day: Int, limit: Int) -> Bool {
    if day != self.day {
      self.day = day
      used = 0
    }
    guard used < limit else { return false }
    used += 1
    return true
  }
}

extension Simulator {
  /// An accepted `widgets` or `controls` push on the device: WidgetKit reloads the app's
  /// push-enabled widget timelines (rule WG1, within the budget of WG2) or the one control that
  /// owns the token (CT1); nothing is shown and no UserNotifications callback runs. Returns
  /// `false` for every other push type, which the notification path delivers.
  ///
  /// Models "Updating widgets with WidgetKit push notifications"
  /// (https://developer.apple.com/documentation/widgetkit/updating-widgets-with-widgetkit-push-notifications)
  /// and "Updating controls locally and remotely"
  /// (https://developer.apple.com/documentation/widgetkit/updating-controls-locally-and-remotely).
  mutating func handleWidgetKitPush(_ id: String, pushType: APNsPushType, hasExpiration: Bool = false) -> Bool {
    guard pushType == .widgets || pushType == .controls else { return false }
    let introduced = pushType == .widgets ? Profile.iOS26 : Profile.iOS18
    if configuration.profile.rawValue < introduced.rawValue {
      record(
        .system(.widgetPushIgnored(
          id, reason: "iOS \(configuration.profile.rawValue) does not receive \(pushType) pushes (iOS \(introduced.rawValue) and later)")),
        rule: DeviceRules.widgetPushVersions.id)
      return true
    }
    if pushType == .controls {
      record(.system(.controlReloaded(id)), rule: DeviceRules.controlPushReload.id)
      return true
    }
    if hasExpiration && configuration.quirks.widgetPushExpirationStopsReload {
      record(
        .system(.widgetPushIgnored(id, reason: "the push carries apns-expiration (quirk widgetPushExpirationStopsReload)")),
        rule: DeviceRules.widgetPushReload.id)
      return true
    }
    let day = Int(now.offset.components.seconds / 86_400)
    let limit = device.configuration.widgetReloadsPerDay
    if device.widgetReloadBudget.spend(onDay: day, limit: limit) {
      record(
        .system(.widgetTimelinesReloaded(id, reloadsToday: device.widgetReloadBudget.used, dailyLimit: limit)),
        rule: DeviceRules.widgetPushReload.id)
    } else {
      record(
        .system(.widgetPushIgnored(id, reason: "the day's \(limit) widget reloads are spent")),
        rule: DeviceRules.widgetReloadBudget.id)
    }
    return true
  }
}
