/// The sources the lint rules cite, with the confidence the behaviour reference gives each fact.
extension Citation {
  /// Apple's payload reference: `aps` keys, their types, custom keys, size limits.
  static let generatingRemoteNotification = Citation(
    "https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification",
    .apple)
  /// Apple's background update guide: what a background push's `aps` may hold.
  static let pushingBackgroundUpdates = Citation(
    "https://developer.apple.com/documentation/usernotifications/pushing-background-updates-to-your-app",
    .apple)
  /// Developer reports that `"content-available": 0` does not switch the flag off.
  static let contentAvailableZero = Citation(
    "http://samwize.com/2015/08/07/how-to-handle-remote-notification-with-background-mode-enabled",
    .reported)
  /// Apple's service extension guide: when the extension runs.
  static let modifyingContent = Citation(
    "https://developer.apple.com/documentation/usernotifications/modifying-content-in-newly-delivered-notifications",
    .apple)
  /// Xcode 11.4 release notes: simulated pushes, `.apns` files, `mutable-content` not honoured.
  static let xcode11_4 = Citation(
    "https://developer.apple.com/documentation/xcode-release-notes/xcode-11_4-release-notes", .apple)
  /// The `simctl help push` text, as reproduced by a third party.
  static let simctlHelp = Citation(
    "https://github.com/withfig/autocomplete/blob/master/src/simctl.ts", .reported)
  /// Apple's `UNNotificationInterruptionLevel` reference.
  static let interruptionLevel = Citation(
    "https://developer.apple.com/documentation/usernotifications/unnotificationinterruptionlevel",
    .apple)
  /// ActivityKit's push guide. Behaviour reference §8.1 lists the Live Activity keys and events
  /// without a confidence mark, so the rules cite it as reported.
  static let liveActivityKeys = Citation(
    "https://developer.apple.com/documentation/activitykit/starting-and-updating-live-activities-with-activitykit-push-notifications",
    .reported)
  /// The same guide, for what the reference does not state (required keys per event, units):
  /// inferred, so uncertain.
  static let liveActivityInferred = Citation(
    "https://developer.apple.com/documentation/activitykit/starting-and-updating-live-activities-with-activitykit-push-notifications",
    .uncertain)
  /// Inferred from the payload kinds: with nothing visible and no wake flag, nothing happens.
  static let payloadKindsInferred = Citation(
    "https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification",
    .uncertain)
}

extension LintRule {
  // MARK: Passed through from JSONParser

  static let emptyFile = LintRule(.emptyFile, .error, "the file is empty or only white space")
  static let invalidUTF8 = LintRule(.invalidUTF8, .error, "the bytes are not UTF-8")
  static let jsonSyntax = LintRule(.jsonSyntax, .error, "the text is not valid JSON")
  static let jsonTrailingComma = LintRule(
    .jsonTrailingComma, .error, "a comma follows the last element of an array or object")
  static let jsonDuplicateKey = LintRule(.jsonDuplicateKey, .error, "an object has the same key twice")
  static let jsonTooDeep = LintRule(.jsonTooDeep, .error, "arrays and objects nest too deep")

  // MARK: Errors

  static let payloadNotObject = LintRule(
    .payloadNotObject, .error, "the top-level value is not a JSON object", citation: .simctlHelp)
  static let missingAPS = LintRule(
    .missingAPS, .error, "the payload has no `aps` key", citation: .xcode11_4)
  static let apsNotObject = LintRule(
    .apsNotObject, .error, "`aps` is not a dictionary", citation: .xcode11_4)
  static let payloadTooLarge = LintRule(
    .payloadTooLarge, .error, "the payload is over 4096 bytes (5120 for VoIP pushes)",
    citation: .generatingRemoteNotification)

  // MARK: Warnings

  static let apsKeyOutsideAPS = LintRule(
    .apsKeyOutsideAPS, .warning, "an `aps` key such as `content-available` stands beside `aps`",
    citation: .generatingRemoteNotification)
  static let backgroundPushHasVisibleKeys = LintRule(
    .backgroundPushHasVisibleKeys, .warning,
    "a push of type background carries `alert`, `sound` or `badge`",
    citation: .pushingBackgroundUpdates)
  static let backgroundPushWithoutContentAvailable = LintRule(
    .backgroundPushWithoutContentAvailable, .warning,
    "a push of type background lacks `\"content-available\": 1`", citation: .pushingBackgroundUpdates)
  static let badgeNegative = LintRule(
    .badgeNegative, .warning, "`badge` is negative", citation: .generatingRemoteNotification)
  static let badgeTooLarge = LintRule(
    .badgeTooLarge, .warning, "`badge` is larger than a 64-bit count", citation: .generatingRemoteNotification)
  static let badgeNotInteger = LintRule(
    .badgeNotInteger, .warning, "`badge` is not a whole number", citation: .generatingRemoteNotification)
  static let contentAvailableNotOne = LintRule(
    .contentAvailableNotOne, .warning, "`content-available` is present but not the number 1",
    citation: .generatingRemoteNotification)
  static let mutableContentNotOne = LintRule(
    .mutableContentNotOne, .warning, "`mutable-content` is present but not the number 1",
    citation: .generatingRemoteNotification)
  static let criticalNotOne = LintRule(
    .criticalNotOne, .warning, "`sound.critical` is present but not the number 1",
    citation: .generatingRemoteNotification)
  static let criticalVolumeOutOfRange = LintRule(
    .criticalVolumeOutOfRange, .warning, "`sound.volume` is outside 0...1",
    citation: .generatingRemoteNotification)
  static let liveActivityMissingKey = LintRule(
    .liveActivityMissingKey, .warning,
    "a Live Activity payload lacks `event`, `timestamp`, `content-state` or a push-to-start key",
    citation: .liveActivityInferred)
  static let liveActivityKeyNotForEvent = LintRule(
    .liveActivityKeyNotForEvent, .warning,
    "a Live Activity key that only another `event` takes (start-only keys on an update or end, `dismissal-date` outside an end)",
    citation: .liveActivityKeys)
  static let liveActivityUnknownEvent = LintRule(
    .liveActivityUnknownEvent, .warning, "a Live Activity `event` is not start, update or end",
    citation: .liveActivityKeys)
  static let liveActivityDateInMilliseconds = LintRule(
    .liveActivityDateInMilliseconds, .warning,
    "a Live Activity `timestamp`, `stale-date` or `dismissal-date` looks like milliseconds",
    citation: .liveActivityInferred)
  static let liveActivityDateOutOfRange = LintRule(
    .liveActivityDateOutOfRange, .error,
    "a Live Activity `timestamp`, `stale-date` or `dismissal-date` is past the 64-bit range of seconds since 1970",
    citation: .liveActivityKeys)
  static let locArgsCountMismatch = LintRule(
    .locArgsCountMismatch, .warning,
    "a `*-loc-key` written as a format gets a different number of `*-loc-args`",
    citation: .generatingRemoteNotification)
  static let locArgsWithoutLocKey = LintRule(
    .locArgsWithoutLocKey, .warning, "`*-loc-args` is given without its `*-loc-key`",
    citation: .generatingRemoteNotification)
  static let mutableContentWithoutAlertText = LintRule(
    .mutableContentWithoutAlertText, .warning,
    "`mutable-content` is 1 but the alert has no text, so the service extension does not run",
    citation: .modifyingContent)
  static let payloadDoesNothing = LintRule(
    .payloadDoesNothing, .warning, "the payload shows nothing and wakes nothing",
    citation: .payloadKindsInferred)
  static let relevanceScoreOutOfRange = LintRule(
    .relevanceScoreOutOfRange, .warning, "`relevance-score` is outside 0...1 (Live Activities excepted)",
    citation: .generatingRemoteNotification)
  static let retiredKey = LintRule(
    .retiredKey, .warning, "a key iOS no longer reads: `summary-arg`, `summary-arg-count`, `show-view`",
    citation: .generatingRemoteNotification)
  static let simulatorIgnoresMutableContent = LintRule(
    .simulatorIgnoresMutableContent, .warning,
    "an `.apns` file sets `mutable-content`, which simulated pushes do not honour",
    citation: .xcode11_4)
  static let simulatorTargetBundleMisspelled = LintRule(
    .simulatorTargetBundleMisspelled, .warning,
    "a top-level key looks like a misspelled `Simulator Target Bundle`", citation: .xcode11_4)
  static let unknownAlertKey = LintRule(
    .unknownAlertKey, .warning, "the `alert` dictionary has a key Apple does not define",
    citation: .generatingRemoteNotification)
  static let unknownAPSKey = LintRule(
    .unknownAPSKey, .warning, "`aps` has a key Apple does not define; APNs ignores it",
    citation: .generatingRemoteNotification)
  static let unknownInterruptionLevel = LintRule(
    .unknownInterruptionLevel, .warning,
    "`interruption-level` is not passive, active, time-sensitive or critical",
    citation: .interruptionLevel)
  static let unknownSoundKey = LintRule(
    .unknownSoundKey, .warning, "the `sound` dictionary has a key other than critical, name and volume",
    citation: .generatingRemoteNotification)
  static let valueWrongType = LintRule(
    .valueWrongType, .warning, "a known key has a value of the wrong type, which iOS reads as absent",
    citation: .generatingRemoteNotification)
}

extension PayloadLinter {
  /// Every rule the linter applies, the JSON reader's included, sorted by code: the catalog
  /// that the documentation's <doc:linting-payloads> article prints.
  public static let rules: [LintRule] = [
    LintRule.emptyFile, .invalidUTF8, .jsonSyntax, .jsonTrailingComma, .jsonDuplicateKey,
    .jsonTooDeep, .payloadNotObject, .missingAPS, .apsNotObject, .payloadTooLarge,
    .apsKeyOutsideAPS, .backgroundPushHasVisibleKeys, .backgroundPushWithoutContentAvailable,
    .badgeNegative, .badgeNotInteger, .badgeTooLarge, .contentAvailableNotOne, .mutableContentNotOne,
    .criticalNotOne, .criticalVolumeOutOfRange, .liveActivityMissingKey, .liveActivityUnknownEvent, .liveActivityKeyNotForEvent,
    .liveActivityDateInMilliseconds, .liveActivityDateOutOfRange, .locArgsCountMismatch, .locArgsWithoutLocKey,
    .mutableContentWithoutAlertText, .payloadDoesNothing, .relevanceScoreOutOfRange, .retiredKey,
    .simulatorIgnoresMutableContent, .simulatorTargetBundleMisspelled, .unknownAlertKey,
    .unknownAPSKey, .unknownInterruptionLevel, .unknownSoundKey, .valueWrongType,
    .pushTypeMissingKey, .pushTypeKeyMisplaced, .pushTypeShowsNothing, .mdmBody,
  ].sorted { $0.code < $1.code }

  /// The rule with this code, if the linter has one.
  public static func rule(for code: DiagnosticCode) -> LintRule? {
    rules.first { $0.code == code }
  }
}
