#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Dispatch
import Foundation
import Testing

import NotificationSimulator
@testable import NotificationSimulatorCLI

/// Writes never lose a file: --record, --update and new --output write a temporary file in the
/// same folder and rename it (new links it, so it never replaces one), and a write that fails
/// is an error with a non-zero status.
@Suite struct AtomicWriteTests {
  /// Every regular file in `folder` that is not a leftover temporary file, and the leftovers.
  func listing(_ folder: TemporaryFolder) throws -> (files: [String], leftovers: [String]) {
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted()
    return (names.filter { !$0.hasPrefix(".") }, names.filter { $0.contains(".notifsim-") })
  }

  @Test func `eight concurrent --record runs leave every file valid with one expect`() throws {
    let folder = try TemporaryFolder()
    let files = (1...6).map { "s\($0).json" }
    for file in files { try folder.write(file, coldLaunch) }
    let paths = files.map { folder.url.appendingPathComponent($0).path }
    let statuses = ManagedStatuses(count: 8)
    DispatchQueue.concurrentPerform(iterations: 8) { index in
      statuses.set(index, notifsim(["run", "--record"] + paths).status)
    }
    for file in files {
      let text = try String(contentsOf: folder.url.appendingPathComponent(file), encoding: .utf8)
      #expect(text.components(separatedBy: "\"expect\":").count == 2, "\(file): \(text)")
      let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
      #expect((object?["expect"] as? [Any])?.isEmpty == false, "\(file)")
      let run = notifsim(["run", folder.url.appendingPathComponent(file).path])
      #expect(run.status == 0, "\(run.stdout)")
    }
    #expect(try listing(folder).leftovers == [])
    // At least the first run to finish recorded; a run that found a file recorded meanwhile says
    // so and fails rather than add a second expect.
    #expect(statuses.values.contains(0) || statuses.values.allSatisfy { $0 == 1 })
  }

  @Test func `a recording that races another says the file changed and writes nothing`() throws {
    let folder = try TemporaryFolder()
    try folder.write("a.json", coldLaunch)
    let path = folder.url.appendingPathComponent("a.json").path
    let result = try #require(ScenarioLoader.load(path: path).scenario.map { ScenarioRunner.run($0) })
    #expect(try ScenarioRecorder.record(result, file: path).get() > 0)
    let recorded = try String(contentsOfFile: path, encoding: .utf8)
    switch ScenarioRecorder.record(result, file: path) {
    case .success: Issue.record("recorded twice")
    case .failure(let error):
      #expect(error.description == "the file has a final \"expect\" now; it changed since it was run (another run recorded it?)")
    }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == recorded)
  }

  @Test func `replacing keeps the permissions, and a link's target is replaced`() throws {
    let folder = try TemporaryFolder()
    let target = try folder.write("real.json", "old")
    #expect(chmod(target.path, 0o640) == 0)
    let link = folder.url.appendingPathComponent("link.json").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.json")
    #expect(writeError(FileSystem.replaceFile(link, Array("new".utf8))) == nil)
    #expect(try String(contentsOf: target, encoding: .utf8) == "new")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real.json")
    let mode = try FileManager.default.attributesOfItem(atPath: target.path)[.posixPermissions] as? Int
    #expect(mode == 0o640)
    #expect(try listing(folder).leftovers == [])
  }

  @Test func `new --output creates exclusively, one of two wins, and --force replaces`() throws {
    let folder = try TemporaryFolder()
    try folder.write("p.json", #"{"aps": {"alert": "Hi"}}"#)
    let out = folder.url.appendingPathComponent("same.json").path
    #expect(writeError(FileSystem.createFile(out, Array("first".utf8))) == nil)
    #expect(writeError(FileSystem.createFile(out, Array("second".utf8))) == .exists)
    #expect(try String(contentsOfFile: out, encoding: .utf8) == "first")
    try FileManager.default.removeItem(atPath: out)
    let statuses = ManagedStatuses(count: 2)
    DispatchQueue.concurrentPerform(iterations: 2) { index in
      statuses.set(index, notifsim(["new", folder.url.appendingPathComponent("p.json").path, "--output", out]).status)
    }
    #expect(statuses.values.sorted() == [0, 1])
    #expect(notifsim(["run", out]).status == 0)
    let forced = notifsim(["new", folder.url.appendingPathComponent("p.json").path, "--output", out, "--force"])
    #expect(forced.status == 0)
    #expect(notifsim(["new", "p.json", "--force"], in: folder.url).status == 64)
    #expect(try listing(folder).leftovers == [])
  }

  @Test func `a write to a full disk fails the run`() throws {
    let full = open("/dev/full", O_WRONLY)
    try #require(full >= 0)
    defer { close(full) }
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    defer { close(ends[0]) }
    let status = NotifsimCommand.main(arguments: ["--version"], environment: .plain, stdout: full, stderr: ends[1])
    close(ends[1])
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = read(ends[0], &buffer, buffer.count)
    #expect(status == 1)
    #expect(
      String(decoding: buffer.prefix(max(count, 0)), as: UTF8.self)
        == "notifsim: error: cannot write to standard output: No space left on device\n")
    #expect(writeError(FileSystem.replaceFile("/dev/full-folder-that-does-not-exist/x.json", [1])) == .failed("No such file or directory"))
  }
}

/// The error of a write, or `nil` when it succeeded.
func writeError(_ result: Result<Void, FileSystem.WriteError>) -> FileSystem.WriteError? {
  if case .failure(let error) = result { return error }
  return nil
}

/// Exit statuses set from concurrent iterations, each its own slot.
final class ManagedStatuses: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [Int32]
  init(count: Int) { storage = Array(repeating: -1, count: count) }
  func set(_ index: Int, _ value: Int32) {
    lock.lock()
    storage[index] = value
    lock.unlock()
  }
  var values: [Int32] {
    lock.lock()
    defer { lock.unlock() }
    return storage
  }
}
