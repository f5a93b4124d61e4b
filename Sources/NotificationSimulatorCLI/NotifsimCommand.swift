import NotificationPayload
import NotificationSimulator
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `notifsim` command line: parses arguments, runs a subcommand, returns the exit status.
public enum NotifsimCommand {
  /// The version `notifsim --version` prints.
  public static let version = "0.1.0"

  /// Runs `notifsim` with the arguments after the program name, writing to the process's
  /// standard output and error, and returns the exit status; a failed write to standard output
  /// is an error with status 1 (or the command's own failure status).
  /// Unfinished temporary files are removed when the process is interrupted (SIGINT, SIGTERM,
  /// SIGHUP), which then ends by that signal (status 128 + its number).
  public static func main(arguments: [String]) -> Int32 {
    FileSystem.installInterruptHandler()
    return main(arguments: arguments, environment: .current(), stdout: 1, stderr: 2)
  }

  /// Runs `notifsim` with the arguments after the program name as the process got them, bytes
  /// that are not UTF-8 included (`CommandLine.arguments` replaces those with U+FFFD, another
  /// name): such an argument is reported as the name of a file that cannot be read, or as no
  /// such file, never looked up under another name.
  public static func main(rawArguments: [[UInt8]]) -> Int32 {
    FileSystem.installInterruptHandler()
    var environment = TerminalEnvironment.current()
    var arguments: [String] = []
    for raw in rawArguments {
      if let text = String(validating: raw, as: UTF8.self) {
        arguments.append(text)
        continue
      }
      let shown = FileSystem.displayName(raw)
      environment.nonUTF8Arguments[shown] = FileSystem.exists(raw)
      arguments.append(shown)
    }
    return main(arguments: arguments, environment: environment, stdout: 1, stderr: 2)
  }

  /// The arguments after the program name, as bytes (`CommandLine.unsafeArgv`).
  public static func rawArguments() -> [[UInt8]] {
    (1..<Int(CommandLine.argc)).map { index in
      guard let argument = CommandLine.unsafeArgv[index] else { return [] }
      return Array(UnsafeRawBufferPointer(start: argument, count: strlen(argument)))
    }
  }

  /// ``main(arguments:)`` writing to the given descriptors (tests pass `/dev/full`).
  static func main(arguments: [String], environment: TerminalEnvironment, stdout out: Int32, stderr err: Int32) -> Int32 {
    var stdout = FileDescriptorSink(descriptor: out)
    var stderr = FileDescriptorSink(descriptor: err)
    let status = run(arguments: arguments, environment: environment, stdout: &stdout, stderr: &stderr)
    stdout.flush()
    if let failure = stdout.failure {
      // A full disk (`> /dev/full`) or a closed stream: the output is not all there.
      stderr.write("notifsim: error: cannot write to standard output: \(failure)\n")
      stderr.flush()
      return status == 0 ? 1 : status
    }
    stderr.flush()
    return status
  }

  /// Runs `notifsim` with the arguments after the program name, writing to the given sinks,
  /// and returns the exit status: 0 success, 1 failure found, 64 bad usage.
  public static func run(arguments: [String], stdout: inout some OutputSink, stderr: inout some OutputSink) -> Int32 {
    run(arguments: arguments, environment: .plain, stdout: &stdout, stderr: &stderr)
  }

  /// Runs `notifsim` as ``run(arguments:stdout:stderr:)`` does, with the given terminal facts.
  static func run(
    arguments: [String], environment: TerminalEnvironment, stdout: inout some OutputSink, stderr: inout some OutputSink
  ) -> Int32 {
    let command: Command
    do {
      command = try CommandLineParser.parse(arguments)
    } catch {
      stderr.write(error.rendered)
      return 64
    }
    switch command {
    case .run, .lint: break
    default:
      // The other commands name one file each: an argument that is not UTF-8 ends them.
      if let (shown, exists) = environment.nonUTF8Arguments.min(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }) {
        let problem =
          exists
          ? nonUTF8Problem(shown, exists: true)
          : FileDiagnostic(
            file: shown,
            diagnostic: Diagnostic(
              .error, "file-name-not-utf8",
              "the name is not UTF-8, so notifsim can neither read nor write a file by it (its other bytes are shown as \\xHH)",
              hint: "Give a UTF-8 name."),
            isFileLevel: true)
        stderr.write(problem.text + "\n")
        return 1
      }
    }
    switch command {
    case .help(let topic):
      stdout.write(CommandLineParser.usage(of: topic) + "\n")
      return 0
    case .version:
      stdout.write(version + "\n")
      return 0
    case .lint(let options):
      return LintCommand.run(options, nonUTF8Arguments: environment.nonUTF8Arguments, stdout: &stdout, stderr: &stderr)
    case .explain(let options):
      return ExplainCommand.run(options, columns: environment.columns, stdout: &stdout, stderr: &stderr)
    case .new(let options):
      return NewCommand.run(options, stdout: &stdout, stderr: &stderr)
    case .schema:
      stdout.write(ScenarioSchema.text())
      return 0
    case .run(let options):
      return RunCommand.run(options, environment: environment, stdout: &stdout, stderr: &stderr)
    case .docs(let options):
      return DocsCommand.run(options, stdout: &stdout, stderr: &stderr)
    case .completion(let shell):
      stdout.write(Completion.script(for: shell))
      return 0
    case .table(let format):
      switch format {
      case .markdown: stdout.write(RoutingTable.markdown())
      case .json: stdout.write(RoutingTable.json())
      }
      return 0
    }
  }

  /// The finding for an argument that is not UTF-8 (`shown` has its other bytes as `\xHH`):
  /// as for such a name in a folder when a file has it, else no such file.
  static func nonUTF8Problem(_ shown: String, exists: Bool) -> FileDiagnostic {
    if exists { return ScenarioDiscovery.unnamableProblem(shown) }
    return FileDiagnostic(
      file: shown,
      diagnostic: Diagnostic(
        .error, "file-not-found", "no such file or folder (the name is not UTF-8; its other bytes are shown as \\xHH)",
        hint: "Check the path; it is read relative to the current folder."),
      isFileLevel: true)
  }

  /// Ends the process with `status`.
  public static func exit(_ status: Int32) -> Never {
    Platform.exit(status)
  }
}
