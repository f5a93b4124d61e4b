public import NotificationPayload

/// What the app passes to `Activity.update(_:alertConfiguration:)` or
/// `Activity.end(_:dismissalPolicy:)`
/// (https://developer.apple.com/documentation/activitykit/activity/end(_:dismissalpolicy:)):
/// the new content, if any, and for an end how the activity leaves the Lock Screen.
public struct ActivityChange: Hashable, Sendable {
  /// How an ended activity leaves the Lock Screen: models `ActivityUIDismissalPolicy`
  /// (https://developer.apple.com/documentation/activitykit/activityuidismissalpolicy).
  public enum Dismissal: Hashable, Sendable {
    /// `.default`: up to 4 hours after it ends.
    case standard
    /// `.immediate`: at once.
    case immediate
    /// `.after(_:)`: at this time, in seconds since 1970, within 4 hours.
    case after(Int64)
  }

  /// The activity's identifier (`Activity.id`).
  public var id: String
  /// The new `ContentState`, as JSON; `nil` for an end without final content.
  public var contentState: JSONValue?
  /// `ActivityContent.staleDate`, in seconds since 1970.
  public var staleDate: Int64?
  /// `ActivityContent.relevanceScore`.
  public var relevanceScore: Double?
  /// The title and body of `AlertConfiguration`, for an update that alerts the person.
  public var alert: (title: String, body: String)?
  /// How the activity leaves the Lock Screen, for an end.
  public var dismissal: Dismissal

  /// Creates a change.
  public init(
    id: String, contentState: JSONValue?, staleDate: Int64? = nil, relevanceScore: Double? = nil,
    alert: (title: String, body: String)? = nil, dismissal: Dismissal = .standard
  ) {
    self.id = id
    self.contentState = contentState
    self.staleDate = staleDate
    self.relevanceScore = relevanceScore
    self.alert = alert
    self.dismissal = dismissal
  }

  /// Whether two changes are the same call: the same activity, content, stale date, relevance,
  /// alert text and dismissal (`Equatable`, as `Activity.update(_:alertConfiguration:)`'s
  /// arguments compare).
  public static func == (lhs: ActivityChange, rhs: ActivityChange) -> Bool {
    lhs.id == rhs.id && lhs.contentState == rhs.contentState && lhs.staleDate == rhs.staleDate
      && lhs.relevanceScore == rhs.relevanceScore && lhs.alert?.title == rhs.alert?.title
      && lhs.alert?.body == rhs.alert?.body && lhs.dismissal == rhs.dismissal
  }

  /// Hashes the activity, the content and the alert's title (`Hashable`), a subset of what `==`
  /// compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
    hasher.combine(contentState)
    hasher.combine(alert?.title)
  }
}

extension Simulator {
  // MARK: ActivityKit (rules LA1, LA2, LA12)

  /// Why `Activity.request(attributes:content:pushType:)` would throw now, with the rule that
  /// decides it, or `nil` when it would start the activity: `unsupported` before iOS 16,
  /// `pushType .channel needs iOS 18`, `denied` while the person switched Live Activities off,
  /// `visibility` outside the foreground, `attributesTooLarge` over 4 KB (rules LA1, LA9, LA10,
  /// LA12; https://developer.apple.com/documentation/activitykit/activityauthorizationerror).
  public func activityRequestRefusal(
    attributes: JSONValue, contentState: JSONValue, channel: String?
  ) -> (reason: String, rule: String)? {
    let rule = DeviceRules.activityLocalStart.id
    if configuration.profile < .iOS16 { return ("unsupported", rule) }
    if channel != nil && configuration.profile < .iOS18 { return ("pushType .channel needs iOS 18", DeviceRules.activityChannels.id) }
    if !device.liveActivities.activitiesEnabled { return ("denied", DeviceRules.activityAppUpdates.id) }
    if !process.state.isForeground { return ("visibility", rule) }
    if Self.activityDataSize(attributes, contentState) > Self.activityDataLimit {
      return ("attributesTooLarge", DeviceRules.activityPayloadSize.id)
    }
    return nil
  }

  /// The update token ActivityKit hands for activity `id`, as hex (`Activity.pushToken`).
  public static func liveActivityUpdateToken(for id: String) -> String { activityToken(id) }

  /// The push-to-start token ActivityKit hands for an `ActivityAttributes` type, as hex
  /// (`Activity.pushToStartToken`).
  public static func liveActivityPushToStartToken(for attributesType: String) -> String {
    activityToken("push-to-start:" + attributesType)
  }

  /// Whether the app was handed the push-to-start token of `attributesType`, at launch (the
  /// types of ``AppConfiguration/pushToStartAttributesTypes``) or by iterating
  /// `pushToStartTokenUpdates` (rule LA2).
  public func hasPushToStartToken(for attributesType: String) -> Bool {
    guard configuration.profile >= .iOS17 else { return false }
    return device.liveActivities.pushToStartTokenTypes.contains(attributesType)
      || configuration.app.pushToStartAttributesTypes?.contains(attributesType) == true
  }

  /// The app iterates `Activity.pushToStartTokenUpdates` for `attributesType`: from iOS 17.2 the
  /// system hands it the type's push-to-start token (`activityPushToStartToken`) unless it was
  /// handed at this launch already (rule LA2).
  mutating func observePushToStartToken(_ attributesType: String) {
    guard configuration.profile >= .iOS17, !hasPushToStartToken(for: attributesType) else { return }
    device.liveActivities.pushToStartTokenTypes.append(attributesType)
    record(.system(.liveActivity(.pushToStartToken(
      attributesType: attributesType, token: Self.liveActivityPushToStartToken(for: attributesType)))),
      rule: DeviceRules.activityPushToStart.id)
  }

  /// The person switches the app's Live Activities on or off in Settings
  /// (`ActivityAuthorizationInfo.areActivitiesEnabled`): while off, `Activity.request` throws
  /// `ActivityAuthorizationError.denied` (rule LA12).
  public mutating func setLiveActivitiesEnabled(_ enabled: Bool) {
    device.liveActivities.activitiesEnabled = enabled
    record(.user("the person turns Live Activities \(enabled ? "on" : "off") for the app"))
    finishStimulus()
  }

  /// The app updates activity `change.id` with `Activity.update(_:alertConfiguration:)`
  /// (rule LA12): its content, stale date and relevance change (`activityUpdatedByApp`), and an
  /// alert shows as the activity's own (rule LA8). An activity that has ended changes nothing
  /// (`activityUpdateIgnored`, `activity-ended`), and the trace names the call.
  ///
  /// Throws when no activity has that id.
  public mutating func updateActivityFromApp(_ change: ActivityChange) throws(SimulationError) {
    let index = try appActivityIndex(change.id, api: "update(_:)")
    record(.user("the app updates Live Activity \(change.id)"))
    guard device.liveActivities.activities[index].state != .ended, device.liveActivities.activities[index].state != .dismissed else {
      ignoreAppChange(change.id, api: "update(_:)")
      return finishStimulus()
    }
    applyAppContent(change, index: index)
    if let alert = change.alert {
      record(.system(.liveActivity(.alerted(change.id, title: alert.title, body: alert.body))), rule: DeviceRules.activityAlert.id)
    }
    finishStimulus()
  }

  /// The app ends activity `change.id` with `Activity.end(_:dismissalPolicy:)` (rule LA12): its
  /// final content, when given, then `activityEnded` by the app; it leaves the Lock Screen as the
  /// dismissal policy says (rule LA6). An activity that has ended already changes nothing.
  ///
  /// Throws when no activity has that id.
  public mutating func endActivityFromApp(_ change: ActivityChange) throws(SimulationError) {
    let index = try appActivityIndex(change.id, api: "end(_:dismissalPolicy:)")
    record(.user("the app ends Live Activity \(change.id)"))
    guard device.liveActivities.activities[index].state != .ended, device.liveActivities.activities[index].state != .dismissed else {
      ignoreAppChange(change.id, api: "end(_:dismissalPolicy:)")
      return finishStimulus()
    }
    if change.contentState != nil { applyAppContent(change, index: index) }
    let dismissalDate: Int64? =
      switch change.dismissal {
      case .standard: nil
      case .immediate: configuration.calendar.secondsSince1970(at: now)
      case .after(let seconds): seconds
      }
    endActivity(at: index, by: "app", dismissalDate: dismissalDate, rule: DeviceRules.activityAppUpdates.id)
    finishStimulus()
  }

  /// Traces one element an ActivityKit asynchronous sequence handed the app's code
  /// (`activityStreamElement`, rule LA12).
  public mutating func noteActivityStreamElement(stream: String, activity: String, value: String) {
    record(.system(.liveActivity(.streamElement(stream: stream, activity: activity, value: value))),
      rule: DeviceRules.activityAppUpdates.id)
  }

  /// Traces a misuse of ActivityKit by the app's code, with what to do.
  public mutating func diagnoseActivityKit(_ code: String, _ message: String) {
    diagnose(code, message, rule: DeviceRules.activityAppUpdates.id)
  }

  private func appActivityIndex(_ id: String, api: String) throws(SimulationError) -> Int {
    guard let index = device.liveActivities.index(of: id) else {
      let known = device.liveActivities.activities.map { "'\($0.id)'" }.joined(separator: ", ")
      throw SimulationError(.unknownNotification,
        "Activity.\(api) for '\(id)': no Live Activity has that id (started: \(known.isEmpty ? "none" : known)). Use an Activity that request(attributes:content:pushType:), activities or activityUpdates handed the configuration.app.")
    }
    return index
  }

  private mutating func ignoreAppChange(_ id: String, api: String) {
    let rule = DeviceRules.activityAppUpdates.id
    record(.system(.liveActivity(.ignored(id, reason: "activity-ended"))), rule: rule)
    diagnose("activity-ended",
      "the app called Activity.\(api) on Live Activity \(id), which has ended; iOS changes nothing. Check activityState (or observe activityStateUpdates) before updating, and request a new activity to show new content.",
      rule: rule)
  }

  private mutating func applyAppContent(_ change: ActivityChange, index: Int) {
    var activity = device.liveActivities.activities[index]
    if let state = change.contentState { activity.contentState = state }
    if let score = change.relevanceScore { activity.relevanceScore = score }
    activity.timestamp = max(activity.timestamp, configuration.calendar.secondsSince1970(at: now))
    let staleChanged = change.contentState != nil && activity.staleDate != change.staleDate
    if staleChanged {
      activity.staleDate = change.staleDate
      activity.generation += 1
      if activity.state == .stale, let staleDate = change.staleDate, staleDate > configuration.calendar.secondsSince1970(at: now) {
        activity.state = .active
      }
    }
    device.liveActivities.activities[index] = activity
    record(.system(.liveActivity(.updatedByApp(change.id, contentState: JSONWriter.compact(activity.contentState)))),
      rule: DeviceRules.activityAppUpdates.id)
    if staleChanged { scheduleStaleDate(of: activity) }
  }
}
