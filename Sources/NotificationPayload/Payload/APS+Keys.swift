extension APS {
  /// The keys Apple defines for the `aps` dictionary, with their wire spelling.
  ///
  /// Source: the behaviour reference §8.1 and
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
    /// `input-push-token`: 1 asks a push-to-start Live Activity for an update token (iOS 18).
    case inputPushToken = "input-push-token"
    /// `input-push-channel`: the broadcast channel a push-to-start Live Activity subscribes to (iOS 18).
    case inputPushChannel = "input-push-channel"
    /// `content-changed`: `true` asks WidgetKit to reload the app's widget timelines
    /// (`widgets` pushes, iOS 26) or the control that owns the token (`controls` pushes, iOS 18).
    /// https://developer.apple.com/documentation/widgetkit/updating-widgets-with-widgetkit-push-notifications
    case contentChanged = "content-changed"
    /// `ptt-push-type`: `"service-update"` sends a Push to Talk push to
    /// `incomingServiceUpdatePush(…)` instead of `incomingPushResult(…)` (`pushtotalk` pushes,
    /// iOS 17.2). https://developer.apple.com/forums/thread/787878
    case pttPushType = "ptt-push-type"
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
      case .event, .contentState, .timestamp, .staleDate, .dismissalDate, .attributesType, .attributes, .inputPushToken,
        .inputPushChannel:
        return true
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

    /// Whether a string value is all there is to check for this key: `title`, `subtitle`,
    /// `body` and `launch-image`. (The `*-loc-key` names also take strings, but are checked
    /// against their arguments.)
    var takesString: Bool {
      switch self {
      case .title, .subtitle, .body, .launchImage: return true
      default: return false
      }
    }

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
/// compared, byte by byte, from one flat table. Every name's bytes sit in one array, so a lookup
/// retains nothing per candidate (an array of names retained and released each one it compared).
struct WireNames<Key: RawRepresentable & CaseIterable>: Sendable where Key.RawValue == String, Key: Sendable {
  /// One key: where its name's bytes start in ``bytes``, and its first byte.
  private struct Entry: Sendable {
    var offset: Int
    var first: UInt8
    var key: Key
  }

  /// Every key, ordered by name length.
  private let entries: [Entry]
  /// `starts[n]..<starts[n + 1]` are the entries whose names are `n` bytes long.
  private let starts: [Int]
  /// The names' bytes, one after another, in the order of ``entries``.
  private let bytes: [UInt8]

  init() {
    // Names are unique, so the order within one length does not matter.
    let sorted = Key.allCases.sorted { $0.rawValue.utf8.count < $1.rawValue.utf8.count }
    var entries: [Entry] = []
    var bytes: [UInt8] = []
    for key in sorted {
      entries.append(Entry(offset: bytes.count, first: key.rawValue.utf8.first ?? 0, key: key))
      bytes.append(contentsOf: key.rawValue.utf8)
    }
    let longest = sorted.last?.rawValue.utf8.count ?? 0
    var starts: [Int] = []
    var index = 0
    for length in 0...(longest + 1) {
      while index < sorted.count && sorted[index].rawValue.utf8.count < length { index += 1 }
      starts.append(index)
    }
    self.entries = entries
    self.starts = starts
    self.bytes = bytes
  }

  /// The key spelled `name`, or `nil` when no key is.
  subscript(name: String) -> Key? {
    var name = name
    return name.withUTF8 { self[utf8: $0] }
  }

  /// The key spelled by the UTF-8 bytes `name`, or `nil` when no key is.
  subscript(utf8 name: UnsafeBufferPointer<UInt8>) -> Key? {
    let count = name.count
    guard count > 0, count + 1 < starts.count, let first = name.first else { return nil }
    return entries.withUnsafeBufferPointer { entries in
      bytes.withUnsafeBufferPointer { bytes in
        for index in starts[count]..<starts[count + 1] where entries[index].first == first {
          let offset = entries[index].offset
          if UnsafeBufferPointer(rebasing: bytes[offset..<offset + count]).elementsEqual(name) {
            return entries[index].key
          }
        }
        return nil
      }
    }
  }
}
