import Foundation
import NotificationSimulator
@testable import SimulatedUserNotifications
import Testing

/// Identifiers never become paths: any request or attachment identifier names one folder inside
/// the attachment data store.
@Suite struct AttachmentPathTests {
  @Test(arguments: [
    "..", ".", "", "../escape", "a/b", "/etc/passwd", "nul\u{0}byte", "%2E%2E", "é", String(repeating: "x", count: 5_000),
  ])
  func `an identifier is one folder inside the store`(_ identifier: String) {
    let name = AttachmentDataStore.component(identifier)
    #expect(!name.isEmpty && name != "." && name != "..")
    #expect(!name.contains("/") && !name.utf8.contains(0))
    #expect(name.utf8.count <= AttachmentDataStore.longestComponent)
    let url = AttachmentDataStore.folder.appendingPathComponent(name)
    #expect(url.standardizedFileURL.deletingLastPathComponent().path == AttachmentDataStore.folder.standardizedFileURL.path)
  }

  @Test func `a request identifier with .. moves the file into the store`() throws {
    let source = FileManager.default.temporaryDirectory.appendingPathComponent("attachment-path-\(UInt64.random(in: 0...UInt64.max)).png")
    try Data([1, 2, 3]).write(to: source)
    let attachment = NotificationAttachment(identifier: "../../img", url: source.absoluteString, type: "public.png", size: 3)
    let moved = try AttachmentDataStore.move([attachment], request: "../escape-\(UInt64.random(in: 0...UInt64.max))")
    let path = try #require(URL(string: moved[0].url)).standardizedFileURL.path
    #expect(path.hasPrefix(AttachmentDataStore.folder.standardizedFileURL.path + "/"))
    #expect(FileManager.default.fileExists(atPath: path))
  }
}

/// A property test of the store's names over a generated set: whatever the identifier, its
/// name is one safe component, and different identifiers (by their bytes) get different names.
@Suite struct AttachmentNamePropertyTests {
  /// SplitMix64: the same identifiers on every run.
  struct Generator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
  }

  /// Pieces that path handling treats specially, and text that is not plain ASCII.
  static let pieces = [
    ".", "..", "/", "\u{0}", "%", "%2F", "~", "a", "Z", "0", "-", "_", " ", "\\", ":", "*", "\n", "é", "e\u{301}",
    "\u{FFFD}", "🛫", "\u{202E}", "\u{200B}", "Ω", "\u{7F}", "\u{1}",
  ]

  static func identifiers() -> [String] {
    var generator = Generator(state: 45)
    var result: [String] = [
      "", ".", "..", "...", "/", "//", "../", "/..", "\u{0}", String(repeating: "x", count: 10_000),
      String(repeating: "../", count: 3_334), String(repeating: "é", count: 10_000), String(repeating: "\u{0}", count: 300),
    ]
    for _ in 0..<4_000 {
      let length = generator.below(10) == 0 ? 100 + generator.below(400) : generator.below(24)
      result.append((0..<length).map { _ in pieces[generator.below(pieces.count)] }.joined())
    }
    // Bytes that are not UTF-8, as a String repairs them.
    for _ in 0..<500 {
      let bytes = (0..<generator.below(40)).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
      result.append(String(decoding: bytes, as: UTF8.self))
    }
    return result
  }

  @Test func `every generated identifier is one component inside the store, and names never collide`() {
    let store = AttachmentDataStore.folder.standardizedFileURL.path
    var seen: [String: [UInt8]] = [:]
    var problems: [String] = []
    for identifier in Self.identifiers() {
      let name = AttachmentDataStore.component(identifier)
      let bytes = Array(identifier.utf8)
      let safe = !name.isEmpty && name != "." && name != ".." && !name.hasPrefix(".") && !name.contains("/")
        && !name.utf8.contains(0) && name.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7F }
        && name.utf8.count <= AttachmentDataStore.longestComponent
        && AttachmentDataStore.folder.appendingPathComponent(name).standardizedFileURL.deletingLastPathComponent().path == store
      if !safe { problems.append("unsafe name \(name) for \(bytes.prefix(40))") }
      if let other = seen[name], other != bytes { problems.append("\(name) names both \(other.prefix(40)) and \(bytes.prefix(40))") }
      seen[name] = bytes
    }
    #expect(problems == [])
    #expect(seen.count > 4_000)
  }

  @Test func `the edge identifiers move a real file inside the store`() throws {
    let edges = [
      "..", "/", "\u{0}", "", String(repeating: "x", count: 10_000), String(repeating: "../", count: 3_334),
      "e\u{301}\u{202E}🛫", String(decoding: [0xC3, 0x28, 0xFF, 0x2F, 0x2E, 0x2E], as: UTF8.self),
    ]
    let store = AttachmentDataStore.folder.standardizedFileURL.path + "/"
    for (index, identifier) in edges.enumerated() {
      let source = FileManager.default.temporaryDirectory.appendingPathComponent("edge-\(UUID().uuidString).png")
      try Data([UInt8(index)]).write(to: source)
      let attachment = NotificationAttachment(identifier: identifier, url: source.absoluteString, type: "public.png", size: 1)
      let request = identifier + "-\(UUID().uuidString)"
      let moved = try AttachmentDataStore.move([attachment], request: request)
      let path = try #require(URL(string: moved[0].url)).standardizedFileURL.path
      #expect(path.hasPrefix(store), "\(index)")
      #expect(FileManager.default.contents(atPath: path) == Data([UInt8(index)]), "\(index)")
      #expect(!FileManager.default.fileExists(atPath: source.path), "\(index)")
      try? FileManager.default.removeItem(atPath: store + AttachmentDataStore.component(request))
    }
  }
}
