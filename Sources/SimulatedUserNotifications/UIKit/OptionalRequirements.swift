public import Foundation

// Apple's delegate protocols are Objective-C protocols whose methods are `@objc optional`, and
// app code calls them through the protocol with optional chaining on the method:
//
//     delegate.application?(application, didReceiveRemoteNotification: userInfo, fetchCompletionHandler: handler)
//
// Swift on Linux has no `@objc`, so a protocol cannot have optional methods. Each base name of
// an optional method is also a property here, whose value is callable with the method's labels
// (`callAsFunction`): `delegate.application?(...)` reads the property, and the call runs the
// delegate's method, or its default when the app has none. Unlike iOS, the call always happens
// (the default does what iOS does for a missing method) and a value-returning call gives the
// default's value, never `nil`.

/// The optional `application(...)` methods of an app delegate as one value, so
/// `delegate.application?(app, didRegisterForRemoteNotificationsWithDeviceToken: token)` compiles
/// as it does against the SDK's `@objc optional` requirements.
///
/// Not in the SDK: the call shape of [`UIApplicationDelegate`](https://developer.apple.com/documentation/uikit/uiapplicationdelegate)'s
/// optional methods, which Swift on Linux cannot declare.
@MainActor public struct UIApplicationDelegateMethods {
  let delegate: any UIApplicationDelegate

  /// Calls `application(_:willFinishLaunchingWithOptions:)`.
  ///
  /// Not in the SDK: calls the delegate's method.
  public func callAsFunction(
    _ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    delegate.application(application, willFinishLaunchingWithOptions: launchOptions)
  }
  /// Calls `application(_:didFinishLaunchingWithOptions:)`.
  ///
  /// Not in the SDK: calls the delegate's method.
  public func callAsFunction(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    delegate.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
  /// Calls `application(_:didRegisterForRemoteNotificationsWithDeviceToken:)`.
  ///
  /// Not in the SDK: calls the delegate's method.
  public func callAsFunction(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
    delegate.application(application, didRegisterForRemoteNotificationsWithDeviceToken: deviceToken)
  }
  /// Calls `application(_:didFailToRegisterForRemoteNotificationsWithError:)`.
  ///
  /// Not in the SDK: calls the delegate's method.
  public func callAsFunction(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error) {
    delegate.application(application, didFailToRegisterForRemoteNotificationsWithError: error)
  }
  /// Calls `application(_:didReceiveRemoteNotification:fetchCompletionHandler:)`.
  ///
  /// Not in the SDK: calls the delegate's method.
  public func callAsFunction(
    _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
    fetchCompletionHandler completionHandler: @escaping @Sendable (UIBackgroundFetchResult) -> Void
  ) {
    delegate.application(application, didReceiveRemoteNotification: userInfo, fetchCompletionHandler: completionHandler)
  }
  /// Calls the `async` `application(_:didReceiveRemoteNotification:)`.
  ///
  /// Not in the SDK: calls the delegate's method.
  public func callAsFunction(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]) async
    -> UIBackgroundFetchResult
  {
    let info = UncheckedBox(userInfo)
    return await delegate.application(application, didReceiveRemoteNotification: info.value)
  }
  /// Calls the deprecated `application(_:didReceiveRemoteNotification:)`.
  ///
  /// Not in the SDK: calls the delegate's method.
  public func callAsFunction(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]) {
    delegate.application(application, didReceiveRemoteNotification: userInfo)
  }
  /// Calls `application(_:configurationForConnecting:options:)`.
  ///
  /// Not in the SDK: calls the delegate's method.
  public func callAsFunction(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    delegate.application(application, configurationForConnecting: connectingSceneSession, options: options)
  }
  /// Calls `application(_:didDiscardSceneSessions:)`.
  ///
  /// Not in the SDK: calls the delegate's method.
  public func callAsFunction(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
    delegate.application(application, didDiscardSceneSessions: sceneSessions)
  }
}

/// An optional delegate method with one unlabelled argument (`applicationDidBecomeActive(_:)`,
/// `sceneDidEnterBackground(_:)` and their kin) as a value, so `delegate.sceneDidBecomeActive?(scene)`
/// compiles as it does against the SDK's `@objc optional` requirements.
///
/// Not in the SDK: the call shape of the optional methods of [`UIApplicationDelegate`](https://developer.apple.com/documentation/uikit/uiapplicationdelegate)
/// and [`UISceneDelegate`](https://developer.apple.com/documentation/uikit/uiscenedelegate).
@MainActor public struct OptionalDelegateMethod<Argument> {
  let body: @MainActor (Argument) -> Void

  /// Calls the delegate's method.
  ///
  /// Not in the SDK: calls the delegate's method.
  public func callAsFunction(_ argument: Argument) { body(argument) }
}

extension UIApplicationDelegate {
  /// The optional `application(...)` methods, callable as `delegate.application?(...)`.
  ///
  /// Not in the SDK: see ``UIApplicationDelegateMethods``.
  public var application: UIApplicationDelegateMethods? { UIApplicationDelegateMethods(delegate: self) }
  /// `applicationDidBecomeActive(_:)`, callable as `delegate.applicationDidBecomeActive?(app)`.
  ///
  /// Not in the SDK: see ``OptionalDelegateMethod``.
  public var applicationDidBecomeActive: OptionalDelegateMethod<UIApplication>? {
    OptionalDelegateMethod { self.applicationDidBecomeActive($0) }
  }
  /// `applicationWillResignActive(_:)`, callable as `delegate.applicationWillResignActive?(app)`.
  ///
  /// Not in the SDK: see ``OptionalDelegateMethod``.
  public var applicationWillResignActive: OptionalDelegateMethod<UIApplication>? {
    OptionalDelegateMethod { self.applicationWillResignActive($0) }
  }
  /// `applicationDidEnterBackground(_:)`, callable as `delegate.applicationDidEnterBackground?(app)`.
  ///
  /// Not in the SDK: see ``OptionalDelegateMethod``.
  public var applicationDidEnterBackground: OptionalDelegateMethod<UIApplication>? {
    OptionalDelegateMethod { self.applicationDidEnterBackground($0) }
  }
  /// `applicationWillEnterForeground(_:)`, callable as `delegate.applicationWillEnterForeground?(app)`.
  ///
  /// Not in the SDK: see ``OptionalDelegateMethod``.
  public var applicationWillEnterForeground: OptionalDelegateMethod<UIApplication>? {
    OptionalDelegateMethod { self.applicationWillEnterForeground($0) }
  }
  /// `applicationWillTerminate(_:)`, callable as `delegate.applicationWillTerminate?(app)`.
  ///
  /// Not in the SDK: see ``OptionalDelegateMethod``.
  public var applicationWillTerminate: OptionalDelegateMethod<UIApplication>? {
    OptionalDelegateMethod { self.applicationWillTerminate($0) }
  }
}

/// The optional `scene(_:willConnectTo:options:)` of a scene delegate as a value, so
/// `delegate.scene?(scene, willConnectTo: session, options: options)` compiles.
///
/// Not in the SDK: the call shape of [`UISceneDelegate`](https://developer.apple.com/documentation/uikit/uiscenedelegate)'s
/// optional methods, which Swift on Linux cannot declare.
@MainActor public struct UISceneDelegateMethods {
  let delegate: any UISceneDelegate

  /// Calls `scene(_:willConnectTo:options:)`.
  ///
  /// Not in the SDK: calls the delegate's method.
  public func callAsFunction(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ) {
    delegate.scene(scene, willConnectTo: session, options: connectionOptions)
  }
}

extension UISceneDelegate {
  /// `scene(_:willConnectTo:options:)`, callable as `delegate.scene?(...)`.
  ///
  /// Not in the SDK: see ``UISceneDelegateMethods``.
  public var scene: UISceneDelegateMethods? { UISceneDelegateMethods(delegate: self) }
  /// `sceneDidDisconnect(_:)`, callable as `delegate.sceneDidDisconnect?(scene)`.
  ///
  /// Not in the SDK: see ``OptionalDelegateMethod``.
  public var sceneDidDisconnect: OptionalDelegateMethod<UIScene>? { OptionalDelegateMethod { self.sceneDidDisconnect($0) } }
  /// `sceneDidBecomeActive(_:)`, callable as `delegate.sceneDidBecomeActive?(scene)`.
  ///
  /// Not in the SDK: see ``OptionalDelegateMethod``.
  public var sceneDidBecomeActive: OptionalDelegateMethod<UIScene>? { OptionalDelegateMethod { self.sceneDidBecomeActive($0) } }
  /// `sceneWillResignActive(_:)`, callable as `delegate.sceneWillResignActive?(scene)`.
  ///
  /// Not in the SDK: see ``OptionalDelegateMethod``.
  public var sceneWillResignActive: OptionalDelegateMethod<UIScene>? { OptionalDelegateMethod { self.sceneWillResignActive($0) } }
  /// `sceneWillEnterForeground(_:)`, callable as `delegate.sceneWillEnterForeground?(scene)`.
  ///
  /// Not in the SDK: see ``OptionalDelegateMethod``.
  public var sceneWillEnterForeground: OptionalDelegateMethod<UIScene>? {
    OptionalDelegateMethod { self.sceneWillEnterForeground($0) }
  }
  /// `sceneDidEnterBackground(_:)`, callable as `delegate.sceneDidEnterBackground?(scene)`.
  ///
  /// Not in the SDK: see ``OptionalDelegateMethod``.
  public var sceneDidEnterBackground: OptionalDelegateMethod<UIScene>? {
    OptionalDelegateMethod { self.sceneDidEnterBackground($0) }
  }
}

/// The optional `userNotificationCenter(...)` methods of a notification center delegate as one
/// value, so `delegate.userNotificationCenter?(center, willPresent: notification, withCompletionHandler: handler)`
/// compiles, as it does against the SDK (a common shape in code that forwards to another delegate).
///
/// Not in the SDK: the call shape of [`UNUserNotificationCenterDelegate`](https://developer.apple.com/documentation/usernotifications/unusernotificationcenterdelegate)'s
/// optional methods, which Swift on Linux cannot declare.
@MainActor public struct UNUserNotificationCenterDelegateMethods {
  let delegate: any UNUserNotificationCenterDelegate

  /// Calls `userNotificationCenter(_:willPresent:withCompletionHandler:)`.
  ///
  /// Not in the SDK: calls the delegate's method.
  public func callAsFunction(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void
  ) {
    delegate.userNotificationCenter(center, willPresent: notification, withCompletionHandler: completionHandler)
  }
  /// Calls the `async` `userNotificationCenter(_:willPresent:)`.
  ///
  /// Not in the SDK: calls the delegate's method.
  public func callAsFunction(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async
    -> UNNotificationPresentationOptions
  {
    await delegate.userNotificationCenter(center, willPresent: notification)
  }
  /// Calls `userNotificationCenter(_:didReceive:withCompletionHandler:)`.
  ///
  /// Not in the SDK: calls the delegate's method.
  public func callAsFunction(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping @Sendable () -> Void
  ) {
    delegate.userNotificationCenter(center, didReceive: response, withCompletionHandler: completionHandler)
  }
  /// Calls the `async` `userNotificationCenter(_:didReceive:)`.
  ///
  /// Not in the SDK: calls the delegate's method.
  public func callAsFunction(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {
    await delegate.userNotificationCenter(center, didReceive: response)
  }
  /// Calls `userNotificationCenter(_:openSettingsFor:)`.
  ///
  /// Not in the SDK: calls the delegate's method.
  public func callAsFunction(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?) {
    delegate.userNotificationCenter(center, openSettingsFor: notification)
  }
}

extension UNUserNotificationCenterDelegate {
  /// The optional `userNotificationCenter(...)` methods, callable as `delegate.userNotificationCenter?(...)`.
  ///
  /// Not in the SDK: see ``UNUserNotificationCenterDelegateMethods``.
  public var userNotificationCenter: UNUserNotificationCenterDelegateMethods? {
    UNUserNotificationCenterDelegateMethods(delegate: self)
  }
}
