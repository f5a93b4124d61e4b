public import NotificationSimulator

/// The device settings that decide what the user sees and hears: a Focus, the ring/silent
/// switch, the app's Time Sensitive switch and a paired Apple Watch (rules IL1–IL7, FO1–FO3,
/// WA1–WA3). Start them with ``DeviceConfiguration`` (`focus`, `silentMode`,
/// `timeSensitiveSetting`, `watch`) and change them here as the user would:
///
///     tester.setFocus(Focus(name: "Work"))
///     tester.push(json: #"{"aps": {"alert": "Gate changed", "interruption-level": "time-sensitive"}}"#, id: "g1")
///     tester.expect(events: .system(.focus("g1", focus: "Work", outcome: .brokeThrough,
///       detail: "time-sensitive, and the Focus allows Time Sensitive Notifications")))
extension NotificationTester {
  /// The user turns on a Focus, or turns it off with `nil` (Settings > Focus).
  public func setFocus(
    _ focus: Focus?,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    step(
      "setFocus(\(focus.map(\.description) ?? "nil"))", CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
      .setFocus(focus))
  }

  /// The user puts on or takes off the paired Apple Watch, or unpairs it with `nil`.
  public func setWatch(
    _ watch: PairedWatch?,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    step(
      "setWatch(\(watch.map(\.description) ?? "nil"))", CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
      .setWatch(watch))
  }

  /// The user flips the ring/silent switch (`true`: silent).
  public func setSilentMode(
    _ silent: Bool,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    step(
      "setSilentMode(\(silent))", CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
      .silentMode(silent))
  }

  /// The user switches the app's Time Sensitive Notifications in Settings
  /// (`UNNotificationSettings.timeSensitiveSetting`).
  public func setTimeSensitiveSetting(
    _ enabled: Bool,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    step(
      "setTimeSensitiveSetting(\(enabled))", CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
      .timeSensitiveSetting(enabled))
  }
}
