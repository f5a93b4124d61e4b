import NotificationSimulator
import Testing
import XCTest

/// Where a helper was called from, in the form both test frameworks take.
struct CallSite {
  var fileID: StaticString
  var filePath: StaticString
  var line: UInt
  var column: UInt
}

/// A failure a tester reported, as a test hook sees it.
///
/// The package's own tests install ``NotificationTester/failureHook`` to capture failures
/// instead of failing, so they can assert the exact text and line under XCTest, where
/// swift-corelibs-xctest has no `XCTExpectFailure`.
package struct ReportedFailure: Hashable, Sendable, CustomStringConvertible {
  /// The message, exactly as reported.
  package var message: String
  /// The `#fileID` of the test line the failure is pinned to.
  package var fileID: String
  /// The line the failure is pinned to.
  package var line: UInt

  package init(message: String, fileID: String, line: UInt) {
    self.message = message
    self.fileID = fileID
    self.line = line
  }

  package var description: String { "\(fileID):\(line): \(message)" }
}

/// Reports a test failure to whichever framework runs the current test.
///
/// Swift Testing sets `Test.current` for the task running a test; anything else is XCTest.
func reportFailure(_ message: String, at site: CallSite) {
  if Test.current != nil {
    Issue.record(
      Comment(rawValue: message),
      sourceLocation: SourceLocation(
        fileID: String(describing: site.fileID), filePath: String(describing: site.filePath), line: Int(site.line),
        column: Int(site.column)))
  } else {
    XCTFail(message, file: site.filePath, line: site.line)
  }
}
