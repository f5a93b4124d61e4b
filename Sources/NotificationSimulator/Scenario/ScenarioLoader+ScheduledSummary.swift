import NotificationPayload

extension ScenarioLoader.Reader {
  // MARK: - Scheduled Summary and Apple Intelligence (rules SS1–SS3, AI1)

  /// Reads `device.scheduledSummary` and `device.appleIntelligence`.
  mutating func readScheduledSummary(_ reader: inout JSONObjectReader, into device: inout DeviceConfiguration) {
    if let value = reader.value("scheduledSummary") {
      device.scheduledSummary = scheduledSummary(value, path: ["device", "scheduledSummary"]) ?? nil
    }
    if let value = reader.value("appleIntelligence") {
      device.appleIntelligence = appleIntelligence(value, path: ["device", "appleIntelligence"]) ?? nil
    }
  }

  /// A Scheduled Summary: `{"times": ["08:00", "18:00"], "apps": [...]}`, or `false`/`null` for
  /// none. Returns `.some(nil)` for none and `nil` when the value is invalid (reported).
  mutating func scheduledSummary(_ value: JSONValue, path: JSONPath) -> ScheduledSummary?? {
    switch value.kind {
    case .null, .bool(false): return .some(nil)
    case .object: break
    default:
      log.wrongType(value, path: path, expected: #"a summary such as {"times": ["08:00", "18:00"], "apps": ["com.example.news"]}, or false"#)
      return nil
    }
    guard var reader = JSONObjectReader(value, path: path, log: &log) else { return nil }
    var summary = ScheduledSummary()
    if let apps = strings(&reader, "apps", path: path, expected: "a bundle identifier") { summary.apps = apps }
    if let list = reader.array("times", log: &log) {
      var times: [SummaryTime] = []
      for (index, element) in list.enumerated() {
        guard let text = element.string else {
          log.wrongType(element, path: path.appending("times").appending(index), expected: #"a time of day such as "08:00""#)
          continue
        }
        guard let time = SummaryTime(text) else {
          log.error(
            .outOfRange, "\(JSONWriter.quoted(text)) is not a time of day; expected hours 0-23 and minutes 00-59 as \"HH:MM\"",
            hint: #"Write the summary's times as "08:00" or "18:30"."#, path: path.appending("times").appending(index),
            at: element.location)
          continue
        }
        times.append(time)
      }
      if list.isEmpty {
        log.error(
          .outOfRange, "a Scheduled Summary needs at least one time", hint: #"Add a time such as "08:00", or set "scheduledSummary" to false."#,
          path: path.appending("times"), at: value.location)
      }
      summary.times = times.sorted()
    }
    reader.warnAboutUnknownKeys(log: &log)
    return .some(summary)
  }

  /// Apple Intelligence's switches: `{"summaries": true, "prioritize": true}` (both on by
  /// default), or `false`/`null` for off.
  mutating func appleIntelligence(_ value: JSONValue, path: JSONPath) -> AppleIntelligenceNotifications?? {
    switch value.kind {
    case .null, .bool(false): return .some(nil)
    case .bool(true): return .some(AppleIntelligenceNotifications())
    case .object: break
    default:
      log.wrongType(value, path: path, expected: #"{"summaries": true, "prioritize": true}, true or false"#)
      return nil
    }
    guard var reader = JSONObjectReader(value, path: path, log: &log) else { return nil }
    var settings = AppleIntelligenceNotifications()
    if let on = reader.bool("summaries", log: &log) { settings.summaries = on }
    if let on = reader.bool("prioritize", log: &log) { settings.prioritize = on }
    reader.warnAboutUnknownKeys(log: &log)
    return .some(settings)
  }
}
