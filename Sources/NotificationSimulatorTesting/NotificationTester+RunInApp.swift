public import NotificationSimulator
import SimulatedUserNotifications

extension NotificationTester where Delegate == ConfiguredAppDelegate {
  /// Runs app code the test calls directly, as a tap on a button would run it: a view model's
  /// or a manager's method (`manager.orderPlaced("o-1")`). The tasks that code starts are the
  /// app's, so they run, in order, when the test calls ``settle()``; without it, a `Task {}`
  /// started from the test's own code is the test's and runs on the system's executors, racing
  /// the test.
  ///
  /// Not an Apple API. The closure is synchronous; what it starts runs at ``settle()``.
  @MainActor @discardableResult public func runInApp<Result>(_ body: () throws -> Result) rethrows -> Result {
    guard let runtime else { return try body() }
    return try runtime.runAsApp(body)
  }
}
