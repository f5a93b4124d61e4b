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
    didSet { runsServiceExtension = payload?.runsServiceExtension == true }
  }
  /// The local request; `nil` for a remote notification.
  public var localRequest: LocalNotificationRequest? {
    get { localBox?.request }
    set { localBox = newValue.map(LocalRequestBox.init) }
  }
  /// The local request behind one reference: most records are remote, and an inline request
  /// (several strings) would make every record larger.
  private var localBox: LocalRequestBox?
  /// Whether it is a local notification, without copying the request out.
  var hasLocalRequest: Bool { localBox != nil }

  /// Whether the service extension runs for this notification: a remote payload with
  /// `mutable-content` and alert text. Worked out once, when the payload is set.
  private(set) var runsServiceExtension: Bool

  private final class LocalRequestBox: Hashable, Sendable {
    let request: LocalNotificationRequest

    init(_ request: LocalNotificationRequest) { self.request = request }

    static func == (lhs: LocalRequestBox, rhs: LocalRequestBox) -> Bool {
      lhs === rhs || lhs.request == rhs.request
    }

    func hash(into hasher: inout Hasher) { hasher.combine(request) }
  }
  /// The content the service extension returned, when it differs from the original; `nil`
  /// when the original is shown (rules SE1, SE2). Boxed: few notifications have one.
  public internal(set) var deliveredContent: NotificationContent? {
    get { contentBox?.content }
    set { contentBox = newValue.map(ContentBox.init) }
  }
  private var contentBox: ContentBox?
  /// Whether the service extension's content replaced the original (``deliveredContent``).
  var hasDeliveredContent: Bool { contentBox != nil }

  private final class ContentBox: Hashable, Sendable {
    let content: NotificationContent
    init(_ content: NotificationContent) { self.content = content }
    static func == (lhs: ContentBox, rhs: ContentBox) -> Bool { lhs === rhs || lhs.content == rhs.content }
    func hash(into hasher: inout Hasher) { hasher.combine(content) }
  }

  /// The content as the push or the local request carried it.
  public var originalContent: NotificationContent {
    if let payload { return NotificationContent(payload: payload) }
    if let request = localRequest { return NotificationContent(request: request) }
    return NotificationContent()
  }

  /// `notification.request.content` as the app sees it: what the service extension returned,
  /// or the original.
  public var content: NotificationContent { deliveredContent ?? originalContent }

  /// The parts of ``content`` a handler's trace line shows.
  typealias HandedContent = (categoryIdentifier: String, title: String, body: String, userInfoKeys: [String])

  /// The parts of ``content`` a handler's trace line shows: its `categoryIdentifier`, and its
  /// title, body and sorted `userInfo` keys. Read from the payload when the original is shown,
  /// without building the whole content (1,700 instructions a handler, most of them spent on
  /// fields the line does not show).
  var handedContent: HandedContent {
    if contentBox == nil, let payload {
      // Field by field through the payload's inlinable accessors: `let aps = payload.aps` copied
      // every field of the model (400 instructions).
      return (
        payload.aps.category ?? "", payload.aps.alert?.title ?? "", payload.aps.alert?.body ?? "",
        payload.userInfo.keys.sorted()
      )
    }
    let content = content
    return (content.categoryIdentifier, content.title, content.body, content.userInfo.keys.sorted())
  }

  /// How a remote notification reached the device; ``DeliveryRoute/apns`` for a local one.
  public var route: DeliveryRoute = .apns
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
    self.payload = payload
    self.localBox = localRequest.map(LocalRequestBox.init)
    self.runsServiceExtension = payload?.runsServiceExtension == true
    self.arrivedAt = arrivedAt
    self.ruleID = ruleID
    self.status = status
  }

  /// `content.categoryIdentifier`.
  public var categoryIdentifier: String? {
    Self.categoryIdentifier(payload, localBox?.request, contentBox?.content)
  }
  /// `content.badge`.
  public var badge: Int? { Self.badge(payload, localBox?.request, contentBox?.content) }
  /// Whether the content has a sound.
  public var hasSound: Bool { Self.hasSound(payload, localBox?.request, contentBox?.content) }
  /// Whether the content has alert text.
  public var hasAlert: Bool { Self.hasAlert(payload, localBox?.request, contentBox?.content) }

  // The content's fields from what a record keeps: its payload or local request, and the
  // service extension's content when it replaced them. Shared with ``NotificationRecords``,
  // which reads them without making the whole record. They read through the payload and the
  // request in place, so they load one field instead of copying a whole payload or request out.

  static func categoryIdentifier(_ payload: Payload?, _ request: LocalNotificationRequest?, _ content: NotificationContent?) -> String? {
    if let content { return content.categoryIdentifier.isEmpty ? nil : content.categoryIdentifier }
    return payload?.aps.category ?? request?.categoryIdentifier
  }

  static func badge(_ payload: Payload?, _ request: LocalNotificationRequest?, _ content: NotificationContent?) -> Int? {
    if let content { return content.badge }
    return payload?.aps.badge ?? request?.badge
  }

  static func hasSound(_ payload: Payload?, _ request: LocalNotificationRequest?, _ content: NotificationContent?) -> Bool {
    if let content { return content.sound != nil }
    // Matched, not compared with `!= nil`, which copies the value to compare it.
    if case .some = payload?.aps.sound { return true }
    return request?.hasSound == true
  }

  static func hasAlert(_ payload: Payload?, _ request: LocalNotificationRequest?, _ content: NotificationContent?) -> Bool {
    if let content { return content.hasAlertText }
    if case .some = payload?.aps.alert { return true }
    guard let request else { return false }
    return !request.title.isEmpty || !request.body.isEmpty
  }

  /// The current presentation, if displayed.
  public var presentation: Presentation? {
    if case .displayed(let presentation) = status { return presentation }
    return nil
  }
}
