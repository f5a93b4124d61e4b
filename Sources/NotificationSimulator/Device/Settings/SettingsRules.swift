extension DeviceRules {
  private static let settingsDoc = "https://developer.apple.com/documentation/usernotifications/unnotificationsettings"

  /// NS1: notifications turned off for the app in Settings.
  public static let notificationsOff = DeviceRule(
    id: "NS1",
    summary: "With Allow Notifications off for the app in Settings, nothing is shown, played or badged and authorizationStatus reads denied; background pushes still reach the app (quirk deniedStillDeliversBackgroundPush).",
    section: "§5, §6.2", sources: [Citation(settingsDoc + "/authorizationstatus", .apple),
      Citation("https://developer.apple.com/documentation/uikit/uiapplication/registerforremotenotifications()", .apple)])
  /// NS2: the per-app switches.
  public static let notificationSwitches = DeviceRule(
    id: "NS2",
    summary: "The app's switches in Settings take away what they name: Banners the banner, Notification Center the list entry, Sounds the sound, Badges the badge; a notification with neither banner nor list is delivered but not displayed.",
    section: "§3.1, §6.2", sources: [Citation(settingsDoc + "/alertsetting", .apple),
      Citation(settingsDoc + "/notificationcentersetting", .apple), Citation(settingsDoc + "/soundsetting", .apple),
      Citation(settingsDoc + "/badgesetting", .apple)])

  /// The notification-settings rules, in id order.
  static let notificationSettings: [DeviceRule] = [notificationsOff, notificationSwitches]
}
