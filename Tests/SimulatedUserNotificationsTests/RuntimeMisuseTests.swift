import Foundation
import NotificationSimulator
import NotificationSimulatorTesting
import SimulatedUserNotifications
import Testing

/// An extension that sets the badge from its own process.
final class BadgingService: UNNotificationServiceExtension, @unchecked Sendable {
  override func didReceive(
    _ request: UNNotificationRequest, withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void
  ) {
    UNUserNotificationCenter.current().setBadgeCount(7)
    contentHandler(request.content)
  }
}

/// An app whose `willPresent` drives the tester, and whose fetch handler is called from a
/// global queue.
final class MisbehavingAppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
  nonisolated(unsafe) static var tester: AppTester?
  nonisolated(unsafe) static var called = DispatchSemaphore(value: 0)

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    UNUserNotificationCenter.current().delegate = self
    return true
  }

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void
  ) {
    MisbehavingAppDelegate.tester?.advance(by: .seconds(1))
    completionHandler([.banner])
  }

  func application(
    _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
    fetchCompletionHandler completionHandler: @escaping @Sendable (UIBackgroundFetchResult) -> Void
  ) {
    DispatchQueue.global().async {
      completionHandler(.noData)
      MisbehavingAppDelegate.called.signal()
    }
  }
}

@MainActor @Suite(.serialized, .oneAppAtATime) struct RuntimeMisuseTests {
  @Test func `outside any tester every async API throws at once and every handler is called`() async throws {
    let center = UNUserNotificationCenter.current()
    let request = UNNotificationRequest(identifier: "r", content: UNNotificationContent(), trigger: nil)
    let expected =
      "add(_:withCompletionHandler:) was called outside a simulated app; nothing happened. Create the app through a tester first:"
      + " let tester = NotificationTester(appDelegate: { AppDelegate() }), then drive it (tester.openApp(), tester.push(...))."
    await #expect { try await center.add(request) } throws: { ($0 as NSError).localizedDescription == expected }
    await #expect(throws: (any Error).self) { try await center.requestAuthorization(options: [.alert]) }
    await #expect(throws: (any Error).self) { try await center.setBadgeCount(1) }
    #expect(await center.deliveredNotifications().isEmpty)
    let delivered = await withCheckedContinuation { continuation in
      center.getDeliveredNotifications { continuation.resume(returning: $0.count) }
    }
    #expect(delivered == 0)
  }

  @Test func `a service extension sets the badge while the app is not running`() {
    let tester = NotificationTester(appDelegate: { PlainAppDelegate() }, serviceExtension: { BadgingService() })
    tester.exhaustivity = .off
    tester.push(json: #"{"aps":{"alert":"Hi","mutable-content":1}}"#, id: "b1")
    #expect(tester.state == .notRunning)
    #expect(tester.badge == 7)
    #expect(tester.trace.rendered.contains("+0.000s  user       service extension calls setBadgeCount(7)"))
  }

  @Test func `a tester step taken inside the app's code is refused, not a trap`() {
    let tester = NotificationTester(appDelegate: { MisbehavingAppDelegate() })
    var failures: [String] = []
    tester.failureHook = { failures.append($0.message) }
    tester.exhaustivity = .off
    MisbehavingAppDelegate.tester = tester
    defer { MisbehavingAppDelegate.tester = nil }
    tester.openApp()
    tester.push(json: #"{"aps":{"alert":"Hi"}}"#, id: "w1")
    #expect(tester.now == .zero)
    #expect(failures == [
      "advance(by: +1.000s) was called from inside the app's code while the simulator was running a step (a delegate"
        + " method or an extension iOS was calling); nothing happened. To fix, take the step in the test after the one"
        + " that called the app's code returns; to have the app's work run, call await tester.settle()."
    ])
  }

  @Test func `a handler called from a global queue takes effect and is named on the trace`() {
    let tester = NotificationTester(
      app: AppConfiguration(backgroundModes: [.remoteNotification]), appDelegate: { MisbehavingAppDelegate() })
    tester.exhaustivity = .off
    tester.openApp()
    tester.home()
    tester.push(json: #"{"aps":{"content-available":1}}"#, id: "bg")
    MisbehavingAppDelegate.called.wait()
    let trace = tester.trace.rendered
    #expect(trace.contains("completion application(_:didReceiveRemoteNotification:fetchCompletionHandler:) notification=bg -> noData"))
    #expect(trace.contains(
      "diagnostic unowned-work: completion handler #"))
    #expect(trace.contains(
      " was called from a thread the simulator does not run (a DispatchQueue.global() block, an OperationQueue, a Thread or a wall-clock timer): it takes effect at +0.000s, when it arrived, but when it arrives depends on the host, so settle() may return before it. Do that work in a Task or on the main queue, which settle() runs."))
  }
}
