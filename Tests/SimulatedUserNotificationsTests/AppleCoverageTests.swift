import Foundation
import Testing

/// Apple's API against the module, symbol by symbol: `AppleSymbols.txt` lists each symbol of
/// UserNotifications, UserNotificationsUI and UIKit's notification slice with its Apple page and
/// whether the module models it (or why not). The list must agree with the module's doc comments,
/// and the coverage table in the DocC article `apple-api-coverage.md` is generated from it.
///
/// To accept a deliberate change, run the tests with `UPDATE_APPLE_COVERAGE=1` and commit the article.
@Suite struct AppleCoverageTests {
  static let list = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("AppleSymbols.txt")
  static let article = PublicSymbolsTests.root.appendingPathComponent(
    "Sources/SimulatedUserNotifications/SimulatedUserNotifications.docc/apple-api-coverage.md")
  static let frameworks = ["UserNotifications", "UserNotificationsUI", "UIKit", "PushKit", "CallKit", "AVFAudio", "ActivityKit", "PushToTalk", "Supporting"]

  struct Row: Equatable {
    var line: Int
    var framework: String
    var symbol: String
    var url: String
    var status: String

    var isModelled: Bool { status == "modelled" }
    var isDeprecated: Bool { status.hasPrefix("deprecated") }
  }

  /// The list's rows; a malformed line is an issue naming its line.
  static func rows() throws -> [Row] {
    let text = try String(contentsOf: list, encoding: .utf8)
    var rows: [Row] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      if line.isEmpty || line.hasPrefix("#") { continue }
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard fields.count == 4, frameworks.contains(fields[0]), !fields[1].isEmpty,
        fields[2].hasPrefix("https://developer.apple.com/documentation/"), fields[2] == fields[2].lowercased(),
        fields[3] == "modelled" || fields[3].hasPrefix("left out: ") || fields[3].hasPrefix("deprecated")
      else {
        Issue.record("AppleSymbols.txt:\(index + 1): expected framework, symbol, lowercased Apple URL and status, tab-separated: \(line)")
        continue
      }
      rows.append(Row(line: index + 1, framework: fields[0], symbol: fields[1], url: fields[2], status: fields[3]))
    }
    return rows
  }

  /// The Apple documentation URLs in a line of a doc comment, with balanced parentheses (a
  /// selector's) kept and a Markdown link's closing one dropped.
  static func urls(in line: String) -> [String] {
    var result: [String] = []
    var rest = line[...]
    while let start = rest.range(of: "https://developer.apple.com/documentation/") {
      var end = start.upperBound
      var depth = 0
      while end < rest.endIndex {
        let character = rest[end]
        if character.isWhitespace || character == "`" { break }
        if character == "(" { depth += 1 }
        if character == ")" {
          if depth == 0 { break }
          depth -= 1
        }
        end = rest.index(after: end)
      }
      var url = String(rest[start.lowerBound..<end])
      while let last = url.last, ".,;:".contains(last) { url.removeLast() }
      result.append(url.lowercased())
      rest = rest[end...]
    }
    return result
  }

  /// Every Apple page the module's public API cites, with the first declaration citing it: the
  /// doc comments of public and open declarations, of enum cases and of protocol requirements
  /// (which have no access modifier of their own; the module's internal members cite no Apple page).
  static func cited() throws -> [String: String] {
    var result: [String: String] = [:]
    for declaration in try PublicSymbolsTests.declarations() {
      for line in declaration.documentation {
        for url in urls(in: line) where result[url] == nil { result[url] = "\(declaration.file):\(declaration.line)" }
      }
    }
    let member = /^\s*(@[A-Za-z]+(\([^)]*\))?\s+)*(case|func|var|init|static func|static var|mutating func)\b/
    let files = try FileManager.default.subpathsOfDirectory(atPath: PublicSymbolsTests.sources.path)
      .filter { $0.hasSuffix(".swift") }.sorted()
    for file in files {
      let text = try String(contentsOf: PublicSymbolsTests.sources.appendingPathComponent(file), encoding: .utf8)
      var documentation: [String] = []
      for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("///") {
          documentation.append(trimmed)
          continue
        }
        if (try? member.prefixMatch(in: String(line))) != nil {
          for url in documentation.flatMap(urls(in:)) where result[url] == nil { result[url] = "\(file):\(index + 1)" }
        }
        if !trimmed.hasPrefix("@") { documentation = [] }
      }
    }
    return result
  }

  @Test func `the list and the module agree`() throws {
    let rows = try Self.rows()
    let cited = try Self.cited()
    var seen: [String: Int] = [:]
    for row in rows {
      if let first = seen[row.url] { Issue.record("AppleSymbols.txt:\(row.line): \(row.url) is listed twice (first at line \(first))") }
      seen[row.url] = row.line
      if row.isModelled && cited[row.url] == nil {
        Issue.record("AppleSymbols.txt:\(row.line): \(row.symbol) is marked modelled, but no public declaration's doc comment cites \(row.url)")
      }
      if !row.isModelled, let site = cited[row.url] {
        Issue.record("AppleSymbols.txt:\(row.line): \(row.symbol) is marked '\(row.status)', but \(site) models it; mark it modelled")
      }
    }
    let unlisted = cited.keys.filter { seen[$0] == nil }.sorted()
    #expect(unlisted == [], "pages the module cites that AppleSymbols.txt does not list; add a row for each")
  }

  @Test func `the DocC coverage table is generated from the list`() throws {
    let generated = Self.table(try Self.rows())
    let text = try String(contentsOf: Self.article, encoding: .utf8)
    let begin = "<!-- generated: apple-coverage begin -->\n", end = "<!-- generated: apple-coverage end -->"
    let parts = text.components(separatedBy: begin)
    try #require(parts.count == 2, "apple-api-coverage.md has no single generated region")
    let tail = try #require(parts[1].range(of: end))
    let current = String(parts[1][..<tail.lowerBound])
    if ProcessInfo.processInfo.environment["UPDATE_APPLE_COVERAGE"] == "1", current != generated {
      try (parts[0] + begin + generated + parts[1][tail.lowerBound...]).write(to: Self.article, atomically: true, encoding: .utf8)
      return
    }
    #expect(current == generated, "apple-api-coverage.md is out of date; run the tests with UPDATE_APPLE_COVERAGE=1")
  }

  @Test func `the coverage figures count current, left-out and deprecated symbols`() {
    let rows = [
      Row(line: 1, framework: "UIKit", symbol: "A", url: "u1", status: "modelled"),
      Row(line: 2, framework: "UIKit", symbol: "B", url: "u2", status: "left out: why"),
      Row(line: 3, framework: "UIKit", symbol: "C", url: "u3", status: "deprecated (iOS 10): why"),
      Row(line: 4, framework: "UIKit", symbol: "D", url: "u4", status: "modelled"),
    ]
    #expect(Self.summary(rows) == [
      "| Framework | Current symbols | Modelled | Coverage | Deprecated, left out |",
      "|---|---:|---:|---:|---:|",
      "| UIKit (notification slice) | 3 | 2 | 66.7% | 1 |",
    ])
  }

  /// One line per framework: current symbols (not deprecated), how many are modelled, the
  /// figure, and the deprecated ones left out.
  static func summary(_ rows: [Row]) -> [String] {
    var lines = ["| Framework | Current symbols | Modelled | Coverage | Deprecated, left out |", "|---|---:|---:|---:|---:|"]
    for framework in frameworks where framework != "Supporting" {
      let mine = rows.filter { $0.framework == framework }
      guard !mine.isEmpty else { continue }
      let current = mine.filter { !$0.isDeprecated }
      let modelled = current.filter(\.isModelled).count
      let percent = (Double(modelled) * 1000 / Double(current.count)).rounded() / 10
      let slices = ["UIKit": "UIKit (notification slice)", "AVFAudio": "AVFAudio (the AVAudioSession slice CallKit hands over)"]
      let name = slices[framework] ?? framework
      lines.append("| \(name) | \(current.count) | \(modelled) | \(String(format: "%.1f", percent))% | \(mine.count - current.count) |")
    }
    return lines
  }

  /// The generated region of the article.
  static func table(_ rows: [Row]) -> String {
    var lines = summary(rows)
    lines.append("")
    lines.append("### Left out")
    lines.append("")
    lines.append("| Framework | Symbol | Why |")
    lines.append("|---|---|---|")
    for row in rows where !row.isModelled {
      lines.append("| \(row.framework) | [`\(row.symbol)`](\(row.url)) | \(row.status) |")
    }
    for framework in frameworks {
      let modelled = rows.filter { $0.framework == framework && $0.isModelled }
      guard !modelled.isEmpty else { continue }
      lines.append("")
      lines.append(framework == "Supporting" ? "### Modelled: supporting types of other frameworks" : "### Modelled: \(framework)")
      lines.append("")
      lines.append(modelled.map { "[`\($0.symbol)`](\($0.url))" }.joined(separator: " ·\n"))
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
