import Testing

@testable import NotificationPayload

/// The `apns-id` made for a request without a valid one is built straight into bytes for speed;
/// it must stay the ID the hash-and-format steps below describe, which traces and reports print.
@Suite struct APNsResponseIDTests {
  /// The ID as the steps describe it: FNV-1a twice over the headers, the token and the body,
  /// as 32 lowercase hex digits, version 4 and the RFC 4122 variant, grouped 8-4-4-4-12.
  static func described(_ request: APNsRequest) -> String {
    var bytes: [UInt8] = []
    for field in request.headers {
      bytes += Array(field.name.utf8) + [0] + Array(field.value.utf8) + [0]
    }
    bytes += Array((request.deviceToken ?? "").utf8) + [0] + request.body
    func hex16(_ value: UInt64) -> String {
      let digits = String(value, radix: 16)
      return String(repeating: "0", count: 16 - digits.count) + digits
    }
    let high = APNsGateway.fnv1a(bytes, basis: 0xcbf2_9ce4_8422_2325)
    let low = APNsGateway.fnv1a(bytes, basis: 0x8422_2325_cbf2_9ce4)
    var hex = Array(hex16(high) + hex16(low))
    hex[12] = "4"
    hex[16] = ["8", "9", "a", "b"][Int(low >> 60) & 3]
    let text = String(hex)
    func part(_ from: Int, _ to: Int) -> Substring { text.dropFirst(from).prefix(to - from) }
    return [part(0, 8), part(8, 12), part(12, 16), part(16, 20), part(20, 32)].joined(separator: "-")
  }

  static let requests: [APNsRequest] = [
    APNsRequest(),
    APNsRequest(body: #"{"aps":{"alert":"Hello"}}"#),
    APNsRequest(
      headers: [("apns-topic", "com.example.app"), ("apns-push-type", "alert"), ("apns-id", "not a uuid")],
      deviceToken: "00fc13adff785122b4ad28809a3420982341241421348097878e577c991de8f0", body: #"{"aps":{"badge":1}}"#),
    APNsRequest(headers: [("apns-priority", "5")], deviceToken: "é", body: "x"),
  ] + (0..<200).map { APNsRequest(headers: [("apns-collapse-id", "c\($0)")], body: "{\"n\":\($0)}") }

  @Test func `a made ID is the one the steps describe, a UUID of version 4`() {
    var variants: Set<Character> = []
    for request in Self.requests {
      let id = APNsGateway.responseID(for: request, headers: request.parsedHeaders)
      #expect(id == Self.described(request))
      #expect(APNsGateway.isUUID(id))
      #expect(Array(id)[14] == "4")
      variants.insert(Array(id)[19])
    }
    #expect(variants == ["8", "9", "a", "b"], "every variant digit is made")
  }

  @Test func `a request's own valid apns-id is kept`() {
    let request = APNsRequest(headers: [("apns-id", "123e4567-e89b-12d3-a456-4266554400a0")])
    #expect(APNsGateway.responseID(for: request, headers: request.parsedHeaders) == "123e4567-e89b-12d3-a456-4266554400a0")
  }
}
