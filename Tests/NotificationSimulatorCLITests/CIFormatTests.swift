import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

import NotificationPayload
@testable import NotificationSimulatorCLI

/// The CI formats carry what their consumers need: SARIF's columnKind, rule descriptions and
/// repository-relative URIs; JUnit without the attributes Jenkins' schema rejects; GitHub's
/// annotation limit.
@Suite struct CIFormatTests {
  @Test func `SARIF counts columns in code points, describes its rules and uses repository-relative URIs`() throws {
    let folder = try TemporaryFolder()
    try folder.write("u.json", #"{"aps": {"alert": "héllo", "badge": "2"}}"#)
    var out = StringSink()
    let report = LintCommand.check(folder.url.appendingPathComponent("u.json").path, with: PayloadCheck(pushType: nil, headers: []))
    let outside = LintCommand.FileReport(
      path: "/elsewhere/p q.json", diagnostics: [],
      fileProblem: Diagnostic(.error, "file-not-found", "no such file", hint: "Check the path."))
    SARIF.write([report, outside], currentFolder: folder.url.path, to: &out)
    let log = try #require(JSONParser.parse(out.text).value?.object)
    let run = try #require(log["runs"]?.array?.first?.object)
    #expect(run["columnKind"]?.string == "unicodeCodePoints")
    let results = (run["results"]?.array ?? []).compactMap(\.object)
    let badge = try #require(results.first { $0["ruleId"]?.string == "value-wrong-type" })
    let physical = try #require(badge["locations"]?.array?.first?.object?["physicalLocation"]?.object)
    #expect(physical["artifactLocation"]?.object?["uri"]?.string == "u.json")
    #expect(physical["artifactLocation"]?.object?["uriBaseId"]?.string == "%SRCROOT%")
    // The value "2" starts at byte 38 of the line but at code point 37: é is two bytes.
    #expect(physical["region"]?.object?["startColumn"]?.number?.intValue == 37)
    #expect(physical["region"]?.object?["endColumn"]?.number?.intValue == 38)
    let missing = try #require(results.first { $0["ruleId"]?.string == "file-not-found" })
    let missingLocation = missing["locations"]?.array?.first?.object?["physicalLocation"]?.object?["artifactLocation"]?.object
    #expect(missingLocation?["uri"]?.string == "file:///elsewhere/p%20q.json")
    #expect(missingLocation?["uriBaseId"] == nil)
    let ruleValues = try #require(run["tool"]?.object?["driver"]?.object?["rules"]?.array)
    let rules = ruleValues.compactMap(\.object)
    let rule = try #require(rules.first { $0["id"]?.string == "value-wrong-type" })
    let catalog = try #require(PayloadLinter.rules.first { $0.code == "value-wrong-type" })
    #expect(rule["shortDescription"]?.object?["text"]?.string == catalog.summary)
    #expect(rule["fullDescription"]?.object?["text"]?.string?.hasPrefix(catalog.summary) == true)
    #expect(rule["help"]?.object?["text"]?.string?.isEmpty == false)
    #expect(rule["defaultConfiguration"]?.object?["level"]?.string == "warning")
    for rule in rules { #expect(rule["shortDescription"] != nil && rule["help"] != nil) }
  }

  /// The fingerprint of each result of linting `text` as `name` in `folder`, by rule id and
  /// message with positions left out, in the log's order.
  private func fingerprints(_ text: String, in folder: TemporaryFolder, name: String = "p.json") throws -> [String] {
    try folder.write(name, text)
    var out = StringSink()
    let report = LintCommand.check(folder.url.appendingPathComponent(name).path, with: PayloadCheck(pushType: nil, headers: []))
    SARIF.write([report], currentFolder: folder.url.path, to: &out)
    let log = try #require(JSONParser.parse(out.text).value?.object)
    let results = (log["runs"]?.array?.first?.object?["results"]?.array ?? []).compactMap(\.object)
    return results.map { result in
      let rule = result["ruleId"]?.string ?? "?"
      let print = result["partialFingerprints"]?.object?["notifsimFinding/v1"]?.string ?? "none"
      return rule + " " + print
    }
  }

  @Test func `SARIF fingerprints stay when unrelated lines move and differ between findings`() throws {
    let folder = try TemporaryFolder()
    let before = try fingerprints(#"{"aps": {"alert": "a", "alert": "b", "badge": "2", "sound": 3}}"#, in: folder)
    // Lines and an unrelated key above every finding: each finding's line and column change,
    // and so does the "first at LINE:COLUMN" in the duplicate key's message.
    let after = try fingerprints(
      "{\n\n\n  \"other\": {\"x\": [1, 2, 3]},\n  \"aps\": {\n    \"alert\": \"a\",\n    \"alert\": \"b\",\n    \"badge\": \"2\",\n    \"sound\": 3\n  }\n}\n",
      in: folder)
    #expect(before == [
      "json-duplicate-key 33c14f0672e9984d:1",
      "value-wrong-type f9957cd8bdc9ecf0:1",
      "value-wrong-type f2b845c4a47ba751:1",
    ])
    #expect(after == before)
    #expect(Set(before).count == before.count)
    // The same finding in another file, or on another key, is another fingerprint.
    let elsewhere = try fingerprints(#"{"aps": {"alert": "a", "alert": "b", "badge": "2", "sound": 3}}"#, in: folder, name: "q.json")
    #expect(Set(elsewhere).isDisjoint(with: before))
    let otherKey = try fingerprints(#"{"aps": {"badge": 1, "sound": "2", "alert": {"title": 3}}}"#, in: folder)
    #expect(Set(otherKey).isDisjoint(with: before))
    // Two findings alike in every way are told apart by their order.
    let twice = try fingerprints(#"{"aps": {"alert": "a", "alert": "b", "alert": "c"}}"#, in: folder)
    #expect(twice.count == 2 && twice[0].dropLast() == twice[1].dropLast() && twice[0].hasSuffix(":1") && twice[1].hasSuffix(":2"))
  }

  @Test func `SARIF fingerprints leave positions out of the message`() {
    #expect(SARIF.withoutPositions("the key \"a\" appears twice in this object (first at 12:345)") == "the key \"a\" appears twice in this object (first at #:#)")
    #expect(SARIF.withoutPositions("5120 bytes: at most 4096, ratio 1:x, a12:3") == "5120 bytes: at most 4096, ratio 1:x, a#:#")
    #expect(SARIF.withoutPositions("") == "")
  }

  @Test func `SARIF relative paths drop their leading ./`() {
    #expect(SARIF.artifactLocation("./a/b.json", currentFolder: "/x") == #"{"uri":"a/b.json","uriBaseId":"%SRCROOT%"}"#)
    #expect(SARIF.artifactLocation("/x/a.json", currentFolder: "/x") == #"{"uri":"a.json","uriBaseId":"%SRCROOT%"}"#)
    #expect(SARIF.artifactLocation("/xy/a.json", currentFolder: "/x") == #"{"uri":"file:///xy/a.json"}"#)
  }

  @Test func `GitHub shows at most ten annotations a run, then one notice of the rest`() throws {
    let folder = try TemporaryFolder()
    for index in 1...12 { try folder.write("f\(index < 10 ? "0" : "")\(index).json", failingLaunch) }
    let result = notifsim(["run", "--format", "github", "."], in: folder.url)
    #expect(result.status == 1)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.filter { $0.hasPrefix("::error ") }.count == 10)
    #expect(lines.filter { $0.hasPrefix("::error file=f11.json") || $0.hasPrefix("::error file=f12.json") }.isEmpty)
    #expect(
      lines.contains(
        "::notice title=notifsim::2 more findings (2 errors) not shown as annotations: GitHub shows 10 a step. Run with --format text (or junit) for every failure."
      ))
    #expect(lines.last == "scenarios: 0 passed, 12 failed")
    // Errors are chosen before warnings.
    var annotations = (1...12).map {
      ScenarioReport.Annotation(level: "warning", file: "w\($0)", position: nil, title: "t", message: "m")
    }
    annotations.append(ScenarioReport.Annotation(level: "error", file: "e", position: nil, title: "t", message: "m"))
    var out = StringSink()
    ScenarioReport.writeAnnotations(annotations, seeAlso: "See more.", to: &out)
    let written = out.text.split(separator: "\n")
    #expect(written.count == 11)
    #expect(written.contains("::error file=e,title=t::m"))
    #expect(written.last == "::notice title=notifsim::3 more findings (0 errors) not shown as annotations: GitHub shows 10 a step. See more.")
  }

  @Test func `lint writes GitHub annotations too`() throws {
    let folder = try TemporaryFolder()
    try folder.write("p.json", #"{"aps": {"alert": "Hi", "badge": "2"}}"#)
    let result = notifsim(["lint", "--format", "github", "p.json", "gone.json"], in: folder.url)
    #expect(result.status == 1)
    #expect(
      result.stdout.hasPrefix(
        "::warning file=p.json,line=1,col=34,title=notifsim lint%3A value-wrong-type::`badge` is the string \"2\""))
    #expect(result.stdout.contains("::error file=gone.json,title=notifsim lint%3A file-not-found::no such file%0Ahint: Check the path"))
    #expect(result.stdout.hasSuffix("checked 2 files: 1 error, 1 warning\n"))
  }

  @Test func `JUnit has no attribute Jenkins' schema rejects, and its messages start with the file and line`() throws {
    let folder = try TemporaryFolder()
    try folder.write("bad.json", failingLaunch)
    try folder.write("broken.json", #"{"scenario": 1, "name": "x", "steps": [}"#)
    let result = notifsim(["run", "--format", "junit", ".", "gone.json"], in: folder.url)
    #expect(!result.stdout.contains(" file=\""))
    #expect(result.stdout.contains("<failure message=\"bad.json:2:86: expectations at $.expect do not hold: "))
    #expect(result.stdout.contains(" type=\"expectation\">"))
    #expect(result.stdout.contains("<error message=\"broken.json:1:40: invalid scenario file: "))
    #expect(result.stdout.contains("<error message=\"gone.json: no such file or folder\" type=\"file-not-found\">"))
    /// Jenkins' JUnit schema (junit-10.xsd): the attributes each element may have.
    let allowed: [String: Set<String>] = [
      "testsuites": ["name", "time", "tests", "failures", "disabled", "errors"],
      "testsuite": ["name", "tests", "failures", "errors", "time", "disabled", "skipped", "timestamp", "hostname", "id", "package"],
      "testcase": ["name", "assertions", "time", "classname", "status"],
      "failure": ["message", "type"], "error": ["message", "type"],
    ]
    let checker = AttributeChecker()
    let parser = XMLParser(data: Data(result.stdout.utf8))
    parser.delegate = checker
    #expect(parser.parse())
    for (element, attributes) in checker.seen {
      #expect(attributes.isSubset(of: allowed[element] ?? []), "\(element): \(attributes.subtracting(allowed[element] ?? []))")
    }
  }

  @Test func `--quiet keeps the failing scenarios only in Markdown and HTML, and a page too large for a comment is noted`() throws {
    let folder = try TemporaryFolder()
    try folder.write("good.json", coldLaunch)
    try folder.write("bad.json", failingLaunch)
    let markdown = notifsim(["run", "--format", "markdown", "--quiet", "."], in: folder.url)
    #expect(markdown.stdout.hasPrefix("# Scenario run\n\n1 of 2 scenarios passed.\n\nFailing scenarios only (--quiet).\n\n"))
    #expect(markdown.stdout.contains("`bad.json`") && !markdown.stdout.contains("good.json"))
    let html = notifsim(["run", "--format", "html", "--quiet", "."], in: folder.url)
    #expect(html.stdout.contains("bad.json") && !html.stdout.contains("good.json"))
    #expect(html.stdout.contains("<span class=\"n pass\">1 passed</span>"))
    let reader = try #require(ReportReader.read(html.stdout))
    #expect(reader.sections.count == 1)

    let bundled = notifsim(["run", "--format", "markdown", "Scenarios"], in: packageRoot)
    let size = bundled.stdout.unicodeScalars.count
    #expect(size > ScenarioReport.markdownCommentLimit)
    #expect(
      bundled.stderr.hasPrefix(
        "note: the Markdown page is \(size) characters, more than a GitHub comment holds (65536); --quiet keeps the failing scenarios only\n"))
    #expect(!markdown.stderr.contains("note: the Markdown page"))
  }
}

/// Collects each element's attribute names.
final class AttributeChecker: NSObject, XMLParserDelegate {
  var seen: [String: Set<String>] = [:]
  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    seen[name, default: []].formUnion(attributes.keys)
  }
}
