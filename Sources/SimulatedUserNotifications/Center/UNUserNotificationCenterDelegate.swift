public import Foundation

/// The object that handles notifications arriving while the app runs in the foreground, and the
/// user's responses to notifications.
///
/// Models [`UNUserNotificationCenterDelegate`](https://developer.apple.com/documentation/usernotifications/unusernotificationcenterdelegate).
/// Every method is optional, as in the SDK, and each exists in both forms the SDK imports: with a
/// completion handler and `async`. Implement either form (not both, which the SDK rejects too);
/// the simulator calls the one the app implements, and treats a method the app implements in
/// neither form as absent (a `willPresent` the app lacks presents nothing in the foreground).
///
/// Isolation: the protocol is `@MainActor` here, where the SDK imports it as a `@preconcurrency`
/// Objective-C protocol that Swift 6 lets a main-actor `AppDelegate` satisfy. The effect on a
/// conforming type is the same: a main-actor class conforms as is, and a method marked
/// `nonisolated` still satisfies the requirement.
@preconcurrency @MainActor public protocol UNUserNotificationCenterDelegate: NSObjectProtocol {
  /// Asks how to present a notification that arrives while the app is in the foreground.
  ///
  /// Models [`userNotificationCenter(_:willPresent:withCompletionHandler:)`](https://developer.apple.com/documentation/usernotifications/unusernotificationcenterdelegate/usernotificationcenter(_:willpresent:withcompletionhandler:)).
  /// Call `completionHandler` once, during the call or later; iOS waits for it (the simulator
  /// applies the routing rules at the virtual time of the call).
  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void)

  /// The `async` form of `userNotificationCenter(_:willPresent:withCompletionHandler:)`.
  ///
  /// Models [`userNotificationCenter(_:willPresent:)`](https://developer.apple.com/documentation/usernotifications/unusernotificationcenterdelegate/usernotificationcenter(_:willpresent:withcompletionhandler:)),
  /// the form Swift imports for the same method.
  func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async
    -> UNNotificationPresentationOptions

  /// Tells the app how the user responded to a notification.
  ///
  /// Models [`userNotificationCenter(_:didReceive:withCompletionHandler:)`](https://developer.apple.com/documentation/usernotifications/unusernotificationcenterdelegate/usernotificationcenter(_:didreceive:withcompletionhandler:)).
  func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping @Sendable () -> Void)

  /// The `async` form of `userNotificationCenter(_:didReceive:withCompletionHandler:)`.
  ///
  /// Models [`userNotificationCenter(_:didReceive:)`](https://developer.apple.com/documentation/usernotifications/unusernotificationcenterdelegate/usernotificationcenter(_:didreceive:withcompletionhandler:)).
  func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async

  /// Asks the app to show its own notification settings.
  ///
  /// Models [`userNotificationCenter(_:openSettingsFor:)`](https://developer.apple.com/documentation/usernotifications/unusernotificationcenterdelegate/usernotificationcenter(_:opensettingsfor:)).
  func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?)
}

extension UNUserNotificationCenterDelegate {
  /// Forwards to the `async` form, as the SDK does for an app that implements only that form.
  public func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void
  ) {
    DefaultImplementations.ran()
    center.runAsync { await self.userNotificationCenter(center, willPresent: notification) } then: { completionHandler($0) }
  }

  /// Not implemented: answers `[]`.
  public func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async
    -> UNNotificationPresentationOptions
  {
    DefaultImplementations.ran()
    return []
  }

  /// Forwards to the `async` form, as the SDK does for an app that implements only that form.
  public func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping @Sendable () -> Void
  ) {
    DefaultImplementations.ran()
    center.runAsync { await self.userNotificationCenter(center, didReceive: response) } then: { completionHandler() }
  }

  /// Not implemented: returns at once.
  public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {
    DefaultImplementations.ran()
  }

  /// Not implemented: does nothing.
  public func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?) {
    DefaultImplementations.ran()
  }
}
