import NotificationPayload

/// The SiriKit intent a communication notification is updated from: the type passed to
/// `UNNotificationContent.updating(from:)`
/// ([updating(from:)](https://developer.apple.com/documentation/usernotifications/unnotificationcontent/updating(from:))).
public enum CommunicationIntentType: String, Hashable, Sendable, CaseIterable {
  /// [INSendMessageIntent](https://developer.apple.com/documentation/intents/insendmessageintent):
  /// an incoming message.
  case sendMessage = "INSendMessageIntent"
  /// [INStartCallIntent](https://developer.apple.com/documentation/intents/instartcallintent):
  /// an incoming call, such as a missed one.
  case startCall = "INStartCallIntent"
}

/// The intent types the app lists in its Info.plist `NSUserActivityTypes`, which communication
/// notifications need
/// ([Implementing communication notifications](https://developer.apple.com/documentation/usernotifications/implementing-communication-notifications)).
public struct UserActivityTypes: OptionSet, Hashable, Sendable, CustomStringConvertible {
  /// The raw bits.
  public var rawValue: UInt
  /// Creates types from raw bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// `INSendMessageIntent`.
  public static let sendMessage = UserActivityTypes(rawValue: 1)
  /// `INStartCallIntent`.
  public static let startCall = UserActivityTypes(rawValue: 2)

  /// The type that lists `intent`.
  public init(_ intent: CommunicationIntentType) {
    self = intent == .sendMessage ? .sendMessage : .startCall
  }

  /// `[INSendMessageIntent, INStartCallIntent]`, listing the types present.
  public var description: String {
    "[" + CommunicationIntentType.allCases.filter { contains(UserActivityTypes($0)) }.map(\.rawValue).joined(separator: ", ") + "]"
  }
}

/// An incoming message or call the app (or its service extension) donates as an `INInteraction`
/// and passes to `UNNotificationContent.updating(from:)`, which turns the content into a
/// communication notification that shows the sender
/// ([Implementing communication notifications](https://developer.apple.com/documentation/usernotifications/implementing-communication-notifications);
/// behaviour reference §17, rules CN1–CN6).
public struct CommunicationIntent: Hashable, Sendable, CustomStringConvertible {
  /// The sender's display name (`INSendMessageIntent.sender`'s `displayName`), which a Focus
  /// compares with its allowed people.
  public var sender: String
  /// The intent's type.
  public var intent: CommunicationIntentType
  /// `INSendMessageIntentDonationMetadata.notifyRecipientAnyway`: the sender chose to notify the
  /// recipient although a Focus is on.
  public var notifyRecipientAnyway: Bool
  /// `INSendMessageIntentDonationMetadata.mentionsCurrentUser`.
  public var mentionsCurrentUser: Bool
  /// `INSendMessageIntentDonationMetadata.isReplyToCurrentUser`.
  public var isReplyToCurrentUser: Bool

  /// Creates an incoming message (by default) or call from `sender`.
  public init(
    sender: String, intent: CommunicationIntentType = .sendMessage, notifyRecipientAnyway: Bool = false,
    mentionsCurrentUser: Bool = false, isReplyToCurrentUser: Bool = false
  ) {
    self.sender = sender
    self.intent = intent
    self.notifyRecipientAnyway = notifyRecipientAnyway
    self.mentionsCurrentUser = mentionsCurrentUser
    self.isReplyToCurrentUser = isReplyToCurrentUser
  }

  /// The donation metadata that is set, such as `notifyRecipientAnyway, mentionsCurrentUser`;
  /// empty when none is.
  public var metadata: [String] {
    [
      notifyRecipientAnyway ? "notifyRecipientAnyway" : nil, mentionsCurrentUser ? "mentionsCurrentUser" : nil,
      isReplyToCurrentUser ? "isReplyToCurrentUser" : nil,
    ].compactMap { $0 }
  }

  /// `INSendMessageIntent from "Alice"`, with the metadata that is set.
  public var description: String {
    "\(intent.rawValue) from \(JSONWriter.quoted(sender))" + (metadata.isEmpty ? "" : " (" + metadata.joined(separator: ", ") + ")")
  }
}

/// What `UNNotificationContent.updating(from:)` did with the content a service extension
/// returned (rules CN1, CN2).
public enum CommunicationOutcome: String, Hashable, Sendable, CaseIterable {
  /// The content became a communication notification (rule CN1).
  case updated
  /// `updating(from:)` threw; the notification stays an ordinary one (rule CN2).
  case failed
}
