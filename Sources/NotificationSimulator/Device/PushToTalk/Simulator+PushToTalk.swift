extension Simulator {
  // MARK: Push to Talk (rules PT1–PT8, behaviour reference §16)

  /// At each launch an app with a ``PushToTalkConfiguration`` that creates its
  /// `PTChannelManager` at launch gets its joined channel back, with
  /// `channelManager(_:didJoinChannel:reason:)` and reason `channelRestoration` (rule PT1).
  mutating func createChannelManagerAtLaunch() {
    guard let configuration = configuration.app.pushToTalk, self.configuration.profile.has(.pushToTalk) else { return }
    let codeDriven = self.configuration.processFactory != nil
    device.pushToTalk.channelManagerCreated = codeDriven ? process.channelManagerCreated : configuration.createsChannelManagerAtLaunch
    device.pushToTalk.transmitting = false
    device.pushToTalk.audioActive = false
    device.pushToTalk.remoteParticipant = nil
    // The team's code creates its manager itself (`createChannelManagerFromApp`), which restores the channel.
    guard !codeDriven, configuration.createsChannelManagerAtLaunch, let channel = device.pushToTalk.channel else { return }
    record(.system(.pushToTalk(.joined(channel: channel, reason: "channelRestoration"))), rule: DeviceRules.pushToTalkChannel.id)
  }

  /// The app's Push to Talk set-up, or an error naming `what` could not be done without one.
  private func pushToTalkConfiguration(_ what: String) throws(SimulationError) -> PushToTalkConfiguration {
    guard let configuration = configuration.app.pushToTalk else {
      throw SimulationError(.unsupported,
        "can't \(what): the app does not use Push to Talk. Give the app a Push to Talk set-up (AppConfiguration.pushToTalk, \"pushToTalk\" in a scenario's app).")
    }
    return configuration
  }

  /// The app joins the Push to Talk channel `channel` with
  /// `requestJoinChannel(channelUUID:descriptor:)`
  /// (https://developer.apple.com/documentation/pushtotalk/ptchannelmanager/requestjoinchannel(channeluuid:descriptor:)):
  /// the system calls `channelManager(_:didJoinChannel:reason:)` and hands a new ephemeral push
  /// token to `channelManager(_:receivedEphemeralPushToken:)`, valid until the app leaves
  /// (rule PT1). Outside the foreground the framework refuses the join instead, with
  /// `channelManager(_:failedToJoinChannel:error:)` and `PTChannelError.appNotForeground`
  /// (rule PT8).
  ///
  /// Throws when the name is empty, the app has no ``AppConfiguration/pushToTalk`` set-up, the
  /// profile is before iOS 16 (rule PT7), or the app is in the foreground and already in a
  /// channel.
  public mutating func joinPushToTalkChannel(_ channel: String) throws(SimulationError) {
    guard !channel.isEmpty else {
      throw SimulationError(.invalidPayload, "can't join a Push to Talk channel: the channel name is empty. Pass a non-empty name.")
    }
    _ = try pushToTalkConfiguration("join Push to Talk channel '\(channel)'")
    guard self.configuration.profile.has(.pushToTalk) else {
      throw SimulationError(.unsupported,
        "can't join Push to Talk channel '\(channel)': Push to Talk needs iOS 16, and the profile is \(self.configuration.profile). Set the platform to iOS 16 or later.")
    }
    guard process.state.isForeground else {
      defer { finishStimulus() }
      record(.user("the app asks to join Push to Talk channel \(channel)"))
      record(.system(.pushToTalk(.joinFailed(channel: channel, error: "appNotForeground", state: process.state))),
        rule: DeviceRules.pushToTalkJoinForeground.id)
      return
    }
    if let current = device.pushToTalk.channel {
      throw SimulationError(.invalidTransition,
        "can't join Push to Talk channel '\(channel)': the app is already in channel '\(current)'. Leave it first (leavePushToTalkChannel).")
    }
    defer { finishStimulus() }
    record(.user("the app joins Push to Talk channel \(channel)"))
    device.pushToTalk.channelManagerCreated = true
    device.pushToTalk.channel = channel
    device.pushToTalk.joins += 1
    let token = DeviceToken(bundleID: configuration.app.bundleID + ".voip-ptt.\(device.pushToTalk.joins)", seed: device.configuration.tokenSeed)
    device.pushToTalk.token = token
    record(.system(.pushToTalk(.joined(channel: channel, reason: "developerRequest"))), rule: DeviceRules.pushToTalkChannel.id)
    record(.callback(.channelManagerReceivedEphemeralPushToken, [.deviceToken(token)]), rule: DeviceRules.pushToTalkChannel.id)
  }

  /// The app leaves its Push to Talk channel with `leaveChannel(channelUUID:)`
  /// (https://developer.apple.com/documentation/pushtotalk/ptchannelmanager/leavechannel(channeluuid:)):
  /// `channelManager(_:didLeaveChannel:reason:)`, and the channel's ephemeral push token stops
  /// working (rule PT1).
  ///
  /// Throws when the app has no Push to Talk set-up, has joined no channel, or its code is not
  /// running.
  public mutating func leavePushToTalkChannel() throws(SimulationError) {
    _ = try pushToTalkConfiguration("leave a Push to Talk channel")
    guard let channel = device.pushToTalk.channel else {
      throw SimulationError(.invalidTransition,
        "can't leave a Push to Talk channel: the app has joined none. Join one first (joinPushToTalkChannel).")
    }
    guard process.state == .active || process.state == .inactive || process.state == .background else {
      throw SimulationError(.invalidTransition,
        "can't leave Push to Talk channel '\(channel)': the app is \(process.state), and only its running code leaves a channel. Open the app first (openApp).")
    }
    defer { finishStimulus() }
    record(.user("the app leaves its Push to Talk channel"))
    leavePushToTalkChannel(reason: "developerRequest", rule: DeviceRules.pushToTalkChannel.id)
  }

  /// Leaves the joined channel: the transmission and the audio session end, the token goes.
  mutating func leavePushToTalkChannel(reason: String, rule: String) {
    guard let channel = device.pushToTalk.channel else { return }
    if device.pushToTalk.transmitting {
      device.pushToTalk.transmitting = false
      record(.system(.pushToTalk(.transmissionEnded(channel: channel))), rule: DeviceRules.pushToTalkTransmission.id)
    }
    device.pushToTalk.remoteParticipant = nil
    deactivatePushToTalkAudio(rule: rule)
    device.pushToTalk.channel = nil
    device.pushToTalk.token = nil
    record(.system(.pushToTalk(.left(channel: channel, reason: reason))), rule: rule)
  }

  mutating func activatePushToTalkAudio(rule: String) {
    guard !device.pushToTalk.audioActive else { return }
    device.pushToTalk.audioActive = true
    record(.callback(.channelManagerDidActivate, []), rule: rule)
  }

  mutating func deactivatePushToTalkAudio(rule: String) {
    guard device.pushToTalk.audioActive else { return }
    device.pushToTalk.audioActive = false
    record(.callback(.channelManagerDidDeactivate, []), rule: rule)
  }

  /// The local person starts transmitting with the system's Talk button, or the app calls
  /// `requestBeginTransmitting(channelUUID:)`
  /// (https://developer.apple.com/documentation/pushtotalk/ptchannelmanager/requestbegintransmitting(channeluuid:)):
  /// a not-running app is launched in the background, a suspended one woken, and the system
  /// activates the audio session, `channelManager(_:didActivate:)` (rule PT5).
  ///
  /// Throws when the app has no Push to Talk set-up, has joined no channel, is already
  /// transmitting, or would have no `PTChannelManager` to call.
  public mutating func startTransmitting() throws(SimulationError) {
    let configuration = try pushToTalkConfiguration("start transmitting")
    guard let channel = device.pushToTalk.channel else {
      throw SimulationError(.invalidTransition, "can't start transmitting: the app has joined no Push to Talk channel. Join one first (joinPushToTalkChannel).")
    }
    guard !device.pushToTalk.transmitting else {
      throw SimulationError(.invalidTransition, "can't start transmitting: the local person is already transmitting. Stop first (stopTransmitting).")
    }
    let hasManager = process.state.isRunning ? device.pushToTalk.channelManagerCreated : configuration.createsChannelManagerAtLaunch
    guard hasManager else {
      throw SimulationError(.invalidTransition,
        "can't start transmitting: the app has no PTChannelManager in this launch. Create it at launch (createsChannelManagerAtLaunch).")
    }
    defer { finishStimulus() }
    record(.user("the local person starts transmitting"))
    switch process.state {
    case .notRunning, .forceQuit:
      apply(.launchInBackground(launchOptions: nil, notificationID: nil), rule: DeviceRules.pushToTalkTransmission.id)
      process.wokenBySystem = true
    case .suspended:
      apply(.wakeInBackground, rule: DeviceRules.pushToTalkTransmission.id)
      process.wokenBySystem = true
    case .background, .inactive, .active: break
    }
    device.pushToTalk.transmitting = true
    record(.system(.pushToTalk(.transmissionBegan(channel: channel))), rule: DeviceRules.pushToTalkTransmission.id)
    activatePushToTalkAudio(rule: DeviceRules.pushToTalkTransmission.id)
  }

  /// The local person stops transmitting
  /// (`channelManager(_:channelUUID:didEndTransmittingFrom:)`,
  /// https://developer.apple.com/documentation/pushtotalk/ptchannelmanagerdelegate): the audio
  /// session is deactivated unless a remote participant speaks, and an app in the background is
  /// suspended again (rule PT5).
  ///
  /// Throws when the app has no Push to Talk set-up or nobody is transmitting.
  public mutating func stopTransmitting() throws(SimulationError) {
    _ = try pushToTalkConfiguration("stop transmitting")
    guard device.pushToTalk.transmitting, let channel = device.pushToTalk.channel else {
      throw SimulationError(.invalidTransition, "can't stop transmitting: the local person is not transmitting. Start first (startTransmitting).")
    }
    defer { finishStimulus() }
    record(.user("the local person stops transmitting"))
    device.pushToTalk.transmitting = false
    let rule = DeviceRules.pushToTalkTransmission.id
    record(.system(.pushToTalk(.transmissionEnded(channel: channel))), rule: rule)
    if device.pushToTalk.remoteParticipant == nil { deactivatePushToTalkAudio(rule: rule) }
    if process.state == .background, handlers.waitingForApp == 0 {
      process.wokenBySystem = false
      process.state = .suspended
      record(.lifecycle(from: .background, to: .suspended, reason: "the Push to Talk transmission ended"), rule: rule)
    }
  }

  /// A Push to Talk push arrives for the app's channel.
  ///
  /// Models "Creating a Push to Talk app"
  /// (https://developer.apple.com/documentation/pushtotalk/creating-a-push-to-talk-app): only
  /// a joined channel's ephemeral token and a `PTChannelManager` of this launch receive pushes
  /// (rule PT1); iOS launches a not-running app in the background or wakes a suspended one and
  /// calls `incomingPushResult(channelManager:channelUUID:pushPayload:)` at once (rule PT2),
  /// whose `PTPushResult` shows the remote speaker or leaves the channel (rules PT3, PT4). A
  /// service update (iOS 17.2) goes to `incomingServiceUpdatePush` with the high-priority
  /// budget instead (rule PT6). Before iOS 16 nothing is delivered (rule PT7).
  ///
  /// Throws when the identifier is empty or the app has no ``AppConfiguration/pushToTalk`` set-up.
  public mutating func pushToTalkPush(_ push: PushToTalkPush) throws(SimulationError) {
    let id = push.identifier
    guard !id.isEmpty else {
      throw SimulationError(.invalidPayload, "can't deliver a Push to Talk push: the identifier is empty. Pass a non-empty id.")
    }
    let configuration = try pushToTalkConfiguration("deliver Push to Talk push '\(id)'")
    defer { finishStimulus() }
    func notDelivered(_ reason: String, _ rule: DeviceRule) {
      record(.system(.pushToTalk(.notDelivered(id, reason: reason))), rule: rule.id)
    }
    guard device.apns.isAppInstalled else { return notDelivered("the app is not installed", DeviceRules.pushToTalkChannel) }
    guard self.configuration.profile.has(.pushToTalk) else {
      return notDelivered("Push to Talk needs iOS 16; \(self.configuration.profile) has no Push to Talk framework", DeviceRules.pushToTalkVersion)
    }
    if push.isServiceUpdate, !self.configuration.profile.has(.pushToTalkServiceUpdates) {
      return notDelivered("service-update pushes need iOS 17.2; \(self.configuration.profile) does not deliver them", DeviceRules.pushToTalkServiceUpdate)
    }
    guard let channel = device.pushToTalk.channel else {
      return notDelivered("the app has joined no channel, so no ephemeral push token is valid", DeviceRules.pushToTalkChannel)
    }
    switch process.state {
    case .notRunning, .forceQuit:
      apply(.launchInBackground(launchOptions: nil, notificationID: nil), rule: DeviceRules.pushToTalkLaunch.id)
      process.wokenBySystem = true
    case .suspended:
      apply(.wakeInBackground, rule: DeviceRules.pushToTalkLaunch.id)
      process.wokenBySystem = true
    case .background, .inactive, .active: break
    }
    guard device.pushToTalk.channelManagerCreated else {
      return notDelivered("the app created no PTChannelManager in this launch", DeviceRules.pushToTalkChannel)
    }
    if push.isServiceUpdate {
      let budget = self.configuration.quirks.pushToTalkHighPriorityBudget
      let highPriority = push.isHighPriority && device.pushToTalk.highPriorityUpdatesSpent < budget
      if highPriority { device.pushToTalk.highPriorityUpdatesSpent += 1 }
      let remaining = max(0, budget - device.pushToTalk.highPriorityUpdatesSpent)
      let rule = DeviceRules.pushToTalkServiceUpdate.id
      record(.callback(.incomingServiceUpdatePush, [.notification(id), .state(process.state)]), rule: rule)
      record(.system(.pushToTalk(.serviceUpdate(id, highPriority: highPriority, remainingHighPriorityBudget: remaining))), rule: rule)
      suspendIfBackgroundWorkDone(rule: rule)
      return
    }
    record(.callback(.incomingPushResult, [.notification(id), .state(process.state)]), rule: DeviceRules.pushToTalkLaunch.id)
    var answer = push.result ?? configuration.result
    if let code = process.code {
      guard let returned = incomingPushResultFromProcess(push, channel: channel, code) else { return }
      answer = returned
    }
    switch answer {
    case .leaveChannel:
      leavePushToTalkChannel(reason: "developerRequest", rule: DeviceRules.pushToTalkResult.id)
      suspendIfBackgroundWorkDone(rule: DeviceRules.pushToTalkResult.id)
    case .activeRemoteParticipant(let participant):
      if configuration.halfDuplex, device.pushToTalk.transmitting {
        record(.system(.pushToTalk(.error(id, reason:
          "the local person is transmitting in a half-duplex channel, so \(participant) can't be the active remote participant"))),
          rule: DeviceRules.pushToTalkHalfDuplex.id)
        return
      }
      device.pushToTalk.remoteParticipant = participant
      record(.system(.pushToTalk(.remoteParticipant(id, channel: channel, participant: participant))),
        rule: DeviceRules.pushToTalkResult.id)
      activatePushToTalkAudio(rule: DeviceRules.pushToTalkResult.id)
    }
  }
}
