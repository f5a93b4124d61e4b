import Foundation
import NotificationSimulator
import NotificationSimulatorTesting
import SimulatedUserNotifications
import Testing

/// Hops between the main actor and the global executor, as a networking layer's would.
nonisolated func fetchConfiguration() async -> Int {
  async let first = Task.detached { 1 }.value
  async let second = Task.detached { 2 }.value
  return await first + second
}

nonisolated func sumInGroup(_ values: [Int]) async -> Int {
  await withTaskGroup(of: Int.self) { group in
    for value in values { group.addTask { value } }
    return await group.reduce(0, +)
  }
}

/// A promise-style chain: each step queues the next on the main queue.
@MainActor func chain(_ steps: Int, then done: @escaping @MainActor @Sendable () -> Void) {
  guard steps > 0 else { return done() }
  DispatchQueue.main.async { chain(steps - 1, then: done) }
}

/// An app whose launch reaches `registerForRemoteNotifications()` through many hops, and whose
/// fetch handler ends a chain of main-queue closures.
final class HoppingAppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
  var configuration = 0
  var grouped = 0
  var streamed: [Int] = []
  var token: Data?
  var stuck: CheckedContinuation<Void, Never>?

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    UNUserNotificationCenter.current().delegate = self
    let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
    Task {
      for await value in stream { streamed.append(value) }
    }
    Task.detached {
      for value in 1...3 { continuation.yield(value) }
      continuation.finish()
    }
    Task {
      let configuration = await fetchConfiguration()
      let grouped = await sumInGroup([1, 2, 3, 4])
      await MainActor.run {
        self.configuration = configuration
        self.grouped = grouped
        DispatchQueue.main.async { application.registerForRemoteNotifications() }
      }
    }
    return true
  }

  func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
    token = deviceToken
  }

  func application(
    _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
    fetchCompletionHandler completionHandler: @escaping @Sendable (UIBackgroundFetchResult) -> Void
  ) {
    chain(8) { completionHandler(.newData) }
  }

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification
  ) async -> UNNotificationPresentationOptions {
    // Never returns: iOS judges the handler at its deadline.
    if notification.request.identifier == "stuck" {
      await withCheckedContinuation { stuck = $0 }
    }
    return [.banner]
  }
}

/// An app whose launch starts work of every kind at once, each piece writing to `log`.
final class OrderingAppDelegate: UIResponder, UIApplicationDelegate {
  var log: [String] = []

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    Task { log.append("main-actor task") }
    Task.detached { await MainActor.run { self.log.append("detached task") } }
    DispatchQueue.main.async { self.log.append("main-queue block") }
    Task { @MainActor in log.append("second main-actor task") }
    return true
  }

  func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
    log.append("registered")
  }
}

/// An app whose launch starts a task that waits for a handler someone calls later, then
/// registers.
final class ForeignResumeAppDelegate: UIResponder, UIApplicationDelegate {
  var log: [String] = []
  var pending: CheckedContinuation<Void, Never>?

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    Task {
      await withCheckedContinuation { pending = $0 }
      log.append("resumed")
      application.registerForRemoteNotifications()
    }
    return true
  }

  func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
    log.append("registered")
  }
}

/// An app that registers from a block it queues on the main queue at launch.
final class BlockQueuingAppDelegate: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    DispatchQueue.main.async { application.registerForRemoteNotifications() }
    return true
  }
}

@MainActor @Suite(.oneAppAtATime) struct AppExecutorTests {
  @Test func `the app's work runs in the order it was queued, main-queue blocks before the first turn`() async throws {
    var logs: Set<[String]> = []
    for _ in 0..<10 {
      let tester = NotificationTester(appDelegate: { OrderingAppDelegate() })
      tester.exhaustivity = .off
      tester.openApp()
      // The three tasks' first jobs are kept (the main-actor ones too) and run only in
      // settle(), even when the test lets the main queue turn (the block may run then).
      let app = try #require(tester.appDelegate(as: OrderingAppDelegate.self))
      #expect(tester.runtime?.queuedJobCount == 3)
      await Task.yield()
      #expect(app.log.allSatisfy { $0 == "main-queue block" })
      await tester.settle()
      logs.insert(app.log)
      tester.finish()
    }
    // The block was on the main queue before settle() began; the tasks' jobs run at its first
    // turn in the order enqueued, the detached task's hop back to the main actor after them.
    #expect(logs == [["main-queue block", "main-actor task", "second main-actor task", "detached task"]])
  }

  @Test func `a main-queue block that runs while the test awaits something else is named on the trace`() async {
    let tester = NotificationTester(appDelegate: { BlockQueuingAppDelegate() })
    tester.exhaustivity = .off
    tester.openApp()
    // The test lets the main queue turn without settle(): the app's block runs then.
    await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
    let trace = tester.trace.rendered
    #expect(trace.contains("callback   application(_:didRegisterForRemoteNotificationsWithDeviceToken:)"))
    #expect(trace.contains(
      "diagnostic unowned-work: registerForRemoteNotifications() was called from a block on the main queue that ran"
        + " while the test was not letting the app run (a DispatchQueue.main.asyncAfter block or a Timer on the wall"
        + " clock, or a block that ran while the test awaited something else): it takes effect at +0.000s, but when"
        + " it runs depends on the host. Let the app's blocks run with await tester.settle(), and give its timers a"
        + " way to fire from the test."))
  }

  @Test func `a main-queue block that runs in settle is not named`() async {
    let tester = NotificationTester(appDelegate: { BlockQueuingAppDelegate() })
    tester.exhaustivity = .off
    tester.openApp()
    await tester.settle()
    let trace = tester.trace.rendered
    #expect(trace.contains("callback   application(_:didRegisterForRemoteNotificationsWithDeviceToken:)"))
    #expect(!trace.contains("unowned-work"))
  }

  @Test func `a task resumed from another thread runs at the next settle and is named on the trace`() async throws {
    let tester = NotificationTester(appDelegate: { ForeignResumeAppDelegate() })
    tester.exhaustivity = .off
    tester.openApp()
    let app = try #require(tester.appDelegate(as: ForeignResumeAppDelegate.self))
    await tester.settle()
    #expect(app.log.isEmpty)
    let pending = try #require(app.pending)
    app.pending = nil
    // A completion handler called on a thread of its own, as a networking library's would.
    let resumed = DispatchSemaphore(value: 0)
    Thread {
      pending.resume()
      resumed.signal()
    }.start()
    resumed.wait()
    #expect(tester.runtime?.queuedJobCount == 1)
    await tester.settle()
    #expect(app.log == ["resumed", "registered"])
    #expect(tester.trace.rendered.contains(
      "diagnostic unowned-work: a task of the app's was resumed from a thread the simulator does not run (by a"
        + " completion handler called on a DispatchQueue.global() block, an OperationQueue or a Thread, or at the end"
        + " of a Task.sleep, which runs on the host's clock): it runs at +0.000s, when settle() finds it, but when it"
        + " arrives depends on the host, so settle() may return before it. Resume it from a Task or on the main"
        + " queue, which settle() runs, and let tests skip the app's sleeps."))
  }


  func launched() async -> AppTester {
    let tester = NotificationTester(app: AppConfiguration(backgroundModes: [.remoteNotification]), appDelegate: { HoppingAppDelegate() })
    tester.exhaustivity = .off
    tester.openApp()
    await tester.settle()
    return tester
  }

  @Test func `one settle runs a launch through tasks, async let, a group, a stream and the main queue`() async throws {
    let tester = await launched()
    let app = try #require(tester.appDelegate(as: HoppingAppDelegate.self))
    #expect(app.configuration == 3)
    #expect(app.grouped == 10)
    #expect(app.streamed == [1, 2, 3])
    #expect(app.token?.count == 32)
    #expect(tester.trace.rendered.contains("callback   application(_:didRegisterForRemoteNotificationsWithDeviceToken:)"))
  }

  @Test func `one settle runs a chain of main-queue closures to the fetch handler`() async throws {
    let tester = await launched()
    tester.push(json: #"{"aps":{"content-available":1}}"#, id: "bg")
    await tester.settle()
    #expect(tester.simulator.leftOvers.unansweredHandlers.isEmpty)
    #expect(tester.trace.rendered.contains("completion application(_:didReceiveRemoteNotification:fetchCompletionHandler:) notification=bg -> newData"))
  }

  @Test func `an async delegate method that never returns does not keep settle waiting`() async throws {
    let tester = await launched()
    tester.push(json: #"{"aps":{"alert":"Hi"}}"#, id: "stuck")
    await tester.settle()
    #expect(tester.simulator.leftOvers.unansweredHandlers.count == 1)
    tester.advance(by: .seconds(11))
    #expect(tester.trace.rendered.contains("completion-never-called"))
    // Judged; now let the method return, so its task ends and frees what it holds (a task that
    // never ends keeps the app delegate alive through the continuation it stored).
    let app = try #require(tester.appDelegate(as: HoppingAppDelegate.self))
    app.stuck?.resume()
    app.stuck = nil
    await tester.settle()
  }

  @Test func `the same push gives the same trace every time`() async throws {
    var traces: Set<String> = []
    for _ in 0..<20 {
      let tester = await launched()
      tester.push(json: #"{"aps":{"content-available":1}}"#, id: "bg")
      await tester.settle()
      traces.insert(tester.trace.rendered)
      tester.finish()
    }
    #expect(traces.count == 1)
  }

  @Test func `a second app alive at once runs nothing and says how to fix it`() throws {
    let first = NotificationTester(appDelegate: { HoppingAppDelegate() })
    first.exhaustivity = .off
    withKnownIssue {
      let second = NotificationTester(appDelegate: { HoppingAppDelegate() })
      second.openApp()
      #expect(second.state == .notRunning)
    } matching: { issue in
      issue.comments.map(\.rawValue).contains { $0.hasPrefix(
        "Another simulated app is alive in this process: the NotificationTester created at SimulatedUserNotificationsTests/AppExecutorTests.swift:")
        && $0.hasSuffix(
          " has not finished. App code on the main queue or on a thread carries no trace of the test that started it, so"
            + " two live devices would see each other's work; this tester runs nothing. To fix, run the tests that"
            + " create NotificationTester(appDelegate:) one at a time: add the .oneAppAtATime trait to their suites"
            + " (@Suite(.oneAppAtATime)); under XCTest, call finish() on each tester (or release it in tearDown)"
            + " before the next test creates one.")
      }
    }
    first.finish()
  }
}

/// Without the trait, a tester of the team's app refuses to start under Swift Testing.
@MainActor @Test func `a tester without the oneAppAtATime trait fails at once`() {
  withKnownIssue {
    let tester = NotificationTester(appDelegate: { HoppingAppDelegate() })
    tester.openApp()
    #expect(tester.state == .notRunning)
  } matching: { issue in
    issue.comments.map(\.rawValue) == [
      "NotificationTester(appDelegate:) under Swift Testing needs the .oneAppAtATime trait: Swift Testing runs"
        + " tests in parallel, and app code on the main queue or on a thread carries no trace of the test that"
        + " started it, so two live apps could see each other's work; this tester runs nothing. To fix, add the"
        + " trait to the test or its suite: @Suite(.oneAppAtATime) or @Test(.oneAppAtATime)."
    ]
  }
}
