/// A Focus the user turned on (Settings > Focus), as far as it decides the app's notifications.
///
/// Models the iOS 15 Focus settings that apply to an app: the Focus's name, the apps it allows
/// to notify, and its "Time Sensitive Notifications" switch
/// (https://support.apple.com/guide/ipad/allow-or-silence-notifications-for-a-focus-ipad85aa12a1/ipados;
/// behaviour reference §8.1, rules FO1–FO3). A notification from an app the Focus does not
/// allow is delivered silently to Notification Center, unless it is time-sensitive (and the
/// Focus lets those through) or a critical alert.
public struct Focus: Hashable, Sendable, CustomStringConvertible {
  /// The Focus's name as Settings shows it, such as `Do Not Disturb`, `Work` or `Sleep`.
  public var name: String
  /// The bundle identifiers of the apps the Focus allows ("Allowed Apps"); any other app is silenced.
  public var allowedApps: [String]
  /// The Focus's "Time Sensitive Notifications" switch: time-sensitive notifications of a
  /// silenced app break through when it is on. On by default.
  public var allowsTimeSensitive: Bool
  /// The people the Focus allows ("Allowed People"), by display name: their communication
  /// notifications break through from any app (rule CN4,
  /// [Implementing communication notifications](https://developer.apple.com/documentation/usernotifications/implementing-communication-notifications)).
  public var allowedPeople: [String]

  /// Creates a Focus.
  public init(
    name: String = "Do Not Disturb", allowedApps: [String] = [], allowsTimeSensitive: Bool = true, allowedPeople: [String] = []
  ) {
    self.name = name
    self.allowedApps = allowedApps
    self.allowsTimeSensitive = allowsTimeSensitive
    self.allowedPeople = allowedPeople
  }

  /// Whether the Focus lets the app with `bundleID` notify as usual.
  public func allows(_ bundleID: String) -> Bool { allowedApps.contains(bundleID) }

  /// Whether `sender` is among the Focus's allowed people (rule CN4).
  public func allowsPerson(_ sender: String) -> Bool { allowedPeople.contains(sender) }

  /// `Focus "Work"`.
  public var description: String { "Focus " + JSONWriter.quoted(name) }
}

/// How a Focus treated one notification: allowed, silenced, or broken through by a
/// `UNNotificationInterruptionLevel.timeSensitive` or `.critical` notification (rules FO1–FO3, IL4).
public enum FocusOutcome: String, Hashable, Sendable, CaseIterable {
  /// The Focus allows the app: presented as without a Focus (rule FO1).
  case allowed
  /// The Focus silences the app: no banner and no sound, kept in Notification Center (rule FO2).
  case silenced
  /// A time-sensitive notification or a critical alert broke through (rules FO3, IL4).
  case brokeThrough
}

/// The notification entitlements an app is signed with, which `interruption-level` and critical
/// sounds depend on.
///
/// Models the entitlements `com.apple.developer.usernotifications.time-sensitive` (Xcode's
/// "Time Sensitive Notifications" capability) and
/// `com.apple.developer.usernotifications.critical-alerts`, which Apple grants on request
/// (https://developer.apple.com/documentation/bundleresources/entitlements/com.apple.developer.usernotifications.critical-alerts).
public struct NotificationEntitlements: OptionSet, Hashable, Sendable, CustomStringConvertible {
  /// The raw bits.
  public var rawValue: UInt
  /// Creates entitlements from raw bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// `com.apple.developer.usernotifications.time-sensitive`: time-sensitive notifications
  /// may break through Focus and the scheduled summary (rule IL3).
  public static let timeSensitive = NotificationEntitlements(rawValue: 1)
  /// `com.apple.developer.usernotifications.critical-alerts`: the app may ask for `.criticalAlert`
  /// authorization and play critical sounds (rule IL4).
  public static let criticalAlerts = NotificationEntitlements(rawValue: 2)
  /// `com.apple.developer.usernotifications.communication` (Xcode's "Communication
  /// Notifications" capability): `UNNotificationContent.updating(from:)` may make communication
  /// notifications (rule CN1).
  public static let communication = NotificationEntitlements(rawValue: 4)

  /// `[timeSensitive, criticalAlerts]`, listing the set entitlements.
  public var description: String {
    let names: [(NotificationEntitlements, String)] = [
      (.timeSensitive, "timeSensitive"), (.criticalAlerts, "criticalAlerts"), (.communication, "communication"),
    ]
    return "[" + names.filter { contains($0.0) }.map(\.1).joined(separator: ", ") + "]"
  }
}
