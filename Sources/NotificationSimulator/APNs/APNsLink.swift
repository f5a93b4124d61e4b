public import NotificationPayload

/// Which device token a provider's request is addressed to.
///
/// Models the token in the request path `/3/device/<token>` of Apple's "Sending notification
/// requests to APNs"
/// (https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns).
/// A scenario names it with `"to"`: `"current"` (the default), `"previous"` or the hex text.
public enum APNsTarget: Hashable, Sendable, CustomStringConvertible {
  /// The newest token the app got: what the provider last heard from it.
  case current
  /// The token before the newest: a stale token the provider kept after a reinstall or a restore.
  case previous
  /// A token given as hex text, as the provider stored it.
  case token(String)

  /// `current`, `previous` or the hex text.
  public var description: String {
    switch self {
    case .current: "current"
    case .previous: "previous"
    case .token(let hex): hex
    }
  }
}

/// A provider's request to APNs for one notification: the payload, the headers and the token.
///
/// Models the HTTP/2 `POST /3/device/<token>` request of Apple's "Sending notification requests
/// to APNs"
/// (https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns).
/// ``Simulator/sendThroughAPNs(_:)`` sends it.
public struct APNsPush: Sendable {
  /// The JSON body.
  public var payload: Payload
  /// The notification's identifier on the device (`UNNotificationRequest.identifier`); an
  /// `apns-collapse-id` header takes its place (rule NC2).
  public var id: String
  /// The request headers as sent (`apns-push-type`, `apns-priority`, `apns-expiration`,
  /// `apns-topic`, `apns-id`, `apns-collapse-id`, ...). `nil` stands for a request whose
  /// headers a careful provider writes: `apns-push-type` and `apns-priority` that fit the
  /// payload (background and 5 for a background push, alert and 10 otherwise) and the app's
  /// bundle ID as `apns-topic`. An empty list is a request with no headers at all.
  public var headers: [APNsHeaders.Field]?
  /// The device token the request is addressed to.
  public var target: APNsTarget

  /// Creates a request.
  public init(_ payload: Payload, id: String, headers: [APNsHeaders.Field]? = nil, target: APNsTarget = .current) {
    self.payload = payload
    self.id = id
    self.headers = headers
    self.target = target
  }

  /// The notification's identifier on the device: `apns-collapse-id` when the request has one.
  public var identifier: String {
    headers.flatMap { APNsHeaders(fields: $0.map { ($0.name, $0.value) }).collapseID } ?? id
  }
}

/// How the provider connects to APNs, and where it sends.
///
/// Models the two ways of Apple's "Establishing a connection to APNs": a provider certificate,
/// which names its own topic so `apns-topic` may be left out, and a provider token (JWT), for
/// which `apns-topic` is required
/// (https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns).
/// The provider token's own checks (its age, its refresh rate, its key and team) plug in at
/// ``Simulator/authenticateProvider(_:)``.
public struct APNsProvider: Hashable, Sendable {
  /// The kind of provider connection.
  public enum Connection: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// A TLS client certificate for one app: a request without `apns-topic` goes to the
    /// certificate's topic.
    case certificate
    /// A provider token (JWT): every request must name its topic (`MissingTopic`).
    case token

    /// `certificate` or `token`.
    public var description: String { rawValue }
  }

  /// The connection; a certificate by default, so a request may leave `apns-topic` out.
  public var connection: Connection
  /// The environment the provider sends to; `nil` for the one the app's `aps-environment`
  /// names (rule AP9).
  public var environment: APNsEnvironment?
  /// The bundle IDs the provider's credentials cover; `nil` for the app's own bundle ID alone
  /// (rule AP10: another topic answers `TopicDisallowed`).
  public var topics: [String]?
  /// For a token connection: the Team ID whose keys sign the provider's tokens (a JWT's `iss`).
  /// `nil` leaves tokens unchecked; with a team, APNs checks every request's token (rules
  /// PA1–PA4, ``ProviderConnection``).
  public var teamID: String?
  /// For a token connection: the key IDs APNs knows for ``teamID`` (a JWT's `kid`); the first
  /// signs the tokens the provider makes.
  public var keyIDs: [String] = []
  /// For a token connection: when the provider made the token it starts with, on the device's
  /// wall clock; `nil` for the start of the simulation.
  public var tokenIssuedAt: LocalDateTime?
  /// For a token connection: a token pasted from a real provider, used instead of one made
  /// from ``teamID`` and ``keyIDs``.
  public var token: ProviderToken?
  /// For a certificate connection: the server the certificate was made for; `nil` for the one
  /// the provider sends to (rule PA5).
  public var certificateEnvironment: APNsEnvironment?
  /// For a certificate connection: whether the certificate was revoked (rule PA5).
  public var certificateRevoked = false
  /// For a token connection: the environment the team's keys are restricted to; `nil` for keys
  /// that work in both (rule PA6, ``ProviderConnection/keyEnvironment``).
  public var keyEnvironment: APNsEnvironment?
  /// For a token connection: the bundle IDs a topic-specific key covers; `nil` for a
  /// team-scoped key (rule PA7, ``ProviderConnection/keyTopics``).
  public var keyTopics: [String]?

  /// Creates a provider.
  public init(connection: Connection = .certificate, environment: APNsEnvironment? = nil, topics: [String]? = nil) {
    self.connection = connection
    self.environment = environment
    self.topics = topics
  }
}

/// A notification APNs keeps for a device that cannot take it now (rules AP3, AP4, AP5).
public struct StoredNotification: Hashable, Sendable {
  /// The notification's identifier on the device.
  public var id: String
  /// The payload.
  public var payload: Payload
  /// The request's priority.
  public var priority: APNsPriority
  /// When APNs gives up on it, as a UNIX time in seconds.
  public var expiresAt: Int64
  /// The request's `apns-push-type`, which decides what receives it on the device (rule AP14);
  /// `nil` when the request named none, which APNs reads from the payload (alert or background).
  public var pushType: APNsPushType? = nil
}

/// The device's link to APNs: whether it is online, whether its power is restricted, and the
/// one notification APNs keeps for the app meanwhile.
///
/// Models the store-and-forward behaviour of Apple's "Sending notification requests to APNs"
/// and "Viewing the status of push notifications using Metrics and APNs"
/// (https://developer.apple.com/documentation/usernotifications/viewing-the-status-of-push-notifications-using-metrics-and-apns):
/// APNs stores a notification while the device is offline or power-restricted, one per app,
/// until it expires (rules AP3–AP6). Composed by ``Simulator``, which owns the app and the clock;
/// the link only keeps state.
public struct APNsLink: Hashable, Sendable {
  /// Whether the device is connected to APNs. Set with ``Simulator/goOffline()`` and
  /// ``Simulator/goOnline()``.
  public internal(set) var isOnline: Bool
  /// Whether the device's power is restricted (for example Low Power Mode): APNs then stores
  /// pushes of priority 5 and 1 for it (rule AP3). A plain input, settable by whoever models the
  /// device's power; ``Simulator/setPowerRestricted(_:)`` also delivers a waiting notification at
  /// once, where setting it directly leaves that to the next stimulus.
  public var isPowerRestricted: Bool
  /// The provider that sends the requests.
  public var provider: APNsProvider
  /// The notification APNs keeps for the app, if any.
  public internal(set) var stored: StoredNotification?
  /// The device tokens the app got.
  public internal(set) var tokens = DeviceTokens()
  /// Whether the app is installed.
  public internal(set) var isAppInstalled = true
  /// How many requests APNs has taken; numbers the `apns-id`s it makes up (rule AP2).
  public internal(set) var requestCount = 0
  /// The notification accepted and not yet handed to the device (quirk apnsReordersPushes).
  var inTransit: StoredNotification?
  /// The provider's connection as APNs sees it: its credentials, its current token and what
  /// APNs accepted (rules PA1–PA5); `nil` when the provider's credentials are not modelled (a
  /// token connection without a team).
  public internal(set) var providerConnection: ProviderConnection?
  /// The device tokens (hex) the provider stopped sending to after APNs answered 410 for them,
  /// in the order it dropped them (rule AP13).
  public internal(set) var discardedTokens: [String] = []
  /// Whether the system owes the app a new device token, which it passes to
  /// `application(_:didRegisterForRemoteNotificationsWithDeviceToken:)` the next time the app
  /// runs (rule AP12).
  public internal(set) var owesNewToken = false

  /// Creates a link.
  public init(isOnline: Bool = true, isPowerRestricted: Bool = false, provider: APNsProvider = APNsProvider()) {
    self.isOnline = isOnline
    self.isPowerRestricted = isPowerRestricted
    self.provider = provider
  }

  /// Whether the device takes a notification of `priority` now (rule AP3): online, and neither
  /// power-restricted (5, 1) nor asleep (1; a locked device counts as asleep).
  func canDeliver(_ priority: APNsPriority, deviceLocked: Bool) -> Bool {
    guard isOnline else { return false }
    switch priority {
    case .immediate: return true
    case .powerConsiderate: return !isPowerRestricted
    case .powerSaving: return !isPowerRestricted && !deviceLocked
    }
  }

  /// A canonical lower-case UUID made from the request's number (rule AP2): no randomness.
  static func messageID(_ number: Int) -> String {
    // The last 12 lower-case hex digits of the number, zero-padded, after a fixed prefix.
    let value = UInt64(number)
    let prefix: StaticString = "00000000-0000-4000-8000-"
    // Written straight into the string's storage (an array of the text, then a string decoded
    // from it, cost 1,050 instructions a request).
    let length = prefix.utf8CodeUnitCount + 12
    return String(unsafeUninitializedCapacity: length) { text in
      prefix.withUTF8Buffer { _ = text.initialize(fromContentsOf: $0) }
      for place in 0..<12 {
        let nibble = UInt8(truncatingIfNeeded: value >> UInt64(4 * place)) & 0x0F
        text[length - 1 - place] = nibble < 10 ? 0x30 + nibble : 0x57 + nibble
      }
      return length
    }
  }
}

/// What APNs did with a request or a stored notification, as the trace shows it.
///
/// Models the answers of Apple's "Handling notification responses from APNs"
/// (https://developer.apple.com/documentation/usernotifications/handling-notification-responses-from-apns)
/// and the storage of "Sending notification requests to APNs". One trace kind, `apns`, for
/// every event of the link; scenario files expect them as `{"apns": "answer", ...}`.
public enum APNsEvent: Hashable, Sendable, CustomStringConvertible {
  /// APNs answered the request for notification `id` (rule AP1).
  case answered(String, APNsResponse)
  /// APNs stored the notification for the device, until a UNIX time in seconds (rules AP4, AP5).
  case stored(String, until: Int64, why: String)
  /// APNs discarded a notification, and why (`replaced`, `not-kept`, `expired`,
  /// `expiration-zero`, `app-deleted`, `token-changed`).
  case discarded(String, reason: String)
  /// APNs delivered a stored notification to the device, which is back (rule AP5).
  case forwarded(String)
  /// A notification reaches the device after others sent later (quirk apnsReordersPushes, rule AP6).
  case reordered(String)
  /// The provider did not send notification `id`, and why: `no-device-token` (the app never
  /// gave it one) or `token-discarded` (it dropped the token after a 410) (rule AP13).
  case notSent(String, reason: String)
  /// The provider dropped a device token (hex) after APNs answered `response` (410) for it, and
  /// sends nothing more to it (rule AP13).
  case tokenDiscarded(String, after: APNsResponse)
  /// The provider created a broadcast channel with its storage policy (rule LA10).
  case channelCreated(String, storagePolicy: String)
  /// The provider deleted a broadcast channel (rule LA10).
  case channelDeleted(String)

  /// The names scenario files use for these events, in this order.
  public static let names = [
    "answer", "stored", "discarded", "forwarded", "reordered", "notSent", "tokenDiscarded", "channelCreated", "channelDeleted",
  ]

  /// The reasons a discard gives.
  public static let discardReasons = [
    "replaced", "not-kept", "expired", "expiration-zero", "app-deleted", "token-changed", "channel-stores-nothing",
  ]

  /// The reasons the provider gives for not sending a notification (rule AP13).
  public static let notSentReasons = ["no-device-token", "token-discarded"]

  /// The event's name in scenario files.
  public var name: String {
    switch self {
    case .answered: "answer"
    case .stored: "stored"
    case .discarded: "discarded"
    case .forwarded: "forwarded"
    case .reordered: "reordered"
    case .notSent: "notSent"
    case .tokenDiscarded: "tokenDiscarded"
    case .channelCreated: "channelCreated"
    case .channelDeleted: "channelDeleted"
    }
  }

  /// One line of text.
  public var description: String {
    switch self {
    case .answered(let id, let response):
      var text = "\(id) answered \(response)"
      if let timestamp = response.timestamp { text += " timestamp=\(timestamp)" }
      if let apnsID = response.apnsID { text += " apns-id=\(apnsID)" }
      return text
    case .stored(let id, let until, let why): return "stored \(id) until \(until) (\(why))"
    case .discarded(let id, let reason): return "discarded \(id) (\(reason))"
    case .forwarded(let id): return "forwarded stored \(id): the device can take it now"
    case .reordered(let id): return "\(id) reaches the device after pushes sent later"
    case .notSent(let id, let reason):
      let why = reason == "no-device-token"
        ? "the provider has no device token for the app (it has not registered since it was installed)"
        : "the provider discarded the app's token after APNs answered 410"
      return "\(id) not sent (\(reason)): \(why)"
    case .tokenDiscarded(let token, let response):
      var text = "the provider discarded token \(token) after \(response)"
      if let timestamp = response.timestamp { text += " with timestamp \(timestamp)" }
      return text
    case .channelCreated(let id, let policy): return "the provider created broadcast channel \(id) (\(policy))"
    case .channelDeleted(let id): return "the provider deleted broadcast channel \(id)"
    }
  }

  /// The facts scenario files may check, in a fixed order.
  public var facts: [(name: String, value: String)] {
    switch self {
    case .answered(let id, let response):
      var facts = [("notification", id), ("status", String(response.status))]
      if let reason = response.reason { facts.append(("reason", reason.rawValue)) }
      if let apnsID = response.apnsID { facts.append(("apnsID", apnsID)) }
      if let timestamp = response.timestamp { facts.append(("timestamp", String(timestamp))) }
      return facts
    case .stored(let id, let until, _): return [("notification", id), ("until", String(until))]
    case .discarded(let id, let reason): return [("notification", id), ("reason", reason)]
    case .forwarded(let id), .reordered(let id): return [("notification", id)]
    case .notSent(let id, let reason): return [("notification", id), ("reason", reason)]
    case .tokenDiscarded(let token, let response):
      var facts = [("token", token), ("status", String(response.status))]
      if let reason = response.reason { facts.append(("reason", reason.rawValue)) }
      if let timestamp = response.timestamp { facts.append(("timestamp", String(timestamp))) }
      return facts
    case .channelCreated(let id, let policy): return [("channel", id), ("storagePolicy", policy)]
    case .channelDeleted(let id): return [("channel", id)]
    }
  }

  /// The facts each event name records.
  public static let factNames: [String: [String]] = [
    "answer": ["notification", "status", "reason", "apnsID", "timestamp"],
    "stored": ["notification", "until"], "discarded": ["notification", "reason"], "forwarded": ["notification"],
    "reordered": ["notification"], "notSent": ["notification", "reason"],
    "tokenDiscarded": ["token", "status", "reason", "timestamp"],
    "channelCreated": ["channel", "storagePolicy"], "channelDeleted": ["channel"],
  ]
}
