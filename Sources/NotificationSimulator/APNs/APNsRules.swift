public import NotificationPayload

/// The rules of the link between the provider and the device: how APNs answers a request, when
/// it stores a notification for later, and how device tokens live and die.
///
/// Rules as data, like ``DeviceRules``: the trace cites them (`[AP4]`), `notifsim table` prints
/// them with their sources, and the behaviour reference (§5, §6.4, §8.2–§8.4) explains them.
extension DeviceRules {
  private static let apnsDocs = "https://developer.apple.com/documentation/usernotifications/"
  private static let sending = Citation(apnsDocs + "sending-notification-requests-to-apns", .apple)
  private static let responses = Citation(apnsDocs + "handling-notification-responses-from-apns", .apple)
  private static let metrics = Citation(apnsDocs + "viewing-the-status-of-push-notifications-using-metrics-and-apns", .apple)
  private static let registering = Citation(apnsDocs + "registering-your-app-with-apns", .apple)
  private static let didRegister = Citation(
    "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:didregisterforremotenotificationswithdevicetoken:)",
    .apple)
  private static let background = Citation(apnsDocs + "pushing-background-updates-to-your-app", .apple)
  private static let xcode14 = Citation(
    "https://developer.apple.com/documentation/xcode-release-notes/xcode-14-release-notes", .apple)

  /// AP1: APNs answers every request, in a fixed order of checks.
  public static let apnsAnswers = DeviceRule(
    id: "AP1",
    summary: "APNs answers every request: 200 with its apns-id, or a status and a reason; the simulator checks the provider, the request's headers and body, then the device token, in that order.",
    section: "§8.2, §8.3", sources: [responses, sending])
  /// AP2: an `apns-id` APNs makes up when the request has none.
  public static let apnsID = DeviceRule(
    id: "AP2",
    summary: "A request without apns-id gets one from APNs, a canonical lower-case UUID, returned in the answer.",
    section: "§8.2", sources: [sending])
  /// AP3: what `apns-priority` means for delivery.
  public static let apnsPriority = DeviceRule(
    id: "AP3",
    summary: "apns-priority 10 (the default) is sent at once; 5 waits while the device is power-restricted; 1 never wakes the device, which the simulator reads as waiting while the device is locked or power-restricted.",
    section: "§8.2", sources: [sending])
  /// AP4: `apns-expiration` decides whether and how long APNs stores a notification.
  public static let apnsExpiration = DeviceRule(
    id: "AP4",
    summary: "apns-expiration 0 is tried once and never stored; a UNIX time is stored until then; without the header APNs stores for 30 days; an expired notification is discarded.",
    section: "§8.2, §8.4", sources: [sending])
  /// AP5: one stored notification per app.
  public static let apnsStoresOne = DeviceRule(
    id: "AP5",
    summary: "While the device is offline or power-restricted APNs stores one notification per app and delivers it when the device is back; a newer one replaces the stored one (which one is kept: quirk apnsStoresLastNotification).",
    section: "§8.4", sources: [sending, metrics])
  /// AP6: APNs may reorder notifications to one token.
  public static let apnsReorders = DeviceRule(
    id: "AP6",
    summary: "APNs does not promise the order of notifications to one device token (quirk apnsReordersPushes, off by default).",
    section: "§8.4", sources: [metrics])
  /// AP7: device tokens belong to one install of one app on one device.
  public static let apnsTokens = DeviceRule(
    id: "AP7",
    summary: "An app has no device token before it registers; a token is unique per app and device, and changes when the app is deleted and installed again or the device is restored; a Simulator's token is longer.",
    section: "§6.4", sources: [didRegister, registering, xcode14, Citation("https://nshipster.com/apns-device-tokens/", .reported)])
  /// AP8: a token of a deleted app answers 410.
  public static let apnsUnregistered = DeviceRule(
    id: "AP8",
    summary: "A request to a token that is no longer active (the app was deleted, or the token changed) answers 410 Unregistered with the time, in milliseconds since 1970, APNs learned of it.",
    section: "§8.3, §8.4", sources: [responses, metrics])
  /// AP9: a token of the other environment answers BadDeviceToken.
  public static let apnsEnvironment = DeviceRule(
    id: "AP9",
    summary: "A token the app got from the other environment (sandbox against production) answers 400 BadDeviceToken.",
    section: "§8.2, §8.3", sources: [responses, sending])
  /// AP10: the topic and the provider's connection.
  public static let apnsTopic = DeviceRule(
    id: "AP10",
    summary: "apns-topic is the bundle ID plus the push type's suffix; a token-based connection must send it (MissingTopic), a certificate connection may leave it out; a topic the credentials do not cover answers TopicDisallowed, a malformed one BadTopic.",
    section: "§8.2, §8.3", sources: [sending, responses])
  /// AP11: background pushes and the push type.
  public static let apnsBackground = DeviceRule(
    id: "AP11",
    summary: "A background push is sent with apns-push-type background and apns-priority 5; Apple calls priority 10 with it an error but documents no rejection, so APNs answers 200 and the trace warns; a push type that does not fit the payload is warned about too.",
    section: "§5, §8.2", sources: [sending, background])
  /// AP12: the system changes the app's device token and tells the app without being asked.
  public static let apnsNewToken = DeviceRule(
    id: "AP12",
    summary: "APNs may issue a new device token at any time, and a restore changes it: the old token stops being active, and iOS passes the new one to didRegisterForRemoteNotificationsWithDeviceToken without a registerForRemoteNotifications() call, at once while the app runs, otherwise the next time it runs (quirk newDeviceTokenWaitsForRegistration: only at its next registration).",
    section: "§6.4", sources: [registering, didRegister])
  /// AP13: the provider sends only to a token it has, and drops one APNs answered 410 for.
  public static let apnsProviderTokens = DeviceRule(
    id: "AP13",
    summary: "A provider sends only to a device token the app gave it: with none (the app never registered) the push is not sent; after a 410 it discards the token and sends nothing more to it until the app gives it a new one.",
    section: "§6.4, §8.3", sources: [responses, registering])

  /// AP14: a push reaches what its `apns-push-type` names, and only `alert` and `background`
  /// pushes reach UserNotifications.
  public static let apnsPushReceiver = DeviceRule(
    id: "AP14",
    summary: "The device hands a push APNs accepted to what its apns-push-type names: alert and background pushes to UNUserNotificationCenter and the app delegate, voip to PushKit, location to the Location Push Service Extension, pushtotalk to Push to Talk, widgets and controls to WidgetKit; complication, fileprovider, mdm and liveactivity pushes go to their own frameworks. None of the others shows a notification, whatever its aps holds.",
    section: "§8.2", sources: [sending])

  /// The APNs link's rules, in id order.
  public static let apns: [DeviceRule] = [
    apnsAnswers, apnsID, apnsPriority, apnsExpiration, apnsStoresOne, apnsReorders, apnsTokens, apnsUnregistered,
    apnsEnvironment, apnsTopic, apnsBackground, apnsNewToken, apnsProviderTokens, apnsPushReceiver,
  ]
}

extension DeviceRules {
  /// The device rules about what a push of `pushType` does on the device, for the push types
  /// that do not reach UserNotifications (`notifsim explain --push-type`): rule AP14, which
  /// hands the push over, then the rules of what receives it. Empty for the others.
  public static func rules(forPushType pushType: APNsPushType) -> [DeviceRule] {
    guard let receiver = pushType.receiver, receiver != .userNotifications else { return [] }
    let receiving: [DeviceRule] =
      switch pushType {
      case .widgets: [widgetPushReload, widgetReloadBudget, widgetPushVersions]
      case .controls: [controlPushReload, widgetPushVersions]
      case .pushToTalk: pushToTalkRules
      case .voip: pushKitRules
      case .location: locationPushRules
      case .liveActivity: liveActivities
      default: []
      }
    return [apnsPushReceiver] + receiving
  }
}
