import NotificationPayload
import NotificationSimulator

/// `--format html` of `notifsim run` and `notifsim explain`: one self-contained page (no
/// script, no stylesheet or font from elsewhere, nothing fetched), with an SVG sequence diagram
/// of the user, iOS and the app for each scenario. Sized for a projector (large type, strong
/// contrast) and for paper (a print stylesheet). The output depends only on the input.
enum HTMLReport {
  // MARK: - Run

  /// With `quiet`, the counts cover every scenario but the index and the sections show the
  /// failing ones only.
  static func writeRun<Sink: OutputSink>(
    _ outcomes: [RunCommand.Outcome], missing: [FileDiagnostic], quiet: Bool = false, to out: inout Sink
  ) {
    _ = writeRun(
      outcomes, missing: missing, quiet: quiet, to: &out,
      ruleIDs: { outcomes[$0].result?.events.compactMap(\.ruleID) ?? [] }
    ) { index, unexpected, out in
      let events = outcomes[index].result?.events ?? []
      var marked = Set<Int>()
      // Most scenarios pass: with nothing unexpected, no event's description is made.
      if !unexpected.isEmpty {
        for (position, event) in events.enumerated() {
          guard let observed = ObservedEvent(event), let count = unexpected[observed.description], count > 0 else { continue }
          unexpected[observed.description] = count - 1
          marked.insert(position)
        }
      }
      writeDiagram(events, marked: marked, title: outcomes[index].name, to: &out)
      return true
    }
  }

  /// ``writeRun(_:missing:quiet:to:)`` with the events given apart, as a streamed run keeps
  /// them: `ruleIDs` (every rule id the events name, in their order; repeats
  /// may be left out) of the scenario at an index of `outcomes`, and `diagram`, which writes
  /// its sequence diagram, marking the first events whose descriptions `unexpected` counts
  /// (and counting them off). `false` when a diagram could not be written: the page ends there.
  static func writeRun<Sink: OutputSink>(
    _ outcomes: [RunCommand.Outcome], missing: [FileDiagnostic], quiet: Bool = false, to out: inout Sink,
    ruleIDs: (Int) -> [String], diagram: (Int, inout [String: Int], inout Sink) -> Bool
  ) -> Bool {
    let passed = outcomes.filter(\.passed).count
    let invalid = outcomes.filter(\.invalid).count
    let failed = outcomes.count - passed - invalid
    let verdict = failed + invalid + missing.count == 0 ? "pass" : "fail"
    writeHead(title: "notifsim run: \(passed) passed, \(failed + invalid + missing.count) failed", to: &out)
    out.write("<header class=\"summary \(verdict)\">\n<h1>Scenario run</h1>\n<p class=\"counts\">")
    func count(_ number: Int, _ kind: String, _ noun: String) -> String {
      "<span class=\"n \(number == 0 ? "zero" : kind)\">\(number) \(noun)</span>"
    }
    out.write(count(passed, "pass", "passed") + " " + count(failed, "fail", "failed") + " ")
    out.write(count(invalid + missing.count, "invalid", "invalid") + " <span class=\"n\">\(outcomes.count + missing.count) in all</span></p>\n")
    let problems = outcomes.enumerated().filter { !$0.element.passed }
    if !problems.isEmpty || !missing.isEmpty {
      // At most ``listedFailures`` here, so the first card stays near the top however many
      // fail; the index lists them all.
      out.write("<h2>Failures</h2>\n<ul class=\"failures\">\n")
      var listed = 0
      for (index, outcome) in problems where listed < listedFailures {
        let first = outcome.result?.failures.first?.message
          ?? outcome.diagnostics.first { $0.diagnostic.severity == .error }?.diagnostic.message ?? "invalid"
        out.write(
          "<li><a href=\"#s\(index)\">\(escape(outcome.name))</a> <code>\(escape(outcome.file))</code>: \(escape(first))</li>\n")
        listed += 1
      }
      for problem in missing where listed < listedFailures {
        out.write("<li><code>\(escape(problem.file))</code>: \(escape(problem.diagnostic.message))</li>\n")
        listed += 1
      }
      let more = problems.count + missing.count - listed
      if more > 0 { out.write("<li>and \(more) more, in the index below</li>\n") }
      out.write("</ul>\n")
    }
    // The index: each failing scenario, then the passing ones folded into one row per folder.
    // Folded away under its summary line when something failed (the list above links each
    // failure), open when everything passed.
    let folders = quiet ? [] : passingFolders(outcomes)
    let failing = problems.count
    var label: [String] = []
    if failing > 0 { label.append("\(failing) failing") }
    if !folders.isEmpty { label.append("\(passed) passed in \(folders.count) \(folders.count == 1 ? "folder" : "folders")") }
    if !label.isEmpty {
      out.write("<details class=\"index\"\(failing + missing.count == 0 ? " open" : "")><summary>Index: \(label.joined(separator: ", "))</summary>\n")
      out.write("<div class=\"scroll\"><table class=\"index\">\n<thead><tr><th>Result</th><th>Scenario</th><th>File or folder</th></tr></thead>\n<tbody>\n")
      for (index, outcome) in problems {
        let status = self.status(outcome)
        out.write(
          "<tr class=\"\(status)\"><td><span class=\"badge \(status)\">\(status.uppercased())</span></td>"
            + "<td><a href=\"#s\(index)\">\(escape(outcome.name))</a></td><td><code>\(breakable(outcome.file))</code></td></tr>\n")
      }
      for folder in folders {
        out.write(
          "<tr class=\"pass\"><td><span class=\"badge pass\">PASS</span></td>"
            + "<td><a href=\"#s\(folder.first)\">\(folder.count) passed</a></td><td><code>\(breakable(folder.folder.hasSuffix("/") ? folder.folder : folder.folder + "/"))</code></td></tr>\n")
      }
      out.write("</tbody>\n</table></div>\n</details>\n")
    }
    out.write("</header>\n<main>\n")
    // Failures first, then the passing scenarios, each in the run's order.
    let shown = problems + outcomes.enumerated().filter { $0.element.passed && !quiet }
    for (index, outcome) in shown {
      let written = writeScenario(outcome, index: index, to: &out, ruleIDs: outcome.result == nil ? [] : ruleIDs(index)) {
        unexpected, out in diagram(index, &unexpected, &out)
      }
      guard written else { return false }
    }
    writeRuleIndex(shown.flatMap { $0.element.result == nil ? [] : ruleIDs($0.offset) }, to: &out)
    out.write("</main>\n")
    writeFooter(to: &out)
    return true
  }

  /// The most failures the list at the top of a run's page names; the index has every one.
  static let listedFailures = 5

  /// The folders of the passing scenarios (``folder(of:)``), each once in first-seen order,
  /// with how many pass there and the index of the first.
  static func passingFolders(_ outcomes: [RunCommand.Outcome]) -> [(folder: String, count: Int, first: Int)] {
    var folders: [(folder: String, count: Int, first: Int)] = []
    var positions: [String: Int] = [:]
    for (index, outcome) in outcomes.enumerated() where outcome.passed {
      let folder = folder(of: outcome.file)
      if let at = positions[folder] {
        folders[at].count += 1
      } else {
        positions[folder] = folders.count
        folders.append((folder, 1, index))
      }
    }
    return folders
  }

  static func status(_ outcome: RunCommand.Outcome) -> String {
    outcome.passed ? "pass" : outcome.invalid ? "invalid" : "fail"
  }

  /// One scenario's section; `diagram` writes its sequence diagram (see
  /// ``writeRun(_:missing:quiet:to:ruleIDs:diagram:)``), `ruleIDs` are the rule ids
  /// its events name. `false` when `diagram` could not write it.
  static func writeScenario<Sink: OutputSink>(
    _ outcome: RunCommand.Outcome, index: Int, to out: inout Sink, ruleIDs: [String],
    diagram: (inout [String: Int], inout Sink) -> Bool
  ) -> Bool {
    let status = self.status(outcome)
    out.write("<section class=\"scenario \(status)\" id=\"s\(index)\">\n")
    out.write("<h2><span class=\"badge \(status)\">\(status.uppercased())</span> \(escape(outcome.name))</h2>\n")
    out.write("<p class=\"file\"><code>\(escape(outcome.file))</code>")
    if let scenario = outcome.result?.scenario {
      out.write(" · \(escape(scenario.profile.description)) · app starts \(escape(scenario.initialState.rawValue))")
    }
    out.write("</p>\n")
    if let about = outcome.result?.scenario.about { out.write("<p class=\"about\">\(escape(about))</p>\n") }
    if !outcome.diagnostics.isEmpty {
      out.write("<ul class=\"diagnostics\">\n")
      for diagnostic in outcome.diagnostics {
        out.write("<li class=\"\(diagnostic.diagnostic.severity.rawValue)\"><pre>\(escape(diagnostic.rendered))</pre></li>\n")
      }
      out.write("</ul>\n")
    }
    guard let result = outcome.result else {
      out.write("</section>\n")
      return true
    }
    // Events that happened but were not expected are marked in the diagram.
    var unexpected: [String: Int] = [:]
    for failure in result.failures {
      for row in failure.comparison where row.expected == nil {
        if let actual = row.actual { unexpected[actual, default: 0] += 1 }
      }
      out.write("<div class=\"failure\">\n<p><strong>\(escape(outcome.file)):\(failure.location)</strong> \(escape(failure.message))</p>\n")
      if !failure.comparison.isEmpty {
        out.write("<div class=\"scroll\"><table class=\"diff\">\n<thead><tr><th>Expected</th><th>Actual</th></tr></thead>\n<tbody>\n")
        for row in failure.comparison {
          let kind = row.matches ? "same" : row.expected == nil ? "added" : "missing"
          let mark = row.matches ? "" : row.expected == nil ? "+" : "−"
          out.write(
            "<tr class=\"\(kind)\"><td>\(mark.isEmpty ? "" : "<span class=\"mark\">\(mark)</span> ")\(escape(row.expected ?? ""))</td>"
              + "<td>\(escape(row.actual ?? ""))</td></tr>\n")
        }
        out.write("</tbody>\n</table></div>\n")
      }
      out.write("</div>\n")
    }
    guard diagram(&unexpected, &out) else { return false }
    writeRules(ruleIDs, to: &out)
    out.write("</section>\n")
    return true
  }

  // MARK: - Explain

  static func writeExplain(_ explanation: ExplainCommand.Explanation, to out: inout some OutputSink) {
    let kind = explanation.kind
    writeHead(title: "notifsim explain: \(explanation.source)", to: &out)
    out.write("<header class=\"summary\">\n<h1>Which callback fires when</h1>\n")
    let payloadKind = String(describing: explanation.payload.kind)
    let profile = String(describing: explanation.profile)
    out.write("<p class=\"counts\"><code>\(escape(explanation.source))</code>: \(escape(payloadKind)) payload ")
    out.write("(\(kind.code)) on \(escape(profile))</p>\n")
    if let note = explanation.routeNote { out.write("<p class=\"about\">Route: \(escape(note))</p>\n") }
    if let note = explanation.shownNote { out.write("<p class=\"about\">Shows: \(escape(note))</p>\n") }
    out.write("<p class=\"about\">Actions: \(escape(explanation.categoryNote))</p>\n")
    out.write("<div class=\"scroll\"><table class=\"index\">\n<thead><tr><th>App state</th><th>Interaction</th><th>What fires, in order</th><th>Rules</th></tr></thead>\n<tbody>\n")
    for (index, row) in explanation.possible.enumerated() {
      out.write(
        "<tr><td>\(escape(row.state.rawValue))</td><td><a href=\"#e\(index)\">\(escape(row.interaction))</a></td>"
          + "<td>\(escape(row.firesText))</td><td>\(row.rules.map(ruleLink).joined(separator: " "))</td></tr>\n")
    }
    out.write("</tbody>\n</table></div>\n")
    let folds = explanation.folds
    if !folds.isEmpty {
      out.write("<h2>Cannot happen</h2>\n<ul class=\"folds\">\n")
      for fold in folds { out.write("<li>\(escape(fold.text))</li>\n") }
      out.write("</ul>\n")
    }
    out.write("<h2>Legend</h2>\n<dl class=\"legend\">\n")
    for (term, meaning) in ExplainCommand.legend(explanation) {
      let shown = CitedRule.find(term) != nil ? ruleLink(term) : escape(term)
      out.write("<dt>\(shown)</dt><dd>\(escape(meaning))</dd>\n")
    }
    out.write("</dl>\n</header>\n<main>\n")
    for (index, row) in explanation.possible.enumerated() {
      out.write("<section class=\"scenario\" id=\"e\(index)\">\n")
      out.write("<h2>App \(escape(row.state.rawValue)), \(escape(row.interaction))</h2>\n")
      out.write("<p class=\"about\">\(escape(row.firesText))</p>\n")
      writeDiagram(row.events, marked: [], title: "\(row.state.rawValue), \(row.interaction)", to: &out)
      writeRules(row.events.compactMap(\.ruleID), to: &out)
      out.write("</section>\n")
    }
    writeRuleIndex(explanation.possible.flatMap { $0.events.compactMap(\.ruleID) } + explanation.ruleIDs, to: &out)
    out.write("</main>\n")
    writeFooter(to: &out)
  }

  /// `explain --push-type T --format html` for a push type that does not reach
  /// UserNotifications: the request's needs and the device's rules on one page.
  static func writePushTypeExplain(_ explanation: ExplainCommand.PushTypeExplanation, to out: inout some OutputSink) {
    writeHead(title: "notifsim explain: \(explanation.source)", to: &out)
    out.write("<header class=\"summary\">\n<h1>What a \(escape(explanation.pushType.rawValue)) push does</h1>\n")
    out.write(
      "<p class=\"counts\"><code>\(escape(explanation.source))</code>: \(escape(explanation.pushType.rawValue)) push on "
        + "\(escape(explanation.profile.description))</p>\n")
    out.write("<p class=\"about\">\(escape(explanation.notUserNotifications))</p>\n</header>\n<main>\n")
    out.write("<section class=\"scenario\">\n<h2>Request</h2>\n<ul>\n")
    for item in explanation.request { out.write("<li>\(escape(item))</li>\n") }
    out.write("</ul>\n")
    if !explanation.deviceRules.isEmpty {
      out.write("<h2>On the device</h2>\n<dl class=\"legend\">\n")
      for rule in explanation.deviceRules { out.write("<dt>\(ruleLink(rule.id))</dt><dd>\(escape(rule.summary))</dd>\n") }
      out.write("</dl>\n")
    }
    let source = isLink(explanation.ruleSource)
      ? "<a href=\"\(escape(explanation.ruleSource))\">\(escape(shortURL(explanation.ruleSource)))</a>" : escape(explanation.ruleSource)
    out.write("<p class=\"about\">Source: \(source)</p>\n</section>\n")
    writeRuleIndex(explanation.deviceRules.map(\.id), to: &out)
    out.write("</main>\n")
    writeFooter(to: &out)
  }

  // MARK: - Sequence diagram

  /// The diagram's lanes: where each participant's lifeline is.
  static let userX = 70
  static let iosX = 230
  static let appX = 390
  /// Where the text column starts, and the drawing's width.
  static let textX = 560
  static let diagramWidth = 1300
  static let rowHeight = 32
  static let lineHeight = 22
  /// Characters of body text per line before it wraps (18 px monospace in 610 px).
  static let textColumns = 55

  /// How an event is drawn (one of the shapes of ``sharedShapes``), decided by its label alone,
  /// so a new kind of event draws as a note on iOS without a change here.
  static func style(of event: TraceEvent) -> String {
    switch event.label {
    case "user": "user"
    case "push": "push"
    case "callback": "call"
    case "completion": "reply"
    case "skipped": "skip"
    case "lifecycle": "state"
    case "diagnostic": "warn"
    default: "note"
    }
  }

  static func writeDiagram(_ events: [TraceEvent], marked: Set<Int>, title: String, to out: inout some OutputSink) {
    var heights: [Int] = []
    var lines: [[String]] = []
    for event in events {
      let text = rowLines(event)
      lines.append(text)
      heights.append(height(ofRowWith: text.count))
    }
    writeDiagramStart(height: diagramHead + heights.reduce(0, +) + 16, title: title, to: &out)
    var y = diagramHead
    for (index, event) in events.enumerated() {
      out.write(rowStart(marked: marked.contains(index), y: y, height: heights[index]))
      out.write(rowBody(event, lines: lines[index], y: y))
      y += heights[index]
    }
    out.write(diagramEnd)
  }

  /// Where the first row of a diagram starts, below the actors.
  static let diagramHead = 56

  /// An event's text in a diagram row (its body and rule), wrapped to ``textColumns``.
  static func rowLines(_ event: TraceEvent) -> [String] {
    // Written as bytes (``TraceEvent/appendBody(to:)``, in place for the usual events) and made
    // a string once, where ``TraceEvent/body`` and the rule's text were joined from pieces.
    var text = TextBytes(capacity: 128)
    event.appendBody(to: &text)
    if let rule = event.ruleID {
      text.append("  [")
      text.appendUTF8(rule)
      text.append(UInt8(ascii: "]"))
    }
    return wrap(text.string, columns: textColumns)
  }

  /// The height of a row of `lineCount` lines.
  static func height(ofRowWith lineCount: Int) -> Int { rowHeight + (lineCount - 1) * lineHeight }

  /// A diagram's opening, `height` high in all, up to its first row.
  static func writeDiagramStart(height: Int, title: String, to out: inout some OutputSink) {
    out.write(
      "<div class=\"scroll\"><svg class=\"seq\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(diagramWidth) \(height)\" role=\"img\" "
        + "aria-label=\"\(escape("Sequence diagram: " + title))\">\n")
    out.write("<title>\(escape("Sequence diagram: " + title))</title>\n")
    out.write("<use href=\"#actors\"/>")
    for x in [userX, iosX, appX] {
      out.write("<line class=\"life\" x1=\"\(x)\" y1=\"40\" x2=\"\(x)\" y2=\"\(height - 6)\"/>")
    }
    out.write("\n")
  }

  /// The opening of a row at `y`, `height` high: marked when the event was not expected.
  static func rowStart(marked: Bool, y: Int, height: Int) -> String {
    marked
      ? "<g class=\"row unexpected\"><rect class=\"mark\" x=\"2\" y=\"\(y - 2)\" width=\"\(diagramWidth - 4)\" height=\"\(height)\"/>"
      : "<g class=\"row\">"
  }

  /// The rest of an event's row at `y`, its text `lines` (``rowLines(_:)``), line break included.
  static func rowBody(_ event: TraceEvent, lines: [String], y: Int) -> String {
    let mid = y + rowHeight / 2 - 4
    var row = "<use href=\"#\(style(of: event))\" y=\"\(mid)\"/><text y=\"\(mid + 5)\">"
    row += "<tspan class=\"t\" x=\"\(textX - 8)\">\(escape(TimeColumn.format(event.instant)))</tspan>"
    row += "<tspan class=\"l\" x=\"\(textX + 4)\">\(escape(event.label))</tspan>"
    for (line, text) in lines.enumerated() {
      row += "<tspan x=\"\(textX + 124)\"\(line == 0 ? "" : " dy=\"\(lineHeight)\"")>\(escape(text))</tspan>"
    }
    return row + "</text></g>\n"
  }

  /// A diagram's end, after its last row.
  static let diagramEnd = "</svg></div>\n"

  /// The shapes every diagram shares, drawn once per page: the three actors, and one arrow or
  /// note per style of row, centred on y = 0 (rows place them with `<use y=...>`).
  static var sharedShapes: String {
    func arrow(_ id: String, from: Int, to: Int, color: String, dash: String?) -> String {
      let tip = from < to ? to - 10 : to + 10
      let back = from < to ? -1 : 1
      let dashed = dash.map { " stroke-dasharray=\"\($0)\"" } ?? ""
      var shape = "<g id=\"\(id)\"><line x1=\"\(from)\" y1=\"0\" x2=\"\(tip)\" y2=\"0\" stroke=\"\(color)\" stroke-width=\"2.5\"\(dashed)/>"
      shape += "<path d=\"M\(to) 0 l\(back * 11) -6 v12 z\" fill=\"\(color)\"/>"
      if id == "push" {
        shape += "<text x=\"\(from)\" y=\"-6\" fill=\"\(color)\" font-size=\"12\" font-weight=\"700\">APNs</text>"
      }
      return shape + "</g>"
    }
    func note(_ id: String, at x: Int, fill: String, stroke: String) -> String {
      "<g id=\"\(id)\"><rect x=\"\(x - 44)\" y=\"-8\" width=\"88\" height=\"16\" rx=\"3\" fill=\"\(fill)\" stroke=\"\(stroke)\"/></g>"
    }
    var actors = "<g id=\"actors\">"
    for (x, name) in [(userX, "User"), (iosX, "iOS"), (appX, "App")] {
      actors += "<rect x=\"\(x - 56)\" y=\"6\" width=\"112\" height=\"34\" rx=\"6\" fill=\"#222\"/>"
      actors += "<text x=\"\(x)\" y=\"29\" fill=\"#fff\" font-size=\"17\" font-weight=\"700\" text-anchor=\"middle\">\(name)</text>"
    }
    actors += "</g>"
    return [
      actors,
      arrow("user", from: userX, to: iosX, color: "#0645ad", dash: nil),
      arrow("push", from: 8, to: iosX, color: "#6a1b9a", dash: nil),
      arrow("call", from: iosX, to: appX, color: "#222", dash: nil),
      arrow("reply", from: appX, to: iosX, color: "#555", dash: "7 5"),
      arrow("skip", from: iosX, to: appX, color: "#999", dash: "3 4"),
      arrow("warn", from: iosX, to: appX, color: "#8a5a00", dash: nil),
      note("note", at: iosX, fill: "#fff8d6", stroke: "#a88f00"),
      note("state", at: appX, fill: "#e3f0ff", stroke: "#3a6fb0"),
    ].joined(separator: "\n")
  }

  /// Lines of at most `columns` characters, broken at spaces; a longer word (a device token)
  /// is cut into pieces.
  ///
  /// Linear in the text: lengths are counted once and kept, so a 1 MB identifier wraps in
  /// milliseconds, not minutes.
  static func wrap(_ text: String, columns: Int) -> [String] {
    let columns = max(columns, 1)
    // No more bytes than columns means no more characters either: one line, as the loop below
    // would make it, without counting characters.
    if text.utf8.count <= columns { return [text] }
    // In printable ASCII a character is a byte: the same cuts, made on the bytes.
    if Escape.isPrintableASCII(text) {
      return wrap(Substring(text).utf8, columns: columns, space: UInt8(ascii: " "), isCut: { $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: ",") }) {
        String(Substring($0))
      }
    }
    return wrap(Substring(text), columns: columns, space: " ", isCut: { $0 == ":" || $0 == "," }) { String($0) }
  }

  /// ``wrap(_:columns:)`` over `text`'s characters or, for printable ASCII, its bytes: `space`
  /// separates words, and a cut after an element where `isCut` holds is preferred.
  private static func wrap<Text: BidirectionalCollection>(
    _ text: Text, columns: Int, space: Text.Element, isCut: (Text.Element) -> Bool, string: (Text) -> String
  ) -> [String] where Text.SubSequence == Text, Text.Element: Equatable {
    var lines: [String] = []
    var line = ""
    var lineCount = 0
    for piece in text.split(separator: space, omittingEmptySubsequences: false) {
      var word = piece
      var wordCount = word.count
      if lineCount > 0 && lineCount + 1 + wordCount > columns {
        lines.append(line)
        line = ""
        lineCount = 0
      }
      while lineCount + (lineCount == 0 ? 0 : 1) + wordCount > columns {
        var room = columns - lineCount - (lineCount == 0 ? 0 : 1)
        let window = word.prefix(room)
        // Prefer a cut after a ':' or ',' (a selector's parts) in the second half of the room.
        if let cut = window.lastIndex(where: isCut) {
          let length = window.distance(from: window.startIndex, to: cut)
          if length >= room / 2 { room = length + 1 }
        }
        let head = word.prefix(room)
        lines.append(line + (lineCount == 0 ? "" : " ") + string(head))
        word = word[head.endIndex...]
        wordCount -= room
        line = ""
        lineCount = 0
      }
      line += (lineCount == 0 ? "" : " ") + string(word)
      lineCount += (lineCount == 0 ? 0 : 1) + wordCount
    }
    lines.append(line)
    return lines
  }

  /// The rules the events name, each once, with their summaries; the ids link to the page's
  /// rule index, which has the sources.
  static func writeRules(_ ids: [String], to out: inout some OutputSink) {
    let rules = ruleIDs(in: ids).compactMap(CitedRule.find)
    guard !rules.isEmpty else { return }
    out.write("<dl class=\"rules\">\n")
    for rule in rules { out.write("<dt>\(ruleLink(rule.id))</dt><dd>\(escape(rule.summary))</dd>\n") }
    out.write("</dl>\n")
  }

  /// Each rule id once, `R55→R42` counting as both, in first-seen order.
  static func ruleIDs(in ids: [String]) -> [String] {
    var seen: [String] = []
    for id in ids {
      for part in id.split(separator: "→").map(String.init) where !seen.contains(part) { seen.append(part) }
    }
    return seen
  }

  /// Every rule the page names, in the table's order, with its summary and every source.
  static func writeRuleIndex(_ ids: [String], to out: inout some OutputSink) {
    let named = Set(ruleIDs(in: ids))
    let rules = CitedRule.all.filter { named.contains($0.id) }
    guard !rules.isEmpty else { return }
    out.write("<section class=\"rule-index\">\n<h2>Rules and their sources</h2>\n<dl class=\"rules\">\n")
    for rule in rules {
      let sources = rule.sources.map { source in
        isLink(source.url)
          ? "<a href=\"\(escape(source.url))\">[\(source.confidence.rawValue)] \(escape(shortURL(source.url)))</a>"
          : "[\(source.confidence.rawValue)] \(escape(source.url))"
      }
      out.write(
        "<dt id=\"rule-\(rule.id)\">\(rule.id)</dt><dd>\(escape(rule.summary)) (\(escape(rule.section)))<br/>"
          + sources.joined(separator: "<br/>") + "</dd>\n")
    }
    out.write("</dl>\n</section>\n")
  }

  /// A rule id (or a chain such as `R55→R42`) linking to the page's rule index.
  static func ruleLink(_ id: String) -> String {
    id.split(separator: "→").map(String.init).map { part in
      CitedRule.find(part) == nil ? escape(part) : "<a class=\"rule\" href=\"#rule-\(part)\">\(escape(part))</a>"
    }.joined(separator: "→")
  }

  /// Whether a source is a web address (some sources name a section of the behaviour reference).
  static func isLink(_ url: String) -> Bool { url.hasPrefix("https://") || url.hasPrefix("http://") }

  /// A URL without its scheme, for display.
  static func shortURL(_ url: String) -> String {
    for scheme in ["https://", "http://"] where url.hasPrefix(scheme) { return String(url.dropFirst(scheme.count)) }
    return url
  }

  // MARK: - Page

  static func writeHead(title: String, to out: inout some OutputSink) {
    out.write(
      """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(escape(title))</title>
      <style>
      \(css)
      </style>
      </head>
      <body>
      <svg class="defs" xmlns="http://www.w3.org/2000/svg" width="0" height="0" aria-hidden="true"><defs>
      \(sharedShapes)
      </defs></svg>

      """)
  }

  static func writeFooter(to out: inout some OutputSink) {
    out.write(
      "<footer><p>Written by notifsim \(NotifsimCommand.version) on virtual time. [A] Apple documentation, "
        + "[R] widely reported, [U] uncertain. Rule ids link to the list of rules and their sources at the end.</p></footer>\n</body>\n</html>\n")
  }

  static let css = """
    :root { --ink: #111; --muted: #444; --line: #666; --pass: #0a6b2d; --fail: #b00020; --warn: #8a5a00;
      --bg-fail: #fde7ea; --bg-pass: #e6f4ea; --bg-code: #f3f3f3; }
    * { box-sizing: border-box; }
    body { margin: 0 auto; max-width: 1320px; padding: 24px 32px; color: var(--ink); background: #fff;
      font: 18px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
    code, pre, .seq text { font-family: ui-monospace, "SF Mono", Menlo, Consolas, "DejaVu Sans Mono", monospace; }
    code { background: var(--bg-code); padding: 0 4px; border-radius: 3px; font-size: 0.9em; }
    h1 { font-size: 2em; margin: 0 0 8px; }
    h2 { font-size: 1.35em; margin: 0 0 6px; }
    a { color: #0645ad; }
    .summary { border-bottom: 4px solid var(--line); padding-bottom: 16px; margin-bottom: 24px; }
    .summary.pass { border-color: var(--pass); } .summary.fail { border-color: var(--fail); }
    .counts { font-size: 1.3em; margin: 4px 0 12px; }
    .n { margin-right: 18px; font-weight: 600; }
    .n.pass { color: var(--pass); } .n.fail, .n.invalid { color: var(--fail); } .n.zero { color: var(--muted); font-weight: 400; }
    .badge { display: inline-block; min-width: 5.2em; text-align: center; padding: 1px 8px; border-radius: 4px;
      color: #fff; font-weight: 700; font-size: 0.8em; letter-spacing: 0.04em; vertical-align: 0.1em; }
    .badge.pass { background: var(--pass); } .badge.fail, .badge.invalid { background: var(--fail); }
    table { border-collapse: collapse; width: 100%; margin: 8px 0 16px; }
    th, td { text-align: left; padding: 4px 10px; border-bottom: 1px solid #ccc; vertical-align: top; }
    td { overflow-wrap: break-word; } .diff td { overflow-wrap: anywhere; } td.count, th.count { text-align: right; }
    th { background: #eee; }
    tr.fail td, tr.invalid td { background: var(--bg-fail); }
    .failures li { margin: 4px 0; }
    details.index > summary { cursor: pointer; font-weight: 600; margin: 8px 0; }
    .index code { overflow-wrap: normal; } .index code span { white-space: nowrap; }
    .scenario { border: 2px solid #bbb; border-radius: 8px; padding: 16px 20px; margin: 0 0 28px; }
    .scenario.fail, .scenario.invalid { border-color: var(--fail); }
    main > .scenario { content-visibility: auto; contain-intrinsic-size: auto 700px; }
    .file { color: var(--muted); margin: 0 0 6px; }
    .about { margin: 0 0 10px; }
    .failure { background: var(--bg-fail); border-left: 6px solid var(--fail); padding: 8px 12px; margin: 10px 0; }
    .diff { font-family: ui-monospace, Menlo, Consolas, "DejaVu Sans Mono", monospace; font-size: 0.85em; background: #fff; }
    .diff tr.missing td { background: #ffd7dc; } .diff tr.added td { background: #fff1c2; }
    .diff .mark { font-weight: 700; }
    .diagnostics pre { margin: 4px 0; white-space: pre-wrap; }
    .diagnostics .error pre { color: var(--fail); } .diagnostics .warning pre { color: var(--warn); }
    svg.seq { width: 100%; min-width: 760px; height: auto; display: block; margin: 8px 0; overflow: hidden; }
    .scroll { max-width: 100%; overflow-x: auto; -webkit-overflow-scrolling: touch; }
    .scroll > table { margin: 0; min-width: 32em; }
    code { overflow-wrap: anywhere; }
    @media (max-width: 640px) {
      body { padding: 12px; font-size: 16px; }
      .scenario { padding: 10px 12px; }
      .n { display: inline-block; margin-right: 12px; }
    }
    svg.defs { position: absolute; width: 0; height: 0; }
    .seq .life { stroke: #999; stroke-width: 2; stroke-dasharray: 6 5; }
    .seq text { font-size: 18px; fill: var(--ink); }
    .seq tspan.t { text-anchor: end; fill: var(--muted); }
    .seq tspan.l { font-weight: 700; }
    .seq .unexpected rect.mark { fill: #ffd7dc; stroke: var(--fail); stroke-width: 2; }
    .seq .unexpected text { fill: var(--fail); font-weight: 700; }
    .rule-index { border-top: 4px solid var(--line); padding-top: 12px; }
    dl.rules, dl.legend { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 2px 14px; margin: 6px 0 0; font-size: 0.9em; }
    dl dt { font-weight: 700; } dl dd { margin: 0; min-width: 0; overflow-wrap: anywhere; }
    footer { color: var(--muted); font-size: 0.85em; border-top: 1px solid #ccc; margin-top: 24px; }
    @media print {
      body { max-width: none; padding: 0; font-size: 12pt; }
      a { color: inherit; text-decoration: none; }
      .scenario { border-width: 1px; }
      main > .scenario { content-visibility: visible; }
      svg.seq, tr, .failure > p, dl.rules dt, dl.rules dd { break-inside: avoid; }
      h1, h2, .file, .about { break-after: avoid; }
      .failure, tr.fail td, tr.invalid td, .diff tr td, .badge, .seq rect, .seq .mark {
        -webkit-print-color-adjust: exact; print-color-adjust: exact; }
    }
    """

  /// The folder of a scenario file as the run names it: the path up to its last `/` (`/` for a
  /// file at the root), or `.` for a bare file name.
  static func folder(of file: String) -> String {
    guard let slash = file.lastIndex(of: "/") else { return "." }
    return slash == file.startIndex ? "/" : String(file[..<slash])
  }

  /// A path that may break after each `/` and nowhere else: each name with its `/` is a
  /// `<span>` that does not wrap (see `.index code span` in ``css``).
  static func breakable(_ path: String) -> String {
    var parts = path.split(separator: "/", omittingEmptySubsequences: false).map { escape(String($0)) }
    for index in parts.indices.dropLast() { parts[index] += "/" }
    if parts.last == "" { parts.removeLast() }
    return parts.map { "<span>\($0)</span>" }.joined(separator: "<wbr/>")
  }

  /// Text safe inside HTML and SVG elements and quoted attributes.
  static func escape(_ text: String) -> String {
    // Printable ASCII without markup characters, most text, is given back as it is.
    let isMarkup = { (byte: UInt8) in
      byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "\"")
        || byte == UInt8(ascii: "'")
    }
    if Escape.isPrintableASCII(text, excluding: isMarkup) { return text }
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      default:
        if Escape.isHidden(scalar) && scalar != "\n" && scalar != "\t" {
          out += "\\u{" + Escape.hex(scalar.value) + "}"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out
  }
}

/// A rule the trace can cite, from the routing table or the device rules, as reports show it.
struct CitedRule {
  var id: String
  var summary: String
  var section: String
  var sources: [Citation]

  /// Every citable rule, routing rules first, each in its table's order.
  static let all: [CitedRule] =
    RoutingTable.standard.rules.map { CitedRule(id: $0.id, summary: $0.summary, section: $0.section, sources: $0.sources) }
    + DeviceRules.all.map { CitedRule(id: $0.id, summary: $0.summary, section: $0.section, sources: $0.sources) }

  /// The rule with `id`, if any table has it.
  static func find(_ id: String) -> CitedRule? { all.first { $0.id == id } }
}

/// The rows of one scenario's sequence diagram, written to a ``SpillFile`` as its events
/// happen, and read back into the page once the run's result (which decides the rows that are
/// marked unexpected) is known. Each row is kept as a line `KEY HEIGHT BODY`, the byte counts of
/// the event's description (`-1` for an event no expectation can name) and of its row's body,
/// and the row's height, then the description and the body themselves.
final class HTMLDiagramSpill {
  let file: SpillFile
  /// How many events were written.
  private(set) var count = 0
  /// Where the next row starts.
  private(set) var y = HTMLReport.diagramHead
  /// Every rule id the events name, each once, in first-seen order.
  private(set) var ruleIDs: [String] = []
  private var seenRules: Set<String> = []
  /// Whether each event's description is kept, to mark the events a failed expectation did
  /// not expect: not for a scenario without expectations, where none can be marked.
  let keysEvents: Bool

  init(_ file: SpillFile, keysEvents: Bool = true) {
    self.file = file
    self.keysEvents = keysEvents
  }

  func take(_ event: TraceEvent) {
    count += 1
    if let id = event.ruleID, seenRules.insert(id).inserted { ruleIDs.append(id) }
    let lines = HTMLReport.rowLines(event)
    let height = HTMLReport.height(ofRowWith: lines.count)
    let body = HTMLReport.rowBody(event, lines: lines, y: y)
    let key = keysEvents ? ObservedEvent(event)?.description : nil
    file.write("\(key?.utf8.count ?? -1) \(height) \(body.utf8.count)\n")
    if let key { file.write(key) }
    file.write(body)
    y += height
  }

  /// Writes the diagram, marking the first events whose descriptions `unexpected` counts;
  /// `false` when the file could not be read back whole.
  func writeDiagram(title: String, unexpected: inout [String: Int], to out: inout some OutputSink) -> Bool {
    guard file.rewind() else { return false }
    HTMLReport.writeDiagramStart(height: y + 16, title: title, to: &out)
    var reader = SpillReader(file)
    var rowY = HTMLReport.diagramHead
    for _ in 0..<count {
      guard let header = reader.line() else { return false }
      let numbers = header.split(separator: UInt8(ascii: " ")).map { Int(String(decoding: $0, as: UTF8.self)) }
      guard numbers.count == 3, let keyCount = numbers[0], let height = numbers[1], let bodyCount = numbers[2] else { return false }
      var marked = false
      if keyCount >= 0 {
        guard let key = reader.take(keyCount).map({ String(decoding: $0, as: UTF8.self) }) else { return false }
        if let left = unexpected[key], left > 0 {
          unexpected[key] = left - 1
          marked = true
        }
      }
      guard let body = reader.take(bodyCount) else { return false }
      out.write(HTMLReport.rowStart(marked: marked, y: rowY, height: height))
      out.write(String(decoding: body, as: UTF8.self))
      rowY += height
    }
    out.write(HTMLReport.diagramEnd)
    return file.failure == nil
  }
}
