import Testing

@testable import NotificationPayload

/// The UTF-16 bytes of `text`, little- or big-endian, with or without a byte order mark.
private func utf16(_ text: String, littleEndian: Bool, byteOrderMark: Bool) -> [UInt8] {
  var bytes: [UInt8] = []
  for unit in Array((byteOrderMark ? "\u{FEFF}" : "").utf16) + Array(text.utf16) {
    let (high, low) = (UInt8(unit >> 8), UInt8(unit & 0xFF))
    bytes += littleEndian ? [low, high] : [high, low]
  }
  return bytes
}

private func strings(_ text: String) -> LocalizationParseResult {
  StringsFile.parse(Array(text.utf8))
}

private func rendered(_ diagnostics: [Diagnostic]) -> [String] {
  diagnostics.map { "\($0.location): \($0.severity.rawValue): \($0.message) [\($0.code)]" }
}

private let sampleStrings = #"""
  /* The greeting.
     Shown on launch. */
  "HELLO" = "Hello, %@!";
  // A line comment
  "QUOTE" = "She said \"hi\"\\then\nleft\tquickly";
  unquoted_key.2 = "Unquoted key";
  "EURO" = "\U20AC and \u00e9";
  "EMOJI" = "\UD83D\UDE00 \101";
  "SELF";
  "MULTI" = "two
  lines";
  """#

@Suite struct LocalizationTests {
  // MARK: - .strings

  @Test func stringsWithCommentsAndEscapes() {
    let result = strings(sampleStrings)
    #expect(result.diagnostics.isEmpty)
    #expect(result.isValid)
    #expect(result.table.keys == ["HELLO", "QUOTE", "unquoted_key.2", "EURO", "EMOJI", "SELF", "MULTI"])
    #expect(result.table["HELLO"] == "Hello, %@!")
    #expect(result.table["QUOTE"] == "She said \"hi\"\\then\nleft\tquickly")
    #expect(result.table["unquoted_key.2"] == "Unquoted key")
    #expect(result.table["EURO"] == "€ and é")
    #expect(result.table["EMOJI"] == "😀 A")
    #expect(result.table["SELF"] == "SELF")
    #expect(result.table["MULTI"] == "two\nlines")
    #expect(result.table.entry("HELLO")?.location == SourcePosition(line: 3, column: 11, offset: 50))
  }

  @Test(arguments: [(true, true), (true, false), (false, true), (false, false)])
  func utf16Files(littleEndian: Bool, byteOrderMark: Bool) {
    let bytes = utf16(sampleStrings, littleEndian: littleEndian, byteOrderMark: byteOrderMark)
    let result = StringsFile.parse(bytes)
    #expect(result.diagnostics.isEmpty)
    #expect(result.table == strings(sampleStrings).table)
  }

  @Test func utf8ByteOrderMarkIsSkipped() {
    let result = StringsFile.parse([0xEF, 0xBB, 0xBF] + Array(#""A" = "1";"#.utf8))
    #expect(result.table["A"] == "1")
    #expect(result.table.entry("A")?.location.column == 7)
  }

  @Test func missingSemicolon() {
    let result = strings("\"A\" = \"1\";\n\"B\" = \"2\"\n\"C\" = \"3\";\n")
    #expect(rendered(result.diagnostics) == [
      #"2:10: error: missing ';' after the value of "B"; found '"' [strings-syntax]"#
    ])
    #expect(
      result.diagnostics[0].hint == "iOS ignores a .strings file that does not parse, so every key shows as itself.")
    #expect(result.table.keys == ["A"])
    #expect(!result.isValid)
  }

  @Test func syntaxErrorPositions() {
    // Columns count UTF-8 bytes: "é" is two.
    #expect(rendered(strings(#""é" = "1" "2";"#).diagnostics) == [
      #"1:11: error: missing ';' after the value of "é"; found '"' [strings-syntax]"#
    ])
    #expect(rendered(strings("\"A\" = \"1\";\n\"B\" = \"unterminated;\n").diagnostics) == [
      #"2:7: error: unterminated string; the closing '"' is missing [strings-syntax]"#
    ])
    #expect(rendered(strings("\"A\" = \"1\";\n/* open comment\n").diagnostics) == [
      "2:1: error: unterminated comment; '*/' is missing [strings-syntax]"
    ])
    #expect(rendered(strings("\"A\" \"1\";").diagnostics) == [
      #"1:4: error: expected '=' or ';' after the key "A"; found '"' [strings-syntax]"#
    ])
    #expect(rendered(strings("\"A\" = ;").diagnostics) == [
      "1:7: error: expected a value after '=' in double quotes; found ';' [strings-syntax]"
    ])
    #expect(rendered(strings("  \"A\" = \"\\U12G4\";").diagnostics) == [
      "1:10: error: '\\U' must be followed by 4 hex digits [strings-syntax]"
    ])
    #expect(rendered(strings("\"A\" =").diagnostics) == [
      "1:6: error: expected a value after '=', found end of file [strings-syntax]"
    ])
  }

  @Test func duplicateKeys() {
    let result = strings("\"A\" = \"first\";\n\"B\" = \"b\";\n  \"A\" = \"second\";\n")
    #expect(rendered(result.diagnostics) == [
      #"3:3: warning: the key "A" is defined again; the first definition is at 1:1 [strings-duplicate-key]"#
    ])
    #expect(result.table.keys == ["A", "B"])
    #expect(result.table["A"] == "second")
    #expect(result.isValid)
  }

  @Test func encodingErrors() {
    let result = StringsFile.parse(Array(#""A" = "1";"#.utf8) + [0xFF])
    #expect(rendered(result.diagnostics) == [
      "1:11: error: the file is not valid UTF-8 at byte 10 [strings-encoding]"
    ])
    let odd = StringsFile.parse([0xFF, 0xFE, 0x22])
    #expect(rendered(odd.diagnostics) == [
      "1:1: error: the UTF-16 file has an odd number of bytes at byte 2 [strings-encoding]"
    ])
  }

  @Test func emptyFile() {
    #expect(strings("").diagnostics.isEmpty)
    #expect(strings("/* nothing */\n// at all\n").table.count == 0)
  }

  // MARK: - .xcstrings

  static let catalog = #"""
    {
      "sourceLanguage" : "en",
      "strings" : {
        "NEW_MSG" : {
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "%1$@ sent %2$@" } },
            "fr" : { "stringUnit" : { "state" : "translated", "value" : "%1$@ a envoyé %2$@" } }
          }
        },
        "Plain source text" : { },
        "PHOTOS" : {
          "localizations" : {
            "en" : {
              "variations" : {
                "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%@ photo" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%@ photos" } }
                }
              }
            }
          }
        }
      },
      "version" : "1.0"
    }
    """#

  @Test func catalogInSourceLanguage() {
    let result = StringCatalog.parse(Array(Self.catalog.utf8))
    #expect(result.diagnostics.isEmpty)
    #expect(result.table.name == "Localizable.xcstrings")
    #expect(result.table.keys == ["NEW_MSG", "Plain source text", "PHOTOS"])
    #expect(result.table["NEW_MSG"] == "%1$@ sent %2$@")
    #expect(result.table["Plain source text"] == "Plain source text")
    #expect(result.table["PHOTOS"] == "%@ photos")
    #expect(result.table.entry("NEW_MSG")?.location.line == 6)
  }

  @Test func catalogInAnotherLanguage() {
    let french = StringCatalog.parse(Array(Self.catalog.utf8), language: "fr")
    #expect(french.diagnostics.isEmpty)
    #expect(french.table["NEW_MSG"] == "%1$@ a envoyé %2$@")
    // No French unit: the English one, then the key.
    #expect(french.table["PHOTOS"] == "%@ photos")
    #expect(french.table["Plain source text"] == "Plain source text")

    let german = StringCatalog.parse(Array(Self.catalog.utf8), language: "de")
    #expect(german.table["NEW_MSG"] == "%1$@ sent %2$@")
    #expect(rendered(german.diagnostics) == [
      #"3:15: warning: no string in the catalog has a "de" localization; every key falls back to "en" "#
        + "[xcstrings-unknown-language]"
    ])
  }

  @Test func malformedCatalogs() {
    #expect(rendered(StringCatalog.parse(Array("[]".utf8)).diagnostics) == [
      "1:1: error: the catalog is an array; expected an object [xcstrings-format]"
    ])
    #expect(rendered(StringCatalog.parse(Array(#"{"sourceLanguage":"en"}"#.utf8)).diagnostics) == [
      #"1:1: error: the catalog has no "strings" object [xcstrings-format]"#
    ])
    let badEntry = StringCatalog.parse(Array(#"{"sourceLanguage":"en","strings":{"A":1,"B":{}}}"#.utf8))
    #expect(rendered(badEntry.diagnostics) == [
      #"1:39: error: the entry for "A" is the number 1; expected an object [xcstrings-format]"#
    ])
    #expect(badEntry.table.keys == ["B"])
    // JSON syntax errors come from the JSON reader.
    #expect(StringCatalog.parse(Array("{".utf8)).diagnostics.first?.code == .jsonSyntax)
  }

  @Test func tableByFileName() {
    let catalog = LocalizationTable.parse(
      fileName: "App/Localizable.xcstrings", bytes: Array(Self.catalog.utf8))
    #expect(catalog.table["PHOTOS"] == "%@ photos")
    #expect(catalog.table.name == "Localizable.xcstrings")
    let file = LocalizationTable.parse(
      fileName: "en.lproj/Localizable.strings", bytes: Array(sampleStrings.utf8))
    #expect(file.table["HELLO"] == "Hello, %@!")
    #expect(file.table.name == "Localizable.strings")
  }

  // MARK: - Resolving alerts

  static let table = LocalizationTable([
    "GREETING_TITLE": "Hello, %@",
    "NEW_MSG": "%1$@ sent you %2$@",
    "REVERSED": "%2$@ from %1$@",
    "DISCOUNT": "%@%% off",
    "STATIC": "Nothing to fill",
    "COUNT": "%d new messages",
  ])

  private func payload(_ alert: String) -> JSONValue {
    JSONParser.parse("{\"aps\": {\"alert\": \(alert)}}").value!
  }

  @Test func resolvesKeysWithArguments() {
    let resolved = AlertLocalizer.resolve(
      payload: payload(#"""
        {"title-loc-key": "GREETING_TITLE", "title-loc-args": ["Ana"],
         "subtitle-loc-key": "DISCOUNT", "subtitle-loc-args": ["20"],
         "loc-key": "REVERSED", "loc-args": ["Ana", "a photo"]}
        """#), in: Self.table)
    #expect(resolved?.title == "Hello, Ana")
    #expect(resolved?.subtitle == "20% off")
    #expect(resolved?.body == "a photo from Ana")
    #expect(resolved?.diagnostics == [])
  }

  @Test func literalsAndStringAlerts() {
    let literal = AlertLocalizer.resolve(payload: payload(#"{"title": "T", "body": "B"}"#), in: Self.table)
    #expect(literal == LocalizedAlert(title: "T", subtitle: nil, body: "B"))
    let string = AlertLocalizer.resolve(payload: payload(#""Just text""#), in: Self.table)
    #expect(string == LocalizedAlert(title: nil, subtitle: nil, body: "Just text"))
    // A localized key wins over the literal.
    let both = AlertLocalizer.resolve(payload: payload(#"{"body": "B", "loc-key": "STATIC"}"#), in: Self.table)
    #expect(both?.body == "Nothing to fill")
    #expect(AlertLocalizer.resolve(payload: JSONParser.parse(#"{"aps": {}}"#).value!, in: Self.table) == nil)
  }

  @Test func missingKeyShowsTheKeyWithDidYouMean() {
    let resolved = AlertLocalizer.resolve(
      payload: payload("{\n  \"loc-key\": \"NEW_MESG\",\n  \"loc-args\": [\"Ana\", \"x\"]}"), in: Self.table)
    #expect(resolved?.body == "NEW_MESG")
    #expect(rendered(resolved?.diagnostics ?? []) == [
      #"2:14: warning: `loc-key` "NEW_MESG" is not in Localizable.strings, so iOS shows the key itself; "#
        + #"did you mean "NEW_MSG"? [loc-key-missing]"#
    ])
    #expect(resolved?.diagnostics.first?.path == ["aps", "alert", "loc-key"])
    #expect(resolved?.diagnostics.first?.citation?.confidence == .apple)
  }

  @Test func didYouMeanIgnoresCaseAndFarKeys() {
    let lowercase = AlertLocalizer.resolve(Alert(titleLocKey: "greeting_title"), in: Self.table)
    #expect(lowercase.title == "greeting_title")
    #expect(lowercase.diagnostics.map(\.message) == [
      #"`title-loc-key` "greeting_title" is not in Localizable.strings, so iOS shows the key itself; "#
        + #"did you mean "GREETING_TITLE"?"#
    ])
    #expect(lowercase.diagnostics.first?.path == ["aps", "alert", "title-loc-key"])
    #expect(lowercase.diagnostics.first?.location == .start)
    let far = AlertLocalizer.resolve(Alert(locKey: "SOMETHING_ELSE"), in: Self.table)
    #expect(far.diagnostics.map(\.message) == [
      #"`loc-key` "SOMETHING_ELSE" is not in Localizable.strings, so iOS shows the key itself"#
    ])
  }

  @Test func placeholderCountMismatch() {
    let resolved = AlertLocalizer.resolve(
      payload: payload(#"{"loc-key": "NEW_MSG", "loc-args": ["Ana"]}"#), in: Self.table)
    #expect(resolved?.body == "Ana sent you %2$@")
    #expect(rendered(resolved?.diagnostics ?? []) == [
      #"1:31: warning: `loc-key` "NEW_MSG" has 2 placeholders but `loc-args` gives 1 [loc-args-mismatch]"#
    ])
    let noArgs = AlertLocalizer.resolve(Alert(titleLocKey: "GREETING_TITLE"), in: Self.table)
    #expect(noArgs.title == "Hello, %@")
    #expect(noArgs.diagnostics.map(\.message) == [
      #"`title-loc-key` "GREETING_TITLE" has 1 placeholder but there is no `title-loc-args`"#
    ])
    let extra = AlertLocalizer.resolve(Alert(subtitleLocKey: "STATIC", subtitleLocArgs: ["x"]), in: Self.table)
    #expect(extra.subtitle == "Nothing to fill")
    #expect(extra.diagnostics.map(\.message) == [
      #"`subtitle-loc-key` "STATIC" has 0 placeholders but `subtitle-loc-args` gives 1"#
    ])
  }

  @Test func nonObjectConversion() {
    let resolved = AlertLocalizer.resolve(Alert(locKey: "COUNT", locArgs: ["3"]), in: Self.table)
    #expect(resolved.body == "3 new messages")
    #expect(resolved.diagnostics.map { "\($0.code): \($0.message)" } == [
      #"loc-format-specifier: `loc-key` "COUNT" uses %d, but `loc-args` entries are strings; use %@"#
    ])
  }

  @Test func formatSubstitution() {
    #expect(AlertLocalizer.substitute("100%", []).text == "100%")
    #expect(AlertLocalizer.substitute("%@ and %@", ["a", "b"]).text == "a and b")
    #expect(AlertLocalizer.substitute("%2$@ %1$@ %2$@", ["a", "b"]).placeholders == 2)
    #expect(AlertLocalizer.substitute("%%@", ["a"]).text == "%@")
    #expect(AlertLocalizer.substitute("%%@", ["a"]).placeholders == 0)
    #expect(AlertLocalizer.substitute("%3$@", ["a"]).placeholders == 3)
    // Digits past any position or width a format can mean are held, not overflowed (found by
    // the lint fuzz target: Tests/Fuzz/Corpus/lint/strings-huge-position).
    let long = String(repeating: "5", count: 60)
    let huge = AlertLocalizer.substitute("%1$\(long)%\(long)@ sent %2$@", ["Ann", "a photo"])
    // "%1$555…" is no conversion (a literal %); "%555…@" is the first argument with a width.
    #expect(huge.text == "%1$\(long)Ann sent a photo")
    #expect(huge.placeholders == 2)
    #expect(AlertLocalizer.substitute("%\(long)$@", ["a"]).placeholders == AlertLocalizer.largestPosition)
    #expect(AlertLocalizer.substitute("%\(long)$@", ["a"]).text == "%\(long)$@")
  }

  @Test func tableKeepsFirstPositionAndLastValue() {
    var table = LocalizationTable(["A": "1", "B": "2"])
    table.set("3", forKey: "A")
    #expect(table.keys == ["A", "B"])
    #expect(table["A"] == "3")
    #expect(table["C"] == nil)
  }
}
