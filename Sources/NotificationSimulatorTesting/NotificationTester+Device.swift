public import Foundation
public import NotificationSimulator

/// The device's own state from a test: Notification Center, pending requests, the badge, the
/// wall clock and the device's location.
extension NotificationTester {
  // MARK: Reading the device

  /// The identifiers in Notification Center, newest first (what `getDeliveredNotifications`
  /// would return), without a step in the trace.
  public var deliveredNotificationIDs: [String] { simulator.device.notificationCenter.identifiers }

  /// The identifiers of the pending local requests, soonest-firing first.
  public var pendingRequestIDs: [String] { simulator.device.pendingRequests.requests.map(\.identifier) }

  /// The device's wall-clock time now, in its time zone.
  public var localTime: LocalDateTime { simulator.configuration.calendar.localTime(at: simulator.now) }

  /// The device's clock now as a `Date`: what `Date.init()` reads on the device, and what app code
  /// reads through `DeviceClock.now`. It starts at the tester's `device.date` (Monday
  /// 5 January 2026, 09:00 UTC by default) and moves only with the virtual clock, so a test
  /// hands it to code that takes the date as a parameter and gets the same result every run.
  public var deviceDate: Date { Date(timeIntervalSince1970: simulator.secondsSince1970(at: simulator.now)) }

  // MARK: The app managing its notifications

  /// The app calls `UNUserNotificationCenter.getDeliveredNotifications(completionHandler:)`.
  ///
  /// - Returns: The app's notifications in Notification Center, newest first.
  @discardableResult
  public func getDeliveredNotifications(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> [NotificationCenterEntry] {
    var entries: [NotificationCenterEntry] = []
    step("getDeliveredNotifications()", CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
      (simulator: inout Simulator) throws(SimulationError) in
      entries = try simulator.getDeliveredNotifications()
    }
    return entries
  }

  /// The app calls `UNUserNotificationCenter.getPendingNotificationRequests(completionHandler:)`.
  ///
  /// - Returns: The pending requests, soonest-firing first.
  @discardableResult
  public func getPendingNotificationRequests(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> [PendingNotificationRequest] {
    var requests: [PendingNotificationRequest] = []
    step("getPendingNotificationRequests()", CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
      (simulator: inout Simulator) throws(SimulationError) in
      requests = try simulator.getPendingNotificationRequests()
    }
    return requests
  }

  /// The app calls `removeDeliveredNotifications(withIdentifiers:)`.
  public func removeDeliveredNotifications(
    withIdentifiers ids: [String],
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    step(
      "removeDeliveredNotifications(withIdentifiers:)", CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
      .removeDeliveredNotifications(ids))
  }

  /// The app calls `removeAllDeliveredNotifications()`.
  public func removeAllDeliveredNotifications(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    step(
      "removeAllDeliveredNotifications()", CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
      .removeAllDeliveredNotifications)
  }

  /// The app calls `removePendingNotificationRequests(withIdentifiers:)`.
  public func removePendingNotificationRequests(
    withIdentifiers ids: [String],
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    step(
      "removePendingNotificationRequests(withIdentifiers:)",
      CallSite(fileID: fileID, filePath: filePath, line: line, column: column), .removePendingNotificationRequests(ids))
  }

  /// The app calls `removeAllPendingNotificationRequests()`.
  public func removeAllPendingNotificationRequests(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    step(
      "removeAllPendingNotificationRequests()", CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
      .removeAllPendingNotificationRequests)
  }

  /// The app calls `UNUserNotificationCenter.setBadgeCount(_:withCompletionHandler:)` (iOS 16+).
  public func setBadgeCount(
    _ count: Int,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    step(
      "setBadgeCount(\(count))", CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
      .setBadgeCount(count))
  }

  /// The app sets `UIApplication.applicationIconBadgeNumber` (deprecated in iOS 17).
  public func setApplicationIconBadgeNumber(
    _ count: Int,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    step(
      "setApplicationIconBadgeNumber(\(count))", CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
      .applicationIconBadgeNumber(count))
  }

  // MARK: The world around the device

  /// The device moves to `coordinate`; location triggers whose region it crosses fire.
  public func move(
    to coordinate: Coordinate,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    step(
      "move(to: \(coordinate))", CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
      .move(coordinate))
  }

  /// Time passes until the device's wall clock shows `local` (in its time zone); what falls due
  /// on the way runs. Fails the test when that time is past or does not exist there.
  public func advance(
    untilLocal local: LocalDateTime,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    step(
      "advance(untilLocal: \(local))", CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
      .waitUntil(local))
  }

  // MARK: Assertions on the device

  /// Asserts that Notification Center holds exactly `ids`, newest first.
  public func expectDelivered(
    _ ids: [String],
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    let actual = deliveredNotificationIDs
    guard actual != ids else { return }
    fail(
      FailureMessage.stateMismatch("Notification Center (newest first)", expected: ids, actual: actual),
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Asserts that the pending requests are exactly `ids`, soonest-firing first.
  public func expectPending(
    _ ids: [String],
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    let actual = pendingRequestIDs
    guard actual != ids else { return }
    fail(
      FailureMessage.stateMismatch("the pending requests (soonest first)", expected: ids, actual: actual),
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}
