public import NotificationPayload

extension DiagnosticCode {
  /// A `platform` with no profile of its own, run on the nearest profile (a warning).
  public static let platformFallback: DiagnosticCode = "platform-fallback"
}
