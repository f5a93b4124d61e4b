/// A local notification request the app adds.
///
/// Models `UNNotificationRequest(identifier:content:trigger:)` with `UNMutableNotificationContent`
/// (or, before iOS 10, a `UILocalNotification`).
public struct LocalNotificationRequest: Hashable, Sendable {
  /// `identifier`: a new request with the identifier of a pending one replaces it; with the
  /// identifier of a delivered one, it alerts again and replaces it at the top (rules NC1, LN5).
  public var identifier: String
  /// `content.title`.
  public var title: String
  /// `content.subtitle`.
  public var subtitle: String
  /// `content.body`.
  public var body: String
  /// `content.categoryIdentifier`.
  public var categoryIdentifier: String?
  /// `content.threadIdentifier`: groups the notification with others of the same thread.
  public var threadIdentifier: String?
  /// `content.badge`: `nil` leaves the badge unchanged, 0 removes it, n sets it (rule BD1).
  public var badge: Int?
  /// Whether `content.sound` is set.
  public var hasSound: Bool
  /// `content.userInfo`: the app's own data, handed back in the notification.
  public var userInfo: JSONObject
  /// The values of ``userInfo`` JSON cannot hold (a `Data`, a `Date`), kept as the app put them
  /// in; `userInfo` holds their stand-ins. A value that is not a property-list type keeps the
  /// request from being added (rule LN9).
  public var userInfoValues = UserInfoValues()
  /// `content.interruptionLevel` (iOS 15).
  public var interruptionLevel: InterruptionLevel?
  /// `content.relevanceScore` (iOS 15), 0 to 1: picks the featured notification of a thread.
  public var relevanceScore: Double?
  /// `trigger`; `nil` delivers the request at once.
  public var trigger: NotificationTrigger?
  /// `content.attachments` (`UNNotificationAttachment`): checked when the request is added; an
  /// invalid one keeps the request from being scheduled (rule AT2).
  public var attachments: [NotificationAttachment] = []
  /// The name of `content.sound` when it is not the default sound: a file such as
  /// `"chime.aiff"` (`UNNotificationSound(named:)`); `nil` for `UNNotificationSound.default`.
  /// Read only when ``hasSound`` is true.
  public var soundName: String?
  /// `content.summaryArgument` (iOS 12, ignored from iOS 15): the text the group summary
  /// names for this notification (rule SH2).
  public var summaryArgument: String?

  /// Creates a request.
  ///
  /// `delay` is a shorthand for a non-repeating ``NotificationTrigger/timeInterval(_:repeats:)``
  /// trigger; `.zero` (the default) means no trigger. Pass `trigger` for the other kinds.
  public init(
    identifier: String, title: String = "", subtitle: String = "", body: String = "", categoryIdentifier: String? = nil,
    threadIdentifier: String? = nil, badge: Int? = nil, hasSound: Bool = false, userInfo: JSONObject = JSONObject(),
    interruptionLevel: InterruptionLevel? = nil, relevanceScore: Double? = nil, delay: Duration = .zero,
    trigger: NotificationTrigger? = nil
  ) {
    self.identifier = identifier
    self.title = title
    self.subtitle = subtitle
    self.body = body
    self.categoryIdentifier = categoryIdentifier
    self.threadIdentifier = threadIdentifier
    self.badge = badge
    self.hasSound = hasSound
    self.userInfo = userInfo
    self.interruptionLevel = interruptionLevel
    self.relevanceScore = relevanceScore
    self.trigger = trigger ?? (delay > .zero ? .timeInterval(delay, repeats: false) : nil)
  }

  /// The interval of a non-repeating time-interval trigger; `.zero` for none. Setting it
  /// replaces the trigger with such a trigger (or none, for `.zero`).
  public var delay: Duration {
    get {
      if case .timeInterval(let interval, false) = trigger { return interval }
      return .zero
    }
    set { trigger = newValue > .zero ? .timeInterval(newValue, repeats: false) : nil }
  }
}
