/// The iOS version the simulated device runs: one profile for each major version from iOS 9 to
/// the newest.
///
/// Selects which APIs exist and the defaults of ``Quirks``. Every version check goes through
/// ``has(_:)`` and the ``PlatformFeature`` table, which records the version each feature arrived
/// in; behaviour reference §11 lists the changes. Apple went from iOS 18 to iOS 26 in 2025, so
/// there is no iOS 19 to 25.
public enum Profile: Int, Hashable, Sendable, CaseIterable, Codable, Comparable, CustomStringConvertible {
  /// iOS 9, the legacy profile: `UIApplicationDelegate` callbacks only
  /// ([application(_:didReceiveRemoteNotification:fetchCompletionHandler:)](https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:didreceiveremotenotification:fetchcompletionhandler:))),
  /// and text-input actions.
  case iOS9 = 9
  /// iOS 10: the UserNotifications framework
  /// ([UNUserNotificationCenter](https://developer.apple.com/documentation/usernotifications/unusernotificationcenter)):
  /// `willPresent` and `didReceive`, the `.alert`, `.badge` and `.sound` presentation options,
  /// service and content extensions; the ``Quirks/ios10LegacyRemoteOnTap`` quirk on by default.
  case iOS10 = 10
  /// iOS 11: the hidden-preview category options
  /// ([hiddenPreviewsShowTitle](https://developer.apple.com/documentation/usernotifications/unnotificationcategoryoptions/hiddenpreviewsshowtitle)),
  /// which iOS 10 drops (rule VR4); otherwise as iOS 10, without its quirk. Provisional
  /// authorization and critical alerts do not exist yet.
  case iOS11 = 11
  /// iOS 12: provisional authorization
  /// ([provisional](https://developer.apple.com/documentation/usernotifications/unauthorizationoptions/provisional)),
  /// critical alerts
  /// ([criticalAlert](https://developer.apple.com/documentation/usernotifications/unauthorizationoptions/criticalalert))
  /// and content extensions whose view takes touches.
  case iOS12 = 12
  /// iOS 13: scenes
  /// ([UISceneDelegate](https://developer.apple.com/documentation/uikit/uiscenedelegate)) and
  /// the `apns-push-type` header
  /// ([Sending notification requests to APNs](https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns)).
  /// Simulated pushes (`simctl push`, `.apns` files) come with Xcode 11.4, not with an iOS version.
  case iOS13 = 13
  /// iOS 14: `.banner` and `.list` presentation options, `.alert` deprecated
  /// ([banner](https://developer.apple.com/documentation/usernotifications/unnotificationpresentationoptions/banner)),
  /// and the `.ephemeral` authorization status.
  case iOS14 = 14
  /// iOS 15: interruption levels
  /// ([UNNotificationInterruptionLevel](https://developer.apple.com/documentation/usernotifications/unnotificationinterruptionlevel)),
  /// the relevance score, Focus, the short-lived `.timeSensitive` authorization option, prewarming.
  case iOS15 = 15
  /// iOS 16: `setBadgeCount(_:withCompletionHandler:)`
  /// ([setBadgeCount](https://developer.apple.com/documentation/usernotifications/unusernotificationcenter/setbadgecount(_:withcompletionhandler:)))
  /// and, with Xcode 14, real remote notifications from the APNs sandbox in Simulator
  /// ([Xcode 14 release notes](https://developer.apple.com/documentation/xcode-release-notes/xcode-14-release-notes)).
  case iOS16 = 16
  /// iOS 17: `applicationIconBadgeNumber` deprecated in favour of `setBadgeCount(_:)`
  /// ([applicationIconBadgeNumber](https://developer.apple.com/documentation/uikit/uiapplication/applicationiconbadgenumber)).
  case iOS17 = 17
  /// iOS 18: as iOS 17; no documented change to what the simulator models
  /// ([UserNotifications](https://developer.apple.com/documentation/usernotifications); behaviour reference §11).
  case iOS18 = 18
  /// iOS 26, the release after iOS 18 (Apple numbers releases by year from 2025), and the default
  /// profile: an app without the scene life cycle still launches, with UIKit's warning, and
  /// `UIApplication.LaunchOptionsKey.remoteNotification`, `applicationDidBecomeActive(_:)` and
  /// `applicationWillEnterForeground(_:)` are deprecated
  /// ([TN3187](https://developer.apple.com/documentation/technotes/tn3187-migrating-to-the-uikit-scene-based-life-cycle);
  /// behaviour reference §2.6, §11).
  case iOS26 = 26
  /// iOS 27, the newest modelled version: an app built with the iOS 27 SDK must adopt the scene
  /// life cycle or it does not launch, and a scenario's app is scene-based unless it says
  /// otherwise; an app built with the iOS 26 SDK runs as on iOS 26
  /// ([TN3187](https://developer.apple.com/documentation/technotes/tn3187-migrating-to-the-uikit-scene-based-life-cycle);
  /// behaviour reference §2.6, §11).
  case iOS27 = 27

  /// The newest modelled version.
  public static let newest: Profile = .iOS27

  /// The profile a scenario, a ``Simulator`` and a tester run on when none is given: iOS 26, not
  /// the newest. On iOS 27 an app built with its SDK must adopt the scene life cycle
  /// ([TN3187](https://developer.apple.com/documentation/technotes/tn3187-migrating-to-the-uikit-scene-based-life-cycle)),
  /// so defaulting to it would turn every sceneless app into an error; iOS 27 is chosen with
  /// `"platform": "iOS 27"`.
  public static let defaultProfile: Profile = .iOS26

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

  /// Every profile's major version for prose, generated from `allCases`:
  /// `iOS 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 26 or 27`.
  public static var versionList: String {
    let numbers = allCases.map { String($0.rawValue) }
    return "iOS " + numbers.dropLast().joined(separator: ", ") + " or " + (numbers.last ?? "")
  }

  /// The major version number.
  public var version: Int { rawValue }

  /// `iOS 26`.
  public var description: String { "iOS \(rawValue)" }

  /// Orders versions by their major number: iOS 9 comes before iOS 26.
  public static func < (lhs: Profile, rhs: Profile) -> Bool { lhs.rawValue < rhs.rawValue }

  /// Whether the profile has `feature`: whether its version is within the feature's versions
  /// in the ``PlatformFeature`` table.
  public func has(_ feature: PlatformFeature) -> Bool { feature.isAvailable(inMajorVersion: rawValue) }

  /// The features that arrived in this version, in ``PlatformFeature`` order.
  public var featuresIntroduced: [PlatformFeature] { PlatformFeature.allCases.filter { $0.introduced == rawValue } }

  /// Whether `UNUserNotificationCenter` exists (iOS 10).
  public var hasUserNotifications: Bool { has(.userNotifications) }
  /// Whether scene-based life cycles exist (iOS 13).
  public var hasScenes: Bool { has(.scenes) }
  /// Whether `.banner` and `.list` exist and `.alert` is deprecated (iOS 14).
  public var hasBannerAndList: Bool { has(.bannerAndList) }
  /// Whether provisional authorization exists (iOS 12).
  public var hasProvisionalAuthorization: Bool { has(.provisionalAuthorization) }
  /// Whether the ephemeral status exists (iOS 14).
  public var hasEphemeralAuthorization: Bool { has(.ephemeralAuthorization) }
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
