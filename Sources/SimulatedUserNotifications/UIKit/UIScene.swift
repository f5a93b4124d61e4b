public import Foundation

/// One instance of the app's user interface (iOS 13).
///
/// Models [`UIScene`](https://developer.apple.com/documentation/uikit/uiscene), as far as
/// notification code reaches: its session, its delegate and its activation state. Main-actor
/// isolated and `@preconcurrency`, as the SDK imports it.
@preconcurrency @MainActor open class UIScene: UIResponder {
  /// The scene's session.
  ///
  /// Models [`session`](https://developer.apple.com/documentation/uikit/uiscene/session).
  public let session: UISceneSession
  /// The scene's delegate, which the simulator creates with the factory the test gives.
  ///
  /// Models [`delegate`](https://developer.apple.com/documentation/uikit/uiscene/delegate).
  public var delegate: (any UISceneDelegate)?

  /// The process whose state the scene reports; set once the scene is connected.
  weak var process: UIKitProcess?

  init(session: UISceneSession) {
    self.session = session
    super.init()
  }

  /// Where the scene is in its life: `.unattached` until it has connected, then as the app.
  ///
  /// Models [`activationState`](https://developer.apple.com/documentation/uikit/uiscene/activationstate-swift.property).
  public var activationState: ActivationState {
    guard let runtime = process?.runtime else { return .unattached }
    switch runtime.read({ $0.process.state }) {
    case .active: return .foregroundActive
    case .inactive: return .foregroundInactive
    case .background, .suspended: return .background
    default: return .unattached
    }
  }

  /// The states of a scene.
  ///
  /// Models [`UIScene.ActivationState`](https://developer.apple.com/documentation/uikit/uiscene/activationstate-swift.enum).
  public enum ActivationState: Int, Sendable {
    /// Not connected to the app (or disconnected).
    ///
    /// Models [`unattached`](https://developer.apple.com/documentation/uikit/uiscene/activationstate-swift.enum/unattached).
    case unattached = -1
    /// On screen and receiving events.
    ///
    /// Models [`foregroundActive`](https://developer.apple.com/documentation/uikit/uiscene/activationstate-swift.enum/foregroundactive).
    case foregroundActive = 0
    /// On screen, not receiving events.
    ///
    /// Models [`foregroundInactive`](https://developer.apple.com/documentation/uikit/uiscene/activationstate-swift.enum/foregroundinactive).
    case foregroundInactive = 1
    /// Off screen.
    ///
    /// Models [`background`](https://developer.apple.com/documentation/uikit/uiscene/activationstate-swift.enum/background).
    case background = 2
  }

  /// What iOS hands a scene when it connects.
  ///
  /// Models [`UIScene.ConnectionOptions`](https://developer.apple.com/documentation/uikit/uiscene/connectionoptions).
  @preconcurrency @MainActor public class ConnectionOptions: NSObject {
    /// The response to the notification the user tapped to launch the app, if any.
    ///
    /// Models [`notificationResponse`](https://developer.apple.com/documentation/uikit/uiscene/connectionoptions/notificationresponse).
    public let notificationResponse: UNNotificationResponse?

    init(notificationResponse: UNNotificationResponse?) {
      self.notificationResponse = notificationResponse
      super.init()
    }
  }
}

/// A scene that shows windows: the kind an iPhone app's scene is.
///
/// Models [`UIWindowScene`](https://developer.apple.com/documentation/uikit/uiwindowscene): the
/// windows made for it with `UIWindow(windowScene:)` and its key window.
@preconcurrency @MainActor open class UIWindowScene: UIScene {
  /// The scene's windows, in the order they were made.
  ///
  /// Models [`windows`](https://developer.apple.com/documentation/uikit/uiwindowscene/windows).
  public internal(set) var windows: [UIWindow] = []

  /// The window that last called `makeKeyAndVisible()` or `makeKey()`.
  ///
  /// Models [`keyWindow`](https://developer.apple.com/documentation/uikit/uiwindowscene/keywindow).
  public internal(set) weak var keyWindow: UIWindow?

  /// The bounds a window made for the scene gets: the screen's.
  var screenBounds: CGRect { UIScreen.main.bounds }
}

/// The lasting identity of a scene.
///
/// Models [`UISceneSession`](https://developer.apple.com/documentation/uikit/uiscenesession).
@preconcurrency @MainActor open class UISceneSession: NSObject {
  /// The session's role.
  ///
  /// Models [`role`](https://developer.apple.com/documentation/uikit/uiscenesession/role-swift.property).
  public let role: Role
  /// The session's identifier, stable for the scene's life.
  ///
  /// Models [`persistentIdentifier`](https://developer.apple.com/documentation/uikit/uiscenesession/persistentidentifier).
  public let persistentIdentifier: String

  /// The configuration the app delegate's `application(_:configurationForConnecting:options:)`
  /// returned for the session; before that, the default one for its role.
  ///
  /// Models [`configuration`](https://developer.apple.com/documentation/uikit/uiscenesession/configuration).
  public internal(set) var configuration: UISceneConfiguration

  /// The scene of the session, while connected.
  ///
  /// Models [`scene`](https://developer.apple.com/documentation/uikit/uiscenesession/scene).
  public internal(set) weak var scene: UIScene?

  /// Data the app keeps with the session.
  ///
  /// Models [`userInfo`](https://developer.apple.com/documentation/uikit/uiscenesession/userinfo).
  public var userInfo: [String: Any]?

  init(role: Role, persistentIdentifier: String) {
    self.role = role
    self.persistentIdentifier = persistentIdentifier
    self.configuration = UISceneConfiguration(name: nil, sessionRole: role)
    super.init()
  }

  /// What a scene is for.
  ///
  /// Models [`UISceneSession.Role`](https://developer.apple.com/documentation/uikit/uiscenesession/role-swift.struct).
  public struct Role: Hashable, RawRepresentable, Sendable {
    /// The role's string.
    ///
    /// Models [`rawValue`](https://developer.apple.com/documentation/uikit/uiscenesession/role-swift.struct/rawvalue).
    public var rawValue: String
    /// Wraps a string.
    ///
    /// Models [`init(rawValue:)`](https://developer.apple.com/documentation/uikit/uiscenesession/role-swift.struct/init(rawvalue:)).
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The app's main window on the device.
    ///
    /// Models [`windowApplication`](https://developer.apple.com/documentation/uikit/uiscenesession/role-swift.struct/windowapplication).
    public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
  }
}

/// The configuration a scene is created with.
///
/// Models [`UISceneConfiguration`](https://developer.apple.com/documentation/uikit/uisceneconfiguration).
@preconcurrency @MainActor open class UISceneConfiguration: NSObject {
  /// The configuration's name in the Info.plist, if any.
  ///
  /// Models [`name`](https://developer.apple.com/documentation/uikit/uisceneconfiguration/name).
  public let name: String?
  /// The role of the scenes it configures.
  ///
  /// Models [`role`](https://developer.apple.com/documentation/uikit/uisceneconfiguration/role).
  public let role: UISceneSession.Role
  /// The scene delegate's class. The simulator creates scene delegates with the factory the
  /// test gives and does not read it.
  ///
  /// Models [`delegateClass`](https://developer.apple.com/documentation/uikit/uisceneconfiguration/delegateclass).
  public var delegateClass: AnyClass?
  /// The scene's class. Kept, not read: the simulator's scenes are ``UIWindowScene``s.
  ///
  /// Models [`sceneClass`](https://developer.apple.com/documentation/uikit/uisceneconfiguration/sceneclass).
  public var sceneClass: AnyClass?

  /// Creates a configuration.
  ///
  /// Models [`init(name:sessionRole:)`](https://developer.apple.com/documentation/uikit/uisceneconfiguration/init(name:sessionrole:)).
  public init(name: String?, sessionRole: UISceneSession.Role) {
    self.name = name
    self.role = sessionRole
    super.init()
  }
}

/// The scene's delegate: its connection (with the notification response that launched the app)
/// and its moves between foreground and background.
///
/// Models [`UISceneDelegate`](https://developer.apple.com/documentation/uikit/uiscenedelegate).
/// Every method is optional, as in the SDK.
@preconcurrency @MainActor public protocol UISceneDelegate: NSObjectProtocol {
  /// The scene is being added to the app; `connectionOptions.notificationResponse` carries the
  /// response when the user launched the app from a notification.
  ///
  /// Models [`scene(_:willConnectTo:options:)`](https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:willconnectto:options:)).
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
  /// The scene was removed.
  ///
  /// Models [`sceneDidDisconnect(_:)`](https://developer.apple.com/documentation/uikit/uiscenedelegate/scenediddisconnect(_:)).
  func sceneDidDisconnect(_ scene: UIScene)
  /// The scene became active.
  ///
  /// Models [`sceneDidBecomeActive(_:)`](https://developer.apple.com/documentation/uikit/uiscenedelegate/scenedidbecomeactive(_:)).
  func sceneDidBecomeActive(_ scene: UIScene)
  /// The scene is about to become inactive.
  ///
  /// Models [`sceneWillResignActive(_:)`](https://developer.apple.com/documentation/uikit/uiscenedelegate/scenewillresignactive(_:)).
  func sceneWillResignActive(_ scene: UIScene)
  /// The scene is about to enter the foreground.
  ///
  /// Models [`sceneWillEnterForeground(_:)`](https://developer.apple.com/documentation/uikit/uiscenedelegate/scenewillenterforeground(_:)).
  func sceneWillEnterForeground(_ scene: UIScene)
  /// The scene entered the background.
  ///
  /// Models [`sceneDidEnterBackground(_:)`](https://developer.apple.com/documentation/uikit/uiscenedelegate/scenedidenterbackground(_:)).
  func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
  /// Does nothing.
  public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
  /// Does nothing.
  public func sceneDidDisconnect(_ scene: UIScene) {}
  /// Does nothing.
  public func sceneDidBecomeActive(_ scene: UIScene) {}
  /// Does nothing.
  public func sceneWillResignActive(_ scene: UIScene) {}
  /// Does nothing.
  public func sceneWillEnterForeground(_ scene: UIScene) {}
  /// Does nothing.
  public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// The scene delegate of a scene that shows windows.
///
/// Models [`UIWindowSceneDelegate`](https://developer.apple.com/documentation/uikit/uiwindowscenedelegate).
/// Its window is a stored `var window: UIWindow?` of the delegate, as the Xcode template
/// declares it; see ``UIApplicationDelegate/window`` for how it reads through the protocol.
@preconcurrency @MainActor public protocol UIWindowSceneDelegate: UISceneDelegate {
  /// The scene's main window, read through the protocol as `delegate.window??`.
  ///
  /// Models [`window`](https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/window).
  /// Apple's optional `var window: UIWindow? { get set }` reads as `UIWindow??` through the
  /// protocol; Swift on Linux has no optional requirements, so the requirement here is that
  /// `UIWindow??`, read-only, and its default finds the delegate's own stored `window` property.
  var window: UIWindow?? { get }
}

extension UIWindowSceneDelegate {
  /// The delegate's stored `window`, found by reflection; `nil` (no such property) when it has none.
  public var window: UIWindow?? { StoredWindow.find(in: self) }
}

/// Finds a delegate's stored `var window: UIWindow?`, as an Objective-C optional property read
/// through the protocol does.
enum StoredWindow {
  static func find(in object: Any) -> UIWindow?? {
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror {
      if let child = current.children.first(where: { $0.label == "window" }) {
        return .some(child.value as? UIWindow)
      }
      mirror = current.superclassMirror
    }
    return nil
  }
}
