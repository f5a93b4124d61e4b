public import NotificationPayload

/// How a provider proves to APNs who it is: a signing key (token-based) or a client certificate.
///
/// Models the two trust schemes of "Establishing a token-based connection to APNs"
/// (https://developer.apple.com/documentation/usernotifications/establishing-a-token-based-connection-to-apns)
/// and "Establishing a certificate-based connection to APNs"
/// (https://developer.apple.com/documentation/usernotifications/establishing-a-certificate-based-connection-to-apns).
public enum ProviderCredentials: Hashable, Sendable {
  /// Token-based trust: the team whose keys sign the tokens, and the key identifiers APNs knows
  /// for that team. A token signed by another key or issued for another team is refused.
  case token(teamID: String, keyIDs: [String])
  /// Certificate-based trust: a client certificate for one environment, covering some topics.
  case certificate(ProviderCertificate)
}

/// A provider's client certificate for APNs, as the developer account issues it.
///
/// Models the certificate of "Establishing a certificate-based connection to APNs"
/// (https://developer.apple.com/documentation/usernotifications/establishing-a-certificate-based-connection-to-apns).
public struct ProviderCertificate: Hashable, Sendable {
  /// The topics (bundle identifiers, with push-type suffixes) the certificate may send to.
  public var topics: [String]
  /// The server the certificate is for.
  public var environment: APNsEnvironment
  /// Whether the certificate was revoked in the developer account.
  public var isRevoked: Bool

  /// Creates a certificate.
  public init(topics: [String], environment: APNsEnvironment, isRevoked: Bool = false) {
    self.topics = topics
    self.environment = environment
    self.isRevoked = isRevoked
  }
}

/// What APNs decides about a request's credentials before it looks at anything else.
public enum ProviderVerdict: Hashable, Sendable {
  /// The credentials are good; the request goes on to APNs's other checks.
  case accepted
  /// APNs answers with `reason` (and its status); `detail` says why, for the trace.
  case refused(APNsReason, detail: String)
}

/// A provider's HTTP/2 connection to APNs, seen from both ends: the credentials and token the
/// provider sends, and what APNs remembers about them on that connection.
///
/// Models the rules of "Establishing a token-based connection to APNs"
/// (https://developer.apple.com/documentation/usernotifications/establishing-a-token-based-connection-to-apns)
/// and the provider errors of "Handling notification responses from APNs"
/// (https://developer.apple.com/documentation/usernotifications/handling-notification-responses-from-apns),
/// rules PA1 to PA5 (in ``DeviceRules``):
///
/// - no token on a token-based connection: 403 `MissingProviderToken`;
/// - a token APNs cannot read, not signed with ES256, for another team or another key: 403
///   `InvalidProviderToken`;
/// - a token whose `iat` is more than one hour old: 403 `ExpiredProviderToken`;
/// - a new token less than 20 minutes after the previous one: 429 `TooManyProviderTokenUpdates`,
///   and the connection refuses every request so until those 20 minutes are over;
/// - a certificate for the other server: 403 `BadCertificateEnvironment`; a revoked one: 403
///   `BadCertificate`.
///
/// Time is the virtual clock: `now` is the device's wall clock in seconds since 1970.
public struct ProviderConnection: Hashable, Sendable {
  /// How the provider authenticates.
  public var credentials: ProviderCredentials
  /// The server the provider connects to.
  public var environment: APNsEnvironment
  /// The token the provider attaches to its requests now (token-based trust), if it made one.
  public private(set) var token: ProviderToken?
  /// The token APNs last accepted on this connection.
  public private(set) var acceptedToken: ProviderToken?
  /// When APNs first accepted ``acceptedToken``, in seconds since 1970.
  public private(set) var acceptedSince: Int64?
  /// Until when (seconds since 1970) APNs answers every request on this connection with 429
  /// `TooManyProviderTokenUpdates`, after a token was changed too soon.
  public private(set) var refusingUntil: Int64?

  /// The environment the team's keys are restricted to (keys scoped to Sandbox or Production
  /// since February 2025); `nil` for keys that work in both. A token signed with a key of the
  /// other environment gets 403 `BadEnvironmentKeyIdInToken` (rule PA6).
  public var keyEnvironment: APNsEnvironment?
  /// The topics (bundle IDs) a topic-specific key covers; `nil` for a team-scoped key, which
  /// signs every topic of the team (rule PA7).
  public var keyTopics: [String]?

  /// A token's greatest age: APNs refuses a token whose `iat` is older.
  public static let tokenLifetime: Int64 = 3_600
  /// The shortest time between two tokens on one connection.
  public static let minimumRefreshInterval: Int64 = 20 * 60

  /// A connection with these credentials to `environment`, before any request.
  public init(credentials: ProviderCredentials, environment: APNsEnvironment = .production) {
    self.credentials = credentials
    self.environment = environment
  }

  /// The provider makes a new token (`iat` = `issuedAt`) with its key and team, and attaches it to
  /// the requests that follow. Does nothing useful for certificate-based trust (no token is sent).
  public mutating func makeToken(issuedAt: Int64, keyID: String? = nil) {
    guard case .token(let teamID, let keyIDs) = credentials else { return }
    token = ProviderToken.make(keyID: keyID ?? keyIDs.first ?? "", teamID: teamID, issuedAt: issuedAt)
  }

  /// The provider attaches `token` (for instance one pasted from a real server) to the requests
  /// that follow.
  public mutating func use(_ token: ProviderToken) { self.token = token }

  /// The `authorization` header the provider sends: `bearer <token>`, or `nil` without a token or
  /// with certificate-based trust.
  public var authorizationHeader: String? {
    guard case .token = credentials, let token else { return nil }
    return "bearer " + token.compact
  }

  /// APNs's decision about a request sent at `now` (seconds since 1970) with the header
  /// `authorization` (the provider's own when `nil` is passed for `override`).
  public mutating func authenticate(authorization override: String? = nil, now: Int64) -> ProviderVerdict {
    authenticate(header: override ?? authorizationHeader, now: now)
  }

  /// APNs's decision about a request sent at `now` (seconds since 1970) whose `authorization`
  /// header is `header` (`nil`: the request has none).
  public mutating func authenticate(header: String?, now: Int64) -> ProviderVerdict {
    switch credentials {
    case .certificate(let certificate):
      if certificate.isRevoked {
        return .refused(.badCertificate, detail: "the provider's certificate was revoked")
      }
      if certificate.environment != environment {
        return .refused(
          .badCertificateEnvironment,
          detail: "the certificate is for the \(certificate.environment) server, the request went to \(environment.host)")
      }
      return .accepted
    case .token(let teamID, let keyIDs):
      if let until = refusingUntil, now < until {
        return .refused(
          .tooManyProviderTokenUpdates,
          detail: "the connection refuses requests for \(Self.minutes(until - now)) more, since its token was changed too soon")
      }
      guard let header else {
        return .refused(.missingProviderToken, detail: "the request has no authorization header with a provider token")
      }
      let token: ProviderToken
      switch ProviderToken.read(header) {
      case .failure(let error):
        return .refused(.invalidProviderToken, detail: "APNs cannot read the token: \(error.message)")
      case .success(let read):
        token = read
      }
      guard token.algorithm == ProviderToken.requiredAlgorithm else {
        return .refused(
          .invalidProviderToken,
          detail: "the token is signed with \(JSONWriter.quoted(token.algorithm)); APNs accepts only ES256")
      }
      guard token.teamID == teamID else {
        return .refused(
          .invalidProviderToken,
          detail: "the token's iss \(JSONWriter.quoted(token.teamID)) is not the team \(JSONWriter.quoted(teamID)) whose key APNs knows")
      }
      guard keyIDs.contains(token.keyID) else {
        return .refused(
          .invalidProviderToken,
          detail: "the token's kid \(JSONWriter.quoted(token.keyID)) is not a key of team \(JSONWriter.quoted(teamID))")
      }
      if let keyEnvironment, keyEnvironment != environment {
        return .refused(
          .badEnvironmentKeyIDInToken,
          detail: "the token's kid \(JSONWriter.quoted(token.keyID)) is a \(keyEnvironment) key, the request went to \(environment.host)")
      }
      let age = now - token.issuedAt
      if age > Self.tokenLifetime {
        return .refused(
          .expiredProviderToken,
          detail: "the token's iat is \(Self.minutes(age)) old; APNs refuses tokens older than 60 minutes")
      }
      if let accepted = acceptedToken, let since = acceptedSince, accepted.compact != token.compact {
        let elapsed = now - since
        if elapsed < Self.minimumRefreshInterval {
          refusingUntil = since + Self.minimumRefreshInterval
          return .refused(
            .tooManyProviderTokenUpdates,
            detail: "a new token \(Self.minutes(elapsed)) after the previous one; "
              + "APNs allows one new token per 20 minutes on a connection, so it refuses requests until \(Self.minutes(Self.minimumRefreshInterval - elapsed)) from now")
        }
      }
      if acceptedToken?.compact != token.compact {
        acceptedToken = token
        acceptedSince = now
      }
      return .accepted
    }
  }

  /// `1 h 5 min`, `12 min 30 s`, `45 s`.
  static func minutes(_ seconds: Int64) -> String {
    let hours = seconds / 3600
    let minutes = (seconds % 3600) / 60
    let rest = seconds % 60
    var parts: [String] = []
    if hours > 0 { parts.append("\(hours) h") }
    if minutes > 0 { parts.append("\(minutes) min") }
    if rest > 0 || parts.isEmpty { parts.append("\(rest) s") }
    return parts.joined(separator: " ")
  }
}
