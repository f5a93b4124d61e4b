import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

import NotificationSimulator
@testable import NotificationSimulatorCLI

/// The package's root folder, found from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()

/// Counts `testcase` and `failure` elements of a JUnit document.
final class JUnitCounter: NSObject, XMLParserDelegate {
  var testCases = 0
  var failures = 0
  var suitesTests = 0

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    switch elementName {
    case "testcase": testCases += 1
    case "failure": failures += 1
    case "testsuites": suitesTests = Int(attributes["tests"] ?? "") ?? -1
    default: break
    }
  }
}

let coldLaunch = """
  {"scenario": 1, "name": "cold launch", "device": {"authorization": "authorized"},
   "steps": [{"push": {"aps": {"alert": "Hi"}}, "id": "n1"}, {"tap": "n1"}]}
  """

@Suite struct RunCommandTests {
  @Test func `the bundled scenarios pass, and JUnit counts every one`() throws {
    let text = notifsim(["run", "Scenarios"], in: packageRoot)
    #expect(text.status == 0)
    // Some bundled files show a warning on purpose (a critical alert without its entitlement);
    // an unknown key never is: the loader ignores it, so the file checks less than it says.
    #expect(text.stderr == "")
    #expect(!text.stdout.contains("[unknown-key]"), "a bundled scenario has a key the loader ignores")
    let summary = try #require(text.stdout.split(separator: "\n").last.map(String.init))
    #expect(summary.hasPrefix("scenarios: ") && summary.hasSuffix(" passed, 0 failed"))

    let junit = notifsim(["run", "Scenarios", "--format", "junit"], in: packageRoot)
    #expect(junit.status == 0)
    let counter = JUnitCounter()
    let parser = XMLParser(data: Data(junit.stdout.utf8))
    parser.delegate = counter
    #expect(parser.parse())
    let count = text.stdout.components(separatedBy: "\nPASS  ").count - 1
    #expect(count >= 30)
    #expect(counter.testCases == count)
    #expect(counter.suitesTests == count)
    #expect(counter.failures == 0)
  }

  @Test func `the committed schema is the generated one`() throws {
    let committed = try String(contentsOf: packageRoot.appendingPathComponent("Scenarios/scenario.schema.json"), encoding: .utf8)
    #expect(notifsim(["schema"]).stdout == committed)
  }

  @Test func `a failing scenario exits 1 and says where`() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "s.json", String(coldLaunch.dropLast()) + #", "expect": [{"callback": "willPresent"}]}"#)
    let result = notifsim(["run", "s.json"], in: folder.url)
    #expect(result.status == 1)
    #expect(result.stdout.contains("s.json:2:86: error: expectations at $.expect do not hold: 1 expected event did not happen, 6 events happened that were not expected\n"))
    #expect(result.stdout.hasSuffix("FAIL  s.json\n\nscenarios: 0 passed, 1 failed\n"))
  }

  @Test func `record writes the observed events, and the file then passes`() throws {
    let folder = try TemporaryFolder()
    try folder.write("s.json", coldLaunch)
    let recorded = notifsim(["run", "--record", "s.json"], in: folder.url)
    #expect(recorded.status == 0)
    #expect(recorded.stderr == "s.json: recorded 6 expected events; review the change before committing\n")
    let text = try String(contentsOf: folder.url.appendingPathComponent("s.json"), encoding: .utf8)
    #expect(text.hasSuffix("""
      "expect": [
          { "system": "displayed", "notification": "n1", "banner": true, "list": true, "sound": false, "badge": false },
          { "callback": "willFinishLaunching", "launchOptions": ["remoteNotification"] },
          { "callback": "didFinishLaunching", "launchOptions": ["remoteNotification"] },
          { "system": "delegateAssigned", "when": "in application(_:didFinishLaunchingWithOptions:)" },
          { "callback": "didReceive", "notification": "n1", "action": "default" },
          { "callback": "didBecomeActive" }
        ]
      }

      """))
    let again = notifsim(["run", "s.json"], in: folder.url)
    #expect(again.status == 0)
    #expect(again.stdout.contains("PASS  s.json (6 expected events checked)"))
  }

  @Test func `a scenario with no expectation is a warning, and an error with --strict`() throws {
    let folder = try TemporaryFolder()
    try folder.write("s.json", coldLaunch)
    let warning = """
      s.json: warning: the scenario has no expect step, so it checks nothing and passes whatever happens [no-expectations]
        hint: Add an {"expect": [...]} step, or run 'notifsim run --record FILE' to write what happens now as its expectation.

      """
    for arguments in [["run", "s.json"], ["run", "s.json", "--format", "json"], ["run", "."]] {
      let lenient = notifsim(arguments, in: folder.url)
      #expect(lenient.status == 0, "\(arguments)")
      #expect(lenient.stdout.contains(arguments.count == 2 ? warning : "no-expectations"), "\(arguments)")
    }
    let strict = notifsim(["run", "--strict", "s.json"], in: folder.url)
    #expect(strict.status == 1)
    #expect(strict.stdout.contains(warning.replacingOccurrences(of: "s.json: warning:", with: "s.json: error:")))
    #expect(strict.stdout.hasSuffix("FAIL  s.json\n\nscenarios: 0 passed, 1 failed\n"))
    let many = notifsim(["run", "--strict", "."], in: folder.url)
    #expect(many.status == 1 && many.stdout.hasSuffix("scenarios: 0 passed, 1 failed\n"))
  }

  @Test func `the bundled scenarios all check something, so they pass with --strict`() {
    let result = notifsim(["run", "--strict", "Scenarios"], in: packageRoot)
    #expect(result.status == 0)
    #expect(!result.stdout.contains("no-expectations"))
  }

  @Test func `json lines have sorted keys and end with a summary`() throws {
    let folder = try TemporaryFolder()
    try folder.write("s.json", coldLaunch)
    let result = notifsim(["run", "--format", "json", "s.json"], in: folder.url)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.last == #"{"failed":0,"passed":1,"type":"summary"}"#)
    // The fixture checks nothing, so its first line is that warning.
    #expect(lines.first == #"{"code":"no-expectations","column":null,"file":"s.json","line":null,"message":"the scenario has no expect step, so it checks nothing and passes whatever happens","scenario":"s.json","severity":"warning","type":"diagnostic"}"#)
    // A push through APNs: APNs's answer (rule AP1), then the notification reaching the device.
    #expect(lines.dropFirst().first == #"{"at":0.000,"body":"n1 answered 200 apns-id=00000000-0000-4000-8000-000000000001","fields":{"apnsID":"00000000-0000-4000-8000-000000000001","notification":"n1","status":"200"},"kind":"apns","label":"apns","name":"answer","rule":"AP1","scenario":"s.json","type":"event"}"#)
    #expect(lines.dropFirst(2).first == #"{"at":0.000,"body":"n1 alert (A)","label":"push","rule":null,"scenario":"s.json","type":"event"}"#)
    #expect(lines.contains(#"{"at":0.000,"body":"application(_:didFinishLaunchingWithOptions:) launchOptions=[.remoteNotification: n1]","fields":{"launchOptions":"remoteNotification"},"kind":"callback","label":"callback","name":"didFinishLaunching","rule":"R30","scenario":"s.json","type":"event"}"#))
  }

  @Test func `shards split the files without overlap, and filter picks by name`() throws {
    let folder = try TemporaryFolder()
    for name in ["a", "b", "c"] { try folder.write("\(name).json", coldLaunch.replacingOccurrences(of: "cold launch", with: "launch \(name)")) }
    let first = notifsim(["run", "--shard", "1/2", "."], in: folder.url)
    let second = notifsim(["run", "--shard", "2/2", "."], in: folder.url)
    #expect(first.stdout.contains("PASS  a.json") && first.stdout.contains("PASS  c.json") && !first.stdout.contains("b.json"))
    #expect(second.stdout.contains("PASS  b.json") && !second.stdout.contains("a.json"))
    let filtered = notifsim(["run", "--filter", "launch b", "."], in: folder.url)
    #expect(filtered.stdout.hasSuffix("scenarios: 1 passed, 0 failed\n"))
  }

  @Test func `a missing path is an error and exits 1`() throws {
    let folder = try TemporaryFolder()
    let result = notifsim(["run", "nowhere"], in: folder.url)
    #expect(result.status == 1)
    #expect(result.stderr.hasPrefix("nowhere: error: no such file or folder [file-not-found]\n"))
  }

  @Test(arguments: [
    (["run"], "Error: no scenarios to run; give scenario files or folders"),
    (["run", "x", "--shard", "3/2"], "Error: the shard '3/2' is invalid; write I/N with 1 ≤ I ≤ N, such as 1/4"),
    (["run", "x", "--format", "pdf"], "Error: the value 'pdf' is invalid for '--format'; use one of: 'text', 'json', 'junit', 'markdown', 'github', 'html'"),
    (["explain"], "Error: no payload; give one payload file or inline JSON"),
    (["schema", "x"], "Error: schema takes no arguments; found 'x'"),
    (["table", "--format", "csv"], "Error: the value 'csv' is invalid for '--format'; use one of: 'markdown', 'json'"),
  ])
  func `bad usage exits 64`(arguments: [String], firstLine: String) {
    let result = notifsim(arguments)
    #expect(result.status == 64)
    #expect(result.stderr.split(separator: "\n").first.map(String.init) == firstLine)
  }

  @Test func `explain reads iOS 18.2 as iOS 18 and runs a newer version on iOS 27 with a warning`() {
    let payload = #"{"aps": {"alert": "Hi"}}"#
    let minor = notifsim(["explain", payload, "--platform", "iOS 18.2"])
    #expect(minor.status == 0 && minor.stderr.isEmpty)
    #expect(minor.stdout.hasPrefix("<inline>: alert payload (A) on iOS 18\n"))
    let newer = notifsim(["explain", payload, "--platform", "iOS 30"])
    #expect(newer.status == 0)
    #expect(newer.stderr == "Warning: iOS 30 is newer than the newest profile; running on iOS 27, the newest modelled version\n")
    #expect(newer.stdout.hasPrefix("<inline>: alert payload (A) on iOS 27\n"))
  }

  @Test func `explain answers which callback fires when for one payload`() {
    let result = notifsim(["explain", #"{"aps": {"alert": "Hi", "content-available": 1}}"#])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.first == "<inline>: alertWithBackgroundWake payload (AC) on iOS 26")
    #expect(result.stdout.contains("""
      notRunning  arrives               shown [banner, list] → willFinishLaunching → didFinishLaunching →
                                        didReceiveRemoteNotificationWithFetch  [R21]
      """))
    #expect(lines.contains { $0.hasPrefix("forceQuit   arrives ") && $0.contains("shown [banner, list] → dropped: force-quit") })
    #expect(lines.contains { $0.hasPrefix("active      arrives ") && $0.contains("willPresent → didReceiveRemoteNotificationWithFetch → shown") })
    // 66 combinations: 64 rows, and the two that cannot happen folded into one line.
    #expect(lines.filter { $0.hasPrefix("  tap app icon when the app is inactive or active: ") }.count == 1)
    #expect(result.stdout.contains("Cannot happen (2 of 66 combinations):\n"))
  }

  @Test func `the table prints every rule with its source`() throws {
    let result = notifsim(["table", "--format", "json"])
    #expect(result.status == 0)
    let table = try #require(JSONParser.parse(result.stdout).value?.object)
    let rules = try #require(table["rules"]?.array)
    #expect(rules.count >= 40)
    #expect(rules.count == RoutingTable.standard.rules.count)
    for rule in rules {
      let sources = rule.object?["sources"]?.array ?? []
      #expect(!sources.isEmpty, "rule \(rule.object?["id"]?.string ?? "?") has no source")
      #expect(sources.allSatisfy { !($0.object?["url"]?.string ?? "").isEmpty })
    }
  }
}

@Suite struct ReadmeTests {
  @Test func `the README's quick-start output is what notifsim prints`() throws {
    let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let start = try #require(readme.range(of: "```text\n── Scenarios/WenderCast/cold-launch-from-news-alert.json"))
    let block = readme[start.lowerBound...].dropFirst("```text\n".count)
    let end = try #require(block.range(of: "```"))
    let shown = String(block[..<end.lowerBound])
    let result = notifsim(["run", "Scenarios/WenderCast/cold-launch-from-news-alert.json"], in: packageRoot)
    #expect(result.status == 0)
    #expect(result.stdout == shown)
  }
}

@Suite struct ExplainCommandTests {
  @Test func `a categories file is read like a scenario's categories, with positions in that file`() throws {
    let folder = try TemporaryFolder()
    try folder.write("bad.json", #"{"id": "C", "actions": [{"id": 3}]}"#)
    try folder.write("good.json", #"[{"id": "C", "actions": [{"id": "GO", "options": ["foreground"]}]}]"#)
    let bad = notifsim(["explain", "--category", "bad.json", #"{"aps": {"alert": "x", "category": "C"}}"#], in: folder.url)
    #expect(bad.status == 1)
    #expect(bad.stdout == "bad.json:1:32: error: expected a string, found the number 3 [wrong-type]\n  at $.actions[0].id\n")
    let good = notifsim(["explain", "--category", "good.json", #"{"aps": {"alert": "x", "category": "C"}}"#], in: folder.url)
    #expect(good.status == 0)
    #expect(good.stdout.contains("suspended   fg action         willEnterForeground → didReceive → didBecomeActive  [R43]\n"))
    #expect(good.stdout.contains("""
        bg action in every state: category C has no action without options or text input
      """))
  }

  @Test func `a payload that is not a notification is an error`() {
    let result = notifsim(["explain", "[1, 2]"])
    #expect(result.status == 1)
  }
}
