import Foundation
import NotificationSimulator

/// Where `add(_:withCompletionHandler:)` moves attachment files, as iOS moves them into the
/// system's attachment data store (rule AT3): a folder under the temporary directory, one
/// subfolder per request and attachment.
///
/// Models the move that
/// https://developer.apple.com/documentation/usernotifications/unnotificationattachment describes.
enum AttachmentDataStore {
  /// The store's folder.
  static var folder: URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("SimulatedUserNotifications-AttachmentDataStore")
  }

  /// Moves each attachment's file into the store and returns the attachments with their new
  /// URLs; throws `attachmentMoveIntoDataStoreFailed` (104) when a file cannot be moved. A file
  /// already in the store stays where it is.
  static func move(_ attachments: [NotificationAttachment], request: String) throws(UNError) -> [NotificationAttachment] {
    var moved: [NotificationAttachment] = []
    for attachment in attachments {
      guard let source = URL(string: attachment.url), source.isFileURL,
        !source.path.hasPrefix(folder.path + "/")
      else {
        moved.append(attachment)
        continue
      }
      // Identifiers are the app's strings, not paths: each becomes one safe component, so no
      // identifier (`..`, `/`, NUL, thousands of characters) can name a file outside the store.
      let target = folder.appendingPathComponent(component(request), isDirectory: true)
        .appendingPathComponent(component(attachment.identifier), isDirectory: true)
      let destination = target.appendingPathComponent(component(source.lastPathComponent), isDirectory: false)
      guard destination.standardizedFileURL.path.hasPrefix(folder.standardizedFileURL.path + "/") else {
        throw UNError(.attachmentMoveIntoDataStoreFailed,
          reason: "attachment \"\(attachment.identifier)\": no place in the attachment data store for \(source.path)")
      }
      do {
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        if FileManager.default.fileExists(atPath: destination.path) { try FileManager.default.removeItem(at: destination) }
        try FileManager.default.moveItem(at: source, to: destination)
      } catch {
        throw UNError(.attachmentMoveIntoDataStoreFailed,
          reason: "attachment \"\(attachment.identifier)\": \(source.path) could not be moved into the attachment data store")
      }
      var stored = attachment
      stored.url = destination.absoluteString
      moved.append(stored)
    }
    return moved
  }

  /// The content a service extension handed to its content handler, as the system takes it: each
  /// attachment's file moves out of the extension's folder into the store, and the attachment
  /// points there, as for `add(_:)`. For a remote notification Apple validates the attachments
  /// once the service extension finishes and then moves their files into the attachment data
  /// store (https://developer.apple.com/documentation/usernotifications/unnotificationattachment).
  /// An attachment whose file cannot be moved stays as the extension gave it; the simulator
  /// validates it when it shows the notification.
  static func take(_ content: NotificationContent, of request: String) -> NotificationContent {
    guard !content.attachments.isEmpty else { return content }
    var taken = content
    taken.attachments = content.attachments.map { attachment in
      (try? move([attachment], request: request).first) ?? attachment
    }
    return taken
  }

  /// The longest component the store writes, in bytes: below the 255 that Linux and macOS
  /// allow a file name, with room for the digest that keeps long names apart.
  static let longestComponent = 200

  /// `text` as one file-name component that is always inside its folder and never hidden:
  /// ASCII letters, digits, `-`, `_` and `.` stay as they are (so a usual identifier and a
  /// file's extension read the same on disk), every other byte of its UTF-8, and a leading `.`,
  /// become `%XX`. Distinct texts give distinct components (`%` is itself escaped); a component
  /// longer than ``longestComponent`` keeps its start and its extension and ends in a digest of
  /// the whole text (64-bit FNV-1a, the same on every run and machine).
  static func component(_ text: String) -> String {
    var encoded = ""
    for byte in text.utf8 {
      let keep = (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
        || byte == 0x2D || byte == 0x5F || (byte == 0x2E && !encoded.isEmpty)
      if keep {
        encoded.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        encoded += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
      }
    }
    if encoded.isEmpty { return "%" }
    guard encoded.utf8.count > longestComponent else { return encoded }
    var digest: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      digest = (digest ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }
    let suffix = "~" + String(digest, radix: 16).leftPadded(to: 16)
    let dot = encoded.lastIndex(of: ".")
    let fileExtension = dot.map { String(encoded[$0...]) }.flatMap { $0.count <= 16 ? $0 : nil } ?? ""
    let stem = encoded.prefix(longestComponent - suffix.count - fileExtension.count)
    return stem + suffix + fileExtension
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
