import NotificationPayload
import Testing

@testable import NotificationSimulator

private let team = "TEAM123456"
private let key = "KEY4567890"
/// 2026-01-05T09:00:00Z, the simulator's default start, in seconds since 1970.
private let nine: Int64 = 1_767_603_600

private func connection() -> ProviderConnection {
  ProviderConnection(credentials: .token(teamID: team, keyIDs: [key]))
}

@Suite("Provider authentication")
struct ProviderConnectionTests {
  @Test("the default start of the virtual calendar is 1767603600 seconds since 1970")
  func calendarEpoch() throws {
    let calendar = try #require(VirtualCalendar())
    #expect(calendar.secondsSince1970(at: .zero) == nine)
    #expect(calendar.secondsSince1970(at: SimulatedInstant(offset: .seconds(90))) == nine + 90)
    #expect(calendar.instant(secondsSince1970: nine + 90) == SimulatedInstant(offset: .seconds(90)))
    let berlin = try #require(VirtualCalendar(timeZoneIdentifier: "Europe/Berlin"))
    #expect(berlin.secondsSince1970(at: .zero) == nine - 3600)
  }

  @Test("no token: 403 MissingProviderToken")
  func missingToken() {
    var link = connection()
    #expect(
      link.authenticate(now: nine)
        == .refused(.missingProviderToken, detail: "the request has no authorization header with a provider token"))
  }

  @Test("a fresh token is accepted for an hour, then 403 ExpiredProviderToken")
  func tokenAge() {
    var link = connection()
    link.makeToken(issuedAt: nine)
    #expect(link.authenticate(now: nine) == .accepted)
    #expect(link.authenticate(now: nine + 3_600) == .accepted)
    #expect(
      link.authenticate(now: nine + 3_661)
        == .refused(
          .expiredProviderToken, detail: "the token's iat is 1 h 1 min 1 s old; APNs refuses tokens older than 60 minutes"))
  }

  @Test("a new token within 20 minutes: 429, and the connection refuses until the 20 minutes are over")
  func refreshRate() {
    var link = connection()
    link.makeToken(issuedAt: nine)
    #expect(link.authenticate(now: nine) == .accepted)
    link.makeToken(issuedAt: nine + 600)
    #expect(
      link.authenticate(now: nine + 600)
        == .refused(
          .tooManyProviderTokenUpdates,
          detail: "a new token 10 min after the previous one; APNs allows one new token per 20 minutes on a connection, so it refuses requests until 10 min from now"))
    #expect(link.refusingUntil == nine + 1_200)
    // Going back to the accepted token does not help while the connection refuses.
    #expect(
      link.authenticate(authorization: "bearer " + ProviderToken.make(keyID: key, teamID: team, issuedAt: nine).compact,
        now: nine + 900)
        == .refused(
          .tooManyProviderTokenUpdates,
          detail: "the connection refuses requests for 5 min more, since its token was changed too soon"))
    #expect(link.authenticate(now: nine + 1_200) == .accepted)
    #expect(link.acceptedToken?.issuedAt == nine + 600)
    // 20 minutes later a new token is fine.
    link.makeToken(issuedAt: nine + 2_400)
    #expect(link.authenticate(now: nine + 2_400) == .accepted)
  }

  @Test("the same token over and over is not a refresh")
  func sameToken() {
    var link = connection()
    link.makeToken(issuedAt: nine)
    for minute in 0..<60 {
      #expect(link.authenticate(now: nine + Int64(minute) * 60) == .accepted)
    }
    #expect(link.acceptedSince == nine)
  }

  @Test("wrong team, unknown key, other algorithm, unreadable: 403 InvalidProviderToken")
  func invalid() {
    var link = connection()
    let cases: [(String, String)] = [
      (
        ProviderToken.make(keyID: key, teamID: "OTHERTEAM1", issuedAt: nine).compact,
        "the token's iss \"OTHERTEAM1\" is not the team \"TEAM123456\" whose key APNs knows"
      ),
      (
        ProviderToken.make(keyID: "REVOKEDKEY", teamID: team, issuedAt: nine).compact,
        "the token's kid \"REVOKEDKEY\" is not a key of team \"TEAM123456\""
      ),
      (
        ProviderToken.make(keyID: key, teamID: team, issuedAt: nine, algorithm: "none").compact,
        "the token is signed with \"none\"; APNs accepts only ES256"
      ),
      ("not-a-token", "APNs cannot read the token: a JSON Web Token has three parts joined by dots; this one has 1"),
    ]
    for (token, detail) in cases {
      #expect(link.authenticate(authorization: "bearer " + token, now: nine) == .refused(.invalidProviderToken, detail: detail))
    }
    #expect(link.acceptedToken == nil)
  }

  @Test("certificates: the right server, not revoked")
  func certificates() {
    var production = ProviderConnection(
      credentials: .certificate(ProviderCertificate(topics: ["com.example.app"], environment: .sandbox)),
      environment: .production)
    #expect(
      production.authenticate(now: nine)
        == .refused(
          .badCertificateEnvironment,
          detail: "the certificate is for the sandbox server, the request went to api.push.apple.com"))
    var development = ProviderConnection(
      credentials: .certificate(ProviderCertificate(topics: ["com.example.app"], environment: .sandbox)),
      environment: .sandbox)
    #expect(development.authenticate(now: nine) == .accepted)
    #expect(development.authorizationHeader == nil)
    var revoked = ProviderConnection(
      credentials: .certificate(ProviderCertificate(topics: [], environment: .production, isRevoked: true)))
    #expect(revoked.authenticate(now: nine) == .refused(.badCertificate, detail: "the provider's certificate was revoked"))
  }

  @Test("every refusal names its rule, and the rules are in the device table")
  func rules() {
    for reason in [APNsReason.missingProviderToken, .invalidProviderToken, .expiredProviderToken,
      .tooManyProviderTokenUpdates, .badCertificate, .badCertificateEnvironment, .badEnvironmentKeyIDInToken,
      .topicDisallowed]
    {
      let rule = DeviceRules.providerRule(for: reason)
      #expect(rule != nil)
      #expect(rule.map { DeviceRules.all.contains($0) } == true)
    }
    #expect(DeviceRules.providerRule(for: .badTopic) == nil)
    #expect(DeviceRules.all.filter { $0.id.hasPrefix("PA") }.map(\.id) == ["PA1", "PA2", "PA3", "PA4", "PA5", "PA6", "PA7", "PA8"])
    #expect(DeviceRules.providerTokenOnlyPushTypes.summary.hasPrefix(
      "APNs takes location, fileprovider, liveactivity, controls, widgets pushes only over a token-based connection"))
  }
}
