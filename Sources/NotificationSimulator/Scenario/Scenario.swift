/// A scenario file, read: where the app starts, what happens, and what must be observed.
///
/// A scenario is a spec a team checks into its repository ("the app is suspended, this payload
/// arrives, the user taps View: these callbacks fire, in this order"). ``ScenarioLoader`` reads
/// one from JSON; ``ScenarioRunner`` replays it through a ``Simulator``. The format is
/// documented in <doc:writing-scenario-files> and `Scenarios/scenario.schema.json`.
public struct Scenario: Sendable {
  /// The newest scenario format this build reads.
  public static let formatVersion = 1

  /// The file the scenario came from, as given to the loader.
  public var file: String
  /// `name`: one line that says what the scenario shows.
  public var name: String
  /// `about`: a longer explanation, for people learning which callback fires when.
  public var about: String?
  /// `platform`: the iOS version whose behaviour is simulated.
  public var profile: Profile
  /// `quirks`: the uncertain behaviours, as the file sets them.
  public var quirks: Quirks
  /// `device`: the simulated device.
  public var device: DeviceConfiguration
  /// `device.authorization` and `device.authorizationOptions`: the authorization the app
  /// already has when the scenario starts; `nil` leaves it `notDetermined`.
  public var authorization: (status: AuthorizationStatus, options: AuthorizationOptions)?
  /// `app`: the simulated app.
  public var app: AppConfiguration
  /// `app.state`: the app's state when the first step runs.
  public var initialState: AppState
  /// `steps`: what happens, in order.
  public var steps: [ScenarioStep]

  /// Creates a scenario in code; most scenarios come from files through ``ScenarioLoader``.
  public init(
    file: String, name: String, about: String? = nil, profile: Profile = .defaultProfile, quirks: Quirks? = nil,
    device: DeviceConfiguration = .init(), authorization: (status: AuthorizationStatus, options: AuthorizationOptions)? = nil,
    app: AppConfiguration, initialState: AppState = .notRunning, steps: [ScenarioStep] = []
  ) {
    self.file = file
    self.name = name
    self.about = about
    self.profile = profile
    self.quirks = quirks ?? Quirks(profile: profile)
    self.device = device
    self.authorization = authorization
    self.app = app
    self.initialState = initialState
    self.steps = steps
  }

  /// Whether the file states any expectation (an `expect` step or the final `expect`).
  public var hasExpectations: Bool {
    steps.contains { if case .expect = $0.action { true } else { false } }
  }
}

/// One step of a scenario: something that happens, or a check of what happened.
public struct ScenarioStep: Sendable {
  /// What the step does.
  ///
  /// The four cases with large values are `indirect`, so a step is 80 bytes rather than 328 and
  /// the copies made as a step is read and run are cheap (most of the 11% of a long streamed
  /// run spent in `memmove`).
  public enum Action: Sendable {
    /// A remote notification arrives (`push`) by a route: a payload file ending in `.apns`
    /// arrives as a simulated push unless the step names another `route`.
    case push(Payload, id: String, route: DeliveryRoute)
    /// The app schedules a local notification (`schedule`).
    indirect case schedule(LocalNotificationRequest)
    /// The user taps the notification body (`tap`).
    case tap(String)
    /// The user touches the content extension's view (`touchContentExtensionView`).
    case touchContentExtensionView(String)
    /// The content extension calls `performNotificationDefaultAction()` (`performNotificationDefaultAction`).
    case performNotificationDefaultAction(String)
    /// The user expands the notification with a long press (`expand`): its content extension's
    /// view or the default expanded interface (rule CE5).
    case expand(String)
    /// The app reads `nextTriggerDate()` of a pending request's trigger (`nextTriggerDate`; rule LN8).
    case nextTriggerDate(String)
    /// The app starts a Live Activity in the foreground (`startActivity`; rule LA1).
    indirect case startActivity(ActivityRequest)
    /// An ActivityKit push reaches a Live Activity: `start`, `update` or `end` (`activityPush`; rules LA2–LA8).
    case activityPush(Payload, activity: String, priority: Int)
    /// The person allows or stops frequent updates, or the app declares them
    /// (`liveActivitySettings`; rule LA7).
    case liveActivitySettings(frequentPushesEnabled: Bool?, supportsFrequentUpdates: Bool?)
    /// The person switches the app's Live Activities on or off in Settings
    /// (`ActivityAuthorizationInfo.areActivitiesEnabled`; `setLiveActivitiesEnabled`; rule LA12).
    case setLiveActivitiesEnabled(Bool)
    /// The provider creates a broadcast channel (`createBroadcastChannel`; rule LA10).
    case createBroadcastChannel(String, storagePolicy: BroadcastChannel.StoragePolicy)
    /// The provider deletes a broadcast channel (`deleteBroadcastChannel`; rule LA10).
    case deleteBroadcastChannel(String)
    /// The provider sends a broadcast push to a channel (`broadcastPush`; rules LA10, LA11).
    indirect case broadcastPush(BroadcastPush)
    /// The user picks a custom action (`action`).
    case action(String, on: String)
    /// The user answers a text-input action (`reply`).
    case reply(text: String, action: String, on: String)
    /// The user dismisses the notification explicitly (`dismiss`).
    case dismiss(String)
    /// The user clears it in Notification Center (`clear`).
    case clear(String)
    /// The user flicks the banner away (`flick`).
    case flick(String)
    /// The user taps the app icon (`openApp`).
    case openApp
    /// A life-cycle event: `home`, `suspend`, `terminate`, `forceQuit`, `reboot`, `relaunch`.
    case lifecycle(LifecycleStep)
    /// `lock` or `unlock`.
    case lock(Bool)
    /// `showNotificationCenter` / `hideNotificationCenter`: Notification Center over the app.
    case notificationCenter(shown: Bool)
    /// The app asks for authorization (`requestAuthorization`).
    case requestAuthorization(AuthorizationOptions)
    /// The user answers the authorization prompt (`answerPrompt`).
    case answerPrompt(allow: Bool)
    /// The app calls `registerForRemoteNotifications()` (`register`).
    case register
    /// The app assigns its notification-center delegate late (`assignDelegate`).
    case assignDelegate
    /// The app replaces its categories (`setCategories`).
    case setCategories([NotificationCategory])
    /// The virtual clock moves on (`wait`).
    case wait(Duration)
    /// The virtual clock moves on until the device's wall clock shows a local date-time (`waitUntil`).
    case waitUntil(LocalDateTime)
    /// The app calls `getDeliveredNotifications` (`getDeliveredNotifications`).
    case getDeliveredNotifications
    /// The app calls `getPendingNotificationRequests` (`getPendingNotificationRequests`).
    case getPendingNotificationRequests
    /// The app calls `removeDeliveredNotifications(withIdentifiers:)`.
    case removeDeliveredNotifications([String])
    /// The app calls `removeAllDeliveredNotifications()`.
    case removeAllDeliveredNotifications
    /// The app calls `removePendingNotificationRequests(withIdentifiers:)`.
    case removePendingNotificationRequests([String])
    /// The app calls `removeAllPendingNotificationRequests()`.
    case removeAllPendingNotificationRequests
    /// The app calls `setBadgeCount(_:withCompletionHandler:)` (iOS 16+).
    case setBadgeCount(Int)
    /// The app sets `UIApplication.applicationIconBadgeNumber`.
    case applicationIconBadgeNumber(Int)
    /// The device moves (`move`), for location triggers.
    case move(Coordinate)
    /// A check of the events since the previous check (`expect`, or the file's final `expect`).
    case expect(ExpectationBlock)
    /// The user turns a Focus on, or off with `nil` (`focus`; rules FO1–FO3).
    case setFocus(Focus?)
    /// The user puts on, takes off, pairs or unpairs (`nil`) the Apple Watch (`watch`; rules WA1–WA3).
    case setWatch(PairedWatch?)
    /// The user flips the ring/silent switch (`silentMode`; rule IL7).
    case silentMode(Bool)
    /// The user switches the app's Time Sensitive Notifications (`timeSensitiveSetting`; rule IL3).
    case timeSensitiveSetting(Bool)
    /// The user switches the app's Direct Messages (`directMessagesSetting`; rule CN3).
    case directMessages(Bool)
    /// The user turns the Scheduled Summary on, or off with `nil` (`scheduledSummary`; rules SS1–SS3).
    case setScheduledSummary(ScheduledSummary?)
    /// The user turns Apple Intelligence's notification switches on, or off with `nil`
    /// (`appleIntelligence`; rule AI1).
    case setAppleIntelligence(AppleIntelligenceNotifications?)
    /// A provider sends a notification through APNs (a `push` step by the `apns` route, the
    /// default for payload objects): APNs answers, then delivers, stores or discards it.
    case send(APNsPush)
    /// The device's link to APNs, its installs or its tokens change (`goOffline`, `goOnline`,
    /// `uninstallApp`, `installApp`, `restoreDevice`, `issueNewDeviceToken`).
    case apnsLink(APNsLinkStep)
    /// The provider makes a new token, or sends one pasted from a real server
    /// (`refreshProviderToken`; rules PA3, PA4).
    indirect case refreshProviderToken(ProviderTokenRefresh)
    /// A simulated push sent with `xcrun simctl push` and the step's `"bundle"` argument (`push`
    /// with `"bundle"`; `nil`: `"bundle": null`, simctl run without one).
    case simctlPush(Payload, id: String, bundle: String?)
    /// The user changes switches in the Settings app (`settings`); the value is every switch
    /// after the change.
    case changeSettings(DeviceSettings)
    /// A test looks for a file on the device (`fileExists`; rule AT3).
    case fileExists(String)
    /// The app writes a file into its container (`addFile`; rule AT3).
    case addFile(DeviceFile)
    /// The user answers provisional delivery's Keep / Turn Off choice (`keepNotifications`,
    /// `turnOffNotifications`; rules PV2–PV4).
    case provisionalChoice(ProvisionalChoice)
    /// A PushKit VoIP push arrives for the app (`voipPush`; rules VP1–VP5).
    case voipPush(VoIPPush)
    /// A location push arrives for the app's Location Push Service Extension (`locationPush`;
    /// rules LP1–LP3).
    case locationPush(String)
    /// A Push to Talk push arrives for the app's channel (`pushToTalkPush`; rules PT1–PT7).
    case pushToTalkPush(PushToTalkPush)
    /// The app joins a Push to Talk channel (`joinPushToTalkChannel`; rule PT1).
    case joinPushToTalkChannel(String)
    /// The app leaves its Push to Talk channel (`leavePushToTalkChannel`; rule PT1).
    case leavePushToTalkChannel
    /// The local person starts transmitting (`startTransmitting`; rules PT4, PT5).
    case startTransmitting
    /// The local person stops transmitting (`stopTransmitting`; rule PT5).
    case stopTransmitting
  }

  /// What the step does.
  public var action: Action
  /// Where the step is in its file.
  public var location: SourcePosition
  /// The step's path, such as `$.steps[3]`.
  public var path: JSONPath
  /// Whether the step's payload was read from the object in its own `push` member, which
  /// ``ScenarioPayloadSource`` reads again the same way; not for a payload file.
  package var readsPayloadInline = false
}

/// The life-cycle events a scenario step can name.
public enum LifecycleStep: String, Hashable, Sendable, CaseIterable {
  /// The user goes to the home screen.
  case home
  /// The system suspends the background app.
  case suspend
  /// The system terminates the app (memory pressure).
  case terminate
  /// The user swipes the app away in the app switcher.
  case forceQuit
  /// The device restarts (``Simulator/reboot()``): locked, and before its first unlock until an
  /// `unlock` step.
  case reboot
  /// The user launches the app again after it stopped.
  case relaunch
}

/// A list of expected events, checked against what happened since the previous check.
public struct ExpectationBlock: Sendable {
  /// How strictly the list is compared with what happened.
  public enum Match: String, Sendable, CaseIterable {
    /// Every event of the checked kinds must be listed, in order (the default).
    case exact
    /// The listed events must happen in this order; others may happen between them.
    case contains
  }

  /// The expected events, in order.
  public var events: [ExpectedEvent]
  /// How strictly to compare.
  public var match: Match
  /// Where the block is in its file.
  public var location: SourcePosition
  /// The block's path, such as `$.expect`.
  public var path: JSONPath
}
