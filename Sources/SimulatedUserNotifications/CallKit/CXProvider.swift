public import Foundation
import NotificationSimulator

/// How a call's remote party is named.
///
/// Models [`CXHandle`](https://developer.apple.com/documentation/callkit/cxhandle).
open class CXHandle: NSObject, @unchecked Sendable {
  /// The kind of value a handle holds.
  ///
  /// Models [`CXHandle.HandleType`](https://developer.apple.com/documentation/callkit/cxhandle/handletype).
  public enum HandleType: Int, Sendable {
    /// An unspecified handle.
    ///
    /// Models [`generic`](https://developer.apple.com/documentation/callkit/cxhandle/handletype/generic).
    case generic = 1
    /// A phone number.
    ///
    /// Models [`phoneNumber`](https://developer.apple.com/documentation/callkit/cxhandle/handletype/phonenumber).
    case phoneNumber = 2
    /// An email address.
    ///
    /// Models [`emailAddress`](https://developer.apple.com/documentation/callkit/cxhandle/handletype/emailaddress).
    case emailAddress = 3
  }

  /// The handle's type.
  ///
  /// Models [`type`](https://developer.apple.com/documentation/callkit/cxhandle/type).
  public let type: HandleType
  /// The handle's value: the caller the simulator checks against blocked callers and a Focus's
  /// allowed people (rule VP6).
  ///
  /// Models [`value`](https://developer.apple.com/documentation/callkit/cxhandle/value).
  public let value: String

  /// Creates a handle.
  ///
  /// Models [`init(type:value:)`](https://developer.apple.com/documentation/callkit/cxhandle/init(type:value:)).
  public init(type: HandleType, value: String) {
    self.type = type
    self.value = value
    super.init()
  }

  /// Whether two handles have the same type and value.
  ///
  /// Models [`isEqual(to:)`](https://developer.apple.com/documentation/callkit/cxhandle/isequal(to:)).
  open func isEqual(to handle: CXHandle) -> Bool { type == handle.type && value == handle.value }
}

/// What the app tells CallKit about a call.
///
/// Models [`CXCallUpdate`](https://developer.apple.com/documentation/callkit/cxcallupdate).
open class CXCallUpdate: NSObject, @unchecked Sendable {
  /// Who is calling; its `value` is the caller the simulator judges (rule VP6).
  ///
  /// Models [`remoteHandle`](https://developer.apple.com/documentation/callkit/cxcallupdate/remotehandle).
  open var remoteHandle: CXHandle?
  /// The caller's name as the call screen shows it.
  ///
  /// Models [`localizedCallerName`](https://developer.apple.com/documentation/callkit/cxcallupdate/localizedcallername).
  open var localizedCallerName: String?
  /// Whether the call can be held.
  ///
  /// Models [`supportsHolding`](https://developer.apple.com/documentation/callkit/cxcallupdate/supportsholding).
  open var supportsHolding = false
  /// Whether the call can be grouped with others.
  ///
  /// Models [`supportsGrouping`](https://developer.apple.com/documentation/callkit/cxcallupdate/supportsgrouping).
  open var supportsGrouping = false
  /// Whether the call can be taken out of a group.
  ///
  /// Models [`supportsUngrouping`](https://developer.apple.com/documentation/callkit/cxcallupdate/supportsungrouping).
  open var supportsUngrouping = false
  /// Whether the call takes dual-tone multifrequency tones.
  ///
  /// Models [`supportsDTMF`](https://developer.apple.com/documentation/callkit/cxcallupdate/supportsdtmf).
  open var supportsDTMF = false
  /// Whether the call has video.
  ///
  /// Models [`hasVideo`](https://developer.apple.com/documentation/callkit/cxcallupdate/hasvideo).
  open var hasVideo = false

  /// An empty update.
  ///
  /// Models [`init()`](https://developer.apple.com/documentation/callkit/cxcallupdate/init()).
  public override init() { super.init() }
}

/// How the app's calls look and behave in CallKit.
///
/// Models [`CXProviderConfiguration`](https://developer.apple.com/documentation/callkit/cxproviderconfiguration).
/// The simulator keeps the values; none changes a rule.
open class CXProviderConfiguration: NSObject, @unchecked Sendable {
  /// The name CallKit shows for the app, deprecated in iOS 14 (the app's name is shown).
  ///
  /// Models [`localizedName`](https://developer.apple.com/documentation/callkit/cxproviderconfiguration/localizedname).
  open var localizedName: String?
  /// The sound file played for an incoming call.
  ///
  /// Models [`ringtoneSound`](https://developer.apple.com/documentation/callkit/cxproviderconfiguration/ringtonesound).
  open var ringtoneSound: String?
  /// The icon's PNG data.
  ///
  /// Models [`iconTemplateImageData`](https://developer.apple.com/documentation/callkit/cxproviderconfiguration/icontemplateimagedata).
  open var iconTemplateImageData: Data?
  /// The most call groups.
  ///
  /// Models [`maximumCallGroups`](https://developer.apple.com/documentation/callkit/cxproviderconfiguration/maximumcallgroups).
  open var maximumCallGroups = 2
  /// The most calls in a group.
  ///
  /// Models [`maximumCallsPerCallGroup`](https://developer.apple.com/documentation/callkit/cxproviderconfiguration/maximumcallspercallgroup).
  open var maximumCallsPerCallGroup = 5
  /// Whether the calls appear in the Phone app's Recents.
  ///
  /// Models [`includesCallsInRecents`](https://developer.apple.com/documentation/callkit/cxproviderconfiguration/includescallsinrecents).
  open var includesCallsInRecents = true
  /// Whether the app's calls may have video.
  ///
  /// Models [`supportsVideo`](https://developer.apple.com/documentation/callkit/cxproviderconfiguration/supportsvideo).
  open var supportsVideo = false
  /// The handle types the app's calls use.
  ///
  /// Models [`supportedHandleTypes`](https://developer.apple.com/documentation/callkit/cxproviderconfiguration/supportedhandletypes).
  open var supportedHandleTypes: Set<CXHandle.HandleType> = []

  /// A configuration with CallKit's defaults.
  ///
  /// Models [`init()`](https://developer.apple.com/documentation/callkit/cxproviderconfiguration/init()).
  public override init() { super.init() }

  /// A configuration with a name, deprecated in iOS 14.
  ///
  /// Models [`init(localizedName:)`](https://developer.apple.com/documentation/callkit/cxproviderconfiguration/init(localizedname:)).
  public init(localizedName: String) {
    self.localizedName = localizedName
    super.init()
  }
}

/// Why a call ended, as the app reports it.
///
/// Models [`CXCallEndedReason`](https://developer.apple.com/documentation/callkit/cxcallendedreason).
public enum CXCallEndedReason: Int, Sendable {
  /// The call failed.
  ///
  /// Models [`failed`](https://developer.apple.com/documentation/callkit/cxcallendedreason/failed).
  case failed = 1
  /// The other party hung up.
  ///
  /// Models [`remoteEnded`](https://developer.apple.com/documentation/callkit/cxcallendedreason/remoteended).
  case remoteEnded = 2
  /// Nobody answered.
  ///
  /// Models [`unanswered`](https://developer.apple.com/documentation/callkit/cxcallendedreason/unanswered).
  case unanswered = 3
  /// Answered on another device.
  ///
  /// Models [`answeredElsewhere`](https://developer.apple.com/documentation/callkit/cxcallendedreason/answeredelsewhere).
  case answeredElsewhere = 4
  /// Declined on another device.
  ///
  /// Models [`declinedElsewhere`](https://developer.apple.com/documentation/callkit/cxcallendedreason/declinedelsewhere).
  case declinedElsewhere = 5

  var name: String {
    switch self {
    case .failed: "failed"
    case .remoteEnded: "remoteEnded"
    case .unanswered: "unanswered"
    case .answeredElsewhere: "answeredElsewhere"
    case .declinedElsewhere: "declinedElsewhere"
    }
  }
}

/// The app's telephony provider: reports incoming calls to CallKit and receives the user's
/// actions through its delegate.
///
/// Models [`CXProvider`](https://developer.apple.com/documentation/callkit/cxprovider). Create
/// one per launch (in `application(_:didFinishLaunchingWithOptions:)` or the object it makes)
/// and keep it. Not main-actor isolated, as in the SDK. Completion handlers run after the
/// step that made the call, on the main actor, whatever the delegate queue.
open class CXProvider: NSObject, @unchecked Sendable {
  private let lock = NSLock()
  private weak var delegateStore: (any CXProviderDelegate)?
  weak var process: UIKitProcess?
  weak var runtime: AppRuntime?

  /// The provider's configuration.
  ///
  /// Models [`configuration`](https://developer.apple.com/documentation/callkit/cxprovider/configuration).
  open var configuration: CXProviderConfiguration

  /// Creates a provider.
  ///
  /// Models [`init(configuration:)`](https://developer.apple.com/documentation/callkit/cxprovider/init(configuration:)).
  public init(configuration: CXProviderConfiguration) {
    self.configuration = configuration
    let runtime = AppRuntime.current
    self.runtime = runtime
    self.process = runtime?.process
    super.init()
    process?.voip.add(provider: self)
  }

  /// The delegate set with `setDelegate(_:queue:)`.
  var delegate: (any CXProviderDelegate)? {
    lock.lock()
    defer { lock.unlock() }
    return delegateStore
  }

  /// Sets the delegate (kept weakly) and the queue its methods run on.
  ///
  /// Models [`setDelegate(_:queue:)`](https://developer.apple.com/documentation/callkit/cxprovider/setdelegate(_:queue:)).
  /// The simulator calls the delegate in the step, on the main actor, whatever the queue.
  open func setDelegate(_ delegate: (any CXProviderDelegate)?, queue: DispatchQueue?) {
    lock.lock()
    delegateStore = delegate
    lock.unlock()
  }

  /// Reports a new incoming call. CallKit shows it, or refuses it and hands `completion` a
  /// `CXErrorCodeIncomingCallError`: `.unentitled`, `.filteredByBlockList`,
  /// `.filteredByDoNotDisturb`, or `.callUUIDAlreadyExists` for a UUID reported already in this
  /// launch (rule VP6). Either way the report counts for the VoIP push being handled (rule VP3).
  ///
  /// Models [`reportNewIncomingCall(with:update:completion:)`](https://developer.apple.com/documentation/callkit/cxprovider/reportnewincomingcall(with:update:completion:)).
  /// From a process that has ended, nothing reaches CallKit: the trace has a
  /// `call-after-termination` diagnostic and `completion` is not called.
  @preconcurrency open func reportNewIncomingCall(
    with UUID: UUID, update: CXCallUpdate, completion: @escaping @Sendable ((any Error)?) -> Void
  ) {
    reportNewIncomingCall(with: UUID, update: update, afterTheProcessEnded: nil, completion: completion)
  }

  /// `reportNewIncomingCall(with:update:completion:)`, with what `completion` gets when the
  /// process ended before CallKit answered: nothing (`nil`: the completion is never called, as
  /// nothing of a dead process runs), or an error (for the `async` form, whose task would
  /// otherwise stay suspended for ever).
  private func reportNewIncomingCall(
    with UUID: UUID, update: CXCallUpdate, afterTheProcessEnded: (any Error)?,
    completion: @escaping @Sendable ((any Error)?) -> Void
  ) {
    // No process: the app's launch is over (the provider outlived it). The call still goes to the
    // device, which traces it as made after the process ended; no completion follows.
    guard let runtime else { return completion(CXErrorCodeIncomingCallError(.unknown)) }
    if runtime.keptAcrossLaunches("CXProvider", creator: process) { return }
    let number = process?.voip.nextNumber() ?? 0
    let report = IncomingCallReport(
      number: number, uuid: UUID.uuidString, caller: update.remoteHandle?.value, hasVideo: update.hasVideo)
    runtime.request(.reportNewIncomingCall(report), from: process)
    runtime.callBack { [weak runtime] in
      guard let runtime else { return }
      // No outcome: the process ended before CallKit answered (the report came after it).
      guard let outcome = runtime.read({ $0.process.voip.reportOutcome(number) }) else {
        if let afterTheProcessEnded { completion(afterTheProcessEnded) }
        return
      }
      completion(outcome.map { CXErrorCodeIncomingCallError(Self.code(of: $0)) })
    }
  }

  /// The `async` form of `reportNewIncomingCall(with:update:completion:)`: throws CallKit's error.
  /// A report awaited after iOS ended the process throws `CXErrorCodeIncomingCallError.unknown`
  /// (the trace has the `call-after-termination` diagnostic), so that the task ends rather than
  /// waiting for ever.
  ///
  /// Models [`reportNewIncomingCall(with:update:)`](https://developer.apple.com/documentation/callkit/cxprovider/reportnewincomingcall(with:update:)).
  open func reportNewIncomingCall(with UUID: UUID, update: CXCallUpdate) async throws {
    try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
      reportNewIncomingCall(with: UUID, update: update, afterTheProcessEnded: CXErrorCodeIncomingCallError(.unknown)) {
        error in
        if let error { continuation.resume(throwing: error) } else { continuation.resume() }
      }
    }
  }

  /// Reports that a call ended for a reason the app learned (the other party hung up).
  ///
  /// Models [`reportCall(with:endedAt:reason:)`](https://developer.apple.com/documentation/callkit/cxprovider/reportcall(with:endedat:reason:)).
  open func reportCall(with UUID: UUID, endedAt dateEnded: Date?, reason endedReason: CXCallEndedReason) {
    guard let runtime else { return }
    runtime.request(.reportCallEnded(uuid: UUID.uuidString, reason: endedReason.name), from: process)
  }

  /// Reports new information about a call; the simulator keeps none of it.
  ///
  /// Models [`reportCall(with:updated:)`](https://developer.apple.com/documentation/callkit/cxprovider/reportcall(with:updated:)).
  open func reportCall(with UUID: UUID, updated update: CXCallUpdate) {}

  /// Reports that an outgoing call started connecting; the simulator models incoming calls only.
  ///
  /// Models [`reportOutgoingCall(with:startedConnectingAt:)`](https://developer.apple.com/documentation/callkit/cxprovider/reportoutgoingcall(with:startedconnectingat:)).
  open func reportOutgoingCall(with UUID: UUID, startedConnectingAt dateStartedConnecting: Date?) {}

  /// Reports that an outgoing call connected; the simulator models incoming calls only.
  ///
  /// Models [`reportOutgoingCall(with:connectedAt:)`](https://developer.apple.com/documentation/callkit/cxprovider/reportoutgoingcall(with:connectedat:)).
  open func reportOutgoingCall(with UUID: UUID, connectedAt dateConnected: Date?) {}

  /// Invalidates the provider: its delegate gets nothing more.
  ///
  /// Models [`invalidate()`](https://developer.apple.com/documentation/callkit/cxprovider/invalidate()).
  open func invalidate() { setDelegate(nil, queue: nil) }

  /// Hands a VoIP call that a notification service extension decrypted to CallKit (iOS 14.5).
  ///
  /// Models [`reportNewIncomingVoIPPushPayload(_:completion:)`](https://developer.apple.com/documentation/callkit/cxprovider/reportnewincomingvoippushpayload(_:completion:)).
  /// Outside a notification service extension `completion` gets
  /// `CXErrorCodeNotificationServiceExtensionError.invalidClientProcess`. Inside one it gets
  /// `.missingNotificationFilteringEntitlement`: the simulator does not model the
  /// `com.apple.developer.usernotifications.filtering` entitlement this path needs, so it answers
  /// as iOS answers an extension without it.
  @preconcurrency open class func reportNewIncomingVoIPPushPayload(
    _ dictionaryPayload: [AnyHashable: Any], completion: (@Sendable ((any Error)?) -> Void)? = nil
  ) {
    let code: CXErrorCodeNotificationServiceExtensionError.Code =
      AppRuntime.inExtension ? .missingNotificationFilteringEntitlement : .invalidClientProcess
    let error = CXErrorCodeNotificationServiceExtensionError(code)
    guard let completion else { return }
    if let runtime = AppRuntime.current { runtime.callBack { completion(error) } } else { completion(error) }
  }

  static func code(of error: IncomingCallError) -> CXErrorCodeIncomingCallError.Code {
    switch error {
    case .unknown: .unknown
    case .unentitled: .unentitled
    case .callUUIDAlreadyExists: .callUUIDAlreadyExists
    case .filteredByDoNotDisturb: .filteredByDoNotDisturb
    case .filteredByBlockList: .filteredByBlockList
    }
  }
}

/// The object that performs the user's call actions and handles the provider's events.
///
/// Models [`CXProviderDelegate`](https://developer.apple.com/documentation/callkit/cxproviderdelegate).
/// Not main-actor isolated, as in the SDK. `providerDidReset(_:)` is required; the others have
/// defaults. An action the delegate does not perform is failed, as CallKit fails one that times out.
public protocol CXProviderDelegate: NSObjectProtocol {
  /// The provider was reset: end every call.
  ///
  /// Models [`providerDidReset(_:)`](https://developer.apple.com/documentation/callkit/cxproviderdelegate/providerdidreset(_:)).
  /// The simulator resets no provider, so it never calls this method.
  func providerDidReset(_ provider: CXProvider)
  /// The provider began.
  ///
  /// Models [`providerDidBegin(_:)`](https://developer.apple.com/documentation/callkit/cxproviderdelegate/providerdidbegin(_:)).
  /// Never called by the simulator.
  func providerDidBegin(_ provider: CXProvider)
  /// Answer the call, then `action.fulfill()`.
  ///
  /// Models [`provider(_:perform:)`](https://developer.apple.com/documentation/callkit/cxproviderdelegate/provider(_:perform:)-h4in)
  /// for a `CXAnswerCallAction`.
  func provider(_ provider: CXProvider, perform action: CXAnswerCallAction)
  /// End the call, then `action.fulfill()`.
  ///
  /// The `provider(_:perform:)` overload for a
  /// [`CXEndCallAction`](https://developer.apple.com/documentation/callkit/cxendcallaction).
  func provider(_ provider: CXProvider, perform action: CXEndCallAction)
  /// Hold or resume the call, then `action.fulfill()`.
  ///
  /// The `provider(_:perform:)` overload for a
  /// [`CXSetHeldCallAction`](https://developer.apple.com/documentation/callkit/cxsetheldcallaction).
  func provider(_ provider: CXProvider, perform action: CXSetHeldCallAction)
  /// Mute or unmute the call, then `action.fulfill()`.
  ///
  /// The `provider(_:perform:)` overload for a
  /// [`CXSetMutedCallAction`](https://developer.apple.com/documentation/callkit/cxsetmutedcallaction).
  func provider(_ provider: CXProvider, perform action: CXSetMutedCallAction)
  /// CallKit activated the call's audio session: start the call's audio.
  ///
  /// Models [`provider(_:didActivate:)`](https://developer.apple.com/documentation/callkit/cxproviderdelegate/provider(_:didactivate:)).
  func provider(_ provider: CXProvider, didActivate audioSession: AVAudioSession)
  /// CallKit deactivated the call's audio session.
  ///
  /// Models [`provider(_:didDeactivate:)`](https://developer.apple.com/documentation/callkit/cxproviderdelegate/provider(_:diddeactivate:)).
  func provider(_ provider: CXProvider, didDeactivate audioSession: AVAudioSession)
}

extension CXProviderDelegate {
  /// Does nothing.
  public func providerDidBegin(_ provider: CXProvider) {}
  /// Fails the action, as CallKit does when the delegate does not perform it.
  public func provider(_ provider: CXProvider, perform action: CXAnswerCallAction) {
    PushKitDefaults.ran()
    action.fail()
  }
  /// Fails the action, as CallKit does when the delegate does not perform it.
  public func provider(_ provider: CXProvider, perform action: CXEndCallAction) {
    PushKitDefaults.ran()
    action.fail()
  }
  /// Fails the action, as CallKit does when the delegate does not perform it.
  public func provider(_ provider: CXProvider, perform action: CXSetHeldCallAction) {
    PushKitDefaults.ran()
    action.fail()
  }
  /// Fails the action, as CallKit does when the delegate does not perform it.
  public func provider(_ provider: CXProvider, perform action: CXSetMutedCallAction) {
    PushKitDefaults.ran()
    action.fail()
  }
  /// Does nothing.
  public func provider(_ provider: CXProvider, didActivate audioSession: AVAudioSession) { PushKitDefaults.ran() }
  /// Does nothing.
  public func provider(_ provider: CXProvider, didDeactivate audioSession: AVAudioSession) { PushKitDefaults.ran() }
}
