/// An incoming call the team's code reports to CallKit with
/// `CXProvider.reportNewIncomingCall(with:update:completion:)`
/// (https://developer.apple.com/documentation/callkit/cxprovider/reportnewincomingcall(with:update:completion:)).
public struct IncomingCallReport: Hashable, Sendable {
  /// The report's number in the process, given by the app's side: the key under which the
  /// simulator keeps what CallKit answered (``VoIPProcessState/reportOutcome(_:)``).
  public var number: Int
  /// The call's UUID (`uuidString`).
  public var uuid: String
  /// `CXCallUpdate.remoteHandle?.value`: who is calling, or `nil`.
  public var caller: String?
  /// `CXCallUpdate.hasVideo`.
  public var hasVideo: Bool

  /// Creates a report.
  public init(number: Int, uuid: String, caller: String?, hasVideo: Bool = false) {
    self.number = number
    self.uuid = uuid
    self.caller = caller
    self.hasVideo = hasVideo
  }
}

/// A CallKit call action, as `provider(_:perform:)` receives it: `CXAnswerCallAction`,
/// `CXEndCallAction`, `CXSetHeldCallAction` or `CXSetMutedCallAction`
/// (https://developer.apple.com/documentation/callkit/cxcallaction).
public struct CallAction: Hashable, Sendable, CustomStringConvertible {
  /// Which action.
  public enum Kind: String, Hashable, Sendable {
    /// `CXAnswerCallAction`.
    case answer
    /// `CXEndCallAction`.
    case end
    /// `CXSetHeldCallAction`; ``CallAction/flag`` is `isOnHold`.
    case setHeld
    /// `CXSetMutedCallAction`; ``CallAction/flag`` is `isMuted`.
    case setMuted

    /// The CallKit class.
    public var className: String {
      switch self {
      case .answer: "CXAnswerCallAction"
      case .end: "CXEndCallAction"
      case .setHeld: "CXSetHeldCallAction"
      case .setMuted: "CXSetMutedCallAction"
      }
    }

    /// The provider delegate's method for the action.
    public var callback: Callback {
      switch self {
      case .answer: .providerPerformAnswerCall
      case .end: .providerPerformEndCall
      case .setHeld: .providerPerformSetHeldCall
      case .setMuted: .providerPerformSetMutedCall
      }
    }
  }

  /// The action's number in the process: the app's side numbers the actions of its transactions;
  /// CallKit's own (the user answering) are numbered from 1,000,000 by the simulator.
  public var number: Int
  /// Which action.
  public var kind: Kind
  /// The call's UUID (`callUUID.uuidString`).
  public var uuid: String
  /// `isOnHold` or `isMuted`; `false` for the others.
  public var flag: Bool

  /// Creates an action.
  public init(number: Int, kind: Kind, uuid: String, flag: Bool = false) {
    self.number = number
    self.kind = kind
    self.uuid = uuid
    self.flag = flag
  }

  /// `CXSetHeldCallAction(isOnHold: true) for <uuid>`.
  public var description: String {
    switch kind {
    case .answer, .end: "\(kind.className) for \(uuid)"
    case .setHeld: "\(kind.className)(isOnHold: \(flag)) for \(uuid)"
    case .setMuted: "\(kind.className)(isMuted: \(flag)) for \(uuid)"
    }
  }
}

/// Why CallKit refused a transaction the app requested: the code of the
/// `CXErrorCodeRequestTransactionError` that `CXCallController.request(_:completion:)` hands its
/// completion (https://developer.apple.com/documentation/callkit/cxerrorcoderequesttransactionerror-swift.struct/code).
public enum RequestTransactionError: String, Hashable, Sendable {
  /// `.emptyTransaction` (3): the transaction has no action.
  case emptyTransaction
  /// `.unknownCallUUID` (4): no call of the app has the action's UUID.
  case unknownCallUUID

  /// The code in `CXErrorDomainRequestTransaction`.
  public var code: Int {
    switch self {
    case .emptyTransaction: 3
    case .unknownCallUUID: 4
    }
  }
}

/// The app's PushKit registry and CallKit calls in one launch: gone when the process ends, as the
/// process's `PKPushRegistry` and `CXProvider` are.
public struct VoIPProcessState: Hashable, Sendable {
  /// Whether a `PKPushRegistry` of this launch has `.voIP` among its `desiredPushTypes` (rule VP1).
  public internal(set) var voipDesired = false
  /// The UUIDs of the calls CallKit shows (reported and not refused, not ended), oldest first.
  public internal(set) var calls: [String] = []
  /// The push whose `pushRegistry(_:didReceiveIncomingPushWith:for:completion:)` is running.
  var pushInFlight: String?
  /// What CallKit answered each report, by its number: `nil` inside for an accepted call.
  var reportOutcomes: [Int: IncomingCallError?] = [:]
  /// What CallKit answered each transaction, by its number: `nil` inside when it was accepted.
  var transactionOutcomes: [Int: RequestTransactionError?] = [:]
  /// The actions handed to the provider's delegate and not yet fulfilled or failed, by number.
  var pendingActions: [Int: CallAction] = [:]
  /// The actions fulfilled or failed, by number.
  var completedActions: Set<Int> = []
  /// The number of the next action CallKit starts itself (the user answering).
  var nextSystemAction = 1_000_000
  /// Whether the call's audio session is active.
  var audioSessionActive = false

  /// A process.state with no registry and no call.
  public init() {}

  /// What CallKit answered report `number`: `.some(nil)` when it accepted the call,
  /// `.some(error)` when it refused it, `nil` when no such report reached it (the report came
  /// after the process ended).
  public func reportOutcome(_ number: Int) -> IncomingCallError?? { reportOutcomes[number] }

  /// What CallKit answered transaction `number`, as ``reportOutcome(_:)``.
  public func transactionOutcome(_ number: Int) -> RequestTransactionError?? { transactionOutcomes[number] }
}

extension Simulator {
  // MARK: PushKit and CallKit through the team's code (rules VP1, VP3, VP6)

  /// `PKPushRegistry.desiredPushTypes` set by the team's code: with `.voIP` newly among them,
  /// PushKit hands the registry's delegate its token at once, in `pushRegistry(_:didUpdate:for:)`
  /// (rule VP1).
  mutating func setDesiredPushTypes(voIP: Bool) throws(SimulationError) {
    guard process.state.isRunning else {
      throw SimulationError(.appNotRunning, "can't set PKPushRegistry.desiredPushTypes: the app is \(process.state).")
    }
    let was = process.voip.voipDesired
    process.voip.voipDesired = voIP
    guard voIP, !was else { return }
    let token = voipToken
    record(.callback(.pushRegistryDidUpdate, [.deviceToken(token)]), rule: DeviceRules.voipRegistry.id)
    callProcess(registration: AppCall(callback: .pushRegistryDidUpdate, state: process.state, now: now, deviceToken: token))
  }

  /// A VoIP push reaches the team's `PKPushRegistryDelegate`: the call is judged when the method
  /// returns, as iOS judges it ("in the same run loop"): a call reported while it ran satisfies
  /// rule VP3, refused or not (VP6); none ends the app (VP3) and counts toward VP4. A completion
  /// handler called later changes nothing.
  mutating func deliverVoIPPushToProcess(_ push: VoIPPush, _ code: any AppProcess) {
    let id = push.identifier
    record(.callback(.pushRegistryDidReceiveIncomingPush, [.notification(id), .state(process.state)]),
      rule: DeviceRules.voipLaunch.id)
    let call = AppCall(callback: .pushRegistryDidReceiveIncomingPush, state: process.state, now: now, voipPush: push)
    let device = self
    run.callDepth += 1
    let result = code.handle(call, on: device)
    run.callDepth -= 1
    var reported = false
    process.voip.pushInFlight = id
    for request in result.requests {
      if case .reportNewIncomingCall = request { reported = true }
      _ = apply(request)
    }
    process.voip.pushInFlight = nil
    if reported { return }
    if !result.implemented {
      diagnose("voip-handler-missing",
        "the app's PKPushRegistry has no delegate implementing pushRegistry(_:didReceiveIncomingPushWith:for:completion:) when VoIP push '\(id)' arrived. Set registry.delegate before desiredPushTypes.",
        rule: DeviceRules.voipReportCall.id)
    }
    voipPushNotReported(id, metadata: false, mustReport: nil)
  }

  /// `CXProvider.reportNewIncomingCall(with:update:completion:)` from the team's code: CallKit shows
  /// the call or refuses it (rule VP6), and a UUID already reported in this launch is refused
  /// with `.callUUIDAlreadyExists`. The report counts for rule VP3 either way.
  mutating func reportNewIncomingCall(_ report: IncomingCallReport) throws(SimulationError) {
    guard process.state.isRunning else {
      throw SimulationError(.appNotRunning, "can't report an incoming call: the app is \(process.state).")
    }
    let id = process.voip.pushInFlight ?? report.uuid
    record(.system(.callReported(id, framework: "CallKit")), rule: DeviceRules.voipReportCall.id)
    let refusal: (IncomingCallError, String)?
    if process.voip.calls.contains(report.uuid) {
      refusal = (.callUUIDAlreadyExists, "a call with UUID \(report.uuid) was reported already; give each call a new UUID")
    } else {
      refusal = incomingCallRefusal(caller: report.caller, voip: configuration.app.voip ?? VoIPConfiguration())
    }
    if let (error, detail) = refusal {
      record(.system(.callRefused(id, error: error, detail: detail)), rule: DeviceRules.voipCallRefused.id)
      process.voip.reportOutcomes[report.number] = .some(error)
    } else {
      process.voip.calls.append(report.uuid)
      process.voip.reportOutcomes[report.number] = .some(nil)
    }
  }

  /// `CXProvider.reportCall(with:endedAt:reason:)`: the call is gone from CallKit.
  mutating func reportCallEnded(uuid: String, reason: String) throws(SimulationError) {
    guard process.state.isRunning else {
      throw SimulationError(.appNotRunning, "can't report a call ended: the app is \(process.state).")
    }
    record(.user("app reports call \(uuid) ended: \(reason)"))
    endCall(uuid)
  }

  /// `CXCallController.request(_:completion:)`: CallKit hands each action to the provider's
  /// delegate, or refuses the transaction when an action names no call of the configuration.app.
  mutating func requestCallTransaction(number: Int, actions: [CallAction]) throws(SimulationError) {
    guard process.state.isRunning else {
      throw SimulationError(.appNotRunning, "can't request a CallKit transaction: the app is \(process.state).")
    }
    record(.user("app requests CallKit transaction #\(number): \(actions.map(\.description).joined(separator: ", "))"))
    if actions.isEmpty {
      process.voip.transactionOutcomes[number] = .some(.emptyTransaction)
      return
    }
    if let unknown = actions.first(where: { !process.voip.calls.contains($0.uuid) }) {
      process.voip.transactionOutcomes[number] = .some(.unknownCallUUID)
      record(.user("CallKit refused transaction #\(number): no call \(unknown.uuid) (unknownCallUUID)"))
      return
    }
    process.voip.transactionOutcomes[number] = .some(nil)
    for action in actions { performCallAction(action) }
  }

  /// The user answers (`answer`) or declines the call `uuid` on CallKit's call screen: CallKit
  /// hands the provider's delegate a `CXAnswerCallAction` or a `CXEndCallAction`.
  public mutating func userRespondsToCall(_ uuid: String, answer: Bool) throws(SimulationError) {
    defer { finishStimulus() }
    guard process.state.isRunning, process.voip.calls.contains(uuid) else {
      throw SimulationError(.notApplicable,
        "can't \(answer ? "answer" : "decline") call \(uuid): CallKit shows no such call. Shown calls: \(process.voip.calls.isEmpty ? "none" : process.voip.calls.joined(separator: ", ")).")
    }
    record(.user("user \(answer ? "answers" : "declines") call \(uuid)"))
    let number = process.voip.nextSystemAction
    process.voip.nextSystemAction += 1
    performCallAction(CallAction(number: number, kind: answer ? .answer : .end, uuid: uuid))
  }

  /// `CXAction.fulfill()` or `fail()` from the team's code. A second completion of one action
  /// is a diagnostic: CallKit takes the first.
  mutating func completeCallAction(number: Int, fulfilled: Bool) throws(SimulationError) {
    guard let action = process.voip.pendingActions.removeValue(forKey: number) else {
      let what = fulfilled ? "fulfill()" : "fail()"
      if process.voip.completedActions.contains(number) {
        diagnose("call-action-completed-twice",
          "the app called \(what) on a CallKit action it had already fulfilled or failed; CallKit keeps the first answer. Call fulfill() or fail() once per action.")
      } else {
        diagnose("call-action-unknown",
          "the app called \(what) on a CallKit action CallKit did not hand it in this launch; nothing happened.")
      }
      return
    }
    process.voip.completedActions.insert(number)
    record(.user("app \(fulfilled ? "fulfilled" : "failed") \(action)"))
    switch action.kind {
    case .answer where fulfilled:
      if !process.voip.audioSessionActive { setAudioSession(active: true) }
    case .answer, .end:
      endCall(action.uuid)
    case .setHeld, .setMuted:
      break
    }
  }

  /// Hands `action` to the provider's delegate.
  private mutating func performCallAction(_ action: CallAction) {
    process.voip.pendingActions[action.number] = action
    record(.callback(action.kind.callback, [.notification(action.uuid)]))
    callProcess(registration: AppCall(callback: action.kind.callback, state: process.state, now: now, callAction: action))
  }

  /// The call leaves CallKit; with no call left, the audio session is deactivated.
  private mutating func endCall(_ uuid: String) {
    guard let index = process.voip.calls.firstIndex(of: uuid) else { return }
    process.voip.calls.remove(at: index)
    if process.voip.calls.isEmpty, process.voip.audioSessionActive { setAudioSession(active: false) }
  }

  private mutating func setAudioSession(active: Bool) {
    process.voip.audioSessionActive = active
    let callback: Callback = active ? .providerDidActivateAudioSession : .providerDidDeactivateAudioSession
    record(.callback(callback, []))
    callProcess(registration: AppCall(callback: callback, state: process.state, now: now))
  }
}
