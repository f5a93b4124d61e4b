package import NotificationSimulator

/// The text of every failure a ``NotificationTester`` reports, built by pure functions so the
/// package's tests can assert it word for word.
///
/// Each message says what is wrong, shows it, and says how to fix it with the exact API to call.
package enum FailureMessage {
  /// The device's state is not what the test expected: a list of identifiers differs.
  static func stateMismatch(_ what: String, expected: [String], actual: [String]) -> String {
    func list(_ ids: [String]) -> String { "[" + ids.map { JSONWriter.quoted($0) }.joined(separator: ", ") + "]" }
    return "\(what) is \(list(actual)), not \(list(expected)). "
      + "To fix, check what replaced or removed an entry in tester.trace, or update the expected list."
  }

  /// The fix shared by every message about callbacks nobody asserted.
  static let callbacksFix =
    "To fix, assert them with tester.expect(_:), skip them with tester.skipCallbacks(), or make the test"
    + " non-exhaustive with tester.exhaustivity = .off."

  /// Callbacks fired by earlier steps were not asserted before the next step.
  package static func unhandledCallbacks(_ lines: [String], before step: String) -> String {
    "Must handle \(count(lines.count, "callback")) before the next step, \(step). Unhandled callbacks:\n"
      + indented(lines) + "\n\n" + callbacksFix
  }

  /// The callbacks that fired since the last assertion differ from the expected ones.
  package static func callbacksMismatch(expected: [String], actual: [String]) -> String {
    let heading =
      actual.isEmpty
      ? "Expected \(count(expected.count, "callback")), but none fired since the last assertion."
      : "The callbacks do not match the expectation."
    return heading + "\n\n" + LineDiff.render(expected: expected, actual: actual) + "\n\n(Expected: −, Actual: +)"
  }

  /// Callbacks fired that the test never asserted, found at the end.
  package static func unassertedCallbacks(_ lines: [String]) -> String {
    let verb = lines.count == 1 ? "was" : "were"
    return "\(count(lines.count, "callback")) fired and \(verb) never asserted:\n" + indented(lines) + "\n\n"
      + callbacksFix
  }

  /// Completion handlers the app never called, found at the end.
  package static func unansweredHandlers(_ handlers: [LeftOvers.UnansweredHandler], appleShaped: Bool = false) -> String {
    let verb = handlers.count == 1 ? "was" : "were"
    let fix =
      appleShaped
      ? " To fix, call it on every path of the app's code; if the app calls it from the main queue or a task,"
        + " call await tester.settle() first"
      : " To fix, answer it from the app delegate with a CompletionTiming other than .never"
    return "\(count(handlers.count, "completion handler")) \(verb) never called:\n"
      + indented(handlers.map(\.description)) + "\n\n"
      + "iOS waits for every completion handler; one left uncalled means a warning and, for a background app,"
      + " termination." + fix + ", or, if the test is about the missing call, set tester.exhaustivity = .off."
  }

  /// Work still scheduled on the virtual clock, found at the end.
  package static func scheduledWork(_ items: [LeftOvers.ScheduledItem]) -> String {
    let verb = items.count == 1 ? "is" : "are"
    return "\(count(items.count, "item")) of work \(verb) still scheduled on the virtual clock:\n"
      + indented(items.map(\.description)) + "\n\n"
      + "To fix, run it with tester.advance(by:) or tester.runUntilIdle() and assert what it does,"
      + " or set tester.exhaustivity = .off."
  }

  /// The simulator refused a step that the app or the user could not take.
  /// A category the test registers has two actions of one identifier.
  package static func repeatedAction(_ step: String, action: String, category: String) -> String {
    "\(step): the category \(JSONWriter.quoted(category)) has two actions \(JSONWriter.quoted(action)); "
      + "UNNotificationAction identifiers must be unique, and the app could not tell which one the user chose. "
      + "To fix, give each action of the category its own identifier."
  }

  package static func refused(_ step: String, _ error: SimulationError) -> String {
    "\(step) failed: \(error.message) [\(error.code)]"
  }

  /// A step or assertion came after ``NotificationTester/finish(fileID:filePath:line:column:)``.
  /// A step of a tester that runs Apple-shaped app code was taken off the main actor, where the
  /// app's `@MainActor` delegates cannot be called.
  package static func offMainActor(_ step: String) -> String {
    "\(step) ran off the main actor, so the app's delegates could not be called and nothing happened. To fix, mark the"
      + " test (or its suite or XCTestCase) @MainActor: UIKit calls the app delegate on the main thread."
  }

  package static func afterFinish(_ step: String) -> String {
    "\(step) came after finish(), which ends the test's use of the tester. To fix, take every step and make"
      + " every assertion before calling tester.finish()."
  }

  /// `expect()` was called with no callbacks, which would check nothing.
  package static let emptyExpect =
    "expect() with no callbacks checks nothing. To fix, list the callbacks you expect, call"
    + " tester.expectNothing() to assert that nothing happened, or tester.skipCallbacks() to skip them."

  /// Expected events that did not all happen, in order, since the last step.
  package static func outcomesMissing(expected: [String], actual: [String]) -> String {
    "The events since the last step do not include the expected ones, in order.\n\n"
      + LineDiff.render(expected: expected, actual: actual)
      + "\n\n(Expected: −, Actual: +) To fix, expect what happened (other events may come between the expected ones), or check the step before."
  }

  /// `expectNothing()` found events.
  package static func somethingHappened(_ lines: [String]) -> String {
    "Expected nothing to happen since the last step, but \(count(lines.count, "event")) did:\n"
      + indented(lines)
      + "\n\nTo fix, assert them with tester.expect(_:) (callbacks) or tester.expect(events:), or remove expectNothing()."
  }

  static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }

  static func indented(_ lines: [String]) -> String {
    lines.map { "  " + $0 }.joined(separator: "\n")
  }
}

/// A line diff over short lists, by longest common subsequence.
///
/// Lines only in `expected` are marked `−` (U+2212 MINUS SIGN), lines only in `actual` `+`, and
/// shared lines a space. Removals come before insertions at each change, as in unified diffs.
package enum LineDiff {
  /// The diff, one line per entry, each indented by two spaces.
  package static func render(expected: [String], actual: [String]) -> String {
    let n = expected.count
    let m = actual.count
    // lengths[i][j]: the length of the longest common subsequence of expected[i...] and actual[j...].
    var lengths = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
    for i in stride(from: n - 1, through: 0, by: -1) {
      for j in stride(from: m - 1, through: 0, by: -1) {
        lengths[i][j] =
          expected[i] == actual[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
      }
    }
    var lines: [String] = []
    var i = 0
    var j = 0
    while i < n || j < m {
      if i < n, j < m, expected[i] == actual[j] {
        lines.append("   " + expected[i])
        i += 1
        j += 1
      } else if i < n, j == m || lengths[i + 1][j] >= lengths[i][j + 1] {
        lines.append("  −" + expected[i])
        i += 1
      } else {
        lines.append("  +" + actual[j])
        j += 1
      }
    }
    return lines.joined(separator: "\n")
  }
}
