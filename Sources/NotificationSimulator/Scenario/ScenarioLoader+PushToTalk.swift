public import NotificationPayload

extension ScenarioLoader.Reader {
  // MARK: - Push to Talk (rules PT1–PT7)

  /// Reads `app.pushToTalk`: `createsChannelManagerAtLaunch`, `result` (a `PTPushResult` name),
  /// `participant` and `halfDuplex`.
  mutating func readAppPushToTalk(_ reader: inout JSONObjectReader, into app: inout AppConfiguration) {
    guard var object = reader.object("pushToTalk", log: &log) else { return }
    var configuration = PushToTalkConfiguration()
    if let value = object.bool("createsChannelManagerAtLaunch", log: &log) { configuration.createsChannelManagerAtLaunch = value }
    if let result = readPushToTalkResult(&object) { configuration.result = result }
    if let value = object.bool("halfDuplex", log: &log) { configuration.halfDuplex = value }
    object.warnAboutUnknownKeys(log: &log)
    app.pushToTalk = configuration
  }

  /// Reads `result` and `participant`: `"leaveChannel"`, or `"activeRemoteParticipant"` with the
  /// participant's name (``PushToTalkConfiguration/defaultParticipant`` when none is given). A
  /// `participant` alone means `activeRemoteParticipant`.
  mutating func readPushToTalkResult(_ reader: inout JSONObjectReader) -> PushToTalkResult? {
    let name = reader.has("result") ? reader.choice("result", PushToTalkResultName.self, log: &log, what: "PTPushResult") : nil
    let participant = reader.string("participant", log: &log)
    switch name {
    case .leaveChannel?:
      if participant != nil, let member = reader.object.member("participant") {
        log.warning(
          .pushToTalkParticipantIgnored, "a participant with result leaveChannel; the app names no speaker when it leaves",
          hint: #"Remove "participant", or write "result": "activeRemoteParticipant"."#,
          path: reader.path.appending("participant"), at: member.keyLocation)
      }
      return .leaveChannel
    case .activeRemoteParticipant?: return .activeRemoteParticipant(participant ?? PushToTalkConfiguration.defaultParticipant)
    case nil: return participant.map { .activeRemoteParticipant($0) }
    }
  }

  /// Reads a `pushToTalkPush` step: `{"id", "payload", "result", "participant", "priority"}`.
  /// A payload whose `aps` has `"ptt-push-type": "service-update"` is an iOS 17.2 service
  /// update (rule PT6); another value there, or a payload over the 4096 bytes APNs takes, is an
  /// error.
  mutating func readPushToTalkPush(_ value: JSONValue, path: JSONPath) -> PushToTalkPush? {
    guard var reader = JSONObjectReader(value, path: path, log: &log) else { return nil }
    let id = reader.required("id", log: &log, hint: #"Name the push, such as "id": "talk1"; expectations refer to it."#)
    var valid = true
    var isServiceUpdate = false
    if let payload = reader.value("payload") {
      if payload.object == nil {
        log.wrongType(payload, path: path.appending("payload"), expected: "an object, the push's JSON payload")
        valid = false
      } else {
        if !checkPayloadSize(
          payload, pushType: .pushToTalk, named: ("Push to Talk", "pushtotalk"), path: path,
          hint: "Send only what the app needs to name the speaker, such as a participant ID.")
        {
          valid = false
        }
        if let type = payload.object?["aps"]?.object?.member("ptt-push-type") {
          let typePath = path.appending("payload").appending("aps").appending("ptt-push-type")
          if type.value.string == "service-update" {
            isServiceUpdate = true
          } else if let text = type.value.string {
            valid = false
            log.unknownName(text, what: "ptt-push-type", valid: ["service-update"], path: typePath, at: type.value.location)
          } else {
            valid = false
            log.wrongType(type.value, path: typePath, expected: #"the string "service-update""#)
          }
        }
      }
    }
    let result = readPushToTalkResult(&reader)
    var isHighPriority = true
    if reader.has(ScenarioLimits.pushToTalkPriority.name) {
      if let priority = reader.int(ScenarioLimits.pushToTalkPriority, log: &log) {
        isHighPriority = priority == 10
      } else {
        valid = false
      }
    }
    reader.warnAboutUnknownKeys(log: &log)
    guard let id, valid else { return nil }
    guard let text = id.string, !text.isEmpty else {
      log.wrongType(id, path: path.appending("id"), expected: "a non-empty string")
      return nil
    }
    return PushToTalkPush(identifier: text, result: result, isServiceUpdate: isServiceUpdate, isHighPriority: isHighPriority)
  }

  /// Reads a `joinPushToTalkChannel` step: the channel's name, a non-empty string.
  mutating func readJoinChannel(_ value: JSONValue, path: JSONPath) -> String? {
    guard let channel = value.string, !channel.isEmpty else {
      log.error(
        .invalidStep, "joinPushToTalkChannel takes the channel's name, a non-empty string; found \(value.typeDescription)",
        hint: #"Write "joinPushToTalkChannel": "dispatch"; expectations refer to that name."#, path: path, at: value.location)
      return nil
    }
    return channel
  }

  /// A Push to Talk step in a scenario whose app has no `pushToTalk` set-up is an error: the
  /// simulator would refuse it at run time.
  mutating func checkPushToTalkStep(_ step: ScenarioStep, app: AppConfiguration) {
    guard app.pushToTalk == nil else { return }
    log.error(
      .pushToTalkNotConfigured, "\(step.action.declarationName) needs an app that uses Push to Talk, and app.pushToTalk is not set",
      hint: #"Add "pushToTalk": {} to app (a PTChannelManager created at launch, half-duplex, answering activeRemoteParticipant)."#,
      path: step.path, at: step.location)
  }

  /// Warns that `app.pushToTalk` does nothing before iOS 16, which has no Push to Talk
  /// framework ([Push to Talk](https://developer.apple.com/documentation/pushtotalk); rule PT7).
  mutating func warnAboutPushToTalk(in top: JSONObjectReader, app: AppConfiguration, profile: Profile) {
    guard app.pushToTalk != nil, !profile.has(.pushToTalk),
      let member = top.object["app"]?.object?.member("pushToTalk")
    else { return }
    log.warning(
      .pushToTalkUnavailable,
      "Push to Talk needs iOS 16; on \(profile) the app can't join a channel and no Push to Talk push is delivered",
      hint: #"Set "platform" to "iOS 16" or later, or remove "pushToTalk"."#,
      path: ["app", "pushToTalk"], at: member.keyLocation)
  }
}

extension DiagnosticCode {
  /// A scenario gives the app a Push to Talk set-up on an iOS version before 16.
  public static let pushToTalkUnavailable: DiagnosticCode = "push-to-talk-unavailable"
  /// A scenario has a Push to Talk step and no `app.pushToTalk`.
  public static let pushToTalkNotConfigured: DiagnosticCode = "push-to-talk-not-configured"
  /// A Push to Talk result of `leaveChannel` names a participant, which nobody reads.
  public static let pushToTalkParticipantIgnored: DiagnosticCode = "push-to-talk-participant-ignored"
}
