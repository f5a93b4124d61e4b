public import NotificationSimulator

// The steps a scenario file can take that the tester did not have: with these, every step of the
// scenario format is a tester call (TesterScenarioTwinTests replays each bundled scenario this way).
extension NotificationTester {
  /// The user swipes the notification's banner away: not a dismissal, so no dismiss action.
  public func flick(
    _ id: String,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    step("flick(\(quoted(id)))", CallSite(fileID: fileID, filePath: filePath, line: line, column: column), .flick(id))
  }

  /// The device restarts: every app stops, and until the user unlocks it the device is before
  /// its first unlock.
  public func reboot(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    step("reboot()", CallSite(fileID: fileID, filePath: filePath, line: line, column: column), .lifecycle(.reboot))
  }

  /// The user pulls Notification Center down over the app, which becomes inactive.
  public func showNotificationCenter(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    step(
      "showNotificationCenter()", CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
      .notificationCenter(shown: true))
  }

  /// The user pushes Notification Center back up.
  public func hideNotificationCenter(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    step(
      "hideNotificationCenter()", CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
      .notificationCenter(shown: false))
  }

  /// The app calls `UNUserNotificationCenter.requestAuthorization(options:completionHandler:)`.
  public func requestAuthorization(
    _ options: AuthorizationOptions,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    step(
      "requestAuthorization(\(options))", CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
      .requestAuthorization(options))
  }

  /// The user answers the authorization prompt.
  public func answerPrompt(
    allow: Bool,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    step(
      "answerPrompt(allow: \(allow))", CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
      .answerPrompt(allow: allow))
  }

  /// The user changes the app's notification settings (models the Settings app changing
  /// `UNNotificationSettings.authorizationStatus`): `denied`, `provisional` and the rest.
  public func changeAuthorization(
    to status: AuthorizationStatus, options: AuthorizationOptions = [.alert, .sound, .badge],
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    step(
      "changeAuthorization(to: \(status), options: \(options))",
      CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    ) { (simulator: inout Simulator) throws(SimulationError) in
      try simulator.changeAuthorization(to: status, options: options)
    }
  }
}
