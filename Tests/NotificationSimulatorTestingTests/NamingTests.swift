import NotificationSimulator
import NotificationSimulatorTesting
import Testing

/// The Swift names and argument orders match the scenario format's, so what a scenario calls
/// `didReceiveRemoteNotificationWithFetch` is `.didReceiveRemoteNotificationWithFetch` in a test.
@Suite struct NamingTests {
  @Test func `each remote-notification expectation is named as its callback is in JSON`() {
    let fetch = ExpectedCallback.didReceiveRemoteNotificationWithFetch("s1", state: .background)
    let legacy = ExpectedCallback.didReceiveRemoteNotificationWithoutFetch("s1", state: .inactive)
    #expect(fetch.callback.rawValue == "didReceiveRemoteNotificationWithFetch")
    #expect(fetch.callback.selector == "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)")
    #expect(legacy.callback.rawValue == "didReceiveRemoteNotification")
    #expect(legacy.callback.selector == "application(_:didReceiveRemoteNotification:)")
  }

  @Test func `an action and a reply name the notification first, as didReceive does`() {
    let category = NotificationCategory(
      identifier: "NEWS",
      actions: [
        NotificationAction(identifier: "SAVE"),
        NotificationAction(identifier: "COMMENT", textInput: NotificationAction.TextInput()),
      ])
    let tester = NotificationTester(app: AppConfiguration(categories: [category]))
    tester.openApp()
    tester.expect(ExpectedCallback.willFinishLaunching, .didFinishLaunching, .didBecomeActive)
    tester.home()
    tester.expect(ExpectedCallback.willResignActive, .didEnterBackground)
    tester.push(json: #"{"aps": {"alert": "Hi", "category": "NEWS"}}"#, id: "n1")
    tester.performAction(on: "n1", action: "SAVE")
    tester.expect(.didReceive("n1", action: "SAVE"))
    tester.push(json: #"{"aps": {"alert": "Hi", "category": "NEWS"}}"#, id: "n2")
    tester.reply(on: "n2", action: "COMMENT", text: "Nice")
    tester.expect(.didReceive("n2", action: "COMMENT", userText: "Nice"))
    tester.finish()
  }
}
