/// One check that ``PayloadLinter`` makes: its stable code, how serious a finding is, what it
/// looks for, and the source of the iOS or APNs fact behind it.
///
/// The rules model what APNs
/// (https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification)
/// and `xcrun simctl push` accept or reject, and what iOS then does with an accepted payload.
/// ``PayloadLinter/rules`` lists them all; the <doc:linting-payloads> article prints that list.
public struct LintRule: Hashable, Sendable {
  /// The stable code that the rule's findings carry, such as `content-available-not-one`.
  public var code: DiagnosticCode
  /// How serious the rule's findings are.
  public var severity: Diagnostic.Severity
  /// One line that says what the rule looks for.
  public var summary: String
  /// The source of the fact behind the rule; `nil` for rules about JSON syntax alone.
  public var citation: Citation?

  /// Creates a rule.
  public init(
    _ code: DiagnosticCode, _ severity: Diagnostic.Severity, _ summary: String,
    citation: Citation? = nil
  ) {
    self.code = code
    self.severity = severity
    self.summary = summary
    self.citation = citation
  }

  /// A finding of this rule, with the rule's code, severity and citation.
  public func diagnostic(
    _ message: String, hint: String?, path: JSONPath, at location: SourcePosition,
    citation: Citation? = nil
  ) -> Diagnostic {
    Diagnostic(
      severity, code, message, hint: hint, path: path, at: location,
      citation: citation ?? self.citation)
  }
}

extension DiagnosticCode {
  // MARK: Errors: what `xcrun simctl push` or APNs rejects

  /// The top-level JSON value is not an object, which an APNs payload and an `.apns` file must be.
  public static let payloadNotObject: DiagnosticCode = "payload-not-object"
  /// The payload has no `aps` key.
  public static let missingAPS: DiagnosticCode = "missing-aps"
  /// `aps` is not a dictionary.
  public static let apsNotObject: DiagnosticCode = "aps-not-object"
  /// The payload is larger than APNs (4096 bytes, 5120 for VoIP) or `simctl push` (4096) accepts.
  public static let payloadTooLarge: DiagnosticCode = "payload-too-large"

  // MARK: Warnings: what APNs accepts and iOS mishandles

  /// A key that belongs in `aps`, such as `content-available`, stands beside it instead.
  public static let apsKeyOutsideAPS: DiagnosticCode = "aps-key-outside-aps"
  /// A push sent with `apns-push-type: background` carries `alert`, `sound` or `badge`.
  public static let backgroundPushHasVisibleKeys: DiagnosticCode = "background-push-has-visible-keys"
  /// A push sent with `apns-push-type: background` has no `"content-available": 1`.
  public static let backgroundPushWithoutContentAvailable: DiagnosticCode =
    "background-push-without-content-available"
  /// `badge` is below 0.
  public static let badgeNegative: DiagnosticCode = "badge-negative"
  /// `badge` is a whole number larger than a 64-bit count holds.
  public static let badgeTooLarge: DiagnosticCode = "badge-too-large"
  /// `badge` is a number with a fraction or exponent, such as 1.5.
  public static let badgeNotInteger: DiagnosticCode = "badge-not-integer"
  /// `content-available` is present but is not the number 1.
  public static let contentAvailableNotOne: DiagnosticCode = "content-available-not-one"
  /// `mutable-content` is present but is not the number 1.
  public static let mutableContentNotOne: DiagnosticCode = "mutable-content-not-one"
  /// `critical` in a `sound` dictionary is present but is not the number 1.
  public static let criticalNotOne: DiagnosticCode = "critical-not-one"
  /// `volume` in a `sound` dictionary is outside 0...1.
  public static let criticalVolumeOutOfRange: DiagnosticCode = "critical-volume-out-of-range"
  /// A Live Activity payload lacks `event`, `timestamp`, `content-state` or a push-to-start key.
  public static let liveActivityMissingKey: DiagnosticCode = "live-activity-missing-key"
  /// A Live Activity key that only another `event` takes: `attributes-type`, `attributes`,
  /// `input-push-token` or `input-push-channel` outside a `start`, `dismissal-date` outside an `end`.
  public static let liveActivityKeyNotForEvent: DiagnosticCode = "live-activity-key-not-for-event"
  /// A Live Activity `event` is not `start`, `update` or `end`.
  public static let liveActivityUnknownEvent: DiagnosticCode = "live-activity-unknown-event"
  /// A Live Activity `timestamp`, `stale-date` or `dismissal-date` looks like milliseconds.
  public static let liveActivityDateInMilliseconds: DiagnosticCode =
    "live-activity-date-in-milliseconds"
  /// A Live Activity `timestamp`, `stale-date` or `dismissal-date` is a whole number past the
  /// 64-bit range of seconds since 1970.
  public static let liveActivityDateOutOfRange: DiagnosticCode = "live-activity-date-out-of-range"
  /// A `*-loc-key` that holds `%@` placeholders gets a different number of `*-loc-args`.
  public static let locArgsCountMismatch: DiagnosticCode = "loc-args-count-mismatch"
  /// `loc-args`, `title-loc-args` or `subtitle-loc-args` is given without its `*-loc-key`.
  public static let locArgsWithoutLocKey: DiagnosticCode = "loc-args-without-loc-key"
  /// `"mutable-content": 1` with no alert title, subtitle or body: the service extension
  /// does not run.
  public static let mutableContentWithoutAlertText: DiagnosticCode =
    "mutable-content-without-alert-text"
  /// The payload shows nothing and wakes nothing.
  public static let payloadDoesNothing: DiagnosticCode = "payload-does-nothing"
  /// `relevance-score` is outside 0...1 in a payload that is not a Live Activity.
  public static let relevanceScoreOutOfRange: DiagnosticCode = "relevance-score-out-of-range"
  /// A key that iOS no longer reads: `summary-arg`, `summary-arg-count`, `show-view`.
  public static let retiredKey: DiagnosticCode = "retired-key"
  /// `mutable-content` in an `.apns` file: simulated pushes do not run the service extension.
  public static let simulatorIgnoresMutableContent: DiagnosticCode =
    "simulator-ignores-mutable-content"
  /// A top-level key that looks like a misspelled `"Simulator Target Bundle"`.
  public static let simulatorTargetBundleMisspelled: DiagnosticCode =
    "simulator-target-bundle-misspelled"
  /// A key inside the `alert` dictionary that Apple does not define.
  public static let unknownAlertKey: DiagnosticCode = "unknown-alert-key"
  /// A key inside `aps` that Apple does not define; APNs ignores it.
  public static let unknownAPSKey: DiagnosticCode = "unknown-aps-key"
  /// An `interruption-level` that is not `passive`, `active`, `time-sensitive` or `critical`.
  public static let unknownInterruptionLevel: DiagnosticCode = "unknown-interruption-level"
  /// A key inside the `sound` dictionary other than `critical`, `name` and `volume`.
  public static let unknownSoundKey: DiagnosticCode = "unknown-sound-key"
  /// A known key whose value has the wrong JSON type; iOS reads it as absent.
  public static let valueWrongType: DiagnosticCode = "value-wrong-type"
}
