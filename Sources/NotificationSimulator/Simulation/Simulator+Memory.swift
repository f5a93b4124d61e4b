extension Simulator {
  /// The reason traced when ``DeviceConfiguration/notificationCenterLimit`` takes the oldest
  /// notification out of Notification Center.
  static func pastLimitReason(_ limit: Int) -> String {
    "Notification Center keeps at most \(limit) of the app's notifications here (device.notificationCenterLimit)"
  }

  /// Takes the oldest notifications out of Notification Center until it holds `limit`, and
  /// forgets their records once they are as many as the records kept.
  mutating func applyNotificationCenterLimit(_ limit: Int) {
    let reason = pastLimitReason ?? Self.pastLimitReason(limit)
    // Through the parts themselves: the `notificationCenter` view moves all three out and back
    // at each use, a third of what a push cost with the limit on.
    while deviceState.notificationCenterOrder.count > limit, let position = deviceState.notificationCenterOrder.oldestRecord() {
      let oldest = notifications.id(at: position)
      setStatus(oldest, .removed(reason), ifPending: false)
      _ = deviceState.notificationCenterOrder.remove(record: position, &notifications)
      record(.system(.removed(oldest, reason: reason)))
      recordsPastLimit += 1
    }
    if recordsPastLimit >= 64 && recordsPastLimit * 2 >= notifications.count { forgetRecordsPastLimit(reason) }
  }

  /// Drops the records the limit took out, keeping the order of the others, and indexes them again.
  private mutating func forgetRecordsPastLimit(_ reason: String) {
    let records = notifications
    notifications.keepOnly { position in
      if case .removed(let why) = records.status(at: position) { return why != reason }
      return true
    }
    deviceState.notificationCenterOrder.relink(notifications)
    notificationPositions = IdentifierIndex()
    for position in notifications.indices {
      notificationPositions.set(position, for: notifications.id(at: position)) { notifications.id(at: $0) }
    }
    recordsPastLimit = 0
    // The positions moved: the compacted records are found again by the next batch.
    compactedRecords = 0
  }
}
