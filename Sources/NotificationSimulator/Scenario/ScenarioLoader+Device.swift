extension ScenarioLoader.Reader {
  // MARK: - The device's clock and place

  /// Reads `device.date`, `device.timeZone`, `device.locationAuthorization` and `device.location`.
  mutating func readDeviceClockAndPlace(_ reader: inout JSONObjectReader, into device: inout DeviceConfiguration) {
    if let value = reader.value("timeZone") {
      if let zone = timeZone(value, path: ["device", "timeZone"]) { device.timeZone = zone }
    }
    if let value = reader.value("date") {
      if let date = localDateTime(value, path: ["device", "date"]) {
        if VirtualCalendar(start: date, timeZoneIdentifier: device.timeZone) == nil,
          VirtualCalendar(start: VirtualCalendar.defaultStart, timeZoneIdentifier: device.timeZone) != nil
        {
          log.error(
            .invalidDate, "\(date) does not exist in \(device.timeZone): the clocks skip it for daylight-saving time",
            hint: "Start the device an hour later.", path: ["device", "date"], at: value.location)
        } else {
          device.date = date
        }
      }
    }
    if let value = reader.choice("locationAuthorization", LocationAuthorization.self, log: &log, what: "location authorization") {
      device.locationAuthorization = value
    }
    if let value = reader.value("location") { device.location = coordinate(value, path: ["device", "location"]) }
  }

  mutating func timeZone(_ value: JSONValue, path: JSONPath) -> String? {
    guard let text = value.string else {
      log.wrongType(value, path: path, expected: "an IANA time-zone name such as \"America/New_York\"")
      return nil
    }
    guard VirtualCalendar(timeZoneIdentifier: text) == nil else { return text }
    var message = "unknown time zone \(JSONWriter.quoted(text))"
    let known = VirtualCalendar.knownTimeZoneIdentifiers
    if let suggestion = EditDistance.suggestion(for: text, among: known) {
      message += "; did you mean \(JSONWriter.quoted(suggestion))?"
    }
    log.error(
      .unknownTimeZone, message,
      hint: "Use an IANA name such as \"America/New_York\", \"Europe/Berlin\" or \"UTC\" (\(known.count) are known).",
      path: path, at: value.location)
    return nil
  }

  /// A local date-time (`device.date`, `waitUntil`, a provider token's time): a day past the
  /// month's last is an error here, for every one of them.
  mutating func localDateTime(_ value: JSONValue, path: JSONPath) -> LocalDateTime? {
    if let text = value.string, let date = LocalDateTime(parsing: text) {
      let days = ScenarioLoader.daysIn(month: date.month, year: date.year)
      guard (1...12).contains(date.month), date.day > days else { return date }
      log.error(
        .invalidDate, "\(date) is not a date: \(ScenarioLoader.monthNames[date.month - 1]) \(date.year) has \(days) days",
        hint: "Use a day from 1 to \(days).", path: path, at: value.location)
      return nil
    }
    log.error(
      .invalidDate, "expected a local date-time such as \"2026-03-07T08:00\", found \(value.typeDescription)",
      hint: "Write YYYY-MM-DDTHH:MM or YYYY-MM-DDTHH:MM:SS, without a zone: the device's timeZone applies.", path: path,
      at: value.location)
    return nil
  }

  mutating func coordinate(_ value: JSONValue, path: JSONPath) -> Coordinate? {
    guard var reader = JSONObjectReader(value, path: path, log: &log) else { return nil }
    let latitude = number(&reader, ScenarioLimits.latitude, path: path, required: true)
    let longitude = number(&reader, ScenarioLimits.longitude, path: path, required: true)
    reader.warnAboutUnknownKeys(log: &log)
    guard let latitude, let longitude else { return nil }
    return Coordinate(latitude: latitude, longitude: longitude)
  }

  /// The member `limit` names, within its range; an error names the range when it is outside.
  mutating func number(
    _ reader: inout JSONObjectReader, _ limit: NumericLimit, path: JSONPath, required: Bool = false
  ) -> Double? {
    let key = limit.name
    guard let value = required ? reader.required(key, log: &log, hint: "Give \(key) as a number.") : reader.value(key) else {
      return nil
    }
    return limit.number(value, path: path.appending(key), log: &log)
  }

  // MARK: - Local requests

  mutating func readSchedule(_ value: JSONValue, path: JSONPath) -> ScenarioStep.Action? {
    guard var reader = JSONObjectReader(value, path: path, log: &log) else { return nil }
    let id = reader.string("id", log: &log) ?? "r\(declaredCount + 1)"
    var request = LocalNotificationRequest(identifier: id)
    if let title = reader.string("title", log: &log) { request.title = title }
    if let subtitle = reader.string("subtitle", log: &log) { request.subtitle = subtitle }
    if let body = reader.string("body", log: &log) { request.body = body }
    if let category = reader.string("category", log: &log) { request.categoryIdentifier = category }
    if let thread = reader.string("thread", log: &log) { request.threadIdentifier = thread }
    if let count = reader.int(ScenarioLimits.badge, log: &log) { request.badge = count }
    if let sound = reader.value("sound") {
      if let on = sound.bool {
        request.hasSound = on
      } else if let name = sound.string, !name.isEmpty {
        request.hasSound = true
        request.soundName = name == "default" ? nil : name
      } else {
        log.wrongType(sound, path: path.appending("sound"), expected: #"true, false or a sound file's name such as "chime.aiff""#)
      }
    }
    if let summary = reader.string("summaryArgument", log: &log) { request.summaryArgument = summary }
    if let info = reader.value("userInfo") {
      if let object = info.object { request.userInfo = object } else { log.wrongType(info, path: path.appending("userInfo"), expected: "an object") }
    }
    if let level = reader.choice("interruptionLevel", InterruptionLevel.self, log: &log, what: "interruption level") {
      request.interruptionLevel = level
    }
    if let score = number(&reader, ScenarioLimits.requestRelevanceScore, path: path) { request.relevanceScore = score }
    if let list = reader.array("attachments", log: &log) {
      request.attachments = list.enumerated().compactMap { readAttachment($1, path: path.appending("attachments").appending($0)) }
    }
    let after = reader.value("after")
    if let after, let delay = duration(after, path: path.appending("after")) { request.delay = delay }
    if let trigger = reader.value("trigger") {
      if after != nil {
        log.error(.invalidStep, "a request has one trigger; this one has both \"after\" and \"trigger\"",
          hint: #"Write "after": "5s" as "trigger": {"timeInterval": "5s"}, or drop one."#, path: path.appending("trigger"),
          at: trigger.location)
      }
      request.trigger = readTrigger(trigger, path: path.appending("trigger"))
    }
    reader.warnAboutUnknownKeys(log: &log)
    // Adding a request again under its identifier is how an app replaces it (rules LN5, NC1).
    noteDeclaration(id)
    return .schedule(request)
  }

  static let triggerKinds = ["timeInterval", "calendar", "region"]

  mutating func readTrigger(_ value: JSONValue, path: JSONPath) -> NotificationTrigger? {
    guard var reader = JSONObjectReader(value, path: path, log: &log) else { return nil }
    let kinds = Self.triggerKinds.filter { reader.has($0) }
    // Every kind present is read, so a second one is reported once, not also as an unknown key.
    let arguments = kinds.compactMap { reader.value($0) }
    let repeats = reader.bool("repeats", log: &log) ?? false
    defer { reader.warnAboutUnknownKeys(log: &log) }
    guard kinds.count == 1, let kind = kinds.first else {
      log.error(
        .invalidStep,
        kinds.isEmpty ? "a trigger needs one of \"timeInterval\", \"calendar\" or \"region\""
          : "a trigger has one kind; this one has " + kinds.map { JSONWriter.quoted($0) }.joined(separator: " and "),
        hint: #"Write for example {"calendar": {"hour": 8, "minute": 30}, "repeats": true}."#, path: path, at: value.location)
      return nil
    }
    let argument = arguments[0]
    switch kind {
    case "timeInterval":
      return duration(argument, path: path.appending(kind)).map { .timeInterval($0, repeats: repeats) }
    case "calendar":
      return readDateMatch(argument, path: path.appending(kind)).map { .calendar($0, repeats: repeats) }
    default:
      return readRegion(argument, path: path.appending(kind)).map { .location($0, repeats: repeats) }
    }
  }

  mutating func readDateMatch(_ value: JSONValue, path: JSONPath) -> DateMatch? {
    guard var reader = JSONObjectReader(value, path: path, log: &log) else { return nil }
    var match = DateMatch()
    var failed = false
    for limit in ScenarioLimits.calendarComponents {
      guard reader.has(limit.name) else { continue }
      guard let number = reader.int(limit, log: &log) else {
        failed = true
        continue
      }
      switch limit.name {
      case "year": match.year = number
      case "month": match.month = number
      case "day": match.day = number
      case "weekday": match.weekday = number
      case "hour": match.hour = number
      case "minute": match.minute = number
      default: match.second = number
      }
    }
    reader.warnAboutUnknownKeys(log: &log)
    if !failed && match.components.allSatisfy({ $0.value == nil }) {
      log.error(.invalidStep, "a calendar trigger needs at least one date component",
        hint: "Give some of year, month, day, weekday, hour, minute, second.", path: path, at: value.location)
      return nil
    }
    return failed ? nil : match
  }

  mutating func readRegion(_ value: JSONValue, path: JSONPath) -> Region? {
    guard var reader = JSONObjectReader(value, path: path, log: &log) else { return nil }
    let id = reader.required("id", log: &log, hint: "Name the region.").flatMap { value -> String? in
      if let text = value.string { return text }
      log.wrongType(value, path: path.appending("id"), expected: "a string")
      return nil
    }
    let latitude = number(&reader, ScenarioLimits.latitude, path: path, required: true)
    let longitude = number(&reader, ScenarioLimits.longitude, path: path, required: true)
    let radius = number(&reader, ScenarioLimits.radius, path: path, required: true)
    let onEntry = reader.bool("notifyOnEntry", log: &log) ?? true
    let onExit = reader.bool("notifyOnExit", log: &log) ?? true
    reader.warnAboutUnknownKeys(log: &log)
    guard let id, let latitude, let longitude, let radius else { return nil }
    return Region(
      identifier: id, center: Coordinate(latitude: latitude, longitude: longitude), radius: radius, notifyOnEntry: onEntry,
      notifyOnExit: onExit)
  }

  // MARK: - Steps on the device's state

  /// A list of notification identifiers; one no earlier step created is a warning (iOS
  /// ignores it), with a suggestion.
  mutating func identifiers(_ value: JSONValue, path: JSONPath) -> [String]? {
    guard let list = value.array else {
      log.wrongType(value, path: path, expected: "an array of notification identifiers")
      return nil
    }
    var ids: [String] = []
    for (index, element) in list.enumerated() {
      guard let id = element.string else {
        log.wrongType(element, path: path.appending(index), expected: "a notification identifier")
        continue
      }
      if !knows(id) {
        var message = "no earlier step creates a notification \(JSONWriter.quoted(id)); iOS ignores it"
        if let suggestion = EditDistance.suggestion(for: id, among: notificationIDs) {
          message += "; did you mean \(JSONWriter.quoted(suggestion))?"
        }
        log.warning(.unknownNotification, message, hint: nil, path: path.appending(index), at: element.location)
      }
      ids.append(id)
    }
    return ids
  }
}

extension ScenarioLoader {
  static let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December",
  ]

  /// The days in a month of the Gregorian calendar.
  static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }
}
