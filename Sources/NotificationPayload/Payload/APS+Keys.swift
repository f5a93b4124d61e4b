extension APS {
  /// The keys Apple defines for the `aps` dictionary, with their wire spelling.
  ///
  /// Source: the behaviour notes §8.1 and
  /// https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification
  public enum Key: String, Hashable, Sendable, CaseIterable {
    case alert
    case badge
    case sound
    case threadID = "thread-id"
    case category
    case contentAvailable = "content-available"
    case mutableContent = "mutable-content"
    case targetContentID = "target-content-id"
    case interruptionLevel = "interruption-level"
    case relevanceScore = "relevance-score"
    case filterCriteria = "filter-criteria"
    case event
    case contentState = "content-state"
    case timestamp
    case staleDate = "stale-date"
    case dismissalDate = "dismissal-date"
    case attributesType = "attributes-type"
    case attributes
    /// Retired in iOS 15, which ignores it.
    case summaryArg = "summary-arg"
    /// Retired in iOS 15, which ignores it.
    case summaryArgCount = "summary-arg-count"

    /// Every key by its wire name: one hash lookup instead of comparing against each name.
    static let named: [String: Key] = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })

    /// The Live Activity keys.
    public static let liveActivityKeys: [Key] = [
      .event, .contentState, .timestamp, .staleDate, .dismissalDate, .attributesType, .attributes,
    ]
  }
}

extension Alert {
  /// The keys Apple defines for the `alert` dictionary, with their wire spelling.
  public enum Key: String, Hashable, Sendable, CaseIterable {
    case title
    case subtitle
    case body
    case launchImage = "launch-image"
    case titleLocKey = "title-loc-key"
    case titleLocArgs = "title-loc-args"
    case subtitleLocKey = "subtitle-loc-key"
    case subtitleLocArgs = "subtitle-loc-args"
    case locKey = "loc-key"
    case locArgs = "loc-args"
    /// A legacy key that current iOS ignores.
    case actionLocKey = "action-loc-key"
    /// A legacy key that current iOS ignores.
    case summaryArg = "summary-arg"
  }
}
