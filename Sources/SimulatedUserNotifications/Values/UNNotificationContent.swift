internal import NotificationSimulator

/// Every property of a notification's content, in one value the two content classes share.
struct ContentFields {
  var title = ""
  var subtitle = ""
  var body = ""
  var badge: NSNumber?
  var sound: UNNotificationSound?
  var launchImageName = ""
  var userInfo: [AnyHashable: Any] = [:]
  var attachments: [UNNotificationAttachment] = []
  var categoryIdentifier = ""
  var threadIdentifier = ""
  var targetContentIdentifier: String?
  var summaryArgument = ""
  var summaryArgumentCount = 0
  var interruptionLevel: UNNotificationInterruptionLevel = .active
  var relevanceScore: Double = 0
  var filterCriteria: String?
}

/// What a notification says and carries, read-only: models `UNNotificationContent`.
///
/// The app reads it from a delivered notification (`notification.request.content`); to make
/// content, use ``UNMutableNotificationContent``. `copy()` gives immutable content,
/// `mutableCopy()` a ``UNMutableNotificationContent``, as on iOS.
///
/// https://developer.apple.com/documentation/usernotifications/unnotificationcontent
public class UNNotificationContent: NSObject, NSCopying, NSMutableCopying {
  var fields: ContentFields

  init(fields: ContentFields) {
    self.fields = fields
    super.init()
  }

  /// Empty content.
  public override init() {
    self.fields = ContentFields()
    super.init()
  }

  /// The title.
  /// https://developer.apple.com/documentation/usernotifications/unnotificationcontent/title
  public var title: String { fields.title }
  /// The subtitle.
  /// https://developer.apple.com/documentation/usernotifications/unnotificationcontent/subtitle
  public var subtitle: String { fields.subtitle }
  /// The message text.
  /// https://developer.apple.com/documentation/usernotifications/unnotificationcontent/body
  public var body: String { fields.body }
  /// The number for the app icon's badge; `nil` leaves the badge alone, 0 removes it.
  /// https://developer.apple.com/documentation/usernotifications/unnotificationcontent/badge
  public var badge: NSNumber? { fields.badge }
  /// The sound to play; `nil` for none.
  /// https://developer.apple.com/documentation/usernotifications/unnotificationcontent/sound
  public var sound: UNNotificationSound? { fields.sound }
  /// The launch image shown when the notification opens the app.
  /// https://developer.apple.com/documentation/usernotifications/unnotificationcontent/launchimagename
  public var launchImageName: String { fields.launchImageName }
  /// The app's own data; for a remote notification the whole payload, `aps` included.
  /// https://developer.apple.com/documentation/usernotifications/unnotificationcontent/userinfo
  public var userInfo: [AnyHashable: Any] { fields.userInfo }
  /// The media shown with the notification.
  /// https://developer.apple.com/documentation/usernotifications/unnotificationcontent/attachments
  public var attachments: [UNNotificationAttachment] { fields.attachments }
  /// The registered category whose actions the notification shows.
  /// https://developer.apple.com/documentation/usernotifications/unnotificationcontent/categoryidentifier
  public var categoryIdentifier: String { fields.categoryIdentifier }
  /// The thread that groups related notifications.
  /// https://developer.apple.com/documentation/usernotifications/unnotificationcontent/threadidentifier
  public var threadIdentifier: String { fields.threadIdentifier }
  /// Which window (scene) the notification opens (iOS 13).
  /// https://developer.apple.com/documentation/usernotifications/unnotificationcontent/targetcontentidentifier
  public var targetContentIdentifier: String? { fields.targetContentIdentifier }
  /// The text a grouped summary inserts for this notification (iOS 12).
  /// https://developer.apple.com/documentation/usernotifications/unnotificationcontent/summaryargument
  public var summaryArgument: String { fields.summaryArgument }
  /// How many items this notification counts for in a grouped summary (iOS 12).
  /// https://developer.apple.com/documentation/usernotifications/unnotificationcontent/summaryargumentcount
  public var summaryArgumentCount: Int { fields.summaryArgumentCount }
  /// How strongly the notification may interrupt (iOS 15); `.active` unless set.
  /// https://developer.apple.com/documentation/usernotifications/unnotificationcontent/interruptionlevel
  public var interruptionLevel: UNNotificationInterruptionLevel { fields.interruptionLevel }
  /// 0 to 1: which notification of a group is featured in a summary (iOS 15).
  /// https://developer.apple.com/documentation/usernotifications/unnotificationcontent/relevancescore
  public var relevanceScore: Double { fields.relevanceScore }
  /// The Focus filter criteria the notification matches (iOS 16).
  /// https://developer.apple.com/documentation/usernotifications/unnotificationcontent/filtercriteria
  public var filterCriteria: String? { fields.filterCriteria }

  /// Immutable content with the same values.
  /// https://developer.apple.com/documentation/foundation/nscopying
  public func copy(with zone: NSZone? = nil) -> Any { UNNotificationContent(fields: fields) }

  /// Mutable content with the same values.
  /// https://developer.apple.com/documentation/foundation/nsmutablecopying
  public func mutableCopy(with zone: NSZone? = nil) -> Any { UNMutableNotificationContent(fields: fields) }

  /// Equal when every property is, mutable or not; `userInfo` is compared as the JSON the
  /// simulator keeps of it.
  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UNNotificationContent else { return false }
    let a = fields
    let b = other.fields
    return a.simulated == b.simulated && a.sound == b.sound && a.launchImageName == b.launchImageName
      && a.targetContentIdentifier == b.targetContentIdentifier && a.summaryArgument == b.summaryArgument
      && a.summaryArgumentCount == b.summaryArgumentCount && a.interruptionLevel == b.interruptionLevel
      && a.relevanceScore == b.relevanceScore && a.filterCriteria == b.filterCriteria
  }

  /// Hashes the title and body.
  public override var hash: Int {
    var hasher = Hasher()
    hasher.combine(fields.title)
    hasher.combine(fields.body)
    return hasher.finalize()
  }
}

/// Content the app fills in for a local request or a service extension's answer: models
/// `UNMutableNotificationContent`.
///
/// https://developer.apple.com/documentation/usernotifications/unmutablenotificationcontent
public class UNMutableNotificationContent: UNNotificationContent {
  /// Empty content.
  public override init() { super.init() }

  override init(fields: ContentFields) { super.init(fields: fields) }

  /// The title.
  /// https://developer.apple.com/documentation/usernotifications/unmutablenotificationcontent/title
  public override var title: String {
    get { fields.title }
    set { fields.title = newValue }
  }
  /// The subtitle.
  /// https://developer.apple.com/documentation/usernotifications/unmutablenotificationcontent/subtitle
  public override var subtitle: String {
    get { fields.subtitle }
    set { fields.subtitle = newValue }
  }
  /// The message text.
  /// https://developer.apple.com/documentation/usernotifications/unmutablenotificationcontent/body
  public override var body: String {
    get { fields.body }
    set { fields.body = newValue }
  }
  /// The app icon's badge number; `nil` leaves it alone, 0 removes it.
  /// https://developer.apple.com/documentation/usernotifications/unmutablenotificationcontent/badge
  public override var badge: NSNumber? {
    get { fields.badge }
    set { fields.badge = newValue }
  }
  /// The sound; `nil` for none.
  /// https://developer.apple.com/documentation/usernotifications/unmutablenotificationcontent/sound
  public override var sound: UNNotificationSound? {
    get { fields.sound }
    set { fields.sound = newValue }
  }
  /// The launch image.
  /// https://developer.apple.com/documentation/usernotifications/unmutablenotificationcontent/launchimagename
  public override var launchImageName: String {
    get { fields.launchImageName }
    set { fields.launchImageName = newValue }
  }
  /// The app's own data. The simulator keeps what JSON can hold (see
  /// ``UNNotificationRequest``'s conversion); iOS requires property-list values.
  /// https://developer.apple.com/documentation/usernotifications/unmutablenotificationcontent/userinfo
  public override var userInfo: [AnyHashable: Any] {
    get { fields.userInfo }
    set { fields.userInfo = newValue }
  }
  /// The media shown with the notification.
  /// https://developer.apple.com/documentation/usernotifications/unmutablenotificationcontent/attachments
  public override var attachments: [UNNotificationAttachment] {
    get { fields.attachments }
    set { fields.attachments = newValue }
  }
  /// The registered category.
  /// https://developer.apple.com/documentation/usernotifications/unmutablenotificationcontent/categoryidentifier
  public override var categoryIdentifier: String {
    get { fields.categoryIdentifier }
    set { fields.categoryIdentifier = newValue }
  }
  /// The thread.
  /// https://developer.apple.com/documentation/usernotifications/unmutablenotificationcontent/threadidentifier
  public override var threadIdentifier: String {
    get { fields.threadIdentifier }
    set { fields.threadIdentifier = newValue }
  }
  /// Which window (scene) the notification opens (iOS 13).
  /// https://developer.apple.com/documentation/usernotifications/unmutablenotificationcontent/targetcontentidentifier
  public override var targetContentIdentifier: String? {
    get { fields.targetContentIdentifier }
    set { fields.targetContentIdentifier = newValue }
  }
  /// The text a grouped summary inserts (iOS 12).
  /// https://developer.apple.com/documentation/usernotifications/unmutablenotificationcontent/summaryargument
  public override var summaryArgument: String {
    get { fields.summaryArgument }
    set { fields.summaryArgument = newValue }
  }
  /// How many items the notification counts for in a summary (iOS 12).
  /// https://developer.apple.com/documentation/usernotifications/unmutablenotificationcontent/summaryargumentcount
  public override var summaryArgumentCount: Int {
    get { fields.summaryArgumentCount }
    set { fields.summaryArgumentCount = newValue }
  }
  /// How strongly the notification may interrupt (iOS 15).
  /// https://developer.apple.com/documentation/usernotifications/unmutablenotificationcontent/interruptionlevel
  public override var interruptionLevel: UNNotificationInterruptionLevel {
    get { fields.interruptionLevel }
    set { fields.interruptionLevel = newValue }
  }
  /// 0 to 1: the notification's weight in a summary (iOS 15).
  /// https://developer.apple.com/documentation/usernotifications/unmutablenotificationcontent/relevancescore
  public override var relevanceScore: Double {
    get { fields.relevanceScore }
    set { fields.relevanceScore = newValue }
  }
  /// The Focus filter criteria (iOS 16).
  /// https://developer.apple.com/documentation/usernotifications/unmutablenotificationcontent/filtercriteria
  public override var filterCriteria: String? {
    get { fields.filterCriteria }
    set { fields.filterCriteria = newValue }
  }
}

/// An object the system uses to give a notification context, such as the message or call intent
/// of a communication notification (iOS 15).
///
/// Models [`UNNotificationContentProviding`](https://developer.apple.com/documentation/usernotifications/unnotificationcontentproviding).
/// On iOS only the SDK's own types count (`INSendMessageIntent`, `INStartCallIntent`); the
/// Intents framework does not exist on Linux, so a type of the app's may conform for its code
/// to compile, and iOS would ignore it as the simulator does.
public protocol UNNotificationContentProviding: NSObjectProtocol {}

extension UNNotificationContent {
  /// A copy of the content updated from `provider`, the step that makes a communication
  /// notification in a service extension.
  ///
  /// Models [`updating(from:)`](https://developer.apple.com/documentation/usernotifications/unnotificationcontent/updating(from:)).
  /// The copy is immutable content with the same fields: the simulator cannot read an Intents
  /// object on Linux. To test how iOS shows a communication notification, have the simulated
  /// service extension return `ContentChanges.communication` (rules CN1–CN5).
  public func updating(from provider: any UNNotificationContentProviding) throws -> UNNotificationContent {
    UNNotificationContent(fields: fields)
  }
}
