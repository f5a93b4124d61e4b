extension ScenarioLoader.Reader {
  /// The step names a scenario file may use, in ``StepDeclaration/all``'s order; each step
  /// object has exactly one of them.
  static let stepNames = StepDeclaration.all.map(\.name)

  mutating func readSteps(_ top: inout JSONObjectReader) -> [ScenarioStep] {
    guard let list = top.array("steps", log: &log) else { return [] }
    var steps: [ScenarioStep] = []
    for (index, value) in list.enumerated() {
      if let step = readStep(value, path: ["steps", .index(index)]) { steps.append(step) }
    }
    return steps
  }

  mutating func readStep(_ value: JSONValue, path: JSONPath) -> ScenarioStep? {
    guard var reader = JSONObjectReader(value, path: path, log: &log) else { return nil }
    // The first step name among the keys, and whether there is another, in one pass.
    var first: StepDeclaration?
    var firstKey: JSONObject.Member?
    var several = false
    for member in reader.object.members {
      guard let declaration = StepDeclaration.named[member.key] else { continue }
      if first == nil { (first, firstKey) = (declaration, member) } else { several = true }
    }
    guard let declaration = first else {
      let first = reader.object.members.first
      var message = "a step needs one of the step names"
      if let key = first?.key {
        message = "unknown step \(JSONWriter.quoted(key))"
        if let suggestion = EditDistance.suggestion(for: key, among: Self.stepNames) {
          message += "; did you mean \(JSONWriter.quoted(suggestion))?"
        }
      }
      log.error(
        .invalidStep, message, hint: "Steps: " + Self.stepNames.joined(separator: ", ") + ".",
        path: first.map { path.appending($0.key) } ?? path, at: first?.keyLocation ?? value.location)
      return nil
    }
    if several {
      let names = reader.object.keys.filter { StepDeclaration.named[$0] != nil }
      log.error(
        .invalidStep, "a step has one action; this one has \(names.map { JSONWriter.quoted($0) }.joined(separator: " and "))",
        hint: "Split it into one step per action.", path: path, at: value.location)
      return nil
    }
    // A step under its former name is read as the renamed step, with a warning that names it.
    let name = firstKey?.key ?? declaration.name
    if name != declaration.name, let key = firstKey {
      log.warning(
        .renamedStep, "step \(JSONWriter.quoted(name)) is now \(JSONWriter.quoted(declaration.name))",
        hint: "Rename it; the old name is read until the next release.", path: path.appending(name), at: key.keyLocation)
    }
    let argument = reader.value(name)!
    let action = declaration.read(&self, &reader, StepDeclaration.Input(name: name, value: argument, stepPath: path))
    reader.warnAboutUnknownKeys(log: &log, also: declaration.modifiers)
    guard let action else { return nil }
    var step = ScenarioStep(action: action, location: value.location, path: path)
    if name == "push", case .object = argument.kind { step.readsPayloadInline = true }
    return step
  }

  /// Reads a `push` step: its payload, id, headers and route; by the `apns` route it goes
  /// through APNs, with its headers and token (rules AP1-AP11).
  mutating func readPushStep(_ input: StepDeclaration.Input, step reader: inout JSONObjectReader) -> ScenarioStep.Action? {
    let path = input.stepPath
    var action = readPush(input.value, reader: &reader, path: path)
    warnAboutActivityPayload(action, at: input.value.location, path: input.path)
    if case .push(let payload, let id, .apns)? = action {
      action = .send(readAPNsRequest(&reader, payload: payload, id: id, path: path))
    } else if let to = reader.object.member("to") {
      // Only a push through APNs is addressed to a device token (behaviour reference §10).
      log.error(
        .invalidStep, "\"to\" names a device token, but this push does not go through APNs",
        hint: "Remove \"to\", or send the push by \"route\": \"apns\".", path: path.appending("to"), at: to.keyLocation)
    }
    return action
  }

  /// Reads an `expect` step: its events, and how they are matched (`match`, beside it or in it).
  mutating func readExpectStep(_ input: StepDeclaration.Input, step reader: inout JSONObjectReader) -> ScenarioStep.Action? {
    var match: ExpectationBlock.Match?
    if reader.has("match") {
      match = reader.choice("match", ExpectationBlock.Match.self, log: &log, what: "match mode")
    }
    return readExpectations(input.value, match: match ?? .exact, path: input.path).map { .expect($0) }
  }

  /// Reads `answerPrompt`: `{"allow": true}` or `{"allow": false}`.
  mutating func readAnswerPrompt(_ value: JSONValue, path: JSONPath) -> ScenarioStep.Action? {
    guard var answer = JSONObjectReader(value, path: path, log: &log) else { return nil }
    let allow = answer.required("allow", log: &log, hint: #"Write {"allow": true} or {"allow": false}."#)
    answer.warnAboutUnknownKeys(log: &log)
    if let allow, let value = allow.bool { return .answerPrompt(allow: value) }
    if let allow { log.wrongType(allow, path: path.appending("allow"), expected: "true or false") }
    return nil
  }

  /// A step's `true` or `false`.
  mutating func flag(_ value: JSONValue, path: JSONPath) -> Bool? {
    guard let flag = value.bool else {
      log.wrongType(value, path: path, expected: "true or false")
      return nil
    }
    return flag
  }

  /// A notification identifier that an earlier step created.
  mutating func notificationReference(_ value: JSONValue, path: @autoclosure () -> JSONPath) -> String? {
    guard let id = value.string else {
      log.wrongType(value, path: path(), expected: "the id of a notification")
      return nil
    }
    guard knows(id) else {
      var message = "no earlier step creates a notification \(JSONWriter.quoted(id))"
      if let suggestion = EditDistance.suggestion(for: id, among: notificationIDs) {
        message += "; did you mean \(JSONWriter.quoted(suggestion))?"
      }
      let known = notificationIDs.isEmpty ? "none yet" : notificationIDs.map { JSONWriter.quoted($0) }.joined(separator: ", ")
      log.error(
        .unknownNotification, message,
        hint: "Give a push or schedule step this \"id\" first. Notifications so far: \(known).", path: path(),
        at: value.location)
      return nil
    }
    return id
  }

  mutating func declare(_ id: String, path: JSONPath, at location: SourcePosition) {
    if !noteDeclaration(id) && replay == nil {
      log.warning(
        .invalidStep, "the id \(JSONWriter.quoted(id)) is used again; later steps refer to the newer notification",
        hint: "Give each notification its own id unless you mean to replace it.", path: path, at: location)
    }
  }

  mutating func readPush(_ argument: JSONValue, reader: inout JSONObjectReader, path: JSONPath) -> ScenarioStep.Action? {
    var id: String
    if let idValue = reader.value("id") {
      guard let text = idValue.string else {
        log.wrongType(idValue, path: path.appending("id"), expected: "a string")
        return nil
      }
      id = text
    } else {
      id = "n\(declaredCount + 1)"
    }
    // A push with an apns-collapse-id declares it unless an earlier step did, without a warning.
    var collapses = false
    if let headers = reader.value("headers") {
      // apns-collapse-id becomes request.identifier on the device (rule NC2).
      if let collapseID = checkHeaders(headers, path: path.appending("headers")) {
        if reader.has("id"), id != collapseID {
          log.error(
            .invalidStep, "the push has id \(JSONWriter.quoted(id)) and apns-collapse-id \(JSONWriter.quoted(collapseID)); on the device its identifier is the collapse id",
            hint: "Drop \"id\", or make it the same as apns-collapse-id.", path: path.appending("id"),
            at: reader.object.member("id")?.keyLocation ?? argument.location)
        }
        id = collapseID
        collapses = true
      }
    }
    // A payload file ending in .apns is what simctl push and a drop on Simulator deliver, so it
    // arrives as a simulated push unless the step names another route (rules SE6, SE7).
    var route: DeliveryRoute = .apns
    if case .string(let relative) = argument.kind, relative.hasSuffix(".apns") { route = .simulator }
    if reader.has("route") {
      if let named = reader.choice("route", DeliveryRoute.self, log: &log, what: "delivery route") { route = named }
    }
    let payload: Payload?
    switch argument.kind {
    case .string(let relative):
      payload = readPayloadFile(relative, route: route, at: argument.location, path: path.appending("push"))
    case .object:
      let result = Self.inlinePayload(argument, step: reader.object)
      for diagnostic in result.diagnostics {
        var moved = diagnostic
        moved.path = JSONPath(path.appending("push").components + diagnostic.path.components)
        log.append(contentsOf: [moved])
      }
      payload = result.payload
      if payload == nil && !result.hasErrors { reportPushWithoutNotification(reader.object, at: argument.location, path: path) }
    default:
      log.wrongType(argument, path: path.appending("push"), expected: "a payload object or the path of a .apns file")
      payload = nil
    }
    if collapses { noteDeclaration(id) } else { declare(id, path: path, at: argument.location) }
    return finishPush(payload, id: id, route: route, reader: &reader, argument: argument, path: path)
  }

  /// The payload of a push step whose `push` member is an object, checked and read in one pass
  /// (what `Payload(json:)` would read). The step's `apns-push-type`, when it names one, decides
  /// which keys the payload needs. The reader and ``ScenarioPayloadSource`` both read a step's
  /// payload here, so a payload read again from an unchanged file is the one first read.
  static func inlinePayload(_ push: JSONValue, step: JSONObject) -> PayloadLintResult {
    PayloadLinter.check(push, options: PayloadLinter.Options(pushType: pushType(ofStep: step)))
  }

  /// The `apns-push-type` header a push step names, if any.
  static func pushType(ofStep step: JSONObject) -> String? {
    step.member("headers")?.value.object?.members.last { $0.key.lowercased() == "apns-push-type" }?.value.string
  }

  /// The steps that deliver a push of a type whose payload needs no `aps` to the framework that
  /// receives it (PushKit, Core Location, Push to Talk).
  static let stepsForPushTypes: [(type: APNsPushType, step: String)] = [
    (.voip, "voipPush"), (.location, "locationPush"), (.pushToTalk, "pushToTalkPush"),
  ]

  /// Reports a `push` step whose payload is valid for its push type but has no `aps`: a push
  /// type such as `voip` needs none, but a push step reads its payload as a notification's,
  /// which has one. Through APNs such a push goes to what its type names whatever `aps` holds
  /// (rule AP14), so `"aps": {}` sends it as it is. Without this error the step would be dropped
  /// unread. Only a push type that needs no `aps` gets here, so the step always names one; the
  /// text still reads without it.
  mutating func reportPushWithoutNotification(_ step: JSONObject, at location: SourcePosition, path: JSONPath) {
    let type = Self.pushType(ofStep: step)
    let named = type.map { "\($0) " } ?? ""
    let receiver = type.flatMap { APNsPushType(rawValue: $0.lowercased()).receiver }.map { ", which hands it to \($0)" } ?? ""
    var hint = "Add \"aps\": {} to send it through APNs as a push step\(receiver)."
    if let other = Self.stepsForPushTypes.first(where: { $0.type.rawValue == type?.lowercased() })?.step {
      hint = "Send it with a \(JSONWriter.quoted(other)) step, or add \"aps\": {} to send it through APNs\(receiver)."
    }
    log.error(
      .invalidStep, "a push step reads a payload with \"aps\", and this \(named)payload has none",
      hint: hint, path: path.appending("push"), at: location)
  }

  /// Reads a payload file relative to the scenario's folder; its findings are reported against
  /// that file. The linter's `simulator-ignores-mutable-content` finding stands unless the step
  /// sends the file's payload by a route that runs the service extension.
  mutating func readPayloadFile(
    _ relative: String, route: DeliveryRoute, at location: SourcePosition, path: JSONPath
  ) -> Payload? {
    let payloadPath = FileSystem.join(FileSystem.directory(of: file), relative)
    switch readFile(payloadPath) {
    case .failure(let failure):
      let problem = FileSystem.problem(
        failure, path: payloadPath, kind: "payload file", glob: "*.json",
        limitNote: "payload files are read up to \(ScenarioLoader.fileSizeLimit) bytes",
        tooLargeHint: "APNs takes payloads of a few kilobytes; this is not a payload file.")
      log.error(
        .payloadFile, "cannot read the payload file \(JSONWriter.quoted(relative)): \(problem.message)",
        hint: "Paths are relative to the scenario file's folder (\(FileSystem.directory(of: file))).", path: path,
        at: location)
      return nil
    case .success(let bytes):
      if let object = JSONParser.parse(bytes).value?.object, object["scenario"] != nil, object["aps"] == nil {
        // Payload advice ("add aps") would mislead: the file is the other kind.
        log.error(
          .payloadFile,
          "the file \(JSONWriter.quoted(relative)) is a scenario file (a top-level \"scenario\" key), not a payload",
          hint: "A push names a payload file, an object with \"aps\"; name the payload file that scenario pushes, or write the payload inline.",
          path: path, at: location)
        return nil
      }
      let result = PayloadLinter.lint(bytes, options: PayloadLinter.Options(isSimulatorFile: relative.hasSuffix(".apns")))
      findings += result.diagnostics
        .filter { route == .simulator || $0.code != .simulatorIgnoresMutableContent }
        .map { FileDiagnostic(file: payloadPath, diagnostic: $0) }
      if result.payload == nil && !result.hasErrors {
        log.error(.payloadFile, "the payload file \(JSONWriter.quoted(relative)) is not a notification", hint: nil, path: path, at: location)
      }
      return result.hasErrors ? nil : result.payload
    }
  }

  /// Checks that every header value is a string; returns the `apns-collapse-id`, if there is one.
  mutating func checkHeaders(_ value: JSONValue, path: JSONPath) -> String? {
    guard let object = value.object else {
      log.wrongType(value, path: path, expected: "an object of APNs header names and values")
      return nil
    }
    var collapseID: String?
    for member in object.members {
      guard let text = member.value.string else {
        log.wrongType(member.value, path: path.appending(member.key), expected: "a string header value")
        continue
      }
      guard member.key.lowercased() == "apns-collapse-id" else { continue }
      if text.isEmpty || text.utf8.count > 64 {
        log.error(
          .outOfRange, "apns-collapse-id must be 1 to 64 bytes; this one is \(text.utf8.count) (APNs answers 400 BadCollapseId)",
          hint: "Use a short key such as \"score-4711\".", path: path.appending(member.key), at: member.value.location)
      } else {
        collapseID = text
      }
    }
    return collapseID
  }

  mutating func readActionStep(_ value: JSONValue, path: JSONPath) -> ScenarioStep.Action? {
    guard var reader = JSONObjectReader(value, path: path, log: &log) else { return nil }
    let notification = reader.required("notification", log: &log, hint: "Name the notification the action is on.")
      .flatMap { notificationReference($0, path: path.appending("notification")) }
    let id = reader.string("id", log: &log)
    if !reader.has("id") { _ = reader.required("id", log: &log, hint: "Name the action's identifier.") }
    reader.warnAboutUnknownKeys(log: &log)
    guard let notification, let id else { return nil }
    return .action(id, on: notification)
  }

  mutating func readReply(_ value: JSONValue, path: JSONPath) -> ScenarioStep.Action? {
    guard var reader = JSONObjectReader(value, path: path, log: &log) else { return nil }
    let notification = reader.required("notification", log: &log, hint: "Name the notification the reply is on.")
      .flatMap { notificationReference($0, path: path.appending("notification")) }
    let action = reader.string("action", log: &log)
    if !reader.has("action") { _ = reader.required("action", log: &log, hint: "Name the text-input action.") }
    let text = reader.string("text", log: &log) ?? ""
    reader.warnAboutUnknownKeys(log: &log)
    guard let notification, let action else { return nil }
    return .reply(text: text, action: action, on: notification)
  }

  // MARK: - Expectations

  /// The facts an expected event of `kind` may check, in the order its facts are kept: read
  /// from ``expectationFields`` once per kind, not looked up in it for each event.
  static func expectationFields(of kind: ScenarioEventKind) -> [String] {
    switch kind {
    case .callback: callbackFields
    case .skipped: skippedFields
    case .completion: completionFields
    case .diagnostic: diagnosticFields
    case .lifecycle: lifecycleFields
    case .apns: apnsFields
    case .system: systemFields
    }
  }
  static let callbackFields = expectationFields[.callback]!
  static let skippedFields = expectationFields[.skipped]!
  static let completionFields = expectationFields[.completion]!
  static let diagnosticFields = expectationFields[.diagnostic]!
  static let lifecycleFields = expectationFields[.lifecycle]!
  static let apnsFields = expectationFields[.apns]!
  static let systemFields = expectationFields[.system]!

  /// The facts an expected system event may check: every fact some system event has
  /// (``ObservedEvent/systemEventFacts``). The first ones are in the order a failure's diff has
  /// always shown an expected event's facts in; the facts of the events added since follow in
  /// the order of ``ObservedEvent/systemEventNames``, so a new event's facts need no second list.
  static let systemEventFields: [String] = {
    var fields = [
      "notification", "banner", "list", "sound", "badge", "reason", "replaced", "value", "options", "granted", "status",
      "categories", "when", "fireAt", "from", "to", "date", "region", "entered", "identifiers", "threads",
      "title", "subtitle", "body", "attachments", "action", "actions", "until",
      "level", "effect", "focus", "outcome", "detail", "device",
      "soundName", "lightsScreen", "threadIdentifier", "summaryArgument", "code", "attachment", "path", "exists", "choice",
      "category", "extension", "interface",
      "activity", "attributesType", "startedBy", "contentState", "priority", "endedBy", "token",
      "framework", "unreported", "reloadsToday", "dailyLimit", "channel",
      "participant", "highPriority", "remainingHighPriorityBudget", "communication", "sender", "intent", "metadata",
    ]
    for name in ObservedEvent.systemEventNames {
      for fact in ObservedEvent.systemEventFacts[name] ?? [] where !fields.contains(fact) { fields.append(fact) }
    }
    return fields
  }()

  /// The facts each kind of expected event may check.
  static let expectationFields: [ScenarioEventKind: [String]] = [
    .callback: [
      "notification", "action", "userText", "state", "launchOptions", "notificationResponse", "deviceToken", "error",
      "category", "title", "body", "userInfo",
    ],
    .skipped: ["reason"],
    .completion: ["notification", "result"],
    .diagnostic: ["message"],
    .lifecycle: ["from", "reason"],
    .apns: ["notification", "status", "reason", "apnsID", "timestamp", "until", "token", "channel", "storagePolicy"],
    .system: systemEventFields,
  ]

  mutating func readExpectations(_ value: JSONValue, match: ExpectationBlock.Match?, path: JSONPath) -> ExpectationBlock? {
    var match = match ?? .exact
    var listValue = value
    var listPath = path
    // An `expect` may be an object {"match": ..., "events": [...]}.
    if value.object != nil, var reader = JSONObjectReader(value, path: path, log: &log) {
      if let mode = reader.choice("match", ExpectationBlock.Match.self, log: &log, what: "match mode") { match = mode }
      guard let events = reader.required("events", log: &log, hint: #"Write "events": [ ... ]."#) else { return nil }
      reader.warnAboutUnknownKeys(log: &log)
      listValue = events
      listPath = path.appending("events")
    }
    guard let list = listValue.array else {
      log.wrongType(listValue, path: listPath, expected: "an array of expected events")
      return nil
    }
    var events: [ExpectedEvent] = []
    for (index, element) in list.enumerated() {
      if let event = readExpectedEvent(element, path: listPath.appending(index)) { events.append(event) }
    }
    return ExpectationBlock(events: events, match: match, location: value.location, path: path)
  }

  mutating func readExpectedEvent(_ value: JSONValue, path: JSONPath) -> ExpectedEvent? {
    guard var reader = JSONObjectReader(value, path: path, log: &log) else { return nil }
    let members = reader.object.members
    // The kinds the object names, in `allCases` order: one pass over its keys, each key's
    // length telling which kind name it can be.
    var named = ObservedEvent.KindSet([])
    var kindCount = 0
    var kind = ScenarioEventKind.callback
    for member in members {
      if let found = ScenarioEventKind(key: member.key), !named.contains(found) {
        named.insert(found)
        kindCount += 1
        kind = found
      }
    }
    guard kindCount == 1 else {
      let kinds = ScenarioEventKind.allCases.filter { named.contains($0) }
      log.error(
        .invalidStep,
        kinds.isEmpty
          ? "an expected event needs one of " + ScenarioEventKind.allCases.map { JSONWriter.quoted($0.rawValue) }.joined(separator: ", ")
          : "an expected event has one kind; this one has " + kinds.map { JSONWriter.quoted($0.rawValue) }.joined(separator: " and "),
        hint: #"Write for example {"callback": "didReceive", "action": "default"}."#, path: path, at: value.location)
      // Its time is checked still, so every error shows at once.
      if let at = reader.object["at"] { _ = duration(at, path: path.appending("at")) }
      return nil
    }
    // Read as `reader.value` reads it (the last member of the key), without marking the key
    // known: only an object with an unknown key, below, needs the known keys listed.
    let nameValue = reader.object[kind.rawValue]!
    // The name's path is made only for an error about it.
    var namePath: JSONPath { path.appending(kind.rawValue) }
    var name: String?
    var callback: Callback?
    switch kind {
    case .callback, .skipped, .completion:
      if let text = nameValue.string, let found = Callback.named[text] {
        callback = found
      } else {
        callback = JSONObjectReader.choice(nameValue, Callback.self, path: namePath, log: &log, what: "callback")
      }
      name = callback?.rawValue
    case .lifecycle:
      if let text = nameValue.string, let state = AppState(rawValue: text) {
        name = state.rawValue
      } else {
        name = JSONObjectReader.choice(nameValue, AppState.self, path: namePath, log: &log, what: "app state")?.rawValue
      }
    case .system:
      if let text = nameValue.string, ObservedEvent.systemEventNameSet.contains(text) {
        name = text
      } else {
        name = eventName(nameValue, among: ObservedEvent.systemEventNames, what: "system event", path: namePath)
      }
    case .diagnostic:
      if let text = nameValue.string { name = text } else { log.wrongType(nameValue, path: namePath, expected: "a diagnostic code") }
    case .apns:
      name = eventName(nameValue, among: APNsEvent.names, what: "APNs event", path: namePath)
    }
    var instant: SimulatedInstant?
    if let at = reader.object["at"], let offset = duration(at, path: path.appending("at")) {
      instant = SimulatedInstant(offset: offset)
    }
    var fields: [ObservedEvent.Field] = []
    let known = Self.expectationFields(of: kind)
    // When every key is one the kind reads, once each, no unknown-key warning can come: the
    // facts are the object's other keys, put in the order the kind lists them (where each key
    // is in `known`), and a fact the object lacks is never asked for (asking marks it known,
    // for the warning's hint).
    // The facts' places in `known` and in `members`, on the stack.
    let allKnown = withUnsafeTemporaryAllocation(of: (place: Int, member: Int).self, capacity: members.count) { places in
      var count = 0
      for (index, member) in members.enumerated() {
        let key = member.key
        if key == kind.rawValue || key == "at" { continue }
        guard let place = known.firstIndex(of: key), !places[..<count].contains(where: { $0.place == place }) else {
          return false
        }
        places[count] = (place, index)
        count += 1
      }
      // A kind or "at" written twice reads as the last one, as the reader reads it.
      var found = UnsafeMutableBufferPointer(rebasing: places[..<count])
      found.sort { $0.place < $1.place }
      if count > 0 { fields.reserveCapacity(count) }
      for (place, index) in found {
        if let text = fieldText(members[index].value, field: known[place], in: path) {
          fields.append(ObservedEvent.Field(name: known[place], value: text))
        }
      }
      return true
    }
    if !allKnown {
      _ = reader.value(kind.rawValue)
      _ = reader.value("at")
      for field in known {
        guard let fieldValue = reader.value(field) else { continue }
        if let text = fieldText(fieldValue, field: field, in: path) {
          fields.append(ObservedEvent.Field(name: field, value: text))
        }
      }
      reader.warnAboutUnknownKeys(log: &log)
    }
    guard let name else { return nil }
    if kind == .apns {
      checkAPNsExpectation(name: name, fields: fields, reader: reader, path: path)
      // Another spelling APNs sends (BadEnvironmentKeyInToken) matches the documented one.
      fields = fields.map { field in
        guard field.name == "reason", let reason = APNsReason(reading: field.value) else { return field }
        return ObservedEvent.Field(name: field.name, value: reason.rawValue)
      }
    }
    if !fields.isEmpty,
      let recorded = kind == .callback && callback != nil
        ? ObservedEvent.recordedFacts(of: callback!) : ObservedEvent.recordedFacts(kind: kind, name: name)
    {
      for field in fields where !recorded.contains(field.name) {
        reportUnrecordedFact(field.name, kind: kind, name: name, recorded: recorded, reader: reader, path: path)
      }
    }
    return ExpectedEvent(kind: kind, name: name, fields: fields, instant: instant, location: value.location, path: path)
  }

  /// An expectation that checks `fact`, which an event `kind` `name` never records, could never
  /// match: an error that names the facts it does record.
  mutating func reportUnrecordedFact(
    _ fact: String, kind: ScenarioEventKind, name: String, recorded: [String], reader: JSONObjectReader, path: JSONPath
  ) {
    let list = recorded.map { JSONWriter.quoted($0) }
    let records =
      switch list.count {
      case 0: "it records no facts"
      case 1: "it records only " + list[0]
      default: "it records " + list.dropLast().joined(separator: ", ") + " and " + list.last!
      }
    log.error(
      .unrecordedFact, "\(kind.rawValue) \(name) never records \(JSONWriter.quoted(fact)); \(records)",
      hint: recorded.isEmpty
        ? "Remove \(JSONWriter.quoted(fact)) from this expected event."
        : "Remove \(JSONWriter.quoted(fact)), or check one of the facts \(name) records.",
      path: path.appending(fact), at: reader.object.member(fact)?.keyLocation ?? reader.location)
  }

  /// A field's expected value as the text ``ObservedEvent`` gives: strings as they are, Booleans
  /// and numbers as written, `null` as `nil`, and `launchOptions` lists as their one key or `none`.
  /// The fact `field` of the event at `eventPath` has its path made only for an error.
  mutating func fieldText(_ value: JSONValue, field: String, in eventPath: JSONPath) -> String? {
    var path: JSONPath { eventPath.appending(field) }
    switch value.kind {
    case .string(let text): return text
    case .bool(let bool): return bool ? "true" : "false"
    case .number(let number): return number.literal
    case .null: return "nil"
    case .array(let elements) where field == "launchOptions":
      // [] or one string: read without making a list of the strings.
      guard elements.count <= 1, elements.allSatisfy({ $0.string != nil }) else {
        log.wrongType(value, path: path, expected: "[] or one launch option key")
        return nil
      }
      guard let key = elements.first?.string else { return "none" }
      if LaunchOptionsKey(rawValue: key) == nil {
        log.unknownName(key, what: "launch option key", valid: LaunchOptionsKey.allCases.map(\.rawValue), path: path.appending(0), at: elements[0].location)
        return nil
      }
      return key
    default:
      log.wrongType(value, path: path, expected: "a string, number or Boolean")
      return nil
    }
  }
}

extension ScenarioLoader.Reader {
  /// An expectation's event name, one of `names`; otherwise an error with the valid names.
  mutating func eventName(_ value: JSONValue, among names: [String], what: String, path: JSONPath) -> String? {
    guard let text = value.string else {
      log.wrongType(value, path: path, expected: "a string naming \(what.hasPrefix("APNs") ? "an" : "a") \(what)")
      return nil
    }
    guard names.contains(text) else {
      log.unknownName(text, what: what, valid: names, path: path, at: value.location)
      return nil
    }
    return text
  }
}

extension ScenarioEventKind {
  /// The kind a key of an expected event names, as `init(rawValue:)` reads it, told apart by
  /// the key's length first.
  init?(key: String) {
    let candidate: ScenarioEventKind
    switch key.utf8.count {
    case 4: candidate = .apns
    case 6: candidate = .system
    case 7: candidate = .skipped
    case 8: candidate = .callback
    case 9: candidate = .lifecycle
    case 10:
      if key == "completion" { self = .completion; return }
      candidate = .diagnostic
    default: return nil
    }
    guard key == candidate.rawValue else { return nil }
    self = candidate
  }
}

extension Callback {
  /// Every callback by its raw value, for lookups.
  static let named: [String: Callback] = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })
}
