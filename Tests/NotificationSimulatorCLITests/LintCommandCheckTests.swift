import Foundation
import Testing

@testable import NotificationSimulatorCLI

@Suite struct LintCommandCheckTests {
  /// A payload of exactly `size` bytes: an alert padded with a custom key.
  static func payload(ofSize size: Int) -> String {
    let head = #"{"aps":{"alert":"Hi"},"pad":""#
    let tail = #""}"#
    return head + String(repeating: "x", count: size - head.utf8.count - tail.utf8.count) + tail
  }

  @Test func `a payload of exactly 4096 bytes passes and one of 4097 fails`() throws {
    let folder = try TemporaryFolder()
    try folder.write("fits.json", Self.payload(ofSize: 4096))
    try folder.write("over.json", Self.payload(ofSize: 4097))
    let result = notifsim(["lint", "fits.json", "over.json"], in: folder.url)
    #expect(result.status == 1)
    #expect(
      result.stdout == """
        over.json:1:1: error: the payload is 4097 bytes; APNs accepts at most 4096 [payload-too-large]
          at $
          hint: Shorten the text or move bulky data out of the payload; the app can fetch it later.
        checked 2 files: 1 error, 0 warnings

        """)
  }

  @Test func `JSON that is not an object, and an object without aps, are errors`() throws {
    let folder = try TemporaryFolder()
    try folder.write("array.apns", "[1, 2]")
    try folder.write("noaps.apns", #"{"alert": "Hi"}"#)
    let result = notifsim(["lint", "array.apns", "noaps.apns"], in: folder.url)
    #expect(result.status == 1)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first == "array.apns:1:1: error: the payload is an array, not a JSON object [payload-not-object]")
    #expect(lines.contains { $0.hasPrefix("noaps.apns:1:1: error: ") && $0.hasSuffix("[missing-aps]") })
    #expect(lines.last == "checked 2 files: 2 errors, 0 warnings")
  }

  @Test func `warnings pass unless --strict`() throws {
    let folder = try TemporaryFolder()
    try folder.write("flag.apns", #"{"aps": {"alert": "Hi", "mutable-content": true}}"#)
    let relaxed = notifsim(["lint", "flag.apns"], in: folder.url)
    #expect(relaxed.status == 0)
    #expect(relaxed.stdout.hasSuffix("checked 1 file: 0 errors, 1 warning\n"))
    let strict = notifsim(["lint", "--strict", "flag.apns"], in: folder.url)
    #expect(strict.status == 1)
    #expect(strict.stdout.hasSuffix("checked 1 file: 1 error, 0 warnings\n"))
    #expect(strict.stdout.contains("flag.apns:1:44: error: "))
  }

  @Test func `headers are checked as APNs would answer them`() throws {
    let folder = try TemporaryFolder()
    try folder.write("silent.json", #"{"aps": {"content-available": 1}}"#)
    let result = notifsim(
      ["lint", "silent.json", "--header", "apns-push-type: background", "--header", "apns-topic: com.example.app",
       "--header", "apns-priority: 7"],
      in: folder.url)
    #expect(result.status == 1)
    #expect(
      result.stdout == """
        silent.json:1:1: error: APNs answers 400 BadPriority: apns-priority is 7; use 10, 5 or 1 [apns-bad-priority]
          at $
          hint: 10 delivers at once, 5 when the device's power allows, 1 without waking the device.
        checked 1 file: 1 error, 0 warnings

        """)
    let fine = notifsim(
      ["lint", "silent.json", "--push-type", "background", "--header", "apns-topic: com.example.app",
       "--header", "apns-priority: 5"],
      in: folder.url)
    #expect(fine == CommandResult(status: 0, stdout: "checked 1 file: 0 errors, 0 warnings\n", stderr: ""))
  }

  @Test func `a strings file resolves loc keys and shows the text`() throws {
    let folder = try TemporaryFolder()
    try folder.write("Localizable.strings", "\"GREETING\" = \"Hello, %@!\";\n")
    try folder.write("greet.apns", #"{"aps": {"alert": {"loc-key": "GREETING", "loc-args": ["Ana"]}}}"#)
    try folder.write("typo.apns", #"{"aps": {"alert": {"loc-key": "GREETNG"}}}"#)
    let result = notifsim(["lint", "--strings", "Localizable.strings", "greet.apns", "typo.apns"], in: folder.url)
    #expect(result.status == 0)
    #expect(
      result.stdout == """
        greet.apns: shows body "Hello, Ana!"
        typo.apns:1:31: warning: `loc-key` "GREETNG" is not in Localizable.strings, so iOS shows the key itself; did you mean "GREETING"? [loc-key-missing]
          at $.aps.alert.loc-key
          hint: Add the key to Localizable.strings, or correct it in the payload.
        typo.apns: shows body "GREETNG"
        checked 2 files: 0 errors, 1 warning

        """)
  }

  @Test func `a missing strings file is an error that names it`() throws {
    let folder = try TemporaryFolder()
    try folder.write("a.apns", #"{"aps": {"alert": "Hi"}}"#)
    let result = notifsim(["lint", "--strings", "Missing.strings", "a.apns"], in: folder.url)
    #expect(result.status == 1)
    #expect(result.stdout.hasPrefix("Missing.strings: error: no such file [file-not-found]\n"))
  }

  @Test func `the bundled payloads lint as the DocC articles show`() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let result = notifsim(["lint", "Scenarios/Payloads/AsPublished/wendercast-first.apns"], in: root)
    #expect(result.status == 1)
    // The output block that follows the command in the getting-started article.
    let article = try String(
      contentsOf: root.appendingPathComponent("Sources/NotificationSimulator/NotificationSimulator.docc/getting-started.md"),
      encoding: .utf8)
    let command = try #require(article.range(of: "notifsim lint Scenarios/Payloads/AsPublished/wendercast-first.apns"))
    let open = try #require(article.range(of: "```text\n", range: command.upperBound..<article.endIndex))
    let close = try #require(article.range(of: "```", range: open.upperBound..<article.endIndex))
    #expect(result.stdout == String(article[open.upperBound..<close.lowerBound]))
    #expect(result.stdout.hasPrefix("Scenarios/Payloads/AsPublished/wendercast-first.apns:4:23: error: trailing comma"))
  }
}
