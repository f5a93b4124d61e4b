internal import NotificationSimulator

/// Options key: the file's uniform type identifier (a `String`, such as `"public.jpeg"`), when the
/// file name's extension does not say it. Models `UNNotificationAttachmentOptionsTypeHintKey`;
/// the key's string is its name (the SDK's value is not documented).
///
/// https://developer.apple.com/documentation/usernotifications/unnotificationattachmentoptionstypehintkey
public let UNNotificationAttachmentOptionsTypeHintKey: String = "UNNotificationAttachmentOptionsTypeHintKey"
/// Options key: whether to hide the attachment's thumbnail (a Boolean `NSNumber`). Models
/// `UNNotificationAttachmentOptionsThumbnailHiddenKey`; kept, not simulated.
///
/// https://developer.apple.com/documentation/usernotifications/unnotificationattachmentoptionsthumbnailhiddenkey
public let UNNotificationAttachmentOptionsThumbnailHiddenKey: String = "UNNotificationAttachmentOptionsThumbnailHiddenKey"
/// Options key: the part of an image used for the thumbnail, in unit coordinates (a rectangle
/// dictionary). Models `UNNotificationAttachmentOptionsThumbnailClippingRectKey`; kept, not
/// simulated.
///
/// https://developer.apple.com/documentation/usernotifications/unnotificationattachmentoptionsthumbnailclippingrectkey
public let UNNotificationAttachmentOptionsThumbnailClippingRectKey: String =
  "UNNotificationAttachmentOptionsThumbnailClippingRectKey"
/// Options key: the frame of a movie or animated image used for the thumbnail (seconds as an
/// `NSNumber`, or a time dictionary). Models `UNNotificationAttachmentOptionsThumbnailTimeKey`;
/// kept, not simulated.
///
/// https://developer.apple.com/documentation/usernotifications/unnotificationattachmentoptionsthumbnailtimekey
public let UNNotificationAttachmentOptionsThumbnailTimeKey: String = "UNNotificationAttachmentOptionsThumbnailTimeKey"

/// An image, sound or movie file shown with a notification: models `UNNotificationAttachment`.
///
/// https://developer.apple.com/documentation/usernotifications/unnotificationattachment
public class UNNotificationAttachment: NSObject, NSCopying {
  /// The simulator's attachment: checked, with its type and size.
  let simulated: NotificationAttachment
  /// The file.
  /// https://developer.apple.com/documentation/usernotifications/unnotificationattachment/url
  public let url: URL

  init(simulated: NotificationAttachment, url: URL) {
    self.simulated = simulated
    self.url = url
    super.init()
  }

  /// The identifier the app gave.
  /// https://developer.apple.com/documentation/usernotifications/unnotificationattachment/identifier
  public var identifier: String { simulated.identifier }
  /// The file's uniform type identifier, such as `"public.png"`.
  /// https://developer.apple.com/documentation/usernotifications/unnotificationattachment/type
  public var type: String { simulated.type }

  /// An attachment for the file at `url`, checked as iOS checks it: throws ``UNError`` with
  /// ``UNError/Code/attachmentInvalidURL`` when `url` is not a file URL or no regular file is
  /// there, ``UNError/Code/attachmentUnrecognizedType`` when the type (from
  /// ``UNNotificationAttachmentOptionsTypeHintKey``, else from the file name's extension) is not an
  /// image, audio or movie type iOS shows, and ``UNError/Code/attachmentInvalidFileSize`` when the
  /// file is over its kind's limit (image 10 MB, audio 5 MB, movie 50 MB). The type and size
  /// rules are the simulator's (`NotificationAttachment.make`, rule AT1).
  ///
  /// The file stays where it is until the request is added: `add(_:withCompletionHandler:)` moves
  /// it into the attachment data store, as iOS does.
  ///
  /// https://developer.apple.com/documentation/usernotifications/unnotificationattachment/init(identifier:url:options:)
  public convenience init(identifier: String, url URL: URL, options: [AnyHashable: Any]? = nil) throws {
    guard URL.isFileURL else {
      throw UNError(.attachmentInvalidURL, reason: "\(URL.absoluteString) is not a file URL")
    }
    let path = URL.path
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
      let attributes = try? FileManager.default.attributesOfItem(atPath: path),
      let size = (attributes[.size] as? NSNumber)?.intValue
    else {
      throw UNError(.attachmentInvalidURL, reason: "no file at \(path)")
    }
    let hint = options?[UNNotificationAttachmentOptionsTypeHintKey] as? String
    let type = hint ?? Self.uniformType(ofExtension: URL.pathExtension)
    do {
      let attachment = try NotificationAttachment.make(
        identifier: identifier, url: URL.absoluteString, type: type, size: size)
      self.init(simulated: attachment, url: URL)
    } catch {
      throw UNError(simulated: error)
    }
  }

  /// Attachments are immutable: the copy is the same object.
  public func copy(with zone: NSZone? = nil) -> Any { self }

  /// The uniform type identifier iOS infers from a file name extension, for the types
  /// `NotificationAttachment.Kind` lists; `"public.data"` (no supported type) otherwise.
  static func uniformType(ofExtension pathExtension: String) -> String {
    switch pathExtension.lowercased() {
    case "jpg", "jpeg", "jpe": "public.jpeg"
    case "gif": "com.compuserve.gif"
    case "png": "public.png"
    case "aif", "aiff", "aifc": "public.aiff-audio"
    case "wav", "wave": "com.microsoft.waveform-audio"
    case "mp3": "public.mp3"
    case "m4a": "public.mpeg-4-audio"
    case "mpg", "mpeg", "mpe": "public.mpeg"
    case "m2v": "public.mpeg-2-video"
    case "mp4", "m4v": "public.mpeg-4"
    case "avi": "public.avi"
    default: "public.data"
    }
  }
}
