import NotificationPayload
import NotificationSimulator

/// `notifsim docs`: writes the generated parts of the DocC articles, so the routing table, the
/// quirks, the lint rules and the ranges of the scenario format's numbers are printed from the
/// code and never written twice.
///
/// Each generated part of an article sits between two marker comments, which DocC does not
/// render:
///
///     <!-- generated: routing-table begin -->
///     ...
///     <!-- generated: routing-table end -->
///
/// Everything outside the markers is hand-written and left alone. The command is for
/// maintainers and is not listed in `notifsim --help`; `DocsGeneratorTests` fails when the
/// committed articles differ from what it writes.
enum DocsCommand {
  /// The catalog the package's documentation is built from, relative to the package root.
  static let defaultCatalog = "Sources/NotificationSimulator/NotificationSimulator.docc"

  /// What `notifsim docs` was asked to do.
  struct Options: Equatable {
    var catalog = DocsCommand.defaultCatalog
    var check = false

    /// Every option `parse(_:)` reads, as the completion reads them.
    static let options = [CommandOption("--check")]

    static let usage = """
      USAGE: notifsim docs [--check] [CATALOG]

      Rewrites the generated regions of the DocC articles (the routing table, the quirks, the
      lint rules and the ranges of numbers) from the code. Text outside the regions' marker
      comments is left alone.

      ARGUMENTS:
        CATALOG     The .docc folder (default: \(DocsCommand.defaultCatalog)).

      OPTIONS:
        --check     Change nothing; exit 1 when any region differs from what the code generates.
      """

    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
      var options = Options()
      var reader = ArgumentReader(arguments, usage: usage)
      var catalogs: [String] = []
      while let argument = reader.next() {
        if reader.isPositional(argument) {
          catalogs.append(argument)
          continue
        }
        switch argument {
        case "--check": options.check = true
        default: throw reader.unexpected(argument)
        }
      }
      guard catalogs.count <= 1 else {
        throw UsageError(message: "docs takes one catalog; found \(catalogs.count)", usage: usage)
      }
      if let catalog = catalogs.first { options.catalog = catalog }
      return options
    }
  }

  /// One generated part of an article: the article's file name in the catalog, the region's
  /// name in its markers, and the text that belongs between them.
  package struct Region: Equatable, Sendable {
    /// The article's file name, such as `which-callback-fires-when.md`.
    package var article: String
    /// The name in the markers, such as `routing-table`.
    package var name: String
    /// The generated text, ending with a newline.
    package var text: String
  }

  /// Every generated region, in article order.
  package static func regions() -> [Region] {
    [
      Region(article: "which-callback-fires-when.md", name: "routing-table", text: routingTable()),
      Region(article: "which-callback-fires-when.md", name: "quirks", text: quirks()),
      Region(article: "linting-payloads.md", name: "lint-rules", text: lintRules()),
      Region(
        article: "notification-center-and-local-requests.md", name: "device-rules",
        text: deviceRules()),
      Region(article: "behaviour-reference.md", name: "profiles", text: profiles()),
      Region(article: "writing-scenario-files.md", name: "platforms", text: platforms()),
      Region(article: "writing-scenario-files.md", name: "numeric-limits", text: numericLimits()),
    ]
  }

  /// The line that opens region `name`.
  package static func beginMarker(_ name: String) -> String { "<!-- generated: \(name) begin -->" }
  /// The line that closes region `name`.
  package static func endMarker(_ name: String) -> String { "<!-- generated: \(name) end -->" }

  /// The text between the markers of region `name` in `document`; `nil` when the markers are
  /// missing, repeated or out of order.
  package static func contents(ofRegion name: String, in document: String) -> String? {
    guard let (start, end) = bounds(ofRegion: name, in: document) else { return nil }
    return String(document[start..<end])
  }

  /// `document` with the text between the markers of region `name` replaced by `text`; `nil`
  /// when the markers are missing, repeated or out of order.
  package static func replacing(region name: String, with text: String, in document: String) -> String? {
    guard let (start, end) = bounds(ofRegion: name, in: document) else { return nil }
    return String(document[..<start]) + text + String(document[end...])
  }

  /// Region `name` of an article's bytes replaced by `text`, every byte outside it kept as it
  /// was (bytes that are not UTF-8, CRLF line ends); the region's lines end as the begin
  /// marker's line does. `nil` when the markers are not there exactly once, in order.
  static func replacing(region name: String, with text: String, inBytes bytes: [UInt8]) -> [UInt8]? {
    func occurrences(of pattern: [UInt8]) -> [Int] {
      guard !pattern.isEmpty, bytes.count >= pattern.count else { return [] }
      var found: [Int] = []
      var index = 0
      while index + pattern.count <= bytes.count {
        if bytes[index] == pattern[0] && bytes[index..<index + pattern.count].elementsEqual(pattern) {
          found.append(index)
          index += pattern.count
        } else {
          index += 1
        }
      }
      return found
    }
    let begin = Array(beginMarker(name).utf8)
    let begins = occurrences(of: begin)
    let ends = occurrences(of: Array(endMarker(name).utf8))
    guard begins.count == 1, ends.count == 1 else { return nil }
    var start = begins[0] + begin.count
    var lineEnd: [UInt8] = [0x0A]
    if start + 1 < bytes.count && bytes[start] == 0x0D && bytes[start + 1] == 0x0A {
      lineEnd = [0x0D, 0x0A]
    } else if !(start < bytes.count && bytes[start] == 0x0A) {
      return nil
    }
    start += lineEnd.count
    guard start <= ends[0] else { return nil }
    var replacement: [UInt8] = []
    for byte in text.utf8 {
      if byte == 0x0A { replacement += lineEnd } else { replacement.append(byte) }
    }
    return Array(bytes[..<start]) + replacement + Array(bytes[ends[0]...])
  }

  /// The range from the line after the begin marker to the start of the end marker.
  static func bounds(ofRegion name: String, in document: String) -> (String.Index, String.Index)? {
    let begins = document.ranges(of: beginMarker(name) + "\n")
    let ends = document.ranges(of: endMarker(name))
    guard begins.count == 1, ends.count == 1, begins[0].upperBound <= ends[0].lowerBound else { return nil }
    return (begins[0].upperBound, ends[0].lowerBound)
  }

  // MARK: - Generators

  /// The routing table from ``RoutingTable/markdown()-swift.method``, without its title, its
  /// header comment and its quirks section (which has its own region), and with the inline
  /// HTML DocC does not render turned into Markdown: `<br>` becomes a space and each source
  /// address a link.
  static func routingTable() -> String {
    let markdown = RoutingTable.markdown()
    let table = markdown.split(separator: "\n## Quirks\n", maxSplits: 1).first.map(String.init) ?? markdown
    var lines = table.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    lines.removeAll { $0.hasPrefix("<!--") || $0.hasPrefix("# ") }
    while lines.first == "" { lines.removeFirst() }
    while lines.last == "" { lines.removeLast() }
    return lines.map(docCLine).joined(separator: "\n").replacing(Source.inferredText, with: inferredLink) + "\n"
  }

  /// The device rules from ``DeviceRules/all``, each source a link.
  static func deviceRules() -> String {
    let table = RoutingTable.deviceRulesMarkdown { "[\($0.confidence.rawValue)] \($0.url)" }
    return table.split(separator: "\n").map { docCLine(String($0)) }.joined(separator: "\n") + "\n"
  }

  /// The profiles and the features that gate on them, from `Profile.allCases` and
  /// ``PlatformFeature``, each source a link.
  static func profiles() -> String {
    Profile.markdownTable { "[\($0.confidence.rawValue)] \(link($0.url))" }
  }

  /// The `platform` values a scenario may name, from `Profile.allCases`.
  static func platforms() -> String {
    "The profiles: " + Profile.allCases.map { "`\"\($0)\"`" }.joined(separator: ", ")
      + ". The default is `\"\(Profile.defaultProfile)\"`.\n"
  }

  /// Every number a scenario may give, from ``ScenarioLimits/all``: its key, where it is
  /// written, the values it takes and what it sets.
  static func numericLimits() -> String {
    var out = "| Key | Where | Value | Meaning |\n| --- | --- | --- | --- |\n"
    for limit in ScenarioLimits.all {
      let places = limit.places.map { "`\($0)`" }.joined(separator: ", ")
      let value = limit.requirement.prefix(1).uppercased() + limit.requirement.dropFirst()
      let cells = ["`\(limit.name)`", places, value + ".", limit.summary + (limit.null.map { " " + $0 } ?? "")]
      out += "| " + cells.map(escapeCell).joined(separator: " | ") + " |\n"
    }
    return out
  }

  /// How the routing table's article shows ``Source/inferred``: a link to the behaviour reference.
  static let inferredLink = "[behaviour reference](<doc:behaviour-reference>) (inferred)"

  /// The quirks from ``Quirks/all``, each linked to its property.
  static func quirks() -> String {
    var out = "| Quirk | Default | Reference | Meaning |\n| --- | --- | --- | --- |\n"
    for quirk in Quirks.all {
      let cells = ["``Quirks/\(quirk.name)``", quirk.defaultValue, quirk.section, quirk.summary]
      out += "| " + cells.map(escapeCell).joined(separator: " | ") + " |\n"
    }
    return out
  }

  /// The lint rules from ``PayloadLinter/rules``: code, severity, summary and source.
  static func lintRules() -> String {
    let errors = PayloadLinter.rules.filter { $0.severity == .error }.count
    var out = "\(PayloadLinter.rules.count) rules: \(errors) errors, \(PayloadLinter.rules.count - errors) warnings. "
    out += "Confidence marks: [A] Apple-documented, [R] widely reported, [U] uncertain.\n\n"
    out += "| Code | Severity | What it finds | Source |\n| --- | --- | --- | --- |\n"
    for rule in PayloadLinter.rules {
      let source = rule.citation.map { "[\($0.confidence.rawValue)] \(link($0.url))" } ?? "JSON syntax"
      let cells = ["`\(rule.code.rawValue)`", rule.severity.rawValue, rule.summary, source]
      out += "| " + cells.map(escapeCell).joined(separator: " | ") + " |\n"
    }
    return out
  }

  /// A line of the routing table with `<br>` as a space and bare addresses as links.
  static func docCLine(_ line: String) -> String {
    let words = line.replacing("<br>", with: " ").split(separator: " ", omittingEmptySubsequences: false)
    return words.map { word in
      word.hasPrefix("https://") || word.hasPrefix("http://") ? link(String(word)) : String(word)
    }.joined(separator: " ")
  }

  /// `[host](url)`: the host is short and has no characters Markdown reads as emphasis.
  static func link(_ url: String) -> String {
    let afterScheme = url.split(separator: "/", omittingEmptySubsequences: true).dropFirst().first
    return "[\(afterScheme.map(String.init) ?? url)](\(url))"
  }

  static func escapeCell(_ text: String) -> String {
    text.replacing("|", with: "\\|").replacing("\n", with: " ")
  }

  // MARK: - Running

  /// Rewrites (or with `--check`, compares) every region and returns the exit status.
  static func run(_ options: Options, stdout: inout some OutputSink, stderr: inout some OutputSink) -> Int32 {
    var stale: [String] = []
    var staleTemporaries = StaleTemporaries()
    var failed = false
    let regions = regions()
    let articles = regions.reduce(into: [String]()) { if !$0.contains($1.article) { $0.append($1.article) } }
    for article in articles {
      let path = FileSystem.join(options.catalog, article)
      guard case .success(let bytes) = FileSystem.readFile(path, limit: 1 << 22) else {
        stderr.write("\(path): error: cannot read the article\n")
        failed = true
        continue
      }
      // Bytes, not a String: what lies outside the regions is written back byte for byte.
      var document = bytes
      for region in regions where region.article == article {
        guard let updated = replacing(region: region.name, with: region.text, inBytes: document) else {
          stderr.write("\(path): error: no single '\(beginMarker(region.name))' ... '\(endMarker(region.name))' pair\n")
          failed = true
          continue
        }
        if updated != document { stale.append("\(path): region '\(region.name)'") }
        document = updated
      }
      if !options.check && document != bytes {
        staleTemporaries.clean(beside: path, log: &stderr)
        guard FileSystem.writeFile(path, document) else {
          stderr.write("\(path): error: cannot write the article\n")
          failed = true
          continue
        }
      }
    }
    for item in stale {
      stdout.write(options.check ? "\(item) is out of date; run 'notifsim docs'\n" : "\(item) rewritten\n")
    }
    if failed { return 1 }
    return options.check && !stale.isEmpty ? 1 : 0
  }
}
