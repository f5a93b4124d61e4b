// The article's app delegate (running-your-apps-notification-code-on-linux.md), compiled in a target
// with `.defaultIsolation(MainActor.self)`, Xcode 26's default for a new app. ArticleCodeTests checks
// it is the article's code.

#if canImport(UserNotifications) && os(iOS)
import UIKit
import UserNotifications
#else
import SimulatedUserNotifications
#endif

final class AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
  /// The conversations the user opened from a notification, in order.
  private(set) var openedConversations: [String] = []
  /// Background syncs waiting for the message server's answer.
  private var pendingSyncs: [@Sendable (UIBackgroundFetchResult) -> Void] = []

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let center = UNUserNotificationCenter.current()
    center.delegate = self
    let open = UNNotificationAction(identifier: "OPEN", title: "Open", options: [.foreground])
    let mute = UNNotificationAction(identifier: "MUTE", title: "Mute for an Hour", options: [])
    center.setNotificationCategories([
      UNNotificationCategory(identifier: "MESSAGE", actions: [open, mute], intentIdentifiers: [], options: [])
    ])
    return true
  }

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void
  ) {
    switch notification.request.content.userInfo["kind"] as? String {
    case "message":
      // Answered during the call.
      completionHandler([.banner, .list, .sound])
    case "reaction":
      // Answered once the main queue has run (the chat list reloads first).
      DispatchQueue.main.async { completionHandler([.list]) }
    case "typing":
      // The bug: this branch never calls the handler.
      break
    default:
      completionHandler([.banner, .list])
    }
  }

  func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {
    let request = response.notification.request
    if response.actionIdentifier != "MUTE", let conversation = request.content.userInfo["conversation"] as? String {
      openedConversations.append(conversation)
    }
    center.removeDeliveredNotifications(withIdentifiers: [request.identifier])
  }

  func application(
    _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
    fetchCompletionHandler completionHandler: @escaping @Sendable (UIBackgroundFetchResult) -> Void
  ) {
    // Answered later, when the sync it starts finishes.
    pendingSyncs.append(completionHandler)
  }

  /// The message server answered the sync a background push started.
  func syncFinished(newMessages: Bool) {
    let waiting = pendingSyncs
    pendingSyncs = []
    for completionHandler in waiting { completionHandler(newMessages ? .newData : .noData) }
  }
}
