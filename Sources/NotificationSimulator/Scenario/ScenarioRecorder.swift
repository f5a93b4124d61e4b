/// Writes what a scenario observed into its file as the final `expect`, for a person to review:
/// the `--record` option of `notifsim run`.
public enum ScenarioRecorder {
  /// The expected-event objects for a run, one JSON object per event of the always-checked kinds.
  public static func expectations(for result: ScenarioResult) -> [String] {
    result.events.compactMap(ObservedEvent.init)
      .filter { ScenarioEventKind.alwaysChecked.contains($0.kind) }
      .map(expectation)
  }

  /// One observed event as a scenario file writes an expectation.
  public static func expectation(_ event: ObservedEvent) -> String {
    var members = ["\(JSONWriter.quoted(event.kind.rawValue)): \(JSONWriter.quoted(event.name))"]
    for field in event.fields where field.name != "message" {
      let value: String
      switch (field.name, field.value) {
      case ("launchOptions", "nil"): value = "null"
      case ("launchOptions", "none"): value = "[]"
      case ("launchOptions", let key): value = "[\(JSONWriter.quoted(key))]"
      case (_, "true"), (_, "false"): value = field.value
      default: value = JSONWriter.quoted(field.value)
      }
      members.append("\(JSONWriter.quoted(field.name)): \(value)")
    }
    return "{ " + members.joined(separator: ", ") + " }"
  }

  /// Adds `"expect": [...]` as the last key of the scenario file at `file`. Returns how many
  /// events were written, or why nothing was.
  public static func record(_ result: ScenarioResult, file: String) -> Result<Int, RecordError> {
    guard case .success(var bytes) = FileSystem.readFile(file, limit: ScenarioLoader.fileSizeLimit) else {
      return .failure(RecordError("the file cannot be read"))
    }
    var end = bytes.count
    while end > 0, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[end - 1]) { end -= 1 }
    guard end > 0, bytes[end - 1] == UInt8(ascii: "}") else {
      return .failure(RecordError("the file does not end with the closing brace of its object"))
    }
    var insertAt = end - 1
    while insertAt > 0, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[insertAt - 1]) { insertAt -= 1 }
    let lines = expectations(for: result)
    var text = ",\n  \"expect\": [\n"
    text += lines.map { "    " + $0 }.joined(separator: ",\n")
    text += "\n  ]\n"
    bytes.replaceSubrange(insertAt..<end - 1, with: Array(text.utf8))
    bytes.append(contentsOf: Array("\n".utf8).filter { _ in bytes.last != 0x0A })
    guard FileSystem.writeFile(file, bytes) else { return .failure(RecordError("the file cannot be written")) }
    return .success(lines.count)
  }

  /// Why a recording was not written.
  public struct RecordError: Error, CustomStringConvertible {
    /// What went wrong.
    public var description: String
    init(_ description: String) { self.description = description }
  }
}
