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
      let target = folder.appendingPathComponent(component(request)).appendingPathComponent(component(attachment.identifier))
      let destination = target.appendingPathComponent(source.lastPathComponent)
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

  /// A folder name for an identifier that stays one folder inside the store, whatever the
  /// identifier: an identifier of letters, digits, `-`, `_` and `.` up to 100 bytes is used as it
  /// is (but `.` and `..`, whose dots are encoded); any other byte (`/`, NUL, `%`, spaces,
  /// non-ASCII) is percent-encoded, the empty identifier is `%`, and a name longer than 100 bytes
  /// keeps its first 80 and ends with a hash of the whole. Two identifiers never share a name
  /// (but two longer than 100 bytes with the same hash).
  static func component(_ identifier: String) -> String {
    let bytes = Array(identifier.utf8)
    var name = ""
    for byte in bytes {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
        UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."):
        name.append(Character(Unicode.Scalar(byte)))
      default:
        name += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
      }
    }
    if name.isEmpty {
      name = "%"
    } else if name == "." || name == ".." {
      name = name.replacingOccurrences(of: ".", with: "%2E")
    }
    guard name.utf8.count > 100 else { return name }
    // FNV-1a, 64 bits: the same name on every run and platform.
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return String(name.prefix(80)) + "-" + String(hash, radix: 16).leftPadded(to: 16)
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
