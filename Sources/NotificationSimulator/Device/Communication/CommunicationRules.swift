import NotificationPayload

/// The rules of communication notifications (behaviour reference §17, rules CN1–CN5): what
/// `UNNotificationContent.updating(from:)` needs, and how a communication notification passes the
/// Scheduled Summary and a Focus.
extension DeviceRules {
  private static let communication = Citation(
    "https://developer.apple.com/documentation/usernotifications/implementing-communication-notifications", .apple)
  private static let updating = Citation(
    "https://developer.apple.com/documentation/usernotifications/unnotificationcontent/updating(from:)", .apple)

  /// CN1: a donated incoming intent and `updating(from:)` make a communication notification.
  public static let communicationUpdated = DeviceRule(
    id: "CN1",
    summary: "A service extension that donates an incoming INSendMessageIntent or INStartCallIntent and returns content.updating(from:) makes a communication notification, shown with its sender, when the app has the Communication Notifications capability and lists the intent in NSUserActivityTypes; the donation's notifyRecipientAnyway, mentionsCurrentUser and isReplyToCurrentUser travel with it.",
    section: "§17",
    sources: [
      communication, updating, Citation("https://developer.apple.com/documentation/intents/insendmessageintent", .apple),
    ])
  /// CN2: without the capability or the activity type `updating(from:)` throws.
  public static let communicationFailed = DeviceRule(
    id: "CN2",
    summary: "Without the Communication Notifications capability, without the intent in NSUserActivityTypes, or before iOS 15, updating(from:) throws and the notification stays an ordinary one with the extension's other changes (Apple does not say how it is then shown; quirk failedCommunicationUpdateShowsOriginal).",
    section: "§17",
    sources: [communication, updating])
  /// CN3: the Scheduled Summary and the app's Direct Messages switch.
  public static let communicationSummary = DeviceRule(
    id: "CN3",
    summary: "A communication notification breaks through the Scheduled Summary while the app's Direct Messages switch is on (directMessagesSetting, on by default); with it off it is held like the app's other notifications.",
    section: "§17, §3.5",
    sources: [
      communication, Citation("https://developer.apple.com/documentation/usernotifications/unnotificationsettings/directmessagessetting", .apple),
      Citation("https://docs.jiguang.cn/en/jpush/practice/timeSensitive", .reported),
    ])
  /// CN4: a Focus lets through the people it allows.
  public static let communicationAllowedPerson = DeviceRule(
    id: "CN4",
    summary: "A Focus that silences the app lets a communication notification through when its sender is among the people the Focus allows; from anyone else it is silenced.",
    section: "§17, §3.5",
    sources: [communication, Citation("https://onesignal.com/blog/ios-notification-changes-updates-from-apples-wwdc-21/", .reported)])
  /// CN5: notifyRecipientAnyway with Focus Status authorization.
  public static let communicationNotifyAnyway = DeviceRule(
    id: "CN5",
    summary: "A communication notification whose donation sets notifyRecipientAnyway breaks through a Focus when the app has Focus Status authorization (INFocusStatusCenter); without the authorization the flag does nothing.",
    section: "§17",
    sources: [communication, Citation("https://developer.apple.com/documentation/intents/infocusstatuscenter", .apple)])

  /// The communication notification rules, in id order.
  public static let communicationRules: [DeviceRule] = [
    communicationUpdated, communicationFailed, communicationSummary, communicationAllowedPerson, communicationNotifyAnyway,
  ]
}

extension Simulator {
  /// The app's Direct Messages switch in Settings > Notifications
  /// (`UNNotificationSettings.directMessagesSetting`): whether its communication notifications
  /// break through the Scheduled Summary (rule CN3).
  public var directMessages: Bool { device.presentationState.directMessages }

  /// The user switches the app's Direct Messages in Settings > Notifications
  /// (`UNNotificationSettings.directMessagesSetting`, rule CN3).
  public mutating func setDirectMessages(_ enabled: Bool) {
    record(.user("turned \(enabled ? "on" : "off") Direct Messages for the app in Settings"))
    device.presentationState.directMessages = enabled
    finishStimulus()
  }

  /// Checks a service extension's `content.updating(from:)`: keeps the communication intent when
  /// the app may use it (rule CN1), or takes it out of `content` with the reason (rule CN2).
  /// Returns whether the update failed.
  @discardableResult
  mutating func checkCommunication(_ content: inout NotificationContent, for id: String) -> Bool {
    guard let intent = content.communication else { return false }
    var why: String?
    if !configuration.profile.has(.communicationNotifications) {
      why = "communication notifications need iOS 15; \(configuration.profile) has no updating(from:)"
    } else if !configuration.app.entitlements.contains(.communication) {
      why = "the app lacks the Communication Notifications capability (com.apple.developer.usernotifications.communication)"
    } else if !configuration.app.userActivityTypes.contains(UserActivityTypes(intent.intent)) {
      why = "NSUserActivityTypes does not list \(intent.intent.rawValue)"
    }
    if let why {
      content.communication = nil
      record(.system(.communication(id, intent, outcome: .failed,
        detail: "updating(from:) threw: \(why); it stays an ordinary notification")), rule: DeviceRules.communicationFailed.id)
      return true
    }
    record(.system(.communication(id, intent, outcome: .updated,
      detail: "a communication notification from \(JSONWriter.quoted(intent.sender))")), rule: DeviceRules.communicationUpdated.id)
    return false
  }

  /// The communication intent of notification `id`'s delivered content, if it has one.
  func communicationIntent(_ id: String) -> CommunicationIntent? { notification(id)?.content.communication }

  /// Whether a communication notification breaks through a Focus that silences the app: its
  /// sender is an allowed person, or `notifyRecipientAnyway` with Focus Status authorization
  /// (rules CN4, CN5). Records the Focus event when it breaks through.
  mutating func communicationBreaksThrough(_ focus: Focus, _ intent: CommunicationIntent, id: String) -> Bool {
    if focus.allowsPerson(intent.sender) {
      record(.system(.focus(id, focus: focus.name, outcome: .brokeThrough,
        detail: "a communication notification from \(JSONWriter.quoted(intent.sender)), one of its allowed people")),
        rule: DeviceRules.communicationAllowedPerson.id)
      return true
    }
    if intent.notifyRecipientAnyway && configuration.app.focusStatusAuthorized {
      record(.system(.focus(id, focus: focus.name, outcome: .brokeThrough,
        detail: "the sender chose to notify anyway (notifyRecipientAnyway), and the app has Focus Status authorization")),
        rule: DeviceRules.communicationNotifyAnyway.id)
      return true
    }
    return false
  }
}
