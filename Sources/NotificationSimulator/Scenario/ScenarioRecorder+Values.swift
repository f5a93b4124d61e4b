extension ScenarioRecorder {
  /// One value of a scenario file to write anew: the value that starts at `start` is replaced
  /// by `text` (JSON, with LF line breaks).
  package struct Replacement: Sendable {
    /// The offset of the first byte of the value in the file.
    package var start: Int
    /// The new value's JSON text.
    package var text: String

    package init(start: Int, text: String) {
      self.start = start
      self.text = text
    }
  }

  /// `bytes` with each replacement's value written anew, everything else kept byte for byte
  /// (formatting, key order, line endings: new line breaks are the file's
  /// ``dominantLineBreak(_:)``). `nil` when a value does not end.
  package static func replacingValues(in bytes: [UInt8], _ replacements: [Replacement]) -> [UInt8]? {
    var out = bytes
    // From the last to the first, so the earlier offsets stay valid.
    for replacement in replacements.sorted(by: { $0.start > $1.start }) {
      guard let end = valueEnd(in: out, from: replacement.start) else { return nil }
      out.replaceSubrange(replacement.start..<end, with: withLineBreaks(replacement.text, of: bytes))
    }
    return out
  }

  /// The spaces and tabs that start the line holding `offset`.
  package static func lineIndent(in bytes: [UInt8], at offset: Int) -> String {
    var start = min(offset, bytes.count)
    while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
    var end = start
    while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// The expected-event array an `expect` block would hold for `events`: one object per event
  /// of the kinds the block checks (those always checked, and those it lists), as
  /// ``expectation(_:)`` writes them, indented from `indent`, the indentation of the line the
  /// array starts on.
  package static func blockText(_ events: some Sequence<TraceEvent>, checking block: ExpectationBlock, indent: String) -> String {
    var kinds = Set(ScenarioEventKind.alwaysChecked)
    for expected in block.events { kinds.insert(expected.kind) }
    let lines = events.compactMap(ObservedEvent.init).filter { kinds.contains($0.kind) }.map(expectation)
    guard !lines.isEmpty else { return "[]" }
    return "[\n" + lines.map { indent + "  " + $0 }.joined(separator: ",\n") + "\n" + indent + "]"
  }

  /// `categories` as a scenario file's `app.categories` writes them: one category a line, in
  /// the loader's names, indented from `indent`. Their descriptions, one a line, when `indent`
  /// is `nil` (for a comparison).
  package static func categoriesText(_ categories: [NotificationCategory], indent: String?) -> String {
    func names<Options: OptionSet>(_ options: Options, _ table: [(String, Options)]) -> String where Options.Element == Options {
      "[" + table.filter { options.contains($0.1) }.map { JSONWriter.quoted($0.0) }.joined(separator: ", ") + "]"
    }
    let lines = categories.map { category -> String in
      var members = ["\"id\": \(JSONWriter.quoted(category.identifier))"]
      if !category.options.isEmpty {
        members.append("\"options\": " + names(category.options, ScenarioLoader.Names.categoryOptions))
      }
      let actions = category.actions.map { action -> String in
        var fields = ["\"id\": \(JSONWriter.quoted(action.identifier))", "\"title\": \(JSONWriter.quoted(action.title))"]
        if !action.options.isEmpty { fields.append("\"options\": " + names(action.options, ScenarioLoader.Names.actionOptions)) }
        if let input = action.textInput {
          fields.append(
            "\"textInput\": {\"button\": \(JSONWriter.quoted(input.buttonTitle)), \"placeholder\": \(JSONWriter.quoted(input.placeholder))}")
        }
        return "{" + fields.joined(separator: ", ") + "}"
      }
      members.append("\"actions\": [" + actions.joined(separator: ", ") + "]")
      return "{" + members.joined(separator: ", ") + "}"
    }
    guard let indent else { return lines.joined(separator: "\n") }
    guard !lines.isEmpty else { return "[]" }
    return "[\n" + lines.map { indent + "  " + $0 }.joined(separator: ",\n") + "\n" + indent + "]"
  }
}
