import NotificationPayload

/// The range of one number a scenario file may give: whether it is whole, its bounds, its unit
/// and where it is written. ``ScenarioLimits/all`` lists every one; the loader checks a value
/// with ``wholeNumber(_:path:log:)`` or ``number(_:path:log:)``, ``ScenarioSchema`` writes
/// ``schema`` where the key is, and `notifsim docs` prints the list, so a range is stated once.
public struct NumericLimit: Sendable, Hashable {
  /// The values a limit allows.
  public enum Range: Sendable, Hashable {
    /// Whole numbers in the range; `Int.min...Int.max` is any whole number that fits in 64 bits.
    case integers(ClosedRange<Int>)
    /// Finite numbers, from `minimum` (excluded when `exclusive`) to `maximum`; `nil` for no
    /// bound.
    case numbers(minimum: Double?, exclusive: Bool = false, maximum: Double?)
    /// One of these whole numbers.
    case choices([Int])
  }

  /// The key as the file writes it, such as `liveActivityUpdatesPerHour`; a step's name when the
  /// number is the step's argument, such as `setBadgeCount`.
  public var name: String
  /// Where the key is written, as paths of keys from the file's top, `[]` for any array element:
  /// `quirks.liveActivityUpdatesPerHour`, `steps[].schedule.badge`.
  public var places: [String]
  /// The values it allows.
  public var range: Range
  /// What is counted or measured, plural, such as `bytes` or `seconds since 1970`; `nil` for a
  /// plain number.
  public var unit: String?
  /// Whether `null` is allowed too, and what it means.
  public var null: String?
  /// What the number sets, in one sentence (the schema's description and the docs).
  public var summary: String
  /// Advice added to an out-of-range error's hint, such as "0 removes the badge.".
  public var advice: String?

  /// Declares a limit.
  public init(
    _ name: String, at places: [String], _ range: Range, unit: String? = nil, null: String? = nil, summary: String,
    advice: String? = nil
  ) {
    self.name = name
    self.places = places
    self.range = range
    self.unit = unit
    self.null = null
    self.summary = summary
    self.advice = advice
  }

  /// Whether the value must be a whole number.
  public var isInteger: Bool {
    switch range {
    case .integers, .choices: true
    case .numbers: false
    }
  }

  /// What the value must be, as a phrase that follows "must be" or "expected":
  /// `a whole number of bytes, 0 or more`, `a number between -90 and 90`, `5 or 10`.
  public var requirement: String {
    var text: String
    switch range {
    case .choices(let values):
      text = values.dropLast().map(String.init).joined(separator: ", ") + (values.count > 1 ? " or " : "")
        + (values.last.map(String.init) ?? "")
    case .integers(let bounds):
      text = "a whole number" + (unit.map { " of \($0)" } ?? "")
      switch (bounds.lowerBound == Int.min, bounds.upperBound == Int.max) {
      case (true, true): text += " that fits in 64 bits (\(Int.min) to \(Int.max))"
      case (false, true): text += ", \(bounds.lowerBound) or more"
      case (true, false): text += ", \(bounds.upperBound) or less"
      case (false, false): text += " between \(bounds.lowerBound) and \(bounds.upperBound)"
      }
    case .numbers(let minimum, let exclusive, let maximum):
      text = "a number" + (unit.map { " of \($0)" } ?? "")
      switch (minimum, maximum) {
      case (let low?, let high?): text += " between \(Self.plain(low)) and \(Self.plain(high))"
      case (let low?, nil): text += exclusive ? " greater than \(Self.plain(low))" : ", \(Self.plain(low)) or more"
      case (nil, let high?): text += ", \(Self.plain(high)) or less"
      case (nil, nil): break
      }
    }
    if null != nil { text += ", or null" }
    return text
  }

  /// The limit as a JSON Schema: its type, bounds and summary.
  public var schema: JSONValue {
    var members: [(String, JSONValue)] = []
    func number(_ value: Int) -> JSONValue { JSONValue(.number(JSONNumber(value))) }
    func number(_ value: Double) -> JSONValue { JSONValue(.number(JSONNumber(literal: Self.plain(value)))) }
    func type(_ name: String) -> JSONValue {
      null == nil ? JSONValue(.string(name)) : JSONValue(.array([JSONValue(.string(name)), JSONValue(.string("null"))]))
    }
    switch range {
    case .choices(let values):
      members.append(("enum", JSONValue(.array(values.map(number) + (null == nil ? [] : [JSONValue(.null)])))))
    case .integers(let bounds):
      members.append(("type", type("integer")))
      members.append(("minimum", number(bounds.lowerBound)))
      members.append(("maximum", number(bounds.upperBound)))
    case .numbers(let minimum, let exclusive, let maximum):
      members.append(("type", type("number")))
      if let minimum { members.append((exclusive ? "exclusiveMinimum" : "minimum", number(minimum))) }
      if let maximum { members.append(("maximum", number(maximum))) }
    }
    members.append(("description", JSONValue(.string(summary + (null.map { " " + $0 } ?? "")))))
    return JSONValue(.object(JSONObject(members.map { JSONObject.Member(key: $0.0, value: $0.1) })))
  }

  /// Whether `value` is in range: a whole number in the range, or a finite number within the
  /// bounds.
  public func allows(_ value: JSONNumber) -> Bool {
    switch range {
    case .choices(let values):
      guard value.isIntegerLiteral, let whole = value.intValue else { return false }
      return values.contains(whole)
    case .integers(let bounds):
      guard value.isIntegerLiteral, let whole = value.intValue else { return false }
      return bounds.contains(whole)
    case .numbers: return allows(value.doubleValue)
    }
  }

  /// Whether `amount` is in range: finite, within the bounds and, where the limit is whole, a
  /// whole number.
  public func allows(_ amount: Double) -> Bool {
    guard amount.isFinite else { return false }
    switch range {
    case .choices(let values): return values.contains { Double($0) == amount }
    case .integers(let bounds):
      return amount == amount.rounded() && amount >= Double(bounds.lowerBound) && amount <= Double(bounds.upperBound)
    case .numbers(let minimum, let exclusive, let maximum):
      if let minimum, exclusive ? amount <= minimum : amount < minimum { return false }
      if let maximum, amount > maximum { return false }
      return true
    }
  }

  /// The value as a whole number, or `nil` after an error at its position: `wrong-type` for
  /// anything but a number or, where the limit is whole, for a number with a fraction or
  /// exponent; `out-of-range` for a number outside the range (one past 64 bits too).
  public func wholeNumber(_ value: JSONValue, path: JSONPath, log: inout JSONReadLog) -> Int? {
    guard let number = checked(value, path: path, log: &log) else { return nil }
    return number.intValue
  }

  /// The value as a `Double`, or `nil` after an error at its position (as ``wholeNumber(_:path:log:)``).
  public func number(_ value: JSONValue, path: JSONPath, log: inout JSONReadLog) -> Double? {
    checked(value, path: path, log: &log)?.doubleValue
  }

  func checked(_ value: JSONValue, path: JSONPath, log: inout JSONReadLog) -> JSONNumber? {
    guard let number = value.number, !isInteger || number.isIntegerLiteral else {
      log.wrongType(value, path: path, expected: requirement)
      return nil
    }
    guard allows(number) else {
      var literal = number.literal
      if literal.utf8.count > 40 { literal = String(literal.prefix(24)) + "…" }
      log.error(
        .outOfRange, "\(name) \(literal) is out of range",
        hint: "\(name) must be \(requirement)." + (advice.map { " " + $0 } ?? ""), path: path, at: value.location)
      return nil
    }
    return number
  }

  /// `90`, `0.5`, `1000000`: a bound as the schema and the messages write it.
  static func plain(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
  }
}

extension JSONObjectReader {
  /// The member named by `limit` as a whole number, or `nil` (after an error at its position
  /// when it is there but out of `limit`'s range or not a whole number).
  mutating func int(_ limit: NumericLimit, log: inout JSONReadLog) -> Int? {
    guard let value = value(limit.name) else { return nil }
    return limit.wholeNumber(value, path: path.appending(limit.name), log: &log)
  }

  /// The member named by `limit` as a number, or `nil` (after an error when it is out of range).
  mutating func number(_ limit: NumericLimit, log: inout JSONReadLog) -> Double? {
    guard let value = value(limit.name) else { return nil }
    return limit.number(value, path: path.appending(limit.name), log: &log)
  }
}

/// Every number a scenario file may give, with its range: the quirks, the device's settings, the
/// app's files and extensions, and the steps' arguments. The loader, the schema and the docs
/// read these, and `ScenarioLimitsTests` feeds each one a value just out of its range.
public enum ScenarioLimits {
  /// A duration written as a number of seconds (`"30s"` and the other forms with a unit are
  /// read to the same bounds): at most ten years of virtual time.
  public static let duration = NumericLimit(
    "duration",
    at: [
      "quirks.willPresentTimeout", "quirks.uncalledFetchHandlerPenalty",
      "app.answers.willPresent.after", "app.answers.willPresentByNotification.*.after", "app.answers.didReceive.after",
      "app.answers.fetch.after", "app.answers.handleAction.after", "app.answers.serviceExtension.after",
      "steps[].schedule.after", "steps[].schedule.trigger.timeInterval", "steps[].wait",
      "steps[].expect[].at", "steps[].expect.events[].at", "expect[].at", "expect.events[].at",
    ],
    .numbers(minimum: 0, maximum: Double(ScenarioLoader.maximumDuration.components.seconds)), unit: "seconds",
    summary: "A duration in seconds; a string with a unit (\"500ms\", \"2s\", \"10m\", \"1h\") is read to the same bounds.")

  /// `quirks.backgroundPushesPerHour`.
  public static let backgroundPushesPerHour = NumericLimit(
    "backgroundPushesPerHour", at: ["quirks.backgroundPushesPerHour"], .integers(0...Int.max), unit: "wakes per hour",
    summary: "Background wakes granted per hour before the system holds pushes (rule BW3).",
    advice: "0 holds every background push.")
  /// `quirks.liveActivityUpdatesPerHour`.
  public static let liveActivityUpdatesPerHour = NumericLimit(
    "liveActivityUpdatesPerHour", at: ["quirks.liveActivityUpdatesPerHour"], .integers(0...Int.max), unit: "updates per hour",
    summary: "Priority-10 Live Activity updates per hour before the system throttles them (rule LA7).",
    advice: "0 throttles every priority-10 update.")
  /// `quirks.voipUnreportedPushesBeforeDeliveryStops`.
  public static let voipUnreportedPushesBeforeDeliveryStops = NumericLimit(
    "voipUnreportedPushesBeforeDeliveryStops", at: ["quirks.voipUnreportedPushesBeforeDeliveryStops"], .integers(1...Int.max),
    unit: "pushes",
    summary: "Unreported VoIP pushes after which iOS stops delivering VoIP pushes to the app (§14.2).",
    advice: "1 stops delivery after the first push the app does not report as a call.")
  /// `quirks.pushToTalkHighPriorityBudget`.
  public static let pushToTalkHighPriorityBudget = NumericLimit(
    "pushToTalkHighPriorityBudget", at: ["quirks.pushToTalkHighPriorityBudget"], .integers(0...Int.max), unit: "pushes",
    summary: "High-priority Push to Talk service updates the app gets before the budget is spent (rule PT6).",
    advice: "0 starts with the budget spent.")
  /// `quirks.backgroundWakesPerDay`.
  public static let backgroundWakesPerDay = NumericLimit(
    "backgroundWakesPerDay", at: ["quirks.backgroundWakesPerDay"], .integers(0...Int.max), unit: "wakes per day",
    null: "null leaves the daily budget out.",
    summary: "Background wakes the daily power budget allows (rule BW4).", advice: "null leaves the daily budget out.")

  /// `device.tokenSeed`.
  public static let tokenSeed = NumericLimit(
    "tokenSeed", at: ["device.tokenSeed"], .integers(Int.min...Int.max),
    summary: "The seed of the device tokens the simulated APNs issues.")
  /// `device.widgetReloadsPerDay`.
  public static let widgetReloadsPerDay = NumericLimit(
    "widgetReloadsPerDay", at: ["device.widgetReloadsPerDay"], .integers(0...Int.max), unit: "reloads per day",
    summary: "WidgetKit reloads a day that widgets pushes may start (rule WG2).",
    advice: "70 is the default; 2 tests a spent budget.")
  /// `device.notificationCenterLimit`.
  public static let notificationCenterLimit = NumericLimit(
    "notificationCenterLimit", at: ["device.notificationCenterLimit"], .integers(1...Int.max), unit: "notifications",
    summary: "The most notifications Notification Center keeps for the app; left out, no limit (iOS documents none).",
    advice: "Leave it out for no limit.")
  /// A latitude: of the device's location, a `move` step, a region trigger.
  public static let latitude = NumericLimit(
    "latitude", at: ["device.location.latitude", "steps[].move.latitude", "steps[].schedule.trigger.region.latitude"],
    .numbers(minimum: -90, maximum: 90), unit: "degrees", summary: "A latitude in degrees, north positive.")
  /// A longitude.
  public static let longitude = NumericLimit(
    "longitude", at: ["device.location.longitude", "steps[].move.longitude", "steps[].schedule.trigger.region.longitude"],
    .numbers(minimum: -180, maximum: 180), unit: "degrees", summary: "A longitude in degrees, east positive.")
  /// A region trigger's radius.
  public static let radius = NumericLimit(
    "radius", at: ["steps[].schedule.trigger.region.radius"], .numbers(minimum: 0, maximum: 1_000_000), unit: "metres",
    summary: "A region trigger's radius in metres (CLCircularRegion).")

  /// A file's size: `app.files`, `addFile`, attachments.
  public static let size = NumericLimit(
    "size",
    at: [
      "app.files[].size", "steps[].addFile.size", "steps[].schedule.attachments[].size",
      "app.answers.serviceExtension.content.attachments[].size", "app.answers.serviceExtension.lastAnswer.attachments[].size",
      "app.answers.serviceExtension.placeholder.attachments[].size",
    ],
    .integers(0...Int.max), unit: "bytes", summary: "A file's size in bytes.")
  /// A content extension's initial size ratio.
  public static let initialContentSizeRatio = NumericLimit(
    "UNNotificationExtensionInitialContentSizeRatio",
    at: ["app.contentExtensions[].info.UNNotificationExtensionInitialContentSizeRatio"],
    .numbers(minimum: 0, exclusive: true, maximum: nil),
    summary: "The content extension view's initial height over its width (Info.plist NSExtensionAttributes).",
    advice: "Write the view's height over its width, such as 0.5.")

  /// A badge a request or a service extension sets.
  public static let badge = NumericLimit(
    "badge",
    at: [
      "steps[].schedule.badge", "app.answers.serviceExtension.content.badge", "app.answers.serviceExtension.lastAnswer.badge",
      "app.answers.serviceExtension.placeholder.badge",
    ],
    .integers(0...Int.max), summary: "The badge count; 0 removes the badge.", advice: "0 removes the badge.")
  /// `setBadgeCount(_:)`'s argument.
  public static let setBadgeCount = NumericLimit(
    "setBadgeCount", at: ["steps[].setBadgeCount"], .integers(0...Int.max),
    summary: "The count UNUserNotificationCenter.setBadgeCount(_:) sets.", advice: "0 removes the badge.")
  /// `applicationIconBadgeNumber`'s value.
  public static let applicationIconBadgeNumber = NumericLimit(
    "applicationIconBadgeNumber", at: ["steps[].applicationIconBadgeNumber"], .integers(0...Int.max),
    summary: "The count UIApplication.applicationIconBadgeNumber is set to.", advice: "0 removes the badge.")
  /// A local request's relevance score.
  public static let requestRelevanceScore = NumericLimit(
    "relevanceScore", at: ["steps[].schedule.relevanceScore"], .numbers(minimum: 0, maximum: 1),
    summary: "UNNotificationContent.relevanceScore, which iOS reads from 0 to 1.")

  /// A Live Activity's stale date.
  public static let staleDate = NumericLimit(
    "staleDate", at: ["steps[].startActivity.staleDate"], .integers(Int.min...Int.max), unit: "seconds since 1970",
    summary: "When the activity becomes stale, in seconds since 1970.")
  /// A Live Activity's relevance score.
  public static let activityRelevanceScore = NumericLimit(
    "relevanceScore", at: ["steps[].startActivity.relevanceScore"], .numbers(minimum: nil, maximum: nil),
    summary: "The activity's relevanceScore, which orders an app's activities.")
  /// The priority of an ActivityKit push.
  public static let activityPushPriority = NumericLimit(
    "priority", at: ["steps[].activityPush.priority"], .choices([5, 10]),
    summary: "apns-priority: 10 shows the update at once and counts against the budget (rule LA7), 5 does not.",
    advice: "Write 10 for an update shown at once (it counts against the budget) or 5 for one that does not.")
  /// The priority of a Push to Talk push.
  public static let pushToTalkPriority = NumericLimit(
    "priority", at: ["steps[].pushToTalkPush.priority"], .choices([5, 10]),
    summary: "apns-priority: 10 (high priority, the default) or 5.", advice: "Write 10 (high priority, the default) or 5.")
  /// A broadcast push's priority, as sent to APNs, which answers for a bad one.
  public static let broadcastPriority = NumericLimit(
    "priority", at: ["steps[].broadcastPush.priority"], .integers(Int.min...Int.max),
    summary: "apns-priority as the provider sends it; APNs answers 400 BadPriority for anything but 1, 5 or 10.")
  /// A broadcast push's expiration.
  public static let broadcastExpiration = NumericLimit(
    "expiration", at: ["steps[].broadcastPush.expiration"], .integers(Int.min...Int.max), unit: "seconds since 1970",
    summary: "apns-expiration, a UNIX time; 0 stores nothing.")

  /// A calendar trigger's components, with `DateMatch`'s ranges.
  public static let calendarComponents: [NumericLimit] = DateMatch().components.map { component in
    NumericLimit(
      component.name, at: ["steps[].schedule.trigger.calendar.\(component.name)"], .integers(component.range),
      summary: "The \(component.name) a calendar trigger matches.",
      advice: component.name == "weekday" ? "1 is Sunday, 2 Monday ... 7 Saturday." : nil)
  }

  /// Every limit, in the order the docs list them.
  public static let all: [NumericLimit] =
    [
      duration, backgroundPushesPerHour, liveActivityUpdatesPerHour, voipUnreportedPushesBeforeDeliveryStops,
      pushToTalkHighPriorityBudget, backgroundWakesPerDay, tokenSeed, widgetReloadsPerDay, notificationCenterLimit, latitude,
      longitude, radius, size, initialContentSizeRatio, badge, setBadgeCount, applicationIconBadgeNumber,
      requestRelevanceScore,
    ] + calendarComponents + [staleDate, activityRelevanceScore, activityPushPriority, pushToTalkPriority, broadcastPriority, broadcastExpiration]
}
