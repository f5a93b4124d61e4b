/// When the app assigns `UNUserNotificationCenter.current().delegate`.
///
/// Apple asks for the delegate before launch finishes (behaviour reference §1.5).
public enum DelegateAssignment: String, Hashable, Sendable, CaseIterable, Codable {
  /// In `application(_:willFinishLaunchingWithOptions:)`.
  case willFinishLaunching
  /// In `application(_:didFinishLaunchingWithOptions:)`, the usual place.
  case didFinishLaunching
  /// After launch finishes, when the test calls ``Simulator/assignDelegate()``. The response
  /// that launched the app is lost (quirk `lateDelegateLosesLaunchResponse`).
  case late
  /// Never: iOS 10+ routes notifications to the `UIApplicationDelegate` methods.
  case never
}

/// The app's `UIBackgroundModes` that matter for notifications.
public struct BackgroundModes: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public var rawValue: UInt
  /// Creates modes from raw bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// `remote-notification`: background pushes may wake or launch the app (§5).
  public static let remoteNotification = BackgroundModes(rawValue: 1)
  /// `fetch`: background app refresh.
  public static let fetch = BackgroundModes(rawValue: 2)
}

/// When the app calls a completion handler, measured on the virtual clock.
public enum CompletionTiming: Hashable, Sendable, CustomStringConvertible {
  /// Once, `delay` after the callback (`.zero` for right away).
  case after(Duration)
  /// Twice, both `delay` after the callback: a misuse the simulator reports.
  case twice(after: Duration)
  /// Never: iOS logs a warning at the deadline, and for some handlers terminates the app.
  case never

  /// Right away.
  public static let immediately: CompletionTiming = .after(.zero)

  /// `after +0.000s`, `twice after +1.000s`, `never`.
  public var description: String {
    switch self {
    case .after(let delay): "after \(SimulatedInstant(offset: delay))"
    case .twice(let delay): "twice after \(SimulatedInstant(offset: delay))"
    case .never: "never"
    }
  }
}

/// A value the app passes to a completion handler, and when.
public struct CompletionAnswer<Value: Hashable & Sendable>: Hashable, Sendable {
  /// The value passed.
  public var value: Value
  /// When the handler is called.
  public var timing: CompletionTiming

  /// Creates an answer.
  public init(_ value: Value, timing: CompletionTiming = .immediately) {
    self.value = value
    self.timing = timing
  }
}

/// How the app answers each completion handler, as data.
public struct CompletionAnswers: Hashable, Sendable {
  /// `willPresent`'s answer: `[.banner, .list, .sound, .badge]` right away unless set.
  public var willPresent: CompletionAnswer<PresentationOptions>
  /// `willPresent`'s answer for particular notifications, by `request.identifier`: the app's
  /// `userNotificationCenter(_:willPresent:withCompletionHandler:)`
  /// (https://developer.apple.com/documentation/usernotifications/unusernotificationcenterdelegate/usernotificationcenter(_:willpresent:withcompletionhandler:))
  /// decides per notification; one not listed gets ``willPresent``.
  public var willPresentByNotification: [String: CompletionAnswer<PresentationOptions>] = [:]
  /// When `didReceive`'s completion handler is called.
  public var didReceive: CompletionTiming
  /// The fetch handler's `UIBackgroundFetchResult` and timing.
  public var fetch: CompletionAnswer<BackgroundFetchResult>
  /// When `handleActionWithIdentifier`'s completion handler is called (iOS 8/9).
  public var handleAction: CompletionTiming
  /// When the service extension calls its content handler; `nil` when the app has no service
  /// extension.
  public var serviceExtension: CompletionTiming?
  /// What the app's service extension does to the content, as data (a scenario's
  /// `answers.serviceExtension`), when no ``SimulatedServiceExtension`` is given; its timing is
  /// ``serviceExtension``'s.
  public var serviceExtensionScript = ConfiguredServiceExtension()

  /// Creates answers; every handler is called right away by default.
  public init(
    willPresent: CompletionAnswer<PresentationOptions> = CompletionAnswer([.banner, .list, .sound, .badge]),
    didReceive: CompletionTiming = .immediately,
    fetch: CompletionAnswer<BackgroundFetchResult> = CompletionAnswer(.newData),
    handleAction: CompletionTiming = .immediately,
    serviceExtension: CompletionTiming? = nil
  ) {
    self.willPresent = willPresent
    self.didReceive = didReceive
    self.fetch = fetch
    self.handleAction = handleAction
    self.serviceExtension = serviceExtension
  }
}

/// The simulated app, as data: what it implements, when it sets its delegate, its capabilities,
/// categories and answers.
///
/// The defaults match the assumptions of behaviour reference §2.0: a UN delegate set in
/// `didFinishLaunching` implementing `willPresent` and `didReceive`, the fetch variant of the
/// remote handler, the remote-notification background mode, no scenes.
public struct AppConfiguration: Hashable, Sendable {
  /// The bundle identifier (`CFBundleIdentifier`), also the APNs topic.
  public var bundleID: String
  /// The notification handlers the app implements (life-cycle methods always count as present).
  public var implementedCallbacks: Set<Callback> {
    didSet { implementedMask = Self.mask(implementedCallbacks) }
  }
  /// ``implementedCallbacks`` as one bit per ``Callback/ordinal``, kept with it: a handler call
  /// asks ``implements(_:)`` several times, and a set lookup hashes.
  private var implementedMask: UInt64
  /// When the app assigns its `UNUserNotificationCenter` delegate.
  public var delegateAssignment: DelegateAssignment
  /// Whether the app adopts the scene life cycle (`UIApplicationSceneManifest`, iOS 13+).
  public var sceneBased: Bool
  /// The major version of the iOS SDK the app is built with (Xcode's Base SDK, `DTSDKName` in the
  /// built Info.plist), or `nil` for the device's own version. On iOS 27 an app built with the
  /// iOS 26 SDK may still run without scenes
  /// ([TN3187](https://developer.apple.com/documentation/technotes/tn3187-migrating-to-the-uikit-scene-based-life-cycle)).
  public var buildSDK: Int? = nil
  /// `UIBackgroundModes`.
  public var backgroundModes: BackgroundModes
  /// The categories registered with `setNotificationCategories(_:)` at launch.
  public var categories: [NotificationCategory]
  /// The `aps-environment` entitlement (`development` or `production`); `nil` when missing.
  public var apsEnvironment: String?
  /// How the app answers completion handlers.
  public var answers: CompletionAnswers
  /// The app's notification content extensions (`UNNotificationContentExtension`), each with
  /// its own categories (rule CE1).
  public var contentExtensions: [ContentExtension] = []
  /// The notification entitlements the app is signed with: Time Sensitive Notifications and
  /// Critical Alerts (rules IL3, IL4). None by default.
  public var entitlements: NotificationEntitlements = []
  /// The intents the app's Info.plist lists in `NSUserActivityTypes`; communication
  /// notifications need the one they are updated from (rule CN1,
  /// [Implementing communication notifications](https://developer.apple.com/documentation/usernotifications/implementing-communication-notifications)).
  public var userActivityTypes: UserActivityTypes = []
  /// Whether the user gave the app Focus Status authorization
  /// ([INFocusStatusCenter](https://developer.apple.com/documentation/intents/infocusstatuscenter)
  /// `authorizationStatus` `.authorized`), which `notifyRecipientAnyway` needs (rule CN5).
  public var focusStatusAuthorized: Bool = false
  /// The files in the app's container when the scenario starts, such as images it downloaded to
  /// attach to notifications (`UNNotificationAttachment`, rule AT3). None by default.
  public var files: [DeviceFile] = []
  /// The app's PushKit VoIP set-up and answers (rules VP1–VP5); `nil` for an app that does not
  /// use PushKit, the default.
  public var voip: VoIPConfiguration?
  /// The app's Location Push Service Extension (rules LP1–LP3); `nil` when it has none, the
  /// default.
  public var locationPush: LocationPushConfiguration?
  /// The app's Push to Talk set-up and answers (rules PT1–PT7); `nil` for an app that does not
  /// use the Push to Talk framework.
  public var pushToTalk: PushToTalkConfiguration?
  /// The `ActivityAttributes` types whose `pushToStartTokenUpdates` the app reads at each launch
  /// (iOS 17.2; https://developer.apple.com/documentation/activitykit/activity/pushtostarttokenupdates),
  /// so that its provider holds a push-to-start token for each (rule LA2). `nil`, the default,
  /// leaves tokens out of the model: a push-to-start reaches any type.
  public var pushToStartAttributesTypes: [String]?

  /// Creates an app.
  public init(
    bundleID: String = "com.example.app",
    implementedCallbacks: [Callback] = Callback.defaultImplemented,
    delegateAssignment: DelegateAssignment = .didFinishLaunching,
    sceneBased: Bool = false,
    backgroundModes: BackgroundModes = [.remoteNotification],
    categories: [NotificationCategory] = [],
    apsEnvironment: String? = "development",
    answers: CompletionAnswers = CompletionAnswers()
  ) {
    self.bundleID = bundleID
    // The default list's set is made once.
    self.implementedCallbacks =
      implementedCallbacks == Callback.defaultImplemented ? Callback.defaultImplementedSet : Set(implementedCallbacks)
    self.implementedMask = Self.mask(self.implementedCallbacks)
    self.delegateAssignment = delegateAssignment
    self.sceneBased = sceneBased
    self.backgroundModes = backgroundModes
    self.categories = categories
    self.apsEnvironment = apsEnvironment
    self.answers = answers
  }

  /// Whether the app implements `callback` (always true for non-notification callbacks).
  public func implements(_ callback: Callback) -> Bool {
    !callback.isNotificationHandler || lists(callback)
  }

  /// Whether ``implementedCallbacks`` holds `callback`, whatever its kind.
  func lists(_ callback: Callback) -> Bool {
    implementedMask & (1 << UInt64(callback.ordinal)) != 0
  }

  private static func mask(_ callbacks: Set<Callback>) -> UInt64 {
    // `Callback` has fewer than 64 cases (a test checks it).
    callbacks.reduce(0) { $0 | 1 << UInt64($1.ordinal) }
  }
}

/// The device the app runs on.
public struct DeviceConfiguration: Hashable, Sendable {
  /// Whether the device is an Xcode simulator.
  public var isSimulator: Bool
  /// Whether the simulator can register with APNs (Xcode 14+, macOS 13, Apple silicon or T2,
  /// iOS 16 runtime). Without it registration fails with code 3010 (§6.4).
  public var simulatorSupportsRemoteRegistration: Bool
  /// Whether the app was launched from Xcode, which lifts the background push budget (§5).
  public var launchedFromXcode: Bool
  /// Whether the device starts locked.
  public var startsLocked: Bool
  /// Mixed into the device token so different devices get different tokens.
  public var tokenSeed: UInt64
  /// The local date-time on the device's clock when the simulation starts; calendar triggers
  /// match against it. Monday 5 January 2026, 09:00 by default.
  public var date: LocalDateTime
  /// The IANA identifier of the device's time zone (`TimeZone.current` on the device), `UTC` by
  /// default. An identifier the toolchain does not know falls back to `UTC`.
  public var timeZone: String
  /// How location services are authorized for the app (`CLAuthorizationStatus`); location
  /// triggers need `whenInUse` or `always` (rule LN4).
  public var locationAuthorization: LocationAuthorization
  /// Where the device is at the start; `nil` when unknown.
  public var location: Coordinate?
  /// The Focus on at the start (`Do Not Disturb`, `Work`...); `nil` when none is (rules FO1–FO3).
  public var focus: Focus?
  /// The app's Time Sensitive Notifications switch in Settings (`UNNotificationSettings.timeSensitiveSetting`);
  /// on by default. Off, time-sensitive notifications arrive as active ones (rule IL3).
  public var timeSensitiveSetting: Bool = true
  /// The app's Direct Messages switch in Settings (`UNNotificationSettings.directMessagesSetting`,
  /// [directMessagesSetting](https://developer.apple.com/documentation/usernotifications/unnotificationsettings/directmessagessetting));
  /// on by default. Off, communication notifications wait in the Scheduled Summary (rule CN3).
  public var directMessages: Bool = true
  /// The user's Scheduled Summary, `nil` when it is off (rules SS1–SS3)
  /// ([scheduledDeliverySetting](https://developer.apple.com/documentation/usernotifications/unnotificationsettings/scheduleddeliverysetting)).
  public var scheduledSummary: ScheduledSummary? = nil
  /// Apple Intelligence's Summarize and Prioritize Notifications switches, `nil` when off; the
  /// simulator only annotates the trace (rule AI1,
  /// [UserNotifications](https://developer.apple.com/documentation/usernotifications)).
  public var appleIntelligence: AppleIntelligenceNotifications? = nil
  /// Whether the ring/silent switch is set to silent: no notification sound plays, except a
  /// critical alert's (rule IL7).
  public var silentMode: Bool = false
  /// The callers the user blocked (Settings > Apps > Phone > Blocked Contacts), by the name or
  /// handle an app reports a call with: CallKit refuses their incoming calls with
  /// `CXErrorCodeIncomingCallError.filteredByBlockList` (rule VP6,
  /// https://developer.apple.com/documentation/callkit/cxerrorcodeincomingcallerror-swift.struct/filteredbyblocklist).
  public var blockedCallers: [String] = []
  /// The Apple Watch paired with the iPhone; `nil` when none is (rules WA1–WA3).
  public var watch: PairedWatch?
  /// Whether the device is connected to APNs at the start (scenario `device.online`); while
  /// offline APNs stores one notification for the app (rule AP5).
  public var startsOnline = true
  /// How many WidgetKit pushes reload the app's widgets in one day (scenario
  /// `device.widgetReloadsPerDay`, rule WG2); 70 by default, the top of Apple's typical range
  /// (https://developer.apple.com/documentation/widgetkit/keeping-a-widget-up-to-date).
  public var widgetReloadsPerDay = WidgetReloadBudget.defaultDailyLimit
  /// Whether the app registered with APNs before the simulation starts, so that the provider
  /// has its token (scenario `app.registered`); when `false` the app is newly installed and has
  /// no token until it calls `registerForRemoteNotifications()` (rule AP7).
  public var appRegisteredBeforeStart = true
  /// The provider that sends pushes through APNs: its connection, environment and topics
  /// (scenario `device.provider`).
  public var apnsProvider = APNsProvider()
  /// The Settings app's switches at the start: Background App Refresh, Low Power Mode and the
  /// app's notification switches. ``Simulator/changeSettings(_:)`` changes them later.
  public var settings: DeviceSettings
  /// The Xcode whose Simulator and `simctl` deliver simulated pushes (``DeliveryRoute/simulator``);
  /// `nil` for a current Xcode. Selects the behaviours the release notes tie to Xcode versions
  /// (rules XR1–XR4).
  public var xcode: XcodeVersion?
  /// At most this many of the app's notifications in Notification Center (the list
  /// `getDeliveredNotifications` returns); `nil`, the default, for no limit. A simulator
  /// setting, not an iOS one: Apple documents no such number for iOS, so by default nothing is
  /// ever taken out. When set, a notification filed past the limit takes the oldest one out
  /// (traced as removed), and the simulator forgets that one's record
  /// (``DeviceState/notifications``), so a run of millions of notifications keeps at most this many.
  public var notificationCenterLimit: Int? = nil

  /// Creates a device: a physical, unlocked device by default.
  public init(
    isSimulator: Bool = false, simulatorSupportsRemoteRegistration: Bool = false, launchedFromXcode: Bool = false,
    startsLocked: Bool = false, tokenSeed: UInt64 = 0, date: LocalDateTime = VirtualCalendar.defaultStart,
    timeZone: String = "UTC", locationAuthorization: LocationAuthorization = .notDetermined, location: Coordinate? = nil,
    settings: DeviceSettings = DeviceSettings(), xcode: XcodeVersion? = nil
  ) {
    self.settings = settings
    self.xcode = xcode
    self.date = date
    self.timeZone = timeZone
    self.locationAuthorization = locationAuthorization
    self.location = location
    self.isSimulator = isSimulator
    self.simulatorSupportsRemoteRegistration = simulatorSupportsRemoteRegistration
    self.launchedFromXcode = launchedFromXcode
    self.startsLocked = startsLocked
    self.tokenSeed = tokenSeed
  }
}

extension Callback {
  /// ``defaultImplemented`` as a set.
  static let defaultImplementedSet = Set(defaultImplemented)
}
