import NotificationSimulator
import NotificationSimulatorTesting
import Testing

/// The tester's calls for the device's own state, under Swift Testing.
@Suite struct DeviceTesterTests {
  func suspendedNewsApp() -> NotificationTester<NewsAppDelegate> {
    let tester = NotificationTester(app: NewsApp.app, delegate: NewsAppDelegate())
    tester.openApp()
    tester.skipCallbacks()
    tester.home()
    tester.skipCallbacks()
    return tester
  }

  @Test func `a collapse id replaces the delivered article and the app removes it`() {
    let tester = suspendedNewsApp()
    tester.push(NewsApp.article("1", title: "1-0"), id: "match")
    tester.push(NewsApp.article("2"), id: "other")
    tester.push(NewsApp.article("1", title: "1-1"), id: "match")
    tester.expectDelivered(["match", "other"])
    tester.openApp()
    tester.expect(.willEnterForeground, .didBecomeActive)
    #expect(tester.getDeliveredNotifications().map(\.identifier) == ["match", "other"])
    tester.removeDeliveredNotifications(withIdentifiers: ["match"])
    tester.expectDelivered(["other"])
    tester.finish()
  }

  @Test func `a calendar reminder fires at local 08:30 on the device's clock`() {
    let device = DeviceConfiguration(date: LocalDateTime(year: 2026, month: 3, day: 7, hour: 8), timeZone: "America/New_York")
    let tester = NotificationTester(app: NewsApp.app, delegate: NewsAppDelegate(), device: device)
    tester.openApp()
    tester.skipCallbacks()
    tester.scheduleLocal(
      LocalNotificationRequest(identifier: "digest", body: "Your digest", trigger: .calendar(DateMatch(hour: 8, minute: 30), repeats: true)))
    tester.expectPending(["digest"])
    tester.home()
    tester.skipCallbacks()
    tester.advance(untilLocal: LocalDateTime(year: 2026, month: 3, day: 8, hour: 9))
    #expect(tester.localTime == LocalDateTime(year: 2026, month: 3, day: 8, hour: 9))
    #expect(tester.trace.events.filter { $0.label == "local" }.count == 2)
    #expect(tester.trace.events.contains { $0.body == "next trigger of digest: 2026-03-09T08:30:00-04:00 (+171000.000s)" })
    tester.openApp()
    tester.skipCallbacks()
    tester.removeAllPendingNotificationRequests()
    tester.expectPending([])
    tester.finish()
  }

  @Test func `a wrong Notification Center list fails with both lists and a fix`() {
    let tester = suspendedNewsApp()
    tester.push(NewsApp.article("1"), id: "n1")
    withKnownIssue {
      tester.expectDelivered(["n2"])
    } matching: { issue in
      issue.comments.map(\.rawValue).joined()
        == #"Notification Center (newest first) is ["n1"], not ["n2"]. To fix, check what replaced or removed an entry in tester.trace, or update the expected list."#
    }
    tester.finish()
  }
}
