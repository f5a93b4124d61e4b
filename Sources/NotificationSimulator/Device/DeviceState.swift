/// The simulated iPhone apart from the app's process: what is still there when the app is
/// terminated, force-quit or never launched.
///
/// Models the system's side of the device: the lock, the app's entry in Notification Center, its
/// pending requests and registered categories, the icon's badge, the app's authorization and
/// switches in Settings, Focus and the paired Watch, the link to APNs and the device token. Each
/// part is a small value with its own rules, in the folder of the same name under `Device/`
/// (`NotificationCenter/`, `PendingRequests/`, `Settings/`, `Focus/`, `Watch/`,
/// `BackgroundWakes/`) or `APNs/`. ``Simulator`` composes it with the app's
/// ``AppProcessState``.
public struct DeviceState: Sendable {
  /// What the device was set up with (``Simulator/init(app:profile:quirks:device:behavior:table:appDelegate:serviceExtension:process:)``):
  /// the state below starts from it and never changes it.
  public let configuration: DeviceConfiguration
  /// Whether the device is locked. Any unlock, by the user or by the system asking for one,
  /// also ends ``isBeforeFirstUnlock``.
  public internal(set) var isLocked: Bool {
    didSet { if !isLocked { isBeforeFirstUnlock = false } }
  }
  /// Whether the device restarted and has not been unlocked since: iOS's "before first unlock"
  /// state, in which files protected with `NSFileProtectionCompleteUntilFirstUserAuthentication`
  /// cannot be read yet. Pushes do not launch the app in the background then (behaviour reference
  /// §1.3, §5; ``DropReason/beforeFirstUnlock``). Set by a restart, cleared by any unlock.
  public internal(set) var isBeforeFirstUnlock = false
  /// The registered categories (`getNotificationCategories`).
  public internal(set) var categories: [NotificationCategory]
  /// `UNNotificationSettings.authorizationStatus`.
  public internal(set) var authorizationStatus: AuthorizationStatus = .notDetermined
  /// The options the user granted.
  public internal(set) var authorizedOptions: AuthorizationOptions = []
  /// The options of the authorization prompt on screen, waiting for the user.
  var pendingPrompt: AuthorizationOptions?
  /// The app icon's badge; `nil` when the icon shows none (never set, or set to 0).
  public internal(set) var badge: Int?
  /// Every notification that reached the device, one record per identifier, in the order each
  /// identifier first arrived: a notification that replaces another (same identifier) takes
  /// its record's place. ``notificationCenter`` has what is on screen, newest first. With a
  /// ``DeviceConfiguration/notificationCenterLimit``, the records of notifications that the
  /// limit took out of Notification Center are forgotten (a few at a time, so a record may
  /// stay a while), and the others keep their order.
  public internal(set) var notifications = NotificationRecords()
  /// The position of each notification in `notifications`, by identifier (identifiers are unique there).
  var notificationPositions = IdentifierIndex()
  /// The order of the app's notifications in Notification Center, newest first
  /// (`getDeliveredNotifications`), over ``notifications`` (``notificationCenter``).
  var notificationCenterOrder = NotificationCenterOrder()
  /// How many records in `notifications` the Notification Center limit took out and are
  /// not yet forgotten (``DeviceConfiguration/notificationCenterLimit``).
  var recordsPastLimit = 0
  /// The records in `notifications` below this position have had their payloads compacted
  /// (``NotificationRecords/compact(_:)``); the newer ones keep theirs whole.
  var compactedRecords = 0
  /// The app's pending local requests (`getPendingNotificationRequests`).
  public internal(set) var pendingRequests = PendingRequests()
  /// Where the device is, for location triggers; `nil` until it is placed somewhere.
  public internal(set) var location: Coordinate?
  /// The device token from the last successful registration.
  public internal(set) var deviceToken: DeviceToken?
  /// The device's link to APNs: online or not, power-restricted or not, the notification APNs
  /// keeps for the app, and the app's device tokens (rules AP1–AP11, `APNs/` folder).
  public internal(set) var apns = APNsLink()
  /// The Focus, the Watch, the ring/silent switch and the Time Sensitive switch now: they start
  /// as ``DeviceConfiguration`` says and change with steps (rules IL1–IL7, FO1–FO3, WA1–WA3).
  var presentationState: PresentationState
  /// A background push held until the user opens the app (behaviour reference §5).
  var held: HeldWake?
  /// The background-wake budgets and the penalty for an uncalled fetch handler (rules BW3–BW6).
  public internal(set) var backgroundWakes = BackgroundWakeBudget()
  /// The Settings app's switches now: ``DeviceConfiguration/settings`` at the start, changed by
  /// ``Simulator/changeSettings(_:)``. ``DeviceSettings/isPowerRestricted`` says whether Low Power
  /// Mode is on.
  public internal(set) var settings: DeviceSettings
  /// The files in the app's container and in the system's attachment data store (rule AT3).
  public internal(set) var files = DeviceFiles()
  /// The app's Live Activities (rules LA1–LA9).
  public internal(set) var liveActivities = LiveActivityStore()
  /// The app's PushKit VoIP registration as iOS keeps it (rules VP1–VP5).
  public internal(set) var pushKit = PushKitState()
  /// The app's Push to Talk channel as iOS keeps it (rules PT1–PT7).
  public internal(set) var pushToTalk = PushToTalkState()
  /// The day's WidgetKit push reloads (rule WG2), against the device's
  /// ``DeviceConfiguration/widgetReloadsPerDay``.
  public internal(set) var widgetReloadBudget = WidgetReloadBudget()

  init(
    configuration: DeviceConfiguration, categories: [NotificationCategory], isLocked: Bool,
    presentationState: PresentationState, settings: DeviceSettings
  ) {
    self.configuration = configuration
    self.categories = categories
    self.isLocked = isLocked
    self.presentationState = presentationState
    self.settings = settings
  }
}

extension DeviceState {
  /// The app's notifications in Notification Center, newest first: the order the device keeps
  /// (`notificationCenterOrder`) over the records of ``notifications``.
  public internal(set) var notificationCenter: NotificationCenterList {
    get { NotificationCenterList(order: notificationCenterOrder, records: notifications, index: notificationPositions) }
    _modify {
      // Moved out and back, so that the list holds the only reference to each part and
      // changes it in place.
      var list = NotificationCenterList(order: notificationCenterOrder, records: notifications, index: notificationPositions)
      notificationCenterOrder = NotificationCenterOrder()
      notifications = NotificationRecords()
      notificationPositions = IdentifierIndex()
      defer {
        notificationCenterOrder = list.order
        notifications = list.records
        notificationPositions = list.index
      }
      yield &list
    }
  }
}
