public import NotificationSimulator

/// The device's settings and the Xcode route from a test: Background App Refresh, Low Power
/// Mode, the app's notification switches, and `xcrun simctl push`.
extension NotificationTester {
  /// The Settings switches now (`UIApplication.backgroundRefreshStatus`,
  /// `ProcessInfo.isLowPowerModeEnabled`, `UNNotificationSettings`).
  public var settings: DeviceSettings { simulator.device.settings }

  /// The user changes switches in the Settings app; `change` edits a copy of the current ones.
  ///
  ///     tester.changeSettings { $0.lowPowerMode = true }
  public func changeSettings(
    _ change: (inout DeviceSettings) -> Void,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    var settings = simulator.device.settings
    change(&settings)
    let changed = settings
    step(
      "changeSettings(_:)", CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
      .changeSettings(changed))
  }

  /// A simulated push sent with `xcrun simctl push` and `bundle` as its bundle argument (`nil`:
  /// simctl run without one, so the payload's `Simulator Target Bundle` names the app).
  public func simctlPush(
    _ payload: Payload, id: String, bundle: String?,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    let what = "simctlPush(_:id: \(quoted(id)), bundle: \(bundle.map(quoted) ?? "nil"))"
    step(
      what, CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
      .simctlPush(payload, id: id, bundle: bundle))
  }
}

extension ExpectedCallback {
  /// `application(_:performFetchWithCompletionHandler:)` run for the simulated push `id` while
  /// `applicationState` is `state`: what Xcode 12's Simulator called instead of the fetch handler
  /// (rule XR3); `Callback.performFetch`, `"performFetch"` in a scenario file.
  public static func performFetch(_ id: String, state: AppState) -> ExpectedCallback {
    ExpectedCallback(.performFetch, arguments: [.notification(id), .state(state)])
  }
}
