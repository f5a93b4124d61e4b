/// A media file shown with a notification: models `UNNotificationAttachment`.
///
/// The file must be on the device, of a supported type and within its kind's size limit
/// (`UNNotificationAttachment`, Table 1: audio 5 MB, image 10 MB, movie 50 MB; rules AT1 and AT2).
/// ``make(identifier:url:type:size:)`` checks this as
/// `UNNotificationAttachment(identifier:url:options:)` does and throws the `UNError` iOS gives.
public struct NotificationAttachment: Hashable, Sendable {
  /// The kinds of attachment and their limits.
  public enum Kind: String, Hashable, Sendable, CaseIterable, Codable {
    /// Audio: AIFF, WAV, MP3, MPEG-4 audio; at most 5 MB.
    case audio
    /// Image: JPEG, GIF, PNG; at most 10 MB.
    case image
    /// Movie: MPEG, MPEG-2 video, MPEG-4, AVI; at most 50 MB.
    case movie

    /// The largest file of this kind iOS accepts, in bytes (1 MB = 1,000,000 bytes, as
    /// Apple's table writes "MB"; the exact unit is not documented).
    public var maximumSize: Int {
      switch self {
      case .audio: 5_000_000
      case .image: 10_000_000
      case .movie: 50_000_000
      }
    }

    /// The uniform type identifiers of the kind, as Apple's table lists them (`kUTType...`).
    public var types: [String] {
      switch self {
      case .audio: ["public.aiff-audio", "com.microsoft.waveform-audio", "public.mp3", "public.mpeg-4-audio"]
      case .image: ["public.jpeg", "com.compuserve.gif", "public.png"]
      case .movie: ["public.mpeg", "public.mpeg-2-video", "public.mpeg-4", "public.avi"]
      }
    }

    /// The kind a type identifier belongs to, if iOS supports it.
    public init?(type: String) {
      guard let kind = Kind.allCases.first(where: { $0.types.contains(type) }) else { return nil }
      self = kind
    }
  }

  /// `identifier`.
  public var identifier: String
  /// `url`: where the file is; a `file://` URL.
  public var url: String
  /// The file's uniform type identifier (`UNNotificationAttachmentOptionsTypeHintKey`, or what
  /// iOS infers from the extension).
  public var type: String
  /// The file's size in bytes.
  public var size: Int

  /// An attachment as given, unchecked: the system checks it when the extension finishes or
  /// the request is added (``validate()``).
  public init(identifier: String, url: String, type: String, size: Int) {
    self.identifier = identifier
    self.url = url
    self.type = type
    self.size = size
  }

  /// `UNNotificationAttachment(identifier:url:options:)`: the attachment, or the error iOS throws.
  public static func make(
    identifier: String, url: String, type: String, size: Int
  ) throws(AttachmentError) -> NotificationAttachment {
    let attachment = NotificationAttachment(identifier: identifier, url: url, type: type, size: size)
    if let error = attachment.validate() { throw error }
    return attachment
  }

  /// The kind, if the type is supported.
  public var kind: Kind? { Kind(type: type) }

  /// The error iOS gives for this attachment, or `nil` when it is valid.
  public func validate() -> AttachmentError? {
    guard url.hasPrefix("file://"), url.count > "file://".count else {
      return AttachmentError(.attachmentInvalidURL, identifier: identifier,
        "\(JSONWriter.quoted(url)) is not a file URL; attachments must be files on the device (download them first)")
    }
    guard let kind else {
      return AttachmentError(.attachmentUnrecognizedType, identifier: identifier,
        "type \(JSONWriter.quoted(type)) is not one iOS shows; supported: "
          + Kind.allCases.map { "\($0) (\($0.types.joined(separator: ", ")))" }.joined(separator: "; "))
    }
    guard size >= 0, size <= kind.maximumSize else {
      return AttachmentError(.attachmentInvalidFileSize, identifier: identifier,
        "the \(kind) is \(size) bytes; \(kind) attachments may be at most \(kind.maximumSize) bytes")
    }
    return nil
  }
}

/// The attachment errors of `UNError.Code`, with the numbers iOS uses: the engine's name for
/// them (the `SimulatedUserNotifications` module keeps Apple's `UNError.Code`).
///
/// Checked against Apple's `UNError.Code` page
/// (https://developer.apple.com/documentation/usernotifications/unerror/code); the numbers are
/// those of `UNErrorCode` in the SDK header, as listed at
/// https://learn.microsoft.com/en-us/dotnet/api/usernotifications.unerrorcode.
public enum NotificationErrorCode: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// `notificationsNotAllowed`: the app may not post notifications.
  case notificationsNotAllowed = 1
  /// `attachmentInvalidURL`: the attachment's URL is not valid.
  case attachmentInvalidURL = 100
  /// `attachmentUnrecognizedType`: the file type is not supported.
  case attachmentUnrecognizedType = 101
  /// `attachmentInvalidFileSize`: the file is too large.
  case attachmentInvalidFileSize = 102
  /// `attachmentNotInDataStore`: the file is not in the system's attachment data store.
  case attachmentNotInDataStore = 103
  /// `attachmentMoveIntoDataStoreFailed`: moving the file into the data store failed.
  case attachmentMoveIntoDataStoreFailed = 104
  /// `attachmentCorrupt`: the file is corrupt.
  case attachmentCorrupt = 105

  /// `UNErrorDomain 102 attachmentInvalidFileSize`.
  public var description: String { "UNErrorDomain \(rawValue) \(name)" }

  /// The case name, as Swift spells it.
  public var name: String {
    switch self {
    case .notificationsNotAllowed: "notificationsNotAllowed"
    case .attachmentInvalidURL: "attachmentInvalidURL"
    case .attachmentUnrecognizedType: "attachmentUnrecognizedType"
    case .attachmentInvalidFileSize: "attachmentInvalidFileSize"
    case .attachmentNotInDataStore: "attachmentNotInDataStore"
    case .attachmentMoveIntoDataStoreFailed: "attachmentMoveIntoDataStoreFailed"
    case .attachmentCorrupt: "attachmentCorrupt"
    }
  }
}

/// The engine's former name for ``NotificationErrorCode``, kept for one release.
@available(*, deprecated, renamed: "NotificationErrorCode")
public typealias UNErrorCode = NotificationErrorCode

/// An attachment iOS refused: models the `UNError` that `UNNotificationAttachment`'s
/// initializer throws.
public struct AttachmentError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The `UNError.Code`.
  public var code: NotificationErrorCode
  /// The attachment's identifier.
  public var identifier: String
  /// Why, in a sentence.
  public var reason: String

  /// Creates an error.
  public init(_ code: NotificationErrorCode, identifier: String, _ reason: String) {
    self.code = code
    self.identifier = identifier
    self.reason = reason
  }

  /// `attachment "photo": UNErrorDomain 102 attachmentInvalidFileSize: ...`.
  public var description: String { "attachment \(JSONWriter.quoted(identifier)): \(code): \(reason)" }
}
