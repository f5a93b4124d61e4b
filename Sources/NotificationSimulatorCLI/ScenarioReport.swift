import NotificationPayload
import NotificationSimulator

/// Writes scenario outcomes as text, JSON lines, JUnit XML or Markdown. Every format depends
/// only on the outcomes, never on timing or `Dictionary` order.
enum ScenarioReport {
  // MARK: - Text

  /// The header: the file, then the scenario's name, device, app state and the device clock's
  /// start (`clock 2026-01-05T09:00:00 UTC`: fixed, never the host's; the trace's times are
  /// relative to it); with `columns`, the
  /// name's line is wrapped at that width (``TerminalText/wrap(_:width:indent:)``).
  static func writeHeader(file: String, scenario: Scenario, columns: Int? = nil, to out: inout some OutputSink) {
    var bytes = TextBytes(capacity: file.utf8.count + scenario.name.utf8.count + 48)
    appendHeader(file: file, scenario: scenario, columns: columns, to: &bytes)
    out.write(utf8: bytes.array())
  }

  /// ``writeHeader(file:scenario:columns:to:)``'s text appended as UTF-8.
  static func appendHeader(file: String, scenario: Scenario, columns: Int? = nil, to bytes: inout TextBytes) {
    bytes.append("── ")
    appendEscapedText(file, to: &bytes)
    if let columns {
      let line = "   " + Escape.text(scenario.name) + " (" + scenario.profile.description + ", app "
        + scenario.initialState.description + ", " + clock(scenario) + ")"
      bytes.append(0x0A)
      bytes.appendUTF8(TerminalText.wrap(line, width: columns, indent: 3).joined(separator: "\n"))
      bytes.append(0x0A)
      return
    }
    bytes.append("\n   ")
    appendEscapedText(scenario.name, to: &bytes)
    bytes.append(" (")
    bytes.appendUTF8(scenario.profile.description)
    bytes.append(", app ")
    bytes.appendUTF8(scenario.initialState.description)
    bytes.append(", ")
    appendEscapedText(clock(scenario), to: &bytes)
    bytes.append(")\n")
  }

  /// Where the device's clock starts: `clock 2026-01-05T09:00:00 UTC`.
  static func clock(_ scenario: Scenario) -> String {
    "clock " + scenario.device.date.description + " " + scenario.device.timeZone
  }

  /// The width of the time column for `events`: their longest time, and at least `+0.000s`.
  /// The instants are read in place: a loop over the events would copy each, strings and all.
  static func timeWidth(_ events: [TraceEvent]) -> Int {
    var bytes = TextBytes(capacity: 32)
    return timeWidth(events, scratch: &bytes)
  }

  /// ``timeWidth(_:)``, its longest time formatted in `scratch` (what was in it is removed):
  /// the timeline's buffer for its time column, which saves an allocation a scenario.
  static func timeWidth(_ events: [TraceEvent], scratch bytes: inout TextBytes) -> Int {
    var longest = SimulatedInstant.zero
    events.withUnsafeBufferPointer { events in
      for index in events.indices where events[index].instant > longest { longest = events[index].instant }
    }
    // The time is ASCII: a byte a character.
    bytes.removeSuffix(from: 0)
    TimeColumn.appendFormat(longest, to: &bytes)
    return bytes.count
  }

  /// One timeline line: the time right-aligned in `timeWidth` columns, the label in 11, the
  /// body and the rule. Any event kind renders through its label and body.
  /// With `columns`, a longer line is broken at spaces, later lines indented to the body.
  static func line(_ event: TraceEvent, timeWidth: Int, columns: Int? = nil) -> String {
    let label = event.label
    var line = TimeColumn.aligned(TimeColumn.format(event.instant), width: timeWidth) + "  " + label
      + String(repeating: " ", count: max(1, 11 - label.count)) + Escape.text(event.body)
    if let ruleID = event.ruleID { line += "  [\(Escape.text(ruleID))]" }
    guard let columns else { return line }
    return ExplainCommand.wrap(line, width: max(columns, ExplainCommand.narrowestWidth), indent: timeWidth + 13)
  }

  /// The timeline of `events`, one ``line(_:timeWidth:columns:)`` each with its newline, as
  /// UTF-8.
  static func timelineBytes(_ events: [TraceEvent], columns: Int? = nil) -> [UInt8] {
    var bytes = TextBytes(capacity: events.count * 120)
    appendTimeline(events, columns: columns, to: &bytes)
    return bytes.array()
  }

  /// ``timelineBytes(_:columns:)`` appended to `bytes`. Without `columns` the lines are built
  /// straight into the bytes, each time formatted once for a run of events at one instant
  /// (the same text as `line` makes, which a test checks).
  static func appendTimeline(_ events: [TraceEvent], columns: Int? = nil, to bytes: inout TextBytes) {
    var time = TextBytes(capacity: 32)
    let width = timeWidth(events, scratch: &time)
    guard columns == nil else {
      for event in events {
        bytes.appendUTF8(line(event, timeWidth: width, columns: columns))
        bytes.append(0x0A)
      }
      return
    }
    appendTimeline(events, timeWidth: width, time: &time, to: &bytes)
  }

  /// The lines of `events` with the time column `width` wide, built straight into `bytes`
  /// (the text `line(_:timeWidth:)` makes for each); `time` is scratch room.
  static func appendTimeline(_ events: [TraceEvent], timeWidth width: Int, time: inout TextBytes, to bytes: inout TextBytes) {
    // The lines are written in the simulator's module (1,100 instructions a scenario less
    // than here).
    TraceEvent.appendTimelineLines(
      events, timeWidth: width, time: &time, to: &bytes,
      appendTime: { TimeColumn.appendFormat($0, to: &$1) },
      otherLine: { line($0, timeWidth: width) })
  }

  /// `text` as ``Escape/text(_:)`` shows it, appended as UTF-8: printable ASCII as it is.
  static func appendEscapedText(_ text: String, to bytes: inout TextBytes) {
    let start = bytes.count
    bytes.appendUTF8(text)
    if !bytes.isPrintableASCII(from: start) {
      bytes.removeSuffix(from: start)
      bytes.appendUTF8(Escape.text(text))
    }
  }

  /// A scenario's text: its header, findings, timeline, failures and result. The header, the
  /// timeline and a pass's line are built in one array and written at once (an array each,
  /// copied into the sink, cost 2,400 instructions a scenario more).
  static func writeText(
    _ outcome: RunCommand.Outcome, timeline: Bool, header: Bool = true, palette: Palette = Palette(enabled: false),
    columns: Int? = nil, to out: inout some OutputSink
  ) {
    guard let result = outcome.result else {
      if header { out.write("── \(Escape.text(outcome.file))\n") }
      for diagnostic in outcome.diagnostics { out.write(diagnostic.text + "\n") }
      out.write(palette.red("INVALID") + "  \(Escape.text(outcome.file))\n\n")
      return
    }
    var bytes = TextBytes(
      capacity: 2 * outcome.file.utf8.count + result.scenario.name.utf8.count + 160 + (timeline ? result.events.count * 128 : 0))
    if header { appendHeader(file: outcome.file, scenario: result.scenario, columns: columns, to: &bytes) }
    for diagnostic in outcome.diagnostics {
      bytes.appendUTF8(diagnostic.text)
      bytes.append(0x0A)
    }
    if timeline { appendTimeline(result.events, columns: columns, to: &bytes) }
    if outcome.passed {
      bytes.appendUTF8(palette.green("PASS"))
      bytes.append("  ")
      appendEscapedText(outcome.file, to: &bytes)
      bytes.append(" (")
      // `RunCommand.count`'s text, its number written as digits (its interpolated string cost
      // 800 instructions).
      let checks = result.checkedExpectations
      bytes.appendDecimal(Int64(checks))
      bytes.append(checks == 1 ? " expected event checked)\n\n" : " expected events checked)\n\n")
      out.write(utf8: bytes.array())
      return
    }
    if bytes.count > 0 { out.write(utf8: bytes.array()) }
    for failure in result.failures {
      let place = "\(Escape.text(outcome.file)):\(failure.location): "
      let message = "error: \(Escape.text(failure.message))"
      // Wrapped without its colour, which is added to the first word after.
      let wrapped = columns.map { ExplainCommand.wrap(place + message, width: max($0, ExplainCommand.narrowestWidth), indent: 2) } ?? place + message
      let rest = wrapped.hasPrefix(place + "error") ? String(wrapped.dropFirst(place.count + "error".count)) : String(message.dropFirst(5))
      out.write(place + palette.red("error") + rest + "\n")
      let comparison = comparisonText(failure, columns: columns)
      if !comparison.isEmpty { out.write(comparison + "\n") }
    }
    out.write(palette.red("FAIL") + "  \(Escape.text(outcome.file))\n\n")
  }

  /// The failures again, one line each, after the timelines: where to look first.
  /// With `columns`, each line is wrapped at that width (``TerminalText/wrap(_:width:indent:)``).
  static func writeRecap(
    _ outcomes: [RunCommand.Outcome], missing: [FileDiagnostic], palette: Palette, columns: Int? = nil,
    to out: inout some OutputSink
  ) {
    writeRecap(outcomes.map(RunCommand.Recap.init), missing: missing, palette: palette, columns: columns, to: &out)
  }

  /// ``writeRecap(_:missing:palette:columns:to:)`` from what a worker kept of each outcome.
  static func writeRecap(
    _ outcomes: [RunCommand.Recap], missing: [FileDiagnostic], palette: Palette, columns: Int? = nil,
    to out: inout some OutputSink
  ) {
    var lines: [String] = []
    for outcome in outcomes where !outcome.passed {
      if let failures = outcome.failures {
        for failure in failures { lines.append("\(outcome.file):\(failure.location): \(failure.message)") }
        if failures.isEmpty { lines.append("\(outcome.file): has errors") }
      } else {
        let error = outcome.firstError
        let place = error.map { $0.isFileLevel ? $0.file : "\($0.file):\($0.diagnostic.location)" } ?? outcome.file
        lines.append("\(place): invalid: \(error?.diagnostic.message ?? "the scenario cannot be read")")
      }
    }
    for problem in missing { lines.append("\(problem.file): \(problem.diagnostic.message)") }
    guard !lines.isEmpty else { return }
    let failed = outcomes.filter { !$0.passed }.count + missing.count
    out.write(palette.bold("Failed (\(failed)):") + "\n")
    for line in lines {
      // Wrapped without its colour, which is added to the mark after.
      let wrapped = TerminalText.wrap("  ✗ " + Escape.text(line), width: columns, indent: 4).joined(separator: "\n")
      out.write("  " + palette.red("✗") + String(wrapped.dropFirst(3)) + "\n")
    }
    out.write("\n")
  }

  // MARK: - JSON lines

  /// One object per event, then one for the result; keys sorted. `at` is seconds, as a number.
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
      let rows = failure.comparison.map { row in
        JSONLine.object([
          ("actual", row.actual.map(JSONWriter.quoted) ?? "null"),
          ("expected", row.expected.map(JSONWriter.quoted) ?? "null"),
        ])
      }
      return JSONLine.object([
        ("column", String(failure.location.column)), ("comparison", "[" + rows.joined(separator: ",") + "]"),
        ("line", String(failure.location.line)),
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
    /// Where each event's body is written before it is quoted, kept from line to line.
    private let body = BodyBytes()
    /// The last event's instant and its text (seconds, a JSON number): events come in runs at
    /// one instant (a push, its display and its callbacks), and formatting an instant is the
    /// dearest part.
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
        quotedInstant.append(contentsOf: TimeColumn.jsonSeconds(event.instant).utf8)
      }
      ScenarioReport.appendJSONEvent(event, quotedFile: quotedFile, quotedInstant: quotedInstant, body: &body.bytes, to: &chunk)
      if chunk.count >= 1 << 15 { flush(to: &out) }
    }

    mutating func flush(to out: inout some OutputSink) {
      guard !chunk.isEmpty else { return }
      out.write(String(decoding: chunk, as: UTF8.self))
      chunk.removeAll(keepingCapacity: true)
    }
  }

  /// A buffer for event bodies that a copyable writer can keep (``TextBytes`` cannot be copied).
  final class BodyBytes {
    var bytes = TextBytes(capacity: 256)
  }

  /// One event's JSON line, newline included, appended to `line` as UTF-8; `quotedFile` is the
  /// scenario file, already quoted, and `quotedInstant` the event's instant in seconds, a number.
  /// The body is written into `body` first (``TraceEvent/appendBody(to:)``, in place for the
  /// usual events, where ``TraceEvent/body`` made a string of each). The members are
  /// written straight into the bytes, in sorted key order (`at`, `body`, `fields`, `kind`,
  /// `label`, `name`, `rule`, `scenario`, `type`; the four in the middle only for observed
  /// events): the same text as `JSONLine.object` makes from them, which a test checks. A
  /// 100,000-push run writes 300,000 such lines; building each from a sorted list of member
  /// strings took three times as long as the run itself.
  static func appendJSONEvent(
    _ event: TraceEvent, quotedFile: [UInt8], quotedInstant: [UInt8], body: inout TextBytes, to line: inout [UInt8]
  ) {
    func raw(_ text: StaticString) {
      text.withUTF8Buffer { line.append(contentsOf: $0) }
    }
    let observed = ObservedEvent.facts(of: event)
    raw("{\"at\":")
    line.append(contentsOf: quotedInstant)
    raw(",\"body\":")
    body.removeSuffix(from: 0)
    event.appendBody(to: &body)
    body.withBytes { JSONWriter.appendQuoted(utf8: $0, to: &line) }
    if let observed {
      raw(",\"fields\":{")
      var first = true
      // Most events keep their facts in name order already; sorting made a copy of each list.
      var fields = observed.fields
      if !isSortedByName(fields) { fields.sort { $0.name < $1.name } }
      for field in fields {
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

  /// Whether `fields` are in name order, as a JSON event line writes them.
  private static func isSortedByName(_ fields: [ObservedEvent.Field]) -> Bool {
    var index = 1
    while index < fields.count {
      if fields[index].name < fields[index - 1].name { return false }
      index += 1
    }
    return true
  }

  // MARK: - JUnit

  /// The JUnit class name of a file: its folder below the argument, with `.` for `/`, or the
  /// argument folder's own name for a file at its top. `.` and `..` never appear.
  static func className(_ outcome: RunCommand.Outcome) -> String {
    var parts = outcome.relativePath.split(separator: "/").dropLast().map(String.init)
    if parts.isEmpty {
      let base = outcome.root == outcome.file ? FileSystem.directory(of: outcome.file) : outcome.root
      parts = base.split(separator: "/").map(String.init).filter { $0 != "." && $0 != ".." }.suffix(1).map { $0 }
    }
    parts = parts.filter { $0 != "." && $0 != ".." }
    return parts.isEmpty ? "scenarios" : parts.joined(separator: ".")
  }

  /// JUnit XML: one `testsuite` per class name, one `testcase` per scenario. A failed
  /// expectation is a `failure`; a file that cannot be read as a scenario is an `error`. Times
  /// are virtual, so every `time` is 0.
  static func writeJUnit(_ outcomes: [RunCommand.Outcome], missing: [FileDiagnostic] = [], to out: inout some OutputSink) {
    let errors = outcomes.filter(\.invalid).count + missing.count
    let failures = outcomes.filter { !$0.passed && !$0.invalid }.count
    out.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
    out.write(
      "<testsuites name=\"notifsim\" tests=\"\(outcomes.count + missing.count)\" failures=\"\(failures)\" errors=\"\(errors)\" time=\"0\">\n")
    var classes: [String] = []
    for outcome in outcomes where !classes.contains(className(outcome)) { classes.append(className(outcome)) }
    for name in classes {
      let members = outcomes.filter { className($0) == name }
      let invalid = members.filter(\.invalid).count
      let failed = members.filter { !$0.passed && !$0.invalid }.count
      out.write(
        "  <testsuite name=\"\(xml(name))\" tests=\"\(members.count)\" failures=\"\(failed)\" errors=\"\(invalid)\" time=\"0\">\n")
      for outcome in members {
        out.write(
          "    <testcase classname=\"\(xml(name))\" name=\"\(xml(outcome.name))\" time=\"0\"")
        if outcome.passed {
          out.write("/>\n")
          continue
        }
        out.write(">\n")
        var details: [String] = outcome.diagnostics.map(\.text)
        let error = outcome.diagnostics.first { $0.diagnostic.severity == .error }
        // The message starts with FILE:LINE:COLUMN: JUnit has no place for a line that
        // Jenkins' schema accepts.
        let errorPlace = error.map { $0.isFileLevel ? $0.file : "\($0.file):\($0.diagnostic.location)" } ?? outcome.file
        if let result = outcome.result {
          for failure in result.failures {
            details.append("\(Escape.text(outcome.file)):\(failure.location): \(Escape.text(failure.message))\n\(comparisonText(failure))")
          }
          let summary =
            result.failures.first.map { "\(outcome.file):\($0.location): \($0.message)" }
            ?? "\(errorPlace): \(error?.diagnostic.message ?? "the scenario failed")"
          out.write(
            "      <failure message=\"\(xml(summary))\" type=\"\(result.failures.isEmpty ? "error" : "expectation")\">"
              + "\(Escape.xmlLines(details.joined(separator: "\n")))</failure>\n")
        } else {
          let summary = "\(errorPlace): invalid scenario file: " + (error?.diagnostic.message ?? "it cannot be read")
          out.write(
            "      <error message=\"\(xml(summary))\" type=\"\(xml(error?.diagnostic.code.rawValue ?? "invalid"))\">"
              + "\(Escape.xmlLines(details.joined(separator: "\n")))</error>\n")
        }
        out.write("    </testcase>\n")
      }
      out.write("  </testsuite>\n")
    }
    if !missing.isEmpty {
      out.write("  <testsuite name=\"missing\" tests=\"\(missing.count)\" failures=\"0\" errors=\"\(missing.count)\" time=\"0\">\n")
      for problem in missing {
        out.write("    <testcase classname=\"missing\" name=\"\(xml(problem.file))\" time=\"0\">\n")
        out.write(
          "      <error message=\"\(xml(problem.file + ": " + problem.diagnostic.message))\" type=\"\(xml(problem.diagnostic.code.rawValue))\">"
            + "\(Escape.xmlLines(problem.text))</error>\n    </testcase>\n")
      }
      out.write("  </testsuite>\n")
    }
    out.write("</testsuites>\n")
  }

  static func xml(_ text: String) -> String { Escape.xml(text) }

  // MARK: - GitHub Actions

  /// One GitHub Actions annotation before it is written.
  struct Annotation {
    var level: String
    var file: String
    var position: SourcePosition?
    var title: String
    var message: String
  }

  /// The most annotations a run writes: GitHub shows ten of each kind a step and drops the rest
  /// without a word.
  static let annotationLimit = 10

  /// Writes at most ``annotationLimit`` annotations, errors first chosen, in their order, then
  /// one `::notice` that says how many more there are and where to see them.
  static func writeAnnotations(_ annotations: [Annotation], seeAlso: String, to out: inout some OutputSink) {
    var chosen = Set(annotations.indices.filter { annotations[$0].level == "error" }.prefix(annotationLimit))
    for index in annotations.indices where chosen.count < annotationLimit { chosen.insert(index) }
    for (index, annotation) in annotations.enumerated() where chosen.contains(index) {
      var properties = ["file=\(property(annotation.file))"]
      if let position = annotation.position { properties += ["line=\(position.line)", "col=\(position.column)"] }
      properties.append("title=\(property(annotation.title))")
      out.write("::\(annotation.level) \(properties.joined(separator: ","))::\(data(annotation.message))\n")
    }
    let hidden = annotations.count - chosen.count
    if hidden > 0 {
      let errors = annotations.indices.filter { !chosen.contains($0) && annotations[$0].level == "error" }.count
      out.write(
        "::notice title=notifsim::\(hidden) more finding\(hidden == 1 ? "" : "s") (\(errors) error\(errors == 1 ? "" : "s")) "
          + "not shown as annotations: GitHub shows \(annotationLimit) a step. \(data(seeAlso))\n")
    }
  }

  /// GitHub Actions workflow commands: an `::error` on the scenario file's line for each failed
  /// expectation or refused step, one for each load error, `::warning` for each warning; at most
  /// ``annotationLimit``, then a notice of the rest.
  static func writeGitHub(_ outcomes: [RunCommand.Outcome], missing: [FileDiagnostic], to out: inout some OutputSink) {
    var annotations: [Annotation] = []
    for outcome in outcomes {
      for diagnostic in outcome.diagnostics {
        let d = diagnostic.diagnostic
        annotations.append(
          Annotation(
            level: d.severity == .error ? "error" : "warning", file: diagnostic.file,
            position: diagnostic.isFileLevel ? nil : d.location, title: "notifsim: \(d.code)",
            message: d.message + (d.hint.map { "\nhint: " + $0 } ?? "")))
      }
      for failure in outcome.result?.failures ?? [] {
        let comparison = comparisonText(failure)
        annotations.append(
          Annotation(
            level: "error", file: outcome.file, position: failure.location, title: "notifsim: \(outcome.name)",
            message: failure.message + (comparison.isEmpty ? "" : "\n" + comparison)))
      }
    }
    for problem in missing {
      annotations.append(
        Annotation(
          level: "error", file: problem.file, position: nil, title: "notifsim: \(problem.diagnostic.code)",
          message: problem.diagnostic.message))
    }
    writeAnnotations(annotations, seeAlso: "Run with --format text (or junit) for every failure.", to: &out)
  }

  static func data(_ text: String) -> String { Escape.githubData(text) }

  static func property(_ text: String) -> String { Escape.githubProperty(text) }

  // MARK: - Markdown

  /// A page: a summary table, then each scenario with its result and a Mermaid sequence diagram.
  /// Every string from a scenario goes through ``Escape/markdown(_:)``, ``Escape/markdownCode(_:)``,
  /// ``Escape/markdownBlock(_:info:)`` or ``Escape/mermaid(_:)``.
  ///
  /// With `quiet`, the page shows the failing scenarios only. The page's size in characters is
  /// returned, so the caller can note one too large for a GitHub comment
  /// (``markdownCommentLimit``).
  @discardableResult
  static func writeMarkdown(_ outcomes: [RunCommand.Outcome], quiet: Bool = false, to sink: inout some OutputSink) -> Int {
    let size = writeMarkdown(outcomes, quiet: quiet, to: &sink) { outcome, out in
      for event in outcome.result?.events ?? [] { out.write(mermaidLine(event)) }
      return true
    }
    return size ?? 0
  }

  /// ``writeMarkdown(_:quiet:to:)`` with each shown scenario's Mermaid lines (``mermaidLine(_:)``)
  /// written by `diagram`, which a streamed run copies from where it kept them; `diagram`
  /// returns `false` when it could not, and the page ends there. The size in characters, or
  /// `nil` when a diagram could not be written.
  static func writeMarkdown<Sink: OutputSink>(
    _ outcomes: [RunCommand.Outcome], quiet: Bool = false, to sink: inout Sink,
    diagram: (RunCommand.Outcome, inout CountingSink<Sink>) -> Bool
  ) -> Int? {
    var out = CountingSink(sink)
    defer { sink = out.sink }
    let passed = outcomes.filter(\.passed).count
    out.write("# Scenario run\n\n\(passed) of \(outcomes.count) scenarios passed.\n\n")
    let outcomes = quiet ? outcomes.filter { !$0.passed } : outcomes
    if quiet { out.write("Failing scenarios only (--quiet).\n\n") }
    out.write("| Result | Scenario | File |\n| --- | --- | --- |\n")
    for outcome in outcomes {
      out.write("| \(outcome.passed ? "pass" : "FAIL") | \(Escape.markdown(outcome.name)) | \(Escape.markdownCode(outcome.file)) |\n")
    }
    for outcome in outcomes {
      out.write("\n## \(outcome.passed ? "✅" : "❌") \(Escape.markdown(outcome.name))\n\n\(Escape.markdownCode(outcome.file))\n\n")
      if let about = outcome.result?.scenario.about { out.write(Escape.markdown(about) + "\n\n") }
      for diagnostic in outcome.diagnostics {
        out.write("- \(Escape.markdownCode(String(diagnostic.text.split(separator: "\n").first ?? "")))\n")
      }
      guard let result = outcome.result else { continue }
      for failure in result.failures {
        let lines = ["\(outcome.file):\(failure.location): \(failure.message)"] + comparisonLines(failure)
        out.write(Escape.markdownBlock(lines, info: "text") + "\n")
      }
      out.write("```mermaid\nsequenceDiagram\n")
      out.write("    participant User\n    participant APNs\n    participant iOS\n    participant App\n")
      guard diagram(outcome, &out) else { return nil }
      out.write("```\n")
    }
    return out.characters
  }

  /// The most characters a GitHub comment holds.
  static let markdownCommentLimit = 65_536

  /// One Mermaid line for an event, chosen by its label, so a new kind of event draws as a
  /// note on iOS.
  static func mermaidLine(_ event: TraceEvent) -> String {
    let rule = event.ruleID.map { " [\(Escape.mermaid($0))]" } ?? ""
    let text = Escape.mermaid(event.bodyFromBytes)
    switch event.label {
    case "user": return "    User->>iOS: \(event.instant) \(text)\n"
    case "push": return "    APNs->>iOS: \(event.instant) push \(text)\n"
    case "local": return "    iOS->>iOS: \(event.instant) local \(text)\n"
    case "callback": return "    iOS->>App: \(text)\(rule)\n"
    case "completion": return "    App-->>iOS: completion \(text)\n"
    case "skipped": return "    Note over App: skipped \(text)\(rule)\n"
    case "lifecycle": return "    Note over App: \(text)\(rule)\n"
    case "diagnostic": return "    Note over iOS,App: ⚠ \(text)\(rule)\n"
    case "apns": return "    Note over APNs: \(text)\(rule)\n"
    default: return "    Note over iOS: \(text)\(rule)\n"
    }
  }

  // MARK: - Comparisons

  /// A failure's expected/actual comparison as text lines, each cell escaped with
  /// ``Escape/text(_:)``: a header, then one row a line, marked `-` for expected only and `+`
  /// for happened only. Empty when the failure has no comparison.
  ///
  /// When `columns` is given and the two columns do not fit in it, the rows are stacked
  /// instead, one a line: `- ` what was expected and did not happen, `+ ` what happened and
  /// was not expected, and two spaces before what matched (as it happened).
  static func comparisonLines(_ failure: ScenarioFailure, columns: Int? = nil) -> [String] {
    guard !failure.comparison.isEmpty else { return [] }
    let rows = failure.comparison.map { (expected: $0.expected.map(Escape.text), actual: $0.actual.map(Escape.text), matches: $0.matches) }
    let width = min(64, max(8, rows.compactMap { $0.expected?.count }.max() ?? 8))
    let widest = 2 + width + 3 + (rows.compactMap { $0.actual?.count }.max() ?? 6)
    if let columns, widest > columns || rows.contains(where: { ($0.expected?.count ?? 0) > width }) {
      var lines = ["  (- expected, did not happen; + happened, not expected)"]
      for row in rows {
        if row.matches {
          lines += stacked("  ", row.actual ?? "", columns: columns)
        } else if let expected = row.expected {
          lines += stacked("- ", expected, columns: columns)
        } else {
          lines += stacked("+ ", row.actual ?? "", columns: columns)
        }
      }
      return lines
    }
    func pad(_ text: String) -> String {
      text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
    var lines = ["  " + pad("expected") + " | actual"]
    for row in rows {
      let marker = row.matches ? " " : (row.expected == nil ? "+" : "-")
      lines.append(marker + " " + pad(row.expected ?? "") + " | " + (row.actual ?? ""))
    }
    return lines
  }

  /// One stacked row, `marker` then `text`, broken at spaces into lines of at most `columns`
  /// terminal columns, later lines indented four spaces; a word longer than a line stays whole.
  static func stacked(_ marker: String, _ text: String, columns: Int) -> [String] {
    var lines: [String] = []
    var line = marker
    var lineHasWord = false
    for word in text.split(separator: " ", omittingEmptySubsequences: false) {
      if lineHasWord && TerminalText.columns(of: line) + 1 + TerminalText.columns(of: word) > columns {
        lines.append(line)
        line = "    " + word
      } else {
        line += (lineHasWord ? " " : "") + word
      }
      lineHasWord = true
    }
    lines.append(line)
    return lines
  }

  /// ``comparisonLines(_:)`` joined with line breaks.
  static func comparisonText(_ failure: ScenarioFailure, columns: Int? = nil) -> String {
    comparisonLines(failure, columns: columns).joined(separator: "\n")
  }
}


/// Passes text on to a sink and counts its characters (Unicode scalars, as GitHub counts a
/// comment's length).
struct CountingSink<Sink: OutputSink>: OutputSink {
  var sink: Sink
  var characters = 0
  init(_ sink: Sink) { self.sink = sink }
  mutating func write(_ text: String) {
    characters += text.unicodeScalars.count
    sink.write(text)
  }
}
