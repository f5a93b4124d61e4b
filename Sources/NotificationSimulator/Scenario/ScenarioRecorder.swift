/// Writes what a scenario observed into its file as the final `expect`, for a person to review:
/// the `--record` option of `notifsim run`.
public enum ScenarioRecorder {
  /// The expected-event objects for a run, one JSON object per event of the always-checked kinds.
  public static func expectations(for result: ScenarioResult) -> [String] {
    result.events.compactMap(ObservedEvent.init)
      .filter { ScenarioEventKind.alwaysChecked.contains($0.kind) }
      .map(expectation)
  }

  /// Fields that carry a count or a code, written as JSON numbers.
  static let numericFields: Set<String> = ["value", "error"]

  /// Fields that may hold an explanation for people rather than a fact; left out when they do
  /// (a value with a space in it), so a spec does not break when a sentence is reworded.
  static let proseFields: Set<String> = ["message", "reason"]

  /// The content a callback was handed (`willPresent`'s and `didReceive`'s `title`, `body`,
  /// `userInfo` and `category`): left out of a recorded callback, as the payload already says it
  /// and a spec reads better without it; a person adds the ones worth checking.
  static let handedContentFields: Set<String> = ["title", "body", "userInfo", "category"]

  /// One observed event as a scenario file writes an expectation: facts only, each with its
  /// JSON type (Booleans as `true`/`false`, counts as numbers).
  public static func expectation(_ event: ObservedEvent) -> String {
    var members = ["\(JSONWriter.quoted(event.kind.rawValue)): \(JSONWriter.quoted(event.name))"]
    for field in event.fields {
      if field.name == "message" || (proseFields.contains(field.name) && field.value.contains(" ")) { continue }
      if event.kind == .callback && handedContentFields.contains(field.name) { continue }
      let value: String
      switch (field.name, field.value) {
      case ("launchOptions", "nil"): value = "null"
      case ("launchOptions", "none"): value = "[]"
      case ("launchOptions", let key): value = "[\(JSONWriter.quoted(key))]"
      case (_, "true"), (_, "false"): value = field.value
      case (let name, let text) where numericFields.contains(name) && Int(text) != nil: value = text
      default: value = JSONWriter.quoted(field.value)
      }
      members.append("\(JSONWriter.quoted(field.name)): \(value)")
    }
    return "{ " + members.joined(separator: ", ") + " }"
  }

  /// The `"expect": [...]` array text for a run, indented as ``record(_:file:)`` writes it.
  static func arrayText(_ lines: [String]) -> String {
    "[\n" + lines.map { "    " + $0 }.joined(separator: ",\n") + "\n  ]"
  }

  /// Replaces the value of the top-level `"expect"` of the scenario file at `file` with what
  /// `result` observed. Returns how many events were written, or why nothing was.
  public static func replaceExpectations(_ result: ScenarioResult, file: String) -> Result<Int, RecordError> {
    guard case .success(var bytes) = FileSystem.readFile(file, limit: ScenarioLoader.fileSizeLimit) else {
      return .failure(RecordError("the file cannot be read"))
    }
    guard let expect = JSONParser.parse(bytes).value?.object?["expect"], expect.array != nil else {
      return .failure(RecordError("the file has no top-level \"expect\" array"))
    }
    // The array's end: the bracket that closes the one at its start, outside strings.
    let start = expect.location.offset
    let end = valueEnd(in: bytes, from: start)
    guard let end else { return .failure(RecordError("the \"expect\" array does not end")) }
    let lines = expectations(for: result)
    bytes.replaceSubrange(start..<end, with: withLineBreaks(arrayText(lines), of: bytes))
    if case .failure(let error) = FileSystem.replaceFile(file, bytes) {
      return .failure(RecordError("the file cannot be written: \(error.reason)"))
    }
    return .success(lines.count)
  }

  /// The offset just past the JSON value that starts at `start` in `bytes`: the bracket or brace
  /// that closes a container (outside strings), a string's closing quote, or the end of a number
  /// or literal; `nil` when the value does not end.
  package static func valueEnd(in bytes: [UInt8], from start: Int) -> Int? {
    guard start < bytes.count else { return nil }
    let first = bytes[start]
    if first != UInt8(ascii: "[") && first != UInt8(ascii: "{") && first != UInt8(ascii: "\"") {
      var index = start
      while index < bytes.count, ![0x2C, 0x5D, 0x7D, 0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
      return index
    }
    var depth = 0
    var index = start
    var inString = false
    while index < bytes.count {
      let byte = bytes[index]
      if inString {
        if byte == UInt8(ascii: "\\") {
          index += 1
        } else if byte == UInt8(ascii: "\"") {
          inString = false
          if depth == 0 { return index + 1 }
        }
      } else if byte == UInt8(ascii: "\"") {
        inString = true
      } else if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
        depth += 1
      } else if byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
        depth -= 1
        if depth == 0 { return index + 1 }
      }
      index += 1
    }
    return nil
  }

  /// Adds `"expect": [...]` as the last key of the scenario file at `file`. Returns how many
  /// events were written, or why nothing was.
  public static func record(_ result: ScenarioResult, file: String) -> Result<Int, RecordError> {
    guard case .success(var bytes) = FileSystem.readFile(file, limit: ScenarioLoader.fileSizeLimit) else {
      return .failure(RecordError("the file cannot be read"))
    }
    // Another run may have recorded the file since this one read it.
    if JSONParser.parse(bytes).value?.object?["expect"] != nil {
      return .failure(RecordError("the file has a final \"expect\" now; it changed since it was run (another run recorded it?)"))
    }
    var end = bytes.count
    while end > 0, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[end - 1]) { end -= 1 }
    guard end > 0, bytes[end - 1] == UInt8(ascii: "}") else {
      return .failure(RecordError("the file does not end with the closing brace of its object"))
    }
    var insertAt = end - 1
    while insertAt > 0, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[insertAt - 1]) { insertAt -= 1 }
    let lines = expectations(for: result)
    let text = ",\n  \"expect\": " + arrayText(lines) + "\n"
    let lineBreak = dominantLineBreak(bytes)
    bytes.replaceSubrange(insertAt..<end - 1, with: withLineBreaks(text, of: bytes))
    if bytes.last != 0x0A { bytes += lineBreak }
    if case .failure(let error) = FileSystem.replaceFile(file, bytes) {
      return .failure(RecordError("the file cannot be written: \(error.reason)"))
    }
    return .success(lines.count)
  }

  /// The line break most of the file's lines end with: CRLF when more end with it than with a
  /// lone LF, LF otherwise (and for a file of one line). A rewrite writes its lines with it, so
  /// a file checked out with CRLF keeps CRLF.
  package static func dominantLineBreak(_ bytes: [UInt8]) -> [UInt8] {
    var crlf = 0
    var lf = 0
    for index in bytes.indices where bytes[index] == 0x0A {
      if index > 0 && bytes[index - 1] == 0x0D { crlf += 1 } else { lf += 1 }
    }
    return crlf > lf ? [0x0D, 0x0A] : [0x0A]
  }

  /// `text` as UTF-8 with each of its LFs written as the file's ``dominantLineBreak(_:)``.
  static func withLineBreaks(_ text: String, of file: [UInt8]) -> [UInt8] {
    let lineBreak = dominantLineBreak(file)
    guard lineBreak.count == 2 else { return Array(text.utf8) }
    var out: [UInt8] = []
    out.reserveCapacity(text.utf8.count + 64)
    for byte in text.utf8 {
      if byte == 0x0A { out += lineBreak } else { out.append(byte) }
    }
    return out
  }

  /// Why a recording was not written.
  public struct RecordError: Error, CustomStringConvertible {
    /// What went wrong.
    public var description: String
    init(_ description: String) { self.description = description }
  }
}
