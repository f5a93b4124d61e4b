/// The sources routing rules cite, with the confidence marks of the behaviour reference.
///
/// Each constant is a `Citation` to one public page that the behaviour reference (the catalog's
/// `behaviour-reference` article) cites; the mark is the reference's mark for the fact the rules
/// use it for. Every address is the original page, never a copy on a scrape site.
public enum Source {
  private static let un = "https://developer.apple.com/documentation/usernotifications/"
  private static let uikit = "https://developer.apple.com/documentation/uikit/"

  /// `userNotificationCenter(_:willPresent:withCompletionHandler:)`: called only in the foreground.
  public static let willPresentDoc = Citation(
    un + "unusernotificationcenterdelegate/usernotificationcenter(_:willpresent:withcompletionhandler:)", .apple)
  /// `userNotificationCenter(_:didReceive:withCompletionHandler:)`.
  public static let didReceiveDoc = Citation(
    un + "unusernotificationcenterdelegate/usernotificationcenter(_:didreceive:withcompletionhandler:)", .apple)
  /// `application(_:didReceiveRemoteNotification:fetchCompletionHandler:)`: wake, launch, force quit.
  public static let fetchDoc = Citation(
    uikit + "uiapplicationdelegate/application(_:didreceiveremotenotification:fetchcompletionhandler:)", .apple)
  /// Scheduling a notification locally: foreground delivery to the app.
  public static let localSchedulingDoc = Citation(un + "scheduling-a-notification-locally-from-your-app", .apple)
  /// Pushing background updates: budget, holding, coalescing, background mode.
  public static let backgroundUpdatesDoc = Citation(un + "pushing-background-updates-to-your-app", .apple)
  /// Kii's tested matrix (foreground fetch for alert pushes; a single source).
  public static let kiiMatrix = Citation(
    "https://documentation.kii.com/en/guides/cloudsdk/ios/managing-push-notification/implementation/implementation-notification",
    .uncertain)
  /// Kii on actions: `didReceive` handles taps in Notification Center.
  public static let kiiActions = Citation(
    "https://documentation.kii.com/en/guides/cloudsdk/ios/managing-push-notification/implementation/implementation-action",
    .reported)
  /// Braze: `willPresent` for alert payloads, the fetch handler for silent ones.
  public static let braze = Citation("https://github.com/braze-inc/braze-docs/pull/732", .reported)
  /// Modifying content in newly delivered notifications: the service extension.
  public static let serviceExtensionDoc = Citation(un + "modifying-content-in-newly-delivered-notifications", .apple)
  /// The service extension runs after a force quit (OneSignal).
  public static let serviceExtensionAfterForceQuit = Citation(
    "https://github.com/OneSignal/OneSignal-iOS-SDK/issues/157", .reported)
  /// Alerts still show, and taps still launch, after a force quit.
  public static let forceQuitAlertShown = Citation("https://github.com/firebase/quickstart-ios/issues/585", .reported)
  /// jigarm: which delegate methods run when opening an app from a push.
  public static let jigarm = Citation(
    "https://medium.com/@jigarm/delegate-methods-called-when-opening-app-533f9b176cdf", .reported)
  /// One iOS 13 report of a force-quit app woken for an alert with content-available: the Stack
  /// Overflow question "Why my app in iOS 13 awake in background by silent push when terminated
  /// by user", found on Stack Overflow by its title.
  public static let forceQuitWakeReport = Citation(
    "https://stackoverflow.com/search?q=%22awake+in+background+by+silent+push+when+terminated+by+user%22",
    .uncertain)
  /// `UNNotificationDefaultActionIdentifier`.
  public static let defaultActionDoc = Citation(un + "unnotificationdefaultactionidentifier", .apple)
  /// Qiita: on iOS 10, `didReceive` if implemented, else the legacy method.
  public static let qiita = Citation("https://qiita.com/naonya3/items/cab4222bca046bfa6b1a", .reported)
  /// The order of `didReceive` and `didBecomeActive` is unknown (cordova-plugin-fcm).
  public static let tapOrderUnknown = Citation("https://github.com/ostownsville/cordova-plugin-fcm/pull/4", .uncertain)
  /// A tap from Notification Center pulled over the app is a foreground tap (OneSignal).
  public static let notificationCenterOverApp = Citation("https://github.com/OneSignal/OneSignal-iOS-SDK/pull/719", .reported)
  /// Handling notifications and notification-related actions.
  public static let handlingActionsDoc = Citation(un + "handling-notifications-and-notification-related-actions", .apple)
  /// `UNNotificationActionOptions.foreground`.
  public static let foregroundOptionDoc = Citation(un + "unnotificationactionoptions/foreground", .apple)
  /// `UNNotificationActionOptions.authenticationRequired`.
  public static let authenticationRequiredDoc = Citation(un + "unnotificationactionoptions/authenticationrequired", .apple)
  /// `UNTextInputNotificationResponse.userText`.
  public static let textInputDoc = Citation(un + "untextinputnotificationresponse/usertext", .apple)
  /// `UNNotificationDismissActionIdentifier`: only with `.customDismissAction`; not for flicks.
  public static let dismissDoc = Citation(un + "unnotificationdismissactionidentifier", .apple)
  /// "Clear" treated as an explicit dismiss by app authors (Nextcloud Talk).
  public static let clearAsDismiss = Citation("https://github.com/nextcloud/talk-ios/pull/478", .uncertain)
  /// The archived guide, quoted by Pushy: an icon tap carries no notification.
  public static let appIconArchived = Citation("https://support.pushy.me/hc/en-us/articles/360043566572", .reported)
  /// `application(_:didReceiveRemoteNotification:)` (legacy, deprecated in iOS 10).
  public static let legacyRemoteDoc = Citation(
    uikit + "uiapplicationdelegate/application(_:didreceiveremotenotification:)", .apple)
  /// iOS does not show alerts for an app in the foreground before iOS 10 (Stack Overflow answer
  /// 14588454).
  public static let legacyNoForegroundAlert = Citation("https://stackoverflow.com/a/14588454", .reported)
  /// The archived guide on `.inactive` for taps, quoted on Stack Overflow.
  public static let legacyInactiveTap = Citation("https://stackoverflow.com/questions/10131856/push-notification-handling", .apple)
  /// `application(_:didReceive:)` for `UILocalNotification`.
  public static let legacyLocalDoc = Citation(uikit + "uiapplicationdelegate/application(_:didreceive:)", .apple)
  /// An iOS 5 report that only the launch options carry a launching local notification: a Stack
  /// Overflow answer, found on Stack Overflow by its words.
  public static let legacyLocalLaunchReport = Citation(
    "https://stackoverflow.com/search?q=%22inconsistent+with+the+documentation%22+UIApplicationLaunchOptionsLocalNotificationKey",
    .uncertain)
  /// `application(_:handleActionWithIdentifier:forRemoteNotification:completionHandler:)`.
  public static let handleActionDoc = Citation(
    uikit + "uiapplicationdelegate/application(_:handleactionwithidentifier:forremotenotification:completionhandler:)",
    .apple)
  /// The `withResponseInfo` variant (iOS 9 text input).
  public static let handleActionResponseInfoDoc = Citation(
    uikit
      + "uiapplicationdelegate/application(_:handleactionwithidentifier:forremotenotification:withresponseinfo:completionhandler:)",
    .apple)
  /// rdar 28386845: iOS 10.0 without a delegate called the non-fetch handler on a tap.
  public static let ios10LegacyRadar = Citation("https://github.com/lionheart/openradar-mirror/issues/15889", .reported)
  /// Foreground presentation with no delegate: reported not shown (BeeSwift).
  public static let noDelegateNotShown = Citation("https://github.com/beeminder/BeeSwift/pull/646", .reported)
  /// `UIScene.ConnectionOptions.notificationResponse`.
  public static let sceneConnectionDoc = Citation(uikit + "uiscene/connectionoptions/notificationresponse", .apple)
  /// `UIScene.ActivationState.unattached`: a scene stays unattached until the system connects it.
  public static let sceneUnattachedDoc = Citation(uikit + "uiscene/activationstate-swift.enum/unattached", .apple)
  /// `applicationState`: a scene-based app launches in the background state and changes state as
  /// scenes connect.
  public static let applicationStateDoc = Citation(uikit + "uiapplication/applicationstate", .apple)
  /// WordPress-iOS's notification handler: on a scene-based cold launch from a tap, the handler
  /// runs while `applicationState` is still `.background` (quirk sceneLaunchDidReceiveWhileBackground).
  public static let sceneLaunchStateWordPress = Citation(
    "https://github.com/wordpress-mobile/WordPress-iOS/blob/0070e426c8079176bbcbdf2ba2b023d7cab877ed/WordPress/Classes/Utility/Notifications/PushNotificationsManager.swift",
    .reported)
  /// Batch's iOS SDK notes of observed UIScene sequences: on a cold open from a notification,
  /// `didReceive` runs after the scene connects, in the background state.
  public static let sceneLaunchStateBatch = Citation(
    "https://github.com/BatchLabs/Batch-iOS-SDK/blob/9ca9011d74b54c89b5255d3678a1ed3bad670549/Sources/Batch/Modules/Core/BAApplicationLifecycle.h",
    .reported)
  /// Duplicate delivery of the launch response under scenes (Defold).
  public static let sceneDualDelivery = Citation("https://github.com/defold/extension-push/pull/58", .reported)
  /// `UNUserNotificationCenterDelegate`: assign before launch finishes.
  public static let delegateDoc = Citation(un + "unusernotificationcenterdelegate", .apple)
  /// The `remoteNotification` launch option.
  public static let remoteLaunchOptionDoc = Citation(uikit + "uiapplication/launchoptionskey/remotenotification", .apple)
  /// The `localNotification` launch option (deprecated in iOS 10).
  public static let localLaunchOptionDoc = Citation(uikit + "uiapplication/launchoptionskey/localnotification", .apple)
  /// CloudKit: content-available has no extra effect in the foreground.
  public static let cloudKitForeground = Citation(
    "https://developer.apple.com/documentation/cloudkit/cksubscription/notificationinfo-swift.class/shouldsendcontentavailable",
    .apple)
  /// `registerForRemoteNotifications()`: silent delivery without authorization.
  public static let registerDoc = Citation(uikit + "uiapplication/registerforremotenotifications()", .apple)
  /// A report that the system's launch scheduler (`dasd`) refuses to launch apps just after the
  /// device restarts (its "ThunderingHerdPolicy").
  public static let rebootLaunchRefusal = Citation("https://stackoverflow.com/questions/71523234", .reported)
  /// An inference of the simulator where no source covers the exact combination: the rule
  /// follows the nearest documented case, as the behaviour reference explains.
  public static let inferred = Citation(inferredText, .uncertain)
  /// The text of ``inferred``'s citation, which names the behaviour reference rather than a URL.
  public static let inferredText = "behaviour reference (inferred)"
}
