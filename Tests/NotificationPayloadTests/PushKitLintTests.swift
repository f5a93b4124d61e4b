import Testing

@testable import NotificationPayload

/// `voip`, `pushtotalk` and `location` requests: their topic suffixes, Apple's header values and
/// payloads without `aps`.
@Suite struct PushKitLintTests {
  private let token = "00fc13adff785122b4ad28809a3420982341241421348097878e577c991de8f0"

  private func request(_ pushType: String, topic: String, priority: String? = "10", expiration: String? = "0",
    body: String = #"{"callID":"4f2c"}"#) -> APNsRequest
  {
    var headers: [(name: String, value: String)] = [
      (":method", "POST"), (":path", "/3/device/\(token)"), ("apns-push-type", pushType), ("apns-topic", topic),
    ]
    if let priority { headers.append(("apns-priority", priority)) }
    if let expiration { headers.append(("apns-expiration", expiration)) }
    return APNsRequest(headers: headers, deviceToken: token, body: Array(body.utf8))
  }

  private func findings(_ sent: APNsRequest) -> [String] {
    APNsGateway.diagnostics(for: sent).map { "\($0.code): \($0.message)" }
  }

  @Test func `Apple's VoIP, Push to Talk and location requests are clean`() {
    #expect(findings(request("voip", topic: "com.example.Phone.voip")).isEmpty)
    #expect(findings(request("pushtotalk", topic: "com.example.Radio.voip-ptt", body: #"{"activeSpeaker":"Anna"}"#)).isEmpty)
    #expect(findings(request("location", topic: "com.example.Find.location-query", priority: "5", body: "{}")).isEmpty)
    #expect(PayloadLinter.lint(#"{"activeSpeaker":"Anna"}"#, options: .init(pushType: "pushtotalk")).diagnostics.isEmpty)
    #expect(PayloadLinter.lint("{}", options: .init(pushType: "location")).diagnostics.isEmpty)
  }

  @Test func `a VoIP push to the bare bundle ID gets BadTopic with the suffix it needs`() {
    #expect(APNsGateway.check(request("voip", topic: "com.example.Phone")).reason == .badTopic)
    #expect(findings(request("voip", topic: "com.example.Phone")) == [
      #"apns-bad-topic: APNs answers 400 BadTopic: apns-topic "com.example.Phone" lacks the suffix .voip that apns-push-type voip needs"#
    ])
    #expect(APNsGateway.check(request("pushtotalk", topic: "com.example.Radio.voip")).reason == .badTopic)
  }

  @Test func `Push to Talk wants priority 10 and expiration 0`() {
    #expect(findings(request("pushtotalk", topic: "com.example.Radio.voip-ptt", priority: "5", expiration: nil)) == [
      "apns-push-type-priority: apns-priority is 5; Apple allows 10 for apns-push-type pushtotalk",
      "apns-push-type-expiration: apns-expiration is absent; Apple asks for 0 with apns-push-type pushtotalk, so a push that cannot be delivered now is not stored",
    ])
  }

  @Test func `a location push at priority 1 is warned about`() {
    #expect(findings(request("location", topic: "com.example.Find.location-query", priority: "1")) == [
      "apns-push-type-priority: apns-priority is 1; Apple allows 10 or 5 for apns-push-type location"
    ])
  }

  @Test func `a VoIP payload over 5120 bytes is PayloadTooLarge`() {
    let body = #"{"x":""# + String(repeating: "a", count: 5120) + #""}"#
    #expect(APNsGateway.check(request("voip", topic: "com.example.Phone.voip", body: body)).reason == .payloadTooLarge)
  }
}
