import NotificationPayload
import Testing

@testable import NotificationSimulator

/// The provider's credentials in scenario files and through the simulator: what APNs answers to
/// a token or a certificate (rules PA1-PA5).
@Suite struct ProviderScenarioTests {
  @Test func `unreadable tokens, a pasted token with claims beside it and missing keys are errors where they are`() {
    let result = loadScenario(
      """
      {"scenario": 1, "name": "x",
       "device": {"provider": {"connection": "token", "teamID": "TEAM123456"}},
       "steps": [
        {"refreshProviderToken": {"token": "abc.def"}},
        {"refreshProviderToken": {"token": "a.b.c", "keyID": "K"}},
        {"refreshProviderToken": {"issuedAt": "yesterday"}}
       ]}
      """)
    #expect(
      result.diagnostics.map(\.rendered) == [
        """
        dir/s.json:2:25: error: a token connection with a teamID needs the team's keyIDs [invalid-step]
          at $.device.provider
          hint: Add "keyIDs": ["ABC123DEFG"], the 10-character key ID from your developer account.
        """,
        """
        dir/s.json:4:38: error: the provider token cannot be read: a JSON Web Token has three parts joined by dots; this one has 2 (character 1 of the token) [invalid-provider-token]
          at $.steps[0].refreshProviderToken.token
          hint: Paste the whole token: header.claims.signature, each part base64url-encoded.
        """,
        """
        dir/s.json:5:28: error: a pasted token carries its own iat and kid, so issuedAt and keyID cannot go with it [invalid-step]
          at $.steps[1].refreshProviderToken
          hint: Give either token, or issuedAt and keyID.
        """,
        """
        dir/s.json:6:41: error: expected a local date-time such as "2026-03-07T08:00", found the string "yesterday" [invalid-date]
          at $.steps[2].refreshProviderToken.issuedAt
          hint: Write YYYY-MM-DDTHH:MM or YYYY-MM-DDTHH:MM:SS, without a zone: the device's timeZone applies.
        """,
      ])
  }

  @Test func `a token made before the start ages from when it was made`() throws {
    var device = DeviceConfiguration()
    device.apnsProvider = APNsProvider(connection: .token)
    device.apnsProvider.teamID = "TEAM123456"
    device.apnsProvider.keyIDs = ["KEY4567890"]
    device.apnsProvider.tokenIssuedAt = LocalDateTime(year: 2026, month: 1, day: 5, hour: 8, minute: 30)
    var simulator = Simulator(app: AppConfiguration(bundleID: "com.example.news"), device: device)
    let payload = Payload(aps: APS(alert: Alert(body: "Hi")))
    #expect(try simulator.sendThroughAPNs(APNsPush(payload, id: "n1")).status == 200)
    simulator.advance(by: .seconds(31 * 60))
    let late = try simulator.sendThroughAPNs(APNsPush(payload, id: "n2"))
    #expect(late.status == 403 && late.reason == .expiredProviderToken)
    #expect(
      simulator.trace.events.last?.kind
        == .diagnostic(
          code: "apns-provider-refused",
          message: "the token's iat is 1 h 1 min old; APNs refuses tokens older than 60 minutes"))
    #expect(simulator.trace.events.last?.ruleID == "PA3")
  }

  @Test func `a push that names its own authorization header is judged by it`() throws {
    var device = DeviceConfiguration()
    device.apnsProvider = APNsProvider(connection: .token)
    device.apnsProvider.teamID = "TEAM123456"
    device.apnsProvider.keyIDs = ["KEY4567890"]
    var simulator = Simulator(app: AppConfiguration(bundleID: "com.example.news"), device: device)
    var push = APNsPush(Payload(aps: APS(alert: Alert(body: "Hi"))), id: "n1")
    push.headers = [
      APNsHeaders.Field(name: "apns-topic", value: "com.example.news"),
      APNsHeaders.Field(name: "authorization", value: "bearer not-a-token"),
    ]
    let answer = try simulator.sendThroughAPNs(push)
    #expect(answer.status == 403 && answer.reason == .invalidProviderToken)
    push.headers = [APNsHeaders.Field(name: "apns-topic", value: "com.example.news")]
    #expect(try simulator.sendThroughAPNs(push).status == 200)
  }

  @Test func `refreshing a token needs a token connection with a team`() {
    var simulator = Simulator(app: AppConfiguration(bundleID: "com.example.news"))
    #expect(throws: SimulationError.self) { try simulator.refreshProviderToken() }
    do {
      try simulator.refreshProviderToken()
    } catch {
      #expect(
        error.description.contains(
          "can't refresh the provider token: the provider has no token connection with a team."))
    }
  }
}
