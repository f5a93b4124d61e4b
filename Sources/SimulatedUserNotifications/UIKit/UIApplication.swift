public import Foundation
import NotificationSimulator

/// An object that responds to events: the base class of the app delegate and the application.
///
/// Models [`UIResponder`](https://developer.apple.com/documentation/uikit/uiresponder), as far as
/// an `AppDelegate: UIResponder` needs it to compile.
@MainActor open class UIResponder: NSObject {
  /// Creates a responder.
  ///
  /// Models [`init()`](https://developer.apple.com/documentation/objectivec/nsobject/init()).
  nonisolated public override init() { super.init() }
}

/// The running app as the system sees it: its state, its registration for remote notifications
/// and its icon's badge.
///
/// Models the notification slice of [`UIApplication`](https://developer.apple.com/documentation/uikit/uiapplication).
/// One exists for each launch of the simulated app; `shared` is the one of the process running
/// the code.
@MainActor open class UIApplication: UIResponder {
  weak var process: UIKitProcess?

  init(process: UIKitProcess?) {
    self.process = process
    super.init()
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
  public var delegate: (any UIApplicationDelegate)? { process?.appDelegate }

  /// The app's state now.
  ///
  /// Models [`applicationState`](https://developer.apple.com/documentation/uikit/uiapplication/applicationstate).
  /// The simulator's suspended state reads as `.background`, as it does to code that runs then.
  public var applicationState: State {
    guard let runtime = process?.runtime else { return .background }
    return State(simulated: runtime.read { $0.state })
  }

  /// Asks iOS for a device token; the app delegate's
  /// `application(_:didRegisterForRemoteNotificationsWithDeviceToken:)` or
  /// `application(_:didFailToRegisterForRemoteNotificationsWithError:)` follows.
  ///
  /// Models [`registerForRemoteNotifications()`](https://developer.apple.com/documentation/uikit/uiapplication/registerforremotenotifications()).
  public func registerForRemoteNotifications() {
    process?.runtime?.request(.registerForRemoteNotifications, from: process)
  }

  /// Whether the app registered for remote notifications and has a device token.
  ///
  /// Models [`isRegisteredForRemoteNotifications`](https://developer.apple.com/documentation/uikit/uiapplication/isregisteredforremotenotifications).
  public var isRegisteredForRemoteNotifications: Bool {
    guard let runtime = process?.runtime else { return false }
    return runtime.read { $0.deviceToken != nil }
  }

  /// The number on the app icon; 0 for none. Deprecated in iOS 17 for
  /// `UNUserNotificationCenter.setBadgeCount(_:withCompletionHandler:)`; the simulator says so on
  /// the trace when the profile is iOS 17 or later.
  ///
  /// Models [`applicationIconBadgeNumber`](https://developer.apple.com/documentation/uikit/uiapplication/applicationiconbadgenumber).
  public var applicationIconBadgeNumber: Int {
    get { process?.runtime?.read { $0.badge ?? 0 } ?? 0 }
    set { process?.runtime?.request(.setApplicationIconBadgeNumber(newValue), from: process) }
  }

  /// The app's state.
  ///
  /// Models [`UIApplication.State`](https://developer.apple.com/documentation/uikit/uiapplication/state).
  public enum State: Int, Sendable {
    /// In the foreground, receiving events.
    case active = 0
    /// In the foreground, not receiving events (launching, or interrupted).
    case inactive = 1
    /// In the background.
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
