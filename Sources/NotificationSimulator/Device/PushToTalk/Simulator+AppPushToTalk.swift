extension Simulator {
  // MARK: Push to Talk through the team's code (rules PT1, PT3, PT4, PT5, PT8)

  /// `PTChannelManager.channelManager(delegate:restorationDelegate:completionHandler:)` from the
  /// team's code: the launch has its manager, so pushes reach it, and a channel the system kept
  /// is restored with reason `channelRestoration` (rule PT1). A second call in one launch returns
  /// the same manager and changes nothing, as in the SDK.
  mutating func createChannelManagerFromApp() {
    guard configuration.app.pushToTalk != nil, configuration.profile.has(.pushToTalk), !process.channelManagerCreated else { return }
    process.channelManagerCreated = true
    device.pushToTalk.channelManagerCreated = true
    guard let channel = device.pushToTalk.channel else { return }
    record(.system(.pushToTalk(.joined(channel: channel, reason: "channelRestoration"))), rule: DeviceRules.pushToTalkChannel.id)
  }

  /// The channel the app names must be the joined one.
  private func requireJoined(_ channel: String, _ what: String) throws(SimulationError) {
    guard let joined = device.pushToTalk.channel else {
      throw SimulationError(.invalidTransition,
        "can't \(what) in Push to Talk channel \(channel): the app has joined no channel, so the framework answers PTChannelError.channelNotFound. Join one first (requestJoinChannel(channelUUID:descriptor:)).")
    }
    guard joined == channel else {
      throw SimulationError(.invalidTransition,
        "can't \(what) in Push to Talk channel \(channel): the app's channel is \(joined), so the framework answers PTChannelError.channelNotFound. Use the UUID of the channel it joined.")
    }
  }

  /// `requestJoinChannel(channelUUID:descriptor:)` from the team's code: rule PT1 in the
  /// foreground, PT8 outside it (the join fails with `PTChannelError.appNotForeground`). A join
  /// while in a channel is refused with `channelLimitReached`: one channel at a time.
  mutating func joinPushToTalkChannelFromApp(_ channel: String) throws(SimulationError) {
    if let current = device.pushToTalk.channel, process.state.isForeground {
      throw SimulationError(.invalidTransition,
        "can't join Push to Talk channel \(channel): the app is already in channel \(current), so the framework answers PTChannelError.channelLimitReached. Leave it first (leaveChannel(channelUUID:)).")
    }
    try joinPushToTalkChannel(channel)
  }

  /// `leaveChannel(channelUUID:)` from the team's code (rule PT1).
  mutating func leavePushToTalkChannelFromApp(_ channel: String) throws(SimulationError) {
    try requireJoined(channel, "leave")
    try leavePushToTalkChannel()
  }

  /// `requestBeginTransmitting(channelUUID:)` from the team's code (rule PT5): outside the joined
  /// channel the framework refuses it with `channelNotFound`, during a transmission with
  /// `transmissionInProgress`.
  mutating func beginTransmittingFromApp(_ channel: String) throws(SimulationError) {
    try requireJoined(channel, "begin transmitting")
    guard !device.pushToTalk.transmitting else {
      throw SimulationError(.invalidTransition,
        "can't begin transmitting in Push to Talk channel \(channel): a transmission is in progress, so the framework answers PTChannelError.transmissionInProgress. Stop it first (stopTransmitting(channelUUID:)).")
    }
    try startTransmitting()
  }

  /// `stopTransmitting(channelUUID:)` from the team's code (rule PT5): with no transmission the
  /// framework answers `transmissionNotFound`.
  mutating func stopTransmittingFromApp(_ channel: String) throws(SimulationError) {
    try requireJoined(channel, "stop transmitting")
    guard device.pushToTalk.transmitting else {
      throw SimulationError(.invalidTransition,
        "can't stop transmitting in Push to Talk channel \(channel): nobody is transmitting, so the framework answers PTChannelError.transmissionNotFound.")
    }
    try stopTransmitting()
  }

  /// `setActiveRemoteParticipant(_:channelUUID:completionHandler:)` from the team's code: the
  /// system shows the participant speaking and activates the audio session, or, with `nil`,
  /// shows none (rule PT3). Naming one while the local person transmits in a half-duplex
  /// channel is refused with `transmissionInProgress` (rule PT4).
  mutating func setActiveRemoteParticipantFromApp(_ participant: String?, channel: String) throws(SimulationError) {
    try requireJoined(channel, "set the active remote participant")
    if let participant, device.pushToTalk.transmitting, configuration.app.pushToTalk?.halfDuplex ?? true {
      throw SimulationError(.invalidTransition,
        "can't make \(participant) the active remote participant in Push to Talk channel \(channel): the local person is transmitting in a half-duplex channel, so the framework answers PTChannelError.transmissionInProgress.")
    }
    record(.user("the app sets the active remote participant of Push to Talk channel \(channel) to \(participant ?? "none")"))
    device.pushToTalk.remoteParticipant = participant
    if participant != nil {
      activatePushToTalkAudio(rule: DeviceRules.pushToTalkResult.id)
    } else if !device.pushToTalk.transmitting {
      deactivatePushToTalkAudio(rule: DeviceRules.pushToTalkResult.id)
    }
  }

  /// A Push to Talk push reaches the team's `incomingPushResult(channelManager:channelUUID:pushPayload:)`:
  /// returns the `PTPushResult` it returned, judged as the configured answer is (rules PT3, PT4),
  /// or `nil` when the app's code returned none (a diagnostic).
  mutating func incomingPushResultFromProcess(_ push: PushToTalkPush, channel: String, _ code: any AppProcess) -> PushToTalkResult? {
    let call = AppCall(
      callback: .incomingPushResult, state: process.state, now: now, pushToTalkPush: push, pushToTalkChannel: channel)
    let device = self
    run.callDepth += 1
    let result = code.handle(call, on: device)
    run.callDepth -= 1
    var answer: PushToTalkResult?
    for request in result.requests {
      if case .answerPushToTalkPush(let value) = request {
        if answer == nil { answer = value }
      } else {
        _ = apply(request)
      }
    }
    if answer == nil {
      diagnose("ptt-handler-missing",
        "the app's PTChannelManager has no delegate returning a PTPushResult from incomingPushResult(channelManager:channelUUID:pushPayload:) when Push to Talk push '\(push.identifier)' arrived. Create the manager with its delegate at every launch.",
        rule: DeviceRules.pushToTalkResult.id)
    }
    return answer
  }
}
