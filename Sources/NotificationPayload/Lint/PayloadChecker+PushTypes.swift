/// Checks of the payloads that belong to one push type: `content-changed` for `widgets` and
/// `controls`, the `{"mdm": "<PushMagic>"}` body of `mdm`. What each type needs is read from
/// ``APNsPushTypeRule/table``.
extension PayloadChecker {
  /// `content-changed`: `true`, and only in a push type that reads it.
  @inline(never)
  mutating func checkContentChanged(_ member: JSONObject.Member, path: @autoclosure () -> JSONPath) {
    let owners = APNsPushTypeRule.owners(ofAPSKey: member.key)
    if case .bool(true) = member.value.kind {
    } else {
      report(
        .valueWrongType,
        "`content-changed` is \(member.value.typeDescription); WidgetKit reloads only for true",
        hint: #"Write "content-changed": true."#, path: path(), at: member.value.location,
        citation: Citation(APNsPushTypeRule.rule(for: .widgets)!.source, .apple))
    }
    if let pushType, !owners.contains(APNsPushType(rawValue: pushType)) {
      let names = owners.map(\.rawValue).joined(separator: " and ")
      report(
        .pushTypeKeyMisplaced,
        "`content-changed` with apns-push-type \(pushType); only \(names) pushes read it",
        hint: "Send it with apns-push-type: widgets (topic <bundle ID>.push-type.widgets) or controls "
          + "(<bundle ID>.push-type.controls), or remove it.",
        path: path(), at: member.keyLocation)
    }
  }

  /// `ptt-push-type`: `"service-update"`, and only in a `pushtotalk` push (iOS 17.2; the wire form
  /// is from a DTS answer, https://developer.apple.com/forums/thread/787878).
  @inline(never)
  mutating func checkPTTPushType(_ member: JSONObject.Member, path: @autoclosure () -> JSONPath) {
    let citation = Citation("https://developer.apple.com/forums/thread/787878", .apple)
    if member.value.string != "service-update" {
      report(
        .valueWrongType,
        "`ptt-push-type` is \(member.value.typeDescription); Push to Talk knows only \"service-update\"",
        hint: #"Write "ptt-push-type": "service-update" for a service update, or remove it for a push to incomingPushResult."#,
        path: path(), at: member.value.location, citation: citation)
    }
    let owners = APNsPushTypeRule.owners(ofAPSKey: member.key)
    if let pushType, !owners.contains(APNsPushType(rawValue: pushType)) {
      let names = owners.map(\.rawValue).joined(separator: " and ")
      report(
        .pushTypeKeyMisplaced,
        "`ptt-push-type` with apns-push-type \(pushType); only \(names) pushes read it",
        hint: "Send it with apns-push-type: pushtotalk (topic <bundle ID>.voip-ptt), or remove it.",
        path: path(), at: member.keyLocation)
    }
  }

  /// The `aps` keys the push type's row requires, such as `content-changed` for `widgets`.
  @inline(never)
  mutating func checkRequiredKeys(_ rule: APNsPushTypeRule, in aps: JSONObject, value: JSONValue) {
    for key in rule.requiredAPSKeys where aps.member(key) == nil {
      report(
        .pushTypeMissingKey,
        "a \(rule.pushType.rawValue) push needs `\(key)` in `aps`; without it nothing reloads",
        hint: #"Send {"aps": {"content-changed": true}}."#, path: Self.apsPath, at: value.location,
        citation: Citation(rule.source, .apple))
    }
  }

  /// `alert`, `sound` and `badge` in a push whose type goes to another framework than
  /// UserNotifications (``APNsPushTypeRule/receiver``): nothing ever shows them. ActivityKit is
  /// left out, since a Live Activity update shows its alert, and `mdm`, whose body
  /// ``checkMDMBody(_:at:)`` allows nothing but `mdm`.
  @inline(never)
  mutating func checkShowsNothing(_ aps: JSONObject, _ rule: APNsPushTypeRule) {
    for (key, effect) in [(APS.Key.alert, "is never shown"), (.sound, "is never played"), (.badge, "never sets the badge")] {
      guard let member = aps.member(key.rawValue) else { continue }
      report(
        .pushTypeShowsNothing,
        "`\(key.rawValue)` in a \(rule.pushType.rawValue) push \(effect): \(rule.receiver) receives it, "
          + "not UNUserNotificationCenter",
        hint: "Send what the person should see with apns-push-type alert, or remove \(Self.quoted(key.rawValue)).",
        path: Self.apsPath.appending(key.rawValue), at: member.keyLocation, citation: Citation(rule.source, .apple))
    }
  }

  /// An `mdm` body is `{"mdm": "<PushMagic>"}` and nothing else.
  @inline(never)
  mutating func checkMDMBody(_ object: JSONObject, at location: SourcePosition) {
    let citation = Citation(APNsPushTypeRule.rule(for: .mdm)!.source, .apple)
    guard let magic = object.member("mdm") else {
      report(
        .mdmBody, "an mdm push has no `mdm` key; the device ignores it",
        hint: #"Send {"mdm": "<PushMagic>"} with the PushMagic string the device sent in its TokenUpdate."#,
        path: .root, at: location, citation: citation)
      return
    }
    if magic.value.string == nil {
      report(
        .mdmBody, "`mdm` is \(magic.value.typeDescription), not the PushMagic string",
        hint: "Write the PushMagic string from the device's TokenUpdate message.",
        path: ["mdm"], at: magic.value.location, citation: citation)
    }
    for member in object.members where member.key != "mdm" {
      report(
        .mdmBody, "an mdm push carries only `mdm`; \(Self.quoted(member.key)) is not allowed",
        hint: "Remove \(Self.quoted(member.key)); the device fetches its commands from the MDM server.",
        path: [.key(member.key)], at: member.keyLocation, citation: citation)
    }
  }
}

extension DiagnosticCode {
  /// A `widgets` or `controls` payload lacks a key its push type needs (`content-changed`).
  public static let pushTypeMissingKey: DiagnosticCode = "push-type-missing-key"
  /// `aps` has a key that another push type owns, such as `content-changed` in an alert push.
  public static let pushTypeKeyMisplaced: DiagnosticCode = "push-type-key-misplaced"
  /// An `mdm` push's body is not exactly `{"mdm": "<PushMagic>"}`.
  public static let mdmBody: DiagnosticCode = "mdm-body"
  /// `alert`, `sound` or `badge` in a push that UserNotifications never receives, such as a
  /// `voip` push, which goes to PushKit.
  public static let pushTypeShowsNothing: DiagnosticCode = "push-type-shows-nothing"
}

extension LintRule {
  static let pushTypeMissingKey = LintRule(
    .pushTypeMissingKey, .error, "a widgets or controls payload lacks `content-changed`",
    citation: Citation(
      "https://developer.apple.com/documentation/widgetkit/updating-widgets-with-widgetkit-push-notifications",
      .apple))
  static let pushTypeKeyMisplaced = LintRule(
    .pushTypeKeyMisplaced, .warning, "`aps` has a key only another push type reads",
    citation: Citation(
      "https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns",
      .apple))
  static let pushTypeShowsNothing = LintRule(
    .pushTypeShowsNothing, .warning, "`alert`, `sound` or `badge` in a push type that shows nothing",
    citation: Citation(
      "https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns",
      .apple))
  static let mdmBody = LintRule(
    .mdmBody, .error, #"an mdm payload is not exactly {"mdm": "<PushMagic>"}"#,
    citation: Citation(
      "https://developer.apple.com/documentation/devicemanagement/sending-mdm-commands-to-a-device",
      .apple))
}
