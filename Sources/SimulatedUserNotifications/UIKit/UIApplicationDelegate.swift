public import Foundation

/// The app's delegate: its launch, its moves between foreground and background, its
/// registration for remote notifications and the remote notifications it receives.
///
/// Models the notification slice of [`UIApplicationDelegate`](https://developer.apple.com/documentation/uikit/uiapplicationdelegate).
/// Every method is optional, as in the SDK: each has a default, and a call site written for
/// Apple's `@objc optional` methods, `delegate.application?(app, didFinishLaunchingWithOptions: nil)`,
/// compiles (see <doc:apple-api-coverage>). The app's delegate is created anew at each launch by
/// the factory the test gives, and is gone when the app is terminated. Main-actor isolated and
/// `@preconcurrency`, as the SDK imports it.
@preconcurrency @MainActor public protocol UIApplicationDelegate: NSObjectProtocol {
  /// Launch has begun.
  ///
  /// Models [`application(_:willFinishLaunchingWithOptions:)`](https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:willfinishlaunchingwithoptions:)).
  func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
  /// Launch is almost done: the place to set the notification center's delegate and categories.
  ///
  /// Models [`application(_:didFinishLaunchingWithOptions:)`](https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:didfinishlaunchingwithoptions:)).
  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
  /// The app became active.
  ///
  /// Models [`applicationDidBecomeActive(_:)`](https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationdidbecomeactive(_:)).
  func applicationDidBecomeActive(_ application: UIApplication)
  /// The app is about to become inactive.
  ///
  /// Models [`applicationWillResignActive(_:)`](https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationwillresignactive(_:)).
  func applicationWillResignActive(_ application: UIApplication)
  /// The app entered the background.
  ///
  /// Models [`applicationDidEnterBackground(_:)`](https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationdidenterbackground(_:)).
  func applicationDidEnterBackground(_ application: UIApplication)
  /// The app is about to enter the foreground.
  ///
  /// Models [`applicationWillEnterForeground(_:)`](https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationwillenterforeground(_:)).
  func applicationWillEnterForeground(_ application: UIApplication)
  /// The app is about to be terminated.
  ///
  /// Models [`applicationWillTerminate(_:)`](https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationwillterminate(_:)).
  func applicationWillTerminate(_ application: UIApplication)
  /// Registration succeeded: the device token to send to the provider.
  ///
  /// Models [`application(_:didRegisterForRemoteNotificationsWithDeviceToken:)`](https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:didregisterforremotenotificationswithdevicetoken:)).
  func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)
  /// Registration failed.
  ///
  /// Models [`application(_:didFailToRegisterForRemoteNotificationsWithError:)`](https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:didfailtoregisterforremotenotificationswitherror:)).
  func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error)
  /// A remote notification with `content-available` arrived: fetch what it announces and call
  /// the handler within 30 seconds of virtual time.
  ///
  /// Models [`application(_:didReceiveRemoteNotification:fetchCompletionHandler:)`](https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:didreceiveremotenotification:fetchcompletionhandler:)).
  func application(
    _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
    fetchCompletionHandler completionHandler: @escaping @Sendable (UIBackgroundFetchResult) -> Void)
  /// The `async` form of `application(_:didReceiveRemoteNotification:fetchCompletionHandler:)`.
  ///
  /// Models [`application(_:didReceiveRemoteNotification:)`](https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:didreceiveremotenotification:fetchcompletionhandler:)).
  func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]) async
    -> UIBackgroundFetchResult
  /// A remote notification arrived while the app ran (deprecated in iOS 10; iOS calls it only
  /// when the fetch form is absent).
  ///
  /// Models [`application(_:didReceiveRemoteNotification:)`](https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:didreceiveremotenotification:)).
  func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any])
  /// The configuration of a new scene; a scene-based app returns its scene delegate class here.
  ///
  /// Models [`application(_:configurationForConnecting:options:)`](https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:configurationforconnecting:options:)).
  /// The simulator creates the scene delegate with the factory the test gives, so the class in
  /// the configuration is not read.
  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions) -> UISceneConfiguration
  /// The user closed scenes of the app (in the app switcher); their sessions are gone.
  ///
  /// Models [`application(_:didDiscardSceneSessions:)`](https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:diddiscardscenesessions:)).
  /// The simulated app's one scene is never discarded, so the simulator does not call it.
  func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
  /// The app's main window, read through the protocol as `delegate.window??`.
  ///
  /// Models [`window`](https://developer.apple.com/documentation/uikit/uiapplicationdelegate/window).
  /// Apple's optional `var window: UIWindow? { get set }` reads as `UIWindow??` through the
  /// protocol; Swift on Linux has no optional requirements, so the requirement here is that
  /// `UIWindow??`, read-only, and its default finds the delegate's own stored
  /// `var window: UIWindow?`, the line of nearly every app delegate. On the delegate's own type
  /// `window` is that stored property, read and written as usual.
  var window: UIWindow?? { get }
}

extension UIApplicationDelegate {
  /// The app's entry point for `@main`: on iOS it runs `UIApplicationMain`. Here the app runs
  /// inside a test's `NotificationTester`, so it writes how to set one up to standard error and
  /// exits with status 1.
  ///
  /// Models [`main()`](https://developer.apple.com/documentation/uikit/uiapplicationdelegate/main()).
  @MainActor @preconcurrency public static func main() {
    FileHandle.standardError.write(Data(Self.mainMessage.utf8))
    exit(1)
  }

  /// What ``main()`` writes.
  static var mainMessage: String {
    "SimulatedUserNotifications: \(Self.self).main() starts the app on iOS. On Linux the app runs in a test: create NotificationTester(appDelegate: { \(Self.self)() }) in the test target and drive it (launch, push, tap).\n"
  }

  /// The delegate's stored `window`, found by reflection; `nil` (no such property) when it has none.
  public var window: UIWindow?? { StoredWindow.find(in: self) }

  /// Does nothing.
  public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
}

extension UIApplicationDelegate {
  /// Returns `true`.
  public func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
  /// Returns `true`.
  public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
  /// Does nothing.
  public func applicationDidBecomeActive(_ application: UIApplication) {}
  /// Does nothing.
  public func applicationWillResignActive(_ application: UIApplication) {}
  /// Does nothing.
  public func applicationDidEnterBackground(_ application: UIApplication) {}
  /// Does nothing.
  public func applicationWillEnterForeground(_ application: UIApplication) {}
  /// Does nothing.
  public func applicationWillTerminate(_ application: UIApplication) {}
  /// Does nothing.
  public func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {}
  /// Does nothing.
  public func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error) {}

  /// Forwards to the `async` form, as the SDK does for an app that implements only that form.
  public func application(
    _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
    fetchCompletionHandler completionHandler: @escaping @Sendable (UIBackgroundFetchResult) -> Void
  ) {
    DefaultImplementations.ran()
    let info = UncheckedBox(userInfo)
    UNUserNotificationCenter.current().runAsync {
      await self.application(application, didReceiveRemoteNotification: info.value)
    } then: { completionHandler($0) }
  }

  /// Not implemented: answers `.noData`.
  public func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]) async
    -> UIBackgroundFetchResult
  {
    DefaultImplementations.ran()
    return .noData
  }

  /// Not implemented: does nothing.
  public func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]) {
    DefaultImplementations.ran()
  }

  /// The default configuration for the session's role.
  public func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
  }
}
