extension DeviceRules {
  private static let uikit = "https://developer.apple.com/documentation/uikit/"
  private static let un = "https://developer.apple.com/documentation/usernotifications/"
  private static let refreshStatus = Citation(uikit + "uiapplication/backgroundrefreshstatus", .apple)
  /// The comment on `backgroundRefreshStatus` in UIKit's `UIApplication.h`, reproduced with the
  /// generated bindings on pub.dev: background refresh is what lets iOS launch or resume the app
  /// for remote notifications.
  private static let refreshStatusHeader = Citation(
    "https://pub.dev/documentation/uikit_bindings/latest/uikit_bindings.g/UIApplication$Methods/backgroundRefreshStatus.html",
    .reported)
  /// Kii's tests: the fetch handler ran whatever the Background App Refresh setting (iOS 8).
  private static let kiiRefreshIgnored = Citation(
    "https://documentation.kii.com/en/guides/cloudsdk/ios/managing-push-notification/implementation/implementation-notification",
    .uncertain)

  /// BW1: Background App Refresh off stops background wakes for pushes.
  public static let backgroundAppRefreshOff = DeviceRule(
    id: "BW1",
    summary: "With Background App Refresh off for the app, iOS does not launch or wake it for a content-available push; an alert in the same push is still shown, and an app in the foreground still gets the fetch handler. Current Apple pages do not say so for pushes (quirk backgroundAppRefreshGatesBackgroundPushes).",
    section: "§5, §12.7", sources: [refreshStatus, refreshStatusHeader, kiiRefreshIgnored])
  /// BW2: Low Power Mode turns Background App Refresh off.
  public static let lowPowerMode = DeviceRule(
    id: "BW2",
    summary: "Low Power Mode turns Background App Refresh off while it lasts and pauses background activity, so background wakes stop as in BW1 until it is turned off.",
    section: "§5, §12.7", sources: [refreshStatus,
      Citation("https://developer.apple.com/documentation/foundation/processinfo/islowpowermodeenabled", .apple)])
  /// BW3: the hourly budget (the simulator's reading of "two or three per hour").
  public static let hourlyBudget = DeviceRule(
    id: "BW3",
    summary: "Background wakes are throttled: past the budget (quirk backgroundPushesPerHour) a push is held, a newer one replaces the held one, and the held one is delivered when the budget refills.",
    section: "§5", sources: [Citation(un + "pushing-background-updates-to-your-app", .apple)])
  /// BW4: the daily power budget.
  public static let dailyBudget = DeviceRule(
    id: "BW4",
    summary: "Once the device has spent the day's power budget on background pushes, they are not delivered until the budget resets, once a day; its size is not documented (quirk backgroundWakesPerDay, off by default).",
    section: "§5", sources: [Citation(un + "troubleshooting-push-notifications", .apple)])
  /// BW5: an uncalled fetch handler deprioritises later wakes.
  public static let uncalledHandlerPenalty = DeviceRule(
    id: "BW5",
    summary: "An app that does not call the fetch handler's completion handler within 30 seconds is terminated, and iOS may stop waking it early for later pushes: for uncalledFetchHandlerPenalty (an assumption) later background wakes are deferred, held as in BW3, and delivered when it ends.",
    section: "§5", sources: [Citation(
      uikit + "uiapplicationdelegate/application(_:didreceiveremotenotification:fetchcompletionhandler:)", .apple)])
  /// BW6: launched from Xcode, the limits are off.
  public static let xcodeLiftsLimits = DeviceRule(
    id: "BW6",
    summary: "While the app runs from Xcode (launchedFromXcode) the throttling and the power budget are disabled: BW3, BW4 and BW5 do not apply.",
    section: "§5", sources: [Citation(un + "troubleshooting-push-notifications", .apple)])
  /// BW7: when a held push is released.
  public static let heldReleased = DeviceRule(
    id: "BW7",
    summary: "When the user launches the app, a held background push is delivered at once; by default once the app is active, with quirk heldBackgroundPushReleasedAtLaunch before it becomes active. A force quit or termination discards it.",
    section: "§5", sources: [Citation(un + "pushing-background-updates-to-your-app", .apple)])

  /// The background-wake rules, in id order.
  static let backgroundWakes: [DeviceRule] = [
    backgroundAppRefreshOff, lowPowerMode, hourlyBudget, dailyBudget, uncalledHandlerPenalty, xcodeLiftsLimits,
    heldReleased,
  ]
}

extension DropReason {
  /// Background App Refresh is off for the app (rule BW1).
  public static let backgroundAppRefreshOff = DropReason(
    code: "background-app-refresh-off",
    explanation: "Background App Refresh is off for the app, so iOS does not wake it for the push")
  /// Low Power Mode is on, which turns Background App Refresh off (rule BW2).
  public static let lowPowerMode = DropReason(
    code: "low-power-mode",
    explanation: "Low Power Mode is on, which turns Background App Refresh off, so iOS does not wake the app for the push")
  /// The day's power budget for background pushes is spent (rule BW4).
  public static let dailyBudgetSpent = DropReason(
    code: "daily-budget-spent",
    explanation: "the day's power budget for background pushes is spent; they resume when it resets")
}
