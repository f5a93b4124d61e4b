extension ScenarioLoader.Reader {
  /// Reads `answers.serviceExtension`: `"never"`, or `{"after", "twice", "content", "lastAnswer",
  /// "placeholder", "fails"}`.
  mutating func readServiceExtension(_ value: JSONValue, path: JSONPath) -> (CompletionTiming, ConfiguredServiceExtension)? {
    if value.string == "never" { return (.never, ConfiguredServiceExtension(timing: .never)) }
    guard var reader = JSONObjectReader(value, path: path, log: &log) else { return nil }
    var delay = Duration.zero
    if let after = reader.value("after"), let parsed = duration(after, path: path.appending("after")) { delay = parsed }
    let twice = reader.bool("twice", log: &log) ?? false
    let timing: CompletionTiming = twice ? .twice(after: delay) : .after(delay)
    var script = ConfiguredServiceExtension(timing: timing)
    if let content = reader.value("content") {
      script.changes = readContentChanges(content, path: path.appending("content")) ?? ContentChanges()
    }
    if let last = reader.value("lastAnswer") { script.lastAnswer = readContentChanges(last, path: path.appending("lastAnswer")) }
    if let placeholder = reader.value("placeholder") {
      script.placeholderChanges = readContentChanges(placeholder, path: path.appending("placeholder"))
    }
    if reader.has("fails") {
      script.failure = reader.choice("fails", ServiceExtensionFailure.self, log: &log, what: "service extension failure")
    }
    reader.warnAboutUnknownKeys(log: &log)
    return (timing, script)
  }

  /// Reads content changes: `title`, `subtitle`, `body`, `sound`, `badge`, `category`, `thread`,
  /// `userInfo`, `attachments`.
  mutating func readContentChanges(_ value: JSONValue, path: JSONPath) -> ContentChanges? {
    guard var reader = JSONObjectReader(value, path: path, log: &log) else { return nil }
    var changes = ContentChanges()
    changes.title = reader.string("title", log: &log)
    changes.subtitle = reader.string("subtitle", log: &log)
    changes.body = reader.string("body", log: &log)
    changes.sound = reader.string("sound", log: &log)
    if let badge = reader.int(ScenarioLimits.badge, log: &log) { changes.badge = badge }
    changes.categoryIdentifier = reader.string("category", log: &log)
    changes.threadIdentifier = reader.string("thread", log: &log)
    if let value = reader.value("communication") {
      changes.communication = readCommunication(value, path: path.appending("communication"))
    }
    if let info = reader.value("userInfo") {
      if let object = info.object { changes.userInfo = object } else {
        log.wrongType(info, path: path.appending("userInfo"), expected: "an object of the keys to add")
      }
    }
    if let list = reader.array("attachments", log: &log) {
      for (index, element) in list.enumerated() {
        if let attachment = readAttachment(element, path: path.appending("attachments").appending(index)) {
          changes.attachments.append(attachment)
        }
      }
    }
    reader.warnAboutUnknownKeys(log: &log)
    return changes
  }

  /// Reads an attachment: `id` and `url`, and, to describe a file the scenario does not list in
  /// `app.files`, its `type` (a uniform type identifier) and `size` in bytes. Without a `url`
  /// the attachment has no file at all, which is an error here; a type iOS does not show, a
  /// file too large for its kind or a URL with no file behind it is not, since iOS refuses those
  /// at run time (`UNError` 101, 102, 100; rules AT1, AT3).
  mutating func readAttachment(_ value: JSONValue, path: JSONPath) -> NotificationAttachment? {
    guard var reader = JSONObjectReader(value, path: path, log: &log) else { return nil }
    let id = reader.required("id", log: &log, hint: "Name the attachment, as UNNotificationAttachment's identifier.")
    let url = reader.required(
      "url", log: &log,
      hint: #"Give the file's URL on the device, such as "file:///tmp/photo.jpg", and list the file in app.files (or give its "type" and "size" here)."#)
    let type = reader.value("type")
    let size = reader.value("size")
    // The size is checked even when the id or url is missing, so every error shows at once.
    let bytes = size.map { ScenarioLimits.size.wholeNumber($0, path: path.appending("size"), log: &log) }
    reader.warnAboutUnknownKeys(log: &log)
    guard let id, let url else { return nil }
    guard let idText = id.string else { log.wrongType(id, path: path.appending("id"), expected: "a string"); return nil }
    guard let urlText = url.string else { log.wrongType(url, path: path.appending("url"), expected: "a string"); return nil }
    var typeText = ""
    if let type {
      guard let text = type.string else {
        log.wrongType(type, path: path.appending("type"), expected: "a uniform type identifier string")
        return nil
      }
      typeText = text
    }
    if case .some(nil) = bytes { return nil }
    if (type == nil) != (size == nil), let given = type ?? size {
      let missing = type == nil ? "type" : "size"
      log.error(
        .invalidStep, "an attachment that describes its file needs both \"type\" and \"size\"; this one has no \"\(missing)\"",
        hint: #"Give both, such as "type": "public.png", "size": 850000, or neither and list the file in app.files."#,
        path: path.appending(missing), at: given.location)
      return nil
    }
    return NotificationAttachment(identifier: idText, url: urlText, type: typeText, size: (bytes ?? 0) ?? 0)
  }
}

extension ScenarioLoader.Reader {
  /// Reads `app.contentExtensions`: each `{"name", "info": {Info.plist keys}, "didReceive":
  /// {action: response option}}`. The required Info.plist keys missing, or a category claimed
  /// by two extensions, are positioned errors (rule CE1).
  mutating func readContentExtensions(_ list: [JSONValue], path: JSONPath) -> [ContentExtension] {
    var extensions: [ContentExtension] = []
    var owners: [String: String] = [:]
    for (index, value) in list.enumerated() {
      let itemPath = path.appending(index)
      guard var reader = JSONObjectReader(value, path: itemPath, log: &log) else { continue }
      let name = reader.string("name", log: &log)
      if !reader.has("name") { _ = reader.required("name", log: &log, hint: "Name the extension target.") }
      var categories: [String] = []
      var ratio: Double?
      var interaction = false
      var hidden = false
      if var info = reader.object("info", log: &log) {
        let infoPath = itemPath.appending("info")
        if let categoryValue = info.required(
          "UNNotificationExtensionCategory", log: &log,
          hint: "Info.plist NSExtensionAttributes needs UNNotificationExtensionCategory: a category identifier or an array of them.")
        {
          if let one = categoryValue.string {
            categories = [one]
          } else if let many = categoryValue.array, many.allSatisfy({ $0.string != nil }), !many.isEmpty {
            categories = many.compactMap(\.string)
          } else {
            log.wrongType(categoryValue, path: infoPath.appending("UNNotificationExtensionCategory"),
              expected: "a category identifier or a non-empty array of them")
          }
          for category in categories {
            if let owner = owners[category] {
              log.error(
                .invalidStep, "category \(JSONWriter.quoted(category)) already belongs to content extension \(JSONWriter.quoted(owner)); each extension owns its own categories",
                hint: "Give each category to one content extension.", path: infoPath.appending("UNNotificationExtensionCategory"),
                at: categoryValue.location)
            } else {
              owners[category] = name ?? "#\(index)"
            }
          }
        }
        if let ratioValue = info.required(
          "UNNotificationExtensionInitialContentSizeRatio", log: &log,
          hint: "Info.plist NSExtensionAttributes needs UNNotificationExtensionInitialContentSizeRatio, the view's height over its width, such as 0.5.")
        {
          if let number = ScenarioLimits.initialContentSizeRatio.number(
            ratioValue, path: infoPath.appending("UNNotificationExtensionInitialContentSizeRatio"), log: &log)
          {
            ratio = number
          }
        }
        interaction = info.bool("UNNotificationExtensionUserInteractionEnabled", log: &log) ?? false
        hidden = info.bool("UNNotificationExtensionDefaultContentHidden", log: &log) ?? false
        _ = info.bool("UNNotificationExtensionOverridesDefaultTitle", log: &log)
        info.warnAboutUnknownKeys(log: &log)
      } else if !reader.has("info") {
        _ = reader.required("info", log: &log, hint: "Give the extension's Info.plist NSExtensionAttributes as \"info\".")
      }
      var responses: [String: ContentExtensionResponseOption] = [:]
      let implements = reader.has("didReceive")
      if implements, let answers = reader.object("didReceive", log: &log)?.object {
        for member in answers.members {
          if let option = JSONObjectReader.choice(
            member.value, ContentExtensionResponseOption.self, path: itemPath.appending("didReceive").appending(member.key),
            log: &log, what: "response option")
          {
            responses[member.key] = option
          }
        }
      }
      reader.warnAboutUnknownKeys(log: &log)
      guard let name, !categories.isEmpty, let ratio else { continue }
      extensions.append(ContentExtension(
        name: name, categories: categories, initialContentSizeRatio: ratio, userInteractionEnabled: interaction,
        defaultContentHidden: hidden, implementsDidReceive: implements, responses: responses))
    }
    return extensions
  }
}
