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

  /// Creates the app's PushKit set-up.
  public init(createsRegistryAtLaunch: Bool = true, reportsCall: Bool = true, implementsMetadataMethod: Bool = false) {
    self.createsRegistryAtLaunch = createsRegistryAtLaunch
    self.reportsCall = reportsCall
    self.implementsMetadataMethod = implementsMetadataMethod
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

  /// Creates a VoIP push.
  public init(identifier: String, mustReport: Bool? = nil, reportsCall: Bool? = nil) {
    self.identifier = identifier
    self.mustReport = mustReport
    self.reportsCall = reportsCall
  }
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
