extension Simulator {
  /// The reason traced when ``DeviceConfiguration/notificationCenterLimit`` takes the oldest
  /// notification out of Notification Center.
  static func pastLimitReason(_ limit: Int) -> String {
    "Notification Center keeps at most \(limit) of the app's notifications here (device.notificationCenterLimit)"
  }

  /// Takes the oldest notifications out of Notification Center until it holds `limit`, and
  /// forgets their records once they are as many as the records kept.
  mutating func applyNotificationCenterLimit(_ limit: Int) {
    let reason = Self.pastLimitReason(limit)
    while notificationCenter.count > limit, let oldest = notificationCenter.oldestIdentifier() {
      setStatus(oldest, .removed(reason), ifPending: false)
      notificationCenter.remove(oldest)
      record(.system(.removed(oldest, reason: reason)))
      recordsPastLimit += 1
    }
    if recordsPastLimit >= 64 && recordsPastLimit * 2 >= notifications.count { forgetRecordsPastLimit(reason) }
  }

  /// Drops the records the limit took out, keeping the order of the others, and indexes them again.
  private mutating func forgetRecordsPastLimit(_ reason: String) {
    notifications.removeAll { record in
      if case .removed(let why) = record.status { return why == reason }
      return false
    }
    notificationPositions = IdentifierIndex()
    for position in notifications.indices {
      notificationPositions.set(position, for: notifications[position].id) { notifications[$0].id }
    }
    recordsPastLimit = 0
    // The positions moved: the compacted records are found again by the next batch.
    compactedRecords = 0
  }
}
