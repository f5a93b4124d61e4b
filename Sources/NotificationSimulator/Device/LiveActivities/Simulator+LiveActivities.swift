public import NotificationPayload

extension Simulator {
  // MARK: Live Activities (rules LA1–LA9)

  /// How long an activity stays active before the system ends it: 8 hours (rule LA6).
  public static let activityMaximumDuration: Duration = .seconds(8 * 60 * 60)
  /// How long an ended activity stays on the Lock Screen at most, and by default: 4 hours (rule LA6).
  public static let activityDismissalDelay: Duration = .seconds(4 * 60 * 60)
  /// How long an app woken for a push-started activity runs in the background before it is
  /// suspended again: 30 seconds, the background runtime iOS gives a woken app (as for
  /// `application(_:didReceiveRemoteNotification:fetchCompletionHandler:)`); Apple does not give
  /// the length for this wake (rule LA2).
  public static let activityWakeRuntime: Duration = .seconds(30)
  /// The most data an activity's attributes and content state may hold together, in bytes (rule LA9).
  public static let activityDataLimit = 4096

  /// The app starts a Live Activity with `Activity.request(attributes:content:pushType:)`
  /// (https://developer.apple.com/documentation/activitykit/activity/request(attributes:content:pushtype:)).
  ///
  /// It starts only while the app is in the foreground (otherwise `activityStartFailed` with
  /// reason `visibility`, ActivityAuthorizationError.visibility), on iOS 16 or later
  /// (`unsupported`), and when its attributes and content state fit in 4 KB
  /// (`attributesTooLarge`); rules LA1, LA9. With `pushToken` the app then gets the activity's
  /// update token (`activityPushToken`).
  ///
  /// Throws when `id` is empty or names an activity already started.
  public mutating func startActivity(
    _ id: String, attributesType: String, attributes: JSONValue = JSONValue(.object(JSONObject())),
    contentState: JSONValue, staleDate: Int64? = nil, relevanceScore: Double = 0, pushToken: Bool = false,
    channel: String? = nil
  ) throws(SimulationError) {
    try checkNewActivity(id)
    record(.user("the app requests Live Activity \(id)"))
    let rule = DeviceRules.activityLocalStart.id
    if let refusal = activityRequestRefusal(attributes: attributes, contentState: contentState, channel: channel) {
      record(.system(.liveActivity(.startFailed(id, reason: refusal.reason))), rule: refusal.rule)
    } else {
      beginActivity(SimulatedActivity(
        id: id, attributesType: attributesType, attributes: attributes, contentState: contentState, state: .active,
        startedBy: .app, startedAt: now, timestamp: configuration.calendar.secondsSince1970(at: now), staleDate: staleDate,
        relevanceScore: relevanceScore, channel: channel), rule: rule)
      if pushToken {
        record(.system(.liveActivity(.pushToken(id, token: Self.activityToken(id)))), rule: rule)
      }
    }
    finishStimulus()
  }

  /// The app starts the Live Activity `request` describes, as ``startActivity(_:attributesType:attributes:contentState:staleDate:relevanceScore:pushToken:channel:)``.
  public mutating func startActivity(_ request: ActivityRequest) throws(SimulationError) {
    try startActivity(
      request.id, attributesType: request.attributesType, attributes: request.attributes, contentState: request.contentState,
      staleDate: request.staleDate, relevanceScore: request.relevanceScore, pushToken: request.pushToken,
      channel: request.channel)
  }

  /// The person switches More Frequent Updates (`ActivityAuthorizationInfo.frequentPushesEnabled`,
  /// https://developer.apple.com/documentation/activitykit/activityauthorizationinfo/frequentpushesenabled),
  /// or the app's Info.plist declares `NSSupportsLiveActivitiesFrequentUpdates`; `nil` leaves a
  /// setting as it is (rule LA7).
  public mutating func setLiveActivitySettings(frequentPushesEnabled: Bool? = nil, supportsFrequentUpdates: Bool? = nil) {
    if let supportsFrequentUpdates {
      device.liveActivities.supportsFrequentUpdates = supportsFrequentUpdates
      record(.user("the app \(supportsFrequentUpdates ? "declares" : "does not declare") NSSupportsLiveActivitiesFrequentUpdates"))
    }
    if let frequentPushesEnabled {
      device.liveActivities.frequentPushesEnabled = frequentPushesEnabled
      record(.user("the person turns More Frequent Updates \(frequentPushesEnabled ? "on" : "off")"))
    }
    finishStimulus()
  }

  /// An ActivityKit push (`apns-push-type: liveactivity`) reaches the activity `id`: its
  /// update token for `event` `update` or `end`, or the push-to-start token of its attributes
  /// type for `start`, when `id` names the activity it starts
  /// (https://developer.apple.com/documentation/activitykit/starting-and-updating-live-activities-with-activitykit-push-notifications).
  ///
  /// `priority` is the request's `apns-priority`, 10 or 5. The system applies an update or end
  /// without calling the app (rules LA3–LA8); a start wakes the app, which receives the activity
  /// and its update token (rule LA2).
  ///
  /// Throws when the payload has no Live Activity `event`, or when an update or end names no
  /// activity that was started.
  public mutating func activityPush(_ payload: Payload, activity id: String, priority: Int = 10) throws(SimulationError) {
    guard let content = payload.aps.liveActivity, let event = content.event,
      PayloadLiveActivityEvent(rawValue: event) != nil
    else {
      throw SimulationError(.invalidPayload,
        "can't deliver an ActivityKit push to '\(id)': its aps has no event \"start\", \"update\" or \"end\". Add \"event\" to aps.")
    }
    if event == "start" {
      try checkNewActivity(id)
      record(.user("an ActivityKit push starts Live Activity \(id)"))
      pushToStart(payload, content, id: id)
      finishStimulus()
      return
    }
    guard let index = device.liveActivities.index(of: id) else {
      let known = device.liveActivities.activities.map { "'\($0.id)'" }.joined(separator: ", ")
      throw SimulationError(.unknownNotification,
        "can't deliver an ActivityKit \(event) to '\(id)': no Live Activity has that id (started: \(known.isEmpty ? "none" : known)). Start it first.")
    }
    record(.user("an ActivityKit \(event) push (priority \(priority)) reaches Live Activity \(id)"))
    applyActivityPush(payload, content, index: index, priority: priority)
    finishStimulus()
  }

  /// The values `event` takes, for checking a payload before it is applied.
  enum PayloadLiveActivityEvent: String { case start, update, end }

  func checkNewActivity(_ id: String) throws(SimulationError) {
    guard !id.isEmpty else {
      throw SimulationError(.invalidPayload, "can't start a Live Activity with an empty id. Pass a non-empty id.")
    }
    if device.liveActivities.index(of: id) != nil {
      throw SimulationError(.invalidPayload,
        "can't start Live Activity '\(id)': an activity with that id was already started. Give each activity its own id.")
    }
  }

  /// Starts an activity from a push-to-start push (rule LA2).
  mutating func pushToStart(_ payload: Payload, _ content: LiveActivity, id: String) {
    let rule = DeviceRules.activityPushToStart.id
    let missing = [
      content.attributesType == nil ? "attributes-type" : nil, content.attributes == nil ? "attributes" : nil,
      content.contentState == nil ? "content-state" : nil, payload.aps.alert == nil ? "alert" : nil,
    ].compactMap { $0 }
    if configuration.profile < .iOS17 {
      record(.system(.liveActivity(.startFailed(id, reason: "push-to-start needs iOS 17.2"))), rule: rule)
    } else if let types = configuration.app.pushToStartAttributesTypes, let type = content.attributesType, !types.contains(type) {
      record(.system(.liveActivity(.startFailed(
        id, reason: "the app never read pushToStartTokenUpdates for \(type), so there is no push-to-start token for it"))), rule: rule)
    } else if content.inputPushChannel != nil && configuration.profile < .iOS18 {
      record(.system(.liveActivity(.startFailed(id, reason: "input-push-channel needs iOS 18"))), rule: DeviceRules.activityChannels.id)
    } else if !missing.isEmpty {
      record(.system(.liveActivity(.startFailed(id, reason: "no " + missing.joined(separator: ", ")))), rule: rule)
    } else if let attributes = content.attributes, let state = content.contentState,
      Self.activityDataSize(attributes, state) > Self.activityDataLimit
    {
      record(.system(.liveActivity(.startFailed(id, reason: "attributesTooLarge"))), rule: DeviceRules.activityPayloadSize.id)
    } else {
      beginActivity(SimulatedActivity(
        id: id, attributesType: content.attributesType ?? "", attributes: content.attributes ?? JSONValue(.object(JSONObject())),
        contentState: content.contentState ?? JSONValue(.object(JSONObject())), state: .active, startedBy: .push, startedAt: now,
        timestamp: Int64(content.timestamp ?? 0), staleDate: content.staleDate.map(Int64.init),
        relevanceScore: payload.aps.relevanceScore ?? 0, channel: content.inputPushChannel), rule: rule)
      showActivityAlert(payload, id: id)
      // Before iOS 18 every push-started activity gets an update token; from iOS 18 the push asks
      // for one with input-push-token (behaviour reference §13.1).
      wakeAppForPushStartedActivity(AwaitingActivity(id: id, updateToken: configuration.profile < .iOS18 || content.inputPushToken))
    }
  }

  /// The system wakes the app for an activity a push started: a not-running app is launched in
  /// the background, a suspended one woken; the app receives the activity from
  /// `Activity.activityUpdates` and, when it has one, its update token from `pushTokenUpdates`,
  /// and runs in the background for ``activityWakeRuntime`` to handle them (send the token to
  /// its server), then is suspended again (rule LA2). With
  /// ``Quirks/liveActivityPushToStartSkipsForceQuitApp`` a force-quit app is left as it is and
  /// receives the activity at its next launch.
  mutating func wakeAppForPushStartedActivity(_ activity: AwaitingActivity) {
    let rule = DeviceRules.activityPushToStart.id
    switch process.state {
    case .forceQuit where configuration.quirks.liveActivityPushToStartSkipsForceQuitApp:
      device.liveActivities.awaitingLaunch.append(activity)
      return
    case .notRunning, .forceQuit:
      apply(.launchInBackground(launchOptions: nil, notificationID: nil), rule: rule)
      process.wokenBySystem = true
    case .suspended:
      apply(.wakeInBackground, rule: rule)
      process.wokenBySystem = true
    case .background, .inactive, .active: break
    }
    handActivityToApp(activity)
    // MARK: ActivityKit: the woken app keeps its background runtime, so its tasks can take the
    // activity and its token from the sequences before it is suspended.
    if process.wokenBySystem, process.state == .background {
      clock.schedule(.liveActivity(activity.id, .backgroundRuntime, generation: 0), after: Self.activityWakeRuntime)
    }
  }

  /// The app receives `activity` from `Activity.activityUpdates`, and its update token from the
  /// activity's `pushTokenUpdates` when it has one (rule LA2).
  mutating func handActivityToApp(_ activity: AwaitingActivity) {
    guard let started = device.liveActivities.activity(activity.id) else { return }
    let rule = DeviceRules.activityPushToStart.id
    record(.system(.liveActivity(.received(activity.id, attributesType: started.attributesType))), rule: rule)
    guard activity.updateToken else { return }
    record(.system(.liveActivity(.pushToken(activity.id, token: Self.activityToken(activity.id)))), rule: rule)
  }

  /// Applies an update or end push to the activity at `index` (rules LA3–LA8).
  mutating func applyActivityPush(_ payload: Payload, _ content: LiveActivity, index: Int, priority: Int) {
    var activity = device.liveActivities.activities[index]
    let id = activity.id
    if activity.state == .ended || activity.state == .dismissed {
      record(.system(.liveActivity(.ignored(id, reason: "activity-ended"))), rule: DeviceRules.activityPushUpdate.id)
      return
    }
    let timestamp = Int64(content.timestamp ?? 0)
    if timestamp < activity.timestamp && !configuration.quirks.liveActivityAppliesOlderPushes {
      record(.system(.liveActivity(.ignored(id, reason: "older-timestamp"))), rule: DeviceRules.activityTimestampOrder.id)
      return
    }
    if priority == 10 && !takeImmediateUpdate() {
      record(.system(.liveActivity(.ignored(id, reason: "budget-exceeded"))), rule: DeviceRules.activityUpdateBudget.id)
      return
    }
    let rule = DeviceRules.activityPushUpdate.id
    activity.timestamp = max(activity.timestamp, timestamp)
    if let state = content.contentState { activity.contentState = state }
    if let score = payload.aps.relevanceScore { activity.relevanceScore = score }
    if let staleDate = content.staleDate {
      activity.staleDate = Int64(staleDate)
      activity.generation += 1
      if activity.state == .stale && Int64(staleDate) > configuration.calendar.secondsSince1970(at: now) { activity.state = .active }
    }
    device.liveActivities.activities[index] = activity
    record(.system(.liveActivity(.updated(id, contentState: JSONWriter.compact(activity.contentState), priority: priority))), rule: rule)
    if content.staleDate != nil { scheduleStaleDate(of: activity) }
    showActivityAlert(payload, id: id)
    guard content.event == "end" else { return }
    endActivity(at: index, by: "push", dismissalDate: content.dismissalDate.map(Int64.init), rule: rule)
  }

  /// Adds `activity`, on the Lock Screen, with its timers.
  mutating func beginActivity(_ activity: SimulatedActivity, rule: String) {
    device.liveActivities.activities.append(activity)
    record(.system(.liveActivity(.started(activity.id, attributesType: activity.attributesType, by: activity.startedBy))), rule: rule)
    if let channel = activity.channel {
      record(.system(.liveActivity(.subscribed(activity.id, channel: channel))), rule: DeviceRules.activityChannels.id)
    }
    clock.schedule(.liveActivity(activity.id, .maximumDuration, generation: 0), after: Self.activityMaximumDuration)
    scheduleStaleDate(of: activity)
  }

  mutating func scheduleStaleDate(of activity: SimulatedActivity) {
    guard let staleDate = activity.staleDate else { return }
    clock.schedule(
      .liveActivity(activity.id, .stale, generation: activity.generation), at: configuration.calendar.instant(secondsSince1970: staleDate))
  }

  /// Ends the activity at `index`; it leaves the Lock Screen at `dismissalDate`, at once when that
  /// date has passed, and after 4 hours at most (rule LA6).
  mutating func endActivity(at index: Int, by: String, dismissalDate: Int64?, rule: String) {
    device.liveActivities.activities[index].state = .ended
    device.liveActivities.activities[index].generation += 1
    let activity = device.liveActivities.activities[index]
    record(.system(.liveActivity(.ended(activity.id, by: by))), rule: rule)
    let latest = now.advanced(by: Self.activityDismissalDelay)
    var deadline = latest
    if let dismissalDate {
      let wanted = configuration.calendar.instant(secondsSince1970: dismissalDate)
      if wanted <= now {
        device.liveActivities.activities[index].state = .dismissed
        record(.system(.liveActivity(.dismissed(activity.id))), rule: DeviceRules.activityLifetime.id)
        return
      }
      deadline = min(wanted, latest)
    }
    clock.schedule(.liveActivity(activity.id, .dismissal, generation: activity.generation), at: deadline)
  }

  /// Shows the `alert` of an ActivityKit push as the activity's own presentation (rule LA8).
  mutating func showActivityAlert(_ payload: Payload, id: String) {
    guard let alert = payload.aps.alert else { return }
    let written = payload.aps.json.object?["alert"]?.object
    // A Live Activity alert may localize its title and body as {"loc-key": ..., "loc-args": [...]}.
    func localized(_ key: String) -> String? { written?[key]?.object?["loc-key"]?.string }
    let title = alert.title ?? alert.titleLocKey ?? localized("title") ?? ""
    let body = alert.body ?? alert.locKey ?? localized("body") ?? ""
    record(.system(.liveActivity(.alerted(id, title: title, body: body))), rule: DeviceRules.activityAlert.id)
  }

  /// Counts a priority-10 update against the hourly budget; `false` when it is spent (rule LA7).
  mutating func takeImmediateUpdate() -> Bool {
    let hourAgo = SimulatedInstant(offset: now.offset - .seconds(3600))
    device.liveActivities.recentImmediateUpdates.removeAll { $0 <= hourAgo }
    let frequent = device.liveActivities.supportsFrequentUpdates && device.liveActivities.frequentPushesEnabled
    let budget = configuration.quirks.liveActivityUpdatesPerHour * (frequent ? 4 : 1)
    guard device.liveActivities.recentImmediateUpdates.count < budget else { return false }
    device.liveActivities.recentImmediateUpdates.append(now)
    return true
  }

  /// A timer of activity `id` comes due (rules LA5, LA6).
  mutating func activityTimerFired(_ id: String, _ timer: ActivityTimer, generation: Int) {
    if timer == .backgroundRuntime { return suspendIfBackgroundWorkDone(rule: DeviceRules.activityPushToStart.id) }
    guard let index = device.liveActivities.index(of: id) else { return }
    let activity = device.liveActivities.activities[index]
    switch timer {
    case .stale:
      guard activity.state == .active, activity.generation == generation else { return }
      device.liveActivities.activities[index].state = .stale
      record(.system(.liveActivity(.stale(id))), rule: DeviceRules.activityStaleDate.id)
    case .maximumDuration:
      guard activity.state == .active || activity.state == .stale else { return }
      endActivity(at: index, by: "system", dismissalDate: nil, rule: DeviceRules.activityLifetime.id)
    case .dismissal:
      guard activity.state == .ended, activity.generation == generation else { return }
      device.liveActivities.activities[index].state = .dismissed
      record(.system(.liveActivity(.dismissed(id))), rule: DeviceRules.activityLifetime.id)
    case .backgroundRuntime: break
    }
  }

  /// Whether a timer of activity `id` will do nothing when it comes due.
  func isStaleActivityTimer(_ id: String, _ timer: ActivityTimer, generation: Int) -> Bool {
    if timer == .backgroundRuntime { return process.state != .background || !process.wokenBySystem }
    guard let activity = device.liveActivities.activity(id) else { return true }
    switch timer {
    case .stale: return activity.state != .active || activity.generation != generation
    case .maximumDuration: return activity.state != .active && activity.state != .stale
    case .dismissal: return activity.state != .ended || activity.generation != generation
    case .backgroundRuntime: return false
    }
  }

  /// The size of an activity's static and dynamic data, as compact JSON.
  static func activityDataSize(_ attributes: JSONValue, _ contentState: JSONValue) -> Int {
    JSONWriter.compact(attributes).utf8.count + JSONWriter.compact(contentState).utf8.count
  }

  /// A fixed update token for activity `id`, 32 hex digits.
  static func activityToken(_ id: String) -> String {
    let high = FNV1a.hash("activity:" + id)
    let low = FNV1a.hash("token:" + id)
    func hex(_ value: UInt64) -> String {
      let digits = String(value, radix: 16)
      return String(repeating: "0", count: 16 - digits.count) + digits
    }
    return hex(high) + hex(low)
  }

  /// At each launch from iOS 17.2, the app reads `pushToStartTokenUpdates` for each type of
  /// ``AppConfiguration/pushToStartAttributesTypes`` and gets its push-to-start token, one per
  /// type (rule LA2).
  mutating func readPushToStartTokensAtLaunch() {
    defer { handAwaitingActivitiesAtLaunch() }
    guard let types = configuration.app.pushToStartAttributesTypes, configuration.profile >= .iOS17 else { return }
    for type in types {
      record(.system(.liveActivity(.pushToStartToken(attributesType: type, token: Self.activityToken("push-to-start:" + type)))),
        rule: DeviceRules.activityPushToStart.id)
    }
  }

  /// At launch the app receives, from `Activity.activityUpdates`, the push-started activities a
  /// force-quit app was not launched for that are still on the device (rule LA2, quirk
  /// ``Quirks/liveActivityPushToStartSkipsForceQuitApp``).
  mutating func handAwaitingActivitiesAtLaunch() {
    guard !device.liveActivities.awaitingLaunch.isEmpty else { return }
    let awaiting = device.liveActivities.awaitingLaunch
    device.liveActivities.awaitingLaunch = []
    for activity in awaiting where device.liveActivities.activity(activity.id).map({ $0.state != .dismissed }) == true {
      handActivityToApp(activity)
    }
  }
}
