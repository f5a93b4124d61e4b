extension Simulator {
  // MARK: Records of the notifications that reached the device

  /// The notification with identifier `id`, if it reached the device.
  public func notification(_ id: String) -> DeliveredNotification? {
    notificationPosition(id).map { device.notifications[$0] }
  }

  /// The position of the notification with identifier `id` in `notifications`: O(1), so a
  /// long run does not scan its history on every push.
  func notificationPosition(_ id: String) -> Int? {
    device.notifications.position(of: id, in: device.notificationPositions)
  }

  /// Appends a notification that reached the device, pending, replacing one with the same
  /// identifier. Given by its parts (see ``NotificationRecords/appendArrival``).
  mutating func addNotification(
    id: String, kind: NotificationKind, route: DeliveryRoute, payload: Payload?, localRequest: LocalNotificationRequest?,
    ruleID: String
  ) {
    // Only a record of the step's very payload can read it again from the step: not a push
    // that APNs stored and forwards during a later step, nor one the app changed.
    var step: SourcePosition?
    if let pushStep = run.pushStep, let payload, pushStep.payload.isIdentical(to: payload) { step = pushStep.location }
    // One hash of the identifier in the common case, a new one: insert and learn of a
    // replacement at once. The notification is appended first, so that the index can read the
    // identifier at every position it keeps.
    device.notifications.appendArrival(
      id: id, kind: kind, route: route, payload: payload, localRequest: localRequest, ruleID: ruleID, arrivedAt: now,
      step: step)
    run.pushStep = nil
    // The records are passed, not read by a closure: a closure over `self` while a field of
    // `self` changes made the compiler copy the whole simulator for it on every notification.
    if let old = device.notificationPositions.set(device.notifications.count - 1, for: id, in: device.notifications) {
      // A replacement takes the place of the record it replaces, in O(1): moving it to the end
      // would shift every later record, which a long run of collapse ids cannot afford.
      // The index is pointed back first, while both records are still there to compare.
      device.notificationPositions.set(old, for: id, in: device.notifications)
      device.notifications.moveLast(to: old)
    }
    if device.notifications.hasRebuilder && device.notifications.count - device.compactedRecords >= 2 * Self.recordsKeptWhole {
      compactOldRecords()
    }
  }

  /// Drops the payloads of the records older than the newest ``recordsKeptWhole``, a batch at a
  /// time, so each record is looked at once; they are read again from the scenario file when
  /// asked for.
  mutating func compactOldRecords() {
    let end = device.notifications.count - Self.recordsKeptWhole
    guard device.compactedRecords < end else { return }
    device.notifications.compact(device.compactedRecords..<end)
    device.compactedRecords = end
  }

  // MARK: Notification Center (rules NC1–NC7)

  /// Files a presented notification in Notification Center, or takes out the one it replaces.
  /// `position` and `payload` are the record's, already looked up.
  mutating func keepInNotificationCenter(_ id: String, at position: Int, payload: Payload?, listed: Bool) {
    if listed {
      // Read field by field: making the whole record costs more.
      // A remote notification has no local request: not looked up (copying one out costs more
      // than the rest of the entry).
      let request = payload == nil ? device.notifications.localRequest(at: position) : nil
      let entry = NotificationCenterEntry(
        identifier: id, kind: device.notifications.kind(at: position),
        threadIdentifier: payload?.aps.threadID ?? request?.threadIdentifier ?? "",
        categoryIdentifier: device.notifications.categoryIdentifier(at: position, payload: payload) ?? "",
        // Before iOS 15 there is no relevance score: every entry counts as 0 (rule VR3).
        relevanceScore: configuration.profile.has(.relevanceScore) ? payload?.aps.relevanceScore ?? request?.relevanceScore ?? 0 : 0,
        date: now)
      if let old = device.notificationCenterOrder.insertAtTop(entry, record: position, &device.notifications) {
        self.record(.system(.replaced(id, from: old, to: 1)), rule: DeviceRules.replaceDelivered.id)
      }
      if let limit = device.configuration.notificationCenterLimit, device.notificationCenter.count > limit { applyNotificationCenterLimit(limit) }
    } else if device.notificationCenterOrder.remove(record: position, &device.notifications) != nil {
      self.record(
        .system(.removed(id, reason: "replaced by a newer notification that is not kept in Notification Center")),
        rule: DeviceRules.replaceDelivered.id)
    }
  }

  /// The app calls `getDeliveredNotifications(completionHandler:)`; the trace records what it got.
  ///
  /// - Returns: The app's notifications in Notification Center, newest first.
  @discardableResult
  public mutating func getDeliveredNotifications() throws(SimulationError) -> [NotificationCenterEntry] {
    try requireRunning("call getDeliveredNotifications")
    record(.user("app calls getDeliveredNotifications"))
    let entries = device.notificationCenter.entries
    record(.system(.deliveredNotifications(entries.map(\.identifier), threads: device.notificationCenter.threads)),
      rule: DeviceRules.getDelivered.id)
    finishStimulus()
    return entries
  }

  /// The app calls `removeDeliveredNotifications(withIdentifiers:)`. Identifiers of
  /// notifications not in Notification Center are ignored, as iOS ignores them (rule NC6).
  public mutating func removeDeliveredNotifications(withIdentifiers ids: [String]) throws(SimulationError) {
    try requireRunning("call removeDeliveredNotifications")
    record(.user("app calls removeDeliveredNotifications [" + ids.joined(separator: ", ") + "]"))
    for id in ids { removeDelivered(id) }
    finishStimulus()
  }

  /// The app calls `removeAllDeliveredNotifications()` (rule NC6).
  public mutating func removeAllDeliveredNotifications() throws(SimulationError) {
    try requireRunning("call removeAllDeliveredNotifications")
    record(.user("app calls removeAllDeliveredNotifications"))
    for id in device.notificationCenter.identifiers { removeDelivered(id) }
    finishStimulus()
  }

  private mutating func removeDelivered(_ id: String) {
    guard device.notificationCenter.entry(id) != nil else {
      record(.system(.noEffect(id, reason: "it is not in Notification Center, so there is nothing to remove")),
        rule: DeviceRules.removeDelivered.id)
      return
    }
    setStatus(id, .removed("removed by the app"), ifPending: false)
    record(.system(.removed(id, reason: "removed by the app")), rule: DeviceRules.removeDelivered.id)
  }

  // MARK: Badge (rules BD1–BD3)

  /// The app calls `UNUserNotificationCenter.setBadgeCount(_:withCompletionHandler:)` (iOS 16+).
  ///
  /// Before iOS 16 the method does not exist: a diagnostic says to use
  /// ``setApplicationIconBadgeNumber(_:)``. Without badge authorization the count is ignored.
  public mutating func setBadgeCount(_ count: Int) throws(SimulationError) {
    try requireRunning("call setBadgeCount")
    record(.user("app calls setBadgeCount(\(count))"))
    if !configuration.profile.has(.setBadgeCount) {
      diagnose("api-unavailable",
        "setBadgeCount(_:withCompletionHandler:) needs iOS 16; \(configuration.profile) has no such method. Set UIApplication.applicationIconBadgeNumber instead.",
        rule: DeviceRules.setBadge.id)
    } else {
      applyAppBadge(count)
    }
    finishStimulus()
  }

  /// The app sets `UIApplication.shared.applicationIconBadgeNumber`, deprecated in iOS 17
  /// (a diagnostic there says to call ``setBadgeCount(_:)``).
  public mutating func setApplicationIconBadgeNumber(_ count: Int) throws(SimulationError) {
    try requireRunning("set applicationIconBadgeNumber")
    record(.user("app sets applicationIconBadgeNumber = \(count)"))
    if configuration.profile.has(.applicationIconBadgeNumberDeprecated) {
      diagnose("api-deprecated",
        "applicationIconBadgeNumber is deprecated since iOS 17; call UNUserNotificationCenter.setBadgeCount(_:withCompletionHandler:) instead.",
        rule: DeviceRules.setBadge.id)
    }
    applyAppBadge(count)
    finishStimulus()
  }

  mutating func applyAppBadge(_ count: Int) {
    guard device.authorizedOptions.contains(.badge) else {
      record(.system(.badgeIgnored("app", reason: "the app is not authorized for badges")),
        rule: DeviceRules.badgeAuthorization.id)
      return
    }
    setBadge(count, rule: DeviceRules.setBadge.id)
  }

  /// Refuses a call of the app's while it is not running; a service extension's call is its own
  /// process's, which runs whether or not the app does.
  func requireRunning(_ what: String) throws(SimulationError) {
    guard process.state.isRunning || run.serviceExtensionCalling else {
      throw SimulationError(.appNotRunning, "can't \(what): the app is \(process.state), and only a running app can. Launch it first.")
    }
  }
}
