extension DeviceRules {
  /// LN8: reading a pending request's next date.
  public static let nextTriggerDate = DeviceRule(
    id: "LN8",
    summary: "The app reads when a pending request fires next with nextTriggerDate() of its UNCalendarNotificationTrigger or UNTimeIntervalNotificationTrigger, on a request from getPendingNotificationRequests; a request that fired and does not repeat, or was removed, is not pending, so there is no date to read; a calendar trigger that matches no later date answers nil; a UNLocationNotificationTrigger has no nextTriggerDate().",
    section: "§9", sources: [
      Citation("https://developer.apple.com/documentation/usernotifications/uncalendarnotificationtrigger/nexttriggerdate()", .apple),
      Citation("https://developer.apple.com/documentation/usernotifications/untimeintervalnotificationtrigger/nexttriggerdate()", .apple),
      Citation("https://developer.apple.com/documentation/usernotifications/unusernotificationcenter/getpendingnotificationrequests(completionhandler:)", .apple),
    ])
}

extension Simulator {
  /// The app reads `nextTriggerDate()` of the pending request `id`'s trigger
  /// (`UNCalendarNotificationTrigger.nextTriggerDate()`,
  /// https://developer.apple.com/documentation/usernotifications/uncalendarnotificationtrigger/nexttriggerdate(),
  /// or `UNTimeIntervalNotificationTrigger.nextTriggerDate()`), on the request
  /// `getPendingNotificationRequests` gave it (rule LN8).
  ///
  /// Returns the instant and traces it with the device's wall-clock date; returns `nil` and
  /// traces why when the request is not pending (it fired and does not repeat, or was removed)
  /// or its calendar trigger matches no later date. Throws when the app is not running, or the
  /// trigger is a location trigger, which has no such method.
  @discardableResult
  public mutating func nextTriggerDate(of id: String) throws(SimulationError) -> SimulatedInstant? {
    let what = "read nextTriggerDate() of '\(id)'"
    try requireRunning(what)
    let rule = DeviceRules.nextTriggerDate.id
    guard let pending = device.pendingRequests.request(id) else {
      record(.user("app reads nextTriggerDate() of \(id)"))
      record(.system(.noNextTriggerDate(id,
        reason: "\(id) is not pending: it fired and does not repeat, or was removed, so getPendingNotificationRequests does not return it")),
        rule: rule)
      finishStimulus()
      return nil
    }
    if case .location = pending.request.trigger {
      throw SimulationError(.notApplicable,
        "can't \(what): its trigger is a UNLocationNotificationTrigger, which has no nextTriggerDate(); it fires when the device crosses its region. Read the date of a calendar or time-interval trigger.")
    }
    record(.user("app reads nextTriggerDate() of \(id)"))
    if let next = pending.nextTriggerDate {
      record(.system(.nextTriggerDate(id, at: next, date: configuration.calendar.timestamp(at: next))), rule: rule)
    } else {
      record(.system(.noNextTriggerDate(id, reason: "its calendar trigger matches no later date")), rule: rule)
    }
    finishStimulus()
    return pending.nextTriggerDate
  }
}
