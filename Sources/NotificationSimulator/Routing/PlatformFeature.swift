import NotificationPayload

/// An API or behaviour that arrived (or left) with a given iOS version, as the simulator gates on
/// it: the one table every version check reads, so no rule compares version numbers itself.
///
/// Models the availability annotations of Apple's documentation (for example
/// [UNAuthorizationOptions.provisional](https://developer.apple.com/documentation/usernotifications/unauthorizationoptions/provisional),
/// "iOS 12.0+"). ``Profile/has(_:)`` answers for a profile; `notifsim docs` prints the table
/// into the behaviour reference, §11.
public enum PlatformFeature: String, Hashable, Sendable, CaseIterable, Codable, CustomStringConvertible {
  /// `UNUserNotificationCenter` and its delegate
  /// ([UNUserNotificationCenter](https://developer.apple.com/documentation/usernotifications/unusernotificationcenter)), iOS 10.
  case userNotifications
  /// The `.hiddenPreviewsShowTitle` and `.hiddenPreviewsShowSubtitle` category options
  /// ([hiddenPreviewsShowTitle](https://developer.apple.com/documentation/usernotifications/unnotificationcategoryoptions/hiddenpreviewsshowtitle)), iOS 11.
  case hiddenPreviewCategoryOptions
  /// `.provisional` authorization
  /// ([provisional](https://developer.apple.com/documentation/usernotifications/unauthorizationoptions/provisional)), iOS 12.
  case provisionalAuthorization
  /// The `.criticalAlert` authorization option and critical sounds
  /// ([criticalAlert](https://developer.apple.com/documentation/usernotifications/unauthorizationoptions/criticalalert)), iOS 12.
  case criticalAlerts
  /// A content extension whose view takes touches (`UNNotificationExtensionUserInteractionEnabled`,
  /// `notificationActions`, `performNotificationDefaultAction()`)
  /// ([performNotificationDefaultAction()](https://developer.apple.com/documentation/foundation/nsextensioncontext/performnotificationdefaultaction())), iOS 12.
  case interactiveContentExtensions
  /// The group summary's use of a notification's summary argument (`summary-arg`,
  /// [summaryArgument](https://developer.apple.com/documentation/usernotifications/unnotificationcontent/summaryargument)),
  /// iOS 12 to 14: iOS 15 and later ignore it.
  case groupSummaryArgument
  /// Scene-based life cycles ([UISceneDelegate](https://developer.apple.com/documentation/uikit/uiscenedelegate)), iOS 13.
  case scenes
  /// The `.banner` and `.list` presentation options, with `.alert` deprecated
  /// ([banner](https://developer.apple.com/documentation/usernotifications/unnotificationpresentationoptions/banner)), iOS 14.
  case bannerAndList
  /// The `.ephemeral` authorization status of App Clips
  /// ([ephemeral](https://developer.apple.com/documentation/usernotifications/unauthorizationstatus/ephemeral)), iOS 14.
  case ephemeralAuthorization
  /// Interruption levels
  /// ([UNNotificationInterruptionLevel](https://developer.apple.com/documentation/usernotifications/unnotificationinterruptionlevel)), iOS 15.
  case interruptionLevels
  /// The relevance score that picks a group's featured notification
  /// ([relevanceScore](https://developer.apple.com/documentation/usernotifications/unnotificationcontent/relevancescore)), iOS 15.
  case relevanceScore
  /// Focus, which holds back notifications below time-sensitive
  /// ([interruptionLevel](https://developer.apple.com/documentation/usernotifications/unnotificationcontent/interruptionlevel)), iOS 15.
  case focus
  /// The `.timeSensitive` authorization option, which exists in iOS 15 only and is deprecated there
  /// ([timeSensitive](https://developer.apple.com/documentation/usernotifications/unauthorizationoptions/timesensitive)).
  case timeSensitiveAuthorizationOption
  /// Real remote notifications from the APNs sandbox in Simulator (iOS 16 with Xcode 14)
  /// ([Xcode 14 release notes](https://developer.apple.com/documentation/xcode-release-notes/xcode-14-release-notes)).
  case simulatorRemoteNotifications
  /// `UNUserNotificationCenter.setBadgeCount(_:withCompletionHandler:)`
  /// ([setBadgeCount](https://developer.apple.com/documentation/usernotifications/unusernotificationcenter/setbadgecount(_:withcompletionhandler:))), iOS 16.
  case setBadgeCount
  /// `UIApplication.applicationIconBadgeNumber` deprecated
  /// ([applicationIconBadgeNumber](https://developer.apple.com/documentation/uikit/uiapplication/applicationiconbadgenumber)), iOS 17.
  case applicationIconBadgeNumberDeprecated
  /// The scene life cycle about to become required: UIKit warns when an app without it launches,
  /// and `UIApplication.LaunchOptionsKey.remoteNotification`, `applicationDidBecomeActive(_:)`
  /// and `applicationWillEnterForeground(_:)` are deprecated, iOS 26
  /// ([TN3187](https://developer.apple.com/documentation/technotes/tn3187-migrating-to-the-uikit-scene-based-life-cycle);
  /// [remoteNotification](https://developer.apple.com/documentation/uikit/uiapplication/launchoptionskey/remotenotification)).
  case sceneLifeCycleDeprecations
  /// The scene life cycle required of apps built with the iOS 27 SDK; a scenario's app is
  /// scene-based by default, iOS 27
  /// ([TN3187](https://developer.apple.com/documentation/technotes/tn3187-migrating-to-the-uikit-scene-based-life-cycle)).
  case sceneLifeCycleRequired
  /// The Scheduled Summary, which holds passive and active notifications of the apps the user
  /// puts in it until its next time, iOS 15
  /// ([scheduledDeliverySetting](https://developer.apple.com/documentation/usernotifications/unnotificationsettings/scheduleddeliverysetting)).
  case scheduledSummary
  /// Apple Intelligence's Summarize and Prioritize Notifications (iOS 18.1), which the simulator
  /// only names on the trace, iOS 18
  /// ([UserNotifications](https://developer.apple.com/documentation/usernotifications)).
  case appleIntelligenceNotifications
  /// The Push to Talk framework: `PTChannelManager`, ephemeral push tokens and `pushtotalk`
  /// pushes ([Push to Talk](https://developer.apple.com/documentation/pushtotalk)), iOS 16.
  case pushToTalk
  /// Push to Talk service-update pushes and
  /// `incomingServiceUpdatePush(channelManager:channelUUID:pushPayload:isHighPriority:remainingHighPriorityBudget:completion:)`,
  /// iOS 17.2; the simulator's profiles are major versions, so the iOS 17 profile has them
  /// ([incomingServiceUpdatePush](https://developer.apple.com/documentation/pushtotalk/ptchannelmanagerdelegate/incomingserviceupdatepush(channelmanager:channeluuid:pushpayload:ishighpriority:remaininghighprioritybudget:completion:))).
  case pushToTalkServiceUpdates
  /// Communication notifications: content updated from an `INSendMessageIntent` or
  /// `INStartCallIntent` shows its sender and may break through the Scheduled Summary and a Focus, iOS 15
  /// ([Implementing communication notifications](https://developer.apple.com/documentation/usernotifications/implementing-communication-notifications)).
  case communicationNotifications

  /// The first major version with the feature.
  public var introduced: Int {
    switch self {
    case .userNotifications: 10
    case .hiddenPreviewCategoryOptions: 11
    case .provisionalAuthorization, .criticalAlerts, .interactiveContentExtensions, .groupSummaryArgument: 12
    case .scenes: 13
    case .bannerAndList, .ephemeralAuthorization: 14
    case .interruptionLevels, .relevanceScore, .focus, .timeSensitiveAuthorizationOption: 15
    case .simulatorRemoteNotifications, .setBadgeCount: 16
    case .applicationIconBadgeNumberDeprecated: 17
    case .sceneLifeCycleDeprecations: 26
    case .sceneLifeCycleRequired: 27
    case .scheduledSummary: 15
    case .appleIntelligenceNotifications: 18
    case .pushToTalk: 16
    case .pushToTalkServiceUpdates: 17
    case .communicationNotifications: 15
    }
  }

  /// The last major version with the feature, or `nil` when every later version has it.
  public var lastVersion: Int? {
    switch self {
    case .timeSensitiveAuthorizationOption: 15
    case .groupSummaryArgument: 14
    default: nil
    }
  }

  /// Whether iOS `major` (any major number, with or without a profile of its own) has the feature.
  public func isAvailable(inMajorVersion major: Int) -> Bool {
    major >= introduced && lastVersion.map { major <= $0 } != false
  }

  /// What the simulator does differently with the feature, in one sentence.
  public var summary: String {
    switch self {
    case .userNotifications:
      "willPresent and didReceive on the UNUserNotificationCenter delegate; before it, UIApplicationDelegate methods only."
    case .hiddenPreviewCategoryOptions:
      "Categories keep .hiddenPreviewsShowTitle and .hiddenPreviewsShowSubtitle; before it, setNotificationCategories drops them with a diagnostic."
    case .provisionalAuthorization:
      "requestAuthorization with .provisional grants quiet delivery without a prompt; before it, the option is ignored with a diagnostic."
    case .criticalAlerts:
      "A critical sound presents a critical alert; before it, .criticalAlert is ignored with a diagnostic and the sound plays as an ordinary one."
    case .interactiveContentExtensions:
      "A content extension's view can take touches, set notificationActions and call performNotificationDefaultAction(); before it, a touch is a tap."
    case .groupSummaryArgument:
      "A displayed notification records its summaryArgument, which the group summary names it by; before and after, the fact is empty."
    case .scenes:
      "A scene-based app gets the launch response in scene(_:willConnectTo:options:); before it, a scenario's sceneBased is ignored with a warning."
    case .bannerAndList:
      "willPresent answers with .banner and .list, and .alert is deprecated; before it, .banner and .list are ignored with a diagnostic."
    case .ephemeralAuthorization:
      "Settings can set the ephemeral status; before it, the change is refused."
    case .interruptionLevels:
      "A notification's interruption level changes how it is presented; before it, every level is active, with a diagnostic."
    case .relevanceScore:
      "The highest relevance score is a thread's featured notification; before it, the score is ignored."
    case .focus:
      "A Focus holds back notifications below time-sensitive; before it, a scenario's Focus is ignored with a warning."
    case .timeSensitiveAuthorizationOption:
      "requestAuthorization accepts .timeSensitive, deprecated, in iOS 15 only; elsewhere it is ignored with a diagnostic."
    case .simulatorRemoteNotifications:
      "A Simulator gets pushes from the APNs sandbox (route sandboxToSimulator, with Xcode 14); before it, the push is refused."
    case .setBadgeCount:
      "setBadgeCount sets the badge; before it, the call is a diagnostic and changes nothing."
    case .applicationIconBadgeNumberDeprecated:
      "Setting applicationIconBadgeNumber gets a deprecation diagnostic, and still sets the badge."
    case .sceneLifeCycleDeprecations:
      "A sceneless app launches, with UIKit's scene warning when run from Xcode; launchOptions[.remoteNotification], applicationDidBecomeActive(_:) and applicationWillEnterForeground(_:) get deprecation diagnostics when the app uses them."
    case .sceneLifeCycleRequired:
      "Apps are scene-based by default; a sceneless app built with the iOS 27 SDK is a scenario error, one built with the iOS 26 SDK runs as on iOS 26."
    case .scheduledSummary:
      "An app in the Scheduled Summary has its passive and active notifications held until the next summary time; before it, the summary is ignored."
    case .appleIntelligenceNotifications:
      "With Summarize or Prioritize Notifications on, each presented notification gets a not-modelled diagnostic; before it, the switches are ignored."
    case .pushToTalk:
      "An app with a Push to Talk set-up joins channels and gets pushtotalk pushes; before it, joining is refused and a pushToTalkPush is not delivered, with a scenario warning."
    case .pushToTalkServiceUpdates:
      "A service-update push (aps ptt-push-type service-update, iOS 17.2) reaches incomingServiceUpdatePush with the high-priority budget; before it, it is not delivered."
    case .communicationNotifications:
      "Content a service extension updates from an INSendMessageIntent or INStartCallIntent shows its sender and may break through the Scheduled Summary and a Focus; before it, the update is ignored with a diagnostic."
    }
  }

  /// The section of the project's behaviour reference.
  public var section: String {
    switch self {
    case .userNotifications: "§2.4"
    case .hiddenPreviewCategoryOptions: "§4.3"
    case .provisionalAuthorization: "§6.3"
    case .criticalAlerts, .interruptionLevels, .focus, .timeSensitiveAuthorizationOption, .scheduledSummary,
      .appleIntelligenceNotifications: "§3.5"
    case .interactiveContentExtensions: "§7.2"
    case .groupSummaryArgument: "§3.7"
    case .scenes, .sceneLifeCycleDeprecations, .sceneLifeCycleRequired: "§2.6"
    case .bannerAndList: "§3.1"
    case .ephemeralAuthorization: "§6.2"
    case .relevanceScore, .setBadgeCount, .applicationIconBadgeNumberDeprecated: "§9"
    case .simulatorRemoteNotifications: "§10"
    case .pushToTalk, .pushToTalkServiceUpdates: "§16"
    case .communicationNotifications: "§17"
    }
  }

  /// The public source: Apple's documentation.
  public var source: Citation {
    let un = "https://developer.apple.com/documentation/usernotifications/"
    let url =
      switch self {
      case .userNotifications: un + "unusernotificationcenter"
      case .hiddenPreviewCategoryOptions: un + "unnotificationcategoryoptions/hiddenpreviewsshowtitle"
      case .provisionalAuthorization: un + "unauthorizationoptions/provisional"
      case .criticalAlerts: un + "unauthorizationoptions/criticalalert"
      case .interactiveContentExtensions:
        "https://developer.apple.com/documentation/foundation/nsextensioncontext/performnotificationdefaultaction()"
      case .groupSummaryArgument: un + "unnotificationcontent/summaryargument"
      case .scenes: "https://developer.apple.com/documentation/uikit/uiscenedelegate"
      case .bannerAndList: un + "unnotificationpresentationoptions/banner"
      case .ephemeralAuthorization: un + "unauthorizationstatus/ephemeral"
      case .interruptionLevels: un + "unnotificationinterruptionlevel"
      case .relevanceScore: un + "unnotificationcontent/relevancescore"
      case .focus: un + "unnotificationcontent/interruptionlevel"
      case .timeSensitiveAuthorizationOption: un + "unauthorizationoptions/timesensitive"
      case .simulatorRemoteNotifications:
        "https://developer.apple.com/documentation/xcode-release-notes/xcode-14-release-notes"
      case .setBadgeCount: un + "unusernotificationcenter/setbadgecount(_:withcompletionhandler:)"
      case .applicationIconBadgeNumberDeprecated:
        "https://developer.apple.com/documentation/uikit/uiapplication/applicationiconbadgenumber"
      case .sceneLifeCycleDeprecations, .sceneLifeCycleRequired: Self.tn3187
      case .scheduledSummary: un + "unnotificationsettings/scheduleddeliverysetting"
      case .communicationNotifications: un + "implementing-communication-notifications"
      case .appleIntelligenceNotifications: "https://developer.apple.com/documentation/usernotifications"
      case .pushToTalk: "https://developer.apple.com/documentation/pushtotalk"
      case .pushToTalkServiceUpdates:
        "https://developer.apple.com/documentation/pushtotalk/ptchannelmanagerdelegate/incomingserviceupdatepush(channelmanager:channeluuid:pushpayload:ishighpriority:remaininghighprioritybudget:completion:)"
      }
    return Citation(url, .apple)
  }

  /// Apple's technote on adopting the scene life cycle.
  static let tn3187 = "https://developer.apple.com/documentation/technotes/tn3187-migrating-to-the-uikit-scene-based-life-cycle"

  /// `provisionalAuthorization`.
  public var description: String { rawValue }

  /// The versions the feature exists in, such as `iOS 12+` or `iOS 15 only`.
  public var availability: String {
    switch lastVersion {
    case nil: "iOS \(introduced)+"
    case introduced?: "iOS \(introduced) only"
    case let last?: "iOS \(introduced) to \(last)"
    }
  }
}

extension Profile {
  /// The profiles and the features that gate on them as Markdown: one table of profiles (what
  /// each version adds and which quirks it turns on by default), then one of features (the
  /// versions that have each, what changes, the source). Generated from `Profile.allCases` and
  /// `PlatformFeature.allCases`, for `notifsim table` and behaviour reference §11.
  public static func markdownTable(source: (Citation) -> String) -> String {
    var out = "| Profile | Features it adds | Quirks on by default |\n| --- | --- | --- |\n"
    for profile in allCases {
      let added = profile.featuresIntroduced.map { "`\($0)`" }
      let quirks = QuirkName.allCases.filter { Quirks(profile: profile).isEnabled($0) != Quirks().isEnabled($0) }
      let cells = [
        profile.description,
        added.isEmpty ? (profile == allCases.first ? "the legacy profile" : "none the simulator models") : added.joined(separator: ", "),
        quirks.isEmpty ? "none" : quirks.map { "`\($0)`" }.joined(separator: ", "),
      ]
      out += "| " + cells.map(escapeCell).joined(separator: " | ") + " |\n"
    }
    out += "\n| Feature | Versions | What changes | Source | Reference |\n| --- | --- | --- | --- | --- |\n"
    for feature in PlatformFeature.allCases {
      let cells = ["`\(feature)`", feature.availability, feature.summary, source(feature.source), feature.section]
      out += "| " + cells.map(escapeCell).joined(separator: " | ") + " |\n"
    }
    return out
  }

  private static func escapeCell(_ text: String) -> String {
    text.replacing("|", with: "\\|").replacing("\n", with: " ")
  }
}
