/// What a notification says and carries: models `UNNotificationContent` and
/// `UNMutableNotificationContent`.
///
/// The service extension receives the request's content and returns content
/// (`didReceive(_:withContentHandler:)`); what the system then shows, and what `willPresent` and
/// `didReceive` receive, is the returned content (behaviour reference §7.1, rules SE1 and SE2).
public struct NotificationContent: Hashable, Sendable {
  /// `title`.
  public var title: String
  /// `subtitle`.
  public var subtitle: String
  /// `body`.
  public var body: String
  /// The name of `sound` (`UNNotificationSound`), `"default"` for the default sound; `nil` for none.
  public var sound: String?
  /// `badge`: `nil` leaves the icon as it is.
  public var badge: Int?
  /// `categoryIdentifier`.
  public var categoryIdentifier: String
  /// `threadIdentifier`.
  public var threadIdentifier: String
  /// `userInfo`: for a remote notification the whole payload, `aps` included.
  public var userInfo: JSONObject
  /// `attachments` (`UNNotificationAttachment`).
  public var attachments: [NotificationAttachment]
  /// The values of ``userInfo`` JSON cannot hold (a `Data`, a `Date`), kept as the app put them
  /// in; `userInfo` holds their stand-ins. Empty for a push, whose payload is JSON.
  public var userInfoValues = UserInfoValues()
  /// The intent `updating(from:)` made this content a communication notification from
  /// ([updating(from:)](https://developer.apple.com/documentation/usernotifications/unnotificationcontent/updating(from:)));
  /// `nil` for an ordinary notification (rules CN1, CN2).
  public var communication: CommunicationIntent? = nil

  /// Creates content; everything is empty unless given.
  public init(
    title: String = "", subtitle: String = "", body: String = "", sound: String? = nil, badge: Int? = nil,
    categoryIdentifier: String = "", threadIdentifier: String = "", userInfo: JSONObject = JSONObject(),
    attachments: [NotificationAttachment] = []
  ) {
    self.title = title
    self.subtitle = subtitle
    self.body = body
    self.sound = sound
    self.badge = badge
    self.categoryIdentifier = categoryIdentifier
    self.threadIdentifier = threadIdentifier
    self.userInfo = userInfo
    self.attachments = attachments
  }

  /// The content iOS makes of a remote payload: the alert's title, subtitle and body as written
  /// (localization keys are not resolved here), the sound's name, badge, category, thread and
  /// the whole payload as `userInfo`.
  public init(payload: Payload) {
    let aps = payload.aps
    self.init(
      title: aps.alert?.title ?? "", subtitle: aps.alert?.subtitle ?? "", body: aps.alert?.body ?? "",
      sound: aps.sound.map { $0.name ?? "default" }, badge: aps.badge, categoryIdentifier: aps.category ?? "",
      threadIdentifier: aps.threadID ?? "", userInfo: payload.userInfo)
  }

  /// The content of a local request.
  public init(request: LocalNotificationRequest) {
    self.init(
      title: request.title, subtitle: request.subtitle, body: request.body, sound: request.hasSound ? request.soundName ?? "default" : nil,
      badge: request.badge, categoryIdentifier: request.categoryIdentifier ?? "",
      threadIdentifier: request.threadIdentifier ?? "", userInfo: request.userInfo, attachments: request.attachments)
    userInfoValues = request.userInfoValues
  }

  /// Whether there is alert text: a title, subtitle or body (rule SE2).
  public var hasAlertText: Bool { !title.isEmpty || !subtitle.isEmpty || !body.isEmpty }

  /// What differs from `original`, one entry per property, in declaration order:
  /// `title "New message" -> "Alice"`, `userInfo +plaintext`, `attachments [] -> [photo]`.
  public func changes(from original: NotificationContent) -> [String] {
    var changes: [String] = []
    func text(_ name: String, _ old: String, _ new: String) {
      if old != new { changes.append("\(name) \(JSONWriter.quoted(old)) -> \(JSONWriter.quoted(new))") }
    }
    text("title", original.title, title)
    text("subtitle", original.subtitle, subtitle)
    text("body", original.body, body)
    if original.sound != sound {
      changes.append("sound \(original.sound.map(JSONWriter.quoted) ?? "none") -> \(sound.map(JSONWriter.quoted) ?? "none")")
    }
    if original.badge != badge {
      changes.append("badge \(original.badge.map(String.init) ?? "none") -> \(badge.map(String.init) ?? "none")")
    }
    text("categoryIdentifier", original.categoryIdentifier, categoryIdentifier)
    text("threadIdentifier", original.threadIdentifier, threadIdentifier)
    // Compared by contents: a payload read from a file carries source positions that code-built
    // values do not.
    let oldKeys = original.userInfo.keys
    let newKeys = userInfo.keys
    var parts = newKeys.filter { !oldKeys.contains($0) }.map { "+" + $0 }
    parts += oldKeys.filter { !newKeys.contains($0) }.map { "-" + $0 }
    parts += newKeys.filter { key in
      guard let old = original.userInfo[key], let new = userInfo[key] else { return false }
      return !old.sameContents(as: new)
    }.map { "~" + $0 }
    // A value JSON cannot hold compares as itself, not only as its stand-in.
    for key in newKeys where oldKeys.contains(key) && !parts.contains("~" + key) {
      let path = [UserInfoValues.PathComponent.key(key)]
      func under(_ values: UserInfoValues) -> [UserInfoValues.Entry] {
        values.entries.filter { $0.path.starts(with: path) }
      }
      if under(original.userInfoValues) != under(userInfoValues) { parts.append("~" + key) }
    }
    if !parts.isEmpty { changes.append("userInfo " + parts.joined(separator: " ")) }
    if original.attachments != attachments {
      func list(_ attachments: [NotificationAttachment]) -> String {
        "[" + attachments.map(\.identifier).joined(separator: ", ") + "]"
      }
      changes.append("attachments \(list(original.attachments)) -> \(list(attachments))")
    }
    if original.communication != communication {
      changes.append("communication \(original.communication.map(\.description) ?? "none") -> \(communication.map(\.description) ?? "none")")
    }
    return changes
  }
}
