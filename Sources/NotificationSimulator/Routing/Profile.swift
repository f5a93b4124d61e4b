/// The iOS version the simulated device runs.
///
/// Selects which APIs exist (`UNUserNotificationCenter` from iOS 10, scenes from 13, `.banner`
/// and `.list` from 14) and the defaults of ``Quirks``. behaviour reference §11 lists the changes.
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
  /// iOS 17: `applicationIconBadgeNumber` deprecated in favour of `setBadgeCount(_:)`.
  case iOS17 = 17
  /// iOS 18: as iOS 17; no documented change to what the simulator models (behaviour reference §11).
  case iOS18 = 18
  /// iOS 26, the release after iOS 18 (Apple numbers releases by year from 2025): as iOS 18;
  /// the newest modelled version (behaviour reference §11).
  case iOS26 = 26

  /// The default profile: the newest version.
  public static let newest: Profile = .iOS26

  /// A profile read from a version string, with the warning to show when the version has no
  /// profile of its own.
  public struct Resolution: Hashable, Sendable {
    /// The profile the simulator runs.
    public var profile: Profile
    /// Why the profile is not exactly the version asked for, or `nil` when it is.
    public var warning: String?
  }

  /// Reads `"iOS 18"`, `"iOS 18.2"`, `"ios18"`, `"18"` or `"18.2"`: the major version picks the
  /// profile, and minor and patch numbers are ignored. A version newer than ``newest`` runs on
  /// ``newest``; a version between two profiles runs on the older one; both come with a warning.
  /// Returns `nil` when the text is not a version or is older than iOS 9.
  public static func resolve(_ text: String) -> Resolution? {
    var rest = Substring(text.trimmingSpaces())
    if rest.lowercased().hasPrefix("ios") { rest = rest.dropFirst(3).drop { $0 == " " } }
    let parts = rest.split(separator: ".", omittingEmptySubsequences: false)
    guard !parts.isEmpty, parts.count <= 3, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }),
      parts[0].count <= 4, let major = Int(parts[0])
    else { return nil }
    if let exact = Profile(rawValue: major) { return Resolution(profile: exact, warning: nil) }
    if major > newest.rawValue {
      return Resolution(
        profile: newest,
        warning: "iOS \(major) is newer than the newest profile; running on \(newest), the newest modelled version")
    }
    guard let older = allCases.last(where: { $0.rawValue < major }) else { return nil }
    return Resolution(
      profile: older,
      warning: "iOS \(major) has no profile of its own; running on \(older), the newest profile before it")
  }

  /// The major version number.
  public var version: Int { rawValue }

  /// `iOS 26`.
  public var description: String { "iOS \(rawValue)" }

  /// Orders versions by their major number: iOS 9 comes before iOS 26.
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

extension Character {
  /// `0` to `9` only, unlike `isNumber`, which accepts other scripts' digits and fractions.
  fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

extension String {
  /// The text without leading and trailing spaces.
  fileprivate func trimmingSpaces() -> Substring {
    let start = firstIndex { $0 != " " } ?? endIndex
    let end = lastIndex { $0 != " " }.map { index(after: $0) } ?? endIndex
    return start < end ? self[start..<end] : ""
  }
}
