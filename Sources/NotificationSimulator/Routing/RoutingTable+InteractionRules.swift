// The rules for what the user does with a notification (behaviour reference §2.2, §2.3, §2.4, §2.6).
// One rule per line group; no logic, only data.

private let dead: [AppState] = [.notRunning, .forceQuit]
private let foreground: [AppState] = [.inactive, .active]
private let backgroundOrSuspended: [AppState] = [.suspended, .background]
private let visible: [NotificationKind] = [.alert, .alertWithBackgroundWake, .mutable, .local]
private let remoteVisible: [NotificationKind] = [.alert, .alertWithBackgroundWake, .mutable]
private let everyState: [AppState] = AppState.allCases
private let everyKind: [NotificationKind] = NotificationKind.allCases
private let everyProfile: [RoutingProfile] = RoutingProfile.allCases
private let oldStyle: [RoutingProfile] = [.legacy, .noDelegate]
private let customActions: [Interaction] = [.foregroundAction, .backgroundAction]
private let userInteractions: [Interaction] = [
  .tap, .foregroundAction, .backgroundAction, .authenticationRequiredActionWhileLocked, .textInputAction,
  .dismissWithCustomDismissAction, .dismissWithoutCustomDismissAction, .bannerSwipedAway, .clearInNotificationCenter,
]

extension RoutingTable {
  /// `didReceive` for the response that launched the app: scene-based apps get the response in
  /// `scene(_:willConnectTo:options:)` and, by quirk, in `didReceive` too (§2.6).
  static let launchResponse: Step = .when(
    .sceneBased,
    then: [.when(.quirk(.sceneLaunchAlsoCallsDidReceive), then: [.callback(.didReceive)], otherwise: [])],
    otherwise: [.callback(.didReceive)])

  /// A launch from a tap, then ``launchResponse``: by default a scene-based app gets `didReceive`
  /// once its scene has entered the foreground (inactive); with quirk
  /// `sceneLaunchDidReceiveWhileBackground`, right after the scene connects, while the app is still
  /// in the background (§2.6).
  static func launchThenResponse(withNotification: Bool) -> Step {
    .when(
      .quirk(.sceneLaunchDidReceiveWhileBackground),
      then: [.launchConnectingScene(withNotification: withNotification), launchResponse, .enterForeground],
      otherwise: [.launchInForeground(withNotification: withNotification), launchResponse])
  }

  /// `didReceive` and `didBecomeActive` in the order quirk `didReceiveBeforeDidBecomeActive` says (§1.4).
  static let responseThenActive: Step = .when(
    .quirk(.didReceiveBeforeDidBecomeActive),
    then: [.callback(.didReceive), .becomeActive],
    otherwise: [.becomeActive, .callback(.didReceive)])

  /// The legacy remote handler on a tap, with the iOS 10.0 quirk (§2.4).
  static let legacyTapHandler: Step = .when(
    .quirk(.ios10LegacyRemoteOnTap),
    then: [.callback(.didReceiveRemoteNotification)],
    otherwise: [RoutingTable.remoteHandler])

  /// Rules for every interaction except ``Interaction/arrival``.
  static let interactionRules: [RoutingRule] = [
    // MARK: Taps on the body (§2.2, §2.4)
    RoutingRule(
      "R30", states: dead, kinds: remoteVisible, interactions: [.tap], profiles: [.modern],
      steps: [launchThenResponse(withNotification: true), .becomeActive],
      sources: [Source.remoteLaunchOptionDoc, Source.defaultActionDoc, Source.jigarm, Source.forceQuitAlertShown,
        Source.sceneConnectionDoc, Source.sceneDualDelivery, Source.sceneLaunchStateWordPress, Source.sceneLaunchStateBatch],
      section: "§1.3, §2.2, §2.6",
      summary: "A tap launches a not-running or force-quit app with the payload, then didReceive(default)."),
    RoutingRule(
      "R31", states: dead, kinds: [.local], interactions: [.tap], profiles: [.modern],
      steps: [
        .when(
          .quirk(.localTapLaunchHasNoLaunchOptions), then: [launchThenResponse(withNotification: false)],
          otherwise: [launchThenResponse(withNotification: true)]),
        .becomeActive,
      ],
      sources: [Source.defaultActionDoc, Source.qiita, Source.inferred, Source.sceneLaunchStateWordPress],
      section: "§2.2, §2.6",
      summary: "A tap on a local notification launches the app, then didReceive(default)."),
    RoutingRule(
      "R32", states: backgroundOrSuspended, kinds: visible, interactions: [.tap], profiles: [.modern],
      steps: [.enterForeground, responseThenActive],
      sources: [Source.defaultActionDoc, Source.didReceiveDoc, Source.tapOrderUnknown, Source.sceneUnattachedDoc,
        Source.sceneConnectionDoc],
      section: "§1.4, §2.2, §2.6",
      summary: "A tap brings a background app to the foreground and calls didReceive(default); a scene launched in the background connects first."),
    RoutingRule(
      "R33", states: [.active], kinds: visible, interactions: [.tap], profiles: [.modern],
      steps: [.callback(.didReceive)],
      sources: [Source.didReceiveDoc, Source.kiiActions], section: "§2.2",
      summary: "A tap on a banner shown while the app is active calls didReceive(default)."),
    RoutingRule(
      "R34", states: [.inactive], kinds: visible, interactions: [.tap], profiles: [.modern],
      steps: [.callback(.didReceive), .becomeActive],
      sources: [Source.notificationCenterOverApp], section: "§1.4, §2.2",
      summary: "A tap from Notification Center pulled over the app calls didReceive(default), then didBecomeActive."),
    RoutingRule(
      "R35", states: dead, kinds: remoteVisible, interactions: [.tap], profiles: oldStyle,
      steps: [
        .launchInForeground(withNotification: true),
        .when(
          .quirk(.ios10LegacyRemoteOnTap), then: [.callback(.didReceiveRemoteNotification)],
          otherwise: [.callback(.didReceiveRemoteNotificationWithFetch)]),
        .becomeActive,
      ],
      sources: [Source.legacyRemoteDoc, Source.jigarm, Source.ios10LegacyRadar], section: "§2.4",
      summary: "A legacy cold launch from a tap: launch options carry the payload; only the fetch variant runs."),
    RoutingRule(
      "R36", states: backgroundOrSuspended, kinds: remoteVisible, interactions: [.tap], profiles: oldStyle,
      steps: [.enterForeground, legacyTapHandler, .becomeActive],
      sources: [Source.legacyInactiveTap, Source.jigarm, Source.ios10LegacyRadar], section: "§1.4, §2.4",
      summary: "A legacy tap from the background calls the remote handler while inactive."),
    RoutingRule(
      "R37", states: foreground, kinds: remoteVisible, interactions: [.tap], profiles: oldStyle,
      steps: [remoteHandler, .becomeActive],
      sources: [Source.notificationCenterOverApp, Source.legacyInactiveTap], section: "§1.4, §2.4",
      summary: "A legacy tap from Notification Center over the app calls the remote handler."),
    RoutingRule(
      "R38", states: dead, kinds: [.local], interactions: [.tap], profiles: oldStyle,
      steps: [
        .launchInForeground(withNotification: true),
        .when(.quirk(.legacyLocalAfterLaunch), then: [.callback(.didReceiveLocalNotification)], otherwise: []),
        .becomeActive,
      ],
      sources: [Source.legacyLocalDoc, Source.localLaunchOptionDoc, Source.legacyLocalLaunchReport], section: "§2.4",
      summary: "A legacy cold launch from a local notification; application(_:didReceive:) follows by quirk."),
    RoutingRule(
      "R39", states: backgroundOrSuspended, kinds: [.local], interactions: [.tap], profiles: oldStyle,
      steps: [.enterForeground, .callback(.didReceiveLocalNotification), .becomeActive],
      sources: [Source.legacyLocalDoc], section: "§2.4",
      summary: "A legacy tap on a local notification from the background calls application(_:didReceive:)."),
    RoutingRule(
      "R40", states: foreground, kinds: [.local], interactions: [.tap], profiles: oldStyle,
      steps: [.callback(.didReceiveLocalNotification), .becomeActive],
      sources: [Source.legacyLocalDoc, Source.inferred], section: "§2.4",
      summary: "A legacy tap on a local notification from Notification Center over the app."),

    // MARK: Custom actions (§2.3, §2.4)
    RoutingRule(
      "R41", states: [.notRunning], kinds: visible, interactions: [.foregroundAction], profiles: [.modern],
      steps: [.launchInForeground(withNotification: true), launchResponse, .becomeActive],
      sources: [Source.handlingActionsDoc, Source.foregroundOptionDoc], section: "§2.3",
      summary: "A .foreground action launches a not-running app to the foreground, then didReceive(action)."),
    RoutingRule(
      "R42", states: [.notRunning], kinds: visible, interactions: [.backgroundAction], profiles: [.modern],
      steps: [
        .when(
          .quirk(.backgroundActionLaunchHasNotification), then: [.launchInBackground(withNotification: true)],
          otherwise: [.launchInBackground(withNotification: false)]),
        .callback(.didReceive),
      ],
      sources: [Source.handlingActionsDoc], section: "§2.3",
      summary: "A background action launches a not-running app in the background, then didReceive(action)."),
    RoutingRule(
      "R43", states: backgroundOrSuspended, kinds: visible, interactions: [.foregroundAction], profiles: [.modern],
      steps: [.enterForeground, responseThenActive],
      sources: [Source.foregroundOptionDoc, Source.handlingActionsDoc, Source.sceneUnattachedDoc], section: "§2.3, §2.6",
      summary: "A .foreground action brings a background app forward, then didReceive(action); an unconnected scene connects first."),
    RoutingRule(
      "R44", states: backgroundOrSuspended, kinds: visible, interactions: [.backgroundAction], profiles: [.modern],
      steps: [.wakeInBackground, .callback(.didReceive)],
      sources: [Source.handlingActionsDoc], section: "§2.3",
      summary: "A background action calls didReceive(action) while the app stays in the background."),
    RoutingRule(
      "R45", states: foreground, kinds: visible, interactions: customActions, profiles: [.modern],
      steps: [.callback(.didReceive), .when(.actionIsForeground, then: [.becomeActive], otherwise: [])],
      sources: [Source.handlingActionsDoc], section: "§2.3",
      summary: "An action on a notification shown in the foreground calls didReceive(action)."),
    RoutingRule(
      "R46", states: [.forceQuit], kinds: visible,
      interactions: [.foregroundAction, .backgroundAction, .dismissWithCustomDismissAction], profiles: [.modern],
      steps: [
        .when(
          .quirk(.userActionLaunchesForceQuitApp), then: [.sameAs(state: .notRunning, interaction: nil)],
          otherwise: [.drop(.forceQuitUserAction)]),
      ],
      sources: [Source.fetchDoc, Source.inferred], section: "§2.3, §12.6",
      summary: "A user action on a force-quit app launches it as if not running (quirk)."),
    RoutingRule(
      "R47", states: [.notRunning], kinds: visible, interactions: [.foregroundAction], profiles: [.legacy],
      steps: [.launchInForeground(withNotification: true), .callback(.handleActionForRemoteNotification), .becomeActive],
      sources: [Source.handleActionDoc], section: "§2.4",
      summary: "iOS 9: a foreground action launches the app, then handleActionWithIdentifier."),
    RoutingRule(
      "R48", states: [.notRunning], kinds: visible, interactions: [.backgroundAction], profiles: [.legacy],
      steps: [.launchInBackground(withNotification: true), .callback(.handleActionForRemoteNotification)],
      sources: [Source.handleActionDoc], section: "§2.4",
      summary: "iOS 9: a background action launches the app in the background, then handleActionWithIdentifier."),
    RoutingRule(
      "R49", states: backgroundOrSuspended, kinds: visible, interactions: [.foregroundAction], profiles: [.legacy],
      steps: [.enterForeground, .callback(.handleActionForRemoteNotification), .becomeActive],
      sources: [Source.handleActionDoc], section: "§2.4",
      summary: "iOS 9: a foreground action brings the app forward, then handleActionWithIdentifier."),
    RoutingRule(
      "R50", states: backgroundOrSuspended, kinds: visible, interactions: [.backgroundAction], profiles: [.legacy],
      steps: [.wakeInBackground, .callback(.handleActionForRemoteNotification)],
      sources: [Source.handleActionDoc], section: "§2.4",
      summary: "iOS 9: a background action calls handleActionWithIdentifier in the background."),
    RoutingRule(
      "R51", states: foreground, kinds: visible, interactions: customActions, profiles: [.legacy],
      steps: [
        .callback(.handleActionForRemoteNotification), .when(.actionIsForeground, then: [.becomeActive], otherwise: []),
      ],
      sources: [Source.handleActionDoc], section: "§2.4",
      summary: "iOS 9: an action while the app is in the foreground calls handleActionWithIdentifier."),
    RoutingRule(
      "R52", states: [.forceQuit], kinds: visible, interactions: customActions, profiles: [.legacy],
      steps: [
        .when(
          .quirk(.userActionLaunchesForceQuitApp), then: [.sameAs(state: .notRunning, interaction: nil)],
          otherwise: [.drop(.forceQuitUserAction)]),
      ],
      sources: [Source.handleActionDoc, Source.inferred], section: "§2.3, §2.4",
      summary: "iOS 9: an action on a force-quit app launches it as if not running (quirk)."),
    RoutingRule(
      "R53", states: [.notRunning, .forceQuit, .suspended, .background], kinds: visible, interactions: customActions,
      profiles: [.noDelegate],
      steps: [
        .when(
          .actionIsForeground, then: [.sameAs(state: nil, interaction: .appIconTapped)],
          otherwise: [.noEffect("no UNUserNotificationCenter delegate receives the action")]),
      ],
      sources: [Source.didReceiveDoc, Source.inferred], section: "§3.4, §4.1",
      summary: "With no UN delegate an action reaches no callback; a .foreground one still opens the app."),
    RoutingRule(
      "R54", states: foreground, kinds: visible, interactions: customActions, profiles: [.noDelegate],
      steps: [.noEffect("no UNUserNotificationCenter delegate receives the action")],
      sources: [Source.didReceiveDoc, Source.inferred], section: "§3.4, §4.1",
      summary: "With no UN delegate an action in the foreground reaches no callback."),
    RoutingRule(
      "R55", states: everyState, kinds: visible, interactions: [.authenticationRequiredActionWhileLocked],
      profiles: everyProfile,
      steps: [
        .requestUnlock,
        .when(
          .actionIsForeground, then: [.sameAs(state: nil, interaction: .foregroundAction)],
          otherwise: [.sameAs(state: nil, interaction: .backgroundAction)]),
      ],
      sources: [Source.authenticationRequiredDoc, Source.foregroundOptionDoc], section: "§2.3, §4.2",
      summary: "An action needing an unlocked device asks to unlock first, then routes as a normal action."),
    RoutingRule(
      "R56", states: everyState, kinds: visible, interactions: [.textInputAction], profiles: everyProfile,
      steps: [
        .when(
          .actionIsForeground, then: [.sameAs(state: nil, interaction: .foregroundAction)],
          otherwise: [.sameAs(state: nil, interaction: .backgroundAction)]),
      ],
      sources: [Source.textInputDoc, Source.handleActionResponseInfoDoc], section: "§2.3, §2.4, §4.1",
      summary: "A text-input action routes as a custom action by its options and carries userText."),

    // MARK: Dismissal (§2.3)
    RoutingRule(
      "R57", states: [.notRunning], kinds: visible, interactions: [.dismissWithCustomDismissAction], profiles: [.modern],
      steps: [
        .when(
          .quirk(.customDismissLaunchesInBackground),
          then: [.launchInBackground(withNotification: false), .callback(.didReceive)],
          otherwise: [.noEffect("the dismiss action is not delivered to a not-running app")]),
      ],
      sources: [Source.dismissDoc, Source.inferred], section: "§2.3",
      summary: "An explicit dismiss with .customDismissAction launches the app in the background: didReceive(dismiss)."),
    RoutingRule(
      "R58", states: backgroundOrSuspended, kinds: visible, interactions: [.dismissWithCustomDismissAction],
      profiles: [.modern],
      steps: [.wakeInBackground, .callback(.didReceive)],
      sources: [Source.dismissDoc], section: "§2.3",
      summary: "An explicit dismiss with .customDismissAction calls didReceive(dismiss) in the background."),
    RoutingRule(
      "R59", states: foreground, kinds: visible, interactions: [.dismissWithCustomDismissAction], profiles: [.modern],
      steps: [.callback(.didReceive)],
      sources: [Source.dismissDoc], section: "§2.3",
      summary: "An explicit dismiss with .customDismissAction calls didReceive(dismiss) in the foreground."),
    RoutingRule(
      "R60", states: everyState, kinds: visible, interactions: [.dismissWithCustomDismissAction], profiles: oldStyle,
      steps: [.noEffect("the dismiss action needs iOS 10 and a UNUserNotificationCenter delegate")],
      sources: [Source.dismissDoc, Source.didReceiveDoc], section: "§2.3, §11",
      summary: "Without the UserNotifications delegate no dismiss action is delivered."),
    RoutingRule(
      "R61", states: everyState, kinds: visible, interactions: [.dismissWithoutCustomDismissAction],
      profiles: everyProfile,
      steps: [.noEffect("the category lacks .customDismissAction")],
      sources: [Source.dismissDoc], section: "§2.3",
      summary: "An explicit dismiss without .customDismissAction reaches no callback."),
    RoutingRule(
      "R62", states: everyState, kinds: visible, interactions: [.bannerSwipedAway], profiles: everyProfile,
      steps: [.noEffect("swiping a banner away is not a dismissal")],
      sources: [Source.dismissDoc], section: "§2.3",
      summary: "A banner swiped away or ignored reaches no callback, even with .customDismissAction."),
    RoutingRule(
      "R63", states: everyState, kinds: visible, interactions: [.clearInNotificationCenter], profiles: [.modern],
      steps: [
        .when(
          .quirk(.clearInNotificationCenterSendsDismiss),
          then: [
            .when(
              .categoryHasCustomDismissAction, then: [.sameAs(state: nil, interaction: .dismissWithCustomDismissAction)],
              otherwise: [.noEffect("the category lacks .customDismissAction")]),
          ],
          otherwise: [.noEffect("Clear is not an explicit dismissal")]),
      ],
      sources: [Source.clearAsDismiss, Source.dismissDoc], section: "§2.3, §12.6",
      summary: "Clear in Notification Center counts as an explicit dismiss (quirk)."),
    RoutingRule(
      "R64", states: everyState, kinds: visible, interactions: [.clearInNotificationCenter], profiles: oldStyle,
      steps: [.noEffect("the dismiss action needs iOS 10 and a UNUserNotificationCenter delegate")],
      sources: [Source.dismissDoc], section: "§2.3",
      summary: "Without the UserNotifications delegate Clear reaches no callback."),

    // MARK: The app icon instead (§2.3)
    RoutingRule(
      "R65", states: dead, kinds: everyKind, interactions: [.appIconTapped], profiles: everyProfile,
      steps: [.launchInForeground(withNotification: false), .becomeActive],
      sources: [Source.appIconArchived], section: "§2.3",
      summary: "Tapping the icon launches the app normally: no notification in the launch options, no callback."),
    RoutingRule(
      "R66", states: backgroundOrSuspended, kinds: everyKind, interactions: [.appIconTapped], profiles: everyProfile,
      steps: [.enterForeground, .becomeActive],
      sources: [Source.appIconArchived, Source.sceneUnattachedDoc, Source.applicationStateDoc], section: "§2.3, §2.6",
      summary: "Tapping the icon brings the app forward, connecting the scene of a scene-based app launched in the background; no notification callback."),
    RoutingRule(
      "R67", states: foreground, kinds: everyKind, interactions: [.appIconTapped], profiles: everyProfile,
      steps: [.notApplicable("the app is already in the foreground, so its icon cannot be tapped")],
      sources: [Source.appIconArchived], section: "§2.3",
      summary: "The icon cannot be tapped while the app is in the foreground."),

    // MARK: Impossible combinations
    RoutingRule(
      "R68", states: everyState, kinds: [.background], interactions: userInteractions, profiles: everyProfile,
      steps: [.notApplicable("a background push is never displayed, so the user cannot act on it")],
      sources: [Source.backgroundUpdatesDoc], section: "§5",
      summary: "A background push has no user interface to interact with."),
  ]
}
