extension Payload {
  /// Reads a payload from a parsed JSON object the way iOS does: values of the wrong type read
  /// as absent. Returns `nil` when there is no `aps` object, which iOS does not treat as a
  /// notification.
  public init?(json object: JSONObject) {
    guard let apsObject = object["aps"]?.object, let apsValue = object["aps"] else { return nil }
    var aps = APS(reading: apsObject)
    aps.json = apsValue
    var custom: [JSONObject.Member] = []
    var bundle: String?
    for member in object.members where member.key != "aps" {
      if member.key == Payload.simulatorTargetBundleKey {
        bundle = member.value.string
      } else {
        custom.append(member)
      }
    }
    self.aps = aps
    self.customKeys = JSONObject(custom)
    self.simulatorTargetBundle = bundle
    self.userInfo = object
  }
}

extension APS {
  /// Reads the typed values from an `aps` object.
  init(reading object: JSONObject) {
    self.init()
    alert = object[Key.alert.rawValue].flatMap(Alert.init(reading:))
    badge = object[Key.badge.rawValue]?.number.flatMap { $0.intValue }
    sound = object[Key.sound.rawValue].flatMap(Sound.init(reading:))
    threadID = object[Key.threadID.rawValue]?.string
    category = object[Key.category.rawValue]?.string
    contentAvailable = APS.isFlagSet(object[Key.contentAvailable.rawValue])
    mutableContent = APS.isFlagSet(object[Key.mutableContent.rawValue])
    targetContentID = object[Key.targetContentID.rawValue]?.string
    interruptionLevel = object[Key.interruptionLevel.rawValue]?.string.flatMap(InterruptionLevel.init(rawValue:))
    relevanceScore = object[Key.relevanceScore.rawValue]?.number?.doubleValue
    filterCriteria = object[Key.filterCriteria.rawValue]?.string
    if Key.liveActivityKeys.contains(where: { object[$0.rawValue] != nil }) {
      liveActivity = LiveActivity(
        event: object[Key.event.rawValue]?.string,
        contentState: object[Key.contentState.rawValue],
        timestamp: object[Key.timestamp.rawValue]?.number?.intValue,
        staleDate: object[Key.staleDate.rawValue]?.number?.intValue,
        dismissalDate: object[Key.dismissalDate.rawValue]?.number?.intValue,
        attributesType: object[Key.attributesType.rawValue]?.string,
        attributes: object[Key.attributes.rawValue])
    }
    json = JSONValue(.object(object))
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
      func strings(_ key: Key) -> [String]? {
        object[key.rawValue]?.array?.compactMap { element in
          element.string ?? element.number?.literal
        }
      }
      self.init(
        title: object[Key.title.rawValue]?.string,
        subtitle: object[Key.subtitle.rawValue]?.string,
        body: object[Key.body.rawValue]?.string,
        launchImage: object[Key.launchImage.rawValue]?.string,
        titleLocKey: object[Key.titleLocKey.rawValue]?.string,
        titleLocArgs: strings(.titleLocArgs),
        subtitleLocKey: object[Key.subtitleLocKey.rawValue]?.string,
        subtitleLocArgs: strings(.subtitleLocArgs),
        locKey: object[Key.locKey.rawValue]?.string,
        locArgs: strings(.locArgs))
    default:
      return nil
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
