import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

import NotificationSimulator
@testable import NotificationSimulatorCLI

/// A scenario whose expectation fails: one expected event did not happen, six others did.
let failingLaunch = String(coldLaunch.dropLast()) + #", "expect": [{"callback": "willPresent"}]}"#

/// A force-quit app and one silent push: exactly one always-checked event (the drop).
let forceQuitDrop = """
  {"scenario": 1, "name": "force quit drop", "app": {"state": "forceQuit"},
   "steps": [{"push": {"aps": {"content-available": 1}}, "id": "s1"}]}
  """

/// Collects what a progress writer was given, from any thread.
final class ProgressLog: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [String] = []
  func append(_ line: String) {
    lock.lock()
    stored.append(line)
    lock.unlock()
  }
  var lines: [String] {
    lock.lock()
    defer { lock.unlock() }
    return stored
  }
}

/// Runs `notifsim` in `directory` with terminal facts.
func notifsim(_ arguments: [String], in directory: URL, environment: TerminalEnvironment) -> CommandResult {
  var stdout = StringSink()
  var stderr = StringSink()
  let status = FileSystemLock.withCurrentDirectory(directory) {
    NotifsimCommand.run(arguments: arguments, environment: environment, stdout: &stdout, stderr: &stderr)
  }
  return CommandResult(status: status, stdout: stdout.text, stderr: stderr.text)
}

@Suite struct RunSuiteTests {
  @Test func `a payload stored as json beside the scenarios is skipped with a note, and --exclude silences it`() throws {
    let folder = try TemporaryFolder()
    try folder.write("s.json", coldLaunch)
    try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("Payloads"), withIntermediateDirectories: true)
    try folder.write("Payloads/news.json", #"{"aps": {"alert": "Hi"}, "scenario_hint": 1}"#)
    let run = notifsim(["run", "."], in: folder.url)
    #expect(run.status == 0)
    #expect(run.stdout.hasSuffix("scenarios: 1 passed, 0 failed\n"))
    #expect(
      run.stderr
        == "note: skipped 1 JSON file without a top-level \"scenario\" key: Payloads/news.json; --exclude GLOB leaves them out silently\n")
    for pattern in ["Payloads", "news.json", "*/news.*"] {
      let excluded = notifsim(["run", ".", "--exclude", pattern], in: folder.url)
      #expect(excluded.status == 0)
      #expect(excluded.stderr == "", "--exclude \(pattern)")
    }
    // Named on the command line, it is read as a scenario and reported.
    let named = notifsim(["run", "Payloads/news.json"], in: folder.url)
    #expect(named.status == 1)
    #expect(named.stdout.contains("INVALID  Payloads/news.json"))
  }

  @Test func `a broken scenario in a folder is reported, not skipped`() throws {
    let folder = try TemporaryFolder()
    try folder.write("broken.json", #"{"scenario": 1, "name": "x", "steps": [}"#)
    try folder.write("truncated.json", #"{"name": "x", "steps": ["#)
    let run = notifsim(["run", "."], in: folder.url)
    #expect(run.status == 1)
    #expect(run.stdout.contains("INVALID  broken.json") && run.stdout.contains("INVALID  truncated.json"))
    #expect(run.stderr == "")
  }

  @Test func `the scenario key is found among the top-level keys only`() {
    #expect(ScenarioDiscovery.declaresScenario(Array(#"{"name": "a", "scenario": 1}"#.utf8)))
    #expect(!ScenarioDiscovery.declaresScenario(Array(#"{"aps": {"scenario": 1}, "x": "scenario"}"#.utf8)))
    #expect(!ScenarioDiscovery.declaresScenario(Array(#"[{"scenario": 1}]"#.utf8)))
    #expect(!ScenarioDiscovery.declaresScenario(Array(#"{"a": "\"scenario\"", "b": [1, {"c": "}"}]}"#.utf8)))
    #expect(ScenarioDiscovery.declaresScenario(Array(#"{"a": [1, 2"#.utf8)))
  }

  @Test func `an empty shard passes with a note`() throws {
    let folder = try TemporaryFolder()
    for name in ["a", "b", "c"] { try folder.write("\(name).json", coldLaunch) }
    let run = notifsim(["run", "--shard", "5/5", "."], in: folder.url)
    #expect(run.status == 0)
    #expect(run.stdout == "scenarios: 0 passed, 0 failed\n")
    #expect(run.stderr == "note: shard 5/5 has no scenario files (3 files in . make fewer shares than 5); nothing to run.\n")
  }

  @Test func `a filter that matches nothing says so`() throws {
    let folder = try TemporaryFolder()
    for name in ["a", "b"] { try folder.write("\(name).json", coldLaunch) }
    let run = notifsim(["run", "--filter", "warm", "."], in: folder.url)
    #expect(run.status == 1)
    #expect(
      run.stderr
        == "Error: no scenario matches --filter 'warm': it is in neither the path nor the name of any of the 2 scenarios in ..\n")
    let empty = try TemporaryFolder()
    #expect(notifsim(["run", "."], in: empty.url).stderr == "Error: no scenario files found in ..\n")
  }

  @Test func `quiet prints failures, the recap and the summary only`() throws {
    let folder = try TemporaryFolder()
    try folder.write("good.json", coldLaunch)
    try folder.write("bad.json", failingLaunch)
    let run = notifsim(["run", "--quiet", "."], in: folder.url)
    #expect(run.status == 1)
    #expect(!run.stdout.contains("good.json"))
    #expect(!run.stdout.contains("callback   "))
    #expect(run.stdout.hasPrefix("── bad.json\n   cold launch (iOS 26, app notRunning, clock 2026-01-05T09:00:00 UTC)\nbad.json:2:86: error: expectations"))
    #expect(run.stdout.hasSuffix("""
      FAIL  bad.json

      Failed (1):
        ✗ bad.json:2:86: expectations at $.expect do not hold: 1 expected event did not happen, 6 events happened that were not expected

      scenarios: 1 passed, 1 failed

      """))
  }

  @Test func `the recap lists failures and invalid files after the timelines`() throws {
    let folder = try TemporaryFolder()
    try folder.write("a-bad.json", failingLaunch)
    try folder.write("b-invalid.json", #"{"scenario": 1, "name": "x", "steps": [{"tap": 3}]}"#)
    try folder.write("c-good.json", coldLaunch)
    let run = notifsim(["run", ".", "nowhere"], in: folder.url)
    let recap = try #require(run.stdout.range(of: "Failed (3):\n"))
    #expect(run.stdout[recap.lowerBound...].hasPrefix("""
      Failed (3):
        ✗ a-bad.json:2:86: expectations at $.expect do not hold: 1 expected event did not happen, 6 events happened that were not expected
        ✗ b-invalid.json:1:48: invalid: 
      """))
    #expect(run.stdout.contains("  ✗ nowhere: no such file or folder\n\nscenarios: 1 passed, 3 failed\n"))
    #expect(run.stdout.range(of: "PASS  c-good.json")!.lowerBound < recap.lowerBound)
  }

  @Test func `colour only on a terminal, and never with NO_COLOR`() throws {
    let folder = try TemporaryFolder()
    try folder.write("good.json", coldLaunch)
    try folder.write("bad.json", failingLaunch)
    let terminal = TerminalEnvironment(stdoutIsTerminal: true, stderrIsTerminal: true, noColor: false)
    let coloured = notifsim(["run", "."], in: folder.url, environment: terminal)
    #expect(coloured.stdout.contains("\u{1B}[32mPASS\u{1B}[0m  good.json"))
    #expect(coloured.stdout.contains("\u{1B}[31mFAIL\u{1B}[0m  bad.json"))
    #expect(coloured.stdout.hasSuffix("\u{1B}[31mscenarios: 1 passed, 1 failed\u{1B}[0m\n"))
    var noColor = terminal
    noColor.noColor = true
    #expect(!notifsim(["run", "."], in: folder.url, environment: noColor).stdout.contains("\u{1B}"))
    #expect(!notifsim(["run", "."], in: folder.url, environment: .plain).stdout.contains("\u{1B}"))
    #expect(!notifsim(["run", "--format", "json", "."], in: folder.url, environment: terminal).stdout.contains("\u{1B}"))
  }

  @Test func `a long suite shows progress on a terminal's standard error only`() throws {
    let folder = try TemporaryFolder()
    for index in 0..<RunCommand.progressThreshold { try folder.write("s\(index).json", coldLaunch) }
    let log = ProgressLog()
    var terminal = TerminalEnvironment(stdoutIsTerminal: false, stderrIsTerminal: true)
    terminal.progress = { log.append($0) }
    let run = notifsim(["run", "."], in: folder.url, environment: terminal)
    #expect(run.status == 0)
    #expect(!run.stdout.contains("running scenarios"))
    #expect(log.lines.count >= 2)
    #expect(log.lines.dropLast().last == "\r\u{1B}[Krunning scenarios: 50/50")
    #expect(log.lines.last == "\r\u{1B}[K")

    let short = ProgressLog()
    terminal.progress = { short.append($0) }
    try FileManager.default.removeItem(at: folder.url.appendingPathComponent("s0.json"))
    _ = notifsim(["run", "."], in: folder.url, environment: terminal)
    #expect(short.lines.isEmpty)
  }
}

@Suite struct TimeColumnTests {
  @Test(arguments: [
    (0, "+0.000s"), (9_999, "+9.999s"), (10_000, "+10.000s"), (59_999, "+59.999s"), (600_000, "+10m00.000s"),
    (3_599_999, "+59m59.999s"), (3_600_000, "+1h00m00.000s"), (90_061_005, "+25h01m01.005s"),
  ])
  func `minutes and hours read as such`(milliseconds: Int64, text: String) {
    #expect(TimeColumn.format(SimulatedInstant(offset: .milliseconds(milliseconds))) == text)
  }

  @Test func `the time column stays aligned past ten seconds and ten minutes`() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "s.json",
      """
      {"scenario": 1, "name": "slow", "app": {"state": "background"},
       "steps": [{"push": {"aps": {"alert": "a"}}, "id": "n1"}, {"wait": "12s"},
                 {"push": {"aps": {"alert": "b"}}, "id": "n2"}, {"wait": "600s"},
                 {"push": {"aps": {"alert": "c"}}, "id": "n3"}]}
      """)
    for arguments in [["run", "s.json"], ["run", ".", "--filter", "slow"]] {
      let run = notifsim(arguments, in: folder.url)
      let timeline = run.stdout.split(separator: "\n").filter { $0.contains("push       ") }
      #expect(timeline == ["    +0.000s  push       n1 alert (A)", "   +12.000s  push       n2 alert (A)", "+10m12.000s  push       n3 alert (A)"])
    }
  }
}

@Suite struct RecordAndUpdateTests {
  @Test func `record writes facts with their JSON types and counts in the singular`() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "badge.json",
      """
      {"scenario": 1, "name": "badge", "app": {"state": "active"}, "device": {"authorization": "authorized"},
       "steps": [{"push": {"aps": {"alert": "Hi", "badge": 2}}, "id": "n1"}, {"push": {"aps": {"content-available": 1}}, "id": "s1"}]}
      """)
    try folder.write("drop.json", forceQuitDrop)
    let run = notifsim(["run", "--record", "."], in: folder.url)
    #expect(run.stderr == """
      badge.json: recorded 5 expected events; review the change before committing
      drop.json: recorded 1 expected event; review the change before committing

      """)
    let badge = try String(contentsOf: folder.url.appendingPathComponent("badge.json"), encoding: .utf8)
    #expect(badge.contains(#"{ "system": "badge", "value": 2 }"#))
    // The prose reason of notShown ("a background push has nothing to show") is left out.
    #expect(badge.contains(#"{ "system": "notShown", "notification": "s1" }"#))
    #expect(!badge.contains("nothing to show"))
    // A reason that is a code is a fact, and stays.
    let drop = try String(contentsOf: folder.url.appendingPathComponent("drop.json"), encoding: .utf8)
    #expect(drop.contains(#"{ "system": "dropped", "notification": "s1", "reason": "force-quit" }"#))
    #expect(notifsim(["run", "."], in: folder.url).status == 0)
  }

  @Test func `update shows the difference, then re-records a spec whose behaviour changed`() throws {
    let folder = try TemporaryFolder()
    try folder.write("s.json", failingLaunch)
    let update = notifsim(["run", "--update", "s.json"], in: folder.url)
    #expect(update.stderr.hasPrefix("""
      s.json:2:86: expectations at $.expect do not hold: 1 expected event did not happen, 6 events happened that were not expected
        expected
      """))
    #expect(update.stderr.contains("\n- callback willPresent | \n"))
    #expect(update.stderr.contains("\n+                      | callback didBecomeActive\n"))
    #expect(update.stderr.hasSuffix("s.json: updated: 6 expected events recorded; review the change before committing\n"))
    #expect(update.status == 0)
    let text = try String(contentsOf: folder.url.appendingPathComponent("s.json"), encoding: .utf8)
    #expect(!text.contains("willPresent"))
    #expect(text.hasSuffix("""
      "expect": [
          { "system": "displayed", "notification": "n1", "banner": true, "list": true, "sound": false, "badge": false },
          { "callback": "willFinishLaunching", "launchOptions": ["remoteNotification"] },
          { "callback": "didFinishLaunching", "launchOptions": ["remoteNotification"] },
          { "system": "delegateAssigned", "when": "in application(_:didFinishLaunchingWithOptions:)" },
          { "callback": "didReceive", "notification": "n1", "action": "default" },
          { "callback": "didBecomeActive" }
        ]}
      """))
    #expect(notifsim(["run", "s.json"], in: folder.url).status == 0)
  }

  @Test func `update refuses step expectations and a passing file is left alone`() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "steps.json",
      """
      {"scenario": 1, "name": "steps", "device": {"authorization": "authorized"},
       "steps": [{"push": {"aps": {"alert": "Hi"}}, "id": "n1"}, {"expect": [{"callback": "willPresent"}]}]}
      """)
    let refused = notifsim(["run", "--update", "steps.json"], in: folder.url)
    #expect(refused.status == 1)
    #expect(
      refused.stderr
        == "steps.json: error: cannot update: --update rewrites only a final \"expect\"; this scenario checks expectations between its steps; edit those by hand\n")
    #expect(notifsim(["run", "--update", "--record", "steps.json"]).status == 64)
  }
}

@Suite struct RunFormatTests {
  @Test func `JUnit reports invalid files as errors, with class names relative to the argument`() throws {
    let folder = try TemporaryFolder()
    let scen = folder.url.appendingPathComponent("scen/mistakes")
    try FileManager.default.createDirectory(at: scen, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("work"), withIntermediateDirectories: true)
    try folder.write("scen/mistakes/bad.json", failingLaunch)
    try folder.write("scen/mistakes/invalid.json", #"{"scenario": 1, "name": "x", "steps": [{"tap": 3}]}"#)
    try folder.write("scen/top.json", coldLaunch)
    let run = notifsim(["run", "--format", "junit", "../scen"], in: folder.url.appendingPathComponent("work"))
    #expect(run.status == 1)
    #expect(run.stdout.contains(#"<testsuites name="notifsim" tests="3" failures="1" errors="1" time="0">"#))
    #expect(run.stdout.contains(#"<testsuite name="mistakes" tests="2" failures="1" errors="1" time="0">"#))
    #expect(run.stdout.contains(#"<testcase classname="mistakes" name="cold launch" time="0">"#))
    #expect(run.stdout.contains(#"<testcase classname="scen" name="cold launch" time="0"/>"#))
    #expect(run.stdout.contains(#"<error message="../scen/mistakes/invalid.json:1:48: invalid scenario file: expected the id of a notification, found the number 3"#))
    #expect(!run.stdout.contains("..."))
    let parser = XMLParser(data: Data(run.stdout.utf8))
    #expect(parser.parse())
    let named = notifsim(["run", "--format", "junit", "../scen/mistakes/bad.json"], in: folder.url.appendingPathComponent("work"))
    #expect(named.stdout.contains(#"classname="scen.mistakes""#) == false)
    #expect(named.stdout.contains(#"<testcase classname="mistakes" "#))
  }

  @Test func `JSON lines carry times as numbers and the failure's comparison`() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "s.json",
      String(failingLaunch.dropLast()).replacingOccurrences(of: #"{"tap": "n1"}"#, with: #"{"wait": "90s"}, {"tap": "n1"}"#) + "}")
    let run = notifsim(["run", "--format", "json", "s.json"], in: folder.url)
    let lines = run.stdout.split(separator: "\n").map(String.init)
    #expect(lines.contains { $0.hasPrefix(#"{"at":90.000,"body":"tapped n1""#) })
    let result = try #require(lines.first { $0.contains(#""type":"result""#) })
    let object = try #require(JSONParser.parse(result).value?.object)
    let failure = try #require(object["failures"]?.array?.first?.object)
    let rows = try #require(failure["comparison"]?.array)
    #expect(rows.last?.object?["expected"]?.string == "callback willPresent")
    #expect(rows.last?.object?["actual"]?.kind == .null)
    #expect(rows.first?.object?["expected"]?.kind == .null)
    #expect(rows.contains { $0.object?["actual"]?.string == "callback didBecomeActive" })
  }

  @Test func `github annotations point at the scenario file's line`() throws {
    let folder = try TemporaryFolder()
    try folder.write("bad.json", failingLaunch)
    try folder.write("good.json", coldLaunch)
    try folder.write("warn.json", #"{"scenario": 1, "name": "w", "colour": 1, "steps": []}"#)
    let run = notifsim(["run", "--format", "github", "."], in: folder.url)
    #expect(run.status == 1)
    let lines = run.stdout.split(separator: "\n").map(String.init)
    let failure = try #require(lines.first { $0.hasPrefix("::error file=bad.json,line=2,col=86,title=notifsim%3A cold launch::") })
    #expect(failure.contains("expectations at $.expect do not hold%3A") == false)
    #expect(failure.contains("do not hold: 1 expected event did not happen, 6 events happened that were not expected%0A  expected"))
    #expect(lines.contains { $0.hasPrefix("::warning file=warn.json,line=1,col=") })
    // The passing scenario checks nothing, so its only annotation is that file-level warning.
    #expect(lines.filter { $0.contains("good.json") } == [
      "::warning file=good.json,title=notifsim%3A no-expectations::the scenario has no expect step, so it checks nothing and passes whatever happens%0Ahint: Add an {\"expect\": [...]} step, or run 'notifsim run --record FILE' to write what happens now as its expectation."
    ])
    #expect(lines.last == "scenarios: 2 passed, 1 failed")
  }
}
