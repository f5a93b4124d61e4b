import Foundation
import NotificationSimulatorTesting
import SimulatedUserNotifications
import Testing

/// A router that assigns itself as the center's delegate in its `init`, reached through a
/// singleton: its `init` runs once per process.
final class SingletonRouter: NSObject, UNUserNotificationCenterDelegate, @unchecked Sendable {
  nonisolated(unsafe) static var shared: SingletonRouter?
  /// The singleton, made on first use as a `static let` would be.
  static func instance() -> SingletonRouter {
    if let shared { return shared }
    let made = SingletonRouter()
    shared = made
    return made
  }

  override init() {
    super.init()
    UNUserNotificationCenter.current().delegate = self
  }

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
  ) {
    completionHandler([.banner])
  }
}

final class SingletonAppDelegate: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    _ = SingletonRouter.instance()
    return true
  }
}

/// Assigns itself as the center's delegate when it becomes active, at every launch.
final class ActiveAssigningAppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
  func applicationDidBecomeActive(_ application: UIApplication) {
    UNUserNotificationCenter.current().delegate = self
  }
}

@MainActor @Suite(.oneAppAtATime, .serialized) struct SecondLaunchTests {
  let keptDelegate =
    "application(_:didFinishLaunchingWithOptions:) returned and no UNUserNotificationCenter delegate was assigned at"
    + " this launch, but a SingletonRouter an earlier launch assigned is still alive, kept by the test's process. On a"
    + " device every launch is a new process: statics and singletons start again, the code that assigned the"
    + " delegate (such as a singleton's init) runs again, and iOS calls willPresent and didReceive on it. Here that"
    + " code did not run, so this launch gets neither. Create the object at each launch (in"
    + " application(_:didFinishLaunchingWithOptions:)), or reset the singleton before each launch in the test."

  func relaunched(resetBetween: Bool) -> AppTester {
    SingletonRouter.shared = nil
    let tester = AppTester(appDelegate: { SingletonAppDelegate() })
    tester.exhaustivity = .off
    tester.openApp()
    tester.push(json: #"{"aps":{"alert":{"title":"One","body":"1"}}}"#, id: "n1")
    tester.home()
    tester.terminate()
    if resetBetween { SingletonRouter.shared = nil }
    tester.openApp()
    tester.push(json: #"{"aps":{"alert":{"title":"Two","body":"2"}}}"#, id: "n2")
    return tester
  }

  @Test func `a delegate a singleton assigned at the first launch only is named at the second, with what iOS would do`() {
    let tester = relaunched(resetBetween: false)
    let trace = tester.trace.rendered
    #expect(trace.contains("callback   userNotificationCenter(_:willPresent:withCompletionHandler:) notification=n1"))
    #expect(!trace.contains("willPresent:withCompletionHandler:) notification=n2"))
    #expect(tester.trace.diagnostics.filter { $0.code == "kept-across-launches" }.map(\.message) == [keptDelegate])
    #expect(trace.contains("+0.000s  diagnostic kept-across-launches: " + keptDelegate + "\n"))
    #expect(trace.contains("system     not shown n2: there is no UNUserNotificationCenter delegate to ask"))
  }

  @Test func `reset between launches, as the message says, the second launch gets willPresent and no diagnostic`() {
    let tester = relaunched(resetBetween: true)
    #expect(tester.trace.rendered.contains("callback   userNotificationCenter(_:willPresent:withCompletionHandler:) notification=n2"))
    #expect(tester.trace.diagnostics.filter { $0.code == "kept-across-launches" }.isEmpty)
  }

  @Test func `an app that never assigns a delegate gets no such diagnostic`() {
    let tester = AppTester(appDelegate: { PlainAppDelegate() })
    tester.exhaustivity = .off
    tester.openApp()
    tester.home()
    tester.terminate()
    tester.openApp()
    tester.push(json: #"{"aps":{"alert":{"title":"Two","body":"2"}}}"#, id: "n2")
    #expect(tester.trace.diagnostics.isEmpty)
  }

  @Test func `a delegate assigned later in each launch, while the test holds the first one, is no kept state`() throws {
    let tester = AppTester(appDelegate: { ActiveAssigningAppDelegate() })
    tester.exhaustivity = .off
    tester.openApp()
    let first = try #require(tester.appDelegate(as: ActiveAssigningAppDelegate.self))
    tester.home()
    tester.terminate()
    tester.openApp()
    #expect(tester.appDelegate(as: ActiveAssigningAppDelegate.self) !== first)
    #expect(tester.trace.diagnostics.isEmpty)
  }
}
