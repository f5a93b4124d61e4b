public import NotificationSimulator

extension NotificationTester {
  /// The user turns on the Scheduled Summary with its times and apps (Settings > Notifications >
  /// Scheduled Summary), or turns it off with `nil`, which delivers what it held
  /// ([scheduledDeliverySetting](https://developer.apple.com/documentation/usernotifications/unnotificationsettings/scheduleddeliverysetting);
  /// rules SS1–SS3).
  public func setScheduledSummary(
    _ summary: ScheduledSummary?,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    step(
      "setScheduledSummary(\(summary.map(\.description) ?? "nil"))", CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
      .setScheduledSummary(summary))
  }

  /// The user turns Apple Intelligence's Summarize and Prioritize Notifications on or off
  /// (`nil`); the trace only says they are not modelled (rule AI1;
  /// [UserNotifications](https://developer.apple.com/documentation/usernotifications)).
  public func setAppleIntelligence(
    _ settings: AppleIntelligenceNotifications?,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    step(
      "setAppleIntelligence(\(settings.map(\.description) ?? "nil"))", CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
      .setAppleIntelligence(settings))
  }
}
