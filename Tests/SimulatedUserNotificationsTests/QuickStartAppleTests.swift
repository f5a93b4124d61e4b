// The README's quick start for Apple-shaped code, line for line between the markers.

// README apple quick start: begin
#if canImport(UserNotifications) && os(iOS)
import UIKit
import UserNotifications
#else
import SimulatedUserNotifications
#endif
import NotificationSimulatorTesting
import Testing

/// The app's delegate, as in its iOS project.
final class InboxAppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
  private(set) var opened: [String] = []

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    UNUserNotificationCenter.current().delegate = self
    return true
  }

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping @Sendable () -> Void
  ) {
    if let link = response.notification.request.content.userInfo["link_url"] as? String { opened.append(link) }
    completionHandler()
  }
}

@MainActor @Test(.oneAppAtATime) func `tapping the alert cold-launches the app and opens the link`() {
  let tester = NotificationTester(appDelegate: { InboxAppDelegate() })
  tester.push(json: #"{"aps": {"alert": "Big news"}, "link_url": "news://article/42"}"#, id: "n1")
  tester.tap("n1")
  tester.expect(
    .willFinishLaunching,
    .didFinishLaunching(remoteNotification: "n1"),
    .didReceive("n1"),
    .didBecomeActive
  )
  tester.finish()
  #expect(tester.appDelegate(as: InboxAppDelegate.self)?.opened == ["news://article/42"])
}
// README apple quick start: end
