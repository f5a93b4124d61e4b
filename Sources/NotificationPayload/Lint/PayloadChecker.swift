/// Walks one parsed payload and collects the findings of every rule. Each check reads members
/// in file order, so findings are made in a fixed order before ``PayloadLinter`` sorts them.
///
/// ``PlainAPSReader`` reads the usual `aps` without this walk and gives up wherever a rule
/// here could report: a rule added about a key it reads must make it give up there too
/// (`ARCHITECTURE.md`, "How the linter reads a payload").
struct PayloadChecker {
  let options: PayloadLinter.Options
  /// The `apns-push-type` the payload goes with; `nil` for `.apns` files, which go through
  /// no APNs headers.
  let pushType: String?
  private(set) var findings: [Diagnostic] = []
  /// Whether `aps` is a Live Activity's (its push type is `liveactivity` or it has an
  /// `event`): its alert may localize `title` and `body` as objects and carry `sound`. Asked
  /// only where an alert's member needs it: looking for `event` in every payload's `aps` cost
  /// about a twentieth of the checks' time (`notifsim-bench engine`).
  func isLiveActivityPayload(_ aps: JSONObject) -> Bool {
    pushType == "liveactivity" || aps[APS.Key.event.rawValue] != nil
  }

  init(options: PayloadLinter.Options) {
    self.options = options
    self.pushType = options.isSimulatorFile ? nil : options.pushType
  }

  @inline(never)
  mutating func report(
    _ rule: LintRule, _ message: String, hint: String?, path: JSONPath, at location: SourcePosition,
    citation: Citation? = nil
  ) {
    findings.append(rule.diagnostic(message, hint: hint, path: path, at: location, citation: citation))
  }

  /// A key as the file spelled it, quoted as JSON, for messages about unknown keys.
  static func quoted(_ key: String) -> String { JSONWriter.quoted(key) }

  // MARK: - Top level

  /// Checks a payload and reads its `aps` dictionary into `model`, which comes in unread
  /// (``APS/init(unread:)``), as iOS reads it. Returns
  /// whether there was an `aps` dictionary to read. The model belongs to the caller, so it is
  /// built where it will stay and moved from there, never copied (it is several hundred bytes).
  @discardableResult
  mutating func checkDocument(_ value: JSONValue, into model: inout APS) -> Bool {
    guard let object = value.object else {
      report(
        .payloadNotObject, "the payload is \(value.typeDescription), not a JSON object",
        hint: #"Write the payload as an object, such as {"aps": {"alert": "Hello"}}."#,
        path: .root, at: value.location)
      return false
    }
    if pushType == APNsPushType.mdm.rawValue {
      checkMDMBody(object, at: value.location)
      return false
    }
    // The last `aps` is the one readers keep; a repeat is the JSON reader's finding.
    let apsIndex = object.members.lastIndex { Payload.isAPSKey($0.key) }
    let apsObject = apsIndex.flatMap { object.members[$0].value.object }
    // Most top-level keys are the app's own data, which no rule is about: a key is looked at
    // closely only when its length could make it one of the keys the rules are about.
    // The two statics read once here: each read of a static costs a `swift_once` call.
    let minimumLength = Self.bundleKeyMinimumLength
    let keyLengths = Self.misplaceableKeyLengths
    for index in object.members.indices
    where Self.mayNeedTopLevelCheck(object.members[index].key, minimumLength: minimumLength, keyLengths: keyLengths) {
      checkTopLevelMember(object.members[index], aps: apsObject)
    }
    guard let apsIndex else {
      // PushKit, Push to Talk, Core Location, File Provider, complications and MDM deliver their
      // payloads as they are; they need no `aps` (the push type table's `needsAPS`).
      if let pushType, APNsPushTypeRule.rule(for: APNsPushType(rawValue: pushType))?.needsAPS == false {
        return false
      }
      reportMissingAPS(in: object, at: value.location)
      return false
    }
    let apsValue = object.members[apsIndex].value
    guard let apsObject else {
      report(
        .apsNotObject, "`aps` is \(apsValue.typeDescription), not a dictionary",
        hint: #"Write "aps" as an object, such as {"alert": "Hello"}."#,
        path: ["aps"], at: apsValue.location)
      return false
    }
    checkAPS(apsObject, value: apsValue, into: &model)
    return true
  }

  @inline(never)
  mutating func reportMissingAPS(in object: JSONObject, at location: SourcePosition) {
    let aps = EditDistance.fold("aps")
    if let near = object.members.first(where: {
      EditDistance.squeeze(EditDistance.fold($0.key)) == aps
    }) {
      report(
        .missingAPS, "the payload has no `aps` key, only \(Self.quoted(near.key))",
        hint: "Rename \(Self.quoted(near.key)) to \"aps\"; keys are case-sensitive.",
        path: [.key(near.key)], at: near.keyLocation)
    } else {
      report(
        .missingAPS, "the payload has no `aps` key",
        hint: #"Add "aps": {...} with an alert, sound, badge or content-available."#,
        path: .root, at: location)
    }
  }

  /// Keys beside `aps` are the app's own data, except `"Simulator Target Bundle"`, its
  /// misspellings, and `aps` keys put in the wrong place.
  @inline(never)
  mutating func checkTopLevelMember(_ member: JSONObject.Member, aps: JSONObject?) {
    let key = member.key
    // Built only when a finding is reported: most top-level keys are the app's own data.
    func path() -> JSONPath { [.key(key)] }
    if key == Payload.simulatorTargetBundleKey {
      if member.value.string == nil {
        report(
          .valueWrongType, "`\(key)` is \(member.value.typeDescription), not a string",
          hint: #"Write the app's bundle identifier as a string, such as "com.example.app"."#,
          path: path(), at: member.value.location, citation: .xcode11_4)
      }
    } else if key.utf8.count >= Self.bundleKeyMinimumLength,
      EditDistance.suggestion(for: key, among: [Payload.simulatorTargetBundleKey]) != nil
    {
      report(
        .simulatorTargetBundleMisspelled,
        "unknown top-level key \(Self.quoted(key)); did you mean `Simulator Target Bundle`?",
        hint: "Rename it to \"Simulator Target Bundle\", spelled exactly so, or simctl will not "
          + "find the bundle identifier in it.",
        path: path(), at: member.keyLocation)
    } else if Self.isMisplaceableAPSKey(key), aps?[key] == nil {
      report(
        .apsKeyOutsideAPS, "`\(key)` stands beside `aps`, where iOS does not read it",
        hint: "Move \(Self.quoted(key)) into the \"aps\" dictionary.",
        path: path(), at: member.keyLocation)
    }
  }

  /// Whether a top-level key can be one that ``checkTopLevelMember(_:aps:)`` reports on: the
  /// bundle key or a near miss of it (at least ``bundleKeyMinimumLength`` bytes), or an `aps`
  /// key put beside `aps` (a length in ``misplaceableKeyLengths``). `aps` itself is not.
  /// `minimumLength` and `keyLengths` are ``bundleKeyMinimumLength`` and
  /// ``misplaceableKeyLengths``, read once by the caller.
  @inline(__always)
  static func mayNeedTopLevelCheck(_ key: String, minimumLength: Int, keyLengths: UInt64) -> Bool {
    // The lengths are told apart by the rule the linter's read skims by (``PayloadLinter/skim``).
    !JSONParser.Skim(keptKey: nil, keptLengthsFrom: minimumLength, keptLengths: keyLengths).skims(key)
  }

  /// Whether `key` is one of ``misplaceableKeys``: a finding beside `aps` when `aps` lacks it.
  static func isMisplaceableAPSKey(_ key: String) -> Bool {
    guard key.utf8.contains(UInt8(ascii: "-")), let apsKey = APS.Key.named[key] else { return false }
    return misplaceableKeys.contains(apsKey)
  }

  /// The lengths of ``misplaceableKeys``, one bit each.
  static let misplaceableKeyLengths: UInt64 = misplaceableKeys.reduce(0) { $0 | 1 << UInt64($1.rawValue.utf8.count) }

  /// The shortest key ``EditDistance`` can take for `Simulator Target Bundle`: its length without
  /// separators (21). Shorter keys are more than 2 edits away and cannot match once separators
  /// are dropped, so they skip the comparison.
  static let bundleKeyMinimumLength =
    Payload.simulatorTargetBundleKey.utf8.count - EditDistance.separatorCount(Payload.simulatorTargetBundleKey)

  /// `aps` keys that an app is unlikely to use for its own data at the top level: the
  /// hyphenated ones. `alert`, `badge`, `event` and the like may well be custom keys.
  /// (All of them contain `-`, so keys without one skip the lookup.)
  static let misplaceableKeys: [APS.Key] = APS.Key.allCases.filter {
    $0.rawValue.contains("-") && $0 != .summaryArg && $0 != .summaryArgCount
  }

  // MARK: - aps

  /// `$.aps`, made once; the paths below it are built only when a finding is reported.
  static let apsPath: JSONPath = ["aps"]

  /// Checks each key of `aps` and reads it into the model in the same pass, then checks what
  /// the keys mean together.
  ///
  /// `model` comes in unread (``APS/init(unread:)``); it keeps `aps` as written in ``APS/json``.
  mutating func checkAPS(_ aps: JSONObject, value apsValue: JSONValue, into model: inout APS) {
    let apsPath = Self.apsPath
    model.json = apsValue
    // Its range depends on whether this is a Live Activity, known only after the last key.
    var relevanceScore: Int?
    var mutableContentFlag: Int?
    // Through a buffer pointer, whose elements are borrowed in place: an array's subscript
    // copies each member (retaining its key and value) and a profile counted those copies as
    // a fifth of the checker's instructions.
    aps.members.withUnsafeBufferPointer { members in
      for index in members.indices {
        // Each key is looked up once, for the checks and for reading the model.
        let key = APS.Key.named[members[index].key]
        if key == .relevanceScore { relevanceScore = index }
        if key == .mutableContent { mutableContentFlag = index }
        if let key, Self.readPlainly(key, members[index].value, into: &model) { continue }
        checkAPSMember(members[index], key: key, path: apsPath.appending(members[index].key))
        guard let key else { continue }
        if key == .alert {
          checkAlert(members[index].value, into: &model, aps: aps, path: apsPath.appending(members[index].key))
        } else {
          model.read(key, members[index].value)
        }
      }
    }
    // `read` makes `liveActivity` at the first Live Activity key, whatever its value.
    let isLiveActivity = pushType == "liveactivity" || model.hasLiveActivity
    if let index = relevanceScore {
      let member = aps.members[index]
      checkRelevanceScore(member.value, path: apsPath.appending(member.key), isLiveActivity: isLiveActivity)
    }
    if model.mutableContent, let index = mutableContentFlag {
      let flag = aps.members[index]
      checkMutableContent(at: flag.value.location, alert: model.alert)
    }
    var lacksWakeFlag = false
    if pushType == "background" {
      lacksWakeFlag = !checkBackgroundPush(aps, value: apsValue, path: apsPath)
    }
    // Push types with `aps` keys of their own (`content-changed`) are about those keys alone.
    let typeRule = pushType.flatMap { APNsPushTypeRule.rule(for: APNsPushType(rawValue: $0)) }
    let ownsContentChanged = typeRule.map { !$0.apsKeys.isEmpty } ?? false
    if let typeRule, !typeRule.requiredAPSKeys.isEmpty {
      checkRequiredKeys(typeRule, in: aps, value: apsValue)
    }
    if let typeRule, typeRule.receiver != .userNotifications, typeRule.receiver != .activityKit,
      typeRule.receiver != .deviceManagement
    {
      checkShowsNothing(aps, typeRule)
    }
    if !model.isVisible && !model.contentAvailable && !isLiveActivity && !lacksWakeFlag
      && typeRule?.needsAPS != false && !ownsContentChanged
    {
      reportDoesNothing(at: apsValue.location)
    }
    if isLiveActivity {
      checkLiveActivity(aps, value: apsValue, path: apsPath)
    }
  }

  @inline(never)
  mutating func reportDoesNothing(at location: SourcePosition) {
    report(
      .payloadDoesNothing,
      "the payload has no alert, sound, badge or `content-available`; iOS will show nothing "
        + "and wake nothing",
      hint: "Add an alert, sound or badge to show something, or \"content-available\": 1 to "
        + "wake the app.",
      path: Self.apsPath, at: location)
  }

  /// Reads the usual members of `aps` when they are what they should be, which is all there is
  /// to check for them on their own: a category or thread identifier that is a string, a sound
  /// file name, a badge of digits, `content-available` or `mutable-content` of 1, a known
  /// `interruption-level`. Returns `false` for anything else, which
  /// ``checkAPSMember(_:key:path:)`` and ``APS/read(_:_:)`` then check and read.
  @inline(__always)
  static func readPlainly(_ key: APS.Key, _ value: JSONValue, into aps: inout APS) -> Bool {
    switch (key, value.kind) {
    case (.category, .string(let text)): aps.category = text
    case (.threadID, .string(let text)): aps.threadID = text
    case (.sound, .string(let name)): aps.sound = Sound(name: name)
    case (.badge, .number(let number)) where isDigits(number.literal):
      // Read once: `intValue` parses the literal each time it is asked.
      guard let count = number.intValue else { return false }
      aps.badge = count
    case (.contentAvailable, .number(let number)) where number.literal == "1": aps.contentAvailable = true
    case (.mutableContent, .number(let number)) where number.literal == "1": aps.mutableContent = true
    case (.interruptionLevel, .string(let text)):
      guard let level = InterruptionLevel(rawValue: text) else { return false }
      aps.interruptionLevel = level
    default: return false
    }
    return true
  }

  /// Checks one member of `aps` on its own. `alert` is checked (and read) by ``checkAlert``,
  /// and `relevance-score`'s range once the whole dictionary is known.
  mutating func checkAPSMember(_ member: JSONObject.Member, key: APS.Key?, path: @autoclosure () -> JSONPath) {
    let value = member.value
    guard let key else {
      checkUnknownAPSKey(member, path: path())
      return
    }
    switch key {
    case .alert: break
    case .badge: checkBadge(value, path: path())
    case .sound: checkSound(value, path: path())
    case .threadID, .category, .targetContentID, .filterCriteria, .attributesType, .inputPushChannel:
      expectString(member.key, value, path: path())
    case .inputPushToken: checkInputPushToken(value, path: path())
    case .contentAvailable: checkFlag(.contentAvailable, value, path: path())
    case .mutableContent: checkFlag(.mutableContent, value, path: path())
    case .interruptionLevel: checkInterruptionLevel(value, path: path())
    case .relevanceScore: break
    case .event: checkEvent(value, path: path())
    case .contentState, .attributes: expectObject(member.key, value, path: path())
    case .timestamp, .staleDate, .dismissalDate: checkDate(member.key, value, path: path())
    case .summaryArg, .summaryArgCount: reportRetired(member, path: path())
    case .contentChanged: checkContentChanged(member, path: path())
    case .pttPushType: checkPTTPushType(member, path: path())
    }
  }

  /// `"mutable-content": 1` runs the service extension only for alerts with text, and never in
  /// a simulated push. `location` is where the flag's value starts.
  @inline(never)
  mutating func checkMutableContent(at location: SourcePosition, alert: Alert?) {
    func path() -> JSONPath { Self.apsPath.appending(APS.Key.mutableContent.rawValue) }
    if alert?.hasText != true {
      report(
        .mutableContentWithoutAlertText,
        "`mutable-content` is 1 but the alert has no title, subtitle or body; "
          + "the service extension will not run",
        hint: "Give the alert a title, subtitle or body, or remove \"mutable-content\".",
        path: path(), at: location)
    }
    if options.isSimulatorFile {
      report(
        .simulatorIgnoresMutableContent,
        "`mutable-content` has no effect in a simulated push; the service extension will not run",
        hint: "Test the service extension with a real push through the APNs sandbox, to a device or "
          + "(Xcode 14 and later) an iOS 16 Simulator; the Xcode 11.4 and Xcode 14 release notes both say "
          + "simulated pushes do not run it.",
        path: path(), at: location)
    }
  }

  /// A background push carries no user-visible keys and does carry `content-available`.
  /// Returns whether `content-available` is there at all.
  @inline(never)
  mutating func checkBackgroundPush(_ aps: JSONObject, value: JSONValue, path: @autoclosure () -> JSONPath) -> Bool {
    for key in [APS.Key.alert, .sound, .badge] {
      guard let member = aps.member(key.rawValue) else { continue }
      report(
        .backgroundPushHasVisibleKeys,
        "`\(key.rawValue)` in a background push; a background push must not alert the user",
        hint: "Remove \"\(key.rawValue)\", or send the push with apns-push-type alert.",
        path: path().appending(key.rawValue), at: member.keyLocation)
    }
    guard aps[APS.Key.contentAvailable.rawValue] == nil else { return true }
    report(
      .backgroundPushWithoutContentAvailable,
      "the background push has no `content-available`, so it will not wake the app",
      hint: #"Add "content-available": 1 to aps."#, path: path(), at: value.location)
    return false
  }

  @inline(never)
  mutating func checkUnknownAPSKey(_ member: JSONObject.Member, path: @autoclosure () -> JSONPath) {
    let key = member.key
    let quoted = Self.quoted(key)
    if Alert.Key.named[key] != nil {
      report(
        .unknownAPSKey, "`\(key)` is an `alert` key, not an `aps` key; APNs ignores it here",
        hint: "Move \(quoted) into the \"alert\" dictionary.", path: path(), at: member.keyLocation)
    } else if let suggestion = EditDistance.suggestion(
      for: key, among: APS.Key.allCases.map(\.rawValue))
    {
      report(
        .unknownAPSKey, "unknown key \(quoted) in `aps`; did you mean `\(suggestion)`?",
        hint: "Rename it to \"\(suggestion)\"; APNs ignores keys it does not define inside aps.",
        path: path(), at: member.keyLocation)
    } else {
      report(
        .unknownAPSKey, "unknown key \(quoted) in `aps`; APNs ignores custom keys inside aps",
        hint: "Move \(quoted) out of aps to the top level, beside \"aps\", where the app can read it.",
        path: path(), at: member.keyLocation)
    }
  }

  /// `summary-arg` and `summary-arg-count` (iOS 12 to 14) and the legacy `show-view`.
  @inline(never)
  mutating func reportRetired(_ member: JSONObject.Member, path: @autoclosure () -> JSONPath) {
    let since = member.key.hasPrefix("summary-arg") ? "iOS 15 and later ignore it" : "current iOS ignores it"
    report(
      .retiredKey, "`\(member.key)` is retired; \(since)",
      hint: "Remove \(Self.quoted(member.key)).", path: path(), at: member.keyLocation)
  }

  // MARK: - Value types

  @inline(never)
  mutating func reportWrongType(
    _ name: String, _ value: JSONValue, expected: String, hint: String, path: @autoclosure () -> JSONPath
  ) {
    report(
      .valueWrongType, "`\(name)` is \(value.typeDescription), not \(expected)", hint: hint,
      path: path(), at: value.location)
  }

  mutating func expectString(_ key: String, _ value: JSONValue, path: @autoclosure () -> JSONPath) {
    if case .string = value.kind { return }
    reportNotString(key, value, path: path())
  }

  /// The rare half of ``expectString(_:_:path:)``, kept out of line so that the checks that
  /// pass, nearly all of them, stay short.
  @inline(never)
  mutating func reportNotString(_ key: String, _ value: JSONValue, path: JSONPath) {
    reportWrongType(
      key, value, expected: "a string", hint: "Write \(Self.quoted(key)) as a string in double quotes.",
      path: path)
  }

  mutating func expectObject(_ key: String, _ value: JSONValue, path: @autoclosure () -> JSONPath) {
    if case .object = value.kind { return }
    reportNotObject(key, value, path: path())
  }

  /// The rare half of ``expectObject(_:_:path:)``.
  @inline(never)
  mutating func reportNotObject(_ key: String, _ value: JSONValue, path: JSONPath) {
    reportWrongType(
      key, value, expected: "a dictionary", hint: "Write \(Self.quoted(key)) as a JSON object: {...}.",
      path: path)
  }

  /// The keys whose only meaningful value is the number 1.
  enum Flag: String {
    case contentAvailable = "content-available"
    case mutableContent = "mutable-content"
    case critical

    var rule: LintRule {
      switch self {
      case .contentAvailable: return .contentAvailableNotOne
      case .mutableContent: return .mutableContentNotOne
      case .critical: return .criticalNotOne
      }
    }

    /// What to do instead of writing 0 or `false`.
    var offHint: String {
      switch self {
      case .contentAvailable: return "Remove the key when the push should not wake the app."
      case .mutableContent: return "Remove the key when no service extension should run."
      case .critical: return "Remove the key for a sound that is not critical."
      }
    }
  }

  mutating func checkFlag(_ flag: Flag, _ value: JSONValue, path: @autoclosure () -> JSONPath) {
    guard !APS.isFlagSet(value) else { return }
    reportFlag(flag, value, path: path())
  }

  /// The rare half of ``checkFlag(_:_:path:)``: the flag is not the number 1.
  @inline(never)
  mutating func reportFlag(_ flag: Flag, _ value: JSONValue, path: @autoclosure () -> JSONPath) {
    let key = flag.rawValue
    let onHint = "Write \"\(key)\": 1, or remove the key."
    switch value.kind {
    case .number(let number) where number.doubleValue == 0:
      if flag == .contentAvailable {
        report(
          flag.rule, "`\(key)` is \(number.literal), which does not mean off", hint: flag.offHint,
          path: path(), at: value.location, citation: .contentAvailableZero)
      } else {
        report(
          flag.rule, "`\(key)` is \(number.literal); iOS only reads the number 1", hint: flag.offHint,
          path: path(), at: value.location)
      }
    case .bool(false):
      report(
        flag.rule, "`\(key)` is `false`; iOS only reads the number 1", hint: flag.offHint,
        path: path(), at: value.location)
    case .string:
      report(
        flag.rule, "`\(key)` is \(value.typeDescription); iOS only reads the number 1",
        hint: "Write \"\(key)\": 1 without quotes, or remove the key.", path: path(), at: value.location)
    default:
      report(
        flag.rule, "`\(key)` is \(value.typeDescription); iOS only reads the number 1", hint: onHint,
        path: path(), at: value.location)
    }
  }

  mutating func checkBadge(_ value: JSONValue, path: @autoclosure () -> JSONPath) {
    // A whole number written without a sign or fraction is fine; anything else is looked at
    // out of line.
    if case .number(let number) = value.kind, isDigits(number.literal), number.intValue != nil { return }
    reportBadge(value, path: path())
  }

  /// The rare half of ``checkBadge(_:path:)``.
  @inline(never)
  mutating func reportBadge(_ value: JSONValue, path: @autoclosure () -> JSONPath) {
    guard let number = value.number else {
      reportWrongType(
        "badge", value, expected: "a number",
        hint: "Write the count as a number without quotes, such as 3.", path: path())
      return
    }
    if !number.isIntegerLiteral {
      report(
        .badgeNotInteger, "`badge` is \(value.typeDescription), not a whole number",
        hint: "Write a whole number such as 1; 0 removes the badge.", path: path(), at: value.location)
    } else if number.intValue == nil {
      report(
        .badgeTooLarge, "`badge` is \(number.literal), more than a 64-bit count holds; the badge is left as it was",
        hint: "Write the count the app has, such as 3.", path: path(), at: value.location)
    } else if let count = number.intValue, count < 0 {
      report(
        .badgeNegative, "`badge` is \(value.typeDescription), below 0",
        hint: "Write 0 to remove the badge, or a positive count.", path: path(), at: value.location)
    }
  }

  @inline(never)
  mutating func checkInterruptionLevel(_ value: JSONValue, path: @autoclosure () -> JSONPath) {
    guard let level = value.string else {
      reportWrongType(
        "interruption-level", value, expected: "a string",
        hint: "Write one of \"passive\", \"active\", \"time-sensitive\" or \"critical\".", path: path())
      return
    }
    guard InterruptionLevel(rawValue: level) == nil else { return }
    let levels = InterruptionLevel.allCases.map(\.rawValue)
    if let suggestion = EditDistance.suggestion(for: level, among: levels) {
      report(
        .unknownInterruptionLevel,
        "unknown `interruption-level` \(Self.quoted(level)); did you mean \"\(suggestion)\"?",
        hint: "Write \"\(suggestion)\"; iOS reads an unknown level as no level.",
        path: path(), at: value.location)
    } else {
      report(
        .unknownInterruptionLevel, "unknown `interruption-level` \(Self.quoted(level))",
        hint: "Write one of \"passive\", \"active\", \"time-sensitive\" or \"critical\".",
        path: path(), at: value.location)
    }
  }

  @inline(never)
  mutating func checkRelevanceScore(_ value: JSONValue, path: @autoclosure () -> JSONPath, isLiveActivity: Bool) {
    guard let number = value.number else {
      reportWrongType(
        "relevance-score", value, expected: "a number",
        hint: "Write a number from 0 to 1 without quotes, such as 0.5.", path: path())
      return
    }
    let score = number.doubleValue
    guard !isLiveActivity, !(0...1).contains(score) else { return }
    report(
      .relevanceScoreOutOfRange, "`relevance-score` is \(number.literal), outside 0...1",
      hint: "Write a score from 0 to 1; only Live Activity payloads take other values.",
      path: path(), at: value.location)
  }
}
