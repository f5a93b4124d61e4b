/// The simulator's view of its two parts, ``DeviceState`` and ``AppProcessState``, by the names
/// the rest of the simulator and its users have always read.
extension Simulator {
  // MARK: The app's process

  /// The app's current state (``AppProcessState/state``).
  public internal(set) var state: AppState {
    get { appProcessState.state }
    set { appProcessState.state = newValue }
  }
  /// Whether the `UNUserNotificationCenter` delegate is set (``AppProcessState/isDelegateAssigned``).
  public internal(set) var isDelegateAssigned: Bool {
    get { appProcessState.isDelegateAssigned }
    set { appProcessState.isDelegateAssigned = newValue }
  }
  /// Whether the scene-based app has a connected scene (``AppProcessState/isSceneConnected``).
  public internal(set) var isSceneConnected: Bool {
    get { appProcessState.isSceneConnected }
    set { appProcessState.isSceneConnected = newValue }
  }
  var wokenBySystem: Bool {
    get { appProcessState.wokenBySystem }
    set { appProcessState.wokenBySystem = newValue }
  }
  var deferredResponses: [Continuation] {
    get { appProcessState.deferredResponses }
    set { appProcessState.deferredResponses = newValue }
  }
  var process: (any AppProcess)? {
    get { appProcessState.code }
    set { appProcessState.code = newValue }
  }
  var appCallDepth: Int {
    get { appProcessState.callDepth }
    set { appProcessState.callDepth = newValue }
  }
  var serviceExtensionCalling: Bool {
    get { appProcessState.serviceExtensionCalling }
    set { appProcessState.serviceExtensionCalling = newValue }
  }

  // MARK: The device

  /// Whether the device is locked (``DeviceState/isLocked``).
  public internal(set) var isLocked: Bool {
    get { deviceState.isLocked }
    set { deviceState.isLocked = newValue }
  }
  /// Whether the device restarted and has not been unlocked since (``DeviceState/isBeforeFirstUnlock``).
  public internal(set) var isBeforeFirstUnlock: Bool {
    get { deviceState.isBeforeFirstUnlock }
    set { deviceState.isBeforeFirstUnlock = newValue }
  }
  /// The registered categories (``DeviceState/categories``).
  public internal(set) var categories: [NotificationCategory] {
    get { deviceState.categories }
    set { deviceState.categories = newValue }
  }
  /// `UNNotificationSettings.authorizationStatus` (``DeviceState/authorizationStatus``).
  public internal(set) var authorizationStatus: AuthorizationStatus {
    get { deviceState.authorizationStatus }
    set { deviceState.authorizationStatus = newValue }
  }
  /// The options the user granted (``DeviceState/authorizedOptions``).
  public internal(set) var authorizedOptions: AuthorizationOptions {
    get { deviceState.authorizedOptions }
    set { deviceState.authorizedOptions = newValue }
  }
  var pendingPrompt: AuthorizationOptions? {
    get { deviceState.pendingPrompt }
    set { deviceState.pendingPrompt = newValue }
  }
  /// The app icon's badge; `nil` when the icon shows none (``DeviceState/badge``).
  public internal(set) var badge: Int? {
    get { deviceState.badge }
    set { deviceState.badge = newValue }
  }
  /// The app's notifications in Notification Center, newest first: the order the device keeps
  /// (`DeviceState.notificationCenterOrder`) over the records of ``notifications``.
  public internal(set) var notificationCenter: NotificationCenterList {
    get { NotificationCenterList(order: deviceState.notificationCenterOrder, records: notifications, index: notificationPositions) }
    _modify {
      // Moved out and back, so that the list holds the only reference to each part and
      // changes it in place.
      var list = NotificationCenterList(order: deviceState.notificationCenterOrder, records: notifications, index: notificationPositions)
      deviceState.notificationCenterOrder = NotificationCenterOrder()
      notifications = NotificationRecords()
      notificationPositions = IdentifierIndex()
      defer {
        deviceState.notificationCenterOrder = list.order
        notifications = list.records
        notificationPositions = list.index
      }
      yield &list
    }
  }
  /// The app's pending local requests (``DeviceState/pendingRequests``).
  public internal(set) var pendingRequests: PendingRequests {
    get { deviceState.pendingRequests }
    _modify { yield &deviceState.pendingRequests }
  }
  /// Where the device is, for location triggers (``DeviceState/location``).
  public internal(set) var location: Coordinate? {
    get { deviceState.location }
    set { deviceState.location = newValue }
  }
  /// The device token from the last successful registration (``DeviceState/deviceToken``).
  public internal(set) var deviceToken: DeviceToken? {
    get { deviceState.deviceToken }
    set { deviceState.deviceToken = newValue }
  }
  /// The device's link to APNs (``DeviceState/apns``).
  public var apns: APNsLink {
    get { deviceState.apns }
    _modify { yield &deviceState.apns }
  }
  var presentationState: PresentationState {
    get { deviceState.presentationState }
    _modify { yield &deviceState.presentationState }
  }
  var held: HeldWake? {
    get { deviceState.held }
    _modify { yield &deviceState.held }
  }
  /// The background-wake budgets (``DeviceState/backgroundWakes``).
  public internal(set) var backgroundWakes: BackgroundWakeBudget {
    get { deviceState.backgroundWakes }
    _modify { yield &deviceState.backgroundWakes }
  }
  /// The Settings app's switches now (``DeviceState/settings``).
  public internal(set) var settings: DeviceSettings {
    get { deviceState.settings }
    _modify { yield &deviceState.settings }
  }
}
