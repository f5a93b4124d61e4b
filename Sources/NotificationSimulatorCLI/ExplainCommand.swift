import NotificationPayload
import NotificationSimulator

/// `notifsim explain`: for one payload, every app state × user interaction — what fires, in
/// order, and the rule and source behind it. The direct answer to "which callback fires when".
enum ExplainCommand {
  /// What `notifsim explain` was asked to do.
  struct Options: Equatable {
    var payload: String = ""
    var categoryFile: String?
    var platform: String?
    var format: Format = .text
    /// `--state`: the app states to show; empty for all.
    var states: [AppState] = []
    /// `--interaction`: the interactions to show; empty for all.
    var interactions: [Interaction] = []
    /// `--wide`: one line per row, full labels, no wrapping.
    var wide = false
    /// `--route`: how the push reaches the device; `nil` for the payload's own way (an `.apns`
    /// file is a simulated push, anything else comes through APNs).
    var route: DeliveryRoute?
    /// `--xcode`: the Xcode of the simulated route (rules XR1–XR4); `nil` for a current one.
    var xcode: XcodeVersion?
    /// `--setting`: Settings switches turned on or off for every row (rules BW1, BW2, NS1).
    var settings = DeviceSettings()
    /// `--push-type`: the `apns-push-type` the payload is sent with; `nil` for alert or background
    /// as the payload says.
    var pushType: APNsPushType?

    /// The names `--setting` takes, with what each changes.
    static let settingNames: [(name: String, apply: @Sendable (inout DeviceSettings) -> Void)] = [
      ("lowPowerMode", { $0.lowPowerMode = true }),
      ("backgroundAppRefreshOff", { $0.backgroundAppRefresh = false }),
      ("notificationsOff", { $0.notifications.allowNotifications = false }),
    ]

    enum Format: String, Equatable, CaseIterable {
      case text
      case markdown
      case html
    }

    /// Every option `parse(_:)` reads, as the completion and "did you mean" read them.
    static let options: [CommandOption] = [
      .choosing("--state", AppState.self), .choosing("--interaction", Interaction.self),
      CommandOption("--category", value: .file), CommandOption("--platform", value: .text),
      .choosing("--route", DeliveryRoute.self), CommandOption("--wide"), .choosing("--format", Format.self),
      CommandOption("--xcode", value: .text), CommandOption("--setting", value: .choices(settingNames.map(\.name))),
      .choosing("--push-type", APNsPushType.self),
    ]

    static var optionNames: [String] { options.map { $0.names[0] } }

    static let usage = """
      USAGE: notifsim explain PAYLOAD [--state STATE]... [--interaction INTERACTION]...
                                      [--category FILE] [--platform "\(Profile.newest)"] [--route ROUTE]
                                      [--xcode VERSION] [--setting NAME]...
                                      [--push-type TYPE] [--wide] [--format text|markdown|html]

      For one payload (a .apns or JSON file, or inline JSON), shows for every app state and
      every user interaction which callbacks fire, in order, and the routing rule behind them.
      The app state is the state when the notification arrives; the interaction follows.
      Combinations that cannot happen are folded into one line that says why, and a legend
      explains each abbreviation and rule.

      OPTIONS:
        --state <state>     Show only this app state; repeat, or separate with commas:
                            \(AppState.allCases.map(\.rawValue).joined(separator: ", ")).
        --interaction <i>   Show only this interaction; repeat, or separate with commas:
                            \(Interaction.allCases.map(\.rawValue).joined(separator: ", ")).
        --category <file>   A JSON file with the app's category for this payload, written as in
                            a scenario's app.categories (an object, or an array of them). Without
                            it, a category with one action of each kind is assumed.
        --platform <name>   The iOS version: \(Profile.versionList);
                            \(Profile.defaultProfile) when not given. "iOS 18.2" means iOS 18, a newer
                            version runs on \(Profile.newest).
        --route <route>     How the push reaches the device: apns (the default for a JSON
                            payload), simulator (xcrun simctl push or a dropped .apns file, the
                            default for a .apns file: the service extension does not run), or
                            sandboxToSimulator (APNs sandbox to an iOS 16+ Simulator, Xcode 14+).
                            For a mutable-content payload the app is assumed to have a service
                            extension that answers at once with the content unchanged.
        --xcode <version>   The Xcode that delivers a simulated push, such as 11.3 or 12.5: none
                            before 11.4, performFetch instead of the fetch handler on 12.x, no
                            sandbox route before 14. The push is sent to the app by name.
        --setting <name>    A switch in Settings for every row; repeat, or separate with commas:
                            lowPowerMode, backgroundAppRefreshOff, notificationsOff.
        --push-type <type>  The apns-push-type the payload is sent with: alert or background
                            (the default, as the payload says) show the table; any other type
                            (widgets, controls, voip, mdm, ...) shows what its request needs
                            and what the device does, as no UserNotifications callback runs.
        --wide              One line per row with the full interaction names; the default
                            wraps to fit 100 columns.
        --format <format>   text (default), markdown, or html: one self-contained page with the
                            table, the legend and an SVG sequence diagram for each row.
      """

    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
      var options = Options()
      var reader = ArgumentReader(arguments, usage: usage)
      var payloads: [String] = []
      while let argument = reader.next() {
        if reader.isPositional(argument) || argument.hasPrefix("{") {
          payloads.append(argument)
          continue
        }
        switch argument {
        case "--category": options.categoryFile = try reader.value(for: "--category")
        case "--platform": options.platform = try reader.value(for: "--platform")
        case "--format": options.format = try reader.choice(for: "--format", Format.self)
        case "--wide": options.wide = true
        case "--push-type":
          let name = try reader.value(for: "--push-type")
          let all = APNsPushType.allCases.map(\.rawValue)
          guard all.contains(name) else {
            throw UsageError(
              message: "unknown push type '\(name)'\(CommandLineParser.suggestion(name, among: all)); "
                + "use one of: \(all.joined(separator: ", "))",
              usage: usage)
          }
          options.pushType = APNsPushType(rawValue: name)
        case "--route": options.route = try reader.choice(for: "--route", DeliveryRoute.self)
        case "--xcode":
          let text = try reader.value(for: "--xcode")
          guard let version = XcodeVersion(text) else {
            throw UsageError(
              message: "'\(text)' is not an Xcode version; write one to three numbers with dots, such as 12.5", usage: usage)
          }
          options.xcode = version
        case "--setting":
          for name in try reader.value(for: "--setting").split(separator: ",").map(String.init) {
            guard let setting = settingNames.first(where: { $0.name == name }) else {
              throw UsageError(
                message: "unknown setting '\(name)'"
                  + CommandLineParser.suggestion(name, among: settingNames.map(\.name))
                  + "; settings: " + settingNames.map(\.name).joined(separator: ", "),
                usage: usage)
            }
            setting.apply(&options.settings)
          }
        case "--state": options.states += try names(reader.value(for: "--state"), option: "--state", AppState.self)
        case "--interaction":
          options.interactions += try names(reader.value(for: "--interaction"), option: "--interaction", Interaction.self)
        default:
          throw UsageError(
            message: "unknown option '\(argument)'" + CommandLineParser.suggestion(argument, among: optionNames),
            usage: usage)
        }
      }
      guard payloads.count == 1, let payload = payloads.first else {
        throw UsageError(
          message: payloads.isEmpty ? "no payload; give one payload file or inline JSON" : "give exactly one payload",
          usage: usage)
      }
      options.payload = payload
      return options
    }

    /// Comma-separated names of a `CaseIterable` enum's raw values.
    static func names<T: RawRepresentable & CaseIterable>(_ raw: String, option: String, _ type: T.Type) throws(UsageError) -> [T]
    where T.RawValue == String {
      var values: [T] = []
      for name in raw.split(separator: ",").map({ String($0).trimmingSpaces }) {
        guard let value = T(rawValue: name) else {
          let all = T.allCases.map(\.rawValue)
          throw UsageError(
            message: "the value '\(name)' is invalid for '\(option)'\(CommandLineParser.suggestion(name, among: all)); "
              + "use one of: \(all.joined(separator: ", "))",
            usage: usage)
        }
        values.append(value)
      }
      return values
    }
  }

  /// The interactions `explain` tries: a short label that fits the default layout, and the
  /// full one `--wide` prints. Abbreviations in the short labels are in ``legendTerms``.
  static let interactions: [(interaction: Interaction, short: String, wide: String)] = [
    (.arrival, "arrives", "arrives"),
    (.tap, "tap", "tap body"),
    (.foregroundAction, "fg action", ".foreground action"),
    (.backgroundAction, "bg action", "background action"),
    (.authenticationRequiredActionWhileLocked, "auth action (locked)", ".authenticationRequired action (locked)"),
    (.textInputAction, "text reply", "text reply \"ok\""),
    (.dismissWithCustomDismissAction, "dismiss (custom)", "dismiss (category with .customDismissAction)"),
    (.dismissWithoutCustomDismissAction, "dismiss (plain)", "dismiss (category without .customDismissAction)"),
    (.bannerSwipedAway, "flick banner", "flick the banner away"),
    (.clearInNotificationCenter, "clear in NC", "clear in Notification Center"),
    (.appIconTapped, "tap app icon", "tap the app icon"),
  ]

  /// What the abbreviations of the default layout mean.
  static let legendTerms: [(term: String, meaning: String)] = [
    ("fg action", "an action with the .foreground option (UNNotificationActionOptions.foreground)"),
    ("bg action", "an action without options: it runs with the app in the background"),
    ("auth action (locked)", "an action with .authenticationRequired, on a locked device"),
    ("dismiss (custom)", "the user dismisses it; the category has .customDismissAction"),
    ("dismiss (plain)", "the user dismisses it; the category has no .customDismissAction"),
    ("NC", "Notification Center"),
  ]

  /// Runs the command; `columns` is the terminal's width (see ``TerminalEnvironment/columns``).
  static func run(_ options: Options, columns: Int? = nil, stdout: inout some OutputSink, stderr: inout some OutputSink) -> Int32 {
    // The payload: inline JSON or a file.
    let bytes: [UInt8]
    let source: String
    if options.payload.hasPrefix("{") {
      bytes = Array(options.payload.utf8)
      source = "<inline>"
    } else {
      switch FileSystem.readFile(options.payload, limit: LintCommand.fileSizeLimit, anyKind: true) {
      case .failure(let failure):
        let problem = LintCommand.problem(failure, path: options.payload)
        stdout.write(FileDiagnostic(file: options.payload, diagnostic: problem, isFileLevel: true).text + "\n")
        return 1
      case .success(let read):
        if ScenarioDiscovery.isScenario(read) {
          let problem = ScenarioDiscovery.scenarioGivenAsPayload(options.payload)
          stdout.write(FileDiagnostic(file: options.payload, diagnostic: problem, isFileLevel: true).text + "\n")
          return 1
        }
        bytes = read
        source = options.payload
      }
    }
    let lint = PayloadLinter.lint(
      bytes, options: PayloadLinter.Options(pushType: options.pushType?.rawValue, isSimulatorFile: source.hasSuffix(".apns")))
    let errors = lint.diagnostics.filter { $0.severity == .error }
    // PushKit and MDM payloads need no aps, so they have no UserNotifications payload to read.
    // The platform is checked for every push type, before anything is written.
    var profile = Profile.defaultProfile
    if let name = options.platform {
      guard let match = Profile.resolve(name) else {
        stderr.write("Error: unknown platform '\(Escape.text(name))'; use one of: \(Profile.allCases.map(\.description).joined(separator: ", "))\n")
        return 64
      }
      if let warning = match.warning { stderr.write("Warning: \(warning)\n") }
      profile = match.profile
    }
    if errors.isEmpty, let pushType = options.pushType, !routesThroughUserNotifications(pushType) {
      writePushTypeExplanation(source: source, pushType: pushType, profile: profile, format: options.format, to: &stdout)
      return 0
    }
    guard errors.isEmpty, let payload = lint.payload else {
      for diagnostic in errors { stdout.write(diagnostic.text(file: source) + "\n") }
      if errors.isEmpty { stdout.write("\(Escape.text(source)): error: the payload is not a notification\n") }
      return 1
    }
    var categories: [NotificationCategory]?
    if let file = options.categoryFile {
      switch readCategories(file) {
      case .success(let read): categories = read
      case .failure(let problems):
        for problem in problems.items { stdout.write(problem.text + "\n") }
        return 1
      }
    }

    let route = options.route ?? (source.hasSuffix(".apns") ? .simulator : .apns)
    let states = options.states.isEmpty ? AppState.allCases : AppState.allCases.filter(options.states.contains)
    let chosen = interactions.filter { options.interactions.isEmpty || options.interactions.contains($0.interaction) }
    var rows: [Row] = []
    for state in states {
      for entry in chosen {
        var row = explain(
          payload, state: state, interaction: entry.interaction, profile: profile, categories: categories, route: route,
          xcode: options.xcode, settings: options.settings)
        row.interaction = options.wide ? entry.wide : entry.short
        rows.append(row)
      }
    }
    let categoryNote =
      categories == nil
      ? "assumed category \(payload.aps.category ?? "EXPLAIN") with OPEN (.foreground), LATER (no options), "
        + "SECURE (.authenticationRequired), REPLY (text input); give --category FILE for the app's own"
      : "from \(options.categoryFile ?? ""); each interaction uses the first action with the options it needs, "
        + "and each dismiss row sets .customDismissAction as its label says"
    let routeNote =
      payload.runsServiceExtension
      ? "\(route.explanation)" + (route == .simulator
        ? ": the service extension does not run (rule SE6); --route apns shows it running"
        : ": the app's service extension runs first and answers with the content unchanged")
      : nil
    let explanation = Explanation(
      source: source, payload: payload, profile: profile, categoryNote: categoryNote, routeNote: routeNote,
      shownNote: shownNote(rows), rows: rows, allStates: options.states.isEmpty, wide: options.wide)
    switch options.format {
    case .text: writeText(explanation, columns: columns, to: &stdout)
    case .markdown: writeMarkdown(explanation, to: &stdout)
    case .html: HTMLReport.writeExplain(explanation, to: &stdout)
    }
    return 0
  }

  /// Everything one `explain` prints.
  struct Explanation {
    var source: String
    var payload: Payload
    var profile: Profile
    var categoryNote: String
    /// For a payload that asks for the service extension: the route and what it means for it.
    var routeNote: String? = nil
    /// What the notification shows besides its presentation, where a row displays it: its sound,
    /// thread, summary argument, attachments and actions (rules SH1–SH4); `nil` when nothing more.
    var shownNote: String? = nil
    var rows: [Row]
    /// Whether every app state is shown (so a fold can say "in every state").
    var allStates: Bool
    var wide: Bool

    var kind: NotificationKind { NotificationKind(payload.kind) }
    /// The rows that can happen.
    var possible: [Row] { rows.filter { $0.impossible == nil } }
    /// The rows that cannot, folded: one line per reason and set of states.
    var folds: [Fold] { ExplainCommand.fold(rows.filter { $0.impossible != nil }, allStates: allStates) }
    /// Every rule shown, each once (`R55→R42` names two), in the table's order.
    var ruleIDs: [String] {
      var ids: Set<String> = []
      for row in possible { for id in row.rules { ids.formUnion(id.split(separator: "→").map(String.init)) } }
      // Rules a fold's reason names ("rule R67 says ...").
      for fold in folds {
        for word in fold.reason.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        where word.last?.isNumber == true && CitedRule.find(String(word)) != nil {
          ids.insert(String(word))
        }
      }
      return CitedRule.all.map(\.id).filter(ids.contains)
    }
  }

  /// What the first row that displays the notification says it shows (``ShownContent``), such as
  /// `sound "chime.aiff", thread "chat", actions [OPEN, LATER]`; `nil` when it shows nothing more.
  static func shownNote(_ rows: [Row]) -> String? {
    for row in rows {
      for event in row.events {
        guard case .system(.displayed(_, _, let shown?)) = event.kind else { continue }
        let text = shown.description
        return text.hasPrefix("; ") ? String(text.dropFirst(2)) : nil
      }
    }
    return nil
  }

  /// Rows that cannot happen, for the same reason in the same states.
  struct Fold {
    var interactions: [String]
    var states: [AppState]
    var everyState: Bool
    var reason: String

    var text: String {
      let where_ = everyState ? "in every state" : "when the app is " + ExplainCommand.list(states.map(\.rawValue))
      return "\(ExplainCommand.list(interactions)) \(where_): \(reason)"
    }
  }

  static func list(_ items: [String]) -> String {
    switch items.count {
    case 0: ""
    case 1: items[0]
    default: items.dropLast().joined(separator: ", ") + " or " + items.last!
    }
  }

  static func fold(_ rows: [Row], allStates: Bool) -> [Fold] {
    // Reason → interaction → states, all in first-seen order.
    var reasons: [String] = []
    var byReason: [String: [(String, [AppState])]] = [:]
    for row in rows {
      guard let reason = row.impossible else { continue }
      if byReason[reason] == nil {
        reasons.append(reason)
        byReason[reason] = []
      }
      if let index = byReason[reason]!.firstIndex(where: { $0.0 == row.interaction }) {
        byReason[reason]![index].1.append(row.state)
      } else {
        byReason[reason]!.append((row.interaction, [row.state]))
      }
    }
    var folds: [Fold] = []
    for reason in reasons {
      for (interaction, states) in byReason[reason]! {
        if let index = folds.firstIndex(where: { $0.reason == reason && $0.states == states }) {
          folds[index].interactions.append(interaction)
        } else {
          folds.append(
            Fold(
              interactions: [interaction], states: states, everyState: allStates && states.count == AppState.allCases.count,
              reason: reason))
        }
      }
    }
    return folds
  }

  struct Row {
    var state: AppState
    var interaction: String
    /// What fires, in order.
    var fires: [String]
    /// The rule ids, each once; `R55` is left out when `R55→R42` is there.
    var rules: [String]
    /// Why the combination cannot happen, when it cannot.
    var impossible: String?
    /// Everything that happened from the push on, for diagrams.
    var events: [TraceEvent] = []

    var firesText: String { fires.joined(separator: " → ") }
  }

  struct Problems: Error { var items: [FileDiagnostic] }

  static func readCategories(_ file: String) -> Result<[NotificationCategory], Problems> {
    switch FileSystem.readFile(file, limit: LintCommand.fileSizeLimit, anyKind: true) {
    case .failure(let failure): return .failure(Problems(items: [ScenarioLoader.fileProblem(failure, file: file)]))
    case .success(let bytes):
      // The same reader as a scenario's app.categories, so the format and its messages match.
      let loaded = ScenarioLoader.loadCategories(bytes: bytes, file: file)
      guard let categories = loaded.categories else {
        return .failure(Problems(items: loaded.diagnostics.filter { $0.diagnostic.severity == .error }))
      }
      return .success(categories)
    }
  }

  /// The category assumed without `--category`: one action of each kind, with or without
  /// `.customDismissAction`.
  static func assumedCategory(_ id: String, customDismiss: Bool) -> NotificationCategory {
    NotificationCategory(
      identifier: id,
      actions: [
        NotificationAction(identifier: "OPEN", title: "Open", options: [.foreground]),
        NotificationAction(identifier: "LATER", title: "Later"),
        NotificationAction(identifier: "SECURE", title: "Secure", options: [.authenticationRequired]),
        NotificationAction(identifier: "REPLY", title: "Reply", textInput: .init()),
      ],
      options: customDismiss ? [.customDismissAction] : [])
  }

  static func explain(
    _ payload: Payload, state: AppState, interaction: Interaction, profile: Profile, categories: [NotificationCategory]?,
    route: DeliveryRoute = .apns, xcode: XcodeVersion? = nil, settings: DeviceSettings = DeviceSettings()
  ) -> Row {
    var payload = payload
    let categoryID = payload.aps.category ?? "EXPLAIN"
    if payload.aps.category == nil && categories == nil {
      payload = Payload(aps: { var aps = payload.aps; aps.category = categoryID; return aps }(), customKeys: payload.customKeys)
    }
    // Each dismiss row is about a category with, or without, .customDismissAction: the app's
    // own category is adjusted to match the row, so the row shows what its label says.
    let customDismiss = interaction != .dismissWithoutCustomDismissAction
    var appCategories = categories ?? [assumedCategory(categoryID, customDismiss: customDismiss)]
    if categories != nil, interaction == .dismissWithCustomDismissAction || interaction == .dismissWithoutCustomDismissAction {
      for index in appCategories.indices where appCategories[index].identifier == categoryID {
        if customDismiss {
          appCategories[index].options.insert(.customDismissAction)
        } else {
          appCategories[index].options.remove(.customDismissAction)
        }
      }
    }
    if categories != nil, let needed = neededAction(interaction),
      !(appCategories.first { $0.identifier == categoryID }?.actions.contains(where: needed.matches) ?? false)
    {
      return Row(
        state: state, interaction: "", fires: [], rules: [],
        impossible: "category \(categoryID) has no action \(needed.description)")
    }
    // An app that sends mutable-content has a service extension: assume one that answers at once.
    var app = AppConfiguration(categories: appCategories)
    if payload.runsServiceExtension { app.answers.serviceExtension = .immediately }
    let scenario = Scenario(
      file: "explain", name: "explain", about: nil, profile: profile, quirks: Quirks(profile: profile),
      device: DeviceConfiguration(isSimulator: xcode != nil, settings: settings, xcode: xcode),
      authorization: (.authorized, [.alert, .sound, .badge]), app: app,
      initialState: state, steps: [])
    var simulator = Simulator(app: app, profile: profile, quirks: scenario.quirks, device: scenario.device)
    var fires: [String] = []
    var rules: [String] = []
    var events: [TraceEvent] = []
    do throws(SimulationError) {
      try ScenarioRunner.setUp(&simulator, for: scenario)
      _ = simulator.drainTrace()
      // With an Xcode version the push is sent to the app by name, as `simctl push` with its
      // bundle argument: the rows show what the version changes, not a missing bundle.
      try simulator.push(payload, id: "n1", route: route, simctlBundle: xcode == nil ? nil : app.bundleID)
      if interaction != .arrival {
        simulator.runUntilIdle()
        events = simulator.drainTrace()
        try interact(interaction, on: &simulator, categories: app.categories, categoryID: categoryID)
      }
      simulator.runUntilIdle()
      let fresh = simulator.drainTrace()
      events += fresh
      for event in fresh {
        if let rule = event.ruleID, !rules.contains(rule) { rules.append(rule) }
        switch event.kind {
        case .callback(let callback, _): fires.append(callback.rawValue)
        case .skipped(let callback, _) where event.ruleID == DeviceRules.simulatedPushSkipsExtension.id:
          fires.append("(\(callback.rawValue) skipped: simulated push)")
        case .skipped(let callback, _): fires.append("(\(callback.rawValue) not implemented)")
        case .system(let system):
          switch system {
          case .displayed(_, let presentation, _): fires.append("shown \(presentation)")
          case .dropped(_, let reason): fires.append("dropped: \(reason.code)")
          case .notShown: fires.append("not shown")
          case .held, .deferred: fires.append("held")
          case .simulatedPushRejected: fires.append("not delivered")
          default: break
          }
        case .diagnostic(let code, _): fires.append("⚠ \(code)")
        default: break
        }
      }
      if fires.isEmpty { fires.append("nothing") }
    } catch {
      // The last clause of the first sentence says why, without the notification's name; the
      // rest of the message is advice for a test author.
      let first = error.message.split(separator: ";").first.map(String.init) ?? error.message
      let reason = first.firstComponent(after: ": ")
      return Row(state: state, interaction: "", fires: [], rules: [], impossible: reason)
    }
    return Row(state: state, interaction: "", fires: fires, rules: deduplicated(rules), events: events)
  }

  /// Each rule id once; a rule that defers (`R55→R42`) stands for the rule it starts from.
  static func deduplicated(_ rules: [String]) -> [String] {
    var out: [String] = []
    for rule in rules where !out.contains(rule) {
      if rules.contains(where: { $0 != rule && $0.hasPrefix(rule + "→") }) { continue }
      out.append(rule)
    }
    return out
  }

  /// The kind of action an interaction needs: a description and a test.
  static func neededAction(_ interaction: Interaction) -> (description: String, matches: (NotificationAction) -> Bool)? {
    switch interaction {
    case .foregroundAction: ("with the .foreground option", { $0.options.contains(.foreground) })
    case .backgroundAction: ("without options or text input", { $0.options.isEmpty && $0.textInput == nil })
    case .authenticationRequiredActionWhileLocked:
      ("with the .authenticationRequired option", { $0.options.contains(.authenticationRequired) })
    case .textInputAction: ("with text input", { $0.textInput != nil })
    default: nil
    }
  }

  static func interact(
    _ interaction: Interaction, on simulator: inout Simulator, categories: [NotificationCategory], categoryID: String
  ) throws(SimulationError) {
    let actions = categories.first { $0.identifier == categoryID }?.actions ?? []
    func action(_ match: (NotificationAction) -> Bool, _ fallback: String) -> String {
      actions.first(where: match)?.identifier ?? fallback
    }
    switch interaction {
    case .arrival: break
    case .tap: try simulator.tap("n1")
    case .foregroundAction: try simulator.performAction(on: "n1", action: action({ $0.options.contains(.foreground) }, "OPEN"))
    case .backgroundAction:
      try simulator.performAction(on: "n1", action: action({ $0.options.isEmpty && $0.textInput == nil }, "LATER"))
    case .authenticationRequiredActionWhileLocked:
      try simulator.lock()
      try simulator.performAction(on: "n1", action: action({ $0.options.contains(.authenticationRequired) }, "SECURE"))
    case .textInputAction:
      try simulator.reply(on: "n1", action: action({ $0.textInput != nil }, "REPLY"), text: "ok")
    case .dismissWithCustomDismissAction, .dismissWithoutCustomDismissAction: try simulator.dismiss("n1")
    case .bannerSwipedAway: try simulator.flick("n1")
    case .clearInNotificationCenter: try simulator.clear("n1")
    case .appIconTapped: try simulator.openApp()
    }
  }

  /// The width the default layout fits in when the output is not a terminal and `COLUMNS` is
  /// not set.
  static let textWidth = 100

  /// The narrowest width the layout wraps to; a narrower terminal wraps the lines itself.
  static let narrowestWidth = 40

  static func writeText(_ explanation: Explanation, columns: Int? = nil, to out: inout some OutputSink) {
    let kind = explanation.kind
    let width = explanation.wide ? Int.max : max(narrowestWidth, columns ?? textWidth)
    out.write(
      wrap("\(explanation.source): \(explanation.payload.kind) payload (\(kind.code)) on \(explanation.profile)", width: width, indent: 2)
        + "\n")
    if let note = explanation.routeNote { out.write(wrap("route: " + note, width: width, indent: 7) + "\n") }
    if let note = explanation.shownNote { out.write(wrap("shows: " + note, width: width, indent: 7) + "\n") }
    out.write(wrap("actions: " + explanation.categoryNote, width: width, indent: 9) + "\n\n")
    let rows = explanation.possible
    let stateWidth = max(5, rows.map { $0.state.rawValue.count }.max() ?? 0)
    let interactionWidth = max(11, rows.map { $0.interaction.count }.max() ?? 0)
    func pad(_ text: String, _ width: Int) -> String { text + String(repeating: " ", count: max(0, width - text.count)) }
    let indent = stateWidth + 2 + interactionWidth + 2
    out.write(pad("state", stateWidth) + "  " + pad("interaction", interactionWidth) + "  what fires, in order  [rules]\n")
    for row in rows {
      let rules = row.rules.isEmpty ? "" : "  [\(row.rules.joined(separator: " "))]"
      let line = pad(row.state.rawValue, stateWidth) + "  " + pad(row.interaction, interactionWidth) + "  "
      out.write(wrap(line + row.fires.joined(separator: " → ") + rules, width: width, indent: indent) + "\n")
    }
    let folds = explanation.folds
    if !folds.isEmpty {
      let count = explanation.rows.count - rows.count
      out.write("\nCannot happen (\(count) of \(explanation.rows.count) combinations):\n")
      for fold in folds { out.write(wrap("  " + fold.text, width: width, indent: 4) + "\n") }
    }
    out.write("\nLegend:\n")
    let entries = legend(explanation)
    let termWidth = entries.map(\.0.count).max() ?? 0
    for (term, meaning) in entries {
      out.write(wrap("  \(pad(term, termWidth))  \(meaning)", width: width, indent: termWidth + 4) + "\n")
    }
  }

  /// Every abbreviation and rule id the explanation shows, once each, with what it means. Rule
  /// summaries and sources come from the routing table.
  static func legend(_ explanation: Explanation) -> [(String, String)] {
    var entries: [(String, String)] = []
    let kind = explanation.kind
    entries.append(("(\(kind.code))", "the payload's kind: \(kindMeaning(kind))"))
    let shown = explanation.possible.flatMap(\.fires)
    entries.append(("→", "then: the steps happen in this order"))
    if shown.contains(where: { $0.hasPrefix("shown ") }) {
      entries.append(("shown", "iOS displays it, with the presentation listed: banner, list (Notification Center), sound, badge"))
    }
    if shown.contains(where: { $0.hasSuffix(" not implemented)") }) {
      entries.append(("(…)", "iOS would call the method, but the app does not implement it"))
    }
    if shown.contains(where: { $0.hasSuffix(" skipped: simulated push)") }) {
      entries.append(("skipped: simulated push", "a push from xcrun simctl push or an .apns file never runs the service extension"))
    }
    if shown.contains("not delivered") {
      entries.append(("not delivered", "the Xcode tools do not deliver this simulated push to the app (--xcode)"))
    }
    if shown.contains(where: { $0.hasPrefix("⚠ ") }) {
      entries.append(("⚠", "a warning the simulator reports, with its code"))
    }
    if !explanation.wide {
      let labels = Set(explanation.rows.map(\.interaction))
      for (term, meaning) in legendTerms where labels.contains(where: { $0 == term || $0.hasSuffix(" " + term) }) {
        entries.append((term, meaning))
      }
    }
    let defers = explanation.possible.flatMap(\.rules).first { $0.contains("→") }
    entries.append(
      ("[R..]", "the routing rules that decided the row"
        + (defers.map { id in
          let parts = id.split(separator: "→")
          return "; '\(id)' means rule \(parts[0]) defers to rule \(parts[1])"
            + parts.dropFirst(2).map { ", which defers to rule \($0)" }.joined()
        } ?? "")))
    for id in explanation.ruleIDs {
      entries.append((id, ruleMeaning(id, withSources: explanation.wide)))
    }
    if !explanation.wide {
      entries.append(("[A] [R]", "the rule rests on Apple's documentation [A], on wide reports [R], or is uncertain [U]; "
        + "--wide and notifsim table give the source links"))
    }
    return entries
  }

  static func kindMeaning(_ kind: NotificationKind) -> String {
    switch kind {
    case .alert: "an alert, sound or badge without content-available (A)"
    case .alertWithBackgroundWake: "an alert with \"content-available\": 1, which also wakes the app (AC)"
    case .background: "a background (silent) push, content-available only (S)"
    case .mutable: "an alert with \"mutable-content\": 1, shown after the service extension runs (M)"
    case .local: "a local notification the app scheduled (L)"
    }
  }

  /// A rule's summary and its first source (or only its confidence mark), from the routing table.
  static func ruleMeaning(_ id: String, withSources: Bool) -> String {
    guard let rule = CitedRule.find(id) else { return id }
    let source = rule.sources.first.map { withSources ? " \($0)" : " [\($0.confidence.rawValue)]" } ?? ""
    return rule.summary + source
  }

  /// `text` broken at spaces into lines of at most `width` terminal columns; continuation lines
  /// are indented by `indent` spaces. A word longer than a line stays whole.
  /// `text` escaped with ``Escape/text(_:)`` (it comes from the payload and categories), then
  /// broken at spaces into lines of at most `width` columns, later lines indented by `indent`.
  static func wrap(_ text: String, width: Int, indent: Int) -> String {
    let text = Escape.text(text)
    // Terminal columns (``TerminalText/columns(of:)``): a wide character takes two.
    guard text.count > width || TerminalText.columns(of: text) > width else { return text }
    // Words with the spaces before them, so runs of spaces inside a line (column padding) stay.
    var tokens: [(spaces: Int, word: String)] = []
    var spaces = 0
    var word = ""
    for character in text {
      if character == " " {
        if !word.isEmpty {
          tokens.append((spaces, word))
          word = ""
          spaces = 0
        }
        spaces += 1
      } else {
        word.append(character)
      }
    }
    if !word.isEmpty { tokens.append((spaces, word)) }
    var lines: [String] = []
    var line = ""
    // The line's length, kept rather than counted again for each word.
    var length = 0
    var lineHasWord = false
    for token in tokens {
      let wordLength = TerminalText.columns(of: token.word)
      if lineHasWord && length + token.spaces + wordLength > width {
        lines.append(line)
        line = String(repeating: " ", count: indent) + token.word
        length = indent + wordLength
      } else {
        line += String(repeating: " ", count: token.spaces) + token.word
        length += token.spaces + wordLength
      }
      lineHasWord = true
    }
    lines.append(line)
    return lines.joined(separator: "\n")
  }

  static func writeMarkdown(_ explanation: Explanation, to out: inout some OutputSink) {
    out.write(
      "# \(Escape.markdownCode(explanation.source)): \(explanation.payload.kind) payload (\(explanation.kind.code)) on \(explanation.profile)\n\n"
        + (explanation.routeNote.map { "Route: \(Escape.markdown($0))\n\n" } ?? "")
        + (explanation.shownNote.map { "Shows: \(Escape.markdown($0))\n\n" } ?? "")
        + "Actions: \(Escape.markdown(explanation.categoryNote))\n\n")
    out.write("| App state | Interaction | What fires, in order | Rules |\n| --- | --- | --- | --- |\n")
    for row in explanation.possible {
      out.write(
        "| \(row.state) | \(Escape.markdown(row.interaction)) | \(Escape.markdown(row.firesText)) | "
          + "\(Escape.markdown(row.rules.joined(separator: " "))) |\n")
    }
    let folds = explanation.folds
    if !folds.isEmpty {
      out.write("\n**Cannot happen:**\n\n")
      for fold in folds { out.write("- \(Escape.markdown(fold.text))\n") }
    }
    out.write("\n**Legend:**\n\n")
    for (term, meaning) in legend(explanation) { out.write("- \(Escape.markdownCode(term)): \(Escape.markdown(meaning))\n") }
  }
}

extension String {
  /// The text after the first `separator`, or the whole string when there is none.
  func firstComponent(after separator: String) -> String {
    let characters = Array(self)
    let pattern = Array(separator)
    var index = 0
    while index + pattern.count <= characters.count {
      if Array(characters[index..<index + pattern.count]) == pattern {
        return String(characters[(index + pattern.count)...])
      }
      index += 1
    }
    return self
  }
}
