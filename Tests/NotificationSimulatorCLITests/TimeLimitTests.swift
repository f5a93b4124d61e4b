import Foundation
import Testing

import NotificationSimulator
@testable import NotificationSimulatorCLI

/// Waits are limited in sum as well as each: the clock never goes past what the calendar and
/// millisecond times hold, and a date the calendar cannot place is `nil`, not a trap.
@Suite struct TimeLimitTests {
  @Test func `waits that add up past a hundred years fail at the step that passes it`() throws {
    let folder = try TemporaryFolder()
    let waits = Array(repeating: #"{"wait": "87600h"}"#, count: 11).joined(separator: ",\n")
    try folder.write(
      "long.json",
      """
      {"scenario": 1, "name": "long", "device": {"authorization": "authorized"}, "steps": [
      \(waits),
      {"expect": []}]}
      """)
    let run = notifsim(["run", "long.json"], in: folder.url)
    #expect(run.status == 1)
    #expect(
      run.stdout == """
        ── long.json
           long (iOS 26, app notRunning, clock 2026-01-05T09:00:00 UTC)
        long.json:12:1: error: step $.steps[10] cannot run: the scenario's waits add up to more than 100 years of virtual time (the clock is at +3153600000.000s), the most one scenario may cover; split it into several scenarios
        FAIL  long.json

        scenarios: 0 passed, 1 failed

        """)
    // Ten waits of ten years are within the limit.
    let ten = Array(repeating: #"{"wait": "87600h"}"#, count: 10).joined(separator: ",")
    try folder.write("ten.json", #"{"scenario": 1, "name": "ten", "steps": ["# + ten + #"], "expect": []}"#)
    #expect(notifsim(["run", "ten.json"], in: folder.url).status == 0)
  }

  @Test func `times past Int64 milliseconds or seconds are nil or clamped, not a trap`() throws {
    let calendar = try #require(VirtualCalendar())
    let far = SimulatedInstant(offset: .seconds(9_300_000_000_000_000))
    #expect(calendar.nextMatch(after: far, DateMatch(hour: 8), skippedTimeFiresAfterGap: true, repeatedTimeFiresFirst: false) == nil)
    #expect(calendar.instant(of: LocalDateTime(year: 2027, month: 1, day: 5, hour: 9)) == SimulatedInstant(offset: .seconds(365 * 86_400)))
    #expect(calendar.instant(secondsSince1970: .min) == SimulatedInstant(offset: .seconds(Int64.min)))
  }

  @Test func `a block too large to line up says so, pairs its agreeing ends and lists the rest apart`() throws {
    let folder = try TemporaryFolder()
    let count = 2200
    let ids = (0..<count).map { "s\($0)" }
    // The first and last 50 agree; the 2100 between are expected in reverse order.
    let expected = Array(ids[..<50]) + ids[50..<(count - 50)].reversed() + Array(ids[(count - 50)...])
    let steps = ids.map { #"{"push": {"aps": {"content-available": 1}}, "id": "\#($0)"}"# }.joined(separator: ",")
    let expect = expected.map { #"{"system": "dropped", "notification": "\#($0)", "reason": "force-quit"}"# }.joined(separator: ",")
    try folder.write(
      "big.json", #"{"scenario": 1, "name": "big", "app": {"state": "forceQuit"}, "steps": ["# + steps + #"], "expect": ["# + expect + "]}")
    let run = notifsim(["run", "--quiet", "big.json"], in: folder.url)
    #expect(run.status == 1)
    #expect(
      run.stdout.contains(
        "error: expectations at $.expect do not hold: the 2100 expected and 2100 observed events from the first difference "
          + "to the last are too many to line up (over 4000000 pairs), so they are listed apart, the expected ones first\n"))
    let lines = run.stdout.split(separator: "\n")
    #expect(lines.filter { $0.hasPrefix("- ") }.count == 2100)
    #expect(lines.filter { $0.hasPrefix("+ ") }.count == 2100)
    #expect(lines.filter { $0.hasPrefix("  system dropped") }.count == 100)
    // A row never pairs two different notifications.
    #expect(!lines.contains { $0.hasPrefix("  system dropped notification=s50 ") })
  }

  @Test func `a file too large to read whole runs streamed with --quiet and --filter, printing what a whole read prints`() throws {
    let folder = try TemporaryFolder()
    try folder.write("bad.json", failingLaunch)
    try folder.write("good.json", coldLaunch)
    func run(_ arguments: [String], streamAbove: Int) throws -> CommandResult {
      var options = try RunCommand.Options.parse(arguments)
      options.streamAbove = streamAbove
      var stdout = StringSink()
      var stderr = StringSink()
      let status = FileSystemLock.withCurrentDirectory(folder.url) {
        RunCommand.run(options, stdout: &stdout, stderr: &stderr)
      }
      return CommandResult(status: status, stdout: stdout.text, stderr: stderr.text)
    }
    // --quiet prints what it prints for a file read whole; so does a filter that matches nothing.
    for arguments in [["--quiet", "bad.json"], ["--quiet", "good.json"], ["--filter", "zzz", "bad.json"], ["--quiet", "--filter", "cold", "bad.json"]] {
      let streamed = try run(arguments, streamAbove: 10)
      let whole = try run(arguments, streamAbove: ScenarioLoader.fileSizeLimit)
      #expect(streamed == whole, "\(arguments)")
    }
    // A filter that matches prints what 'run FILE' prints, streamed.
    for (filter, file) in [("bad", "bad.json"), ("launch", "good.json")] {
      #expect(try run(["--filter", filter, file], streamAbove: 10) == run([file], streamAbove: 10), "\(file)")
    }
    #expect(try run(["--quiet", "bad.json"], streamAbove: 10).stdout.contains("Failed (1):"))
  }

  @Test func `local firings are limited in sum over the waits, with a failure at the step that passes it`() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write(
      "rep.json",
      """
      {"scenario": 1, "name": "rep", "device": {"authorization": "authorized"}, "app": {"state": "active"},
       "steps": [{"schedule": {"id": "r", "title": "Hi", "trigger": {"timeInterval": "60s", "repeats": true}}},
                 {"wait": "10m"}, {"wait": "10m"}, {"wait": "10m"}]}
      """)
    let scenario = try #require(ScenarioLoader.load(path: file.path).scenario)
    var steps = scenario.steps.makeIterator()
    let limited = ScenarioRunner.run(scenario, hasExpectations: false, steps: { steps.next() }, firingLimit: 15)
    #expect(limited.failures.map(\.message) == [
      "step $.steps[2] cannot run on: local triggers have fired 20 times in all, more than the 15 one scenario may; wait less, or repeat less often"
    ])
    #expect(limited.failures.first?.location.line == 3)
    #expect(ScenarioRunner.run(scenario).passed)
    #expect(ScenarioRunner.maximumTotalFirings == 1_000_000)
  }
}
