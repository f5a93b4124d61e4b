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

  /// Whether the named quirk is on.
  public func isEnabled(_ name: QuirkName) -> Bool {
    switch name {
    case .foregroundAlertAlsoCallsFetch: foregroundAlertAlsoCallsFetch
    case .fetchBeforeWillPresent: fetchBeforeWillPresent
    case .didReceiveBeforeDidBecomeActive: didReceiveBeforeDidBecomeActive
    case .noDelegateShowsOriginalOptions: noDelegateShowsOriginalOptions
    case .forceQuitWakesForAlertWithContentAvailable: forceQuitWakesForAlertWithContentAvailable
    case .clearInNotificationCenterSendsDismiss: clearInNotificationCenterSendsDismiss
    case .userActionLaunchesForceQuitApp: userActionLaunchesForceQuitApp
    case .sceneLaunchAlsoCallsDidReceive: sceneLaunchAlsoCallsDidReceive
    case .sceneLaunchDidReceiveWhileBackground: sceneLaunchDidReceiveWhileBackground
    case .unansweredWillPresentShowsNothing: unansweredWillPresentShowsNothing
    case .ios10LegacyRemoteOnTap: ios10LegacyRemoteOnTap
    case .legacyLocalAfterLaunch: legacyLocalAfterLaunch
    case .localTapLaunchHasNoLaunchOptions: localTapLaunchHasNoLaunchOptions
    case .backgroundActionLaunchHasNotification: backgroundActionLaunchHasNotification
    case .customDismissLaunchesInBackground: customDismissLaunchesInBackground
    case .lateDelegateLosesLaunchResponse: lateDelegateLosesLaunchResponse
    case .deniedStillDeliversBackgroundPush: deniedStillDeliversBackgroundPush
    case .pendingLimitKeepsMostRecent: pendingLimitKeepsMostRecent
    case .calendarSkippedTimeFiresAfterGap: calendarSkippedTimeFiresAfterGap
    case .calendarRepeatedTimeFiresFirst: calendarRepeatedTimeFiresFirst
    case .criticalWithoutPermissionPlaysNoSound: criticalWithoutPermissionPlaysNoSound
    case .apnsStoresLastNotification: apnsStoresLastNotification
    case .apnsReordersPushes: apnsReordersPushes
    case .backgroundAppRefreshGatesBackgroundPushes: backgroundAppRefreshGatesBackgroundPushes
    case .heldBackgroundPushReleasedAtLaunch: heldBackgroundPushReleasedAtLaunch
    case .newDeviceTokenWaitsForRegistration: newDeviceTokenWaitsForRegistration
    case .liveActivityAppliesOlderPushes: liveActivityAppliesOlderPushes
    case .liveActivityPushToStartSkipsForceQuitApp: liveActivityPushToStartSkipsForceQuitApp
    case .voipCallNotRequiredInForeground: voipCallNotRequiredInForeground
    case .voipPushSkipsForceQuitApp: voipPushSkipsForceQuitApp
    case .widgetPushExpirationStopsReload: widgetPushExpirationStopsReload
    case .failedCommunicationUpdateShowsOriginal: failedCommunicationUpdateShowsOriginal
    }
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

  /// Every quirk with its default, section and meaning, in declaration order.
  public static let all: [Info] = [
    Info(name: "foregroundAlertAlsoCallsFetch", defaultValue: "false", section: "§2.1, §12.1",
         summary: "A foreground alert push without content-available also calls the fetch handler."),
    Info(name: "fetchBeforeWillPresent", defaultValue: "false", section: "§2.1",
         summary: "For a foreground alert with content-available, the fetch handler runs before willPresent."),
    Info(name: "didReceiveBeforeDidBecomeActive", defaultValue: "true", section: "§1.4",
         summary: "On a tap from the background, didReceive runs before didBecomeActive."),
    Info(name: "noDelegateShowsOriginalOptions", defaultValue: "false", section: "§3.4",
         summary: "With no UN delegate, a foreground notification is shown with its original options."),
    Info(name: "forceQuitWakesForAlertWithContentAvailable", defaultValue: "false", section: "§1.3",
         summary: "A force-quit app is launched in the background for an alert with content-available."),
    Info(name: "clearInNotificationCenterSendsDismiss", defaultValue: "true", section: "§2.3",
         summary: "Clear in Notification Center delivers the dismiss action to categories with customDismissAction."),
    Info(name: "userActionLaunchesForceQuitApp", defaultValue: "true", section: "§2.3, §12.6",
         summary: "A user action on a notification of a force-quit app launches the app."),
    Info(name: "sceneLaunchAlsoCallsDidReceive", defaultValue: "true", section: "§2.6",
         summary: "A scene cold launch from a notification also calls didReceive."),
    Info(name: "sceneLaunchDidReceiveWhileBackground", defaultValue: "false", section: "§2.6",
         summary: "On a scene cold launch from a tap, didReceive runs before sceneWillEnterForeground, while the app is background."),
    Info(name: "unansweredWillPresentShowsNothing", defaultValue: "true", section: "§3.3",
         summary: "An unanswered willPresent counts as [] once willPresentTimeout passes."),
    Info(name: "willPresentTimeout", defaultValue: "10s", section: "§3.3",
         summary: "How long the system waits for willPresent's completion handler."),
    Info(name: "ios10LegacyRemoteOnTap", defaultValue: "true on iOS 10, else false", section: "§2.4",
         summary: "iOS 10.0 without a UN delegate calls didReceiveRemoteNotification, not the fetch variant, on a tap."),
    Info(name: "legacyLocalAfterLaunch", defaultValue: "true", section: "§2.4",
         summary: "Before iOS 10 a cold launch from a local notification also calls application(_:didReceive:)."),
    Info(name: "localTapLaunchHasNoLaunchOptions", defaultValue: "true", section: "§2.2",
         summary: "A cold launch from a local UN request has no .localNotification launch option."),
    Info(name: "backgroundActionLaunchHasNotification", defaultValue: "false", section: "§2.3",
         summary: "A background action launching the app puts the payload in launchOptions."),
    Info(name: "customDismissLaunchesInBackground", defaultValue: "true", section: "§2.3",
         summary: "A custom dismiss launches a not-running app in the background to deliver it."),
    Info(name: "lateDelegateLosesLaunchResponse", defaultValue: "true", section: "§1.5",
         summary: "A delegate assigned after didFinishLaunching loses the launch response."),
    Info(name: "deniedStillDeliversBackgroundPush", defaultValue: "true", section: "§5",
         summary: "Background pushes reach the app when authorization is denied."),
    Info(name: "pendingLimitKeepsMostRecent", defaultValue: "true", section: "§9, §12.4",
         summary: "Past 64 pending local requests the most recently added are kept; false keeps the soonest-firing."),
    Info(name: "calendarSkippedTimeFiresAfterGap", defaultValue: "true", section: "§9",
         summary: "A calendar time skipped by a daylight-saving change fires just after the gap; false skips that day."),
    Info(name: "calendarRepeatedTimeFiresFirst", defaultValue: "true", section: "§9",
         summary: "A calendar time that occurs twice when clocks fall back fires at its first occurrence; false, the second."),
    Info(name: "criticalWithoutPermissionPlaysNoSound", defaultValue: "false", section: "§3.5",
         summary: "A critical alert without the entitlement or criticalAlert authorization plays no sound; false delivers it as active."),
    Info(name: "apnsStoresLastNotification", defaultValue: "true", section: "§8.4",
         summary: "Of the pushes sent while the device is offline, APNs stores the last; false stores the first."),
    Info(name: "apnsReordersPushes", defaultValue: "false", section: "§8.4",
         summary: "APNs delivers pushes sent at the same instant to one token in a fixed swapped order."),
    Info(name: "serviceExtensionCrashShows", defaultValue: "originalContent", section: "§7.1, §12.5",
         summary: "What a crashed or out-of-memory service extension leaves shown: originalContent, nothing or placeholder."),
    Info(name: "backgroundPushesPerHour", defaultValue: "3", section: "§5",
         summary: "Background wakes granted per hour before the system holds pushes."),
    Info(name: "backgroundAppRefreshGatesBackgroundPushes", defaultValue: "true", section: "§5, §12.7",
         summary: "Background App Refresh off, or Low Power Mode on, stops background wakes for content-available pushes."),
    Info(name: "heldBackgroundPushReleasedAtLaunch", defaultValue: "false", section: "§5",
         summary: "A held background push is delivered during the user's launch, before the app becomes active."),
    Info(name: "uncalledFetchHandlerPenalty", defaultValue: "1h", section: "§5",
         summary: "How long background wakes are deferred after a fetch handler was left uncalled."),
    Info(name: "backgroundWakesPerDay", defaultValue: "off", section: "§5",
         summary: "Background wakes the daily power budget allows; off leaves the daily budget out."),
    Info(name: "newDeviceTokenWaitsForRegistration", defaultValue: "false", section: "§6.4",
         summary: "A new device token reaches the app only at its next registerForRemoteNotifications(), never unasked."),
    Info(name: "liveActivityAppliesOlderPushes", defaultValue: "false", section: "§13.2",
         summary: "An ActivityKit push older than the content already applied (by timestamp) replaces it anyway."),
    Info(name: "liveActivityPushToStartSkipsForceQuitApp", defaultValue: "false", section: "§13.1",
         summary: "A push-to-start push does not launch an app the user force-quit; it receives the activity at its next launch."),
    Info(name: "liveActivityUpdatesPerHour", defaultValue: "10", section: "§13.3",
         summary: "Priority-10 Live Activity updates per hour before the system throttles them (four times as many with frequent updates)."),
    Info(name: "voipCallNotRequiredInForeground", defaultValue: "false", section: "§14.2",
         summary: "A foreground app that does not report a call for a VoIP push is not terminated."),
    Info(name: "voipPushSkipsForceQuitApp", defaultValue: "false", section: "§14.1",
         summary: "A VoIP push does not launch an app the user force-quit."),
    Info(name: "voipUnreportedPushesBeforeDeliveryStops", defaultValue: "3", section: "§14.2",
         summary: "After this many unreported VoIP pushes iOS stops delivering VoIP pushes until the app is reinstalled."),
    Info(name: "widgetPushExpirationStopsReload", defaultValue: "false", section: "§8.5",
         summary: "A widgets push sent with apns-expiration reloads nothing."),
    Info(name: "pushToTalkHighPriorityBudget", defaultValue: "10", section: "§16.3",
         summary: "High-priority Push to Talk service updates the app gets before remainingHighPriorityBudget reaches 0."),
    Info(name: "failedCommunicationUpdateShowsOriginal", defaultValue: "false", section: "§17",
         summary: "When updating(from:) fails, the original content is shown; false shows the extension's content as an ordinary notification."),
  ]
}
