import NotificationSimulator
import NotificationSimulatorTesting
import Testing

/// Offers "archive" in place of the category's actions when it shows a notification.
struct ArchivingExtension: SimulatedContentExtension {
  var categories = ["MESSAGE"]
  mutating func didReceive(_ notification: DeliveredNotification, actions: inout [NotificationAction]) {
    actions = [NotificationAction(identifier: "archive")]
  }
  func didReceive(_ response: NotificationResponse, notification: DeliveredNotification) -> ContentExtensionResponseOption {
    .dismissAndForwardAction
  }
}

/// Rule CE4 through the tester: the actions the content extension sets are the ones a test can pick.
@Suite struct DynamicActionsTesterTests {
  static let app = AppConfiguration(categories: [
    NotificationCategory(identifier: "MESSAGE", actions: [NotificationAction(identifier: "like")])
  ])

  func shownTester() -> NotificationTester<ConfiguredAppDelegate> {
    let tester = NotificationTester(app: Self.app, state: .background)
    tester.installContentExtension(ArchivingExtension())
    tester.push(json: #"{"aps": {"alert": "Hi", "category": "MESSAGE"}}"#, id: "m1")
    tester.showContentExtension("m1")
    tester.expect(events: .system(.contentExtensionActions("m1", extension: "ArchivingExtension", actions: ["archive"])))
    return tester
  }

  @Test func `an action the extension added reaches the app`() {
    let tester = shownTester()
    tester.performAction(on: "m1", action: "archive")
    tester.expect(.didReceive("m1", action: "archive"))
    tester.finish()
  }

  @Test func `an action the extension removed fails the step with the reason`() {
    let tester = shownTester()
    let message = """
      performAction(on: "m1", action: "like") failed: can't perform action 'like' on 'm1': its content extension replaced the actions of 'm1' with extensionContext.notificationActions, and they are now ['archive'] (rule CE4). Pick one of those. [unknown-action]
      """
    withKnownIssue {
      tester.performAction(on: "m1", action: "like")
    } matching: { issue in
      issue.comments.map(\.rawValue).joined() == message
    }
    tester.finish()
  }
}
