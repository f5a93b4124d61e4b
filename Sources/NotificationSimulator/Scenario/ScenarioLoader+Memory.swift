import NotificationPayload

extension ScenarioLoader.Reader {
  /// `device.notificationCenterLimit`: a whole number, 1 or more (``ScenarioLimits/notificationCenterLimit``).
  mutating func readNotificationCenterLimit(_ reader: inout JSONObjectReader, into device: inout DeviceConfiguration) {
    if let limit = reader.int(ScenarioLimits.notificationCenterLimit, log: &log) { device.notificationCenterLimit = limit }
  }
}
