import Foundation
import NotificationSimulator
import NotificationSimulatorTesting
import SimulatedUserNotifications
import Testing

/// Adds a reminder at launch and reads its trigger's `nextTriggerDate()` from the pending
/// requests when the app goes to the background.
final class NextDateAppDelegate: UIResponder, UIApplicationDelegate {
  /// Set by the answer, which arrives on the center's queue, not the main thread.
  let dates = Locked<[Date?]>([])

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    UNUserNotificationCenter.current().add(reminder("r1", after: 90))
    return true
  }

  func applicationDidEnterBackground(_ application: UIApplication) {
    let dates = dates
    UNUserNotificationCenter.current().getPendingNotificationRequests { requests in
      dates.value = requests.map { ($0.trigger as? UNTimeIntervalNotificationTrigger)?.nextTriggerDate() }
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
    #expect(tester.appDelegate(as: NextDateAppDelegate.self)?.dates.value == [expected])
    #expect(UNTimeIntervalNotificationTrigger(timeInterval: 90, repeats: false).nextTriggerDate() == nil)
  }
}

/// A value the center's answers set from their queue and the test reads once the step returned.
final class Locked<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Value
  init(_ value: Value) { stored = value }
  var value: Value {
    get { lock.withLock { stored } }
    set { lock.withLock { stored = newValue } }
  }
}
