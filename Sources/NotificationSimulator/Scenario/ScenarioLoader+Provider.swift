import NotificationPayload

extension ScenarioLoader.Reader {
  // MARK: - The provider's credentials in scenario files (rules PA1-PA5)

  /// Reads the provider keys that describe its credentials: `teamID`, `keyIDs`, `tokenIssuedAt`,
  /// `token`, `certificateEnvironment`, `certificateRevoked`, `keyEnvironment` (rule PA6) and `keyTopics` (PA7).
  mutating func readProviderCredentials(_ provider: inout JSONObjectReader, into settings: inout APNsProvider) {
    let path: JSONPath = ["device", "provider"]
    if let team = provider.string("teamID", log: &log) { settings.teamID = team }
    if let keys = strings(&provider, "keyIDs", path: path, expected: #"a key ID such as "ABC123DEFG""#) {
      settings.keyIDs = keys
    }
    if let value = provider.value("tokenIssuedAt") {
      settings.tokenIssuedAt = localDateTime(value, path: path.appending("tokenIssuedAt"))
    }
    if let value = provider.value("token") {
      settings.token = providerToken(value, path: path.appending("token"))
    }
    if let environment = provider.choice(
      "certificateEnvironment", APNsEnvironment.self, log: &log, what: "certificate environment")
    {
      settings.certificateEnvironment = environment
    }
    if let revoked = provider.bool("certificateRevoked", log: &log) { settings.certificateRevoked = revoked }
    if let environment = provider.choice("keyEnvironment", APNsEnvironment.self, log: &log, what: "key environment") {
      settings.keyEnvironment = environment
    }
    if let topics = strings(&provider, "keyTopics", path: path, expected: #"a bundle ID such as "com.example.app""#) {
      settings.keyTopics = topics
    }
    if settings.connection == .token, settings.teamID != nil, settings.keyIDs.isEmpty, settings.token == nil {
      log.error(
        .invalidStep, "a token connection with a teamID needs the team's keyIDs",
        hint: #"Add "keyIDs": ["ABC123DEFG"], the 10-character key ID from your developer account."#,
        path: path, at: provider.location)
    }
  }

  /// A `refreshProviderToken` step: `{}` (a new token now), `{"issuedAt": ..., "keyID": ...}`, or
  /// `{"token": "eyJ..."}`.
  mutating func readProviderTokenRefresh(_ value: JSONValue, path: JSONPath) -> ProviderTokenRefresh? {
    guard var reader = JSONObjectReader(value, path: path, log: &log) else { return nil }
    defer { reader.warnAboutUnknownKeys(log: &log) }
    if let pasted = reader.value("token") {
      if reader.has("issuedAt") || reader.has("keyID") {
        _ = (reader.value("issuedAt"), reader.value("keyID"))
        log.error(
          .invalidStep, "a pasted token carries its own iat and kid, so issuedAt and keyID cannot go with it",
          hint: "Give either token, or issuedAt and keyID.", path: path, at: value.location)
        return nil
      }
      return providerToken(pasted, path: path.appending("token")).map { .use($0) }
    }
    var issuedAt: LocalDateTime?
    if let date = reader.value("issuedAt") {
      guard let parsed = localDateTime(date, path: path.appending("issuedAt")) else { return nil }
      issuedAt = parsed
    }
    let keyID = reader.string("keyID", log: &log)
    return .make(issuedAt: issuedAt, keyID: keyID)
  }

  /// A provider token written as its compact JWT text, or `bearer <token>`; an unreadable one is
  /// an error at the string, saying where in the token the problem is.
  mutating func providerToken(_ value: JSONValue, path: JSONPath) -> ProviderToken? {
    guard let text = value.string else {
      log.wrongType(value, path: path, expected: "a provider token (JWT) such as \"eyJhbGciOi...\"")
      return nil
    }
    switch ProviderToken.read(text) {
    case .success(let token): return token
    case .failure(let error):
      log.error(
        .invalidProviderToken, "the provider token cannot be read: \(error.message) (character \(error.column) of the token)",
        hint: error.hint, path: path, at: value.location)
      return nil
    }
  }
}

extension DiagnosticCode {
  /// A scenario's provider token (JWT) cannot be read.
  public static let invalidProviderToken: DiagnosticCode = "invalid-provider-token"
}
