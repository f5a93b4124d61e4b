import Foundation
import NotificationPayload
import NotificationSimulator
import Testing

/// Every citation a user can meet, in code, rule tables, scenarios and docs, leads somewhere the
/// user can follow: a public address, or a section of the behaviour reference in the catalog.
@Suite struct CitationTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let referencePath = "Sources/NotificationSimulator/NotificationSimulator.docc/behaviour-reference.md"
  static let thisFile = "Tests/NotificationSimulatorCLITests/CitationTests.swift"

  /// Words that point at material outside the repository, or at copies of other sites.
  static let outsidePointers = [
    "notes §", "behaviour notes", "Behaviour notes", "seed 00", "seeds 00", "../shared", "/work/",
    "mcmap.net", "e-learn.cn", "wiki.gubat.org", "codegenes", "itecnotes", "isolution.pro",
    "kiwix.", "newbe.dev", "zhuimeng", "wsa.jianshu.io",
  ]

  /// The repository's text files a user reads: sources, docs, scenarios, tests and the README.
  static func textFiles() throws -> [String] {
    var paths = ["README.md", "CHANGELOG.md"]
    for folder in ["Sources", "Scenarios", "Tests"] {
      let base = root.appendingPathComponent(folder)
      let items = FileManager.default.enumerator(atPath: base.path)?.allObjects as? [String] ?? []
      // Build folders and the consumer fixture's link back to the repository are not sources.
      for item in items where [".swift", ".md", ".json", ".apns", ".sh"].contains(where: item.hasSuffix)
        && !item.split(separator: "/").contains(where: { $0.hasPrefix(".build") || $0 == "Dependencies" })
      {
        paths.append(folder + "/" + item)
      }
    }
    return paths.sorted()
  }

  static func read(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The section numbers the behaviour reference defines: `1`, `1.3`, ..., and `12.1` to `12.N`
  /// for the numbered open questions of §12.
  static func referenceSections() throws -> Set<String> {
    var sections: Set<String> = []
    var inOpenQuestions = false
    for line in try read(referencePath).split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("## §") || line.hasPrefix("### §") {
        let number = line.drop { $0 != "§" }.dropFirst().prefix { $0.isNumber || $0 == "." }
        sections.insert(String(number))
        inOpenQuestions = number == "12"
      } else if inOpenQuestions, let dot = line.firstIndex(of: "."), line[..<dot].allSatisfy(\.isNumber), dot != line.startIndex {
        sections.insert("12." + line[..<dot])
      }
    }
    return sections
  }

  /// Every `§N` or `§N.M` in `text`.
  static func sectionReferences(in text: String) -> [String] {
    text.matches(of: /§(\d+(?:\.\d+)?)/).map { String($0.output.1) }
  }

  @Test func `nothing points at material outside the repository or at a scrape site`() throws {
    var found: [String] = []
    for path in try Self.textFiles() where path != Self.thisFile {
      let text = try Self.read(path)
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        for pointer in Self.outsidePointers where line.contains(pointer) {
          found.append("\(path):\(number + 1): '\(pointer)'")
        }
      }
    }
    #expect(found.isEmpty, "cite the behaviour reference (\(Self.referencePath)) or a public URL instead:\n\(found.joined(separator: "\n"))")
  }

  @Test func `the behaviour reference has every section from §1 to §17`() throws {
    let sections = try Self.referenceSections()
    for number in 1...17 { #expect(sections.contains(String(number)), "§\(number) is missing") }
    #expect(sections.contains("2.3") && sections.contains("12.6") && sections.contains("13.3") && sections.contains("14.2"))
    #expect(sections.contains("16.1") && sections.contains("16.2") && sections.contains("16.3"))
    #expect(!sections.contains("18"))
  }

  @Test func `every § reference in the repository names a section of the behaviour reference`() throws {
    let sections = try Self.referenceSections()
    var unknown: [String] = []
    for path in try Self.textFiles() where path != Self.thisFile {
      for section in Self.sectionReferences(in: try Self.read(path)) where !sections.contains(section) {
        unknown.append("\(path): §\(section)")
      }
    }
    for rule in RoutingTable.standard.rules {
      for section in Self.sectionReferences(in: rule.section) where !sections.contains(section) {
        unknown.append("rule \(rule.id): §\(section)")
      }
    }
    for quirk in Quirks.all {
      #expect(!Self.sectionReferences(in: quirk.section).isEmpty, "quirk \(quirk.name) cites no section")
      for section in Self.sectionReferences(in: quirk.section) where !sections.contains(section) {
        unknown.append("quirk \(quirk.name): §\(section)")
      }
    }
    #expect(unknown.isEmpty, "no such section in \(Self.referencePath):\n\(unknown.joined(separator: "\n"))")
  }

  @Test func `every quirk is named in the behaviour reference`() throws {
    let reference = try Self.read(Self.referencePath)
    for quirk in Quirks.all { #expect(reference.contains("``Quirks/\(quirk.name)``"), "\(quirk.name) is not in the reference") }
  }

  @Test func `rule and lint citations are public addresses or the behaviour reference`() {
    let citations = RoutingTable.standard.rules.flatMap(\.sources) + PayloadLinter.rules.compactMap(\.citation)
    #expect(!citations.isEmpty)
    for citation in citations {
      let isURL = citation.url.hasPrefix("https://") || citation.url.hasPrefix("http://")
      #expect(isURL || citation.url == Source.inferredText, "\(citation.url) is neither a URL nor the behaviour reference")
      #expect(!Self.outsidePointers.contains { citation.url.contains($0) }, "\(citation.url) is a copy of another site")
    }
  }

  @Test func `the check finds a pointer outside the repository and an unknown section`() {
    #expect(Self.outsidePointers.contains { "as the behaviour notes say".contains($0) })
    #expect(Self.outsidePointers.contains { "https://mcmap.net/q/1/x".contains($0) })
    #expect(Self.sectionReferences(in: "behaviour reference §2.3 and §12.6; §5") == ["2.3", "12.6", "5"])
  }
}
