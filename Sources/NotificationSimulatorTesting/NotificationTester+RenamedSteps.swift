public import NotificationSimulator

/// The tester's former names for steps that now carry their scenario file's name, kept for one
/// release. Each forwards to the step it was renamed to; the compiler's fix-it gives the new name.
extension NotificationTester {
  /// Renamed ``activityPush(_:payload:priority:fileID:filePath:line:column:)``, the name of the
  /// scenario step; ActivityKit's push to a Live Activity
  /// (https://developer.apple.com/documentation/activitykit/starting-and-updating-live-activities-with-activitykit-push-notifications).
  @available(*, deprecated, renamed: "activityPush(_:payload:priority:fileID:filePath:line:column:)")
  public func pushToActivity(
    _ id: String, payload: Payload, priority: Int = 10,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    activityPush(id, payload: payload, priority: priority, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Renamed ``voipPush(_:fileID:filePath:line:column:)``, the name of the scenario step;
  /// PushKit's `pushRegistry(_:didReceiveIncomingPushWith:for:completion:)`
  /// (https://developer.apple.com/documentation/pushkit/pkpushregistrydelegate/pushregistry(_:didreceiveincomingpushwith:for:completion:)).
  @available(*, deprecated, renamed: "voipPush(_:fileID:filePath:line:column:)")
  public func receiveVoIPPush(
    _ push: VoIPPush,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    voipPush(push, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Renamed ``locationPush(id:fileID:filePath:line:column:)``, the name of the scenario step;
  /// `CLLocationPushServiceExtension.didReceiveLocationPushPayload(_:completion:)`
  /// (https://developer.apple.com/documentation/corelocation/cllocationpushserviceextension/didreceivelocationpushpayload(_:completion:)).
  @available(*, deprecated, renamed: "locationPush(id:fileID:filePath:line:column:)")
  public func receiveLocationPush(
    id: String,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    locationPush(id: id, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Renamed ``pushToTalkPush(_:fileID:filePath:line:column:)``, the name of the scenario step;
  /// `PTChannelManagerDelegate.incomingPushResult(channelManager:channelUUID:pushPayload:)`
  /// (https://developer.apple.com/documentation/pushtotalk/ptchannelmanagerdelegate/incomingpushresult(channelmanager:channeluuid:pushpayload:)).
  @available(*, deprecated, renamed: "pushToTalkPush(_:fileID:filePath:line:column:)")
  public func receivePushToTalkPush(
    _ push: PushToTalkPush,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    pushToTalkPush(push, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Renamed ``createBroadcastChannel(_:storagePolicy:fileID:filePath:line:column:)``: a broadcast
  /// channel, as APNs's channel management API creates it
  /// (https://developer.apple.com/documentation/usernotifications/sending-channel-management-requests-to-apns),
  /// not a Push to Talk channel.
  @available(*, deprecated, renamed: "createBroadcastChannel(_:storagePolicy:fileID:filePath:line:column:)")
  public func createChannel(
    _ id: String, storagePolicy: BroadcastChannel.StoragePolicy,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    createBroadcastChannel(id, storagePolicy: storagePolicy, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Renamed ``deleteBroadcastChannel(_:fileID:filePath:line:column:)``: a broadcast channel
  /// (https://developer.apple.com/documentation/usernotifications/sending-channel-management-requests-to-apns),
  /// not a Push to Talk channel.
  @available(*, deprecated, renamed: "deleteBroadcastChannel(_:fileID:filePath:line:column:)")
  public func deleteChannel(
    _ id: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    deleteBroadcastChannel(id, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Renamed ``broadcastPush(_:to:payload:priority:expiration:fileID:filePath:line:column:)``,
  /// the name of the scenario step; a broadcast push request to APNs
  /// (https://developer.apple.com/documentation/usernotifications/sending-broadcast-push-notification-requests-to-apns).
  @available(*, deprecated, renamed: "broadcastPush(_:to:payload:priority:expiration:fileID:filePath:line:column:)")
  public func broadcast(
    _ id: String, to channel: String, payload: Payload, priority: Int = 10, expiration: Int64 = 0,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    broadcastPush(
      id, to: channel, payload: payload, priority: priority, expiration: expiration, fileID: fileID, filePath: filePath,
      line: line, column: column)
  }
}
