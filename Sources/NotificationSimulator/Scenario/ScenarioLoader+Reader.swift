extension ScenarioLoader {
  /// The state of one read: the log of the scenario file's problems, other files' problems, and
  /// the notification identifiers declared so far.
  struct Reader {
    let file: String
    let readFile: (String) -> Result<[UInt8], FileSystem.ReadError>
    var log = JSONReadLog()
    var findings: [FileDiagnostic] = []
    /// The notification ids declared so far, in order (for messages) and, past ``fewIDs``, as a
    /// set (for lookups; see ``isDeclared(_:)``).
    /// Both stay empty in the run pass of a streamed file (see ``replay``).
    var notificationIDs: [String] = []
    var declaredIDs: Set<String> = []
    /// How many distinct notification ids the steps declared so far: the number in the default
    /// ids `n1`, `r1`...
    var declaredCount = 0
    /// One entry a declaration, in step order: whether it declared a new id. The first read of
    /// a streamed file hands it to the run pass, which then needs no ids at all.
    var declarations = DeclarationLog()
    /// The first read's ``declarations``, in the run pass of a streamed file: that pass keeps no
    /// ids (the first read checked every reference and reported every finding), only the next
    /// declaration's place in the log. `nil` in every other read.
    var replay: DeclarationLog?
    private var replayed = 0
    /// The broadcast channels earlier steps created and did not delete, in order.
    var channelIDs: [String] = []
    /// The Live Activities earlier steps started, in order (`startActivity`, a push-to-start `activityPush`).
    var activityIDs: [String] = []
    /// The Settings switches as the steps read so far leave them, starting from `device.settings`.
    var settings = DeviceSettings()
    /// The scenario device's Xcode (`device.xcode`), if it names one.
    var xcode: XcodeVersion?
    /// The notification ids `app.answers.willPresentByNotification` names, with where each is,
    /// checked against the steps' ids once they are read.
    var answeredIDs: [(id: String, path: JSONPath, at: SourcePosition)] = []
    /// What the steps of a streamed file need from the keys before them: the app and the platform
    /// (for the entitlement and Focus warnings). `nil` in a whole-file read, which checks the
    /// steps once they are all read.
    var headerContext: (app: AppConfiguration, profile: Profile)?
    /// The steps of a streamed file that the checks over all the steps need once the header is
    /// known: the device-token steps (`register`, `uninstallApp`, `issueNewDeviceToken`), and
    /// the steps the entitlement and Focus warnings read when the file's `app` or `platform`
    /// comes after `steps`. Few in any file, so a long file is still read a step at a time.
    var deferredSteps: [ScenarioStep] = []

    init(file: String, readFile: @escaping (String) -> Result<[UInt8], FileSystem.ReadError>) {
      self.file = file
      self.readFile = readFile
    }

    /// Whether an earlier step declared notification `id`, for the checks of a reference. The
    /// run pass of a streamed file answers yes: the first read checked every reference.
    func knows(_ id: String) -> Bool {
      replay != nil || isDeclared(id)
    }

    /// Whether `id` is among the ids declared so far. A few are looked for in
    /// ``notificationIDs`` (each is there once); ``declaredIDs`` holds them as a set only past
    /// ``fewIDs``, so a file with a handful of notifications makes no set.
    func isDeclared(_ id: String) -> Bool {
      notificationIDs.count <= Self.fewIDs ? notificationIDs.contains(id) : declaredIDs.contains(id)
    }

    /// The most declared ids looked for in a list.
    static let fewIDs = 8

    /// Declares notification `id` if no earlier step did; returns whether it was new. Every
    /// declaration goes through here, so that the run pass of a streamed file, which keeps no
    /// ids, counts them (for the default ids) from the first read's log.
    @discardableResult
    mutating func noteDeclaration(_ id: String) -> Bool {
      if let replay {
        // Past the log's end only if the file changed in between; the run pass reports that.
        let isNew = replayed < replay.count ? replay[replayed] : true
        replayed += 1
        if isNew { declaredCount += 1 }
        return isNew
      }
      let isNew = !isDeclared(id)
      if isNew {
        notificationIDs.append(id)
        if notificationIDs.count > Self.fewIDs {
          if declaredIDs.isEmpty { declaredIDs = Set(notificationIDs) } else { declaredIDs.insert(id) }
        }
        declaredCount += 1
      }
      declarations.append(isNew)
      return isNew
    }

    /// Reads the top-level keys that come before `steps` in a streamed file, so that its steps
    /// read as they do in a whole-file read: the device's Settings and Xcode, the app and the
    /// platform. Their problems are reported by the read of the whole header, not here. Keys
    /// written after `steps` are not known yet; a long file puts `device` and `app` first.
    mutating func adoptHeader(_ members: [JSONObject.Member], at location: SourcePosition) {
      var scratch = ScenarioLoader.Reader(file: file, readFile: readFile)
      guard let partial = scratch.read(root: JSONValue(.object(JSONObject(members)), at: location)) else { return }
      settings = partial.device.settings
      xcode = partial.device.xcode
      headerContext = (partial.app, partial.profile)
    }

    /// Reads one step of a streamed file, with the checks a whole-file read makes over all the
    /// steps once they are read (entitlements, Focus before iOS 15).
    mutating func readStreamedStep(_ value: JSONValue, path: JSONPath) -> ScenarioStep? {
      guard let step = readStep(value, path: path) else { return nil }
      if let context = headerContext {
        warnAboutMissingEntitlements([step], app: context.app, profile: context.profile)
      } else if Self.needsHeaderForWarnings(step) {
        deferredSteps.append(step)
      }
      if Self.changesDeviceToken(step) { deferredSteps.append(step) }
      return step
    }

    static let topLevelKeys = ["$schema", "scenario", "name", "about", "platform", "quirks", "device", "app", "steps", "expect"]

    mutating func read(_ bytes: [UInt8]) -> Scenario? {
      let parsed = JSONParser.parse(bytes, options: JSONParser.Options(vocabulary: ScenarioLoader.vocabulary))
      log.append(contentsOf: parsed.diagnostics)
      guard let root = parsed.value else { return nil }
      return read(root: root)
    }

    /// Reads the scenario from its parsed file. A streamed read passes the file's top-level
    /// members with `steps` as an empty array, after reading the steps one at a time.
    mutating func read(root: JSONValue) -> Scenario? {
      guard var top = JSONObjectReader(root, path: .root, log: &log) else { return nil }

      // The version comes first: a newer file is not read further.
      if let versionValue = top.required("scenario", log: &log, hint: #"Start the file with "scenario": 1."#) {
        guard let version = versionValue.number?.intValue, versionValue.number?.isIntegerLiteral == true else {
          log.wrongType(versionValue, path: ["scenario"], expected: "the format version number 1")
          return nil
        }
        guard version == Scenario.formatVersion else {
          log.error(
            .scenarioVersion,
            "this notifsim reads scenario format \(Scenario.formatVersion); the file declares format \(version)",
            hint: version > Scenario.formatVersion
              ? "Update notifsim, or write the file in format \(Scenario.formatVersion)."
              : "Write \"scenario\": \(Scenario.formatVersion).",
            path: ["scenario"], at: versionValue.location)
          return nil
        }
      }
      _ = top.value("$schema")
      let name = top.string("name", log: &log)
      if !top.has("name") {
        _ = top.required("name", log: &log, hint: "Say in one line what the scenario shows.")
      }
      let about = top.string("about", log: &log)
      let profile = readProfile(&top)
      let quirks = readQuirks(&top, profile: profile)
      let (device, authorization) = readDevice(&top, profile: profile)
      var (app, state) = readApp(&top)
      warnAboutScenes(in: top, app: app, profile: profile)
      warnAboutPushToTalk(in: top, app: app, profile: profile)
      applySceneLifeCycle(in: top, app: &app, profile: profile)
      var steps = readSteps(&top)
      checkAnsweredIDs()
      // A streamed read hands over the steps it kept (its `steps` here is empty): the
      // entitlement warnings of those read before the header, and the token steps.
      // A whole-file read defers no steps: its steps are passed as they are.
      warnAboutMissingEntitlements(
        deferredSteps.isEmpty ? steps : steps + deferredSteps.filter { !Self.changesDeviceToken($0) }, app: app, profile: profile)
      checkTokenChanges(
        deferredSteps.isEmpty ? steps : steps + deferredSteps.filter { Self.changesDeviceToken($0) }, device: device, app: app)
      if let expect = top.value("expect") {
        if let block = readExpectations(expect, match: nil, path: ["expect"]) {
          steps.append(ScenarioStep(action: .expect(block), location: expect.location, path: ["expect"]))
        }
      }
      top.warnAboutUnknownKeys(log: &log)
      return Scenario(
        file: file, name: name ?? "", about: about, profile: profile, quirks: quirks, device: device,
        authorization: authorization, app: app, initialState: state, steps: steps)
    }

    // MARK: - Platform and quirks

    mutating func readProfile(_ top: inout JSONObjectReader) -> Profile {
      guard let value = top.value("platform") else { return .defaultProfile }
      let names = Profile.allCases.map(\.description)
      guard let text = value.string else {
        log.wrongType(value, path: ["platform"], expected: "a string such as \"iOS 26\"")
        return .defaultProfile
      }
      if let resolved = Profile.resolve(text) {
        if let warning = resolved.warning {
          log.warning(
            .platformFallback, warning, hint: "Valid values: " + names.map { JSONWriter.quoted($0) }.joined(separator: ", ") + ".",
            path: ["platform"], at: value.location)
        }
        return resolved.profile
      }
      log.unknownName(text, what: "platform", valid: names, path: ["platform"], at: value.location)
      return .defaultProfile
    }

    mutating func readQuirks(_ top: inout JSONObjectReader, profile: Profile) -> Quirks {
      var quirks = Quirks(profile: profile)
      guard var reader = top.object("quirks", log: &log) else { return quirks }
      for declaration in Quirks.declarations { declaration.read(&self, &reader, &quirks) }
      reader.warnAboutUnknownKeys(log: &log)
      return quirks
    }

    // MARK: - Device

    mutating func readDevice(
      _ top: inout JSONObjectReader, profile: Profile
    ) -> (DeviceConfiguration, (status: AuthorizationStatus, options: AuthorizationOptions)?) {
      var device = DeviceConfiguration()
      // Without `authorization` the app is authorized for alerts, sounds and badges, as with
      // NotificationTester: ScenarioLoader.defaultAuthorization.
      guard var reader = top.object("device", log: &log) else { return (device, ScenarioLoader.defaultAuthorization) }
      var status = ScenarioLoader.defaultAuthorization.status
      var options = ScenarioLoader.defaultAuthorization.options
      if let value = reader.value("authorization"),
        let named = named(value, AuthorizationStatus.self, path: ["device", "authorization"], what: "authorization status")
      {
        status = named
      }
      if let list = reader.value("authorizationOptions") {
        options = optionSet(list, Names.authorizationOptions, path: ["device", "authorizationOptions"], what: "authorization option")
      }
      let authorization = status == .notDetermined ? nil : (status: status, options: options)
      if let locked = reader.bool("locked", log: &log) { device.startsLocked = locked }
      if let simulator = reader.bool("simulator", log: &log) { device.isSimulator = simulator }
      if let supports = reader.bool("simulatorSupportsRegistration", log: &log) {
        device.simulatorSupportsRemoteRegistration = supports
      }
      if let xcode = reader.bool("launchedFromXcode", log: &log) { device.launchedFromXcode = xcode }
      if let seed = reader.int(ScenarioLimits.tokenSeed, log: &log) { device.tokenSeed = UInt64(bitPattern: Int64(seed)) }
      readNotificationCenterLimit(&reader, into: &device)
      readDeviceClockAndPlace(&reader, into: &device)
      readDevicePresentation(&reader, into: &device, profile: profile)
      readAPNsDevice(&reader, into: &device)
      readSettingsAndXcode(&reader, into: &device)
      reader.warnAboutUnknownKeys(log: &log)
      return (device, authorization)
    }

    // MARK: - App

    mutating func readApp(_ top: inout JSONObjectReader) -> (AppConfiguration, AppState) {
      var app = AppConfiguration()
      var state = AppState.notRunning
      guard var reader = top.object("app", log: &log) else { return (app, state) }
      let path: JSONPath = ["app"]
      if let bundle = reader.string("bundle", log: &log) { app.bundleID = bundle }
      if let value = reader.choice("state", AppState.self, log: &log, what: "app state") { state = value }
      if let value = reader.choice("delegate", DelegateAssignment.self, log: &log, what: "delegate assignment") {
        app.delegateAssignment = value
      }
      if let list = reader.array("implements", log: &log) {
        var callbacks: [Callback] = []
        for (index, element) in list.enumerated() {
          if let callback = JSONObjectReader.choice(
            element, Callback.self, path: path.appending("implements").appending(index), log: &log, what: "callback")
          {
            callbacks.append(callback)
          }
        }
        app.implementedCallbacks = Set(callbacks)
      }
      if let scenes = reader.bool("sceneBased", log: &log) { app.sceneBased = scenes }
      readBuildSDK(&reader, into: &app)
      readAppEntitlements(&reader, into: &app)
      readAppFiles(&reader, into: &app)
      readAppVoIP(&reader, into: &app)
      readAppLocationPush(&reader, into: &app)
      readAppPushToTalk(&reader, into: &app)
      if let types = strings(&reader, "pushToStartTokens", path: path, expected: "the name of an ActivityAttributes type") {
        app.pushToStartAttributesTypes = types
      }
      if let modes = reader.value("backgroundModes") {
        app.backgroundModes = optionSet(modes, Names.backgroundModes, path: path.appending("backgroundModes"), what: "background mode")
      }
      if let value = reader.value("apsEnvironment") {
        if case .null = value.kind {
          app.apsEnvironment = nil
        } else if let environment = value.string {
          app.apsEnvironment = environment
        } else {
          log.wrongType(value, path: path.appending("apsEnvironment"), expected: "\"development\", \"production\" or null")
        }
      }
      if let list = reader.array("contentExtensions", log: &log) {
        app.contentExtensions = readContentExtensions(list, path: path.appending("contentExtensions"))
      }
      if let value = reader.value("categories") {
        app.categories = readCategories(value, path: path.appending("categories"))
      }
      if var answers = reader.object("answers", log: &log) {
        app.answers = readAnswers(&answers)
        answers.warnAboutUnknownKeys(log: &log)
      }
      reader.warnAboutUnknownKeys(log: &log)
      return (app, state)
    }

    mutating func readCategories(_ value: JSONValue, path: JSONPath) -> [NotificationCategory] {
      guard let list = value.array else {
        log.wrongType(value, path: path, expected: "an array of categories")
        return []
      }
      var categories: [NotificationCategory] = []
      var seen: [String: Int] = [:]
      for (index, element) in list.enumerated() {
        guard let category = readCategory(element, path: path.appending(index)) else { continue }
        if let first = seen[category.identifier] {
          log.error(
            .duplicateCategory,
            "the category \(JSONWriter.quoted(category.identifier)) is already defined at \(path.appending(first)); "
              + "with two categories of one identifier, which one a notification gets is not defined",
            hint: "Give each category its own id, or merge their actions.", path: path.appending(index).appending("id"),
            at: element.object?["id"]?.location ?? element.location)
          continue
        }
        seen[category.identifier] = index
        categories.append(category)
      }
      return categories
    }

    mutating func readCategory(_ element: JSONValue, path itemPath: JSONPath) -> NotificationCategory? {
      guard var reader = JSONObjectReader(element, path: itemPath, log: &log) else { return nil }
      let id = reader.required("id", log: &log, hint: "Give the category's identifier.").flatMap { value -> String? in
        if let id = value.string { return id }
        log.wrongType(value, path: itemPath.appending("id"), expected: "a string")
        return nil
      }
      var options: CategoryOptions = []
      if let value = reader.value("options") {
        options = optionSet(value, Names.categoryOptions, path: itemPath.appending("options"), what: "category option")
      }
      var actions: [NotificationAction] = []
      if let list = reader.array("actions", log: &log) {
        let listPath = itemPath.appending("actions")
        var seen: [String: Int] = [:]
        for (actionIndex, actionValue) in list.enumerated() {
          guard let action = readAction(actionValue, path: listPath.appending(actionIndex)) else { continue }
          // UNNotificationAction.identifier: "the identifier strings for all of your app's
          // actions must be unique"; within one category two would be one response.
          if let first = seen[action.identifier] {
            log.error(
              .duplicateAction,
              "the action \(JSONWriter.quoted(action.identifier)) is already defined at \(listPath.appending(first)); "
                + "with two actions of one identifier in a category, the app cannot tell which one the user chose",
              hint: "Give each action of the category its own id.", path: listPath.appending(actionIndex).appending("id"),
              at: actionValue.object?["id"]?.location ?? actionValue.location)
            continue
          }
          seen[action.identifier] = actionIndex
          actions.append(action)
        }
      }
      reader.warnAboutUnknownKeys(log: &log)
      return id.map { NotificationCategory(identifier: $0, actions: actions, options: options) }
    }

    mutating func readAction(_ value: JSONValue, path: JSONPath) -> NotificationAction? {
      guard var reader = JSONObjectReader(value, path: path, log: &log) else { return nil }
      let id = reader.required("id", log: &log, hint: "Give the action's identifier.").flatMap { value -> String? in
        if let id = value.string { return id }
        log.wrongType(value, path: path.appending("id"), expected: "a string")
        return nil
      }
      let title = reader.string("title", log: &log) ?? ""
      var options: ActionOptions = []
      if let value = reader.value("options") {
        options = optionSet(value, Names.actionOptions, path: path.appending("options"), what: "action option")
      }
      var textInput: NotificationAction.TextInput?
      if var input = reader.object("textInput", log: &log) {
        textInput = NotificationAction.TextInput(
          buttonTitle: input.string("button", log: &log) ?? "Send",
          placeholder: input.string("placeholder", log: &log) ?? "")
        input.warnAboutUnknownKeys(log: &log)
      }
      reader.warnAboutUnknownKeys(log: &log)
      guard let id else { return nil }
      return NotificationAction(identifier: id, title: title, options: options, textInput: textInput)
    }

    mutating func readAnswers(_ reader: inout JSONObjectReader) -> CompletionAnswers {
      var answers = CompletionAnswers()
      let path: JSONPath = ["app", "answers"]
      if let value = reader.value("willPresent") {
        let answerPath = path.appending("willPresent")
        if let (object, timing) = timing(value, path: answerPath, valueKey: "options") {
          var options = answers.willPresent.value
          if let list = object?["options"] {
            options = optionSet(list, Names.presentationOptions, path: answerPath.appending("options"), what: "presentation option")
          }
          answers.willPresent = CompletionAnswer(options, timing: timing)
        }
      }
      if let value = reader.value("willPresentByNotification") {
        answers.willPresentByNotification = readWillPresentByNotification(
          value, default: answers.willPresent, path: path.appending("willPresentByNotification"))
      }
      if let value = reader.value("didReceive"),
        let (_, timing) = timing(value, path: path.appending("didReceive"), valueKey: nil)
      {
        answers.didReceive = timing
      }
      if let value = reader.value("fetch") {
        let answerPath = path.appending("fetch")
        if let (object, timing) = timing(value, path: answerPath, valueKey: "result") {
          var result = answers.fetch.value
          if let resultValue = object?["result"],
            let named = named(resultValue, BackgroundFetchResult.self, path: answerPath.appending("result"), what: "fetch result")
          {
            result = named
          }
          answers.fetch = CompletionAnswer(result, timing: timing)
        }
      }
      if let value = reader.value("handleAction"),
        let (_, timing) = timing(value, path: path.appending("handleAction"), valueKey: nil)
      {
        answers.handleAction = timing
      }
      if let value = reader.value("serviceExtension"),
        let (timing, script) = readServiceExtension(value, path: path.appending("serviceExtension"))
      {
        answers.serviceExtension = timing
        answers.serviceExtensionScript = script
      }
      return answers
    }

    /// Reads `"never"`, or `{"after": "2s", "twice": false, <valueKey>: ...}`.
    mutating func timing(_ value: JSONValue, path: JSONPath, valueKey: String?) -> (JSONObject?, CompletionTiming)? {
      if value.string == "never" { return (nil, .never) }
      guard var reader = JSONObjectReader(value, path: path, log: &log) else { return nil }
      var delay = Duration.zero
      if let after = reader.value("after"), let parsed = duration(after, path: path.appending("after")) { delay = parsed }
      let twice = reader.bool("twice", log: &log) ?? false
      if let valueKey { _ = reader.value(valueKey) }
      reader.warnAboutUnknownKeys(log: &log)
      return (reader.object, twice ? .twice(after: delay) : .after(delay))
    }

    // MARK: - Values

    mutating func duration(_ value: JSONValue, path: JSONPath) -> Duration? {
      if let duration = ScenarioLoader.duration(value) { return duration }
      log.error(
        .invalidDuration, "expected a duration such as \"30s\", found \(value.typeDescription)",
        hint: "Write a number with ms, s, m or h: \"500ms\", \"2s\", \"1.5s\", \"10m\", \"1h\"; at most ten years.", path: path,
        at: value.location)
      return nil
    }

    /// A value of an enumeration whose names are its descriptions.
    mutating func named<T: CaseIterable & CustomStringConvertible>(
      _ value: JSONValue, _ type: T.Type, path: JSONPath, what: String
    ) -> T? {
      guard let text = value.string else {
        log.wrongType(value, path: path, expected: "a string naming \(what)")
        return nil
      }
      if let match = T.allCases.first(where: { $0.description == text }) { return match }
      log.unknownName(text, what: what, valid: T.allCases.map(\.description), path: path, at: value.location)
      return nil
    }

    /// An option set written as an array of names.
    mutating func optionSet<T: OptionSet>(
      _ value: JSONValue, _ names: [(String, T)], path: JSONPath, what: String
    ) -> T {
      guard let list = value.array else {
        log.wrongType(value, path: path, expected: "an array of \(what)s")
        return []
      }
      var result: T = []
      for (index, element) in list.enumerated() {
        guard let text = element.string else {
          log.wrongType(element, path: path.appending(index), expected: "a string naming \(what)")
          continue
        }
        if let option = names.first(where: { $0.0 == text })?.1 {
          result.formUnion(option)
        } else {
          log.unknownName(text, what: what, valid: names.map(\.0), path: path.appending(index), at: element.location)
        }
      }
      return result
    }
  }

  /// The names scenario files use for option sets, in the order the docs list them.
  enum Names {
    static let authorizationOptions: [(String, AuthorizationOptions)] = [
      ("badge", .badge), ("sound", .sound), ("alert", .alert), ("carPlay", .carPlay),
      ("criticalAlert", .criticalAlert), ("providesAppNotificationSettings", .providesAppNotificationSettings),
      ("provisional", .provisional), ("timeSensitive", .timeSensitive),
    ]
    static let presentationOptions: [(String, PresentationOptions)] = [
      ("badge", .badge), ("sound", .sound), ("alert", .alert), ("list", .list), ("banner", .banner),
    ]
    static let actionOptions: [(String, ActionOptions)] = [
      ("authenticationRequired", .authenticationRequired), ("destructive", .destructive), ("foreground", .foreground),
    ]
    static let categoryOptions: [(String, CategoryOptions)] = [
      ("customDismissAction", .customDismissAction), ("allowInCarPlay", .allowInCarPlay),
      ("hiddenPreviewsShowTitle", .hiddenPreviewsShowTitle), ("hiddenPreviewsShowSubtitle", .hiddenPreviewsShowSubtitle),
    ]
    static let backgroundModes: [(String, BackgroundModes)] = [
      ("remote-notification", .remoteNotification), ("fetch", .fetch),
    ]
  }
}

extension ScenarioLoader.Reader {
  /// The strings of the array `key` at `path`; each element that is not a string is an error
  /// naming what was `expected`, and is left out. `nil` when the key is absent or not an array.
  mutating func strings(_ reader: inout JSONObjectReader, _ key: String, path: JSONPath, expected: String) -> [String]? {
    guard let list = reader.array(key, log: &log) else { return nil }
    var strings: [String] = []
    for (index, element) in list.enumerated() {
      if let text = element.string {
        strings.append(text)
      } else {
        log.wrongType(element, path: path.appending(key).appending(index), expected: expected)
      }
    }
    return strings
  }
}

/// One bit a notification-id declaration of a scenario file, in step order: whether the
/// declaration named an id no earlier step had. 125 KB for a million declarations, against about
/// 64 bytes a declaration for the set of the ids themselves.
struct DeclarationLog: Sendable {
  private var words: [UInt64] = []
  /// How many declarations are logged.
  private(set) var count = 0

  init() {}

  /// Logs one declaration.
  mutating func append(_ isNew: Bool) {
    if count & 63 == 0 { words.append(0) }
    if isNew { words[count >> 6] |= 1 << UInt64(count & 63) }
    count += 1
  }

  /// Whether declaration `index` named a new id.
  subscript(index: Int) -> Bool {
    words[index >> 6] & (1 << UInt64(index & 63)) != 0
  }
}
