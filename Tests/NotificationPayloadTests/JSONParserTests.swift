import Testing

@testable import NotificationPayload

/// One piece of bad JSON and the single error the reader must give for it.
struct SyntaxErrorCase: Sendable, CustomTestStringConvertible {
  let id: String
  let text: [UInt8]
  let expected: String
  var testDescription: String { id }

  init(_ id: String, _ text: String, _ expected: String) {
    self.id = id
    self.text = Array(text.utf8)
    self.expected = expected
  }

  init(_ id: String, bytes: [UInt8], _ expected: String) {
    self.id = id
    self.text = bytes
    self.expected = expected
  }
}

@Suite struct JSONParserTests {
  static let syntaxErrors: [SyntaxErrorCase] = [
    SyntaxErrorCase(
      "trailing comma in an object is reported at the comma",
      "{\n  \"aps\": {\n    \"alert\": \"Hi\",\n  }\n}",
      """
      3:18: error: trailing comma after the last member of an object [json-trailing-comma]
        at $.aps
        hint: Remove this comma; JSON allows no comma before '}'.
      """),
    SyntaxErrorCase(
      "trailing comma in an array is reported at the comma",
      #"{"a": [1, 2, ]}"#,
      """
      1:12: error: trailing comma after the last element of an array [json-trailing-comma]
        at $.a
        hint: Remove this comma; JSON allows no comma before ']'.
      """),
    SyntaxErrorCase(
      "empty file",
      "",
      """
      1:1: error: the file is empty; a JSON value was expected [empty-file]
        at $
        hint: A payload file holds one JSON object, such as {"aps": {"alert": "Hello"}}.
      """),
    SyntaxErrorCase(
      "white space only is empty",
      "  \n\t\n",
      """
      3:1: error: the file is empty; a JSON value was expected [empty-file]
        at $
        hint: A payload file holds one JSON object, such as {"aps": {"alert": "Hello"}}.
      """),
    SyntaxErrorCase(
      "missing comma between members",
      "{\"a\": 1 \"b\": 2}",
      """
      1:9: error: expected ',' or '}' after the value of "a", found '"' [json-syntax]
        at $
        hint: Separate members with a comma, or close the object with '}'.
      """),
    SyntaxErrorCase(
      "single-quoted key",
      "{'aps': {}}",
      """
      1:2: error: object keys must be in double quotes, found a single quote [json-syntax]
        at $
        hint: Replace the single quotes with double quotes.
      """),
    SyntaxErrorCase(
      "unquoted key",
      "{aps: {}}",
      """
      1:2: error: expected a key in double quotes, found 'a' [json-syntax]
        at $
        hint: Object keys are strings: write "key": value.
      """),
    SyntaxErrorCase(
      "comment",
      "{\"a\": // note\n 1}",
      """
      1:7: error: comments are not allowed in JSON [json-syntax]
        at $.a
        hint: Remove the comment, or move the note into a custom key.
      """),
    SyntaxErrorCase(
      "unterminated string is reported at its opening quote",
      "{\"a\": \"abc",
      """
      1:7: error: the string is not closed [json-syntax]
        at $.a
        hint: Add the closing '"'.
      """),
    SyntaxErrorCase(
      "line break inside a string",
      "{\"a\": \"ab\nc\"}",
      """
      1:7: error: the string is not closed before the end of the line [json-syntax]
        at $.a
        hint: Add the closing '"', or write a line break inside a string as \\n.
      """),
    SyntaxErrorCase(
      "invalid escape",
      #"{"a": "\x41"}"#,
      """
      1:8: error: invalid escape '\\x' in a string [json-syntax]
        at $.a
        hint: JSON escapes are \\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX.
      """),
    SyntaxErrorCase(
      "lone low surrogate",
      #"["\uDC00"]"#,
      """
      1:3: error: the escape \\uDC00 is a lone low surrogate [json-syntax]
        at $[0]
        hint: Write the character itself, or a complete surrogate pair.
      """),
    SyntaxErrorCase(
      "leading zero",
      #"{"badge": 01}"#,
      """
      1:11: error: a number may not start with 0 followed by more digits [json-syntax]
        at $.badge
        hint: Remove the leading zeros, or put the value in a string if it is an identifier.
      """),
    SyntaxErrorCase(
      "NaN",
      #"{"v": NaN}"#,
      """
      1:7: error: expected a value, found 'N'; JSON has no NaN or Infinity [json-syntax]
        at $.v
        hint: Use a finite number, or null.
      """),
    SyntaxErrorCase(
      "capitalised literal",
      #"{"v": True}"#,
      """
      1:7: error: expected a value, found 'T' [json-syntax]
        at $.v
        hint: A value is an object, array, string in double quotes, number, true, false or null.
      """),
    SyntaxErrorCase(
      "truncated literal",
      #"{"v": tru}"#,
      """
      1:7: error: expected a value, found 't' [json-syntax]
        at $.v
        hint: Literals are written true, false and null, in lower case; put strings in double quotes.
      """),
    SyntaxErrorCase(
      "unclosed object",
      "{\"aps\": {\"alert\": \"x\"}",
      """
      1:23: error: the object is not closed: expected ',' or '}', found end of file [json-syntax]
        at $
        hint: Add the missing '}'.
      """),
    SyntaxErrorCase(
      "two values",
      "{} {}",
      """
      1:4: error: unexpected '{' after the end of the JSON value [json-syntax]
        at $
        hint: A JSON file holds exactly one value; remove what follows it, or wrap several values in an array.
      """),
    SyntaxErrorCase(
      "NUL byte",
      "{\"a\": \u{0}}",
      """
      1:7: error: unexpected NUL byte (U+0000) [json-syntax]
        at $.a
        hint: The file may be binary or UTF-16; save it as UTF-8 text.
      """),
    SyntaxErrorCase(
      "raw tab inside a string",
      "[\"a\tb\"]",
      """
      1:4: error: raw tab inside a string [json-syntax]
        at $[0]
        hint: Write a tab as \\t.
      """),
    SyntaxErrorCase(
      "invalid UTF-8 in a string is reported at the byte",
      bytes: Array("{\"alert\": \"caf".utf8) + [0xC3, 0x28] + Array("\"}".utf8),
      """
      1:15: error: invalid UTF-8 in a string: byte 0xC3 does not start a valid UTF-8 sequence [invalid-utf8]
        at $.alert
        hint: Save the file as UTF-8.
      """),
    SyntaxErrorCase(
      "invalid UTF-8 outside a string",
      bytes: [0x7B, 0xFF, 0x7D],
      """
      1:2: error: expected a key in double quotes, found byte 0xFF [json-syntax]
        at $
        hint: Object keys are strings: write "key": value.
      """),
    SyntaxErrorCase(
      "overlong UTF-8 encoding is invalid",
      bytes: Array("[\"".utf8) + [0xE0, 0x80, 0xAF] + Array("\"]".utf8),
      """
      1:3: error: invalid UTF-8 in a string: byte 0xE0 does not start a valid UTF-8 sequence [invalid-utf8]
        at $[0]
        hint: Save the file as UTF-8.
      """),
    SyntaxErrorCase(
      "UTF-16 file",
      bytes: [0xFF, 0xFE, 0x7B, 0x00, 0x7D, 0x00],
      """
      1:1: error: the file is UTF-16 (it starts with a UTF-16 byte order mark), not UTF-8 [invalid-utf8]
        at $
        hint: Save the file as UTF-8; APNs and simctl read UTF-8 JSON only.
      """),
  ]

  @Test(arguments: syntaxErrors)
  func `bad JSON gives one positioned error`(_ testCase: SyntaxErrorCase) {
    let result = JSONParser.parse(testCase.text)
    #expect(result.value == nil)
    #expect(result.diagnostics.map { $0.rendered(file: nil) } == [testCase.expected])
  }

  @Test func `values keep their line and column`() throws {
    let text = "{\n  \"aps\": {\n    \"badge\": 3,\n    \"sound\": \"default\"\n  },\n  \"id\": [true, null, -1.5e3]\n}"
    let value = try #require(JSONParser.parse(text).value)
    let root = try #require(value.object)
    #expect(root.keys == ["aps", "id"])
    let aps = try #require(root["aps"]?.object)
    #expect(aps.member("badge")?.keyLocation == SourcePosition(line: 3, column: 5, offset: 17))
    #expect(aps["badge"]?.location == SourcePosition(line: 3, column: 14, offset: 26))
    #expect(aps["badge"]?.number?.intValue == 3)
    #expect(aps["sound"]?.string == "default")
    let array = try #require(root["id"]?.array)
    #expect(array.map(\.typeName) == ["boolean", "null", "number"])
    #expect(array[2].number?.literal == "-1.5e3")
    #expect(array[2].number?.doubleValue == -1500)
    #expect(array[2].location.description == "6:22")
  }

  @Test func `escapes and non-ASCII text decode`() throws {
    let value = try #require(JSONParser.parse(#"["a\"b\\c\/d\n\u00e9\uD83D\uDE00", "日本語 ✓"]"#).value)
    #expect(value.array?.map(\.string) == ["a\"b\\c/d\né😀", "日本語 ✓"])
  }

  @Test func `a UTF-8 byte order mark is skipped`() throws {
    let value = try #require(JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("{\"a\":1}".utf8)).value)
    #expect(value.object?["a"]?.location.description == "1:6")
  }

  @Test func `a repeated key is an error at its second occurrence and the value is kept`() throws {
    let result = JSONParser.parse("{\"aps\": {\"badge\": 1,\n \"badge\": 2}}")
    #expect(
      result.diagnostics.map { $0.rendered(file: "p.json") } == [
        """
        p.json:2:2: error: the key "badge" appears twice in this object (first at 1:10) [json-duplicate-key]
          at $.aps.badge
          hint: Remove one of them; JSON readers disagree on which one wins.
        """
      ])
    #expect(result.value?.object?["aps"]?.object?["badge"]?.number?.intValue == 2)
  }

  @Test func `repeats are found in large objects too`() {
    let members = (0..<100).map { "\"k\($0)\": \($0)" } + ["\"k42\": 0"]
    let result = JSONParser.parse("{" + members.joined(separator: ",") + "}")
    #expect(result.diagnostics.map(\.message) == [#"the key "k42" appears twice in this object (first at 1:402)"#])
  }

  @Test func `nesting 100,000 deep stops at the limit without recursing further`() {
    let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    let result = JSONParser.parse(text)
    #expect(result.value == nil)
    #expect(result.diagnostics.map(\.message) == ["arrays and objects nest more than 200 levels deep"])
    #expect(result.diagnostics.first?.location.description == "1:201")
    #expect(result.diagnostics.first?.path.description == "$[0][0][0][0][0][0][0][0][0][0]…(180 more)…[0][0][0][0][0][0][0][0][0][0]")
  }

  @Test func `nesting at the limit is accepted`() {
    let text = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
    #expect(JSONParser.parse(text).value != nil)
    #expect(JSONParser.parse(text, options: .init(maximumDepth: 199)).value == nil)
  }

  @Test func `paths quote keys that are not identifiers`() {
    let path: JSONPath = ["Simulator Target Bundle"]
    #expect(path.description == #"$["Simulator Target Bundle"]"#)
    let nested: JSONPath = ["aps", "alert", "loc-args", 1]
    #expect(nested.description == "$.aps.alert.loc-args[1]")
    #expect(JSONPath.root.description == "$")
  }

  @Test func `the writer sorts keys on request and escapes control characters`() throws {
    let value = try #require(JSONParser.parse(#"{"b": [1, "x\u0001"], "a": {"z": null, "y": false}}"#).value)
    #expect(JSONWriter.compact(value) == #"{"b":[1,"x\u0001"],"a":{"z":null,"y":false}}"#)
    #expect(JSONWriter.compact(value, sortedKeys: true) == #"{"a":{"y":false,"z":null},"b":[1,"x\u0001"]}"#)
  }

  @Test func `the byte count of compact JSON matches what the writer writes`() throws {
    let texts = [
      #"{}"#, #"[]"#, #"null"#, #"true"#, #"false"#, #"-0.5e3"#, #""""#, #"[1,[],{},"a"]"#,
      #"{"aps":{"alert":"Hi"}}"#,
      #"{"b": [1, "x\u0001", "\"\\\n\r\t\b\f\u001f\u0000"], "a": {"z": null, "y": false}}"#,
      #"{"é": "naïve café 😀 \u00e9", "日本": ["\ud83d\ude00", 1e10]}"#,
      #"{"k": "a", "k": "b", "\u0007key": {"deep": [[[{"x": "\t"}]]]}}"#,
    ]
    for text in texts {
      let value = try #require(JSONParser.parse(Array(text.utf8)).value, "\(text)")
      #expect(JSONWriter.compactByteCount(value) == JSONWriter.compact(value).utf8.count, "\(text)")
    }
    // Every control character, and the printable ASCII around the escaped ones.
    for byte in UInt8(0)...UInt8(0x7F) {
      let string = "a" + String(UnicodeScalar(byte)) + "b"
      let value = JSONValue(.object(JSONObject([JSONObject.Member(key: string, value: JSONValue(.string(string)))])))
      #expect(JSONWriter.compactByteCount(value) == JSONWriter.compact(value).utf8.count, "byte \(byte)")
    }
  }

  @Test func `strings read the same wherever an escape or another special byte falls`() throws {
    // Each special byte (a quote ends the string early, so it is escaped) at every place of
    // strings of every length around the eight-byte steps of the fast scan, and the string at
    // every offset from the start of the document.
    let specials: [(json: String, text: String)] = [
      (#"\""#, "\""), (#"\\"#, "\\"), (#"\n"#, "\n"), (#"\u0041"#, "A"), ("é", "é"), ("😀", "😀"), ("\u{7F}", "\u{7F}"),
      (" ", " "), ("!", "!"), ("#", "#"), ("[", "["), ("]", "]"), ("~", "~"),
    ]
    for length in 0...19 {
      for place in 0...length {
        for special in specials {
          let before = String(repeating: "a", count: place)
          let after = String(repeating: "b", count: length - place)
          for pad in 0...2 {
            let json = String(repeating: " ", count: pad) + "[\"" + before + special.json + after + "\"]"
            let value = try #require(JSONParser.parse(json).value, "\(json)")
            #expect(value.array?.first?.string == before + special.text + after, "\(json)")
          }
        }
      }
    }
    // A control character or an unclosed string is still an error wherever it falls.
    for length in 0...17 {
      let text = String(repeating: "a", count: length)
      #expect(JSONParser.parse("[\"" + text + "\u{01}x\"]").value == nil)
      #expect(JSONParser.parse("[\"" + text).value == nil)
      #expect(JSONParser.parse("[\"" + text + "\"]").value?.array?.first?.string == text)
    }
  }

  @Test func `a vocabulary finds its words and only them`() {
    let long = String(repeating: "k", count: JSONVocabulary.maximumLength)
    let words = ["a", "ab", "abc", "abcdefg", "abcdefgh", "abcdefghi", "abcdefghijklmnop", "abcdefghijklmnopq", long, "a", "é", "", long + "k"]
    let vocabulary = JSONVocabulary(words)
    // Repeats, the non-ASCII word, the empty one and the one over the limit are left out.
    #expect(vocabulary.count == 9)
    func find(_ text: String) -> String? { Array(text.utf8).withUnsafeBufferPointer { vocabulary.word($0) } }
    for word in words.prefix(9) { #expect(find(word) == word) }
    for other in ["", "b", "abd", "abcdefgi", "abcdefghj", "bbcdefghi", "abcdefghijklmnoq", "abcdefghijklmnopr", "é", long + "k", "abcdefghijklmnopqr"] {
      #expect(find(other) == nil, "\(other)")
    }
  }

  @Test func `a document reads the same with a vocabulary`() throws {
    let vocabulary = JSONVocabulary(["aps", "alert", "title", "body", "a\\b", "x y", "sound"])
    let texts = [
      #"{"aps": {"alert": {"title": "title", "body": "body"}, "sound": "default"}, "x y": ["x y", "a\\b"]}"#,
      #"{"aps": "alert\u0041", "é": "aps", "title": "ti\"tle"}"#,
      #"{"aps": {"alert": }"#,
    ]
    for text in texts {
      let plain = JSONParser.parse(text)
      let worded = JSONParser.parse(Array(text.utf8), options: JSONParser.Options(vocabulary: vocabulary))
      #expect(plain.value == worded.value, "\(text)")
      #expect(plain.diagnostics == worded.diagnostics, "\(text)")
    }
  }

  @Test func `positions hold 32-bit numbers and clamp larger ones`() {
    var position = SourcePosition(line: 70_000, column: 123_456, offset: 4_000_000_000)
    #expect(position.line == 70_000)
    #expect(position.column == 123_456)
    #expect(position.offset == 4_000_000_000)
    #expect(position.description == "70000:123456")
    position.offset = Int(UInt32.max) + 10
    #expect(position.offset == Int(UInt32.max))
    position.line = -3
    #expect(position.line == 0)
    #expect(SourcePosition(line: 1, column: 2, offset: 5) < SourcePosition(line: 1, column: 1, offset: 6))
  }
}
