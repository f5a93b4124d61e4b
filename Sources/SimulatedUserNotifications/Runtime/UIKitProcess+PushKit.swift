import Foundation
import NotificationPayload
import NotificationSimulator

/// The process's PushKit registries and CallKit providers, and the numbers it gives its reports,
/// transactions and actions (the keys under which the simulator keeps CallKit's answers).
///
/// Not an Apple type. Read and written from any thread (the delegates are not main-actor
/// isolated), under its lock.
final class VoIPObjects: @unchecked Sendable {
  private let lock = NSLock()
  private var registries: [WeakRegistry] = []
  private var providers: [WeakProvider] = []
  private var counter = 0

  private struct WeakRegistry {
    weak var registry: PKPushRegistry?
  }

  private struct WeakProvider {
    weak var provider: CXProvider?
  }

  func add(registry: PKPushRegistry) {
    lock.lock()
    registries.append(WeakRegistry(registry: registry))
    lock.unlock()
  }

  func add(provider: CXProvider) {
    lock.lock()
    providers.append(WeakProvider(provider: provider))
    lock.unlock()
  }

  /// The live registries, oldest first.
  var liveRegistries: [PKPushRegistry] {
    lock.lock()
    defer { lock.unlock() }
    return registries.compactMap(\.registry)
  }

  /// The live providers, oldest first.
  var liveProviders: [CXProvider] {
    lock.lock()
    defer { lock.unlock() }
    return providers.compactMap(\.provider)
  }

  /// Whether a live registry has `.voIP` among its desired types.
  var wantsVoIP: Bool { liveRegistries.contains { $0.desiredPushTypes?.contains(.voIP) == true } }

  /// A new number for a report, a transaction or an action, from 1.
  func nextNumber() -> Int {
    lock.lock()
    defer { lock.unlock() }
    counter += 1
    return counter
  }
}

extension AppRuntime {
  /// Whether an object of the app's PushKit or CallKit code (`what`, created by `creator`'s
  /// launch) is used while a later launch runs: a static or a singleton of the test process kept
  /// it, which no device does. Traces a `kept-across-launches` diagnostic (the object's call
  /// reaches nothing) and returns `true`; `false` when the object belongs to the running launch,
  /// or no launch runs (then the call is one made after the process ended).
  func keptAcrossLaunches(_ what: String, creator: UIKitProcess?) -> Bool {
    guard creator == nil, process != nil else { return false }
    afterStep { device in
      device.diagnoseKeptState(
        "the app used a \(what) created in an earlier launch, kept by something the test process keeps (a static, a"
          + " singleton), which no device does: on iOS each launch creates it anew. Its call reached nothing. Create it in"
          + " each launch (in application(_:didFinishLaunchingWithOptions:) or an object that method creates).")
    }
    return true
  }
}

extension UIKitProcess {
  /// Calls the app's PushKit or CallKit delegate for `call`; returns whether the app implements
  /// the method.
  @MainActor func runVoIP(_ call: AppCall, on device: Simulator) -> Bool {
    switch call.callback {
    case .pushRegistryDidUpdate:
      guard let token = call.deviceToken else { return false }
      let registries = voip.liveRegistries.filter { $0.desiredPushTypes?.contains(.voIP) == true }
      var called = false
      for registry in registries {
        guard let delegate = registry.delegate else { continue }
        delegate.pushRegistry(registry, didUpdate: PKPushCredentials(type: .voIP, token: Data(token.bytes)), for: .voIP)
        called = true
      }
      return called
    case .pushRegistryDidReceiveIncomingPush:
      guard let push = call.voipPush else { return false }
      let registries = voip.liveRegistries.filter { $0.desiredPushTypes?.contains(.voIP) == true && $0.delegate != nil }
      var implemented = false
      for registry in registries {
        guard let delegate = registry.delegate else { continue }
        let payload = PKPushPayload(
          type: .voIP, dictionaryPayload: push.payload.map { UserInfoBridge.dictionary($0) } ?? [:])
        let defaults = PushKitDefaults.counting {
          delegate.pushRegistry(registry, didReceiveIncomingPushWith: payload, for: .voIP) {}
        }
        if defaults < 2 { implemented = true }
      }
      return implemented
    case .providerPerformAnswerCall, .providerPerformEndCall, .providerPerformSetHeldCall, .providerPerformSetMutedCall:
      guard let simulated = call.callAction, let runtime else { return false }
      var implemented = false
      for provider in voip.liveProviders {
        guard let delegate = provider.delegate else { continue }
        let action = CXCallAction.make(simulated, runtime: runtime, process: self)
        let defaults = PushKitDefaults.counting { action.perform(on: delegate, provider: provider) }
        if defaults == 0 { implemented = true }
      }
      return implemented
    case .providerDidActivateAudioSession, .providerDidDeactivateAudioSession:
      var implemented = false
      for provider in voip.liveProviders {
        guard let delegate = provider.delegate else { continue }
        let session = AVAudioSession.sharedInstance()
        let defaults = PushKitDefaults.counting {
          if call.callback == .providerDidActivateAudioSession {
            delegate.provider(provider, didActivate: session)
          } else {
            delegate.provider(provider, didDeactivate: session)
          }
        }
        if defaults == 0 { implemented = true }
      }
      return implemented
    default:
      return false
    }
  }
}
