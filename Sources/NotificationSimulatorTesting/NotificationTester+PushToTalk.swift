public import NotificationSimulator

/// Push to Talk (rules PT1–PT8):
///
///     var app = AppConfiguration()
///     app.pushToTalk = PushToTalkConfiguration(result: .activeRemoteParticipant("Dispatch"))
///     let tester = NotificationTester(app: app, profile: .iOS17)
///     tester.openApp()
///     tester.joinPushToTalkChannel("crew")
///     tester.pushToTalkPush(PushToTalkPush(identifier: "talk1"))
///     tester.expect(events: .system(.pushToTalk(.remoteParticipant("talk1", channel: "crew", participant: "Dispatch"))))
extension NotificationTester {
  /// The app joins a Push to Talk channel with `PTChannelManager.requestJoinChannel(channelUUID:descriptor:)`
  /// (https://developer.apple.com/documentation/pushtotalk/ptchannelmanager/requestjoinchannel(channeluuid:descriptor:))
  /// and gets a new ephemeral push token. Outside the foreground the framework refuses it
  /// instead: expect `.system(.pushToTalk(.joinFailed(channel:error:state:)))`, error
  /// `appNotForeground` (rule PT8). The tester's form of a scenario's `joinPushToTalkChannel` step.
  public func joinPushToTalkChannel(
    _ channel: String,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    step(
      "joinPushToTalkChannel(\(channel))", CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
      .joinPushToTalkChannel(channel))
  }

  /// The app leaves its Push to Talk channel with `PTChannelManager.leaveChannel(channelUUID:)`
  /// (https://developer.apple.com/documentation/pushtotalk/ptchannelmanager/leavechannel(channeluuid:)):
  /// the tester's form of a scenario's `leavePushToTalkChannel` step.
  public func leavePushToTalkChannel(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    step(
      "leavePushToTalkChannel()", CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
      .leavePushToTalkChannel)
  }

  /// The local person starts transmitting, as with `PTChannelManager.requestBeginTransmitting(channelUUID:)`
  /// (https://developer.apple.com/documentation/pushtotalk/ptchannelmanager/requestbegintransmitting(channeluuid:)).
  public func startTransmitting(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    step(
      "startTransmitting()", CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
      .startTransmitting)
  }

  /// The local person stops transmitting, as with `PTChannelManager.stopTransmitting(channelUUID:)`
  /// (https://developer.apple.com/documentation/pushtotalk/ptchannelmanager/stoptransmitting(channeluuid:)).
  public func stopTransmitting(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    step(
      "stopTransmitting()", CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
      .stopTransmitting)
  }

  /// A Push to Talk push arrives, as `incomingPushResult(channelManager:channelUUID:pushPayload:)`
  /// receives it
  /// (https://developer.apple.com/documentation/pushtotalk/ptchannelmanagerdelegate/incomingpushresult(channelmanager:channeluuid:pushpayload:)).
  /// The app answers as its `PushToTalkConfiguration` says, or as `push.result` overrides: the
  /// tester's form of a scenario's `pushToTalkPush` step.
  public func pushToTalkPush(
    _ push: PushToTalkPush,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    step(
      "pushToTalkPush(\(push.identifier))", CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
      .pushToTalkPush(push))
  }
}

extension ExpectedCallback {
  /// `channelManager(_:receivedEphemeralPushToken:)` with any ephemeral push token
  /// (https://developer.apple.com/documentation/pushtotalk/ptchannelmanagerdelegate/channelmanager(_:receivedephemeralpushtoken:)).
  public static let channelManagerReceivedEphemeralPushToken = ExpectedCallback(.channelManagerReceivedEphemeralPushToken)

  /// `incomingPushResult(channelManager:channelUUID:pushPayload:)` for the Push to Talk push `id`
  /// while `applicationState` is `state`
  /// (https://developer.apple.com/documentation/pushtotalk/ptchannelmanagerdelegate/incomingpushresult(channelmanager:channeluuid:pushpayload:)).
  public static func incomingPushResult(_ id: String, state: AppState) -> ExpectedCallback {
    ExpectedCallback(.incomingPushResult, arguments: [.notification(id), .state(state)])
  }

  /// `incomingServiceUpdatePush(channelManager:channelUUID:pushPayload:isHighPriority:remainingHighPriorityBudget:completion:)`
  /// for the service-update push `id` while `applicationState` is `state`
  /// (https://developer.apple.com/documentation/pushtotalk/ptchannelmanagerdelegate/incomingserviceupdatepush(channelmanager:channeluuid:pushpayload:ishighpriority:remaininghighprioritybudget:completion:)).
  public static func incomingServiceUpdatePush(_ id: String, state: AppState) -> ExpectedCallback {
    ExpectedCallback(.incomingServiceUpdatePush, arguments: [.notification(id), .state(state)])
  }

  /// `channelManager(_:didActivate:)`: the Push to Talk audio session became active
  /// (https://developer.apple.com/documentation/pushtotalk/ptchannelmanagerdelegate/channelmanager(_:didactivate:)).
  public static let channelManagerDidActivate = ExpectedCallback(.channelManagerDidActivate)

  /// `channelManager(_:didDeactivate:)`: the Push to Talk audio session was deactivated
  /// (https://developer.apple.com/documentation/pushtotalk/ptchannelmanagerdelegate/channelmanager(_:diddeactivate:)).
  public static let channelManagerDidDeactivate = ExpectedCallback(.channelManagerDidDeactivate)
}
