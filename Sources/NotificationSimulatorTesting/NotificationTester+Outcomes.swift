import NotificationSimulator

extension NotificationTester {
  /// Asserts that the events `expected` happened since the last step, in this order: what the
  /// system did, skipped callbacks, diagnostics, life-cycle moves and completion handlers.
  ///
  /// Other events may come between the expected ones; callbacks are asserted with
  /// ``expect(_:fileID:filePath:line:column:)``, which is exhaustive. On a mismatch the failure
  /// shows the expected events against the events that happened since the last step.
  ///
  /// It takes at least one event, so it can never check nothing; to assert that nothing
  /// happened, call ``expectNothing(fileID:filePath:line:column:)``.
  public func expect(
    events first: ExpectedOutcome, _ more: ExpectedOutcome...,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    guard !isFinished else { return fail(FailureMessage.afterFinish("expect(events:)"), at: site) }
    let expected = [first] + more
    let events = traceEvents
    var position = eventCursor
    for item in expected {
      guard let found = (position..<events.count).first(where: { item.matches(events[$0].kind) }) else {
        let actual = (eventCursor..<events.count).map { events[$0] }
          .filter { ExpectedOutcome.isOutcome($0.kind) }
          .map { $0.label.padding(to: 11) + $0.body }
        return fail(FailureMessage.outcomesMissing(expected: expected.map(\.description), actual: actual), at: site)
      }
      position = found + 1
    }
    eventCursor = position
  }

  /// Asserts that nothing happened since the last step (or since the last assertion after it):
  /// no callback, no system event, no skipped callback, no diagnostic, no life-cycle move and no
  /// completion handler.
  public func expectNothing(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    guard !isFinished else { return fail(FailureMessage.afterFinish("expectNothing()"), at: site) }
    let events = traceEvents
    let start = max(eventCursor, cursor)
    let happened = (min(start, events.count)..<events.count).map { events[$0] }.filter { ExpectedOutcome.isOutcome($0.kind) }
    if !happened.isEmpty { fail(FailureMessage.somethingHappened(happened.map(\.rendered)), at: site) }
  }
}

extension String {
  /// The text padded with spaces to `width` characters, as the trace pads its labels.
  fileprivate func padding(to width: Int) -> String {
    self + String(repeating: " ", count: max(1, width - count))
  }
}
