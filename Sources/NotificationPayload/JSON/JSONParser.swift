/// The result of reading JSON text: the value, when the text was valid JSON, and every finding.
public struct JSONParseResult: Sendable {
  /// The document's value; `nil` when the text is not valid JSON.
  public var value: JSONValue?
  /// Syntax errors (at most one: reading stops at the first), repeated keys, and so on.
  public var diagnostics: [Diagnostic]
}

/// A strict JSON reader (RFC 8259) that keeps the position of every value and says exactly
/// where and why text is not JSON.
///
/// Foundation's `JSONSerialization`, which `xcrun simctl push` and iOS use, rejects the same
/// inputs but reports no usable position, accepts repeated keys silently and has no nesting
/// limit that a caller can set. This reader reports a trailing comma at the comma, a repeated
/// key at its second occurrence, invalid UTF-8 at the byte, and refuses nesting deeper than
/// ``Options/maximumDepth``, which bounds how deep it recurses.
public enum JSONParser {
  /// Limits for one read.
  public struct Options: Sendable {
    /// The deepest nesting of arrays and objects accepted. Real payloads nest a few levels.
    public var maximumDepth: Int
    /// The words to hand out as stored instead of making them again (see ``JSONVocabulary``);
    /// `nil` makes every string.
    package var vocabulary: JSONVocabulary?

    /// Creates options.
    public init(maximumDepth: Int = 200) {
      self.maximumDepth = maximumDepth
    }

    /// Creates options with a vocabulary.
    package init(maximumDepth: Int = 200, vocabulary: JSONVocabulary?) {
      self.maximumDepth = maximumDepth
      self.vocabulary = vocabulary
    }
  }

  /// The longest input read: positions are kept in 32 bits. The file readers refuse far
  /// smaller files first.
  public static let maximumInputSize = Int(UInt32.max)

  /// Reads one JSON document from UTF-8 bytes.
  public static func parse(_ bytes: [UInt8], options: Options = Options()) -> JSONParseResult {
    guard bytes.count <= maximumInputSize else {
      return JSONParseResult(
        value: nil,
        diagnostics: [
          Diagnostic(
            .error, .fileTooLarge, "the input is \(bytes.count) bytes; the JSON reader reads at most \(maximumInputSize)",
            hint: "Split the data into smaller files.", path: .root, at: .start)
        ])
    }
    return bytes.withUnsafeBufferPointer { buffer in
      var parser = Parser(buffer, options: options)
      return parser.parseDocument()
    }
  }

  /// Reads one JSON document from a string.
  public static func parse(_ text: String, options: Options = Options()) -> JSONParseResult {
    parse(Array(text.utf8), options: options)
  }

  /// Which top-level members' values ``parse(_:options:skimming:)`` steps over: every one but
  /// those whose key is `keptKey`, is at least `keptLengthsFrom` UTF-8 bytes long, or has a
  /// length in `keptLengths` (bit *n* set: keys of *n* bytes are kept).
  ///
  /// A rule, not a closure: a closure called for each top-level key cost the payload linter
  /// about 630 instructions a payload in calls, captures and reference counts.
  package struct Skim: Sendable {
    /// The key whose value is read in full; `nil`: none by name.
    package var keptKey: String?
    /// Keys this long or longer are read in full.
    package var keptLengthsFrom: Int
    /// Keys whose length in bytes (below 64) has its bit set are read in full.
    package var keptLengths: UInt64

    /// Creates a rule.
    package init(keptKey: String?, keptLengthsFrom: Int = .max, keptLengths: UInt64 = 0) {
      self.keptKey = keptKey
      self.keptLengthsFrom = keptLengthsFrom
      self.keptLengths = keptLengths
    }

    /// Steps over every top-level value.
    package static let everyValue = Skim(keptKey: nil)

    /// Whether the value of top-level key `key` is stepped over.
    @inline(__always)
    package func skims(_ key: String) -> Bool {
      let length = key.utf8.count
      if length >= keptLengthsFrom || (length < 64 && keptLengths & (1 << UInt64(length)) != 0) { return false }
      if let keptKey, length == keptKey.utf8.count, key == keptKey { return false }
      return true
    }
  }

  /// Reads one JSON document from UTF-8 bytes like ``parse(_:options:)``, but steps over the value
  /// of each top-level member whose key `skim` says to step over instead of building it: the
  /// member keeps its key and positions, and its value is an empty value of the same type (`""`,
  /// `0`, `{}`, `[]`, `false`) at the value's position.
  ///
  /// A value is stepped over only while it is plain JSON that the full read takes without a
  /// finding; anything else (an error, a `\u` escape, a key that is not plain ASCII, an object of
  /// more than ``Parser/skimmedKeysLimit`` keys, nesting past the limit) makes the whole document
  /// be read again in full, so the findings are always the full read's, at the same positions.
  /// `skimmed` says whether the document is valid and a value was stepped over: when it is
  /// `false`, `result` is the full read's (a document with an error has no value either way). For the payload linter, which reads the app's own keys only when the app does.
  package static func parse(
    _ bytes: [UInt8], options: Options = Options(), skimming skim: Skim
  ) -> (result: JSONParseResult, skimmed: Bool) {
    guard bytes.count <= maximumInputSize else { return (parse(bytes, options: options), false) }
    let shallow: (JSONParseResult, Bool)? = bytes.withUnsafeBufferPointer { buffer in
      var parser = Parser(buffer, options: options)
      parser.skim = skim
      let result = parser.parseDocument()
      return parser.skimFailed ? nil : (result, parser.skimmedAny && result.value != nil)
    }
    return shallow ?? (parse(bytes, options: options), false)
  }
}

extension JSONParser {
  /// Steps `index` over JSON whitespace in `bytes`, counting each line break into `line` and
  /// keeping in `lineStart` the index its line starts at: how every reader of JSON bytes in the
  /// package counts lines and columns.
  @inline(__always)
  static func skipWhitespace(_ bytes: UnsafeBufferPointer<UInt8>, _ index: inout Int, line: inout Int, lineStart: inout Int) {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0D:
        index += 1
      case 0x0A:
        index += 1
        line += 1
        lineStart = index
      default:
        return
      }
    }
  }
}

extension JSONParser {
  /// One value read from the middle of a file by ``parseFragment(_:at:depth:path:options:)``.
  package struct Fragment {
    /// The value; `nil` after a syntax error.
    package var value: JSONValue?
    /// What the parser found: repeated keys, and the syntax error that stopped it.
    package var diagnostics: [Diagnostic]
    /// The index in the fragment's bytes just past the value (or where reading stopped).
    package var end: Int
    /// The file's line at `end`, and the index in the fragment's bytes where that line starts
    /// (negative when it started before the fragment).
    package var line: Int
    package var lineStart: Int
  }

  /// Reads the value that starts at `bytes[0]`, a fragment of a larger file that starts at
  /// `position` and sits `depth` containers deep at `path`, with the positions, paths,
  /// messages and nesting limit a read of the whole file would give. Reading stops after the
  /// value; what follows is the caller's. For streamed readers of large files.
  package static func parseFragment(
    _ bytes: UnsafeBufferPointer<UInt8>, at position: SourcePosition, depth: Int, path: [JSONPath.Component],
    options: Options = Options()
  ) -> Fragment {
    var parser = Parser(bytes, options: options)
    parser.baseOffset = position.offset
    parser.baseLine = position.line - 1
    parser.lineStart = 1 - position.column
    parser.depth = depth
    parser.path = path
    return parser.parseFragment()
  }

  /// How a syntax error names the byte at `offset` (`'x'`, `end of file`, `byte 0xFF`), for
  /// readers that check the separators of a large file themselves.
  package static func describeByte(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> String {
    Parser(bytes, options: Options()).describeByte(at: offset)
  }
}

/// Thrown inside the parser to stop at the first syntax error.
extension JSONParser {
  /// The encoding JSON text starting with `head` (its first four bytes or fewer) is in when it
  /// is UTF-16 or UTF-32 without a byte order mark: JSON starts with an ASCII character, so the
  /// NUL bytes around it tell (RFC 8259 §8.1 and RFC 4627 §3); `nil` for anything else.
  package static func encodingWithoutMark(_ head: some Collection<UInt8>) -> String? {
    let b = Array(head.prefix(4))
    func ascii(_ byte: UInt8) -> Bool { byte != 0 && byte < 0x80 }
    if b.count == 4 {
      if ascii(b[0]) && b[1] == 0 && b[2] == 0 && b[3] == 0 { return "UTF-32 (little-endian)" }
      if b[0] == 0 && b[1] == 0 && b[2] == 0 && ascii(b[3]) { return "UTF-32 (big-endian)" }
    }
    if b.count >= 2 {
      if ascii(b[0]) && b[1] == 0 && (b.count < 4 || b[3] == 0) { return "UTF-16 (little-endian)" }
      if b[0] == 0 && ascii(b[1]) && (b.count < 4 || b[2] == 0) { return "UTF-16 (big-endian)" }
    }
    return nil
  }
}

private struct SyntaxStop: Error {
  var diagnostic: Diagnostic
}

private struct Parser: ~Copyable {
  let bytes: UnsafeBufferPointer<UInt8>
  let options: JSONParser.Options
  var index = 0
  var line = 1
  var lineStart = 0
  var depth = 0
  var findings: [Diagnostic] = []
  /// The path of the value being read, kept for diagnostics.
  var path: [JSONPath.Component] = []
  /// The members of the objects open now, and the elements of the arrays open now.
  var openMembers = ScratchStack<JSONObject.Member>()
  var openElements = ScratchStack<JSONValue>()
  /// Where `bytes` starts in its file, for a fragment of a larger file (0 for a whole
  /// document): added to every offset, and to the line (less one).
  var baseOffset = 0
  var baseLine = 0
  /// Which top-level members' values to step over (``JSONParser/parse(_:options:skimming:)``);
  /// `nil` for a full read.
  var skim: JSONParser.Skim?
  /// Whether a value was stepped over, and whether one could not be (the read then stops and is
  /// done again in full).
  var skimmedAny = false
  var skimFailed = false
  /// The keys of the objects being stepped over, innermost last, as byte ranges (start, end):
  /// each object compares its keys with its own, which are plain ASCII, so bytes compare as the
  /// full read's strings do.
  var skimmedKeys: [(Int, Int)] = []

  /// The vocabulary's table, read without retaining the vocabulary at each string.
  let vocabularyTable: JSONVocabulary.Table?

  init(_ bytes: UnsafeBufferPointer<UInt8>, options: JSONParser.Options) {
    self.bytes = bytes
    self.options = options
    self.vocabularyTable = options.vocabulary?.table
  }

  var location: SourcePosition {
    SourcePosition(fitting: line + baseLine, column: index - lineStart + 1, offset: index + baseOffset)
  }

  func location(at offset: Int) -> SourcePosition {
    SourcePosition(fitting: line + baseLine, column: offset - lineStart + 1, offset: offset + baseOffset)
  }

  /// Reads one value at the start of `bytes`, a fragment of a larger file, and stops after it.
  mutating func parseFragment() -> JSONParser.Fragment {
    do throws(SyntaxStop) {
      let value = try parseValue()
      return JSONParser.Fragment(value: value, diagnostics: findings, end: index, line: line + baseLine, lineStart: lineStart)
    } catch {
      return JSONParser.Fragment(
        value: nil, diagnostics: findings + [error.diagnostic], end: index, line: line + baseLine, lineStart: lineStart)
    }
  }

  mutating func parseDocument() -> JSONParseResult {
    do throws(SyntaxStop) {
      try checkEncoding()
      skipWhitespace()
      if index == bytes.count {
        throw stop(
          .emptyFile, "the file is empty; a JSON value was expected",
          hint: #"A payload file holds one JSON object, such as {"aps": {"alert": "Hello"}}."#)
      }
      let value = try parseValue()
      skipWhitespace()
      if index < bytes.count {
        throw stop(
          .jsonSyntax, "unexpected \(describeByte(at: index)) after the end of the JSON value",
          hint: "A JSON file holds exactly one value; remove what follows it, or wrap several values in an array.")
      }
      return JSONParseResult(value: value, diagnostics: findings)
    } catch {
      return JSONParseResult(value: nil, diagnostics: findings + [error.diagnostic])
    }
  }

  // MARK: - Errors

  func stop(
    _ code: DiagnosticCode, _ message: String, hint: String?, at location: SourcePosition? = nil
  ) -> SyntaxStop {
    SyntaxStop(
      diagnostic: Diagnostic(
        .error, code, message, hint: hint, path: JSONPath(path), at: location ?? self.location))
  }

  /// A readable name for the byte at `offset`: `'x'`, `end of file`, `byte 0xFF`.
  func describeByte(at offset: Int) -> String {
    guard offset < bytes.count else { return "end of file" }
    let byte = bytes[offset]
    switch byte {
    case 0: return "NUL byte (U+0000)"
    case 0x09: return "tab"
    case 0x0A: return "line break"
    case 0x0D: return "carriage return"
    case 0x20..<0x7F: return "'\(Character(Unicode.Scalar(byte)))'"
    case 0..<0x20, 0x7F: return "control character U+00\(hex(byte))"
    default:
      if let (scalar, _) = decodeScalar(at: offset) {
        return "'\(Character(scalar))' (U+\(String(scalar.value, radix: 16, uppercase: true)))"
      }
      return "byte 0x\(hex(byte))"
    }
  }

  func hex(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return digits.count == 1 ? "0" + digits : digits
  }

  // MARK: - Encoding

  /// Rejects UTF-16 and UTF-32 files up front, where every other byte is NUL, and skips a
  /// UTF-8 byte order mark.
  mutating func checkEncoding() throws(SyntaxStop) {
    if bytes.count >= 2
      && ((bytes[0] == 0xFE && bytes[1] == 0xFF) || (bytes[0] == 0xFF && bytes[1] == 0xFE))
    {
      throw stop(
        .invalidUTF8, "the file is UTF-16 (it starts with a UTF-16 byte order mark), not UTF-8",
        hint: "Save the file as UTF-8; APNs and simctl read UTF-8 JSON only.")
    }
    if let encoding = JSONParser.encodingWithoutMark(bytes.prefix(4)) {
      throw stop(
        .invalidUTF8, "the file looks like \(encoding) without a byte order mark (its first characters are ASCII with NUL bytes between), not UTF-8",
        hint: "Save the file as UTF-8; APNs and simctl read UTF-8 JSON only.")
    }
    if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF {
      index = 3
      lineStart = 3
    }
  }


  /// Decodes the UTF-8 scalar at `offset`, returning it and its length, or `nil` if the bytes
  /// there are not valid UTF-8.
  func decodeScalar(at offset: Int) -> (Unicode.Scalar, Int)? {
    let first = bytes[offset]
    let length: Int
    var value: UInt32
    switch first {
    case 0..<0x80: return (Unicode.Scalar(first), 1)
    case 0xC2...0xDF: length = 2; value = UInt32(first & 0x1F)
    case 0xE0...0xEF: length = 3; value = UInt32(first & 0x0F)
    case 0xF0...0xF4: length = 4; value = UInt32(first & 0x07)
    default: return nil
    }
    guard offset + length <= bytes.count else { return nil }
    for next in 1..<length {
      let byte = bytes[offset + next]
      guard byte & 0xC0 == 0x80 else { return nil }
      value = value << 6 | UInt32(byte & 0x3F)
    }
    // Reject overlong forms, surrogates and values past U+10FFFF.
    switch length {
    case 3 where value < 0x800: return nil
    case 4 where value < 0x10000 || value > 0x10FFFF: return nil
    default: break
    }
    guard let scalar = Unicode.Scalar(value) else { return nil }
    return (scalar, length)
  }

  // MARK: - Values

  mutating func skipWhitespace() {
    JSONParser.skipWhitespace(bytes, &index, line: &line, lineStart: &lineStart)
  }

  mutating func parseValue() throws(SyntaxStop) -> JSONValue {
    guard index < bytes.count else {
      throw stop(.jsonSyntax, "expected a value, found end of file", hint: "The file ends too early; finish the value or close what is open.")
    }
    let start = location
    switch bytes[index] {
    case UInt8(ascii: "{"): return JSONValue(.object(try parseObject()), at: start)
    case UInt8(ascii: "["): return JSONValue(.array(try parseArray()), at: start)
    case UInt8(ascii: "\""): return JSONValue(.string(try parseString()), at: start)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return JSONValue(.number(try parseNumber()), at: start)
    case UInt8(ascii: "t"):
      try expectWord("true")
      return JSONValue(.bool(true), at: start)
    case UInt8(ascii: "f"):
      try expectWord("false")
      return JSONValue(.bool(false), at: start)
    case UInt8(ascii: "n"):
      try expectWord("null")
      return JSONValue(.null, at: start)
    default:
      throw unexpectedValueStart()
    }
  }

  /// A specific message for the usual ways a value goes wrong.
  func unexpectedValueStart() -> SyntaxStop {
    let byte = bytes[index]
    switch byte {
    case UInt8(ascii: "'"):
      return stop(.jsonSyntax, "strings must be in double quotes, found a single quote", hint: "Replace the single quotes with double quotes.")
    case UInt8(ascii: "/"):
      return stop(.jsonSyntax, "comments are not allowed in JSON", hint: "Remove the comment, or move the note into a custom key.")
    case UInt8(ascii: "+"), UInt8(ascii: "."):
      return stop(.jsonSyntax, "a number must start with a digit or '-', found \(describeByte(at: index))", hint: "Write numbers like 1, -1 or 0.5.")
    case UInt8(ascii: "}"), UInt8(ascii: "]"):
      return stop(.jsonSyntax, "expected a value, found \(describeByte(at: index))", hint: "Give a value here, or remove the comma or key before it.")
    case UInt8(ascii: "N"), UInt8(ascii: "I"):
      return stop(.jsonSyntax, "expected a value, found \(describeByte(at: index)); JSON has no NaN or Infinity", hint: "Use a finite number, or null.")
    case 0:
      return stop(.jsonSyntax, "unexpected NUL byte (U+0000)", hint: "The file may be binary or UTF-16; save it as UTF-8 text.")
    case 0x80...0xFF where decodeScalar(at: index) == nil:
      return stop(.invalidUTF8, "invalid UTF-8: byte 0x\(hex(byte)) does not start a valid UTF-8 sequence", hint: "Save the file as UTF-8.")
    default:
      return stop(.jsonSyntax, "expected a value, found \(describeByte(at: index))", hint: "A value is an object, array, string in double quotes, number, true, false or null.")
    }
  }

  mutating func expectWord(_ word: StaticString) throws(SyntaxStop) {
    let start = index
    let count = word.utf8CodeUnitCount
    let matches = word.withUTF8Buffer { expected -> Bool in
      guard start + count <= bytes.count else { return false }
      for offset in 0..<count where bytes[start + offset] != expected[offset] { return false }
      return true
    }
    guard matches else {
      throw stop(
        .jsonSyntax, "expected a value, found \(describeByte(at: start))",
        hint: "Literals are written true, false and null, in lower case; put strings in double quotes.")
    }
    index += count
  }

  mutating func enterContainer() throws(SyntaxStop) {
    depth += 1
    if depth > options.maximumDepth {
      throw stop(
        .jsonTooDeep, "arrays and objects nest more than \(options.maximumDepth) levels deep",
        hint: "Payloads nest a few levels; check the file for a runaway generator.")
    }
  }

  mutating func parseObject() throws(SyntaxStop) -> JSONObject {
    try enterContainer()
    index += 1  // {
    // This object's members are `openMembers` from `start` up; nested objects push theirs
    // above and take them off before this one continues.
    let start = openMembers.count
    // Small objects find repeats by scanning; large ones switch to a dictionary.
    var seen: [String: SourcePosition] = [:]
    skipWhitespace()
    if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
      index += 1
      depth -= 1
      return JSONObject()
    }
    while true {
      skipWhitespace()
      guard index < bytes.count else {
        throw stop(.jsonSyntax, "the object is not closed: expected a key or '}', found end of file", hint: "Add the missing '}'.")
      }
      guard bytes[index] == UInt8(ascii: "\"") else {
        if bytes[index] == UInt8(ascii: "'") {
          throw stop(.jsonSyntax, "object keys must be in double quotes, found a single quote", hint: "Replace the single quotes with double quotes.")
        }
        if bytes[index] == UInt8(ascii: "/") {
          throw unexpectedValueStart()
        }
        throw stop(.jsonSyntax, "expected a key in double quotes, found \(describeByte(at: index))", hint: "Object keys are strings: write \"key\": value.")
      }
      let keyLocation = location
      let key = try parseString()
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
        throw stop(.jsonSyntax, "expected ':' after the key \(JSONWriter.quoted(key)), found \(describeByte(at: index))", hint: "Write \"key\": value.")
      }
      index += 1
      skipWhitespace()
      path.append(.key(key))
      let value: JSONValue
      if depth == 1, let skim, skim.skims(key) {
        value = try skimmedValue()
      } else {
        value = try parseValue()
      }
      var first: SourcePosition?
      let members = openMembers.elements
      if openMembers.count - start < 24 {
        for position in start..<openMembers.count where members![position].key == key {
          first = members![position].keyLocation
          break
        }
      } else {
        if seen.isEmpty {
          for position in start..<openMembers.count where seen[members![position].key] == nil {
            seen[members![position].key] = members![position].keyLocation
          }
        }
        first = seen[key]
        if first == nil { seen[key] = keyLocation }
      }
      if let first {
        findings.append(
          Diagnostic(
            .error, .jsonDuplicateKey,
            "the key \(JSONWriter.quoted(key)) appears twice in this object (first at \(first))",
            hint: "Remove one of them; JSON readers disagree on which one wins.",
            path: JSONPath(path), at: keyLocation))
      }
      path.removeLast()
      openMembers.push(JSONObject.Member(key: key, keyLocation: keyLocation, value: value))
      skipWhitespace()
      guard index < bytes.count else {
        throw stop(.jsonSyntax, "the object is not closed: expected ',' or '}', found end of file", hint: "Add the missing '}'.")
      }
      switch bytes[index] {
      case UInt8(ascii: ","):
        let comma = location
        index += 1
        skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
          throw stop(.jsonTrailingComma, "trailing comma after the last member of an object", hint: "Remove this comma; JSON allows no comma before '}'.", at: comma)
        }
      case UInt8(ascii: "}"):
        index += 1
        depth -= 1
        return JSONObject(openMembers.pop(from: start))
      default:
        throw stop(.jsonSyntax, "expected ',' or '}' after the value of \(JSONWriter.quoted(key)), found \(describeByte(at: index))", hint: "Separate members with a comma, or close the object with '}'.")
      }
    }
  }

  mutating func parseArray() throws(SyntaxStop) -> [JSONValue] {
    try enterContainer()
    index += 1  // [
    // This array's elements are `openElements` from `start` up, as in ``parseObject()``.
    let start = openElements.count
    skipWhitespace()
    if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
      index += 1
      depth -= 1
      return []
    }
    while true {
      skipWhitespace()
      path.append(.index(openElements.count - start))
      let element = try parseValue()
      openElements.push(element)
      path.removeLast()
      skipWhitespace()
      guard index < bytes.count else {
        throw stop(.jsonSyntax, "the array is not closed: expected ',' or ']', found end of file", hint: "Add the missing ']'.")
      }
      switch bytes[index] {
      case UInt8(ascii: ","):
        let comma = location
        index += 1
        skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
          throw stop(.jsonTrailingComma, "trailing comma after the last element of an array", hint: "Remove this comma; JSON allows no comma before ']'.", at: comma)
        }
      case UInt8(ascii: "]"):
        index += 1
        depth -= 1
        return openElements.pop(from: start)
      default:
        throw stop(.jsonSyntax, "expected ',' or ']' after an array element, found \(describeByte(at: index))", hint: "Separate elements with a comma, or close the array with ']'.")
      }
    }
  }

  // MARK: - Stepping over values

  /// The most keys an object stepped over may have: its keys are compared with each other in
  /// turn, where the full read switches to a dictionary past 24.
  static let skimmedKeysLimit = 16

  /// Steps over the value at `index` (``JSONParser/parse(_:options:skimming:)``) and returns an
  /// empty value of its type at its position; when it cannot, marks the read as failed and stops it.
  mutating func skimmedValue() throws(SyntaxStop) -> JSONValue {
    let start = location
    guard let kind = skimValue() else {
      skimFailed = true
      throw stop(.jsonSyntax, "a value stepped over needs the full read", hint: nil)
    }
    skimmedAny = true
    return JSONValue(kind, at: start)
  }

  /// Steps over one value without building it. Returns an empty value of its type, or `nil` when
  /// the value is not plain JSON that ``parseValue()`` reads without a finding.
  mutating func skimValue() -> JSONValue.Kind? {
    guard index < bytes.count else { return nil }
    switch bytes[index] {
    case UInt8(ascii: "{"): return skimContainer(closing: UInt8(ascii: "}"), keyed: true) ? .object(JSONObject()) : nil
    case UInt8(ascii: "["): return skimContainer(closing: UInt8(ascii: "]"), keyed: false) ? .array([]) : nil
    case UInt8(ascii: "\""): return skimString() ? .string("") : nil
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return skimNumber() ? .number(Self.skimmedNumber) : nil
    case UInt8(ascii: "t"): return skimWord("true") ? .bool(true) : nil
    case UInt8(ascii: "f"): return skimWord("false") ? .bool(false) : nil
    case UInt8(ascii: "n"): return skimWord("null") ? .null : nil
    default: return nil
    }
  }

  /// The number a number stepped over stands as.
  static let skimmedNumber = JSONNumber(literal: "0")

  /// Steps over an object (`keyed`) or an array, as ``parseObject()`` and ``parseArray()`` read
  /// them: a repeated key, a trailing comma or anything out of place returns `false`.
  mutating func skimContainer(closing: UInt8, keyed: Bool) -> Bool {
    depth += 1
    guard depth <= options.maximumDepth else { return false }
    index += 1
    let firstKey = skimmedKeys.count
    // Room for a few objects' keys at once, rather than growing from one key in steps.
    if keyed && skimmedKeys.capacity == 0 { skimmedKeys.reserveCapacity(Self.skimmedKeysLimit * 2) }
    defer { skimmedKeys.removeLast(skimmedKeys.count - firstKey) }
    skipWhitespace()
    if index < bytes.count && bytes[index] == closing {
      index += 1
      depth -= 1
      return true
    }
    while true {
      skipWhitespace()
      if keyed {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), skimmedKeys.count - firstKey < Self.skimmedKeysLimit
        else { return false }
        let keyStart = index + 1
        guard skimKey() else { return false }
        let keyEnd = index - 1
        for other in firstKey..<skimmedKeys.count where sameBytes(skimmedKeys[other], (keyStart, keyEnd)) { return false }
        skimmedKeys.append((keyStart, keyEnd))
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return false }
        index += 1
        skipWhitespace()
      }
      guard skimValue() != nil else { return false }
      skipWhitespace()
      guard index < bytes.count else { return false }
      switch bytes[index] {
      case UInt8(ascii: ","):
        index += 1
        skipWhitespace()
        // A trailing comma: the full read reports it.
        if index < bytes.count && bytes[index] == closing { return false }
      case closing:
        index += 1
        depth -= 1
        return true
      default:
        return false
      }
    }
  }

  /// Whether two ranges of the input hold the same bytes.
  func sameBytes(_ a: (Int, Int), _ b: (Int, Int)) -> Bool {
    let length = a.1 - a.0
    guard length == b.1 - b.0 else { return false }
    for offset in 0..<length where bytes[a.0 + offset] != bytes[b.0 + offset] { return false }
    return true
  }

  /// Steps over a key made only of printable ASCII without escapes, whose bytes compare as the
  /// full read's strings do; any other key returns `false`.
  mutating func skimKey() -> Bool {
    index += 1  // "
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        index += 1
        return true
      }
      if byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80 { return false }
      index += 1
    }
    return false
  }

  /// Steps over a string that ``parseString()`` reads without a finding: valid UTF-8, no raw
  /// control character, and escapes other than a `\u` surrogate.
  mutating func skimString() -> Bool {
    index += 1  // "
    while index < bytes.count {
      // Eight bytes at a time while they are printable ASCII other than `"` and `\`: the app's
      // text is mostly that, and a byte at a time cost three times as much.
      while index + 8 <= bytes.count && Self.isPlainASCII(UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self)) {
        index += 8
      }
      guard index < bytes.count else { return false }
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        return true
      case UInt8(ascii: "\\"):
        guard index + 1 < bytes.count else { return false }
        switch bytes[index + 1] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
          UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
          index += 2
        case UInt8(ascii: "u"):
          guard index + 5 < bytes.count else { return false }
          var value: UInt32 = 0
          for offset in 2...5 {
            guard let digit = Self.hexDigit(bytes[index + offset]) else { return false }
            value = value << 4 | digit
          }
          // Surrogates go to the full read, which pairs them or says why it cannot.
          if (0xD800...0xDFFF).contains(value) { return false }
          index += 6
        default:
          return false
        }
      case 0..<0x20:
        return false
      case 0x80...0xFF:
        guard let (_, length) = decodeScalar(at: index) else { return false }
        index += length
      default:
        index += 1
      }
    }
    return false
  }

  /// Whether all eight bytes of `word` are printable ASCII other than `"` and `\` (each test
  /// finds a byte below a bound, or a zero byte after an exclusive or, in every lane at once).
  @inline(__always)
  static func isPlainASCII(_ word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    let nonASCII = word & highs
    let control = (word &- ones &* 0x20) & ~word & highs
    let quote = word ^ (ones &* 0x22)
    let backslash = word ^ (ones &* 0x5C)
    let hasQuote = (quote &- ones) & ~quote & highs
    let hasBackslash = (backslash &- ones) & ~backslash & highs
    return nonASCII | control | hasQuote | hasBackslash == 0
  }

  /// The value of a hex digit, or `nil`.
  static func hexDigit(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
    default: return nil
    }
  }

  func isDigit(at offset: Int) -> Bool {
    offset < bytes.count && bytes[offset] >= UInt8(ascii: "0") && bytes[offset] <= UInt8(ascii: "9")
  }

  /// Steps over a number written as RFC 8259 allows, as ``parseNumber()`` reads it.
  mutating func skimNumber() -> Bool {
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard isDigit(at: index) else { return false }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
      if isDigit(at: index) { return false }
    } else {
      while isDigit(at: index) { index += 1 }
    }
    if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard isDigit(at: index) else { return false }
      while isDigit(at: index) { index += 1 }
    }
    if index < bytes.count && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")) {
      index += 1
      if index < bytes.count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) { index += 1 }
      guard isDigit(at: index) else { return false }
      while isDigit(at: index) { index += 1 }
    }
    return true
  }

  /// Steps over `true`, `false` or `null`.
  mutating func skimWord(_ word: StaticString) -> Bool {
    let count = word.utf8CodeUnitCount
    guard index + count <= bytes.count else { return false }
    let matches = word.withUTF8Buffer { expected -> Bool in
      for offset in 0..<count where bytes[index + offset] != expected[offset] { return false }
      return true
    }
    if matches { index += count }
    return matches
  }

  // MARK: - Strings

  mutating func parseString() throws(SyntaxStop) -> String {
    let open = location
    index += 1  // "
    let contentStart = index
    // Fast path: plain ASCII with no escapes. Eight bytes at a time first: each word is checked
    // for a quote, a backslash, a control character or a non-ASCII byte at once, and the first
    // such byte found from its lowest flag (a borrow only ever flags bytes above a true one), so
    // the loop below starts on it. A byte at a time, the scan cost 15 instructions a byte
    // (5,000 a scenario); a word at a time, about 3.
    if let base = bytes.baseAddress {
      let ones: UInt64 = 0x0101_0101_0101_0101
      let highs: UInt64 = 0x8080_8080_8080_8080
      while index + 8 <= bytes.count {
        // The first byte lowest, whatever the machine's byte order.
        let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
        let quotes = word ^ (ones &* 0x22)
        let backslashes = word ^ (ones &* 0x5C)
        let flags =
          (word | ((quotes &- ones) & ~quotes) | ((backslashes &- ones) & ~backslashes)
            | ((word &- ones &* 0x20) & ~word)) & highs
        if flags == 0 {
          index += 8
          continue
        }
        index += flags.trailingZeroBitCount >> 3
        break
      }
    }
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        let plain = UnsafeBufferPointer(rebasing: bytes[contentStart..<index])
        let text: String
        if let table = vocabularyTable, let entry = table.entry(of: plain) {
          text = options.vocabulary.unsafelyUnwrapped.words[entry]
        } else {
          text = String(decoding: plain, as: UTF8.self)
        }
        index += 1
        return text
      }
      if byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80 { break }
      index += 1
    }
    // Slow path: escapes, control characters, non-ASCII text to validate. Bytes collect in a
    // buffer that becomes the string once, which is far cheaper than appending scalars.
    var utf8: [UInt8] = []
    utf8.reserveCapacity(index - contentStart + 16)
    utf8.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[contentStart..<index]))
    while true {
      guard index < bytes.count else {
        throw stop(.jsonSyntax, "the string is not closed", hint: "Add the closing '\"'.", at: open)
      }
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        return String(decoding: utf8, as: UTF8.self)
      case UInt8(ascii: "\\"):
        UTF8.encode(try parseEscape()) { utf8.append($0) }
      case 0x0A, 0x0D:
        throw stop(.jsonSyntax, "the string is not closed before the end of the line", hint: "Add the closing '\"', or write a line break inside a string as \\n.", at: open)
      case 0..<0x20:
        throw stop(.jsonSyntax, "raw \(describeByte(at: index)) inside a string", hint: byte == 0x09 ? "Write a tab as \\t." : "Write control characters as \\u00XX escapes.")
      case 0x80...0xFF:
        guard let (_, length) = decodeScalar(at: index) else {
          throw stop(.invalidUTF8, "invalid UTF-8 in a string: byte 0x\(hex(byte)) does not start a valid UTF-8 sequence", hint: "Save the file as UTF-8.")
        }
        utf8.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<index + length]))
        index += length
      default:
        utf8.append(byte)
        index += 1
      }
    }
  }

  mutating func parseEscape() throws(SyntaxStop) -> Unicode.Scalar {
    let escapeStart = location
    index += 1  // backslash
    guard index < bytes.count else {
      throw stop(.jsonSyntax, "the string is not closed", hint: "Add the closing '\"'.", at: escapeStart)
    }
    let byte = bytes[index]
    index += 1
    switch byte {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let high = try parseHex4(escapeStart: escapeStart)
      if (0xD800...0xDBFF).contains(high) {
        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
          throw stop(.jsonSyntax, "the escape \\u\(String(high, radix: 16, uppercase: true)) is half of a UTF-16 surrogate pair with no second half", hint: "Follow it with the low surrogate (\\uDC00 to \\uDFFF), or write the character itself.", at: escapeStart)
        }
        index += 2
        let low = try parseHex4(escapeStart: escapeStart)
        guard (0xDC00...0xDFFF).contains(low) else {
          throw stop(.jsonSyntax, "the escape \\u\(String(high, radix: 16, uppercase: true)) is followed by \\u\(String(low, radix: 16, uppercase: true)), which is not a low surrogate", hint: "A high surrogate must be followed by \\uDC00 to \\uDFFF.", at: escapeStart)
        }
        let value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
        return Unicode.Scalar(value) ?? "\u{FFFD}"
      }
      if (0xDC00...0xDFFF).contains(high) {
        throw stop(.jsonSyntax, "the escape \\u\(String(high, radix: 16, uppercase: true)) is a lone low surrogate", hint: "Write the character itself, or a complete surrogate pair.", at: escapeStart)
      }
      return Unicode.Scalar(high) ?? "\u{FFFD}"
    default:
      index -= 1
      throw stop(.jsonSyntax, "invalid escape '\\\(describeByte(at: index).trimmingQuotes)' in a string", hint: #"JSON escapes are \" \\ \/ \b \f \n \r \t and \uXXXX."#, at: escapeStart)
    }
  }

  mutating func parseHex4(escapeStart: SourcePosition) throws(SyntaxStop) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard index < bytes.count else {
        throw stop(.jsonSyntax, "the \\u escape needs four hex digits", hint: "Write \\u followed by four hex digits, such as \\u00E9.", at: escapeStart)
      }
      guard let digit = Self.hexDigit(bytes[index]) else {
        throw stop(.jsonSyntax, "the \\u escape needs four hex digits, found \(describeByte(at: index))", hint: "Write \\u followed by four hex digits, such as \\u00E9.", at: escapeStart)
      }
      value = value << 4 | digit
      index += 1
    }
    return value
  }

  // MARK: - Numbers

  mutating func parseNumber() throws(SyntaxStop) -> JSONNumber {
    let start = index
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard isDigit(at: index) else {
      if index < bytes.count && (bytes[index] == UInt8(ascii: "I") || bytes[index] == UInt8(ascii: "N")) {
        throw stop(.jsonSyntax, "JSON has no NaN or Infinity", hint: "Use a finite number, or null.", at: location(at: start))
      }
      throw stop(.jsonSyntax, "expected a digit after '-', found \(describeByte(at: index))", hint: "Write numbers like -1 or -0.5.")
    }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
      if isDigit(at: index) {
        throw stop(.jsonSyntax, "a number may not start with 0 followed by more digits", hint: "Remove the leading zeros, or put the value in a string if it is an identifier.", at: location(at: start))
      }
    } else {
      while isDigit(at: index) { index += 1 }
    }
    if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard isDigit(at: index) else {
        throw stop(.jsonSyntax, "expected a digit after the decimal point, found \(describeByte(at: index))", hint: "Write 1.0 or 1, not 1.")
      }
      while isDigit(at: index) { index += 1 }
    }
    if index < bytes.count && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")) {
      index += 1
      if index < bytes.count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) { index += 1 }
      guard isDigit(at: index) else {
        throw stop(.jsonSyntax, "expected a digit in the exponent, found \(describeByte(at: index))", hint: "Write exponents like 1e3 or 2.5E-2.")
      }
      while isDigit(at: index) { index += 1 }
    }
    return JSONNumber(literal: String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
  }
}

extension String {
  /// The text without one pair of surrounding single quotes.
  fileprivate var trimmingQuotes: String {
    if count >= 2 && hasPrefix("'") && hasSuffix("'") { return String(dropFirst().dropLast()) }
    return self
  }
}
