extension Simulator {
  // MARK: Local requests and their triggers (rules LN1–LN7)

  /// The app adds a local notification request (`UNUserNotificationCenter.add(_:withCompletionHandler:)`).
  ///
  /// - A request with the identifier of a pending one replaces it without an alert (LN5).
  /// - A trigger iOS refuses to create (an interval of 0 or less, or under 60 seconds when it
  ///   repeats) raises `NSInternalInconsistencyException` in the app: the trace reports it as an
  ///   `invalid-trigger` diagnostic and the request is not added (LN2).
  /// - Past 64 pending requests one is dropped silently (LN6).
  /// - When authorization is denied, iOS rejects the request with `UNErrorDomain` code 1
  ///   (§6.3); that is traced, not thrown.
  /// - An attachment `UNNotificationAttachment(identifier:url:options:)` refuses (a URL that is not
  ///   a file, no file there, a type iOS does not show, a file over its kind's limit) throws in the
  ///   app when it makes the content, so the request is never made and `add` is never called:
  ///   `attachmentRefused`, with the `UNError` code (AT1). Authorization is not looked at.
  public mutating func scheduleLocal(_ request: LocalNotificationRequest) throws(SimulationError) {
    // A service extension's process runs whether or not the app does.
    guard process.state.isRunning || run.serviceExtensionCalling else {
      throw SimulationError(.appNotRunning,
        "can't schedule '\(request.identifier)': the app is \(process.state), and only a running app can add requests. Launch it first.")
    }
    if Self.triggerProblem(request.trigger) == nil, let error = firstAttachmentError(of: request) {
      record(.system(.attachmentRefused(request.identifier, attachment: error.identifier, code: error.code, reason: error.reason)),
        rule: DeviceRules.attachmentLimits.id)
      finishStimulus()
      return
    }
    if let value = request.userInfoValues.notPropertyList.first {
      diagnose("userinfo-not-property-list",
        "'\(request.identifier)' was not added: \(Self.notPropertyListProblem(value))",
        rule: DeviceRules.userInfoPropertyList.id)
      finishStimulus()
      return
    }
    switch addRefusal(request) {
    case .invalidTrigger(let problem)?:
      diagnose("invalid-trigger",
        "NSInternalInconsistencyException: \(problem). The app crashes here on iOS; '\(request.identifier)' was not added.",
        rule: DeviceRules.timeInterval.id)
      finishStimulus()
      return
    case .notAllowed?:
      record(.system(.scheduleFailed(request.identifier,
        reason: "UNErrorDomain code 1 (notificationsNotAllowed): the app isn't authorized to schedule notifications",
        code: .notificationsNotAllowed)))
      finishStimulus()
      return
    case .attachment(let error)?:
      record(.system(.scheduleFailed(request.identifier,
        reason: "\(error.code) for attachment \(JSONWriter.quoted(error.identifier)): \(error.reason); the request is not scheduled",
        code: error.code)),
        rule: DeviceRules.attachmentValidation.id)
      finishStimulus()
      return
    case nil:
      break
    }
    let request = storeAttachments(of: request)
    let next = firstTriggerDate(of: request)
    var inside = false
    if case .location(let region, _) = request.trigger, let location = device.location { inside = region.contains(location) }
    let outcome = device.pendingRequests.add(
      request, next: next, insideRegion: inside, keepMostRecent: configuration.quirks.pendingLimitKeepsMostRecent)
    if outcome.replaced {
      record(.system(.requestReplaced(request.identifier)), rule: DeviceRules.replacePending.id)
    }
    switch request.trigger {
    case nil, .timeInterval:
      if let next { record(.system(.scheduled(request.identifier, at: next))) }
    case .calendar:
      recordNextCalendarDate(request.identifier, next)
    case .location(let region, _):
      record(.system(.watchingRegion(request.identifier, region: region.identifier)), rule: DeviceRules.location.id)
      if !device.configuration.locationAuthorization.allowsLocationTriggers {
        diagnose("location-not-authorized",
          "a location trigger needs when-in-use location authorization; the app has \(device.configuration.locationAuthorization), so '\(request.identifier)' never fires.",
          rule: DeviceRules.location.id)
      }
    }
    if let next { clock.schedule(.localTrigger(request.identifier, generation: outcome.generation), at: next) }
    if let dropped = outcome.dropped {
      let kept = configuration.quirks.pendingLimitKeepsMostRecent ? "the 64 most recently added" : "the 64 that fire soonest"
      record(.system(.pendingDropped(dropped,
        reason: "the app already has \(PendingRequests.limit) pending requests and iOS keeps \(kept); the app gets no error")),
        rule: DeviceRules.pendingLimit.id)
    }
    finishStimulus()
  }

  /// The `UNError.Code` number `add(_:withCompletionHandler:)` hands the app for `request` now,
  /// from the checks ``scheduleLocal(_:)`` makes; `nil` when iOS accepts it, or when the trigger is
  /// invalid, which raises in the app instead of returning an error.
  public func addRequestRefusal(_ request: LocalNotificationRequest) -> Int? {
    switch addRefusal(request) {
    case .notAllowed?: NotificationErrorCode.notificationsNotAllowed.rawValue
    case .attachment(let error)?: error.code.rawValue
    case .invalidTrigger?, nil: nil
    }
  }

  /// Why iOS does not add `request` now, checked in iOS's order; `nil` when it adds it.
  private func addRefusal(_ request: LocalNotificationRequest) -> AddRefusal? {
    if let problem = Self.triggerProblem(request.trigger) { return .invalidTrigger(problem) }
    if device.authorizationStatus == .denied { return .notAllowed }
    if let error = request.attachments.lazy.compactMap({ attachmentError($0) }).first { return .attachment(error) }
    return nil
  }

  /// The error the first refused attachment of `request` throws, if any (rule AT1).
  private func firstAttachmentError(of request: LocalNotificationRequest) -> AttachmentError? {
    request.attachments.lazy.compactMap { attachmentError($0) }.first
  }

  private enum AddRefusal {
    case invalidTrigger(String)
    case notAllowed
    case attachment(AttachmentError)
  }

  /// What iOS raises for `trigger`, or `nil` when it can be created (rule LN2).
  static func triggerProblem(_ trigger: NotificationTrigger?) -> String? {
    guard case .timeInterval(let interval, let repeats) = trigger else { return nil }
    if interval <= .zero { return "time interval must be greater than 0" }
    if repeats && interval < .seconds(60) { return "time interval must be at least 60 if repeating" }
    return nil
  }

  private func firstTriggerDate(of request: LocalNotificationRequest) -> SimulatedInstant? {
    switch request.trigger {
    case nil: now
    case .timeInterval(let interval, _): now.advanced(by: interval)
    case .calendar(let match, _): nextCalendarDate(match)
    case .location: nil
    }
  }

  private func nextCalendarDate(_ match: DateMatch) -> SimulatedInstant? {
    configuration.calendar.nextMatch(
      after: now, match, skippedTimeFiresAfterGap: configuration.quirks.calendarSkippedTimeFiresAfterGap,
      repeatedTimeFiresFirst: configuration.quirks.calendarRepeatedTimeFiresFirst)
  }

  private mutating func recordNextCalendarDate(_ id: String, _ next: SimulatedInstant?) {
    if let next {
      record(.system(.nextTriggerDate(id, at: next, date: configuration.calendar.timestamp(at: next))), rule: DeviceRules.calendar.id)
    } else {
      record(.system(.noEffect(id, reason: "its calendar trigger matches no later date, so it never fires")),
        rule: DeviceRules.calendar.id)
    }
  }

  /// A trigger came due: the request fires if it is still the pending one of that generation.
  mutating func triggerFired(_ id: String, generation: Int) {
    guard let pending = device.pendingRequests.request(id), pending.generation == generation else { return }
    let request = pending.request
    fire(request)
    switch request.trigger {
    case .timeInterval(let interval, true):
      let next = now.advanced(by: interval)
      device.pendingRequests.reschedule(id, next: next)
      record(.system(.scheduled(id, at: next)), rule: DeviceRules.timeInterval.id)
      clock.schedule(.localTrigger(id, generation: generation), at: next)
    case .calendar(let match, true):
      let next = nextCalendarDate(match)
      device.pendingRequests.reschedule(id, next: next)
      recordNextCalendarDate(id, next)
      if let next { clock.schedule(.localTrigger(id, generation: generation), at: next) }
    default:
      // A non-repeating request is no longer pending once it fires (rule LN7).
      device.pendingRequests.remove(id)
    }
  }

  mutating func fire(_ request: LocalNotificationRequest) {
    record(.localFired(id: request.identifier))
    arrive(id: request.identifier, kind: .local, payload: nil, localRequest: request)
  }

  /// Runs time forward until the device's wall clock shows `local`, in its time zone; what falls
  /// due on the way runs.
  ///
  /// Throws when that local time is already past or does not exist there (skipped by a
  /// daylight-saving change).
  public mutating func advance(untilLocal local: LocalDateTime) throws(SimulationError) {
    guard let instant = configuration.calendar.instant(of: local), instant >= now else {
      throw SimulationError(.invalidTransition,
        "can't wait until \(local): the device's clock (\(configuration.calendar.timeZoneIdentifier)) shows \(configuration.calendar.localTime(at: now)), and that time is already past or does not exist there.")
    }
    guard instant.offset - now.offset <= Self.longestWait else {
      throw SimulationError(.invalidTransition,
        "can't wait until \(local): the device's clock shows \(configuration.calendar.localTime(at: now)), and one wait lasts at most ten years. Wait in shorter steps.")
    }
    advance(to: instant)
  }

  /// The longest single wait, as for a scenario's `wait` step: ten years of 365 days.
  static let longestWait: Duration = .seconds(10 * 365 * 24 * 3600)

  /// The device moves to `coordinate`; location triggers whose region it enters or leaves fire
  /// as their `notifyOnEntry` and `notifyOnExit` say (rule LN4).
  public mutating func move(to coordinate: Coordinate) {
    record(.user("moved to \(coordinate)"))
    device.location = coordinate
    for pending in device.pendingRequests.requests {
      guard case .location(let region, let repeats) = pending.request.trigger else { continue }
      let inside = region.contains(coordinate)
      guard inside != pending.isInsideRegion else { continue }
      device.pendingRequests.setInside(pending.identifier, inside)
      record(.system(.regionCrossed(region.identifier, entered: inside)), rule: DeviceRules.location.id)
      guard inside ? region.notifyOnEntry : region.notifyOnExit else { continue }
      guard device.configuration.locationAuthorization.allowsLocationTriggers else {
        record(.system(.noEffect(pending.identifier,
          reason: "the app has no when-in-use location authorization (\(device.configuration.locationAuthorization)), so the trigger does not fire")),
          rule: DeviceRules.location.id)
        continue
      }
      if !repeats { device.pendingRequests.remove(pending.identifier) }
      fire(pending.request)
    }
    finishStimulus()
  }

  /// The app calls `getPendingNotificationRequests(completionHandler:)`; the trace records what
  /// it got (rule LN7).
  ///
  /// - Returns: The pending requests, soonest-firing first.
  @discardableResult
  public mutating func getPendingNotificationRequests() throws(SimulationError) -> [PendingNotificationRequest] {
    try requireRunning("call getPendingNotificationRequests")
    record(.user("app calls getPendingNotificationRequests"))
    let requests = device.pendingRequests.requests
    record(.system(.pendingRequests(requests.map(\.identifier))), rule: DeviceRules.removePending.id)
    finishStimulus()
    return requests
  }

  /// The app calls `removePendingNotificationRequests(withIdentifiers:)`. An identifier with
  /// no pending request, such as a non-repeating one that already fired, is ignored (rule LN7).
  public mutating func removePendingNotificationRequests(withIdentifiers ids: [String]) throws(SimulationError) {
    try requireRunning("call removePendingNotificationRequests")
    record(.user("app calls removePendingNotificationRequests [" + ids.joined(separator: ", ") + "]"))
    for id in ids {
      if device.pendingRequests.remove(id) {
        record(.system(.pendingRemoved(id)), rule: DeviceRules.removePending.id)
      } else {
        record(.system(.noEffect(id, reason: "no pending request has this identifier; one that already fired and does not repeat is no longer pending")),
          rule: DeviceRules.removePending.id)
      }
    }
    finishStimulus()
  }

  /// The app calls `removeAllPendingNotificationRequests()` (rule LN7).
  public mutating func removeAllPendingNotificationRequests() throws(SimulationError) {
    try requireRunning("call removeAllPendingNotificationRequests")
    record(.user("app calls removeAllPendingNotificationRequests"))
    for id in device.pendingRequests.removeAll() { record(.system(.pendingRemoved(id)), rule: DeviceRules.removePending.id) }
    finishStimulus()
  }
}

extension Simulator {
  /// What is wrong with a `userInfo` value that is not a property-list type, and what to do
  /// (rule LN9): `userInfo.when is URL, not a property-list type; ...`.
  static func notPropertyListProblem(_ entry: UserInfoValues.Entry) -> String {
    guard case .notPropertyList(let type) = entry.value else { return "userInfo.\(entry.pathDescription) is a property-list value" }
    return "userInfo.\(entry.pathDescription) is \(type), not a property-list type. UNNotificationContent.userInfo"
      + " holds only property-list values (String, NSNumber and Bool, Data, Date, and arrays and dictionaries with"
      + " String keys of them). Store it as one of those, such as a URL's absoluteString or an object encoded as Data."
  }
}
