import NotificationPayload

/// A command line that could not be understood: the message, and the usage of the command it
/// was for. `notifsim` prints both and exits with status 64 (`EX_USAGE`).
struct UsageError: Error, Equatable {
  var message: String
  var usage: String
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
  /// Hidden: rewrites the generated regions of the DocC articles.
  case docs(DocsCommand.Options)
}

/// The formats `notifsim table` writes.
enum TableFormat: String, Equatable, CaseIterable {
  case markdown
  case json
}

/// Turns `notifsim`'s arguments into a ``Command``, with no side effects.
enum CommandLineParser {
  static let toolUsage = """
    USAGE: notifsim <subcommand> [options]

    SUBCOMMANDS:
      run PATH...         Replay scenario files and print their timelines; check their expectations.
      explain PAYLOAD     For one payload, what fires in every app state and interaction, and why.
      lint FILE...        Check APNs payload and .apns files the way APNs, simctl and iOS read them.
      table               Print the routing table: which callbacks fire when, with sources.
      schema              Print the JSON Schema of scenario files.
      help [SUBCOMMAND]   Show help.

    OPTIONS:
      -h, --help          Show help.
      --version           Show the version.
    """

  static func parse(_ arguments: [String]) throws(UsageError) -> Command {
    guard let first = arguments.first else { return .help(nil) }
    let rest = Array(arguments.dropFirst())
    switch first {
    case "-h", "--help":
      return .help(nil)
    case "help":
      return .help(rest.first)
    case "--version":
      return .version
    case "lint":
      if rest.contains(where: { $0 == "-h" || $0 == "--help" }) { return .help("lint") }
      return .lint(try LintCommand.Options.parse(rest))
    case "run":
      if rest.contains(where: { $0 == "-h" || $0 == "--help" }) { return .help("run") }
      return .run(try RunCommand.Options.parse(rest))
    case "explain":
      if rest.contains(where: { $0 == "-h" || $0 == "--help" }) { return .help("explain") }
      return .explain(try ExplainCommand.Options.parse(rest))
    case "schema":
      if rest.contains(where: { $0 == "-h" || $0 == "--help" }) { return .help("schema") }
      if let extra = rest.first {
        throw UsageError(message: "schema takes no arguments; found '\(extra)'", usage: schemaUsage)
      }
      return .schema
    case "table":
      if rest.contains(where: { $0 == "-h" || $0 == "--help" }) { return .help("table") }
      return .table(try parseTable(rest))
    case "docs":
      // For maintainers; not listed in the usage.
      if rest.contains(where: { $0 == "-h" || $0 == "--help" }) { return .help("docs") }
      return .docs(try DocsCommand.Options.parse(rest))
    default:
      throw UsageError(message: "unknown subcommand '\(first)'\(suggestion(first, among: ["lint", "run", "explain", "table", "schema", "help"]))", usage: toolUsage)
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
