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

/// The trace lines from the first one that contains `marker`.
func lines(_ tester: AppTester, from marker: String) -> [String] {
  let all = tester.trace.rendered.split(separator: "\n").map(String.init)
  guard let start = all.firstIndex(where: { $0.contains(marker) }) else { return all }
  return Array(all[start...])
}

@MainActor @Suite(.oneAppAtATime) struct CompletionTimingTests {
  let alert = #"{"aps":{"alert":{"title":"Hi"}}}"#

  func activeApp() -> AppTester {
    let tester = NotificationTester(appDelegate: { TimingAppDelegate() })
    tester.exhaustivity = .off
    tester.openApp()
    return tester
  }

  @Test func `the delegate assigned in didFinishLaunching is assigned in time for the launch`() {
    let tester = activeApp()
    #expect(lines(tester, from: "tapped the app icon") == [
      "+0.000s  user       tapped the app icon",
      "+0.000s  lifecycle  notRunning -> inactive (launch)  [R65]",
      "+0.000s  callback   application(_:willFinishLaunchingWithOptions:) launchOptions=nil  [R65]",
      "+0.000s  callback   application(_:didFinishLaunchingWithOptions:) launchOptions=nil  [R65]",
      "+0.000s  system     UNUserNotificationCenter delegate assigned in application(_:didFinishLaunchingWithOptions:)  [R65]",
      "+0.000s  lifecycle  inactive -> active (becomes active)  [R65]",
      "+0.000s  callback   applicationDidBecomeActive(_:)  [R65]",
    ])
    #expect(tester.appDelegate(as: TimingAppDelegate.self)?.launches == 1)
  }

  @Test func `a handler called in the callback presents at once`() {
    let tester = activeApp()
    tester.push(json: alert, id: "now")
    #expect(lines(tester, from: "push       now") == [
      "+0.000s  push       now alert (A)",
      "+0.000s  callback   userNotificationCenter(_:willPresent:withCompletionHandler:) notification=now title=\"Hi\" body=\"\" userInfo=[aps]  [R01]",
      "+0.000s  completion userNotificationCenter(_:willPresent:withCompletionHandler:) notification=now -> [sound, list, banner]  [R01]",
      "+0.000s  system     displayed now [banner, list]  [R01]",
    ])
  }

  @Test func `a handler called from the main queue presents when the queue runs`() async {
    let tester = activeApp()
    tester.push(json: alert, id: "later")
    #expect(lines(tester, from: "push       later").count == 2)
    #expect(tester.simulator.leftOvers.unansweredHandlers.count == 1)
    await tester.settle()
    #expect(lines(tester, from: "push       later") == [
      "+0.000s  push       later alert (A)",
      "+0.000s  callback   userNotificationCenter(_:willPresent:withCompletionHandler:) notification=later title=\"Hi\" body=\"\" userInfo=[aps]  [R01]",
      "+0.000s  completion userNotificationCenter(_:willPresent:withCompletionHandler:) notification=later -> [list, banner]  [R01]",
      "+0.000s  system     displayed later [banner, list]  [R01]",
    ])
  }

  @Test func `a handler never called is reported at the deadline and counts as no presentation`() {
    let tester = activeApp()
    tester.push(json: alert, id: "never")
    tester.advance(by: .seconds(30))
    #expect(lines(tester, from: "push       never").suffix(2) == [
      "+10.000s  diagnostic completion-never-called: UNUserNotificationCenter delegate received call to -userNotificationCenter:willPresentNotification:withCompletionHandler: but the completion handler was never called.  [R01]",
      "+10.000s  system     not shown never: the app was active and willPresent's completion handler was not called in time, which counts as []  [R01]",
    ])
  }

  @Test func `a handler called twice is a diagnostic`() {
    let tester = activeApp()
    tester.push(json: alert, id: "twice")
    #expect(lines(tester, from: "push       twice").last
      == "+0.000s  diagnostic completion-called-twice: the completion handler of userNotificationCenter(_:willPresent:withCompletionHandler:) for twice was called a second time at +0.000s; call it exactly once.  [R01]")
  }

  @Test func `a fetch handler the app keeps is called in a later step at that virtual time`() {
    let tester = activeApp()
    tester.home()
    tester.push(json: #"{"aps":{"content-available":1}}"#, id: "bg")
    tester.advance(by: .seconds(5))
    tester.appDelegate(as: TimingAppDelegate.self)?.fetchHandler?(.newData)
    #expect(lines(tester, from: "push       bg") == [
      "+0.000s  push       bg background (S)",
      "+0.000s  callback   application(_:didReceiveRemoteNotification:fetchCompletionHandler:) notification=bg state=background  [R18]",
      "+5.000s  completion application(_:didReceiveRemoteNotification:fetchCompletionHandler:) notification=bg -> newData  [R18]",
    ])
  }

  @Test func `a fetch handler called after 30 seconds in the foreground is late`() {
    let tester = activeApp()
    tester.push(json: #"{"aps":{"content-available":1}}"#, id: "fg")
    tester.advance(by: .seconds(31))
    tester.appDelegate(as: TimingAppDelegate.self)?.fetchHandler?(.newData)
    #expect(lines(tester, from: "push       fg").last
      == "+31.000s  diagnostic completion-called-late: the completion handler of application(_:didReceiveRemoteNotification:fetchCompletionHandler:) for fg was called at +31.000s, after its deadline at +30.000s; iOS ignores the late call.  [R03]")
  }

  @Test func `a fetch handler not called within 30 seconds in the background gets the app terminated`() {
    let tester = activeApp()
    tester.home()
    tester.push(json: #"{"aps":{"content-available":1}}"#, id: "bg")
    let kept = tester.appDelegate(as: TimingAppDelegate.self)
    tester.advance(by: .seconds(31))
    #expect(tester.state == .notRunning)
    kept?.fetchHandler?(.newData)
    #expect(lines(tester, from: "push       bg").last
      == "+31.000s  diagnostic call-after-termination: the app's code called completion handler #1 after its process ended (the app was terminated or force-quit); nothing happened. Keep state that must outlive the process on the device, and cancel work when the app terminates.")
  }

  @Test func `an async didReceive runs and its center calls reach the device`() {
    let tester = activeApp()
    tester.home()
    tester.push(json: alert, id: "n1")
    tester.tap("n1")
    let trace = lines(tester, from: "tapped n1")
    #expect(trace.contains("+0.000s  callback   userNotificationCenter(_:didReceive:withCompletionHandler:) response=n1 action=default category=\"\" title=\"Hi\" body=\"\" userInfo=[aps]  [R32]"))
    #expect(trace.contains("+0.000s  user       app calls removeDeliveredNotifications [n1]"))
    #expect(trace.contains("+0.000s  completion userNotificationCenter(_:didReceive:withCompletionHandler:) notification=n1 -> called  [R32]"))
  }

  @Test func `each launch creates the app's objects anew`() {
    let tester = activeApp()
    let first = tester.appDelegate(as: TimingAppDelegate.self)
    tester.forceQuit()
    #expect(tester.appDelegate(as: TimingAppDelegate.self) == nil)
    tester.relaunch()
    let second = tester.appDelegate(as: TimingAppDelegate.self)
    #expect(second != nil && second !== first)
    #expect(second?.launches == 1)
    #expect(first?.launches == 1)
  }

  @Test func `a handler the ended process kept is refused on the trace`() {
    let tester = activeApp()
    tester.home()
    tester.push(json: #"{"aps":{"content-available":1}}"#, id: "bg")
    let old = tester.appDelegate(as: TimingAppDelegate.self)
    tester.forceQuit()
    old?.fetchHandler?(.newData)
    #expect(lines(tester, from: "force-quit").last
      == "+0.000s  diagnostic call-after-termination: the app's code called completion handler #1 after its process ended (the app was terminated or force-quit); nothing happened. Keep state that must outlive the process on the device, and cancel work when the app terminates.")
  }

  @Test func `a step off the main actor fails instead of running the app's code`() async {
    let tester = activeApp()
    var failures: [String] = []
    tester.failureHook = { failures.append($0.message) }
    let box = UncheckedTester(tester)
    await Task.detached { box.tester.home() }.value
    #expect(failures == [
      "home() ran off the main actor, so the app's delegates could not be called and nothing happened. To fix, mark the test (or its suite or XCTestCase) @MainActor: UIKit calls the app delegate on the main thread."
    ])
    #expect(tester.state == .active)
  }
}

/// Moves a tester to another thread, which a test must never do; here it checks the refusal.
struct UncheckedTester: @unchecked Sendable {
  let tester: AppTester
  init(_ tester: AppTester) { self.tester = tester }
}
