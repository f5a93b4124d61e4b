/// The error domain of UserNotifications' errors: models `UNErrorDomain`.
///
/// https://developer.apple.com/documentation/usernotifications/unerrordomain
public let UNErrorDomain: String = "UNErrorDomain"

/// An error from UserNotifications, such as an attachment the system refuses: models `UNError`.
///
/// Like the SDK's struct it carries a ``Code`` and bridges to `NSError` in ``UNErrorDomain``
/// (`CustomNSError`); `catch let error as UNError` and `error.code == .attachmentInvalidURL` work as
/// on iOS. The static members (`UNError.attachmentInvalidURL`) are the codes, so
/// `catch UNError.attachmentInvalidURL` matches too.
///
/// https://developer.apple.com/documentation/usernotifications/unerror
public struct UNError: Error, CustomNSError, Hashable, Sendable, CustomStringConvertible {
  /// The kinds of error, with the numbers of Apple's `UNErrorCode` header: models `UNError.Code`.
  ///
  /// https://developer.apple.com/documentation/usernotifications/unerror/code
  public enum Code: Int, Hashable, Sendable, CaseIterable {
    /// 1: the app may not post notifications.
    /// https://developer.apple.com/documentation/usernotifications/unerror/code/notificationsnotallowed
    case notificationsNotAllowed = 1
    /// 100: the attachment's URL is not a readable file.
    /// https://developer.apple.com/documentation/usernotifications/unerror/code/attachmentinvalidurl
    case attachmentInvalidURL = 100
    /// 101: the attachment's file type is not one the system shows.
    /// https://developer.apple.com/documentation/usernotifications/unerror/code/attachmentunrecognizedtype
    case attachmentUnrecognizedType = 101
    /// 102: the attachment's file is over its type's size limit.
    /// https://developer.apple.com/documentation/usernotifications/unerror/code/attachmentinvalidfilesize
    case attachmentInvalidFileSize = 102
    /// 103: the attachment is not in the system's attachment store.
    /// https://developer.apple.com/documentation/usernotifications/unerror/code/attachmentnotindatastore
    case attachmentNotInDataStore = 103
    /// 104: the system could not move the file into its attachment store.
    /// https://developer.apple.com/documentation/usernotifications/unerror/code/attachmentmoveintodatastorefailed
    case attachmentMoveIntoDataStoreFailed = 104
    /// 105: the attachment's file is damaged.
    /// https://developer.apple.com/documentation/usernotifications/unerror/code/attachmentcorrupt
    case attachmentCorrupt = 105
    /// 1400: the notification lacks a date it needs.
    /// https://developer.apple.com/documentation/usernotifications/unerror/code/notificationinvalidnodate
    case notificationInvalidNoDate = 1400
    /// 1401: the notification has no content.
    /// https://developer.apple.com/documentation/usernotifications/unerror/code/notificationinvalidnocontent
    case notificationInvalidNoContent = 1401
    /// 1500: the content-providing object is not allowed.
    /// https://developer.apple.com/documentation/usernotifications/unerror/code/contentprovidingobjectnotallowed
    case contentProvidingObjectNotAllowed = 1500
    /// 1501: the content-providing object is not valid.
    /// https://developer.apple.com/documentation/usernotifications/unerror/code/contentprovidinginvalid
    case contentProvidingInvalid = 1501
    /// 1600 (iOS 16): the badge count given to `setBadgeCount(_:)` is not valid.
    /// https://developer.apple.com/documentation/usernotifications/unerror/code/badgeinputinvalid
    case badgeInputInvalid = 1600
  }

  /// The kind of error.
  /// https://developer.apple.com/documentation/usernotifications/unerror/code
  public let code: Code
  /// Why, in a sentence, when the simulator knows more than the code says; the
  /// `NSLocalizedDescriptionKey` of ``errorUserInfo``. Not in the SDK: the simulator's own.
  public let reason: String?

  /// An error with `code` and, optionally, a reason. Not in the SDK: the simulator's own.
  public init(_ code: Code, reason: String?) {
    self.code = code
    self.reason = reason
  }

  /// ``UNErrorDomain``: the domain `NSError` bridging uses.
  /// https://developer.apple.com/documentation/usernotifications/unerrordomain
  public static var errorDomain: String { UNErrorDomain }
  /// The code's raw value: the `NSError` code.
  /// https://developer.apple.com/documentation/foundation/customnserror/errorcode
  public var errorCode: Int { code.rawValue }
  /// The reason, under `NSLocalizedDescriptionKey`, when there is one.
  /// https://developer.apple.com/documentation/foundation/customnserror/erroruserinfo
  public var errorUserInfo: [String: Any] {
    reason.map { [NSLocalizedDescriptionKey: $0] } ?? [:]
  }

  /// `UNErrorDomain 102 attachmentInvalidFileSize`, then the reason.
  /// https://developer.apple.com/documentation/swift/customstringconvertible/description
  public var description: String {
    "\(UNErrorDomain) \(code.rawValue) \(code)" + (reason.map { ": " + $0 } ?? "")
  }

  /// ``Code/notificationsNotAllowed``.
  /// https://developer.apple.com/documentation/usernotifications/unerror/notificationsnotallowed
  public static var notificationsNotAllowed: Code { .notificationsNotAllowed }
  /// ``Code/attachmentInvalidURL``.
  /// https://developer.apple.com/documentation/usernotifications/unerror/attachmentinvalidurl
  public static var attachmentInvalidURL: Code { .attachmentInvalidURL }
  /// ``Code/attachmentUnrecognizedType``.
  /// https://developer.apple.com/documentation/usernotifications/unerror/attachmentunrecognizedtype
  public static var attachmentUnrecognizedType: Code { .attachmentUnrecognizedType }
  /// ``Code/attachmentInvalidFileSize``.
  /// https://developer.apple.com/documentation/usernotifications/unerror/attachmentinvalidfilesize
  public static var attachmentInvalidFileSize: Code { .attachmentInvalidFileSize }
  /// ``Code/attachmentNotInDataStore``.
  /// https://developer.apple.com/documentation/usernotifications/unerror/attachmentnotindatastore
  public static var attachmentNotInDataStore: Code { .attachmentNotInDataStore }
  /// ``Code/attachmentMoveIntoDataStoreFailed``.
  /// https://developer.apple.com/documentation/usernotifications/unerror/attachmentmoveintodatastorefailed
  public static var attachmentMoveIntoDataStoreFailed: Code { .attachmentMoveIntoDataStoreFailed }
  /// ``Code/attachmentCorrupt``.
  /// https://developer.apple.com/documentation/usernotifications/unerror/attachmentcorrupt
  public static var attachmentCorrupt: Code { .attachmentCorrupt }
  /// ``Code/notificationInvalidNoDate``.
  /// https://developer.apple.com/documentation/usernotifications/unerror/notificationinvalidnodate
  public static var notificationInvalidNoDate: Code { .notificationInvalidNoDate }
  /// ``Code/notificationInvalidNoContent``.
  /// https://developer.apple.com/documentation/usernotifications/unerror/notificationinvalidnocontent
  public static var notificationInvalidNoContent: Code { .notificationInvalidNoContent }
  /// ``Code/contentProvidingObjectNotAllowed``.
  /// https://developer.apple.com/documentation/usernotifications/unerror/contentprovidingobjectnotallowed
  public static var contentProvidingObjectNotAllowed: Code { .contentProvidingObjectNotAllowed }
  /// ``Code/contentProvidingInvalid``.
  /// https://developer.apple.com/documentation/usernotifications/unerror/contentprovidinginvalid
  public static var contentProvidingInvalid: Code { .contentProvidingInvalid }
  /// ``Code/badgeInputInvalid``.
  /// https://developer.apple.com/documentation/usernotifications/unerror/badgeinputinvalid
  public static var badgeInputInvalid: Code { .badgeInputInvalid }
}

/// Errors match by code, as with the SDK's error structs: `catch UNError.attachmentInvalidURL`.
/// https://developer.apple.com/documentation/usernotifications/unerror/code
public func ~= (code: UNError.Code, error: any Error) -> Bool {
  (error as? UNError)?.code == code
}
