import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

import NotificationSimulator
@testable import NotificationSimulatorCLI

/// A file named alone runs a step at a time in every format, and writes exactly what a whole
/// read of it writes.
@Suite struct StreamedFormatsTests {
  /// A warning (an unknown key), an about line, several events with rules, a failure between
  /// the steps and one at the end with events that happened but were not expected.
  static let mixed = """
    {"scenario": 1, "name": "mixed <bag> & \\"quotes\\"", "about": "Checks *every* part | of a page.", "surprise": 1,
     "device": {"authorization": "authorized"},
     "steps": [{"push": {"aps": {"alert": "Hi"}}, "id": "n1"},
               {"expect": [{"callback": "didReceive", "notification": "n1"}]},
               {"tap": "n1"}, {"push": {"aps": {"content-available": 1}}, "id": "s1"}],
     "expect": [{"callback": "willPresent"}]}
    """

  static func run(
    _ arguments: [String], in folder: TemporaryFolder, _ configure: (inout RunCommand.Options) -> Void = { _ in }
  ) throws -> CommandResult {
    var options = try RunCommand.Options.parse(arguments)
    configure(&options)
    var stdout = StringSink()
    var stderr = StringSink()
    let status = FileSystemLock.withCurrentDirectory(folder.url) {
      RunCommand.run(options, stdout: &stdout, stderr: &stderr)
    }
    return CommandResult(status: status, stdout: stdout.text, stderr: stderr.text)
  }

  static func files(_ folder: TemporaryFolder) throws -> [String] {
    try folder.write("mixed.json", mixed)
    try folder.write("failing.json", failingLaunch)
    try folder.write("good.json", coldLaunch)
    try folder.write("invalid.json", #"{"scenario": 1, "name": "no steps", "steps": [{"tap": "nowhere"}]"#)
    try folder.write("payload.json", #"{"aps": {"alert": "Hi"}}"#)
    return ["mixed.json", "failing.json", "good.json", "invalid.json", "payload.json"]
  }

  @Test(arguments: RunCommand.Format.allCases)
  func `a file run alone streamed writes what a whole read writes`(format: RunCommand.Format) throws {
    let folder = try TemporaryFolder()
    for file in try Self.files(folder) {
      for quiet in [false, true] {
        let arguments = ["--format", format.rawValue] + (quiet ? ["--quiet"] : []) + [file]
        let streamed = try Self.run(arguments, in: folder)
        let whole = try Self.run(arguments, in: folder) { $0.streams = false }
        // The text timeline has streamed since before this suite, without the recap a whole read
        // adds; it is held to `run FILE` below instead.
        let timeline = format == .text && !quiet
        if !timeline {
          // Compared apart, so a difference names the arguments, not two pages.
          let same = streamed == whole
          #expect(same, "\(arguments)")
        }
        // A file too large to read whole streams with --filter too: a filter that matches
        // writes the same, one that does not fails the same way (a payload is reported either way).
        for filter in ["json", "zzz"] {
          let filtered = arguments + ["--filter", filter]
          let large = try Self.run(filtered, in: folder) { $0.streamAbove = 10 }
          let reference =
            timeline && (filter == "json" || file == "payload.json")
            ? streamed : try Self.run(filtered, in: folder) { $0.streams = false }
          let alike = large == reference
          #expect(alike, "\(filtered)")
        }
      }
    }
  }

  @Test(arguments: [300, 10_400])
  func `a streamed timeline written a batch at a time is the lines written one by one`(pushes: Int) throws {
    // Ids that are not printable ASCII take the escaping line's path; over 10,000 events the
    // time column's width is fixed before the run ends.
    let ids = (0..<pushes).map { $0 % 97 == 5 ? "é\($0)" : $0 % 89 == 7 ? "\\u001b[2J\($0)" : "n\($0)" }
    let steps = ids.map { #"{"push": {"aps": {"alert": "Hi"}}, "id": "\#($0)"}, {"wait": 1}"# }
    let text =
      #"{"scenario": 1, "name": "batches", "device": {"authorization": "authorized"}, "app": {"state": "background"}, "steps": ["#
      + steps.joined(separator: ", ") + "]}"
    let scenario = try #require(ScenarioLoader.load(bytes: Array(text.utf8), file: "s.json") { _ in .failure(.notFound) }.scenario)
    let events = ScenarioRunner.run(scenario).events
    #expect(events.count > 2 * pushes)
    let stream = TimelineStream(ByteSink())
    for event in events { stream.take(event) }
    if stream.width == nil { stream.release(width: ScenarioReport.timeWidth(stream.held)) }
    stream.finish()
    let width = try #require(stream.width)
    let expected = events.map { ScenarioReport.line($0, timeWidth: width) + "\n" }.joined()
    #expect(String(decoding: stream.sink.bytes, as: UTF8.self) == expected)
    #expect(expected.contains("é5") && expected.contains(#"\u{1B}[2J7"#))
  }

  @Test func `the mixed scenario has what the comparison is meant to cover`() throws {
    let folder = try TemporaryFolder()
    _ = try Self.files(folder)
    let html = try Self.run(["--format", "html", "mixed.json"], in: folder)
    #expect(html.status == 1)
    #expect(html.stdout.contains("<g class=\"row unexpected\">"))
    #expect(html.stdout.contains("[unknown-key]"))
    #expect(html.stdout.contains("<a class=\"rule\" href=\"#rule-"))
    #expect(html.stdout.components(separatedBy: "<div class=\"failure\">").count == 3)
    let markdown = try Self.run(["--format", "markdown", "mixed.json"], in: folder)
    #expect(markdown.stdout.contains("Checks \\*every\\* part \\| of a page\\."))
    #expect(markdown.stdout.components(separatedBy: "    iOS->>App: ").count > 3)
    let junit = try Self.run(["--format", "junit", "mixed.json"], in: folder)
    #expect(junit.stdout.contains("type=\"expectation\""))
  }

  @Test(arguments: [RunCommand.Format.markdown, .html])
  func `an unwritable temporary folder is a clear error and a failed run, not a page without its events`(
    format: RunCommand.Format
  ) throws {
    let folder = try TemporaryFolder()
    _ = try Self.files(folder)
    let plain = try folder.write("plain.txt", "not a folder")
    let temporary = plain.path + "/spill"
    let page = format == .html ? "HTML" : "Markdown"
    let run = try Self.run(["--format", format.rawValue, "good.json"], in: folder) { $0.temporaryFolder = temporary }
    #expect(run.status == 1)
    #expect(run.stdout == "")
    #expect(
      run.stderr == "Error: cannot make a temporary file in \(temporary) for the \(page) page's events: Not a directory; "
        + "set TMPDIR to a writable folder.\n")
    // A writable folder is left as it was: the file is removed as soon as it is made.
    let writable = folder.url.appendingPathComponent("spill").path
    try FileManager.default.createDirectory(atPath: writable, withIntermediateDirectories: false)
    let fine = try Self.run(["--format", format.rawValue, "good.json"], in: folder) { $0.temporaryFolder = writable }
    #expect(fine.status == 0)
    #expect(fine.stdout.hasSuffix("</html>\n") || format == .markdown && fine.stdout.hasSuffix("```\n"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: writable) == [])
  }

  @Test func `a spill file gives back what it was given, characters whole across its chunks`() throws {
    let spill = try SpillFile.create(in: FileManager.default.temporaryDirectory.path).get()
    // 3 bytes then 4: a character straddles every 64 KiB boundary somewhere.
    let text = String(repeating: "a€😀\n", count: 30_000)
    spill.write(text)
    #expect(spill.rewind())
    var counting = CountingSink(StringSink())
    #expect(spill.copy(to: &counting))
    #expect(counting.sink.text == text)
    #expect(counting.characters == text.unicodeScalars.count)
    #expect(!counting.sink.text.contains("\u{FFFD}"))
  }

  @Test func `a spill reader reads lines and counted bytes across chunks`() throws {
    let spill = try SpillFile.create(in: FileManager.default.temporaryDirectory.path).get()
    let long = String(repeating: "x", count: 100_000)
    for index in 0..<3 { spill.write("\(index) \(long.utf8.count)\n\(long)") }
    spill.write("last line\n")
    #expect(spill.rewind())
    var reader = SpillReader(spill)
    for index in 0..<3 {
      #expect(reader.line().map { String(decoding: $0, as: UTF8.self) } == "\(index) 100000")
      #expect(reader.take(100_000).map { String(decoding: $0, as: UTF8.self) } == long)
    }
    #expect(reader.line().map { String(decoding: $0, as: UTF8.self) } == "last line")
    #expect(reader.line() == nil)
    #expect(reader.take(1) == nil)
  }

  #if canImport(Glibc)
    @Test func `a spill file keeps its first write failure and will not be read back`() throws {
      // Every write to /dev/full fails with ENOSPC, as on a full disk.
      let descriptor = open("/dev/full", O_RDWR)
      try #require(descriptor >= 0)
      let spill = SpillFile(descriptor: descriptor)
      spill.write(String(repeating: "x", count: 70_000))
      #expect(spill.failure == "No space left on device")
      spill.write("more")
      #expect(!spill.rewind())
      var out = StringSink()
      #expect(!spill.copy(to: &out))
      #expect(out.text == "")
      #expect(spill.failure == "No space left on device")
    }
  #endif
}
