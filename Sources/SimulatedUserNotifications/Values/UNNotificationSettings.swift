/// The app's notification settings on the device now: models `UNNotificationSettings`. The
/// system makes it (`getNotificationSettings`); every property is read-only.
///
/// https://developer.apple.com/documentation/usernotifications/unnotificationsettings
public class UNNotificationSettings: NSObject, NSCopying {
  /// Whether the app may post notifications.
  /// https://developer.apple.com/documentation/usernotifications/unnotificationsettings/authorizationstatus
  public let authorizationStatus: UNAuthorizationStatus
  /// Sounds.
  /// https://developer.apple.com/documentation/usernotifications/unnotificationsettings/soundsetting
  public let soundSetting: UNNotificationSetting
  /// Badges.
  /// https://developer.apple.com/documentation/usernotifications/unnotificationsettings/badgesetting
  public let badgeSetting: UNNotificationSetting
  /// Alerts (banners).
  /// https://developer.apple.com/documentation/usernotifications/unnotificationsettings/alertsetting
  public let alertSetting: UNNotificationSetting
  /// Notification Center.
  /// https://developer.apple.com/documentation/usernotifications/unnotificationsettings/notificationcentersetting
  public let notificationCenterSetting: UNNotificationSetting
  /// The Lock Screen.
  /// https://developer.apple.com/documentation/usernotifications/unnotificationsettings/lockscreensetting
  public let lockScreenSetting: UNNotificationSetting
  /// CarPlay.
  /// https://developer.apple.com/documentation/usernotifications/unnotificationsettings/carplaysetting
  public let carPlaySetting: UNNotificationSetting
  /// The alert style.
  /// https://developer.apple.com/documentation/usernotifications/unnotificationsettings/alertstyle
  public let alertStyle: UNAlertStyle
  /// When previews are shown (iOS 11).
  /// https://developer.apple.com/documentation/usernotifications/unnotificationsettings/showpreviewssetting
  public let showPreviewsSetting: UNShowPreviewsSetting
  /// Critical alerts (iOS 12).
  /// https://developer.apple.com/documentation/usernotifications/unnotificationsettings/criticalalertsetting
  public let criticalAlertSetting: UNNotificationSetting
  /// Whether the app asked for a link to its own settings screen (iOS 12).
  /// https://developer.apple.com/documentation/usernotifications/unnotificationsettings/providesappnotificationsettings
  public let providesAppNotificationSettings: Bool
  /// Siri announcements (iOS 13).
  /// https://developer.apple.com/documentation/usernotifications/unnotificationsettings/announcementsetting
  public let announcementSetting: UNNotificationSetting
  /// Time Sensitive notifications (iOS 15).
  /// https://developer.apple.com/documentation/usernotifications/unnotificationsettings/timesensitivesetting
  public let timeSensitiveSetting: UNNotificationSetting
  /// The scheduled summary (iOS 15).
  /// https://developer.apple.com/documentation/usernotifications/unnotificationsettings/scheduleddeliverysetting
  public let scheduledDeliverySetting: UNNotificationSetting
  /// Direct messages (communication notifications, iOS 15).
  /// https://developer.apple.com/documentation/usernotifications/unnotificationsettings/directmessagessetting
  public let directMessagesSetting: UNNotificationSetting

  init(
    authorizationStatus: UNAuthorizationStatus, soundSetting: UNNotificationSetting,
    badgeSetting: UNNotificationSetting, alertSetting: UNNotificationSetting,
    notificationCenterSetting: UNNotificationSetting, lockScreenSetting: UNNotificationSetting,
    carPlaySetting: UNNotificationSetting, alertStyle: UNAlertStyle, showPreviewsSetting: UNShowPreviewsSetting,
    criticalAlertSetting: UNNotificationSetting, providesAppNotificationSettings: Bool,
    announcementSetting: UNNotificationSetting, timeSensitiveSetting: UNNotificationSetting,
    scheduledDeliverySetting: UNNotificationSetting, directMessagesSetting: UNNotificationSetting
  ) {
    self.authorizationStatus = authorizationStatus
    self.soundSetting = soundSetting
    self.badgeSetting = badgeSetting
    self.alertSetting = alertSetting
    self.notificationCenterSetting = notificationCenterSetting
    self.lockScreenSetting = lockScreenSetting
    self.carPlaySetting = carPlaySetting
    self.alertStyle = alertStyle
    self.showPreviewsSetting = showPreviewsSetting
    self.criticalAlertSetting = criticalAlertSetting
    self.providesAppNotificationSettings = providesAppNotificationSettings
    self.announcementSetting = announcementSetting
    self.timeSensitiveSetting = timeSensitiveSetting
    self.scheduledDeliverySetting = scheduledDeliverySetting
    self.directMessagesSetting = directMessagesSetting
    super.init()
  }

  /// Settings are immutable: the copy is the same object.
  public func copy(with zone: NSZone? = nil) -> Any { self }
}
