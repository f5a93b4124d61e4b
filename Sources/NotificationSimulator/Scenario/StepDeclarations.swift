import NotificationPayload

/// One scenario step, declared once: its name, the rules it is about, how the loader reads it,
/// its JSON Schema and the other keys its object may carry.
///
/// ``all`` is the only list of steps: the loader finds a step's declaration there by its name,
/// and the step names (``ScenarioLoader/Reader/stepNames``), the "did you mean" suggestions, the
/// `Steps: ...` hint and the schema's `step` definitions are read from it, in its order. What a
/// step does is its case in ``ScenarioStep/Action/declared(_:)``. ARCHITECTURE.md, "Adding a
/// step", lists the places a new step is written.
struct StepDeclaration: Sendable {
  /// What a step's reader is handed: the value of its name's member, and where it is.
  struct Input {
    /// The step's name, the key of ``value``.
    let name: String
    /// The value of the step's name: its argument.
    let value: JSONValue
    /// The step object's path, such as `$.steps[3]`.
    let stepPath: JSONPath
    /// The argument's path, such as `$.steps[3].tap`: made only when a message needs it.
    var path: JSONPath { stepPath.appending(name) }
  }

  /// Reads a step's argument (and, for `push` and `expect`, the step object's other keys) into
  /// its action, or logs why it cannot and returns `nil`.
  typealias Read = @Sendable (inout ScenarioLoader.Reader, inout JSONObjectReader, Input) -> ScenarioStep.Action?

  /// The step's name in a scenario file, such as `deleteBroadcastChannel`.
  let name: String
  /// The name the step had before it was renamed, such as `deleteChannel`: the loader still
  /// reads it, with a `renamed-step` warning that gives the new name, until the next release.
  let formerName: String?
  /// The ids of the rules the step is about (``CitedRule``), as its documentation names them.
  let rules: [String]
  /// Keys the step's object may carry besides its name, such as `push`'s `headers`.
  let modifiers: [String]
  /// Whether the step is the app calling iOS (`register`, `setCategories`, `schedule`, ...)
  /// rather than the user, the system, APNs or time: replayed against the team's own code
  /// (`assertScenarios(_:appDelegate:...)`), such a step is left to the code, which makes its own
  /// calls.
  let byApp: Bool
  /// How the loader reads it.
  let read: Read
  /// The schema of the step object's properties: its name's first, then each modifier's.
  let schema: @Sendable () -> [(String, JSONValue)]

  /// A step whose object has only its name.
  init(
    _ name: String, formerly formerName: String? = nil, byApp: Bool = false, rules: [String] = [],
    schema: @escaping @Sendable () -> JSONValue = { StepDeclaration.noArgument }, read: @escaping Read
  ) {
    self.name = name
    self.formerName = formerName
    self.byApp = byApp
    self.rules = rules
    self.modifiers = []
    self.read = read
    self.schema = { [(name, schema())] }
  }

  /// A step whose object may carry other keys, `modifiers`, whose schemas `schema` gives after
  /// its name's.
  init(
    _ name: String, formerly formerName: String? = nil, byApp: Bool = false, rules: [String] = [], modifiers: [String],
    schema: @escaping @Sendable () -> [(String, JSONValue)], read: @escaping Read
  ) {
    self.name = name
    self.formerName = formerName
    self.byApp = byApp
    self.rules = rules
    self.modifiers = modifiers
    self.read = read
    self.schema = schema
  }

  /// The schema of a step that takes no argument: any object (`{}` by convention).
  static let noArgument = S.object([("type", S.string("object"))])

  /// Every step's declaration by its name, and by its former name where it was renamed.
  static let named: [String: StepDeclaration] = Dictionary(
    uniqueKeysWithValues: all.map { ($0.name, $0) } + all.compactMap { step in step.formerName.map { ($0, step) } })
}

private typealias S = ScenarioSchema

extension StepDeclaration {
  /// A string that is not empty, as several steps take an id.
  private static func nonEmptyString() -> JSONValue { S.object([("type", S.string("string")), ("minLength", S.number(1))]) }

  /// Every step a scenario file may use, in the order the hint, the docs and the schema list them.
  static let all: [StepDeclaration] = [
    StepDeclaration(
      "push", rules: ["SE6", "SE7", "NC2"], modifiers: ["id", "headers", "route", "to", "bundle"],
      schema: {
        [
          ("push", S.ref("payload")), ("id", S.type("string")),
          ("headers", S.apnsHeaders()),
          ("route", S.enumeration(DeliveryRoute.allCases.map(\.rawValue))),
          ("to", S.type("string")),
          ("bundle", S.object([
            ("type", S.strings(["string", "null"])),
            ("description", S.string("xcrun simctl push's bundle argument, for route simulator; null runs simctl without one.")),
          ])),
        ]
      }, read: { r, step, input in r.readPushStep(input, step: &step) }),
    StepDeclaration(
      "schedule", byApp: true,
      schema: {
        S.closedObject([
          ("id", S.type("string")), ("title", S.type("string")), ("subtitle", S.type("string")), ("body", S.type("string")),
          ("category", S.type("string")), ("thread", S.type("string")),
          S.limit(ScenarioLimits.badge),
          ("sound", S.object([("type", S.strings(["boolean", "string"]))])), ("summaryArgument", S.type("string")),
          ("userInfo", S.type("object")), ("interruptionLevel", S.enumeration(InterruptionLevel.allCases.map(\.rawValue))),
          S.limit(ScenarioLimits.requestRelevanceScore), ("after", S.ref("duration")), ("trigger", S.ref("trigger")),
          ("attachments", S.list(S.ref("attachment"))),
        ])
      }, read: { r, _, input in r.readSchedule(input.value, path: input.path) }),
    StepDeclaration("tap", schema: { S.type("string") }) { r, _, input in
      r.notificationReference(input.value, path: input.path).map { .tap($0) }
    },
    StepDeclaration(
      "action",
      schema: { S.closedObject([("notification", S.type("string")), ("id", S.type("string"))], required: ["notification", "id"]) },
      read: { r, _, input in r.readActionStep(input.value, path: input.path) }),
    StepDeclaration(
      "reply",
      schema: {
        S.closedObject(
          [("notification", S.type("string")), ("action", S.type("string")), ("text", S.type("string"))],
          required: ["notification", "action"])
      }, read: { r, _, input in r.readReply(input.value, path: input.path) }),
    StepDeclaration("dismiss", schema: { S.type("string") }) { r, _, input in
      r.notificationReference(input.value, path: input.path).map { .dismiss($0) }
    },
    StepDeclaration("clear", schema: { S.type("string") }) { r, _, input in
      r.notificationReference(input.value, path: input.path).map { .clear($0) }
    },
    StepDeclaration("flick", schema: { S.type("string") }) { r, _, input in
      r.notificationReference(input.value, path: input.path).map { .flick($0) }
    },
    StepDeclaration("openApp") { _, _, _ in .openApp },
    StepDeclaration("home") { _, _, _ in .lifecycle(.home) },
    StepDeclaration("suspend") { _, _, _ in .lifecycle(.suspend) },
    StepDeclaration("terminate") { _, _, _ in .lifecycle(.terminate) },
    StepDeclaration("forceQuit") { _, _, _ in .lifecycle(.forceQuit) },
    StepDeclaration("reboot") { _, _, _ in .lifecycle(.reboot) },
    StepDeclaration("relaunch") { _, _, _ in .lifecycle(.relaunch) },
    StepDeclaration("lock") { _, _, _ in .lock(true) },
    StepDeclaration("unlock") { _, _, _ in .lock(false) },
    StepDeclaration("showNotificationCenter") { _, _, _ in .notificationCenter(shown: true) },
    StepDeclaration("hideNotificationCenter") { _, _, _ in .notificationCenter(shown: false) },
    StepDeclaration(
      "requestAuthorization", byApp: true, schema: { S.list(S.enumeration(ScenarioLoader.Names.authorizationOptions.map(\.0))) }
    ) { r, _, input in
      .requestAuthorization(
        r.optionSet(input.value, ScenarioLoader.Names.authorizationOptions, path: input.path, what: "authorization option"))
    },
    StepDeclaration("answerPrompt", schema: { S.closedObject([("allow", S.type("boolean"))], required: ["allow"]) }) {
      r, _, input in r.readAnswerPrompt(input.value, path: input.path)
    },
    StepDeclaration("register", byApp: true) { _, _, _ in .register },
    StepDeclaration("assignDelegate", byApp: true) { _, _, _ in .assignDelegate },
    StepDeclaration("setCategories", byApp: true, schema: { S.list(S.ref("category")) }) { r, _, input in
      .setCategories(r.readCategories(input.value, path: input.path))
    },
    StepDeclaration("wait", schema: { S.ref("duration") }) { r, _, input in
      r.duration(input.value, path: input.path).map { .wait($0) }
    },
    StepDeclaration(
      "expect", modifiers: ["match"],
      schema: { [("expect", S.ref("expectations")), ("match", S.enumeration(ExpectationBlock.Match.allCases.map(\.rawValue)))] },
      read: { r, step, input in r.readExpectStep(input, step: &step) }),
    StepDeclaration("waitUntil", schema: { S.ref("localDateTime") }) { r, _, input in
      r.localDateTime(input.value, path: input.path).map { .waitUntil($0) }
    },
    StepDeclaration("getDeliveredNotifications", byApp: true) { _, _, _ in .getDeliveredNotifications },
    StepDeclaration("getPendingNotificationRequests", byApp: true) { _, _, _ in .getPendingNotificationRequests },
    StepDeclaration("removeDeliveredNotifications", byApp: true, schema: { S.list(S.type("string")) }) { r, _, input in
      r.identifiers(input.value, path: input.path).map { .removeDeliveredNotifications($0) }
    },
    StepDeclaration("removeAllDeliveredNotifications", byApp: true) { _, _, _ in .removeAllDeliveredNotifications },
    StepDeclaration("removePendingNotificationRequests", byApp: true, schema: { S.list(S.type("string")) }) { r, _, input in
      r.identifiers(input.value, path: input.path).map { .removePendingNotificationRequests($0) }
    },
    StepDeclaration("removeAllPendingNotificationRequests", byApp: true) { _, _, _ in .removeAllPendingNotificationRequests },
    StepDeclaration("setBadgeCount", byApp: true, schema: { ScenarioLimits.setBadgeCount.schema }) { r, _, input in
      ScenarioLimits.setBadgeCount.wholeNumber(input.value, path: input.path, log: &r.log).map { .setBadgeCount($0) }
    },
    StepDeclaration("applicationIconBadgeNumber", byApp: true, schema: { ScenarioLimits.applicationIconBadgeNumber.schema }) { r, _, input in
      ScenarioLimits.applicationIconBadgeNumber.wholeNumber(input.value, path: input.path, log: &r.log)
        .map { .applicationIconBadgeNumber($0) }
    },
    StepDeclaration("move", schema: { S.ref("coordinate") }) { r, _, input in
      r.coordinate(input.value, path: input.path).map { .move($0) }
    },
    StepDeclaration("touchContentExtensionView", rules: ["CE5"], schema: { S.type("string") }) { r, _, input in
      r.notificationReference(input.value, path: input.path).map { .touchContentExtensionView($0) }
    },
    StepDeclaration("performNotificationDefaultAction", rules: ["CE5"], schema: { S.type("string") }) { r, _, input in
      r.notificationReference(input.value, path: input.path).map { .performNotificationDefaultAction($0) }
    },
    StepDeclaration("expand", rules: ["CE5"], schema: { S.type("string") }) { r, _, input in
      r.notificationReference(input.value, path: input.path).map { .expand($0) }
    },
    StepDeclaration("nextTriggerDate", byApp: true, rules: ["LN8"], schema: { S.type("string") }) { r, _, input in
      r.notificationReference(input.value, path: input.path).map { .nextTriggerDate($0) }
    },
    StepDeclaration("settings", rules: ["BW1", "BW2"], schema: { S.ref("settings") }) { r, _, input in
      r.readSettingsStep(input.value, path: input.path)
    },
    StepDeclaration("focus", rules: ["FO1", "FO2", "FO3"], schema: { S.ref("focus") }) { r, _, input in
      r.focus(input.value, path: input.path).map { .setFocus($0) }
    },
    StepDeclaration("watch", rules: ["WA1", "WA2", "WA3"], schema: { S.ref("watch") }) { r, _, input in
      r.watch(input.value, path: input.path).map { .setWatch($0) }
    },
    StepDeclaration("silentMode", rules: ["IL7"], schema: { S.type("boolean") }) { r, _, input in
      r.flag(input.value, path: input.path).map { .silentMode($0) }
    },
    StepDeclaration("timeSensitiveSetting", rules: ["IL3"], schema: { S.type("boolean") }) { r, _, input in
      r.flag(input.value, path: input.path).map { .timeSensitiveSetting($0) }
    },
    StepDeclaration("directMessages", rules: ["CN3"], schema: { S.type("boolean") }) { r, _, input in
      r.flag(input.value, path: input.path).map { .directMessages($0) }
    },
    StepDeclaration("scheduledSummary", rules: ["SS1", "SS2", "SS3"], schema: { S.scheduledSummarySchema() }) { r, _, input in
      r.scheduledSummary(input.value, path: input.path).map { .setScheduledSummary($0) }
    },
    StepDeclaration("appleIntelligence", rules: ["AI1"], schema: { S.appleIntelligenceSchema() }) { r, _, input in
      r.appleIntelligence(input.value, path: input.path).map { .setAppleIntelligence($0) }
    },
    StepDeclaration("goOffline") { _, _, _ in .apnsLink(.goOffline) },
    StepDeclaration("goOnline") { _, _, _ in .apnsLink(.goOnline) },
    StepDeclaration("uninstallApp") { _, _, _ in .apnsLink(.uninstallApp) },
    StepDeclaration("installApp") { _, _, _ in .apnsLink(.installApp) },
    StepDeclaration("restoreDevice") { _, _, _ in .apnsLink(.restoreDevice) },
    StepDeclaration(
      "refreshProviderToken", rules: ["PA3", "PA4"],
      schema: {
        S.closedObject([
          ("issuedAt", S.ref("localDateTime")), ("keyID", S.type("string")),
          ("token", S.object([("type", S.string("string")), ("description", S.string("A provider token (JWT) pasted from a real provider."))])),
        ])
      }, read: { r, _, input in r.readProviderTokenRefresh(input.value, path: input.path).map { .refreshProviderToken($0) } }),
    StepDeclaration("issueNewDeviceToken") { _, _, _ in .apnsLink(.issueNewDeviceToken) },
    StepDeclaration(
      "fileExists", rules: ["AT3"], schema: { S.object([("type", S.string("string")), ("pattern", S.string("^/"))]) }
    ) { r, _, input in r.readFileExists(input.value, path: input.path) },
    StepDeclaration("addFile", rules: ["AT3"], schema: { S.ref("file") }) { r, _, input in
      r.readFile(input.value, path: input.path).map { .addFile($0) }
    },
    StepDeclaration("keepNotifications", rules: ["PV2", "PV3", "PV4"], schema: { S.enumeration(["prominently", "quietly"]) }) {
      r, _, input in r.readKeepNotifications(input.value, path: input.path)
    },
    StepDeclaration("turnOffNotifications", rules: ["PV2", "PV3", "PV4"]) { _, _, _ in .provisionalChoice(.turnOff) },
    StepDeclaration(
      "startActivity", rules: ["LA1"],
      schema: {
        S.closedObject([
          ("activity", nonEmptyString()), ("attributesType", S.type("string")),
          ("attributes", S.type("object")), ("contentState", S.type("object")),
          S.limit(ScenarioLimits.staleDate),
          S.limit(ScenarioLimits.activityRelevanceScore),
          ("pushType", S.object([("enum", JSONValue(.array([S.string("token"), JSONValue(.null)])))])),
          ("channel", S.object([("type", S.string("string")), ("description", S.string("The broadcast channel of pushType .channel (iOS 18)."))])),
        ], required: ["activity", "attributesType", "contentState"])
      }, read: { r, _, input in r.readStartActivity(input.value, path: input.path) }),
    StepDeclaration(
      "activityPush", rules: ["LA2", "LA3", "LA4", "LA5", "LA6", "LA7", "LA8"],
      schema: {
        S.closedObject([
          ("activity", S.type("string")), S.limit(ScenarioLimits.activityPushPriority),
          ("payload", S.type("object")),
        ], required: ["activity", "payload"])
      }, read: { r, _, input in r.readActivityPush(input.value, path: input.path) }),
    StepDeclaration(
      "liveActivitySettings", rules: ["LA7"],
      schema: { S.closedObject([("frequentPushesEnabled", S.type("boolean")), ("supportsFrequentUpdates", S.type("boolean"))]) },
      read: { r, _, input in r.readLiveActivitySettings(input.value, path: input.path) }),
    StepDeclaration("setLiveActivitiesEnabled", rules: ["LA12"], schema: { S.type("boolean") }) { r, _, input in
      r.flag(input.value, path: input.path).map { .setLiveActivitiesEnabled($0) }
    },
    StepDeclaration(
      "createBroadcastChannel", formerly: "createChannel", rules: ["LA10"],
      schema: {
        S.closedObject([
          ("channel", nonEmptyString()),
          ("storagePolicy", S.enumeration(BroadcastChannel.StoragePolicy.allCases.map(\.rawValue))),
        ], required: ["channel", "storagePolicy"])
      }, read: { r, _, input in r.readCreateChannel(input.value, path: input.path) }),
    StepDeclaration("deleteBroadcastChannel", formerly: "deleteChannel", rules: ["LA10"], schema: { nonEmptyString() }) {
      r, _, input in
      r.readDeleteChannel(input.value, path: input.path)
    },
    StepDeclaration(
      "broadcastPush", rules: ["LA10", "LA11"],
      schema: {
        S.closedObject([
          ("id", nonEmptyString()),
          ("channel", nonEmptyString()),
          S.limit(ScenarioLimits.broadcastPriority),
          S.limit(ScenarioLimits.broadcastExpiration),
          ("payload", S.type("object")),
        ], required: ["id", "channel", "payload"])
      }, read: { r, _, input in r.readBroadcastPush(input.value, path: input.path) }),
    StepDeclaration(
      "voipPush", rules: ["VP1", "VP2", "VP3", "VP4", "VP5"],
      schema: {
        S.closedObject([
          ("id", S.type("string")), ("payload", S.type("object")), ("mustReport", S.type("boolean")),
          ("reportsCall", S.type("boolean")),
          ("caller", nonEmptyString()),
        ], required: ["id"])
      }, read: { r, _, input in r.readVoIPPush(input.value, path: input.path).map { .voipPush($0) } }),
    StepDeclaration("locationPush", rules: ["LP1", "LP2", "LP3"], schema: { S.type("string") }) { r, _, input in
      r.readLocationPush(input.value, path: input.path).map { .locationPush($0) }
    },
    StepDeclaration("joinPushToTalkChannel", formerly: "joinChannel", rules: ["PT1"], schema: { nonEmptyString() }) {
      r, _, input in
      r.readJoinChannel(input.value, path: input.path).map { .joinPushToTalkChannel($0) }
    },
    StepDeclaration("leavePushToTalkChannel", formerly: "leaveChannel", rules: ["PT1"]) { _, _, _ in .leavePushToTalkChannel },
    StepDeclaration("startTransmitting", rules: ["PT4", "PT5"]) { _, _, _ in .startTransmitting },
    StepDeclaration("stopTransmitting", rules: ["PT5"]) { _, _, _ in .stopTransmitting },
    StepDeclaration(
      "pushToTalkPush", rules: ["PT1", "PT2", "PT3", "PT4", "PT5", "PT6", "PT7"],
      schema: {
        S.closedObject([
          ("id", S.type("string")), ("payload", S.type("object")),
          ("result", S.enumeration(PushToTalkResultName.allCases.map(\.rawValue))), ("participant", S.type("string")),
          S.limit(ScenarioLimits.pushToTalkPriority),
        ], required: ["id"])
      }, read: { r, _, input in r.readPushToTalkPush(input.value, path: input.path).map { .pushToTalkPush($0) } }),
  ]
}

extension ScenarioStep.Action {
  /// Hands `handle` the name of the step's declaration (``StepDeclaration/all``) and what the
  /// step does to a ``Simulator``: the one switch over steps that says what each does.
  /// ``apply(to:)`` runs the effect; ``declarationName`` reads only the name. It has no
  /// `default:`, so an `Action` case without a declaration does not compile.
  func declared<Failure: Error>(
    _ handle: (String, (inout Simulator) throws(SimulationError) -> Void) throws(Failure) -> Void
  ) throws(Failure) {
    switch self {
    case .push(let payload, let id, let route):
      try handle("push") { s throws(SimulationError) in try s.push(payload, id: id, route: route) }
    case .send(let push): try handle("push") { s throws(SimulationError) in try s.sendFromProvider(push) }
    case .simctlPush(let payload, let id, let bundle):
      try handle("push") { s throws(SimulationError) in try s.push(payload, id: id, route: .simulator, simctlBundle: bundle) }
    case .schedule(let request): try handle("schedule") { s throws(SimulationError) in try s.scheduleLocal(request) }
    case .tap(let id): try handle("tap") { s throws(SimulationError) in try s.tap(id) }
    case .action(let action, let id):
      try handle("action") { s throws(SimulationError) in try s.performAction(on: id, action: action) }
    case .reply(let text, let action, let id):
      try handle("reply") { s throws(SimulationError) in try s.reply(on: id, action: action, text: text) }
    case .dismiss(let id): try handle("dismiss") { s throws(SimulationError) in try s.dismiss(id) }
    case .clear(let id): try handle("clear") { s throws(SimulationError) in try s.clear(id) }
    case .flick(let id): try handle("flick") { s throws(SimulationError) in try s.flick(id) }
    case .openApp: try handle("openApp") { s throws(SimulationError) in try s.openApp() }
    case .lifecycle(.home): try handle("home") { s throws(SimulationError) in try s.home() }
    case .lifecycle(.suspend): try handle("suspend") { s throws(SimulationError) in try s.suspend() }
    case .lifecycle(.terminate): try handle("terminate") { s throws(SimulationError) in try s.terminate() }
    case .lifecycle(.forceQuit): try handle("forceQuit") { s throws(SimulationError) in try s.forceQuit() }
    case .lifecycle(.reboot): try handle("reboot") { s throws(SimulationError) in s.reboot() }
    case .lifecycle(.relaunch): try handle("relaunch") { s throws(SimulationError) in try s.relaunch() }
    case .lock(true): try handle("lock") { s throws(SimulationError) in try s.lock() }
    case .lock(false): try handle("unlock") { s throws(SimulationError) in try s.unlock() }
    case .notificationCenter(shown: true):
      try handle("showNotificationCenter") { s throws(SimulationError) in try s.showNotificationCenter() }
    case .notificationCenter(shown: false):
      try handle("hideNotificationCenter") { s throws(SimulationError) in try s.hideNotificationCenter() }
    case .requestAuthorization(let options):
      try handle("requestAuthorization") { s throws(SimulationError) in try s.requestAuthorization(options) }
    case .answerPrompt(let allow): try handle("answerPrompt") { s throws(SimulationError) in try s.answerPrompt(allow: allow) }
    case .register: try handle("register") { s throws(SimulationError) in try s.registerForRemoteNotifications() }
    case .assignDelegate: try handle("assignDelegate") { s throws(SimulationError) in try s.assignDelegate() }
    case .setCategories(let categories):
      try handle("setCategories") { s throws(SimulationError) in try s.setNotificationCategories(categories) }
    case .wait(let duration): try handle("wait") { s throws(SimulationError) in s.advance(by: duration) }
    case .expect: try handle("expect") { _ throws(SimulationError) in }
    case .waitUntil(let local): try handle("waitUntil") { s throws(SimulationError) in try s.advance(untilLocal: local) }
    case .getDeliveredNotifications:
      try handle("getDeliveredNotifications") { s throws(SimulationError) in try s.getDeliveredNotifications() }
    case .getPendingNotificationRequests:
      try handle("getPendingNotificationRequests") { s throws(SimulationError) in try s.getPendingNotificationRequests() }
    case .removeDeliveredNotifications(let ids):
      try handle("removeDeliveredNotifications") { s throws(SimulationError) in
        try s.removeDeliveredNotifications(withIdentifiers: ids)
      }
    case .removeAllDeliveredNotifications:
      try handle("removeAllDeliveredNotifications") { s throws(SimulationError) in try s.removeAllDeliveredNotifications() }
    case .removePendingNotificationRequests(let ids):
      try handle("removePendingNotificationRequests") { s throws(SimulationError) in
        try s.removePendingNotificationRequests(withIdentifiers: ids)
      }
    case .removeAllPendingNotificationRequests:
      try handle("removeAllPendingNotificationRequests") { s throws(SimulationError) in
        try s.removeAllPendingNotificationRequests()
      }
    case .setBadgeCount(let count): try handle("setBadgeCount") { s throws(SimulationError) in try s.setBadgeCount(count) }
    case .applicationIconBadgeNumber(let count):
      try handle("applicationIconBadgeNumber") { s throws(SimulationError) in try s.setApplicationIconBadgeNumber(count) }
    case .move(let coordinate): try handle("move") { s throws(SimulationError) in s.move(to: coordinate) }
    case .touchContentExtensionView(let id):
      try handle("touchContentExtensionView") { s throws(SimulationError) in try s.touchContentExtensionView(id) }
    case .performNotificationDefaultAction(let id):
      try handle("performNotificationDefaultAction") { s throws(SimulationError) in
        try s.contentExtensionPerformsDefaultAction(id)
      }
    case .expand(let id): try handle("expand") { s throws(SimulationError) in try s.expand(id) }
    case .nextTriggerDate(let id): try handle("nextTriggerDate") { s throws(SimulationError) in try s.nextTriggerDate(of: id) }
    case .changeSettings(let settings): try handle("settings") { s throws(SimulationError) in s.changeSettings(settings) }
    case .setFocus(let focus): try handle("focus") { s throws(SimulationError) in s.setFocus(focus) }
    case .setWatch(let watch): try handle("watch") { s throws(SimulationError) in s.setWatch(watch) }
    case .silentMode(let silent): try handle("silentMode") { s throws(SimulationError) in s.setSilentMode(silent) }
    case .timeSensitiveSetting(let enabled):
      try handle("timeSensitiveSetting") { s throws(SimulationError) in s.setTimeSensitiveSetting(enabled) }
    case .directMessages(let enabled): try handle("directMessages") { s throws(SimulationError) in s.setDirectMessages(enabled) }
    case .setScheduledSummary(let summary):
      try handle("scheduledSummary") { s throws(SimulationError) in s.setScheduledSummary(summary) }
    case .setAppleIntelligence(let settings):
      try handle("appleIntelligence") { s throws(SimulationError) in s.setAppleIntelligence(settings) }
    case .apnsLink(let step): try handle(step.rawValue) { s throws(SimulationError) in try s.perform(step) }
    case .refreshProviderToken(let refresh): try handle("refreshProviderToken") { s throws(SimulationError) in try s.refresh(refresh) }
    case .fileExists(let path): try handle("fileExists") { s throws(SimulationError) in s.checkFile(path) }
    case .addFile(let file): try handle("addFile") { s throws(SimulationError) in s.addFile(file) }
    case .provisionalChoice(let choice):
      try handle(choice == .turnOff ? "turnOffNotifications" : "keepNotifications") { s throws(SimulationError) in
        try s.chooseProvisionalDelivery(choice)
      }
    case .startActivity(let request): try handle("startActivity") { s throws(SimulationError) in try s.startActivity(request) }
    case .activityPush(let payload, let id, let priority):
      try handle("activityPush") { s throws(SimulationError) in try s.activityPush(payload, activity: id, priority: priority) }
    case .liveActivitySettings(let enabled, let supports):
      try handle("liveActivitySettings") { s throws(SimulationError) in
        s.setLiveActivitySettings(frequentPushesEnabled: enabled, supportsFrequentUpdates: supports)
      }
    case .setLiveActivitiesEnabled(let enabled):
      try handle("setLiveActivitiesEnabled") { s throws(SimulationError) in s.setLiveActivitiesEnabled(enabled) }
    case .createBroadcastChannel(let id, let policy):
      try handle("createBroadcastChannel") { s throws(SimulationError) in try s.createBroadcastChannel(id, storagePolicy: policy) }
    case .deleteBroadcastChannel(let id):
      try handle("deleteBroadcastChannel") { s throws(SimulationError) in try s.deleteBroadcastChannel(id) }
    case .broadcastPush(let push): try handle("broadcastPush") { s throws(SimulationError) in try s.broadcastPush(push) }
    case .voipPush(let push): try handle("voipPush") { s throws(SimulationError) in try s.voipPush(push) }
    case .locationPush(let id): try handle("locationPush") { s throws(SimulationError) in try s.locationPush(id: id) }
    case .joinPushToTalkChannel(let channel):
      try handle("joinPushToTalkChannel") { s throws(SimulationError) in try s.joinPushToTalkChannel(channel) }
    case .leavePushToTalkChannel:
      try handle("leavePushToTalkChannel") { s throws(SimulationError) in try s.leavePushToTalkChannel() }
    case .startTransmitting: try handle("startTransmitting") { s throws(SimulationError) in try s.startTransmitting() }
    case .stopTransmitting: try handle("stopTransmitting") { s throws(SimulationError) in try s.stopTransmitting() }
    case .pushToTalkPush(let push): try handle("pushToTalkPush") { s throws(SimulationError) in try s.pushToTalkPush(push) }
    }
  }

  /// Runs the step on `simulator`, as a scenario's runner does: the one place a step's effect
  /// is written, called by ``ScenarioRunner`` and by `NotificationTester`. An `expect` step does
  /// nothing here; the runner checks it.
  public func apply(to simulator: inout Simulator) throws(SimulationError) {
    try declared { _, effect throws(SimulationError) in try effect(&simulator) }
  }

  /// Whether the step is the app calling iOS, as its declaration says (``StepDeclaration/byApp``).
  package var isAppCall: Bool { StepDeclaration.named[declarationName]?.byApp ?? false }

  /// The name of the step in a scenario file, such as `deleteBroadcastChannel`: its declaration's name
  /// (a `push` by APNs or by `simctl` is a `push` step; `lock(false)` is `unlock`).
  public var declarationName: String {
    var name = ""
    declared { found, _ in name = found }
    return name
  }
}
