import Foundation
import NotificationSimulator
import NotificationSimulatorTesting
import SimulatedUserNotifications
import Testing

/// An app that blocks the main thread until its fetch handler, called from a global queue,
/// returns: a deadlock if the simulator made that call wait for the step.
final class BlockingAppDelegate: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
    fetchCompletionHandler completionHandler: @escaping @Sendable (UIBackgroundFetchResult) -> Void
  ) {
    let answered = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      completionHandler(.newData)
      answered.signal()
    }
    answered.wait()
  }
}

/// Cases that could hang the test process run in a child process of their own (this test bundle,
/// filtered to one test, with `NOTIFSIM_HANG_CASE` set), killed by a watchdog after 60 seconds.
@Suite struct HangWatchdogTests {
  /// Runs the test `name` of this suite in a child process; returns its exit status, or `nil`
  /// when the watchdog had to kill it.
  static func runInChild(_ name: String) throws -> Int32? {
    let child = Process()
    // The running binary by an absolute path, started in the temporary folder: the test process's
    // current folder can change for a moment (CLI tests run commands inside folders), so
    // neither a relative argv[0] nor the inherited folder is safe.
    #if os(Linux)
      child.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    #else
      child.executableURL = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    #endif
    child.currentDirectoryURL = FileManager.default.temporaryDirectory
    child.arguments = ["--testing-library", "swift-testing", "--filter", "HangCases"]
    child.environment = ProcessInfo.processInfo.environment.merging(["NOTIFSIM_HANG_CASE": name]) { $1 }
    child.standardOutput = FileHandle.nullDevice
    child.standardError = FileHandle.nullDevice
    try child.run()
    let finished = DispatchSemaphore(value: 0)
    child.terminationHandler = { _ in finished.signal() }
    if finished.wait(timeout: .now() + 60) == .timedOut {
      child.terminate()
      return nil
    }
    return child.terminationStatus
  }

  @Test func `a fetch handler called from a global queue while the main thread waits for it does not hang`() throws {
    #expect(try Self.runInChild("blocking fetch") == 0)
  }
}

/// The cases themselves: each runs only in the child process that asks for it.
@MainActor @Suite(.oneAppAtATime) struct HangCases {
  @Test(.enabled(if: ProcessInfo.processInfo.environment["NOTIFSIM_HANG_CASE"] == "blocking fetch"))
  func `blocking fetch`() {
    let tester = NotificationTester(
      app: AppConfiguration(backgroundModes: [.remoteNotification]), appDelegate: { BlockingAppDelegate() })
    tester.exhaustivity = .off
    tester.openApp()
    tester.push(json: #"{"aps":{"content-available":1}}"#, id: "bg")
    #expect(tester.trace.rendered.contains(
      "completion application(_:didReceiveRemoteNotification:fetchCompletionHandler:) notification=bg -> newData"))
    #expect(tester.simulator.leftOvers.unansweredHandlers.isEmpty)
  }
}
