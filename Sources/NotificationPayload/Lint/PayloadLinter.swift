/// Finds what APNs or `xcrun simctl push` would reject in a notification payload, and what they
/// accept but iOS then mishandles, each with an exact position and a fix.
///
/// Models the rules of Apple's payload reference
/// (https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification)
/// for the JSON body of an APNs request and for the `.apns` files that `simctl push` takes.
/// Findings come back sorted by position, then code, so output never depends on hashing order.
public enum PayloadLinter {
  /// What the linter knows about how the payload will be sent.
  public struct Options: Sendable {
    /// The `apns-push-type` header the payload goes with, such as `"alert"`, `"background"`,
    /// `"liveactivity"` or `"voip"`; `nil` when unknown. It changes the size limit and which
    /// keys are expected. Ignored for `.apns` files: a simulated push has no headers.
    public var pushType: String?
    /// Whether the payload is an `.apns` file for `xcrun simctl push` or drag-and-drop, which
    /// goes through no APNs headers and runs no service extension.
    public var isSimulatorFile: Bool

    /// Creates options.
    public init(pushType: String? = nil, isSimulatorFile: Bool = false) {
      self.pushType = pushType
      self.isSimulatorFile = isSimulatorFile
    }
  }

  /// The words of the payload format, which the linter's JSON reader hands out as stored
  /// (``JSONVocabulary``) instead of making them again for every payload: `aps`, every key of
  /// `aps` and of its `alert` dictionary, the sound `default` and the interruption levels. A
  /// payload reads the same with or without it; a test holds the two reads to the same result.
  package static let vocabulary = JSONVocabulary(vocabularyWords)

  /// The words of ``vocabulary``, with repeats (`summary-arg` is an `aps` key and an alert
  /// key). The scenario reader's vocabulary includes them, for the payloads scenarios carry.
  package static let vocabularyWords =
    ["aps", "default"] + APS.Key.allCases.map(\.rawValue) + Alert.Key.allCases.map(\.rawValue)
    + InterruptionLevel.allCases.map(\.rawValue)

  /// The reader's options: the default limits, with ``vocabulary``.
  package static let readingOptions = JSONParser.Options(vocabulary: vocabulary)

  /// The top-level values the linter steps over: all but `aps` and the keys the top-level rules
  /// are about (``PayloadChecker/mayNeedTopLevelCheck(_:minimumLength:keyLengths:)``). Computed,
  /// not stored: it is four words, and a stored static is read through a lock check.
  package static var skim: JSONParser.Skim {
    JSONParser.Skim(
      keptKey: Payload.apsKey, keptLengthsFrom: PayloadChecker.bundleKeyMinimumLength,
      keptLengths: PayloadChecker.misplaceableKeyLengths)
  }

  /// The largest payload APNs accepts, and `simctl push` accepts, in bytes.
  public static let maximumPayloadSize = 4096
  /// The largest payload APNs accepts for `apns-push-type: voip`, in bytes.
  public static let maximumVoIPPayloadSize = 5120

  /// Reads `bytes` as JSON with ``JSONParser`` and checks the result: the reader's findings,
  /// the byte size, then every payload rule.
  ///
  /// The app's own keys beside `aps` are checked as JSON but not built into values: no rule
  /// reads them, so the payload's ``Payload/userInfo`` and the result's ``PayloadLintResult/json``
  /// are read from `bytes` when first asked for. The findings are the same either way.
  public static func lint(_ bytes: [UInt8], options: Options = Options()) -> PayloadLintResult {
    lint(bytes, options: options, skimsAppKeys: true)
  }

  /// ``lint(_:options:)``, or with `skimsAppKeys` false, a read that builds every value: the two
  /// give equal results, which the tests and the fuzz target hold them to.
  package static func lint(_ bytes: [UInt8], options: Options, skimsAppKeys: Bool) -> PayloadLintResult {
    // An MDM body's rule reads the value of its `mdm` key, so nothing is stepped over there.
    let parsed: JSONParseResult
    let skimmed: Bool
    if skimsAppKeys && readsPlainly(options) && bytes.count <= maximumPayloadSize {
      // `aps` stepped over as well, then read straight into the model when it is plain.
      let (shallow, skimmedAny) = JSONParser.parse(bytes, options: Self.readingOptions, skimming: plainSkim)
      if !skimmedAny {
        // Nothing stepped over (or the read was done again in full): the value is the whole
        // document, or there is none.
        guard let value = shallow.value else {
          return PayloadLintResult(payload: nil, json: nil, diagnostics: sorted(shallow.diagnostics))
        }
        return check(value, options: options, after: shallow.diagnostics)
      }
      if shallow.diagnostics.isEmpty, let value = shallow.value, let result = plainResult(bytes, value, options: options) {
        return result
      }
    }
    if skimsAppKeys && options.pushType != APNsPushType.mdm.rawValue {
      // No rule reads the value of a key that is not `aps` and cannot be one the top-level
      // rules are about (the bundle key, its misspellings, `aps` keys put beside `aps`).
      (parsed, skimmed) = JSONParser.parse(bytes, options: Self.readingOptions, skimming: skim)
    } else {
      parsed = JSONParser.parse(bytes, options: Self.readingOptions)
      skimmed = false
    }
    var diagnostics = parsed.diagnostics
    // Every limit is at least `maximumPayloadSize`, so smaller payloads skip the check.
    if bytes.count > maximumPayloadSize, let tooLarge = sizeDiagnostic(byteCount: bytes.count, options: options) {
      diagnostics.append(tooLarge)
    }
    guard let value = parsed.value else {
      return PayloadLintResult(payload: nil, json: nil, diagnostics: sorted(diagnostics))
    }
    return check(value, options: options, after: diagnostics, deferred: skimmed ? DeferredDocument(bytes: bytes, options: JSONParser.Options()) : nil)
  }

  /// Whether the linter tries ``PlainAPSReader`` for payloads sent with `options`: a simulated
  /// push, or one with no push type or `alert`. The other push types have rules of their own
  /// about `aps` (a background push's keys, a Live Activity's, the keys a type requires).
  static func readsPlainly(_ options: Options) -> Bool {
    options.isSimulatorFile || options.pushType == nil || options.pushType == APNsPushType.alert.rawValue
  }

  /// ``skim`` with `aps` stepped over too, for ``PlainAPSReader`` to read from the bytes.
  package static var plainSkim: JSONParser.Skim {
    JSONParser.Skim(
      keptKey: nil, keptLengthsFrom: PayloadChecker.bundleKeyMinimumLength,
      keptLengths: PayloadChecker.misplaceableKeyLengths)
  }

  /// The result for a document read with every top-level value but those the top-level rules
  /// are about stepped over (``plainSkim``), when its `aps` is plain (``PlainAPSReader``) and
  /// its top-level keys need no look at `aps`; `nil` otherwise, and the caller reads it as
  /// before. The findings are those the checker makes of such a payload, by the same functions.
  static func plainResult(_ bytes: [UInt8], _ value: JSONValue, options: Options) -> PayloadLintResult? {
    guard case .object(let object) = value.kind,
      let apsIndex = object.members.lastIndex(where: { Payload.isAPSKey($0.key) }),
      case .object = object.members[apsIndex].value.kind
    else { return nil }
    var checker = PayloadChecker(options: options)
    let minimumLength = PayloadChecker.bundleKeyMinimumLength
    let keyLengths = PayloadChecker.misplaceableKeyLengths
    for member in object.members
    where PayloadChecker.mayNeedTopLevelCheck(member.key, minimumLength: minimumLength, keyLengths: keyLengths) {
      // An `aps` key beside `aps` is a finding only when `aps` lacks it, which needs the tree.
      if member.key != Payload.simulatorTargetBundleKey, PayloadChecker.isMisplaceableAPSKey(member.key) { return nil }
      checker.checkTopLevelMember(member, aps: nil)
    }
    let apsLocation = object.members[apsIndex].value.location
    let document = DeferredDocument(bytes: bytes, options: JSONParser.Options())
    var model = APS(unreadIn: document)
    let mutableContent: SourcePosition?? = bytes.withUnsafeBufferPointer { buffer in
      var reader = PlainAPSReader(buffer, at: apsLocation)
      guard reader.read(into: &model) else { return nil }
      return .some(reader.mutableContentLocation)
    }
    guard case .some(let mutableContentLocation) = mutableContent else { return nil }
    // What `checkAPS` checks once every key is read, for an `aps` with no Live Activity key,
    // sent with no push type or `alert`.
    if let location = mutableContentLocation {
      checker.checkMutableContent(at: location, alert: model.alert)
    }
    if !model.isVisible && !model.contentAvailable {
      checker.reportDoesNothing(at: apsLocation)
    }
    let bundle = Payload.simulatorTargetBundle(in: object)
    let payload = Payload(aps: consume model, deferred: document, simulatorTargetBundle: bundle)
    return PayloadLintResult(payload: payload, deferred: document, diagnostics: sorted(checker.findings))
  }

  /// Checks a parsed value and reads the payload from it in the same pass: the model the checker
  /// reads moves into the payload rather than being read a second time. `earlier` are findings
  /// made before (the reader's, the size), which come first when nothing sorts them apart.
  /// With `deferred`, `value` is that document read with the app's keys stepped over, and the
  /// payload and the result read the whole document from it when asked.
  package static func check(
    _ value: JSONValue, options: Options, after earlier: [Diagnostic] = [], deferred: DeferredDocument? = nil
  ) -> PayloadLintResult {
    var checker = PayloadChecker(options: options)
    var model = APS(unread: value)
    let hasAPS = checker.checkDocument(value, into: &model)
    // Most payloads have no earlier findings: take the checker's array rather than copying it.
    var diagnostics = earlier
    if diagnostics.isEmpty { diagnostics = checker.findings } else { diagnostics += checker.findings }
    var payload: Payload?
    if hasAPS, case .object(let object) = value.kind {
      if let deferred {
        payload = Payload(deferred: deferred, shallow: object, aps: consume model)
      } else {
        payload = Payload(userInfo: object, aps: consume model)
      }
    }
    if let deferred {
      return PayloadLintResult(payload: payload, deferred: deferred, diagnostics: sorted(diagnostics))
    }
    return PayloadLintResult(payload: payload, json: value, diagnostics: sorted(diagnostics))
  }

  /// Reads UTF-8 text and checks it like the byte form of `lint`.
  public static func lint(_ text: String, options: Options = Options()) -> PayloadLintResult {
    lint(Array(text.utf8), options: options)
  }

  /// Checks a parsed value against the payload rules, sorted by position, then code. The byte
  /// size is not checked: a parsed value no longer knows it.
  public static func lint(_ value: JSONValue, options: Options = Options()) -> [Diagnostic] {
    check(value, options: options).diagnostics
  }

  /// The `payload-too-large` finding for a payload of `byteCount` bytes, if it is over the limit.
  static func sizeDiagnostic(byteCount: Int, options: Options) -> Diagnostic? {
    if options.isSimulatorFile {
      guard byteCount > maximumPayloadSize else { return nil }
      return LintRule.payloadTooLarge.diagnostic(
        "the file is \(byteCount) bytes; `simctl push` accepts at most \(maximumPayloadSize)",
        hint: "Shorten the text or move bulky data out of the payload; the app can fetch it later.",
        path: .root, at: .start, citation: .simctlHelp)
    }
    let limit = options.pushType == "voip" ? maximumVoIPPayloadSize : maximumPayloadSize
    guard byteCount > limit else { return nil }
    return LintRule.payloadTooLarge.diagnostic(
      "the payload is \(byteCount) bytes; APNs accepts at most \(limit)",
      hint: "Shorten the text or move bulky data out of the payload; the app can fetch it later.",
      path: .root, at: .start)
  }

  /// Sorts findings by byte offset, then code; findings equal in both keep their order.
  static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    if diagnostics.count < 2 { return diagnostics }
    return diagnostics.enumerated().sorted { lhs, rhs in
      let (a, b) = (lhs.element, rhs.element)
      if a.location.offset != b.location.offset { return a.location.offset < b.location.offset }
      if a.code != b.code { return a.code < b.code }
      return lhs.offset < rhs.offset
    }.map(\.element)
  }
}

/// What ``PayloadLinter`` found in a payload file: the payload as iOS would read it, the JSON,
/// and every finding.
public struct PayloadLintResult: Hashable, Sendable {
  /// The payload as iOS reads it (``Payload/init(json:)``), when the file is a JSON object with
  /// an `aps` dictionary; `nil` otherwise.
  public var payload: Payload?
  /// The parsed JSON; `nil` when the file is not valid JSON.
  public var json: JSONValue? {
    get { deferred?.value ?? storedJSON }
    set {
      storedJSON = newValue
      deferred = nil
    }
  }
  /// Every finding, sorted by position, then code.
  public var diagnostics: [Diagnostic]
  /// `json` when it was built in the read; otherwise `nil`, and `deferred` has it.
  private var storedJSON: JSONValue?
  /// The document `json` is read from when asked for (``PayloadLinter/lint(_:options:)``).
  private var deferred: DeferredDocument?

  /// Creates a result.
  public init(payload: Payload?, json: JSONValue?, diagnostics: [Diagnostic]) {
    self.payload = payload
    self.storedJSON = json
    self.diagnostics = diagnostics
  }

  /// A result whose `json` is read from `document` when first asked for.
  init(payload: Payload?, deferred document: DeferredDocument, diagnostics: [Diagnostic]) {
    self.payload = payload
    self.deferred = document
    self.diagnostics = diagnostics
  }

  /// Two results are equal when their payloads, JSON and findings are.
  public static func == (lhs: PayloadLintResult, rhs: PayloadLintResult) -> Bool {
    lhs.payload == rhs.payload && lhs.diagnostics == rhs.diagnostics && lhs.json == rhs.json
  }

  /// Hashes the payload, the JSON and the findings.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(payload)
    hasher.combine(json)
    hasher.combine(diagnostics)
  }

  /// Whether any finding is an error: APNs or `simctl push` would reject the payload.
  public var hasErrors: Bool {
    diagnostics.contains { $0.severity == .error }
  }
}
