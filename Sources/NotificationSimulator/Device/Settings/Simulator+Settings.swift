extension Simulator {
  // MARK: Settings

  /// The user changes switches in the Settings app: Background App Refresh, Low Power Mode, or
  /// the app's notification switches (`UIApplication.backgroundRefreshStatus`,
  /// `ProcessInfo.isLowPowerModeEnabled`, `UNNotificationSettings`). They take effect for the
  /// next notification; what is already shown stays.
  public mutating func changeSettings(_ newSettings: DeviceSettings) {
    let old = device.settings
    device.settings = newSettings
    var changes: [String] = []
    func note(_ name: String, _ before: Bool, _ after: Bool) {
      if before != after { changes.append("\(name) \(after ? "on" : "off")") }
    }
    note("Background App Refresh", old.backgroundAppRefresh, newSettings.backgroundAppRefresh)
    note("Low Power Mode", old.lowPowerMode, newSettings.lowPowerMode)
    note("Allow Notifications", old.notifications.allowNotifications, newSettings.notifications.allowNotifications)
    note("Notification Center", old.notifications.notificationCenter, newSettings.notifications.notificationCenter)
    note("Banners", old.notifications.banners, newSettings.notifications.banners)
    note("Sounds", old.notifications.sounds, newSettings.notifications.sounds)
    note("Badges", old.notifications.badges, newSettings.notifications.badges)
    record(.user("changed Settings: " + (changes.isEmpty ? "nothing" : changes.joined(separator: ", "))))
    // Low Power Mode restricts the device's power for APNs too: priority 5 waits (rule AP3).
    device.apns.isPowerRestricted = newSettings.isPowerRestricted
    finishStimulus()
  }
}
