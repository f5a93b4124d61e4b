// The app delegate of the article "Keeping notification specs beside your code", between the
// markers as the article shows it.
import SimulatedUserNotifications

// specs article delegate: begin
/// WenderCast's app delegate, as in its iOS project.
class WenderCastAppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
  private(set) var openedLinks: [String] = []

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let center = UNUserNotificationCenter.current()
    center.delegate = self
    let view = UNNotificationAction(identifier: "VIEW_ACTION", title: "View", options: [.foreground])
    center.setNotificationCategories([
      UNNotificationCategory(identifier: "NEWS_CATEGORY", actions: [view], intentIdentifiers: [], options: [])
    ])
    return true
  }

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void
  ) {
    completionHandler([.banner, .list, .sound])
  }

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping @Sendable () -> Void
  ) {
    if let link = response.notification.request.content.userInfo["link_url"] as? String { openedLinks.append(link) }
    completionHandler()
  }
}
// specs article delegate: end

/// The delegate after the change the article follows: news in the foreground only goes to the list.
final class QuietWenderCastAppDelegate: WenderCastAppDelegate {
  // specs article change: begin
  override func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void
  ) {
    completionHandler([.list])
  }
  // specs article change: end
}
