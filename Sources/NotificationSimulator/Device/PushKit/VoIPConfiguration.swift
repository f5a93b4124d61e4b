public import NotificationPayload

/// How the app uses PushKit for VoIP calls, and how it answers a VoIP push.
///
/// Models an app's `PKPushRegistry` set up with `desiredPushTypes = [.voIP]`
/// (https://developer.apple.com/documentation/pushkit/pkpushregistry) and its
/// `PKPushRegistryDelegate`
/// (https://developer.apple.com/documentation/pushkit/pkpushregistrydelegate). Rules VP1–VP5,
/// behaviour reference §14.
public struct VoIPConfiguration: Hashable, Sendable {
  /// Whether the app creates a `PKPushRegistry` with `.voIP` among its `desiredPushTypes` in
  /// `application(_:didFinishLaunchingWithOptions:)` at every launch, as Apple asks. Without it
  /// iOS delivers no VoIP push in that launch (rule VP1). Default `true`.
  public var createsRegistryAtLaunch: Bool
  /// Whether the app reports a new incoming call to CallKit
  /// (`CXProvider.reportNewIncomingCall(with:update:completion:)`,
  /// https://developer.apple.com/documentation/callkit/cxprovider/reportnewincomingcall(with:update:completion:))
  /// before its push handler returns (rule VP3). Default `true`.
  public var reportsCall: Bool
  /// Whether the app implements the iOS 26.4 method
  /// `pushRegistry(_:didReceiveIncomingVoIPPushWith:metadata:withCompletionHandler:)`, whose
  /// `PKVoIPPushMetadata.mustReport`
  /// (https://developer.apple.com/documentation/pushkit/pkvoippushmetadata/mustreport) says
  /// whether this push must be reported (rule VP5). Default `false`.
  public var implementsMetadataMethod: Bool
  /// Whether the app is entitled to report incoming calls to CallKit. Without it CallKit refuses
  /// every reported call with `CXErrorCodeIncomingCallError.unentitled`
  /// (https://developer.apple.com/documentation/callkit/cxerrorcodeincomingcallerror-swift.struct/unentitled,
  /// rule VP6). Default `true`.
  public var callKitEntitled: Bool

  /// Creates the app's PushKit set-up.
  public init(
    createsRegistryAtLaunch: Bool = true, reportsCall: Bool = true, implementsMetadataMethod: Bool = false,
    callKitEntitled: Bool = true
  ) {
    self.createsRegistryAtLaunch = createsRegistryAtLaunch
    self.reportsCall = reportsCall
    self.implementsMetadataMethod = implementsMetadataMethod
    self.callKitEntitled = callKitEntitled
  }
}

/// A PushKit VoIP push arriving at the device: `apns-push-type: voip` on the topic
/// `<bundle ID>.voip`.
///
/// Models the push PushKit hands to
/// `pushRegistry(_:didReceiveIncomingPushWith:for:completion:)`
/// (https://developer.apple.com/documentation/pushkit/pkpushregistrydelegate/pushregistry(_:didreceiveincomingpushwith:for:completion:)).
public struct VoIPPush: Hashable, Sendable {
  /// The push's identifier in the trace.
  public var identifier: String
  /// `PKVoIPPushMetadata.mustReport` (iOS 26.4): `false` when this push needs no call report;
  /// `nil` when the push says nothing, which counts as `true` (rule VP5).
  public var mustReport: Bool?
  /// How the app answers this push: `nil` uses ``VoIPConfiguration/reportsCall``.
  public var reportsCall: Bool?
  /// Who is calling, as the app reports it in the call's `CXCallUpdate.remoteHandle`
  /// (https://developer.apple.com/documentation/callkit/cxcallupdate/remotehandle): a blocked
  /// caller (``DeviceConfiguration/blockedCallers``) or one a Focus does not allow
  /// (``Focus/allowedPeople``) is refused (rule VP6). `nil` for a caller the app does not name,
  /// whom no Focus allows and no one blocked.
  public var caller: String?
  /// The push's JSON payload, which the team's `PKPushRegistryDelegate` reads as
  /// `PKPushPayload.dictionaryPayload`
  /// (https://developer.apple.com/documentation/pushkit/pkpushpayload/dictionarypayload); `nil`
  /// for an empty payload.
  public var payload: JSONObject?

  /// Creates a VoIP push.
  public init(
    identifier: String, mustReport: Bool? = nil, reportsCall: Bool? = nil, caller: String? = nil,
    payload: JSONObject? = nil
  ) {
    self.identifier = identifier
    self.mustReport = mustReport
    self.reportsCall = reportsCall
    self.caller = caller
    self.payload = payload
  }
}

/// Why CallKit refused an incoming call the app reported: the code of the
/// `CXErrorCodeIncomingCallError` that `CXProvider.reportNewIncomingCall(with:update:completion:)`
/// hands its completion, in the domain `com.apple.CallKit.error.incomingcall`
/// (https://developer.apple.com/documentation/callkit/cxerrorcodeincomingcallerror-swift.struct/code).
/// The simulator raises `unentitled`, `filteredByDoNotDisturb` and `filteredByBlockList` (rule VP6).
public enum IncomingCallError: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// `CXErrorCodeIncomingCallError.Code.unknown` (0): an unknown error occurred.
  case unknown
  /// `CXErrorCodeIncomingCallError.Code.unentitled` (1): the app is not entitled to receive
  /// incoming calls.
  case unentitled
  /// `CXErrorCodeIncomingCallError.Code.callUUIDAlreadyExists` (2): a call with this UUID exists.
  case callUUIDAlreadyExists
  /// `CXErrorCodeIncomingCallError.Code.filteredByDoNotDisturb` (3): Do Not Disturb (a Focus) is
  /// on and the caller is not one it allows.
  case filteredByDoNotDisturb
  /// `CXErrorCodeIncomingCallError.Code.filteredByBlockList` (4): the user blocks the caller.
  case filteredByBlockList

  /// The error's domain, `CXErrorDomainIncomingCall`.
  public static let domain = "com.apple.CallKit.error.incomingcall"

  /// The error's code in ``domain``, as `CXErrorCodeIncomingCallError.Code`'s raw values.
  public var code: Int {
    switch self {
    case .unknown: 0
    case .unentitled: 1
    case .callUUIDAlreadyExists: 2
    case .filteredByDoNotDisturb: 3
    case .filteredByBlockList: 4
    }
  }

  /// `CXErrorCodeIncomingCallError.filteredByDoNotDisturb`.
  public var description: String { "CXErrorCodeIncomingCallError." + rawValue }
}

/// What iOS remembers about the app's PushKit VoIP registration.
///
/// Models the state behind `PKPushRegistry`
/// (https://developer.apple.com/documentation/pushkit/pkpushregistry): whether a registry of
/// this launch wants VoIP pushes, and how many pushes the app left unreported (rule VP4).
public struct PushKitState: Hashable, Sendable {
  /// Whether the running process created a registry with `.voIP` desired.
  public internal(set) var registryCreated = false
  /// How many VoIP pushes the app did not report as calls.
  public internal(set) var unreportedPushes = 0
  /// Whether iOS stopped delivering VoIP pushes to the app (rule VP4).
  public internal(set) var deliveryStopped = false

  /// A fresh state: no registry, nothing unreported.
  public init() {}
}
