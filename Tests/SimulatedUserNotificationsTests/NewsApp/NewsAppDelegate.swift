// A news app's notification code as it stands in its iOS project: only the imports differ.
#if canImport(UserNotifications) && os(iOS)
import UIKit
import UserNotifications
#else
import SimulatedUserNotifications
#endif

final class NewsAppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
  /// The articles the user opened from notifications, in order.
  private(set) var openedArticles: [String] = []
  /// Background refreshes waiting for the feed server's reply.
  private var pendingRefreshes: [@Sendable (UIBackgroundFetchResult) -> Void] = []

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let center = UNUserNotificationCenter.current()
    center.delegate = self
    let read = UNNotificationAction(identifier: "READ", title: "Read", options: [.foreground])
    let save = UNNotificationAction(identifier: "SAVE", title: "Save for Later", options: [])
    let article = UNNotificationCategory(
      identifier: "ARTICLE", actions: [read, save], intentIdentifiers: [], options: [.customDismissAction])
    center.setNotificationCategories([article])
    application.registerForRemoteNotifications()
    return true
  }

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void
  ) {
    switch notification.request.content.userInfo["kind"] as? String {
    case "breaking":
      completionHandler([.banner, .list, .sound])
    case "digest":
      // Decided once the current screen has finished updating.
      DispatchQueue.main.async { completionHandler([.list]) }
    case "live-blog":
      // The bug this app shipped with: live-blog updates never answer, so iOS shows nothing.
      break
    default:
      completionHandler([.banner, .list])
    }
  }

  func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {
    let request = response.notification.request
    if response.actionIdentifier != UNNotificationDismissActionIdentifier,
      let article = request.content.userInfo["article"] as? String
    {
      openedArticles.append(article)
    }
    center.removeDeliveredNotifications(withIdentifiers: [request.identifier])
  }

  func application(
    _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
    fetchCompletionHandler completionHandler: @escaping @Sendable (UIBackgroundFetchResult) -> Void
  ) {
    pendingRefreshes.append(completionHandler)
  }

  /// The feed server answered the refresh the last background push started.
  func feedServerReplied(newArticles: Bool) {
    let waiting = pendingRefreshes
    pendingRefreshes = []
    for completionHandler in waiting { completionHandler(newArticles ? .newData : .noData) }
  }
}
