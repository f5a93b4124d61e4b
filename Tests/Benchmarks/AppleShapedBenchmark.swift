// The Apple-shaped path: a tester of an app delegate written against Apple's SDK, driven
// through launch, push, tap and finish, letting the app run once with `settle()`.
import Foundation
import NotificationSimulator
import NotificationSimulatorTesting
import SimulatedUserNotifications

/// The README's quick-start delegate, written against Apple's SDK: it opens the push's link,
/// from a task, so that `settle()` has the app's work to run.
final class BenchAppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
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
    let link = response.notification.request.content.userInfo["link_url"] as? String
    Task {
      if let link { opened.append(link) }
      completionHandler()
    }
  }
}

/// One test: create, push, tap, settle once, expect, finish. Returns whether it passed.
@MainActor func appleShapedTest() async -> Bool {
  var failed = false
  let tester = NotificationTester(appDelegate: { BenchAppDelegate() })
  tester.failureHook = { _ in failed = true }
  tester.push(json: #"{"aps": {"alert": "Big news"}, "link_url": "news://article/42"}"#, id: "n1")
  tester.tap("n1")
  await tester.settle()
  tester.expect(.willFinishLaunching, .didFinishLaunching(remoteNotification: "n1"), .didReceive("n1"), .didBecomeActive)
  let opened = tester.appDelegate(as: BenchAppDelegate.self)?.opened
  tester.finish()
  return !failed && opened == ["news://article/42"]
}

/// `notifsim-bench apple-tester [RUNS] [REPS]`: the Apple-shaped test RUNS times, best and
/// median of REPS, per test.
@MainActor func appleTesterFigures(runs: Int, repetitions: Int) async {
  guard await appleShapedTest() else {
    print("apple-tester: the Apple-shaped test failed; nothing measured")
    return
  }
  let clock = ContinuousClock()
  var perTest: [Double] = []
  for _ in 0..<repetitions {
    var passed = 0
    let start = clock.now
    for _ in 0..<runs where await appleShapedTest() { passed += 1 }
    let elapsed = start.duration(to: clock.now)
    guard passed == runs else {
      print("apple-tester: \(runs - passed) of \(runs) runs failed")
      return
    }
    perTest.append(seconds(elapsed) / Double(runs) * 1e6)
  }
  let stats = bestAndMedian(perTest)
  print(
    "apple-tester: an app delegate written against Apple's SDK through launch, push, tap, one settle() and finish,"
      + " \(format(Double(runs))) times, best and median of \(repetitions)")
  print(
    "   per test: best \(format(stats.best, decimals: 1)) µs, median \(format(stats.median, decimals: 1)) µs"
      + " (target < 50 µs: \(verdict(stats.best < 50)))")
}
