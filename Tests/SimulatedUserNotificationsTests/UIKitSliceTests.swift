import Foundation
@testable import NotificationSimulator
import NotificationSimulatorTesting
import Testing
@testable import SimulatedUserNotifications

/// A content extension's view controller that replaces the notification's buttons when its
/// interface shows the notification, as iOS 12 allows.
final class InviteViewController: UIViewController, UNNotificationContentExtension {
  var shownBefore: [String] = []
  var answered: [String] = []

  func didReceive(_ notification: UNNotification) {
    shownBefore = extensionContext?.notificationActions.map(\.identifier) ?? []
    extensionContext?.notificationActions = [
      UNNotificationAction(identifier: "accept", title: "Accept", options: []),
      UNNotificationAction(identifier: "decline", title: "Decline", options: [.destructive]),
    ]
  }

  func didReceive(
    _ response: UNNotificationResponse,
    completionHandler completion: @escaping @Sendable (UNNotificationContentExtensionResponseOption) -> Void
  ) {
    answered.append(response.actionIdentifier)
    extensionContext?.dismissNotificationContentExtension()
    completion(.dismiss)
  }
}

/// An app delegate that implements two optional methods only.
final class PartialAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
  var tokens: [Data] = []
  var activations = 0

  func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
    tokens.append(deviceToken)
  }

  func applicationDidBecomeActive(_ application: UIApplication) { activations += 1 }
}

@MainActor @Suite(.serialized, .oneAppAtATime) struct UIKitSliceTests {
  @Test func `a content extension's notificationActions replace the buttons through the simulator`() {
    let controller = InviteViewController()
    let adapter = ContentExtensionAdapter(categories: ["INVITE"], date: { _ in Date(timeIntervalSince1970: 0) }) {
      controller
    }
    let category = NotificationCategory(identifier: "INVITE", actions: [NotificationAction(identifier: "open")])
    let tester = NotificationTester(app: AppConfiguration(categories: [category]), delegate: Quiet())
    tester.installContentExtension(adapter)
    tester.exhaustivity = .off
    tester.push(json: #"{"aps":{"alert":"Party?","category":"INVITE"}}"#, id: "i1")
    tester.expand("i1")
    #expect(controller.shownBefore == ["open"])
    #expect(tester.simulator.actions(shownFor: "i1")?.map(\.identifier) == ["accept", "decline"])
    tester.performAction(on: "i1", action: "accept")
    #expect(controller.answered == ["accept"])
    #expect(controller.extensionContext?.recordedCalls == ["dismissNotificationContentExtension()"])
    tester.finish()
  }

  @Test func `a view controller outside an extension has no extension context, and its view loads once`() {
    final class Screen: UIViewController {
      var loads = 0
      override func viewDidLoad() { loads += 1 }
    }
    let screen = Screen()
    #expect(screen.extensionContext == nil)
    #expect(!screen.isViewLoaded)
    _ = screen.view
    _ = screen.view
    #expect(screen.loads == 1 && screen.isViewLoaded)
    #expect(screen.view.frame == UIScreen.main.bounds)
  }

  @Test func `optional methods are callable with ?() as @objc optional ones are`() throws {
    let tester = NotificationTester(appDelegate: { PartialAppDelegate() })
    tester.openApp()
    tester.exhaustivity = .off
    let application = UIApplication.shared
    let delegate = try #require(application.delegate)
    delegate.application?(application, didRegisterForRemoteNotificationsWithDeviceToken: Data([1, 2]))
    delegate.applicationDidBecomeActive?(application)
    // Not implemented: the call runs the default, which does what iOS does without the method.
    delegate.applicationWillTerminate?(application)
    let launched: Bool? = delegate.application?(application, didFinishLaunchingWithOptions: nil)
    let partial = try #require(delegate as? PartialAppDelegate)
    #expect(partial.tokens == [Data([1, 2])])
    #expect(partial.activations == 2, "one from the launch, one from the call")
    #expect(launched == true)
    tester.finish()
  }

  @Test func `the delegate's stored window reads through the protocol as UIWindow??`() throws {
    let tester = NotificationTester(appDelegate: { PartialAppDelegate() })
    tester.openApp()
    tester.exhaustivity = .off
    let partial = try #require(tester.appDelegate(as: PartialAppDelegate.self))
    #expect((UIApplication.shared.delegate?.window ?? nil) == nil)
    partial.window = UIWindow(frame: UIScreen.main.bounds)
    partial.window?.rootViewController = UIViewController()
    partial.window?.makeKeyAndVisible()
    #expect((UIApplication.shared.delegate?.window ?? nil) === partial.window)
    #expect(UIApplication.shared.delegate?.window??.isKeyWindow == true)
    tester.finish()
  }

  @Test func `UIApplication.delegate is settable`() {
    let tester = NotificationTester(appDelegate: { PartialAppDelegate() })
    tester.openApp()
    tester.exhaustivity = .off
    let other = PartialAppDelegate()
    UIApplication.shared.delegate = other
    #expect(UIApplication.shared.delegate === other)
    UIApplication.shared.delegate = nil
    #expect(UIApplication.shared.delegate == nil)
    tester.finish()
  }

  @Test func `background tasks get identifiers from 1 and end once`() {
    let application = UIApplication(process: nil)
    let first = application.beginBackgroundTask(withName: "upload")
    let second = application.beginBackgroundTask { }
    #expect(first.rawValue == 1 && second.rawValue == 2)
    #expect(UIBackgroundTaskIdentifier.invalid.rawValue == 0)
    #expect(application.backgroundTasks.unended == ["upload", ""])
    application.endBackgroundTask(first)
    application.endBackgroundTask(first)
    application.endBackgroundTask(.invalid)
    #expect(application.backgroundTasks.unended == [""])
  }

  @Test func `unregistering clears isRegisteredForRemoteNotifications until the app registers again`() async {
    let tester = NotificationTester(appDelegate: { PartialAppDelegate() })
    tester.openApp()
    tester.exhaustivity = .off
    let application = UIApplication.shared
    application.registerForRemoteNotifications()
    await tester.settle()
    #expect(application.isRegisteredForRemoteNotifications)
    application.unregisterForRemoteNotifications()
    #expect(!application.isRegisteredForRemoteNotifications)
    application.registerForRemoteNotifications()
    await tester.settle()
    #expect(application.isRegisteredForRemoteNotifications)
    tester.finish()
  }

  @Test func `the life-cycle notifications follow the delegate's methods, with the application as object`() {
    #expect(LifeCycleNotifications.names(after: .didBecomeActive).map(\.0) == [UIApplication.didBecomeActiveNotification])
    #expect(
      LifeCycleNotifications.names(after: .sceneDidEnterBackground).map(\.0.rawValue)
        == ["UISceneDidEnterBackgroundNotification", "UIApplicationDidEnterBackgroundNotification"])
    var seen: [String] = []
    let observer = NotificationCenter.default.addObserver(forName: nil, object: nil, queue: nil) { note in
      let name = note.name.rawValue
      if name.hasPrefix("UIApplication") { MainActor.assumeIsolated { seen.append(name) } }
    }
    defer { NotificationCenter.default.removeObserver(observer) }
    // No `await` from here to the check: the notifications are posted on the main actor while
    // the steps run, so no other suite's device posts in between.
    let tester = NotificationTester(appDelegate: { PartialAppDelegate() })
    tester.exhaustivity = .off
    tester.openApp()
    tester.home()
    tester.openApp()
    tester.finish()
    #expect(seen == [
      "UIApplicationDidFinishLaunchingNotification", "UIApplicationDidBecomeActiveNotification",
      "UIApplicationWillResignActiveNotification", "UIApplicationDidEnterBackgroundNotification",
      "UIApplicationWillEnterForegroundNotification", "UIApplicationDidBecomeActiveNotification",
    ])
  }

  @Test func `@main's entry point says how to run the app in a test`() {
    #expect(PartialAppDelegate.mainMessage == "SimulatedUserNotifications: PartialAppDelegate.main() starts the app on iOS. On Linux the app runs in a test: create NotificationTester(appDelegate: { PartialAppDelegate() }) in the test target and drive it (launch, push, tap).\n")
  }

  @Test func `updating(from:) returns immutable content with the same fields`() throws {
    final class Intent: NSObject, UNNotificationContentProviding {}
    let content = UNMutableNotificationContent()
    content.title = "Sam"
    content.body = "Lunch?"
    let updated = try content.updating(from: Intent())
    #expect(!(updated is UNMutableNotificationContent))
    #expect(updated.title == "Sam" && updated.body == "Lunch?")
  }
}
