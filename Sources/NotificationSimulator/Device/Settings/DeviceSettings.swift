/// What the user has switched on or off in the device's Settings app that bears on
/// notifications: Background App Refresh, Low Power Mode, and the app's page under
/// Settings › Notifications.
///
/// Models `UIApplication.backgroundRefreshStatus`, `ProcessInfo.isLowPowerModeEnabled` and the
/// per-app switches `UNNotificationSettings` reports (`alertSetting`, `soundSetting`,
/// `badgeSetting`, `notificationCenterSetting`). A value with its own rules: what each switch
/// does to background pushes is decided by ``BackgroundWakeBudget`` (rules BW1, BW2), what it
/// does to alerts by the presentation (rules NS1, NS2).
public struct DeviceSettings: Hashable, Sendable {
  /// Settings › General › Background App Refresh, for this app (`backgroundRefreshStatus` is
  /// `.available` when on and Low Power Mode is off). On by default.
  public var backgroundAppRefresh: Bool
  /// Settings › Battery › Low Power Mode (`ProcessInfo.isLowPowerModeEnabled`). Off by default.
  /// Apple's `backgroundRefreshStatus` page says it turns Background App Refresh off.
  public var lowPowerMode: Bool
  /// The app's switches under Settings › Notifications.
  public var notifications: AppNotificationSettings

  /// Creates settings: Background App Refresh on, Low Power Mode off, every notification switch on.
  public init(
    backgroundAppRefresh: Bool = true, lowPowerMode: Bool = false, notifications: AppNotificationSettings = .init()
  ) {
    self.backgroundAppRefresh = backgroundAppRefresh
    self.lowPowerMode = lowPowerMode
    self.notifications = notifications
  }

  /// Whether the device saves power now (`ProcessInfo.isLowPowerModeEnabled`): the plain flag
  /// other parts of the model (the APNs link's priorities) read as "power restricted".
  public var isPowerRestricted: Bool { lowPowerMode }

  /// `UIApplication.backgroundRefreshStatus`: `.denied` when the user turned Background App
  /// Refresh off, or Low Power Mode turned it off for now.
  public var backgroundRefreshStatus: BackgroundRefreshStatus {
    backgroundAppRefresh && !lowPowerMode ? .available : .denied
  }
}

/// `UIBackgroundRefreshStatus`: whether the app may run in the background to refresh content.
public enum BackgroundRefreshStatus: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// `.available`: background updates are available for the app.
  case available
  /// `.denied`: the user, or Low Power Mode, turned background behaviour off.
  case denied
  /// `.restricted`: background updates are unavailable and the user cannot turn them on
  /// (parental controls). Not produced by ``DeviceSettings``; listed for completeness.
  case restricted

  /// The case's name.
  public var description: String { rawValue }
}

/// The switches on the app's page under Settings › Notifications, as iOS shows them: Allow
/// Notifications, then the alert styles (Notification Center, Banners), Sounds and Badges.
///
/// Models what `UNNotificationSettings` reports: `authorizationStatus` (`.denied` while
/// notifications are not allowed), `notificationCenterSetting`, `alertSetting` (banners),
/// `soundSetting` and `badgeSetting`. Each switch only takes away: a sound the app was never
/// authorized for does not play because ``sounds`` is on (rule NS2).
public struct AppNotificationSettings: Hashable, Sendable {
  /// Allow Notifications. Off: nothing is shown, heard or badged, and the app reads
  /// `authorizationStatus == .denied`; background pushes still reach it (rule NS1).
  public var allowNotifications: Bool
  /// Notification Center: whether the notification is kept in the list (`.list`).
  public var notificationCenter: Bool
  /// Banners: whether the notification appears as a banner (`.banner`).
  public var banners: Bool
  /// Sounds.
  public var sounds: Bool
  /// Badges: whether the notification's badge reaches the app icon.
  public var badges: Bool

  /// Creates the switches, all on by default.
  public init(
    allowNotifications: Bool = true, notificationCenter: Bool = true, banners: Bool = true, sounds: Bool = true,
    badges: Bool = true
  ) {
    self.allowNotifications = allowNotifications
    self.notificationCenter = notificationCenter
    self.banners = banners
    self.sounds = sounds
    self.badges = badges
  }

  /// The switches that are off, by their Settings names, in the order Settings shows them.
  public var switchedOff: [String] {
    var names: [String] = []
    if !allowNotifications { names.append("Allow Notifications") }
    if !notificationCenter { names.append("Notification Center") }
    if !banners { names.append("Banners") }
    if !sounds { names.append("Sounds") }
    if !badges { names.append("Badges") }
    return names
  }
}

extension Simulator {
  /// `UNNotificationSettings.authorizationStatus` as the app reads it now: `.denied` while Allow
  /// Notifications is off for the app in Settings (rule NS1), otherwise ``DeviceState/authorizationStatus``,
  /// which keeps what the user granted for when the switch is turned on again.
  public var authorizationStatusInSettings: AuthorizationStatus {
    device.settings.notifications.allowNotifications ? device.authorizationStatus : .denied
  }

  /// What is left of `presentation` once the app's switches in Settings have taken away what
  /// they name, with the reason and rule when they changed anything (rules NS1, NS2).
  func applyNotificationSwitches(_ presentation: Presentation) -> (Presentation, reason: String?, rule: String?) {
    let switches = device.settings.notifications
    guard switches.allowNotifications else {
      let reason = "notifications are turned off for the app in Settings (Allow Notifications)"
      let anything = presentation.isVisible || presentation.sound || presentation.badge
      return (Presentation(badge: false), anything ? reason : nil, anything ? DeviceRules.notificationsOff.id : nil)
    }
    var trimmed = presentation
    if !switches.banners { trimmed.banner = false }
    if !switches.notificationCenter { trimmed.list = false }
    if !switches.sounds { trimmed.sound = false }
    if !switches.badges { trimmed.badge = false }
    guard trimmed != presentation else { return (presentation, nil, nil) }
    let off = switches.switchedOff
    let reason = off.joined(separator: ", ") + (off.count == 1 ? " is" : " are") + " off for the app in Settings"
    return (trimmed, reason, DeviceRules.notificationSwitches.id)
  }
}
