// One import for a test: what a test of an app written against Apple's SDK names beside the
// tester, re-exported one declaration at a time, so `import NotificationSimulatorTesting` (with
// `import SimulatedUserNotifications` for the app's own types) is all a test needs. Whole modules
// are not re-exported: NotificationSimulator's `AppConfiguration`, `NotificationCategory` and
// `NotificationAction` would clash with an app's own types of those names.

// The app's state, for `NotificationTester(..., state:)` and `expect(state:)`.
@_exported public import enum NotificationSimulator.AppState
// The route a push takes: through APNs, `xcrun simctl push`, or the APNs sandbox to a Simulator.
@_exported public import enum NotificationSimulator.DeliveryRoute
// A payload, and the linter's findings on one (`PayloadLinter.lint(_:)` returns them).
@_exported public import struct NotificationPayload.Payload
@_exported public import enum NotificationPayload.PayloadLinter
@_exported public import struct NotificationPayload.PayloadLintResult
@_exported public import struct NotificationPayload.Diagnostic
@_exported public import struct NotificationPayload.DiagnosticCode

public import NotificationSimulator

extension NotificationTester {
  /// A remote notification given as JSON text reaches the device by `route`: through APNs
  /// (`.apns`, as ``push(json:id:fileID:filePath:line:column:)``), as `xcrun simctl push` or an
  /// `.apns` file dropped on Simulator (`.simulator`, where the service extension does not run),
  /// or through the APNs sandbox to a Simulator (`.sandboxToSimulator`). `simctlBundle` is
  /// simctl's bundle argument for `.simulator` (`nil`: none given, so the payload's
  /// `Simulator Target Bundle` names the app). A payload that is not a notification fails the
  /// test with the parser's reason.
  public func push(
    json: String, id: String, route: DeliveryRoute, simctlBundle: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    let bundle = simctlBundle.map(quoted) ?? "nil"
    step(
      "push(json:id: \(quoted(id)), route: .\(route), simctlBundle: \(bundle))",
      CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    ) { (simulator: inout Simulator) throws(SimulationError) in
      switch Simulator.payload(json: json) {
      case .success(let payload): try simulator.push(payload, id: id, route: route, simctlBundle: simctlBundle)
      case .failure(let why):
        throw SimulationError(.invalidPayload, "can't push '\(id)': the payload is not a notification: \(why).")
      }
    }
  }
}
