public import NotificationSimulator

/// Something other than a callback that a test expects to happen: what the system did, a
/// callback iOS skipped, a diagnostic, a life-cycle move or a completion handler the app called.
///
/// Models no Apple type: it matches one event of the simulator's trace, the same events a
/// scenario file's `system`, `skipped`, `diagnostic`, `lifecycle` and `completion` expectations
/// check, with typed values instead of text:
///
///     tester.push(silent, id: "s1")
///     tester.expect(events: .system(.dropped("s1", .forceQuit)))
///     tester.expect(events: .completion(.didReceiveRemoteNotificationWithFetch, notification: "s1", result: "newData"))
///
/// Callbacks themselves are asserted with ``ExpectedCallback`` and
/// ``NotificationTester/expect(_:fileID:filePath:line:column:)``.
public struct ExpectedOutcome: Hashable, Sendable, CustomStringConvertible {
  private enum Matcher: Hashable, Sendable {
    case system(SystemEvent)
    case skipped(Callback, reason: String?)
    case diagnostic(code: String, message: String?)
    case lifecycle(to: AppState, from: AppState?)
    case completion(Callback, notification: String?, result: String?)
    case apns(APNsEvent)
    case apnsAnswer(notification: String?, status: Int, reason: APNsReason?)
  }

  private let matcher: Matcher

  /// A system event, compared exactly: `.system(.displayed("n1", Presentation(banner: true, list: true)))`,
  /// `.system(.dropped("s1", .forceQuit))`, `.system(.badge(3))`.
  public static func system(_ event: SystemEvent) -> ExpectedOutcome { ExpectedOutcome(matcher: .system(event)) }

  /// A callback iOS would make but the app does not receive (not implemented, or no delegate);
  /// with `reason`, only for that reason, as the trace words it.
  public static func skipped(_ callback: Callback, reason: String? = nil) -> ExpectedOutcome {
    ExpectedOutcome(matcher: .skipped(callback, reason: reason))
  }

  /// A diagnostic of the simulator, by its code (such as `completion-called-twice`); with
  /// `message`, only that exact message.
  public static func diagnostic(_ code: String, message: String? = nil) -> ExpectedOutcome {
    ExpectedOutcome(matcher: .diagnostic(code: code, message: message))
  }

  /// The app moved to `state` (models `UIApplication.State` changes and the not-running
  /// states); with `from`, only from that state.
  public static func lifecycle(to state: AppState, from: AppState? = nil) -> ExpectedOutcome {
    ExpectedOutcome(matcher: .lifecycle(to: state, from: from))
  }

  /// The app called the completion handler of `callback`; with `notification` and `result`,
  /// only for that notification and with that result as the trace prints it (`newData`,
  /// `[banner, list]`, `called`).
  public static func completion(
    _ callback: Callback, notification: String? = nil, result: String? = nil
  ) -> ExpectedOutcome {
    ExpectedOutcome(matcher: .completion(callback, notification: notification, result: result))
  }

  /// An APNs event, compared exactly: `.apns(.forwarded("n3"))`,
  /// `.apns(.discarded("n1", reason: "replaced"))` (rules AP1-AP11).
  public static func apns(_ event: APNsEvent) -> ExpectedOutcome { ExpectedOutcome(matcher: .apns(event)) }

  /// APNs's answer to a request: the HTTP status and, for a refusal, the reason; with
  /// `notification`, only the answer for that notification. The `apns-id` and the timestamp
  /// are not compared (``apns(_:)`` compares everything).
  public static func apnsAnswer(status: Int, reason: APNsReason? = nil, notification: String? = nil) -> ExpectedOutcome {
    ExpectedOutcome(matcher: .apnsAnswer(notification: notification, status: status, reason: reason))
  }

  /// Whether a traced event is this outcome.
  public func matches(_ kind: TraceEvent.Kind) -> Bool {
    switch (matcher, kind) {
    case (.system(.displayed(let id, let presentation, let shown)), .system(.displayed(let actualID, let actualPresentation, let actualShown))):
      // Without a ShownContent the expectation checks the presentation only.
      id == actualID && presentation == actualPresentation && (shown == nil || shown == actualShown)
    case (.system(.soundPlayed(let id, let name)), .system(.soundPlayed(let actualID, let actualName))):
      id == actualID && (name == nil || name == actualName)
    case (.system(.scheduleFailed(let id, let reason, let code)), .system(.scheduleFailed(let actualID, let actualReason, let actualCode))):
      id == actualID && reason == actualReason && (code == nil || code == actualCode)
    case (.system(let expected), .system(let actual)): expected == actual
    case (.skipped(let expected, let reason), .skipped(let actual, let actualReason)):
      expected == actual && (reason == nil || reason == actualReason)
    case (.diagnostic(let code, let message), .diagnostic(let actualCode, let actualMessage)):
      code == actualCode && (message == nil || message == actualMessage)
    case (.lifecycle(let to, let from), .lifecycle(let actualFrom, let actualTo, _)):
      to == actualTo && (from == nil || from == actualFrom)
    case (.completion(let callback, let id, let result), .completion(let actual, let actualID, let actualResult)):
      callback == actual && (id == nil || id == actualID) && (result == nil || result == actualResult)
    case (.apns(let expected), .apns(let actual)): expected == actual
    case (.apnsAnswer(let id, let status, let reason), .apns(.answered(let actualID, let response))):
      (id == nil || id == actualID) && status == response.status && reason == response.reason
    default: false
    }
  }

  /// The outcome as a trace line's label and body read, with `*` for what any value matches.
  public var description: String {
    switch matcher {
    case .system(let event): "system     \(event)"
    case .skipped(let callback, let reason): "skipped    \(callback.selector): \(reason ?? "*")"
    case .diagnostic(let code, let message): "diagnostic \(code): \(message ?? "*")"
    case .lifecycle(let to, let from): "lifecycle  \(from.map(\.rawValue) ?? "*") -> \(to)"
    case .completion(let callback, let id, let result):
      "completion \(callback.selector) notification=\(id ?? "*") -> \(result ?? "*")"
    case .apns(let event): "apns       \(event)"
    case .apnsAnswer(let id, let status, let reason):
      "apns       \(id ?? "*") answered \(status)" + (reason.map { " \($0)" } ?? "")
    }
  }

  /// Whether `kind` is an outcome at all, rather than a step of the test (a user action, a push
  /// arriving, a trigger firing).
  static func isOutcome(_ kind: TraceEvent.Kind) -> Bool {
    switch kind {
    case .user, .pushArrived, .localFired: false
    default: true
    }
  }
}
