import Foundation
import NotificationSimulator
import NotificationSimulatorTesting
import SimulatedUserNotifications
import Testing

/// Adds a reminder at launch and reads its trigger's `nextTriggerDate()` from the pending
/// requests when the app goes to the background.
final class NextDateAppDelegate: UIResponder, UIApplicationDelegate {
  var dates: [Date?] = []

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    UNUserNotificationCenter.current().add(reminder("r1", after: 90))
    return true
  }

  func applicationDidEnterBackground(_ application: UIApplication) {
    UNUserNotificationCenter.current().getPendingNotificationRequests { requests in
      let dates = requests.map { ($0.trigger as? UNTimeIntervalNotificationTrigger)?.nextTriggerDate() }
      MainActor.assumeIsolated { (UIApplication.shared.delegate as? NextDateAppDelegate)?.dates = dates }
    }
  }
}

/// `nextTriggerDate()` of a trigger read from the pending requests (rule LN8).
@MainActor @Suite(.oneAppAtATime) struct NextTriggerDateTests {
  @Test func `a pending request's trigger gives the device's next date, and one the app made gives nil`() {
    let tester = AppTester(appDelegate: { NextDateAppDelegate() })
    tester.exhaustivity = .off
    tester.openApp()
    tester.home()
    let expected = Date(timeIntervalSince1970: tester.simulator.secondsSince1970(at: SimulatedInstant(offset: .seconds(90))))
    #expect(tester.appDelegate(as: NextDateAppDelegate.self)?.dates == [expected])
    #expect(UNTimeIntervalNotificationTrigger(timeInterval: 90, repeats: false).nextTriggerDate() == nil)
  }
}
