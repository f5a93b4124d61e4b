import NotificationPayload
import NotificationSimulator

/// Writes scenario outcomes as text, JSON lines, JUnit XML or Markdown. Every format depends
/// only on the outcomes, never on timing or `Dictionary` order.
enum ScenarioReport {
  // MARK: - Text

  static func writeHeader(file: String, scenario: Scenario, to out: inout some OutputSink) {
    out.write("── \(file)\n   \(scenario.name) (\(scenario.profile), app \(scenario.initialState))\n")
  }

  static func writeText(
    _ outcome: RunCommand.Outcome, timeline: Bool, header: Bool = true, to out: inout some OutputSink
  ) {
    guard let result = outcome.result else {
      if header { out.write("── \(outcome.file)\n") }
      for diagnostic in outcome.diagnostics { out.write(diagnostic.rendered + "\n") }
      out.write("INVALID  \(outcome.file)\n\n")
      return
    }
    if header { writeHeader(file: outcome.file, scenario: result.scenario, to: &out) }
    for diagnostic in outcome.diagnostics { out.write(diagnostic.rendered + "\n") }
    if timeline {
      for event in result.events { out.write(event.rendered + "\n") }
    }
    for failure in result.failures {
      out.write("\(outcome.file):\(failure.location): error: \(failure.message)\n")
      let comparison = failure.renderedComparison
      if !comparison.isEmpty { out.write(comparison + "\n") }
    }
    if result.passed {
      let checks = result.checkedExpectations
      out.write("PASS  \(outcome.file) (\(checks) expected event\(checks == 1 ? "" : "s") checked)\n\n")
    } else {
      out.write("FAIL  \(outcome.file)\n\n")
    }
  }

  // MARK: - JSON lines

  /// One object per event, then one for the result; keys sorted.
  static func writeJSON(_ outcome: RunCommand.Outcome, to out: inout some OutputSink) {
    writeJSONDiagnostics(outcome.diagnostics, scenarioFile: outcome.file, to: &out)
    if let result = outcome.result {
      var lines = JSONEventLines(file: outcome.file)
      for event in result.events { lines.write(event, to: &out) }
      lines.flush(to: &out)
    }
    writeJSONResult(outcome, to: &out)
  }

  /// The lines for a scenario file's load findings, which come before its events.
  static func writeJSONDiagnostics(_ diagnostics: [FileDiagnostic], scenarioFile: String, to out: inout some OutputSink) {
    let file = JSONWriter.quoted(scenarioFile)
    for diagnostic in diagnostics {
      let d = diagnostic.diagnostic
      out.write(
        JSONLine.object([
          ("code", JSONWriter.quoted(d.code.rawValue)),
          ("column", diagnostic.isFileLevel ? "null" : String(d.location.column)),
          ("file", JSONWriter.quoted(diagnostic.file)),
          ("line", diagnostic.isFileLevel ? "null" : String(d.location.line)),
          ("message", JSONWriter.quoted(d.message)), ("scenario", file),
          ("severity", JSONWriter.quoted(d.severity.rawValue)), ("type", "\"diagnostic\""),
        ]) + "\n")
    }
  }

  /// The line for a scenario file's result, which comes after its events.
  static func writeJSONResult(_ outcome: RunCommand.Outcome, to out: inout some OutputSink) {
    let file = JSONWriter.quoted(outcome.file)
    guard let result = outcome.result else {
      out.write(
        JSONLine.object([
          ("failures", "[]"), ("file", file), ("name", "null"), ("passed", "false"), ("type", "\"result\""),
        ]) + "\n")
      return
    }
    let failures = result.failures.map { failure in
      JSONLine.object([
        ("column", String(failure.location.column)), ("line", String(failure.location.line)),
        ("message", JSONWriter.quoted(failure.message)), ("path", JSONWriter.quoted(failure.path.description)),
      ])
    }
    out.write(
      JSONLine.object([
        ("failures", "[" + failures.joined(separator: ",") + "]"), ("file", file),
        ("name", JSONWriter.quoted(result.scenario.name)), ("passed", outcome.passed ? "true" : "false"),
        ("type", "\"result\""),
      ]) + "\n")
  }

  /// Event lines of one scenario file, built as UTF-8 bytes and handed to the sink in chunks
  /// of about 32 KiB; ``flush(to:)`` after the last event.
  struct JSONEventLines {
    let quotedFile: [UInt8]
    var chunk: [UInt8] = []
    /// The last event's instant and its quoted text: events come in runs at one instant (a
    /// push, its display and its callbacks), and formatting an instant is the dearest part.
    private var instant: SimulatedInstant?
    private var quotedInstant: [UInt8] = []

    init(file: String) {
      quotedFile = Array(JSONWriter.quoted(file).utf8)
      chunk.reserveCapacity(1 << 15 + 4096)
    }

    mutating func write(_ event: TraceEvent, to out: inout some OutputSink) {
      if event.instant != instant {
        instant = event.instant
        quotedInstant.removeAll(keepingCapacity: true)
        JSONWriter.appendQuoted(event.instant.description, to: &quotedInstant)
      }
      ScenarioReport.appendJSONEvent(event, quotedFile: quotedFile, quotedInstant: quotedInstant, to: &chunk)
      if chunk.count >= 1 << 15 { flush(to: &out) }
    }

    mutating func flush(to out: inout some OutputSink) {
      guard !chunk.isEmpty else { return }
      out.write(String(decoding: chunk, as: UTF8.self))
      chunk.removeAll(keepingCapacity: true)
    }
  }

  /// One event's JSON line, newline included, appended to `line` as UTF-8; `quotedFile` and
  /// `quotedInstant` are the scenario file and the event's instant, already quoted. The members are
  /// written straight into the bytes, in sorted key order (`at`, `body`, `fields`, `kind`,
  /// `label`, `name`, `rule`, `scenario`, `type`; the four in the middle only for observed
  /// events): the same text as `JSONLine.object` makes from them, which a test checks. A
  /// 100,000-push run writes 300,000 such lines; building each from a sorted list of member
  /// strings took three times as long as the run itself.
  static func appendJSONEvent(
    _ event: TraceEvent, quotedFile: [UInt8], quotedInstant: [UInt8], to line: inout [UInt8]
  ) {
    func raw(_ text: StaticString) {
      text.withUTF8Buffer { line.append(contentsOf: $0) }
    }
    let observed = ObservedEvent(event)
    raw("{\"at\":")
    line.append(contentsOf: quotedInstant)
    raw(",\"body\":")
    JSONWriter.appendQuoted(event.body, to: &line)
    if let observed {
      raw(",\"fields\":{")
      var first = true
      for field in observed.fields.sorted(by: { $0.name < $1.name }) {
        if !first { raw(",") }
        first = false
        JSONWriter.appendQuoted(field.name, to: &line)
        raw(":")
        JSONWriter.appendQuoted(field.value, to: &line)
      }
      raw("},\"kind\":")
      JSONWriter.appendQuoted(observed.kind.rawValue, to: &line)
    }
    raw(",\"label\":")
    JSONWriter.appendQuoted(event.label, to: &line)
    if let observed {
      raw(",\"name\":")
      JSONWriter.appendQuoted(observed.name, to: &line)
    }
    raw(",\"rule\":")
    if let rule = event.ruleID {
      JSONWriter.appendQuoted(rule, to: &line)
    } else {
      raw("null")
    }
    raw(",\"scenario\":")
    line.append(contentsOf: quotedFile)
    raw(",\"type\":\"event\"}\n")
  }

  // MARK: - JUnit

  /// JUnit XML: one `testsuite` per folder, one `testcase` per scenario. Times are virtual, so
  /// every `time` is 0.
  static func writeJUnit(_ outcomes: [RunCommand.Outcome], to out: inout some OutputSink) {
    let failures = outcomes.filter { !$0.passed }.count
    out.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
    out.write("<testsuites name=\"notifsim\" tests=\"\(outcomes.count)\" failures=\"\(failures)\" errors=\"0\" time=\"0\">\n")
    var folders: [String] = []
    for outcome in outcomes where !folders.contains(FileSystem.directory(of: outcome.file)) {
      folders.append(FileSystem.directory(of: outcome.file))
    }
    for folder in folders {
      let members = outcomes.filter { FileSystem.directory(of: $0.file) == folder }
      let failed = members.filter { !$0.passed }.count
      out.write(
        "  <testsuite name=\"\(xml(folder))\" tests=\"\(members.count)\" failures=\"\(failed)\" errors=\"0\" time=\"0\">\n")
      for outcome in members {
        out.write(
          "    <testcase classname=\"\(xml(folder.replacingSlashes))\" name=\"\(xml(outcome.name))\" file=\"\(xml(outcome.file))\" time=\"0\"")
        if outcome.passed {
          out.write("/>\n")
          continue
        }
        out.write(">\n")
        var details: [String] = outcome.diagnostics.map(\.rendered)
        var summary = outcome.diagnostics.first { $0.diagnostic.severity == .error }?.diagnostic.message ?? "invalid scenario"
        if let result = outcome.result {
          for failure in result.failures {
            details.append("\(outcome.file):\(failure.location): \(failure.message)\n\(failure.renderedComparison)")
          }
          summary = result.failures.first?.message ?? summary
        }
        out.write("      <failure message=\"\(xml(summary))\">\(xml(details.joined(separator: "\n")))</failure>\n")
        out.write("    </testcase>\n")
      }
      out.write("  </testsuite>\n")
    }
    out.write("</testsuites>\n")
  }

  static func xml(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "\n", "\t": out.unicodeScalars.append(scalar)
      default:
        if scalar.value < 0x20 { out += "&#\(scalar.value);" } else { out.unicodeScalars.append(scalar) }
      }
    }
    return out
  }

  // MARK: - Markdown

  /// A page: a summary table, then each scenario with its result and a Mermaid sequence diagram.
  static func writeMarkdown(_ outcomes: [RunCommand.Outcome], to out: inout some OutputSink) {
    let passed = outcomes.filter(\.passed).count
    out.write("# Scenario run\n\n\(passed) of \(outcomes.count) scenarios passed.\n\n")
    out.write("| Result | Scenario | File |\n| --- | --- | --- |\n")
    for outcome in outcomes {
      out.write("| \(outcome.passed ? "pass" : "FAIL") | \(cell(outcome.name)) | `\(cell(outcome.file))` |\n")
    }
    for outcome in outcomes {
      out.write("\n## \(outcome.passed ? "✅" : "❌") \(outcome.name)\n\n`\(outcome.file)`\n\n")
      if let about = outcome.result?.scenario.about { out.write(about + "\n\n") }
      for diagnostic in outcome.diagnostics { out.write("- `\(diagnostic.rendered.split(separator: "\n").first ?? "")`\n") }
      guard let result = outcome.result else { continue }
      for failure in result.failures {
        out.write("```text\n\(outcome.file):\(failure.location): \(failure.message)\n\(failure.renderedComparison)\n```\n\n")
      }
      out.write("```mermaid\nsequenceDiagram\n")
      out.write("    participant User\n    participant APNs\n    participant iOS\n    participant App\n")
      for event in result.events { out.write(mermaidLine(event)) }
      out.write("```\n")
    }
  }

  static func mermaidLine(_ event: TraceEvent) -> String {
    let rule = event.ruleID.map { " [\($0)]" } ?? ""
    let text = mermaid(event.body)
    switch event.kind {
    case .user: return "    User->>iOS: \(event.instant) \(text)\n"
    case .pushArrived: return "    APNs->>iOS: \(event.instant) push \(text)\n"
    case .localFired: return "    iOS->>iOS: \(event.instant) local \(text)\n"
    case .callback(let callback, _):
      return "    iOS->>App: \(mermaid(callback.selector))\(rule)\n"
    case .completion(let callback, _, let result):
      return "    App-->>iOS: \(mermaid(callback.rawValue)) completion \(mermaid(result))\n"
    case .skipped: return "    Note over App: skipped \(text)\(rule)\n"
    case .lifecycle: return "    Note over App: \(text)\(rule)\n"
    case .system: return "    Note over iOS: \(text)\(rule)\n"
    case .diagnostic: return "    Note over iOS,App: ⚠ \(text)\(rule)\n"
    }
  }

  /// Text that is safe inside a Mermaid message: no `;`, `#` or line breaks.
  static func mermaid(_ text: String) -> String {
    String(text.map { $0 == ";" ? "," : $0 == "#" ? "№" : $0 == "\n" ? " " : $0 })
  }

  static func cell(_ text: String) -> String {
    String(text.map { $0 == "|" ? "/" : $0 == "\n" ? " " : $0 })
  }
}

extension String {
  /// The path with `/` written as `.`, as JUnit class names are.
  var replacingSlashes: String { String(map { $0 == "/" ? "." : $0 }) }
}
