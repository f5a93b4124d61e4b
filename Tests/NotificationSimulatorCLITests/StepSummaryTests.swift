import Foundation
import Testing

@testable import NotificationSimulatorCLI

/// `GITHUB_STEP_SUMMARY`: the run's Markdown summary is appended whatever `--format` says,
/// within GitHub's 1 MiB a step, and a file that cannot be written is a warning.
@Suite struct StepSummaryTests {
  func run(_ arguments: [String], summary: String?, in folder: TemporaryFolder) -> CommandResult {
    var environment = TerminalEnvironment.plain
    environment.stepSummary = summary
    environment.runURL = summary == nil ? nil : "https://github.com/o/r/actions/runs/7"
    var stdout = StringSink()
    var stderr = StringSink()
    let status = FileSystemLock.withCurrentDirectory(folder.url) {
      NotifsimCommand.run(arguments: arguments, environment: environment, stdout: &stdout, stderr: &stderr)
    }
    return CommandResult(status: status, stdout: stdout.text, stderr: stderr.text)
  }

  /// A folder with one failing scenario and two passing ones in a subfolder.
  func suite() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try folder.write("failing.json", failingLaunch)
    try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("ok"), withIntermediateDirectories: true)
    try folder.write("ok/a.json", coldLaunch)
    try folder.write("ok/b.json", coldLaunch)
    return folder
  }

  static let expected = """
    previous step's text

    ## notifsim run

    ❌ 1 of 3 failed, 2 passed.

    | Result | Scenario | Where | What |
    | --- | --- | --- | --- |
    | FAIL | cold launch | `failing.json:2:86` | expectations at \\$\\.expect do not hold\\: 1 expected event did not happen, 6 events happened that were not expected |

    ```text
    failing.json:2:86: expectations at $.expect do not hold: 1 expected event did not happen, 6 events happened that were not expected
      expected             | actual
    +                      | system displayed notification=n1 banner=true list=true sound=false badge=false
    +                      | callback willFinishLaunching launchOptions=remoteNotification
    +                      | callback didFinishLaunching launchOptions=remoteNotification
    +                      | system delegateAssigned when=in application(_:didFinishLaunchingWithOptions:)
    +                      | callback didReceive notification=n1 action=default category= title= body=Hi userInfo=aps
    +                      | callback didBecomeActive
    - callback willPresent | 
    ```

    <details><summary>2 passed in 1 folder</summary>

    | Folder | Passed |
    | --- | ---: |
    | `ok` | 2 |

    </details>

    """

  @Test(arguments: ["text", "json", "junit", "markdown", "github", "html"])
  func `the summary is appended whatever the format, and standard output is unchanged`(format: String) throws {
    let folder = try suite()
    let file = try folder.write("summary.md", "previous step's text\n")
    let with = run(["run", "--format", format, "."], summary: file.path, in: folder)
    let without = run(["run", "--format", format, "."], summary: nil, in: folder)
    #expect(with == without)
    #expect(with.status == 1)
    #expect(try String(contentsOf: file, encoding: .utf8) == Self.expected)
    // A second step appends again: nothing is overwritten.
    _ = run(["run", "--format", format, "--quiet", "."], summary: file.path, in: folder)
    let twice = try String(contentsOf: file, encoding: .utf8)
    #expect(twice == Self.expected + "\n" + Self.expected.dropFirst("previous step's text\n\n".count))
  }

  @Test func `a passing run says so in one line and folds every folder, and the file is created when missing`() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("b"), withIntermediateDirectories: true)
    try folder.write("a.json", coldLaunch)
    try folder.write("b/c.json", coldLaunch)
    let path = folder.url.appendingPathComponent("new-summary.md").path
    let result = run(["run", "--quiet", "."], summary: path, in: folder)
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(
      try String(contentsOfFile: path, encoding: .utf8) == """
        ## notifsim run

        ✅ 2 of 2 scenarios passed.

        <details><summary>2 passed in 2 folders</summary>

        | Folder | Passed |
        | --- | ---: |
        | `.` | 1 |
        | `b` | 1 |

        </details>

        """)
  }

  @Test func `a run that finds nothing, or a file that cannot be read, says so`() throws {
    let folder = try TemporaryFolder()
    try folder.write("a.json", coldLaunch)
    let path = folder.url.appendingPathComponent("summary.md").path
    let none = run(["run", "--filter", "nothing like it", "."], summary: path, in: folder)
    #expect(none.status == 1)
    let missing = run(["run", "missing.json"], summary: path, in: folder)
    #expect(missing.status == 1)
    #expect(
      try String(contentsOfFile: path, encoding: .utf8) == """
        ## notifsim run

        No scenario ran.

        ## notifsim run

        ❌ 1 of 1 failed, 0 passed.

        | Result | Scenario | Where | What |
        | --- | --- | --- | --- |
        | INVALID | | `missing.json` | no such file or folder |

        """)
  }

  @Test func `a summary past 1 MiB is cut at a line, its open code block left out, and says where the full report is`() throws {
    let folder = try suite()
    // What earlier steps wrote leaves room for the table but not the comparison's code block.
    let existing = StepSummary.limit - 700
    let file = try folder.write("summary.md", String(repeating: "x", count: existing - 1) + "\n")
    let result = run(["run", "--format", "json", "."], summary: file.path, in: folder)
    #expect(result.stderr == "")
    let text = try String(contentsOf: file, encoding: .utf8)
    #expect(text.utf8.count <= StepSummary.limit)
    #expect(
      String(text.dropFirst(existing)) == """

        ## notifsim run

        ❌ 1 of 3 failed, 2 passed.

        | Result | Scenario | Where | What |
        | --- | --- | --- | --- |
        | FAIL | cold launch | `failing.json:2:86` | expectations at \\$\\.expect do not hold\\: 1 expected event did not happen, 6 events happened that were not expected |


        **This summary is cut short**: whole it is 1129 bytes, and GitHub shows at most 1048576 bytes (1 MiB) of a step's summary. The full report is in this step's log, https://github.com/o/r/actions/runs/7.

        """)
  }

  @Test func `a cut inside the folded folders closes them`() {
    let rows = (0..<40).map { "| r\($0) | x |\n" }.joined()
    let summary = "## s\n\n<details><summary>3</summary>\n\n" + rows + "\n</details>\n"
    let note =
      "\n**This summary is cut short**: whole it is \(summary.utf8.count) bytes, and GitHub shows at most 1048576 bytes "
      + "(1 MiB) of a step's summary. The full report is R.\n"
    // Room for 50 bytes of the summary: its first 48 are whole lines.
    let fitted = StepSummary.fitted(summary, existing: StepSummary.limit - 1 - note.utf8.count - 50, report: "R")
    #expect(fitted == "\n## s\n\n<details><summary>3</summary>\n\n| r0 | x |\n\n</details>\n" + note)
    #expect(StepSummary.fitted(summary, existing: 0, report: "R") == summary)
    #expect(StepSummary.fitted(summary, existing: StepSummary.limit - summary.utf8.count - 1, report: "R") == "\n" + summary)
  }

  @Test func `a summary file that cannot be written is a warning, not a failure`() throws {
    let folder = try TemporaryFolder()
    try folder.write("a.json", coldLaunch)
    let plain = run(["run", "a.json"], summary: nil, in: folder)
    let unwritable = run(["run", "a.json"], summary: folder.url.path, in: folder)
    #expect(unwritable.status == 0)
    #expect(unwritable.stdout == plain.stdout)
    #expect(
      unwritable.stderr
        == "warning: cannot append the run's summary to GITHUB_STEP_SUMMARY (\(folder.url.path)): Is a directory\n")
    let full = try folder.write("full.md", String(repeating: "x", count: StepSummary.limit))
    let noRoom = run(["run", "a.json"], summary: full.path, in: folder)
    #expect(noRoom.status == 0)
    #expect(
      noRoom.stderr
        == "warning: cannot append the run's summary to GITHUB_STEP_SUMMARY (\(full.path)): it already holds 1048576 bytes, "
        + "and GitHub shows at most 1048576 bytes (1 MiB) of a step's summary\n")
    #expect(try Data(contentsOf: full).count == StepSummary.limit)
  }
}
