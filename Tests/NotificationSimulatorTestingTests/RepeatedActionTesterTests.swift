import NotificationSimulator
import NotificationSimulatorTesting
import Testing

/// Two actions of one category with one identifier: a failure at the step that registers them,
/// and the diagnostic iOS's rule gives on the trace.
@Suite struct RepeatedActionTesterTests {
  static let chat = NotificationCategory(
    identifier: "chat",
    actions: [NotificationAction(identifier: "reply"), NotificationAction(identifier: "like"), NotificationAction(identifier: "reply")])

  @Test func `setNotificationCategories fails once for an identifier two actions of a category share`() {
    let tester = NotificationTester(state: .active)
    var messages: [String] = []
    tester.failureHook = { messages.append($0.message) }
    tester.setNotificationCategories([Self.chat, NotificationCategory(identifier: "other", actions: [NotificationAction(identifier: "like")])])
    #expect(messages == [
      #"setNotificationCategories(_:): the category "chat" has two actions "reply"; UNNotificationAction identifiers must be unique, and the app could not tell which one the user chose. To fix, give each action of the category its own identifier."#
    ])
    tester.expect(events:
      .diagnostic(
        "duplicate-action-identifier",
        message: "action identifier 'reply' is used twice in category 'chat'; the app cannot tell which action the user chose. Give each action its own identifier."),
      .diagnostic(
        "duplicate-action-identifier",
        message: "action identifier 'like' is used in more than one category; identifiers must be unique across categories."))
    tester.finish()
    #expect(messages.count == 1)
  }

  @Test func `categories of one identifier each, in different categories, are not a tester failure`() {
    let tester = NotificationTester(state: .active)
    var messages: [String] = []
    tester.failureHook = { messages.append($0.message) }
    tester.setNotificationCategories([
      NotificationCategory(identifier: "a", actions: [NotificationAction(identifier: "open")]),
      NotificationCategory(identifier: "b", actions: [NotificationAction(identifier: "close")]),
    ])
    #expect(messages.isEmpty)
  }
}
