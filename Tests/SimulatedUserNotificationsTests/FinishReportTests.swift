import Foundation
import NotificationSimulator
import NotificationSimulatorTesting
import SimulatedUserNotifications
import Testing

/// An app that starts a task at launch and never lets the test run it.
final class BusyAppDelegate: UIResponder, UIApplicationDelegate {
  var done = false
  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    Task.detached { await MainActor.run { self.done = true } }
    return true
  }
}

/// `finish()` says what the trace says: a handler called late is late, a second call fails, and
/// the app's queued work is reported.
@MainActor @Suite(.oneAppAtATime) struct FinishReportTests {
  /// The failures `finish()` reports, the callbacks so far skipped.
  func finishFailures(_ tester: AppTester) -> [String] {
    var failures: [String] = []
    tester.failureHook = { failures.append($0.message) }
    tester.skipCallbacks()
    tester.finish()
    return failures
  }

  /// A tester whose steps do not fail on callbacks left unasserted before them.
  func quietTester(_ make: @escaping @MainActor () -> any UIApplicationDelegate) -> AppTester {
    let tester = NotificationTester(appDelegate: make)
    tester.failureHook = { _ in }
    return tester
  }

  @Test func `a handler called late is reported as late, not as never called`() {
    let tester = quietTester { TimingAppDelegate() }
    tester.openApp()
    tester.push(json: #"{"aps":{"content-available":1}}"#, id: "fg")
    tester.advance(by: .seconds(31))
    tester.appDelegate(as: TimingAppDelegate.self)?.fetchHandler?(.newData)
    #expect(finishFailures(tester) == [
      """
      1 completion handler call was wrong:
        completion-called-late: the completion handler of application(_:didReceiveRemoteNotification:fetchCompletionHandler:) for fg was called at +31.000s, after its deadline at +30.000s; iOS ignores the late call.

      iOS ignores a call after the deadline and a second call. To fix, call each handler exactly once, before its \
      deadline, or, if the test is about the misuse, set tester.exhaustivity = .off.
      """
    ])
  }

  @Test func `a handler called twice fails finish`() {
    let tester = quietTester { TimingAppDelegate() }
    tester.openApp()
    tester.push(json: #"{"aps":{"alert":{"title":"Hi"}}}"#, id: "twice")
    #expect(finishFailures(tester) == [
      """
      1 completion handler call was wrong:
        completion-called-twice: the completion handler of userNotificationCenter(_:willPresent:withCompletionHandler:) for twice was called a second time at +0.000s; call it exactly once.

      iOS ignores a call after the deadline and a second call. To fix, call each handler exactly once, before its \
      deadline, or, if the test is about the misuse, set tester.exhaustivity = .off.
      """
    ])
  }

  @Test func `work the app queued and the test never ran fails finish`() async {
    let tester = quietTester { BusyAppDelegate() }
    tester.openApp()
    #expect(tester.appDelegate(as: BusyAppDelegate.self)?.done == false)
    #expect(finishFailures(tester) == [
      "1 job of the app's tasks is still queued: the app's tasks run only when the test lets the app run. To fix, call"
        + " await tester.settle() before finish() and assert what the work did, or set tester.exhaustivity = .off."
    ])
    // Reported; now let the queued task run, so it ends and frees the delegate it holds.
    await tester.settle()
  }

  @Test func `after settle the queued work has run and finish passes`() async {
    let tester = quietTester { BusyAppDelegate() }
    tester.openApp()
    await tester.settle()
    #expect(tester.appDelegate(as: BusyAppDelegate.self)?.done == true)
    #expect(finishFailures(tester) == [])
  }
}

/// An app that registers from a main-queue block and a task queued at launch.
final class QueuingAppDelegate: UIResponder, UIApplicationDelegate {
  var taskRan = false
  var token: Data?
  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    DispatchQueue.main.async { application.registerForRemoteNotifications() }
    Task.detached { await MainActor.run { self.taskRan = true } }
    return true
  }

  func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
    token = deviceToken
  }
}

@MainActor @Suite(.oneAppAtATime) struct SuspendedAppTests {
  @Test func `a suspended app runs nothing until it runs again`() async throws {
    let tester = NotificationTester(
      app: AppConfiguration(backgroundModes: [.remoteNotification]), appDelegate: { QueuingAppDelegate() },
      state: .suspended)
    tester.exhaustivity = .off
    await tester.settle()
    #expect(tester.state == .suspended)
    let app = try #require(tester.appDelegate(as: QueuingAppDelegate.self))
    #expect(!app.taskRan)
    #expect(!tester.trace.rendered.contains("didRegisterForRemoteNotificationsWithDeviceToken"))
    #expect(tester.runtime?.queuedJobCount == 1)
    tester.push(json: #"{"aps":{"content-available":1}}"#, id: "wake")
    await tester.settle()
    #expect(app.taskRan)
    #expect(app.token?.count == 32)
  }
}
