/// The device settings that decide how the system presents a notification, as they are now:
/// they start as ``DeviceConfiguration`` says and change with steps.
struct PresentationState: Hashable, Sendable {
  var focus: Focus?
  var watch: PairedWatch?
  var silentMode: Bool
  var timeSensitiveSetting: Bool
  /// The app's Direct Messages switch (rule CN3).
  var directMessages: Bool
  /// The Scheduled Summary, and what it holds (rules SS1–SS3). `Device/ScheduledSummary/`.
  var scheduledSummary: ScheduledSummary?
  var summary = ScheduledSummaryState()
  /// Apple Intelligence's notification switches, which only annotate the trace (rule AI1).
  var appleIntelligence: AppleIntelligenceNotifications?

  init(_ device: DeviceConfiguration) {
    focus = device.focus
    watch = device.watch
    silentMode = device.silentMode
    timeSensitiveSetting = device.timeSensitiveSetting
    directMessages = device.directMessages
    scheduledSummary = device.scheduledSummary
    appleIntelligence = device.appleIntelligence
  }

  /// Whether nothing here can change a presentation: no Focus, no Watch, the switch on ring, no
  /// Scheduled Summary, no Apple Intelligence switch.
  var isNeutral: Bool {
    focus == nil && watch == nil && !silentMode && scheduledSummary == nil && appleIntelligence == nil
  }
}

extension Simulator {
  // MARK: Reading the settings

  /// The Focus that is on, if any (rules FO1–FO3).
  public var focus: Focus? { device.presentationState.focus }
  /// The paired Apple Watch, if any (rules WA1–WA3).
  public var watch: PairedWatch? { device.presentationState.watch }
  /// Whether the ring/silent switch is on silent (rule IL7).
  public var silentMode: Bool { device.presentationState.silentMode }
  /// `UNNotificationSettings.timeSensitiveSetting`: whether the user lets the app's
  /// time-sensitive notifications break through (rule IL3).
  public var timeSensitiveSetting: Bool { device.presentationState.timeSensitiveSetting }

  // MARK: The user changing them

  /// The user turns on a Focus (Control Center or Settings > Focus), or turns it off with `nil`.
  /// Only one Focus is on at a time: turning one on replaces the other.
  public mutating func setFocus(_ focus: Focus?) {
    if let focus {
      let allowed = focus.allowedApps.isEmpty ? "no apps" : focus.allowedApps.joined(separator: ", ")
      let people = focus.allowedPeople.isEmpty ? "" : "; people " + focus.allowedPeople.map(JSONWriter.quoted).joined(separator: ", ")
      record(.user("turned on \(focus) (allows \(allowed)\(people); Time Sensitive Notifications \(focus.allowsTimeSensitive ? "on" : "off"))"))
    } else {
      record(.user("turned off " + (device.presentationState.focus.map(\.description) ?? "Focus (none was on)")))
    }
    device.presentationState.focus = focus
    finishStimulus()
  }

  /// The user pairs, puts on, takes off or unpairs (`nil`) the Apple Watch. Taking it off locks
  /// it (wrist detection with a passcode); putting it on and entering the passcode unlocks it.
  public mutating func setWatch(_ watch: PairedWatch?) {
    record(.user(watch.map { "Apple Watch: \($0)" } ?? "unpaired the Apple Watch"))
    device.presentationState.watch = watch
    finishStimulus()
  }

  /// The user flips the ring/silent switch (`true`: silent) (rule IL7).
  public mutating func setSilentMode(_ silent: Bool) {
    record(.user("set the ring/silent switch to \(silent ? "silent" : "ring")"))
    device.presentationState.silentMode = silent
    finishStimulus()
  }

  /// The user switches the app's Time Sensitive Notifications in Settings > Notifications
  /// (`UNNotificationSettings.timeSensitiveSetting`, rule IL3).
  public mutating func setTimeSensitiveSetting(_ enabled: Bool) {
    record(.user("turned \(enabled ? "on" : "off") Time Sensitive Notifications for the app in Settings"))
    device.presentationState.timeSensitiveSetting = enabled
    finishStimulus()
  }

  // MARK: Authorization options that need an entitlement

  /// The options of `requestAuthorization(options:)` as iOS takes them: `.criticalAlert`
  /// only with the critical-alerts entitlement, `.timeSensitive` only on iOS 15 (rules IL3, IL4).
  mutating func checkEntitledOptions(_ options: AuthorizationOptions) -> AuthorizationOptions {
    var requested = options
    if requested.contains(.criticalAlert) && !configuration.profile.has(.criticalAlerts) {
      diagnose("authorization-option-unavailable", ".criticalAlert needs iOS 12; \(configuration.profile) ignores it.",
        rule: DeviceRules.criticalAlertsNeedIOS12.id)
      requested.remove(.criticalAlert)
    }
    if requested.contains(.criticalAlert) && !configuration.app.entitlements.contains(.criticalAlerts) {
      diagnose("critical-alert-not-entitled",
        ".criticalAlert needs the com.apple.developer.usernotifications.critical-alerts entitlement, which the app lacks; iOS does not ask for it. Request the entitlement from Apple.",
        rule: DeviceRules.criticalNotPermitted.id)
      requested.remove(.criticalAlert)
    }
    if requested.contains(.timeSensitive) {
      if configuration.profile.has(.timeSensitiveAuthorizationOption) {
        diagnose("authorization-option-deprecated",
          ".timeSensitive is deprecated; time-sensitive notifications need the Time Sensitive Notifications entitlement, not an authorization option.",
          rule: DeviceRules.timeSensitive.id)
      } else {
        diagnose("authorization-option-unavailable",
          ".timeSensitive exists only in iOS 15.0; \(configuration.profile) ignores it. Add the Time Sensitive Notifications capability instead.",
          rule: DeviceRules.timeSensitive.id)
        requested.remove(.timeSensitive)
      }
    }
    return requested
  }

  // MARK: The policy

  /// Applies the interruption level, the Focus, the ring/silent switch and the paired Watch to
  /// what the system is about to present for notification `id`, recording why (rules IL1–IL7,
  /// FO1–FO3, WA1–WA3). Notifications the app presents in the foreground (`willPresent`) are
  /// left as the app answered. Returns whether it is presented as a critical alert. `position`
  /// and `payload` are the record's, already looked up.
  @discardableResult
  mutating func applyPresentationPolicy(
    _ id: String, at position: Int, payload: Payload?, _ presentation: inout Presentation
  ) -> Bool {
    // Read in place; most notifications have no level, no critical sound and no setting that
    // matters, and leave at once.
    let kind = device.notifications.kind(at: position)
    let requested: InterruptionLevel?
    let sound: Sound?
    if case .some(let payload) = payload {
      (requested, sound) = (payload.aps.interruptionLevel, payload.aps.sound)
    } else {
      // Only a local notification has a request to read: looking one up for a push cost a copy.
      (requested, sound) = (device.notifications.localRequest(at: position)?.interruptionLevel, nil)
    }
    let criticalSound = sound?.isCritical == true
    guard requested != nil || criticalSound || !device.presentationState.isNeutral else { return false }
    guard kind != .background, presentation.isVisible || presentation.sound else { return false }

    var level = InterruptionLevel.active
    if let requested {
      if configuration.profile.has(.interruptionLevels) {
        level = requested
      } else if requested != .active {
        diagnose("interruption-level-unavailable",
          "\(id) asks for the \(requested.rawValue) interruption level, which needs iOS 15; \(configuration.profile) presents it as before.",
          rule: DeviceRules.levelsNeedIOS15.id)
      }
    }
    if criticalSound && configuration.profile.has(.criticalAlerts) { level = .critical }
    level = permittedLevel(level, for: id, &presentation)

    switch level {
    case .passive:
      presentation.banner = false
      presentation.sound = false
      record(.system(.interruption(id, level: .passive,
        effect: "listed in Notification Center without a banner, a lit screen or a sound")), rule: DeviceRules.passive.id)
    case .timeSensitive:
      record(.system(.interruption(id, level: .timeSensitive,
        effect: "presented at once, allowed through Focus and the scheduled summary")), rule: DeviceRules.timeSensitive.id)
    case .critical:
      let name = sound?.name.map { JSONWriter.quoted($0) } ?? "the default critical sound"
      let volume = sound?.volume.map { " at volume \($0)" } ?? ""
      record(.system(.interruption(id, level: .critical,
        effect: "presented at once; plays \(name)\(volume) through the ring/silent switch and any Focus")),
        rule: DeviceRules.critical.id)
    case .active:
      break
    }

    var heldForSummary = false
    if let summary = device.presentationState.scheduledSummary, configuration.profile.has(.scheduledSummary), summary.includes(configuration.app.bundleID) {
      heldForSummary = applyScheduledSummary(summary, to: id, level: level, &presentation)
    }
    if !heldForSummary { noteAppleIntelligence(id) }
    if !heldForSummary, let focus = device.presentationState.focus, configuration.profile.has(.focus) {
      applyFocus(focus, to: id, level: level, &presentation)
    }
    if level == .critical {
      presentation.sound = true
    } else if device.presentationState.silentMode && presentation.sound {
      presentation.sound = false
      record(.system(.soundSilenced(id, reason: "the ring/silent switch is on silent")), rule: DeviceRules.silentSwitch.id)
    }
    if let watch = device.presentationState.watch, presentation.banner || presentation.sound {
      forward(id, watch: watch, &presentation)
    }
    return level == .critical
  }

  /// The level iOS delivers at: a critical alert without its entitlement or authorization, or a
  /// time-sensitive one without its entitlement or with the user's switch off, arrives as active.
  private mutating func permittedLevel(_ level: InterruptionLevel, for id: String, _ presentation: inout Presentation) -> InterruptionLevel {
    switch level {
    case .critical:
      var why: String?
      if !configuration.app.entitlements.contains(.criticalAlerts) {
        diagnose("critical-alert-not-entitled",
          "\(id) is a critical alert, but the app lacks the com.apple.developer.usernotifications.critical-alerts entitlement; iOS delivers it as an active notification. Request the entitlement from Apple, or send it as time-sensitive.",
          rule: DeviceRules.criticalNotPermitted.id)
        why = "the app lacks the critical-alerts entitlement"
      } else if !device.authorizedOptions.contains(.criticalAlert) {
        diagnose("critical-alert-not-authorized",
          "\(id) is a critical alert, but the user has not allowed critical alerts (criticalAlertSetting is not enabled); iOS delivers it as an active notification. Include .criticalAlert in requestAuthorization(options:).",
          rule: DeviceRules.criticalNotPermitted.id)
        why = "critical alerts are not authorized"
      }
      guard let why else { return .critical }
      if configuration.quirks.criticalWithoutPermissionPlaysNoSound && presentation.sound {
        presentation.sound = false
        record(.system(.soundSilenced(id, reason: "\(why), and its sound is not played (quirk criticalWithoutPermissionPlaysNoSound)")),
          rule: DeviceRules.criticalNotPermitted.id)
      }
      return .active
    case .timeSensitive:
      if !configuration.app.entitlements.contains(.timeSensitive) {
        diagnose("time-sensitive-not-entitled",
          "\(id) is time-sensitive, but the app lacks the Time Sensitive Notifications capability (com.apple.developer.usernotifications.time-sensitive); iOS delivers it as an active notification. Add the capability in Xcode.",
          rule: DeviceRules.timeSensitive.id)
        return .active
      }
      if !device.presentationState.timeSensitiveSetting {
        record(.system(.interruption(id, level: .active,
          effect: "delivered as active: the user turned off Time Sensitive Notifications for the app")),
          rule: DeviceRules.timeSensitive.id)
        return .active
      }
      return .timeSensitive
    case .passive, .active:
      return level
    }
  }

  private mutating func applyFocus(_ focus: Focus, to id: String, level: InterruptionLevel, _ presentation: inout Presentation) {
    if focus.allows(configuration.app.bundleID) {
      record(.system(.focus(id, focus: focus.name, outcome: .allowed, detail: "\(configuration.app.bundleID) is among its allowed apps")),
        rule: DeviceRules.focusAllows.id)
    } else if level == .critical {
      record(.system(.focus(id, focus: focus.name, outcome: .brokeThrough, detail: "a critical alert")),
        rule: DeviceRules.critical.id)
    } else if level == .timeSensitive && focus.allowsTimeSensitive {
      record(.system(.focus(id, focus: focus.name, outcome: .brokeThrough,
        detail: "time-sensitive, and the Focus allows Time Sensitive Notifications")), rule: DeviceRules.focusTimeSensitive.id)
    } else if let intent = communicationIntent(id), communicationBreaksThrough(focus, intent, id: id) {
      return
    } else {
      presentation.banner = false
      presentation.sound = false
      var why = level == .timeSensitive ? "time-sensitive, but the Focus does not allow Time Sensitive Notifications; " : ""
      var rule = level == .timeSensitive ? DeviceRules.focusTimeSensitive.id : DeviceRules.focusSilences.id
      if let intent = communicationIntent(id) {
        why += "a communication notification from \(JSONWriter.quoted(intent.sender)), who is not among its allowed people"
        if intent.notifyRecipientAnyway { why += "; notifyRecipientAnyway needs Focus Status authorization, which the app lacks" }
        why += "; "
        rule = intent.notifyRecipientAnyway ? DeviceRules.communicationNotifyAnyway.id : DeviceRules.communicationAllowedPerson.id
      }
      record(.system(.focus(id, focus: focus.name, outcome: .silenced,
        detail: why + "no banner or sound, kept in Notification Center")), rule: rule)
    }
  }

  /// Where an alerting notification appears with a paired Watch (rules WA1–WA3).
  private mutating func forward(_ id: String, watch: PairedWatch, _ presentation: inout Presentation) {
    if !device.isLocked {
      record(.system(.shownOn(id, device: .iPhone, reason: "the iPhone is unlocked and in use")),
        rule: DeviceRules.watchPhoneInUse.id)
    } else if watch.canReceive {
      presentation.banner = false
      presentation.sound = false
      record(.system(.shownOn(id, device: .watch,
        reason: "the iPhone is locked and the Watch is on the wrist and unlocked; the iPhone lists it without a banner or sound")),
        rule: DeviceRules.watchForwarding.id)
    } else {
      record(.system(.shownOn(id, device: .iPhone, reason: "the iPhone is locked, but the Watch is \(watch)")),
        rule: DeviceRules.watchUnavailable.id)
    }
  }
}
