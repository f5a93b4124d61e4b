import NotificationPayload

extension DeviceRules {
  private static let widgetPushes =
    "https://developer.apple.com/documentation/widgetkit/updating-widgets-with-widgetkit-push-notifications"
  private static let controlPushes =
    "https://developer.apple.com/documentation/widgetkit/updating-controls-locally-and-remotely"
  private static let sendingRequests =
    "https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns"

  /// WG1: a `widgets` push reloads the app's push-enabled widget timelines, with no
  /// UserNotifications callback.
  public static let widgetPushReload = DeviceRule(
    id: "WG1",
    summary: "A widgets push (iOS 26; topic <bundle ID>.push-type.widgets, aps content-changed true) reloads the timelines of the app's widgets that opted in with pushHandler(_:), as reloadAllTimelines() does; nothing is shown and no UserNotifications or app delegate callback runs (quirk widgetPushExpirationStopsReload: not when the request carries apns-expiration).",
    section: "§8.5", sources: [Citation(widgetPushes, .apple), Citation(sendingRequests, .apple),
      Citation("https://github.com/kylebrowning/APNSwift/pull/221", .uncertain)])
  /// WG2: widget reloads are budgeted.
  public static let widgetReloadBudget = DeviceRule(
    id: "WG2",
    summary: "Widget reloads are budgeted per widget over 24 hours (typically 40 to 70 for a widget viewed often); a push over the budget reloads nothing. Whether pushes share the timeline budget is not documented: the simulator counts them against one daily budget per app.",
    section: "§8.5", sources: [
      Citation("https://developer.apple.com/documentation/widgetkit/keeping-a-widget-up-to-date", .apple),
      Citation(widgetPushes, .uncertain),
    ])
  /// CT1: a `controls` push reloads the one control that owns the token.
  public static let controlPushReload = DeviceRule(
    id: "CT1",
    summary: "A controls push (iOS 18; topic <bundle ID>.push-type.controls, aps content-changed true) reloads the one control whose push token it was sent to; no budget is documented, and nothing is shown.",
    section: "§8.5", sources: [Citation(controlPushes, .apple), Citation(sendingRequests, .apple)])
  /// WG3: the push types need a recent iOS.
  public static let widgetPushVersions = DeviceRule(
    id: "WG3",
    summary: "Devices before iOS 26 do not receive widgets pushes, and devices before iOS 18 do not receive controls pushes: APNs accepts the request, and nothing reloads.",
    section: "§8.5, §11", sources: [Citation(widgetPushes, .apple), Citation(controlPushes, .apple)])

  /// The widget and control push rules, in id order.
  static let widgets: [DeviceRule] = [controlPushReload, widgetPushReload, widgetReloadBudget, widgetPushVersions]
}
