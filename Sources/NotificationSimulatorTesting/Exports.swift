// One import for a test: what a test of an app written against Apple's SDK names beside the
// tester, so `import NotificationSimulatorTesting` (with `import SimulatedUserNotifications` for
// the app's own types) is all a test needs. Type aliases, not re-exported modules: the whole of
// NotificationSimulator would bring its `AppConfiguration`, `NotificationCategory` and
// `NotificationAction`, which clash with an app's own types of those names, and re-exporting even
// one of its declarations puts all of NotificationPayload in this module's documentation.
public import NotificationPayload
public import NotificationSimulator

/// The app's state, for a tester's starting `state:` and for expectations.
///
/// Not an Apple type: NotificationSimulator's `AppState`, named here so a test needs no other
/// import. In a file that imports NotificationSimulator too, a parameterized test's parameter of
/// this type is written `NotificationSimulator.AppState` (Swift Testing spells the type as
/// `(AppState).self`, which two visible declarations make ambiguous).
public typealias AppState = NotificationSimulator.AppState

/// The route a push takes: through APNs, as `xcrun simctl push`, or through the APNs sandbox to a
/// Simulator; see ``NotificationTester/push(json:id:route:simctlBundle:fileID:filePath:line:column:)``.
///
/// Not an Apple type: NotificationSimulator's `DeliveryRoute`, named here so a test needs no other import.
public typealias DeliveryRoute = NotificationSimulator.DeliveryRoute

/// A remote notification's payload as iOS reads it.
///
/// Not an Apple type: NotificationPayload's `Payload`, named here so a test needs no other import.
public typealias Payload = NotificationPayload.Payload

/// The payload linter: `PayloadLinter.lint(_:)` reads a payload's JSON text and returns its findings.
///
/// Not an Apple type: NotificationPayload's `PayloadLinter`, named here so a test needs no other import.
public typealias PayloadLinter = NotificationPayload.PayloadLinter

/// What the linter found in a payload: the payload as iOS reads it, and every finding.
///
/// Not an Apple type: NotificationPayload's `PayloadLintResult`, named here so a test needs no other import.
public typealias PayloadLintResult = NotificationPayload.PayloadLintResult

/// One finding of the linter, with its position, code and message.
///
/// Not an Apple type: NotificationPayload's `Diagnostic`, named here so a test needs no other import.
public typealias Diagnostic = NotificationPayload.Diagnostic

/// The stable code of a finding, such as `value-wrong-type`.
///
/// Not an Apple type: NotificationPayload's `DiagnosticCode`, named here so a test needs no other import.
public typealias DiagnosticCode = NotificationPayload.DiagnosticCode

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
