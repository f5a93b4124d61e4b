import Testing

@testable import NotificationPayload

/// A device token of 64 hex digits, from Apple's example request.
private let token = "00fc13adff785122b4ad28809a3420982341241421348097878e577c991de8f0"
private let alertBody = #"{"aps":{"alert":"Hello"}}"#
private let backgroundBody = #"{"aps":{"content-available":1}}"#

/// An alert request that APNs accepts, with `changes` applied: a field replaces the field of the
/// same name, a `nil` value removes it, and `extra` fields are appended as sent.
private func request(
  _ changes: [String: String?] = [:],
  extra: [(name: String, value: String)] = [],
  deviceToken: String? = nil,
  body: String = alertBody,
  bundleID: String? = nil,
  allowedTopics: [String]? = nil
) -> APNsRequest {
  var headers: [(name: String, value: String)] = [
    (":method", "POST"), (":path", "/3/device/\(token)"), ("apns-push-type", "alert"),
    ("apns-topic", "com.example.app"),
  ]
  for (name, value) in changes.sorted(by: { $0.key < $1.key }) {
    if let index = headers.firstIndex(where: { $0.name == name }) {
      if let value { headers[index].value = value } else { headers.remove(at: index) }
    } else if let value {
      headers.append((name, value))
    }
  }
  return APNsRequest(
    headers: headers + extra, deviceToken: deviceToken, body: body, bundleID: bundleID,
    allowedTopics: allowedTopics)
}

/// A payload of exactly `size` bytes.
private func payload(ofSize size: Int) -> String {
  let frame = #"{"aps":{"alert":""}}"#
  return #"{"aps":{"alert":""# + String(repeating: "x", count: size - frame.utf8.count) + #""}}"#
}

struct RejectionCase: Sendable, CustomTestStringConvertible {
  var name: String
  var request: APNsRequest
  var reason: APNsReason
  var status: Int
  var message: String
  var testDescription: String { name }
}

private let rejectionCases: [RejectionCase] = [
  RejectionCase(
    name: "GET", request: request([":method": "GET"]), reason: .methodNotAllowed, status: 405,
    message: "APNs answers 405 MethodNotAllowed: :method is GET; APNs accepts POST only"),
  RejectionCase(
    name: "wrong path", request: request([":path": "/3/devices/abc"]), reason: .badPath, status: 404,
    message: #"APNs answers 404 BadPath: :path is "/3/devices/abc"; expected /3/device/<hex token>"#),
  RejectionCase(
    name: "no token", request: request([":path": "/3/device/"]), reason: .missingDeviceToken, status: 400,
    message: "APNs answers 400 MissingDeviceToken: no device token; the :path must be /3/device/<hex token>"),
  RejectionCase(
    name: "token with spaces", request: request([":path": nil], deviceToken: "<00fc 13ad>"),
    reason: .badDeviceToken, status: 400,
    message: "APNs answers 400 BadDeviceToken: the device token has '<' at character 1; "
      + "a token is hex digits only"),
  RejectionCase(
    name: "token too short", request: request([":path": "/3/device/" + String(token.dropLast(2))]),
    reason: .badDeviceToken, status: 400,
    message: "APNs answers 400 BadDeviceToken: the device token is 62 hex digits long; "
      + "expected an even length from 64 to 200"),
  RejectionCase(
    name: "odd token length", request: request([":path": "/3/device/\(token)a"]),
    reason: .badDeviceToken, status: 400,
    message: "APNs answers 400 BadDeviceToken: the device token is 65 hex digits long; "
      + "expected an even length from 64 to 200"),
  RejectionCase(
    name: "token too long", request: request([":path": "/3/device/" + String(repeating: "ab", count: 101)]),
    reason: .badDeviceToken, status: 400,
    message: "APNs answers 400 BadDeviceToken: the device token is 202 hex digits long; "
      + "expected an even length from 64 to 200"),
  RejectionCase(
    name: "duplicate priority", request: request(extra: [("apns-priority", "10"), ("APNS-Priority", "5")]),
    reason: .duplicateHeaders, status: 400,
    message: "APNs answers 400 DuplicateHeaders: apns-priority is sent 2 times"),
  RejectionCase(
    name: "unknown push type", request: request(["apns-push-type": "silent"]),
    reason: .invalidPushType, status: 400,
    message: #"APNs answers 400 InvalidPushType: apns-push-type is "silent"; expected alert, background, "#
      + "location, voip, complication, fileprovider, mdm, liveactivity, pushtotalk, controls or widgets"),
  RejectionCase(
    name: "upper-case push type", request: request(["apns-push-type": "Alert"]),
    reason: .invalidPushType, status: 400,
    message: #"APNs answers 400 InvalidPushType: apns-push-type is "Alert"; expected alert, background, "#
      + "location, voip, complication, fileprovider, mdm, liveactivity, pushtotalk, controls or widgets"),
  RejectionCase(
    name: "no topic", request: request(["apns-topic": nil]), reason: .missingTopic, status: 400,
    message: "APNs answers 400 MissingTopic: no apns-topic header; "
      + "token-based connections must name the topic"),
  RejectionCase(
    name: "empty topic", request: request(["apns-topic": ""]), reason: .badTopic, status: 400,
    message: "APNs answers 400 BadTopic: apns-topic is empty"),
  RejectionCase(
    name: "topic with space", request: request(["apns-topic": "com.example app"]), reason: .badTopic,
    status: 400, message: #"APNs answers 400 BadTopic: apns-topic "com.example app" contains white space"#),
  RejectionCase(
    name: "voip without .voip", request: request(["apns-push-type": "voip"]), reason: .badTopic, status: 400,
    message: #"APNs answers 400 BadTopic: apns-topic "com.example.app" lacks the suffix .voip that "#
      + "apns-push-type voip needs"),
  RejectionCase(
    name: "alert to a voip topic", request: request(["apns-topic": "com.example.app.voip"]),
    reason: .badTopic, status: 400,
    message: #"APNs answers 400 BadTopic: apns-topic "com.example.app.voip" ends in .voip, the suffix of "#
      + "voip pushes, but apns-push-type is alert"),
  RejectionCase(
    name: "topic outside the key's team", request: request(allowedTopics: ["com.example.other"]),
    reason: .topicDisallowed, status: 400,
    message: "APNs answers 400 TopicDisallowed: the provider's credentials do not cover com.example.app "
      + "(they cover com.example.other)"),
  RejectionCase(
    name: "token of another app", request: request(bundleID: "com.example.other"),
    reason: .deviceTokenNotForTopic, status: 400,
    message: "APNs answers 400 DeviceTokenNotForTopic: the device token belongs to com.example.other, "
      + #"but apns-topic is "com.example.app""#),
  RejectionCase(
    name: "token of another app, voip topic",
    request: request(["apns-push-type": "voip", "apns-topic": "com.example.app.voip"], bundleID: "com.example"),
    reason: .deviceTokenNotForTopic, status: 400,
    message: "APNs answers 400 DeviceTokenNotForTopic: the device token belongs to com.example, "
      + #"but apns-topic is "com.example.app.voip""#),
  RejectionCase(
    name: "apns-id not a UUID", request: request(["apns-id": "123"]), reason: .badMessageID, status: 400,
    message: #"APNs answers 400 BadMessageId: apns-id "123" is not a UUID in 8-4-4-4-12 form"#),
  RejectionCase(
    name: "apns-id without hyphens", request: request(["apns-id": "123e4567e89b12d3a4564266554400a0"]),
    reason: .badMessageID, status: 400,
    message: #"APNs answers 400 BadMessageId: apns-id "123e4567e89b12d3a4564266554400a0" is not a UUID "#
      + "in 8-4-4-4-12 form"),
  RejectionCase(
    name: "priority 7", request: request(["apns-priority": "7"]), reason: .badPriority, status: 400,
    message: "APNs answers 400 BadPriority: apns-priority is 7; use 10, 5 or 1"),
  RejectionCase(
    name: "priority high", request: request(["apns-priority": "high"]), reason: .badPriority, status: 400,
    message: #"APNs answers 400 BadPriority: apns-priority is "high"; use 10, 5 or 1"#),
  RejectionCase(
    name: "negative expiration", request: request(["apns-expiration": "-1"]), reason: .badExpirationDate,
    status: 400,
    message: #"APNs answers 400 BadExpirationDate: apns-expiration is "-1"; "#
      + "expected UNIX epoch seconds, 0 or more"),
  RejectionCase(
    name: "expiration past 64 bits", request: request(["apns-expiration": "9223372036854775808"]),
    reason: .badExpirationDate, status: 400,
    message: "APNs answers 400 BadExpirationDate: apns-expiration is 9223372036854775808, "
      + "past the 64-bit range of UNIX epoch seconds (at most 9223372036854775807)"),
  RejectionCase(
    name: "date as expiration", request: request(["apns-expiration": "2026-01-01"]),
    reason: .badExpirationDate, status: 400,
    message: "APNs answers 400 BadExpirationDate: apns-expiration is \"2026-01-01\"; "
      + "expected UNIX epoch seconds, 0 or more"),
  RejectionCase(
    name: "collapse id 65 bytes", request: request(["apns-collapse-id": String(repeating: "c", count: 65)]),
    reason: .badCollapseID, status: 400,
    message: "APNs answers 400 BadCollapseId: apns-collapse-id is 65 bytes long; the limit is 64"),
  RejectionCase(
    name: "collapse id 22 characters, 66 bytes",
    request: request(["apns-collapse-id": String(repeating: "€", count: 22)]),
    reason: .badCollapseID, status: 400,
    message: "APNs answers 400 BadCollapseId: apns-collapse-id is 66 bytes long; the limit is 64"),
  RejectionCase(
    name: "empty body", request: request(body: ""), reason: .payloadEmpty, status: 400,
    message: "APNs answers 400 PayloadEmpty: the request body is empty"),
  RejectionCase(
    name: "alert payload 4097 bytes", request: request(body: payload(ofSize: 4097)),
    reason: .payloadTooLarge, status: 413,
    message: "APNs answers 413 PayloadTooLarge: the payload is 4097 bytes; alert pushes allow 4096"),
  RejectionCase(
    name: "voip payload 5121 bytes",
    request: request(
      ["apns-push-type": "voip", "apns-topic": "com.example.app.voip"], body: payload(ofSize: 5121)),
    reason: .payloadTooLarge, status: 413,
    message: "APNs answers 413 PayloadTooLarge: the payload is 5121 bytes; voip pushes allow 5120"),
  RejectionCase(
    name: "voip by topic, no push type, 5121 bytes",
    request: request(
      ["apns-push-type": nil, "apns-topic": "com.example.app.voip"], body: payload(ofSize: 5121)),
    reason: .payloadTooLarge, status: 413,
    message: "APNs answers 413 PayloadTooLarge: the payload is 5121 bytes; voip pushes allow 5120"),
]

@Suite struct APNsGatewayTests {
  @Test(arguments: rejectionCases)
  func rejection(_ testCase: RejectionCase) {
    let response = APNsGateway.check(testCase.request)
    #expect(response.status == testCase.status)
    #expect(response.reason == testCase.reason)
    #expect(response.reason?.status == testCase.status)
    #expect(response.bodyJSON == #"{"reason":"\#(testCase.reason.rawValue)"}"#)
    let errors = APNsGateway.diagnostics(for: testCase.request).filter { $0.severity == .error }
    #expect(errors.map(\.message) == [testCase.message])
    #expect(errors.first?.code == testCase.reason.diagnosticCode)
    #expect(errors.first?.path == .root)
    #expect(errors.first?.location == .start)
  }

  @Test func everyTriggerableRequestReasonHasACase() {
    let triggered = Set(rejectionCases.map(\.reason))
    let untriggerable: Set<APNsReason> = [
      .idleTimeout, .badCertificate, .badCertificateEnvironment, .expiredProviderToken, .forbidden,
      .invalidProviderToken, .missingProviderToken, .unrelatedKeyIDInToken, .badEnvironmentKeyIDInToken,
      .expiredToken, .unregistered,
      .tooManyProviderTokenUpdates, .tooManyRequests, .internalServerError, .serviceUnavailable, .shutdown,
      .channelNotRegistered,
    ]
    #expect(triggered.union(untriggerable) == Set(APNsReason.allCases))
    #expect(triggered.isDisjoint(with: untriggerable))
  }

  @Test(arguments: [
    ("alert", "com.example.app", alertBody, "10"),
    ("background", "com.example.app", backgroundBody, "5"),
    ("location", "com.example.app.location-query", "{}", "10"),
    ("voip", "com.example.app.voip", #"{"call":"1"}"#, "10"),
    ("complication", "com.example.app.complication", #"{"aps":{}}"#, "5"),
    ("fileprovider", "com.example.app.pushkit.fileprovider", #"{"container-identifier":"x"}"#, "10"),
    ("mdm", "com.apple.mgmt.External.18a80b4b-4a5e-4e4f-9f7f-6a0a1f2c3d4e", #"{"mdm":"x"}"#, "10"),
    ("liveactivity", "com.example.app.push-type.liveactivity",
     #"{"aps":{"timestamp":1,"event":"update","content-state":{}}}"#, "10"),
    ("pushtotalk", "com.example.app.voip-ptt", "{}", "10"),
    ("controls", "com.example.app.push-type.controls", #"{"aps":{"content-changed":true}}"#, "10"),
  ])
  func validRequestForEachPushType(pushType: String, topic: String, body: String, priority: String) {
    let sent = request(
      ["apns-push-type": pushType, "apns-topic": topic, "apns-priority": priority], body: body,
      bundleID: "com.example.app", allowedTopics: ["com.example.app"])
    let response = APNsGateway.check(sent)
    #expect(response == .success(apnsID: response.apnsID))
    #expect(response.status == 200)
    #expect(response.reason == nil)
    #expect(response.bodyJSON == "")
    #expect(APNsGateway.diagnostics(for: sent).filter { $0.severity == .error }.isEmpty)
  }

  @Test func pushTypesCoverAppleList() {
    #expect(APNsPushType.allCases.map(\.rawValue) == [
      "alert", "background", "location", "voip", "complication", "fileprovider", "mdm", "liveactivity",
      "pushtotalk", "controls", "widgets",
    ])
    #expect(APNsPushType.allCases.map { $0.topicSuffix ?? "(any)" } == [
      "", "", ".location-query", ".voip", ".complication", ".pushkit.fileprovider", "(any)",
      ".push-type.liveactivity", ".voip-ptt", ".push-type.controls", ".push-type.widgets",
    ])
    #expect(APNsPushType(rawValue: "widgets").isKnown)
    #expect(APNsPushType(rawValue: "Widgets").isKnown == false)
  }

  @Test func boundaries() {
    let collapse64 = request(["apns-collapse-id": String(repeating: "c", count: 64)])
    #expect(APNsGateway.check(collapse64).status == 200)
    #expect(APNsGateway.check(request(body: payload(ofSize: 4096))).status == 200)
    #expect(APNsGateway.check(request(body: payload(ofSize: 4097))).status == 413)
    let voip = ["apns-push-type": "voip", "apns-topic": "com.example.app.voip"]
    #expect(APNsGateway.check(request(voip, body: payload(ofSize: 5120))).status == 200)
    #expect(APNsGateway.check(request(voip, body: payload(ofSize: 5121))).status == 413)
    // A 4097-byte alert is too large even though VoIP would take it.
    #expect(APNsGateway.check(request(body: payload(ofSize: 5000))).reason == .payloadTooLarge)
  }

  @Test func aTopicsPushTypeIsFoundByItsSuffixInASCIIAndOtherText() {
    #expect(APNsGateway.pushType(forTopic: "com.example.app.voip") == .voip)
    #expect(APNsGateway.pushType(forTopic: "com.exämple.app.voip") == .voip)
    #expect(APNsGateway.pushType(forTopic: "com.example.app") == nil)
    #expect(APNsGateway.pushType(forTopic: "com.exämple.app") == nil)
    // A suffix alone names no app: it is not taken as the push type.
    #expect(APNsGateway.pushType(forTopic: ".voip") == nil)
  }

  @Test func deviceTokens() {
    // Simulator tokens are longer than 64 hex digits; upper case is accepted.
    let simulatorToken = String(repeating: "0123456789ABCDEF", count: 10)
    #expect(APNsGateway.check(request([":path": "/3/device/\(simulatorToken)"])).status == 200)
    let longest = String(repeating: "ab", count: 100)
    #expect(APNsGateway.check(request([":path": "/3/device/\(longest)"])).status == 200)
    // The token may come apart from the headers, with no :path at all.
    #expect(APNsGateway.check(request([":path": nil], deviceToken: token)).status == 200)
    #expect(APNsGateway.check(request([":path": nil])).reason == .missingDeviceToken)
  }

  @Test func orderOfChecks() {
    // Token before headers, headers in a fixed order, payload last.
    let everythingWrong = request(
      [":path": "/3/device/xyz", "apns-priority": "7", "apns-collapse-id": String(repeating: "c", count: 65)],
      body: "")
    #expect(APNsGateway.check(everythingWrong).reason == .badDeviceToken)
    let headersWrong = request(
      ["apns-priority": "7", "apns-expiration": "soon", "apns-collapse-id": String(repeating: "c", count: 65)],
      body: "")
    #expect(APNsGateway.check(headersWrong).reason == .badPriority)
    let topicAndID = request(["apns-topic": nil, "apns-id": "nope", "apns-push-type": "push"])
    #expect(APNsGateway.check(topicAndID).reason == .invalidPushType)
    #expect(APNsGateway.check(request(["apns-topic": nil, "apns-id": "nope"])).reason == .missingTopic)
    let expirationAndSize = request(["apns-expiration": "soon"], body: payload(ofSize: 4097))
    #expect(APNsGateway.check(expirationAndSize).reason == .badExpirationDate)
    let duplicateAndPushType = request(["apns-push-type": "nope"], extra: [("apns-topic", "com.example.app")])
    #expect(APNsGateway.check(duplicateAndPushType).reason == .duplicateHeaders)
    // APNs answers one reason; lint reports every one, in the gateway's order.
    let errors = APNsGateway.diagnostics(for: everythingWrong).filter { $0.severity == .error }
    #expect(errors.map(\.code) == [APNsReason.badDeviceToken, .badPriority, .badCollapseID, .payloadEmpty].map(\.diagnosticCode))
    #expect(errors.first?.message.hasPrefix("APNs answers 400 BadDeviceToken: ") == true)
    #expect(errors.dropFirst().allSatisfy { $0.message.hasPrefix("once that is fixed, APNs answers 400 ") })
  }

  @Test func headerNamesAreCaseInsensitive() {
    let sent = APNsRequest(
      headers: [
        (":path", "/3/device/\(token)"), ("APNS-Push-Type", "background"), ("Apns-Topic", "com.example.app"),
        ("apns-PRIORITY", " 5 "),
      ],
      body: backgroundBody)
    let headers = sent.parsedHeaders
    #expect(headers.pushType == .background)
    #expect(headers.topic == "com.example.app")
    #expect(headers.priority == .powerConsiderate)
    #expect(APNsGateway.check(sent).status == 200)
    #expect(APNsGateway.diagnostics(for: sent).isEmpty)
  }

  @Test func headerTextParsing() {
    let fields = APNsHeaders.fields(parsing: """
      # a comment
      :method: POST
      :path: /3/device/\(token)
      apns-topic:com.example.app

      apns-push-type : alert
      broken
      """)
    #expect(fields.map(\.name) == [":method", ":path", "apns-topic", "apns-push-type", "broken"])
    #expect(fields.map(\.value) == ["POST", "/3/device/\(token)", "com.example.app", "alert", ""])
    let headers = APNsHeaders(fields: fields)
    #expect(headers.pathDeviceToken == token)
    #expect(headers.effectivePriority == .immediate)
    #expect(headers.expiration == nil)
    #expect(APNsHeaders(fields: [("apns-expiration", "0")]).expiration == 0)
  }

  @Test func `headers read from fields match headers read from tuples`() {
    let names = [
      ":method", ":path", "authorization", "apns-push-type", "apns-priority", "apns-expiration", "apns-collapse-id",
      "apns-topic", "apns-id", "APNS-ID", "Apns-Topic", "apns-idx", "apns-topi", "x-custom", ":Path", "apns-prioritY",
    ]
    let fields = names.enumerated().map { (name: $0.element, value: $0.offset % 3 == 0 ? " \t v\($0.offset) " : "v\($0.offset)") }
    // Each name once, then every name twice (repeats), then the list reversed.
    for sample in [fields, fields + fields, fields.reversed() + fields] {
      let fromTuples = APNsHeaders(fields: sample)
      let fromFields = APNsHeaders(headerFields: sample.map { APNsHeaders.Field(name: $0.name, value: $0.value) })
      #expect(fromTuples == fromFields)
    }
    #expect(APNsHeaders(fields: fields).topic == "v7")
    #expect(APNsHeaders(fields: fields).method == "v0")
    #expect(APNsHeaders(fields: fields).fields[0].value == "v0")
    // Names differing only in case repeat each other.
    #expect(APNsHeaders(fields: fields).duplicateNames == ["apns-id", "apns-topic", "apns-priority"])
  }

  @Test func `a body counted apart from the request is checked as the body`() {
    let big = APNsRequest(
      headers: [("apns-push-type", "alert"), ("apns-topic", "com.example.app")], deviceToken: token,
      body: Array(repeating: UInt8(ascii: " "), count: 4097))
    var counted = big
    counted.body = []
    let headers = big.parsedHeaders
    #expect(APNsGateway.rejectionReason(big, headers: headers) == .payloadTooLarge)
    #expect(APNsGateway.rejectionReason(counted, headers: headers, bodySize: 4097) == .payloadTooLarge)
    #expect(APNsGateway.rejectionReason(counted, headers: headers, bodySize: 4096) == nil)
    #expect(APNsGateway.rejectionReason(counted, headers: headers, bodySize: 0) == .payloadEmpty)
    for type in APNsPushType.allCases + [APNsPushType(rawValue: "Alert")] {
      #expect(type.topicSuffix == APNsPushTypeRule.rule(for: type)?.topicSuffix)
      #expect(type.maximumPayloadSize == (APNsPushTypeRule.rule(for: type)?.maximumPayloadSize ?? PayloadLinter.maximumPayloadSize))
    }
  }

  @Test func responseCarriesTheApnsID() {
    let id = "123e4567-e89b-12d3-a456-4266554400a0"
    #expect(APNsGateway.check(request(["apns-id": id])).apnsID == id)
    #expect(APNsGateway.check(request(["apns-id": id, "apns-priority": "7"])).apnsID == id)
    // Without one, APNs makes one up; the simulator derives it from the request, deterministically.
    let made = APNsGateway.check(request()).apnsID
    #expect(made == APNsGateway.check(request()).apnsID)
    #expect(made != APNsGateway.check(request(body: backgroundBody)).apnsID)
    #expect(made.map(APNsGateway.isUUID) == true)
    #expect(made?.lowercased() == made)
    #expect(made.map { Array($0)[14] } == "4")
  }

  @Test func reasonsAndStatuses() {
    #expect(APNsReason.allCases.count == 33)
    #expect(APNsReason.allCases.filter { $0.status == 400 }.count == 15)
    #expect(APNsReason.allCases.filter { $0.status == 403 }.count == 8)
    #expect(APNsReason.payloadTooLarge.status == 413)
    #expect(APNsReason.unregistered.status == 410)
    #expect(APNsReason.badCollapseID.rawValue == "BadCollapseId")
    #expect(APNsReason.badPriority.diagnosticCode == .apnsBadPriority)
    #expect(APNsReason.deviceTokenNotForTopic.diagnosticCode == "apns-device-token-not-for-topic")
    #expect(APNsReason.unrelatedKeyIDInToken.diagnosticCode == "apns-unrelated-key-id-in-token")
    #expect(APNsReason.allCases.allSatisfy { !$0.explanation.isEmpty })
    #expect(APNsResponse.failure(.badTopic, apnsID: nil).description == "400 BadTopic")
    #expect(APNsPriority.default == .immediate)
  }

  // MARK: - Warnings

  private func warnings(_ sent: APNsRequest) -> [String] {
    APNsGateway.diagnostics(for: sent).filter { $0.severity == .warning }.map { "\($0.code): \($0.message)" }
  }

  @Test func backgroundAtPriority10IsAcceptedWithAWarning() {
    let sent = request(["apns-push-type": "background", "apns-priority": "10"], body: backgroundBody)
    #expect(APNsGateway.check(sent).status == 200)
    #expect(warnings(sent) == [
      "apns-background-priority: apns-priority is 10; "
        + "Apple calls priority 10 an error with apns-push-type background"
    ])
    let diagnostic = APNsGateway.diagnostics(for: sent)[0]
    #expect(diagnostic.citation?.confidence == .apple)
    #expect(diagnostic.citation?.url.hasSuffix("sending-notification-requests-to-apns") == true)
    let omitted = request(["apns-push-type": "background"], body: backgroundBody)
    #expect(warnings(omitted) == [
      "apns-background-priority: apns-priority is absent, so APNs uses 10; "
        + "Apple calls priority 10 an error with apns-push-type background"
    ])
    let five = request(["apns-push-type": "background", "apns-priority": "5"], body: backgroundBody)
    #expect(warnings(five).isEmpty)
  }

  @Test func missingPushType() {
    #expect(warnings(request(["apns-push-type": nil])) == [
      "apns-missing-push-type: apns-push-type is missing; Apple recommends it on iOS and requires it on "
        + "watchOS 6 and later"
    ])
    let background = request(["apns-push-type": nil, "apns-priority": "5"], body: backgroundBody)
    #expect(APNsGateway.diagnostics(for: background).first?.hint == "Add the header apns-push-type: background.")
    let legacy = request(["apns-push-type": nil], body: backgroundBody)
    #expect(warnings(legacy) == [
      "apns-missing-push-type: apns-push-type is missing; Apple recommends it on iOS and requires it on "
        + "watchOS 6 and later",
      "apns-background-priority: apns-priority is absent, so APNs uses 10; "
        + "Apple calls priority 10 an error with a background payload (content-available only)",
    ])
  }

  @Test func pushTypeNotMatchingThePayload() {
    #expect(warnings(request(["apns-priority": "5"], body: backgroundBody)) == [
      "apns-push-type-mismatch: apns-push-type is alert, but the payload is a background push "
        + "(content-available only)"
    ])
    let visible = request(["apns-push-type": "background", "apns-priority": "5"], body: alertBody)
    #expect(warnings(visible) == [
      "apns-push-type-mismatch: apns-push-type is background, but the payload shows an alert, sound or badge"
    ])
    // Not JSON, or no aps: no payload kind, no mismatch warning.
    #expect(warnings(request(body: "not json")).isEmpty)
  }

  @Test func upperCaseApnsID() {
    let sent = request(["apns-id": "123E4567-E89B-12D3-A456-4266554400A0"])
    #expect(APNsGateway.check(sent).status == 200)
    #expect(warnings(sent) == [
      #"apns-id-not-lowercase: apns-id "123E4567-E89B-12D3-A456-4266554400A0" has upper-case hex digits; "#
        + "Apple's canonical UUID form is lower case"
    ])
  }

  @Test func errorComesBeforeWarnings() {
    let sent = request(["apns-push-type": nil, "apns-priority": "7"])
    #expect(APNsGateway.diagnostics(for: sent).map(\.code) == [.apnsBadPriority, .apnsMissingPushType])
    #expect(APNsGateway.diagnostics(for: sent)[0].rendered(file: "h") == """
      h:1:1: error: APNs answers 400 BadPriority: apns-priority is 7; use 10, 5 or 1 [apns-bad-priority]
        at $
        hint: 10 delivers at once, 5 when the device's power allows, 1 without waking the device.
      """)
  }
}
