// The option sets of UserNotifications, with the bit values of Apple's headers
// (`UNNotificationPresentationOptions`, `UNAuthorizationOptions`, `UNNotificationCategoryOptions`,
// `UNNotificationActionOptions`). Each is a plain `OptionSet` over `UInt`, as the SDK imports them.

/// How the app wants a notification shown while it is in the foreground: models
/// `UNNotificationPresentationOptions`, the answer to `willPresent`.
///
/// https://developer.apple.com/documentation/usernotifications/unnotificationpresentationoptions
public struct UNNotificationPresentationOptions: OptionSet, Hashable, Sendable {
  /// The bits.
  /// https://developer.apple.com/documentation/usernotifications/unnotificationpresentationoptions/rawvalue
  public let rawValue: UInt
  /// Options from bits.
  /// https://developer.apple.com/documentation/usernotifications/unnotificationpresentationoptions/init(rawvalue:)
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// Bit 0 (1): update the app icon's badge.
  /// https://developer.apple.com/documentation/usernotifications/unnotificationpresentationoptions/badge
  public static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)
  /// Bit 1 (2): play the sound.
  /// https://developer.apple.com/documentation/usernotifications/unnotificationpresentationoptions/sound
  public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
  /// Bit 2 (4): show the alert. Deprecated since iOS 14 in favour of `list` and `banner`; iOS 14
  /// and later treat it as both.
  /// https://developer.apple.com/documentation/usernotifications/unnotificationpresentationoptions/alert
  @available(iOS, introduced: 10.0, deprecated: 14.0, message: "Use .list and .banner instead")
  public static let alert = UNNotificationPresentationOptions(rawValue: 1 << 2)
  /// Bit 3 (8, iOS 14): keep the notification in Notification Center.
  /// https://developer.apple.com/documentation/usernotifications/unnotificationpresentationoptions/list
  public static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)
  /// Bit 4 (16, iOS 14): show a banner.
  /// https://developer.apple.com/documentation/usernotifications/unnotificationpresentationoptions/banner
  public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)
}

/// What the app asks the user to allow: models `UNAuthorizationOptions`, the argument of
/// `requestAuthorization(options:)`.
///
/// https://developer.apple.com/documentation/usernotifications/unauthorizationoptions
public struct UNAuthorizationOptions: OptionSet, Hashable, Sendable {
  /// The bits.
  /// https://developer.apple.com/documentation/usernotifications/unauthorizationoptions/rawvalue
  public let rawValue: UInt
  /// Options from bits.
  /// https://developer.apple.com/documentation/usernotifications/unauthorizationoptions/init(rawvalue:)
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// Bit 0 (1): badge the app icon.
  /// https://developer.apple.com/documentation/usernotifications/unauthorizationoptions/badge
  public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
  /// Bit 1 (2): play sounds.
  /// https://developer.apple.com/documentation/usernotifications/unauthorizationoptions/sound
  public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
  /// Bit 2 (4): show alerts.
  /// https://developer.apple.com/documentation/usernotifications/unauthorizationoptions/alert
  public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
  /// Bit 3 (8): show notifications in CarPlay.
  /// https://developer.apple.com/documentation/usernotifications/unauthorizationoptions/carplay
  public static let carPlay = UNAuthorizationOptions(rawValue: 1 << 3)
  /// Bit 4 (16, iOS 12): critical alerts; needs Apple's entitlement.
  /// https://developer.apple.com/documentation/usernotifications/unauthorizationoptions/criticalalert
  public static let criticalAlert = UNAuthorizationOptions(rawValue: 1 << 4)
  /// Bit 5 (32, iOS 12): the app has its own notification settings screen that Settings links to.
  /// https://developer.apple.com/documentation/usernotifications/unauthorizationoptions/providesappnotificationsettings
  public static let providesAppNotificationSettings = UNAuthorizationOptions(rawValue: 1 << 5)
  /// Bit 6 (64, iOS 12): provisional authorization, granted without a prompt.
  /// https://developer.apple.com/documentation/usernotifications/unauthorizationoptions/provisional
  public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
  /// Bit 7 (128, iOS 13): let Siri read notifications aloud. Deprecated in iOS 15, where it is
  /// always included. The simulator does not model announcements; the bit is carried as is.
  /// https://developer.apple.com/documentation/usernotifications/unauthorizationoptions/announcement
  @available(iOS, introduced: 13.0, deprecated: 15.0, message: "Announcement authorization is always included")
  public static let announcement = UNAuthorizationOptions(rawValue: 1 << 7)
  /// Bit 8 (256): iOS 15.0 only, then deprecated for the Time Sensitive Notifications entitlement.
  /// https://developer.apple.com/documentation/usernotifications/unauthorizationoptions/timesensitive
  @available(iOS, introduced: 15.0, deprecated: 15.0, message: "Use the time-sensitive entitlement")
  public static let timeSensitive = UNAuthorizationOptions(rawValue: 1 << 8)
}

/// How the system treats notifications of a category: models `UNNotificationCategoryOptions`.
///
/// https://developer.apple.com/documentation/usernotifications/unnotificationcategoryoptions
public struct UNNotificationCategoryOptions: OptionSet, Hashable, Sendable {
  /// The bits.
  /// https://developer.apple.com/documentation/usernotifications/unnotificationcategoryoptions/rawvalue
  public let rawValue: UInt
  /// Options from bits.
  /// https://developer.apple.com/documentation/usernotifications/unnotificationcategoryoptions/init(rawvalue:)
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// Bit 0 (1): dismissing the notification reaches the delegate as
  /// `UNNotificationDismissActionIdentifier`.
  /// https://developer.apple.com/documentation/usernotifications/unnotificationcategoryoptions/customdismissaction
  public static let customDismissAction = UNNotificationCategoryOptions(rawValue: 1 << 0)
  /// Bit 1 (2): show the category's notifications in CarPlay.
  /// https://developer.apple.com/documentation/usernotifications/unnotificationcategoryoptions/allowincarplay
  public static let allowInCarPlay = UNNotificationCategoryOptions(rawValue: 1 << 1)
  /// Bit 2 (4, iOS 11): keep the title visible when previews are hidden.
  /// https://developer.apple.com/documentation/usernotifications/unnotificationcategoryoptions/hiddenpreviewsshowtitle
  public static let hiddenPreviewsShowTitle = UNNotificationCategoryOptions(rawValue: 1 << 2)
  /// Bit 3 (8, iOS 11): keep the subtitle visible when previews are hidden.
  /// https://developer.apple.com/documentation/usernotifications/unnotificationcategoryoptions/hiddenpreviewsshowsubtitle
  public static let hiddenPreviewsShowSubtitle = UNNotificationCategoryOptions(rawValue: 1 << 3)
  /// Bit 4 (16, iOS 13): let Siri announce the category's notifications. Deprecated in iOS 15.
  /// https://developer.apple.com/documentation/usernotifications/unnotificationcategoryoptions/allowannouncement
  @available(iOS, introduced: 13.0, deprecated: 15.0, message: "Announcement is always allowed")
  public static let allowAnnouncement = UNNotificationCategoryOptions(rawValue: 1 << 4)
}

/// How an action button behaves: models `UNNotificationActionOptions`.
///
/// https://developer.apple.com/documentation/usernotifications/unnotificationactionoptions
public struct UNNotificationActionOptions: OptionSet, Hashable, Sendable {
  /// The bits.
  /// https://developer.apple.com/documentation/usernotifications/unnotificationactionoptions/rawvalue
  public let rawValue: UInt
  /// Options from bits.
  /// https://developer.apple.com/documentation/usernotifications/unnotificationactionoptions/init(rawvalue:)
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// Bit 0 (1): the device must be unlocked first.
  /// https://developer.apple.com/documentation/usernotifications/unnotificationactionoptions/authenticationrequired
  public static let authenticationRequired = UNNotificationActionOptions(rawValue: 1 << 0)
  /// Bit 1 (2): shown as destructive.
  /// https://developer.apple.com/documentation/usernotifications/unnotificationactionoptions/destructive
  public static let destructive = UNNotificationActionOptions(rawValue: 1 << 1)
  /// Bit 2 (4): opens the app in the foreground.
  /// https://developer.apple.com/documentation/usernotifications/unnotificationactionoptions/foreground
  public static let foreground = UNNotificationActionOptions(rawValue: 1 << 2)
}
