/// A local notification request the app schedules.
///
/// Models `UNNotificationRequest` with `UNMutableNotificationContent` and a
/// `UNTimeIntervalNotificationTrigger` (or, before iOS 10, a `UILocalNotification`).
public struct LocalNotificationRequest: Hashable, Sendable {
  /// `identifier`: a request with the same identifier replaces a pending one (§9).
  public var identifier: String
  /// `content.title`.
  public var title: String
  /// `content.body`.
  public var body: String
  /// `content.categoryIdentifier`.
  public var categoryIdentifier: String?
  /// `content.badge`: `nil` leaves the badge unchanged.
  public var badge: Int?
  /// Whether `content.sound` is set.
  public var hasSound: Bool
  /// The trigger's time interval; `.zero` (a nil trigger) delivers right away.
  public var delay: Duration

  /// Creates a request.
  public init(
    identifier: String, title: String = "", body: String = "", categoryIdentifier: String? = nil, badge: Int? = nil,
    hasSound: Bool = false, delay: Duration = .zero
  ) {
    self.identifier = identifier
    self.title = title
    self.body = body
    self.categoryIdentifier = categoryIdentifier
    self.badge = badge
    self.hasSound = hasSound
    self.delay = delay
  }
}

/// A notification the device received, and what became of it.
///
/// Models `UNNotification` (its request identifier and content) plus the simulator's record of
/// the rule that decided it and whether it is on screen.
public struct DeliveredNotification: Hashable, Sendable {
  /// What became of a notification.
  public enum Status: Hashable, Sendable, CustomStringConvertible {
    /// Being handled: waiting for the service extension or `willPresent`, or held.
    case pending
    /// Shown: a banner and/or a Notification Center entry.
    case displayed(Presentation)
    /// Delivered to the app but not shown, with the reason.
    case notShown(String)
    /// Dropped by the system, with the reason.
    case dropped(DropReason)
    /// No longer on screen, with the reason (tapped, dismissed, cleared...).
    case removed(String)

    /// A short description.
    public var description: String {
      switch self {
      case .pending: "pending"
      case .displayed(let presentation): "displayed \(presentation)"
      case .notShown(let reason): "not shown: \(reason)"
      case .dropped(let reason): "dropped: \(reason.explanation)"
      case .removed(let reason): "removed: \(reason)"
      }
    }
  }

  /// `request.identifier`.
  public var id: String
  /// The routing kind.
  public var kind: NotificationKind
  /// The remote payload; `nil` for a local notification.
  public var payload: Payload? {
    get { content.payload }
    set { content = Content(payload: newValue, localRequest: content.localRequest) }
  }
  /// The local request; `nil` for a remote notification.
  public var localRequest: LocalNotificationRequest? {
    get { content.localRequest }
    set { content = Content(payload: content.payload, localRequest: newValue) }
  }
  /// The content, kept behind one reference: the simulator holds every delivered notification,
  /// and a payload is several hundred bytes inline, so the records stay small and cheap to move.
  private var content: Content

  private final class Content: Hashable, Sendable {
    let payload: Payload?
    let localRequest: LocalNotificationRequest?

    /// `payload?.runsServiceExtension`, read once: reading it through `payload` later copies
    /// the whole payload out on every arrival.
    let runsServiceExtension: Bool

    init(payload: Payload?, localRequest: LocalNotificationRequest?) {
      self.runsServiceExtension = payload?.runsServiceExtension == true
      self.payload = payload
      self.localRequest = localRequest
    }

    static func == (lhs: Content, rhs: Content) -> Bool {
      lhs === rhs || (lhs.payload == rhs.payload && lhs.localRequest == rhs.localRequest)
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(payload)
      hasher.combine(localRequest)
    }
  }
  /// When the notification reached the device.
  public var arrivedAt: SimulatedInstant
  /// The rule that decided its arrival.
  public var ruleID: String
  /// What became of it.
  public var status: Status

  init(
    id: String, kind: NotificationKind, payload: Payload?, localRequest: LocalNotificationRequest?,
    arrivedAt: SimulatedInstant, ruleID: String, status: Status
  ) {
    self.id = id
    self.kind = kind
    self.content = Content(payload: payload, localRequest: localRequest)
    self.arrivedAt = arrivedAt
    self.ruleID = ruleID
    self.status = status
  }

  // These read through `content` rather than `payload`, so they load one field instead of
  // copying the whole payload out.
  /// `content.categoryIdentifier`.
  public var categoryIdentifier: String? { content.payload?.aps.category ?? content.localRequest?.categoryIdentifier }
  /// `content.badge`.
  public var badge: Int? { content.payload?.aps.badge ?? content.localRequest?.badge }
  /// Whether the content has a sound.
  public var hasSound: Bool {
    // Matched, not compared with `!= nil`, which copies the value to compare it.
    if case .some = content.payload?.aps.sound { return true }
    return content.localRequest?.hasSound == true
  }
  /// Whether the content has alert text.
  public var hasAlert: Bool {
    if case .some = content.payload?.aps.alert { return true }
    return content.localRequest.map { !$0.title.isEmpty || !$0.body.isEmpty } ?? false
  }

  /// Whether the service extension runs for this notification: a remote payload with
  /// `mutable-content` and alert text.
  var runsServiceExtension: Bool { content.runsServiceExtension }

  /// The current presentation, if displayed.
  public var presentation: Presentation? {
    if case .displayed(let presentation) = status { return presentation }
    return nil
  }
}
