/// The action identifier of a response in which the user opened the app from the notification
/// itself: models `UNNotificationDefaultActionIdentifier`.
///
/// https://developer.apple.com/documentation/usernotifications/unnotificationdefaultactionidentifier
public let UNNotificationDefaultActionIdentifier: String = "com.apple.UNNotificationDefaultActionIdentifier"

/// The action identifier of a response in which the user dismissed the notification (sent only
/// for categories with ``UNNotificationCategoryOptions/customDismissAction``): models
/// `UNNotificationDismissActionIdentifier`.
///
/// https://developer.apple.com/documentation/usernotifications/unnotificationdismissactionidentifier
public let UNNotificationDismissActionIdentifier: String = "com.apple.UNNotificationDismissActionIdentifier"

/// A request to show a notification, with its content and trigger: models `UNNotificationRequest`.
///
/// https://developer.apple.com/documentation/usernotifications/unnotificationrequest
public class UNNotificationRequest: NSObject, NSCopying {
  /// The request's identifier: adding another request with it replaces this one.
  /// https://developer.apple.com/documentation/usernotifications/unnotificationrequest/identifier
  public let identifier: String
  /// The content, as given when the request was made.
  /// https://developer.apple.com/documentation/usernotifications/unnotificationrequest/content
  public let content: UNNotificationContent
  /// What makes it fire; `nil` for at once.
  /// https://developer.apple.com/documentation/usernotifications/unnotificationrequest/trigger
  public let trigger: UNNotificationTrigger?

  /// A request. The content is copied, so later changes to a mutable content object do not
  /// change the request, as on iOS.
  /// https://developer.apple.com/documentation/usernotifications/unnotificationrequest/init(identifier:content:trigger:)
  public convenience init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
    self.init(identifier: identifier, copying: content, trigger: trigger)
  }

  init(identifier: String, copying content: UNNotificationContent, trigger: UNNotificationTrigger?) {
    self.identifier = identifier
    self.content = UNNotificationContent(fields: content.fields)
    self.trigger = trigger
    super.init()
  }

  /// Requests are immutable: the copy is the same object.
  public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// A notification the system delivered: models `UNNotification`. The system makes it; apps read it.
///
/// https://developer.apple.com/documentation/usernotifications/unnotification
public class UNNotification: NSObject, NSCopying {
  /// When it was delivered, on the device's virtual clock.
  /// https://developer.apple.com/documentation/usernotifications/unnotification/date
  public let date: Date
  /// The request behind it: for a push, the payload's content and a ``UNPushNotificationTrigger``.
  /// https://developer.apple.com/documentation/usernotifications/unnotification/request
  public let request: UNNotificationRequest

  init(date: Date, request: UNNotificationRequest) {
    self.date = date
    self.request = request
    super.init()
  }

  /// Notifications are immutable: the copy is the same object.
  public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// The user's answer to a notification: models `UNNotificationResponse`. The system makes it;
/// the delegate's `didReceive` reads it.
///
/// https://developer.apple.com/documentation/usernotifications/unnotificationresponse
public class UNNotificationResponse: NSObject, NSCopying {
  /// The notification answered.
  /// https://developer.apple.com/documentation/usernotifications/unnotificationresponse/notification
  public let notification: UNNotification
  /// The action picked: a custom action's identifier, ``UNNotificationDefaultActionIdentifier``
  /// or ``UNNotificationDismissActionIdentifier``.
  /// https://developer.apple.com/documentation/usernotifications/unnotificationresponse/actionidentifier
  public let actionIdentifier: String
  /// The scene the response is for (iOS 13): the app's scene, in a scene-based app that has
  /// connected it; `nil` otherwise.
  /// https://developer.apple.com/documentation/usernotifications/unnotificationresponse/targetscene
  public internal(set) var targetScene: UIScene?

  init(notification: UNNotification, actionIdentifier: String) {
    self.notification = notification
    self.actionIdentifier = actionIdentifier
    super.init()
  }

  /// Responses are immutable: the copy is the same object.
  public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// The answer to a text-input action, with what the user typed: models
/// `UNTextInputNotificationResponse`.
///
/// https://developer.apple.com/documentation/usernotifications/untextinputnotificationresponse
public class UNTextInputNotificationResponse: UNNotificationResponse {
  /// What the user typed.
  /// https://developer.apple.com/documentation/usernotifications/untextinputnotificationresponse/usertext
  public let userText: String

  init(notification: UNNotification, actionIdentifier: String, userText: String) {
    self.userText = userText
    super.init(notification: notification, actionIdentifier: actionIdentifier)
  }
}
