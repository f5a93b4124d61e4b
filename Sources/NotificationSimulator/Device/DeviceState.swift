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
  /// The order of the app's notifications in Notification Center, newest first
  /// (`getDeliveredNotifications`), over the simulator's records (``Simulator/notificationCenter``).
  var notificationCenterOrder = NotificationCenterOrder()
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

  init(categories: [NotificationCategory], isLocked: Bool, presentationState: PresentationState, settings: DeviceSettings) {
    self.categories = categories
    self.isLocked = isLocked
    self.presentationState = presentationState
    self.settings = settings
  }
}
