@testable import ChatApp
import NotificationSimulatorTesting
import SimulatedUserNotifications
import Testing

/// The app's own `AppConfiguration`, `NotificationCategory` and `NotificationAction` next to the
/// tester, unqualified: neither imported module exports the package's types of those names.
@MainActor @Suite(.oneAppAtATime) struct ChatAppTests {
  let configuration = AppConfiguration(serverURL: "https://chat.example.com")

  @Test func `the categories registered at launch are the app's own model`() {
    let tester: AppTester = NotificationTester(appDelegate: { AppDelegate() })
    tester.openApp()
    tester.expect(.willFinishLaunching, .didFinishLaunching, .didBecomeActive)
    let registered = tester.simulator.device.categories.map { category in
      NotificationCategory(
        identifier: category.identifier, actions: category.actions.map { NotificationAction(identifier: $0.identifier) })
    }
    #expect(registered == configuration.categories)
    tester.finish()
  }

  @Test func `Open from the background opens the conversation`() {
    let tester = NotificationTester(appDelegate: { AppDelegate() })
    tester.openApp()
    tester.skipCallbacks()
    tester.home()
    tester.skipCallbacks()
    tester.push(json: #"{"aps":{"alert":"Sam: lunch?","category":"MESSAGE"},"kind":"message","conversation":"sam"}"#, id: "m1")
    tester.performAction(on: "m1", action: NotificationCategory.message.actions[0].identifier)
    tester.expect(.willEnterForeground, .didReceive("m1", action: "OPEN"), .didBecomeActive)
    #expect(tester.appDelegate(as: AppDelegate.self)?.openedConversations == ["sam"])
    #expect(tester.deliveredNotificationIDs == [])
    tester.finish()
  }
}
