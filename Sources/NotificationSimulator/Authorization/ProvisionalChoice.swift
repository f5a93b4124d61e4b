/// The user's answer to the Keep / Turn Off choice a provisionally delivered notification shows
/// in Notification Center (iOS 12+, rules PV2–PV4).
///
/// Models the choice Apple describes for `UNAuthorizationOptions.provisional`:
/// https://developer.apple.com/documentation/usernotifications/asking-permission-to-use-notifications
public enum ProvisionalChoice: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// Keep, then Deliver Prominently (Deliver Immediately from iOS 15): the app becomes
  /// `.authorized` for the options it asked for (rule PV2).
  case keepProminently
  /// Keep, then Deliver Quietly: delivery stays quiet and the status stays `.provisional` (rule PV3).
  case keepQuietly
  /// Turn Off: the app becomes `.denied` (rule PV4).
  case turnOff

  /// `keepProminently`, `keepQuietly` or `turnOff`.
  public var description: String { rawValue }

  /// The buttons the user taps, as iOS labels them.
  public var buttons: String {
    switch self {
    case .keepProminently: "Keep, then Deliver Prominently"
    case .keepQuietly: "Keep, then Deliver Quietly"
    case .turnOff: "Turn Off"
    }
  }
}
