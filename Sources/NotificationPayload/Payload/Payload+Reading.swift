extension Payload {
  /// Reads a payload from a parsed JSON object the way iOS does: values of the wrong type read
  /// as absent. Returns `nil` when there is no `aps` object, which iOS does not treat as a
  /// notification.
  public init?(json object: JSONObject) {
    guard let index = object.members.lastIndex(where: { Payload.isAPSKey($0.key) }),
      let apsObject = object.members[index].value.object
    else { return nil }
    var aps = APS(reading: apsObject)
    aps.json = object.members[index].value  // with its position, as the linter keeps it
    self.init(userInfo: object, aps: aps)
  }

  /// A payload whose `aps` has already been read from `userInfo`'s `aps` member, with
  /// ``APS/json`` set to it.
  init(userInfo object: JSONObject, aps: consuming APS) {
    self.init(aps: aps, userInfo: object, simulatorTargetBundle: Payload.simulatorTargetBundle(in: object))
  }

  /// A payload whose `aps` has been read from `shallow`, the top-level object of `document`
  /// read with the app's keys stepped over; `userInfo` is read from `document` when first asked
  /// for. The bundle key is never stepped over, so `shallow` holds its value.
  init(deferred document: DeferredDocument, shallow: JSONObject, aps: consuming APS) {
    self.init(aps: aps, deferred: document, simulatorTargetBundle: Payload.simulatorTargetBundle(in: shallow))
  }

  /// The string value of the last `"Simulator Target Bundle"` key of `object`.
  static func simulatorTargetBundle(in object: JSONObject) -> String? {
    // The bundle key is rare and long; most payloads have no key of its length at all.
    let bundleLength = Payload.simulatorTargetBundleKey.utf8.count
    let members = object.members
    for index in members.indices.reversed()
    where members[index].key.utf8.count == bundleLength && members[index].key == Payload.simulatorTargetBundleKey {
      return members[index].value.string
    }
    return nil
  }
}

extension APS {
  /// Reads the typed values from an `aps` object in one pass over its members; when a key
  /// repeats, the last one wins, as in ``JSONObject/subscript(_:)``.
  init(reading object: JSONObject) {
    self.init(unread: JSONValue(.object(object)))
    for member in object.members {
      guard let key = Key.named[member.key] else { continue }
      read(key, member.value)
    }
  }

  /// Reads one member of `aps` into its typed value, the way iOS does: a value of the wrong type
  /// reads as absent. The first Live Activity key makes ``liveActivity``, whatever its value.
  /// `alert` is read here too, but a caller that walks the alert dictionary anyway (the linter)
  /// reads it as it walks.
  mutating func read(_ key: Key, _ value: JSONValue) {
    switch key {
    case .alert: alert = Alert(reading: value)
    case .badge: badge = value.number?.intValue
    case .sound: sound = Sound(reading: value)
    case .threadID, .category, .targetContentID, .filterCriteria: set(key, identifier: value.string)
    case .contentAvailable: contentAvailable = APS.isFlagSet(value)
    case .mutableContent: mutableContent = APS.isFlagSet(value)
    case .interruptionLevel: interruptionLevel = value.string.flatMap(InterruptionLevel.init(rawValue:))
    case .relevanceScore: relevanceScore = value.number?.doubleValue
    case .event: setActivity { $0.event = value.string }
    case .contentState: setActivity { $0.contentState = value }
    case .timestamp: setActivity { $0.timestamp = value.number?.intValue }
    case .staleDate: setActivity { $0.staleDate = value.number?.intValue }
    case .dismissalDate: setActivity { $0.dismissalDate = value.number?.intValue }
    case .attributesType: setActivity { $0.attributesType = value.string }
    case .attributes: setActivity { $0.attributes = value }
    case .inputPushToken: setActivity { $0.inputPushToken = APS.isFlagSet(value) }
    case .inputPushChannel: setActivity { $0.inputPushChannel = value.string }
    case .summaryArg, .summaryArgCount, .contentChanged, .pttPushType: break
    }
  }

  /// Sets the value of string key `key` (`thread-id`, `category`, `target-content-id` or
  /// `filter-criteria`); other keys are left alone. ``read(_:_:)`` and the linter's plain read
  /// (`PlainAPSReader`) both set these through it.
  mutating func set(_ key: Key, identifier: String?) {
    switch key {
    case .threadID: threadID = identifier
    case .category: category = identifier
    case .targetContentID: targetContentID = identifier
    case .filterCriteria: filterCriteria = identifier
    default: break
    }
  }

  /// Changes one Live Activity value, making ``liveActivity`` at the first such key.
  private mutating func setActivity(_ change: (inout LiveActivity) -> Void) {
    var activity = liveActivity ?? LiveActivity()
    change(&activity)
    liveActivity = activity
  }

  /// Whether a `content-available` or `mutable-content` value turns the flag on: only the
  /// number 1 does. `0`, `true` and `"1"` are misconfigurations that ``PayloadLinter`` reports.
  public static func isFlagSet(_ value: JSONValue?) -> Bool {
    value?.number?.intValue == 1
  }

  /// The typed values written back as an `aps` object, keys in Apple's table order.
  func encoded() -> JSONObject {
    var members: [JSONObject.Member] = []
    func add(_ key: Key, _ value: JSONValue.Kind?) {
      if let value { members.append(JSONObject.Member(key: key.rawValue, value: JSONValue(value))) }
    }
    add(.alert, alert.map { .object($0.encoded()) }.map { kind in
      if let alert, alert.form == .string, let body = alert.body { return .string(body) }
      return kind
    })
    add(.badge, badge.map { .number(JSONNumber($0)) })
    add(.sound, sound.map { $0.encoded() })
    add(.threadID, threadID.map { .string($0) })
    add(.category, category.map { .string($0) })
    add(.contentAvailable, contentAvailable ? .number(JSONNumber(1)) : nil)
    add(.mutableContent, mutableContent ? .number(JSONNumber(1)) : nil)
    add(.targetContentID, targetContentID.map { .string($0) })
    add(.interruptionLevel, interruptionLevel.map { .string($0.rawValue) })
    add(.relevanceScore, relevanceScore.map { .number(JSONNumber(literal: String($0))) })
    add(.filterCriteria, filterCriteria.map { .string($0) })
    if let liveActivity {
      add(.event, liveActivity.event.map { .string($0) })
      add(.contentState, liveActivity.contentState?.kind)
      add(.timestamp, liveActivity.timestamp.map { .number(JSONNumber($0)) })
      add(.staleDate, liveActivity.staleDate.map { .number(JSONNumber($0)) })
      add(.dismissalDate, liveActivity.dismissalDate.map { .number(JSONNumber($0)) })
      add(.attributesType, liveActivity.attributesType.map { .string($0) })
      add(.attributes, liveActivity.attributes?.kind)
    }
    return JSONObject(members)
  }
}

extension Alert {
  /// Reads an alert from a string or a dictionary; other types read as no alert.
  init?(reading value: JSONValue) {
    switch value.kind {
    case .string(let body):
      self.init(body: body)
    case .object(let object):
      // One pass over the members; a later member overwrites an earlier one with the same key,
      // so the last one wins, as in ``JSONObject/subscript(_:)``.
      self.init()
      for member in object.members {
        if let key = Key.named[member.key] { read(key, member.value) }
      }
    default:
      return nil
    }
  }

  /// Reads one member of an alert dictionary into its typed value; a value of the wrong type
  /// reads as absent, and loc-args keep their strings and numbers (as text).
  mutating func read(_ key: Key, _ value: JSONValue) {
    switch key {
    case .titleLocArgs, .subtitleLocArgs, .locArgs:
      set(key, arguments: value.array?.compactMap { element in element.string ?? element.number?.literal })
    default:
      set(key, text: value.string)
    }
  }

  /// Sets the value of text key `key` (`title`, `subtitle`, `body`, `launch-image` or a
  /// `*-loc-key`); other keys hold no text and are left alone. ``read(_:_:)`` and the
  /// linter's plain read (`PlainAPSReader`) both set text through it.
  mutating func set(_ key: Key, text: String?) {
    switch key {
    case .title: title = text
    case .subtitle: subtitle = text
    case .body: body = text
    case .launchImage: launchImage = text
    case .titleLocKey: titleLocKey = text
    case .subtitleLocKey: subtitleLocKey = text
    case .locKey: locKey = text
    case .titleLocArgs, .subtitleLocArgs, .locArgs, .actionLocKey, .summaryArg: break
    }
  }

  /// Sets the arguments of `*-loc-args` key `key`; other keys are left alone.
  mutating func set(_ key: Key, arguments: [String]?) {
    switch key {
    case .titleLocArgs: titleLocArgs = arguments
    case .subtitleLocArgs: subtitleLocArgs = arguments
    case .locArgs: locArgs = arguments
    default: break
    }
  }

  func encoded() -> JSONObject {
    var members: [JSONObject.Member] = []
    func add(_ key: Key, _ string: String?) {
      if let string { members.append(JSONObject.Member(key: key.rawValue, value: JSONValue(.string(string)))) }
    }
    func add(_ key: Key, _ strings: [String]?) {
      if let strings {
        members.append(JSONObject.Member(key: key.rawValue, value: JSONValue(.array(strings.map { JSONValue(.string($0)) }))))
      }
    }
    add(.title, title)
    add(.subtitle, subtitle)
    add(.body, body)
    add(.launchImage, launchImage)
    add(.titleLocKey, titleLocKey)
    add(.titleLocArgs, titleLocArgs)
    add(.subtitleLocKey, subtitleLocKey)
    add(.subtitleLocArgs, subtitleLocArgs)
    add(.locKey, locKey)
    add(.locArgs, locArgs)
    return JSONObject(members)
  }
}

extension Sound {
  /// Reads a sound from a string or a `{critical, name, volume}` dictionary.
  init?(reading value: JSONValue) {
    switch value.kind {
    case .string(let name):
      self.init(name: name)
    case .object(let object):
      self.init(
        name: object["name"]?.string,
        isCritical: APS.isFlagSet(object["critical"]),
        volume: object["volume"]?.number?.doubleValue)
    default:
      return nil
    }
  }

  func encoded() -> JSONValue.Kind {
    if !isCritical && volume == nil, let name { return .string(name) }
    var members: [JSONObject.Member] = []
    if isCritical { members.append(JSONObject.Member(key: "critical", value: JSONValue(.number(JSONNumber(1))))) }
    if let name { members.append(JSONObject.Member(key: "name", value: JSONValue(.string(name)))) }
    if let volume { members.append(JSONObject.Member(key: "volume", value: JSONValue(.number(JSONNumber(literal: String(volume)))))) }
    return .object(JSONObject(members))
  }
}
