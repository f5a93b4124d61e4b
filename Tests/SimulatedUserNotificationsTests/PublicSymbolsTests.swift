import Foundation
import Testing

/// The module's public surface, read from its sources, against the checked-in list
/// `PublicSymbols.txt`: a change to Apple's shape shows up in review. Each public declaration
/// must also have a doc comment that names the Apple API it models with its documentation URL,
/// except the default implementations of the module's own protocols, which implement the
/// requirement documented above them, overrides of `NSObject` and `NSCopying` witnesses (Apple's
/// documentation of those protocols covers them), and members marked "Not in the SDK".
///
/// To accept a deliberate change, run the tests with `UPDATE_PUBLIC_SYMBOLS=1` and commit the list.
@Suite struct PublicSymbolsTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let sources = root.appendingPathComponent("Sources/SimulatedUserNotifications")
  static let list = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("PublicSymbols.txt")

  struct Declaration {
    var file: String
    var line: Int
    var text: String
    var documentation: [String]
    var inProtocolExtension: Bool
  }

  /// Public and open declarations, each as its file and its first line up to the body.
  static func declarations() throws -> [Declaration] {
    let files = try FileManager.default.subpathsOfDirectory(atPath: sources.path).filter { $0.hasSuffix(".swift") }.sorted()
    var protocols: Set<String> = []
    var result: [Declaration] = []
    var texts: [(String, [Substring])] = []
    for file in files {
      let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      texts.append((file, lines))
      for line in lines {
        if let range = line.range(of: "public protocol ") {
          protocols.insert(String(line[range.upperBound...].prefix { $0.isLetter || $0.isNumber }))
        }
      }
    }
    let declarationStart = /^\s*(@[A-Za-z]+(\([^)]*\))?\s+)*(nonisolated(\([a-z]+\))?\s+)?(public|open)\s/
    for (file, lines) in texts {
      var extensionOfProtocol = false
      var depth = 0
      var docs: [String] = []
      for (index, raw) in lines.enumerated() {
        let line = raw.trimmingCharacters(in: .whitespaces)
        if depth == 0 {
          if line.hasPrefix("extension ") {
            let name = String(line.dropFirst("extension ".count).prefix { $0.isLetter || $0.isNumber })
            extensionOfProtocol = protocols.contains(name)
          } else if !line.isEmpty && !line.hasPrefix("//") {
            extensionOfProtocol = false
          }
        }
        if line.hasPrefix("///") {
          docs.append(line)
        } else if (try? declarationStart.prefixMatch(in: raw)) != nil, !line.contains(" import ") {
          var signature = line
          var next = index + 1
          // A signature over several lines: join them until the parentheses close.
          while signature.filter({ $0 == "(" }).count > signature.filter({ $0 == ")" }).count, next < lines.count {
            signature += " " + lines[next].trimmingCharacters(in: .whitespaces)
            next += 1
          }
          if let brace = signature.firstIndex(of: "{") { signature = String(signature[..<brace]) }
          signature = signature.split(separator: " ").joined(separator: " ")
          result.append(Declaration(file: file, line: index + 1, text: signature, documentation: docs, inProtocolExtension: extensionOfProtocol && depth > 0))
          docs = []
        } else if !line.hasPrefix("@") {
          docs = []
        }
        depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
      }
    }
    return result
  }

  @Test func `the public surface is the checked-in list`() throws {
    let current = try Self.declarations().map { "\($0.file): \($0.text)" }.joined(separator: "\n") + "\n"
    if ProcessInfo.processInfo.environment["UPDATE_PUBLIC_SYMBOLS"] == "1" {
      try current.write(to: Self.list, atomically: true, encoding: .utf8)
    }
    let recorded = try String(contentsOf: Self.list, encoding: .utf8)
    let old = Set(recorded.split(separator: "\n")), new = Set(current.split(separator: "\n"))
    #expect(new.subtracting(old).sorted() == [], "added to the public surface; if deliberate, run with UPDATE_PUBLIC_SYMBOLS=1")
    #expect(old.subtracting(new).sorted() == [], "removed from the public surface; if deliberate, run with UPDATE_PUBLIC_SYMBOLS=1")
  }

  @Test func `every Apple symbol names its Apple API and documentation page`() throws {
    let missing = try Self.declarations().filter { declaration in
      !declaration.inProtocolExtension && !declaration.text.contains("override ")
        && !declaration.text.contains("func copy(with zone:")
        && !declaration.documentation.contains { $0.contains("Not in the SDK") }
        && !declaration.documentation.contains { $0.contains("https://developer.apple.com/documentation/") }
    }.map { "\($0.file):\($0.line): \($0.text)" }
    #expect(missing == [])
  }
}
