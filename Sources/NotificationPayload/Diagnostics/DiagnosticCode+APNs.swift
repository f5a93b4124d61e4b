extension DiagnosticCode {
  /// APNs refuses the request with 400 `BadPriority`. Every refusal has a code of this form,
  /// `apns-` and the reason in kebab case; see ``APNsReason/diagnosticCode``.
  public static let apnsBadPriority: DiagnosticCode = "apns-bad-priority"
  /// The request has no `apns-push-type`, which Apple recommends on iOS and requires on watchOS.
  public static let apnsMissingPushType: DiagnosticCode = "apns-missing-push-type"
  /// A background push is sent at priority 10, explicitly or by omitting `apns-priority`.
  public static let apnsBackgroundPriority: DiagnosticCode = "apns-background-priority"
  /// `apns-push-type` says `alert` for a background payload, or `background` for a visible one.
  public static let apnsPushTypeMismatch: DiagnosticCode = "apns-push-type-mismatch"
  /// `apns-priority` is one the push type's row of ``APNsPushTypeRule/table`` does not allow,
  /// such as 1 for `pushtotalk`.
  public static let apnsPushTypePriority: DiagnosticCode = "apns-push-type-priority"
  /// `apns-id` is a UUID with upper-case hex digits; Apple's canonical form is lower case.
  public static let apnsIDNotLowercase: DiagnosticCode = "apns-id-not-lowercase"
  /// `apns-expiration` is not 0 for a `pushtotalk` push, as Apple asks.
  public static let apnsPushTypeExpiration: DiagnosticCode = "apns-push-type-expiration"
}
