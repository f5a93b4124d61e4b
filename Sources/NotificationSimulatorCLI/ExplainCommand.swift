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

    enum Format: String, Equatable, CaseIterable {
      case text
      case markdown
    }

    static let usage = """
      USAGE: notifsim explain PAYLOAD [--category FILE] [--platform "iOS 26"] [--format text|markdown]

      For one payload (a .apns or JSON file, or inline JSON), shows for every app state and
      every user interaction which callbacks fire, in order, and the routing rule behind them.
      The app state is the state when the notification arrives; the interaction follows.

      OPTIONS:
        --category <file>   A JSON file with the app's category for this payload, written as in
                            a scenario's app.categories (an object, or an array of them). Without
                            it, a category with one action of each kind is assumed.
        --platform <name>   The iOS version: iOS 9, 10, 13, 14, 15, 17, 18 or 26 (default);
                            "iOS 18.2" means iOS 18, a newer version runs on iOS 26.
        --format <format>   text (default) or markdown.
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
        default:
          throw UsageError(
            message: "unknown option '\(argument)'"
              + CommandLineParser.suggestion(argument, among: ["--category", "--platform", "--format"]),
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
  }

  /// The interactions `explain` tries, with the action each one uses.
  static let interactions: [(Interaction, String)] = [
    (.arrival, "arrives"), (.tap, "tap body"), (.foregroundAction, ".foreground action"),
    (.backgroundAction, "background action"),
    (.authenticationRequiredActionWhileLocked, ".authenticationRequired action, locked"),
    (.textInputAction, "text reply \"ok\""), (.dismissWithCustomDismissAction, "dismiss (.customDismissAction)"),
    (.dismissWithoutCustomDismissAction, "dismiss (no custom dismiss)"), (.bannerSwipedAway, "flick banner"),
    (.clearInNotificationCenter, "clear in Notification Center"), (.appIconTapped, "tap app icon"),
  ]

  static func run(_ options: Options, stdout: inout some OutputSink, stderr: inout some OutputSink) -> Int32 {
    // The payload: inline JSON or a file.
    let bytes: [UInt8]
    let source: String
    if options.payload.hasPrefix("{") {
      bytes = Array(options.payload.utf8)
      source = "<inline>"
    } else {
      switch FileSystem.readFile(options.payload, limit: LintCommand.fileSizeLimit) {
      case .failure(let failure):
        let problem = LintCommand.problem(failure, path: options.payload)
        stdout.write(FileDiagnostic(file: options.payload, diagnostic: problem, isFileLevel: true).rendered + "\n")
        return 1
      case .success(let read):
        bytes = read
        source = options.payload
      }
    }
    let lint = PayloadLinter.lint(bytes, options: PayloadLinter.Options(isSimulatorFile: source.hasSuffix(".apns")))
    let errors = lint.diagnostics.filter { $0.severity == .error }
    guard errors.isEmpty, let payload = lint.payload else {
      for diagnostic in errors { stdout.write(diagnostic.rendered(file: source) + "\n") }
      if errors.isEmpty { stdout.write("\(source): error: the payload is not a notification\n") }
      return 1
    }
    var profile = Profile.newest
    if let name = options.platform {
      guard let match = Profile.resolve(name) else {
        stderr.write("Error: unknown platform '\(name)'; use one of: \(Profile.allCases.map(\.description).joined(separator: ", "))\n")
        return 64
      }
      if let warning = match.warning { stderr.write("Warning: \(warning)\n") }
      profile = match.profile
    }
    var categories: [NotificationCategory]?
    if let file = options.categoryFile {
      switch readCategories(file) {
      case .success(let read): categories = read
      case .failure(let problems):
        for problem in problems.items { stdout.write(problem.rendered + "\n") }
        return 1
      }
    }

    var rows: [Row] = []
    for state in AppState.allCases {
      for (interaction, label) in interactions {
        rows.append(explain(payload, state: state, interaction: interaction, label: label, profile: profile, categories: categories))
      }
    }
    let categoryNote =
      categories == nil
      ? "assumed category \(payload.aps.category ?? "EXPLAIN") with OPEN (.foreground), LATER (no options), "
        + "SECURE (.authenticationRequired), REPLY (text input); give --category FILE for the app's own"
      : "from \(options.categoryFile ?? ""); each interaction uses the first action with the options it needs"
    switch options.format {
    case .text: writeText(rows, payload: payload, source: source, profile: profile, categoryNote: categoryNote, to: &stdout)
    case .markdown:
      writeMarkdown(rows, payload: payload, source: source, profile: profile, categoryNote: categoryNote, to: &stdout)
    }
    return 0
  }

  struct Row {
    var state: AppState
    var interaction: String
    var fires: String
    var rules: String
  }

  struct Problems: Error { var items: [FileDiagnostic] }

  static func readCategories(_ file: String) -> Result<[NotificationCategory], Problems> {
    switch FileSystem.readFile(file, limit: LintCommand.fileSizeLimit) {
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
    _ payload: Payload, state: AppState, interaction: Interaction, label: String, profile: Profile,
    categories: [NotificationCategory]?
  ) -> Row {
    var payload = payload
    let categoryID = payload.aps.category ?? "EXPLAIN"
    if payload.aps.category == nil && categories == nil {
      payload = Payload(aps: { var aps = payload.aps; aps.category = categoryID; return aps }(), customKeys: payload.customKeys)
    }
    let app = AppConfiguration(
      categories: categories
        ?? [assumedCategory(categoryID, customDismiss: interaction != .dismissWithoutCustomDismissAction)])
    let scenario = Scenario(
      file: "explain", name: "explain", about: nil, profile: profile, quirks: Quirks(profile: profile),
      device: DeviceConfiguration(), authorization: (.authorized, [.alert, .sound, .badge]), app: app,
      initialState: state, steps: [])
    var simulator = Simulator(app: app, profile: profile, quirks: scenario.quirks, device: scenario.device)
    var fires: [String] = []
    var rules: [String] = []
    do throws(SimulationError) {
      try ScenarioRunner.setUp(&simulator, for: scenario)
      _ = simulator.drainTrace()
      try simulator.push(payload, id: "n1")
      if interaction != .arrival {
        simulator.runUntilIdle()
        _ = simulator.drainTrace()
        try interact(interaction, on: &simulator, categories: app.categories, categoryID: categoryID)
      }
      simulator.runUntilIdle()
      for event in simulator.drainTrace() {
        if let rule = event.ruleID, !rules.contains(rule) { rules.append(rule) }
        switch event.kind {
        case .callback(let callback, _): fires.append(callback.rawValue)
        case .skipped(let callback, _): fires.append("(\(callback.rawValue) not implemented)")
        case .system(let system):
          switch system {
          case .displayed(_, let presentation): fires.append("shown \(presentation)")
          case .dropped(_, let reason): fires.append("dropped: \(reason.code)")
          case .notShown: fires.append("not shown")
          case .held: fires.append("held")
          default: break
          }
        case .diagnostic(let code, _): fires.append("⚠ \(code)")
        default: break
        }
      }
      if fires.isEmpty { fires.append("nothing") }
    } catch {
      // The first clause says why; the rest of the message is advice for a test author.
      fires = ["n/a: " + (error.message.split(separator: ";").first.map(String.init) ?? error.message)]
    }
    return Row(state: state, interaction: label, fires: fires.joined(separator: " → "), rules: rules.joined(separator: " "))
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
    case .foregroundAction: try simulator.performAction(action({ $0.options.contains(.foreground) }, "OPEN"), on: "n1")
    case .backgroundAction:
      try simulator.performAction(action({ $0.options.isEmpty && $0.textInput == nil }, "LATER"), on: "n1")
    case .authenticationRequiredActionWhileLocked:
      try simulator.lock()
      try simulator.performAction(action({ $0.options.contains(.authenticationRequired) }, "SECURE"), on: "n1")
    case .textInputAction:
      try simulator.reply(text: "ok", action: action({ $0.textInput != nil }, "REPLY"), on: "n1")
    case .dismissWithCustomDismissAction, .dismissWithoutCustomDismissAction: try simulator.dismiss("n1")
    case .bannerSwipedAway: try simulator.flick("n1")
    case .clearInNotificationCenter: try simulator.clear("n1")
    case .appIconTapped: try simulator.openApp()
    }
  }

  static func writeText(
    _ rows: [Row], payload: Payload, source: String, profile: Profile, categoryNote: String, to out: inout some OutputSink
  ) {
    out.write("\(source): \(payload.kind) payload (\(NotificationKind(payload.kind).code)) on \(profile)\n")
    out.write("actions: \(categoryNote)\n\n")
    let stateWidth = max(5, rows.map { $0.state.rawValue.count }.max() ?? 0)
    let interactionWidth = max(11, rows.map { $0.interaction.count }.max() ?? 0)
    func pad(_ text: String, _ width: Int) -> String { text + String(repeating: " ", count: max(0, width - text.count)) }
    out.write(pad("state", stateWidth) + "  " + pad("interaction", interactionWidth) + "  what fires, in order  [rules]\n")
    for row in rows {
      out.write(pad(row.state.rawValue, stateWidth) + "  " + pad(row.interaction, interactionWidth) + "  " + row.fires)
      if !row.rules.isEmpty { out.write("  [\(row.rules)]") }
      out.write("\n")
    }
    out.write("\nRules and their sources: notifsim table\n")
  }

  static func writeMarkdown(
    _ rows: [Row], payload: Payload, source: String, profile: Profile, categoryNote: String, to out: inout some OutputSink
  ) {
    out.write("# `\(source)`: \(payload.kind) payload on \(profile)\n\nActions: \(categoryNote)\n\n")
    out.write("| App state | Interaction | What fires, in order | Rules |\n| --- | --- | --- | --- |\n")
    for row in rows {
      out.write("| \(row.state) | \(ScenarioReport.cell(row.interaction)) | \(ScenarioReport.cell(row.fires)) | \(row.rules) |\n")
    }
  }
}
