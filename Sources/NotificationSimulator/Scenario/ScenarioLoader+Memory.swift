import NotificationPayload

extension ScenarioLoader.Reader {
  /// `device.notificationCenterLimit`: a whole number, 1 or more.
  mutating func readNotificationCenterLimit(_ reader: inout JSONObjectReader, into device: inout DeviceConfiguration) {
    guard let value = reader.value("notificationCenterLimit") else { return }
    guard let limit = value.number?.intValue, value.number?.isIntegerLiteral == true, limit >= 1 else {
      log.error(
        .outOfRange, "notificationCenterLimit must be a whole number, 1 or more; found \(value.typeDescription)",
        hint: "Leave it out for no limit (iOS documents none), or give the most notifications Notification Center keeps for the app.",
        path: ["device", "notificationCenterLimit"], at: value.location)
      return
    }
    device.notificationCenterLimit = limit
  }
}
