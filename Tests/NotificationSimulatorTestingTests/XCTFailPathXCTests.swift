import NotificationSimulator
import NotificationSimulatorTesting
import XCTest

/// Proves the tester's failures reach XCTest through `XCTFail`, at the caller's line, with no
/// hook installed.
///
/// swift-corelibs-xctest has no `XCTExpectFailure`; this case overrides `recordFailure` to keep
/// the failures it expects and passes every other failure on. Apple's XCTest routes failures
/// through `record(_:)` with `XCTIssue` instead, so the case runs with swift-corelibs-xctest only.
#if !canImport(Darwin)
final class XCTFailPathXCTests: XCTestCase {
  private var expectedFailures: [String] = []
  private var captured: [(description: String, line: Int)] = []

  override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
    // XCTFail(message) arrives here as "failed - " + message.
    if let index = expectedFailures.firstIndex(where: { "failed - " + $0 == description }) {
      expectedFailures.remove(at: index)
      captured.append((String(description.dropFirst("failed - ".count)), lineNumber))
    } else {
      super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
    }
  }

  func testAWrongActionIdentifierFailsThroughXCTFailAtTheCallersLine() {
    expectedFailures = [Messages.wrongAction]
    let tester = NotificationTester(app: NewsApp.app, delegate: NewsAppDelegate())
    tester.openApp()
    tester.skipCallbacks()
    tester.home()
    tester.skipCallbacks()
    tester.push(NewsApp.article("42"), id: "n1")
    tester.performAction(on: "n1", action: "SAVE")
    tester.expect(.didReceive("n1", action: "VIEW")); let line = #line
    tester.finish()
    XCTAssertEqual(captured.map(\.description), [Messages.wrongAction])
    XCTAssertEqual(captured.map(\.line), [line])
  }

  func testTappingAnUndeliveredNotificationFailsThroughXCTFail() {
    expectedFailures = [Messages.tapUndelivered]
    let tester = NotificationTester(app: NewsApp.app, delegate: NewsAppDelegate())
    tester.tap("n9"); let line = #line
    tester.finish()
    XCTAssertEqual(captured.map(\.description), [Messages.tapUndelivered])
    XCTAssertEqual(captured.map(\.line), [line])
  }
}
#endif
