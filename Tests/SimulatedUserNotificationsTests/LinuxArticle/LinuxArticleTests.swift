// The tests of the article "Running your app's notification code on Linux", line for line
// between the markers.

// linux article test: begin
import NotificationSimulatorTesting
import SimulatedUserNotifications
import Testing

@MainActor @Suite(.oneAppAtATime) struct ChatNotificationTests {
  let message = #"{"aps":{"alert":"Sam: lunch?","sound":"default","category":"MESSAGE"},"kind":"message","conversation":"sam"}"#
  let reaction = #"{"aps":{"alert":"Sam liked your photo"},"kind":"reaction"}"#
  let typing = #"{"aps":{"alert":"Sam is typing"},"kind":"typing"}"#
  let sync = #"{"aps":{"content-available":1}}"#

  func launchedApp() -> AppTester {
    let tester = NotificationTester(appDelegate: { AppDelegate() })
    tester.openApp()
    tester.expect(.willFinishLaunching, .didFinishLaunching, .didBecomeActive)
    return tester
  }

  @Test func `the categories set in didFinishLaunching are registered`() {
    let tester = launchedApp()
    #expect(tester.simulator.device.categories.map(\.identifier) == ["MESSAGE"])
    #expect(tester.simulator.device.categories.first?.actions.map(\.identifier) == ["OPEN", "MUTE"])
    tester.finish()
  }

  @Test func `a message in the foreground shows a banner with sound`() {
    let tester = launchedApp()
    tester.push(json: message, id: "m1")
    tester.expect(.willPresent("m1"))
    tester.expect(events: .system(.displayed("m1", .init(banner: true, list: true, sound: true))))
    tester.finish()
  }

  @Test func `a reaction is listed once the main queue has run`() async {
    let tester = launchedApp()
    tester.push(json: reaction, id: "r1")
    tester.expect(.willPresent("r1"))
    #expect(tester.simulator.leftOvers.unansweredHandlers.count == 1)
    await tester.settle()
    tester.expect(
      events: .completion(.willPresent, notification: "r1", result: "[list]"),
      .system(.displayed("r1", .init(list: true))))
    tester.finish()
  }

  @Test func `a typing notice is never answered, so iOS shows nothing`() {
    let tester = launchedApp()
    // The missing call is what this test checks, so finish() must not fail for it.
    tester.exhaustivity = .off
    tester.push(json: typing, id: "t1")
    tester.expect(.willPresent("t1"))
    tester.advance(by: .seconds(30))
    tester.expect(
      events: .diagnostic("completion-never-called"),
      .system(.notShown(
        "t1", reason: "the app was active and willPresent's completion handler was not called in time, which counts as []")))
    tester.finish()
  }

  @Test func `Open from the background opens the conversation and clears the notification`() {
    let tester = launchedApp()
    tester.home()
    tester.expect(.willResignActive, .didEnterBackground)
    tester.push(json: message, id: "m1")
    tester.performAction(on: "m1", action: "OPEN")
    tester.expect(.willEnterForeground, .didReceive("m1", action: "OPEN"), .didBecomeActive)
    #expect(tester.appDelegate(as: AppDelegate.self)?.openedConversations == ["sam"])
    #expect(tester.deliveredNotificationIDs == [])
    tester.finish()
  }

  @Test func `a background sync is answered when the server replies, five seconds later`() {
    let tester = launchedApp()
    tester.home()
    tester.expect(.willResignActive, .didEnterBackground)
    tester.push(json: sync, id: "s1")
    tester.expect(.didReceiveRemoteNotificationWithFetch("s1", state: .background))
    tester.advance(by: .seconds(5))
    tester.appDelegate(as: AppDelegate.self)?.syncFinished(newMessages: true)
    tester.expect(events: .completion(.didReceiveRemoteNotificationWithFetch, notification: "s1", result: "newData"))
    #expect(tester.trace.rendered.split(separator: "\n").last == (
      "+5.000s  completion application(_:didReceiveRemoteNotification:fetchCompletionHandler:) notification=s1 -> newData  [R18]"))
    tester.finish()
  }
}
// linux article test: end
