import Foundation
import NotificationPayload
import NotificationSimulator
import Testing

@testable import NotificationSimulatorCLI

/// `notifsim run`'s text is rendered on the worker that ran each scenario, built straight into
/// bytes, and written a batch at a time: it must stay the text `ScenarioReport.line` describes
/// and the text a serial run prints.
@Suite struct SuiteTextTests {
  /// What `line` gives for every event, each with its newline: the text the bytes must match.
  static func lines(_ events: [TraceEvent], columns: Int? = nil) -> String {
    let width = ScenarioReport.timeWidth(events)
    return events.map { ScenarioReport.line($0, timeWidth: width, columns: columns) + "\n" }.joined()
  }

  @Test func `every bundled scenario's timeline bytes are its lines`() {
    let files = ScenarioLoader.files(at: packageRoot.appendingPathComponent("Scenarios").path)
    #expect(files.count > 60)
    var checked = 0
    for file in files {
      guard let scenario = ScenarioLoader.load(path: file).scenario else { continue }
      let events = ScenarioRunner.run(scenario).events
      let bytes = ScenarioReport.timelineBytes(events)
      #expect(String(decoding: bytes, as: UTF8.self) == Self.lines(events), "\(file)")
      // Wrapped to a terminal's width, the lines go through `line` itself.
      let narrow = ScenarioReport.timelineBytes(events, columns: 60)
      #expect(String(decoding: narrow, as: UTF8.self) == Self.lines(events, columns: 60), "\(file)")
      checked += events.count
    }
    #expect(checked > 1000)
  }

  @Test func `a timeline with times past a minute aligns them as line does`() throws {
    let scenario = try #require(
      ScenarioLoader.load(
        bytes: Array(
          #"""
          {"scenario": 1, "name": "late", "app": {"state": "active"},
           "steps": [{"push": {"aps": {"alert": "a"}}, "id": "n1"}, {"wait": "2h"},
                     {"push": {"aps": {"alert": "b\u0007\u202Ec é"}}, "id": "n2"}]}
          """#.utf8), file: "late.json", readFile: { _ in .failure(.notFound) }
      ).scenario)
    let events = ScenarioRunner.run(scenario).events
    let text = String(decoding: ScenarioReport.timelineBytes(events), as: UTF8.self)
    #expect(text == Self.lines(events))
    #expect(text.contains("+2h00m00.000s  push       n2"))
    #expect(text.hasPrefix("      +0.000s  "), "the first time is right-aligned to the width of +2h00m00.000s")
  }

  @Test(arguments: ["plain", "quote \" and backslash \\", "tab\tnew\nline\u{1}", "é 日本 😀", "bidi \u{202E} del \u{7F} c1 \u{85}", ""])
  func `appending escaped text writes what Escape.text returns`(text: String) {
    var bytes = TextBytes(capacity: 4)
    bytes.append(UInt8(ascii: "x"))
    ScenarioReport.appendEscapedText(text, to: &bytes)
    #expect(bytes.string == "x" + Escape.text(text))
  }

  @Test(arguments: [false, true])
  func `text written a batch at a time is the text of one worker`(quiet: Bool) throws {
    let extra = try TemporaryFolder()
    let paths = try DeterminismTests.arguments(extra)
    func output(workers: Int?, batchSize: Int) -> (Int32, String, String) {
      var stdout = StringSink()
      var stderr = StringSink()
      var options = RunCommand.Options(paths: paths, quiet: quiet, workers: workers)
      options.batchSize = batchSize
      let status = RunCommand.run(options, stdout: &stdout, stderr: &stderr)
      return (status, stdout.text, stderr.text)
    }
    let (status, stdout, stderr) = output(workers: 1, batchSize: 100_000)
    #expect(status == 1)
    #expect(stdout.contains("Failed (2):"))
    #expect(stdout.contains("FAIL  ") && stdout.contains("INVALID  "))
    #expect(stdout.contains("PASS  ") != quiet, "--quiet prints no passing scenario")
    for (workers, batchSize) in [(nil, 1), (2, 7), (3, 64), (nil, 512)] {
      let other = output(workers: workers, batchSize: batchSize)
      #expect(other.0 == status)
      #expect(other.1 == stdout, "text with \(workers.map(String.init) ?? "all") workers in batches of \(batchSize) differs")
      #expect(other.2 == stderr)
    }
  }

  @Test func `the outcome kept after rendering has no events or steps but fails and names as before`() throws {
    let extra = try TemporaryFolder()
    let paths = try DeterminismTests.arguments(extra)
    let failing = extra.url.appendingPathComponent("failing.json").path
    guard case .ran(var outcome) = RunCommand.load(.init(file: failing, root: failing, explicit: true), filter: nil) else {
      Issue.record("failing.json did not run")
      return
    }
    #expect(paths.count == 2)
    let before = (outcome.passed, outcome.name, outcome.result?.failures.map(\.message))
    #expect(outcome.result?.events.isEmpty == false && outcome.result?.scenario.steps.isEmpty == false)
    outcome.dropTimeline()
    #expect(outcome.result?.events.isEmpty == true && outcome.result?.scenario.steps.isEmpty == true)
    #expect(outcome.passed == before.0 && !outcome.passed)
    #expect(outcome.name == before.1)
    #expect(outcome.result?.failures.map(\.message) == before.2)
  }
}
