public import NotificationPayload

extension DiagnosticCode {
  /// Two categories of one list have the same identifier.
  public static let duplicateCategory: DiagnosticCode = "duplicate-category"
  /// A `platform` with no profile of its own, run on the nearest profile (a warning).
  public static let platformFallback: DiagnosticCode = "platform-fallback"
}

extension ScenarioLoader {
  /// The authorization a scenario's app has when its file gives no `device.authorization`:
  /// authorized for alerts, sounds and badges, the same default as `NotificationTester`. Write
  /// `"authorization": "notDetermined"` for an app that has never asked.
  public static let defaultAuthorization: (status: AuthorizationStatus, options: AuthorizationOptions) = (
    .authorized, [.alert, .sound, .badge]
  )
}
