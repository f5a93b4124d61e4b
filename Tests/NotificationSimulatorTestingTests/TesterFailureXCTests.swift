import NotificationSimulator
import NotificationSimulatorTesting
import XCTest

/// Proves, under XCTest, that the tester fails when it should, with the exact message, at the
/// line of the step or assertion.
///
/// swift-corelibs-xctest has no `XCTExpectFailure`, so these tests capture failures through the
/// tester's failure hook and assert them; the hook replaces only the last hop to `XCTFail`.
final class TesterFailureXCTests: XCTestCase {
  let file = "NotificationSimulatorTestingTests/TesterFailureXCTests.swift"

  func newsApp() -> (NotificationTester<NewsAppDelegate>, FailureLog) {
    let tester = NotificationTester(app: NewsApp.app, delegate: NewsAppDelegate())
    return (tester, tester.capturingFailures())
  }

  func testACallbackNobodyAssertedFailsFinish() {
    let (tester, log) = newsApp()
    tester.openApp()
    tester.expect(.willFinishLaunching, .didFinishLaunchingWithoutOptions)
    tester.finish(); let line: UInt = #line
    XCTAssertEqual(log.failures, [ReportedFailure(message: Messages.unassertedDidBecomeActive, fileID: file, line: line)])
  }

  func testAStepTakenWhileCallbacksAreUnassertedFailsAtThatStep() {
    let (tester, log) = newsApp()
    tester.openApp()
    tester.push(NewsApp.article("1"), id: "n1"); let line: UInt = #line
    tester.expect(.willPresent("n1"))
    tester.finish()
    XCTAssertEqual(log.failures, [ReportedFailure(message: Messages.unhandledLaunch, fileID: file, line: line)])
  }

  func testCallbacksInTheWrongOrderFailWithADiff() {
    let (tester, log) = newsApp()
    tester.push(NewsApp.article("42"), id: "n1")
    tester.performAction(on: "n1", action: "VIEW")
    tester.expect(.willFinishLaunching, .didFinishLaunching, .didBecomeActive, .didReceive("n1", action: "VIEW"))
    let line: UInt = #line - 1
    tester.finish()
    XCTAssertEqual(log.failures, [ReportedFailure(message: Messages.wrongOrder, fileID: file, line: line)])
  }

  func testAWrongActionIdentifierFailsWithADiff() {
    let (tester, log) = newsApp()
    tester.openApp()
    tester.skipCallbacks()
    tester.home()
    tester.skipCallbacks()
    tester.push(NewsApp.article("42"), id: "n1")
    tester.performAction(on: "n1", action: "SAVE")
    tester.expect(.didReceive("n1", action: "VIEW")); let line: UInt = #line
    tester.finish()
    XCTAssertEqual(log.failures, [ReportedFailure(message: Messages.wrongAction, fileID: file, line: line)])
  }

  func testACompletionHandlerNeverCalledFailsFinish() {
    let tester = NotificationTester(app: NewsApp.app, delegate: ForgetfulDelegate())
    let log = tester.capturingFailures()
    tester.openApp()
    tester.skipCallbacks()
    tester.push(NewsApp.article("42"), id: "n1")
    tester.expect(.willPresent("n1"))
    tester.tap("n1")
    tester.expect(.didReceive("n1"))
    tester.finish(); let line: UInt = #line
    XCTAssertEqual(log.failures, [ReportedFailure(message: Messages.handlerNeverCalled, fileID: file, line: line)])
  }

  func testWorkLeftOnTheClockFailsFinish() {
    let (tester, log) = newsApp()
    tester.openApp()
    tester.skipCallbacks()
    tester.scheduleLocal(LocalNotificationRequest(identifier: "reminder", body: "Read later", delay: .seconds(60)))
    tester.finish(); let line: UInt = #line
    XCTAssertEqual(log.failures, [ReportedFailure(message: Messages.localStillScheduled, fileID: file, line: line)])
  }

  func testMisuseFailsTheTestWithTheReason() {
    let (tester, log) = newsApp()
    tester.tap("n9"); let tapLine: UInt = #line
    tester.push(NewsApp.article("42"), id: "n1")
    tester.performAction(on: "n1", action: "SHARE"); let actionLine: UInt = #line
    tester.openApp()
    tester.skipCallbacks()
    tester.forceQuit()
    tester.skipCallbacks()
    tester.home(); let homeLine: UInt = #line
    tester.registerForRemoteNotifications(); let registerLine: UInt = #line
    tester.finish()
    tester.tap("n1"); let afterFinishLine: UInt = #line
    XCTAssertEqual(log.failures, [
      ReportedFailure(message: Messages.tapUndelivered, fileID: file, line: tapLine),
      ReportedFailure(message: Messages.actionNotInCategory, fileID: file, line: actionLine),
      ReportedFailure(message: Messages.homeAfterForceQuit, fileID: file, line: homeLine),
      ReportedFailure(message: Messages.registerAfterForceQuit, fileID: file, line: registerLine),
      ReportedFailure(message: Messages.tapAfterFinish, fileID: file, line: afterFinishLine),
    ])
  }

  func testATesterDroppedWithoutFinishReportsAtTheLineThatCreatedIt() {
    let log = FailureLog()
    var line: UInt = 0
    do {
      let tester = NotificationTester(app: NewsApp.app, delegate: NewsAppDelegate()); line = #line
      tester.failureHook = { log.failures.append($0) }
      tester.openApp()
      tester.expect(.willFinishLaunching, .didFinishLaunchingWithoutOptions)
    }
    XCTAssertEqual(log.failures, [ReportedFailure(message: Messages.unassertedDidBecomeActive, fileID: file, line: line)])
  }

  func testExhaustivityOffSkipsOtherCallbacksAndChecksNothingAtTheEnd() {
    let tester = NotificationTester(app: NewsApp.app, delegate: ForgetfulDelegate())
    let log = tester.capturingFailures()
    tester.exhaustivity = .off
    tester.openApp()
    tester.push(NewsApp.article("42"), id: "n1")
    tester.tap("n1")
    tester.expect(.didBecomeActive, .didReceive("n1"))
    tester.scheduleLocal(LocalNotificationRequest(identifier: "reminder", delay: .seconds(60)))
    tester.finish()
    XCTAssertEqual(log.failures, [])
  }
}
