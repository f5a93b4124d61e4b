// A VoIP app's PushKit and CallKit code in the shape of Apple's Swift 5 samples: a plain
// `NSObject` subclass (no actor), the provider's delegate queue left `nil`, completion handlers
// written without `@Sendable`. It must compile in Swift 5 mode against the module as it does
// against the SDK.
#if canImport(PushKit) && os(iOS)
import AVFAudio
import CallKit
import PushKit
import UIKit
#else
import SimulatedUserNotifications
#endif

final class VoIPProviderDelegate: NSObject, PKPushRegistryDelegate, CXProviderDelegate {
  private let provider: CXProvider
  private let registry = PKPushRegistry(queue: nil)
  private(set) var ringing: [UUID] = []

  override init() {
    let configuration = CXProviderConfiguration()
    configuration.supportsVideo = false
    configuration.maximumCallGroups = 1
    provider = CXProvider(configuration: configuration)
    super.init()
    provider.setDelegate(self, queue: nil)
    registry.delegate = self
    registry.desiredPushTypes = [.voIP]
  }

  func pushRegistry(_ registry: PKPushRegistry, didUpdate pushCredentials: PKPushCredentials, for type: PKPushType) {
    print("token", pushCredentials.token.count)
  }

  func pushRegistry(
    _ registry: PKPushRegistry, didReceiveIncomingPushWith payload: PKPushPayload, for type: PKPushType,
    completion: @escaping () -> Void
  ) {
    let uuid = UUID()
    let update = CXCallUpdate()
    update.remoteHandle = CXHandle(type: .phoneNumber, value: payload.dictionaryPayload["handle"] as? String ?? "")
    let task = UIApplication.shared.beginBackgroundTask(withName: "voip")
    provider.reportNewIncomingCall(with: uuid, update: update) { error in
      if error == nil { self.ringing.append(uuid) }
      UIApplication.shared.endBackgroundTask(task)
      completion()
    }
  }

  func providerDidReset(_ provider: CXProvider) {
    ringing.removeAll()
  }

  func provider(_ provider: CXProvider, perform action: CXAnswerCallAction) {
    action.fulfill()
  }

  func provider(_ provider: CXProvider, perform action: CXEndCallAction) {
    ringing.removeAll { $0 == action.callUUID }
    action.fulfill()
  }

  func provider(_ provider: CXProvider, didActivate audioSession: AVAudioSession) {}
}
