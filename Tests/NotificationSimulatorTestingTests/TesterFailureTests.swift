import NotificationSimulator
import NotificationSimulatorTesting
import Testing

/// Proves, under Swift Testing, that the tester fails when it should, with the exact message, at
/// the line of the step or assertion.
@Suite struct TesterFailureTests {
  /// Runs `body`, which must record exactly the issues `messages`, each at `line` of this file.
  func expectIssues(_ messages: [String], atLine line: Int, _ body: () -> Void) {
    withKnownIssue {
      body()
    } matching: { issue in
      messages.contains(issue.comments.map(\.rawValue).joined())
        && issue.sourceLocation?.line == line
        && issue.sourceLocation?.fileID == "NotificationSimulatorTestingTests/TesterFailureTests.swift"
    }
  }

  func newsApp() -> NotificationTester<NewsAppDelegate> {
    NotificationTester(app: NewsApp.app, delegate: NewsAppDelegate())
  }

  @Test func `a callback nobody asserted fails finish`() {
    let tester = newsApp()
    tester.openApp()
    tester.expect(.willFinishLaunching, .didFinishLaunchingWithoutOptions)
    expectIssues([Messages.unassertedDidBecomeActive], atLine: #line + 1) {
      tester.finish()
    }
  }

  @Test func `a step taken while callbacks are unasserted fails at that step`() {
    let tester = newsApp()
    tester.openApp()
    expectIssues([Messages.unhandledLaunch], atLine: #line + 1) {
      tester.push(NewsApp.article("1"), id: "n1")
    }
    tester.expect(.willPresent("n1"))
    tester.finish()
  }

  @Test func `callbacks in the wrong order fail with a diff`() {
    let tester = newsApp()
    tester.push(NewsApp.article("42"), id: "n1")
    tester.performAction(on: "n1", action: "VIEW")
    expectIssues([Messages.wrongOrder], atLine: #line + 1) {
      tester.expect(.willFinishLaunching, .didFinishLaunching, .didBecomeActive, .didReceive("n1", action: "VIEW"))
    }
    tester.finish()
  }

  @Test func `a wrong action identifier fails with a diff`() {
    let tester = newsApp()
    tester.openApp()
    tester.skipCallbacks()
    tester.home()
    tester.skipCallbacks()
    tester.push(NewsApp.article("42"), id: "n1")
    tester.performAction(on: "n1", action: "SAVE")
    expectIssues([Messages.wrongAction], atLine: #line + 1) {
      tester.expect(.didReceive("n1", action: "VIEW"))
    }
    tester.finish()
  }

  @Test func `expecting a callback that never fired fails`() {
    let tester = newsApp()
    tester.openApp()
    tester.skipCallbacks()
    tester.home()
    tester.skipCallbacks()
    tester.push(NewsApp.article("42"), id: "n1")
    expectIssues([Messages.noneFired], atLine: #line + 1) {
      tester.expect(.willPresent("n1"))
    }
    tester.finish()
  }

  @Test func `a completion handler never called fails finish`() {
    let tester = NotificationTester(app: NewsApp.app, delegate: ForgetfulDelegate())
    tester.openApp()
    tester.skipCallbacks()
    tester.push(NewsApp.article("42"), id: "n1")
    tester.expect(.willPresent("n1"))
    tester.tap("n1")
    tester.expect(.didReceive("n1"))
    expectIssues([Messages.handlerNeverCalled], atLine: #line + 1) {
      tester.finish()
    }
  }

  @Test func `work left on the clock fails finish`() {
    let tester = newsApp()
    tester.openApp()
    tester.skipCallbacks()
    tester.scheduleLocal(LocalNotificationRequest(identifier: "reminder", body: "Read later", delay: .seconds(60)))
    expectIssues([Messages.localStillScheduled], atLine: #line + 1) {
      tester.finish()
    }
  }

  @Test func `a tester dropped without finish reports at the line that created it`() {
    expectIssues([Messages.unassertedDidBecomeActive], atLine: #line + 1) {
      let tester = NotificationTester(app: NewsApp.app, delegate: NewsAppDelegate())
      tester.openApp()
      tester.expect(.willFinishLaunching, .didFinishLaunchingWithoutOptions)
    }
  }

  @Test func `tapping a notification that was never delivered fails the test, not the run`() {
    let tester = newsApp()
    expectIssues([Messages.tapUndelivered], atLine: #line + 1) {
      tester.tap("n9")
    }
    tester.finish()
  }

  @Test func `an action the category lacks fails the test`() {
    let tester = newsApp()
    tester.push(NewsApp.article("42"), id: "n1")
    expectIssues([Messages.actionNotInCategory], atLine: #line + 1) {
      tester.performAction(on: "n1", action: "SHARE")
    }
    tester.finish()
  }

  @Test func `steps iOS does not allow after a force quit fail the test`() {
    let tester = newsApp()
    tester.openApp()
    tester.skipCallbacks()
    tester.forceQuit()
    tester.expect(.willResignActive, .didEnterBackground)
    expectIssues([Messages.homeAfterForceQuit], atLine: #line + 1) {
      tester.home()
    }
    expectIssues([Messages.registerAfterForceQuit], atLine: #line + 1) {
      tester.registerForRemoteNotifications()
    }
    tester.finish()
  }

  @Test func `a step after finish fails`() {
    let tester = newsApp()
    tester.finish()
    expectIssues([Messages.tapAfterFinish], atLine: #line + 1) {
      tester.tap("n1")
    }
  }

  @Test func `with exhaustivity off, nothing left over fails and expect skips other callbacks`() {
    let tester = NotificationTester(app: NewsApp.app, delegate: ForgetfulDelegate())
    tester.exhaustivity = .off
    tester.openApp()
    tester.push(NewsApp.article("42"), id: "n1")
    tester.tap("n1")
    tester.expect(.didBecomeActive, .didReceive("n1"))
    tester.scheduleLocal(LocalNotificationRequest(identifier: "reminder", delay: .seconds(60)))
    tester.finish()
  }

  @Test func `with exhaustivity off, a callback that never fired still fails`() {
    let tester = newsApp()
    tester.exhaustivity = .off
    tester.openApp()
    expectIssues([Messages.notFoundWhenNotExhaustive], atLine: #line + 1) {
      tester.expect(.willPresent("n1"))
    }
    tester.finish()
  }
}
