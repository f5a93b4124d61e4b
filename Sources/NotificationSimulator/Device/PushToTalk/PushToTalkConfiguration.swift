public import NotificationPayload

/// The answer an app's `incomingPushResult(channelManager:channelUUID:pushPayload:)` returns for
/// a Push to Talk push.
///
/// Models `PTPushResult` (https://developer.apple.com/documentation/pushtotalk/ptpushresult):
/// `.activeRemoteParticipant(_:)` names who is speaking, `.leaveChannel` leaves the channel
/// (rule PT3).
public enum PushToTalkResult: Hashable, Sendable {
  /// `PTPushResult.activeRemoteParticipant(_:)`: the system shows this participant as the
  /// speaker and activates the audio session.
  case activeRemoteParticipant(String)
  /// `PTPushResult.leaveChannel`: the system leaves the channel.
  case leaveChannel

  /// The `PTPushResult` case's name, as scenario files write it.
  public var name: PushToTalkResultName {
    switch self {
    case .activeRemoteParticipant: .activeRemoteParticipant
    case .leaveChannel: .leaveChannel
    }
  }
}

/// The names of the `PTPushResult` cases
/// (https://developer.apple.com/documentation/pushtotalk/ptpushresult), as scenario files write
/// them in `"result"`.
public enum PushToTalkResultName: String, Hashable, Sendable, CaseIterable {
  /// `PTPushResult.activeRemoteParticipant(_:)`.
  case activeRemoteParticipant
  /// `PTPushResult.leaveChannel`.
  case leaveChannel
}

/// How the app uses the Push to Talk framework, and how it answers a Push to Talk push.
///
/// Models an app's `PTChannelManager`
/// (https://developer.apple.com/documentation/pushtotalk/ptchannelmanager) and its
/// `PTChannelManagerDelegate`
/// (https://developer.apple.com/documentation/pushtotalk/ptchannelmanagerdelegate). Rules
/// PT1–PT8, behaviour reference §16.
public struct PushToTalkConfiguration: Hashable, Sendable {
  /// The remote participant an app names when nothing else says who speaks.
  public static let defaultParticipant = "Remote participant"

  /// Whether the app creates its `PTChannelManager` with
  /// `channelManager(delegate:restorationDelegate:)` at every launch, as Apple asks, so that
  /// its channel is restored and pushes reach it. Without it iOS delivers no Push to Talk push
  /// in that launch (rule PT1). Default `true`.
  public var createsChannelManagerAtLaunch: Bool
  /// What `incomingPushResult(channelManager:channelUUID:pushPayload:)` returns (rule PT3).
  /// Default `.activeRemoteParticipant("Remote participant")`.
  public var result: PushToTalkResult
  /// Whether the channel's transmission mode is `PTTransmissionMode.halfDuplex`
  /// (https://developer.apple.com/documentation/pushtotalk/pttransmissionmode): one person
  /// speaks at a time, so naming a remote speaker while the local person transmits is an error
  /// (rule PT4). Default `true`.
  public var halfDuplex: Bool

  /// Creates the app's Push to Talk set-up.
  public init(
    createsChannelManagerAtLaunch: Bool = true,
    result: PushToTalkResult = .activeRemoteParticipant(PushToTalkConfiguration.defaultParticipant),
    halfDuplex: Bool = true
  ) {
    self.createsChannelManagerAtLaunch = createsChannelManagerAtLaunch
    self.result = result
    self.halfDuplex = halfDuplex
  }
}

/// A Push to Talk push arriving at the device: `apns-push-type: pushtotalk` on the topic
/// `<bundle ID>.voip-ptt`, sent to the channel's ephemeral push token.
///
/// Models the push the framework hands to
/// `incomingPushResult(channelManager:channelUUID:pushPayload:)`
/// (https://developer.apple.com/documentation/pushtotalk/ptchannelmanagerdelegate/incomingpushresult(channelmanager:channeluuid:pushpayload:)),
/// or, for an iOS 17.2 service update (`aps` `"ptt-push-type": "service-update"`), to
/// `incomingServiceUpdatePush(channelManager:channelUUID:pushPayload:isHighPriority:remainingHighPriorityBudget:completion:)`.
public struct PushToTalkPush: Hashable, Sendable {
  /// The push's identifier in the trace.
  public var identifier: String
  /// How the app answers this push: `nil` uses ``PushToTalkConfiguration/result``.
  public var result: PushToTalkResult?
  /// Whether the push is a service update (`"ptt-push-type": "service-update"` in `aps`,
  /// iOS 17.2; rule PT6) rather than a push for `incomingPushResult`.
  public var isServiceUpdate: Bool
  /// Whether it was sent with `apns-priority: 10`; a service update at priority 10 spends the
  /// high-priority budget (rule PT6). Default `true`.
  public var isHighPriority: Bool
  /// The push's JSON payload, which the team's `incomingPushResult(channelManager:channelUUID:pushPayload:)`
  /// reads as `pushPayload`; `nil` for an empty payload. Only the team's code reads it.
  public var payload: JSONObject?

  /// Creates a Push to Talk push.
  public init(
    identifier: String, result: PushToTalkResult? = nil, isServiceUpdate: Bool = false, isHighPriority: Bool = true,
    payload: JSONObject? = nil
  ) {
    self.identifier = identifier
    self.result = result
    self.isServiceUpdate = isServiceUpdate
    self.isHighPriority = isHighPriority
    self.payload = payload
  }
}

/// What iOS keeps about the app's Push to Talk channel.
///
/// Models the state behind `PTChannelManager`
/// (https://developer.apple.com/documentation/pushtotalk/ptchannelmanager): whether a manager of
/// this launch exists, the joined channel and its ephemeral token, who speaks, and the
/// service-update budget (rules PT1–PT6).
public struct PushToTalkState: Hashable, Sendable {
  /// Whether the running process created its `PTChannelManager`.
  public internal(set) var channelManagerCreated = false
  /// The channel the app has joined, if any; the system keeps it across launches.
  public internal(set) var channel: String?
  /// The ephemeral push token of the current join; `nil` when no channel is joined.
  public internal(set) var token: DeviceToken?
  /// How many times the app joined a channel: each join gets a new token.
  public internal(set) var joins = 0
  /// Whether the local person is transmitting.
  public internal(set) var transmitting = false
  /// The remote participant the system shows as speaking, if any.
  public internal(set) var remoteParticipant: String?
  /// Whether the channel's audio session is active (`channelManager(_:didActivate:)`).
  public internal(set) var audioActive = false
  /// High-priority service updates spent (rule PT6).
  public internal(set) var highPriorityUpdatesSpent = 0

  /// A fresh state: no manager, no channel.
  public init() {}
}

/// What happened to the app's Push to Talk channel, as the trace records it (a `system` event
/// whose name starts with `ptt`). Models what the Push to Talk framework shows the person and
/// hands the app through `PTChannelManagerDelegate`
/// (https://developer.apple.com/documentation/pushtotalk/ptchannelmanagerdelegate).
public enum PushToTalkEvent: Hashable, Sendable {
  /// `channelManager(_:didJoinChannel:reason:)`: the app joined `channel`; `reason` is the
  /// `PTChannelJoinReason`, `developerRequest` or `channelRestoration` (`pttChannelJoined`; rule PT1).
  case joined(channel: String, reason: String)
  /// `channelManager(_:failedToJoinChannel:error:)`: the framework refused to join `channel`
  /// with `error`, a `PTChannelError.Code` such as `appNotForeground`, while the app was in
  /// `state` (`pttChannelJoinFailed`; rule PT8).
  case joinFailed(channel: String, error: String, state: AppState)
  /// `channelManager(_:didLeaveChannel:reason:)`: the app left `channel`, and its ephemeral
  /// token stopped working; `reason` is the `PTChannelLeaveReason` (`pttChannelLeft`; rules PT1, PT3).
  case left(channel: String, reason: String)
  /// A Push to Talk push was not delivered (`pttPushNotDelivered`; rules PT1, PT6, PT7).
  case notDelivered(String, reason: String)
  /// The system shows `participant` as the channel's speaker, from
  /// `PTPushResult.activeRemoteParticipant(_:)` (`pttRemoteParticipant`; rule PT3).
  case remoteParticipant(String, channel: String, participant: String)
  /// The app named a remote speaker while the local person transmits in half-duplex, which the
  /// framework refuses (`pttError`; rule PT4).
  case error(String, reason: String)
  /// `channelManager(_:channelUUID:didBeginTransmittingFrom:)`: the local person started
  /// transmitting (`pttTransmissionBegan`; rule PT5).
  case transmissionBegan(channel: String)
  /// `channelManager(_:channelUUID:didEndTransmittingFrom:)`: the local person stopped
  /// (`pttTransmissionEnded`; rule PT5).
  case transmissionEnded(channel: String)
  /// A service update reached `incomingServiceUpdatePush(…isHighPriority:remainingHighPriorityBudget:completion:)`
  /// with these arguments (`pttServiceUpdate`; rule PT6).
  case serviceUpdate(String, highPriority: Bool, remainingHighPriorityBudget: Int)

  /// The event's name in scenario files.
  public var name: String {
    switch self {
    case .joined: "pttChannelJoined"
    case .joinFailed: "pttChannelJoinFailed"
    case .left: "pttChannelLeft"
    case .notDelivered: "pttPushNotDelivered"
    case .remoteParticipant: "pttRemoteParticipant"
    case .error: "pttError"
    case .transmissionBegan: "pttTransmissionBegan"
    case .transmissionEnded: "pttTransmissionEnded"
    case .serviceUpdate: "pttServiceUpdate"
    }
  }

  /// The event's facts, in the order scenario files and the JSON output list them.
  public var facts: [(name: String, value: String)] {
    switch self {
    case .joined(let channel, let reason), .left(let channel, let reason): [("channel", channel), ("reason", reason)]
    case .joinFailed(let channel, let error, let state): [("channel", channel), ("error", error), ("state", state.rawValue)]
    case .notDelivered(let id, let reason), .error(let id, let reason): [("notification", id), ("reason", reason)]
    case .remoteParticipant(let id, let channel, let participant):
      [("notification", id), ("channel", channel), ("participant", participant)]
    case .transmissionBegan(let channel), .transmissionEnded(let channel): [("channel", channel)]
    case .serviceUpdate(let id, let high, let remaining):
      [("notification", id), ("highPriority", "\(high)"), ("remainingHighPriorityBudget", "\(remaining)")]
    }
  }

  /// The facts each event name records, for ``ObservedEvent/systemEventFacts``.
  static let factsByName: [String: [String]] = [
    "pttChannelJoined": ["channel", "reason"], "pttChannelLeft": ["channel", "reason"],
    "pttChannelJoinFailed": ["channel", "error", "state"],
    "pttPushNotDelivered": ["notification", "reason"],
    "pttRemoteParticipant": ["notification", "channel", "participant"],
    "pttError": ["notification", "reason"],
    "pttTransmissionBegan": ["channel"], "pttTransmissionEnded": ["channel"],
    "pttServiceUpdate": ["notification", "highPriority", "remainingHighPriorityBudget"],
  ]

  /// The event names, in the order of the cases.
  static let names = [
    "pttChannelJoined", "pttChannelLeft", "pttPushNotDelivered", "pttRemoteParticipant", "pttError",
    "pttTransmissionBegan", "pttTransmissionEnded", "pttServiceUpdate", "pttChannelJoinFailed",
  ]

  /// One line of text.
  public var description: String {
    switch self {
    case .joined(let channel, let reason): "Push to Talk channel \(channel) joined (\(reason))"
    case .joinFailed(let channel, let error, let state):
      "Push to Talk channel \(channel) not joined: channelManager(_:failedToJoinChannel:error:) with PTChannelError.\(error) (the app is \(state))"
    case .left(let channel, let reason): "Push to Talk channel \(channel) left (\(reason)); its ephemeral push token no longer works"
    case .notDelivered(let id, let reason): "Push to Talk push \(id) not delivered: \(reason)"
    case .remoteParticipant(let id, let channel, let participant):
      "Push to Talk push \(id): \(participant) shown speaking in channel \(channel)"
    case .error(let id, let reason): "Push to Talk push \(id) refused: \(reason)"
    case .transmissionBegan(let channel): "Push to Talk transmission began in channel \(channel)"
    case .transmissionEnded(let channel): "Push to Talk transmission ended in channel \(channel)"
    case .serviceUpdate(let id, let high, let remaining):
      "Push to Talk service update \(id): isHighPriority \(high), remainingHighPriorityBudget \(remaining)"
    }
  }
}
