public import NotificationSimulator

/// The device's files and provisional delivery's Keep / Turn Off choice (rules AT3, PV2–PV4):
///
///     tester.addFile(DeviceFile(path: "/tmp/map.png", type: "public.png", size: 850_000))
///     tester.scheduleLocal(request)  // an attachment with url "file:///tmp/map.png"
///     tester.fileExists("/tmp/map.png")
///     tester.expect(events: .system(.file(path: "/tmp/map.png", exists: false)))
extension NotificationTester {
  /// The app writes a file into its container, such as an image it downloaded to attach with
  /// `UNNotificationAttachment(identifier:url:options:)`
  /// (https://developer.apple.com/documentation/usernotifications/unnotificationattachment/init(identifier:url:options:)).
  public func addFile(
    _ file: DeviceFile,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    step(
      "addFile(\(file.path))", CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
      .addFile(file))
  }

  /// Looks for a file on the device, as `FileManager.fileExists(atPath:)` answers
  /// (https://developer.apple.com/documentation/foundation/filemanager/fileexists(atpath:)), and
  /// records the `file` event; a file the system moved into its attachment data store is found
  /// at its new path.
  public func fileExists(
    _ path: String,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    step(
      "fileExists(\(path))", CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
      .fileExists(path))
  }

  /// The user taps Keep in a provisionally delivered notification, then Deliver Prominently
  /// (`prominently: true`) or Deliver Quietly
  /// (https://developer.apple.com/documentation/usernotifications/asking-permission-to-use-notifications).
  public func keepNotifications(
    prominently: Bool,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    step(
      "keepNotifications(prominently: \(prominently))", CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
      .provisionalChoice(prominently ? .keepProminently : .keepQuietly))
  }

  /// The user taps Turn Off in a provisionally delivered notification: the app becomes `.denied`
  /// (https://developer.apple.com/documentation/usernotifications/asking-permission-to-use-notifications).
  public func turnOffNotifications(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    step(
      "turnOffNotifications()", CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
      .provisionalChoice(.turnOff))
  }
}
