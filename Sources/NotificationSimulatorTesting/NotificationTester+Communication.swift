import NotificationSimulator

/// Communication notifications (rules CN1–CN5): give the app the Communication Notifications
/// capability and `NSUserActivityTypes` in ``AppConfiguration`` (`entitlements`,
/// `userActivityTypes`, `focusStatusAuthorized`), have its service extension return content
/// updated from an intent (``ContentChanges/communication``), and switch Direct Messages here
/// as the user would
/// ([Implementing communication notifications](https://developer.apple.com/documentation/usernotifications/implementing-communication-notifications)):
///
///     tester.setDirectMessages(false)
///     tester.push(json: #"{"aps": {"alert": "Hi", "mutable-content": 1}}"#, id: "m1")
///     tester.expect(events: .system(.summary("m1", outcome: .held,
///       detail: "a communication notification, but Direct Messages is off; kept for the next summary at 18:00, without a banner or a sound")))
extension NotificationTester {
  /// The user switches the app's Direct Messages in Settings > Notifications
  /// (`UNNotificationSettings.directMessagesSetting`, rule CN3).
  public func setDirectMessages(
    _ enabled: Bool,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    step(
      "setDirectMessages(\(enabled))", CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
      .directMessages(enabled))
  }
}
