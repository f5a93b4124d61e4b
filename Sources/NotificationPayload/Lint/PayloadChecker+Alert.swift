/// Checks of the `alert` and `sound` values of `aps`.
extension PayloadChecker {
  /// Keys that older iOS read inside `alert` and current iOS ignores.
  static let retiredAlertKeys = ["summary-arg-count", "show-view"]

  /// The `*-loc-key` / `*-loc-args` pairs of an alert dictionary.
  static let localizedPairs: [(key: Alert.Key, args: Alert.Key)] = [
    (.titleLocKey, .titleLocArgs), (.subtitleLocKey, .subtitleLocArgs), (.locKey, .locArgs),
  ]

  /// Checks an `alert` value of `aps` and reads it as iOS does into `model`, in one pass over a
  /// dictionary's members. The alert is built here and consumed into the model: returned to the
  /// caller, it was copied whole and destroyed, not moved.
  mutating func checkAlert(
    _ value: JSONValue, into model: inout APS, aps: JSONObject, path: @autoclosure () -> JSONPath
  ) {
    switch value.kind {
    case .string(let body):
      model.alert = Alert(body: body)
    case .object(let object):
      var alert = Alert()
      var hasLocalizedKeys = false
      // Read once here: a static's accessor costs a call each time.
      let names = Alert.Key.named
      // Borrowed in place through a buffer pointer; see ``checkAPS(_:value:into:)``.
      object.members.withUnsafeBufferPointer { members in
        for index in members.indices {
          let named = names[members[index].key]
          // The usual member, a text key with a string, needs no check beyond its type.
          if let known = named, known.takesString, case .string = members[index].value.kind {
            alert.read(known, members[index].value)
            continue
          }
          guard let known = checkAlertMember(members[index], named, aps: aps, path: path().appending(members[index].key))
          else {
            continue
          }
          alert.read(known, members[index].value)
          if known.isLocalized { hasLocalizedKeys = true }
        }
      }
      model.alert = consume alert
      // With no `*-loc-key` or `*-loc-args` at all, no pair has anything to report.
      guard hasLocalizedKeys else { return }
      for pair in Self.localizedPairs {
        checkLocalizedPair(pair.key.rawValue, pair.args.rawValue, in: object, path: path())
      }
    default:
      reportWrongType(
        "alert", value, expected: "a string or a dictionary",
        hint: "Write the alert as a string (the body) or as a dictionary with a title and body.",
        path: path())
    }
  }

  /// Checks one member of an alert dictionary in `aps`, whose key is `named` when Apple defines
  /// it; returns that key.
  mutating func checkAlertMember(
    _ member: JSONObject.Member, _ named: Alert.Key?, aps: JSONObject, path: @autoclosure () -> JSONPath
  ) -> Alert.Key? {
    let key = member.key
    guard let known = named else {
      if Self.retiredAlertKeys.contains(key) {
        reportRetired(member, path: path())
      } else {
        checkUnknownAlertKey(member, aps: aps, path: path())
      }
      return nil
    }
    switch known {
    case .title, .subtitle, .body:
      // A Live Activity alert localizes its title and body as {"loc-key": ..., "loc-args": [...]}.
      if let object = member.value.object, isLiveActivityPayload(aps) {
        checkLiveActivityLocalizedText(key, object, at: member.value.location, path: path())
      } else {
        expectString(key, member.value, path: path())
      }
    case .launchImage, .titleLocKey, .subtitleLocKey, .locKey:
      expectString(key, member.value, path: path())
    case .actionLocKey:
      // The legacy key allowed `null` to hide the action button.
      if case .null = member.value.kind { return known }
      expectString(key, member.value, path: path())
    case .titleLocArgs, .subtitleLocArgs, .locArgs:
      expectStringArray(key, member.value, path: path())
    case .summaryArg:
      // Retired, though once an alert key.
      reportRetired(member, path: path())
    }
    return known
  }

  @inline(never)
  mutating func checkUnknownAlertKey(_ member: JSONObject.Member, aps: JSONObject, path: @autoclosure () -> JSONPath) {
    let key = member.key
    let quoted = Self.quoted(key)
    // Apple's Live Activity payloads put the alert's sound inside `alert`.
    if key == APS.Key.sound.rawValue && isLiveActivityPayload(aps) {
      checkSound(member.value, path: path())
      return
    }
    if let suggestion = EditDistance.suggestion(for: key, among: Alert.Key.allCases.map(\.rawValue)) {
      report(
        .unknownAlertKey, "unknown key \(quoted) in `alert`; did you mean `\(suggestion)`?",
        hint: "Rename it to \"\(suggestion)\"; iOS ignores alert keys it does not define.",
        path: path(), at: member.keyLocation)
    } else if APS.Key.named[key] != nil {
      report(
        .unknownAlertKey, "`\(key)` is an `aps` key, not an `alert` key; iOS ignores it here",
        hint: "Move \(quoted) out of \"alert\" into the \"aps\" dictionary.",
        path: path(), at: member.keyLocation)
    } else {
      report(
        .unknownAlertKey, "unknown key \(quoted) in `alert`; iOS ignores it",
        hint: "Remove it, or put custom data at the top level, beside \"aps\".",
        path: path(), at: member.keyLocation)
    }
  }

  @inline(never)
  mutating func expectStringArray(_ key: String, _ value: JSONValue, path: @autoclosure () -> JSONPath) {
    guard let elements = value.array else {
      reportWrongType(
        key, value, expected: "an array of strings",
        hint: "Write \(Self.quoted(key)) as an array of strings, such as [\"Anna\"].", path: path())
      return
    }
    for (index, element) in elements.enumerated() where element.string == nil {
      reportWrongType(
        "\(key)[\(index)]", element, expected: "a string",
        hint: "Put each argument in double quotes.", path: path().appending(index))
    }
  }

  /// `*-loc-args` needs its `*-loc-key`; a `*-loc-key` written as a format needs as many
  /// arguments as it has placeholders.
  @inline(never)
  mutating func checkLocalizedPair(
    _ keyName: String, _ argsName: String, in alert: JSONObject, path: @autoclosure () -> JSONPath
  ) {
    let locKey = alert.member(keyName)
    let args = alert.member(argsName)
    // Matched, not compared with `nil`: `== nil` on an optional member copied it to compare.
    if let args, case .none = locKey {
      report(
        .locArgsWithoutLocKey, "`\(argsName)` is given without `\(keyName)`",
        hint: "Add \"\(keyName)\" naming the format in Localizable.strings, or remove \"\(argsName)\".",
        path: path().appending(argsName), at: args.keyLocation)
      return
    }
    guard let locKey, let format = locKey.value.string else { return }
    let placeholders = LocalizedFormat.placeholderCount(in: format)
    guard placeholders > 0 else { return }
    let placeholderText = placeholders == 1 ? "1 placeholder" : "\(placeholders) placeholders"
    guard let args else {
      report(
        .locArgsCountMismatch, "`\(keyName)` has \(placeholderText) but there is no `\(argsName)`",
        hint: "Add \"\(argsName)\" with one string for each placeholder.",
        path: path().appending(keyName), at: locKey.value.location)
      return
    }
    guard let count = args.value.array?.count, count != placeholders else { return }
    let argumentText = count == 1 ? "1 argument" : "\(count) arguments"
    report(
      .locArgsCountMismatch, "`\(keyName)` has \(placeholderText) but `\(argsName)` has \(argumentText)",
      hint: "Give \"\(argsName)\" one string for each placeholder of \"\(keyName)\".",
      path: path().appending(argsName), at: args.value.location)
  }

  mutating func checkSound(_ value: JSONValue, path: @autoclosure () -> JSONPath) {
    // Nearly every sound is a file name; the dictionary form is checked out of line.
    if case .string = value.kind { return }
    checkSoundDictionary(value, path: path())
  }

  /// The rare half of ``checkSound(_:path:)``: a critical-alert dictionary, or a wrong type.
  @inline(never)
  mutating func checkSoundDictionary(_ value: JSONValue, path: @autoclosure () -> JSONPath) {
    switch value.kind {
    case .string:
      return
    case .object(let sound):
      for member in sound.members {
        switch member.key {
        case "critical":
          checkFlag(.critical, member.value, path: path().appending(member.key))
        case "name":
          expectString(member.key, member.value, path: path().appending(member.key))
        case "volume":
          checkVolume(member.value, path: path().appending(member.key))
        default:
          checkUnknownSoundKey(member, path: path().appending(member.key))
        }
      }
    default:
      reportWrongType(
        "sound", value, expected: "a string or a dictionary",
        hint: "Write a sound file name or \"default\", or a dictionary with critical, name and volume.",
        path: path())
    }
  }

  @inline(never)
  mutating func checkVolume(_ value: JSONValue, path: @autoclosure () -> JSONPath) {
    guard let number = value.number else {
      reportWrongType(
        "volume", value, expected: "a number",
        hint: "Write a number from 0 to 1 without quotes, such as 0.5.", path: path())
      return
    }
    guard !(0...1).contains(number.doubleValue) else { return }
    report(
      .criticalVolumeOutOfRange, "`volume` is \(number.literal), outside 0...1",
      hint: "Write a volume from 0 (silent) to 1 (full).", path: path(), at: value.location)
  }

  @inline(never)
  mutating func checkUnknownSoundKey(_ member: JSONObject.Member, path: @autoclosure () -> JSONPath) {
    let quoted = Self.quoted(member.key)
    if let suggestion = EditDistance.suggestion(for: member.key, among: ["critical", "name", "volume"]) {
      report(
        .unknownSoundKey, "unknown key \(quoted) in `sound`; did you mean `\(suggestion)`?",
        hint: "Rename it to \"\(suggestion)\".", path: path(), at: member.keyLocation)
    } else {
      report(
        .unknownSoundKey, "unknown key \(quoted) in `sound`; iOS reads only critical, name and volume",
        hint: "Remove \(quoted).", path: path(), at: member.keyLocation)
    }
  }
}
