import Testing

@testable import NotificationPayload

/// Apple's example request for every push type (the headers and body its pages show) goes through
/// the APNs checks and the payload linter without a finding; the mistakes Apple documents get
/// Apple's reason. Sources: each row's page in ``APNsPushTypeRule/table``.
@Suite struct PushTypeExamplesTests {
  struct Example: Sendable, CustomTestStringConvertible {
    var pushType: String
    var topic: String
    var priority: String?
    var expiration: String?
    var body: String
    var testDescription: String { pushType }
  }

  static let token = "00fc13adff785122b4ad28809a3420982341241421348097878e577c991de8f0"

  static let examples: [Example] = [
    Example(
      pushType: "alert", topic: "com.example.Game", priority: "10", expiration: nil,
      body: #"{"aps":{"alert":{"title":"Game Request","body":"Bob wants to play poker"},"category":"GAME_INVITATION"},"gameID":"12345678"}"#),
    Example(
      pushType: "background", topic: "com.example.Game", priority: "5", expiration: nil,
      body: #"{"aps":{"content-available":1},"acme1":"bar","acme2":42}"#),
    Example(
      pushType: "liveactivity", topic: "com.example.Adventure.push-type.liveactivity", priority: "10", expiration: nil,
      body: #"{"aps":{"timestamp":1685952000,"event":"update","content-state":{"currentHealthLevel":0.941,"eventDescription":"Power Panda found a sword!"},"alert":{"title":{"loc-key":"%@ is on an adventure!","loc-args":["Power Panda"]},"body":{"loc-key":"%@ found a sword!","loc-args":["Power Panda"]},"sound":"chime.aiff"}}}"#),
    Example(
      pushType: "liveactivity", topic: "com.example.Adventure.push-type.liveactivity", priority: "10", expiration: nil,
      body: #"{"aps":{"timestamp":1705547598,"event":"start","content-state":{"currentHealthLevel":100,"eventDescription":"Adventure has started!"},"attributes-type":"AdventureAttributes","attributes":{"currentHealthLevel":100,"eventDescription":"Adventure has started!"},"alert":{"title":{"loc-key":"%@ is on an adventure!","loc-args":["Power Panda"]},"body":{"loc-key":"%@ found a sword!","loc-args":["Power Panda"]},"sound":"chime.aiff"},"input-push-token":1}}"#),
    Example(
      pushType: "liveactivity", topic: "com.example.Adventure.push-type.liveactivity", priority: "10", expiration: nil,
      body: #"{"aps":{"timestamp":1685952000,"event":"end","dismissal-date":1685959200,"content-state":{"currentHealthLevel":0.0,"eventDescription":"Adventure over! Power Panda won."}}}"#),
    Example(pushType: "voip", topic: "com.example.Phone.voip", priority: "10", expiration: "0", body: #"{"callID":"4f2c","caller":"Anna"}"#),
    Example(pushType: "location", topic: "com.example.Find.location-query", priority: "10", expiration: nil, body: "{}"),
    Example(
      pushType: "pushtotalk", topic: "com.example.Radio.voip-ptt", priority: "10", expiration: "0", body: #"{"activeSpeaker":"Anna"}"#),
    Example(pushType: "widgets", topic: "com.example.Weather.push-type.widgets", priority: nil, expiration: nil,
      body: #"{"aps":{"content-changed":true}}"#),
    Example(pushType: "controls", topic: "com.example.Garage.push-type.controls", priority: "10", expiration: "0",
      body: #"{"aps":{"content-changed":true}}"#),
    Example(pushType: "complication", topic: "com.example.Watch.complication", priority: "10", expiration: nil,
      body: #"{"temperature":21}"#),
    Example(pushType: "fileprovider", topic: "com.example.Files.pushkit.fileprovider", priority: "10", expiration: nil,
      body: #"{"container-identifier":"NSFileProviderRootContainerItemIdentifier","domain":"com.example.Files.domain"}"#),
    Example(pushType: "mdm", topic: "com.apple.mgmt.External.8f8d3d1e-4b3c-4a59-8c5e-9d7f1b2a3c4d", priority: "10", expiration: nil,
      body: #"{"mdm":"996ac527-9993-4a0a-8528-60b2b3c2f52b"}"#),
  ]

  static func request(_ example: Example) -> APNsRequest {
    var headers: [(name: String, value: String)] = [
      (":method", "POST"), (":path", "/3/device/\(token)"), ("apns-push-type", example.pushType), ("apns-topic", example.topic),
    ]
    if let priority = example.priority { headers.append(("apns-priority", priority)) }
    if let expiration = example.expiration { headers.append(("apns-expiration", expiration)) }
    return APNsRequest(headers: headers, deviceToken: token, body: Array(example.body.utf8))
  }

  @Test(arguments: examples)
  func `Apple's example request is accepted and its payload lints clean`(_ example: Example) {
    let request = Self.request(example)
    #expect(APNsGateway.check(request).status == 200)
    #expect(APNsGateway.diagnostics(for: request).map { "\($0.code): \($0.message)" } == [])
    let lint = PayloadLinter.lint(Array(example.body.utf8), options: PayloadLinter.Options(pushType: example.pushType))
    #expect(lint.diagnostics.map { "\($0.code) \($0.path): \($0.message)" } == [])
  }

  @Test func `every push type Apple lists has an example here`() {
    #expect(Set(Self.examples.map(\.pushType)) == Set(APNsPushTypeRule.table.map(\.pushType.rawValue)))
  }

  @Test func `a topic without the type's suffix is BadTopic, for every type that needs one`() {
    for rule in APNsPushTypeRule.table {
      guard let suffix = rule.topicSuffix, !suffix.isEmpty,
        var example = Self.examples.first(where: { $0.pushType == rule.pushType.rawValue })
      else { continue }
      example.topic = String(example.topic.dropLast(suffix.count))
      #expect(APNsGateway.check(Self.request(example)).reason == .badTopic, "\(rule.pushType.rawValue)")
    }
  }

  @Test func `a widgets push without content-changed names the missing key where aps is`() {
    let lint = PayloadLinter.lint(Array(#"{"aps":{}}"#.utf8), options: PayloadLinter.Options(pushType: "widgets"))
    #expect(lint.diagnostics.map { "\($0.location) \($0.path) \($0.code): \($0.message)" } == [
      "1:8 $.aps push-type-missing-key: a widgets push needs `content-changed` in `aps`; without it nothing reloads"
    ])
  }
}
