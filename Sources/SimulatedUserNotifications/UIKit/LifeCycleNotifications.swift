public import Foundation
import NotificationSimulator

extension UIApplication {
  /// Posted when the app becomes active, after the app delegate's `applicationDidBecomeActive(_:)`
  /// (or, in a scene-based app, the scene delegate's `sceneDidBecomeActive(_:)`).
  ///
  /// Models [`didBecomeActiveNotification`](https://developer.apple.com/documentation/uikit/uiapplication/didbecomeactivenotification).
  /// Posted to `NotificationCenter.default` on the main actor, with the application as its object.
  nonisolated public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
  /// Posted when the app is about to become inactive, after `applicationWillResignActive(_:)`
  /// (or `sceneWillResignActive(_:)`).
  ///
  /// Models [`willResignActiveNotification`](https://developer.apple.com/documentation/uikit/uiapplication/willresignactivenotification).
  nonisolated public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
  /// Posted when the app entered the background, after `applicationDidEnterBackground(_:)`
  /// (or `sceneDidEnterBackground(_:)`).
  ///
  /// Models [`didEnterBackgroundNotification`](https://developer.apple.com/documentation/uikit/uiapplication/didenterbackgroundnotification).
  nonisolated public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
  /// Posted when the app is about to enter the foreground, after
  /// `applicationWillEnterForeground(_:)` (or `sceneWillEnterForeground(_:)`).
  ///
  /// Models [`willEnterForegroundNotification`](https://developer.apple.com/documentation/uikit/uiapplication/willenterforegroundnotification).
  nonisolated public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
  /// Posted when the app is about to be terminated, after `applicationWillTerminate(_:)`.
  ///
  /// Models [`willTerminateNotification`](https://developer.apple.com/documentation/uikit/uiapplication/willterminatenotification).
  nonisolated public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
  /// Posted when launch has finished, after `application(_:didFinishLaunchingWithOptions:)`.
  ///
  /// Models [`didFinishLaunchingNotification`](https://developer.apple.com/documentation/uikit/uiapplication/didfinishlaunchingnotification).
  nonisolated public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")

  /// Posted when the app's background refresh status changes. The simulated device's settings
  /// change only between steps, at the test's request, so it is declared and not posted; read
  /// ``backgroundRefreshStatus`` when the app becomes active instead.
  ///
  /// Models [`backgroundRefreshStatusDidChangeNotification`](https://developer.apple.com/documentation/uikit/uiapplication/backgroundrefreshstatusdidchangenotification).
  nonisolated public static let backgroundRefreshStatusDidChangeNotification = Notification.Name(
    "UIApplicationBackgroundRefreshStatusDidChangeNotification")

  /// The scenes connected to the app: the one scene of a scene-based app while it is connected.
  ///
  /// Models [`connectedScenes`](https://developer.apple.com/documentation/uikit/uiapplication/connectedscenes).
  public var connectedScenes: Set<UIScene> {
    guard let scene = process?.scene else { return [] }
    return [scene]
  }

  /// The sessions of the app's scenes.
  ///
  /// Models [`openSessions`](https://developer.apple.com/documentation/uikit/uiapplication/opensessions).
  public var openSessions: Set<UISceneSession> {
    guard let scene = process?.scene else { return [] }
    return [scene.session]
  }

  /// Whether the app can show more than one scene at once: `false`, as on iPhone, where the
  /// simulated app has at most one scene.
  ///
  /// Models [`supportsMultipleScenes`](https://developer.apple.com/documentation/uikit/uiapplication/supportsmultiplescenes).
  public var supportsMultipleScenes: Bool { false }

  /// Begins a task that should go on if the app enters the background.
  ///
  /// Models [`beginBackgroundTask(withName:expirationHandler:)`](https://developer.apple.com/documentation/uikit/uiapplication/beginbackgroundtask(withname:expirationhandler:)).
  /// Returns a new identifier each call, from 1. The simulator does not limit background time,
  /// so `handler` is kept and never called; a task left unended is not reported.
  nonisolated public func beginBackgroundTask(
    withName taskName: String?, expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil
  ) -> UIBackgroundTaskIdentifier {
    backgroundTasks.begin(name: taskName, handler: handler)
  }

  /// Begins a background task with no name.
  ///
  /// Models [`beginBackgroundTask(expirationHandler:)`](https://developer.apple.com/documentation/uikit/uiapplication/beginbackgroundtask(expirationhandler:)).
  nonisolated public func beginBackgroundTask(expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil)
    -> UIBackgroundTaskIdentifier
  {
    backgroundTasks.begin(name: nil, handler: handler)
  }

  /// Ends a background task; `.invalid` or an identifier already ended does nothing.
  ///
  /// Models [`endBackgroundTask(_:)`](https://developer.apple.com/documentation/uikit/uiapplication/endbackgroundtask(_:)).
  nonisolated public func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {
    backgroundTasks.end(identifier)
  }

  /// Whether the app may run in the background: `.denied` when the device's Background App
  /// Refresh is off or Low Power Mode is on (rules BW1, BW2); `.available` outside a simulated app.
  ///
  /// Models [`backgroundRefreshStatus`](https://developer.apple.com/documentation/uikit/uiapplication/backgroundrefreshstatus).
  public var backgroundRefreshStatus: UIBackgroundRefreshStatus {
    guard let runtime = process?.runtime else { return .available }
    switch runtime.read({ $0.device.settings.backgroundRefreshStatus }) {
    case .available: return .available
    case .denied: return .denied
    case .restricted: return .restricted
    }
  }

  /// The background time left: the greatest finite time, as the simulator sets no limit.
  ///
  /// Models [`backgroundTimeRemaining`](https://developer.apple.com/documentation/uikit/uiapplication/backgroundtimeremaining).
  nonisolated public var backgroundTimeRemaining: TimeInterval { .greatestFiniteMagnitude }
}

/// Whether the app may refresh its content in the background.
///
/// Models [`UIBackgroundRefreshStatus`](https://developer.apple.com/documentation/uikit/uibackgroundrefreshstatus).
public enum UIBackgroundRefreshStatus: Int, Sendable {
  /// Parental controls keep background updates off; the user cannot turn them on.
  ///
  /// Models [`restricted`](https://developer.apple.com/documentation/uikit/uibackgroundrefreshstatus/restricted).
  case restricted = 0
  /// The user turned background updates off for the app, or Low Power Mode did.
  ///
  /// Models [`denied`](https://developer.apple.com/documentation/uikit/uibackgroundrefreshstatus/denied).
  case denied = 1
  /// Background updates are available.
  ///
  /// Models [`available`](https://developer.apple.com/documentation/uikit/uibackgroundrefreshstatus/available).
  case available = 2
}

/// The identifier of a background task.
///
/// Models [`UIBackgroundTaskIdentifier`](https://developer.apple.com/documentation/uikit/uibackgroundtaskidentifier).
public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
  /// The identifier's number.
  ///
  /// Models [`rawValue`](https://developer.apple.com/documentation/uikit/uibackgroundtaskidentifier/rawvalue).
  public var rawValue: Int
  /// Wraps a number.
  ///
  /// Models [`init(rawValue:)`](https://developer.apple.com/documentation/uikit/uibackgroundtaskidentifier/init(rawvalue:)).
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// No task: what `beginBackgroundTask` returns when the app cannot run in the background.
  ///
  /// Models [`invalid`](https://developer.apple.com/documentation/uikit/uibackgroundtaskidentifier/invalid).
  public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}

/// The background tasks of one application object: begun, not yet ended.
final class BackgroundTasks: @unchecked Sendable {
  private let lock = NSLock()
  private var next = 1
  private var running: [Int: (name: String?, handler: (@MainActor @Sendable () -> Void)?)] = [:]

  func begin(name: String?, handler: (@MainActor @Sendable () -> Void)?) -> UIBackgroundTaskIdentifier {
    lock.withLock {
      let id = next
      next += 1
      running[id] = (name, handler)
      return UIBackgroundTaskIdentifier(rawValue: id)
    }
  }

  func end(_ identifier: UIBackgroundTaskIdentifier) {
    _ = lock.withLock { running.removeValue(forKey: identifier.rawValue) }
  }

  /// The names of the tasks not yet ended, in the order begun (`""` for none).
  var unended: [String] { lock.withLock { running.keys.sorted().map { running[$0]?.name ?? "" } } }
}

extension UIScene {
  /// Posted when a scene is added to the app, after the scene delegate's
  /// `scene(_:willConnectTo:options:)`; the object is the scene.
  ///
  /// Models [`willConnectNotification`](https://developer.apple.com/documentation/uikit/uiscene/willconnectnotification).
  nonisolated public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
  /// Posted when a scene is removed from the app. The simulated device never disconnects its
  /// scene while the app runs, so it is declared and not posted.
  ///
  /// Models [`didDisconnectNotification`](https://developer.apple.com/documentation/uikit/uiscene/diddisconnectnotification).
  nonisolated public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
  /// Posted when the scene became active, after `sceneDidBecomeActive(_:)`.
  ///
  /// Models [`didActivateNotification`](https://developer.apple.com/documentation/uikit/uiscene/didactivatenotification).
  nonisolated public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
  /// Posted when the scene is about to become inactive, after `sceneWillResignActive(_:)`.
  ///
  /// Models [`willDeactivateNotification`](https://developer.apple.com/documentation/uikit/uiscene/willdeactivatenotification).
  nonisolated public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
  /// Posted when the scene is about to enter the foreground, after `sceneWillEnterForeground(_:)`.
  ///
  /// Models [`willEnterForegroundNotification`](https://developer.apple.com/documentation/uikit/uiscene/willenterforegroundnotification).
  nonisolated public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
  /// Posted when the scene entered the background, after `sceneDidEnterBackground(_:)`.
  ///
  /// Models [`didEnterBackgroundNotification`](https://developer.apple.com/documentation/uikit/uiscene/didenterbackgroundnotification).
  nonisolated public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")
}

/// Posts UIKit's life-cycle notifications at the moments the app's process reports
/// (``LifecycleMoment``): installed by the first `UIApplication` made for a launch.
enum LifeCycleNotifications {
  /// The notifications iOS posts to `NotificationCenter.default` once the app's method for
  /// `moment` has returned, as `(name, posted by the scene)`: UIKit posts the application's
  /// life-cycle notifications in a scene-based app too, after the scene's.
  static func names(after moment: LifecycleMoment) -> [(Notification.Name, scene: Bool)] {
    switch moment {
    case .didFinishLaunching: [(UIApplication.didFinishLaunchingNotification, false)]
    case .willEnterForeground: [(UIApplication.willEnterForegroundNotification, false)]
    case .didBecomeActive: [(UIApplication.didBecomeActiveNotification, false)]
    case .willResignActive: [(UIApplication.willResignActiveNotification, false)]
    case .didEnterBackground: [(UIApplication.didEnterBackgroundNotification, false)]
    case .willTerminate: [(UIApplication.willTerminateNotification, false)]
    case .sceneWillConnect: [(UIScene.willConnectNotification, true)]
    case .sceneWillEnterForeground:
      [(UIScene.willEnterForegroundNotification, true), (UIApplication.willEnterForegroundNotification, false)]
    case .sceneDidBecomeActive:
      [(UIScene.didActivateNotification, true), (UIApplication.didBecomeActiveNotification, false)]
    case .sceneWillResignActive:
      [(UIScene.willDeactivateNotification, true), (UIApplication.willResignActiveNotification, false)]
    case .sceneDidEnterBackground:
      [(UIScene.didEnterBackgroundNotification, true), (UIApplication.didEnterBackgroundNotification, false)]
    }
  }

  /// Installs ``post(_:in:)`` as the process's life-cycle handler, once.
  @MainActor static func install() {
    if LifecycleMoment.handler == nil { LifecycleMoment.handler = post }
  }

  /// Posts the notifications that follow `moment`, with the launch's application or scene as
  /// their object, and connects the scene to the process so its `activationState` follows the app's.
  @MainActor static func post(_ moment: LifecycleMoment, in context: LifecycleContext) {
    if moment == .sceneWillConnect, let scene = context.scene {
      scene.process = context.application.process
      scene.session.scene = scene
    }
    for (name, byScene) in names(after: moment) {
      let object: AnyObject? = byScene ? context.scene : context.application
      guard let object else { continue }
      NotificationCenter.default.post(name: name, object: object)
    }
  }
}
