/// How a remote notification reached the device: through APNs, or simulated by Xcode's tools.
///
/// Models the delivery paths of Apple's tooling rather than one API: a real push through the
/// Apple Push Notification service, a simulated push (`xcrun simctl push` or an `.apns` file
/// dropped on Simulator, Xcode 11.4 release notes), and a real push through the APNs sandbox to a
/// Simulator (Xcode 14 release notes). Only the simulated push skips the notification service
/// extension (behaviour reference §7.1, §10; rules SE6 and SE7).
public enum DeliveryRoute: String, Hashable, Sendable, CaseIterable, Codable, CustomStringConvertible {
  /// A push through APNs to a device: the service extension runs when the payload asks for it.
  case apns
  /// `xcrun simctl push` or an `.apns` file dropped on Simulator: `mutable-content` is ignored
  /// and the service extension does not run (Xcode 11.4 release notes).
  case simulator
  /// A push through the APNs sandbox (`api.sandbox.push.apple.com`) to an iOS 16 or later
  /// Simulator (Xcode 14, macOS 13, Apple silicon or T2): a real remote notification, so the
  /// service extension runs (Xcode 14 release notes).
  case sandboxToSimulator

  /// The route's name in scenario files.
  public var description: String { rawValue }

  /// How the route is written in a trace or a message.
  public var explanation: String {
    switch self {
    case .apns: "a push through APNs"
    case .simulator: "a simulated push (xcrun simctl push or an .apns file)"
    case .sandboxToSimulator: "a push through the APNs sandbox to a Simulator (Xcode 14 or later)"
    }
  }

  /// Whether the route can run a notification service extension.
  public var runsServiceExtension: Bool { self != .simulator }
}
