import NotificationSimulator
import NotificationSimulatorTesting
import Testing

/// The tester does what a scenario file does: start the app in a state, assert each kind of
/// event with typed values, assert that nothing happened, and say how to fix misuse.
@Suite struct TesterParityTests {
  static let silent = #"{"aps": {"content-available": 1}}"#
  static let alert = #"{"aps": {"alert": "Hi"}}"#

  @Test(arguments: [AppState.background, .suspended, .active, .inactive, .forceQuit])
  func `a tester starts the app in the given state with nothing to assert`(state: NotificationSimulator.AppState) {
    let tester = NotificationTester(app: AppConfiguration(), state: state)
    #expect(tester.state == state)
    tester.expectNothing()
    tester.finish()
  }

  @Test func `system, lifecycle and completion events are asserted with typed values`() {
    let tester = NotificationTester(app: AppConfiguration(backgroundModes: [.remoteNotification]), state: .background)
    tester.push(json: Self.alert, id: "n1")
    tester.expect(events: .system(.displayed("n1", Presentation(banner: true, list: true))))
    tester.expectNothing()
    tester.push(json: Self.silent, id: "s1")
    tester.expect(.didReceiveRemoteNotificationWithFetch("s1", state: .background))
    tester.expect(events: .completion(.didReceiveRemoteNotificationWithFetch, notification: "s1"))
    tester.tap("n1")
    tester.expect(.willEnterForeground, .didReceive("n1"), .didBecomeActive)
    tester.expect(events: .lifecycle(to: .inactive, from: .background), .lifecycle(to: .active))
    tester.finish()
  }

  @Test func `a dropped push and a skipped callback are assertable`() {
    let tester = NotificationTester(app: AppConfiguration(backgroundModes: [.remoteNotification]), state: .forceQuit)
    tester.push(json: Self.silent, id: "s1")
    tester.expect(events: .system(.dropped("s1", .forceQuit)))
    tester.finish()

    var app = AppConfiguration()
    app.implementedCallbacks.remove(.willPresent)
    let foreground = NotificationTester(app: app, state: .active)
    foreground.push(json: Self.alert, id: "n1")
    foreground.expect(events: .skipped(.willPresent))
    foreground.finish()
  }

  @Test func `a missing event fails with the events that happened`() {
    let tester = NotificationTester(app: AppConfiguration(), state: .background)
    let log = tester.capturingFailures()
    tester.push(json: Self.alert, id: "n1")
    tester.expect(events: .system(.badge(3)))
    tester.finish()
    #expect(log.failures.map(\.message) == [
      """
      The events since the last step do not include the expected ones, in order.

        −system     badge 3
        +system     displayed n1 [banner, list]

      (Expected: −, Actual: +) To fix, expect what happened (other events may come between the expected ones), or check the step before.
      """
    ])
  }

  @Test func `expectNothing fails on anything that happened`() {
    let tester = NotificationTester(app: AppConfiguration(), state: .background)
    let log = tester.capturingFailures()
    tester.push(json: Self.alert, id: "n1")
    tester.expectNothing()
    tester.finish()
    #expect(log.failures.map(\.message) == [
      """
      Expected nothing to happen since the last step, but 1 event did:
        +0.000s  system     displayed n1 [banner, list]  [R13]

      To fix, assert them with tester.expect(_:) (callbacks) or tester.expect(events:), or remove expectNothing().
      """
    ])
  }

  @Test func `an empty expect and assertions after finish fail with how to fix them`() {
    let tester = NotificationTester(app: AppConfiguration())
    let log = tester.capturingFailures()
    tester.expect()
    tester.finish()
    tester.expectNothing()
    tester.expect(.didBecomeActive)
    tester.expect(events: .system(.badge(1)))
    #expect(log.failures.map(\.message) == [
      "expect() with no callbacks checks nothing. To fix, list the callbacks you expect, call tester.expectNothing() to assert that nothing happened, or tester.skipCallbacks() to skip them.",
      "expectNothing() came after finish(), which ends the test's use of the tester. To fix, take every step and make every assertion before calling tester.finish().",
      "expect(_:) came after finish(), which ends the test's use of the tester. To fix, take every step and make every assertion before calling tester.finish().",
      "expect(events:) came after finish(), which ends the test's use of the tester. To fix, take every step and make every assertion before calling tester.finish().",
    ])
  }
}
