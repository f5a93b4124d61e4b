/// The `aps` dictionary of a remote notification payload.
///
/// Each property is one key of Apple's table
/// (https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification);
/// the wire key is named in its documentation. A key whose value has the wrong type reads as
/// absent, as on iOS.
public struct APS: Hashable, Sendable {
  /// `alert`: the text to show, given as a string (the body) or a dictionary.
  public var alert: Alert?
  /// `badge`: the number to show on the app icon; 0 removes the badge; absent leaves it as is.
  public var badge: Int?
  /// `sound`: a sound file name or `"default"`, or the critical-alert dictionary.
  public var sound: Sound?
  /// `thread-id`: groups notifications; becomes `UNNotificationContent.threadIdentifier`.
  public var threadID: String?
  /// `category`: becomes `UNNotificationContent.categoryIdentifier` and selects the actions.
  public var category: String?
  /// `content-available`: `true` when the payload carries the number 1, the background
  /// update flag. Any other value does not wake the app.
  public var contentAvailable: Bool
  /// `mutable-content`: `true` when the payload carries the number 1, which lets the
  /// service extension change the content.
  public var mutableContent: Bool
  /// `target-content-id`: becomes `UNNotificationContent.targetContentIdentifier` (iOS 13).
  public var targetContentID: String?
  /// `interruption-level`: `UNNotificationInterruptionLevel` (iOS 15).
  public var interruptionLevel: InterruptionLevel?
  /// `relevance-score`: `UNNotificationContent.relevanceScore`, 0 to 1 (iOS 15).
  public var relevanceScore: Double?
  /// `filter-criteria`: `UNNotificationContent.filterCriteria`, for Focus filters (iOS 16).
  public var filterCriteria: String?
  /// The Live Activity keys (`event`, `content-state`, `timestamp`, ...), when present.
  public var liveActivity: LiveActivity? {
    get { liveActivityBox?.activity }
    set { liveActivityBox = newValue.map(LiveActivityBox.init) }
  }
  /// Live Activity keys are rare, and boxed they take one pointer instead of 144 bytes in
  /// every `aps`, which each payload writes once and copies when it is read.
  private var liveActivityBox: LiveActivityBox?

  /// Whether any Live Activity key is present, without copying ``liveActivity`` out to compare
  /// it with `nil` (which also picks the `Equatable` overload of `!=`).
  var hasLiveActivity: Bool {
    if case .some = liveActivityBox { return true }
    return false
  }
  /// The `aps` dictionary as it was written, unknown keys included.
  ///
  /// For an `aps` the linter read straight from its bytes (`PayloadLinter.lint` on bytes, when
  /// every key is one whose reading is all there is to check), the tree is built from the
  /// document the first time it is asked for: routing reads the typed values only.
  public var json: JSONValue {
    get {
      switch source {
      case .value(let value): return value
      case .document(let document): return APS.apsValue(of: document)
      }
    }
    set { source = .value(newValue) }
  }

  /// Where ``json`` comes from: a tree already built, or the document it is read from.
  private var source: JSONSource

  private enum JSONSource: Sendable {
    case value(JSONValue)
    case document(DeferredDocument)
  }

  /// Whether ``json`` is still to be read from the document: then the linter's read found no
  /// key beyond those the typed values hold (no `summary-arg`, no Live Activity key, no
  /// unknown key), which ``summaryArgument`` relies on.
  package var isReadFromDocument: Bool {
    if case .document = source { return true }
    return false
  }

  /// The value of the last `aps` key of `document`, which the linter found to be an object.
  private static func apsValue(of document: DeferredDocument) -> JSONValue {
    guard let object = document.value.object, let index = object.members.lastIndex(where: { Payload.isAPSKey($0.key) })
    else {
      preconditionFailure("a document read as a payload has no `aps` when read in full")
    }
    return object.members[index].value
  }

  /// Creates an `aps` dictionary. ``json`` is written from the typed values.
  public init(
    alert: Alert? = nil,
    badge: Int? = nil,
    sound: Sound? = nil,
    threadID: String? = nil,
    category: String? = nil,
    contentAvailable: Bool = false,
    mutableContent: Bool = false,
    targetContentID: String? = nil,
    interruptionLevel: InterruptionLevel? = nil,
    relevanceScore: Double? = nil,
    filterCriteria: String? = nil,
    liveActivity: LiveActivity? = nil
  ) {
    self.alert = alert
    self.badge = badge
    self.sound = sound
    self.threadID = threadID
    self.category = category
    self.contentAvailable = contentAvailable
    self.mutableContent = mutableContent
    self.targetContentID = targetContentID
    self.interruptionLevel = interruptionLevel
    self.relevanceScore = relevanceScore
    self.filterCriteria = filterCriteria
    self.liveActivityBox = liveActivity.map(LiveActivityBox.init)
    self.source = .value(JSONValue(.object(JSONObject())))
    self.json = JSONValue(.object(encoded()))
  }

  /// An `aps` with no typed values and `json` as given, for reading: unlike the public
  /// initializer, it does not write `json` from the typed values.
  init(unread json: JSONValue) {
    self.contentAvailable = false
    self.mutableContent = false
    self.source = .value(json)
  }

  /// An `aps` with no typed values yet, whose ``json`` is the `aps` object of `document`, read
  /// when first asked for.
  init(unreadIn document: DeferredDocument) {
    self.contentAvailable = false
    self.mutableContent = false
    self.source = .document(document)
  }

  /// Two `aps` are equal when their typed values and ``json`` are, wherever `json` comes from.
  public static func == (lhs: APS, rhs: APS) -> Bool {
    lhs.alert == rhs.alert && lhs.badge == rhs.badge && lhs.sound == rhs.sound && lhs.threadID == rhs.threadID
      && lhs.category == rhs.category && lhs.contentAvailable == rhs.contentAvailable
      && lhs.mutableContent == rhs.mutableContent && lhs.targetContentID == rhs.targetContentID
      && lhs.interruptionLevel == rhs.interruptionLevel && lhs.relevanceScore == rhs.relevanceScore
      && lhs.filterCriteria == rhs.filterCriteria && lhs.liveActivityBox == rhs.liveActivityBox && lhs.json == rhs.json
  }

  /// Hashes the typed values and ``json``.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(alert)
    hasher.combine(badge)
    hasher.combine(sound)
    hasher.combine(threadID)
    hasher.combine(category)
    hasher.combine(contentAvailable)
    hasher.combine(mutableContent)
    hasher.combine(targetContentID)
    hasher.combine(interruptionLevel)
    hasher.combine(relevanceScore)
    hasher.combine(filterCriteria)
    hasher.combine(liveActivityBox)
    hasher.combine(json)
  }

  /// `summary-arg` of the alert dictionary, or of `aps` itself (iOS 12 to 14's
  /// `UNNotificationContent.summaryArgument`): not a typed value, so read from ``json``. An
  /// `aps` read straight from its bytes has none (the read takes no `summary-arg`), and its
  /// tree is not built to find that out.
  package var summaryArgument: String? {
    if isReadFromDocument { return nil }
    guard let aps = json.object else { return nil }
    return aps["alert"]?.object?["summary-arg"]?.string ?? aps["summary-arg"]?.string
  }

  /// Whether iOS runs the notification service extension first: `mutable-content` is 1 and the
  /// alert has a title, subtitle or body.
  var runsServiceExtension: Bool {
    mutableContent && alert?.hasText == true
  }

  /// Whether the notification shows anything: alert text, a sound or a badge.
  public var isVisible: Bool {
    // Matched, not compared with `!= nil`, which would copy the alert to compare it.
    if case .some = alert { return true }
    if case .some = sound { return true }
    return badge != nil
  }
}

/// The `alert` of an `aps` dictionary: what the notification says.
///
/// Models the alert keys that become `UNNotificationContent.title`, `subtitle` and `body`,
/// including their localized forms.
public struct Alert: Hashable, Sendable {
  /// How the payload wrote the alert.
  public enum Form: String, Hashable, Sendable {
    /// `"alert": "text"`: the string is the body.
    case string
    /// `"alert": { ... }`.
    case dictionary
  }

  /// How the payload wrote the alert.
  public var form: Form
  /// `title`.
  public var title: String?
  /// `subtitle` (iOS 10).
  public var subtitle: String?
  /// `body`, or the whole string of a string alert.
  public var body: String?
  /// `launch-image`.
  public var launchImage: String?
  /// `title-loc-key`: a key into the app's `Localizable.strings` for the title.
  public var titleLocKey: String?
  /// `title-loc-args`: strings that replace the `%@` placeholders of the title's format.
  public var titleLocArgs: [String]?
  /// `subtitle-loc-key`.
  public var subtitleLocKey: String?
  /// `subtitle-loc-args`.
  public var subtitleLocArgs: [String]?
  /// `loc-key`: a key into the app's `Localizable.strings` for the body.
  public var locKey: String?
  /// `loc-args`.
  public var locArgs: [String]?

  /// A string alert: the text is the body.
  public init(body: String) {
    self.form = .string
    self.body = body
  }

  /// A dictionary alert.
  public init(
    title: String? = nil, subtitle: String? = nil, body: String? = nil, launchImage: String? = nil,
    titleLocKey: String? = nil, titleLocArgs: [String]? = nil,
    subtitleLocKey: String? = nil, subtitleLocArgs: [String]? = nil,
    locKey: String? = nil, locArgs: [String]? = nil
  ) {
    self.form = .dictionary
    self.title = title
    self.subtitle = subtitle
    self.body = body
    self.launchImage = launchImage
    self.titleLocKey = titleLocKey
    self.titleLocArgs = titleLocArgs
    self.subtitleLocKey = subtitleLocKey
    self.subtitleLocArgs = subtitleLocArgs
    self.locKey = locKey
    self.locArgs = locArgs
  }

  /// Whether the alert has text to show: a title, subtitle or body, literal or localized.
  /// A service extension runs only for alerts with text.
  public var hasText: Bool {
    // Checked one by one rather than through an array of the six, which would allocate.
    func has(_ text: String?) -> Bool { text?.isEmpty == false }
    return has(title) || has(subtitle) || has(body) || has(titleLocKey) || has(subtitleLocKey) || has(locKey)
  }
}

/// The `sound` of an `aps` dictionary.
///
/// A string names a sound file or `"default"`; the dictionary form (iOS 12) is for critical
/// alerts and models `UNNotificationSound.criticalSoundNamed(_:withAudioVolume:)`.
public struct Sound: Hashable, Sendable {
  /// `name`, or the string itself.
  public var name: String?
  /// `critical`: 1 for a critical alert, which needs Apple's entitlement.
  public var isCritical: Bool
  /// `volume`: 0 to 1, for critical alerts.
  public var volume: Double?

  /// Creates a sound.
  public init(name: String?, isCritical: Bool = false, volume: Double? = nil) {
    self.name = name
    self.isCritical = isCritical
    self.volume = volume
  }
}

/// `interruption-level`: models `UNNotificationInterruptionLevel` (iOS 15).
public enum InterruptionLevel: String, Hashable, Sendable, CaseIterable, Codable {
  /// `passive`: added to the list without lighting the screen or playing a sound.
  case passive
  /// `active`: the default.
  case active
  /// `time-sensitive`: breaks through Focus and the scheduled summary.
  case timeSensitive = "time-sensitive"
  /// `critical`: ignores mute and Do Not Disturb; needs Apple's entitlement.
  case critical
}

/// The Live Activity keys of an `aps` dictionary (iOS 16.1; push-to-start iOS 17.2).
///
/// Models the payload of an ActivityKit push
/// (https://developer.apple.com/documentation/activitykit/starting-and-updating-live-activities-with-activitykit-push-notifications).
public struct LiveActivity: Hashable, Sendable {
  /// `event`: `start`, `update` or `end`.
  public var event: String?
  /// `content-state`: the activity's dynamic content.
  public var contentState: JSONValue?
  /// `timestamp`: seconds since 1970 when the update was made.
  public var timestamp: Int?
  /// `stale-date`: seconds since 1970 after which the content is out of date.
  public var staleDate: Int?
  /// `dismissal-date`: seconds since 1970 when an ended activity leaves the Lock Screen.
  public var dismissalDate: Int?
  /// `attributes-type`: the `ActivityAttributes` type name, for push-to-start.
  public var attributesType: String?
  /// `attributes`: the static attributes, for push-to-start.
  public var attributes: JSONValue?
  /// `input-push-token`: whether a push-to-start activity gets an update token (iOS 18).
  public var inputPushToken: Bool = false
  /// `input-push-channel`: the broadcast channel a push-to-start activity subscribes to (iOS 18).
  public var inputPushChannel: String?

  /// Creates Live Activity content.
  public init(
    event: String? = nil, contentState: JSONValue? = nil, timestamp: Int? = nil,
    staleDate: Int? = nil, dismissalDate: Int? = nil, attributesType: String? = nil,
    attributes: JSONValue? = nil
  ) {
    self.event = event
    self.contentState = contentState
    self.timestamp = timestamp
    self.staleDate = staleDate
    self.dismissalDate = dismissalDate
    self.attributesType = attributesType
    self.attributes = attributes
  }
}

/// One ``LiveActivity``, shared by the copies of an ``APS`` and compared by value.
final class LiveActivityBox: Hashable, Sendable {
  let activity: LiveActivity

  init(_ activity: LiveActivity) { self.activity = activity }

  static func == (lhs: LiveActivityBox, rhs: LiveActivityBox) -> Bool {
    lhs === rhs || lhs.activity == rhs.activity
  }

  func hash(into hasher: inout Hasher) { hasher.combine(activity) }
}
