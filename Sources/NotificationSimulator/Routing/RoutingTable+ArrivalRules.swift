// The rules for notifications reaching the device (behaviour reference §2.1, §2.4, §3.4, §5).
// One rule per line group; no logic, only data.

private let foreground: [AppState] = [.inactive, .active]
private let backgroundOrSuspended: [AppState] = [.suspended, .background]
private let remoteVisible: [NotificationKind] = [.alert, .alertWithBackgroundWake, .mutable]
private let everyProfile: [RoutingProfile] = RoutingProfile.allCases

extension RoutingTable {
  /// The fetch handler, or the plain remote handler when the app lacks the fetch variant.
  static let remoteHandler: Step = .firstImplemented([.didReceiveRemoteNotificationWithFetch, .didReceiveRemoteNotification])

  /// The app's side of a wake for `content-available` (§5): the background mode, and
  /// authorization (quirk).
  static let wakeChecks: [Step] = [
    .when(.not(.remoteNotificationBackgroundMode), then: [.drop(.noBackgroundMode)], otherwise: []),
    .when(
      .authorizationDenied,
      then: [.when(.not(.quirk(.deniedStillDeliversBackgroundPush)), then: [.drop(.authorizationDenied)], otherwise: [])],
      otherwise: []),
  ]

  /// The checks before iOS wakes a running app for `content-available` (§5): ``wakeChecks``,
  /// then the throttling budget.
  static let wakeGate: [Step] = wakeChecks + [.throttle]

  /// The checks before iOS launches a not-running app for `content-available`: ``wakeChecks``,
  /// then no launch before the first unlock after a restart (§1.3, §5), then the budget. The
  /// unlock check comes before the budget, so a refused launch spends none of it.
  static let launchGate: [Step] =
    wakeChecks + [.when(.beforeFirstUnlock, then: [.drop(.beforeFirstUnlock)], otherwise: []), .throttle]

  /// Rules for ``Interaction/arrival``.
  static let arrivalRules: [RoutingRule] = [
    RoutingRule(
      "R01", states: [.active], kinds: [.alert], interactions: [.arrival], profiles: [.modern],
      steps: [
        .callback(.willPresent),
        .when(.quirk(.foregroundAlertAlsoCallsFetch), then: [remoteHandler], otherwise: []),
        .presentAsWillPresentAnswered,
      ],
      sources: [Source.willPresentDoc, Source.braze, Source.kiiMatrix], section: "§2.1, §3.2",
      summary: "An alert reaching an active app goes to willPresent; the system shows what it answers."),
    RoutingRule(
      "R02", states: [.active], kinds: [.alertWithBackgroundWake], interactions: [.arrival], profiles: [.modern],
      steps: [
        .when(
          .quirk(.fetchBeforeWillPresent),
          then: [remoteHandler, .callback(.willPresent)],
          otherwise: [.callback(.willPresent), remoteHandler]),
        .presentAsWillPresentAnswered,
      ],
      sources: [Source.willPresentDoc, Source.cloudKitForeground, Source.braze], section: "§2.1",
      summary: "An alert with content-available reaching an active app calls willPresent and the fetch handler."),
    RoutingRule(
      "R03", states: [.active], kinds: [.background], interactions: [.arrival], profiles: everyProfile,
      steps: [remoteHandler, .notShown("a background push has nothing to show")],
      sources: [Source.fetchDoc, Source.cloudKitForeground, Source.braze], section: "§2.1, §5",
      summary: "A background push reaching an active app calls the fetch handler; nothing is shown."),
    RoutingRule(
      "R04", states: [.active], kinds: [.mutable], interactions: [.arrival], profiles: [.modern],
      steps: [.runServiceExtension, .callback(.willPresent), .presentAsWillPresentAnswered],
      sources: [Source.serviceExtensionDoc, Source.willPresentDoc], section: "§2.1, §7.1",
      summary: "A mutable alert reaching an active app runs the service extension, then willPresent."),
    RoutingRule(
      "R05", states: [.active], kinds: [.local], interactions: [.arrival], profiles: [.modern],
      steps: [.callback(.willPresent), .presentAsWillPresentAnswered],
      sources: [Source.localSchedulingDoc, Source.willPresentDoc], section: "§2.1, §9",
      summary: "A local notification firing while the app is active goes to willPresent."),
    RoutingRule(
      "R06", states: [.inactive], kinds: [.alert, .mutable, .local], interactions: [.arrival], profiles: [.modern],
      steps: [.runServiceExtension, .callback(.willPresent), .presentAsWillPresentAnswered],
      sources: [Source.notificationCenterOverApp, Source.inferred], section: "§2.1",
      summary: "An inactive app (Notification Center pulled over it) is treated as in the foreground."),
    RoutingRule(
      "R07", states: [.inactive], kinds: [.alertWithBackgroundWake], interactions: [.arrival], profiles: [.modern],
      steps: [.callback(.willPresent), remoteHandler, .presentAsWillPresentAnswered],
      sources: [Source.notificationCenterOverApp, Source.inferred], section: "§2.1",
      summary: "An alert with content-available reaching an inactive app routes as for an active app."),
    RoutingRule(
      "R08", states: [.inactive], kinds: [.background], interactions: [.arrival], profiles: everyProfile,
      steps: [remoteHandler, .notShown("a background push has nothing to show")],
      sources: [Source.fetchDoc, Source.inferred], section: "§2.1",
      summary: "A background push reaching an inactive app calls the fetch handler with state inactive."),
    RoutingRule(
      "R09", states: foreground, kinds: remoteVisible, interactions: [.arrival], profiles: [.legacy],
      steps: [remoteHandler, .notShown("before iOS 10 the system shows nothing for an app in the foreground")],
      sources: [Source.legacyRemoteDoc, Source.legacyNoForegroundAlert], section: "§2.4",
      summary: "Before iOS 10 a remote push to a foreground app calls the remote handler and shows nothing."),
    RoutingRule(
      "R10", states: foreground, kinds: remoteVisible, interactions: [.arrival], profiles: [.noDelegate],
      steps: [
        .runServiceExtension, remoteHandler,
        .when(
          .quirk(.noDelegateShowsOriginalOptions), then: [.present],
          otherwise: [.notShown("there is no UNUserNotificationCenter delegate to ask")]),
      ],
      sources: [Source.qiita, Source.willPresentDoc, Source.noDelegateNotShown], section: "§2.4, §3.4",
      summary: "With no UN delegate a foreground push calls the remote handler; showing it is a quirk."),
    RoutingRule(
      "R11", states: foreground, kinds: [.local], interactions: [.arrival], profiles: [.legacy],
      steps: [.callback(.didReceiveLocalNotification), .notShown("iOS calls the app directly without alerting the user")],
      sources: [Source.legacyLocalDoc], section: "§2.4",
      summary: "Before iOS 10 a local notification firing in the foreground calls application(_:didReceive:)."),
    RoutingRule(
      "R12", states: foreground, kinds: [.local], interactions: [.arrival], profiles: [.noDelegate],
      steps: [
        .callback(.didReceiveLocalNotification),
        .when(
          .quirk(.noDelegateShowsOriginalOptions), then: [.present],
          otherwise: [.notShown("there is no UNUserNotificationCenter delegate to ask")]),
      ],
      sources: [Source.legacyLocalDoc, Source.willPresentDoc, Source.noDelegateNotShown], section: "§2.4, §3.4",
      summary: "With no UN delegate a local notification in the foreground goes to the legacy handler."),
    RoutingRule(
      "R13", states: backgroundOrSuspended, kinds: [.alert], interactions: [.arrival], profiles: everyProfile,
      steps: [.present],
      sources: [Source.willPresentDoc, Source.braze], section: "§2.1",
      summary: "An alert reaching a background or suspended app is shown by the system; no app callback."),
    RoutingRule(
      "R14", states: backgroundOrSuspended, kinds: [.mutable], interactions: [.arrival], profiles: everyProfile,
      steps: [.runServiceExtension, .present],
      sources: [Source.serviceExtensionDoc], section: "§2.1, §7.1",
      summary: "A mutable alert reaching a background app runs the service extension, then shows."),
    RoutingRule(
      "R15", states: backgroundOrSuspended, kinds: [.local], interactions: [.arrival], profiles: everyProfile,
      steps: [.present],
      sources: [Source.localSchedulingDoc], section: "§2.1",
      summary: "A local notification firing in the background is shown by the system; no app callback."),
    RoutingRule(
      "R16", states: [.background], kinds: [.alertWithBackgroundWake], interactions: [.arrival], profiles: everyProfile,
      steps: [.present] + wakeGate + [.callback(.didReceiveRemoteNotificationWithFetch)],
      sources: [Source.fetchDoc, Source.backgroundUpdatesDoc], section: "§2.1, §5",
      summary: "An alert with content-available reaching a background app is shown and calls the fetch handler."),
    RoutingRule(
      "R17", states: [.suspended], kinds: [.alertWithBackgroundWake], interactions: [.arrival], profiles: everyProfile,
      steps: [.present] + wakeGate + [.wakeInBackground, .callback(.didReceiveRemoteNotificationWithFetch)],
      sources: [Source.fetchDoc, Source.backgroundUpdatesDoc], section: "§2.1, §5",
      summary: "An alert with content-available is shown and wakes a suspended app to fetch."),
    RoutingRule(
      "R18", states: [.background], kinds: [.background], interactions: [.arrival], profiles: everyProfile,
      steps: wakeGate + [.callback(.didReceiveRemoteNotificationWithFetch)],
      sources: [Source.fetchDoc, Source.backgroundUpdatesDoc], section: "§2.1, §5",
      summary: "A background push reaching a background app calls the fetch handler, within the budget."),
    RoutingRule(
      "R19", states: [.suspended], kinds: [.background], interactions: [.arrival], profiles: everyProfile,
      steps: wakeGate + [.wakeInBackground, .callback(.didReceiveRemoteNotificationWithFetch)],
      sources: [Source.fetchDoc, Source.backgroundUpdatesDoc], section: "§2.1, §5",
      summary: "A background push wakes a suspended app to fetch, within the budget; may be held."),
    RoutingRule(
      "R20", states: [.notRunning], kinds: [.alert], interactions: [.arrival], profiles: everyProfile,
      steps: [.present],
      sources: [Source.fetchDoc, Source.jigarm], section: "§2.1",
      summary: "An alert reaching a not-running app is shown; the app is not launched."),
    RoutingRule(
      "R21", states: [.notRunning], kinds: [.alertWithBackgroundWake], interactions: [.arrival], profiles: everyProfile,
      steps: [.present] + launchGate + [
        .launchInBackground(withNotification: true), .callback(.didReceiveRemoteNotificationWithFetch),
      ],
      sources: [Source.fetchDoc, Source.jigarm, Source.rebootLaunchRefusal, Source.inferred], section: "§1.3, §2.1, §5",
      summary:
        "An alert with content-available is shown and launches a not-running app in the background; not before "
        + "the first unlock after a restart (dropped, not retried on unlock)."),
    RoutingRule(
      "R22", states: [.notRunning], kinds: [.background], interactions: [.arrival], profiles: everyProfile,
      steps: launchGate + [.launchInBackground(withNotification: true), .callback(.didReceiveRemoteNotificationWithFetch)],
      sources: [Source.fetchDoc, Source.jigarm, Source.rebootLaunchRefusal, Source.inferred], section: "§1.3, §2.1, §5",
      summary:
        "A background push launches a system-terminated app in the background to fetch; not before the first "
        + "unlock after a restart (dropped, not retried on unlock)."),
    RoutingRule(
      "R23", states: [.notRunning], kinds: [.mutable], interactions: [.arrival], profiles: everyProfile,
      steps: [.runServiceExtension, .present],
      sources: [Source.serviceExtensionDoc], section: "§2.1, §7.1",
      summary: "A mutable alert reaching a not-running app runs the extension and shows; no launch."),
    RoutingRule(
      "R24", states: [.notRunning], kinds: [.local], interactions: [.arrival], profiles: everyProfile,
      steps: [.present],
      sources: [Source.localSchedulingDoc], section: "§2.1",
      summary: "A local notification firing for a not-running app is shown; no launch."),
    RoutingRule(
      "R25", states: [.forceQuit], kinds: [.alert], interactions: [.arrival], profiles: everyProfile,
      steps: [.present],
      sources: [Source.forceQuitAlertShown], section: "§1.3, §2.1",
      summary: "An alert reaching a force-quit app is still shown."),
    RoutingRule(
      "R26", states: [.forceQuit], kinds: [.alertWithBackgroundWake], interactions: [.arrival], profiles: everyProfile,
      steps: [
        .present,
        .when(
          .quirk(.forceQuitWakesForAlertWithContentAvailable),
          then: launchGate + [.launchInBackground(withNotification: true), .callback(.didReceiveRemoteNotificationWithFetch)],
          otherwise: [.drop(.forceQuit)]),
      ],
      sources: [Source.fetchDoc, Source.forceQuitWakeReport, Source.rebootLaunchRefusal], section: "§1.3, §2.1, §5",
      summary: "An alert with content-available is shown to a force-quit app, which is not launched."),
    RoutingRule(
      "R27", states: [.forceQuit], kinds: [.background], interactions: [.arrival], profiles: everyProfile,
      steps: [.drop(.forceQuit)],
      sources: [Source.fetchDoc, Source.backgroundUpdatesDoc], section: "§1.3, §2.1, §5",
      summary: "A background push to a force-quit app is dropped: no launch, no callback."),
    RoutingRule(
      "R28", states: [.forceQuit], kinds: [.mutable], interactions: [.arrival], profiles: everyProfile,
      steps: [.runServiceExtension, .present],
      sources: [Source.serviceExtensionAfterForceQuit], section: "§1.3, §7.1",
      summary: "The service extension still runs for a force-quit app, and the alert is shown."),
    RoutingRule(
      "R29", states: [.forceQuit], kinds: [.local], interactions: [.arrival], profiles: everyProfile,
      steps: [.present],
      sources: [Source.localSchedulingDoc], section: "§2.1",
      summary: "A local notification is shown for a force-quit app; it does not need the process."),
  ]
}
