import NotificationPayload

/// What a displayed notification shows and does besides its banner, list entry, sound and
/// badge: its thread, summary argument, attachments and action buttons (from
/// `UNNotificationContent` and its `UNNotificationCategory`), the sound that plays and whether
/// the arrival lights the screen (rules SH1–SH4; behaviour reference §3.5, §7.3, §8.1, §9).
///
/// Models what the system renders for a `UNNotification`:
/// https://developer.apple.com/documentation/usernotifications/unnotificationcontent
public struct ShownContent: Hashable, Sendable, CustomStringConvertible {
  /// The sound written when none plays.
  public static let noSound = "none"
  /// The sound written for `UNNotificationSound.defaultCritical`: a critical alert without a
  /// sound file of its own.
  public static let defaultCriticalSound = "defaultCritical"

  /// `content.threadIdentifier` (`thread-id`): the group it joins; empty for the app's default group.
  public var threadIdentifier: String
  /// `content.summaryArgument` (`summary-arg`) as the group summary uses it: iOS 12 to 14 only;
  /// empty from iOS 15, which ignores it (rule SH2).
  public var summaryArgument: String
  /// The identifiers of the attachments it shows (`content.attachments`), in order.
  public var attachments: [String]
  /// The identifiers of the action buttons it offers: its content extension's
  /// (`extensionContext.notificationActions`), else its registered category's actions.
  public var actions: [String]
  /// The sound that plays: `default`, a sound file's name, ``defaultCriticalSound``, or
  /// ``noSound`` (rule SH3).
  public var soundName: String
  /// Whether the arrival lights the locked device's screen (rule SH4).
  public var lightsScreen: Bool
  /// Whether it is a communication notification, its content updated by
  /// `UNNotificationContent.updating(from:)` (rule CN1).
  public var communication: Bool
  /// The sender a communication notification shows (the intent's `sender`); empty otherwise.
  public var sender: String

  /// Creates what a notification shows; by default nothing beyond its presentation.
  public init(
    threadIdentifier: String = "", summaryArgument: String = "", attachments: [String] = [], actions: [String] = [],
    soundName: String = ShownContent.noSound, lightsScreen: Bool = false, communication: Bool = false, sender: String = ""
  ) {
    self.communication = communication
    self.sender = sender
    self.threadIdentifier = threadIdentifier
    self.summaryArgument = summaryArgument
    self.attachments = attachments
    self.actions = actions
    self.soundName = soundName
    self.lightsScreen = lightsScreen
  }

  /// `; sound "chime.aiff", lights the screen, thread "chat", attachments [photo], actions [like, reply]`,
  /// listing only what it shows (the default sound goes without saying); empty when it shows
  /// nothing more.
  public var description: String {
    var parts: [String] = []
    // The default sound goes without saying: the presentation's `sound` says it plays.
    if soundName != Self.noSound && soundName != "default" { parts.append("sound \(JSONWriter.quoted(soundName))") }
    if lightsScreen { parts.append("lights the screen") }
    if !threadIdentifier.isEmpty { parts.append("thread \(JSONWriter.quoted(threadIdentifier))") }
    if !summaryArgument.isEmpty { parts.append("summary argument \(JSONWriter.quoted(summaryArgument))") }
    if !attachments.isEmpty { parts.append("attachments [\(attachments.joined(separator: ", "))]") }
    if !actions.isEmpty { parts.append("actions [\(actions.joined(separator: ", "))]") }
    if communication { parts.append("communication from \(JSONWriter.quoted(sender))") }
    return parts.isEmpty ? "" : "; " + parts.joined(separator: ", ")
  }
}
