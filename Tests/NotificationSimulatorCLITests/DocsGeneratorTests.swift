import Foundation
import NotificationSimulator
@testable import NotificationSimulatorCLI
import Testing

/// The DocC articles' generated regions and code samples, checked against the code, so the
/// documentation cannot go stale: when one of these fails, run `swift run notifsim docs`, or
/// copy the changed test code into the article.
@Suite struct DocsGeneratorTests {
  /// The package's root folder, found from this file's path.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let catalog = root.appendingPathComponent("Sources/NotificationSimulator/NotificationSimulator.docc")

  static func read(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

  @Test(arguments: DocsCommand.regions().map { "\($0.article)#\($0.name)" })
  func `each generated region matches what the code generates`(_ id: String) throws {
    let region = try #require(DocsCommand.regions().first { "\($0.article)#\($0.name)" == id })
    let article = try Self.read(Self.catalog.appendingPathComponent(region.article))
    let committed = try #require(
      DocsCommand.contents(ofRegion: region.name, in: article),
      "\(region.article) has no single pair of '\(region.name)' markers")
    #expect(committed == region.text, "\(region.article): region '\(region.name)' is stale; run 'swift run notifsim docs'")
  }

  @Test func `the generated regions come from the data`() {
    let regions = DocsCommand.regions()
    let table = regions.first { $0.name == "routing-table" }!.text
    let quirks = regions.first { $0.name == "quirks" }!.text
    let rules = regions.first { $0.name == "lint-rules" }!.text
    for rule in RoutingTable.standard.rules { #expect(table.contains("| \(rule.id) |")) }
    for quirk in Quirks.all { #expect(quirks.contains("``Quirks/\(quirk.name)``")) }
    for rule in PayloadLinter.rules { #expect(rules.contains("| `\(rule.code.rawValue)` | \(rule.severity.rawValue) |")) }
    // DocC renders neither inline HTML nor a second title.
    #expect(!table.contains("<br>") && !table.contains("# Notification routing table"))
  }

  @Test func `replacing a region keeps the hand-written text around it`() throws {
    let document = "intro\n\(DocsCommand.beginMarker("x"))\nold\n\(DocsCommand.endMarker("x"))\noutro\n"
    let updated = try #require(DocsCommand.replacing(region: "x", with: "new\nlines\n", in: document))
    #expect(updated == "intro\n\(DocsCommand.beginMarker("x"))\nnew\nlines\n\(DocsCommand.endMarker("x"))\noutro\n")
    #expect(DocsCommand.contents(ofRegion: "x", in: updated) == "new\nlines\n")
    #expect(DocsCommand.replacing(region: "y", with: "", in: document) == nil)
    #expect(DocsCommand.replacing(region: "x", with: "", in: document + document) == nil)
  }

  @Test func `a region is replaced in the bytes: CRLF and bytes that are not UTF-8 outside it stay as they were`() throws {
    let before = Array("intro \u{E9}\r\n".utf8) + [0xFF, 0xFE] + Array("\r\n\(DocsCommand.beginMarker("x"))\r\nold\r\n".utf8)
    let after = Array("\(DocsCommand.endMarker("x"))\r\noutro".utf8) + [0xC3]
    let updated = try #require(DocsCommand.replacing(region: "x", with: "new\nlines\n", inBytes: before + after))
    let expected = Array(before.dropLast("old\r\n".utf8.count)) + Array("new\r\nlines\r\n".utf8) + after
    #expect(updated == expected)
    #expect(DocsCommand.replacing(region: "y", with: "", inBytes: before + after) == nil)
    #expect(DocsCommand.replacing(region: "x", with: "", inBytes: before + after + before + after) == nil)
  }

  @Test func `notifsim docs --check passes on the committed catalog and fails on a stale one`() throws {
    #expect(notifsim(["docs", "--check", Self.catalog.path]).status == 0)

    let copy = FileManager.default.temporaryDirectory.appendingPathComponent("docs-\(UUID().uuidString).docc")
    try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: copy) }
    for article in Set(DocsCommand.regions().map(\.article)) {
      let text = try Self.read(Self.catalog.appendingPathComponent(article))
      let stale = text.replacingOccurrences(of: "| R01 |", with: "| R01 (edited) |")
        .replacingOccurrences(of: "| `missing-aps` |", with: "| `missing-aps-edited` |")
      try stale.write(to: copy.appendingPathComponent(article), atomically: true, encoding: .utf8)
    }
    let check = notifsim(["docs", "--check", copy.path])
    #expect(check.status == 1)
    #expect(check.stdout.contains("region 'routing-table' is out of date"))
    #expect(check.stdout.contains("region 'lint-rules' is out of date"))

    #expect(notifsim(["docs", copy.path]).status == 0)
    #expect(notifsim(["docs", "--check", copy.path]).status == 0)
  }

  /// Code between `// NAME: begin` and `// NAME: end` in a test file, without the indentation.
  static func snippet(_ name: String, in file: String) throws -> String {
    let text = try read(root.appendingPathComponent(file))
    let body = try #require(text.split(separator: "// \(name): begin\n").last?.split(separator: "// \(name): end").first)
    let lines = body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let indent = lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
      .map { $0.prefix { $0 == " " }.count }.min() ?? 0
    return lines.map { String($0.dropFirst(indent)) }.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
  }

  @Test func `the articles' code samples are the code the tests run`() throws {
    let gettingStarted = try Self.read(Self.catalog.appendingPathComponent("getting-started.md"))
    let example = try Self.snippet("getting-started", in: "Tests/NotificationSimulatorTests/GettingStartedTests.swift")
    #expect(gettingStarted.contains("import NotificationSimulator\n\n" + example + "\n```"))

    let testing = try Self.read(Self.catalog.appendingPathComponent("testing-your-notification-handling.md"))
    let quickStart = try Self.snippet("README quick start", in: "Tests/NotificationSimulatorTestingTests/QuickStartTests.swift")
    #expect(testing.contains("```swift\n" + quickStart + "\n```"))

    let readme = try Self.read(Self.root.appendingPathComponent("README.md"))
    #expect(readme.contains("```swift\n" + quickStart + "\n```"))

    let seam = try Self.read(Self.catalog.appendingPathComponent("routing-code-behind-a-seam.md"))
    for name in ["seam router", "seam delegate"] {
      let code = try Self.snippet(name, in: "Tests/NotificationSimulatorTests/SeamArticleTests.swift")
      #expect(seam.contains("```swift\n" + code + "\n```"), "the seam article's '\(name)' block differs from the test")
    }
  }
}
