public import Foundation
import NotificationSimulator

/// An object that responds to events: the base class of the app delegate and the application.
///
/// Models [`UIResponder`](https://developer.apple.com/documentation/uikit/uiresponder), as far as
/// an `AppDelegate: UIResponder` needs it to compile. Main-actor isolated and `@preconcurrency`,
/// as the SDK's Objective-C import of UIKit is: Swift 5 code that touches it from a nonisolated
/// method gets warnings, not errors, and its initializer is main-actor isolated, so a subclass in
/// a module with `.defaultIsolation(MainActor.self)` (Xcode 26's default) overrides it as is.
@preconcurrency @MainActor open class UIResponder: NSObject {
  /// Creates a responder.
  ///
  /// Models [`init()`](https://developer.apple.com/documentation/objectivec/nsobject/init()).
  public override init() { super.init() }
}

/// The running app as the system sees it: its state, its registration for remote notifications
/// and its icon's badge.
///
/// Models the notification slice of [`UIApplication`](https://developer.apple.com/documentation/uikit/uiapplication).
/// One exists for each launch of the simulated app; `shared` is the one of the process running
/// the code. Main-actor isolated and `@preconcurrency`, as the SDK imports it.
@preconcurrency @MainActor open class UIApplication: UIResponder {
  weak var process: UIKitProcess?
  /// The delegate the app set itself, which replaces the one the launch created.
  private weak var assignedDelegate: (any UIApplicationDelegate)?
  private var delegateWasAssigned = false
  /// The background tasks begun and not yet ended; read from any thread, as the SDK allows.
  nonisolated let backgroundTasks = BackgroundTasks()

  init(process: UIKitProcess?) {
    self.process = process
    super.init()
    LifeCycleNotifications.install()
  }

  /// The app's application object.
  ///
  /// Models [`shared`](https://developer.apple.com/documentation/uikit/uiapplication/shared).
  /// Outside a simulated app it is an application with no device: `applicationState` is
  /// `.background` and its calls do nothing.
  public class var shared: UIApplication {
    AppRuntime.current?.process?.application ?? detached
  }

  private static let detached = UIApplication(process: nil)

  /// The app delegate of this launch.
  ///
  /// Models [`delegate`](https://developer.apple.com/documentation/uikit/uiapplication/delegate).
  /// Settable, as in the SDK, where the property is `unowned(unsafe)`: here it is weak, so the
  /// app keeps the object it sets alive. The simulator goes on calling the delegate the launch
  /// created (the one the test's factory made), as iOS calls the object `UIApplicationMain`
  /// made; reading the property gives the one set.
  public var delegate: (any UIApplicationDelegate)? {
    get { delegateWasAssigned ? assignedDelegate : process?.appDelegate }
    set {
      delegateWasAssigned = true
      assignedDelegate = newValue
    }
  }

  /// The app's state now.
  ///
  /// Models [`applicationState`](https://developer.apple.com/documentation/uikit/uiapplication/applicationstate).
  /// The simulator's suspended state reads as `.background`, as it does to code that runs then.
  public var applicationState: State {
    guard let runtime = process?.runtime else { return .background }
    return State(simulated: runtime.read { $0.process.state })
  }

  /// Asks iOS for a device token; the app delegate's
  /// `application(_:didRegisterForRemoteNotificationsWithDeviceToken:)` or
  /// `application(_:didFailToRegisterForRemoteNotificationsWithError:)` follows.
  ///
  /// Models [`registerForRemoteNotifications()`](https://developer.apple.com/documentation/uikit/uiapplication/registerforremotenotifications()).
  public func registerForRemoteNotifications() {
    unregistered = false
    process?.runtime?.request(.registerForRemoteNotifications, from: process)
  }

  /// Whether the app registered for remote notifications and has a device token.
  ///
  /// Models [`isRegisteredForRemoteNotifications`](https://developer.apple.com/documentation/uikit/uiapplication/isregisteredforremotenotifications).
  /// `false` after ``unregisterForRemoteNotifications()`` until the app registers again.
  public var isRegisteredForRemoteNotifications: Bool {
    guard let runtime = process?.runtime, !unregistered else { return false }
    return runtime.read { $0.device.deviceToken != nil }
  }

  private var unregistered = false

  /// Stops the app receiving remote notifications through APNs.
  ///
  /// Models [`unregisterForRemoteNotifications()`](https://developer.apple.com/documentation/uikit/uiapplication/unregisterforremotenotifications()).
  /// Apple advises calling it only when the app stops supporting remote notifications, and says
  /// an app so unregistered can register again. Here ``isRegisteredForRemoteNotifications`` reads
  /// `false` until the app calls ``registerForRemoteNotifications()`` again; the simulated device
  /// keeps its token, so pushes sent in the test still arrive (what APNs does with pushes to an
  /// unregistered app is not modelled).
  public func unregisterForRemoteNotifications() {
    unregistered = true
  }

  /// The number on the app icon; 0 for none. Deprecated in iOS 17 for
  /// `UNUserNotificationCenter.setBadgeCount(_:withCompletionHandler:)`; the simulator says so on
  /// the trace when the profile is iOS 17 or later.
  ///
  /// Models [`applicationIconBadgeNumber`](https://developer.apple.com/documentation/uikit/uiapplication/applicationiconbadgenumber).
  public var applicationIconBadgeNumber: Int {
    get { process?.runtime?.read { $0.device.badge ?? 0 } ?? 0 }
    set { process?.runtime?.request(.setApplicationIconBadgeNumber(newValue), from: process) }
  }

  /// The app's state.
  ///
  /// Models [`UIApplication.State`](https://developer.apple.com/documentation/uikit/uiapplication/state).
  public enum State: Int, Sendable {
    /// In the foreground, receiving events.
    /// Models [`active`](https://developer.apple.com/documentation/uikit/uiapplication/state/active).
    case active = 0
    /// In the foreground, not receiving events (launching, or interrupted).
    /// Models [`inactive`](https://developer.apple.com/documentation/uikit/uiapplication/state/inactive).
    case inactive = 1
    /// In the background.
    /// Models [`background`](https://developer.apple.com/documentation/uikit/uiapplication/state/background).
    case background = 2

    init(simulated state: AppState) {
      switch state {
      case .active: self = .active
      case .inactive: self = .inactive
      default: self = .background
      }
    }
  }

  /// The keys of `launchOptions`.
  ///
  /// Models [`UIApplication.LaunchOptionsKey`](https://developer.apple.com/documentation/uikit/uiapplication/launchoptionskey).
  public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
    /// The key's string.
    ///
    /// Models [`rawValue`](https://developer.apple.com/documentation/uikit/uiapplication/launchoptionskey/rawvalue).
    public var rawValue: String
    /// Wraps a string.
    ///
    /// Models [`init(rawValue:)`](https://developer.apple.com/documentation/uikit/uiapplication/launchoptionskey/init(rawvalue:)).
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The payload of the remote notification that launched the app, a `[AnyHashable: Any]`.
    ///
    /// Models [`remoteNotification`](https://developer.apple.com/documentation/uikit/uiapplication/launchoptionskey/remotenotification);
    /// deprecated in iOS 26, where `UNUserNotificationCenterDelegate` is the way.
    public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
    /// The local notification that launched the app (a `UILocalNotification` before iOS 10;
    /// here the `UNNotificationRequest`).
    ///
    /// Models [`localNotification`](https://developer.apple.com/documentation/uikit/uiapplication/launchoptionskey/localnotification).
    public static let localNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsLocalNotificationKey")
  }
}
