public import Foundation

/// One instance of the app's user interface (iOS 13).
///
/// Models [`UIScene`](https://developer.apple.com/documentation/uikit/uiscene), as far as
/// notification code reaches: its session and its delegate.
@MainActor open class UIScene: UIResponder {
  /// The scene's session.
  ///
  /// Models [`session`](https://developer.apple.com/documentation/uikit/uiscene/session).
  public let session: UISceneSession
  /// The scene's delegate, which the simulator creates with the factory the test gives.
  ///
  /// Models [`delegate`](https://developer.apple.com/documentation/uikit/uiscene/delegate).
  public var delegate: (any UISceneDelegate)?

  init(session: UISceneSession) {
    self.session = session
    super.init()
  }

  /// What iOS hands a scene when it connects.
  ///
  /// Models [`UIScene.ConnectionOptions`](https://developer.apple.com/documentation/uikit/uiscene/connectionoptions).
  @MainActor public class ConnectionOptions: NSObject {
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
/// Models [`UIWindowScene`](https://developer.apple.com/documentation/uikit/uiwindowscene).
@MainActor open class UIWindowScene: UIScene {}

/// The lasting identity of a scene.
///
/// Models [`UISceneSession`](https://developer.apple.com/documentation/uikit/uiscenesession).
@MainActor open class UISceneSession: NSObject {
  /// The session's role.
  ///
  /// Models [`role`](https://developer.apple.com/documentation/uikit/uiscenesession/role-swift.property).
  public let role: Role
  /// The session's identifier, stable for the scene's life.
  ///
  /// Models [`persistentIdentifier`](https://developer.apple.com/documentation/uikit/uiscenesession/persistentidentifier).
  public let persistentIdentifier: String

  init(role: Role, persistentIdentifier: String) {
    self.role = role
    self.persistentIdentifier = persistentIdentifier
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
@MainActor open class UISceneConfiguration: NSObject {
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
@MainActor public protocol UISceneDelegate: NSObjectProtocol {
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
/// Models [`UIWindowSceneDelegate`](https://developer.apple.com/documentation/uikit/uiwindowscenedelegate),
/// without the window: drawing is not the simulator's business.
@MainActor public protocol UIWindowSceneDelegate: UISceneDelegate {}
