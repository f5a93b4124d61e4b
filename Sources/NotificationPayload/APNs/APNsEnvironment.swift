/// Which APNs a provider talks to, and which one a device token belongs to.
///
/// Models the two servers of "Sending notification requests to APNs"
/// (https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns):
/// the development server for apps signed with the `development` `aps-environment` entitlement
/// (https://developer.apple.com/documentation/bundleresources/entitlements/aps-environment), and
/// the production server for App Store, TestFlight and Ad Hoc builds.
public enum APNsEnvironment: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// The development server, `api.sandbox.push.apple.com`.
  case development
  /// The production server, `api.push.apple.com`.
  case production

  /// The server's host name.
  public var host: String {
    switch self {
    case .development: "api.sandbox.push.apple.com"
    case .production: "api.push.apple.com"
    }
  }

  /// The name in scenario files: `development` or `production`.
  public var description: String { rawValue }
}
