public import NotificationSimulator

/// A callback a test expects iOS to make, with the arguments it expects, or any arguments.
///
/// Matches one traced call of an `UIApplicationDelegate`, `UISceneDelegate` or
/// `UNUserNotificationCenterDelegate` method (`Callback`). Build one with the static members,
/// named after Apple's methods:
///
///     tester.expect(.willPresent("n1"))
///     tester.expect(.didReceive("n1", action: "VIEW"))
///     tester.expect(.willFinishLaunching, .didFinishLaunching, .didBecomeActive)
public struct ExpectedCallback: Hashable, Sendable, CustomStringConvertible {
  /// The method.
  public var callback: Callback
  /// The arguments, as the trace records them; `nil` matches any arguments.
  public var arguments: [TraceArgument]?

  /// Expects `callback`, with `arguments` or (when `nil`) any arguments.
  public init(_ callback: Callback, arguments: [TraceArgument]? = nil) {
    self.callback = callback
    self.arguments = arguments
  }

  /// Whether a traced call matches: the same method, and arguments that read the same in the
  /// trace (so a failure's diff always shows the difference). The content the handler was
  /// handed (title, body, `userInfo` keys, category) is compared only when the expected
  /// arguments list it.
  public func matches(_ callback: Callback, _ arguments: [TraceArgument]) -> Bool {
    guard self.callback == callback else { return false }
    guard let expected = self.arguments else { return true }
    let compared = expected.contains(where: \.isHandedContent) ? arguments : arguments.filter { !$0.isHandedContent }
    // Equal values print alike, so only arguments that differ as values are compared as text
    // (a value read from a file and one built in code can differ in ways the text does not show).
    guard expected.count == compared.count else { return false }
    return zip(expected, compared).allSatisfy { $0 == $1 || $0.description == $1.description }
  }

  /// The selector and arguments, as a trace line shows them; the selector alone when any
  /// arguments match.
  public var description: String {
    guard let arguments, !arguments.isEmpty else { return callback.selector }
    return callback.selector + " " + arguments.map(\.description).joined(separator: " ")
  }
}

extension ExpectedCallback {
  // MARK: Life cycle

  /// `application(_:willFinishLaunchingWithOptions:)`, with any launch options.
  public static let willFinishLaunching = ExpectedCallback(.willFinishLaunching)
  /// `application(_:didFinishLaunchingWithOptions:)`, with any launch options.
  public static let didFinishLaunching = ExpectedCallback(.didFinishLaunching)
  /// `application(_:didFinishLaunchingWithOptions:)` with `launchOptions` `nil`: a launch from
  /// the icon, or a scene-based app.
  public static let didFinishLaunchingWithoutOptions = ExpectedCallback(
    .didFinishLaunching, arguments: [.launchOptions(nil, notificationID: nil, isNil: true)])
  /// `applicationWillEnterForeground(_:)`.
  public static let willEnterForeground = ExpectedCallback(.willEnterForeground)
  /// `applicationDidBecomeActive(_:)`.
  public static let didBecomeActive = ExpectedCallback(.didBecomeActive)
  /// `applicationWillResignActive(_:)`.
  public static let willResignActive = ExpectedCallback(.willResignActive)
  /// `applicationDidEnterBackground(_:)`.
  public static let didEnterBackground = ExpectedCallback(.didEnterBackground)
  /// `applicationWillTerminate(_:)`.
  public static let willTerminate = ExpectedCallback(.willTerminate)

  // MARK: Scenes (iOS 13+)

  /// `scene(_:willConnectTo:options:)`, with any connection options.
  public static let sceneWillConnect = ExpectedCallback(.sceneWillConnect)
  /// `scene(_:willConnectTo:options:)` with `connectionOptions.notificationResponse` set to
  /// `response`, or `nil` when the scene connects for no notification (the icon, or a return to
  /// the foreground after a launch in the background).
  public static func sceneWillConnect(notificationResponse response: NotificationResponse?) -> ExpectedCallback {
    ExpectedCallback(.sceneWillConnect, arguments: [.connectionResponse(response)])
  }
  /// `sceneWillEnterForeground(_:)`.
  public static let sceneWillEnterForeground = ExpectedCallback(.sceneWillEnterForeground)
  /// `sceneDidBecomeActive(_:)`.
  public static let sceneDidBecomeActive = ExpectedCallback(.sceneDidBecomeActive)
  /// `sceneWillResignActive(_:)`.
  public static let sceneWillResignActive = ExpectedCallback(.sceneWillResignActive)
  /// `sceneDidEnterBackground(_:)`.
  public static let sceneDidEnterBackground = ExpectedCallback(.sceneDidEnterBackground)

  /// `application(_:didFinishLaunchingWithOptions:)` with `launchOptions[.remoteNotification]`
  /// holding the notification `id`.
  public static func didFinishLaunching(remoteNotification id: String) -> ExpectedCallback {
    ExpectedCallback(
      .didFinishLaunching, arguments: [.launchOptions(.remoteNotification, notificationID: id, isNil: false)])
  }

  /// `application(_:didFinishLaunchingWithOptions:)` with `launchOptions[.localNotification]`
  /// holding the notification `id`.
  public static func didFinishLaunching(localNotification id: String) -> ExpectedCallback {
    ExpectedCallback(
      .didFinishLaunching, arguments: [.launchOptions(.localNotification, notificationID: id, isNil: false)])
  }

  // MARK: Notifications

  /// `userNotificationCenter(_:willPresent:withCompletionHandler:)` for the notification `id`.
  public static func willPresent(_ id: String) -> ExpectedCallback {
    ExpectedCallback(.willPresent, arguments: [.notification(id)])
  }

  /// `userNotificationCenter(_:didReceive:withCompletionHandler:)` with a response to the
  /// notification `id`: `UNNotificationDefaultActionIdentifier` (a tap) unless `action` says
  /// otherwise, and the `userText` of a `UNTextInputNotificationResponse`.
  public static func didReceive(
    _ id: String, action: String = NotificationResponse.defaultActionIdentifier, userText: String? = nil
  ) -> ExpectedCallback {
    ExpectedCallback(
      .didReceive,
      arguments: [.response(NotificationResponse(notificationID: id, actionIdentifier: action, userText: userText))])
  }

  /// `userNotificationCenter(_:didReceive:withCompletionHandler:)` with
  /// `UNNotificationDismissActionIdentifier` for the notification `id`.
  public static func didDismiss(_ id: String) -> ExpectedCallback {
    didReceive(id, action: NotificationResponse.dismissActionIdentifier)
  }

  /// `application(_:didReceiveRemoteNotification:fetchCompletionHandler:)` for the notification
  /// `id`, called while `applicationState` is `state`: `Callback.didReceiveRemoteNotificationWithFetch`,
  /// `"didReceiveRemoteNotificationWithFetch"` in a scenario file.
  public static func didReceiveRemoteNotificationWithFetch(_ id: String, state: AppState) -> ExpectedCallback {
    ExpectedCallback(.didReceiveRemoteNotificationWithFetch, arguments: [.notification(id), .state(state)])
  }

  /// The deprecated `application(_:didReceiveRemoteNotification:)`, without a completion handler,
  /// for the notification `id`, called while `applicationState` is `state`:
  /// `Callback.didReceiveRemoteNotification`, `"didReceiveRemoteNotification"` in a scenario file.
  public static func didReceiveRemoteNotificationWithoutFetch(_ id: String, state: AppState) -> ExpectedCallback {
    ExpectedCallback(.didReceiveRemoteNotification, arguments: [.notification(id), .state(state)])
  }

  /// The old spelling of ``didReceiveRemoteNotificationWithFetch(_:state:)``: it always meant the
  /// fetch variant, which scenario files call `didReceiveRemoteNotificationWithFetch`.
  @available(*, deprecated, renamed: "didReceiveRemoteNotificationWithFetch(_:state:)", message: "it means the fetch variant; for application(_:didReceiveRemoteNotification:) use didReceiveRemoteNotificationWithoutFetch(_:state:)")
  public static func didReceiveRemoteNotification(_ id: String, state: AppState) -> ExpectedCallback {
    didReceiveRemoteNotificationWithFetch(id, state: state)
  }

  // MARK: Registration

  /// `application(_:didRegisterForRemoteNotificationsWithDeviceToken:)`, with any token.
  public static let didRegisterForRemoteNotifications = ExpectedCallback(.didRegisterForRemoteNotifications)

  /// `application(_:didRegisterForRemoteNotificationsWithDeviceToken:)` with `deviceToken`.
  public static func didRegisterForRemoteNotifications(deviceToken: DeviceToken) -> ExpectedCallback {
    ExpectedCallback(.didRegisterForRemoteNotifications, arguments: [.deviceToken(deviceToken)])
  }

  /// `application(_:didFailToRegisterForRemoteNotificationsWithError:)` with `error`.
  public static func didFailToRegisterForRemoteNotifications(error: RegistrationError) -> ExpectedCallback {
    ExpectedCallback(.didFailToRegisterForRemoteNotifications, arguments: [.error(error)])
  }
}
