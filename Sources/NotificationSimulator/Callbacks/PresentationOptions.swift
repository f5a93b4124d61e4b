/// How to present a notification that arrives while the app is in the foreground.
///
/// Models `UNNotificationPresentationOptions`, the value passed to the completion handler of
/// `userNotificationCenter(_:willPresent:withCompletionHandler:)` (behaviour reference §3.1).
public struct PresentationOptions: OptionSet, Hashable, Sendable, CustomStringConvertible {
  /// The raw bits, as in Apple's header.
  public var rawValue: UInt

  /// Creates options from raw bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// `.badge` (1): apply the notification's badge.
  public static let badge = PresentationOptions(rawValue: 1)
  /// `.sound` (2): play the notification's sound.
  public static let sound = PresentationOptions(rawValue: 2)
  /// `.alert` (4): show the alert. iOS 10 to 13; deprecated in iOS 14, where it acts as
  /// `[.banner, .list]`.
  public static let alert = PresentationOptions(rawValue: 4)
  /// `.list` (8, iOS 14): keep the notification in Notification Center.
  public static let list = PresentationOptions(rawValue: 8)
  /// `.banner` (16, iOS 14): show a banner.
  public static let banner = PresentationOptions(rawValue: 16)

  /// The option names in raw-value order, e.g. `[badge, sound, banner]`; `[]` when empty.
  public var description: String {
    let names: [(PresentationOptions, String)] = [
      (.badge, "badge"), (.sound, "sound"), (.alert, "alert"), (.list, "list"), (.banner, "banner"),
    ]
    return "[" + names.filter { contains($0.0) }.map(\.1).joined(separator: ", ") + "]"
  }
}

/// What the system actually shows for one notification.
///
/// The outcome of presentation options (or, in the background, the system's defaults) after
/// authorization and the iOS version are taken into account.
public struct Presentation: Hashable, Sendable, CustomStringConvertible {
  /// A banner (or, before iOS 14, an alert) appears.
  public var banner: Bool
  /// The notification is kept in Notification Center.
  public var list: Bool
  /// The sound plays.
  public var sound: Bool
  /// The badge is applied.
  public var badge: Bool

  /// Creates a presentation.
  public init(banner: Bool = false, list: Bool = false, sound: Bool = false, badge: Bool = false) {
    self.banner = banner
    self.list = list
    self.sound = sound
    self.badge = badge
  }

  /// Whether anything is visible (a banner or a list entry).
  public var isVisible: Bool { banner || list }

  /// Whether nothing at all happens.
  public var isEmpty: Bool { !banner && !list && !sound && !badge }

  /// `[banner, list, sound, badge]`, listing only what happens.
  public var description: String {
    var parts: [String] = []
    if banner { parts.append("banner") }
    if list { parts.append("list") }
    if sound { parts.append("sound") }
    if badge { parts.append("badge") }
    return "[" + parts.joined(separator: ", ") + "]"
  }
}

/// The result an app passes to the completion handler of a background fetch.
///
/// Models `UIBackgroundFetchResult` (behaviour reference §5).
public enum BackgroundFetchResult: Int, Hashable, Sendable, CaseIterable, Codable, CustomStringConvertible {
  /// `.newData` (0).
  case newData = 0
  /// `.noData` (1).
  case noData = 1
  /// `.failed` (2).
  case failed = 2

  /// `newData`, `noData` or `failed`.
  public var description: String {
    switch self {
    case .newData: "newData"
    case .noData: "noData"
    case .failed: "failed"
    }
  }
}

/// The user's answer to a notification, as the app receives it in
/// `userNotificationCenter(_:didReceive:withCompletionHandler:)`.
///
/// Models `UNNotificationResponse` and `UNTextInputNotificationResponse` (behaviour reference §4.1).
public struct NotificationResponse: Hashable, Sendable, CustomStringConvertible {
  /// `UNNotificationDefaultActionIdentifier`: the user opened the app from the notification.
  public static let defaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
  /// `UNNotificationDismissActionIdentifier`: the user dismissed the notification.
  public static let dismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"

  /// The identifier of the notification (`response.notification.request.identifier`).
  public var notificationID: String
  /// `actionIdentifier`: a custom action's identifier, or one of the two system identifiers.
  public var actionIdentifier: String
  /// `userText` of a `UNTextInputNotificationResponse`; `nil` for other responses.
  public var userText: String?

  /// Creates a response.
  public init(notificationID: String, actionIdentifier: String, userText: String? = nil) {
    self.notificationID = notificationID
    self.actionIdentifier = actionIdentifier
    self.userText = userText
  }

  /// The action as traces show it: `default`, `dismiss` or the custom identifier.
  public var shortAction: String {
    switch actionIdentifier {
    case Self.defaultActionIdentifier: "default"
    case Self.dismissActionIdentifier: "dismiss"
    default: actionIdentifier
    }
  }

  /// `n1 action=default`, plus `text="..."` for text input.
  public var description: String {
    var text = "\(notificationID) action=\(shortAction)"
    if let userText { text += " text=" + JSONWriter.quoted(userText) }
    return text
  }
}
