/// The name of a behaviour the sources disagree on or leave uncertain.
///
/// Every fact the behaviour reference marks [U] or CONFLICT that changes routing is a named quirk.
/// Routing rules refer to quirks by name in their conditions, so the printed table shows which
/// steps depend on which quirk; two act on completion handlers rather than on a rule's steps
/// and are applied by the simulator itself: ``unansweredWillPresentShowsNothing`` and
/// ``lateDelegateLosesLaunchResponse``.
public enum QuirkName: String, Hashable, Sendable, CaseIterable, Codable, CustomStringConvertible {
  /// See ``Quirks/foregroundAlertAlsoCallsFetch``.
  case foregroundAlertAlsoCallsFetch
  /// See ``Quirks/fetchBeforeWillPresent``.
  case fetchBeforeWillPresent
  /// See ``Quirks/didReceiveBeforeDidBecomeActive``.
  case didReceiveBeforeDidBecomeActive
  /// See ``Quirks/noDelegateShowsOriginalOptions``.
  case noDelegateShowsOriginalOptions
  /// See ``Quirks/forceQuitWakesForAlertWithContentAvailable``.
  case forceQuitWakesForAlertWithContentAvailable
  /// See ``Quirks/clearInNotificationCenterSendsDismiss``.
  case clearInNotificationCenterSendsDismiss
  /// See ``Quirks/userActionLaunchesForceQuitApp``.
  case userActionLaunchesForceQuitApp
  /// See ``Quirks/sceneLaunchAlsoCallsDidReceive``.
  case sceneLaunchAlsoCallsDidReceive
  /// See ``Quirks/sceneLaunchDidReceiveWhileBackground``.
  case sceneLaunchDidReceiveWhileBackground
  /// See ``Quirks/unansweredWillPresentShowsNothing``.
  case unansweredWillPresentShowsNothing
  /// See ``Quirks/ios10LegacyRemoteOnTap``.
  case ios10LegacyRemoteOnTap
  /// See ``Quirks/legacyLocalAfterLaunch``.
  case legacyLocalAfterLaunch
  /// See ``Quirks/localTapLaunchHasNoLaunchOptions``.
  case localTapLaunchHasNoLaunchOptions
  /// See ``Quirks/backgroundActionLaunchHasNotification``.
  case backgroundActionLaunchHasNotification
  /// See ``Quirks/customDismissLaunchesInBackground``.
  case customDismissLaunchesInBackground
  /// See ``Quirks/lateDelegateLosesLaunchResponse``.
  case lateDelegateLosesLaunchResponse
  /// See ``Quirks/deniedStillDeliversBackgroundPush``.
  case deniedStillDeliversBackgroundPush
  /// See ``Quirks/pendingLimitKeepsMostRecent``.
  case pendingLimitKeepsMostRecent
  /// See ``Quirks/calendarSkippedTimeFiresAfterGap``.
  case calendarSkippedTimeFiresAfterGap
  /// See ``Quirks/calendarRepeatedTimeFiresFirst``.
  case calendarRepeatedTimeFiresFirst
  /// See ``Quirks/criticalWithoutPermissionPlaysNoSound``.
  case criticalWithoutPermissionPlaysNoSound
  /// See ``Quirks/apnsStoresLastNotification``.
  case apnsStoresLastNotification
  /// See ``Quirks/apnsReordersPushes``.
  case apnsReordersPushes
  /// See ``Quirks/backgroundAppRefreshGatesBackgroundPushes``.
  case backgroundAppRefreshGatesBackgroundPushes
  /// See ``Quirks/heldBackgroundPushReleasedAtLaunch``.
  case heldBackgroundPushReleasedAtLaunch
  /// See ``Quirks/newDeviceTokenWaitsForRegistration``.
  case newDeviceTokenWaitsForRegistration
  /// See ``Quirks/liveActivityAppliesOlderPushes``.
  case liveActivityAppliesOlderPushes
  /// See ``Quirks/liveActivityPushToStartSkipsForceQuitApp``.
  case liveActivityPushToStartSkipsForceQuitApp
  /// See ``Quirks/voipCallNotRequiredInForeground``.
  case voipCallNotRequiredInForeground
  /// See ``Quirks/voipPushSkipsForceQuitApp``.
  case voipPushSkipsForceQuitApp
  /// See ``Quirks/widgetPushExpirationStopsReload``.
  case widgetPushExpirationStopsReload
  /// See ``Quirks/failedCommunicationUpdateShowsOriginal``.
  case failedCommunicationUpdateShowsOriginal

  /// The quirk's name.
  public var description: String { rawValue }
}

/// Switches for behaviour that is uncertain or differs between sources, with the defaults the
/// behaviour reference recommends.
///
/// Each property names the behaviour reference section it comes from. ``Quirks/all`` lists them with their
/// defaults for documentation. Use ``init(profile:)`` for the defaults of an iOS version.
public struct Quirks: Hashable, Sendable {
  /// A foreground alert push without `content-available` also calls the fetch handler.
  /// Kii's tests said yes, modern guidance says no (§2.1, §12.1). Default `false`.
  public var foregroundAlertAlsoCallsFetch: Bool = false
  /// For a foreground alert with `content-available`, the fetch handler runs before
  /// `willPresent`; the order is undocumented (§2.1). Default `false`.
  public var fetchBeforeWillPresent: Bool = false
  /// On a tap from the background, `didReceive` runs before `didBecomeActive` (§1.4,
  /// the recommended order of behaviour reference §1.4). Default `true`.
  public var didReceiveBeforeDidBecomeActive: Bool = true
  /// With no `UNUserNotificationCenter` delegate, a foreground notification is shown with its
  /// original options, as Apple's page says; developers report nothing is shown (§3.4,
  /// CONFLICT). Default `false`.
  public var noDelegateShowsOriginalOptions: Bool = false
  /// A user-force-quit app is launched in the background for an alert with
  /// `content-available`, as one iOS 13 report says (§1.3, CONFLICT). Default `false`.
  public var forceQuitWakesForAlertWithContentAvailable: Bool = false
  /// "Clear" in Notification Center counts as an explicit dismissal and delivers the dismiss
  /// action to categories with `.customDismissAction` (§2.3, [U]). Default `true`.
  public var clearInNotificationCenterSendsDismiss: Bool = true
  /// A user action (not a tap) on a notification of a force-quit app launches the app (§2.3,
  /// §12.6, "probably yes"). Default `true`.
  public var userActionLaunchesForceQuitApp: Bool = true
  /// A scene-based app cold-launched from a notification gets `didReceive` as well as the
  /// response in `scene(_:willConnectTo:options:)` (§2.6, [R]). Default `true`.
  public var sceneLaunchAlsoCallsDidReceive: Bool = true
  /// On a cold launch of a scene-based app from a tap, `didReceive` runs right after
  /// `scene(_:willConnectTo:options:)`, before `sceneWillEnterForeground(_:)`, so
  /// `UIApplication.applicationState` still reads `.background` in it. By default it runs after
  /// the scene entered the foreground, with the app inactive, as on a tap from the background
  /// (§1.4, §2.6). WordPress-iOS's handler comments and Batch's SDK notes report the background
  /// state; Apple says only that a scene-based app launches in the background and changes state as
  /// its scenes do ([R], no Apple order). Default `false`.
  public var sceneLaunchDidReceiveWhileBackground: Bool = false
  /// When `willPresent`'s completion handler is not called in time, the notification is
  /// treated as presented with `[]` (§3.3, [U]). Default `true`; when `false` the system's
  /// default presentation is used instead.
  public var unansweredWillPresentShowsNothing: Bool = true
  /// How long the simulator waits for `willPresent`'s completion handler (§3.3, [U]).
  public var willPresentTimeout: Duration = .seconds(10)
  /// iOS 10.0 with no UN delegate called `application(_:didReceiveRemoteNotification:)`, not
  /// the fetch variant, on a tap (§2.4, [R], fixed later [U]). Default `true` on iOS 10 only.
  public var ios10LegacyRemoteOnTap: Bool = false
  /// Before iOS 10, a cold launch from a local notification also calls
  /// `application(_:didReceive:)` after `didFinishLaunching`, as Apple's page says; an iOS 5
  /// report says only the launch options carry it (§2.4, CONFLICT). Default `true`.
  public var legacyLocalAfterLaunch: Bool = true
  /// A cold launch from a tap on a local `UNNotificationRequest` has no
  /// `.localNotification` launch option (§2.2, [U]). Default `true`.
  public var localTapLaunchHasNoLaunchOptions: Bool = true
  /// A background action that launches a not-running app puts the payload in
  /// `launchOptions[.remoteNotification]` (§2.3, [U]). Default `false`.
  public var backgroundActionLaunchHasNotification: Bool = false
  /// An explicit dismissal with `.customDismissAction` launches a not-running app in the
  /// background to deliver the dismiss action (§2.3, [A]/[U]). Default `true`.
  public var customDismissLaunchesInBackground: Bool = true
  /// A delegate assigned after `didFinishLaunching` returns loses the response that launched
  /// the app, rather than getting it late (§1.5, [U] recommendation). Default `true`.
  public var lateDelegateLosesLaunchResponse: Bool = true
  /// Background pushes reach the app when notification authorization is denied; the
  /// `authorizationStatus` page's wording says otherwise (§5, CONFLICT). Default `true`.
  public var deniedStillDeliversBackgroundPush: Bool = true
  /// Past the limit of 64 pending local requests, the 64 most recently added are kept and the
  /// oldest-added is dropped, as reported for `UNNotificationRequest` since iOS 10; when `false`,
  /// the 64 soonest-firing are kept, as the archived `UILocalNotification` guide said (§9, §12.4,
  /// CONFLICT). Default `true`.
  public var pendingLimitKeepsMostRecent: Bool = true
  /// A calendar trigger whose local time is skipped by a daylight-saving change (02:30 on the
  /// night clocks jump from 02:00 to 03:00) fires just after the gap, at 03:30; when `false`
  /// that day's match is skipped. Apple does not say ([U]). Default `true`.
  public var calendarSkippedTimeFiresAfterGap: Bool = true
  /// A calendar trigger whose local time occurs twice (01:30 on the night clocks fall back)
  /// fires at the first occurrence; when `false`, at the second. Apple does not say ([U]).
  /// Default `true`.
  public var calendarRepeatedTimeFiresFirst: Bool = true
  /// A critical alert from an app without the critical-alerts entitlement or `.criticalAlert`
  /// authorization plays no sound at all; by default it is delivered as an active notification
  /// whose sound obeys the ring/silent switch and Focus. Apple does not say ([U], §3.5).
  /// Default `false`.
  public var criticalWithoutPermissionPlaysNoSound: Bool = false
  /// Of the notifications sent while the device cannot take them, APNs keeps the last one; when
  /// `false`, the first. Apple's current text says it picks one "in a non-deterministic way",
  /// mostly the last; the older text said the last (§8.4, CONFLICT). Default `true`.
  public var apnsStoresLastNotification: Bool = true
  /// APNs delivers notifications to one token out of order: pushes sent at the same instant
  /// arrive in a fixed permutation (each pair swapped). Apple says APNs may reorder them (§8.4,
  /// [A] that it may, [U] how). Default `false`.
  public var apnsReordersPushes: Bool = false
  /// What iOS shows when the notification service extension crashes or exceeds its memory
  /// limit: the original content, nothing, or the extension's placeholder (§7.1, §12.5,
  /// CONFLICT). Default ``ServiceExtensionCrashOutcome/originalContent``.
  public var serviceExtensionCrashShows: ServiceExtensionCrashOutcome = .originalContent
  /// How many background wakes (content-available) the system grants per hour before it holds
  /// pushes (§5: "two or three per hour", [A] guidance; the real budget is undocumented).
  public var backgroundPushesPerHour: Int = 3
  /// With Background App Refresh off (or Low Power Mode on, which turns it off), iOS does not
  /// wake or launch the app for a `content-available` push. Not in current Apple pages for
  /// pushes; UIKit's header ties background refresh to remote-notification launches, and Kii
  /// reported the handler ran regardless (§5, §12.7, [U]). Default `true`, the safer assumption
  /// for a team: when `false`, the settings do not stop background wakes (rules BW1, BW2).
  public var backgroundAppRefreshGatesBackgroundPushes: Bool = true
  /// A held background push is delivered as soon as the user's launch has run
  /// `didFinishLaunching` (or `willEnterForeground`), before the app becomes active, rather
  /// than once it is active. Apple says only that launching the app delivers it (§5, [U]).
  /// Default `false` (rule BW7).
  public var heldBackgroundPushReleasedAtLaunch: Bool = false
  /// How long iOS defers the app's background wakes after it left a fetch handler's completion
  /// handler uncalled (rule BW5). Apple says only that such apps "may not always be woken up
  /// early" afterwards (§5, [U]). Default 1 hour; 0 turns the penalty off.
  public var uncalledFetchHandlerPenalty: Duration = .seconds(3600)
  /// How many background wakes the daily power budget allows (rule BW4). Apple documents the
  /// budget but not its size (§5, [U]); `nil`, the default, leaves it out.
  public var backgroundWakesPerDay: Int? = nil
  /// When APNs issues the app a new device token (or a restore changes it), iOS does not call
  /// `application(_:didRegisterForRemoteNotificationsWithDeviceToken:)` on its own; the app
  /// learns the new token at its next `registerForRemoteNotifications()`. Apple says only that
  /// the method may be called in rare cases such as a restore, and that the app learns the new
  /// token when it is launched (§6.4, [U] for a running app). Default `false`: iOS calls it at
  /// once while the app runs, otherwise the next time it runs (rule AP12).
  public var newDeviceTokenWaitsForRegistration: Bool = false
  /// An ActivityKit push whose `timestamp` is older than the content already applied replaces
  /// it anyway. Apple documents the comparison only for the timestamped local
  /// `update(_:alertConfiguration:timestamp:)` (§13.2, [U] for pushes). Default `false`: the
  /// older push changes nothing (rule LA4).
  public var liveActivityAppliesOlderPushes: Bool = false
  /// A push-to-start ActivityKit push does not launch an app the user force-quit: the activity
  /// starts, and the app receives it (and its update token) only at its next launch. Apple says
  /// the system wakes the app, naming no state in which it does not; developers report the update
  /// token missing after a force quit (§13.1, [U]). Default `false`: the app is launched in the
  /// background (rule LA2).
  public var liveActivityPushToStartSkipsForceQuitApp: Bool = false
  /// How many priority-10 ActivityKit updates an activity's app gets per hour before the system
  /// throttles them (§13.3: Apple publishes no number, [U]). Default 10; with
  /// `NSSupportsLiveActivitiesFrequentUpdates` and frequent updates allowed, four times as many
  /// (rule LA7).
  public var liveActivityUpdatesPerHour: Int = 10
  /// An app in the foreground that does not report a call for a PushKit VoIP push is not
  /// terminated. Apple draws no line by state; SDK teams saw the termination mostly when the app
  /// was not active (§14.2, CONFLICT). Default `false`: the rule holds in every state.
  public var voipCallNotRequiredInForeground: Bool = false
  /// A PushKit VoIP push does not launch an app the user force-quit. Maintainers report that it
  /// does, one report says it did not (§14.1, CONFLICT). Default `false`: it launches the app.
  public var voipPushSkipsForceQuitApp: Bool = false
  /// How many VoIP pushes an app may leave unreported before iOS stops delivering VoIP pushes to
  /// it until it is reinstalled. Apple says "repeatedly"; reports say about three (§14.2, [U]).
  /// Default `3`.
  public var voipUnreportedPushesBeforeDeliveryStops: Int = 3
  /// A `widgets` push that carries `apns-expiration` reloads nothing. Apple's example request
  /// sets no expiration and says nothing of one; a client library reported that one stops the
  /// reload (https://github.com/kylebrowning/APNSwift/pull/221, §8.5, [U]). Default `false`: the
  /// header changes nothing on the device (rule WG1).
  public var widgetPushExpirationStopsReload: Bool = false
  /// How many high-priority Push to Talk service-update pushes the app may get before
  /// `incomingServiceUpdatePush(…remainingHighPriorityBudget:…)` reports the budget spent.
  /// Apple names the budget but publishes no size (§16.3, [U]). Default `10`; the simulator
  /// does not refill it within a run, and a reinstall resets it (rule PT6).
  public var pushToTalkHighPriorityBudget: Int = 10
  /// When `UNNotificationContent.updating(from:)` fails for a service extension's content (no
  /// Communication Notifications capability, or the intent missing from `NSUserActivityTypes`),
  /// iOS shows the original content; by default it shows the extension's content as an ordinary
  /// notification. Apple does not document the presentation after a failed update ([U], §17,
  /// rule CN2). Default `false`.
  public var failedCommunicationUpdateShowsOriginal: Bool = false

  /// The defaults the behaviour reference recommends for the newest profile.
  public init() {}

  /// The defaults for `profile`: as ``init()``, with ``ios10LegacyRemoteOnTap`` on for iOS 10.
  public init(profile: Profile) {
    self.init()
    ios10LegacyRemoteOnTap = profile == .iOS10
  }

  /// Documentation for one quirk: its name, default, behaviour reference section and meaning.
  public struct Info: Hashable, Sendable {
    /// The quirk's name (a ``QuirkName`` raw value, or a value setting's property name).
    public var name: String
    /// The default, printed: `true`, `false`, `10s`, `3`.
    public var defaultValue: String
    /// The behaviour reference section, e.g. `§3.4`.
    public var section: String
    /// What the quirk switches, in one sentence.
    public var summary: String
  }
}
