public import Foundation

/// The host's side of an app extension, as a notification content extension's view controller
/// sees it through `extensionContext`.
///
/// Models [`NSExtensionContext`](https://developer.apple.com/documentation/foundation/nsextensioncontext)
/// with the members UserNotificationsUI adds to it; Foundation on Linux has no such class. The
/// simulator sets ``notificationActions`` to the actions the notification shows before it calls
/// the extension's `didReceive(_:)` or `didReceive(_:completionHandler:)`, and what the extension
/// leaves there replaces them (iOS 12, rule CE4). Safe to use from any thread, as the
/// Objective-C class is.
open class NSExtensionContext: NSObject, @unchecked Sendable {
  private let lock = NSLock()
  private var actions: [UNNotificationAction] = []
  private var actionsWereSet = false
  private var calls: [String] = []

  override init() { super.init() }

  /// The actions the notification shows; set them to replace its buttons while the interface is
  /// up (iOS 12).
  ///
  /// Models [`notificationActions`](https://developer.apple.com/documentation/foundation/nsextensioncontext/notificationactions).
  public var notificationActions: [UNNotificationAction] {
    get { lock.withLock { actions } }
    set {
      lock.withLock {
        actions = newValue
        actionsWereSet = true
      }
    }
  }

  /// Opens the app as a tap on the notification would (iOS 12). Recorded, not acted on: in a
  /// test the user's touch is the step `performNotificationDefaultAction`, which answers the app
  /// with the default action (rule CE3).
  ///
  /// Models [`performNotificationDefaultAction()`](https://developer.apple.com/documentation/foundation/nsextensioncontext/performnotificationdefaultaction()).
  public func performNotificationDefaultAction() { record("performNotificationDefaultAction()") }

  /// Closes the content extension's interface (iOS 12). Recorded, not acted on: the interface
  /// the simulator shows closes with the option the extension answers an action with.
  ///
  /// Models [`dismissNotificationContentExtension()`](https://developer.apple.com/documentation/foundation/nsextensioncontext/dismissnotificationcontentextension()).
  public func dismissNotificationContentExtension() { record("dismissNotificationContentExtension()") }

  /// Media started playing in the extension. Recorded; media is not simulated.
  ///
  /// Models [`mediaPlayingStarted()`](https://developer.apple.com/documentation/foundation/nsextensioncontext/mediaplayingstarted()).
  public func mediaPlayingStarted() { record("mediaPlayingStarted()") }

  /// Media paused in the extension. Recorded; media is not simulated.
  ///
  /// Models [`mediaPlayingPaused()`](https://developer.apple.com/documentation/foundation/nsextensioncontext/mediaplayingpaused()).
  public func mediaPlayingPaused() { record("mediaPlayingPaused()") }

  private func record(_ call: String) { lock.withLock { calls.append(call) } }

  /// The calls the extension made on its context, in order (for tests of the module).
  var recordedCalls: [String] { lock.withLock { calls } }

  /// Sets the actions the notification shows now, as the system does before calling the
  /// extension, and forgets any earlier assignment.
  func present(_ shown: [UNNotificationAction]) {
    lock.withLock {
      actions = shown
      actionsWereSet = false
    }
  }

  /// The actions the extension set since ``present(_:)``, or `nil` when it set none.
  var actionsSet: [UNNotificationAction]? { lock.withLock { actionsWereSet ? actions : nil } }
}
