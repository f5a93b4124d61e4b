public import NotificationPayload

extension DiagnosticCode {
  /// Two categories of one list have the same identifier.
  public static let duplicateCategory: DiagnosticCode = "duplicate-category"
  /// Two actions of one category have the same identifier, which `UNNotificationAction` says
  /// must be unique.
  public static let duplicateAction: DiagnosticCode = "duplicate-action"
  /// A `platform` with no profile of its own, run on the nearest profile (a warning).
  public static let platformFallback: DiagnosticCode = "platform-fallback"
  /// A step written under the name it had before it was renamed (a warning that gives the new
  /// name; the step runs as the renamed one).
  public static let renamedStep: DiagnosticCode = "renamed-step"
}

extension ScenarioLoader {
  /// The authorization a scenario's app has when its file gives no `device.authorization`:
  /// authorized for alerts, sounds and badges, the same default as `NotificationTester`. Write
  /// `"authorization": "notDetermined"` for an app that has never asked.
  public static let defaultAuthorization: (status: AuthorizationStatus, options: AuthorizationOptions) = (
    .authorized, [.alert, .sound, .badge]
  )
}
