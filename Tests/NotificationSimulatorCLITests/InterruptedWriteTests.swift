#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Foundation
import Testing

/// An interrupted write leaves nothing behind: the built `notifsim` is started as a process that
/// stops itself at every step of a write (NOTIFSIM_STOP_AT_WRITE_STEPS=1: before the temporary
/// file is named, once it exists, after each 64 KiB written, after it is flushed, renamed and
/// closed), and is sent SIGINT or SIGTERM at each of them in turn. Whatever the step, the folder
/// holds no temporary file afterwards, the target is its old bytes or its new bytes, whole, and
/// the process ends by the signal with the message the handler writes when it removed a file.
@Suite(.serialized) struct InterruptedWriteTests {
  /// The built `notifsim`, beside the test bundle.
  static func executable() throws -> String {
    var folders: [URL] = []
    if let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
      folders.append(URL(fileURLWithPath: exe).deletingLastPathComponent())
    }
    folders.append(Bundle.main.bundleURL.deletingLastPathComponent())
    folders.append(Bundle.main.bundleURL)
    let found = folders.map { $0.appendingPathComponent("notifsim").path }.first { FileManager.default.isExecutableFile(atPath: $0) }
    return try #require(found, "notifsim is not built beside the tests (looked in \(folders.map(\.path)))")
  }

  /// How a process ended.
  enum Ending: Equatable {
    case exited(Int32)
    case signaled(Int32)
  }

  /// One run: how it ended, its standard error, and how many write steps it stopped at.
  struct Run {
    var ending: Ending
    var stderr: String
    var steps: Int
  }

  /// Runs `notifsim arguments` in `folder`, stopping at every write step; sends `signal` when it
  /// is stopped at step `step` (1-based; 0 for none), and continues it each time.
  static func run(_ arguments: [String], in folder: URL, tmpdir: String? = nil, signal: Int32 = 0, at step: Int = 0) throws -> Run {
    let exe = try executable()
    let errorFile = folder.deletingLastPathComponent().appendingPathComponent("stderr-\(UUID().uuidString)").path
    defer { unlink(errorFile) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, errorFile, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    var environment = ProcessInfo.processInfo.environment
    environment["NOTIFSIM_STOP_AT_WRITE_STEPS"] = "1"
    if let tmpdir { environment["TMPDIR"] = tmpdir }
    // The shell goes to the folder and becomes notifsim (`exec`), the same process.
    let argv = (["/bin/sh", "-c", #"cd "$0" && exec "$@""#, folder.path, exe] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv { free(pointer) }
      for pointer in envp { free(pointer) }
    }
    var attributes = defaultSignals()
    defer { posix_spawnattr_destroy(&attributes) }
    var pid: pid_t = 0
    let spawned = FileSystemLock.whileUnchanged { posix_spawn(&pid, "/bin/sh", &actions, &attributes, argv, envp) }
    try #require(spawned == 0)
    var steps = 0
    var status: Int32 = 0
    while true {
      let waited = waitpid(pid, &status, WUNTRACED)
      if waited < 0 && errno == EINTR { continue }
      try #require(waited == pid)
      // Stopped: the low byte is 0x7F.
      guard status & 0xFF == 0x7F else { break }
      steps += 1
      if steps == step { kill(pid, signal) }
      kill(pid, SIGCONT)
    }
    let ending: Ending = status & 0x7F == 0 ? .exited((status >> 8) & 0xFF) : .signaled(status & 0x7F)
    let stderr = fileText(errorFile)
    return Run(ending: ending, stderr: stderr, steps: steps)
  }

  /// Spawn attributes that start the child with SIGINT, SIGTERM, SIGHUP and SIGCHLD at their
  /// defaults and no signal blocked, whatever the test runner's thread has (it blocks SIGTERM
  /// and SIGCHLD, and a shell starts a background job with SIGINT ignored, which notifsim would
  /// keep ignoring). Destroy it after use.
  static func defaultSignals() -> posix_spawnattr_t {
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for handled in [SIGINT, SIGTERM, SIGHUP, SIGCHLD] { sigaddset(&defaults, handled) }
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setsigmask(&attributes, &unblocked)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
    return attributes
  }

  /// A scenario of about 300 KB (its `about` text), so the write takes several 64 KiB parts.
  static let large: String = {
    let about = String(repeating: "A long description. ", count: 15_000)
    return """
      {"scenario": 1, "name": "large", "about": "\(about)", "device": {"authorization": "authorized"},
       "steps": [{"push": {"aps": {"alert": "Hi"}}, "id": "n1"}, {"tap": "n1"}]}

      """
  }()

  /// The names in `folder`, sorted.
  static func names(_ folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }

  /// What a write's interruption at every step must leave: `prepare` sets the folder up and
  /// gives the arguments; `target` is the file written; `before` its bytes before (nil: none);
  /// `parts` how many 64 KiB parts the write takes.
  static func interruptEveryStep(
    target: String, before: String?, parts: Int, signals: [Int32] = [SIGINT, SIGTERM],
    _ prepare: (TemporaryFolder) throws -> [String]
  ) throws {
    let clean = try TemporaryFolder()
    let arguments = try prepare(clean)
    let listing = try names(clean.url)
    let whole = try run(arguments, in: clean.url)
    #expect(whole.ending == .exited(0), "\(whole.stderr)")
    let after = try String(contentsOf: clean.url.appendingPathComponent(target), encoding: .utf8)
    // The whole run's standard error without its last line, which says the file was written.
    let lines = whole.stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast(2)
    let logged = lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    #expect(after != before)
    // A step before naming, one once the file exists, one after each 64 KiB, then flushed,
    // renamed or linked, and closed.
    #expect(whole.steps == 3 + parts + 3)
    var removals = 0
    var kept = 0
    var replaced = 0
    for signal in signals {
      for step in 1...whole.steps {
        let folder = try TemporaryFolder()
        #expect(try prepare(folder) == arguments)
        let run = try run(arguments, in: folder.url, signal: signal, at: step)
        let context = "signal \(signal) at step \(step) of \(whole.steps): \(run.stderr)"
        #expect(run.ending == .signaled(signal), "\(context)")
        let name = signal == SIGINT ? "SIGINT" : signal == SIGTERM ? "SIGTERM" : "SIGHUP"
        // What the run says before its write (an --update's comparison), then nothing more or
        // the handler's line.
        let said = String(run.stderr.prefix(logged.count))
        #expect(said == logged, "\(context)")
        let rest = run.stderr.dropFirst(logged.count)
        if !rest.isEmpty {
          let prefix = "notifsim: interrupted by \(name); removed the unfinished temporary file .\(target).notifsim-"
          #expect(rest.hasPrefix(prefix) && rest.hasSuffix("\n"), "\(context)")
          let suffix = rest.dropFirst(prefix.count).dropLast()
          #expect(!suffix.isEmpty && suffix.allSatisfy { $0.isASCII && ($0.isNumber || $0.isLowercase) }, "\(context)")
          removals += 1
        }
        #expect(try names(folder.url) == listing || names(folder.url) == (listing + [target]).sorted(), "\(context)")
        let now = try? String(contentsOf: folder.url.appendingPathComponent(target), encoding: .utf8)
        #expect(now == before || now == after, "\(context)")
        if now == before { kept += 1 } else { replaced += 1 }
      }
    }
    // Every kind of point was reached: a temporary file removed, the target kept and replaced.
    #expect(removals > 0 && kept > 0 && replaced > 0)
  }

  @Test func `an interrupted --record leaves no temporary file and the scenario whole`() throws {
    try Self.interruptEveryStep(target: "s.json", before: Self.large, parts: 5) { folder in
      try folder.write("s.json", Self.large)
      return ["run", "--record", "s.json"]
    }
  }

  @Test func `an interrupted --update leaves no temporary file and the scenario whole`() throws {
    let failing = Self.large.replacingOccurrences(
      of: #"{"tap": "n1"}]}"#, with: #"{"tap": "n1"}], "expect": [{"callback": "didReceive"}]}"#)
    try Self.interruptEveryStep(target: "s.json", before: failing, parts: 5) { folder in
      try folder.write("s.json", failing)
      return ["run", "--update", "s.json"]
    }
  }

  @Test func `an interrupted new --output leaves no temporary file and no part of a scenario`() throws {
    let payload = #"{"aps": {"alert": "Hi"}}"#
    try Self.interruptEveryStep(target: "new.json", before: nil, parts: 1, signals: [SIGINT, SIGTERM, SIGHUP]) { folder in
      try folder.write("p.json", payload)
      return ["new", "p.json", "--output", "new.json"]
    }
  }

  @Test func `an interrupted report leaves no spill file in TMPDIR`() throws {
    // A scenario run alone as Markdown keeps its events in a spill file, named for a moment.
    for signal in [SIGINT, SIGTERM, SIGHUP] {
      let clean = try TemporaryFolder()
      try clean.write("s.json", coldLaunch)
      let spill = clean.url.appendingPathComponent("tmp")
      try FileManager.default.createDirectory(at: spill, withIntermediateDirectories: true)
      let arguments = ["run", "--format", "markdown", "s.json"]
      let whole = try Self.run(arguments, in: clean.url, tmpdir: spill.path)
      #expect(whole.ending == .exited(0))
      // Before it is named, once it exists, once it is unlinked.
      #expect(whole.steps == 3)
      for step in 1...whole.steps {
        let run = try Self.run(arguments, in: clean.url, tmpdir: spill.path, signal: signal, at: step)
        #expect(run.ending == .signaled(signal))
        #expect(try Self.names(spill) == [], "signal \(signal) at step \(step)")
        let name = signal == SIGINT ? "SIGINT" : signal == SIGTERM ? "SIGTERM" : "SIGHUP"
        if step == 2 {
          #expect(run.stderr.hasPrefix("notifsim: interrupted by \(name); removed the unfinished temporary file \(spill.path)/notifsim-spill-"))
        } else {
          #expect(run.stderr == "")
        }
      }
    }
  }

  @Test(arguments: [SIGTERM, SIGHUP])
  func `a shell reports 128 + the signal, wherever the signal lands`(signal: Int32) throws {
    // The shell starts notifsim, says its process id, and prints the status it sees. The
    // signal is sent as soon as the id is known: before notifsim's handler is installed, during
    // the run or the write, or after; the status is 128 + the signal's number in every case.
    // (A shell starts a background job with SIGINT ignored, so SIGINT is not sent here.)
    let exe = try Self.executable()
    let folder = try TemporaryFolder()
    try folder.write("s.json", Self.large)
    let statusFile = folder.url.appendingPathComponent("status").path
    var ends: [Int32] = [0, 0]
    // Closed on exec, so only the shell's descriptor 3 holds the pipe's writing end. Both ends
    // are moved above 9 first: an end that is itself descriptor 3 (free now and then while other
    // tests open and close files) would make the dup2 to 3 a no-op that keeps close-on-exec, or
    // be closed right after it, and the shell would have no descriptor 3 to say the id on.
    try #require(pipe(&ends) == 0)
    for index in ends.indices {
      let moved = fcntl(ends[index], F_DUPFD_CLOEXEC, 10)
      try #require(moved >= 10)
      close(ends[index])
      ends[index] = moved
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, statusFile, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, ends[1], 3)
    posix_spawn_file_actions_addclose(&actions, ends[0])
    let script = #"cd "$0" && { "$1" run --record s.json 3>&- & } && echo $! >&3 && exec 3>&- && wait $!; echo "status $?""#
    let folderPath: String = folder.url.path
    let words: [String] = ["/bin/sh", "-c", script, folderPath, exe]
    let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var attributes = Self.defaultSignals()
    defer { posix_spawnattr_destroy(&attributes) }
    var pid: pid_t = 0
    try #require(FileSystemLock.whileUnchanged { posix_spawn(&pid, "/bin/sh", &actions, &attributes, argv, environ) } == 0)
    close(ends[1])
    var buffer = [UInt8](repeating: 0, count: 32)
    var count = 0
    // Up to the end of the line: the process id is known then, whatever else is running.
    while count < buffer.count, !buffer.prefix(count).contains(UInt8(ascii: "\n")) {
      let got = read(ends[0], &buffer[count], buffer.count - count)
      if got < 0 && errno == EINTR { continue }
      if got <= 0 { break }
      count += got
    }
    close(ends[0])
    let said = String(decoding: buffer.prefix(count), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    let child = try #require(Int32(said))
    #expect(kill(child, signal) == 0)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let reported = try String(contentsOfFile: statusFile, encoding: .utf8)
    // Or 0, if the whole run ended before the signal came.
    #expect(reported == "status \(128 + signal)\n" || reported == "status 0\n", "\(reported)")
    #expect(try Self.names(folder.url).filter { $0.contains(".notifsim-") } == [])
  }

  @Test func `a stale temporary file of an interrupted write is removed with a note; one being written is not`() throws {
    let folder = try TemporaryFolder()
    try folder.write("s.json", coldLaunch)
    try folder.write(".s.json.notifsim-1abc", "half a scen")
    try folder.write(".other.json.notifsim-zz9", "left over")
    // Not of notifsim's making: an upper-case suffix, another marker, a link.
    try folder.write(".s.json.notifsim-ABC", "someone else's")
    try folder.write(".s.json.notifsim-", "no suffix")
    try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent(".t.json.notifsim-1").path, withDestinationPath: "s.json")
    // One a running write holds locked.
    let held = try folder.write(".u.json.notifsim-2def", "being written")
    let descriptor = open(held.path, O_RDONLY)
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    #expect(flock(descriptor, LOCK_EX) == 0)
    let run = try Self.run(["run", "--record", "s.json"], in: folder.url)
    #expect(run.ending == .exited(0))
    #expect(
      run.stderr == """
        note: removed .other.json.notifsim-zz9, a temporary file an interrupted write left
        note: removed .s.json.notifsim-1abc, a temporary file an interrupted write left
        s.json: recorded 6 expected events; review the change before committing

        """)
    #expect(try Self.names(folder.url) == [".s.json.notifsim-", ".s.json.notifsim-ABC", ".t.json.notifsim-1", ".u.json.notifsim-2def", "s.json"])
    // The same for new --output, in the folder it writes to.
    try folder.write(".n.json.notifsim-9", "x")
    try folder.write("p.json", #"{"aps": {"alert": "Hi"}}"#)
    let new = try Self.run(["new", "p.json", "--output", "n.json"], in: folder.url)
    #expect(new.ending == .exited(0))
    #expect(
      new.stderr == """
        note: removed .n.json.notifsim-9, a temporary file an interrupted write left
        n.json: wrote a starter scenario with 6 expected events; edit its name and about text, and review the expectations

        """)
  }
}
