public import Foundation
import NotificationPayload
import NotificationSimulator

/// The app's Push to Talk channel manager: joins and leaves the channel, starts and stops
/// transmissions, and calls its delegate with what the system does.
///
/// Models [`PTChannelManager`](https://developer.apple.com/documentation/pushtotalk/ptchannelmanager).
/// Create it at every launch (rule PT1) with
/// `channelManager(delegate:restorationDelegate:completionHandler:)`; a second call in one launch
/// hands back the same manager. Each request is one simulator step; its delegate methods run
/// after the step, on the main actor, in the order the framework calls them. Not main-actor
/// isolated, as in the SDK.
open class PTChannelManager: NSObject, @unchecked Sendable {
  // Guarded by `lock`: the SDK lets any thread use the manager.
  private let lock = NSLock()
  private weak var delegateStore: (any PTChannelManagerDelegate)?
  private weak var restorationStore: (any PTChannelRestorationDelegate)?
  weak var process: UIKitProcess?
  weak var runtime: AppRuntime?

  init(delegate: any PTChannelManagerDelegate, restorationDelegate: any PTChannelRestorationDelegate, runtime: AppRuntime?) {
    delegateStore = delegate
    restorationStore = restorationDelegate
    self.runtime = runtime
    self.process = runtime?.process
    super.init()
  }

  var delegate: (any PTChannelManagerDelegate)? {
    lock.lock()
    defer { lock.unlock() }
    return delegateStore
  }

  var restorationDelegate: (any PTChannelRestorationDelegate)? {
    lock.lock()
    defer { lock.unlock() }
    return restorationStore
  }

  /// Creates the launch's channel manager, restoring the channel the system kept (the restoration
  /// delegate is asked for its descriptor and the delegate gets
  /// `channelManager(_:didJoinChannel:reason:)` with `.channelRestoration`), then hands it to
  /// `completionHandler`.
  ///
  /// Models [`channelManager(delegate:restorationDelegate:completionHandler:)`](https://developer.apple.com/documentation/pushtotalk/ptchannelmanager/channelmanager(delegate:restorationdelegate:completionhandler:)).
  /// Outside a simulated app `completionHandler` gets `PTChannelError.unknown`.
  @preconcurrency open class func channelManager(
    delegate: any PTChannelManagerDelegate, restorationDelegate: any PTChannelRestorationDelegate,
    completionHandler: @escaping @Sendable (PTChannelManager?, (any Error)?) -> Void
  ) {
    guard let runtime = AppRuntime.current, let process = runtime.process else {
      return completionHandler(nil, PTChannelError(.unknown))
    }
    if let existing = process.pushToTalk.manager {
      runtime.callBack { completionHandler(existing, nil) }
      return
    }
    let manager = PTChannelManager(delegate: delegate, restorationDelegate: restorationDelegate, runtime: runtime)
    process.pushToTalk.manager = manager
    let before = runtime.read { $0.process.channelManagerCreated }
    runtime.request(.createChannelManager, from: process)
    runtime.callBack { [weak runtime] in
      guard let runtime else { return }
      let channel = runtime.read { $0.process.channelManagerCreated && !before ? $0.device.pushToTalk.channel : nil }
      if let channel, let uuid = UUID(uuidString: channel) {
        _ = manager.restorationDelegate?.channelDescriptor(restoredChannelUUID: uuid)
        manager.delegate?.channelManager(manager, didJoinChannel: uuid, reason: .channelRestoration)
      }
      completionHandler(manager, nil)
    }
  }

  /// The `async` form of `channelManager(delegate:restorationDelegate:completionHandler:)`.
  ///
  /// Models [`channelManager(delegate:restorationDelegate:)`](https://developer.apple.com/documentation/pushtotalk/ptchannelmanager/channelmanager(delegate:restorationdelegate:)).
  open class func channelManager(
    delegate: any PTChannelManagerDelegate, restorationDelegate: any PTChannelRestorationDelegate
  ) async throws -> PTChannelManager {
    try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<PTChannelManager, any Error>) in
      channelManager(delegate: delegate, restorationDelegate: restorationDelegate) { manager, error in
        if let manager { continuation.resume(returning: manager) } else { continuation.resume(throwing: error ?? PTChannelError(.unknown)) }
      }
    }
  }

  /// The channel the app has joined, or `nil`; the ephemeral push token works only while it is set.
  ///
  /// Models [`activeChannelUUID`](https://developer.apple.com/documentation/pushtotalk/ptchannelmanager/activechanneluuid).
  open var activeChannelUUID: UUID? {
    guard let runtime else { return nil }
    return runtime.read { $0.device.pushToTalk.channel }.flatMap { UUID(uuidString: $0) }
  }

  /// Asks to join a channel. In the foreground the delegate gets
  /// `channelManager(_:didJoinChannel:reason:)` then `channelManager(_:receivedEphemeralPushToken:)`
  /// (rule PT1); outside it, `channelManager(_:failedToJoinChannel:error:)` with
  /// `PTChannelError.appNotForeground` (rule PT8); while in a channel, with `.channelLimitReached`.
  ///
  /// Models [`requestJoinChannel(channelUUID:descriptor:)`](https://developer.apple.com/documentation/pushtotalk/ptchannelmanager/requestjoinchannel(channeluuid:descriptor:)).
  open func requestJoinChannel(channelUUID: UUID, descriptor: PTChannelDescriptor) {
    let channel = channelUUID.uuidString
    let before = read()
    afterRequest(.joinPushToTalkChannel(channel)) { manager, delegate, after in
      if after.channel == channel, after.joins > before.joins, let token = after.token {
        delegate.channelManager(manager, didJoinChannel: channelUUID, reason: .developerRequest)
        delegate.channelManager(manager, receivedEphemeralPushToken: Data(token.bytes))
      } else {
        let code: PTChannelError.Code =
          !after.foreground ? .appNotForeground : after.channel != nil ? .channelLimitReached : .unknown
        delegate.channelManager(manager, failedToJoinChannel: channelUUID, error: PTChannelError(code))
      }
    }
  }

  /// Leaves the channel: `channelManager(_:didLeaveChannel:reason:)` with `.developerRequest`, and
  /// the ephemeral push token stops working (rule PT1); for a channel the app is not in,
  /// `channelManager(_:failedToLeaveChannel:error:)` with `.channelNotFound`.
  ///
  /// Models [`leaveChannel(channelUUID:)`](https://developer.apple.com/documentation/pushtotalk/ptchannelmanager/leavechannel(channeluuid:)).
  open func leaveChannel(channelUUID: UUID) {
    let channel = channelUUID.uuidString
    let before = read()
    afterRequest(.leavePushToTalkChannel(channel)) { manager, delegate, after in
      if before.channel == channel, after.channel == nil {
        Self.audioChanged(manager, delegate, before: before, after: after)
        delegate.channelManager(manager, didLeaveChannel: channelUUID, reason: .developerRequest)
      } else {
        delegate.channelManager(manager, failedToLeaveChannel: channelUUID, error: PTChannelError(.channelNotFound))
      }
    }
  }

  /// Starts a transmission from the app: `channelManager(_:channelUUID:didBeginTransmittingFrom:)`
  /// with `.developerRequest`, then `channelManager(_:didActivate:)` (rule PT5). Outside the
  /// joined channel the delegate gets `channelManager(_:failedToBeginTransmittingInChannel:error:)`
  /// with `.channelNotFound`, during a transmission with `.transmissionInProgress`.
  ///
  /// Models [`requestBeginTransmitting(channelUUID:)`](https://developer.apple.com/documentation/pushtotalk/ptchannelmanager/requestbegintransmitting(channeluuid:)).
  open func requestBeginTransmitting(channelUUID: UUID) {
    let channel = channelUUID.uuidString
    let before = read()
    afterRequest(.beginTransmitting(channel)) { manager, delegate, after in
      if !before.transmitting, after.transmitting, after.channel == channel {
        delegate.channelManager(manager, channelUUID: channelUUID, didBeginTransmittingFrom: .developerRequest)
        Self.audioChanged(manager, delegate, before: before, after: after)
      } else {
        let code: PTChannelError.Code = before.channel != channel ? .channelNotFound : .transmissionInProgress
        delegate.channelManager(manager, failedToBeginTransmittingInChannel: channelUUID, error: PTChannelError(code))
      }
    }
  }

  /// Stops the app's transmission: `channelManager(_:channelUUID:didEndTransmittingFrom:)` with
  /// `.developerRequest`, and the audio session is deactivated unless a remote participant speaks
  /// (rule PT5). With no transmission the delegate gets
  /// `channelManager(_:failedToStopTransmittingInChannel:error:)` with `.transmissionNotFound`,
  /// outside the joined channel with `.channelNotFound`.
  ///
  /// Models [`stopTransmitting(channelUUID:)`](https://developer.apple.com/documentation/pushtotalk/ptchannelmanager/stoptransmitting(channeluuid:)).
  open func stopTransmitting(channelUUID: UUID) {
    let channel = channelUUID.uuidString
    let before = read()
    afterRequest(.stopTransmitting(channel)) { manager, delegate, after in
      if before.transmitting, !after.transmitting, before.channel == channel {
        delegate.channelManager(manager, channelUUID: channelUUID, didEndTransmittingFrom: .developerRequest)
        Self.audioChanged(manager, delegate, before: before, after: after)
      } else {
        let code: PTChannelError.Code = before.channel != channel ? .channelNotFound : .transmissionNotFound
        delegate.channelManager(manager, failedToStopTransmittingInChannel: channelUUID, error: PTChannelError(code))
      }
    }
  }

  /// Shows `participant` speaking (the audio session is activated), or nobody with `nil` (rule
  /// PT3). While the local person transmits in a half-duplex channel `completionHandler` gets
  /// `.transmissionInProgress` (rule PT4); outside the joined channel `.channelNotFound`.
  ///
  /// Models [`setActiveRemoteParticipant(_:channelUUID:completionHandler:)`](https://developer.apple.com/documentation/pushtotalk/ptchannelmanager/setactiveremoteparticipant(_:channeluuid:completionhandler:)).
  @preconcurrency open func setActiveRemoteParticipant(
    _ participant: PTParticipant?, channelUUID: UUID, completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
  ) {
    let channel = channelUUID.uuidString
    let before = read()
    afterRequest(.setActiveRemoteParticipant(participant?.name, channel: channel)) { manager, delegate, after in
      if before.channel == channel, after.remoteParticipant == participant?.name {
        Self.audioChanged(manager, delegate, before: before, after: after)
        completionHandler?(nil)
      } else {
        completionHandler?(PTChannelError(before.channel != channel ? .channelNotFound : .transmissionInProgress))
      }
    }
  }

  /// The `async` form of `setActiveRemoteParticipant(_:channelUUID:completionHandler:)`.
  ///
  /// Models [`setActiveRemoteParticipant(_:channelUUID:)`](https://developer.apple.com/documentation/pushtotalk/ptchannelmanager/setactiveremoteparticipant(_:channeluuid:)).
  open func setActiveRemoteParticipant(_ participant: PTParticipant?, channelUUID: UUID) async throws {
    try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
      setActiveRemoteParticipant(participant, channelUUID: channelUUID) { error in
        if let error { continuation.resume(throwing: error) } else { continuation.resume() }
      }
    }
  }

  // MARK: The step and the delegate calls after it

  /// What the delegate calls after a step depend on: the channel as iOS keeps it.
  struct Snapshot: Sendable {
    var channel: String?
    var joins = 0
    var token: DeviceToken?
    var transmitting = false
    var remoteParticipant: String?
    var audioActive = false
    var foreground = false
  }

  func read() -> Snapshot {
    guard let runtime else { return Snapshot() }
    return runtime.read { Self.snapshot($0) }
  }

  static func snapshot(_ device: Simulator) -> Snapshot {
    let state = device.device.pushToTalk
    return Snapshot(
      channel: state.channel, joins: state.joins, token: state.token, transmitting: state.transmitting,
      remoteParticipant: state.remoteParticipant, audioActive: state.audioActive,
      foreground: device.process.state.isForeground)
  }

  /// Makes `request` as one step, then calls `body` with the delegate and the channel after it.
  private func afterRequest(
    _ request: AppRequest, _ body: @escaping (PTChannelManager, any PTChannelManagerDelegate, Snapshot) -> Void
  ) {
    guard let runtime else { return }
    if runtime.keptAcrossLaunches("PTChannelManager", creator: process) { return }
    runtime.request(request, from: process)
    runtime.callBack { [weak self, weak runtime] in
      guard let self, let runtime, let delegate = self.delegate else { return }
      body(self, delegate, runtime.read { Self.snapshot($0) })
    }
  }

  /// `channelManager(_:didActivate:)` or `channelManager(_:didDeactivate:)` when the step changed the session.
  static func audioChanged(_ manager: PTChannelManager, _ delegate: any PTChannelManagerDelegate, before: Snapshot, after: Snapshot) {
    guard before.audioActive != after.audioActive else { return }
    let session = AVAudioSession.sharedInstance()
    if after.audioActive {
      delegate.channelManager(manager, didActivate: session)
    } else {
      delegate.channelManager(manager, didDeactivate: session)
    }
  }
}

/// The object the channel manager tells what the system did.
///
/// Models [`PTChannelManagerDelegate`](https://developer.apple.com/documentation/pushtotalk/ptchannelmanagerdelegate).
/// Not main-actor isolated, as in the SDK. The `failedTo…` methods are optional and have
/// defaults that do nothing; the others are required, as in the SDK.
public protocol PTChannelManagerDelegate: NSObjectProtocol {
  /// The app joined a channel.
  ///
  /// Models [`channelManager(_:didJoinChannel:reason:)`](https://developer.apple.com/documentation/pushtotalk/ptchannelmanagerdelegate/channelmanager(_:didjoinchannel:reason:)).
  func channelManager(_ channelManager: PTChannelManager, didJoinChannel channelUUID: UUID, reason: PTChannelJoinReason)
  /// The app left a channel.
  ///
  /// Models [`channelManager(_:didLeaveChannel:reason:)`](https://developer.apple.com/documentation/pushtotalk/ptchannelmanagerdelegate/channelmanager(_:didleavechannel:reason:)).
  func channelManager(_ channelManager: PTChannelManager, didLeaveChannel channelUUID: UUID, reason: PTChannelLeaveReason)
  /// A transmission began: record only after `channelManager(_:didActivate:)`.
  ///
  /// Models [`channelManager(_:channelUUID:didBeginTransmittingFrom:)`](https://developer.apple.com/documentation/pushtotalk/ptchannelmanagerdelegate/channelmanager(_:channeluuid:didbegintransmittingfrom:)).
  func channelManager(_ channelManager: PTChannelManager, channelUUID: UUID, didBeginTransmittingFrom source: PTChannelTransmitRequestSource)
  /// A transmission ended.
  ///
  /// Models [`channelManager(_:channelUUID:didEndTransmittingFrom:)`](https://developer.apple.com/documentation/pushtotalk/ptchannelmanagerdelegate/channelmanager(_:channeluuid:didendtransmittingfrom:)).
  func channelManager(_ channelManager: PTChannelManager, channelUUID: UUID, didEndTransmittingFrom source: PTChannelTransmitRequestSource)
  /// The joined channel's ephemeral push token: send it to the server; it works until the app leaves.
  ///
  /// Models [`channelManager(_:receivedEphemeralPushToken:)`](https://developer.apple.com/documentation/pushtotalk/ptchannelmanagerdelegate/channelmanager(_:receivedephemeralpushtoken:)).
  func channelManager(_ channelManager: PTChannelManager, receivedEphemeralPushToken pushToken: Data)
  /// A Push to Talk push arrived: return at once who speaks, or `.leaveChannel` (rules PT2, PT3).
  ///
  /// Models [`incomingPushResult(channelManager:channelUUID:pushPayload:)`](https://developer.apple.com/documentation/pushtotalk/ptchannelmanagerdelegate/incomingpushresult(channelmanager:channeluuid:pushpayload:)).
  func incomingPushResult(channelManager: PTChannelManager, channelUUID: UUID, pushPayload: [String: Any]) -> PTPushResult
  /// The system activated the channel's audio session.
  ///
  /// Models [`channelManager(_:didActivate:)`](https://developer.apple.com/documentation/pushtotalk/ptchannelmanagerdelegate/channelmanager(_:didactivate:)).
  func channelManager(_ channelManager: PTChannelManager, didActivate audioSession: AVAudioSession)
  /// The system deactivated the channel's audio session.
  ///
  /// Models [`channelManager(_:didDeactivate:)`](https://developer.apple.com/documentation/pushtotalk/ptchannelmanagerdelegate/channelmanager(_:diddeactivate:)).
  func channelManager(_ channelManager: PTChannelManager, didDeactivate audioSession: AVAudioSession)
  /// The framework refused to join the channel (`PTChannelError`).
  ///
  /// Models [`channelManager(_:failedToJoinChannel:error:)`](https://developer.apple.com/documentation/pushtotalk/ptchannelmanagerdelegate/channelmanager(_:failedtojoinchannel:error:)).
  func channelManager(_ channelManager: PTChannelManager, failedToJoinChannel channelUUID: UUID, error: any Error)
  /// The framework refused to leave the channel.
  ///
  /// Models [`channelManager(_:failedToLeaveChannel:error:)`](https://developer.apple.com/documentation/pushtotalk/ptchannelmanagerdelegate/channelmanager(_:failedtoleavechannel:error:)).
  func channelManager(_ channelManager: PTChannelManager, failedToLeaveChannel channelUUID: UUID, error: any Error)
  /// The framework refused to begin a transmission.
  ///
  /// Models [`channelManager(_:failedToBeginTransmittingInChannel:error:)`](https://developer.apple.com/documentation/pushtotalk/ptchannelmanagerdelegate/channelmanager(_:failedtobegintransmittinginchannel:error:)).
  func channelManager(_ channelManager: PTChannelManager, failedToBeginTransmittingInChannel channelUUID: UUID, error: any Error)
  /// The framework refused to stop a transmission.
  ///
  /// Models [`channelManager(_:failedToStopTransmittingInChannel:error:)`](https://developer.apple.com/documentation/pushtotalk/ptchannelmanagerdelegate/channelmanager(_:failedtostoptransmittinginchannel:error:)).
  func channelManager(_ channelManager: PTChannelManager, failedToStopTransmittingInChannel channelUUID: UUID, error: any Error)
}

extension PTChannelManagerDelegate {
  /// Does nothing, as for an app without the optional method.
  public func channelManager(_ channelManager: PTChannelManager, failedToJoinChannel channelUUID: UUID, error: any Error) {}
  /// Does nothing, as for an app without the optional method.
  public func channelManager(_ channelManager: PTChannelManager, failedToLeaveChannel channelUUID: UUID, error: any Error) {}
  /// Does nothing, as for an app without the optional method.
  public func channelManager(_ channelManager: PTChannelManager, failedToBeginTransmittingInChannel channelUUID: UUID, error: any Error) {}
  /// Does nothing, as for an app without the optional method.
  public func channelManager(_ channelManager: PTChannelManager, failedToStopTransmittingInChannel channelUUID: UUID, error: any Error) {}
}

/// The object that describes a channel the system restores when the app creates its manager.
///
/// Models [`PTChannelRestorationDelegate`](https://developer.apple.com/documentation/pushtotalk/ptchannelrestorationdelegate).
public protocol PTChannelRestorationDelegate: NSObjectProtocol {
  /// The descriptor of the restored channel.
  ///
  /// Models [`channelDescriptor(restoredChannelUUID:)`](https://developer.apple.com/documentation/pushtotalk/ptchannelrestorationdelegate/channeldescriptor(restoredchanneluuid:)).
  func channelDescriptor(restoredChannelUUID channelUUID: UUID) -> PTChannelDescriptor
}

/// The process's channel manager: one per launch, as the SDK's shared instance.
///
/// Not an Apple type.
final class PushToTalkObjects: @unchecked Sendable {
  private let lock = NSLock()
  private var store: PTChannelManager?

  var manager: PTChannelManager? {
    get {
      lock.lock()
      defer { lock.unlock() }
      return store
    }
    set {
      lock.lock()
      store = newValue
      lock.unlock()
    }
  }
}

extension UIKitProcess {
  /// Calls the channel manager's delegate for a Push to Talk push: its `PTPushResult` goes back
  /// to the step as ``AppRequest/answerPushToTalkPush(_:)``; the delegate calls that follow
  /// (`didLeaveChannel`, `didActivate`) run after the step. Returns whether a delegate answered.
  @MainActor func runPushToTalk(_ call: AppCall, on device: Simulator) -> Bool {
    guard call.callback == .incomingPushResult, let push = call.pushToTalkPush, let channel = call.pushToTalkChannel,
      let uuid = UUID(uuidString: channel), let manager = pushToTalk.manager, let delegate = manager.delegate,
      let runtime
    else { return false }
    let before = PTChannelManager.snapshot(device)
    var payload: [String: Any] = [:]
    if let object = push.payload {
      for (key, value) in UserInfoBridge.dictionary(object) { if let key = key as? String { payload[key] = value } }
    }
    let result = delegate.incomingPushResult(channelManager: manager, channelUUID: uuid, pushPayload: payload)
    runtime.request(.answerPushToTalkPush(result.simulated), from: self)
    runtime.callBack { [weak runtime, weak manager] in
      guard let runtime, let manager, let delegate = manager.delegate else { return }
      let after = runtime.read { PTChannelManager.snapshot($0) }
      if before.channel == channel, after.channel == nil {
        PTChannelManager.audioChanged(manager, delegate, before: before, after: after)
        delegate.channelManager(manager, didLeaveChannel: uuid, reason: .developerRequest)
      } else {
        PTChannelManager.audioChanged(manager, delegate, before: before, after: after)
      }
    }
    return true
  }
}
