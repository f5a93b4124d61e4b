public import NotificationSimulator

extension NotificationTester {
  /// The app starts a Live Activity with `Activity.request(attributes:content:pushType:)`
  /// (https://developer.apple.com/documentation/activitykit/activity/request(attributes:content:pushtype:)):
  /// the tester's form of a scenario's `startActivity` step. It starts only in the foreground
  /// (rule LA1); expect `activityStarted` or `activityStartFailed`.
  public func startActivity(
    _ request: ActivityRequest,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    step(
      "startActivity(\(JSONWriter.quoted(request.id)))", CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
      .startActivity(request))
  }

  /// An ActivityKit push (`apns-push-type: liveactivity`, `apns-priority` `priority`) reaches
  /// Live Activity `id`
  /// (https://developer.apple.com/documentation/activitykit/starting-and-updating-live-activities-with-activitykit-push-notifications):
  /// the tester's form of a scenario's `activityPush` step. An `event` `start` starts the
  /// activity `id` and wakes the app, which receives it (`activityReceived`) and its update token
  /// (`activityPushToken`; rule LA2); `update` and `end` change it without calling the app
  /// (rule LA3).
  public func activityPush(
    _ id: String, payload: Payload, priority: Int = 10,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    step(
      "activityPush(\(JSONWriter.quoted(id)), priority: \(priority))",
      CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
      .activityPush(payload, activity: id, priority: priority))
  }

  /// The person switches More Frequent Updates
  /// (`ActivityAuthorizationInfo.frequentPushesEnabled`,
  /// https://developer.apple.com/documentation/activitykit/activityauthorizationinfo/frequentpushesenabled),
  /// or the app declares `NSSupportsLiveActivitiesFrequentUpdates`: the tester's form of a
  /// scenario's `liveActivitySettings` step (rule LA7).
  public func setLiveActivitySettings(frequentPushesEnabled: Bool? = nil, supportsFrequentUpdates: Bool? = nil) {
    let action = ScenarioStep.Action.liveActivitySettings(
      frequentPushesEnabled: frequentPushesEnabled, supportsFrequentUpdates: supportsFrequentUpdates)
    try? mutate { (simulator: inout Simulator) throws(SimulationError) in try action.apply(to: &simulator) }
  }
}

extension NotificationTester {
  /// The provider creates broadcast channel `id` with `storagePolicy`, with APNs's channel
  /// management API
  /// (https://developer.apple.com/documentation/usernotifications/sending-channel-management-requests-to-apns):
  /// the tester's form of a scenario's `createBroadcastChannel` step (rule LA10).
  public func createBroadcastChannel(
    _ id: String, storagePolicy: BroadcastChannel.StoragePolicy,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    step(
      "createBroadcastChannel(\(JSONWriter.quoted(id)), storagePolicy: .\(storagePolicy.rawValue))",
      CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
      .createBroadcastChannel(id, storagePolicy: storagePolicy))
  }

  /// The provider deletes broadcast channel `id`: the tester's form of a scenario's
  /// `deleteBroadcastChannel` step (rule LA10).
  public func deleteBroadcastChannel(
    _ id: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    step(
      "deleteBroadcastChannel(\(JSONWriter.quoted(id)))", CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
      .deleteBroadcastChannel(id))
  }

  /// The provider broadcasts `payload` to channel `channel`
  /// (https://developer.apple.com/documentation/usernotifications/sending-broadcast-push-notification-requests-to-apns):
  /// the tester's form of a scenario's `broadcastPush` step. Every Live Activity listening to
  /// the channel applies it (rules LA10, LA11).
  public func broadcastPush(
    _ id: String, to channel: String, payload: Payload, priority: Int = 10, expiration: Int64 = 0,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    let size = JSONWriter.compact(JSONValue(.object(payload.userInfo))).utf8.count
    step(
      "broadcastPush(\(JSONWriter.quoted(id)), to: \(JSONWriter.quoted(channel)))",
      CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
      .broadcastPush(BroadcastPush(
        id: id, channel: channel, payload: payload, priority: priority, expiration: expiration, byteCount: size)))
  }
}

// MARK: ActivityKit
extension NotificationTester {
  /// An ActivityKit push given as JSON text (an `.apns` file's contents) reaches Live Activity
  /// `id`: ``activityPush(_:payload:priority:fileID:filePath:line:column:)`` for a payload
  /// written as text. JSON that is not a payload fails the test at this line, with the parser's
  /// finding.
  public func activityPush(
    _ id: String, json: String, priority: Int = 10,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    step(
      "activityPush(\(JSONWriter.quoted(id)), json:, priority: \(priority))",
      CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    ) { (simulator: inout Simulator) throws(SimulationError) in
      switch Simulator.payload(json: json) {
      case .success(let payload): try simulator.activityPush(payload, activity: id, priority: priority)
      case .failure(let why):
        throw SimulationError(.invalidPayload, "can't push to Live Activity '\(id)': the payload is not a notification: \(why). Give JSON text with an aps object.")
      }
    }
  }

  /// The person switches the app's Live Activities on or off in Settings
  /// (`ActivityAuthorizationInfo.areActivitiesEnabled`,
  /// https://developer.apple.com/documentation/activitykit/activityauthorizationinfo/areactivitiesenabled):
  /// while off, `Activity.request` throws `ActivityAuthorizationError.denied`, and the app's
  /// `activityEnablementUpdates` yields the new value (rule LA12).
  public func setLiveActivitiesEnabled(
    _ enabled: Bool,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    step(
      "setLiveActivitiesEnabled(\(enabled))", CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
      .setLiveActivitiesEnabled(enabled))
  }
}
