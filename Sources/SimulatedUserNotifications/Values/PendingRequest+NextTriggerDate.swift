internal import NotificationSimulator

extension Simulator {
  /// The wall-clock date of a pending request's next firing, as `nextTriggerDate()` returns it.
  func pendingDate(_ pending: PendingNotificationRequest) -> Date? {
    pending.nextTriggerDate.map { Date(timeIntervalSince1970: secondsSince1970(at: $0)) }
  }
}

extension UNNotificationRequest {
  /// The request as `getPendingNotificationRequests` hands it to the app: its trigger's
  /// `nextTriggerDate()` answers `nextTriggerDate` (rule LN8).
  convenience init(pending: PendingNotificationRequest, nextTriggerDate: Date?) {
    self.init(simulated: pending.request)
    trigger?.pendingNextTriggerDate = nextTriggerDate
  }
}
