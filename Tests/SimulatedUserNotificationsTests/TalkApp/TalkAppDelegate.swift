// A Push to Talk app's files as they are in its iOS project, written against Apple's SDK: only
// the imports differ on Linux.
#if canImport(PushToTalk) && os(iOS)
import AVFAudio
import PushToTalk
import UIKit
#else
import SimulatedUserNotifications
#endif
import Foundation

/// Creates the channel manager at launch, as Push to Talk asks, so pushes reach it in every launch.
final class TalkAppDelegate: UIResponder, UIApplicationDelegate {
  let talk = WalkieTalkie()

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    talk.start()
    return true
  }
}

/// The app's Push to Talk code: joins the crew channel, forwards the ephemeral token, names the
/// speaker of each push or leaves when the server says so, and talks.
final class WalkieTalkie: NSObject, PTChannelManagerDelegate, PTChannelRestorationDelegate, @unchecked Sendable {
  private let lock = NSLock()
  private var manager: PTChannelManager?
  private var entries: [String] = []
  private var token: String?

  /// What happened, in order: what the app would log.
  var log: [String] {
    lock.lock()
    defer { lock.unlock() }
    return entries
  }

  /// The ephemeral push token, as sent to the server.
  var pushToken: String? {
    lock.lock()
    defer { lock.unlock() }
    return token
  }

  private func note(_ entry: String) {
    lock.lock()
    entries.append(entry)
    lock.unlock()
  }

  private var channelManager: PTChannelManager? {
    lock.lock()
    defer { lock.unlock() }
    return manager
  }

  func start() {
    PTChannelManager.channelManager(delegate: self, restorationDelegate: self) { manager, error in
      guard let manager else { return self.note("no channel manager: \(String(describing: error))") }
      self.lock.lock()
      self.manager = manager
      self.lock.unlock()
      self.note("channel manager ready")
    }
  }

  func join(_ channel: UUID) {
    channelManager?.requestJoinChannel(channelUUID: channel, descriptor: PTChannelDescriptor(name: "Crew", image: nil))
  }

  func talk(in channel: UUID) {
    channelManager?.requestBeginTransmitting(channelUUID: channel)
  }

  static func describe(_ error: any Error) -> String {
    guard let error = error as? PTChannelError else { return "\(error)" }
    switch error.code {
    case .appNotForeground: return "appNotForeground"
    case .channelNotFound: return "channelNotFound"
    case .channelLimitReached: return "channelLimitReached"
    case .transmissionInProgress: return "transmissionInProgress"
    default: return "code \(error.code.rawValue)"
    }
  }

  // MARK: PTChannelManagerDelegate

  func channelManager(_ channelManager: PTChannelManager, didJoinChannel channelUUID: UUID, reason: PTChannelJoinReason) {
    note("joined \(channelUUID.uuidString) (\(reason == .developerRequest ? "developerRequest" : "channelRestoration"))")
  }

  func channelManager(_ channelManager: PTChannelManager, didLeaveChannel channelUUID: UUID, reason: PTChannelLeaveReason) {
    lock.lock()
    token = nil
    lock.unlock()
    note("left \(channelUUID.uuidString) (\(reason == .developerRequest ? "developerRequest" : "other"))")
  }

  func channelManager(_ channelManager: PTChannelManager, channelUUID: UUID, didBeginTransmittingFrom source: PTChannelTransmitRequestSource) {
    note("transmitting")
  }

  func channelManager(_ channelManager: PTChannelManager, channelUUID: UUID, didEndTransmittingFrom source: PTChannelTransmitRequestSource) {
    note("stopped transmitting")
  }

  func channelManager(_ channelManager: PTChannelManager, receivedEphemeralPushToken pushToken: Data) {
    lock.lock()
    token = pushToken.map { String(format: "%02x", $0) }.joined()
    lock.unlock()
    note("token sent to server")
  }

  func incomingPushResult(channelManager: PTChannelManager, channelUUID: UUID, pushPayload: [String: Any]) -> PTPushResult {
    if pushPayload["action"] as? String == "leave" {
      note("server ended the channel")
      return .leaveChannel
    }
    let speaker = pushPayload["speaker"] as? String ?? "Someone"
    note("\(speaker) speaks")
    return .activeRemoteParticipant(PTParticipant(name: speaker, image: nil))
  }

  func channelManager(_ channelManager: PTChannelManager, didActivate audioSession: AVAudioSession) {
    note("audio on")
  }

  func channelManager(_ channelManager: PTChannelManager, didDeactivate audioSession: AVAudioSession) {
    note("audio off")
  }

  func channelManager(_ channelManager: PTChannelManager, failedToJoinChannel channelUUID: UUID, error: any Error) {
    note("join failed: \(Self.describe(error))")
  }

  func channelManager(_ channelManager: PTChannelManager, failedToBeginTransmittingInChannel channelUUID: UUID, error: any Error) {
    note("talk failed: \(Self.describe(error))")
  }

  // MARK: PTChannelRestorationDelegate

  func channelDescriptor(restoredChannelUUID channelUUID: UUID) -> PTChannelDescriptor {
    PTChannelDescriptor(name: "Crew", image: nil)
  }
}
