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
      let target = folder.appendingPathComponent(request).appendingPathComponent(attachment.identifier)
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
}
