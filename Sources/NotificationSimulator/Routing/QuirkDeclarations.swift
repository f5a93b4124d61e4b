import NotificationPayload

/// One quirk, declared once: its name, its default as the docs print it, its behaviour
/// reference section, what it switches, and (for a quirk that is not a plain switch) how a
/// scenario file's `quirks` object reads it and its JSON Schema.
///
/// ``Quirks/declarations`` is the only list of quirks: ``Quirks/all`` (the docs, `notifsim
/// table`), ``Quirks/isEnabled(_:)``, ``Quirks/set(_:_:)``, the loader's `quirks` object and the
/// schema's are read from it. ARCHITECTURE.md, "Adding a quirk", lists the places a new quirk is
/// written.
struct QuirkDeclaration: Sendable {
  /// Reads the quirk from a scenario file's `quirks` object into `quirks`.
  typealias Read = @Sendable (inout ScenarioLoader.Reader, inout JSONObjectReader, inout Quirks) -> Void

  /// The quirk's name in a scenario file and in the docs: its `Quirks` property's name.
  let name: String
  /// A switch's name in routing conditions and its property; `nil` for a value quirk (a
  /// duration, a count, a choice) or a switch with no ``QuirkName``.
  var flag: (name: QuirkName, keyPath: any WritableKeyPath<Quirks, Bool> & Sendable)?
  /// The docs' line for it.
  let info: Quirks.Info
  /// The schema of its value in the `quirks` object.
  let schema: @Sendable () -> JSONValue
  /// How the loader reads it.
  let read: Read

  /// A switch a routing rule names in a condition (`.quirk(name)`): the `Quirks` property
  /// `keyPath` named `name`. Its default is the property's initial value unless `default` says
  /// more (`true on iOS 10, else false`).
  init(
    _ name: QuirkName, _ keyPath: any WritableKeyPath<Quirks, Bool> & Sendable, default: String? = nil, section: String,
    summary: String
  ) {
    self.init(switch: name.rawValue, keyPath, default: `default`, section: section, summary: summary)
    self.flag = (name, keyPath)
  }

  /// A switch the simulator reads as its property only (`quirks.name`), with no ``QuirkName``.
  init(
    switch name: String, _ keyPath: any WritableKeyPath<Quirks, Bool> & Sendable, default: String? = nil, section: String,
    summary: String
  ) {
    self.name = name
    self.flag = nil
    self.info = Quirks.Info(
      name: name, defaultValue: `default` ?? String(Quirks()[keyPath: keyPath]), section: section, summary: summary)
    self.schema = { ScenarioSchema.type("boolean") }
    self.read = { r, reader, quirks in
      if let value = reader.bool(name, log: &r.log) { quirks[keyPath: keyPath] = value }
    }
  }

  /// A value quirk: a duration, a count or a choice, read by `read`.
  init(
    value name: String, default: String, section: String, summary: String, schema: @escaping @Sendable () -> JSONValue,
    read: @escaping Read
  ) {
    self.name = name
    self.flag = nil
    self.info = Quirks.Info(name: name, defaultValue: `default`, section: section, summary: summary)
    self.schema = schema
    self.read = read
  }
}

private typealias S = ScenarioSchema

extension Quirks {
  /// Every quirk, in the order the docs and the schema list them.
  static let declarations: [QuirkDeclaration] = [
    QuirkDeclaration(.foregroundAlertAlsoCallsFetch, \.foregroundAlertAlsoCallsFetch, section: "§2.1, §12.1",
      summary: "A foreground alert push without content-available also calls the fetch handler."),
    QuirkDeclaration(.fetchBeforeWillPresent, \.fetchBeforeWillPresent, section: "§2.1",
      summary: "For a foreground alert with content-available, the fetch handler runs before willPresent."),
    QuirkDeclaration(.didReceiveBeforeDidBecomeActive, \.didReceiveBeforeDidBecomeActive, section: "§1.4",
      summary: "On a tap from the background, didReceive runs before didBecomeActive."),
    QuirkDeclaration(.noDelegateShowsOriginalOptions, \.noDelegateShowsOriginalOptions, section: "§3.4",
      summary: "With no UN delegate, a foreground notification is shown with its original options."),
    QuirkDeclaration(
      .forceQuitWakesForAlertWithContentAvailable, \.forceQuitWakesForAlertWithContentAvailable, section: "§1.3",
      summary: "A force-quit app is launched in the background for an alert with content-available."),
    QuirkDeclaration(.clearInNotificationCenterSendsDismiss, \.clearInNotificationCenterSendsDismiss, section: "§2.3",
      summary: "Clear in Notification Center delivers the dismiss action to categories with customDismissAction."),
    QuirkDeclaration(.userActionLaunchesForceQuitApp, \.userActionLaunchesForceQuitApp, section: "§2.3, §12.6",
      summary: "A user action on a notification of a force-quit app launches the app."),
    QuirkDeclaration(.sceneLaunchAlsoCallsDidReceive, \.sceneLaunchAlsoCallsDidReceive, section: "§2.6",
      summary: "A scene cold launch from a notification also calls didReceive."),
    QuirkDeclaration(.sceneLaunchDidReceiveWhileBackground, \.sceneLaunchDidReceiveWhileBackground, section: "§2.6",
      summary: "On a scene cold launch from a tap, didReceive runs before sceneWillEnterForeground, while the app is background."),
    QuirkDeclaration(.unansweredWillPresentShowsNothing, \.unansweredWillPresentShowsNothing, section: "§3.3",
      summary: "An unanswered willPresent counts as [] once willPresentTimeout passes."),
    QuirkDeclaration(
      value: "willPresentTimeout", default: "10s", section: "§3.3",
      summary: "How long the system waits for willPresent's completion handler.",
      schema: { S.ref("duration") },
      read: { r, reader, quirks in
        if let value = reader.value("willPresentTimeout"),
          let timeout = r.duration(value, path: ["quirks", "willPresentTimeout"])
        {
          quirks.willPresentTimeout = timeout
        }
      }),
    QuirkDeclaration(
      .ios10LegacyRemoteOnTap, \.ios10LegacyRemoteOnTap, default: "true on iOS 10, else false", section: "§2.4",
      summary: "iOS 10.0 without a UN delegate calls didReceiveRemoteNotification, not the fetch variant, on a tap."),
    QuirkDeclaration(.legacyLocalAfterLaunch, \.legacyLocalAfterLaunch, section: "§2.4",
      summary: "Before iOS 10 a cold launch from a local notification also calls application(_:didReceive:)."),
    QuirkDeclaration(.localTapLaunchHasNoLaunchOptions, \.localTapLaunchHasNoLaunchOptions, section: "§2.2",
      summary: "A cold launch from a local UN request has no .localNotification launch option."),
    QuirkDeclaration(.backgroundActionLaunchHasNotification, \.backgroundActionLaunchHasNotification, section: "§2.3",
      summary: "A background action launching the app puts the payload in launchOptions."),
    QuirkDeclaration(.customDismissLaunchesInBackground, \.customDismissLaunchesInBackground, section: "§2.3",
      summary: "A custom dismiss launches a not-running app in the background to deliver it."),
    QuirkDeclaration(.lateDelegateLosesLaunchResponse, \.lateDelegateLosesLaunchResponse, section: "§1.5",
      summary: "A delegate assigned after didFinishLaunching loses the launch response."),
    QuirkDeclaration(.deniedStillDeliversBackgroundPush, \.deniedStillDeliversBackgroundPush, section: "§5",
      summary: "Background pushes reach the app when authorization is denied."),
    QuirkDeclaration(.pendingLimitKeepsMostRecent, \.pendingLimitKeepsMostRecent, section: "§9, §12.4",
      summary: "Past 64 pending local requests the most recently added are kept; false keeps the soonest-firing."),
    QuirkDeclaration(.calendarSkippedTimeFiresAfterGap, \.calendarSkippedTimeFiresAfterGap, section: "§9",
      summary: "A calendar time skipped by a daylight-saving change fires just after the gap; false skips that day."),
    QuirkDeclaration(.calendarRepeatedTimeFiresFirst, \.calendarRepeatedTimeFiresFirst, section: "§9",
      summary: "A calendar time that occurs twice when clocks fall back fires at its first occurrence; false, the second."),
    QuirkDeclaration(.criticalWithoutPermissionPlaysNoSound, \.criticalWithoutPermissionPlaysNoSound, section: "§3.5",
      summary: "A critical alert without the entitlement or criticalAlert authorization plays no sound; false delivers it as active."),
    QuirkDeclaration(.apnsStoresLastNotification, \.apnsStoresLastNotification, section: "§8.4",
      summary: "Of the pushes sent while the device is offline, APNs stores the last; false stores the first."),
    QuirkDeclaration(.apnsReordersPushes, \.apnsReordersPushes, section: "§8.4",
      summary: "APNs delivers pushes sent at the same instant to one token in a fixed swapped order."),
    QuirkDeclaration(
      value: "serviceExtensionCrashShows", default: "originalContent", section: "§7.1, §12.5",
      summary: "What a crashed or out-of-memory service extension leaves shown: originalContent, nothing or placeholder.",
      schema: { S.enumeration(ServiceExtensionCrashOutcome.allCases.map(\.rawValue)) },
      read: { r, reader, quirks in
        if reader.has("serviceExtensionCrashShows"),
          let outcome = reader.choice(
            "serviceExtensionCrashShows", ServiceExtensionCrashOutcome.self, log: &r.log, what: "crash outcome")
        {
          quirks.serviceExtensionCrashShows = outcome
        }
      }),
    QuirkDeclaration(
      value: "backgroundPushesPerHour", default: "3", section: "§5",
      summary: "Background wakes granted per hour before the system holds pushes.",
      schema: { ScenarioLimits.backgroundPushesPerHour.schema },
      read: { r, reader, quirks in
        if let perHour = reader.int(ScenarioLimits.backgroundPushesPerHour, log: &r.log) { quirks.backgroundPushesPerHour = perHour }
      }),
    QuirkDeclaration(
      .backgroundAppRefreshGatesBackgroundPushes, \.backgroundAppRefreshGatesBackgroundPushes, section: "§5, §12.7",
      summary: "Background App Refresh off, or Low Power Mode on, stops background wakes for content-available pushes."),
    QuirkDeclaration(.heldBackgroundPushReleasedAtLaunch, \.heldBackgroundPushReleasedAtLaunch, section: "§5",
      summary: "A held background push is delivered during the user's launch, before the app becomes active."),
    QuirkDeclaration(
      value: "uncalledFetchHandlerPenalty", default: "1h", section: "§5",
      summary: "How long background wakes are deferred after a fetch handler was left uncalled.",
      schema: { S.ref("duration") },
      read: { r, reader, quirks in
        if let value = reader.value("uncalledFetchHandlerPenalty"),
          let penalty = r.duration(value, path: ["quirks", "uncalledFetchHandlerPenalty"])
        {
          quirks.uncalledFetchHandlerPenalty = penalty
        }
      }),
    QuirkDeclaration(
      value: "backgroundWakesPerDay", default: "off", section: "§5",
      summary: "Background wakes the daily power budget allows; off leaves the daily budget out.",
      schema: { ScenarioLimits.backgroundWakesPerDay.schema },
      read: { r, reader, quirks in
        guard let value = reader.value("backgroundWakesPerDay") else { return }
        if case .null = value.kind {
          quirks.backgroundWakesPerDay = nil
        } else if let count = ScenarioLimits.backgroundWakesPerDay.wholeNumber(
          value, path: ["quirks", "backgroundWakesPerDay"], log: &r.log)
        {
          quirks.backgroundWakesPerDay = count
        }
      }),
    QuirkDeclaration(.newDeviceTokenWaitsForRegistration, \.newDeviceTokenWaitsForRegistration, section: "§6.4",
      summary: "A new device token reaches the app only at its next registerForRemoteNotifications(), never unasked."),
    QuirkDeclaration(.liveActivityAppliesOlderPushes, \.liveActivityAppliesOlderPushes, section: "§13.2",
      summary: "An ActivityKit push older than the content already applied (by timestamp) replaces it anyway."),
    QuirkDeclaration(
      .liveActivityPushToStartSkipsForceQuitApp, \.liveActivityPushToStartSkipsForceQuitApp, section: "§13.1",
      summary: "A push-to-start push does not launch an app the user force-quit; it receives the activity at its next launch."),
    QuirkDeclaration(
      value: "liveActivityUpdatesPerHour", default: "10", section: "§13.3",
      summary: "Priority-10 Live Activity updates per hour before the system throttles them (four times as many with frequent updates).",
      schema: { ScenarioLimits.liveActivityUpdatesPerHour.schema },
      read: { r, reader, quirks in
        if let perHour = reader.int(ScenarioLimits.liveActivityUpdatesPerHour, log: &r.log) {
          quirks.liveActivityUpdatesPerHour = perHour
        }
      }),
    QuirkDeclaration(.voipCallNotRequiredInForeground, \.voipCallNotRequiredInForeground, section: "§14.2",
      summary: "A foreground app that does not report a call for a VoIP push is not terminated."),
    QuirkDeclaration(.voipPushSkipsForceQuitApp, \.voipPushSkipsForceQuitApp, section: "§14.1",
      summary: "A VoIP push does not launch an app the user force-quit."),
    QuirkDeclaration(
      value: "voipUnreportedPushesBeforeDeliveryStops", default: "3", section: "§14.2",
      summary: "After this many unreported VoIP pushes iOS stops delivering VoIP pushes until the app is reinstalled.",
      schema: { ScenarioLimits.voipUnreportedPushesBeforeDeliveryStops.schema },
      read: { r, reader, quirks in
        if let misses = reader.int(ScenarioLimits.voipUnreportedPushesBeforeDeliveryStops, log: &r.log) {
          quirks.voipUnreportedPushesBeforeDeliveryStops = misses
        }
      }),
    QuirkDeclaration(.widgetPushExpirationStopsReload, \.widgetPushExpirationStopsReload, section: "§8.5",
      summary: "A widgets push sent with apns-expiration reloads nothing."),
    QuirkDeclaration(
      value: "pushToTalkHighPriorityBudget", default: "10", section: "§16.3",
      summary: "High-priority Push to Talk service updates the app gets before remainingHighPriorityBudget reaches 0.",
      schema: { ScenarioLimits.pushToTalkHighPriorityBudget.schema },
      read: { r, reader, quirks in
        if let budget = reader.int(ScenarioLimits.pushToTalkHighPriorityBudget, log: &r.log) {
          quirks.pushToTalkHighPriorityBudget = budget
        }
      }),
    QuirkDeclaration(.failedCommunicationUpdateShowsOriginal, \.failedCommunicationUpdateShowsOriginal, section: "§17",
      summary: "When updating(from:) fails, the original content is shown; false shows the extension's content as an ordinary notification."),
  ]

  /// Every quirk with its default, section and meaning, in declaration order.
  public static let all: [Info] = declarations.map(\.info)

  /// Each switch's property by its name.
  static let switches: [QuirkName: any WritableKeyPath<Quirks, Bool> & Sendable] = Dictionary(
    uniqueKeysWithValues: declarations.compactMap(\.flag).map { ($0.name, $0.keyPath) })

  /// Whether the named quirk is on.
  public func isEnabled(_ name: QuirkName) -> Bool {
    self[keyPath: Self.switches[name]!]
  }

  /// Sets the named quirk.
  public mutating func set(_ name: QuirkName, _ value: Bool) {
    self[keyPath: Self.switches[name]!] = value
  }
}
