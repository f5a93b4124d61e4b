import Foundation
import Testing

@testable import NotificationSimulatorCLI

@Suite struct LintCommandTests {
  @Test func `an empty file is an error that says what a payload looks like`() throws {
    let folder = try TemporaryFolder()
    try folder.write("empty.apns", "")
    let result = notifsim(["lint", "empty.apns"], in: folder.url)
    #expect(result.status == 1)
    #expect(
      result.stdout == """
        empty.apns:1:1: error: the file is empty; a JSON value was expected [empty-file]
          at $
          hint: A payload file holds one JSON object, such as {"aps": {"alert": "Hello"}}.
        checked 1 file: 1 error, 0 warnings

        """)
    #expect(result.stderr == "")
  }

  @Test func `a missing path and an empty folder are errors that name the path`() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("payloads"), withIntermediateDirectories: false)
    let result = notifsim(["lint", "nope.apns", "payloads"], in: folder.url)
    #expect(result.status == 1)
    #expect(
      result.stdout == """
        nope.apns: error: no such file [file-not-found]
          hint: Check the path; it is read relative to the current folder.
        payloads: error: the folder has no .apns or .json files [no-payload-files]
          hint: Give payload files, or a folder that holds some.
        checked 1 file: 2 errors, 0 warnings

        """)
  }

  @Test func `a 50 MB file is refused before it is read`() throws {
    let folder = try TemporaryFolder()
    let path = folder.url.appendingPathComponent("huge.json").path
    // A sparse file: its size is 50 MB but nothing is written, so the test stays fast.
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    let handle = try #require(FileHandle(forWritingAtPath: path))
    try handle.truncate(atOffset: 50_000_000)
    try handle.close()
    let result = notifsim(["lint", "huge.json"], in: folder.url)
    #expect(result.status == 1)
    #expect(
      result.stdout == """
        huge.json: error: the file is 50000000 bytes; lint reads files up to 1048576 bytes, and APNs accepts payloads up to 4096 (5120 for VoIP) [file-too-large]
          hint: This is not a payload file, or it needs to shrink a lot.
        checked 1 file: 1 error, 0 warnings

        """)
  }

  @Test func `100,000-deep nesting is an error, not a crash`() throws {
    let folder = try TemporaryFolder()
    try folder.write("deep.json", String(repeating: "[", count: 100_000))
    let result = notifsim(["lint", "deep.json"], in: folder.url)
    #expect(result.status == 1)
    #expect(
      result.stdout.split(separator: "\n").filter { $0.hasPrefix("deep.json") } == [
        "deep.json:1:1: error: the payload is 100000 bytes; APNs accepts at most 4096 [payload-too-large]",
        "deep.json:1:201: error: arrays and objects nest more than 200 levels deep [json-too-deep]",
      ])
  }

  @Test func `invalid UTF-8, a NUL byte and a repeated key are positioned errors`() throws {
    let folder = try TemporaryFolder()
    try folder.write("latin1.apns", Array(#"{"aps": {"alert": "Caf"#.utf8) + [0xE9] + Array(#""}}"#.utf8))
    try folder.write("nul.apns", Array(#"{"aps": {"badge": 1}}"#.utf8) + [0])
    try folder.write("twice.apns", "{\"aps\": {\"alert\": \"a\"},\n \"aps\": {\"alert\": \"b\"}}")
    let result = notifsim(["lint", "--format", "json", "latin1.apns", "nul.apns", "twice.apns"], in: folder.url)
    #expect(result.status == 1)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 3)
    #expect(
      lines.first
        == #"{"code":"invalid-utf8","column":23,"file":"latin1.apns","hint":"Save the file as UTF-8.","line":1,"message":"invalid UTF-8 in a string: byte 0xE9 does not start a valid UTF-8 sequence","path":"$.aps.alert","severity":"error","source":null}"#
    )
    #expect(lines.dropFirst().first?.contains(#""code":"json-syntax","column":22,"file":"nul.apns""#) == true)
    #expect(lines.dropFirst().first?.contains(#""message":"unexpected NUL byte (U+0000) after the end of the JSON value""#) == true)
    #expect(lines.last?.contains(#""code":"json-duplicate-key","column":2,"file":"twice.apns","#) == true)
    #expect(lines.last?.contains(#""line":2,"#) == true)
  }

  @Test(arguments: [
    (["lint"], "Error: no files to check; give one or more payload files"),
    (["lint", "a.apns", "--format", "yaml"], "Error: the value 'yaml' is invalid for '--format'; use one of: 'text', 'json', 'sarif', 'github'"),
    (["lint", "a.apns", "--formt", "json"], "Error: unknown option '--formt'; did you mean '--format'?"),
    (["lint", "a.apns", "--header", "apns-priority 10"], "Error: the header 'apns-priority 10' has no ':'; write it as 'name: value'"),
    (["lint", "a.apns", "--push-type"], "Error: missing value for '--push-type'"),
    (["lnt", "a.apns"], "Error: unknown subcommand 'lnt'; did you mean 'lint'?"),
    (["lint", "a.apns", "--push-type", "backgrund"],
     "Error: the push type 'backgrund' is not one APNs knows; did you mean 'background'? (APNs knows alert, background, location, voip, complication, fileprovider, mdm, liveactivity, pushtotalk, controls, widgets)"),
    (["lint", "a.apns", "--push-type", "nonsense"],
     "Error: the push type 'nonsense' is not one APNs knows (APNs knows alert, background, location, voip, complication, fileprovider, mdm, liveactivity, pushtotalk, controls, widgets)"),
    ([], "Error: no subcommand; say what to do, such as 'notifsim run Scenarios'"),
    (["help", "hlp"], "Error: no help for 'hlp'; did you mean 'help'? (subcommands: run, explain, new, lint, table, schema, docs, completion, help)"),
  ])
  func `bad usage exits 64 with the reason and the usage`(arguments: [String], firstLine: String) {
    let result = notifsim(arguments)
    #expect(result.status == 64)
    #expect(result.stdout == "")
    #expect(result.stderr.split(separator: "\n").first.map(String.init) == firstLine)
    // The error, the synopsis and a pointer to the help: it fits an 80×24 terminal.
    #expect(result.stderr.split(separator: "\n").count <= 6, "\(result.stderr)")
    #expect(result.stderr.contains("\nUSAGE: notifsim "))
    let help = arguments.first == "lint" ? "notifsim help lint" : arguments.first == "help" ? "notifsim help help" : "notifsim --help"
    #expect(result.stderr.hasSuffix("See '\(help)' for every option.\n"))
  }

  @Test func `options may follow files, and -- ends options`() throws {
    let folder = try TemporaryFolder()
    try folder.write("--odd.apns", #"{"aps": {"alert": "x"}}"#)
    let result = notifsim(["lint", "--format=text", "--", "--odd.apns"], in: folder.url)
    #expect(result == CommandResult(status: 0, stdout: "checked 1 file: 0 errors, 0 warnings\n", stderr: ""))
  }
}
