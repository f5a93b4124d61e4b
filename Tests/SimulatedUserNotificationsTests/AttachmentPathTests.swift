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
