extension Simulator {
  /// The reason traced when ``DeviceConfiguration/notificationCenterLimit`` takes the oldest
  /// notification out of Notification Center.
  static func pastLimitReason(_ limit: Int) -> String {
    "Notification Center keeps at most \(limit) of the app's notifications here (device.notificationCenterLimit)"
  }

  /// Takes the oldest notifications out of Notification Center until it holds `limit`, and
  /// forgets their records once they are as many as the records kept.
  mutating func applyNotificationCenterLimit(_ limit: Int) {
    let reason = configuration.pastLimitReason ?? Self.pastLimitReason(limit)
    // Through the parts themselves: the `notificationCenter` view moves all three out and back
    // at each use, a third of what a push cost with the limit on.
    while device.notificationCenterOrder.count > limit, let position = device.notificationCenterOrder.oldestRecord() {
      let oldest = device.notifications.id(at: position)
      setStatus(oldest, .removed(reason), ifPending: false)
      _ = device.notificationCenterOrder.remove(record: position, &device.notifications)
      record(.system(.removed(oldest, reason: reason)))
      device.recordsPastLimit += 1
    }
    if device.recordsPastLimit >= 64 && device.recordsPastLimit * 2 >= device.notifications.count { forgetRecordsPastLimit(reason) }
  }

  /// Drops the records the limit took out, keeping the order of the others, and indexes them again.
  private mutating func forgetRecordsPastLimit(_ reason: String) {
    let records = device.notifications
    device.notifications.keepOnly { position in
      if case .removed(let why) = records.status(at: position) { return why != reason }
      return true
    }
    device.notificationCenterOrder.relink(device.notifications)
    device.notificationPositions = IdentifierIndex()
    for position in device.notifications.indices {
      device.notificationPositions.set(position, for: device.notifications.id(at: position)) { device.notifications.id(at: $0) }
    }
    device.recordsPastLimit = 0
    // The positions moved: the compacted records are found again by the next batch.
    device.compactedRecords = 0
  }
}
