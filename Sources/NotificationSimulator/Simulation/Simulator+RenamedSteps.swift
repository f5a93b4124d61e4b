public import NotificationPayload

/// The simulator's former names for steps that now carry their scenario file's name, kept for
/// one release; each forwards to the step it was renamed to.
extension Simulator {
  /// Renamed ``activityPush(_:activity:priority:)``, the scenario step's name: ActivityKit's push
  /// to a Live Activity
  /// (https://developer.apple.com/documentation/activitykit/starting-and-updating-live-activities-with-activitykit-push-notifications).
  @available(*, deprecated, renamed: "activityPush(_:activity:priority:)")
  public mutating func receiveActivityPush(_ payload: Payload, activity id: String, priority: Int = 10) throws(SimulationError) {
    try activityPush(payload, activity: id, priority: priority)
  }

  /// Renamed ``voipPush(_:)``, the scenario step's name: a PushKit VoIP push
  /// (https://developer.apple.com/documentation/pushkit/pkpushregistrydelegate/pushregistry(_:didreceiveincomingpushwith:for:completion:)).
  @available(*, deprecated, renamed: "voipPush(_:)")
  public mutating func receiveVoIPPush(_ push: VoIPPush) throws(SimulationError) { try voipPush(push) }

  /// Renamed ``locationPush(id:)``, the scenario step's name: a location push
  /// (https://developer.apple.com/documentation/corelocation/cllocationpushserviceextension).
  @available(*, deprecated, renamed: "locationPush(id:)")
  public mutating func receiveLocationPush(id: String) throws(SimulationError) { try locationPush(id: id) }

  /// Renamed ``pushToTalkPush(_:)``, the scenario step's name: a Push to Talk push
  /// (https://developer.apple.com/documentation/pushtotalk/ptchannelmanagerdelegate/incomingpushresult(channelmanager:channeluuid:pushpayload:)).
  @available(*, deprecated, renamed: "pushToTalkPush(_:)")
  public mutating func receivePushToTalkPush(_ push: PushToTalkPush) throws(SimulationError) { try pushToTalkPush(push) }

  /// Renamed ``createBroadcastChannel(_:storagePolicy:)``: a broadcast channel
  /// (https://developer.apple.com/documentation/usernotifications/sending-channel-management-requests-to-apns),
  /// not a Push to Talk channel.
  @available(*, deprecated, renamed: "createBroadcastChannel(_:storagePolicy:)")
  public mutating func createChannel(_ id: String, storagePolicy: BroadcastChannel.StoragePolicy) throws(SimulationError) {
    try createBroadcastChannel(id, storagePolicy: storagePolicy)
  }

  /// Renamed ``deleteBroadcastChannel(_:)``: a broadcast channel
  /// (https://developer.apple.com/documentation/usernotifications/sending-channel-management-requests-to-apns),
  /// not a Push to Talk channel.
  @available(*, deprecated, renamed: "deleteBroadcastChannel(_:)")
  public mutating func deleteChannel(_ id: String) throws(SimulationError) { try deleteBroadcastChannel(id) }

  /// Renamed ``broadcastPush(_:)``, the scenario step's name: a broadcast push request to APNs
  /// (https://developer.apple.com/documentation/usernotifications/sending-broadcast-push-notification-requests-to-apns).
  @available(*, deprecated, renamed: "broadcastPush(_:)")
  public mutating func broadcast(_ push: BroadcastPush) throws(SimulationError) { try broadcastPush(push) }
}
