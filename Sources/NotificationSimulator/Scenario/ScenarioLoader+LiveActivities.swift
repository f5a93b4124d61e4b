import NotificationPayload

/// The Live Activity steps: `startActivity`, `activityPush` and `liveActivitySettings` (rules LA1–LA9).
extension ScenarioLoader.Reader {
  mutating func readStartActivity(_ value: JSONValue, path: JSONPath) -> ScenarioStep.Action? {
    guard var reader = JSONObjectReader(value, path: path, log: &log) else { return nil }
    let id = newActivityID(&reader, path: path)
    let type = reader.required(
      "attributesType", log: &log, hint: #"Name the app's ActivityAttributes type: "attributesType": "DeliveryAttributes"."#)
    let state = reader.required(
      "contentState", log: &log, hint: #"Give the first ContentState as JSON: "contentState": {"minutesLeft": 20}."#)
    let attributes = reader.value("attributes")
    let staleDate = reader.int(ScenarioLimits.staleDate, log: &log)
    let score = reader.number(ScenarioLimits.activityRelevanceScore, log: &log) ?? 0
    var pushToken = false
    let channel = reader.string("channel", log: &log)
    if let pushType = reader.value("pushType"), channel != nil, pushType.kind != .null {
      log.error(
        .invalidStep, "an activity takes one push type: pushType \"token\" or a broadcast channel, not both",
        hint: #"Leave out "pushType" for an activity that listens to "channel", or leave out "channel"."#,
        path: path.appending("pushType"), at: pushType.location)
    } else if let pushType = reader.value("pushType") {
      if pushType.string == "token" {
        pushToken = true
      } else if pushType.kind != .null {
        log.error(
          .outOfRange, "pushType is \(pushType.typeDescription); the simulator models \"token\" or null",
          hint: #"Write "pushType": "token" for an activity updated by pushes, or leave it out."#,
          path: path.appending("pushType"), at: pushType.location)
      }
    }
    reader.warnAboutUnknownKeys(log: &log)
    guard let id, let typeName = objectOrString(type, path: path.appending("attributesType"), string: true)?.string,
      let state = objectOrString(state, path: path.appending("contentState"), string: false)
    else { return nil }
    if let attributes, attributes.object == nil {
      log.wrongType(attributes, path: path.appending("attributes"), expected: "an object")
      return nil
    }
    return .startActivity(ActivityRequest(
      id: id, attributesType: typeName, attributes: attributes ?? JSONValue(.object(JSONObject())), contentState: state,
      staleDate: staleDate.map(Int64.init), relevanceScore: score, pushToken: pushToken, channel: channel))
  }

  mutating func readActivityPush(_ value: JSONValue, path: JSONPath) -> ScenarioStep.Action? {
    guard var reader = JSONObjectReader(value, path: path, log: &log) else { return nil }
    var priority = 10
    if let given = reader.int(ScenarioLimits.activityPushPriority, log: &log) { priority = given }
    guard let activityValue = reader.required(
      "activity", log: &log, hint: #"Name the activity the push is for: "activity": "delivery"."#)
    else { return nil }
    guard let payloadValue = reader.required(
      "payload", log: &log, hint: #"Give the push's body: "payload": {"aps": {"event": "update", ...}}."#)
    else { return nil }
    reader.warnAboutUnknownKeys(log: &log)
    guard let payload = activityPayload(payloadValue, path: path) else { return nil }
    guard let id = activityValue.string else {
      log.wrongType(activityValue, path: path.appending("activity"), expected: "the id of a Live Activity")
      return nil
    }
    guard let event = requireActivityEvent(payload, payloadValue, path: path) else { return nil }
    let activityPath = path.appending("activity")
    if event == "start" {
      guard declareActivity(id, path: activityPath, at: activityValue.location) else { return nil }
    } else if !activityIDs.contains(id) {
      var message = "no earlier step starts a Live Activity \(JSONWriter.quoted(id))"
      if let suggestion = EditDistance.suggestion(for: id, among: activityIDs) {
        message += "; did you mean \(JSONWriter.quoted(suggestion))?"
      }
      let known = activityIDs.isEmpty ? "none yet" : activityIDs.map { JSONWriter.quoted($0) }.joined(separator: ", ")
      log.error(
        .unknownNotification, message,
        hint: "Start it first with a startActivity step or an activityPush whose event is \"start\". Activities so far: \(known).",
        path: activityPath, at: activityValue.location)
      return nil
    }
    return .activityPush(payload, activity: id, priority: priority)
  }

  mutating func readLiveActivitySettings(_ value: JSONValue, path: JSONPath) -> ScenarioStep.Action? {
    guard var reader = JSONObjectReader(value, path: path, log: &log) else { return nil }
    let enabled = reader.bool("frequentPushesEnabled", log: &log)
    let supports = reader.bool("supportsFrequentUpdates", log: &log)
    reader.warnAboutUnknownKeys(log: &log)
    guard enabled != nil || supports != nil else {
      log.error(
        .invalidStep, "liveActivitySettings changes nothing",
        hint: #"Write "frequentPushesEnabled": false (the person turns More Frequent Updates off) or "supportsFrequentUpdates": true (the app's NSSupportsLiveActivitiesFrequentUpdates)."#,
        path: path, at: value.location)
      return nil
    }
    return .liveActivitySettings(frequentPushesEnabled: enabled, supportsFrequentUpdates: supports)
  }

  /// A `push` step whose payload is an ActivityKit push reaches the app as a notification,
  /// not a Live Activity: warns and points to `activityPush` (rules LA2, LA3).
  mutating func warnAboutActivityPayload(_ action: ScenarioStep.Action?, at location: SourcePosition, path: @autoclosure () -> JSONPath) {
    guard case .push(let payload, _, _)? = action, payload.aps.liveActivity != nil, let event = payload.aps.liveActivity?.event
    else { return }
    log.warning(
      .invalidStep,
      "this payload is an ActivityKit \(JSONWriter.quoted(event)); a push step delivers it as a notification, not to a Live Activity",
      hint: #"Send it with {"activityPush": {"activity": "<id>", "payload": ...}}, which applies it to the activity."#,
      path: path(), at: location)
  }

  /// Reads `activity`, the id of a new activity.
  mutating func newActivityID(_ reader: inout JSONObjectReader, path: JSONPath) -> String? {
    guard let value = reader.required("activity", log: &log, hint: #"Give the activity an id: "activity": "delivery"."#)
    else { return nil }
    guard let id = value.string, !id.isEmpty else {
      log.wrongType(value, path: path.appending("activity"), expected: "a non-empty string")
      return nil
    }
    return declareActivity(id, path: path.appending("activity"), at: value.location) ? id : nil
  }

  /// Records a new activity id; an id already started is an error.
  mutating func declareActivity(_ id: String, path: JSONPath, at location: SourcePosition) -> Bool {
    guard !activityIDs.contains(id) else {
      log.error(
        .invalidStep, "a Live Activity \(JSONWriter.quoted(id)) was already started",
        hint: "Give each activity its own id; update or end this one with an activityPush.", path: path, at: location)
      return false
    }
    activityIDs.append(id)
    return true
  }

  /// `value` when it is a string (`string`) or an object (otherwise); logs the wrong type.
  mutating func objectOrString(_ value: JSONValue?, path: JSONPath, string: Bool) -> JSONValue? {
    guard let value else { return nil }
    if string ? value.string != nil : value.object != nil { return value }
    log.wrongType(value, path: path, expected: string ? "a string" : "an object")
    return nil
  }

  // MARK: Broadcast channels (rules LA10, LA11)

  /// Reads `createBroadcastChannel`: `{"channel": "<id>", "storagePolicy": "noMessageStored" | "mostRecentMessageStored"}`.
  mutating func readCreateChannel(_ value: JSONValue, path: JSONPath) -> ScenarioStep.Action? {
    guard var reader = JSONObjectReader(value, path: path, log: &log) else { return nil }
    let channelValue = reader.required("channel", log: &log, hint: #"Name the channel: "channel": "scores"."#)
    let policy = reader.required(
      "storagePolicy", log: &log,
      hint: #"Say what APNs keeps for an offline device: "storagePolicy": "noMessageStored" or "mostRecentMessageStored"."#)
    reader.warnAboutUnknownKeys(log: &log)
    guard let channelValue, let policy else { return nil }
    guard let id = channelValue.string, !id.isEmpty else {
      log.wrongType(channelValue, path: path.appending("channel"), expected: "a non-empty string")
      return nil
    }
    let names = BroadcastChannel.StoragePolicy.allCases.map(\.rawValue)
    guard let text = policy.string, let storagePolicy = BroadcastChannel.StoragePolicy(rawValue: text) else {
      if let text = policy.string {
        log.unknownName(text, what: "storage policy", valid: names, path: path.appending("storagePolicy"), at: policy.location)
      } else {
        log.wrongType(policy, path: path.appending("storagePolicy"), expected: "\"noMessageStored\" or \"mostRecentMessageStored\"")
      }
      return nil
    }
    guard !channelIDs.contains(id) else {
      log.error(
        .invalidStep, "the channel \(JSONWriter.quoted(id)) was already created",
        hint: "Give each channel its own id; its storage policy cannot change.", path: path.appending("channel"),
        at: channelValue.location)
      return nil
    }
    channelIDs.append(id)
    return .createBroadcastChannel(id, storagePolicy: storagePolicy)
  }

  /// Reads `deleteBroadcastChannel`: the id of a channel an earlier step created.
  mutating func readDeleteChannel(_ value: JSONValue, path: JSONPath) -> ScenarioStep.Action? {
    guard let id = value.string, !id.isEmpty else {
      log.error(
        .invalidStep, "deleteBroadcastChannel takes the id of a channel, a non-empty string; found \(value.typeDescription)",
        hint: #"Write "deleteBroadcastChannel": "scores"."#, path: path, at: value.location)
      return nil
    }
    guard let index = channelIDs.firstIndex(of: id) else {
      var message = "no earlier step creates a channel \(JSONWriter.quoted(id))"
      if let suggestion = EditDistance.suggestion(for: id, among: channelIDs) {
        message += "; did you mean \(JSONWriter.quoted(suggestion))?"
      }
      let known = channelIDs.isEmpty ? "none yet" : channelIDs.map { JSONWriter.quoted($0) }.joined(separator: ", ")
      log.error(
        .unknownNotification, message, hint: "Create it first with a createBroadcastChannel step. Channels so far: \(known).",
        path: path, at: value.location)
      return nil
    }
    channelIDs.remove(at: index)
    return .deleteBroadcastChannel(id)
  }

  /// Reads `broadcastPush`: `{"id", "channel", "payload", "priority", "expiration"}`. The payload is
  /// linted as an ActivityKit push; its size is checked by APNs at run time (5120 bytes).
  mutating func readBroadcastPush(_ value: JSONValue, path: JSONPath) -> ScenarioStep.Action? {
    guard var reader = JSONObjectReader(value, path: path, log: &log) else { return nil }
    let idValue = reader.required("id", log: &log, hint: #"Name the broadcast, such as "id": "b1"; expectations refer to it."#)
    let channelValue = reader.required("channel", log: &log, hint: #"Name the channel, the apns-channel-id: "channel": "scores"."#)
    let priority = reader.int(ScenarioLimits.broadcastPriority, log: &log) ?? 10
    let expiration = reader.int(ScenarioLimits.broadcastExpiration, log: &log) ?? 0
    let payloadValue = reader.required(
      "payload", log: &log, hint: #"Give the broadcast's body: "payload": {"aps": {"event": "update", ...}}."#)
    reader.warnAboutUnknownKeys(log: &log)
    guard let idValue, let channelValue, let payloadValue else { return nil }
    guard let id = idValue.string, !id.isEmpty else {
      log.wrongType(idValue, path: path.appending("id"), expected: "a non-empty string")
      return nil
    }
    guard let channel = channelValue.string, !channel.isEmpty else {
      log.wrongType(channelValue, path: path.appending("channel"), expected: "a non-empty string")
      return nil
    }
    guard let payload = activityPayload(payloadValue, path: path) else { return nil }
    guard requireActivityEvent(payload, payloadValue, path: path) != nil else { return nil }
    declare(id, path: path.appending("id"), at: idValue.location)
    return .broadcastPush(BroadcastPush(
      id: id, channel: channel, payload: payload, priority: priority, expiration: Int64(expiration),
      byteCount: JSONWriter.compact(payloadValue).utf8.count))
  }

  /// The payload's Live Activity `event`, `start`, `update` or `end`; anything else (the linter
  /// warns about it) is an error here, since the step could not be applied to an activity.
  mutating func requireActivityEvent(_ payload: Payload, _ payloadValue: JSONValue, path: JSONPath) -> String? {
    if let event = payload.aps.liveActivity?.event, ["start", "update", "end"].contains(event) { return event }
    let aps = payloadValue.object?.member("aps")?.value
    let eventValue = aps?.object?.member("event")?.value
    let found = eventValue.map { $0.string.map(JSONWriter.quoted) ?? $0.typeDescription } ?? "no event"
    log.error(
      .invalidStep, "an ActivityKit push needs the event \"start\", \"update\" or \"end\" in aps; found \(found)",
      hint: #"Write "event": "update" (or "start", "end") in aps; events are lower case."#,
      path: eventValue == nil ? path.appending("payload").appending("aps") : path.appending("payload").appending("aps").appending("event"),
      at: eventValue?.location ?? aps?.location ?? payloadValue.location)
    return nil
  }

  /// The step's `payload` read as an ActivityKit push, its lint findings placed under
  /// `payload`; `nil` when it is not an object or has an error.
  mutating func activityPayload(_ payloadValue: JSONValue, path: JSONPath) -> Payload? {
    guard payloadValue.object != nil else {
      log.wrongType(payloadValue, path: path.appending("payload"), expected: "a payload object")
      return nil
    }
    let result = PayloadLinter.check(payloadValue, options: PayloadLinter.Options(pushType: "liveactivity"))
    for diagnostic in result.diagnostics {
      var moved = diagnostic
      moved.path = JSONPath(path.appending("payload").components + diagnostic.path.components)
      log.append(contentsOf: [moved])
    }
    guard let payload = result.payload, !result.hasErrors else { return nil }
    return payload
  }
}
