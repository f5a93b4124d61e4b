/// The iOS version the simulated device runs.
///
/// Selects which APIs exist (`UNUserNotificationCenter` from iOS 10, scenes from 13, `.banner`
/// and `.list` from 14) and the defaults of ``Quirks``. Behaviour notes §11 lists the changes.
public enum Profile: Int, Hashable, Sendable, CaseIterable, Codable, Comparable, CustomStringConvertible {
  /// iOS 9: `UIApplicationDelegate` callbacks only; text-input actions.
  case iOS9 = 9
  /// iOS 10: the UserNotifications framework, service extensions.
  case iOS10 = 10
  /// iOS 13: scenes, `apns-push-type`.
  case iOS13 = 13
  /// iOS 14: `.banner` and `.list` presentation options, `.ephemeral` authorization.
  case iOS14 = 14
  /// iOS 15: interruption levels, prewarming.
  case iOS15 = 15
  /// iOS 17: the newest modelled version.
  case iOS17 = 17

  /// The default profile: the newest version.
  public static let newest: Profile = .iOS17

  /// The major version number.
  public var version: Int { rawValue }

  /// `iOS 17`.
  public var description: String { "iOS \(rawValue)" }

  /// Orders versions by their major number: iOS 9 comes before iOS 17.
  public static func < (lhs: Profile, rhs: Profile) -> Bool { lhs.rawValue < rhs.rawValue }

  /// Whether `UNUserNotificationCenter` exists (iOS 10).
  public var hasUserNotifications: Bool { self >= .iOS10 }
  /// Whether scene-based life cycles exist (iOS 13).
  public var hasScenes: Bool { self >= .iOS13 }
  /// Whether `.banner` and `.list` exist and `.alert` is deprecated (iOS 14).
  public var hasBannerAndList: Bool { self >= .iOS14 }
  /// Whether provisional authorization exists (iOS 12).
  public var hasProvisionalAuthorization: Bool { self.rawValue >= 12 }
  /// Whether the ephemeral status exists (iOS 14).
  public var hasEphemeralAuthorization: Bool { self >= .iOS14 }
}
