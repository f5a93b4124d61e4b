import Foundation
import Testing

import NotificationSimulator
@testable import NotificationSimulatorCLI

@Suite struct ExplainTeachingTests {
  @Test func `--state and --interaction narrow the table`() {
    let result = notifsim(
      ["explain", #"{"aps": {"alert": "Hi"}}"#, "--state", "notRunning,active", "--interaction", "tap", "--interaction", "arrival"])
    #expect(result.status == 0)
    let rows = result.stdout.split(separator: "\n").filter { $0.hasPrefix("notRunning ") || $0.hasPrefix("active ") }
    #expect(rows.map { String($0.prefix(30)) } == [
      "notRunning  arrives      shown", "notRunning  tap          willF", "active      arrives      willP", "active      tap          didRe",
    ])
    #expect(!result.stdout.contains("Cannot happen"))
    let bad = notifsim(["explain", #"{"aps": {"alert": "Hi"}}"#, "--state", "runing"])
    #expect(bad.status == 64)
    #expect(bad.stderr.hasPrefix("Error: the value 'runing' is invalid for '--state'; did you mean 'running'?") == false)
    #expect(bad.stderr.hasPrefix("Error: the value 'runing' is invalid for '--state'; use one of: notRunning, forceQuit,"))
    let typo = notifsim(["explain", #"{"aps": {"alert": "Hi"}}"#, "--interaction", "tapp"])
    #expect(typo.stderr.hasPrefix("Error: the value 'tapp' is invalid for '--interaction'; did you mean 'tap'?"))
  }

  @Test func `a silent push folds the 56 impossible rows into one line that says why`() {
    let result = notifsim(["explain", #"{"aps": {"content-available": 1}}"#])
    #expect(result.status == 0)
    #expect(!result.stdout.contains("n/a"))
    #expect(result.stdout.contains("""
      Cannot happen (56 of 66 combinations):
        tap, fg action, bg action, auth action (locked), text reply, dismiss (custom), dismiss (plain),
          flick banner or clear in NC in every state: it was never displayed
        tap app icon when the app is inactive or active: rule R67 says the app is already in the
          foreground, so its icon cannot be tapped.

      """))
  }

  @Test func `the default fits 100 columns, and --wide keeps each row on one line`() throws {
    let payloads = try FileManager.default.subpathsOfDirectory(atPath: packageRoot.appendingPathComponent("Scenarios/Payloads").path)
      .filter { $0.hasSuffix(".apns") && !$0.hasPrefix("AsPublished") }.sorted()
    #expect(payloads.count >= 5)
    for payload in payloads {
      let result = notifsim(["explain", "Scenarios/Payloads/" + payload], in: packageRoot)
      #expect(result.status == 0, "\(payload)")
      for line in result.stdout.split(separator: "\n") { #expect(line.count <= 100, "\(payload): \(line)") }
    }
    let wide = notifsim(["explain", #"{"aps": {"alert": "Hi", "content-available": 1}}"#, "--wide"])
    let row = try #require(wide.stdout.split(separator: "\n").first { $0.hasPrefix("notRunning  arrives ") })
    #expect(row.hasSuffix("  shown [banner, list] → willFinishLaunching → didFinishLaunching → didReceiveRemoteNotificationWithFetch  [R21]"))
    #expect(wide.stdout.contains("dismiss (category without .customDismissAction)"))
    #expect(wide.stdout.contains("  R21  ") && wide.stdout.contains("https://developer.apple.com/"))
  }

  @Test func `the legend explains every abbreviation and rule id once, from the routing table`() throws {
    let result = notifsim(["explain", #"{"aps": {"alert": "Hi", "content-available": 1}}"#])
    let legend = try #require(result.stdout.split(separator: "\nLegend:\n").last.map(String.init))
    let body = try #require(result.stdout.split(separator: "\nLegend:\n").first.map(String.init))
    // Every rule id in the table part appears in the legend exactly once, with its table summary.
    var shown = Set<String>()
    for match in body.split(whereSeparator: { " []→\n".contains($0) }) where match.hasPrefix("R") && match.dropFirst().allSatisfy(\.isNumber) {
      shown.insert(String(match))
    }
    #expect(shown.count >= 10)
    for id in shown {
      let entries = legend.split(separator: "\n").filter { $0.hasPrefix("  \(id) ") }
      #expect(entries.count == 1, "\(id)")
      let summary = try #require(RoutingTable.standard.rule(id: id)?.summary)
      #expect(legend.replacingOccurrences(of: "\n" + String(repeating: " ", count: 24), with: " ").contains(summary), "\(id)")
    }
    for term in ["(AC)", "→", "shown", "fg action", "bg action", "auth action (locked)", "dismiss (custom)", "dismiss (plain)", "NC", "[R..]"] {
      #expect(legend.split(separator: "\n").filter { $0.hasPrefix("  \(term) ") }.count == 1, "\(term)")
    }
  }

  @Test func `rule ids are not repeated within a row`() {
    let result = notifsim(["explain", #"{"aps": {"alert": "Hi", "content-available": 1}}"#, "--wide"])
    #expect(result.stdout.contains("[R55→R44]"))
    #expect(!result.stdout.contains("R55 R55"))
    #expect(ExplainCommand.deduplicated(["R55", "R55→R42", "R12", "R12"]) == ["R55→R42", "R12"])
  }

  @Test func `the plain dismiss row of a category with a custom dismiss action shows no launch`() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "category.json", #"{"id": "C", "actions": [{"id": "GO", "options": ["foreground"]}], "options": ["customDismissAction"]}"#)
    let result = notifsim(
      ["explain", "--category", "category.json", #"{"aps": {"alert": "x", "category": "C"}}"#, "--state", "notRunning"], in: folder.url)
    #expect(result.status == 0)
    #expect(result.stdout.contains("\nnotRunning  dismiss (plain)   nothing  [R61]\n"))
    #expect(result.stdout.contains("\nnotRunning  dismiss (custom)  willFinishLaunching → didFinishLaunching → didReceive  [R57]\n"))
    // And the other way round: a category without it still gets an honest custom-dismiss row.
    try folder.write("plain.json", #"{"id": "C", "actions": [{"id": "GO", "options": ["foreground"]}]}"#)
    let plain = notifsim(
      ["explain", "--category", "plain.json", #"{"aps": {"alert": "x", "category": "C"}}"#, "--state", "notRunning"], in: folder.url)
    #expect(plain.stdout.contains("\nnotRunning  dismiss (custom)  willFinishLaunching → didFinishLaunching → didReceive  [R57]\n"))
    #expect(plain.stdout.contains("\nnotRunning  dismiss (plain)   nothing  [R61]\n"))
  }
}

@Suite struct NewCommandTests {
  @Test func `new writes a starter scenario that passes, with the payload path relative to it`() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("Payloads"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("Specs"), withIntermediateDirectories: true)
    try folder.write("Payloads/news.apns", #"{"aps": {"alert": "Big news", "sound": "default"}, "Simulator Target Bundle": "com.example.app"}"#)
    let made = notifsim(["new", "Payloads/news.apns", "--state", "background", "--output", "Specs/news.json"], in: folder.url)
    #expect(made.status == 0)
    #expect(made.stderr == "Specs/news.json: wrote a starter scenario with 4 expected events; edit its name and about text, and review the expectations\n")
    let text = try String(contentsOf: folder.url.appendingPathComponent("Specs/news.json"), encoding: .utf8)
    #expect(text.contains(#"{"push": "../Payloads/news.apns", "id": "n1"},"#))
    #expect(text.contains(#""app": {"state": "background"},"#))
    #expect(text.contains(#"{ "callback": "didReceive", "notification": "n1", "action": "default" },"#))
    let run = notifsim(["run", "Specs"], in: folder.url)
    #expect(run.status == 0)
    #expect(run.stdout.contains("PASS  Specs/news.json (4 expected events checked)"))
    // Never over an existing file.
    let again = notifsim(["new", "Payloads/news.apns", "--output", "Specs/news.json"], in: folder.url)
    #expect(again.status == 1)
    #expect(again.stderr == "Specs/news.json: error: the file exists; notifsim new never overwrites a file. Choose another name, or add --force to replace it.\n")
  }

  @Test func `a silent payload gets no tap, and a bad payload is an error`() throws {
    let folder = try TemporaryFolder()
    try folder.write("silent.json", #"{"aps": {"content-available": 1}}"#)
    try folder.write("bad.json", #"{"aps": "#)
    let made = notifsim(["new", "silent.json"], in: folder.url)
    #expect(made.status == 0)
    #expect(!made.stdout.contains("tap"))
    #expect(made.stdout.contains(#"{ "callback": "didReceiveRemoteNotificationWithFetch", "notification": "n1", "state": "background" }"#))
    let bad = notifsim(["new", "bad.json"], in: folder.url)
    #expect(bad.status == 1)
    #expect(bad.stderr.hasPrefix("bad.json:1:"))
    #expect(notifsim(["new"]).status == 64)
  }
}
