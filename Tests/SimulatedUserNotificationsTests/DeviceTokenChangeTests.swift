import Foundation
import NotificationSimulator
import NotificationSimulatorTesting
import SimulatedUserNotifications
import Testing

/// An app that never calls `registerForRemoteNotifications()` itself: every token it gets, iOS
/// gave it unasked.
final class TokenRecordingAppDelegate: UIResponder, UIApplicationDelegate {
  var tokens: [Data] = []

  func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
    tokens.append(deviceToken)
  }
}

/// A new device token reaches an Apple-shaped app delegate through the same path as a
/// registration (rule AP12).
@MainActor @Suite(.serialized, .oneAppAtATime) struct AppleShapedDeviceTokenChangeTests {
  @Test func `a new token reaches application(_:didRegisterForRemoteNotificationsWithDeviceToken:) unasked`() throws {
    let tester = NotificationTester(app: AppConfiguration(), appDelegate: { TokenRecordingAppDelegate() })
    tester.exhaustivity = .off
    tester.openApp()
    #expect(tester.appDelegate(as: TokenRecordingAppDelegate.self)?.tokens == [])
    tester.issueNewDeviceToken()
    let token = try #require(tester.simulator.device.deviceToken)
    #expect(tester.deviceTokens.issued.count == 2)
    #expect(tester.appDelegate(as: TokenRecordingAppDelegate.self)?.tokens == [Data(token.bytes)])
  }

  @Test func `after a restore the relaunched app delegate gets the new token unasked`() throws {
    let tester = NotificationTester(app: AppConfiguration(), appDelegate: { TokenRecordingAppDelegate() })
    tester.exhaustivity = .off
    let old = try #require(tester.deviceTokens.current?.token)
    tester.restoreDevice()
    tester.openApp()
    let token = try #require(tester.simulator.device.deviceToken)
    #expect(token != old)
    #expect(tester.appDelegate(as: TokenRecordingAppDelegate.self)?.tokens == [Data(token.bytes)])
  }
}
