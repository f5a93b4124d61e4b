import NotificationPayload
import NotificationSimulator
import NotificationSimulatorTesting
import Testing

/// The tester's calls for tokens that change (rule AP12) and the provider's tokens (rule AP13).
@Suite struct DeviceTokenTesterTests {
  @Test func `a new token while the app runs is passed unasked; the old one answers 410, then is not sent to`() throws {
    let tester = NotificationTester(app: NewsApp.app, delegate: NewsAppDelegate())
    tester.openApp()
    tester.skipCallbacks()
    let old = try #require(tester.deviceTokens.current?.token)
    tester.issueNewDeviceToken()
    tester.expect(.didRegisterForRemoteNotifications)
    let new = try #require(tester.deviceTokens.current?.token)
    #expect(new != old && tester.simulator.device.deviceToken == new)
    #expect(tester.send(NewsApp.article("1"), id: "stale", to: .previous)?.reason == .unregistered)
    let answer = try #require(tester.simulator.trace.events.last { $0.label == "apns" && $0.body.hasPrefix("stale answered") })
    guard case .apns(.answered(_, let response)) = answer.kind else { Issue.record("not an answer"); return }
    tester.expect(events: .apnsAnswer(status: 410, reason: .unregistered, notification: "stale"), .apns(.tokenDiscarded(old.hexString, after: response)))
    #expect(tester.send(NewsApp.article("2"), id: "again", to: .previous) == nil)
    tester.expect(events: .apns(.notSent("again", reason: "token-discarded")))
    tester.finish()
  }

  @Test func `a push before the app ever registered is not sent, and the test goes on`() {
    var device = DeviceConfiguration()
    device.appRegisteredBeforeStart = false
    let tester = NotificationTester(app: NewsApp.app, delegate: NewsAppDelegate(), device: device)
    let log = tester.capturingFailures()
    #expect(tester.send(NewsApp.article("1"), id: "early") == nil)
    tester.expect(events: .apns(.notSent("early", reason: "no-device-token")))
    tester.issueNewDeviceToken()
    #expect(log.failures.map(\.message) == [
      "issueNewDeviceToken() failed: can't issue a new device token: the app has no token to replace, because it has not registered since it was installed. Add a register step (registerForRemoteNotifications()) before it. [not-applicable]"
    ])
  }
}
