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

  @Test func `the scenario's name and the recap wrap at the terminal's width on word boundaries`() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "long.json",
      #"{"scenario": 1, "name": "A very long scenario name that goes on and on past the width with aVeryLongIdentifierThatIsLongerThanTheWholeTerminalWidthByFar end", "steps": [{"push": {"aps": {"alert": "Hi"}}, "id": "n1"}], "expect": [{"callback": "willPresent"}]}"#
    )
    let narrow = run(["run", "--quiet", "long.json"], columns: 50, in: folder)
    #expect(narrow.status == 1)
    #expect(
      narrow.stdout == """
        ── long.json
           A very long scenario name that goes on and on
           past the width with
           aVeryLongIdentifierThatIsLongerThanTheWholeTerm
           inalWidthByFar end (iOS 26, app notRunning,
           clock 2026-01-05T09:00:00 UTC)
        long.json:1:229: error: expectations at $.expect
          do not hold: 1 expected event did not happen, 1
          event happened that was not expected
          (- expected, did not happen; + happened, not expected)
        + system displayed notification=n1 banner=true
            list=true sound=false badge=false
        - callback willPresent
        FAIL  long.json

        Failed (1):
          ✗ long.json:1:229: expectations at $.expect do
            not hold: 1 expected event did not happen, 1
            event happened that was not expected

        scenarios: 0 passed, 1 failed

        """)
    // The same in a folder (each scenario rendered on a worker) and streamed alone.
    let inFolder = run(["run", "--quiet", "."], columns: 50, in: folder)
    #expect(inFolder.stdout == narrow.stdout)
    let streamed = run(["run", "long.json"], columns: 50, in: folder)
    #expect(streamed.stdout.hasPrefix(narrow.stdout.components(separatedBy: "long.json:1:229").first ?? "?"))
    // (A file run alone with its timeline has no recap.)
    let failure = narrow.stdout.components(separatedBy: "Failed (1):").first?.components(separatedBy: "clock 2026-01-05T09:00:00 UTC)\n").last
    #expect(streamed.stdout.hasSuffix((failure ?? "?") + "scenarios: 0 passed, 1 failed\n"))
    // A pipe or a file gets each on one line, as before.
    let piped = run(["run", "--quiet", "long.json"], columns: nil, in: folder)
    #expect(
      piped.stdout.hasPrefix(
        "── long.json\n   A very long scenario name that goes on and on past the width with "
          + "aVeryLongIdentifierThatIsLongerThanTheWholeTerminalWidthByFar end (iOS 26, app notRunning, clock 2026-01-05T09:00:00 UTC)\n"))
    #expect(
      piped.stdout.hasSuffix(
        "Failed (1):\n  ✗ long.json:1:229: expectations at $.expect do not hold: 1 expected event did not happen, "
          + "1 event happened that was not expected\n\nscenarios: 0 passed, 1 failed\n"))
    // Lines that fit are left alone.
    let wide = run(["run", "--quiet", "long.json"], columns: 400, in: folder)
    #expect(wide.stdout == piped.stdout)
  }

  @Test func `a terminal line breaks at spaces, inside a word only when the word is longer than the room`() {
    let text = "alpha beta  gamma delta epsilon zeta eta theta iota kappa"
    #expect(TerminalText.wrap(text, width: nil, indent: 2) == [text])
    #expect(TerminalText.wrap(text, width: 80, indent: 2) == [text])
    #expect(
      TerminalText.wrap(text, width: 40, indent: 2) == ["alpha beta  gamma delta epsilon zeta eta", "  theta iota kappa"])
    // Below 40 columns the layout keeps 40, as the timeline does.
    #expect(TerminalText.wrap(text, width: 10, indent: 2) == TerminalText.wrap(text, width: 40, indent: 2))
    let long = String(repeating: "x", count: 100)
    // A word longer than a whole line starts a line of its own, then is broken.
    #expect(TerminalText.wrap("ab " + long + " cd", width: 40, indent: 4) == [
      "ab", "    " + String(repeating: "x", count: 36), "    " + String(repeating: "x", count: 36),
      "    " + String(repeating: "x", count: 28) + " cd",
    ])
    // A word that fits on the next line moves there whole.
    let word = String(repeating: "y", count: 30)
    #expect(TerminalText.wrap("a b c d e f g h i j k " + word, width: 40, indent: 1) == ["a b c d e f g h i j k", " " + word])
    // Characters, not bytes, are counted; a wide character takes two columns.
    #expect(TerminalText.wrap(String(repeating: "é ", count: 30), width: 40, indent: 0).first?.count == 39)
    #expect(TerminalText.wrap(String(repeating: "通知 ", count: 12), width: 40, indent: 2) == [
      "通知 通知 通知 通知 通知 通知 通知 通知", "  通知 通知 通知 通知 ",
    ])
    #expect(TerminalText.wrap("a " + String(repeating: "漢", count: 30), width: 40, indent: 3) == [
      "a", "   " + String(repeating: "漢", count: 18), "   " + String(repeating: "漢", count: 12),
    ])
    #expect(TerminalText.columns(of: "a漢é🔔ｱ") == 1 + 2 + 1 + 2 + 1)
    // The timeline's and the stacked diff's wraps count the same columns.
    #expect(ExplainCommand.wrap(String(repeating: "通知 ", count: 12), width: 40, indent: 2) == "通知 通知 通知 通知 通知 通知 通知 通知\n  通知 通知 通知 通知")
    #expect(ScenarioReport.stacked("+ ", String(repeating: "通知 ", count: 10), columns: 40) == ["+ 通知 通知 通知 通知 通知 通知 通知", "    通知 通知 通知 "])
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
