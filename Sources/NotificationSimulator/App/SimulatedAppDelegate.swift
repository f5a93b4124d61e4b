/// The app's own code, run inside the simulator at the moment iOS would call it.
///
/// Models an app delegate that adopts both `UIApplicationDelegate` and
/// `UNUserNotificationCenterDelegate`, as most apps' `AppDelegate` does. Each method mirrors one
/// Apple callback, in the simulator's value types; every method has a default, so a conformance
/// implements only what the app implements. The defaults answer completion handlers from
/// ``AppContext/answers`` (the app's ``AppConfiguration/answers``).
///
/// The simulator keeps the delegate as a value and calls its mutating methods in order, so the
/// delegate's stored properties record what the app decided (the deep links it opened, the
/// badge it set), and a test reads them back from ``AppProcessState/appDelegate``.
///
///     struct Router: SimulatedAppDelegate {
///       var opened: [String] = []
///       mutating func didReceive(
///         _ response: NotificationResponse, notification: DeliveredNotification, context: inout AppContext
///       ) -> CompletionTiming {
///         opened.append(response.actionIdentifier)
///         return .immediately
///       }
///     }
///
/// Whether iOS calls a method still follows the app's ``AppConfiguration``: a callback missing
/// from ``AppConfiguration/implementedCallbacks``, or a `UNUserNotificationCenter` method before
/// the delegate is assigned, is traced as skipped and never reaches the delegate.
public protocol SimulatedAppDelegate: Sendable {
  /// `application(_:didFinishLaunchingWithOptions:)`.
  ///
  /// - Parameters:
  ///   - launchOptions: The launch options; `nil` when iOS passes `nil` (a launch from the icon,
  ///     or any launch of a scene-based app).
  ///   - context: What the app can see and ask for while the method runs.
  mutating func didFinishLaunching(launchOptions: LaunchOptions?, context: inout AppContext)

  /// `scene(_:willConnectTo:options:)` with `connectionOptions.notificationResponse`.
  mutating func sceneWillConnect(notificationResponse: NotificationResponse?, context: inout AppContext)

  /// `applicationWillEnterForeground(_:)`: an app without scenes is about to leave the background.
  mutating func willEnterForeground(context: inout AppContext)

  /// `applicationDidBecomeActive(_:)`.
  ///
  /// Also called for `sceneDidBecomeActive(_:)` in a scene-based app, unless the conformance
  /// implements ``sceneDidBecomeActive(context:)``: the default of that method calls this one, so
  /// code written before the scene methods existed keeps hearing it.
  mutating func didBecomeActive(context: inout AppContext)

  /// `applicationWillResignActive(_:)`: an active app without scenes is about to become inactive.
  mutating func willResignActive(context: inout AppContext)

  /// `applicationDidEnterBackground(_:)`.
  ///
  /// Also called for `sceneDidEnterBackground(_:)` in a scene-based app, unless the conformance
  /// implements ``sceneDidEnterBackground(context:)``, whose default calls this one.
  mutating func didEnterBackground(context: inout AppContext)

  /// `applicationWillTerminate(_:)`: the process is about to end while the app runs code.
  ///
  /// Called when the trace records it; no life-cycle plan records it yet (the behaviour reference
  /// has no fact on when iOS calls it for a notification-driven app), so today it never runs.
  mutating func willTerminate(context: inout AppContext)

  /// `sceneWillEnterForeground(_:)` of `UISceneDelegate`: the scene is about to come to the
  /// foreground, after `scene(_:willConnectTo:options:)` when it has just connected.
  mutating func sceneWillEnterForeground(context: inout AppContext)

  /// `sceneDidBecomeActive(_:)` of `UISceneDelegate`. The default calls
  /// ``didBecomeActive(context:)``.
  mutating func sceneDidBecomeActive(context: inout AppContext)

  /// `sceneWillResignActive(_:)` of `UISceneDelegate`: the active scene is about to become inactive.
  mutating func sceneWillResignActive(context: inout AppContext)

  /// `sceneDidEnterBackground(_:)` of `UISceneDelegate`. The default calls
  /// ``didEnterBackground(context:)``.
  mutating func sceneDidEnterBackground(context: inout AppContext)

  /// `userNotificationCenter(_:willPresent:withCompletionHandler:)`: the options passed to the
  /// completion handler, and when it is called.
  mutating func willPresent(_ notification: DeliveredNotification, context: inout AppContext)
    -> CompletionAnswer<PresentationOptions>

  /// `userNotificationCenter(_:didReceive:withCompletionHandler:)`: when the completion handler
  /// is called.
  mutating func didReceive(
    _ response: NotificationResponse, notification: DeliveredNotification, context: inout AppContext
  ) -> CompletionTiming

  /// `application(_:didReceiveRemoteNotification:fetchCompletionHandler:)`: the
  /// `UIBackgroundFetchResult` passed to the fetch handler, and when it is called.
  mutating func didReceiveRemoteNotification(_ notification: DeliveredNotification, context: inout AppContext)
    -> CompletionAnswer<BackgroundFetchResult>

  /// `application(_:handleActionWithIdentifier:forRemoteNotification:completionHandler:)` and its
  /// local and `withResponseInfo` variants (iOS 8 and 9): when the completion handler is called.
  mutating func handleAction(
    _ response: NotificationResponse, notification: DeliveredNotification, context: inout AppContext
  ) -> CompletionTiming

  /// `application(_:didRegisterForRemoteNotificationsWithDeviceToken:)`.
  mutating func didRegisterForRemoteNotifications(deviceToken: DeviceToken, context: inout AppContext)

  /// `application(_:didFailToRegisterForRemoteNotificationsWithError:)`.
  mutating func didFailToRegisterForRemoteNotifications(error: RegistrationError, context: inout AppContext)
}

extension SimulatedAppDelegate {
  /// Does nothing.
  public mutating func didFinishLaunching(launchOptions: LaunchOptions?, context: inout AppContext) {}
  /// Does nothing.
  public mutating func sceneWillConnect(notificationResponse: NotificationResponse?, context: inout AppContext) {}
  /// Does nothing.
  public mutating func willEnterForeground(context: inout AppContext) {}
  /// Does nothing.
  public mutating func didBecomeActive(context: inout AppContext) {}
  /// Does nothing.
  public mutating func willResignActive(context: inout AppContext) {}
  /// Does nothing.
  public mutating func didEnterBackground(context: inout AppContext) {}
  /// Does nothing.
  public mutating func willTerminate(context: inout AppContext) {}
  /// Does nothing.
  public mutating func sceneWillEnterForeground(context: inout AppContext) {}
  /// Calls ``didBecomeActive(context:)``, which stood for both methods before the scene methods
  /// existed.
  public mutating func sceneDidBecomeActive(context: inout AppContext) { didBecomeActive(context: &context) }
  /// Does nothing.
  public mutating func sceneWillResignActive(context: inout AppContext) {}
  /// Calls ``didEnterBackground(context:)``, which stood for both methods before the scene
  /// methods existed.
  public mutating func sceneDidEnterBackground(context: inout AppContext) { didEnterBackground(context: &context) }
  /// Answers ``CompletionAnswers/willPresentByNotification`` for the notification, else
  /// ``CompletionAnswers/willPresent``, from `context.answers`.
  public mutating func willPresent(_ notification: DeliveredNotification, context: inout AppContext)
    -> CompletionAnswer<PresentationOptions>
  {
    context.answers.willPresentByNotification[notification.id] ?? context.answers.willPresent
  }
  /// Answers ``CompletionAnswers/didReceive`` from `context.answers`.
  public mutating func didReceive(
    _ response: NotificationResponse, notification: DeliveredNotification, context: inout AppContext
  ) -> CompletionTiming {
    context.answers.didReceive
  }
  /// Answers ``CompletionAnswers/fetch`` from `context.answers`.
  public mutating func didReceiveRemoteNotification(_ notification: DeliveredNotification, context: inout AppContext)
    -> CompletionAnswer<BackgroundFetchResult>
  {
    context.answers.fetch
  }
  /// Answers ``CompletionAnswers/handleAction`` from `context.answers`.
  public mutating func handleAction(
    _ response: NotificationResponse, notification: DeliveredNotification, context: inout AppContext
  ) -> CompletionTiming {
    context.answers.handleAction
  }
  /// Does nothing.
  public mutating func didRegisterForRemoteNotifications(deviceToken: DeviceToken, context: inout AppContext) {}
  /// Does nothing.
  public mutating func didFailToRegisterForRemoteNotifications(error: RegistrationError, context: inout AppContext) {}
}

/// An app delegate with no code of its own: every method keeps its default.
///
/// Models an `AppDelegate` whose completion handlers are answered as ``AppConfiguration/answers``
/// says; use it when a test only asserts which callbacks iOS makes.
public struct ConfiguredAppDelegate: SimulatedAppDelegate {
  /// Creates the delegate.
  public init() {}
}

/// What `launchOptions` of `application(_:didFinishLaunchingWithOptions:)` carries.
///
/// Models the `[UIApplication.LaunchOptionsKey: Any]` dictionary as far as notifications go.
public struct LaunchOptions: Hashable, Sendable {
  /// The identifier of the notification that launched the app, if any.
  public var notificationID: String?
  /// `launchOptions[.remoteNotification]`: the `userInfo` of the remote notification that
  /// launched the app.
  public var remoteNotification: JSONObject?
  /// `launchOptions[.localNotification]`: the local notification that launched the app
  /// (a `UILocalNotification` before iOS 10).
  public var localNotification: LocalNotificationRequest?

  /// Creates launch options; all empty by default (`[:]`).
  public init(
    notificationID: String? = nil, remoteNotification: JSONObject? = nil,
    localNotification: LocalNotificationRequest? = nil
  ) {
    self.notificationID = notificationID
    self.remoteNotification = remoteNotification
    self.localNotification = localNotification
  }
}

/// What the app can read and do while one of its callbacks runs.
///
/// Models the parts of `UIApplication.shared` and `UNUserNotificationCenter.current()` that
/// notification code touches: `applicationState`, the badge, the authorization status. Changes
/// the app asks for (``setBadgeCount(_:)``) take effect when the callback returns.
public struct AppContext: Sendable {
  /// `UIApplication.shared.applicationState`, extended with the simulator's states.
  public let state: AppState
  /// The virtual time of the call.
  public let now: SimulatedInstant
  /// The iOS version.
  public let profile: Profile
  /// `UNNotificationSettings.authorizationStatus`.
  public let authorizationStatus: AuthorizationStatus
  /// The app icon's badge (`applicationIconBadgeNumber`); `nil` when none was set.
  public private(set) var badge: Int?
  /// The answers the app is configured with; the default implementations return them.
  public let answers: CompletionAnswers
  /// The badge count the app asked for during this call, if any.
  public private(set) var requestedBadge: Int?

  /// Creates a context.
  public init(
    state: AppState, now: SimulatedInstant = .zero, profile: Profile = .defaultProfile,
    authorizationStatus: AuthorizationStatus = .notDetermined, badge: Int? = nil,
    answers: CompletionAnswers = CompletionAnswers()
  ) {
    self.state = state
    self.now = now
    self.profile = profile
    self.authorizationStatus = authorizationStatus
    self.badge = badge
    self.answers = answers
  }

  /// `UNUserNotificationCenter.setBadgeCount(_:withCompletionHandler:)` (iOS 16), or setting
  /// `UIApplication.applicationIconBadgeNumber` before it: sets the app icon's badge.
  /// Negative counts are treated as 0, which clears the badge.
  public mutating func setBadgeCount(_ count: Int) {
    requestedBadge = max(0, count)
    badge = requestedBadge
  }
}
