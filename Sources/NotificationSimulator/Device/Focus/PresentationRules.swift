/// The rules of interruption levels, Focus, critical alerts and the paired Apple Watch: what the
/// system shows, plays, lists or forwards once an app's notification is presented by the system
/// (behaviour reference §3.5, §3.6, §6.1, §8.1).
extension DeviceRules {
  private static let level = "https://developer.apple.com/documentation/usernotifications/unnotificationinterruptionlevel"
  private static let settings = "https://developer.apple.com/documentation/usernotifications/unnotificationsettings"
  private static let focusGuide =
    "https://support.apple.com/guide/ipad/allow-or-silence-notifications-for-a-focus-ipad85aa12a1/ipados"
  private static let forwarding =
    "https://developer.apple.com/documentation/watchos-apps/taking-advantage-of-notification-forwarding"

  /// IL1: a passive notification goes to the list quietly.
  public static let passive = DeviceRule(
    id: "IL1",
    summary: "A passive notification (iOS 15) is added to Notification Center without a banner, without lighting the screen and without a sound.",
    section: "§3.5, §8.1", sources: [Citation(level + "/passive", .apple)])
  /// IL2: active is the default and yields to Focus.
  public static let active = DeviceRule(
    id: "IL2",
    summary: "An active notification (the default level) is presented at once, lights the screen and may play its sound; a Focus that does not allow the app silences it.",
    section: "§3.5, §8.1", sources: [Citation(level + "/active", .apple)])
  /// IL3: time-sensitive breaks through, with its entitlement and the user's setting.
  public static let timeSensitive = DeviceRule(
    id: "IL3",
    summary: "A time-sensitive notification is presented like an active one and breaks through Focus and the scheduled summary; it needs the Time Sensitive Notifications entitlement, and the user can turn it off per app (timeSensitiveSetting). Without either it is delivered as active.",
    section: "§3.5, §8.1", sources: [Citation(level + "/timesensitive", .apple),
      Citation(settings + "/timesensitivesetting", .apple)])
  /// IL4: critical alerts.
  public static let critical = DeviceRule(
    id: "IL4",
    summary: "A critical alert (interruption-level critical, or a sound dictionary with critical 1) from an app with the critical-alerts entitlement and .criticalAlert authorization is always presented and plays its sound through the ring/silent switch and any Focus; without a sound of its own it plays the default critical sound, at the volume given (0 to 1).",
    section: "§3.5, §6.1, §8.1", sources: [Citation(level + "/critical", .apple),
      Citation("https://developer.apple.com/documentation/usernotifications/unauthorizationoptions/criticalalert", .apple),
      Citation(settings + "/criticalalertsetting", .apple)])
  /// IL5: a critical alert without its entitlement or authorization.
  public static let criticalNotPermitted = DeviceRule(
    id: "IL5",
    summary: "Without the critical-alerts entitlement or .criticalAlert authorization a critical alert is not critical: it is delivered as an active notification whose sound obeys the ring/silent switch and Focus (Apple does not say; quirk criticalWithoutPermissionPlaysNoSound).",
    section: "§3.5, §6.1", sources: [
      Citation("https://developer.apple.com/documentation/bundleresources/entitlements/com.apple.developer.usernotifications.critical-alerts", .apple),
      Citation(settings + "/criticalalertsetting", .uncertain)])
  /// IL6: interruption levels need iOS 15.
  public static let levelsNeedIOS15 = DeviceRule(
    id: "IL6",
    summary: "interruption-level and interruptionLevel exist from iOS 15; earlier versions ignore them and present every notification as before (the critical sound dictionary works from iOS 12).",
    section: "§8.1, §11", sources: [Citation(level, .apple)])
  /// IL7: the ring/silent switch.
  public static let silentSwitch = DeviceRule(
    id: "IL7",
    summary: "With the ring/silent switch on silent no notification sound plays, except a critical alert's.",
    section: "§3.5, §6.1", sources: [Citation("https://developer.apple.com/documentation/usernotifications/unauthorizationoptions/criticalalert", .apple)])
  /// FO1: a Focus that allows the app.
  public static let focusAllows = DeviceRule(
    id: "FO1",
    summary: "A Focus that lists the app among its allowed apps lets its notifications through as if no Focus were on.",
    section: "§3.5", sources: [Citation(focusGuide, .apple)])
  /// FO2: a Focus that silences the app.
  public static let focusSilences = DeviceRule(
    id: "FO2",
    summary: "A Focus that does not allow the app silences its passive and active notifications: no banner, no sound, the screen stays dark, and the notification is kept in Notification Center.",
    section: "§3.5", sources: [Citation(focusGuide, .apple), Citation(level + "/active", .reported)])
  /// FO3: the Focus's Time Sensitive switch.
  public static let focusTimeSensitive = DeviceRule(
    id: "FO3",
    summary: "A time-sensitive notification breaks through a Focus that silences the app only when that Focus allows Time Sensitive Notifications.",
    section: "§3.5", sources: [Citation(focusGuide, .apple), Citation(level + "/timesensitive", .apple)])
  /// WA1: the iPhone in use gets the notification.
  public static let watchPhoneInUse = DeviceRule(
    id: "WA1",
    summary: "With a paired Apple Watch, a notification goes to the iPhone when the iPhone is unlocked with its screen on.",
    section: "§3.6", sources: [Citation(forwarding, .apple), Citation("https://support.apple.com/en-au/HT204791", .apple)])
  /// WA2: the locked iPhone forwards to the Watch on the wrist.
  public static let watchForwarding = DeviceRule(
    id: "WA2",
    summary: "When the iPhone is locked (or its screen asleep) and the paired Apple Watch is on the wrist and unlocked, the notification appears on the Watch and the iPhone neither shows a banner nor plays a sound; it stays in the iPhone's Notification Center. Background notifications are never forwarded.",
    section: "§3.6", sources: [Citation(forwarding, .apple), Citation("https://support.apple.com/en-au/HT204791", .apple),
      Citation("https://www.iphoneincanada.ca/news/notifications-apple-watch-iphone/", .reported)])
  /// WA3: otherwise the iPhone.
  public static let watchUnavailable = DeviceRule(
    id: "WA3",
    summary: "When the iPhone is locked but the Watch is off the wrist or locked, the notification goes to the iPhone.",
    section: "§3.6", sources: [Citation(forwarding, .apple), Citation("https://support.apple.com/en-au/HT204791", .apple)])

  /// The presentation rules, in id order.
  public static let presentation: [DeviceRule] = [
    passive, active, timeSensitive, critical, criticalNotPermitted, levelsNeedIOS15, silentSwitch,
    focusAllows, focusSilences, focusTimeSensitive, watchPhoneInUse, watchForwarding, watchUnavailable,
  ]
}
