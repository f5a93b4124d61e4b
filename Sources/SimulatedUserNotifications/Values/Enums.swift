// The enumerations of UserNotifications and UIKit's `UIBackgroundFetchResult`, with the raw
// values of Apple's headers.

/// Whether the app may post notifications: models `UNAuthorizationStatus`.
///
/// https://developer.apple.com/documentation/usernotifications/unauthorizationstatus
public enum UNAuthorizationStatus: Int, Hashable, Sendable {
  /// 0: the app has not asked yet.
  /// https://developer.apple.com/documentation/usernotifications/unauthorizationstatus/notdetermined
  case notDetermined = 0
  /// 1: the user refused, or turned notifications off in Settings.
  /// https://developer.apple.com/documentation/usernotifications/unauthorizationstatus/denied
  case denied = 1
  /// 2: the user allowed notifications.
  /// https://developer.apple.com/documentation/usernotifications/unauthorizationstatus/authorized
  case authorized = 2
  /// 3 (iOS 12): quiet delivery without a prompt.
  /// https://developer.apple.com/documentation/usernotifications/unauthorizationstatus/provisional
  case provisional = 3
  /// 4 (iOS 14): an App Clip's limited-time authorization.
  /// https://developer.apple.com/documentation/usernotifications/unauthorizationstatus/ephemeral
  case ephemeral = 4
}

/// The state of one notification setting: models `UNNotificationSetting`.
///
/// https://developer.apple.com/documentation/usernotifications/unnotificationsetting
public enum UNNotificationSetting: Int, Hashable, Sendable {
  /// 0: the setting does not apply to the app.
  /// https://developer.apple.com/documentation/usernotifications/unnotificationsetting/notsupported
  case notSupported = 0
  /// 1: off.
  /// https://developer.apple.com/documentation/usernotifications/unnotificationsetting/disabled
  case disabled = 1
  /// 2: on.
  /// https://developer.apple.com/documentation/usernotifications/unnotificationsetting/enabled
  case enabled = 2
}

/// How alerts appear: models `UNAlertStyle`.
///
/// https://developer.apple.com/documentation/usernotifications/unalertstyle
public enum UNAlertStyle: Int, Hashable, Sendable {
  /// 0: no alert.
  /// https://developer.apple.com/documentation/usernotifications/unalertstyle/none
  case none = 0
  /// 1: a banner that goes away by itself.
  /// https://developer.apple.com/documentation/usernotifications/unalertstyle/banner
  case banner = 1
  /// 2: an alert that stays until the user acts on it.
  /// https://developer.apple.com/documentation/usernotifications/unalertstyle/alert
  case alert = 2
}

/// When notification previews are shown: models `UNShowPreviewsSetting`.
///
/// https://developer.apple.com/documentation/usernotifications/unshowpreviewssetting
public enum UNShowPreviewsSetting: Int, Hashable, Sendable {
  /// 0: always.
  /// https://developer.apple.com/documentation/usernotifications/unshowpreviewssetting/always
  case always = 0
  /// 1: only once the device is unlocked.
  /// https://developer.apple.com/documentation/usernotifications/unshowpreviewssetting/whenauthenticated
  case whenAuthenticated = 1
  /// 2: never.
  /// https://developer.apple.com/documentation/usernotifications/unshowpreviewssetting/never
  case never = 2
}

/// How strongly a notification may interrupt (iOS 15): models `UNNotificationInterruptionLevel`.
///
/// https://developer.apple.com/documentation/usernotifications/unnotificationinterruptionlevel
public enum UNNotificationInterruptionLevel: UInt, Hashable, Sendable {
  /// 0: added to the list quietly.
  /// https://developer.apple.com/documentation/usernotifications/unnotificationinterruptionlevel/passive
  case passive = 0
  /// 1: the default; shown at once, with sound.
  /// https://developer.apple.com/documentation/usernotifications/unnotificationinterruptionlevel/active
  case active = 1
  /// 2: may break through Focus.
  /// https://developer.apple.com/documentation/usernotifications/unnotificationinterruptionlevel/timesensitive
  case timeSensitive = 2
  /// 3: ignores the mute switch and Focus; needs Apple's entitlement.
  /// https://developer.apple.com/documentation/usernotifications/unnotificationinterruptionlevel/critical
  case critical = 3
}

/// What a background fetch or a background push's handler reports: models UIKit's
/// `UIBackgroundFetchResult`.
///
/// https://developer.apple.com/documentation/uikit/uibackgroundfetchresult
public enum UIBackgroundFetchResult: UInt, Hashable, Sendable {
  /// 0: new data arrived.
  /// https://developer.apple.com/documentation/uikit/uibackgroundfetchresult/newdata
  case newData = 0
  /// 1: nothing new.
  /// https://developer.apple.com/documentation/uikit/uibackgroundfetchresult/nodata
  case noData = 1
  /// 2: the fetch failed.
  /// https://developer.apple.com/documentation/uikit/uibackgroundfetchresult/failed
  case failed = 2
}
