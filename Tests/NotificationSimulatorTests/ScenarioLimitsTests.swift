import Foundation
import NotificationPayload
import Testing

@testable import NotificationSimulator

/// Every number of the scenario format has one range, in ``ScenarioLimits``: the schema states
/// it where the key is, and the loader refuses a value just outside it with an error at the
/// value's position. The cases are built from the declarations and the schema's text, so a new
/// number is covered without a line here.
struct ScenarioLimitsTests {
  /// A number the schema's text states: where (keys from the file's top, `[]` for an array
  /// element, `*` for any key) and its schema.
  struct StatedNumber: Sendable, CustomTestStringConvertible {
    let place: String
    let schema: JSONValue
    var testDescription: String { place }
  }

  /// Every number in the schema's text, found by walking its properties, items, `oneOf`
  /// alternatives and `$ref`s.
  static func statedNumbers() -> [StatedNumber] {
    let root = JSONParser.parse(Array(ScenarioSchema.text().utf8)).value
    let definitions = root?.object?["$defs"]?.object
    var found: [StatedNumber] = []
    func isNumeric(_ node: JSONObject) -> Bool {
      if let type = node["type"]?.string { return type == "integer" || type == "number" }
      if let types = node["type"]?.array?.compactMap(\.string) {
        return types.contains { $0 == "integer" || $0 == "number" } && !types.contains("string")
      }
      if let values = node["enum"]?.array { return values.contains { $0.number != nil } }
      return false
    }
    func walk(_ value: JSONValue, _ place: String, _ following: [String]) {
      guard let node = value.object else { return }
      if let reference = node["$ref"]?.string {
        let name = String(reference.dropFirst("#/$defs/".count))
        // A definition that contains itself (none does today) is walked once per path.
        guard !following.contains(name), let definition = definitions?[name] else { return }
        walk(definition, place, following + [name])
        return
      }
      if isNumeric(node) { found.append(StatedNumber(place: place, schema: value)) }
      for alternative in node["oneOf"]?.array ?? [] { walk(alternative, place, following) }
      for member in node["properties"]?.object?.members ?? [] {
        walk(member.value, place.isEmpty ? member.key : place + "." + member.key, following)
      }
      if let items = node["items"] { walk(items, place + "[]", following) }
      if let any = node["additionalProperties"], any.object != nil { walk(any, place + ".*", following) }
    }
    if let root { walk(root, "", []) }
    // The alternatives of one place (each kind of expected event has its "at") state it once
    // when they agree.
    var unique: [StatedNumber] = []
    for number in found
    where !unique.contains(where: { $0.place == number.place && JSONWriter.compact($0.schema) == JSONWriter.compact(number.schema) }) {
      unique.append(number)
    }
    return unique
  }

  /// Where each declaration says its number is.
  static let declared: [(place: String, limit: NumericLimit)] = ScenarioLimits.all.flatMap { limit in
    limit.places.map { (place: $0, limit: limit) }
  }

  @Test func `the schema states a number exactly where a declaration puts one, with the declared range`() throws {
    let stated = Self.statedNumbers()
    #expect(stated.count > 40)
    #expect(stated.map(\.place).sorted() == Self.declared.map(\.place).sorted())
    for number in stated {
      let limit = try #require(Self.declared.first { $0.place == number.place }?.limit, "\(number.place)")
      #expect(JSONWriter.compact(number.schema) == JSONWriter.compact(limit.schema), "\(number.place)")
    }
  }

  /// The schema's side is the walk above; this is the loader's: a number read from a scenario
  /// other than through a `NumericLimit` is a range stated nowhere else.
  @Test func `the loader reads numbers only through the declarations`() throws {
    let root = "/" + String(#filePath).split(separator: "/").dropLast(3).joined(separator: "/")
    let folder = root + "/Sources/NotificationSimulator/Scenario"
    let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") }.sorted()
    #expect(names.count > 20)
    let patterns = [#".int(""#, "intValue", "doubleValue", "$0.literal)"]
    // The format version is a constant, not a setting; a duration's number of seconds is read
    // by ScenarioLoader.duration against ScenarioLimits.duration.
    let allowed: [String: [String]] = [
      "ScenarioLoader+Reader.swift": ["intValue"], "ScenarioLoader.swift": ["doubleValue"],
    ]
    for name in names where name != "ScenarioLimits.swift" {
      let text = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
      var found: [String] = []
      for pattern in patterns { found += Array(repeating: pattern, count: text.ranges(of: pattern).count) }
      #expect(found == (allowed[name] ?? []), "\(name)")
    }
  }

  @Test func `no place is declared twice`() {
    let places = Self.declared.map(\.place)
    #expect(Set(places).count == places.count)
  }

  /// A value to write at a place, and whether the loader must refuse it.
  struct Probe: Sendable, CustomTestStringConvertible {
    let place: String
    let limit: NumericLimit
    let literal: String
    let refused: Bool
    var testDescription: String { "\(place) = \(literal)" }
  }

  /// For every declared place: the bounds (taken), just past them, a fraction where the value
  /// is whole, a non-finite number and a string (refused).
  static func probes() -> [Probe] {
    var probes: [Probe] = []
    for (place, limit) in declared {
      var taken: [String] = []
      var refused: [String] = [#""1""#]
      switch limit.range {
      case .integers(let bounds):
        taken += [String(bounds.lowerBound), String(bounds.upperBound)]
        refused.append(bounds.lowerBound == Int.min ? "-9223372036854775809" : String(bounds.lowerBound - 1))
        refused.append(bounds.upperBound == Int.max ? "9223372036854775808" : String(bounds.upperBound + 1))
        refused.append(String(bounds.lowerBound == Int.min ? 0 : bounds.lowerBound) + ".5")
      case .numbers(let minimum, let exclusive, let maximum):
        if let minimum {
          refused.append(NumericLimit.plain(exclusive ? minimum : minimum - 1))
          taken.append(exclusive ? NumericLimit.plain(minimum + 0.5) : NumericLimit.plain(minimum))
        }
        if let maximum {
          refused.append(NumericLimit.plain(maximum + 1))
          taken.append(NumericLimit.plain(maximum))
        }
        if minimum == nil && maximum == nil { taken += ["-1e300", "1e300"] }
        refused.append("1e999")
      case .choices(let values):
        taken += values.map(String.init)
        refused += [String(values.min()! - 1), String(values.max()! + 1), "\(values.min()!).5"]
        if let gap = (values.min()!...values.max()!).first(where: { !values.contains($0) }) { refused.append(String(gap)) }
      }
      probes += taken.map { Probe(place: place, limit: limit, literal: $0, refused: false) }
      probes += refused.map { Probe(place: place, limit: limit, literal: $0, refused: true) }
    }
    return probes
  }

  /// A scenario with `literal` at `place`, on one line, and the value's column and path.
  static func scenario(_ place: String, _ literal: String) -> (text: String, column: Int, path: String) {
    var opening = ""
    var closing = ""
    var path = "$"
    for (index, component) in place.split(separator: ".").enumerated() {
      var key = String(component)
      let isList = key.hasSuffix("[]")
      if isList { key.removeLast(2) }
      if key == "*" { key = "n1" }
      opening += (index == 0 ? "" : "{") + "\"\(key)\": "
      closing = (index == 0 ? "" : "}") + closing
      path += "." + key
      if isList {
        opening += "["
        closing = "]" + closing
        path += "[0]"
      }
    }
    let head = #"{"scenario": 1, "name": "x", "#
    let text = head + opening + literal + closing + "}"
    return (text, head.utf8.count + opening.utf8.count + 1, path)
  }

  @Test(arguments: probes())
  func `the loader enforces the declared range where the value is`(_ probe: Probe) {
    let (text, column, path) = Self.scenario(probe.place, probe.literal)
    let result = loadScenario(text)
    let here = result.diagnostics.map(\.diagnostic).filter { $0.path.description == path && $0.severity == .error }
    guard probe.refused else {
      #expect(here.isEmpty, "\(text): \(here.map(\.message))")
      return
    }
    #expect(here.count == 1, "\(text): \(result.diagnostics.map(\.rendered))")
    guard let error = here.first else { return }
    #expect(error.location.line == 1 && error.location.column == column, "\(text)")
    if probe.limit == ScenarioLimits.duration {
      #expect(error.code == .invalidDuration)
      #expect(error.hint?.contains("at most ten years") == true)
    } else if probe.literal.hasPrefix("\"") || (probe.limit.isInteger && probe.literal.contains(".")) {
      #expect(error.code == .wrongType)
      #expect(error.message == "expected \(probe.limit.requirement), found \(JSONParser.parse(Array(probe.literal.utf8)).value!.typeDescription)")
    } else {
      #expect(error.code == .outOfRange)
      #expect(error.message == "\(probe.limit.name) \(probe.literal) is out of range")
      #expect(error.hint?.hasPrefix("\(probe.limit.name) must be \(probe.limit.requirement).") == true)
    }
  }
}

/// The messages of each class of number out of its range, written out.
struct ScenarioLimitMessageTests {
  @Test func `a negative or zero budget is refused for every budget, with the range in the hint`() {
    let result = loadScenario(
      #"{"scenario": 1, "name": "x", "quirks": {"liveActivityUpdatesPerHour": -1, "pushToTalkHighPriorityBudget": -3, "voipUnreportedPushesBeforeDeliveryStops": 0, "backgroundPushesPerHour": -1, "backgroundWakesPerDay": -2}}"#)
    #expect(
      result.diagnostics.map(\.rendered) == [
        """
        dir/s.json:1:71: error: liveActivityUpdatesPerHour -1 is out of range [out-of-range]
          at $.quirks.liveActivityUpdatesPerHour
          hint: liveActivityUpdatesPerHour must be a whole number of updates per hour, 0 or more. 0 throttles every priority-10 update.
        """,
        """
        dir/s.json:1:107: error: pushToTalkHighPriorityBudget -3 is out of range [out-of-range]
          at $.quirks.pushToTalkHighPriorityBudget
          hint: pushToTalkHighPriorityBudget must be a whole number of pushes, 0 or more. 0 starts with the budget spent.
        """,
        """
        dir/s.json:1:154: error: voipUnreportedPushesBeforeDeliveryStops 0 is out of range [out-of-range]
          at $.quirks.voipUnreportedPushesBeforeDeliveryStops
          hint: voipUnreportedPushesBeforeDeliveryStops must be a whole number of pushes, 1 or more. 1 stops delivery after the first push the app does not report as a call.
        """,
        """
        dir/s.json:1:184: error: backgroundPushesPerHour -1 is out of range [out-of-range]
          at $.quirks.backgroundPushesPerHour
          hint: backgroundPushesPerHour must be a whole number of wakes per hour, 0 or more. 0 holds every background push.
        """,
        """
        dir/s.json:1:213: error: backgroundWakesPerDay -2 is out of range [out-of-range]
          at $.quirks.backgroundWakesPerDay
          hint: backgroundWakesPerDay must be a whole number of wakes per day, 0 or more, or null. null leaves the daily budget out.
        """,
      ])
    #expect(result.scenario == nil)
  }

  @Test func `the budgets' lower bounds are taken`() throws {
    let result = loadScenario(
      #"{"scenario": 1, "name": "x", "quirks": {"liveActivityUpdatesPerHour": 0, "pushToTalkHighPriorityBudget": 0, "voipUnreportedPushesBeforeDeliveryStops": 1, "backgroundPushesPerHour": 0, "backgroundWakesPerDay": null}}"#)
    #expect(result.diagnostics.isEmpty)
    let quirks = try #require(result.scenario?.quirks)
    #expect(quirks.liveActivityUpdatesPerHour == 0 && quirks.pushToTalkHighPriorityBudget == 0)
    #expect(quirks.voipUnreportedPushesBeforeDeliveryStops == 1 && quirks.backgroundPushesPerHour == 0)
    #expect(quirks.backgroundWakesPerDay == nil)
  }

  @Test func `a fraction where a whole number is needed is the wrong type, naming the range`() {
    let result = loadScenario(#"{"scenario": 1, "name": "x", "quirks": {"pushToTalkHighPriorityBudget": 2.5}, "steps": [{"setBadgeCount": 1e2}]}"#)
    #expect(
      result.diagnostics.map(\.rendered) == [
        """
        dir/s.json:1:73: error: expected a whole number of pushes, 0 or more, found the number 2.5 [wrong-type]
          at $.quirks.pushToTalkHighPriorityBudget
        """,
        """
        dir/s.json:1:107: error: expected a whole number, 0 or more, found the number 1e2 [wrong-type]
          at $.steps[0].setBadgeCount
        """,
      ])
  }

  @Test func `a whole number past 64 bits is out of range, and a long one is cut in the message`() {
    let digits = "1" + String(repeating: "0", count: 50)
    let result = loadScenario(
      #"{"scenario": 1, "name": "x", "device": {"tokenSeed": 9223372036854775808, "notificationCenterLimit": "# + digits
        + #", "location": {"latitude": 1e999, "longitude": "east"}}}"#)
    #expect(
      result.diagnostics.map(\.rendered) == [
        """
        dir/s.json:1:54: error: tokenSeed 9223372036854775808 is out of range [out-of-range]
          at $.device.tokenSeed
          hint: tokenSeed must be a whole number that fits in 64 bits (-9223372036854775808 to 9223372036854775807).
        """,
        """
        dir/s.json:1:102: error: notificationCenterLimit 100000000000000000000000… is out of range [out-of-range]
          at $.device.notificationCenterLimit
          hint: notificationCenterLimit must be a whole number of notifications, 1 or more. Leave it out for no limit.
        """,
        """
        dir/s.json:1:180: error: latitude 1e999 is out of range [out-of-range]
          at $.device.location.latitude
          hint: latitude must be a number of degrees between -90 and 90.
        """,
        """
        dir/s.json:1:200: error: expected a number of degrees between -180 and 180, found the string "east" [wrong-type]
          at $.device.location.longitude
        """,
      ])
  }

  @Test func `a Live Activity date past 64 bits refuses the step where it is written, instead of being older`() {
    let result = loadScenario(
      """
      {"scenario": 1, "name": "x", "steps": [
        {"startActivity": {"activity": "a", "attributesType": "T", "contentState": {}}},
        {"activityPush": {"activity": "a", "payload": {"aps": {"event": "update", "timestamp": 9223372036854775808, "content-state": {}}}}},
        {"activityPush": {"activity": "a", "payload": {"aps": {"event": "end", "timestamp": 1, "dismissal-date": -9223372036854775809}}}},
        {"createBroadcastChannel": {"channel": "c", "storagePolicy": "noMessageStored"}},
        {"broadcastPush": {"id": "b", "channel": "c", "payload": {"aps": {"event": "update", "timestamp": 1, "stale-date": 99999999999999999999, "content-state": {}}}}}
      ]}
      """)
    #expect(
      result.diagnostics.map(\.rendered) == [
        """
        dir/s.json:3:90: error: `timestamp` 9223372036854775808 is out of range: seconds since 1970 are a 64-bit whole number [live-activity-date-out-of-range]
          at $.steps[1].activityPush.payload.aps.timestamp
          hint: Write seconds since 1970, such as 1700000000.
        """,
        """
        dir/s.json:4:108: error: `dismissal-date` -9223372036854775809 is out of range: seconds since 1970 are a 64-bit whole number [live-activity-date-out-of-range]
          at $.steps[2].activityPush.payload.aps.dismissal-date
          hint: Write seconds since 1970, such as 1700000000.
        """,
        """
        dir/s.json:6:118: error: `stale-date` 99999999999999999999 is out of range: seconds since 1970 are a 64-bit whole number [live-activity-date-out-of-range]
          at $.steps[4].broadcastPush.payload.aps.stale-date
          hint: Write seconds since 1970, such as 1700000000.
        """,
      ])
    #expect(result.scenario == nil)
  }

  @Test func `the largest Live Activity timestamp is read, and compared as newer`() {
    let result = loadScenario(
      #"{"scenario": 1, "name": "x", "steps": [{"startActivity": {"activity": "a", "attributesType": "T", "contentState": {}}}, {"activityPush": {"activity": "a", "payload": {"aps": {"event": "update", "timestamp": 9223372036854775807, "content-state": {}}}}}]}"#)
    #expect(result.diagnostics.map(\.diagnostic.code) == [.liveActivityDateInMilliseconds])
    #expect(result.scenario != nil)
  }
}

/// Two actions of one category with one identifier, wherever a file declares categories.
struct DuplicateActionTests {
  @Test func `in app.categories and a setCategories step the second action is an error naming the first`() {
    let result = loadScenario(
      """
      {"scenario": 1, "name": "x",
       "app": {"categories": [{"id": "chat", "actions": [{"id": "reply", "title": "Reply"}, {"id": "like"}, {"id": "reply"}]}, {"id": "other", "actions": [{"id": "reply"}]}]},
       "steps": [{"setCategories": [{"id": "c", "actions": [{"id": "a"}, {"id": "a"}, {"id": "a"}]}]}]}
      """)
    #expect(
      result.diagnostics.map(\.rendered) == [
        """
        dir/s.json:2:110: error: the action "reply" is already defined at $.app.categories[0].actions[0]; with two actions of one identifier in a category, the app cannot tell which one the user chose [duplicate-action]
          at $.app.categories[0].actions[2].id
          hint: Give each action of the category its own id.
        """,
        """
        dir/s.json:3:75: error: the action "a" is already defined at $.steps[0].setCategories[0].actions[0]; with two actions of one identifier in a category, the app cannot tell which one the user chose [duplicate-action]
          at $.steps[0].setCategories[0].actions[1].id
          hint: Give each action of the category its own id.
        """,
        """
        dir/s.json:3:88: error: the action "a" is already defined at $.steps[0].setCategories[0].actions[0]; with two actions of one identifier in a category, the app cannot tell which one the user chose [duplicate-action]
          at $.steps[0].setCategories[0].actions[2].id
          hint: Give each action of the category its own id.
        """,
      ])
    #expect(result.scenario == nil)
  }

  @Test func `a categories file with a repeated action has no categories and says where`() {
    let read = ScenarioLoader.loadCategories(
      bytes: Array(#"{"id": "c", "actions": [{"id": "a"}, {"id": "a"}]}"#.utf8), file: "cat.json")
    #expect(read.categories == nil)
    #expect(
      read.diagnostics.map(\.rendered) == [
        """
        cat.json:1:45: error: the action "a" is already defined at $.actions[0]; with two actions of one identifier in a category, the app cannot tell which one the user chose [duplicate-action]
          at $.actions[1].id
          hint: Give each action of the category its own id.
        """
      ])
  }

  @Test func `one identifier in two categories is not a loader error`() {
    let result = loadScenario(
      #"{"scenario": 1, "name": "x", "app": {"categories": [{"id": "a", "actions": [{"id": "reply"}]}, {"id": "b", "actions": [{"id": "reply"}]}]}}"#)
    #expect(result.diagnostics.isEmpty)
  }

  @Test func `repeatedActionIdentifiers lists each shared identifier once`() {
    let category = NotificationCategory(
      identifier: "c",
      actions: ["a", "b", "a", "a", "c", "b"].map { NotificationAction(identifier: $0) })
    #expect(category.repeatedActionIdentifiers == ["a", "b"])
  }
}

/// A day past the month's last, wherever a file gives a local date-time.
struct LocalDateTimeRangeTests {
  @Test func `every local date-time refuses a day the month does not have, at its position`() {
    let result = loadScenario(
      """
      {"scenario": 1, "name": "x", "device": {"date": "2027-02-29T09:00", "provider": {"tokenIssuedAt": "2026-04-31T08:00"}},
       "steps": [{"waitUntil": "2026-06-31T10:00"}, {"refreshProviderToken": {"issuedAt": "2026-09-31T10:00"}}, {"waitUntil": "2028-02-29T10:00"}]}
      """)
    #expect(
      result.diagnostics.map(\.rendered) == [
        """
        dir/s.json:1:49: error: 2027-02-29T09:00:00 is not a date: February 2027 has 28 days [invalid-date]
          at $.device.date
          hint: Use a day from 1 to 28.
        """,
        """
        dir/s.json:1:99: error: 2026-04-31T08:00:00 is not a date: April 2026 has 30 days [invalid-date]
          at $.device.provider.tokenIssuedAt
          hint: Use a day from 1 to 30.
        """,
        """
        dir/s.json:2:26: error: 2026-06-31T10:00:00 is not a date: June 2026 has 30 days [invalid-date]
          at $.steps[0].waitUntil
          hint: Use a day from 1 to 30.
        """,
        """
        dir/s.json:2:85: error: 2026-09-31T10:00:00 is not a date: September 2026 has 30 days [invalid-date]
          at $.steps[1].refreshProviderToken.issuedAt
          hint: Use a day from 1 to 30.
        """,
      ])
  }
}
