extension ScenarioLoader.Reader {
  // MARK: - Focus, Watch, the ring/silent switch and entitlements (rules IL1–IL7, FO1–FO3, WA1–WA3)

  /// The names `app.entitlements` takes: the short names and the entitlement keys themselves.
  static let entitlementNames: [(String, NotificationEntitlements)] = [
    ("timeSensitive", .timeSensitive), ("criticalAlerts", .criticalAlerts),
    ("com.apple.developer.usernotifications.time-sensitive", .timeSensitive),
    ("com.apple.developer.usernotifications.critical-alerts", .criticalAlerts),
    ("communication", .communication), ("com.apple.developer.usernotifications.communication", .communication),
  ]

  /// Reads `device.focus`, `device.watch`, `device.silentMode`, `device.blockedCallers`,
  /// `device.timeSensitiveSetting` and `device.directMessages`.
  mutating func readDevicePresentation(
    _ reader: inout JSONObjectReader, into device: inout DeviceConfiguration, profile: Profile
  ) {
    if let value = reader.value("focus") {
      device.focus = focus(value, path: ["device", "focus"]) ?? nil
      if device.focus != nil { warnAboutFocus(before: profile, path: ["device", "focus"], at: value.location) }
    }
    if let value = reader.value("watch") { device.watch = watch(value, path: ["device", "watch"]) ?? nil }
    if let silent = reader.bool("silentMode", log: &log) { device.silentMode = silent }
    if let callers = strings(&reader, "blockedCallers", path: ["device"], expected: "a caller's name or handle") {
      device.blockedCallers = callers
    }
    if let enabled = reader.bool("timeSensitiveSetting", log: &log) { device.timeSensitiveSetting = enabled }
    if let enabled = reader.bool("directMessages", log: &log) { device.directMessages = enabled }
    readScheduledSummary(&reader, into: &device)
  }

  /// Reads `app.entitlements`.
  mutating func readAppEntitlements(_ reader: inout JSONObjectReader, into app: inout AppConfiguration) {
    if let list = reader.value("entitlements") {
      app.entitlements = optionSet(list, Self.entitlementNames, path: ["app", "entitlements"], what: "entitlement")
    }
    readAppCommunication(&reader, into: &app)
  }

  /// A Focus: an object to turn one on, `false` or `null` for none. Returns `.some(nil)` for
  /// none and `nil` when the value is invalid (reported).
  mutating func focus(_ value: JSONValue, path: JSONPath) -> Focus?? {
    switch value.kind {
    case .null, .bool(false): return .some(nil)
    case .object: break
    default:
      log.wrongType(value, path: path, expected: #"a Focus such as {"name": "Work", "allowedApps": ["com.example.chat"]}, or false"#)
      return nil
    }
    guard var reader = JSONObjectReader(value, path: path, log: &log) else { return nil }
    var focus = Focus()
    if let name = reader.string("name", log: &log) { focus.name = name }
    if let apps = strings(&reader, "allowedApps", path: path, expected: "a bundle identifier") { focus.allowedApps = apps }
    if let allows = reader.bool("timeSensitive", log: &log) { focus.allowsTimeSensitive = allows }
    if let people = strings(&reader, "allowedPeople", path: path, expected: "a person's display name") { focus.allowedPeople = people }
    reader.warnAboutUnknownKeys(log: &log)
    return .some(focus)
  }

  /// A paired Watch: an object (`onWrist`, `unlocked`, both `true` by default), `false` or
  /// `null` for none. Returns `.some(nil)` for none and `nil` when the value is invalid (reported).
  mutating func watch(_ value: JSONValue, path: JSONPath) -> PairedWatch?? {
    switch value.kind {
    case .null, .bool(false): return .some(nil)
    case .object: break
    default:
      log.wrongType(value, path: path, expected: #"a paired Watch such as {"onWrist": true, "unlocked": true}, or false"#)
      return nil
    }
    guard var reader = JSONObjectReader(value, path: path, log: &log) else { return nil }
    var watch = PairedWatch()
    if let onWrist = reader.bool("onWrist", log: &log) {
      watch.onWrist = onWrist
      // Wrist detection locks a Watch taken off; it is unlocked only when said so.
      if !onWrist { watch.unlocked = false }
    }
    if let unlocked = reader.bool("unlocked", log: &log) {
      if unlocked && !watch.onWrist {
        log.error(
          .invalidStep, "a Watch off the wrist cannot be unlocked: wrist detection locks it when it is taken off",
          hint: #"Write "onWrist": true, or leave "unlocked" out."#, path: path.appending("unlocked"),
          at: reader.object.member("unlocked")?.keyLocation ?? value.location)
      } else {
        watch.unlocked = unlocked
      }
    }
    reader.warnAboutUnknownKeys(log: &log)
    return .some(watch)
  }

  /// Whether the step is one of Push to Talk's, which need `app.pushToTalk` (rule PT1).
  static func isPushToTalkStep(_ step: ScenarioStep) -> Bool {
    if case .pushToTalkPush = step.action { return true }
    if case .joinPushToTalkChannel = step.action { return true }
    if case .leavePushToTalkChannel = step.action { return true }
    if case .startTransmitting = step.action { return true }
    if case .stopTransmitting = step.action { return true }
    return false
  }

  /// Whether `warnAboutMissingEntitlements` can warn about the step: a Focus set, or a
  /// critical or time-sensitive notification.
  static func needsHeaderForWarnings(_ step: ScenarioStep) -> Bool {
    if case .setFocus(.some) = step.action { return true }
    if case .push(let payload, _, _) = step.action {
      return payload.aps.interruptionLevel != nil || payload.aps.sound?.isCritical == true
    }
    if case .send(let push) = step.action {
      return push.payload.aps.interruptionLevel != nil || push.payload.aps.sound?.isCritical == true
    }
    if case .schedule(let request) = step.action { return request.interruptionLevel != nil }
    return isPushToTalkStep(step)
  }

  /// Warns, at the step, about a push or a local request whose interruption level needs an
  /// entitlement the app lacks: iOS delivers it as an active notification (rules IL3, IL5).
  mutating func warnAboutMissingEntitlements(_ steps: [ScenarioStep], app: AppConfiguration, profile: Profile) {
    for step in steps {
      let level: InterruptionLevel?
      let critical: Bool
      // Four kinds of step are read here; the others are passed over (no `default:` over steps).
      if case .setFocus(.some) = step.action {
        warnAboutFocus(before: profile, path: step.path, at: step.location)
        continue
      } else if case .push(let payload, _, _) = step.action {
        level = payload.aps.interruptionLevel
        critical = level == .critical || payload.aps.sound?.isCritical == true
      } else if case .send(let push) = step.action {
        level = push.payload.aps.interruptionLevel
        critical = level == .critical || push.payload.aps.sound?.isCritical == true
      } else if case .schedule(let request) = step.action {
        level = request.interruptionLevel
        critical = level == .critical
      } else {
        if Self.isPushToTalkStep(step) { checkPushToTalkStep(step, app: app) }
        continue
      }
      if critical && !app.entitlements.contains(.criticalAlerts) {
        log.warning(
          .criticalAlertNotEntitled,
          "a critical alert, but the app lacks the critical-alerts entitlement: iOS delivers it as an active notification",
          hint: #"Add "criticalAlerts" to app.entitlements if the app has it, or send the notification as time-sensitive."#,
          path: step.path, at: step.location)
      } else if level == .timeSensitive && !app.entitlements.contains(.timeSensitive) {
        log.warning(
          .timeSensitiveNotEntitled,
          "a time-sensitive notification, but the app lacks the Time Sensitive Notifications entitlement: iOS delivers it as an active notification",
          hint: #"Add "timeSensitive" to app.entitlements if the app has the capability."#,
          path: step.path, at: step.location)
      }
    }
  }
}

extension ScenarioLoader.Reader {
  /// Warns that a Focus does nothing before iOS 15, where the model has no Focus (rule FO1).
  mutating func warnAboutFocus(before profile: Profile, path: JSONPath, at location: SourcePosition) {
    guard !profile.has(.focus) else { return }
    log.warning(
      .focusUnavailable, "Focus needs iOS 15; on \(profile) the simulator ignores it",
      hint: #"Set "platform" to "iOS 15" or later, or remove the Focus."#, path: path, at: location)
  }
}

extension DiagnosticCode {
  /// A scenario turns on a Focus on an iOS version before 15.
  public static let focusUnavailable: DiagnosticCode = "focus-unavailable"
  /// A scenario pushes a critical alert for an app without the critical-alerts entitlement.
  public static let criticalAlertNotEntitled: DiagnosticCode = "critical-alert-not-entitled"
  /// A scenario sends a time-sensitive notification for an app without its entitlement.
  public static let timeSensitiveNotEntitled: DiagnosticCode = "time-sensitive-not-entitled"
}
