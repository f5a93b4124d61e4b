/// The team's own notification service extension code, called as iOS calls a
/// `UNNotificationServiceExtension` subclass: the counterpart of ``SimulatedAppDelegate`` for the
/// extension process.
///
/// ``didReceive(_:context:)`` is `didReceive(_:withContentHandler:)`: it gets the request and
/// answers with the content it passes to the content handler and when (or never), or says the
/// extension crashes. ``serviceExtensionTimeWillExpire(_:)`` is called when the time is up
/// (about 30 s, rule SE3) with the last chance to answer.
///
///     struct Decryptor: SimulatedServiceExtension {
///       mutating func didReceive(
///         _ request: ServiceExtensionRequest, context: inout ServiceExtensionContext
///       ) -> ServiceExtensionAnswer {
///         var content = request.content
///         content.body = decrypt(request.content.userInfo["ciphertext"]?.string ?? "")
///         return .contentHandler(content)
///       }
///     }
public protocol SimulatedServiceExtension: Sendable {
  /// `didReceive(_:withContentHandler:)`: what the extension passes to the content handler, and when.
  mutating func didReceive(_ request: ServiceExtensionRequest, context: inout ServiceExtensionContext)
    -> ServiceExtensionAnswer
  /// `serviceExtensionTimeWillExpire()`: the content to pass to the content handler now, or `nil`
  /// to leave it uncalled (the original content is then shown).
  mutating func serviceExtensionTimeWillExpire(_ request: ServiceExtensionRequest) -> NotificationContent?
  /// The placeholder the extension shows when it fails, under quirk
  /// ``Quirks/serviceExtensionCrashShows`` `placeholder`; `nil` when it has none.
  func placeholder(for request: ServiceExtensionRequest) -> NotificationContent?
}

extension SimulatedServiceExtension {
  /// Does not answer: the original content is shown.
  public mutating func serviceExtensionTimeWillExpire(_ request: ServiceExtensionRequest) -> NotificationContent? { nil }
  /// No placeholder.
  public func placeholder(for request: ServiceExtensionRequest) -> NotificationContent? { nil }
}

/// The `UNNotificationRequest` a service extension receives: its identifier and content.
public struct ServiceExtensionRequest: Hashable, Sendable {
  /// `identifier`.
  public var identifier: String
  /// `content`, as the push carried it.
  public var content: NotificationContent
}

/// What the extension can see and do while it runs: the virtual time, and a log of problems the
/// simulator reports as `service-extension` diagnostics. Models no Apple type.
public struct ServiceExtensionContext: Sendable {
  /// The virtual time of the call.
  public let now: SimulatedInstant
  /// Problems the extension reported, in order.
  public internal(set) var reports: [String] = []
  /// Attachments iOS refused while the extension made them, in order (rule AT1).
  public internal(set) var refusedAttachments: [AttachmentError] = []

  init(now: SimulatedInstant) { self.now = now }

  /// Reports a problem (a failed download, an attachment iOS refused): a diagnostic in the trace.
  public mutating func report(_ message: String) { reports.append(message) }
}

/// How a service extension answers `didReceive(_:withContentHandler:)`.
public enum ServiceExtensionAnswer: Hashable, Sendable {
  /// Calls the content handler with `content`, `timing` after the call (``CompletionTiming/never``
  /// to leave it uncalled, ``CompletionTiming/twice(after:)`` for the misuse of calling it twice).
  case contentHandler(NotificationContent, timing: CompletionTiming = .immediately)
  /// The process dies `after` the call, without calling the handler (rule SE4).
  case fails(ServiceExtensionFailure, after: Duration = .zero)
}

/// How a service extension process dies (rule SE4).
public enum ServiceExtensionFailure: String, Hashable, Sendable, CaseIterable, Codable, CustomStringConvertible {
  /// It crashes.
  case crash
  /// It goes over the extension memory limit (about 24 MB, reported) and is killed.
  case memoryLimit

  /// How the trace says it.
  public var description: String {
    switch self {
    case .crash: "crashed"
    case .memoryLimit: "was killed for exceeding its memory limit (about 24 MB)"
    }
  }
}

/// What iOS shows when the service extension crashes or runs out of memory: the CONFLICT of
/// behaviour reference §7.1 (quirk ``Quirks/serviceExtensionCrashShows``).
public enum ServiceExtensionCrashOutcome: String, Hashable, Sendable, CaseIterable, Codable, CustomStringConvertible {
  /// The original content, as after a timeout (the default).
  case originalContent
  /// Nothing: the notification is not shown.
  case nothing
  /// The extension's placeholder content (``SimulatedServiceExtension/placeholder(for:)``).
  case placeholder

  /// The raw value.
  public var description: String { rawValue }
}

/// Changes to a notification's content, as data: what a scenario's service extension does.
///
/// Each property left `nil` keeps the received value; `userInfo` keys are added or replaced;
/// `attachments` are appended. Models no Apple type.
public struct ContentChanges: Hashable, Sendable {
  /// The new `title`.
  public var title: String?
  /// The new `subtitle`.
  public var subtitle: String?
  /// The new `body`.
  public var body: String?
  /// The new sound name; `""` removes the sound.
  public var sound: String?
  /// The new `badge`.
  public var badge: Int?
  /// The new `categoryIdentifier`.
  public var categoryIdentifier: String?
  /// The new `threadIdentifier`.
  public var threadIdentifier: String?
  /// Keys added to or replaced in `userInfo`.
  public var userInfo: JSONObject
  /// Attachments to add, unchecked.
  public var attachments: [NotificationAttachment]
  /// The incoming intent the extension donates and passes to `content.updating(from:)`
  /// ([updating(from:)](https://developer.apple.com/documentation/usernotifications/unnotificationcontent/updating(from:)));
  /// the system checks it when it takes the content (rules CN1, CN2).
  public var communication: CommunicationIntent? = nil

  /// Creates changes; nothing changes unless given.
  public init(
    title: String? = nil, subtitle: String? = nil, body: String? = nil, sound: String? = nil, badge: Int? = nil,
    categoryIdentifier: String? = nil, threadIdentifier: String? = nil, userInfo: JSONObject = JSONObject(),
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

  /// `content` with the changes made. An attachment iOS refuses is left out and reported in
  /// `context`, as an extension whose `UNNotificationAttachment` initializer threw.
  public func applied(to content: NotificationContent, context: inout ServiceExtensionContext) -> NotificationContent {
    var result = content
    if let title { result.title = title }
    if let subtitle { result.subtitle = subtitle }
    if let body { result.body = body }
    if let sound { result.sound = sound.isEmpty ? nil : sound }
    if let badge { result.badge = badge }
    if let categoryIdentifier { result.categoryIdentifier = categoryIdentifier }
    if let threadIdentifier { result.threadIdentifier = threadIdentifier }
    if let communication { result.communication = communication }
    for member in userInfo.members {
      result.userInfo.members.removeAll { $0.key == member.key }
      result.userInfo.members.append(member)
      result.userInfoValues = result.userInfoValues.removing(topLevelKey: member.key)
    }
    for attachment in attachments {
      // An attachment that names a file of the device (no type of its own) is checked against
      // the device's files when the system takes the content (rule AT3).
      if !attachment.type.isEmpty, let error = attachment.validate() {
        context.refusedAttachments.append(error)
      } else {
        result.attachments.append(attachment)
      }
    }
    return result
  }
}

/// A service extension described by data, as a scenario file's
/// `app.answers.serviceExtension` gives it: changes made, when the handler is called, a last
/// answer, or a failure. Models a `UNNotificationServiceExtension` subclass.
public struct ConfiguredServiceExtension: SimulatedServiceExtension, Hashable {
  /// When the content handler is called.
  public var timing: CompletionTiming
  /// The changes passed to the content handler.
  public var changes: ContentChanges
  /// The changes passed in `serviceExtensionTimeWillExpire()`; `nil` when it does not answer.
  public var lastAnswer: ContentChanges?
  /// How the process dies instead of answering, if it does.
  public var failure: ServiceExtensionFailure?
  /// The placeholder's changes to the original content, for quirk
  /// ``Quirks/serviceExtensionCrashShows`` `placeholder`.
  public var placeholderChanges: ContentChanges?

  /// Creates an extension; by default it passes the content on unchanged, right away.
  public init(
    timing: CompletionTiming = .immediately, changes: ContentChanges = ContentChanges(),
    lastAnswer: ContentChanges? = nil, failure: ServiceExtensionFailure? = nil, placeholder: ContentChanges? = nil
  ) {
    self.timing = timing
    self.changes = changes
    self.lastAnswer = lastAnswer
    self.failure = failure
    self.placeholderChanges = placeholder
  }

  /// The changed content at ``timing``, or the ``failure`` after the timing's delay.
  public mutating func didReceive(_ request: ServiceExtensionRequest, context: inout ServiceExtensionContext)
    -> ServiceExtensionAnswer
  {
    if let failure {
      let delay: Duration =
        switch timing {
        case .after(let delay), .twice(let delay): delay
        case .never: .zero
        }
      return .fails(failure, after: delay)
    }
    return .contentHandler(changes.applied(to: request.content, context: &context), timing: timing)
  }

  /// ``lastAnswer`` applied to the received content.
  public mutating func serviceExtensionTimeWillExpire(_ request: ServiceExtensionRequest) -> NotificationContent? {
    var context = ServiceExtensionContext(now: .zero)
    return lastAnswer.map { $0.applied(to: request.content, context: &context) }
  }

  /// ``placeholderChanges`` applied to the received content.
  public func placeholder(for request: ServiceExtensionRequest) -> NotificationContent? {
    var context = ServiceExtensionContext(now: .zero)
    return placeholderChanges.map { $0.applied(to: request.content, context: &context) }
  }
}
