import NotificationPayload

extension DeviceRules {
  private static let activityKit = "https://developer.apple.com/documentation/activitykit/"
  private static let laPush =
    activityKit + "starting-and-updating-live-activities-with-activitykit-push-notifications"
  private static let laDisplay = activityKit + "displaying-live-data-with-live-activities"

  /// LA1: a local start needs the app in the foreground; the update token comes later.
  public static let activityLocalStart = DeviceRule(
    id: "LA1",
    summary: "Activity.request starts a Live Activity only while the app is in the foreground (otherwise ActivityAuthorizationError.visibility) and only when Live Activities are enabled for the app (otherwise denied); with pushType .token the update token arrives afterwards through pushTokenUpdates, not from request.",
    section: "§13.1", sources: [Citation(activityKit + "activityauthorizationerror", .apple), Citation(laDisplay, .apple),
      Citation(laPush, .apple)])
  /// LA2: push-to-start.
  public static let activityPushToStart = DeviceRule(
    id: "LA2",
    summary: "An ActivityKit push with event start (iOS 17.2 and later) starts a Live Activity of its attributes-type with its attributes and content-state, shows its alert, and wakes the app: a not-running app is launched in the background (also after a force quit, quirk liveActivityPushToStartSkipsForceQuitApp), a suspended one woken. The app receives the activity from Activity.activityUpdates and its update token from pushTokenUpdates (on iOS 17.x always, from iOS 18 when the push sets input-push-token), runs in the background to hand them to its server, and is suspended again 30 seconds later (the length is inferred: Apple gives none for this wake); before iOS 17.2 the push does nothing.",
    section: "§13.1", sources: [Citation(activityKit + "activity/pushtostarttoken", .apple), Citation(laPush, .apple),
      Citation(activityKit + "activity/activityupdates", .apple), Citation(activityKit + "activity/pushtokenupdates-swift.property", .apple)])
  /// LA3: update and end pushes are applied by the system.
  public static let activityPushUpdate = DeviceRule(
    id: "LA3",
    summary: "An update or end push changes the activity's content-state without calling the app (the widget extension renders it); a push for an activity that has ended is ignored.",
    section: "§13.2", sources: [Citation(laPush, .apple), Citation(laDisplay, .apple)])
  /// LA4: an older timestamp is ignored.
  public static let activityTimestampOrder = DeviceRule(
    id: "LA4",
    summary: "An update whose timestamp is older than the content already applied changes nothing; that pushes compare with each other as the timestamped local update does is inferred (quirk liveActivityAppliesOlderPushes).",
    section: "§13.2", sources: [Citation(activityKit + "activity/update(_:alertconfiguration:timestamp:)", .apple)])
  /// LA5: the stale date.
  public static let activityStaleDate = DeviceRule(
    id: "LA5",
    summary: "At its stale-date the activity becomes stale (isStale true) and keeps taking updates; an update with a later stale-date makes it active again.",
    section: "§13.2", sources: [Citation(activityKit + "activitycontent/staledate", .apple), Citation(laPush, .apple)])
  /// LA6: lifetime and dismissal.
  public static let activityLifetime = DeviceRule(
    id: "LA6",
    summary: "The system ends an activity 8 hours after it started; an ended activity leaves the Lock Screen at its dismissal-date (at once when that date has passed), after 4 hours at most, 4 hours by default.",
    section: "§13.3", sources: [Citation(laDisplay, .apple), Citation(laPush, .apple)])
  /// LA7: the priority-10 budget.
  public static let activityUpdateBudget = DeviceRule(
    id: "LA7",
    summary: "Priority-10 updates count against an hourly budget whose size Apple does not publish (quirk liveActivityUpdatesPerHour; more with NSSupportsLiveActivitiesFrequentUpdates while the person allows frequent updates); over budget they are throttled, while priority-5 updates do not count.",
    section: "§13.3", sources: [Citation(laPush, .apple)])
  /// LA8: the alert of a Live Activity push.
  public static let activityAlert = DeviceRule(
    id: "LA8",
    summary: "The alert of an ActivityKit push is not a notification: the expanded Dynamic Island, or the Lock Screen presentation as a banner, shows it; no willPresent or didReceive is called and Notification Center keeps nothing.",
    section: "§13.2", sources: [Citation(laDisplay, .apple), Citation(laPush, .apple)])
  /// LA9: the payload size.
  public static let activityPayloadSize = DeviceRule(
    id: "LA9",
    summary: "An ActivityKit push body may be 4096 bytes (5120 for a broadcast on a channel), and the activity's static and dynamic data together 4 KB; a larger start or update fails.",
    section: "§13.3", sources: [Citation(laDisplay, .apple),
      Citation("https://developer.apple.com/documentation/usernotifications/sending-broadcast-push-notification-requests-to-apns", .apple)])
  private static let broadcastSend =
    "https://developer.apple.com/documentation/usernotifications/sending-broadcast-push-notification-requests-to-apns"
  private static let broadcastManage =
    "https://developer.apple.com/documentation/usernotifications/sending-channel-management-requests-to-apns"
  /// LA10: broadcast channels.
  public static let activityChannels = DeviceRule(
    id: "LA10",
    summary: "From iOS 18 an activity started with pushType .channel(id), or by a push-to-start carrying input-push-channel, receives every broadcast the provider sends to that channel (apns-channel-id), applied as an update or end to its token is; APNs answers ChannelNotRegistered for a channel that does not exist and BadPriority for a priority other than 10, 5 and 1, and a broadcast cannot start an activity.",
    section: "§13.4", sources: [Citation(broadcastSend, .apple), Citation(activityKit + "pushtype/channel(_:)", .apple),
      Citation(laPush, .apple)])
  /// LA11: the channel's storage policy.
  public static let activityChannelStorage = DeviceRule(
    id: "LA11",
    summary: "A channel's message storage policy is fixed when it is created: with No Message Stored APNs keeps nothing for an offline device and refuses a broadcast whose apns-expiration is not 0 (BadExpirationDate); with Most Recent Message Stored it keeps the latest message, for up to 8 hours, and delivers it when the device is back.",
    section: "§13.4", sources: [Citation(broadcastManage, .apple), Citation(broadcastSend, .apple)])

  // MARK: ActivityKit
  /// LA12: the app's own updates and ends, and what the asynchronous sequences hand it.
  public static let activityAppUpdates = DeviceRule(
    id: "LA12",
    summary: "The app updates its activity with update(_:) or update(_:alertConfiguration:) and ends it with end(_:dismissalPolicy:), in the foreground or the background (dismissal: default after up to 4 hours, immediate at once, after(date) within 4 hours); an update or end of an activity that has ended changes nothing. A running app is handed each change through the activity's contentUpdates, activityStateUpdates and pushTokenUpdates, each new activity through Activity.activityUpdates, and the switches of Settings through ActivityAuthorizationInfo's activityEnablementUpdates and frequentPushEnablementUpdates; a request while Live Activities are switched off throws ActivityAuthorizationError.denied.",
    section: "§13.5", sources: [Citation(activityKit + "activity/update(_:alertconfiguration:)", .apple),
      Citation(activityKit + "activity/end(_:dismissalpolicy:)", .apple), Citation(activityKit + "activityuidismissalpolicy/after(_:)", .apple),
      Citation(activityKit + "activity", .apple), Citation(activityKit + "activityauthorizationinfo", .apple)])

  /// The Live Activity rules, in id order.
  static let liveActivities: [DeviceRule] = [
    activityLocalStart, activityPushToStart, activityPushUpdate, activityTimestampOrder, activityStaleDate,
    activityLifetime, activityUpdateBudget, activityAlert, activityPayloadSize, activityChannels, activityChannelStorage,
    activityAppUpdates,
  ]
}
