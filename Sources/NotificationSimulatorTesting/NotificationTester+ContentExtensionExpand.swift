public import NotificationSimulator

extension NotificationTester {
  /// The user expands notification `id` (a long press): the content extension serving its
  /// category loads its view and gets `UNNotificationContentExtension.didReceive(_:)`
  /// (https://developer.apple.com/documentation/usernotificationsui/unnotificationcontentextension/didreceive(_:)),
  /// or iOS shows the default expanded interface (rule CE5). Fails when `id` is not on screen.
  public func expand(
    _ id: String,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    step(
      "expand(\(JSONWriter.quoted(id)))", CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
      .expand(id))
  }

  /// The app reads `nextTriggerDate()` of the pending request `id`'s trigger
  /// (`UNCalendarNotificationTrigger.nextTriggerDate()`,
  /// https://developer.apple.com/documentation/usernotifications/uncalendarnotificationtrigger/nexttriggerdate(),
  /// or `UNTimeIntervalNotificationTrigger.nextTriggerDate()`): the date, or `nil` when the
  /// request is not pending or its trigger fires no more (rule LN8).
  @discardableResult
  public func nextTriggerDate(
    of id: String,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> SimulatedInstant? {
    var date: SimulatedInstant?
    step("nextTriggerDate(of: \(JSONWriter.quoted(id)))", CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
      (simulator: inout Simulator) throws(SimulationError) in
      date = try simulator.nextTriggerDate(of: id)
    }
    return date
  }

  /// From now on the app answers `userNotificationCenter(_:willPresent:withCompletionHandler:)`
  /// (https://developer.apple.com/documentation/usernotifications/unusernotificationcenterdelegate/usernotificationcenter(_:willpresent:withcompletionhandler:))
  /// for notification `id` with `options`, at `timing`: the tester's form of a scenario's
  /// `app.answers.willPresentByNotification`. Other notifications keep `app.answers.willPresent`.
  public func answerWillPresent(
    for id: String, with options: PresentationOptions, timing: CompletionTiming = .immediately
  ) {
    try? mutate { (simulator: inout Simulator) throws(SimulationError) in
      simulator.answerWillPresent(for: id, with: CompletionAnswer(options, timing: timing))
    }
  }
}
