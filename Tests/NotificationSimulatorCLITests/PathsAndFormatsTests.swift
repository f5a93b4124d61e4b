#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Foundation
import Testing

import NotificationPayload
import NotificationSimulator
@testable import NotificationSimulatorCLI

/// File names as the command line gives them, a scenario file pushed as a payload, line
/// endings kept by every rewrite, `explain --format` for every push type, and the help's
/// wording of a default.
@Suite struct PathsAndFormatsTests {
  // MARK: - Arguments that are not UTF-8

  /// Runs the built notifsim in `folder` with `arguments` as bytes; its status and output.
  func spawn(_ arguments: [[UInt8]], in folder: URL) throws -> (status: Int32, stdout: String, stderr: String) {
    let exe = try InterruptedWriteTests.executable()
    let out = folder.appendingPathComponent("..").appendingPathComponent("out-\(UUID().uuidString)").standardizedFileURL.path
    let err = out + ".err"
    defer {
      unlink(out)
      unlink(err)
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, out, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, err, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    let all: [[UInt8]] = [Array("/bin/sh".utf8), Array("-c".utf8), Array(#"cd "$0" && exec "$@""#.utf8), Array(folder.path.utf8), Array(exe.utf8)] + arguments
    let argv: [UnsafeMutablePointer<CChar>?] = all.map { bytes in
      let pointer = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
      for (index, byte) in bytes.enumerated() { pointer[index] = CChar(bitPattern: byte) }
      pointer[bytes.count] = 0
      return pointer
    } + [nil]
    defer { for pointer in argv { pointer?.deallocate() } }
    var attributes = InterruptedWriteTests.defaultSignals()
    defer { posix_spawnattr_destroy(&attributes) }
    var pid: pid_t = 0
    try #require(FileSystemLock.whileUnchanged { posix_spawn(&pid, "/bin/sh", &actions, &attributes, argv, environ) } == 0)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let stdout = fileText(out)
    let stderr = fileText(err)
    return ((status >> 8) & 0xFF, stdout, stderr)
  }

  @Test func `a file name that is not UTF-8 on the command line is found, as in a folder`() throws {
    let folder = try TemporaryFolder()
    let name = Array("caf".utf8) + [0xE9] + Array(".json".utf8)
    try Data(coldLaunch.utf8).write(to: URL(fileURLWithPath: folder.url.path + "/" + String(decoding: name, as: UTF8.self)))
    // The file really has the byte 0xE9 in its name (Foundation would write U+FFFD): make it.
    let path = Array(folder.url.path.utf8) + [UInt8(ascii: "/")] + name
    let descriptor = (path + [0]).withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644) }
    }
    try #require(descriptor >= 0)
    close(descriptor)
    let inFolder = notifsim(["run", "--quiet", "."], in: folder.url)
    let named = try spawn([Array("run".utf8), Array("--quiet".utf8), name], in: folder.url)
    let problem = """
      caf\\xE9.json: error: the file's name is not UTF-8, so it cannot be named in a report and is not read [file-name-not-utf8]
        hint: Rename it with a UTF-8 name (the bytes shown as \\xHH are not UTF-8).
      """
    let recap = "  ✗ caf\\xE9.json: the file's name is not UTF-8, so it cannot be named in a report and is not read\n"
    #expect(inFolder.stdout.contains(recap), "\(inFolder.stdout)")
    #expect(named.status == 1)
    #expect(named.stdout == "Failed (1):\n" + recap + "\nscenarios: 0 passed, 1 failed\n", "\(named.stdout)")
    #expect(named.stderr == problem + "\n")
    let missing = try spawn([Array("lint".utf8), Array("x".utf8) + [0xFF] + Array(".json".utf8)], in: folder.url)
    #expect(missing.status == 1)
    #expect(
      missing.stdout == """
        x\\xFF.json: error: no such file or folder (the name is not UTF-8; its other bytes are shown as \\xHH) [file-not-found]
          hint: Check the path; it is read relative to the current folder.
        checked 1 file: 1 error, 0 warnings

        """)
    // A file named by an option's value too.
    try folder.write("p.json", #"{"aps": {"alert": "Hi"}}"#)
    let strings = try spawn([Array("lint".utf8), Array("p.json".utf8), Array("--strings".utf8), name], in: folder.url)
    #expect(strings.status == 1)
    #expect(strings.stdout.hasPrefix(problem + "\n"), "\(strings.stdout)")
    let output = try spawn([Array("new".utf8), Array("p.json".utf8), Array("--output".utf8), Array("n".utf8) + [0xFF] + Array(".json".utf8)], in: folder.url)
    #expect(output.status == 1)
    #expect(
      output.stderr
        == "n\\xFF.json: error: the name is not UTF-8, so notifsim can neither read nor write a file by it (its other bytes are shown as \\xHH) [file-name-not-utf8]\n  hint: Give a UTF-8 name.\n")
    #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("n\\xFF.json").path))
    let explain = try spawn([Array("explain".utf8), name], in: folder.url)
    #expect(explain.status == 1)
    #expect(explain.stderr == problem + "\n")
    // In every format of run, as a file-level finding.
    var environment = TerminalEnvironment.plain
    environment.nonUTF8Arguments = ["caf\\xE9.json": true]
    for format in ["json", "junit", "github", "markdown", "html"] {
      var stdout = StringSink()
      var stderr = StringSink()
      let status = FileSystemLock.withCurrentDirectory(folder.url) {
        NotifsimCommand.run(arguments: ["run", "--format", format, "caf\\xE9.json"], environment: environment, stdout: &stdout, stderr: &stderr)
      }
      #expect(status == 1, "\(format)")
      // As a file named in a folder that cannot be read is: on standard error, and in the
      // report where the format has a place for it.
      #expect(stderr.text.hasPrefix(problem + "\n"), "\(format)")
    }
  }

  // MARK: - A scenario file pushed as a payload

  @Test func `a push of a scenario file says so at the step that names it`() throws {
    let folder = try TemporaryFolder()
    try folder.write("other.json", coldLaunch)
    try folder.write(
      "s.json",
      """
      {"scenario": 1, "name": "s", "device": {"authorization": "authorized"},
       "steps": [{"wait": 1},
                 {"push": "other.json", "id": "n1"}]}
      """)
    let run = notifsim(["run", "s.json"], in: folder.url)
    #expect(run.status == 1)
    #expect(
      run.stdout.contains(
        """
        s.json:3:21: error: the file "other.json" is a scenario file (a top-level "scenario" key), not a payload [payload-file]
          at $.steps[1].push
          hint: A push names a payload file, an object with "aps"; name the payload file that scenario pushes, or write the payload inline.

        """), "\(run.stdout)")
    #expect(!run.stdout.contains("missing-aps"))
    // Every command that reads a payload file says the same of a scenario file.
    let scenario = """
      other.json: error: this is a scenario file (a top-level "scenario" key), not an APNs payload [not-a-payload]
        hint: Run it with 'notifsim run other.json'; give lint and explain the payload files it sends.

      """
    let new = notifsim(["new", "other.json"], in: folder.url)
    #expect(new.status == 1)
    #expect(new.stderr == scenario)
    #expect(new.stdout == "")
    let explain = notifsim(["explain", "other.json"], in: folder.url)
    #expect(explain.status == 1)
    #expect(explain.stdout + explain.stderr == scenario)
    let lint = notifsim(["lint", "other.json"], in: folder.url)
    #expect(lint.stdout == scenario + "checked 1 file: 1 error, 0 warnings\n")
  }

  // MARK: - Line endings

  /// `text` with every LF as CRLF.
  func crlf(_ text: String) -> String { text.replacingOccurrences(of: "\n", with: "\r\n") }

  let multiline = """
    {
      "scenario": 1,
      "name": "cold launch",
      "device": {"authorization": "authorized"},
      "steps": [{"push": {"aps": {"alert": "Hi"}}, "id": "n1"}, {"tap": "n1"}]
    }

    """

  @Test func `--record and --update keep a file's CRLF line endings`() throws {
    let folder = try TemporaryFolder()
    let lf = try folder.write("lf.json", multiline)
    let windows = try folder.write("crlf.json", crlf(multiline))
    #expect(notifsim(["run", "--record", "lf.json", "crlf.json"], in: folder.url).status == 0)
    let recordedLF = try String(contentsOf: lf, encoding: .utf8)
    let recordedCRLF = try String(contentsOf: windows, encoding: .utf8)
    #expect(!recordedLF.contains("\r"))
    #expect(recordedCRLF == crlf(recordedLF))
    // --update rewrites the expect block with the file's line ends too.
    let wrong = recordedCRLF.replacingOccurrences(of: "\"action\": \"default\"", with: "\"action\": \"reply\"")
    #expect(wrong != recordedCRLF)
    try folder.write("crlf.json", wrong)
    let update = notifsim(["run", "--update", "crlf.json"], in: folder.url)
    #expect(update.stderr.contains("crlf.json: updated: 6 expected events recorded"))
    #expect(try String(contentsOf: windows, encoding: .utf8) == recordedCRLF)
  }

  @Test func `a file of mixed line endings gets its dominant one`() throws {
    let folder = try TemporaryFolder()
    // Four CRLF lines and one LF: CRLF dominates.
    let mostlyCRLF = crlf(multiline).replacingOccurrences(of: "\"scenario\": 1,\r\n", with: "\"scenario\": 1,\n")
    let file = try folder.write("m.json", mostlyCRLF)
    #expect(notifsim(["run", "--record", "m.json"], in: folder.url).status == 0)
    let recorded = try String(contentsOf: file, encoding: .utf8)
    #expect(recorded.hasPrefix(mostlyCRLF.replacingOccurrences(of: "\r\n}\r\n", with: "")))
    let added = String(recorded.dropFirst(mostlyCRLF.count - "\r\n}\r\n".count))
    #expect(added.hasPrefix(",\r\n  \"expect\": [\r\n    {"))
    #expect(added.hasSuffix("\r\n  ]\r\n}\r\n"))
    #expect(!added.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
    #expect(ScenarioRecorder.dominantLineBreak(Array("a\r\nb\nc\n".utf8)) == [0x0A])
    #expect(ScenarioRecorder.dominantLineBreak(Array("a\r\nb\r\nc\n".utf8)) == [0x0D, 0x0A])
    #expect(ScenarioRecorder.dominantLineBreak(Array("{}".utf8)) == [0x0A])
  }

  // MARK: - explain --format for every push type

  @Test func `explain --push-type honours --format for every push type`() throws {
    let folder = try TemporaryFolder()
    // A payload every push type accepts but mdm's, which has one of its own.
    try folder.write(
      "p.json",
      #"{"aps": {"alert": "Hi", "content-available": 1, "content-changed": true}, "event": "update", "timestamp": 1}"#)
    try folder.write("m.json", #"{"mdm": "00000000-0000-0000-0000-000000000000"}"#)
    let others = APNsPushType.allCases.filter { !ExplainCommand.routesThroughUserNotifications($0) }
    #expect(others.map(\.rawValue).contains("voip") && others.map(\.rawValue).contains("liveactivity"))
    #expect(others.map(\.rawValue).contains("location") && others.map(\.rawValue).contains("pushtotalk"))
    for type in others {
      let file = type.rawValue == "mdm" ? "m.json" : "p.json"
      let text = notifsim(["explain", "--push-type", type.rawValue, file], in: folder.url)
      #expect(text.status == 0, "\(type)")
      #expect(text.stdout.hasPrefix("\(file): \(type.rawValue) push on iOS 26\n"), "\(type): \(text.stdout)")
      let markdown = notifsim(["explain", "--push-type", type.rawValue, "--format", "markdown", file], in: folder.url)
      #expect(markdown.status == 0)
      #expect(markdown.stdout.hasPrefix("# `\(file)`: \(type.rawValue) push on iOS 26\n\n"), "\(type): \(markdown.stdout)")
      #expect(markdown.stdout.contains("\n**Request:**\n\n- apns\\-topic "), "\(type)")
      let html = notifsim(["explain", "--push-type", type.rawValue, "--format", "html", "--platform", "iOS 18", file], in: folder.url)
      #expect(html.status == 0)
      #expect(html.stdout.hasPrefix("<!DOCTYPE html>\n"), "\(type)")
      #expect(html.stdout.contains("<h1>What a \(type.rawValue) push does</h1>"), "\(type)")
      #expect(html.stdout.contains("<code>\(file)</code>: \(type.rawValue) push on iOS 18</p>"), "\(type)")
      #expect(html.stdout.hasSuffix("</html>\n"))
    }
    let voip = notifsim(["explain", "--push-type", "voip", "--format", "markdown", "p.json"], in: folder.url)
    let lines = voip.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.prefix(5) == [
      "# `p.json`: voip push on iOS 26", "",
      "not a UserNotifications push\\: no willPresent, didReceive or app delegate callback in any app state; PKPushRegistry receives it", "",
      "**Request:**",
    ])
    // An unknown platform is refused for these push types too.
    let unknown = notifsim(["explain", "--push-type", "voip", "--platform", "iOS 3", "p.json"], in: folder.url)
    #expect(unknown.status == 64)
    #expect(unknown.stdout == "")
  }

  // MARK: - The calendar where Foundation finds no date

  @Test func `a daily trigger in Monrovia before 1972 fires, and its date shows the offset's seconds`() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "m.json",
      """
      {"scenario": 1, "name": "Monrovia",
       "device": {"authorization": "authorized", "date": "1970-01-01T12:00", "timeZone": "Africa/Monrovia"},
       "app": {"state": "active", "implements": ["willPresent"]},
       "steps": [
         {"schedule": {"id": "daily", "body": "Hi", "trigger": {"calendar": {"hour": 8, "minute": 30}, "repeats": true}}},
         {"wait": 86400},
         {"expect": [
           {"system": "nextTriggerDate", "notification": "daily", "date": "1970-01-02T08:30:00-00:44:30"},
           {"callback": "willPresent", "notification": "daily"},
           {"system": "nextTriggerDate", "notification": "daily", "date": "1970-01-03T08:30:00-00:44:30"},
           {"system": "displayed", "notification": "daily"}
         ]}
       ]}
      """)
    let run = notifsim(["run", "m.json"], in: folder.url)
    #expect(run.status == 0, "\(run.stdout)")
    #expect(run.stdout.contains("+0.000s  system     next trigger of daily: 1970-01-02T08:30:00-00:44:30 (+73800.000s)  [LN3]\n"), "\(run.stdout)")
    #expect(!run.stdout.contains("matches no later date"))
  }

  // MARK: - Help

  @Test func `help explain says which iOS version is the default, not the last listed`() {
    let help = notifsim(["help", "explain"])
    #expect(
      help.stdout.contains(
        """
          --platform <name>   The iOS version: iOS 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 26 or 27;
                              iOS 26 when not given. "iOS 18.2" means iOS 18, a newer
                              version runs on iOS 27.
        """))
    #expect(!help.stdout.contains("27 (default)"))
    #expect(Profile.defaultProfile == .iOS26)
  }
}
