/// The key under which `launchOptions` carries a launching notification.
///
/// Models `UIApplication.LaunchOptionsKey.remoteNotification` and `.localNotification`.
public enum LaunchOptionsKey: String, Hashable, Sendable, CaseIterable {
  /// `.remoteNotification`: the payload dictionary.
  case remoteNotification
  /// `.localNotification`: the `UILocalNotification` (deprecated in iOS 10).
  case localNotification
}

/// One argument of a traced callback, stored as a value and rendered only when printed.
public enum TraceArgument: Hashable, Sendable, CustomStringConvertible {
  /// The notification's identifier.
  case notification(String)
  /// The `UNNotificationResponse` passed.
  case response(NotificationResponse)
  /// `UIApplication.applicationState` during the call.
  case state(AppState)
  /// `launchOptions`: `nil` (scene-based apps, or nothing to report), empty, or one key.
  case launchOptions(LaunchOptionsKey?, notificationID: String?, isNil: Bool)
  /// `connectionOptions.notificationResponse` of `scene(_:willConnectTo:options:)`.
  case connectionResponse(NotificationResponse?)
  /// The action identifier of `handleActionWithIdentifier` (`nil` for the default action).
  case actionIdentifier(String)
  /// The `UIUserNotificationActionResponseTypedTextKey` of `withResponseInfo`.
  case responseText(String)
  /// The device token passed to `didRegisterForRemoteNotificationsWithDeviceToken`.
  case deviceToken(DeviceToken)
  /// The error passed to `didFailToRegisterForRemoteNotificationsWithError`.
  case error(RegistrationError)
  /// The content the handler is handed (`notification.request.content`,
  /// https://developer.apple.com/documentation/usernotifications/unnotificationcontent): its
  /// `title`, `body` and the keys of its `userInfo`, sorted; after a service extension changed
  /// the content, the changed content.
  case content(title: String, body: String, userInfoKeys: [String])
  /// `response.notification.request.content.categoryIdentifier`
  /// (https://developer.apple.com/documentation/usernotifications/unnotificationcontent/categoryidentifier).
  case categoryIdentifier(String)

  /// Whether the argument is the content a handler was handed (``content(title:body:userInfoKeys:)``
  /// or ``categoryIdentifier(_:)``), which a test may leave unchecked.
  package var isHandedContent: Bool {
    switch self {
    case .content, .categoryIdentifier: true
    default: false
    }
  }

  /// `name=value`.
  public var description: String {
    switch self {
    case .notification(let id): "notification=\(id)"
    case .response(let response): "response=\(response.notificationID) action=\(response.shortAction)"
      + (response.userText.map { " userText=" + JSONWriter.quoted($0) } ?? "")
    case .state(let state): "state=\(state)"
    case .launchOptions(let key, let id, let isNil):
      if isNil {
        "launchOptions=nil"
      } else if let key, let id {
        "launchOptions=[.\(key.rawValue): \(id)]"
      } else {
        "launchOptions=[]"
      }
    case .connectionResponse(let response):
      "notificationResponse=" + (response.map { "\($0.notificationID) action=\($0.shortAction)" } ?? "nil")
    case .actionIdentifier(let id): "identifier=\(id)"
    case .responseText(let text): "responseInfo=" + JSONWriter.quoted(text)
    case .deviceToken(let token): "deviceToken=\(token.hexString)"
    case .error(let error): "error=\(error)"
    case .content(let title, let body, let keys):
      "title=\(JSONWriter.quoted(title)) body=\(JSONWriter.quoted(body)) userInfo=[" + keys.joined(separator: ", ") + "]"
    case .categoryIdentifier(let category): "category=" + (category.isEmpty ? "\"\"" : category)
    }
  }
}

/// One thing that happened in a simulation, stamped with its virtual time and the rule behind it.
///
/// Stored as structured values; ``rendered`` builds the text line only when asked.
public struct TraceEvent: Hashable, Sendable {
  /// What happened.
  public enum Kind: Hashable, Sendable {
    /// The app moved between states.
    case lifecycle(from: AppState, to: AppState, reason: String)
    /// iOS called an app method.
    case callback(Callback, [TraceArgument])
    /// iOS would call a method but the app lacks it (or lacks a delegate).
    case skipped(Callback, reason: String)
    /// The app called a completion handler.
    case completion(Callback, notificationID: String?, result: String)
    /// The system did something.
    case system(SystemEvent)
    /// A warning or misuse report, with a stable code.
    case diagnostic(code: String, message: String)
    /// The user (or the test) did something.
    case user(String)
    /// A remote notification reached the device.
    case pushArrived(id: String, kind: NotificationKind)
    /// A local notification's trigger fired.
    case localFired(id: String)
    /// APNs answered a request, or stored, discarded or forwarded a notification (rules AP1–AP11).
    case apns(APNsEvent)
  }

  /// When it happened.
  public var instant: SimulatedInstant
  /// What happened.
  public var kind: Kind
  /// The routing rule that decided it, if any (`R46→R41` when a rule defers to another).
  public var ruleID: String?

  /// The column label: `callback`, `lifecycle`, ...
  public var label: String {
    switch kind {
    case .lifecycle: "lifecycle"
    case .callback: "callback"
    case .skipped: "skipped"
    case .completion: "completion"
    case .system: "system"
    case .diagnostic: "diagnostic"
    case .user: "user"
    case .pushArrived: "push"
    case .localFired: "local"
    case .apns: "apns"
    }
  }

  /// The text after the label.
  public var body: String {
    switch kind {
    case .lifecycle(let from, let to, let reason): "\(from) -> \(to) (\(reason))"
    case .callback(let callback, let arguments):
      arguments.isEmpty ? callback.selector : callback.selector + " " + arguments.map(\.description).joined(separator: " ")
    case .skipped(let callback, let reason): "\(callback.selector): \(reason)"
    case .completion(let callback, let id, let result):
      "\(callback.selector)" + (id.map { " notification=\($0)" } ?? "") + " -> \(result)"
    case .system(let event): event.description
    case .diagnostic(let code, let message): "\(code): \(message)"
    case .user(let text): text
    case .pushArrived(let id, let kind): "\(id) \(kind) (\(kind.code))"
    case .localFired(let id): "\(id) trigger fired"
    case .apns(let event): event.description
    }
  }

  /// One line: `+0.000s  callback    SELECTOR args  [R12]`. The label is padded to 10 columns.
  public var rendered: String {
    let label = self.label
    var line = instant.description + "  " + label + String(repeating: " ", count: max(1, 11 - label.count)) + body
    if let ruleID { line += "  [\(ruleID)]" }
    return line
  }
}

/// Everything that happened in a simulation, in order.
public struct Trace: Hashable, Sendable, CustomStringConvertible {
  /// The events, oldest first.
  public internal(set) var events = TraceEvents()

  /// Creates an empty trace.
  public init() {}

  /// One line per event, each ending in a newline. The same inputs give the same text, byte for byte.
  public var rendered: String {
    var out = ""
    for event in events { out += event.rendered + "\n" }
    return out
  }

  /// ``rendered``.
  public var description: String { rendered }

  /// The app methods called, in order.
  public var callbacks: [Callback] {
    events.compactMap { if case .callback(let callback, _) = $0.kind { callback } else { nil } }
  }

  /// The diagnostics, as `(code, message)` pairs, in order.
  public var diagnostics: [(code: String, message: String)] {
    events.compactMap { if case .diagnostic(let code, let message) = $0.kind { (code, message) } else { nil } }
  }
}
