import NotificationPayload

/// A command line that could not be understood: the message, and the usage of the command it
/// was for. `notifsim` prints both and exits with status 64 (`EX_USAGE`).
struct UsageError: Error, Equatable {
  var message: String
  var usage: String

  /// What `notifsim` prints: the error, the command's synopsis (its `USAGE:` lines, not the
  /// whole help, so the error stays on an 80×24 screen) and where the rest is.
  var rendered: String {
    let synopsis = usage.split(separator: "\n", omittingEmptySubsequences: false).prefix { !$0.isEmpty }
    let words = synopsis.first?.split(separator: " ") ?? []
    let command = words.count > 2 && !words[2].hasPrefix("<") ? "notifsim help \(words[2])" : "notifsim --help"
    return "Error: \(Escape.text(message))\n" + synopsis.joined(separator: "\n") + "\nSee '\(command)' for every option.\n"
  }
}

/// What `notifsim` was asked to do.
enum Command: Equatable {
  case help(String?)
  case version
  case lint(LintCommand.Options)
  case table(TableFormat)
  case run(RunCommand.Options)
  case schema
  case explain(ExplainCommand.Options)
  case new(NewCommand.Options)
  /// Rewrites the generated regions of the DocC articles (for maintainers).
  case docs(DocsCommand.Options)
  /// Prints a shell completion script.
  case completion(Completion.Shell)
}

extension String {
  /// The string followed by spaces up to `width` characters (at least one space).
  func padding(to width: Int) -> String { self + String(repeating: " ", count: max(1, width - count)) }
}

/// The formats `notifsim table` writes.
enum TableFormat: String, Equatable, CaseIterable {
  case markdown
  case json
}

/// Turns `notifsim`'s arguments into a ``Command``, with no side effects.
enum CommandLineParser {
  /// Every subcommand, in the order `notifsim --help` lists them, with its one-line summary.
  static let subcommands: [(name: String, synopsis: String, summary: String)] = [
    ("run", "run PATH...", "Replay scenario files and print their timelines; check their expectations."),
    ("explain", "explain PAYLOAD", "For one payload, what fires in every app state and interaction, and why."),
    ("new", "new PAYLOAD", "Write a starter scenario for a payload file, expectations recorded."),
    ("lint", "lint PATH...", "Check APNs payload and .apns files the way APNs, simctl and iOS read them."),
    ("table", "table", "Print the routing table: which callbacks fire when, with sources."),
    ("schema", "schema", "Print the JSON Schema of scenario files."),
    ("docs", "docs [CATALOG]", "Regenerate the generated parts of the DocC articles (for maintainers)."),
    ("completion", "completion SHELL", "Print a completion script for bash, zsh or fish."),
    ("help", "help [SUBCOMMAND]", "Show help for notifsim or one subcommand."),
  ]

  /// The options a subcommand takes (`--help` aside), as its parser reads them.
  static func options(of subcommand: String) -> [CommandOption] {
    switch subcommand {
    case "run": RunCommand.Options.options
    case "explain": ExplainCommand.Options.options
    case "new": NewCommand.Options.options
    case "lint": LintCommand.Options.options
    case "table": tableOptions
    case "docs": DocsCommand.Options.options
    default: []
    }
  }

  /// What a subcommand takes besides its options.
  static func operand(of subcommand: String) -> CommandOperand {
    switch subcommand {
    case "run", "explain", "new", "lint": .files
    case "docs": .folders
    case "help": .words(subcommands.map(\.name))
    case "completion": .words(Completion.Shell.allCases.map(\.rawValue))
    default: .none
    }
  }

  /// `notifsim table`'s options.
  static let tableOptions = [CommandOption.choosing("--format", TableFormat.self)]

  static let toolUsage = """
    USAGE: notifsim <subcommand> [options]

    SUBCOMMANDS:
    \(subcommands.map { "  " + $0.synopsis.padding(to: 20) + $0.summary }.joined(separator: "\n"))

    OPTIONS:
      -h, --help          Show help.
      --version           Show the version.

    See 'notifsim help <subcommand>' for a subcommand's options, and 'notifsim help completion'
    to have your shell complete them.
    """

  static let helpUsage = """
    USAGE: notifsim help [SUBCOMMAND]

    Shows the usage of notifsim, or of one subcommand with every option it takes:
    \(subcommands.map(\.name).joined(separator: ", ")).
    """

  static func parse(_ arguments: [String]) throws(UsageError) -> Command {
    guard let first = arguments.first else {
      throw UsageError(message: "no subcommand; say what to do, such as 'notifsim run Scenarios'", usage: toolUsage)
    }
    let rest = Array(arguments.dropFirst())
    let wantsHelp = rest.contains { $0 == "-h" || $0 == "--help" }
    switch first {
    case "-h", "--help":
      return .help(nil)
    case "help":
      guard rest.count <= 1 else {
        throw UsageError(message: "help takes one subcommand; found \(rest.count)", usage: helpUsage)
      }
      if let topic = rest.first, !subcommands.contains(where: { $0.name == topic }) {
        throw UsageError(
          message: "no help for '\(topic)'\(suggestion(topic, among: subcommands.map(\.name))) (subcommands: "
            + subcommands.map(\.name).joined(separator: ", ") + ")",
          usage: helpUsage)
      }
      return .help(rest.first)
    case "--version":
      return .version
    case "lint":
      if wantsHelp { return .help("lint") }
      return .lint(try LintCommand.Options.parse(rest))
    case "run":
      if wantsHelp { return .help("run") }
      return .run(try RunCommand.Options.parse(rest))
    case "explain":
      if wantsHelp { return .help("explain") }
      return .explain(try ExplainCommand.Options.parse(rest))
    case "new":
      if wantsHelp { return .help("new") }
      return .new(try NewCommand.Options.parse(rest))
    case "schema":
      if wantsHelp { return .help("schema") }
      if let extra = rest.first {
        throw UsageError(message: "schema takes no arguments; found '\(extra)'", usage: schemaUsage)
      }
      return .schema
    case "table":
      if wantsHelp { return .help("table") }
      return .table(try parseTable(rest))
    case "docs":
      if wantsHelp { return .help("docs") }
      return .docs(try DocsCommand.Options.parse(rest))
    case "completion":
      if wantsHelp { return .help("completion") }
      return .completion(try Completion.parse(rest))
    default:
      throw UsageError(
        message: "unknown subcommand '\(first)'\(suggestion(first, among: subcommands.map(\.name)))", usage: toolUsage)
    }
  }

  /// The usage text `notifsim help TOPIC` prints.
  static func usage(of topic: String?) -> String {
    switch topic {
    case "lint": LintCommand.Options.usage
    case "table": tableUsage
    case "run": RunCommand.Options.usage
    case "schema": schemaUsage
    case "explain": ExplainCommand.Options.usage
    case "new": NewCommand.Options.usage
    case "docs": DocsCommand.Options.usage
    case "completion": Completion.usage
    case "help": helpUsage
    default: toolUsage
    }
  }

  static let schemaUsage = """
    USAGE: notifsim schema

    Prints the JSON Schema (draft 2020-12) of scenario files, generated from the names the
    loader reads. Scenarios/scenario.schema.json is a copy of it.
    """

  static let tableUsage = """
    USAGE: notifsim table [--format markdown|json]

    Prints every routing rule: app state, notification kind and interaction, the callbacks
    and system effects in order, and the source of each rule.

    OPTIONS:
      --format <format>   markdown (default) or json.
    """

  static func parseTable(_ arguments: [String]) throws(UsageError) -> TableFormat {
    var format = TableFormat.markdown
    var reader = ArgumentReader(arguments, usage: tableUsage)
    while let argument = reader.next() {
      switch argument {
      case "--format":
        format = try reader.choice(for: "--format", TableFormat.self)
      default:
        throw reader.unexpected(argument)
      }
    }
    return format
  }

  /// "; did you mean 'x'?" when a close candidate exists, else "".
  static func suggestion(_ word: String, among candidates: [String]) -> String {
    EditDistance.suggestion(for: word, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
  }
}

/// Reads options and their values one at a time, with the usage errors every command shares.
struct ArgumentReader {
  private var arguments: [String]
  private var index = 0
  let usage: String
  /// Set after `--`: everything that follows is a positional argument.
  private(set) var onlyPositionals = false

  init(_ arguments: [String], usage: String) {
    self.arguments = arguments
    self.usage = usage
  }

  /// The next argument; `--` is consumed and switches to positionals only.
  /// `--name=value` is split into `--name` and `value`.
  mutating func next() -> String? {
    guard index < arguments.count else { return nil }
    let argument = arguments[index]
    index += 1
    if !onlyPositionals && argument == "--" {
      onlyPositionals = true
      return next()
    }
    if !onlyPositionals && argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
      arguments.insert(String(argument[argument.index(after: equals)...]), at: index)
      return String(argument[..<equals])
    }
    return argument
  }

  /// Whether `argument` is to be read as a positional (not an option).
  func isPositional(_ argument: String) -> Bool {
    onlyPositionals || !argument.hasPrefix("-") || argument == "-"
  }

  mutating func value(for option: String) throws(UsageError) -> String {
    guard index < arguments.count else {
      throw UsageError(message: "missing value for '\(option)'", usage: usage)
    }
    index += 1
    return arguments[index - 1]
  }

  mutating func choice<T: RawRepresentable & CaseIterable>(for option: String, _ type: T.Type) throws(UsageError) -> T
  where T.RawValue == String {
    let raw = try value(for: option)
    guard let value = T(rawValue: raw) else {
      let names = T.allCases.map(\.rawValue)
      throw UsageError(
        message: "the value '\(raw)' is invalid for '\(option)'; use one of: \(names.map { "'\($0)'" }.joined(separator: ", "))",
        usage: usage)
    }
    return value
  }

  func unexpected(_ argument: String) -> UsageError {
    UsageError(message: "unknown option '\(argument)'", usage: usage)
  }
}
