public import Foundation
import NotificationSimulator

/// Why the app joined a channel.
///
/// Models [`PTChannelJoinReason`](https://developer.apple.com/documentation/pushtotalk/ptchanneljoinreason).
public enum PTChannelJoinReason: Int, Sendable {
  /// The app asked with `requestJoinChannel(channelUUID:descriptor:)`.
  ///
  /// Models [`developerRequest`](https://developer.apple.com/documentation/pushtotalk/ptchanneljoinreason/developerrequest).
  case developerRequest = 0
  /// The system restored the channel when the app created its manager.
  ///
  /// Models [`channelRestoration`](https://developer.apple.com/documentation/pushtotalk/ptchanneljoinreason/channelrestoration).
  case channelRestoration = 1
}

/// Why the app left a channel.
///
/// Models [`PTChannelLeaveReason`](https://developer.apple.com/documentation/pushtotalk/ptchannelleavereason).
public enum PTChannelLeaveReason: Int, Sendable {
  /// An unknown reason.
  ///
  /// Models [`unknown`](https://developer.apple.com/documentation/pushtotalk/ptchannelleavereason/unknown).
  case unknown = 0
  /// The person left from the system's interface.
  ///
  /// Models [`userRequest`](https://developer.apple.com/documentation/pushtotalk/ptchannelleavereason/userrequest).
  case userRequest = 1
  /// The app left, with `leaveChannel(channelUUID:)` or a `PTPushResult.leaveChannel`.
  ///
  /// Models [`developerRequest`](https://developer.apple.com/documentation/pushtotalk/ptchannelleavereason/developerrequest).
  case developerRequest = 2
  /// The system ended the channel.
  ///
  /// Models [`systemPolicy`](https://developer.apple.com/documentation/pushtotalk/ptchannelleavereason/systempolicy).
  case systemPolicy = 3
}

/// Who started or stopped a transmission.
///
/// Models [`PTChannelTransmitRequestSource`](https://developer.apple.com/documentation/pushtotalk/ptchanneltransmitrequestsource).
public enum PTChannelTransmitRequestSource: Int, Sendable {
  /// An unknown source.
  ///
  /// Models [`unknown`](https://developer.apple.com/documentation/pushtotalk/ptchanneltransmitrequestsource/unknown).
  case unknown = 0
  /// The person, with the system's Talk button.
  ///
  /// Models [`userRequest`](https://developer.apple.com/documentation/pushtotalk/ptchanneltransmitrequestsource/userrequest).
  case userRequest = 1
  /// The app, with `requestBeginTransmitting(channelUUID:)` or `stopTransmitting(channelUUID:)`.
  ///
  /// Models [`developerRequest`](https://developer.apple.com/documentation/pushtotalk/ptchanneltransmitrequestsource/developerrequest).
  case developerRequest = 2
  /// A hands-free accessory's button.
  ///
  /// Models [`handsfreeButton`](https://developer.apple.com/documentation/pushtotalk/ptchanneltransmitrequestsource/handsfreebutton).
  case handsfreeButton = 3
}

/// An image, the slice Push to Talk's descriptors take.
///
/// Models [`UIImage`](https://developer.apple.com/documentation/uikit/uiimage) as far as a
/// `PTChannelDescriptor` or `PTParticipant` holds one; the simulator shows nothing.
open class UIImage: NSObject, @unchecked Sendable {
  /// An empty image.
  ///
  /// Models [`init()`](https://developer.apple.com/documentation/uikit/uiimage/init()).
  public override init() { super.init() }
}

/// How the system shows a channel.
///
/// Models [`PTChannelDescriptor`](https://developer.apple.com/documentation/pushtotalk/ptchanneldescriptor).
open class PTChannelDescriptor: NSObject, @unchecked Sendable {
  /// The channel's name.
  ///
  /// Models [`name`](https://developer.apple.com/documentation/pushtotalk/ptchanneldescriptor/name).
  public let name: String
  /// The channel's image.
  ///
  /// Models [`image`](https://developer.apple.com/documentation/pushtotalk/ptchanneldescriptor/image).
  public let image: UIImage?

  /// Creates a descriptor.
  ///
  /// Models [`init(name:image:)`](https://developer.apple.com/documentation/pushtotalk/ptchanneldescriptor/init(name:image:)).
  public init(name: String, image: UIImage?) {
    self.name = name
    self.image = image
    super.init()
  }
}

/// A person speaking in a channel.
///
/// Models [`PTParticipant`](https://developer.apple.com/documentation/pushtotalk/ptparticipant).
open class PTParticipant: NSObject, @unchecked Sendable {
  /// The participant's name, as the system shows it and the trace records it.
  ///
  /// Models [`name`](https://developer.apple.com/documentation/pushtotalk/ptparticipant/name).
  public let name: String
  /// The participant's image.
  ///
  /// Models [`image`](https://developer.apple.com/documentation/pushtotalk/ptparticipant/image).
  public let image: UIImage?

  /// Creates a participant.
  ///
  /// Models [`init(name:image:)`](https://developer.apple.com/documentation/pushtotalk/ptparticipant/init(name:image:)).
  public init(name: String, image: UIImage?) {
    self.name = name
    self.image = image
    super.init()
  }
}

/// What the app answers a Push to Talk push with.
///
/// Models [`PTPushResult`](https://developer.apple.com/documentation/pushtotalk/ptpushresult):
/// the simulator judges it by rules PT3 and PT4.
open class PTPushResult: NSObject, @unchecked Sendable {
  let simulated: PushToTalkResult

  init(_ simulated: PushToTalkResult) {
    self.simulated = simulated
    super.init()
  }

  /// Leave the channel: `channelManager(_:didLeaveChannel:reason:)` follows and the ephemeral
  /// token stops working (rule PT3).
  ///
  /// Models [`leaveChannel`](https://developer.apple.com/documentation/pushtotalk/ptpushresult/leavechannel).
  public static var leaveChannel: PTPushResult { PTPushResult(.leaveChannel) }

  /// Show `participant` speaking: the system activates the audio session (rule PT3), unless the
  /// local person transmits in a half-duplex channel (rule PT4).
  ///
  /// Models [`activeRemoteParticipant(_:)`](https://developer.apple.com/documentation/pushtotalk/ptpushresult/activeremoteparticipant(_:)).
  public static func activeRemoteParticipant(_ participant: PTParticipant) -> PTPushResult {
    PTPushResult(.activeRemoteParticipant(participant.name))
  }
}

/// The domain of Push to Talk's channel errors.
///
/// Models [`PTChannelErrorDomain`](https://developer.apple.com/documentation/pushtotalk/ptchannelerrordomain).
/// Apple does not document the string's value; this one is the simulator's, so compare errors by
/// type and code (`(error as? PTChannelError)?.code`), not by the domain's text.
public let PTChannelErrorDomain = "com.apple.pushtotalk.channel"

/// Why the framework refused a channel operation.
///
/// Models [`PTChannelError`](https://developer.apple.com/documentation/pushtotalk/ptchannelerror-swift.struct):
/// an error with a `code`, bridged to an `NSError` of ``PTChannelErrorDomain``, matched as in the
/// SDK: `(error as? PTChannelError)?.code == .appNotForeground`.
public struct PTChannelError: CustomNSError, Hashable, Sendable {
  /// The reasons.
  ///
  /// Models [`PTChannelError.Code`](https://developer.apple.com/documentation/pushtotalk/ptchannelerror-swift.struct/code).
  public enum Code: Int, Sendable, Equatable {
    /// An unknown error.
    case unknown = 0
    /// No active channel has the UUID.
    case channelNotFound = 1
    /// The device has an active channel already: one at a time.
    case channelLimitReached = 2
    /// A call prevents the action.
    case callActive = 3
    /// A transmission is in progress.
    case transmissionInProgress = 4
    /// There is no transmission to stop.
    case transmissionNotFound = 5
    /// The app is not in the foreground.
    case appNotForeground = 6
    /// A device management policy forbids it.
    case deviceManagementRestriction = 7
    /// Screen Time forbids it.
    case screenTimeRestriction = 8
    /// The channel's transmission mode forbids it.
    case transmissionNotAllowed = 9
  }

  /// The reason.
  ///
  /// Part of [`PTChannelError`](https://developer.apple.com/documentation/pushtotalk/ptchannelerror-swift.struct).
  public let code: Code

  /// An error with `code`.
  ///
  /// Part of [`PTChannelError`](https://developer.apple.com/documentation/pushtotalk/ptchannelerror-swift.struct).
  public init(_ code: Code) { self.code = code }

  /// ``PTChannelErrorDomain``.
  ///
  /// Models [`errorDomain`](https://developer.apple.com/documentation/pushtotalk/ptchannelerror-swift.struct/errordomain).
  public static var errorDomain: String { PTChannelErrorDomain }
  /// The code's raw value.
  ///
  /// Part of [`PTChannelError`](https://developer.apple.com/documentation/pushtotalk/ptchannelerror-swift.struct).
  public var errorCode: Int { code.rawValue }

  /// Models [`unknown`](https://developer.apple.com/documentation/pushtotalk/ptchannelerror-swift.struct/unknown).
  public static var unknown: Code { .unknown }
  /// Models [`channelNotFound`](https://developer.apple.com/documentation/pushtotalk/ptchannelerror-swift.struct/channelnotfound).
  public static var channelNotFound: Code { .channelNotFound }
  /// Models [`channelLimitReached`](https://developer.apple.com/documentation/pushtotalk/ptchannelerror-swift.struct/channellimitreached).
  public static var channelLimitReached: Code { .channelLimitReached }
  /// Models [`callActive`](https://developer.apple.com/documentation/pushtotalk/ptchannelerror-swift.struct/callactive).
  public static var callActive: Code { .callActive }
  /// Models [`transmissionInProgress`](https://developer.apple.com/documentation/pushtotalk/ptchannelerror-swift.struct/transmissioninprogress).
  public static var transmissionInProgress: Code { .transmissionInProgress }
  /// Models [`transmissionNotFound`](https://developer.apple.com/documentation/pushtotalk/ptchannelerror-swift.struct/transmissionnotfound).
  public static var transmissionNotFound: Code { .transmissionNotFound }
  /// Models [`appNotForeground`](https://developer.apple.com/documentation/pushtotalk/ptchannelerror-swift.struct/appnotforeground).
  public static var appNotForeground: Code { .appNotForeground }
  /// Models [`deviceManagementRestriction`](https://developer.apple.com/documentation/pushtotalk/ptchannelerror-swift.struct/devicemanagementrestriction).
  public static var deviceManagementRestriction: Code { .deviceManagementRestriction }
  /// Models [`screenTimeRestriction`](https://developer.apple.com/documentation/pushtotalk/ptchannelerror-swift.struct/screentimerestriction).
  public static var screenTimeRestriction: Code { .screenTimeRestriction }
  /// Models [`transmissionNotAllowed`](https://developer.apple.com/documentation/pushtotalk/ptchannelerror-swift.struct/transmissionnotallowed).
  public static var transmissionNotAllowed: Code { .transmissionNotAllowed }
}
