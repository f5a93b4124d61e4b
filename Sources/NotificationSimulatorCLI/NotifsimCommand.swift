/// The `notifsim` command line: parses arguments, runs a subcommand, returns the exit status.
public enum NotifsimCommand {
  /// Runs `notifsim` with the arguments after the program name and returns the exit status.
  public static func main(arguments: [String]) -> Int32 {
    0
  }

  /// Ends the process with `status`.
  public static func exit(_ status: Int32) -> Never {
    Platform.exit(status)
  }
}
