/// A rule of the device's own state (Notification Center, pending requests, triggers, badge),
/// with the sources it comes from.
///
/// The counterpart of ``RoutingRule`` for what iOS keeps rather than whom it calls: the trace
/// names these ids (`[NC1]`), and `notifsim table` prints them from ``DeviceRules/all``.
public struct DeviceRule: Hashable, Sendable {
  /// The id the trace cites, such as `NC1`.
  public var id: String
  /// What the rule says, in one sentence.
  public var summary: String
  /// The section of the project's behaviour reference.
  public var section: String
  /// The public sources, Apple's first.
  public var sources: [Citation]
}

/// Every device rule, in one place; the simulator, the trace and the printed table read them here.
public enum DeviceRules {
  private static let un = "https://developer.apple.com/documentation/usernotifications/"
  private static let uikit = "https://developer.apple.com/documentation/uikit/"

  /// NC1: a new request with a delivered one's identifier alerts again and replaces it at the top.
  public static let replaceDelivered = DeviceRule(
    id: "NC1",
    summary: "A new notification with the identifier of one in Notification Center alerts again, replaces it and moves to the top.",
    section: "§9", sources: [Citation(un + "unusernotificationcenter/add(_:withcompletionhandler:)", .apple)])
  /// NC2: a remote notification's identifier is its `apns-collapse-id`.
  public static let collapseIdentifier = DeviceRule(
    id: "NC2",
    summary: "A remote notification's request.identifier is its apns-collapse-id; without one the system assigns an identifier.",
    section: "§8.2, §9", sources: [Citation(un + "unnotificationrequest/identifier", .apple),
      Citation(un + "sending-notification-requests-to-apns", .apple)])
  /// NC3: only a notification presented with `.list` stays in Notification Center.
  public static let listKeepsEntry = DeviceRule(
    id: "NC3",
    summary: "Only a notification presented in the list stays in Notification Center; a banner alone is transient and [] keeps nothing.",
    section: "§3.2", sources: [Citation(un + "unnotificationpresentationoptions/list", .apple),
      Citation(un + "unnotificationpresentationoptions/banner", .apple)])
  /// NC4: a response or a dismissal takes the notification out of Notification Center.
  public static let responseRemovesEntry = DeviceRule(
    id: "NC4",
    summary: "Tapping a notification, choosing one of its actions, dismissing or clearing it takes it out of Notification Center.",
    section: "§2.3", sources: [Citation(un + "handling-notifications-and-notification-related-actions", .apple)])
  /// NC5: `getDeliveredNotifications` returns local and remote notifications still listed.
  public static let getDelivered = DeviceRule(
    id: "NC5",
    summary: "getDeliveredNotifications returns the app's local and remote notifications still in Notification Center, newest first.",
    section: "§9", sources: [Citation(un + "unusernotificationcenter/getdeliverednotifications(completionhandler:)", .apple)])
  /// NC6: removing delivered notifications ignores identifiers not on screen.
  public static let removeDelivered = DeviceRule(
    id: "NC6",
    summary: "removeDeliveredNotifications(withIdentifiers:) removes the listed notifications and ignores identifiers not displayed; removeAllDeliveredNotifications removes every one.",
    section: "§9", sources: [Citation(un + "unusernotificationcenter/removedeliverednotifications(withidentifiers:)", .apple)])
  /// NC7: threads group notifications; the relevance score picks the featured one.
  public static let threads = DeviceRule(
    id: "NC7",
    summary: "Notifications with the same threadIdentifier are grouped; the highest relevanceScore is the group's featured notification.",
    section: "§9", sources: [Citation(un + "unnotificationcontent/threadidentifier", .apple),
      Citation(un + "unnotificationcontent/relevancescore", .apple)])
  /// LN1: no trigger means now.
  public static let noTrigger = DeviceRule(
    id: "LN1", summary: "A request without a trigger is delivered at once.", section: "§9",
    sources: [Citation(un + "unnotificationrequest/init(identifier:content:trigger:)", .apple)])
  /// LN2: the time interval's limits.
  public static let timeInterval = DeviceRule(
    id: "LN2",
    summary: "A time-interval trigger needs an interval greater than 0, and at least 60 seconds if it repeats; otherwise creating it raises NSInternalInconsistencyException. A repeating one fires every interval until removed.",
    section: "§9", sources: [Citation(un + "untimeintervalnotificationtrigger/init(timeinterval:repeats:)", .apple),
      Citation("https://github.com/superwall/Superwall-iOS/issues/185", .reported)])
  /// LN3: calendar triggers match the device's local time.
  public static let calendar = DeviceRule(
    id: "LN3",
    summary: "A calendar trigger fires at the next local date-time that matches its components; a repeating one is rescheduled after each delivery until removed.",
    section: "§9", sources: [Citation(un + "uncalendarnotificationtrigger", .apple)])
  /// LN4: location triggers need when-in-use authorization.
  public static let location = DeviceRule(
    id: "LN4",
    summary: "A location trigger fires when the device enters (notifyOnEntry) or leaves (notifyOnExit) its region, and only with when-in-use location authorization.",
    section: "§9", sources: [Citation(un + "unlocationnotificationtrigger", .apple)])
  /// LN5: a pending request is replaced without an alert.
  public static let replacePending = DeviceRule(
    id: "LN5", summary: "A request with the identifier of a pending one replaces it, without an alert.", section: "§9",
    sources: [Citation(un + "unusernotificationcenter/add(_:withcompletionhandler:)", .apple)])
  /// LN6: the 64-request limit.
  public static let pendingLimit = DeviceRule(
    id: "LN6",
    summary: "An app has at most 64 pending requests; past that one is dropped with no error to the app (which one: quirk pendingLimitKeepsMostRecent).",
    section: "§9, §12.4", sources: [Citation(un + "unusernotificationcenter", .apple),
      Citation("https://stackoverflow.com/questions/43424044", .uncertain)])
  /// LN7: removing pending requests.
  public static let removePending = DeviceRule(
    id: "LN7",
    summary: "getPendingNotificationRequests returns local requests only; removePendingNotificationRequests(withIdentifiers:) ignores a non-repeating request that already fired.",
    section: "§9", sources: [Citation(un + "unusernotificationcenter/removependingnotificationrequests(withidentifiers:)", .apple),
      Citation(un + "unusernotificationcenter/getpendingnotificationrequests(completionhandler:)", .apple)])
  /// LN9: `userInfo` holds property-list values.
  public static let userInfoPropertyList = DeviceRule(
    id: "LN9",
    summary: "A notification's userInfo holds property-list values (strings, numbers, Booleans, Data, Date, and arrays and dictionaries with string keys of them), and the app gets the same values back; Apple documents no other kind.",
    section: "§9", sources: [Citation(un + "unmutablenotificationcontent/userinfo", .apple),
      Citation(un + "unnotificationcontent/userinfo", .apple)])
  /// BD1: the badge number's meaning.
  public static let badgeValue = DeviceRule(
    id: "BD1",
    summary: "A notification's badge of nil leaves the icon unchanged, 0 removes the badge and n sets it; iOS never increments it, so the server must send the number.",
    section: "§8.1, §9", sources: [Citation(un + "unmutablenotificationcontent/badge", .apple)])
  /// BD2: the badge needs badge authorization.
  public static let badgeAuthorization = DeviceRule(
    id: "BD2", summary: "The badge is ignored when the app is not authorized for badges.", section: "§6.3, §9",
    sources: [Citation(un + "unmutablenotificationcontent/badge", .apple)])
  /// BD3: the app setting the badge itself.
  public static let setBadge = DeviceRule(
    id: "BD3",
    summary: "The app sets the badge with setBadgeCount(_:) on iOS 16 and later; applicationIconBadgeNumber is deprecated from iOS 17.",
    section: "§9", sources: [Citation(un + "unusernotificationcenter/setbadgecount(_:withcompletionhandler:)", .apple),
      Citation(uikit + "uiapplication/applicationiconbadgenumber", .apple)])

  /// Every device rule, in id order.
  public static let all: [DeviceRule] = [
    replaceDelivered, collapseIdentifier, listKeepsEntry, responseRemovesEntry, getDelivered, removeDelivered, threads,
    noTrigger, timeInterval, calendar, location, replacePending, pendingLimit, removePending, nextTriggerDate, userInfoPropertyList, badgeValue,
    badgeAuthorization, setBadge,
  ] + serviceExtension + attachments + contentExtensions + presentation + apns + provider + notificationSettings
    + backgroundWakes + xcodeRoute + shown + versions + liveActivities + pushKitRules + locationPushRules + widgets
    + sceneLifeCycle + scheduledSummary + pushToTalkRules + communicationRules
}
