public import NotificationPayload

/// A broadcast channel the provider created with APNs's channel management API, for Live
/// Activity updates sent to every subscriber at once (iOS 18). Models a channel of "Sending
/// channel management requests to APNs"
/// (https://developer.apple.com/documentation/usernotifications/sending-channel-management-requests-to-apns).
public struct BroadcastChannel: Hashable, Sendable {
  /// The channel's message storage policy (`message-storage-policy`), fixed when it is created.
  public enum StoragePolicy: String, Hashable, Sendable, CaseIterable {
    /// `0`: APNs keeps no message for a device that is offline; broadcasts must carry
    /// `apns-expiration: 0`.
    case noMessageStored
    /// `1`: APNs keeps the most recent message, for up to 8 hours, for a device that is offline.
    case mostRecentMessageStored
  }

  /// The channel id (`apns-channel-id`).
  public var id: String
  /// Its storage policy.
  public var storagePolicy: StoragePolicy
  /// The message APNs keeps for the offline device under ``StoragePolicy/mostRecentMessageStored``.
  var stored: StoredBroadcast?
}

/// A broadcast APNs keeps for the offline device.
struct StoredBroadcast: Hashable, Sendable {
  var id: String
  var payload: Payload
  var priority: Int
  var until: Int64
}

/// A broadcast push request: `POST /4/broadcasts/apps/<bundle ID>` with `apns-channel-id`
/// (https://developer.apple.com/documentation/usernotifications/sending-broadcast-push-notification-requests-to-apns).
public struct BroadcastPush: Hashable, Sendable {
  /// The id the trace uses for the request.
  public var id: String
  /// `apns-channel-id`.
  public var channel: String
  /// The body: an ActivityKit `update` or `end` (a broadcast cannot start an activity).
  public var payload: Payload
  /// `apns-priority`: 10, 5 or 1.
  public var priority: Int
  /// `apns-expiration`, a UNIX time in seconds; `0` asks APNs to store nothing.
  public var expiration: Int64
  /// The size of the body in bytes, as sent.
  public var byteCount: Int

  /// Creates a broadcast request.
  public init(id: String, channel: String, payload: Payload, priority: Int = 10, expiration: Int64 = 0, byteCount: Int) {
    self.id = id
    self.channel = channel
    self.payload = payload
    self.priority = priority
    self.expiration = expiration
    self.byteCount = byteCount
  }
}

extension Simulator {
  // MARK: Broadcast channels (rules LA10, LA11)

  /// The largest body APNs accepts for a broadcast push, in bytes (rule LA9).
  public static let broadcastPayloadLimit = 5120
  /// How long APNs keeps the most recent message of a channel that stores one: 8 hours (rule LA11).
  public static let broadcastStorageDuration: Int64 = 8 * 60 * 60

  /// The provider creates broadcast channel `id` with `storagePolicy`
  /// (`POST /1/apps/<bundle ID>/channels`, answered 201 with the `apns-channel-id`).
  ///
  /// Throws when a channel with that id exists.
  public mutating func createBroadcastChannel(_ id: String, storagePolicy: BroadcastChannel.StoragePolicy) throws(SimulationError) {
    guard device.liveActivities.channel(id) == nil else {
      throw SimulationError(.invalidPayload, "can't create channel '\(id)': it exists. Give each channel its own id.")
    }
    record(.user("the provider creates broadcast channel \(id) (\(storagePolicy.rawValue))"))
    device.liveActivities.channels.append(BroadcastChannel(id: id, storagePolicy: storagePolicy))
    record(.apns(.channelCreated(id, storagePolicy: storagePolicy.rawValue)), rule: DeviceRules.activityChannels.id)
    finishStimulus()
  }

  /// The provider deletes broadcast channel `id` (`DELETE /1/apps/<bundle ID>/channels`); later
  /// broadcasts to it get `ChannelNotRegistered`.
  public mutating func deleteBroadcastChannel(_ id: String) throws(SimulationError) {
    guard let index = device.liveActivities.channels.firstIndex(where: { $0.id == id }) else {
      throw SimulationError(.unknownNotification, "can't delete channel '\(id)': no such channel. Create it first.")
    }
    record(.user("the provider deletes broadcast channel \(id)"))
    device.liveActivities.channels.remove(at: index)
    record(.apns(.channelDeleted(id)), rule: DeviceRules.activityChannels.id)
    finishStimulus()
  }

  /// The provider sends a broadcast push to a channel. APNs answers first: `ChannelNotRegistered`
  /// for a channel that does not exist, `BadExpirationDate` for a channel that stores nothing
  /// and an `apns-expiration` other than 0, `BadPriority` for a priority other than 10, 5 and 1,
  /// `PayloadTooLarge` over 5120 bytes (rules LA9, LA11). Then every Live Activity subscribed to
  /// the channel applies it as it applies an update or end pushed to its token (rule LA10); a
  /// device that is offline gets the channel's stored message when it is back (rule LA11).
  public mutating func broadcastPush(_ push: BroadcastPush) throws(SimulationError) {
    record(.user("the provider broadcasts \(push.id) to channel \(push.channel) (priority \(push.priority))"))
    device.apns.requestCount += 1
    let apnsID = APNsLink.messageID(device.apns.requestCount)
    func refuse(_ reason: APNsReason, rule: String) {
      record(.apns(.answered(push.id, APNsResponse(status: reason.status, reason: reason, apnsID: apnsID))), rule: rule)
    }
    guard let channelIndex = device.liveActivities.channels.firstIndex(where: { $0.id == push.channel }) else {
      refuse(.channelNotRegistered, rule: DeviceRules.activityChannels.id)
      return finishStimulus()
    }
    let channel = device.liveActivities.channels[channelIndex]
    if channel.storagePolicy == .noMessageStored && push.expiration != 0 {
      refuse(.badExpirationDate, rule: DeviceRules.activityChannelStorage.id)
      return finishStimulus()
    }
    if ![10, 5, 1].contains(push.priority) {
      refuse(.badPriority, rule: DeviceRules.activityChannels.id)
      return finishStimulus()
    }
    if push.byteCount > Self.broadcastPayloadLimit {
      refuse(.payloadTooLarge, rule: DeviceRules.activityPayloadSize.id)
      return finishStimulus()
    }
    record(.apns(.answered(push.id, APNsResponse(status: 200, reason: nil, apnsID: apnsID))), rule: DeviceRules.activityChannels.id)
    if !device.apns.isOnline {
      let storageRule = DeviceRules.activityChannelStorage.id
      if channel.storagePolicy == .noMessageStored {
        record(.apns(.discarded(push.id, reason: "channel-stores-nothing")), rule: storageRule)
      } else {
        if let older = channel.stored {
          record(.apns(.discarded(older.id, reason: "replaced")), rule: storageRule)
        }
        let now = configuration.calendar.secondsSince1970(at: self.now)
        let until = min(push.expiration, now + Self.broadcastStorageDuration)
        device.liveActivities.channels[channelIndex].stored = StoredBroadcast(
          id: push.id, payload: push.payload, priority: push.priority, until: until)
        record(.apns(.stored(push.id, until: until, why: "the device is offline; the channel keeps its most recent message")),
          rule: storageRule)
      }
      return finishStimulus()
    }
    deliverBroadcast(push.payload, id: push.id, channel: push.channel, priority: push.priority)
    finishStimulus()
  }

  /// Hands a broadcast to every activity on the device subscribed to `channel`, oldest first.
  mutating func deliverBroadcast(_ payload: Payload, id: String, channel: String, priority: Int) {
    guard let content = payload.aps.liveActivity else { return }
    for index in device.liveActivities.activities.indices where device.liveActivities.activities[index].channel == channel {
      let activity = device.liveActivities.activities[index]
      guard activity.state != .dismissed else { continue }
      if content.event == "start" {
        record(.system(.liveActivity(.ignored(activity.id, reason: "broadcast-cannot-start"))), rule: DeviceRules.activityChannels.id)
        continue
      }
      applyActivityPush(payload, content, index: index, priority: priority == 10 ? 10 : 5)
    }
  }

  /// The device is back online: APNs forwards each channel's stored message that has not
  /// expired (rule LA11).
  mutating func forwardStoredBroadcasts() {
    let now = configuration.calendar.secondsSince1970(at: self.now)
    for index in device.liveActivities.channels.indices {
      guard let stored = device.liveActivities.channels[index].stored else { continue }
      device.liveActivities.channels[index].stored = nil
      let rule = DeviceRules.activityChannelStorage.id
      guard stored.until >= now else {
        record(.apns(.discarded(stored.id, reason: "expired")), rule: rule)
        continue
      }
      record(.apns(.forwarded(stored.id)), rule: rule)
      deliverBroadcast(stored.payload, id: stored.id, channel: device.liveActivities.channels[index].id, priority: stored.priority)
    }
  }
}
