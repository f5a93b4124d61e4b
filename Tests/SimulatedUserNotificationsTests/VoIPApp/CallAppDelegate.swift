// A VoIP app's delegate file as it is in its iOS project, written against Apple's SDK: only
// the imports differ on Linux.
#if canImport(PushKit) && os(iOS)
import AVFAudio
import CallKit
import PushKit
import UIKit
#else
import SimulatedUserNotifications
#endif

// voip article launch: begin
/// Creates the call manager at launch, so the registry exists in every launch (a VoIP push that
/// launches the app in the background finds it).
final class CallAppDelegate: UIResponder, UIApplicationDelegate {
  let calls = CallManager()

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    calls.start()
    return true
  }
}
// voip article launch: end

/// The app's PushKit and CallKit code: reports each VoIP push as a call, answers and ends calls.
@MainActor final class CallManager: NSObject {
  private let registry = PKPushRegistry(queue: .main)
  private let provider: CXProvider
  private let controller = CXCallController()

  /// The PushKit token, as sent to the server.
  private(set) var voipToken: String?
  /// The calls CallKit shows, by the server's call ID.
  private(set) var calls: [UUID: String] = [:]
  /// What happened, in order: what the app would log.
  private(set) var log: [String] = []
  /// Whether the call's audio is running.
  private(set) var audioRunning = false

  override init() {
    let configuration = CXProviderConfiguration()
    configuration.supportsVideo = true
    configuration.maximumCallsPerCallGroup = 1
    configuration.supportedHandleTypes = [.generic, .phoneNumber]
    configuration.includesCallsInRecents = true
    provider = CXProvider(configuration: configuration)
    super.init()
    provider.setDelegate(self, queue: .main)
  }

  func start() {
    registry.delegate = self
    registry.desiredPushTypes = [.voIP]
  }

  /// The user tapped the app's own hang-up button.
  func hangUp(_ uuid: UUID) {
    let end = CXEndCallAction(call: uuid)
    controller.request(CXTransaction(action: end)) { error in
      Task { @MainActor in self.log.append(error.map { "hang-up refused: \($0)" } ?? "hang-up requested") }
    }
  }

  /// The server says the caller hung up before anyone answered.
  func callerHungUp(_ uuid: UUID) {
    calls[uuid] = nil
    provider.reportCall(with: uuid, endedAt: Date(), reason: .remoteEnded)
  }

  /// The token to send to the server, read from the registry.
  var registeredToken: Data? { registry.pushToken(for: .voIP) }

  /// The user tapped the app's mute button.
  func mute(_ uuid: UUID) {
    controller.requestTransaction(with: CXSetMutedCallAction(call: uuid, muted: true)) { error in
      Task { @MainActor in self.log.append(error.map { "mute refused: \($0)" } ?? "mute requested") }
    }
  }

  func reportIncomingCall(_ uuid: UUID, caller: String, video: Bool, completion: @escaping @Sendable () -> Void) {
    let update = CXCallUpdate()
    update.remoteHandle = CXHandle(type: .generic, value: caller)
    update.localizedCallerName = caller
    update.hasVideo = video
    update.supportsHolding = true
    let task = UIApplication.shared.beginBackgroundTask(withName: "report-call")
    // The provider's delegate queue is the main queue, so its completions run on the main actor.
    provider.reportNewIncomingCall(with: uuid, update: update) { error in
      MainActor.assumeIsolated {
        if let error = error as? CXErrorCodeIncomingCallError {
          switch error.code {
          case .filteredByDoNotDisturb: self.log.append("\(caller): silenced by Focus")
          case .filteredByBlockList: self.log.append("\(caller): blocked")
          case .callUUIDAlreadyExists: self.log.append("\(caller): already ringing")
          default: self.log.append("\(caller): refused (\(error.code.rawValue))")
          }
        } else if let error {
          self.log.append("\(caller): \(error)")
        } else {
          self.calls[uuid] = caller
          self.log.append("\(caller): ringing")
        }
        UIApplication.shared.endBackgroundTask(task)
      }
      completion()
    }
  }
}

// voip article registry: begin
extension CallManager: @preconcurrency PKPushRegistryDelegate {
  func pushRegistry(_ registry: PKPushRegistry, didUpdate pushCredentials: PKPushCredentials, for type: PKPushType) {
    voipToken = pushCredentials.token.map { String(format: "%02x", $0) }.joined()
  }

  func pushRegistry(_ registry: PKPushRegistry, didInvalidatePushTokenFor type: PKPushType) {
    voipToken = nil
  }

  func pushRegistry(
    _ registry: PKPushRegistry, didReceiveIncomingPushWith payload: PKPushPayload, for type: PKPushType,
    completion: @escaping @Sendable () -> Void
  ) {
    guard type == .voIP else { return completion() }
    let body = payload.dictionaryPayload
    if body["kind"] as? String == "cancel" {
      // The bug this app shipped with: a "call cancelled" push reports no call, so iOS ends the
      // app and, after a few, stops delivering VoIP pushes.
      log.append("cancel push ignored")
      completion()
      return
    }
    let uuid = (body["callID"] as? String).flatMap(UUID.init(uuidString:)) ?? UUID()
    reportIncomingCall(
      uuid, caller: body["caller"] as? String ?? "Unknown", video: body["video"] as? Bool ?? false, completion: completion)
  }
}

// voip article registry: end

// voip article provider: begin
extension CallManager: @preconcurrency CXProviderDelegate {
  func providerDidReset(_ provider: CXProvider) {
    calls.removeAll()
    audioRunning = false
  }

  func provider(_ provider: CXProvider, perform action: CXAnswerCallAction) {
    try? AVAudioSession.sharedInstance().setCategory(.playAndRecord, mode: .voiceChat, options: [.allowBluetooth])
    log.append("answered \(calls[action.callUUID] ?? "?")")
    action.fulfill()
  }

  func provider(_ provider: CXProvider, perform action: CXEndCallAction) {
    log.append("ended \(calls.removeValue(forKey: action.callUUID) ?? "?")")
    action.fulfill()
  }

  func provider(_ provider: CXProvider, perform action: CXSetMutedCallAction) {
    log.append(action.isMuted ? "muted" : "unmuted")
    action.fulfill()
  }

  func provider(_ provider: CXProvider, didActivate audioSession: AVAudioSession) {
    audioRunning = audioSession.category == .playAndRecord
  }

  func provider(_ provider: CXProvider, didDeactivate audioSession: AVAudioSession) {
    audioRunning = false
  }
}
// voip article provider: end
