// Eight suites, each a test a team would write for the app in TeamApp.swift. Every test lets
// the app run once (`await tester.settle()`). `Tests/stress-app-code.sh` runs them many times,
// several processes side by side, and compares the traces each run writes.
import Foundation
import NotificationSimulator
import NotificationSimulatorTesting
import SimulatedUserNotifications
import Testing

let appConfiguration = AppConfiguration(backgroundModes: [.remoteNotification])

@MainActor func makeTester(state: AppState = .notRunning) -> AppTester {
  let tester = NotificationTester(
    app: appConfiguration, appDelegate: { AppDelegate() }, sceneDelegate: { SceneDelegate() },
    serviceExtension: { NotificationService() }, state: state)
  tester.exhaustivity = .off
  return tester
}

/// Writes the trace to `$APP_ACCEPTANCE_TRACES/<name>.txt` when the variable is set, for the
/// stress script to compare runs.
@MainActor func keep(_ tester: AppTester, as name: String) {
  guard let folder = ProcessInfo.processInfo.environment["APP_ACCEPTANCE_TRACES"] else { return }
  let url = URL(fileURLWithPath: folder).appendingPathComponent("\(name).txt")
  try? tester.trace.rendered.write(to: url, atomically: true, encoding: .utf8)
}

/// The messages the app's `AsyncStream` consumer (started at launch on the main actor) took from
/// the feed: all three, within the one `settle()`, every run.
@MainActor func expectWelcomeMessages(_ unread: [String]) {
  #expect(Array(unread.prefix(3)) == ["welcome 1", "welcome 2", "welcome 3"])
}

@MainActor func app(_ tester: AppTester) throws -> AppDelegate {
  try #require(tester.appDelegate(as: AppDelegate.self))
}

@MainActor @Suite(.oneAppAtATime) struct LaunchSuite {
  @Test func `a launch reaches registration through the scene task, tasks, the main actor and the main queue`() async throws {
    let tester = makeTester()
    tester.openApp()
    await tester.settle()
    let app = try app(tester)
    #expect(app.settings == ["<profile>", "<news>", "<sport>", "<weather>"])
    #expect(app.token?.count == 64)
    expectWelcomeMessages(app.unread)
    #expect(tester.trace.rendered.contains("callback   application(_:didRegisterForRemoteNotificationsWithDeviceToken:)"))
    keep(tester, as: "launch")
  }
}

@MainActor @Suite(.oneAppAtATime) struct ForegroundSuite {
  @Test func `pushes in the foreground are presented as the async willPresent decides`() async throws {
    let tester = makeTester(state: .active)
    for id in ["f1", "f2", "f3", "f4"] {
      tester.push(json: #"{"aps":{"alert":{"title":"Hi","body":"\#(id)"}}}"#, id: id)
    }
    await tester.settle()
    let trace = tester.trace.rendered
    #expect(trace.contains("completion userNotificationCenter(_:willPresent:withCompletionHandler:) notification=f1 -> [sound, list, banner]"))
    #expect(trace.contains("displayed f1 [banner, list]"))
    #expect(trace.contains("displayed f4 [list]"))
    #expect(tester.simulator.leftOvers.unansweredHandlers.isEmpty)
    keep(tester, as: "foreground")
  }
}

@MainActor @Suite(.oneAppAtATime) struct TapSuite {
  @Test func `tapping a notification cold-launches the app and opens the downloaded article`() async throws {
    let tester = makeTester()
    tester.push(json: #"{"aps":{"alert":{"title":"Big news","body":"..."}}}"#, id: "n1")
    tester.tap("n1")
    await tester.settle()
    #expect(try app(tester).opened == ["<n1>"])
    #expect(tester.trace.rendered.contains("app calls removeDeliveredNotifications [n1]"))
    #expect(tester.simulator.leftOvers.unansweredHandlers.isEmpty)
    keep(tester, as: "tap")
  }
}

@MainActor @Suite(.oneAppAtATime) struct BackgroundFetchSuite {
  @Test func `a background push is answered at the end of a promise chain on the main queue`() async throws {
    let tester = makeTester(state: .background)
    tester.push(json: #"{"aps":{"content-available":1},"topic":"sport"}"#, id: "bg")
    await tester.settle()
    #expect(try app(tester).refreshed == ["refreshed sport"])
    #expect(tester.trace.rendered.contains(
      "completion application(_:didReceiveRemoteNotification:fetchCompletionHandler:) notification=bg -> newData"))
    keep(tester, as: "background-fetch")
  }
}

@MainActor @Suite(.oneAppAtATime) struct ServiceExtensionSuite {
  @Test func `the extension shows decrypted content as soon as its download calls the handler`() async throws {
    let tester = makeTester(state: .background)
    tester.push(json: #"{"aps":{"alert":{"title":"Secret","body":"..."},"mutable-content":1}}"#, id: "m1")
    await tester.settle()
    let lines = tester.trace.rendered.split(separator: "\n").filter { $0.contains("m1") }
    #expect(lines.contains { $0.hasPrefix("+0.000s  system     content of m1 changed") && $0.contains("decrypted <m1>") })
    #expect(lines.contains { $0.hasPrefix("+0.000s  system     displayed m1") })
    #expect(tester.simulator.leftOvers.unansweredHandlers.isEmpty)
    keep(tester, as: "service-extension")
  }
}

@MainActor @Suite(.oneAppAtATime) struct ActionSuite {
  @Test func `the Read action opens the article in the foreground`() async throws {
    let tester = makeTester(state: .background)
    tester.push(json: #"{"aps":{"alert":{"title":"Story","body":"..."},"category":"NEWS"}}"#, id: "a1")
    tester.performAction(on: "a1", action: "READ")
    await tester.settle()
    #expect(try app(tester).opened == ["<a1>"])
    keep(tester, as: "action")
  }
}

@MainActor @Suite(.oneAppAtATime) struct FeedSuite {
  @Test func `messages reach the app's stream after it registered`() async throws {
    let tester = makeTester(state: .active)
    await tester.settle()
    let app = try app(tester)
    app.feed.receive("hello")
    app.feed.close()
    expectWelcomeMessages(app.unread)
    keep(tester, as: "feed")
  }
}

@MainActor @Suite(.oneAppAtATime) struct SuspendedSuite {
  @Test func `a suspended app runs its launch work only once it runs again`() async throws {
    let tester = makeTester(state: .suspended)
    tester.push(json: #"{"aps":{"content-available":1},"topic":"news"}"#, id: "wake")
    tester.openApp()
    await tester.settle()
    let app = try app(tester)
    #expect(app.refreshed == ["refreshed news"])
    #expect(app.settings.count == 4)
    keep(tester, as: "suspended")
  }
}
