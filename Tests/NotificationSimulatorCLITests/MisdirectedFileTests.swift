import Foundation
import Testing

@testable import NotificationSimulatorCLI

/// A file given to the wrong command, or an input that is wrong in a way the generic message
/// misdescribed, gets a message that says what it is and what to run.
@Suite struct MisdirectedFileTests {
  @Test func `a payload given to run points to explain and lint, streamed or not`() throws {
    let folder = try TemporaryFolder()
    try folder.write("p.json", #"{"aps": {"alert": "Hi"}}"#)
    let expected = """
      p.json: error: this is an APNs payload (a top-level "aps" key), not a scenario [not-a-scenario]
        hint: 'notifsim explain p.json' shows what it does in every app state; 'notifsim lint p.json' checks it. A scenario file has a top-level "scenario" key ('notifsim new p.json' writes one that sends it).
      """
    let streamed = notifsim(["run", "p.json"], in: folder.url)
    #expect(streamed.status == 1)
    #expect(streamed.stdout == "── p.json\n\(expected)\nINVALID  p.json\n\nscenarios: 0 passed, 1 failed\n")
    let batch = notifsim(["run", "--quiet", "p.json"], in: folder.url)
    #expect(batch.stdout.hasPrefix("── p.json\n\(expected)\nINVALID  p.json\n"))
    let json = notifsim(["run", "--format", "json", "p.json"], in: folder.url)
    #expect(json.stdout.contains(#""code":"not-a-scenario""#))
  }

  @Test func `a scenario given to lint or explain points to run`() throws {
    let folder = try TemporaryFolder()
    try folder.write("s.json", coldLaunch)
    let expected = """
      s.json: error: this is a scenario file (a top-level "scenario" key), not an APNs payload [not-a-payload]
        hint: Run it with 'notifsim run s.json'; give lint and explain the payload files it sends.

      """
    let lint = notifsim(["lint", "s.json"], in: folder.url)
    #expect(lint.status == 1)
    #expect(lint.stdout == expected + "checked 1 file: 1 error, 0 warnings\n")
    let explain = notifsim(["explain", "s.json"], in: folder.url)
    #expect(explain.status == 1)
    #expect(explain.stdout == expected)
  }

  @Test func `an empty scenario file is told what a scenario holds`() throws {
    let folder = try TemporaryFolder()
    try folder.write("empty.json", "")
    let run = notifsim(["run", "empty.json"], in: folder.url)
    #expect(
      run.stdout.contains(
        #"  hint: A scenario file holds one JSON object, such as {"scenario": 1, "name": "...", "steps": [...]}; 'notifsim new PAYLOAD' writes a starter."#
      ))
  }

  @Test func `February 30 is not a date, and February 29 is one in a leap year`() throws {
    let folder = try TemporaryFolder()
    try folder.write("feb.json", #"{"scenario": 1, "name": "x", "device": {"date": "2026-02-30T09:00"}, "steps": [], "expect": []}"#)
    let run = notifsim(["run", "feb.json"], in: folder.url)
    #expect(run.stdout.contains("feb.json:1:49: error: 2026-02-30T09:00:00 is not a date: February 2026 has 28 days [invalid-date]\n"))
    #expect(run.stdout.contains("  hint: Use a day from 1 to 28.\n"))
    try folder.write("leap.json", #"{"scenario": 1, "name": "x", "device": {"date": "2028-02-29T09:00"}, "steps": [], "expect": []}"#)
    #expect(notifsim(["run", "leap.json"], in: folder.url).status == 0)
  }

  @Test func `lint --header refuses a misspelt name and a line break, and --filter '' is a usage error`() {
    let misspelt = notifsim(["lint", "p.json", "--header", "apns-priorty: 10"])
    #expect(misspelt.status == 64)
    #expect(
      misspelt.stderr.hasPrefix(
        "Error: the header 'apns-priorty' is not one APNs reads; did you mean 'apns-priority'? (APNs reads apns-push-type, "
          + "apns-priority, apns-expiration, apns-collapse-id, apns-topic, apns-id, authorization)\n"))
    let broken = notifsim(["lint", "p.json", "--header", "apns-priority: 10\r\nx-forged: 1"])
    #expect(broken.status == 64)
    #expect(
      broken.stderr.hasPrefix(
        "Error: the header 'apns-priority: 10\\u{D}\\u{A}x-forged: 1' has a line break; an HTTP/2 header holds no CR or LF, so APNs never gets one\n"))
    let filter = notifsim(["run", "--filter", "", "x.json"])
    #expect(filter.status == 64)
    #expect(filter.stderr.hasPrefix("Error: --filter '' has no text to look for;"))
  }

  @Test func `UTF-16 without a byte order mark is named, not reported as a NUL byte`() throws {
    let folder = try TemporaryFolder()
    let text = #"{"aps": {"alert": "Hi"}}"#
    try folder.write("le.json", Array(text.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
    try folder.write("be.json", Array(text.utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] })
    let lint = notifsim(["lint", "le.json", "be.json"], in: folder.url)
    #expect(
      lint.stdout.hasPrefix(
        "le.json:1:1: error: the file looks like UTF-16 (little-endian) without a byte order mark (its first characters are "
          + "ASCII with NUL bytes between), not UTF-8 [invalid-utf8]\n"))
    #expect(lint.stdout.contains("be.json:1:1: error: the file looks like UTF-16 (big-endian) without a byte order mark"))
    let run = notifsim(["run", "le.json"], in: folder.url)
    #expect(run.stdout.contains("le.json:1:1: error: the file looks like UTF-16 (little-endian) without a byte order mark"))
  }

  @Test func `two categories with one identifier are an error at the second`() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "cat.json",
      #"{"scenario": 1, "name": "cats", "app": {"categories": [{"id": "MSG", "actions": []}, {"id": "MSG", "actions": []}]}, "steps": [], "expect": []}"#)
    let run = notifsim(["run", "cat.json"], in: folder.url)
    #expect(run.status == 1)
    #expect(
      run.stdout.contains(
        """
        cat.json:1:93: error: the category "MSG" is already defined at $.app.categories[0]; with two categories of one identifier, which one a notification gets is not defined [duplicate-category]
          at $.app.categories[1].id
          hint: Give each category its own id, or merge their actions.
        """))
  }

  @Test func `a badge past a 64-bit count is a warning, not dropped silently`() throws {
    let folder = try TemporaryFolder()
    try folder.write("b.json", #"{"aps": {"alert": "x", "badge": 9223372036854775808}}"#)
    try folder.write("ok.json", #"{"aps": {"alert": "x", "badge": 9223372036854775807}}"#)
    let lint = notifsim(["lint", "b.json", "ok.json"], in: folder.url)
    #expect(
      lint.stdout == """
        b.json:1:33: warning: `badge` is 9223372036854775808, more than a 64-bit count holds; the badge is left as it was [badge-too-large]
          at $.aps.badge
          hint: Write the count the app has, such as 3.
        checked 2 files: 0 errors, 1 warning

        """)
  }
}
