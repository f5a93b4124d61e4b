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
    guard number.intValue != nil else {
      // A simulated activity would read no time at all and call every update older.
      report(
        .liveActivityDateOutOfRange,
        "`\(key)` \(Self.shortLiteral(number)) is out of range: seconds since 1970 are a 64-bit whole number",
        hint: "Write seconds since 1970, such as 1700000000.", path: path(), at: value.location)
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

  /// A number's text, cut after 24 characters when it is longer than 40.
  static func shortLiteral(_ number: JSONNumber) -> String {
    number.literal.utf8.count > 40 ? String(number.literal.prefix(24)) + "…" : number.literal
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
    guard let event = aps[APS.Key.event.rawValue]?.string, Self.liveActivityEvents.contains(event) else { return }
    checkKeysForEvent(aps, event: event, path: path())
    guard event == "start" || event == "update" else { return }
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
    if aps[APS.Key.alert.rawValue] == nil {
      missing(
        "the Live Activity `start` has no `alert`",
        #"Add "alert" with a "title" and "body"; ActivityKit's push-to-start payload requires one."#)
    }
  }

  /// Keys that only another event takes: the push-to-start keys on an `update` or `end`, and
  /// `dismissal-date` outside an `end`.
  @inline(never)
  mutating func checkKeysForEvent(_ aps: JSONObject, event: String, path: @autoclosure () -> JSONPath) {
    for member in aps.members {
      guard let key = APS.Key.named[member.key] else { continue }
      if event != "start" && Self.startOnlyKeys.contains(key) {
        report(
          .liveActivityKeyNotForEvent,
          "`\(member.key)` belongs to a push-to-start `start`; the Live Activity `\(event)` ignores it",
          hint: "Remove \(Self.quoted(member.key)), or send it with \"event\": \"start\".",
          path: path().appending(member.key), at: member.keyLocation)
      } else if event != "end" && key == .dismissalDate {
        report(
          .liveActivityKeyNotForEvent,
          "`dismissal-date` is read only with \"event\": \"end\"; the Live Activity `\(event)` ignores it",
          hint: "Move \"dismissal-date\" to the push that ends the activity.",
          path: path().appending(member.key), at: member.keyLocation)
      }
    }
  }
}

extension PayloadChecker {
  /// The keys only a push-to-start `start` takes.
  static let startOnlyKeys: [APS.Key] = [.attributesType, .attributes, .inputPushToken, .inputPushChannel]

  /// `input-push-token`: the number 1 (iOS 18).
  @inline(never)
  mutating func checkInputPushToken(_ value: JSONValue, path: @autoclosure () -> JSONPath) {
    guard value.number?.literal != "1" else { return }
    reportWrongType(
      "input-push-token", value, expected: "the number 1",
      hint: #"Write "input-push-token": 1 to get the new activity's update token, or remove it."#, path: path())
  }

  /// A Live Activity alert's `title` or `body` written as `{"loc-key": ..., "loc-args": [...]}`.
  @inline(never)
  mutating func checkLiveActivityLocalizedText(
    _ key: String, _ object: JSONObject, at location: SourcePosition, path: @autoclosure () -> JSONPath
  ) {
    for member in object.members {
      switch member.key {
      case "loc-key": expectString(member.key, member.value, path: path().appending(member.key))
      case "loc-args": expectStringArray(member.key, member.value, path: path().appending(member.key))
      default:
        let suggestion = EditDistance.suggestion(for: member.key, among: ["loc-key", "loc-args"])
        report(
          .unknownAlertKey,
          "unknown key \(Self.quoted(member.key)) in the localized `\(key)`"
            + (suggestion.map { "; did you mean `\($0)`?" } ?? ""),
          hint: suggestion.map { "Rename it to \"\($0)\"." } ?? #"A localized title or body has only "loc-key" and "loc-args"."#,
          path: path().appending(member.key), at: member.keyLocation)
      }
    }
    if object["loc-key"] == nil {
      report(
        .liveActivityMissingKey, "the localized `\(key)` has no `loc-key`",
        hint: #"Add "loc-key" with the key of the localized string, or write the text as a string."#,
        path: path(), at: location)
    }
  }
}
