import NotificationSimulator

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
    case .help(let topic):
      stdout.write(CommandLineParser.usage(of: topic) + "\n")
      return 0
    case .version:
      stdout.write(version + "\n")
      return 0
    case .lint(let options):
      return LintCommand.run(options, stdout: &stdout, stderr: &stderr)
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
    case .table(let format):
      switch format {
      case .markdown: stdout.write(RoutingTable.markdown())
      case .json: stdout.write(RoutingTable.json())
      }
      return 0
    }
  }

  /// Ends the process with `status`.
  public static func exit(_ status: Int32) -> Never {
    Platform.exit(status)
  }
}
