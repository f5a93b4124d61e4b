import Foundation
import Testing
@testable import SimulatedUserNotifications

/// `UNNotificationAttachment(identifier:url:options:)` checks the file as iOS does.
@Suite struct ValuesAttachmentTests {
  /// A fresh temporary folder for one test.
  let folder: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("values-attachments-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }()

  func file(_ name: String, size: Int) throws -> URL {
    let url = folder.appendingPathComponent(name)
    try Data(count: size).write(to: url)
    return url
  }

  func code(_ body: () throws -> Void) -> UNError.Code? {
    do {
      try body()
      return nil
    } catch let error as UNError {
      return error.code
    } catch {
      return nil
    }
  }

  @Test func `a small PNG is an image attachment with its type`() throws {
    let url = try file("photo.png", size: 1_000)
    let attachment = try UNNotificationAttachment(identifier: "photo", url: url, options: nil)
    #expect(attachment.identifier == "photo")
    #expect(attachment.url == url)
    #expect(attachment.type == "public.png")
  }

  @Test func `a missing file is attachmentInvalidURL`() {
    let url = folder.appendingPathComponent("missing.png")
    #expect(code { _ = try UNNotificationAttachment(identifier: "a", url: url) } == .attachmentInvalidURL)
  }

  @Test func `a web URL is attachmentInvalidURL`() throws {
    let url = try #require(URL(string: "https://example.com/photo.png"))
    #expect(code { _ = try UNNotificationAttachment(identifier: "a", url: url) } == .attachmentInvalidURL)
  }

  @Test func `a folder is attachmentInvalidURL`() {
    #expect(code { _ = try UNNotificationAttachment(identifier: "a", url: folder) } == .attachmentInvalidURL)
  }

  @Test func `an unsupported type is attachmentUnrecognizedType`() throws {
    let url = try file("notes.txt", size: 10)
    #expect(code { _ = try UNNotificationAttachment(identifier: "a", url: url) } == .attachmentUnrecognizedType)
  }

  @Test func `the type hint overrides the extension`() throws {
    let url = try file("download.bin", size: 10)
    let attachment = try UNNotificationAttachment(
      identifier: "a", url: url, options: [UNNotificationAttachmentOptionsTypeHintKey: "public.jpeg"])
    #expect(attachment.type == "public.jpeg")
    let png = try file("really-a-text.png", size: 10)
    #expect(code {
      _ = try UNNotificationAttachment(
        identifier: "a", url: png, options: [UNNotificationAttachmentOptionsTypeHintKey: "public.plain-text"])
    } == .attachmentUnrecognizedType)
  }

  @Test func `files over their kind's limit are attachmentInvalidFileSize`() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let image = try file("big.jpg", size: 10_000_001)
    #expect(code { _ = try UNNotificationAttachment(identifier: "a", url: image) } == .attachmentInvalidFileSize)
    let audio = try file("big.mp3", size: 5_000_001)
    #expect(code { _ = try UNNotificationAttachment(identifier: "a", url: audio) } == .attachmentInvalidFileSize)
    let audioAtLimit = try file("ok.mp3", size: 5_000_000)
    #expect(try UNNotificationAttachment(identifier: "a", url: audioAtLimit).type == "public.mp3")
    let movie = try file("big.mp4", size: 50_000_001)
    #expect(code { _ = try UNNotificationAttachment(identifier: "a", url: movie) } == .attachmentInvalidFileSize)
  }

  @Test func `extensions map to the types of Apple's table`() {
    let expected: [(String, String)] = [
      ("jpg", "public.jpeg"), ("JPEG", "public.jpeg"), ("gif", "com.compuserve.gif"), ("png", "public.png"),
      ("aiff", "public.aiff-audio"), ("wav", "com.microsoft.waveform-audio"), ("mp3", "public.mp3"),
      ("m4a", "public.mpeg-4-audio"), ("mpg", "public.mpeg"), ("m2v", "public.mpeg-2-video"), ("mp4", "public.mpeg-4"),
      ("avi", "public.avi"), ("txt", "public.data"),
    ]
    for (pathExtension, type) in expected {
      #expect(UNNotificationAttachment.uniformType(ofExtension: pathExtension) == type)
    }
  }
}
