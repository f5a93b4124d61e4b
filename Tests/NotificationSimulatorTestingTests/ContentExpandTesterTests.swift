import NotificationSimulator
import NotificationSimulatorTesting
import Testing

/// The tester's expand (rule CE5), nextTriggerDate (rule LN8) and per-notification willPresent
/// answers, and the handed content in its callback assertions.
@Suite struct ContentExpandTesterTests {
  static let app: AppConfiguration = {
    var app = AppConfiguration(categories: [
      NotificationCategory(identifier: "MESSAGE", actions: [NotificationAction(identifier: "like")])
    ])
    app.contentExtensions = [ContentExtension(name: "ChatContent", categories: ["MESSAGE"])]
    return app
  }()

  @Test func `expand loads the content extension and offers the actions`() {
    let tester = NotificationTester(app: Self.app, state: .background)
    tester.push(json: #"{"aps": {"alert": "Hi", "category": "MESSAGE"}}"#, id: "m1")
    tester.expand("m1")
    tester.expect(
      events: .system(.contentExtensionDidReceive("m1", extension: "ChatContent", category: "MESSAGE")),
      .system(.expanded("m1", interface: "ChatContent", actions: ["like"], reason: nil)))
    tester.finish()
  }

  @Test func `expanding a notification that is not on screen fails the step with the ids that are`() {
    let tester = NotificationTester(app: Self.app, state: .background)
    tester.push(json: #"{"aps": {"alert": "Hi", "category": "MESSAGE"}}"#, id: "m1")
    let message = """
      expand("m9") failed: can't expand notification 'm9': no notification with that identifier reached the device. Push or schedule it first. On screen now: 'm1'. [unknown-notification]
      """
    withKnownIssue {
      tester.expand("m9")
    } matching: { issue in
      issue.comments.map(\.rawValue).joined() == message
    }
    tester.finish()
  }

  @Test func `nextTriggerDate returns the date while pending and nil after it fired`() {
    let tester = NotificationTester(state: .background)
    tester.scheduleLocal(LocalNotificationRequest(identifier: "r1", body: "B", delay: .seconds(90)))
    #expect(tester.nextTriggerDate(of: "r1") == SimulatedInstant(offset: .seconds(90)))
    tester.advance(by: .seconds(120))
    #expect(tester.nextTriggerDate(of: "r1") == nil)
    tester.finish()
  }

  @Test func `answerWillPresent answers one notification its own way`() {
    let tester = NotificationTester(state: .active)
    tester.answerWillPresent(for: "quiet", with: [.list])
    tester.push(json: #"{"aps": {"alert": {"title": "T", "body": "B"}, "sound": "default"}}"#, id: "quiet")
    tester.expect(.willPresent("quiet"))
    tester.expect(events: .system(.displayed("quiet", Presentation(banner: false, list: true, sound: false, badge: false))))
    tester.finish()
  }

  @Test func `a callback expectation may check the handed content`() {
    let tester = NotificationTester(state: .active)
    tester.push(json: #"{"aps": {"alert": {"title": "T", "body": "B"}}, "k": 1}"#, id: "n1")
    tester.expect(ExpectedCallback(.willPresent, arguments: [.notification("n1"), .content(title: "T", body: "B", userInfoKeys: ["aps", "k"])]))
    tester.finish()
  }
}
