import Testing

@testable import NotificationPayload

/// `JSONParser.parse(_:options:skimming:)`, which steps over top-level values instead of
/// building them, and the payload linter that reads the app's keys that way: the findings must
/// be the full read's in every case, and what is built must be what the full read builds.
@Suite struct SkimmingReadTests {
  /// Reads `bytes` skimming every top-level value, and in full.
  static func bothReads(_ bytes: [UInt8], options: JSONParser.Options = JSONParser.Options())
    -> (skimming: JSONParseResult, skimmed: Bool, full: JSONParseResult)
  {
    let (skimming, skimmed) = JSONParser.parse(bytes, options: options, skimming: .everyValue)
    return (skimming, skimmed, JSONParser.parse(bytes, options: options))
  }

  @Test(arguments: JSONParserTests.syntaxErrors)
  func `a syntax error gives the full read's finding`(_ testCase: SyntaxErrorCase) {
    let (skimming, skimmed, full) = Self.bothReads(testCase.text)
    #expect(!skimmed)
    #expect(skimming.value == nil)
    #expect(skimming.diagnostics == full.diagnostics)
  }

  /// Documents whose top-level values need the full read, each for its own reason.
  static let handedOver: [(String, String)] = [
    ("a repeated key", #"{"m": {"a": 1, "b": 2, "a": 3}}"#),
    ("a key repeated through an escape", #"{"m": {"a": 1, "\u0061": 2}}"#),
    ("keys equal as Swift strings, not as bytes", "{\"m\": {\"caf\u{E9}\": 1, \"cafe\u{301}\": 2}}"),
    ("a lone surrogate", #"{"m": ["\ud800"]}"#),
    ("a surrogate pair", #"{"m": "\ud83d\ude00"}"#),
    ("a trailing comma", "{\"m\": [1,\n 2, ]}"),
    ("a raw tab in a string", "{\"m\": {\"k\": \"a\tb\"}}"),
    ("a number with a leading zero", #"{"m": [01]}"#),
    ("an invalid escape", #"{"m": "\x"}"#),
    ("seventeen keys", "{\"m\": {" + (0..<17).map { "\"k\($0)\": \($0)" }.joined(separator: ", ") + "}}"),
    ("a literal in capitals", #"{"m": [True]}"#),
  ]

  @Test(arguments: handedOver.map(\.0))
  func `a value that needs the full read is read in full`(_ name: String) throws {
    let text = try #require(Self.handedOver.first { $0.0 == name }?.1)
    let (skimming, skimmed, full) = Self.bothReads(Array(text.utf8))
    #expect(!skimmed)
    #expect(skimming.value == full.value)
    #expect(skimming.diagnostics == full.diagnostics)
  }

  @Test func `an error after a value stepped over is the full read's finding`() {
    // Found by the json fuzz target: raw NUL bytes in a key that follows a value stepped over.
    let bytes = Array("{\n  \"aps\": {\"content-available\": 1},\n  \"syn".utf8) + [0, 0] + Array("c\": \"inbox\"\n}\n".utf8)
    let (skimming, skimmed, full) = Self.bothReads(bytes)
    #expect(!skimmed)
    #expect(skimming.value == nil)
    #expect(skimming.diagnostics == full.diagnostics)
    #expect(full.diagnostics.map(\.message) == ["raw NUL byte (U+0000) inside a string"])
  }

  @Test func `invalid UTF-8 in a value stepped over is the full read's finding`() {
    let bytes = Array(#"{"aps": {}, "m": {"k": ""#.utf8) + [0xC3, 0x28] + Array(#""}}"#.utf8)
    let (skimming, skimmed, full) = Self.bothReads(bytes)
    #expect(!skimmed)
    #expect(skimming.value == nil)
    #expect(skimming.diagnostics == full.diagnostics)
    #expect(full.diagnostics.map(\.code) == [.invalidUTF8])
  }

  @Test func `nesting past the limit in a value stepped over is the full read's finding`() {
    let text = #"{"m": [[[["deep"]]]]}"#
    let (skimming, skimmed, full) = Self.bothReads(Array(text.utf8), options: JSONParser.Options(maximumDepth: 4))
    #expect(!skimmed)
    #expect(skimming.diagnostics == full.diagnostics)
    #expect(full.diagnostics.map(\.code) == [.jsonTooDeep])
  }

  @Test func `text stepped over eight bytes at a time stops at anything special, wherever it stands`() {
    let specials: [[UInt8]] = [
      [], Array(#"\""#.utf8), Array(#"\\"#.utf8), Array(#"\n"#.utf8), Array(#"\u00e9"#.utf8), Array(#"\ud800"#.utf8),
      Array("\u{E9}".utf8), Array("\u{1F600}".utf8), [0x09], [0x01], [0x1F], [0x7F], [0xFF], [0xC3], [0x22],
    ]
    for length in 0..<20 {
      for special in specials {
        let bytes =
          Array(#"{"m": ""#.utf8) + Array(repeating: UInt8(ascii: "a"), count: length) + special
          + Array(repeating: UInt8(ascii: "b"), count: length % 9) + Array(#"", "n": 1}"#.utf8)
        let (skimming, _, full) = Self.bothReads(bytes)
        #expect(skimming.diagnostics == full.diagnostics, "\(length) \(special)")
        #expect(skimming.value?.object?.members.map(\.value.location) == full.value?.object?.members.map(\.value.location))
      }
    }
  }

  @Test func `values stepped over stand as empty values of their type at their positions`() throws {
    let text = """
      {"aps": {"alert": "Hi"},
        "n": -12.5e3, "s": "caf\u{E9} \\n \\u00e9", "o": {"x": [1, true, null, {"y": "z"}]},
        "a": [], "t": true, "f": false, "z": null}
      """
    let (skimming, skimmed, full) = Self.bothReads(Array(text.utf8))
    #expect(skimmed)
    #expect(skimming.diagnostics.isEmpty && full.diagnostics.isEmpty)
    let shallow = try #require(skimming.value?.object?.members)
    let whole = try #require(full.value?.object?.members)
    #expect(shallow.map(\.key) == whole.map(\.key))
    #expect(shallow.map(\.keyLocation) == whole.map(\.keyLocation))
    #expect(shallow.map(\.value.location) == whole.map(\.value.location))
    #expect(shallow.map(\.value.typeName) == whole.map(\.value.typeName))
    #expect(
      shallow.map(\.value.kind) == [
        .object(JSONObject()), .number(JSONNumber(literal: "0")), .string(""), .object(JSONObject()), .array([]),
        .bool(true), .bool(false), .null,
      ])
  }

  @Test func `only the keys the rule does not keep are stepped over`() throws {
    // `aps` kept by name, `keep` by its length (4), `skipped` stepped over.
    let text = #"{"aps": {"alert": "Hi"}, "keep": {"a": [1]}, "skipped": {"b": 2}}"#
    let rule = JSONParser.Skim(keptKey: "aps", keptLengths: 1 << 4)
    let (result, skimmed) = JSONParser.parse(Array(text.utf8), skimming: rule)
    let full = JSONParser.parse(text)
    #expect(skimmed)
    let members = try #require(result.value?.object?.members)
    #expect(members[0].value == full.value?.object?.members[0].value)
    #expect(members[1].value == full.value?.object?.members[1].value)
    #expect(members[2].value.kind == .object(JSONObject()))
  }

  @Test func `nothing is stepped over below the top level or outside an object`() {
    for text in [#"[{"a": {"b": 1}}]"#, #""text""#, "12"] {
      let (skimming, skimmed, full) = Self.bothReads(Array(text.utf8))
      #expect(!skimmed)
      #expect(skimming.value == full.value)
    }
  }

  // MARK: The payload linter

  /// Payloads with app keys of every shape, some with findings of their own.
  static let payloads: [String] = [
    #"{"aps": {"alert": "Hi", "badge": 1}, "meta": {"sender": {"id": 7, "name": "Zo\u00eb"}, "tags": ["a", 1]}, "note": "x"}"#,
    #"{"aps": {"alert": {"title": "T", "body": "B"}}, "Simulator Target Bundle": "com.example.app", "ids": [1, 2, 3]}"#,
    #"{"aps": {"alert": "Hi"}, "Simulator Target Bundel": "com.example.app", "m": {"k": 1}}"#,
    #"{"aps": {"alert": "Hi"}, "thread-id": "t1", "m": {"k": 1}}"#,
    #"{"aps": {"alert": "Hi", "badge": "1"}, "m": {"k": 1, "k": 2}}"#,
    #"{"apss": {"alert": "Hi"}, "m": {"k": 1}}"#,
    #"{"aps": {"alert": "Hi"}, "m": {"k": 1}, "aps": {"badge": 2}}"#,
    #"{"aps": "Hi", "m": [1]}"#,
  ]

  @Test(arguments: payloads)
  func `the linter's findings, payload and JSON are the full read's`(_ text: String) throws {
    for pushType in [nil, "alert", "background", "mdm", "voip"] as [String?] {
      for isSimulatorFile in [false, true] {
        let options = PayloadLinter.Options(pushType: pushType, isSimulatorFile: isSimulatorFile)
        let skimming = PayloadLinter.lint(Array(text.utf8), options: options, skimsAppKeys: true)
        let full = PayloadLinter.lint(Array(text.utf8), options: options, skimsAppKeys: false)
        #expect(skimming.diagnostics == full.diagnostics)
        #expect(skimming.json == full.json)
        #expect(skimming.payload == full.payload)
        if let payload = skimming.payload { #expect(payload.userInfo == full.json?.object) }
        #expect(skimming.payload?.simulatorTargetBundle == full.payload?.simulatorTargetBundle)
        #expect(skimming == full)
      }
    }
  }

  @Test func `a payload's app keys are read from its bytes when first asked for`() throws {
    let text = #"{"aps": {"alert": "Hi"}, "link": {"url": "news://article/42"}}"#
    let result = PayloadLinter.lint(text)
    var payload = try #require(result.payload)
    #expect(payload.customKeys["link"]?.object?["url"]?.string == "news://article/42")
    #expect(payload.aps.alert?.body == "Hi")
    // A change keeps the app's keys: the new storage takes them from the document.
    payload.aps.category = "NEWS"
    #expect(payload.userInfo["link"]?.object?["url"]?.string == "news://article/42")
    #expect(payload.aps.category == "NEWS")
  }

  @Test func `a payload's app keys read on many threads at once are the same`() async throws {
    let text = #"{"aps": {"alert": "Hi"}, "meta": {"tags": ["a", "b"], "n": 1}}"#
    let payload = try #require(PayloadLinter.lint(text).payload)
    let expected = try #require(JSONParser.parse(text).value?.object)
    let results = await withTaskGroup(of: JSONObject.self) { group in
      for _ in 0..<8 { group.addTask { payload.userInfo } }
      var all: [JSONObject] = []
      for await userInfo in group { all.append(userInfo) }
      return all
    }
    #expect(results.count == 8)
    #expect(results.allSatisfy { $0 == expected })
  }

  @Test func `the linter steps over exactly the values no top-level rule reads`() {
    // What the rules read, from their own data: `aps`, keys as long as the bundle key without
    // its separators (its near misses), and keys as long as an `aps` key put beside `aps` may be.
    let misplaceableLengths = Set(PayloadChecker.misplaceableKeys.map(\.rawValue.utf8.count))
    func isRead(_ key: String) -> Bool {
      key == "aps" || key.utf8.count >= PayloadChecker.bundleKeyMinimumLength
        || misplaceableLengths.contains(key.utf8.count)
    }
    var keys = ["aps", "APS", "apss", "ap", "", "id", "content-available", "mutable-content", "Simulator Target Bundle",
      "simulator-target-bundle", "caf\u{E9}", "\u{1F600}", "thread-id", "acme", "data"]
    // Every length up to past the largest bit of the length set, and the bounds around the
    // bundle key's.
    for length in 0...70 { keys.append(String(repeating: "k", count: length)) }
    for key in keys {
      #expect(PayloadLinter.skim.skims(key) == !isRead(key), "\(key.debugDescription)")
      // The checker's own test of a top-level key agrees, `aps` apart (checked on its own).
      let checked = PayloadChecker.mayNeedTopLevelCheck(
        key, minimumLength: PayloadChecker.bundleKeyMinimumLength, keyLengths: PayloadChecker.misplaceableKeyLengths)
      #expect(checked == (isRead(key) && key != "aps"), "\(key.debugDescription)")
    }
    #expect(!PayloadLinter.skim.skims("aps"))
    #expect(!PayloadLinter.skim.skims("content-available"))
    #expect(PayloadLinter.skim.skims("acme"))
    #expect(JSONParser.Skim.everyValue.skims("aps") && JSONParser.Skim.everyValue.skims(String(repeating: "k", count: 70)))
  }
}
