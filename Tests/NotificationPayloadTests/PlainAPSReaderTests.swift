import Testing

@testable import NotificationPayload

/// The linter's read of a plain `aps` straight into the model (`PlainAPSReader`): for every
/// payload and every way of sending it, the findings, the payload and the JSON must be those
/// of the read that builds every value, whether the plain read took the payload or gave up.
@Suite struct PlainAPSReaderTests {
  /// Payloads the plain read takes: every key and value form it reads.
  static let plain: [String] = [
    #"{"aps": {"alert": "Hi"}}"#,
    #"{"aps": {"alert": "Zoë 🎉 café", "badge": 3, "sound": "default", "category": "MESSAGE", "thread-id": "t1"}}"#,
    #"{"aps": {"alert": {"title": "T", "subtitle": "S", "body": "B", "launch-image": "L.png", "action-loc-key": "OPEN"}}}"#,
    #"{"aps": {"alert": {"title-loc-key": "T_%@", "title-loc-args": ["a"], "loc-key": "B_%1$@ %2$@", "loc-args": ["x", "y"]}}}"#,
    #"{"aps": {"alert": {"subtitle-loc-key": "S", "loc-key": "PLAIN"}}}"#,
    #"{"aps": {"alert": {"loc-key": "%@", "loc-args": ["only"]}, "badge": 0}}"#,
    #"{"aps": {"alert": {}}}"#,
    #"{"aps": {"content-available": 1}}"#,
    #"{"aps": {"alert": "Hi", "content-available": 1, "mutable-content": 1}}"#,
    #"{"aps": {"alert": {"body": "B"}, "mutable-content": 1}, "Simulator Target Bundle": "com.example.app"}"#,
    #"{"aps": {"sound": "chime.caf", "interruption-level": "time-sensitive", "relevance-score": 0.5}}"#,
    #"{"aps": {"badge": 9223372036854775807, "relevance-score": 1, "target-content-id": "w", "filter-criteria": "work"}}"#,
    #"{"aps": {"alert": "Hi", "relevance-score": 0e0}}"#,
    #"{"aps": {"alert": "Hi"}, "meta": {"id": 7, "tags": ["a", 1]}, "note": "x", "Simulator Target Bundle": "a", "ids": [1]}"#,
    #"{"aps": {"alert": "Hi"}, "Simulator Target Bundel": "com.example.app"}"#,
    #"{"aps": {"alert": "Hi"}, "Simulator Target Bundle": 7}"#,
    #"{"aps": {"mutable-content": 1, "alert": {"title-loc-key": "T"}}}"#,
    #"{"aps": {"mutable-content": 1, "badge": 1}}"#,
    #"{"aps": {"mutable-content": 1}}"#,
    #"{"aps": {}}"#,
    "{\n  \"aps\": {\n    \"alert\": {\"title\": \"T\", \"body\": \"B\"},\n    \"mutable-content\": 1\n  }\n}\n",
    "{\r\n\t\"aps\" :\t{ \"alert\" : \"Hi\" ,\r\n \"badge\" : 2 } }",
  ]

  /// Payloads the plain read gives up on, each for one reason; the full checks then read them.
  static let notPlain: [String] = [
    #"{"aps": {"alert": "Line\nbreak"}}"#,
    #"{"aps": {"alert": {"title": "\u00e9"}}}"#,
    #"{"aps": {"alert": "Hi", "badge": -1}}"#,
    #"{"aps": {"alert": "Hi", "badge": 1.5}}"#,
    #"{"aps": {"alert": "Hi", "badge": 1e2}}"#,
    #"{"aps": {"alert": "Hi", "badge": 99999999999999999999}}"#,
    #"{"aps": {"alert": "Hi", "badge": "1"}}"#,
    #"{"aps": {"content-available": 0}}"#,
    #"{"aps": {"content-available": true}}"#,
    #"{"aps": {"content-available": 1.0}}"#,
    #"{"aps": {"content-available": 10}}"#,
    #"{"aps": {"alert": "Hi", "mutable-content": "1"}}"#,
    #"{"aps": {"alert": "Hi", "interruption-level": "urgent"}}"#,
    #"{"aps": {"alert": "Hi", "relevance-score": 1.5}}"#,
    #"{"aps": {"alert": "Hi", "relevance-score": -0.1}}"#,
    #"{"aps": {"alert": "Hi", "relevance-score": "0.5"}}"#,
    #"{"aps": {"alert": {"loc-key": "%@ and %@", "loc-args": ["one"]}}}"#,
    #"{"aps": {"alert": {"loc-key": "%@"}}}"#,
    #"{"aps": {"alert": {"loc-args": ["one"]}}}"#,
    #"{"aps": {"alert": {"loc-key": "K", "loc-args": ["one", 2]}}}"#,
    #"{"aps": {"alert": {"action-loc-key": null}}}"#,
    #"{"aps": {"alert": {"title": 1}}}"#,
    #"{"aps": {"alert": {"summary-arg": "Ana"}}}"#,
    #"{"aps": {"alert": {"tilte": "T"}}}"#,
    #"{"aps": {"alert": {"badge": 1}}}"#,
    #"{"aps": {"alert": 7}}"#,
    #"{"aps": {"alert": "Hi", "sound": {"critical": 1, "name": "default", "volume": 0.5}}}"#,
    #"{"aps": {"alert": "Hi", "summary-arg": "Ana"}}"#,
    #"{"aps": {"alert": "Hi", "category": 3}}"#,
    #"{"aps": {"alert": "Hi", "custom": 1}}"#,
    #"{"aps": {"alert": "Hi", "title": "T"}}"#,
    #"{"aps": {"event": "update", "content-state": {}, "timestamp": 1}}"#,
    #"{"aps": {"alert": "Hi", "badge": 1, "badge": 2}}"#,
    #"{"aps": {"alert": "Hi"}, "thread-id": "t1"}"#,
    #"{"aps": {"alert": "Hi", "thread-id": "t1"}, "thread-id": "t2"}"#,
    #"{"aps": "Hi"}"#,
    #"{"apss": {"alert": "Hi"}}"#,
    #"{"aps": {"alert": "Hi"}, "aps": {"badge": 2}}"#,
    #"{"aps": {"alert": "Hi"},}"#,
    #"{"aps": {"alert": "Hi""#,
    #"[1]"#,
    "",
    #"{"aps": {"alert": "Hi", "sound": {"critical": 0, "name": "default"}}}"#,
    #"{"aps": {"alert": "Hi", "sound": {"critical": 1, "name": "alarm.caf", "volume": 2}}}"#,
    #"{"aps": {"alert": "Hi", "sound": {"critcal": 1}}}"#,
    #"{"aps": {"event": "begin", "content-state": {}, "timestamp": 1}}"#,
    #"{"aps": {"event": "update", "content-state": {}, "timestamp": 1700000000000}}"#,
    #"{"aps": {"event": "update", "content-state": {}, "timestamp": 9223372036854775808}}"#,
    #"{"aps": {"event": "update", "content-state": {}, "timestamp": 1, "attributes-type": "Score"}}"#,
    #"{"aps": {"content-changed": true}}"#,
    #"{"aps": {"alert": "Hi", "ptt-push-type": "service-update"}}"#,
    #"{"aps": {"alert": ""# + String(repeating: "x", count: 5200) + #""}}"#,
    #"{"aps": {"alert": "Hi"}, "deep": "# + String(repeating: "[", count: 600) + String(repeating: "]", count: 600) + "}",
  ]

  static let sendings: [PayloadLinter.Options] = [nil, "alert", "background", "voip", "liveactivity", "mdm", "pushtotalk", "widgets"].flatMap {
    (pushType: String?) in [false, true].map { PayloadLinter.Options(pushType: pushType, isSimulatorFile: $0) }
  }

  /// The rules no payload in the lists can reach, each with why. Every other rule must be
  /// reached by one of them, sent one of the ways above, so that a rule added to the checker
  /// fails the next test until a payload that triggers it joins a list, where the first test
  /// holds the plain read to it.
  static let rulesNotReached: [DiagnosticCode: String] = [
    .invalidUTF8: "the lists are Swift strings, which hold only valid UTF-8; SkimmingReadTests and the lint fuzz target read invalid bytes"
  ]

  @Test func `every payload rule is reached by the lists, so a new rule is compared too`() {
    var reached = Set<DiagnosticCode>()
    for text in Self.plain + Self.notPlain {
      for options in Self.sendings {
        reached.formUnion(PayloadLinter.lint(Array(text.utf8), options: options).diagnostics.map(\.code))
      }
    }
    let missed = PayloadLinter.rules.map(\.code).filter { !reached.contains($0) && Self.rulesNotReached[$0] == nil }
    #expect(missed == [])
    let listedButReached = Self.rulesNotReached.keys.filter { reached.contains($0) }
    #expect(listedButReached == [])
  }

  @Test(arguments: plain + notPlain)
  func `findings, payload and JSON are the full read's however the payload is sent`(_ text: String) {
    for options in Self.sendings {
      let read = PayloadLinter.lint(Array(text.utf8), options: options)
      let full = PayloadLinter.lint(Array(text.utf8), options: options, skimsAppKeys: false)
      #expect(read.diagnostics == full.diagnostics, "\(options)")
      #expect(read.json == full.json, "\(options)")
      #expect(read.payload == full.payload, "\(options)")
      #expect(read.payload?.aps.json == full.payload?.aps.json, "\(options)")
      #expect(read.payload?.simulatorTargetBundle == full.payload?.simulatorTargetBundle, "\(options)")
    }
  }

  @Test(arguments: plain)
  func `a plain aps is read from its bytes, its tree left for when it is asked for`(_ text: String) throws {
    for options in [PayloadLinter.Options(), PayloadLinter.Options(pushType: "alert"), PayloadLinter.Options(isSimulatorFile: true)] {
      let payload = try #require(PayloadLinter.lint(Array(text.utf8), options: options).payload)
      #expect(payload.aps.isReadFromDocument)
      #expect(payload.aps.summaryArgument == nil)
    }
  }

  @Test(arguments: notPlain)
  func `an aps the plain read gives up on is read as before`(_ text: String) {
    let payload = PayloadLinter.lint(Array(text.utf8), options: PayloadLinter.Options(isSimulatorFile: true)).payload
    #expect(payload?.aps.isReadFromDocument != true)
  }

  @Test func `a background push's aps is checked by the full rules, not read plainly`() throws {
    let text = #"{"aps": {"content-available": 1}}"#
    let payload = try #require(PayloadLinter.lint(Array(text.utf8), options: PayloadLinter.Options(pushType: "background")).payload)
    #expect(!payload.aps.isReadFromDocument)
  }

  @Test func `mutable-content in a plain simulated push is reported where its value stands`() throws {
    let text = "{\n  \"aps\": {\n    \"alert\": {\"title\": \"T\", \"body\": \"B\"},\n    \"mutable-content\": 1\n  }\n}\n"
    let result = PayloadLinter.lint(Array(text.utf8), options: PayloadLinter.Options(isSimulatorFile: true))
    #expect(result.payload?.aps.isReadFromDocument == true)
    let finding = try #require(result.diagnostics.first)
    #expect(result.diagnostics.count == 1)
    #expect(finding.code == LintRule.simulatorIgnoresMutableContent.code)
    #expect(finding.message == "`mutable-content` has no effect in a simulated push; the service extension will not run")
    #expect(finding.location == SourcePosition(line: 4, column: 24, offset: 78))
    #expect(finding.path == ["aps", "mutable-content"])
  }

  @Test func `a plain aps that shows and wakes nothing is reported at aps`() throws {
    let text = #"{"aps": {"mutable-content": 1}}"#
    let result = PayloadLinter.lint(Array(text.utf8), options: PayloadLinter.Options(pushType: "alert"))
    #expect(result.payload?.aps.isReadFromDocument == true)
    #expect(result.diagnostics.map(\.code) == [LintRule.payloadDoesNothing.code, LintRule.mutableContentWithoutAlertText.code])
    #expect(result.diagnostics.map(\.location.offset) == [8, 28])
  }

  @Test func `summary-arg is read from the tree of an aps that has one`() throws {
    let inAlert = #"{"aps": {"alert": {"body": "B", "summary-arg": "Ana"}}}"#
    let inAPS = #"{"aps": {"alert": "B", "summary-arg": "Bo"}}"#
    #expect(try #require(PayloadLinter.lint(inAlert).payload).aps.summaryArgument == "Ana")
    #expect(try #require(PayloadLinter.lint(inAPS).payload).aps.summaryArgument == "Bo")
  }

  @Test func `a plain aps changed in code keeps its new JSON`() throws {
    var aps = try #require(PayloadLinter.lint(#"{"aps": {"alert": "Hi"}}"#).payload).aps
    #expect(aps.json.object?["alert"]?.string == "Hi")
    aps.json = JSONValue(.object(JSONObject([JSONObject.Member(key: "badge", value: JSONValue(.number(JSONNumber(2))))])))
    #expect(!aps.isReadFromDocument)
    #expect(aps.json.object?["badge"]?.number?.intValue == 2)
    #expect(aps.alert?.body == "Hi")
  }
}
