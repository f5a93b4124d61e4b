extension DeviceRules {
  private static let pushToTalk = "https://developer.apple.com/documentation/pushtotalk/"
  private static let creating = Citation(pushToTalk + "creating-a-push-to-talk-app", .apple)
  private static let channelManager = Citation(pushToTalk + "ptchannelmanager", .apple)
  private static let channelDelegate = Citation(pushToTalk + "ptchannelmanagerdelegate", .apple)
  private static let pushResult = Citation(pushToTalk + "ptpushresult", .apple)

  /// PT1: a channel manager of this launch, a joined channel and its ephemeral token.
  public static let pushToTalkChannel = DeviceRule(
    id: "PT1",
    summary: "Push to Talk pushes reach only an app that created its PTChannelManager in this launch and has joined a channel; each join hands a new ephemeral push token to channelManager(_:receivedEphemeralPushToken:), which works only until the app leaves. Otherwise a push is not delivered.",
    section: "§16.1", sources: [creating, channelManager,
      Citation(pushToTalk + "ptchannelmanagerdelegate/channelmanager(_:receivedephemeralpushtoken:)", .apple)])
  /// PT2: a background launch and an immediate `incomingPushResult`.
  public static let pushToTalkLaunch = DeviceRule(
    id: "PT2",
    summary: "A Push to Talk push to a joined channel launches a not-running app in the background or wakes a suspended one, and calls incomingPushResult(channelManager:channelUUID:pushPayload:) at once; the app must return a PTPushResult without waiting. Nothing is shown as a notification.",
    section: "§16.1", sources: [creating, channelDelegate])
  /// PT3: what each `PTPushResult` does.
  public static let pushToTalkResult = DeviceRule(
    id: "PT3",
    summary: "With .activeRemoteParticipant(_:) the system shows the remote participant as speaking and activates the audio session (channelManager(_:didActivate:)); with .leaveChannel it leaves the channel (channelManager(_:didLeaveChannel:reason:)) and the token stops working.",
    section: "§16.2", sources: [pushResult, creating])
  /// PT4: the half-duplex conflict.
  public static let pushToTalkHalfDuplex = DeviceRule(
    id: "PT4",
    summary: "In a half-duplex channel, naming a remote speaker while the local person transmits is an error: the remote participant is not shown and the local transmission goes on.",
    section: "§16.2", sources: [creating, Citation(pushToTalk + "pttransmissionmode", .apple)])
  /// PT5: transmitting, and suspension when it ends.
  public static let pushToTalkTransmission = DeviceRule(
    id: "PT5",
    summary: "When the local person transmits, the system activates the audio session (channelManager(_:didActivate:)) and the app records only after it; when the transmission ends the session is deactivated and an app in the background is suspended again.",
    section: "§16.2", sources: [creating, channelDelegate])
  /// PT6: iOS 17.2 service-update pushes and their high-priority budget.
  public static let pushToTalkServiceUpdate = DeviceRule(
    id: "PT6",
    summary: "From iOS 17.2 a push whose aps has \"ptt-push-type\": \"service-update\" goes to incomingServiceUpdatePush(…isHighPriority:remainingHighPriorityBudget:completion:) instead, with what is left of the high-priority budget (quirk pushToTalkHighPriorityBudget); before iOS 17.2 it is not delivered.",
    section: "§16.3", sources: [
      Citation(pushToTalk + "ptchannelmanagerdelegate/incomingserviceupdatepush(channelmanager:channeluuid:pushpayload:ishighpriority:remaininghighprioritybudget:completion:)", .apple),
      Citation("https://developer.apple.com/forums/thread/787878", .apple)])
  /// PT7: Push to Talk needs iOS 16.
  public static let pushToTalkVersion = DeviceRule(
    id: "PT7",
    summary: "The Push to Talk framework exists from iOS 16: before it an app cannot join a channel and no Push to Talk push is delivered.",
    section: "§16.1", sources: [Citation(pushToTalk, .apple), creating])

  /// PT8: joining a channel needs the app in the foreground.
  public static let pushToTalkJoinForeground = DeviceRule(
    id: "PT8",
    summary: "An app joins a Push to Talk channel only from the foreground: a requestJoinChannel(channelUUID:descriptor:) made in any other state is refused through channelManager(_:failedToJoinChannel:error:) with PTChannelError.appNotForeground, and the app stays out of the channel with no ephemeral push token.",
    section: "§16.1", sources: [
      Citation(pushToTalk + "ptchannelmanagerdelegate/channelmanager(_:failedtojoinchannel:error:)", .apple),
      Citation(pushToTalk + "ptchannelerror-swift.struct/code/appnotforeground", .apple),
      Citation(pushToTalk + "ptchannelmanager/requestjoinchannel(channeluuid:descriptor:)", .apple)])

  /// The Push to Talk rules, in id order.
  static let pushToTalkRules: [DeviceRule] = [
    pushToTalkChannel, pushToTalkLaunch, pushToTalkResult, pushToTalkHalfDuplex, pushToTalkTransmission,
    pushToTalkServiceUpdate, pushToTalkVersion, pushToTalkJoinForeground,
  ]
}
