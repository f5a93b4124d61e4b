import Foundation
import NotificationSimulator
import NotificationSimulatorTesting
import SimulatedUserNotifications
import Testing

/// An app delegate written against Apple's SDK: each kind of push is answered at another time.
final class TimingAppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
  var launches = 0
  var fetchHandler: (@Sendable (UIBackgroundFetchResult) -> Void)?

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    launches += 1
    UNUserNotificationCenter.current().delegate = self
    return true
  }

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void
  ) {
    switch notification.request.identifier {
    case "later": DispatchQueue.main.async { completionHandler([.banner, .list]) }
    case "never": break
    case "twice":
      completionHandler([.banner])
      completionHandler([.banner])
    default: completionHandler([.banner, .list, .sound])
    }
  }

  func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {
    center.removeDeliveredNotifications(withIdentifiers: [response.notification.request.identifier])
  }

  func application(
    _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
    fetchCompletionHandler completionHandler: @escaping @Sendable (UIBackgroundFetchResult) -> Void
  ) {
    fetchHandler = completionHandler
  }
}

@MainActor @Suite struct CompletionTimingTests {
  let alert = #"{"aps":{"alert":{"title":"Hi"},"sound":"default"}}"#

  @Test func `a handler called in the callback presents at once`() {
    let tester = NotificationTester(appDelegate: { TimingAppDelegate() }, state: .active)
    tester.exhaustivity = .off
    tester.push(json: alert, id: "now")
    #expect(tester.trace.rendered.contains("displayed now [banner, list, sound]"))
  }
}

@MainActor @Suite struct TraceDumps {
  @Test func dump() async {
    let tester = NotificationTester(appDelegate: { TimingAppDelegate() })
    tester.exhaustivity = .off
    tester.openApp()
    tester.push(json: #"{"aps":{"alert":{"title":"Hi"}}}"#, id: "later")
    await tester.settle()
    tester.push(json: #"{"aps":{"alert":{"title":"Hi"}}}"#, id: "never")
    tester.push(json: #"{"aps":{"alert":{"title":"Hi"}}}"#, id: "twice")
    tester.home()
    tester.push(json: #"{"aps":{"alert":{"title":"Hi"}}}"#, id: "n1")
    tester.tap("n1")
    tester.home()
    tester.push(json: #"{"aps":{"content-available":1}}"#, id: "bg")
    tester.advance(by: .seconds(5))
    tester.appDelegate(as: TimingAppDelegate.self)?.fetchHandler?(.newData)
    tester.advance(by: .seconds(40))
    tester.forceQuit()
    print(tester.trace.rendered)
  }
}
