import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

import NotificationSimulator
@testable import NotificationSimulatorCLI

/// Reads an HTML report as XML (the report is written as well-formed XHTML-compatible markup
/// after its doctype) and collects what a reader would look for.
final class ReportReader: NSObject, XMLParserDelegate {
  var sections: [(id: String, classes: String)] = []
  var svgs = 0
  var svgRows: [String] = []
  var unexpectedRows = 0
  var texts: [String] = []
  var externalReferences: [String] = []
  var elements: Set<String> = []
  private var inRow = false
  private var rowText = ""

  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    elements.insert(name)
    if name == "section", let classes = attributes["class"], classes.hasPrefix("scenario") {
      sections.append((attributes["id"] ?? "", classes))
    }
    if name == "svg", attributes["class"] == "seq" { svgs += 1 }
    if name == "g", let classes = attributes["class"], classes.hasPrefix("row") {
      inRow = true
      rowText = ""
      if classes.contains("unexpected") { unexpectedRows += 1 }
    }
    for key in ["src", "href"] {
      if let value = attributes[key], !value.hasPrefix("#"), !value.hasPrefix("https://") { externalReferences.append("\(name) \(key)=\(value)") }
    }
    if name == "script" || name == "link" || name == "img" || name == "iframe" { externalReferences.append(name) }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    texts.append(string)
    if inRow { rowText += string }
  }

  func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
    if name == "g" && inRow {
      svgRows.append(rowText)
      inRow = false
    }
  }

  /// Parses `html` after its doctype; `nil` when it is not well-formed.
  static func read(_ html: String) -> ReportReader? {
    let body = html.replacingOccurrences(of: "<!DOCTYPE html>\n", with: "")
    let reader = ReportReader()
    let parser = XMLParser(data: Data(body.utf8))
    parser.delegate = reader
    return parser.parse() ? reader : nil
  }
}

@Suite struct HTMLReportTests {
  @Test func `the report of the bundled scenarios is well-formed, self-contained, and draws every event`() throws {
    let html = notifsim(["run", "--format", "html", "Scenarios"], in: packageRoot)
    #expect(html.status == 0)
    #expect(html.stdout.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
    let reader = try #require(ReportReader.read(html.stdout))
    #expect(reader.externalReferences.isEmpty, "\(reader.externalReferences.prefix(3))")
    // Every scenario has a section with a diagram, and every event is a row of it.
    let json = notifsim(["run", "--format", "json", "Scenarios"], in: packageRoot)
    let results = json.stdout.split(separator: "\n").filter { $0.contains(#""type":"result""#) }
    let events = json.stdout.split(separator: "\n").filter { $0.contains(#""type":"event""#) }
    #expect(reader.sections.count == results.count)
    #expect(reader.svgs == results.count)
    #expect(reader.svgRows.count == events.count)
    for line in events.prefix(400) {
      let object = try #require(JSONParser.parse(String(line)).value?.object)
      let body = try #require(object["body"]?.string)
      let head = String(body.prefix(40).split(separator: " ").first ?? "")
      #expect(reader.svgRows.contains { $0.contains(head) }, "\(body)")
    }
    // The summary at the top names the counts.
    #expect(html.stdout.contains("<span class=\"n pass\">\(results.count) passed</span>"))
    // Rule ids link to the rule index, which links to the sources.
    #expect(html.stdout.contains("<a class=\"rule\" href=\"#rule-R30\">R30</a>"))
    #expect(html.stdout.contains("<dt id=\"rule-R30\">R30</dt><dd>"))
    #expect(html.stdout.contains("<a href=\"https://developer.apple.com/"))
    // Every row draws a shape the page defines once.
    for style in ["user", "push", "call", "reply", "note", "state"] {
      #expect(html.stdout.components(separatedBy: "<g id=\"\(style)\">").count == 2, "\(style)")
    }
  }

  @Test func `a failing run highlights the unexpected events and shows the comparison`() throws {
    let folder = try TemporaryFolder()
    try folder.write("bad.json", failingLaunch)
    try folder.write("invalid.json", #"{"scenario": 1, "name": "x", "steps": [{"tap": 3}]}"#)
    try folder.write("good.json", coldLaunch)
    let html = notifsim(["run", "--format", "html", "."], in: folder.url)
    #expect(html.status == 1)
    let reader = try #require(ReportReader.read(html.stdout))
    // Failures first, each in the run's order.
    #expect(reader.sections.map(\.classes) == ["scenario fail", "scenario invalid", "scenario pass"])
    #expect(reader.unexpectedRows == 6)
    #expect(html.stdout.contains("<tr class=\"missing\"><td><span class=\"mark\">−</span> callback willPresent</td><td></td></tr>"))
    #expect(html.stdout.contains("<tr class=\"added\"><td><span class=\"mark\">+</span> </td><td>callback didBecomeActive</td></tr>"))
    #expect(html.stdout.contains("<span class=\"n fail\">1 failed</span> <span class=\"n invalid\">1 invalid</span>"))
    #expect(html.stdout.contains("<td><code><span>bad.json</span></code></td>"))
    #expect(html.stdout.contains("<h2>Failures</h2>"))
    #expect(html.stderr == "scenarios: 1 passed, 2 failed\n")
  }

  /// The page's top, from its header to the start of the cards.
  func header(_ html: String) -> String {
    guard let start = html.range(of: "<header"), let end = html.range(of: "<main>\n") else { return "" }
    return String(html[start.lowerBound..<end.upperBound])
  }

  @Test func `the index lists each failure, then folds the passing scenarios into one row per folder`() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("sub folder"), withIntermediateDirectories: true)
    try folder.write("bad.json", failingLaunch)
    try folder.write("good.json", coldLaunch)
    try folder.write("invalid.json", #"{"scenario": 1, "name": "x", "steps": [{"tap": 3}]}"#)
    try folder.write("sub folder/a-1.json", coldLaunch)
    try folder.write("sub folder/b.json", coldLaunch)
    let html = notifsim(["run", "--format", "html", "."], in: folder.url)
    #expect(html.status == 1)
    #expect(header(html.stdout) == """
      <header class="summary fail">
      <h1>Scenario run</h1>
      <p class="counts"><span class="n pass">3 passed</span> <span class="n fail">1 failed</span> <span class="n invalid">1 invalid</span> <span class="n">5 in all</span></p>
      <h2>Failures</h2>
      <ul class="failures">
      <li><a href="#s0">cold launch</a> <code>bad.json</code>: expectations at $.expect do not hold: 1 expected event did not happen, 6 events happened that were not expected</li>
      <li><a href="#s2">invalid.json</a> <code>invalid.json</code>: expected the id of a notification, found the number 3</li>
      </ul>
      <details class="index"><summary>Index: 2 failing, 3 passed in 2 folders</summary>
      <div class="scroll"><table class="index">
      <thead><tr><th>Result</th><th>Scenario</th><th>File or folder</th></tr></thead>
      <tbody>
      <tr class="fail"><td><span class="badge fail">FAIL</span></td><td><a href="#s0">cold launch</a></td><td><code><span>bad.json</span></code></td></tr>
      <tr class="invalid"><td><span class="badge invalid">INVALID</span></td><td><a href="#s2">invalid.json</a></td><td><code><span>invalid.json</span></code></td></tr>
      <tr class="pass"><td><span class="badge pass">PASS</span></td><td><a href="#s1">1 passed</a></td><td><code><span>./</span></code></td></tr>
      <tr class="pass"><td><span class="badge pass">PASS</span></td><td><a href="#s3">2 passed</a></td><td><code><span>sub folder/</span></code></td></tr>
      </tbody>
      </table></div>
      </details>
      </header>
      <main>

      """)
    // Every link of the index leads to a card.
    let reader = try #require(ReportReader.read(html.stdout))
    #expect(reader.sections.map(\.id) == ["s0", "s2", "s1", "s3", "s4"])
    // With --quiet, the failures only.
    let quiet = notifsim(["run", "--format", "html", "--quiet", "."], in: folder.url)
    #expect(header(quiet.stdout).contains("<details class=\"index\"><summary>Index: 2 failing</summary>\n"))
    #expect(!quiet.stdout.contains("<tr class=\"pass\">"))
  }

  @Test func `a passing run shows its index open, one row per folder`() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("a/b"), withIntermediateDirectories: true)
    try folder.write("a/one.json", coldLaunch)
    try folder.write("a/b/two.json", coldLaunch)
    try folder.write("a/three.json", coldLaunch)
    let html = notifsim(["run", "--format", "html", "a"], in: folder.url)
    #expect(html.status == 0)
    #expect(header(html.stdout).hasSuffix("""
      <details class="index" open><summary>Index: 3 passed in 2 folders</summary>
      <div class="scroll"><table class="index">
      <thead><tr><th>Result</th><th>Scenario</th><th>File or folder</th></tr></thead>
      <tbody>
      <tr class="pass"><td><span class="badge pass">PASS</span></td><td><a href="#s0">1 passed</a></td><td><code><span>a/</span><wbr/><span>b/</span></code></td></tr>
      <tr class="pass"><td><span class="badge pass">PASS</span></td><td><a href="#s1">2 passed</a></td><td><code><span>a/</span></code></td></tr>
      </tbody>
      </table></div>
      </details>
      </header>
      <main>

      """))
  }

  @Test func `the failures at the top are at most five, the index has them all`() throws {
    let folder = try TemporaryFolder()
    for index in 1...7 { try folder.write("f\(index).json", failingLaunch) }
    let html = notifsim(["run", "--format", "html", "."], in: folder.url)
    let top = header(html.stdout)
    #expect(top.components(separatedBy: "<li><a href=").count == 6)
    #expect(top.contains("<li><a href=\"#s4\">cold launch</a> <code>f5.json</code>: expectations at $.expect do not hold: 1 expected event did not happen, 6 events happened that were not expected</li>\n<li>and 2 more, in the index below</li>\n</ul>\n"))
    #expect(top.components(separatedBy: "<tr class=\"fail\">").count == 8)
  }

  @Test func `a path breaks after a slash and nowhere inside a name`() {
    #expect(HTMLReport.breakable("Scenarios/Re-mote/a b-c.json") == "<span>Scenarios/</span><wbr/><span>Re-mote/</span><wbr/><span>a b-c.json</span>")
    #expect(HTMLReport.breakable("/abs/x<y>/") == "<span>/</span><wbr/><span>abs/</span><wbr/><span>x&lt;y&gt;/</span>")
    #expect(HTMLReport.breakable("plain.json") == "<span>plain.json</span>")
    #expect(HTMLReport.folder(of: "a/b/c.json") == "a/b")
    #expect(HTMLReport.folder(of: "c.json") == ".")
    #expect(HTMLReport.folder(of: "/c.json") == "/")
    #expect(HTMLReport.css.contains(".index code { overflow-wrap: normal; } .index code span { white-space: nowrap; }"))
  }

  @Test func `explain as html has the table, the legend and a diagram per possible row`() throws {
    let html = notifsim(["explain", "--format", "html", #"{"aps": {"content-available": 1}}"#])
    #expect(html.status == 0)
    let reader = try #require(ReportReader.read(html.stdout))
    #expect(reader.externalReferences.isEmpty)
    #expect(reader.svgs == 10)
    #expect(reader.sections.count == 10)
    #expect(html.stdout.contains("<h2>Cannot happen</h2>"))
    #expect(html.stdout.contains("in every state: it was never displayed</li>"))
    #expect(html.stdout.contains("<dt>(S)</dt>"))
  }

  @Test func `device rules such as NC1 are linked and listed with their sources too`() throws {
    let html = notifsim(["run", "--format", "html", "Scenarios/NotificationCenter/collapse-id-score-updates.json"], in: packageRoot)
    #expect(html.status == 0)
    #expect(html.stdout.contains("<a class=\"rule\" href=\"#rule-NC1\">NC1</a>"))
    let summary = try #require(DeviceRules.all.first { $0.id == "NC1" }?.summary)
    #expect(html.stdout.contains("<dt id=\"rule-NC1\">NC1</dt><dd>\(HTMLReport.escape(summary))"))
  }

  @Test func `a failing file run alone highlights the same unexpected events as in a folder`() throws {
    let folder = try TemporaryFolder()
    try folder.write("bad.json", failingLaunch)
    let html = notifsim(["run", "--format", "html", "bad.json"], in: folder.url)
    #expect(html.status == 1)
    let reader = try #require(ReportReader.read(html.stdout))
    #expect(reader.unexpectedRows == 6)
    // Without expectations nothing is marked unexpected.
    try folder.write("plain.json", #"{"scenario": 1, "name": "x", "steps": [{"push": {"aps": {"alert": "a"}}, "id": "n1"}, {"tap": "n1"}]}"#)
    let plain = notifsim(["run", "--format", "html", "plain.json"], in: folder.url)
    #expect(plain.status == 0)
    #expect(try #require(ReportReader.read(plain.stdout)).unexpectedRows == 0)
  }

  @Test func `text that looks like markup is escaped`() {
    #expect(HTMLReport.escape(#"<a href="x">&'"#) == "&lt;a href=&quot;x&quot;&gt;&amp;&#39;")
    #expect(HTMLReport.wrap("aaa bbb ccc", columns: 7) == ["aaa bbb", "ccc"])
    #expect(HTMLReport.wrap("token=0123456789abcdef end", columns: 8) == ["token=01", "23456789", "abcdef", "end"])
    #expect(HTMLReport.wrap("center(_:didReceive:withHandler:) x", columns: 24) == ["center(_:didReceive:", "withHandler:) x"])
  }

  @Test func `plain text is given back as it is, and one character to escape anywhere is still escaped`() {
    let plain = "displayed n0 [banner, list, sound]  [R13] ~!@$^*()_+={}|\\:,.?/`"
    #expect(HTMLReport.escape(plain) == plain)
    #expect(Escape.text(plain) == plain)
    #expect(Escape.mermaid(plain) == plain)
    // A character, then what HTML, text and Mermaid make of it.
    let cases: [(String, String, String, String)] = [
      ("&", "&amp;", "&", "&"), ("<", "&lt;", "<", "‹"), (">", "&gt;", ">", ">"), ("\"", "&quot;", "\"", "\""),
      ("'", "&#39;", "'", "'"), (";", ";", ";", ","), ("#", "#", "#", "№"), ("%", "%", "%", "٪"),
      ("\u{1B}", "\\u{1B}", "\\u{1B}", "\\u{1B}"), ("\u{7F}", "\\u{7F}", "\\u{7F}", "\\u{7F}"),
      ("\u{202E}", "\\u{202E}", "\\u{202E}", "\\u{202E}"), ("\t", "\t", "\\u{9}", "\\u{9}"), ("\n", "\n", "\\u{A}", "\\u{A}"),
      ("é", "é", "é", "é"),
    ]
    for (character, html, text, mermaid) in cases {
      for (before, after) in [("", "ab"), ("a", "b"), ("ab", "")] {
        #expect(HTMLReport.escape(before + character + after) == before + html + after, "\(character)")
        #expect(Escape.text(before + character + after) == before + text + after, "\(character)")
        #expect(Escape.mermaid(before + character + after) == before + mermaid + after, "\(character)")
      }
    }
  }

  @Test func `a text no longer than the columns is one line, counted in characters, not bytes`() {
    #expect(HTMLReport.wrap("", columns: 5) == [""])
    #expect(HTMLReport.wrap("ab cd", columns: 5) == ["ab cd"])
    #expect(HTMLReport.wrap("ab cde", columns: 5) == ["ab", "cde"])
    // Five characters in ten bytes, and a line break that is one character in two bytes.
    #expect(HTMLReport.wrap("éé éé", columns: 5) == ["éé éé"])
    #expect(HTMLReport.wrap("ab\r\ncd", columns: 5) == ["ab\r\ncd"])
    #expect(HTMLReport.wrap("éé éé é", columns: 5) == ["éé éé", "é"])
    // The same cuts in characters as in bytes: after a ':' in the second half, a long word in pieces.
    #expect(HTMLReport.wrap("cénter(_:didReceive:withHandler:) x", columns: 24) == ["cénter(_:didReceive:", "withHandler:) x"])
    #expect(HTMLReport.wrap("tökén=0123456789abcdef end", columns: 8) == ["tökén=01", "23456789", "abcdef", "end"])
  }
}
