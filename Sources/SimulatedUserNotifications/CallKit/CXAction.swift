public import Foundation
import NotificationSimulator

/// Something CallKit asks the provider's delegate to do, which the delegate fulfills or fails.
///
/// Models [`CXAction`](https://developer.apple.com/documentation/callkit/cxaction). Fulfill or
/// fail each action once: a second answer is a `call-action-completed-twice` diagnostic, and
/// CallKit keeps the first.
open class CXAction: NSObject, @unchecked Sendable {
  private let lock = NSLock()
  private var completed = false
  /// The action's number in the process, when CallKit handed it to the delegate.
  var number: Int?
  weak var runtime: AppRuntime?
  weak var process: UIKitProcess?

  /// The action's identifier.
  ///
  /// Models [`uuid`](https://developer.apple.com/documentation/callkit/cxaction/uuid).
  public let uuid = UUID()

  /// Whether the action was fulfilled or failed.
  ///
  /// Models [`isComplete`](https://developer.apple.com/documentation/callkit/cxaction/iscomplete).
  public var isComplete: Bool {
    lock.lock()
    defer { lock.unlock() }
    return completed
  }

  /// Creates an action.
  ///
  /// Models [`init()`](https://developer.apple.com/documentation/callkit/cxaction/init()).
  public override init() { super.init() }

  /// The action was performed.
  ///
  /// Models [`fulfill()`](https://developer.apple.com/documentation/callkit/cxaction/fulfill()).
  open func fulfill() { complete(fulfilled: true) }

  /// The action could not be performed.
  ///
  /// Models [`fail()`](https://developer.apple.com/documentation/callkit/cxaction/fail()).
  open func fail() { complete(fulfilled: false) }

  private func complete(fulfilled: Bool) {
    lock.lock()
    completed = true
    lock.unlock()
    // An action the app made itself, not yet handed to the delegate, reaches nothing.
    guard let number, let runtime else { return }
    runtime.request(.completeCallAction(number: number, fulfilled: fulfilled), from: process)
  }

  /// Calls the delegate's method for this action.
  func perform(on delegate: any CXProviderDelegate, provider: CXProvider) {}

  /// The simulator's action as a CallKit action, ready for the delegate.
  static func make(_ action: CallAction, runtime: AppRuntime, process: UIKitProcess) -> CXCallAction {
    let call = UUID(uuidString: action.uuid) ?? UUID()
    let made: CXCallAction
    switch action.kind {
    case .answer: made = CXAnswerCallAction(call: call)
    case .end: made = CXEndCallAction(call: call)
    case .setHeld: made = CXSetHeldCallAction(call: call, onHold: action.flag)
    case .setMuted: made = CXSetMutedCallAction(call: call, muted: action.flag)
    }
    made.number = action.number
    made.runtime = runtime
    made.process = process
    return made
  }

  /// The simulator's form of the action, numbered `number`.
  func simulated(number: Int) -> CallAction? { nil }
}

/// An action on one call.
///
/// Models [`CXCallAction`](https://developer.apple.com/documentation/callkit/cxcallaction).
open class CXCallAction: CXAction, @unchecked Sendable {
  /// The call's UUID.
  ///
  /// Models [`callUUID`](https://developer.apple.com/documentation/callkit/cxcallaction/calluuid).
  public let callUUID: UUID

  /// Creates an action on the call `callUUID`.
  ///
  /// Models [`init(call:)`](https://developer.apple.com/documentation/callkit/cxcallaction/init(call:)).
  public init(call callUUID: UUID) {
    self.callUUID = callUUID
    super.init()
  }
}

/// Answer an incoming call.
///
/// Models [`CXAnswerCallAction`](https://developer.apple.com/documentation/callkit/cxanswercallaction).
/// Fulfilling it activates the call's audio session (`provider(_:didActivate:)`).
open class CXAnswerCallAction: CXCallAction, @unchecked Sendable {
  /// The call was answered, connected at `dateConnected`.
  ///
  /// Models [`fulfill(withDateConnected:)`](https://developer.apple.com/documentation/callkit/cxanswercallaction/fulfill(withdateconnected:)).
  open func fulfill(withDateConnected dateConnected: Date) { fulfill() }

  override func perform(on delegate: any CXProviderDelegate, provider: CXProvider) {
    delegate.provider(provider, perform: self)
  }

  override func simulated(number: Int) -> CallAction? {
    CallAction(number: number, kind: .answer, uuid: callUUID.uuidString)
  }
}

/// End a call.
///
/// Models [`CXEndCallAction`](https://developer.apple.com/documentation/callkit/cxendcallaction).
/// Fulfilling it (or failing it) removes the call; with no call left the audio session is
/// deactivated (`provider(_:didDeactivate:)`).
open class CXEndCallAction: CXCallAction, @unchecked Sendable {
  /// The call ended at `dateEnded`.
  ///
  /// Models [`fulfill(withDateEnded:)`](https://developer.apple.com/documentation/callkit/cxendcallaction/fulfill(withdateended:)).
  open func fulfill(withDateEnded dateEnded: Date) { fulfill() }

  override func perform(on delegate: any CXProviderDelegate, provider: CXProvider) {
    delegate.provider(provider, perform: self)
  }

  override func simulated(number: Int) -> CallAction? {
    CallAction(number: number, kind: .end, uuid: callUUID.uuidString)
  }
}

/// Hold or resume a call.
///
/// Models [`CXSetHeldCallAction`](https://developer.apple.com/documentation/callkit/cxsetheldcallaction).
open class CXSetHeldCallAction: CXCallAction, @unchecked Sendable {
  /// Whether the call is to be held.
  ///
  /// Models [`isOnHold`](https://developer.apple.com/documentation/callkit/cxsetheldcallaction/isonhold).
  open var isOnHold: Bool

  /// Creates the action.
  ///
  /// Models [`init(call:onHold:)`](https://developer.apple.com/documentation/callkit/cxsetheldcallaction/init(call:onhold:)).
  public init(call callUUID: UUID, onHold: Bool) {
    isOnHold = onHold
    super.init(call: callUUID)
  }

  override func perform(on delegate: any CXProviderDelegate, provider: CXProvider) {
    delegate.provider(provider, perform: self)
  }

  override func simulated(number: Int) -> CallAction? {
    CallAction(number: number, kind: .setHeld, uuid: callUUID.uuidString, flag: isOnHold)
  }
}

/// Mute or unmute a call.
///
/// Models [`CXSetMutedCallAction`](https://developer.apple.com/documentation/callkit/cxsetmutedcallaction).
open class CXSetMutedCallAction: CXCallAction, @unchecked Sendable {
  /// Whether the call is to be muted.
  ///
  /// Models [`isMuted`](https://developer.apple.com/documentation/callkit/cxsetmutedcallaction/ismuted).
  open var isMuted: Bool

  /// Creates the action.
  ///
  /// Models [`init(call:muted:)`](https://developer.apple.com/documentation/callkit/cxsetmutedcallaction/init(call:muted:)).
  public init(call callUUID: UUID, muted: Bool) {
    isMuted = muted
    super.init(call: callUUID)
  }

  override func perform(on delegate: any CXProviderDelegate, provider: CXProvider) {
    delegate.provider(provider, perform: self)
  }

  override func simulated(number: Int) -> CallAction? {
    CallAction(number: number, kind: .setMuted, uuid: callUUID.uuidString, flag: isMuted)
  }
}

/// A group of actions the app asks CallKit to perform.
///
/// Models [`CXTransaction`](https://developer.apple.com/documentation/callkit/cxtransaction).
open class CXTransaction: NSObject, @unchecked Sendable {
  /// The transaction's identifier.
  ///
  /// Models [`uuid`](https://developer.apple.com/documentation/callkit/cxtransaction/uuid).
  public let uuid = UUID()
  /// The actions, in order.
  ///
  /// Models [`actions`](https://developer.apple.com/documentation/callkit/cxtransaction/actions).
  public private(set) var actions: [CXAction]

  /// A transaction of `actions`.
  ///
  /// Models [`init(actions:)`](https://developer.apple.com/documentation/callkit/cxtransaction/init(actions:)).
  public init(actions: [CXAction]) {
    self.actions = actions
    super.init()
  }

  /// A transaction of one action.
  ///
  /// Models [`init(action:)`](https://developer.apple.com/documentation/callkit/cxtransaction/init(action:)).
  public convenience init(action: CXAction) { self.init(actions: [action]) }

  /// Adds an action.
  ///
  /// Models [`addAction(_:)`](https://developer.apple.com/documentation/callkit/cxtransaction/addaction(_:)).
  open func addAction(_ action: CXAction) { actions.append(action) }
}

/// The app's way to ask CallKit for call actions (the user tapped the app's own hang-up button).
///
/// Models [`CXCallController`](https://developer.apple.com/documentation/callkit/cxcallcontroller).
/// CallKit hands each action of an accepted transaction to the provider's delegate
/// (`provider(_:perform:)`) in the same step; `completion` runs after the step.
open class CXCallController: NSObject, @unchecked Sendable {
  weak var runtime: AppRuntime?
  weak var process: UIKitProcess?

  /// A controller whose completions run on the main queue.
  ///
  /// Models [`init()`](https://developer.apple.com/documentation/callkit/cxcallcontroller/init()).
  public override init() {
    let runtime = AppRuntime.current
    self.runtime = runtime
    self.process = runtime?.process
    super.init()
  }

  /// A controller whose completions run on `queue`; the simulator runs them after the step.
  ///
  /// Models [`init(queue:)`](https://developer.apple.com/documentation/callkit/cxcallcontroller/init(queue:)).
  public convenience init(queue: DispatchQueue) { self.init() }

  /// Asks CallKit to perform `transaction`. `completion` gets
  /// `CXErrorCodeRequestTransactionError` `.unknownCallUUID` when an action names no call CallKit
  /// shows for the app, `.emptyTransaction` for no action, and `nil` once the actions were handed
  /// to the provider's delegate.
  ///
  /// Models [`request(_:completion:)`](https://developer.apple.com/documentation/callkit/cxcallcontroller/request(_:completion:)).
  @preconcurrency open func request(_ transaction: CXTransaction, completion: @escaping @Sendable ((any Error)?) -> Void) {
    request(transaction, afterTheProcessEnded: nil, completion: completion)
  }

  /// `request(_:completion:)`, with what `completion` gets when the process ended before CallKit
  /// answered: nothing (`nil`), or an error for the `async` form, whose task would otherwise
  /// stay suspended for ever.
  private func request(
    _ transaction: CXTransaction, afterTheProcessEnded: (any Error)?, completion: @escaping @Sendable ((any Error)?) -> Void
  ) {
    guard let runtime else { return completion(CXErrorCodeRequestTransactionError(.unknownCallProvider)) }
    let number = process?.voip.nextNumber() ?? 0
    let actions = transaction.actions.compactMap { $0.simulated(number: process?.voip.nextNumber() ?? 0) }
    runtime.request(.requestCallTransaction(number: number, actions: actions), from: process)
    runtime.callBack { [weak runtime] in
      guard let runtime else { return }
      // No outcome: the process ended first.
      guard let outcome = runtime.read({ $0.process.voip.transactionOutcome(number) }) else {
        if let afterTheProcessEnded { completion(afterTheProcessEnded) }
        return
      }
      completion(outcome.map { error in
        switch error {
        case .emptyTransaction: CXErrorCodeRequestTransactionError(.emptyTransaction)
        case .unknownCallUUID: CXErrorCodeRequestTransactionError(.unknownCallUUID)
        }
      })
    }
  }

  /// The `async` form of `request(_:completion:)`. A request awaited after iOS ended the process
  /// throws `CXErrorCodeRequestTransactionError.unknownCallProvider`, so that the task ends.
  ///
  /// Models [`request(_:)`](https://developer.apple.com/documentation/callkit/cxcallcontroller/request(_:)).
  open func request(_ transaction: CXTransaction) async throws {
    try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
      request(transaction, afterTheProcessEnded: CXErrorCodeRequestTransactionError(.unknownCallProvider)) { error in
        if let error { continuation.resume(throwing: error) } else { continuation.resume() }
      }
    }
  }

  /// Asks CallKit to perform one action.
  ///
  /// Models [`requestTransaction(with:completion:)`](https://developer.apple.com/documentation/callkit/cxcallcontroller/requesttransaction(with:completion:)-ffme).
  @preconcurrency open func requestTransaction(with action: CXAction, completion: @escaping @Sendable ((any Error)?) -> Void) {
    request(CXTransaction(action: action), completion: completion)
  }
}
