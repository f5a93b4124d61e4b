import Foundation
import NotificationPayload
import Testing

@testable import NotificationSimulator
@testable import NotificationSimulatorCLI

/// The event lines of `run --format json` are written straight into bytes for speed; they must
/// stay the lines the sorted member list describes.
@Suite struct JSONOutputTests {
  /// The members of an event's line, as `--format json` documents them.
  static func members(_ event: TraceEvent, file: String) -> [(String, String)] {
    var members: [(String, String)] = [
      ("at", TimeColumn.jsonSeconds(event.instant)),
      ("body", JSONWriter.quoted(event.body)),
      ("label", JSONWriter.quoted(event.label)),
      ("rule", event.ruleID.map(JSONWriter.quoted) ?? "null"),
      ("scenario", JSONWriter.quoted(file)),
      ("type", "\"event\""),
    ]
    if let observed = ObservedEvent(event) {
      members.append(("kind", JSONWriter.quoted(observed.kind.rawValue)))
      members.append(("name", JSONWriter.quoted(observed.name)))
      let fields = observed.fields.sorted { $0.name < $1.name }
        .map { "\(JSONWriter.quoted($0.name)):\(JSONWriter.quoted($0.value))" }
      members.append(("fields", "{" + fields.joined(separator: ",") + "}"))
    }
    return members
  }

  @Test func `every event of the bundled scenarios is written as its sorted member list`() throws {
    let files = ScenarioLoader.files(at: packageRoot.appendingPathComponent("Scenarios").path)
    var checked = 0
    for file in files {
      guard let scenario = ScenarioLoader.load(path: file).scenario else { continue }
      // A file name that needs escaping, to cover the escaped path too.
      let name = "dir \"q\"\\\(file)\t"
      // Through the writer `run` uses, which reuses one instant's text for the next events.
      var lines = ScenarioReport.JSONEventLines(file: name)
      var written = StringSink()
      var expected = ""
      for event in ScenarioRunner.run(scenario).events {
        lines.write(event, to: &written)
        expected += JSONLine.object(Self.members(event, file: name)) + "\n"
        checked += 1
      }
      lines.flush(to: &written)
      #expect(written.text == expected, "\(file)")
    }
    #expect(checked > 500)
  }

  @Test(arguments: [#"say "hi""#, #"a\b"#, "line\nbreak", "tab\tand\u{01}", "ü 🔔", "plain"])
  func `bodies written in place are escaped as the quoted body string`(text: String) {
    // Each body kind that is written as bytes, and one that falls back to the string, with one
    // kind of character JSON escapes (or none) in each case, so each escape is checked alone.
    let events = [
      TraceEvent(instant: .zero, kind: .user(text), ruleID: nil),
      TraceEvent(instant: .zero, kind: .lifecycle(from: .background, to: .active, reason: text), ruleID: "L1"),
      TraceEvent(instant: .zero, kind: .pushArrived(id: text, kind: .alert), ruleID: nil),
      TraceEvent(instant: .zero, kind: .completion(.didReceive, notificationID: text, result: text), ruleID: nil),
      TraceEvent(instant: .zero, kind: .diagnostic(code: "x", message: text), ruleID: text),
    ]
    var lines = ScenarioReport.JSONEventLines(file: "f.json")
    var written = StringSink()
    var expected = ""
    for event in events {
      lines.write(event, to: &written)
      expected += JSONLine.object(Self.members(event, file: "f.json")) + "\n"
    }
    lines.flush(to: &written)
    #expect(written.text == expected)
    #expect(written.text.contains(JSONWriter.quoted(text).dropFirst().dropLast()))
  }

  @Test func `a single file's streamed JSON lines are the lines written after the run`() throws {
    let extra = try TemporaryFolder()
    let paths = try DeterminismTests.arguments(extra).flatMap { ScenarioLoader.files(at: $0) }
    #expect(paths.count > 60)
    for file in paths {
      let candidate = ScenarioDiscovery.Candidate(file: file, root: file, explicit: true)
      var streamed = StringSink()
      let outcome = RunCommand.runStreamingJSON(candidate, to: &streamed)
      var after = StringSink()
      guard case .ran(let kept) = RunCommand.load(candidate, filter: nil) else {
        Issue.record("\(file) was not run")
        continue
      }
      ScenarioReport.writeJSON(kept, to: &after)
      #expect(streamed.text == after.text, "\(file)")
      #expect(outcome.passed == kept.passed)
    }
  }

  @Test(arguments: ["plain", "quote \" and backslash \\", "tab\tnew\nline\u{1}", "é 日本 😀", ""])
  func `appending a quoted string writes what quoted returns`(text: String) {
    var bytes: [UInt8] = [UInt8(ascii: "x")]
    JSONWriter.appendQuoted(text, to: &bytes)
    #expect(String(decoding: bytes, as: UTF8.self) == "x" + JSONWriter.quoted(text))
    #expect(JSONParser.parse(JSONWriter.quoted(text)).value?.string == text)
  }
}
