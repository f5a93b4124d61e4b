import Foundation
import NotificationSimulator
import NotificationSimulatorTesting
import SimulatedUserNotifications
import Testing

/// A scene-based app: the scene delegate reads the response that launched the app.
final class SceneAppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
  var token: Data?
  /// Set by requestAuthorization's handler, which may run on a background thread, as on iOS.
  let granted = Locked<Bool?>(nil)
  var failure: (any Error)?

  func application(
    _ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    UNUserNotificationCenter.current().delegate = self
    return true
  }

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let answer = granted
    UNUserNotificationCenter.current().requestAuthorization(options: [.alert]) { granted, _ in answer.value = granted }
    application.registerForRemoteNotifications()
    return true
  }

  func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
    token = deviceToken
  }

  func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error) {
    failure = error
  }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  nonisolated(unsafe) static var launchedFrom: [String] = []

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    if let response = connectionOptions.notificationResponse {
      SceneDelegate.launchedFrom.append(response.notification.request.identifier)
    }
  }
}

@MainActor @Suite(.serialized, .oneAppAtATime) struct SceneAndRegistrationTests {
  @Test func `the scene delegate gets the response that launched the app`() {
    SceneDelegate.launchedFrom = []
    let tester = NotificationTester(
      app: AppConfiguration(), appDelegate: { SceneAppDelegate() },
      sceneDelegate: { SceneDelegate() })
    tester.exhaustivity = .off
    tester.push(json: #"{"aps":{"alert":"Hi"}}"#, id: "n1")
    tester.tap("n1")
    #expect(SceneDelegate.launchedFrom == ["n1"])
    #expect(tester.trace.rendered.contains(
      "system     UNUserNotificationCenter delegate assigned in application(_:willFinishLaunchingWithOptions:)"))
  }

  @Test func `registration hands the app the device token as Data`() throws {
    let tester = NotificationTester(
      app: AppConfiguration(), appDelegate: { SceneAppDelegate() })
    tester.exhaustivity = .off
    tester.openApp()
    let app = try #require(tester.appDelegate(as: SceneAppDelegate.self))
    let token = try #require(tester.simulator.device.deviceToken)
    #expect(app.token == Data(token.bytes))
    #expect(app.token?.count == 32)
  }

  @Test func `without the entitlement registration fails with Cocoa error 3000`() throws {
    let tester = NotificationTester(app: AppConfiguration(apsEnvironment: nil), appDelegate: { SceneAppDelegate() })
    tester.exhaustivity = .off
    tester.openApp()
    let error = try #require(tester.appDelegate(as: SceneAppDelegate.self)?.failure) as NSError
    #expect(error.domain == "NSCocoaErrorDomain")
    #expect(error.code == 3000)
  }

  @Test func `the authorization handler runs when the user answers the prompt`() async {
    let tester = NotificationTester(appDelegate: { SceneAppDelegate() }, authorization: nil)
    tester.exhaustivity = .off
    tester.openApp()
    #expect(tester.appDelegate(as: SceneAppDelegate.self)?.granted.value == nil)
    tester.answerPrompt(allow: true)
    #expect(tester.appDelegate(as: SceneAppDelegate.self)?.granted.value == true)
  }
}
