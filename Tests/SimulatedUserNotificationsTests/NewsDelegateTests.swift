import NotificationSimulatorTesting
import SimulatedUserNotifications
import Testing

/// The news app's own delegate file (NewsApp/NewsAppDelegate.swift), unchanged but for its
/// imports, under Swift Testing.
@MainActor @Suite(.oneAppAtATime) struct NewsDelegateTests {
  static let breaking = #"{"aps":{"alert":{"title":"Breaking","body":"Markets fall"},"sound":"default","category":"ARTICLE"},"kind":"breaking","article":"a-42"}"#
  static let digest = #"{"aps":{"alert":{"title":"Your digest"}},"kind":"digest"}"#
  static let liveBlog = #"{"aps":{"alert":{"title":"Live: the vote"}},"kind":"live-blog"}"#
  static let refresh = #"{"aps":{"content-available":1}}"#

  func launchedApp() -> AppTester {
    let tester = NotificationTester(appDelegate: { NewsAppDelegate() })
    tester.openApp()
    tester.expect(
      .willFinishLaunching, .didFinishLaunching, .didRegisterForRemoteNotifications(deviceToken: tester.simulator.device.deviceToken!),
      .didBecomeActive)
    return tester
  }

  @Test func `categories set at launch are the ones actions are checked against`() {
    let tester = launchedApp()
    #expect(tester.simulator.device.categories.map(\.identifier) == ["ARTICLE"])
    #expect(tester.simulator.device.categories.first?.actions.map(\.identifier) == ["READ", "SAVE"])
    tester.finish()
  }

  @Test func `a breaking story in the foreground shows a banner with sound`() {
    let tester = launchedApp()
    tester.push(json: Self.breaking, id: "b1")
    tester.expect(.willPresent("b1"))
    #expect(tester.trace.rendered.contains("displayed b1 [banner, list, sound]"))
    tester.finish()
  }

  @Test func `a digest is listed once the main queue has run`() async {
    let tester = launchedApp()
    tester.push(json: Self.digest, id: "d1")
    tester.expect(.willPresent("d1"))
    #expect(!tester.trace.rendered.contains("displayed d1"))
    await tester.settle()
    #expect(tester.trace.rendered.split(separator: "\n").last.map(String.init) == "+0.000s  system     displayed d1 [list]  [R01]")
    tester.finish()
  }

  @Test func `the live-blog bug: willPresent never answers, so iOS shows nothing`() {
    let tester = launchedApp()
    tester.exhaustivity = .off
    tester.push(json: Self.liveBlog, id: "l1")
    tester.advance(by: .seconds(30))
    #expect(tester.trace.rendered.contains("diagnostic completion-never-called"))
    #expect(tester.trace.rendered.contains("not shown l1: the app was active and willPresent's completion handler was not called in time"))
  }

  @Test func `tapping Read opens the article and clears the notification`() {
    let tester = launchedApp()
    tester.home()
    tester.skipCallbacks()
    tester.push(json: Self.breaking, id: "b1")
    tester.performAction(on: "b1", action: "READ")
    tester.expect(.willEnterForeground, .didReceive("b1", action: "READ"), .didBecomeActive)
    #expect(tester.appDelegate(as: NewsAppDelegate.self)?.openedArticles == ["a-42"])
    #expect(tester.deliveredNotificationIDs == [])
    tester.finish()
  }

  @Test func `a refresh answered when the feed server replies, five seconds later`() {
    let tester = launchedApp()
    tester.home()
    tester.skipCallbacks()
    tester.push(json: Self.refresh, id: "r1")
    tester.expect(.didReceiveRemoteNotificationWithFetch("r1", state: .background))
    tester.advance(by: .seconds(5))
    tester.appDelegate(as: NewsAppDelegate.self)?.feedServerReplied(newArticles: true)
    #expect(tester.trace.rendered.split(separator: "\n").last.map(String.init) == (
      "+5.000s  completion application(_:didReceiveRemoteNotification:fetchCompletionHandler:) notification=r1 -> newData  [R18]"))
    tester.finish()
  }

  @Test func `an action the category lacks is refused with the category's actions`() {
    let tester = launchedApp()
    var failures: [String] = []
    tester.failureHook = { failures.append($0.message) }
    tester.push(json: Self.breaking, id: "b1")
    tester.skipCallbacks()
    tester.performAction(on: "b1", action: "SHARE")
    #expect(failures == [
      #"performAction(on: "b1", action: "SHARE") failed: can't perform action 'SHARE' on 'b1': category 'ARTICLE' has no action 'SHARE'. Its actions: ['READ', 'SAVE']. [unknown-action]"#
    ])
  }
}

@MainActor @Suite(.oneAppAtATime) struct NewsDelegateAPNsTests {
  @Test func `a push with headers as a dictionary goes through APNs`() {
    let tester = AppTester(appDelegate: { NewsAppDelegate() })
    tester.openApp()
    tester.skipCallbacks()
    let answer = tester.push(
      json: NewsDelegateTests.breaking, id: "b1",
      headers: ["apns-topic": "com.example.app", "apns-push-type": "alert", "apns-priority": "10"])
    #expect(answer?.status == 200)
    tester.skipCallbacks()
    #expect(tester.trace.rendered.contains("displayed b1 [banner, list, sound]"))
  }

  @Test func `a payload that is not JSON fails the step with the parser's reason`() {
    let tester = AppTester(appDelegate: { NewsAppDelegate() })
    var failures: [String] = []
    tester.failureHook = { failures.append($0.message) }
    _ = tester.push(json: "{", id: "b1", headers: [:])
    #expect(failures.count == 1)
    #expect(failures.first
      == #"push(json:id: "b1", headers:) failed: the payload is not a notification: the object is not closed: expected a key or '}', found end of file."#)
  }
}
