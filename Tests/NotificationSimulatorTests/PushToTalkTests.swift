import NotificationPayload
import Testing

@testable import NotificationSimulator

/// Rules PT1–PT8: Push to Talk channels, their ephemeral tokens and pushes.
@Suite struct PushToTalkTests {
  private func lines(_ simulator: Simulator, from start: Int) -> [String] {
    simulator.trace.events[start...].map(\.rendered)
  }

  private func walkie(_ configuration: PushToTalkConfiguration = PushToTalkConfiguration()) -> AppConfiguration {
    var app = AppConfiguration(bundleID: "com.example.Walkie")
    app.pushToTalk = configuration
    return app
  }

  /// An app in `state` that joined channel `crew` while active.
  private func joined(
    _ state: AppState, _ configuration: PushToTalkConfiguration = PushToTalkConfiguration(), profile: Profile = .iOS17,
    quirks: Quirks? = nil
  ) throws -> Simulator {
    var simulator = try Simulator.prepared(.active, profile: profile, app: walkie(configuration), quirks: quirks)
    try simulator.joinPushToTalkChannel("crew")
    try simulator.bring(to: state)
    return simulator
  }

  private func message(_ body: () throws(SimulationError) -> Void) -> String? {
    do {
      try body()
      return nil
    } catch {
      return error.message
    }
  }

  @Test func `PT1: each join hands a new ephemeral token, and a push after leaving is not delivered`() throws {
    var simulator = try Simulator.prepared(.active, profile: .iOS17, app: walkie())
    let start = simulator.trace.events.count
    try simulator.joinPushToTalkChannel("crew")
    let first = try #require(simulator.device.pushToTalk.token)
    try simulator.leavePushToTalkChannel()
    #expect(simulator.device.pushToTalk.token == nil)
    try simulator.pushToTalkPush(PushToTalkPush(identifier: "talk1"))
    try simulator.joinPushToTalkChannel("crew")
    let second = try #require(simulator.device.pushToTalk.token)
    #expect(first != second)
    #expect(lines(simulator, from: start) == [
      "+0.000s  user       the app joins Push to Talk channel crew",
      "+0.000s  system     Push to Talk channel crew joined (developerRequest)  [PT1]",
      "+0.000s  callback   channelManager(_:receivedEphemeralPushToken:) deviceToken=\(first.hexString)  [PT1]",
      "+0.000s  user       the app leaves its Push to Talk channel",
      "+0.000s  system     Push to Talk channel crew left (developerRequest); its ephemeral push token no longer works  [PT1]",
      "+0.000s  system     Push to Talk push talk1 not delivered: the app has joined no channel, so no ephemeral push token is valid  [PT1]",
      "+0.000s  user       the app joins Push to Talk channel crew",
      "+0.000s  system     Push to Talk channel crew joined (developerRequest)  [PT1]",
      "+0.000s  callback   channelManager(_:receivedEphemeralPushToken:) deviceToken=\(second.hexString)  [PT1]",
    ])
  }

  @Test func `PT1: without a channel manager created at launch the push is not delivered`() throws {
    var simulator = try joined(.notRunning, PushToTalkConfiguration(createsChannelManagerAtLaunch: false))
    try simulator.pushToTalkPush(PushToTalkPush(identifier: "talk1"))
    #expect(simulator.trace.events.last?.rendered
      == "+0.000s  system     Push to Talk push talk1 not delivered: the app created no PTChannelManager in this launch  [PT1]")
    #expect(simulator.process.state == .background)
  }

  @Test func `PT1, PT2, PT3: a not-running app is launched, its channel restored, and the speaker shown`() throws {
    var simulator = try joined(.notRunning, PushToTalkConfiguration(result: .activeRemoteParticipant("Dispatch")))
    let start = simulator.trace.events.count
    try simulator.pushToTalkPush(PushToTalkPush(identifier: "talk1"))
    #expect(Array(lines(simulator, from: start).suffix(4)) == [
      "+0.000s  system     Push to Talk channel crew joined (channelRestoration)  [PT1]",
      "+0.000s  callback   incomingPushResult(channelManager:channelUUID:pushPayload:) notification=talk1 state=background  [PT2]",
      "+0.000s  system     Push to Talk push talk1: Dispatch shown speaking in channel crew  [PT3]",
      "+0.000s  callback   channelManager(_:didActivate:)  [PT3]",
    ])
    #expect(lines(simulator, from: start).first == "+0.000s  lifecycle  notRunning -> background (launched in the background)  [PT2]")
    #expect(simulator.device.pushToTalk.remoteParticipant == "Dispatch")
    #expect(simulator.device.pushToTalk.audioActive)
    #expect(simulator.device.notifications.isEmpty)
  }

  @Test func `PT3: a leaveChannel answer, from the push or the app, leaves and the app is suspended again`() throws {
    var simulator = try joined(.suspended)
    let start = simulator.trace.events.count
    try simulator.pushToTalkPush(PushToTalkPush(identifier: "bye", result: .leaveChannel))
    #expect(lines(simulator, from: start) == [
      "+0.000s  lifecycle  suspended -> background (woken by the system)  [PT2]",
      "+0.000s  callback   incomingPushResult(channelManager:channelUUID:pushPayload:) notification=bye state=background  [PT2]",
      "+0.000s  system     Push to Talk channel crew left (developerRequest); its ephemeral push token no longer works  [PT3]",
      "+0.000s  lifecycle  background -> suspended (background work finished)  [PT3]",
    ])
    #expect(simulator.device.pushToTalk.channel == nil)

    var leaving = try joined(.active, PushToTalkConfiguration(result: .leaveChannel))
    try leaving.pushToTalkPush(PushToTalkPush(identifier: "bye"))
    #expect(leaving.device.pushToTalk.channel == nil)
  }

  @Test func `PT4: in half-duplex a remote speaker while the local person transmits is an error`() throws {
    var simulator = try joined(.active)
    try simulator.startTransmitting()
    let start = simulator.trace.events.count
    try simulator.pushToTalkPush(PushToTalkPush(identifier: "talk1", result: .activeRemoteParticipant("Dispatch")))
    #expect(lines(simulator, from: start) == [
      "+0.000s  callback   incomingPushResult(channelManager:channelUUID:pushPayload:) notification=talk1 state=active  [PT2]",
      "+0.000s  system     Push to Talk push talk1 refused: the local person is transmitting in a half-duplex channel, so Dispatch can't be the active remote participant  [PT4]",
    ])
    #expect(simulator.device.pushToTalk.remoteParticipant == nil)
    #expect(simulator.device.pushToTalk.transmitting)

    var full = try joined(.active, PushToTalkConfiguration(halfDuplex: false))
    try full.startTransmitting()
    try full.pushToTalkPush(PushToTalkPush(identifier: "talk1", result: .activeRemoteParticipant("Dispatch")))
    #expect(full.device.pushToTalk.remoteParticipant == "Dispatch")
  }

  @Test func `PT5: the audio session activates for a transmission, and a backgrounded app is suspended when it ends`() throws {
    var simulator = try joined(.background)
    let start = simulator.trace.events.count
    try simulator.startTransmitting()
    try simulator.stopTransmitting()
    #expect(lines(simulator, from: start) == [
      "+0.000s  user       the local person starts transmitting",
      "+0.000s  system     Push to Talk transmission began in channel crew  [PT5]",
      "+0.000s  callback   channelManager(_:didActivate:)  [PT5]",
      "+0.000s  user       the local person stops transmitting",
      "+0.000s  system     Push to Talk transmission ended in channel crew  [PT5]",
      "+0.000s  callback   channelManager(_:didDeactivate:)  [PT5]",
      "+0.000s  lifecycle  background -> suspended (the Push to Talk transmission ended)  [PT5]",
    ])
    #expect(simulator.process.state == .suspended)
  }

  @Test func `PT6: service updates spend the high-priority budget of quirk pushToTalkHighPriorityBudget`() throws {
    var quirks = Quirks()
    quirks.pushToTalkHighPriorityBudget = 1
    var simulator = try joined(.active, quirks: quirks)
    let update = { (id: String, high: Bool) in PushToTalkPush(identifier: id, isServiceUpdate: true, isHighPriority: high) }
    try simulator.pushToTalkPush(update("u1", true))
    try simulator.pushToTalkPush(update("u2", false))
    try simulator.pushToTalkPush(update("u3", true))
    let updates = simulator.trace.events.compactMap { event -> String? in
      guard case .system(.pushToTalk(.serviceUpdate)) = event.kind else { return nil }
      return event.rendered
    }
    #expect(updates == [
      "+0.000s  system     Push to Talk service update u1: isHighPriority true, remainingHighPriorityBudget 0  [PT6]",
      "+0.000s  system     Push to Talk service update u2: isHighPriority false, remainingHighPriorityBudget 0  [PT6]",
      "+0.000s  system     Push to Talk service update u3: isHighPriority false, remainingHighPriorityBudget 0  [PT6]",
    ])
    #expect(Quirks().pushToTalkHighPriorityBudget == 10)
    #expect(!simulator.trace.events.contains { if case .callback(.incomingPushResult, _) = $0.kind { true } else { false } })
  }

  @Test func `PT6: before iOS 17 a service update is not delivered`() throws {
    var simulator = try joined(.active, profile: .iOS16)
    try simulator.pushToTalkPush(PushToTalkPush(identifier: "u1", isServiceUpdate: true))
    #expect(simulator.trace.events.last?.rendered
      == "+0.000s  system     Push to Talk push u1 not delivered: service-update pushes need iOS 17.2; iOS 16 does not deliver them  [PT6]")
  }

  @Test func `PT7: before iOS 16 nothing is delivered and the app cannot join`() throws {
    var simulator = try Simulator.prepared(.active, profile: .iOS15, app: walkie())
    #expect(message { () throws(SimulationError) in try simulator.joinPushToTalkChannel("crew") }
      == "can't join Push to Talk channel 'crew': Push to Talk needs iOS 16, and the profile is iOS 15. Set the platform to iOS 16 or later.")
    try simulator.pushToTalkPush(PushToTalkPush(identifier: "talk1"))
    #expect(simulator.trace.events.last?.rendered
      == "+0.000s  system     Push to Talk push talk1 not delivered: Push to Talk needs iOS 16; iOS 15 has no Push to Talk framework  [PT7]")
    #expect(PlatformFeature.pushToTalk.introduced == 16)
    #expect(PlatformFeature.pushToTalkServiceUpdates.introduced == 17)
  }

  @Test func `bad calls are refused with what to do`() throws {
    var plain = Simulator(app: AppConfiguration())
    #expect(message { () throws(SimulationError) in try plain.pushToTalkPush(PushToTalkPush(identifier: "talk1")) }
      == #"can't deliver Push to Talk push 'talk1': the app does not use Push to Talk. Give the app a Push to Talk set-up (AppConfiguration.pushToTalk, "pushToTalk" in a scenario's app)."#)
    var suspended = try joined(.suspended)
    #expect(message { () throws(SimulationError) in try suspended.leavePushToTalkChannel() }
      == "can't leave Push to Talk channel 'crew': the app is suspended, and only its running code leaves a channel. Open the app first (openApp).")
    var simulator = try joined(.active)
    #expect(message { () throws(SimulationError) in try simulator.joinPushToTalkChannel("other") }
      == "can't join Push to Talk channel 'other': the app is already in channel 'crew'. Leave it first (leavePushToTalkChannel).")
    #expect(message { () throws(SimulationError) in try simulator.stopTransmitting() }
      == "can't stop transmitting: the local person is not transmitting. Start first (startTransmitting).")
    try simulator.leavePushToTalkChannel()
    #expect(message { () throws(SimulationError) in try simulator.leavePushToTalkChannel() }
      == "can't leave a Push to Talk channel: the app has joined none. Join one first (joinPushToTalkChannel).")
    #expect(message { () throws(SimulationError) in try simulator.startTransmitting() }
      == "can't start transmitting: the app has joined no Push to Talk channel. Join one first (joinPushToTalkChannel).")
    #expect(message { () throws(SimulationError) in try simulator.pushToTalkPush(PushToTalkPush(identifier: "")) }
      == "can't deliver a Push to Talk push: the identifier is empty. Pass a non-empty id.")
  }

  @Test func `PT8: a join outside the foreground is refused through failedToJoinChannel with appNotForeground, in every such state`() throws {
    for state in AppState.allCases where !state.isForeground {
      var simulator = try Simulator.prepared(.active, profile: .iOS17, app: walkie())
      try simulator.bring(to: state)
      let start = simulator.trace.events.count
      try simulator.joinPushToTalkChannel("crew")
      #expect(lines(simulator, from: start) == [
        "+0.000s  user       the app asks to join Push to Talk channel crew",
        "+0.000s  system     Push to Talk channel crew not joined: channelManager(_:failedToJoinChannel:error:) with PTChannelError.appNotForeground (the app is \(state))  [PT8]",
      ], "\(state)")
      #expect(simulator.device.pushToTalk.channel == nil && simulator.device.pushToTalk.token == nil, "\(state)")
      #expect(simulator.process.state == state, "\(state)")
    }
    // Already in a channel, a join from the background is still the framework's refusal, not an error.
    var simulator = try joined(.background)
    try simulator.joinPushToTalkChannel("other")
    #expect(simulator.trace.events.last?.rendered
      == "+0.000s  system     Push to Talk channel other not joined: channelManager(_:failedToJoinChannel:error:) with PTChannelError.appNotForeground (the app is background)  [PT8]")
    #expect(simulator.device.pushToTalk.channel == "crew")
    // The inactive app is in the foreground: it joins.
    var inactive = try Simulator.prepared(.inactive, profile: .iOS17, app: walkie())
    try inactive.joinPushToTalkChannel("crew")
    #expect(inactive.device.pushToTalk.channel == "crew")
  }

  @Test func `the rules PT1 to PT8 are in the device rule table with Apple sources`() {
    let rules = DeviceRules.all.filter { $0.id.hasPrefix("PT") }
    #expect(rules.map(\.id) == ["PT1", "PT2", "PT3", "PT4", "PT5", "PT6", "PT7", "PT8"])
    #expect(rules.allSatisfy { $0.sources.first?.url.hasPrefix("https://developer.apple.com/") == true })
    #expect(DeviceRules.rules(forPushType: .pushToTalk).map(\.id) == ["AP14"] + rules.map(\.id), "notifsim explain --push-type pushtotalk")
  }
}

/// Bad Push to Talk steps and app set-ups in a scenario file: positioned errors with a fix.
@Suite struct PushToTalkScenarioLoaderTests {
  func findings(_ text: String) -> [String] {
    loadScenario(text).diagnostics.map {
      "\($0.diagnostic.location) \($0.diagnostic.path) \($0.diagnostic.message) | \($0.diagnostic.hint ?? "")"
    }
  }

  @Test func `app.pushToTalk and the Push to Talk steps load as written`() {
    let good = loadScenario(#"{"scenario": 1, "name": "x", "platform": "iOS 17", "app": {"pushToTalk": {"createsChannelManagerAtLaunch": false, "result": "leaveChannel", "halfDuplex": false}}, "steps": [{"joinPushToTalkChannel": "crew"}, {"startTransmitting": {}}, {"stopTransmitting": {}}, {"pushToTalkPush": {"id": "u1", "priority": 5, "participant": "Ann", "payload": {"aps": {"ptt-push-type": "service-update"}}}}, {"leavePushToTalkChannel": {}}]}"#)
    #expect(good.diagnostics.isEmpty)
    #expect(good.scenario?.app.pushToTalk
      == PushToTalkConfiguration(createsChannelManagerAtLaunch: false, result: .leaveChannel, halfDuplex: false))
    let steps = good.scenario?.steps.map(\.action) ?? []
    guard steps.count == 5, case .joinPushToTalkChannel("crew") = steps[0], case .startTransmitting = steps[1],
      case .stopTransmitting = steps[2], case .pushToTalkPush(let push) = steps[3], case .leavePushToTalkChannel = steps[4]
    else {
      Issue.record("the steps did not load as written: \(steps)")
      return
    }
    #expect(push == PushToTalkPush(identifier: "u1", result: .activeRemoteParticipant("Ann"), isServiceUpdate: true, isHighPriority: false))
  }

  @Test func `a pushToTalkPush without app.pushToTalk is an error at the step`() {
    #expect(findings(#"{"scenario": 1, "name": "x", "steps": [{"pushToTalkPush": {"id": "t1"}}]}"#) == [
      #"1:40 $.steps[0] pushToTalkPush needs an app that uses Push to Talk, and app.pushToTalk is not set | Add "pushToTalk": {} to app (a PTChannelManager created at launch, half-duplex, answering activeRemoteParticipant)."#
    ])
  }

  @Test func `an unknown result name gets a did-you-mean`() {
    #expect(findings(#"{"scenario": 1, "name": "x", "app": {"pushToTalk": {}}, "steps": [{"pushToTalkPush": {"id": "t1", "result": "leaveChanel"}}]}"#) == [
      #"1:109 $.steps[0].pushToTalkPush.result unknown PTPushResult "leaveChanel"; did you mean "leaveChannel"? | Valid values: "activeRemoteParticipant", "leaveChannel"."#
    ])
  }

  @Test func `a wrong ptt-push-type, priority or channel name is refused where it is written`() {
    #expect(findings(#"{"scenario": 1, "name": "x", "app": {"pushToTalk": {}}, "steps": [{"pushToTalkPush": {"id": "t1", "payload": {"aps": {"ptt-push-type": "service-updates"}}}}]}"#) == [
      #"1:136 $.steps[0].pushToTalkPush.payload.aps.ptt-push-type unknown ptt-push-type "service-updates"; did you mean "service-update"? | Valid values: "service-update"."#
    ])
    #expect(findings(#"{"scenario": 1, "name": "x", "app": {"pushToTalk": {}}, "steps": [{"pushToTalkPush": {"id": "t1", "priority": 1}}]}"#) == [
      "1:111 $.steps[0].pushToTalkPush.priority priority 1 is out of range | priority must be 5 or 10. Write 10 (high priority, the default) or 5."
    ])
    #expect(findings(#"{"scenario": 1, "name": "x", "app": {"pushToTalk": {}}, "steps": [{"joinPushToTalkChannel": ""}]}"#) == [
      #"1:93 $.steps[0].joinPushToTalkChannel joinPushToTalkChannel takes the channel's name, a non-empty string; found the string "" | Write "joinPushToTalkChannel": "dispatch"; expectations refer to that name."#
    ])
  }

  @Test func `a payload over 4096 bytes, or one that is not an object, is refused at the payload`() {
    let big = String(repeating: "a", count: 4096)
    #expect(findings(#"{"scenario": 1, "name": "x", "app": {"pushToTalk": {}}, "steps": [{"pushToTalkPush": {"id": "t1", "payload": {"x": ""# + big + #""}}}]}"#) == [
      "1:110 $.steps[0].pushToTalkPush.payload the Push to Talk payload is 4104 bytes; APNs refuses pushtotalk pushes over 4096 bytes (413 PayloadTooLarge) | Send only what the app needs to name the speaker, such as a participant ID."
    ])
    #expect(findings(#"{"scenario": 1, "name": "x", "app": {"pushToTalk": {}}, "steps": [{"pushToTalkPush": {"id": "t1", "payload": []}}]}"#).count == 1)
  }

  @Test func `app.pushToTalk before iOS 16 is a warning, and a participant with leaveChannel too`() {
    #expect(findings(#"{"scenario": 1, "name": "x", "platform": "iOS 15", "app": {"pushToTalk": {}}, "steps": []}"#) == [
      #"1:60 $.app.pushToTalk Push to Talk needs iOS 16; on iOS 15 the app can't join a channel and no Push to Talk push is delivered | Set "platform" to "iOS 16" or later, or remove "pushToTalk"."#
    ])
    #expect(findings(#"{"scenario": 1, "name": "x", "app": {"pushToTalk": {"result": "leaveChannel", "participant": "Ann"}}, "steps": []}"#) == [
      #"1:79 $.app.pushToTalk.participant a participant with result leaveChannel; the app names no speaker when it leaves | Remove "participant", or write "result": "activeRemoteParticipant"."#
    ])
  }
}
