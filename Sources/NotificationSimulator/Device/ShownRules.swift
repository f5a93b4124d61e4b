/// The rules of what a displayed notification shows (its thread, summary argument, attachments,
/// actions, sound and the screen), of the attachment data store, and of provisional delivery and
/// its Keep / Turn Off choice (behaviour reference §3.7, §6.5, §7.3).
extension DeviceRules {
  private static let content = "https://developer.apple.com/documentation/usernotifications/unnotificationcontent"
  private static let sound = "https://developer.apple.com/documentation/usernotifications/unnotificationsound"
  private static let level = "https://developer.apple.com/documentation/usernotifications/unnotificationinterruptionlevel"
  private static let asking = "https://developer.apple.com/documentation/usernotifications/asking-permission-to-use-notifications"
  private static let provisionalXamarin =
    "https://learn.microsoft.com/en-us/previous-versions/xamarin/ios/platform/introduction-to-ios12/notifications/provisional"

  /// AT3: the data store.
  public static let attachmentStore = DeviceRule(
    id: "AT3",
    summary: "When a request with attachments is added, the system moves each attachment's file out of the app's container into its attachment data store; the file is gone from the container and the attachment's URL points into the store. A URL with no file behind it is refused with UNError 100 (attachmentInvalidURL).",
    section: "§7.3", sources: [Citation("https://developer.apple.com/documentation/usernotifications/unnotificationattachment", .apple),
      Citation("https://developer.apple.com/documentation/usernotifications/unnotificationattachment/init(identifier:url:options:)", .apple)])

  /// SH1: thread, attachments and actions.
  public static let shownContent = DeviceRule(
    id: "SH1",
    summary: "A displayed notification joins the group of its threadIdentifier, shows its attachments in order, and offers the actions its content extension set, else those of its registered category.",
    section: "§3.7", sources: [Citation(content + "/threadidentifier", .apple), Citation(content + "/attachments", .apple),
      Citation("https://developer.apple.com/documentation/usernotifications/declaring-your-actionable-notification-types", .apple)])
  /// SH2: the summary argument.
  public static let summaryArgument = DeviceRule(
    id: "SH2",
    summary: "The group summary names a notification by its summaryArgument (summary-arg) from iOS 12 to iOS 14; iOS 15 and later ignore it.",
    section: "§3.7, §8.1", sources: [Citation(content + "/summaryargument", .apple)])
  /// SH3: the sound that plays.
  public static let soundPlayed = DeviceRule(
    id: "SH3",
    summary: "The sound is the default sound, a named sound file, or for a critical alert without a file of its own the default critical sound; none plays when the presentation has no sound (not authorized, passive, provisional, a Focus, the ring/silent switch except for critical alerts).",
    section: "§3.5, §3.7, §8.1", sources: [Citation(sound, .apple), Citation(sound + "/defaultcritical", .apple),
      Citation("https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification", .apple)])
  /// SH4: the screen.
  public static let lightsScreen = DeviceRule(
    id: "SH4",
    summary: "A notification that alerts on a locked device (a banner on the Lock Screen) lights up the screen; a passive, provisional, Focus-silenced or Watch-forwarded one, or one only listed, leaves it dark. On an unlocked device the screen is already on.",
    section: "§3.5, §3.7", sources: [Citation(level + "/active", .apple), Citation(level + "/passive", .apple),
      Citation(asking, .apple)])
  /// PV1: provisional delivery.
  public static let provisionalDelivery = DeviceRule(
    id: "PV1",
    summary: "With provisional authorization (iOS 12) notifications are delivered quietly: listed in Notification Center only, with no banner, no sound, no badge and nothing on the Lock Screen; each shows a Keep / Turn Off choice.",
    section: "§6.3, §6.5", sources: [Citation(asking, .apple),
      Citation("https://developer.apple.com/documentation/usernotifications/unauthorizationoptions/provisional", .apple)])
  /// PV2: Keep, deliver prominently.
  public static let keepProminently = DeviceRule(
    id: "PV2",
    summary: "Choosing Keep and then Deliver Prominently (Deliver Immediately from iOS 15) authorizes the app: the status becomes authorized, with the alert, sound and badge options it asked for.",
    section: "§6.5", sources: [Citation(asking, .apple), Citation(provisionalXamarin, .reported)])
  /// PV3: Keep, deliver quietly.
  public static let keepQuietly = DeviceRule(
    id: "PV3",
    summary: "Choosing Keep and then Deliver Quietly keeps delivery quiet: the status stays provisional.",
    section: "§6.5", sources: [Citation(provisionalXamarin, .reported)])
  /// PV4: Turn Off.
  public static let turnOff = DeviceRule(
    id: "PV4",
    summary: "Choosing Turn Off denies the app: the status becomes denied, nothing more is shown, and adding a local request fails with UNError 1 (notificationsNotAllowed).",
    section: "§6.3, §6.5", sources: [Citation(asking, .apple),
      Citation("https://developer.apple.com/documentation/usernotifications/unerror/code/notificationsnotallowed", .apple)])

  /// The rules of this file, in id order.
  static let shown: [DeviceRule] = [
    provisionalDelivery, keepProminently, keepQuietly, turnOff, shownContent, summaryArgument, soundPlayed, lightsScreen,
  ]
}
