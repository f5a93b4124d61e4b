/// The `reason` an APNs error response carries in its JSON body, `{"reason":"BadTopic"}`.
///
/// Every reason of Apple's table for the device push endpoint
/// (https://developer.apple.com/documentation/usernotifications/handling-notification-responses-from-apns),
/// with the HTTP `:status` that comes with it. Raw values are Apple's exact strings.
/// `ChannelNotRegistered` comes from the broadcast endpoint's table
/// (https://developer.apple.com/documentation/usernotifications/sending-broadcast-push-notification-requests-to-apns).
/// ``APNsGateway`` triggers the reasons that follow from the request alone; the others (about
/// credentials, rate limits, server state or unregistered tokens) exist so that a response can
/// be named, but need state the simulator does not model.
public enum APNsReason: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  // 400 Bad request
  /// `BadCollapseId` (400).
  case badCollapseID = "BadCollapseId"
  /// `BadDeviceToken` (400).
  case badDeviceToken = "BadDeviceToken"
  /// `BadExpirationDate` (400).
  case badExpirationDate = "BadExpirationDate"
  /// `BadMessageId` (400).
  case badMessageID = "BadMessageId"
  /// `BadPriority` (400).
  case badPriority = "BadPriority"
  /// `BadTopic` (400).
  case badTopic = "BadTopic"
  /// `DeviceTokenNotForTopic` (400).
  case deviceTokenNotForTopic = "DeviceTokenNotForTopic"
  /// `DuplicateHeaders` (400).
  case duplicateHeaders = "DuplicateHeaders"
  /// `IdleTimeout` (400).
  case idleTimeout = "IdleTimeout"
  /// `InvalidPushType` (400).
  case invalidPushType = "InvalidPushType"
  /// `MissingDeviceToken` (400).
  case missingDeviceToken = "MissingDeviceToken"
  /// `MissingTopic` (400).
  case missingTopic = "MissingTopic"
  /// `PayloadEmpty` (400).
  case payloadEmpty = "PayloadEmpty"
  /// `TopicDisallowed` (400).
  case topicDisallowed = "TopicDisallowed"
  /// `ChannelNotRegistered` (400): a broadcast names a channel that does not exist.
  case channelNotRegistered = "ChannelNotRegistered"
  // 403 Forbidden
  /// `BadCertificate` (403).
  case badCertificate = "BadCertificate"
  /// `BadCertificateEnvironment` (403).
  case badCertificateEnvironment = "BadCertificateEnvironment"
  /// `ExpiredProviderToken` (403).
  case expiredProviderToken = "ExpiredProviderToken"
  /// `Forbidden` (403).
  case forbidden = "Forbidden"
  /// `InvalidProviderToken` (403).
  case invalidProviderToken = "InvalidProviderToken"
  /// `MissingProviderToken` (403).
  case missingProviderToken = "MissingProviderToken"
  /// `UnrelatedKeyIdInToken` (403).
  case unrelatedKeyIDInToken = "UnrelatedKeyIdInToken"
  /// `BadEnvironmentKeyIdInToken` (403): the token's key is restricted to the other environment
  /// (keys scoped to Sandbox or Production, February 2025). APNs has also been seen answering the
  /// spelling `BadEnvironmentKeyInToken`; ``init(reading:)`` accepts both.
  case badEnvironmentKeyIDInToken = "BadEnvironmentKeyIdInToken"
  // 404, 405, 410, 413
  /// `BadPath` (404).
  case badPath = "BadPath"
  /// `MethodNotAllowed` (405).
  case methodNotAllowed = "MethodNotAllowed"
  /// `ExpiredToken` (410).
  case expiredToken = "ExpiredToken"
  /// `Unregistered` (410).
  case unregistered = "Unregistered"
  /// `PayloadTooLarge` (413).
  case payloadTooLarge = "PayloadTooLarge"
  // 429, 500, 503
  /// `TooManyProviderTokenUpdates` (429).
  case tooManyProviderTokenUpdates = "TooManyProviderTokenUpdates"
  /// `TooManyRequests` (429).
  case tooManyRequests = "TooManyRequests"
  /// `InternalServerError` (500).
  case internalServerError = "InternalServerError"
  /// `ServiceUnavailable` (503).
  case serviceUnavailable = "ServiceUnavailable"
  /// `Shutdown` (503).
  case shutdown = "Shutdown"

  /// The HTTP `:status` APNs sends with this reason.
  public var status: Int {
    switch self {
    case .badCollapseID, .channelNotRegistered, .badDeviceToken, .badExpirationDate, .badMessageID, .badPriority,
      .badTopic, .deviceTokenNotForTopic, .duplicateHeaders, .idleTimeout, .invalidPushType,
      .missingDeviceToken, .missingTopic, .payloadEmpty, .topicDisallowed:
      return 400
    case .badCertificate, .badCertificateEnvironment, .expiredProviderToken, .forbidden,
      .invalidProviderToken, .missingProviderToken, .unrelatedKeyIDInToken, .badEnvironmentKeyIDInToken:
      return 403
    case .badPath: return 404
    case .methodNotAllowed: return 405
    case .expiredToken, .unregistered: return 410
    case .payloadTooLarge: return 413
    case .tooManyProviderTokenUpdates, .tooManyRequests: return 429
    case .internalServerError: return 500
    case .serviceUnavailable, .shutdown: return 503
    }
  }

  /// What the reason means, in one line.
  public var explanation: String {
    switch self {
    case .channelNotRegistered: return "apns-channel-id names no channel of this app in this environment."
    case .badCollapseID: return "apns-collapse-id is longer than 64 bytes."
    case .badDeviceToken: return "The device token is malformed, or is for the other environment."
    case .badExpirationDate: return "apns-expiration is not a UNIX time in whole seconds."
    case .badMessageID: return "apns-id is not a UUID in 8-4-4-4-12 form."
    case .badPriority: return "apns-priority is not one of 10, 5 and 1."
    case .badTopic: return "apns-topic is malformed or lacks the suffix its push type needs."
    case .deviceTokenNotForTopic: return "The device token belongs to another app than apns-topic."
    case .duplicateHeaders: return "A header was sent more than once."
    case .idleTimeout: return "The connection sat idle too long."
    case .invalidPushType: return "apns-push-type is not one of the values APNs knows."
    case .missingDeviceToken: return "The request path names no device token."
    case .missingTopic: return "apns-topic is absent, and this connection needs it."
    case .payloadEmpty: return "The request has no body."
    case .topicDisallowed: return "The provider's credentials may not push to this topic."
    case .badCertificate: return "The client certificate is not valid."
    case .badCertificateEnvironment: return "The client certificate is for the other environment."
    case .expiredProviderToken: return "The provider token (JWT) is more than an hour old."
    case .forbidden: return "The action is not allowed with these credentials."
    case .invalidProviderToken: return "The provider token's signature, key ID or team ID does not check out."
    case .missingProviderToken: return "No certificate or authorization header names the provider."
    case .unrelatedKeyIDInToken: return "The key ID in the provider token belongs to another team."
    case .badEnvironmentKeyIDInToken: return "The provider token's key is restricted to the other environment."
    case .badPath: return "The request path is not /3/device/<token>."
    case .methodNotAllowed: return "The request method is not POST."
    case .expiredToken: return "The device token has expired."
    case .unregistered: return "The device token is no longer active for the topic."
    case .payloadTooLarge: return "The body is larger than the push type allows (4096 bytes, 5120 for VoIP)."
    case .tooManyProviderTokenUpdates: return "The provider token changed more than once in 20 minutes."
    case .tooManyRequests: return "Too many requests went to the same device token in a short time."
    case .internalServerError: return "APNs failed internally."
    case .serviceUnavailable: return "APNs cannot take the request now; try again later."
    case .shutdown: return "The APNs server is shutting down; reconnect and resend."
    }
  }

  /// The other spellings APNs has been seen to send for a reason: `BadEnvironmentKeyInToken`
  /// for ``badEnvironmentKeyIDInToken`` (reported in
  /// https://github.com/swift-server-community/APNSwift/pull/229).
  public static let otherSpellings: [(spelling: String, reason: APNsReason)] = [
    ("BadEnvironmentKeyInToken", .badEnvironmentKeyIDInToken)
  ]

  /// Reads a reason string as APNs sends it: Apple's documented spelling, or one of
  /// ``otherSpellings``. The simulator itself always answers with the documented spelling.
  public init?(reading text: String) {
    if let reason = APNsReason(rawValue: text) {
      self = reason
    } else if let other = APNsReason.otherSpellings.first(where: { $0.spelling == text }) {
      self = other.reason
    } else {
      return nil
    }
  }

  /// The reason string, such as `BadTopic`.
  public var description: String { rawValue }
}
