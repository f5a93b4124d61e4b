#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Foundation
import Testing

import NotificationSimulator
@testable import NotificationSimulatorCLI

/// The folder walk and file reads meet what a pull request or a shell can put in their way:
/// link loops, FIFOs, names that are not UTF-8, pipes, NUL bytes in paths. Each test would hang
/// or read the wrong file before; each finishes at once.
@Suite struct FileWalkTests {
  @Test func `a link loop is searched once and each file runs once`() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("sub"), withIntermediateDirectories: true)
    try folder.write("sub/a.json", coldLaunch)
    try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("self").path, withDestinationPath: ".")
    try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("sub/up").path, withDestinationPath: "..")
    let run = notifsim(["run", "--quiet", "."], in: folder.url)
    #expect(run.status == 0)
    #expect(run.stdout == "scenarios: 1 passed, 0 failed\n")
    #expect(
      run.stderr == """
        note: skipped self: a link to a folder already searched
        note: skipped sub/up: a link to a folder already searched

        """)
    let lint = notifsim(["lint", "."], in: folder.url)
    #expect(lint.stderr.hasPrefix("note: skipped self: a link to a folder already searched\n"))
    #expect(FileSystem.walk(folder.url.path) { $0.hasSuffix(".json") }.files.count == 1)
  }

  @Test func `a FIFO in a folder is skipped with a note, and refused as a payload, without waiting`() throws {
    let folder = try TemporaryFolder()
    try folder.write("a.json", coldLaunch)
    #expect(mkfifo(folder.url.appendingPathComponent("pipe.json").path, 0o600) == 0)
    let run = notifsim(["run", "--quiet", "."], in: folder.url)
    #expect(run.status == 0)
    #expect(run.stderr == "note: skipped pipe.json: not a regular file but a FIFO (named pipe)\n")
    let lint = notifsim(["lint", "."], in: folder.url)
    #expect(lint.stderr.hasPrefix("note: skipped pipe.json: not a regular file but a FIFO (named pipe)\n"))
    // A scenario whose payload path is the FIFO: an error at the step, not a blocked run.
    try folder.write(
      "b.json",
      #"{"scenario": 1, "name": "b", "device": {"authorization": "authorized"}, "steps": [{"push": "pipe.json", "id": "n1"}]}"#)
    let payload = notifsim(["run", "b.json"], in: folder.url)
    #expect(payload.status == 1)
    #expect(payload.stdout.contains("cannot read the payload file \"pipe.json\": this is a FIFO (named pipe), not a payload file; only regular files are read [payload-file]"))
  }

  @Test func `a name that is not UTF-8 is reported as an error, not skipped silently`() throws {
    let folder = try TemporaryFolder()
    try folder.write("a.json", coldLaunch)
    let bytes = Array(folder.url.path.utf8) + Array("/caf".utf8) + [0xE9] + Array(".json".utf8) + [0]
    let descriptor = bytes.withUnsafeBufferPointer { buffer in
      buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { open($0, O_CREAT | O_WRONLY, 0o644) }
    }
    #expect(descriptor >= 0)
    close(descriptor)
    let run = notifsim(["run", "--quiet", "."], in: folder.url)
    #expect(run.status == 1)
    #expect(
      run.stderr == """
        caf\\xE9.json: error: the file's name is not UTF-8, so it cannot be named in a report and is not read [file-name-not-utf8]
          hint: Rename it with a UTF-8 name (the bytes shown as \\xHH are not UTF-8).

        """)
    #expect(run.stdout.hasSuffix("scenarios: 1 passed, 1 failed\n"))
    let lint = notifsim(["lint", "."], in: folder.url)
    #expect(lint.status == 1)
    #expect(lint.stdout.hasPrefix("caf\\xE9.json: error: the file's name is not UTF-8"))
  }

  @Test func `a pipe named on the command line is read once, whole`() throws {
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    let text = Array(coldLaunch.utf8)
    #expect(text.count < 60_000)  // fits the pipe's buffer, so writing does not wait for the reader
    _ = text.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
    close(ends[1])
    defer { close(ends[0]) }
    let path = "/dev/fd/\(ends[0])"
    let run = notifsim(["run", path])
    #expect(run.status == 0, "\(run.stdout)")
    #expect(run.stdout.contains("PASS  \(path) (0 expected events checked)"))
  }

  @Test func `a device named on the command line is refused at the limit without an impossible size`() {
    let run = notifsim(["run", "/dev/zero"])
    #expect(run.status == 1)
    #expect(
      run.stdout.hasPrefix(
        "── /dev/zero\n/dev/zero: error: it is not a regular file and gave more bytes than the limit; scenario files are read up to 33554432 bytes [file-too-large]\n"
          + "  hint: Name the scenario file itself, not a device or a pipe.\n"))
  }

  @Test func `a NUL in a path is an error, never a read of the path before it`() throws {
    let folder = try TemporaryFolder()
    try folder.write("payload.json", #"{"aps": {"alert": "Hi"}}"#)
    try folder.write(
      "a.json",
      #"{"scenario": 1, "name": "a", "device": {"authorization": "authorized"}, "steps": [{"push": "payload.json\u0000x", "id": "n1"}]}"#)
    let run = notifsim(["run", "a.json"], in: folder.url)
    #expect(run.status == 1)
    #expect(run.stdout.contains(#"cannot read the payload file "payload.json\u0000x": the path has a NUL character (\u{0}), which no file name can hold [payload-file]"#))
    #expect(FileSystem.readFile(folder.url.path + "/payload.json\u{0}x", limit: 100) == .failure(.nulInPath))
    let named = notifsim(["run", "a.json\u{0}b"], in: folder.url)
    #expect(named.status == 1)
    #expect(named.stderr.hasPrefix("a.json\\u{0}b: error: the path has a NUL character"))
  }
}
