public import Foundation
import NotificationPayload
import NotificationSimulator

/// A kind of PushKit push.
///
/// Models [`PKPushType`](https://developer.apple.com/documentation/pushkit/pkpushtype): a string
/// wrapper, as the SDK imports it. The simulator delivers `.voIP` pushes; a registry may desire
/// `.fileProvider` too, which the simulator never delivers (its pushes go to a File Provider
/// extension, rule AP14).
public struct PKPushType: RawRepresentable, Hashable, Sendable {
  /// The type's string.
  ///
  /// Models [`rawValue`](https://developer.apple.com/documentation/pushkit/pkpushtype/rawvalue).
  public let rawValue: String

  /// Wraps a string.
  ///
  /// Models [`init(rawValue:)`](https://developer.apple.com/documentation/pushkit/pkpushtype/init(rawvalue:)).
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Pushes that start a VoIP call.
  ///
  /// Models [`voIP`](https://developer.apple.com/documentation/pushkit/pkpushtype/voip).
  public static let voIP = PKPushType(rawValue: "PKPushTypeVoIP")

  /// Pushes for a File Provider extension.
  ///
  /// Models [`fileProvider`](https://developer.apple.com/documentation/pushkit/pkpushtype/fileprovider).
  public static let fileProvider = PKPushType(rawValue: "PKPushTypeFileProvider")
}

/// The token PushKit hands the registry's delegate, which the app sends to its server.
///
/// Models [`PKPushCredentials`](https://developer.apple.com/documentation/pushkit/pkpushcredentials).
/// The token is the simulator's PushKit token for the app (`Simulator.voipToken` of the engine): deterministic,
/// and not the APNs device token.
open class PKPushCredentials: NSObject, @unchecked Sendable {
  /// The push type of the token.
  ///
  /// Models [`type`](https://developer.apple.com/documentation/pushkit/pkpushcredentials/type).
  public let type: PKPushType
  /// The token's bytes.
  ///
  /// Models [`token`](https://developer.apple.com/documentation/pushkit/pkpushcredentials/token).
  public let token: Data

  init(type: PKPushType, token: Data) {
    self.type = type
    self.token = token
    super.init()
  }
}

/// The payload of a PushKit push.
///
/// Models [`PKPushPayload`](https://developer.apple.com/documentation/pushkit/pkpushpayload).
open class PKPushPayload: NSObject, @unchecked Sendable {
  /// The push type.
  ///
  /// Models [`type`](https://developer.apple.com/documentation/pushkit/pkpushpayload/type).
  public let type: PKPushType
  /// The push's JSON payload as Foundation values (strings, `NSNumber`s, dictionaries with
  /// `String` keys), as `JSONSerialization` makes them on iOS.
  ///
  /// Models [`dictionaryPayload`](https://developer.apple.com/documentation/pushkit/pkpushpayload/dictionarypayload).
  public let dictionaryPayload: [AnyHashable: Any]

  init(type: PKPushType, dictionaryPayload: [AnyHashable: Any]) {
    self.type = type
    self.dictionaryPayload = dictionaryPayload
    super.init()
  }
}

/// The app's registration for PushKit pushes.
///
/// Models [`PKPushRegistry`](https://developer.apple.com/documentation/pushkit/pkpushregistry).
/// Create it at every launch (in `application(_:didFinishLaunchingWithOptions:)`), set its
/// `delegate`, then `desiredPushTypes = [.voIP]`: the simulator hands the delegate the token
/// (`pushRegistry(_:didUpdate:for:)`) in the same step and delivers the VoIP pushes of that launch
/// to it (rule VP1). Not main-actor isolated, as in the SDK.
open class PKPushRegistry: NSObject, @unchecked Sendable {
  // Guarded by `lock`: the SDK lets any thread set the delegate and the types.
  private let lock = NSLock()
  private weak var delegateStore: (any PKPushRegistryDelegate)?
  private var desiredStore: Set<PKPushType>?
  weak var process: UIKitProcess?
  weak var runtime: AppRuntime?
  /// The queue the app asked the delegate to be called on; the simulator calls it in the step.
  let queue: DispatchQueue?

  /// Creates a registry whose delegate methods run on `queue` (`nil`: the main queue).
  ///
  /// Models [`init(queue:)`](https://developer.apple.com/documentation/pushkit/pkpushregistry/init(queue:)).
  /// The simulator calls the delegate within the step that delivers the push, on the main actor,
  /// whatever the queue: the order of events is the virtual clock's.
  public init(queue: DispatchQueue?) {
    self.queue = queue
    let runtime = AppRuntime.current
    self.runtime = runtime
    self.process = runtime?.process
    super.init()
    process?.voip.add(registry: self)
  }

  /// The object PushKit calls with tokens and pushes; weak, as in the SDK.
  ///
  /// Models [`delegate`](https://developer.apple.com/documentation/pushkit/pkpushregistry/delegate).
  /// Set it before `desiredPushTypes`.
  open var delegate: (any PKPushRegistryDelegate)? {
    get {
      lock.lock()
      defer { lock.unlock() }
      return delegateStore
    }
    set {
      lock.lock()
      delegateStore = newValue
      lock.unlock()
    }
  }

  /// The push types the app wants; setting `[.voIP]` registers for VoIP pushes (rule VP1).
  ///
  /// Models [`desiredPushTypes`](https://developer.apple.com/documentation/pushkit/pkpushregistry/desiredpushtypes).
  open var desiredPushTypes: Set<PKPushType>? {
    get {
      lock.lock()
      defer { lock.unlock() }
      return desiredStore
    }
    set {
      lock.lock()
      desiredStore = newValue
      lock.unlock()
      guard let runtime, !runtime.keptAcrossLaunches("PKPushRegistry", creator: process) else { return }
      let voIP = process?.voip.wantsVoIP ?? (newValue?.contains(.voIP) == true)
      runtime.request(.setDesiredPushTypes(voIP: voIP), from: process)
    }
  }

  /// The token of `type` PushKit handed this registry, or `nil` before `pushRegistry(_:didUpdate:for:)`.
  ///
  /// Models [`pushToken(for:)`](https://developer.apple.com/documentation/pushkit/pkpushregistry/pushtoken(for:)).
  open func pushToken(for type: PKPushType) -> Data? {
    guard type == .voIP, desiredPushTypes?.contains(.voIP) == true, let runtime else { return nil }
    return runtime.read { device in
      device.process.voip.voipDesired ? Data(device.voipToken.bytes) : nil
    }
  }
}

/// The object that handles a registry's tokens and pushes.
///
/// Models [`PKPushRegistryDelegate`](https://developer.apple.com/documentation/pushkit/pkpushregistrydelegate).
/// Not main-actor isolated, as in the SDK: a main-actor class conforms with `nonisolated`
/// methods, a plain class as it is. Optional methods have defaults; the simulator calls the form
/// of `didReceiveIncomingPushWith` the app implements (with a completion, else without).
public protocol PKPushRegistryDelegate: NSObjectProtocol {
  /// PushKit handed the registry a token for `type`: send it to the server.
  ///
  /// Models [`pushRegistry(_:didUpdate:for:)`](https://developer.apple.com/documentation/pushkit/pkpushregistrydelegate/pushregistry(_:didupdate:for:)).
  func pushRegistry(_ registry: PKPushRegistry, didUpdate pushCredentials: PKPushCredentials, for type: PKPushType)

  /// The token of `type` is no longer valid.
  ///
  /// Models [`pushRegistry(_:didInvalidatePushTokenFor:)`](https://developer.apple.com/documentation/pushkit/pkpushregistrydelegate/pushregistry(_:didinvalidatepushtokenfor:)).
  /// The simulator invalidates no token, so it never calls this method.
  func pushRegistry(_ registry: PKPushRegistry, didInvalidatePushTokenFor type: PKPushType)

  /// A push arrived: for `.voIP`, report a call to CallKit before returning, or iOS ends the app
  /// (rule VP3). Call `completion` when done.
  ///
  /// Models [`pushRegistry(_:didReceiveIncomingPushWith:for:completion:)`](https://developer.apple.com/documentation/pushkit/pkpushregistrydelegate/pushregistry(_:didreceiveincomingpushwith:for:completion:)).
  @preconcurrency func pushRegistry(
    _ registry: PKPushRegistry, didReceiveIncomingPushWith payload: PKPushPayload, for type: PKPushType,
    completion: @escaping @Sendable () -> Void)

  /// The form without a completion handler, deprecated in iOS 11; called when the app
  /// implements no other.
  ///
  /// Models [`pushRegistry(_:didReceiveIncomingPushWith:for:)`](https://developer.apple.com/documentation/pushkit/pkpushregistrydelegate/pushregistry(_:didreceiveincomingpushwith:for:)).
  func pushRegistry(_ registry: PKPushRegistry, didReceiveIncomingPushWith payload: PKPushPayload, for type: PKPushType)
}

extension PKPushRegistryDelegate {
  /// Does nothing, as for an app without the method.
  public func pushRegistry(_ registry: PKPushRegistry, didInvalidatePushTokenFor type: PKPushType) {}

  /// Calls the form without a completion handler, then `completion`, as iOS does for an app
  /// that implements only that form.
  @preconcurrency public func pushRegistry(
    _ registry: PKPushRegistry, didReceiveIncomingPushWith payload: PKPushPayload, for type: PKPushType,
    completion: @escaping @Sendable () -> Void
  ) {
    PushKitDefaults.ran()
    pushRegistry(registry, didReceiveIncomingPushWith: payload, for: type)
    completion()
  }

  /// Does nothing: the app lacks the method.
  public func pushRegistry(_ registry: PKPushRegistry, didReceiveIncomingPushWith payload: PKPushPayload, for type: PKPushType) {
    PushKitDefaults.ran()
  }
}

/// Counts the defaults of the PushKit and CallKit delegate methods that ran, on any thread (the
/// protocols are not main-actor isolated): how the simulator learns whether the app implements one.
enum PushKitDefaults {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var count = 0

  static func ran() {
    lock.lock()
    count += 1
    lock.unlock()
  }

  /// Runs `body` and returns how many defaults it reached.
  static func counting(_ body: () -> Void) -> Int {
    lock.lock()
    let before = count
    lock.unlock()
    body()
    lock.lock()
    defer { lock.unlock() }
    return count - before
  }
}
