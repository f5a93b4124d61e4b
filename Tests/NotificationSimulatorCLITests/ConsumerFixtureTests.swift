import Foundation
import Testing

/// `Tests/ConsumerFixture` (built and tested by `.ci/run`) follows "Getting started" line for
/// line, so the lines the article shows are the lines CI proves.
@Suite struct ConsumerFixtureTests {
  static let root = CitationTests.root
  static func read(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  @Test func `the fixture uses the article's product lines, tools version and a folder named as documented`() throws {
    let article = try Self.read("Sources/NotificationSimulator/NotificationSimulator.docc/getting-started.md")
    let fixture = try Self.read("Tests/ConsumerFixture/Package.swift")
    let manifest = try Self.read("Package.swift")
    let products = article.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { $0.hasPrefix(".product(") }
    #expect(products.count >= 2)
    for line in Set(products) { #expect(fixture.contains(line), "the fixture lacks \(line)") }
    let toolsLine = try #require(manifest.split(separator: "\n").first)
    #expect(fixture.hasPrefix(toolsLine + "\n"))
    #expect(article.contains(String(toolsLine)))
    #expect(fixture.contains(#".package(path: "Dependencies/NotificationSimulator")"#))
    let link = Self.root.appendingPathComponent("Tests/ConsumerFixture/Dependencies/NotificationSimulator")
    #expect(link.resolvingSymlinksInPath().standardizedFileURL.path == Self.root.resolvingSymlinksInPath().standardizedFileURL.path)
  }

  @Test func `CI builds and tests the fixture under both frameworks`() throws {
    let run = try Self.read(".ci/run")
    #expect(run.contains("swift test --package-path Tests/ConsumerFixture"))
    let tests = try Self.read("Tests/ConsumerFixture/Tests/NewsAppTests/SwiftTestingTests.swift")
      + Self.read("Tests/ConsumerFixture/Tests/NewsAppTests/XCTestTests.swift")
    #expect(tests.contains("import Testing") && tests.contains("import XCTest"))
  }
}
