#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Foundation
import Testing

@testable import NotificationSimulatorCLI

/// Output that fits: the terminal's width (or COLUMNS) for wrapping and the failure diff,
/// TERM=dumb without colour, usage errors that stay on one screen.
@Suite struct TerminalFitTests {
  func run(_ arguments: [String], columns: Int?, in folder: TemporaryFolder) -> CommandResult {
    var environment = TerminalEnvironment.plain
    environment.columns = columns
    var stdout = StringSink()
    var stderr = StringSink()
    let status = FileSystemLock.withCurrentDirectory(folder.url) {
      NotifsimCommand.run(arguments: arguments, environment: environment, stdout: &stdout, stderr: &stderr)
    }
    return CommandResult(status: status, stdout: stdout.text, stderr: stderr.text)
  }

  @Test func `the width is COLUMNS, else the terminal's, else none`() {
    #expect(TerminalEnvironment.columns(variable: "80", isTerminal: false) { 200 } == 80)
    #expect(TerminalEnvironment.columns(variable: nil, isTerminal: true) { 132 } == 132)
    #expect(TerminalEnvironment.columns(variable: "wide", isTerminal: true) { 90 } == 90)
    #expect(TerminalEnvironment.columns(variable: "0", isTerminal: false) { 90 } == nil)
    #expect(TerminalEnvironment.columns(variable: nil, isTerminal: false) { 90 } == nil)
  }

  @Test func `TERM=dumb means no colour`() {
    let previous = getenv("TERM").map { String(cString: $0) }
    setenv("TERM", "dumb", 1)
    defer { if let previous { setenv("TERM", previous, 1) } else { unsetenv("TERM") } }
    var environment = TerminalEnvironment.current()
    environment.stdoutIsTerminal = true
    #expect(!environment.colorsStdout)
  }

  @Test func `on a narrow terminal the failure diff is stacked and the timeline wraps under its body`() throws {
    let folder = try TemporaryFolder()
    try folder.write("bad.json", failingLaunch)
    let narrow = run(["run", "bad.json"], columns: 80, in: folder)
    #expect(narrow.status == 1)
    let lines = narrow.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.allSatisfy { $0.count <= 80 }, "\(lines.filter { $0.count > 80 })")
    #expect(
      narrow.stdout.contains(
        """
        +0.000s  callback   application(_:willFinishLaunchingWithOptions:)
                            launchOptions=[.remoteNotification: n1]  [R30]
        """))
    #expect(
      narrow.stdout.contains(
        """
          (- expected, did not happen; + happened, not expected)
        + system displayed notification=n1 banner=true list=true sound=false badge=false
        + callback willFinishLaunching launchOptions=remoteNotification
        """))
    #expect(narrow.stdout.contains("\n- callback willPresent\n"))
    // A pipe gets the two columns, whatever their width.
    let piped = run(["run", "bad.json"], columns: nil, in: folder)
    #expect(piped.stdout.contains("\n  expected             | actual\n"))
    // So does a terminal wide enough for them.
    let wide = run(["run", "bad.json"], columns: 200, in: folder)
    #expect(wide.stdout.contains("\n  expected             | actual\n"))
  }

  @Test func `explain wraps at the terminal's width`() throws {
    let folder = try TemporaryFolder()
    try folder.write("p.json", #"{"aps": {"alert": "Hi", "category": "MESSAGE"}}"#)
    let narrow = run(["explain", "p.json"], columns: 60, in: folder)
    #expect(narrow.status == 0)
    let lines = narrow.stdout.split(separator: "\n")
    // A line is longer only where one word is.
    // (The column header is the one line the layout keeps whole.)
    for line in lines where line.count > 60 && !line.hasPrefix("state ") {
      #expect(!line.trimmingCharacters(in: .whitespaces).contains(" "), "\(line)")
    }
    let piped = run(["explain", "p.json"], columns: nil, in: folder)
    #expect(piped.stdout.split(separator: "\n").contains { $0.count > 60 })
  }

  @Test func `a usage error prints the error, the synopsis and where the help is`() {
    let result = notifsim(["run", "x.json", "--formt", "json"])
    #expect(result.status == 64)
    #expect(
      result.stderr == """
        Error: unknown option '--formt'; did you mean '--format'?
        USAGE: notifsim run PATH... [--format text|json|junit|markdown|github|html] [--quiet]
                                    [--filter TEXT] [--exclude GLOB]... [--shard I/N]
                                    [--record | --update] [--strict] [--follow-links]
        See 'notifsim help run' for every option.

        """)
    let none = notifsim(["run"])
    #expect(none.stderr.hasPrefix("Error: no scenarios to run; give scenario files or folders\nUSAGE: notifsim run PATH..."))
    let hostile = notifsim(["run", "--\u{1B}[2J"])
    #expect(hostile.stderr.hasPrefix("Error: unknown option '--\\u{1B}[2J'"))
  }

  @Test func `the HTML wrap is linear: a 1 MB word wraps into pieces that give it back`() {
    let word = String(repeating: "abcdefghij", count: 100_000)
    let lines = HTMLReport.wrap("start " + word + " end", columns: 40)
    #expect(lines.first == "start")
    #expect(lines.last == "end" || lines.last?.hasSuffix(" end") == true)
    #expect(lines.allSatisfy { $0.count <= 40 })
    #expect(lines.joined().replacingOccurrences(of: " ", with: "") == "start" + word + "end")
  }
}
