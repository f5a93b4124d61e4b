import NotificationPayload

/// What the device counts for WidgetKit pushes (rule WG2).
///
/// Models the reload budget of "Keeping a widget up to date"
/// (https://developer.apple.com/documentation/widgetkit/keeping-a-widget-up-to-date).
public struct WidgetReloadBudget: Hashable, Sendable {
  /// How many widget pushes reload timelines in one day: 70, the top of Apple's typical range.
  public static let defaultDailyLimit = 70
  /// The pushes a day may reload.
  public var dailyLimit: Int
  /// The reloads counted so far, with the day (from the start of the simulation) they fell on.
  public private(set) var used: [Int] = []

  /// A budget of `dailyLimit` reloads a day.
  public init(dailyLimit: Int = WidgetReloadBudget.defaultDailyLimit) { self.dailyLimit = dailyLimit }

  /// Counts a reload on `day`; returns whether the budget allowed it.
  mutating func spend(onDay day: Int) -> Bool {
    used.removeAll { $0 != day }
    guard used.count < dailyLimit else { return false }
    used.append(day)
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
  mutating func handleWidgetKitPush(_ id: String, pushType: APNsPushType) -> Bool {
    guard pushType == .widgets || pushType == .controls else { return false }
    let introduced = pushType == .widgets ? Profile.iOS26 : Profile.iOS18
    if profile.rawValue < introduced.rawValue {
      diagnose(
        "widget-push-not-received",
        "\(id): iOS \(profile.rawValue) does not receive \(pushType) pushes (iOS \(introduced.rawValue) and later); nothing reloads",
        rule: DeviceRules.widgetPushVersions.id)
      return true
    }
    if pushType == .controls {
      diagnose("control-reloaded", "\(id): WidgetKit reloads the control that owns the push token", rule: DeviceRules.controlPushReload.id)
      return true
    }
    let day = Int(now.offset.components.seconds / 86_400)
    if widgetReloadBudget.spend(onDay: day) {
      diagnose(
        "widget-timelines-reloaded",
        "\(id): WidgetKit reloads the timelines of the app's push-enabled widgets (\(widgetReloadBudget.used.count) of \(widgetReloadBudget.dailyLimit) today)",
        rule: DeviceRules.widgetPushReload.id)
    } else {
      diagnose(
        "widget-reload-over-budget",
        "\(id): the day's \(widgetReloadBudget.dailyLimit) widget reloads are spent; this push reloads nothing",
        rule: DeviceRules.widgetReloadBudget.id)
    }
    return true
  }
}
