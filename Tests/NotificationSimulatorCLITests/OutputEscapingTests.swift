import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

@testable import NotificationSimulatorCLI

/// Strings a pull request could put in a scenario name, an id or a file name to forge output:
/// terminal escape sequences (CSI, OSC), CR/LF followed by a GitHub Actions command, NUL,
/// noncharacters, XML and HTML markup, Markdown and Mermaid syntax.
let hostileStrings: [String] = [
  "\u{1B}[2J",
  "\u{1B}]0;title\u{07}",
  "a\r\n::error file=x::forged",
  "nul\u{0}",
  "\u{FFFE}\u{FFFF}",
  "]]><!--</script>",
  "<img src=x onerror=alert(1)>",
  "# h\n| x *y* `z`",
  "%%{init}%%\rNote; #35;",
  "\u{202E}evil\u{2028}",
]

/// One hostile string and what each format's escaping layer makes of it.
struct EscapeCase: Sendable, CustomTestStringConvertible {
  var input: String
  var text: String
  var githubData: String
  var githubProperty: String
  var xml: String
  var markdown: String
  var mermaid: String
  var html: String
  var testDescription: String { Escape.text(input) }
}

let escapeCases: [EscapeCase] = [
  EscapeCase(
    input: hostileStrings[0], text: #"\u{1B}[2J"#, githubData: #"\u{1B}[2J"#, githubProperty: #"\u{1B}[2J"#,
    xml: #"\u{1B}[2J"#, markdown: #"\\u\{1B\}\[2J"#, mermaid: #"\u{1B}[2J"#, html: #"\u{1B}[2J"#),
  EscapeCase(
    input: hostileStrings[1], text: #"\u{1B}]0;title\u{7}"#, githubData: #"\u{1B}]0;title\u{7}"#,
    githubProperty: #"\u{1B}]0;title\u{7}"#, xml: #"\u{1B}]0;title\u{7}"#, markdown: #"\\u\{1B\}\]0;title\\u\{7\}"#,
    mermaid: #"\u{1B}]0,title\u{7}"#, html: #"\u{1B}]0;title\u{7}"#),
  EscapeCase(
    input: hostileStrings[2], text: #"a\u{D}\u{A}::error file=x::forged"#, githubData: "a%0D%0A::error file=x::forged",
    githubProperty: "a%0D%0A%3A%3Aerror file=x%3A%3Aforged", xml: "a&#13;&#10;::error file=x::forged",
    markdown: #"a\\u\{D\}\\u\{A\}\:\:error file\=x\:\:forged"#, mermaid: #"a\u{D}\u{A}::error file=x::forged"#,
    html: "a\\u{D}\n::error file=x::forged"),
  EscapeCase(
    input: hostileStrings[3], text: #"nul\u{0}"#, githubData: #"nul\u{0}"#, githubProperty: #"nul\u{0}"#,
    xml: #"nul\u{0}"#, markdown: #"nul\\u\{0\}"#, mermaid: #"nul\u{0}"#, html: #"nul\u{0}"#),
  EscapeCase(
    input: hostileStrings[4], text: #"\u{FFFE}\u{FFFF}"#, githubData: #"\u{FFFE}\u{FFFF}"#,
    githubProperty: #"\u{FFFE}\u{FFFF}"#, xml: #"\u{FFFE}\u{FFFF}"#, markdown: #"\\u\{FFFE\}\\u\{FFFF\}"#,
    mermaid: #"\u{FFFE}\u{FFFF}"#, html: #"\u{FFFE}\u{FFFF}"#),
  EscapeCase(
    input: hostileStrings[5], text: "]]><!--</script>", githubData: "]]><!--</script>", githubProperty: "]]><!--</script>",
    xml: "]]&gt;&lt;!--&lt;/script&gt;", markdown: #"\]\]&gt;&lt;\!\-\-&lt;/script&gt;"#, mermaid: "]]>‹!--‹/script>",
    html: "]]&gt;&lt;!--&lt;/script&gt;"),
  EscapeCase(
    input: hostileStrings[6], text: "<img src=x onerror=alert(1)>", githubData: "<img src=x onerror=alert(1)>",
    githubProperty: "<img src=x onerror=alert(1)>", xml: "&lt;img src=x onerror=alert(1)&gt;",
    markdown: #"&lt;img src\=x onerror\=alert\(1\)&gt;"#, mermaid: "‹img src=x onerror=alert(1)>",
    html: "&lt;img src=x onerror=alert(1)&gt;"),
  EscapeCase(
    input: hostileStrings[7], text: #"# h\u{A}| x *y* `z`"#, githubData: "# h%0A| x *y* `z`", githubProperty: "# h%0A| x *y* `z`",
    xml: "# h&#10;| x *y* `z`", markdown: ##"\# h\\u\{A\}\| x \*y\* \`z\`"##, mermaid: #"№ h\u{A}| x *y* `z`"#,
    html: "# h\n| x *y* `z`"),
  EscapeCase(
    input: hostileStrings[8], text: #"%%{init}%%\u{D}Note; #35;"#, githubData: "%25%25{init}%25%25%0DNote; #35;",
    githubProperty: "%25%25{init}%25%25%0DNote; #35;", xml: "%%{init}%%&#13;Note; #35;",
    markdown: ##"%%\{init\}%%\\u\{D\}Note; \#35;"##, mermaid: #"٪٪{init}٪٪\u{D}Note, №35,"#, html: #"%%{init}%%\u{D}Note; #35;"#),
  EscapeCase(
    input: hostileStrings[9], text: #"\u{202E}evil\u{2028}"#, githubData: #"\u{202E}evil\u{2028}"#,
    githubProperty: #"\u{202E}evil\u{2028}"#, xml: "\u{202E}evil\u{2028}", markdown: #"\\u\{202E\}evil\\u\{2028\}"#,
    mermaid: #"\u{202E}evil\u{2028}"#, html: #"\u{202E}evil\u{2028}"#),
]

/// A scenario whose name, description and notification id are all the hostile strings, with an
/// expectation that fails, so the id reaches the timeline, the failure and the comparison.
func hostileScenario() -> String {
  let hostile = hostileStrings.joined(separator: " ")
  let quoted = String(decoding: try! JSONSerialization.data(withJSONObject: [hostile], options: []), as: UTF8.self)
  let value = String(quoted.dropFirst().dropLast())
  let id = String(decoding: try! JSONSerialization.data(withJSONObject: ["n " + hostile], options: []), as: UTF8.self)
    .dropFirst().dropLast()
  return """
    {"scenario": 1, "name": \(value), "about": \(value), "device": {"authorization": "authorized"},
     "steps": [{"push": {"aps": {"alert": "Hi"}}, "id": \(id)},
               {"expect": [{"callback": "didReceive", "notification": \(id)}]}]}
    """
}

@Suite struct OutputEscapingTests {
  @Test(arguments: escapeCases)
  func `each format's layer escapes the hostile strings exactly`(_ c: EscapeCase) {
    #expect(Escape.text(c.input) == c.text)
    #expect(Escape.githubData(c.input) == c.githubData)
    #expect(Escape.githubProperty(c.input) == c.githubProperty)
    #expect(Escape.xml(c.input) == c.xml)
    #expect(Escape.markdown(c.input) == c.markdown)
    #expect(Escape.mermaid(c.input) == c.mermaid)
    #expect(HTMLReport.escape(c.input) == c.html)
  }

  @Test func `a code span and a code block cannot be closed from inside`() {
    #expect(Escape.markdownCode("a`b") == "``a`b``")
    #expect(Escape.markdownCode("`x|y`") == "`` `x\\|y` ``")
    #expect(Escape.markdownCode("plain.json") == "`plain.json`")
    #expect(Escape.markdownBlock(["```", "ok\u{1B}"], info: "text") == "````text\n```\nok\\u{1B}\n````\n")
  }

  /// Whether text has a scalar a terminal would act on, other than the line breaks the writer puts.
  func hasHiddenScalar(_ text: String) -> Bool {
    text.unicodeScalars.contains { $0 != "\n" && Escape.isHidden($0) }
  }

  @Test func `the text output shows every hidden character and cannot start a GitHub command`() throws {
    let folder = try TemporaryFolder()
    try folder.write("hostile.json", hostileScenario())
    let result = notifsim(["run", "hostile.json"], in: folder.url)
    #expect(result.status == 1)
    #expect(!hasHiddenScalar(result.stdout))
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(!lines.contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("::") })
    let name = hostileStrings.map(Escape.text).joined(separator: " ")
    #expect(lines[1] == "   \(name) (iOS 26, app notRunning, clock 2026-01-05T09:00:00 UTC)")
    #expect(lines.contains { $0 == "+0.000s  push       n \(name) alert (A)" })
    // Every line is one the writer made: the header, three events, the failure, the comparison
    // header and two rows, the result, a blank line and the summary.
    #expect(lines.count == 13, "\(lines)")
    // The quiet run, which runs through the batch path, too.
    let quiet = notifsim(["run", "--quiet", "hostile.json"], in: folder.url)
    #expect(!hasHiddenScalar(quiet.stdout))
  }

  @Test func `the GitHub output is one annotation line, its message escaped per the toolkit`() throws {
    let folder = try TemporaryFolder()
    try folder.write("hostile.json", hostileScenario())
    let result = notifsim(["run", "--format", "github", "hostile.json"], in: folder.url)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 2)
    #expect(lines.last == "scenarios: 0 passed, 1 failed")
    let title = hostileStrings.map(Escape.githubProperty).joined(separator: " ")
    #expect(lines[0].hasPrefix("::error file=hostile.json,line=3,col=23,title=notifsim%3A \(title)::expectations at "))
    #expect(!hasHiddenScalar(result.stdout))
  }

  @Test func `the JUnit output parses as XML and carries every name escaped`() throws {
    let folder = try TemporaryFolder()
    try folder.write("hostile.json", hostileScenario())
    let result = notifsim(["run", "--format", "junit", "hostile.json"], in: folder.url)
    let parser = XMLParser(data: Data(result.stdout.utf8))
    let counter = JUnitCounter()
    parser.delegate = counter
    #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    #expect(counter.testCases == 1)
    #expect(counter.failures == 1)
    let name = hostileStrings.map(Escape.xml).joined(separator: " ")
    #expect(result.stdout.contains("<testcase classname=\"scenarios\" name=\"\(name)\""))
  }

  @Test func `the Markdown page escapes HTML, line structure and Mermaid syntax`() throws {
    let folder = try TemporaryFolder()
    try folder.write("hostile.json", hostileScenario())
    let result = notifsim(["run", "--format", "markdown", "hostile.json"], in: folder.url)
    let page = result.stdout
    let name = hostileStrings.map(Escape.markdown).joined(separator: " ")
    let lines = page.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.contains("| FAIL | \(name) | `hostile.json` |"))
    #expect(lines.contains("## ❌ \(name)"))
    #expect(lines.contains(name))
    // Outside code blocks (where Markdown shows text as it is), no tag survives.
    var inCode = false
    for line in lines {
      if line.hasPrefix("```") { inCode.toggle() }
      if !inCode { #expect(!line.contains("<"), "\(line)") }
    }
    #expect(!hasHiddenScalar(page))
    // Headings are only the writer's two.
    #expect(lines.filter { $0.hasPrefix("#") }.count == 2)
    // Inside the diagram, every line is one the writer made.
    let start = try #require(lines.firstIndex(of: "```mermaid"))
    let end = try #require(lines[start...].dropFirst().firstIndex(of: "```"))
    let diagram = lines[(start + 1)..<end]
    #expect(diagram.count == 8, "\(diagram)")
    let mermaidID = hostileStrings.map(Escape.mermaid).joined(separator: " ")
    #expect(diagram.contains("    APNs->>iOS: +0.000s push n \(mermaidID) alert (A)"))
    #expect(!diagram.contains { $0.contains("%") || $0.contains(";") || $0.contains("#") || $0.contains("<") })
  }

  @Test func `the HTML report stays well-formed with no markup from the scenario`() throws {
    let folder = try TemporaryFolder()
    try folder.write("hostile.json", hostileScenario())
    let result = notifsim(["run", "--format", "html", "hostile.json"], in: folder.url)
    let reader = try #require(ReportReader.read(result.stdout))
    #expect(reader.externalReferences.isEmpty)
    #expect(!reader.elements.contains("img"))
    #expect(!hasHiddenScalar(result.stdout.replacingOccurrences(of: "\t", with: "")))
  }
}
