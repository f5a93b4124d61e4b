import Foundation
import Testing

import NotificationSimulator
@testable import NotificationSimulatorCLI

@Suite struct HelpTests {
  @Test func `--help lists every subcommand, docs included`() {
    let help = notifsim(["--help"])
    #expect(help.status == 0)
    for (name, _, _) in CommandLineParser.subcommands {
      #expect(help.stdout.contains("\n  \(name)"), "\(name) is missing from --help")
    }
    #expect(help.stdout.contains("  docs [CATALOG]      Regenerate the generated parts of the DocC articles"))
  }

  @Test func `help help works, and every subcommand has its own help`() {
    let helpHelp = notifsim(["help", "help"])
    #expect(helpHelp.status == 0)
    #expect(helpHelp.stdout.hasPrefix("USAGE: notifsim help [SUBCOMMAND]\n"))
    for (name, _, _) in CommandLineParser.subcommands {
      let result = notifsim(["help", name])
      #expect(result.status == 0, "help \(name)")
      #expect(result.stdout.hasPrefix(name == "help" ? "USAGE: notifsim help" : "USAGE: notifsim \(name)"), "help \(name)")
      if name != "help" { #expect(notifsim([name, "--help"]).stdout == result.stdout, "\(name) --help") }
    }
  }

  @Test func `no arguments prints the usage on standard error and exits 64`() {
    let result = notifsim([])
    #expect(result.status == 64)
    #expect(result.stdout == "")
    #expect(result.stderr.contains("USAGE: notifsim <subcommand> [options]"))
  }

  /// Every option a subcommand's parser accepts appears in its help.
  /// Each command's options and output formats, from the parsers' own lists.
  static let documented: [(String, [String])] = {
    let run: [String] = RunCommand.Options.optionNames + RunCommand.Format.allCases.map(\.rawValue)
    let lint: [String] = LintCommand.Options.optionNames + LintCommand.Format.allCases.map(\.rawValue)
    let explain: [String] = ExplainCommand.Options.optionNames + ExplainCommand.Options.Format.allCases.map(\.rawValue)
    let table: [String] = ["--format"] + TableFormat.allCases.map(\.rawValue)
    return [("run", run), ("lint", lint), ("explain", explain), ("new", NewCommand.Options.optionNames), ("table", table),
      ("docs", ["--check"])]
  }()

  @Test(arguments: HelpTests.documented)
  func `help lists every option and format`(subcommand: String, options: [String]) {
    let help = notifsim(["help", subcommand]).stdout
    for option in options { #expect(help.contains(option), "\(subcommand) help lacks \(option)") }
  }

  /// Every option a command declares (every name, short ones too), which the completion and
  /// the "did you mean" read, is one its parser accepts; an unknown one is refused.
  static let parsers: [(String, [String])] = Completion.commands.map { command in
    (command.name, command.options.flatMap(\.names))
  }

  @Test(arguments: HelpTests.parsers)
  func `the option lists are the parsers' own`(subcommand: String, options: [String]) {
    // An operand first where the command takes one, so the option is not the only argument.
    let operand = CommandLineParser.operand(of: subcommand) == .none ? [] : ["x"]
    for option in options {
      let result = notifsim([subcommand] + operand + [option])
      #expect(!result.stderr.contains("unknown option"), "\(subcommand) \(option)")
    }
    let nonsense = notifsim([subcommand] + operand + ["--nonsense"]).stderr
    #expect(
      nonsense.hasPrefix("Error: unknown option '--nonsense'") || subcommand == "schema" || subcommand == "help",
      "\(subcommand): \(nonsense)")
  }

  @Test func `every subcommand declares its options`() {
    #expect(HelpTests.parsers.map(\.0) == ["run", "explain", "new", "lint", "table", "schema", "docs", "completion", "help"])
  }
}

@Suite struct LintFolderTests {
  @Test func `a folder is linted recursively, apns and json files, scenarios set apart`() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("p/deep"), withIntermediateDirectories: true)
    try folder.write("p/a.json", #"{"aps": {"alert": "hi", "badge": "2"}}"#)
    try folder.write("p/deep/b.apns", #"{"aps": {"alert": "hi"}, "Simulator Target Bundle": "com.example.app"}"#)
    try folder.write("p/deep/c.apns", #"{"aps": "#)
    try folder.write("p/notes.txt", "not a payload")
    try folder.write("p/s.json", #"{"scenario": 1, "name": "x", "steps": []}"#)
    let result = notifsim(["lint", "p"], in: folder.url)
    #expect(result.status == 1)
    let files = result.stdout.split(separator: "\n").compactMap { line -> String? in
      guard let colon = line.firstIndex(of: ":"), !line.hasPrefix(" ") else { return nil }
      return String(line[..<colon])
    }
    #expect(files.first == "p/a.json")
    #expect(files.dropLast().last == "p/deep/c.apns")
    #expect(files.contains("p/deep/b.apns") == false)
    #expect(result.stdout.hasSuffix("checked 3 files: 1 error, 1 warning\n"))
    #expect(result.stderr == "note: skipped 1 scenario file (top-level \"scenario\" key); check those with notifsim run\n")
    let empty = try TemporaryFolder()
    let none = notifsim(["lint", "."], in: empty.url)
    #expect(none.status == 1)
    #expect(none.stdout.hasPrefix(".: error: the folder has no .apns or .json files [no-payload-files]\n"))
  }

  @Test func `every bad header is reported, not only the first`() throws {
    let folder = try TemporaryFolder()
    try folder.write("a.json", #"{"aps": {"alert": "hi"}}"#)
    let result = notifsim(
      ["lint", "a.json", "--header", "apns-topic: com.example.app", "--header", "apns-priority: 7",
       "--header", "apns-id: x", "--header", "apns-expiration: soon", "--push-type", "alert"],
      in: folder.url)
    #expect(result.status == 1)
    let errors = result.stdout.split(separator: "\n").filter { $0.contains(": error: ") }
    #expect(errors == [
      #"a.json:1:1: error: APNs answers 400 BadMessageId: apns-id "x" is not a UUID in 8-4-4-4-12 form [apns-bad-message-id]"#,
      "a.json:1:1: error: once that is fixed, APNs answers 400 BadPriority: apns-priority is 7; use 10, 5 or 1 [apns-bad-priority]",
      #"a.json:1:1: error: once that is fixed, APNs answers 400 BadExpirationDate: apns-expiration is "soon"; expected UNIX epoch seconds, 0 or more [apns-bad-expiration-date]"#,
    ])
  }

  @Test func `--push-type applies without headers, to apns files too`() throws {
    let folder = try TemporaryFolder()
    try folder.write("alert.apns", #"{"aps": {"alert": "hi"}, "Simulator Target Bundle": "com.example.app"}"#)
    let plain = notifsim(["lint", "alert.apns"], in: folder.url)
    #expect(plain.stdout == "checked 1 file: 0 errors, 0 warnings\n")
    let background = notifsim(["lint", "alert.apns", "--push-type", "background"], in: folder.url)
    #expect(background.stdout == """
      alert.apns:1:1: warning: apns-push-type is background, but the payload shows an alert, sound or badge [apns-push-type-mismatch]
        at $
        hint: Use apns-push-type: alert, or remove the alert, sound and badge for a silent push.
      checked 1 file: 0 errors, 1 warning

      """)
    try folder.write("alert.json", #"{"aps": {"alert": "hi"}}"#)
    let json = notifsim(["lint", "alert.json", "--push-type", "background"], in: folder.url)
    #expect(json.stdout.contains("[background-push-without-content-available]"))
    #expect(json.stdout.contains("`alert` in a background push"))
  }

  @Test func `sarif puts each finding on its file and line, rules listed once`() throws {
    let folder = try TemporaryFolder()
    try folder.write("a b.json", #"{"aps": {"alert": "hi", "badge": "2", "sound": 3}}"#)
    try folder.write("c.json", #"{"aps": {"badge": "1"}}"#)
    let result = notifsim(["lint", "--format", "sarif", "a b.json", "c.json", "missing.json"], in: folder.url)
    #expect(result.status == 1)
    let log = try #require(JSONParser.parse(result.stdout).value?.object)
    #expect(log["version"]?.string == "2.1.0")
    let run = try #require(log["runs"]?.array?.first?.object)
    let rules = try #require(run["tool"]?.object?["driver"]?.object?["rules"]?.array)
    let ruleIDs = rules.compactMap { $0.object?["id"]?.string }
    #expect(ruleIDs == Array(NSOrderedSet(array: ruleIDs)) as? [String])
    let results = (run["results"]?.array ?? []).compactMap { $0.object }
    #expect(!results.isEmpty)
    let badge = try #require(results.first { $0["message"]?.object?["text"]?.string?.contains("`badge` is the string \"2\"") == true })
    #expect(badge["ruleId"]?.string == "value-wrong-type")
    #expect(badge["level"]?.string == "warning")
    let physical = try #require(badge["locations"]?.array?.first?.object?["physicalLocation"]?.object)
    #expect(physical["artifactLocation"]?.object?["uri"]?.string == "a%20b.json")
    #expect(physical["region"]?.object?["startLine"]?.number?.intValue == 1)
    #expect(physical["region"]?.object?["startColumn"]?.number?.intValue == 34)
    #expect(results.contains { $0["ruleId"]?.string == "file-not-found" && $0["level"]?.string == "error" })
    #expect(results.allSatisfy { ruleIDs[$0["ruleIndex"]?.number?.intValue ?? -1] == $0["ruleId"]?.string })
  }
}
