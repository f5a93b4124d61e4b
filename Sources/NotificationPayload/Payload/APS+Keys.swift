extension APS {
  /// The keys Apple defines for the `aps` dictionary, with their wire spelling.
  ///
  /// Source: the behaviour notes §8.1 and
  /// https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification
  public enum Key: String, Hashable, Sendable, CaseIterable {
    /// `alert`: the text to show, a string or a dictionary (`UNNotificationContent` title, subtitle and body).
    case alert
    /// `badge`: the number to put on the app icon; 0 removes it.
    case badge
    /// `sound`: a sound file name, or a dictionary for critical alerts (`UNNotificationSound`).
    case sound
    /// `thread-id`: groups notifications (`UNNotificationContent.threadIdentifier`).
    case threadID = "thread-id"
    /// `category`: the category whose actions the notification shows (`UNNotificationCategory`).
    case category
    /// `content-available`: 1 wakes the app in the background to fetch content.
    case contentAvailable = "content-available"
    /// `mutable-content`: 1 lets the notification service extension change the content first.
    case mutableContent = "mutable-content"
    /// `target-content-id`: the window to bring forward (`UNNotificationContent.targetContentIdentifier`).
    case targetContentID = "target-content-id"
    /// `interruption-level`: `passive`, `active`, `time-sensitive` or `critical` (`UNNotificationInterruptionLevel`, iOS 15).
    case interruptionLevel = "interruption-level"
    /// `relevance-score`: 0...1, which notification the summary features (`UNNotificationContent.relevanceScore`).
    case relevanceScore = "relevance-score"
    /// `filter-criteria`: the Focus filter the notification is checked against (iOS 15).
    case filterCriteria = "filter-criteria"
    /// `event`: a Live Activity update is `start`, `update` or `end` (ActivityKit).
    case event
    /// `content-state`: the Live Activity's new `ContentState`, as JSON.
    case contentState = "content-state"
    /// `timestamp`: when a Live Activity update was sent, in seconds since 1970.
    case timestamp
    /// `stale-date`: when a Live Activity's content goes out of date, in seconds since 1970.
    case staleDate = "stale-date"
    /// `dismissal-date`: when an ended Live Activity leaves the Lock Screen, in seconds since 1970.
    case dismissalDate = "dismissal-date"
    /// `attributes-type`: the `ActivityAttributes` type a push-to-start update creates.
    case attributesType = "attributes-type"
    /// `attributes`: the `ActivityAttributes` values a push-to-start update creates.
    case attributes
    /// Retired in iOS 15, which ignores it.
    case summaryArg = "summary-arg"
    /// Retired in iOS 15, which ignores it.
    case summaryArgCount = "summary-arg-count"

    /// Every key by its wire name.
    static let named = WireNames<Key>()

    /// The Live Activity keys.
    public static let liveActivityKeys: [Key] = allCases.filter(\.isLiveActivityKey)

    /// Whether this is one of ``liveActivityKeys``, without searching the array.
    public var isLiveActivityKey: Bool {
      switch self {
      case .event, .contentState, .timestamp, .staleDate, .dismissalDate, .attributesType, .attributes: return true
      default: return false
      }
    }
  }
}

extension Alert {
  /// The keys Apple defines for the `alert` dictionary, with their wire spelling.
  public enum Key: String, Hashable, Sendable, CaseIterable {
    /// `title`: the short title (`UNNotificationContent.title`).
    case title
    /// `subtitle`: the line under the title (`UNNotificationContent.subtitle`).
    case subtitle
    /// `body`: the message (`UNNotificationContent.body`).
    case body
    /// `launch-image`: the launch image to show when the notification opens the app.
    case launchImage = "launch-image"
    /// `title-loc-key`: the key of the localized title in the app's `Localizable.strings`.
    case titleLocKey = "title-loc-key"
    /// `title-loc-args`: the values for the `%@` placeholders of `title-loc-key`.
    case titleLocArgs = "title-loc-args"
    /// `subtitle-loc-key`: the key of the localized subtitle.
    case subtitleLocKey = "subtitle-loc-key"
    /// `subtitle-loc-args`: the values for the placeholders of `subtitle-loc-key`.
    case subtitleLocArgs = "subtitle-loc-args"
    /// `loc-key`: the key of the localized body.
    case locKey = "loc-key"
    /// `loc-args`: the values for the placeholders of `loc-key`.
    case locArgs = "loc-args"
    /// A legacy key that current iOS ignores.
    case actionLocKey = "action-loc-key"
    /// A legacy key that current iOS ignores.
    case summaryArg = "summary-arg"

    /// Every key by its wire name.
    static let named = WireNames<Key>()

    /// Whether this is a `*-loc-key` or `*-loc-args` key, which name a localized format.
    public var isLocalized: Bool {
      switch self {
      case .titleLocKey, .titleLocArgs, .subtitleLocKey, .subtitleLocArgs, .locKey, .locArgs: return true
      default: return false
      }
    }
  }
}

/// The cases of a key enum by wire name, for `Key.named[name]`.
///
/// Cheaper than hashing the name: only the names of the same length and first byte are
/// compared, and an equal short name compares as one machine word.
struct WireNames<Key: RawRepresentable & CaseIterable>: Sendable where Key.RawValue == String, Key: Sendable {
  /// `byLength[n]` holds the keys whose names are `n` bytes long, with their first byte.
  private let byLength: [[(first: UInt8, key: Key)]]

  init() {
    var byLength: [[(first: UInt8, key: Key)]] = []
    for key in Key.allCases {
      let name = key.rawValue.utf8
      while byLength.count <= name.count { byLength.append([]) }
      byLength[name.count].append((name.first ?? 0, key))
    }
    self.byLength = byLength
  }

  /// The key spelled `name`, or `nil` when no key is.
  subscript(name: String) -> Key? {
    let utf8 = name.utf8
    let count = utf8.count
    guard count > 0, count < byLength.count else { return nil }
    let first = utf8.first
    for candidate in byLength[count] where candidate.first == first && candidate.key.rawValue == name {
      return candidate.key
    }
    return nil
  }
}
