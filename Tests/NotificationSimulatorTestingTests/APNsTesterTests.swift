import NotificationPayload
import NotificationSimulator
import NotificationSimulatorTesting
import Testing

/// The tester's calls for the APNs link: sending through APNs, asserting its answers, the
/// device going offline, deleting and reinstalling the app.
@Suite struct APNsTesterTests {
  func suspendedNewsApp() -> NotificationTester<NewsAppDelegate> {
    let tester = NotificationTester(app: NewsApp.app, delegate: NewsAppDelegate())
    tester.openApp()
    tester.skipCallbacks()
    tester.home()
    tester.skipCallbacks()
    return tester
  }

  @Test func `scores sent while offline: three answers, one notification when back online`() {
    let tester = suspendedNewsApp()
    tester.goOffline()
    #expect(tester.send(NewsApp.article("1", title: "1-0"), id: "1-0")?.status == 200)
    tester.expectAPNsAnswer(status: 200, notification: "1-0")
    tester.send(NewsApp.article("1", title: "1-1"), id: "1-1")
    tester.expect(events: .apnsAnswer(status: 200, notification: "1-1"), .apns(.discarded("1-0", reason: "replaced")))
    tester.send(NewsApp.article("1", title: "2-1"), id: "2-1")
    tester.expect(events: .apns(.discarded("1-1", reason: "replaced")))
    tester.goOnline()
    tester.expect(events: .apns(.forwarded("2-1")))
    tester.expectDelivered(["2-1"])
    tester.finish()
  }

  @Test func `a deleted app's token answers 410 Unregistered; a wrong expectation fails with both sides`() {
    let tester = suspendedNewsApp()
    tester.uninstallApp()
    let answer = tester.send(NewsApp.article("9"), id: "late", headers: ["apns-push-type": "alert"])
    #expect(answer?.reason == .unregistered)
    tester.expectAPNsAnswer(status: 410, reason: .unregistered, notification: "late")
    #expect(tester.deviceTokens.issued.count == 1 && tester.deviceTokens.current?.unregisteredAt != nil)

    let log = tester.capturingFailures()
    // The provider discarded the token after the 410, so it sends nothing more to it (rule AP13).
    #expect(tester.send(NewsApp.article("10"), id: "later") == nil)
    tester.expectAPNsAnswer(status: 200, notification: "later")
    #expect(log.failures.count == 1)
    #expect(log.failures.first?.message.contains("apns       later answered 200") == true)
    #expect(log.failures.first?.message.contains("later not sent (token-discarded)") == true)
  }

  @Test func `a reinstalled app registers again and gets a new token`() {
    let tester = suspendedNewsApp()
    let old = tester.deviceTokens.current?.token
    tester.uninstallApp()
    tester.installApp()
    tester.openApp()
    tester.skipCallbacks()
    tester.registerForRemoteNotifications()
    tester.skipCallbacks()
    #expect(tester.deviceTokens.current?.token != old)
    tester.send(NewsApp.article("1"), id: "n1", headers: ["apns-push-type": "alert", "apns-priority": "10"])
    tester.expectAPNsAnswer(status: 200)
    tester.expect(.willPresent("n1"))
    tester.send(NewsApp.article("2"), id: "n2", to: .previous)
    tester.expectAPNsAnswer(status: 410, reason: .unregistered, notification: "n2")
    tester.exhaustivity = .off
    tester.finish()
  }

  @Test func `the catalog's example: a deleted app's token answers 410`() {
    // The snippet of the NotificationSimulatorTesting catalog, word for word.
    let tester = NotificationTester(app: AppConfiguration(bundleID: "com.example.news"))
    tester.uninstallApp()
    tester.send(Payload(aps: APS(alert: Alert(body: "Hi"))), id: "n1", headers: ["apns-push-type": "alert"])
    tester.expectAPNsAnswer(status: 410, reason: .unregistered, notification: "n1")
    tester.finish()
  }
}
