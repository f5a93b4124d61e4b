internal import NotificationSimulator

// Conversions between the UN* values and the simulator's model. Internal: the runtime
// (`UNUserNotificationCenter`, `UIApplication`) and the extension adapters call them.

extension UNNotificationPresentationOptions {
  /// The same bits as the simulator's options.
  var simulated: PresentationOptions { PresentationOptions(rawValue: rawValue) }
}

extension UNAuthorizationOptions {
  /// The same bits as the simulator's options. `announcement` (bit 7) has no meaning in the
  /// simulator and is carried as is.
  var simulated: AuthorizationOptions { AuthorizationOptions(rawValue: rawValue) }

  /// The simulator's options, bit for bit.
  init(simulated: AuthorizationOptions) { self.init(rawValue: simulated.rawValue) }
}

extension UNAuthorizationStatus {
  /// The status with the same raw value.
  init(simulated: AuthorizationStatus) {
    switch simulated {
    case .notDetermined: self = .notDetermined
    case .denied: self = .denied
    case .authorized: self = .authorized
    case .provisional: self = .provisional
    case .ephemeral: self = .ephemeral
    }
  }
}

extension UIBackgroundFetchResult {
  /// The simulator's result with the same raw value.
  var simulated: BackgroundFetchResult {
    switch self {
    case .newData: .newData
    case .noData: .noData
    case .failed: .failed
    }
  }
}

extension UNNotificationInterruptionLevel {
  /// The simulator's level; `.active`, the default, is `nil` (no level given).
  var simulated: InterruptionLevel? {
    switch self {
    case .passive: .passive
    case .active: nil
    case .timeSensitive: .timeSensitive
    case .critical: .critical
    }
  }

  /// The level for the simulator's; `nil` is `.active`.
  init(simulated: InterruptionLevel?) {
    switch simulated {
    case .passive: self = .passive
    case .active, nil: self = .active
    case .timeSensitive: self = .timeSensitive
    case .critical: self = .critical
    }
  }
}

extension UNError {
  /// An error with `code` and no reason.
  init(_ code: UNError.Code) { self.init(code, reason: nil) }

  /// The error for an attachment the simulator refused, with its reason.
  init(simulated error: AttachmentError) {
    self.init(Code(rawValue: error.code.rawValue) ?? .attachmentCorrupt, reason: error.description)
  }
}

// MARK: Categories

extension UNNotificationAction {
  /// The simulator's action: identifier, title, options and text field. The icon is not kept.
  var simulated: NotificationAction {
    NotificationAction(
      identifier: identifier, title: title, options: ActionOptions(rawValue: options.rawValue),
      textInput: textInput.map { NotificationAction.TextInput(buttonTitle: $0.buttonTitle, placeholder: $0.placeholder) })
  }

  /// A `UNTextInputNotificationAction` when the simulator's action has a text field, otherwise
  /// a plain action.
  static func make(simulated action: NotificationAction) -> UNNotificationAction {
    let options = UNNotificationActionOptions(rawValue: action.options.rawValue)
    guard let field = action.textInput else {
      return UNNotificationAction(identifier: action.identifier, title: action.title, options: options)
    }
    return UNTextInputNotificationAction(
      identifier: action.identifier, title: action.title, options: options,
      textInputButtonTitle: field.buttonTitle, textInputPlaceholder: field.placeholder)
  }
}

extension UNNotificationCategory {
  /// The simulator's category: identifier, actions and options. Intent identifiers, the
  /// hidden-previews placeholder, the summary format and action icons have no counterpart and
  /// are not kept.
  var simulated: NotificationCategory {
    NotificationCategory(
      identifier: identifier, actions: actions.map(\.simulated), options: CategoryOptions(rawValue: options.rawValue))
  }

  /// The category for the simulator's, with no intent identifiers, placeholder or summary format.
  convenience init(simulated: NotificationCategory) {
    self.init(
      identifier: simulated.identifier, actions: simulated.actions.map(UNNotificationAction.make(simulated:)),
      intentIdentifiers: [], options: UNNotificationCategoryOptions(rawValue: simulated.options.rawValue))
  }
}

// MARK: Triggers

extension UNNotificationTrigger {
  /// The simulator's trigger; `nil` for a push trigger, which a local request cannot have.
  var simulated: NotificationTrigger? {
    switch self {
    case let trigger as UNTimeIntervalNotificationTrigger:
      .timeInterval(.seconds(trigger.timeInterval), repeats: repeats)
    case let trigger as UNCalendarNotificationTrigger:
      .calendar(DateMatch(dateComponents: trigger.dateComponents), repeats: repeats)
    case let trigger as UNLocationNotificationTrigger:
      .location(trigger.region.simulatedRegion, repeats: repeats)
    default: nil
    }
  }

  /// The trigger object for the simulator's trigger.
  static func make(simulated trigger: NotificationTrigger) -> UNNotificationTrigger {
    switch trigger {
    case .timeInterval(let interval, let repeats):
      let (seconds, attoseconds) = interval.components
      return UNTimeIntervalNotificationTrigger(
        timeInterval: Double(seconds) + Double(attoseconds) / 1e18, repeats: repeats)
    case .calendar(let match, let repeats):
      return UNCalendarNotificationTrigger(dateMatching: match.dateComponents, repeats: repeats)
    case .location(let region, let repeats):
      let circle = CLCircularRegion(
        center: CLLocationCoordinate2D(latitude: region.center.latitude, longitude: region.center.longitude),
        radius: region.radius, identifier: region.identifier)
      circle.notifyOnEntry = region.notifyOnEntry
      circle.notifyOnExit = region.notifyOnExit
      return UNLocationNotificationTrigger(region: circle, repeats: repeats)
    }
  }
}

extension DateMatch {
  /// The components the simulator matches: year, month, day, weekday, hour, minute and second.
  /// Other components (era, week of year, nanosecond...) are not kept.
  init(dateComponents: DateComponents) {
    self.init(
      year: dateComponents.year, month: dateComponents.month, day: dateComponents.day,
      weekday: dateComponents.weekday, hour: dateComponents.hour, minute: dateComponents.minute,
      second: dateComponents.second)
  }

  /// The match as date components.
  var dateComponents: DateComponents {
    DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second, weekday: weekday)
  }
}

// MARK: Content and requests

extension ContentFields {
  /// The fields of the simulator's content. Its sound name `"default"` is
  /// `UNNotificationSound.default`; its userInfo becomes Foundation values as on iOS.
  init(simulated content: NotificationContent) {
    self.init()
    title = content.title
    subtitle = content.subtitle
    body = content.body
    badge = content.badge.map { NSNumber(value: $0) }
    sound = content.sound.map { $0 == "default" ? .default : UNNotificationSound(named: UNNotificationSoundName($0)) }
    categoryIdentifier = content.categoryIdentifier
    threadIdentifier = content.threadIdentifier
    userInfo = UserInfoBridge.dictionary(content.userInfo, values: content.userInfoValues)
    attachments = content.attachments.map(UNNotificationAttachment.init(simulated:))
  }

  /// The fields iOS reads from a push's `aps` besides those of `NotificationContent`.
  mutating func applyExtras(of aps: APS) {
    launchImageName = aps.alert?.launchImage ?? ""
    targetContentIdentifier = aps.targetContentID
    interruptionLevel = UNNotificationInterruptionLevel(simulated: aps.interruptionLevel)
    relevanceScore = aps.relevanceScore ?? 0
    filterCriteria = aps.filterCriteria
    if let sound = aps.sound, sound.isCritical {
      let volume = sound.volume.map { Float($0) }
      self.sound = UNNotificationSound(name: sound.name == "default" ? nil : sound.name, isCritical: true, volume: volume)
    }
  }

  /// The simulator's content: the fields it models. Sound kinds and volumes, launch image,
  /// target content identifier, summary fields, interruption level, relevance and filter
  /// criteria are not part of it.
  var simulated: NotificationContent {
    let converted = UserInfoJSON.convert(userInfo)
    var content = NotificationContent(
      title: title, subtitle: subtitle, body: body, sound: sound?.simulatedName, badge: badge?.intValue,
      categoryIdentifier: categoryIdentifier, threadIdentifier: threadIdentifier,
      userInfo: converted.object, attachments: attachments.map(\.simulated))
    content.userInfoValues = converted.values
    return content
  }
}

extension UNNotificationAttachment {
  /// The attachment for the simulator's, already checked.
  convenience init(simulated: NotificationAttachment) {
    self.init(simulated: simulated, url: URL(string: simulated.url) ?? URL(fileURLWithPath: "/"))
  }
}

extension UNNotificationContent {
  /// Immutable content with the simulator's content's fields.
  convenience init(simulated: NotificationContent) { self.init(fields: ContentFields(simulated: simulated)) }
}

extension UNNotificationRequest {
  /// The simulator's local request.
  ///
  /// `userInfo` is converted to JSON: strings, numbers, Booleans, arrays and dictionaries (keys
  /// in sorted order). A property-list value JSON cannot hold (a `Date`, `Data`, a non-finite
  /// number) is kept as itself beside a readable stand-in (`UserInfoValues`), so the app gets
  /// the same object back; a value that is not a property-list type (an object of the app's, a
  /// `URL`, a key that is not a string) is listed too, and the simulator does not add
  /// the request (rule LN9). `.active`
  /// interruption level and relevance score 0 are the defaults and recorded as not given. The
  /// sound is recorded as present or not, with its name when it is not the default sound; the
  /// summary argument is kept.
  ///
  /// Throws the ``UNError`` of the first attachment the simulator refuses (rule AT2).
  func simulated() throws(UNError) -> LocalNotificationRequest {
    let fields = content.fields
    let userInfo = UserInfoJSON.convert(fields.userInfo)
    var request = LocalNotificationRequest(
      identifier: identifier, title: fields.title, subtitle: fields.subtitle, body: fields.body,
      categoryIdentifier: fields.categoryIdentifier.isEmpty ? nil : fields.categoryIdentifier,
      threadIdentifier: fields.threadIdentifier.isEmpty ? nil : fields.threadIdentifier,
      badge: fields.badge?.intValue, hasSound: fields.sound != nil, userInfo: userInfo.object,
      interruptionLevel: fields.interruptionLevel.simulated,
      relevanceScore: fields.relevanceScore == 0 ? nil : fields.relevanceScore, trigger: trigger?.simulated)
    // A named sound keeps its name; the summary argument is shown from iOS 12 to 14 (rules SH2, SH3).
    if let name = fields.sound?.name, name != "default" { request.soundName = name }
    if !fields.summaryArgument.isEmpty { request.summaryArgument = fields.summaryArgument }
    request.userInfoValues = userInfo.values
    request.attachments = fields.attachments.map(\.simulated)
    for attachment in request.attachments {
      if let error = attachment.validate() { throw UNError(simulated: error) }
    }
    return request
  }

  /// The request for the simulator's local request; a request with a sound has
  /// `UNNotificationSound.default`, or the sound named by its `soundName`.
  convenience init(simulated: LocalNotificationRequest) {
    var fields = ContentFields()
    fields.title = simulated.title
    fields.subtitle = simulated.subtitle
    fields.body = simulated.body
    fields.categoryIdentifier = simulated.categoryIdentifier ?? ""
    fields.threadIdentifier = simulated.threadIdentifier ?? ""
    fields.badge = simulated.badge.map { NSNumber(value: $0) }
    fields.sound = simulated.hasSound ? simulated.soundName.map { UNNotificationSound(named: UNNotificationSoundName($0)) } ?? .default : nil
    fields.summaryArgument = simulated.summaryArgument ?? ""
    fields.userInfo = UserInfoBridge.dictionary(simulated.userInfo, values: simulated.userInfoValues)
    fields.interruptionLevel = UNNotificationInterruptionLevel(simulated: simulated.interruptionLevel)
    fields.relevanceScore = simulated.relevanceScore ?? 0
    fields.attachments = simulated.attachments.map(UNNotificationAttachment.init(simulated:))
    self.init(
      identifier: simulated.identifier, copying: UNNotificationContent(fields: fields),
      trigger: simulated.trigger.map(UNNotificationTrigger.make(simulated:)))
  }
}

extension UNNotification {
  /// The notification as iOS hands it to the app, delivered at `date`.
  ///
  /// The content is what the service extension returned when it changed it
  /// (`DeliveredNotification.content`); otherwise, for a push, the payload's (`userInfo` is the
  /// whole payload, `aps` included, and the trigger a ``UNPushNotificationTrigger``), and for a
  /// local request, the request's content and trigger.
  convenience init(simulated record: DeliveredNotification, date: Date) {
    let request: UNNotificationRequest
    if let local = record.localRequest, record.deliveredContent == nil {
      request = UNNotificationRequest(simulated: local)
    } else {
      var fields = ContentFields(simulated: record.content)
      if let payload = record.payload {
        let changedSound = record.deliveredContent.map { $0.sound != record.originalContent.sound } ?? false
        let sound = fields.sound
        fields.applyExtras(of: payload.aps)
        if changedSound { fields.sound = sound }
      } else if let local = record.localRequest {
        fields.interruptionLevel = UNNotificationInterruptionLevel(simulated: local.interruptionLevel)
        fields.relevanceScore = local.relevanceScore ?? 0
      }
      let trigger: UNNotificationTrigger? =
        record.payload != nil ? UNPushNotificationTrigger() : record.localRequest?.trigger.map(UNNotificationTrigger.make(simulated:))
      request = UNNotificationRequest(identifier: record.id, copying: UNNotificationContent(fields: fields), trigger: trigger)
    }
    self.init(date: date, request: request)
  }
}

extension UNNotificationResponse {
  /// The response object for the simulator's response to `notification`: a
  /// ``UNTextInputNotificationResponse`` when it carries typed text.
  static func simulated(_ response: NotificationResponse, notification: UNNotification) -> UNNotificationResponse {
    if let text = response.userText {
      return UNTextInputNotificationResponse(
        notification: notification, actionIdentifier: response.actionIdentifier, userText: text)
    }
    return UNNotificationResponse(notification: notification, actionIdentifier: response.actionIdentifier)
  }
}

// MARK: Settings

extension UNNotificationSettings {
  /// The settings the device has for the app now.
  ///
  /// `authorizationStatus` is the simulator's status as Settings shows it (`.denied` while Allow
  /// Notifications is off). Before the app asks, every setting is `.notSupported`. After, a
  /// setting is `.enabled` when its option was granted and its switch in Settings is on, else
  /// `.disabled`: sound (`.sound`, Sounds), badge (`.badge`, Badges), alert (`.alert`, Banners),
  /// Notification Center and Lock Screen (`.alert` or provisional, Notification Center; the model
  /// has no separate Lock Screen switch), CarPlay (`.carPlay`), critical alerts
  /// (`.criticalAlert`); Time Sensitive follows the device's Time Sensitive switch; Direct
  /// Messages follows the device's Direct Messages switch for an app with the Communication
  /// Notifications capability (`.notSupported` without it). Not modelled: previews (`.always`)
  /// and announcements (`.notSupported`). `alertStyle` is `.banner` when alerts are enabled, else `.none`.
  convenience init(simulated simulator: Simulator) {
    let determined = simulator.device.authorizationStatus != .notDetermined
    let granted = simulator.device.authorizedOptions
    let switches = simulator.device.settings.notifications
    func setting(_ allowed: Bool, _ switchOn: Bool) -> UNNotificationSetting {
      guard determined else { return .notSupported }
      return allowed && switchOn && switches.allowNotifications ? .enabled : .disabled
    }
    let listed = granted.contains(.alert) || simulator.device.authorizationStatus == .provisional
    // Direct Messages is a switch only for an app with the Communication Notifications
    // capability, from iOS 15 (rule CN3).
    let communication =
      simulator.configuration.app.entitlements.contains(.communication) && simulator.configuration.profile.has(.communicationNotifications)
    let alert = setting(granted.contains(.alert), switches.banners)
    self.init(
      authorizationStatus: UNAuthorizationStatus(simulated: simulator.authorizationStatusInSettings),
      soundSetting: setting(granted.contains(.sound), switches.sounds),
      badgeSetting: setting(granted.contains(.badge), switches.badges),
      alertSetting: alert,
      notificationCenterSetting: setting(listed, switches.notificationCenter),
      lockScreenSetting: setting(listed, true),
      carPlaySetting: setting(granted.contains(.carPlay), true),
      alertStyle: alert == .enabled ? .banner : .none,
      showPreviewsSetting: .always,
      criticalAlertSetting: setting(granted.contains(.criticalAlert), true),
      providesAppNotificationSettings: granted.contains(.providesAppNotificationSettings),
      announcementSetting: .notSupported,
      timeSensitiveSetting: setting(true, simulator.timeSensitiveSetting),
      scheduledDeliverySetting: determined ? (simulator.isInScheduledSummary ? .enabled : .disabled) : .notSupported,
      directMessagesSetting: communication ? setting(true, simulator.directMessages) : .notSupported)
  }
}

// MARK: userInfo to JSON

/// Converts `userInfo` values to the simulator's JSON: the inverse of `UserInfoBridge`.
///
/// Strings, numbers, Booleans, arrays and dictionaries with string keys become JSON. Other
/// property-list values (`Data`, `Date`, a number JSON cannot write) become a stand-in string,
/// kept as themselves in `UserInfoValues`; so does what is not a property-list value, listed as
/// such (rule LN9). Keys are walked in sorted order: nothing depends on Dictionary order.
enum UserInfoJSON {
  /// The JSON and the values it cannot hold.
  struct Converted {
    var object: JSONObject
    var values: UserInfoValues
  }

  /// Converts a whole `userInfo`.
  static func convert(_ dictionary: [AnyHashable: Any]) -> Converted {
    var entries: [UserInfoValues.Entry] = []
    var path: [UserInfoValues.PathComponent] = []
    let object = object(dictionary, path: &path, into: &entries)
    return Converted(object: object, values: UserInfoValues(entries))
  }

  /// An object; keys in sorted order, so the result never depends on Dictionary order. A key
  /// that is not a string is written as its `String(describing:)` and listed as not a
  /// property-list value. `path` leads to the object; it is the same on return.
  private static func object(
    _ dictionary: [AnyHashable: Any], path: inout [UserInfoValues.PathComponent],
    into entries: inout [UserInfoValues.Entry]
  ) -> JSONObject {
    let members = dictionary.map { (key: key(of: $0.key), base: $0.key.base, value: $0.value) }
      .sorted { $0.key < $1.key }
    var result: [JSONObject.Member] = []
    result.reserveCapacity(members.count)
    for member in members {
      path.append(.key(member.key))
      defer { path.removeLast() }
      if !(member.base is String) {
        let value = UserInfoValues.Value.notPropertyList(type: "a dictionary key of type \(typeName(of: member.base))")
        entries.append(UserInfoValues.Entry(path: path, value: value))
        result.append(JSONObject.Member(key: member.key, value: JSONValue(.string(value.rendered))))
      } else {
        result.append(JSONObject.Member(key: member.key, value: value(member.value, path: &path, into: &entries)))
      }
    }
    return JSONObject(result)
  }

  static func key(of key: AnyHashable) -> String {
    if let string = key.base as? String { return string }
    return String(describing: key.base)
  }

  /// The type's name for messages, without its module: `URL`, `NSNull`, `Token`.
  private static func typeName(of any: Any) -> String {
    let name = String(describing: type(of: any))
    return name.split(separator: ".").last.map(String.init) ?? name
  }

  /// One value at `path` (the same on return).
  private static func value(
    _ any: Any, path: inout [UserInfoValues.PathComponent], into entries: inout [UserInfoValues.Entry]
  ) -> JSONValue {
    func kept(_ value: UserInfoValues.Value) -> JSONValue {
      entries.append(UserInfoValues.Entry(path: path, value: value))
      return JSONValue(.string(value.rendered))
    }
    // `null` of a push's JSON comes back as NSNull (JSONSerialization's), and goes on as null.
    if any is NSNull { return JSONValue(.null) }
    if let string = any as? String { return JSONValue(.string(string)) }
    if let number = any as? NSNumber {
      if number === NSNumber(value: true) { return JSONValue(.bool(true)) }
      if number === NSNumber(value: false) { return JSONValue(.bool(false)) }
      let type = String(cString: number.objCType)
      if ["c", "s", "i", "l", "q", "C", "S", "I", "L", "Q"].contains(type) {
        return JSONValue(.number(JSONNumber(literal: number.stringValue)))
      }
      let double = number.doubleValue
      guard double.isFinite else { return kept(.real(bitPattern: double.bitPattern)) }
      return JSONValue(.number(JSONNumber(literal: "\(double)")))
    }
    if let data = any as? Data { return kept(.data(data)) }
    if let date = any as? Date { return kept(.date(date)) }
    if let array = any as? [Any] {
      var elements: [JSONValue] = []
      elements.reserveCapacity(array.count)
      for (index, element) in array.enumerated() {
        path.append(.index(index))
        elements.append(value(element, path: &path, into: &entries))
        path.removeLast()
      }
      return JSONValue(.array(elements))
    }
    if let dictionary = any as? [AnyHashable: Any] {
      return JSONValue(.object(object(dictionary, path: &path, into: &entries)))
    }
    return kept(.notPropertyList(type: typeName(of: any)))
  }
}
