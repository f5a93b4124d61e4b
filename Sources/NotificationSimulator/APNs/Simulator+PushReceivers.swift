extension Simulator {
  // MARK: What receives a push APNs accepted (rule AP14)

  /// Hands a push APNs accepted to `receiver`, the framework its `apns-push-type` names. Only
  /// UserNotifications displays it; for every other receiver, whatever its `aps` holds, nothing
  /// is displayed and no UserNotifications callback runs.
  ///
  /// Models the push-type table of Apple's "Sending notification requests to APNs"
  /// (https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns):
  /// a `voip` push goes to PushKit (rules VP1–VP5), `location` to the Location Push Service
  /// Extension (LP1–LP3), `pushtotalk` to Push to Talk (PT1–PT7). An app without the set-up
  /// for its framework receives nothing, and the trace says why. The frameworks the simulator
  /// does not model (`complication`, `fileprovider`, `mdm`, and `liveactivity` sent to a
  /// device token rather than an activity's) leave `pushHandedOver`.
  mutating func handOver(
    _ notification: StoredNotification, pushType: APNsPushType, to receiver: APNsPushReceiver
  ) throws(SimulationError) {
    let id = notification.id
    // Each framework's entry point throws only for an empty identifier or a missing set-up,
    // both ruled out here.
    switch receiver {
    case .userNotifications:
      try push(notification.payload, id: id, route: .apns)
    case .pushKit where pushType == .voip:
      guard configuration.app.voip != nil else {
        record(.system(.voipNotDelivered(id, reason: "the app does not use PushKit (no PKPushRegistry asks for VoIP pushes)")),
          rule: DeviceRules.voipRegistry.id)
        return finishStimulus()
      }
      try? voipPush(VoIPPush(identifier: id))
    case .locationPushExtension:
      guard configuration.app.locationPush != nil else {
        record(.system(.locationPushNotDelivered(id, reason: "the app has no Location Push Service Extension")),
          rule: DeviceRules.locationPushExtension.id)
        return finishStimulus()
      }
      try? locationPush(id: id)
    case .pushToTalk:
      guard configuration.app.pushToTalk != nil else {
        record(.system(.pushToTalk(.notDelivered(id, reason: "the app does not use Push to Talk (it creates no PTChannelManager)"))),
          rule: DeviceRules.pushToTalkChannel.id)
        return finishStimulus()
      }
      // Read from `aps` as the payload kept it: `userInfo` would read the whole document again
      // for a payload whose app keys were stepped over.
      let isServiceUpdate = notification.payload.aps.json.object?["ptt-push-type"]?.string == "service-update"
      try? pushToTalkPush(
        PushToTalkPush(identifier: id, isServiceUpdate: isServiceUpdate, isHighPriority: notification.priority == .immediate))
    case .widgetKit:
      // sendThroughAPNs hands these to WidgetKit before APNs stores anything.
      _ = handleWidgetKitPush(id, pushType: pushType)
      finishStimulus()
    case .pushKit, .fileProviderExtension, .deviceManagement, .activityKit:
      record(.system(.pushHandedOver(id, pushType: pushType, receiver: receiver)), rule: DeviceRules.apnsPushReceiver.id)
      finishStimulus()
    }
  }
}
