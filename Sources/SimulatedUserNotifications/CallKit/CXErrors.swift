public import Foundation

/// CallKit's general error domain.
///
/// Models [`CXErrorDomain`](https://developer.apple.com/documentation/callkit/cxerrordomain). The
/// simulator raises no error in it: each refusal it models has a domain of its own.
public let CXErrorDomain = "com.apple.CallKit.error"

/// The domain of the errors `reportNewIncomingCall(with:update:completion:)` hands its completion.
///
/// Models [`CXErrorDomainIncomingCall`](https://developer.apple.com/documentation/callkit/cxerrordomainincomingcall).
public let CXErrorDomainIncomingCall = "com.apple.CallKit.error.incomingcall"

/// The domain of the errors `CXCallController.request(_:completion:)` hands its completion.
///
/// Models [`CXErrorDomainRequestTransaction`](https://developer.apple.com/documentation/callkit/cxerrordomainrequesttransaction).
public let CXErrorDomainRequestTransaction = "com.apple.CallKit.error.requesttransaction"

/// The domain of the errors `reportNewIncomingVoIPPushPayload(_:completion:)` hands its completion.
///
/// Models [`CXErrorDomainNotificationServiceExtension`](https://developer.apple.com/documentation/callkit/cxerrordomainnotificationserviceextension).
public let CXErrorDomainNotificationServiceExtension = "com.apple.CallKit.error.notificationserviceextension"

/// Why CallKit refused an incoming call the app reported.
///
/// Models [`CXErrorCodeIncomingCallError`](https://developer.apple.com/documentation/callkit/cxerrorcodeincomingcallerror-swift.struct):
/// an error with a `code`, bridged to an `NSError` of ``CXErrorDomainIncomingCall``, matched as
/// in the SDK: `catch CXErrorCodeIncomingCallError.filteredByDoNotDisturb`,
/// `(error as? CXErrorCodeIncomingCallError)?.code == .filteredByBlockList`.
public struct CXErrorCodeIncomingCallError: CustomNSError, Hashable, Sendable {
  /// The reasons.
  ///
  /// Models [`CXErrorCodeIncomingCallError.Code`](https://developer.apple.com/documentation/callkit/cxerrorcodeincomingcallerror-swift.struct/code).
  public enum Code: Int, Sendable, Equatable {
    /// An unknown error.
    case unknown = 0
    /// The app may not report incoming calls.
    case unentitled = 1
    /// A call with the UUID exists already.
    case callUUIDAlreadyExists = 2
    /// Do Not Disturb (a Focus) filtered the call.
    case filteredByDoNotDisturb = 3
    /// The user blocked the caller.
    case filteredByBlockList = 4
  }

  /// The reason.
  ///
  /// Models [`code`](https://developer.apple.com/documentation/callkit/cxerrorcodeincomingcallerror-swift.struct/code-swift.property).
  public let code: Code

  /// An error with `code`.
  ///
  /// Part of [`CXErrorCodeIncomingCallError`](https://developer.apple.com/documentation/callkit/cxerrorcodeincomingcallerror-swift.struct).
  public init(_ code: Code) { self.code = code }

  /// ``CXErrorDomainIncomingCall``.
  ///
  /// Part of [`CXErrorCodeIncomingCallError`](https://developer.apple.com/documentation/callkit/cxerrorcodeincomingcallerror-swift.struct).
  public static var errorDomain: String { CXErrorDomainIncomingCall }
  /// The code's raw value.
  ///
  /// Part of [`CXErrorCodeIncomingCallError`](https://developer.apple.com/documentation/callkit/cxerrorcodeincomingcallerror-swift.struct).
  public var errorCode: Int { code.rawValue }

  /// `unknown`.
  ///
  /// Models [`unknown`](https://developer.apple.com/documentation/callkit/cxerrorcodeincomingcallerror-swift.struct/unknown).
  public static var unknown: Code { .unknown }
  /// `unentitled`.
  ///
  /// Models [`unentitled`](https://developer.apple.com/documentation/callkit/cxerrorcodeincomingcallerror-swift.struct/unentitled).
  public static var unentitled: Code { .unentitled }
  /// `callUUIDAlreadyExists`.
  ///
  /// Models [`callUUIDAlreadyExists`](https://developer.apple.com/documentation/callkit/cxerrorcodeincomingcallerror-swift.struct/calluuidalreadyexists).
  public static var callUUIDAlreadyExists: Code { .callUUIDAlreadyExists }
  /// `filteredByDoNotDisturb`.
  ///
  /// Models [`filteredByDoNotDisturb`](https://developer.apple.com/documentation/callkit/cxerrorcodeincomingcallerror-swift.struct/filteredbydonotdisturb).
  public static var filteredByDoNotDisturb: Code { .filteredByDoNotDisturb }
  /// `filteredByBlockList`.
  ///
  /// Models [`filteredByBlockList`](https://developer.apple.com/documentation/callkit/cxerrorcodeincomingcallerror-swift.struct/filteredbyblocklist).
  public static var filteredByBlockList: Code { .filteredByBlockList }

}

/// Why CallKit refused a transaction the app requested.
///
/// Models [`CXErrorCodeRequestTransactionError`](https://developer.apple.com/documentation/callkit/cxerrorcoderequesttransactionerror-swift.struct).
public struct CXErrorCodeRequestTransactionError: CustomNSError, Hashable, Sendable {
  /// The reasons.
  ///
  /// Models [`CXErrorCodeRequestTransactionError.Code`](https://developer.apple.com/documentation/callkit/cxerrorcoderequesttransactionerror-swift.struct/code).
  public enum Code: Int, Sendable, Equatable {
    /// An unknown error.
    case unknown = 0
    /// The app may not perform the actions.
    case unentitled = 1
    /// No provider can perform the actions.
    case unknownCallProvider = 2
    /// The transaction has no action.
    case emptyTransaction = 3
    /// An action names no known call.
    case unknownCallUUID = 4
    /// An action names a call that exists already.
    case callUUIDAlreadyExists = 5
    /// An action is invalid.
    case invalidAction = 6
    /// Too many call groups.
    case maximumCallGroupsReached = 7
  }

  /// The reason.
  ///
  /// Part of [`CXErrorCodeRequestTransactionError`](https://developer.apple.com/documentation/callkit/cxerrorcoderequesttransactionerror-swift.struct).
  public let code: Code

  /// An error with `code`.
  ///
  /// Part of [`CXErrorCodeRequestTransactionError`](https://developer.apple.com/documentation/callkit/cxerrorcoderequesttransactionerror-swift.struct).
  public init(_ code: Code) { self.code = code }

  /// ``CXErrorDomainRequestTransaction``.
  ///
  /// Part of [`CXErrorCodeRequestTransactionError`](https://developer.apple.com/documentation/callkit/cxerrorcoderequesttransactionerror-swift.struct).
  public static var errorDomain: String { CXErrorDomainRequestTransaction }
  /// The code's raw value.
  ///
  /// Part of [`CXErrorCodeRequestTransactionError`](https://developer.apple.com/documentation/callkit/cxerrorcoderequesttransactionerror-swift.struct).
  public var errorCode: Int { code.rawValue }

  /// `emptyTransaction`.
  ///
  /// Models [`emptyTransaction`](https://developer.apple.com/documentation/callkit/cxerrorcoderequesttransactionerror-swift.struct/emptytransaction).
  public static var emptyTransaction: Code { .emptyTransaction }
  /// `unknownCallUUID`.
  ///
  /// Models [`unknownCallUUID`](https://developer.apple.com/documentation/callkit/cxerrorcoderequesttransactionerror-swift.struct/unknowncalluuid).
  public static var unknownCallUUID: Code { .unknownCallUUID }

}

/// Why CallKit refused a VoIP call a notification service extension handed it.
///
/// Models [`CXErrorCodeNotificationServiceExtensionError`](https://developer.apple.com/documentation/callkit/cxerrorcodenotificationserviceextensionerror-swift.struct).
public struct CXErrorCodeNotificationServiceExtensionError: CustomNSError, Hashable, Sendable {
  /// The reasons.
  ///
  /// Part of [`CXErrorCodeNotificationServiceExtensionError`](https://developer.apple.com/documentation/callkit/cxerrorcodenotificationserviceextensionerror-swift.struct).
  public enum Code: Int, Sendable, Equatable {
    /// An unknown error.
    case unknown = 0
    /// The caller is not a notification service extension.
    case invalidClientProcess = 1
    /// The extension lacks `com.apple.developer.usernotifications.filtering`.
    case missingNotificationFilteringEntitlement = 2
  }

  /// The reason.
  ///
  /// Part of [`CXErrorCodeNotificationServiceExtensionError`](https://developer.apple.com/documentation/callkit/cxerrorcodenotificationserviceextensionerror-swift.struct).
  public let code: Code

  /// An error with `code`.
  ///
  /// Part of [`CXErrorCodeNotificationServiceExtensionError`](https://developer.apple.com/documentation/callkit/cxerrorcodenotificationserviceextensionerror-swift.struct).
  public init(_ code: Code) { self.code = code }

  /// ``CXErrorDomainNotificationServiceExtension``.
  ///
  /// Part of [`CXErrorCodeNotificationServiceExtensionError`](https://developer.apple.com/documentation/callkit/cxerrorcodenotificationserviceextensionerror-swift.struct).
  public static var errorDomain: String { CXErrorDomainNotificationServiceExtension }
  /// The code's raw value.
  ///
  /// Part of [`CXErrorCodeNotificationServiceExtensionError`](https://developer.apple.com/documentation/callkit/cxerrorcodenotificationserviceextensionerror-swift.struct).
  public var errorCode: Int { code.rawValue }

}

extension CXErrorCodeIncomingCallError.Code {
  /// Whether `error` is a `CXErrorCodeIncomingCallError` with this code: what lets `catch CXErrorCodeIncomingCallError.<code>` match, as in the SDK.
  ///
  /// Part of [`CXErrorCodeIncomingCallError`](https://developer.apple.com/documentation/callkit/cxerrorcodeincomingcallerror-swift.struct).
  public static func ~= (code: Self, error: any Error) -> Bool {
    (error as? CXErrorCodeIncomingCallError)?.code == code
  }
}

extension CXErrorCodeRequestTransactionError.Code {
  /// Whether `error` is a `CXErrorCodeRequestTransactionError` with this code: what lets `catch CXErrorCodeRequestTransactionError.<code>` match, as in the SDK.
  ///
  /// Part of [`CXErrorCodeRequestTransactionError`](https://developer.apple.com/documentation/callkit/cxerrorcoderequesttransactionerror-swift.struct).
  public static func ~= (code: Self, error: any Error) -> Bool {
    (error as? CXErrorCodeRequestTransactionError)?.code == code
  }
}

extension CXErrorCodeNotificationServiceExtensionError.Code {
  /// Whether `error` is a `CXErrorCodeNotificationServiceExtensionError` with this code: what lets `catch CXErrorCodeNotificationServiceExtensionError.<code>` match, as in the SDK.
  ///
  /// Part of [`CXErrorCodeNotificationServiceExtensionError`](https://developer.apple.com/documentation/callkit/cxerrorcodenotificationserviceextensionerror-swift.struct).
  public static func ~= (code: Self, error: any Error) -> Bool {
    (error as? CXErrorCodeNotificationServiceExtensionError)?.code == code
  }
}
