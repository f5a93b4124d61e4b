/// Checks of the Live Activity keys of `aps`.
extension PayloadChecker {
  /// The values `event` takes.
  static let liveActivityEvents = ["start", "update", "end"]

  /// Seconds since 1970 reach this in the year 5138; milliseconds since 1970 passed it in 1973.
  static let millisecondsThreshold = 100_000_000_000.0

  @inline(never)
  mutating func checkEvent(_ value: JSONValue, path: @autoclosure () -> JSONPath) {
    guard let event = value.string else {
      reportWrongType(
        "event", value, expected: "a string",
        hint: "Write \"start\", \"update\" or \"end\".", path: path())
      return
    }
    guard !Self.liveActivityEvents.contains(event) else { return }
    if let suggestion = EditDistance.suggestion(for: event, among: Self.liveActivityEvents) {
      report(
        .liveActivityUnknownEvent,
        "unknown Live Activity `event` \(Self.quoted(event)); did you mean \"\(suggestion)\"?",
        hint: "Write \"\(suggestion)\"; events are lower case.", path: path(), at: value.location)
    } else {
      report(
        .liveActivityUnknownEvent, "unknown Live Activity `event` \(Self.quoted(event))",
        hint: "Write \"start\", \"update\" or \"end\".", path: path(), at: value.location)
    }
  }

  /// `timestamp`, `stale-date` and `dismissal-date`: whole seconds since 1970.
  @inline(never)
  mutating func checkDate(_ key: String, _ value: JSONValue, path: @autoclosure () -> JSONPath) {
    guard let number = value.number else {
      reportWrongType(
        key, value, expected: "a number",
        hint: "Write seconds since 1970 as a number, such as 1700000000.", path: path())
      return
    }
    guard number.isIntegerLiteral else {
      reportWrongType(
        key, value, expected: "a whole number of seconds",
        hint: "Write whole seconds since 1970, such as 1700000000.", path: path())
      return
    }
    guard number.doubleValue > Self.millisecondsThreshold else { return }
    let hint: String
    if let milliseconds = number.intValue {
      hint = "Write seconds since 1970: \(milliseconds / 1000)."
    } else {
      hint = "Write seconds since 1970, such as 1700000000."
    }
    report(
      .liveActivityDateInMilliseconds,
      "`\(key)` is \(number.literal), which looks like milliseconds; ActivityKit reads seconds",
      hint: hint, path: path(), at: value.location)
  }

  /// Every Live Activity push needs `event` and `timestamp`; `start` and `update` carry the
  /// `content-state`, and a push-to-start `start` also the `attributes-type` and `attributes`.
  @inline(never)
  mutating func checkLiveActivity(_ aps: JSONObject, value: JSONValue, path: @autoclosure () -> JSONPath) {
    func missing(_ message: String, _ hint: String) {
      report(.liveActivityMissingKey, message, hint: hint, path: path(), at: value.location)
    }
    if aps[APS.Key.event.rawValue] == nil {
      missing(
        "the Live Activity payload has no `event`", #"Add "event": "update", "start" or "end"."#)
    }
    if aps[APS.Key.timestamp.rawValue] == nil {
      missing(
        "the Live Activity payload has no `timestamp`",
        #"Add "timestamp" with the time of this update in seconds since 1970."#)
    }
    guard let event = aps[APS.Key.event.rawValue]?.string, event == "start" || event == "update"
    else { return }
    if aps[APS.Key.contentState.rawValue] == nil {
      missing(
        "the Live Activity `\(event)` has no `content-state`",
        #"Add "content-state" with the activity's ContentState as JSON."#)
    }
    guard event == "start" else { return }
    if aps[APS.Key.attributesType.rawValue] == nil {
      missing(
        "the Live Activity `start` has no `attributes-type`",
        #"Add "attributes-type" with the name of the app's ActivityAttributes type."#)
    }
    if aps[APS.Key.attributes.rawValue] == nil {
      missing(
        "the Live Activity `start` has no `attributes`",
        #"Add "attributes" with the activity's static attributes as JSON."#)
    }
  }
}
