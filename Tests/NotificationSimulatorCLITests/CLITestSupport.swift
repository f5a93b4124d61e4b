import Foundation
import NotificationSimulatorCLI
import Testing

/// The result of running `notifsim` in process.
struct CommandResult: Equatable {
  var status: Int32
  var stdout: String
  var stderr: String
}

/// Runs `notifsim` in process with `arguments`, in `directory` when given.
func notifsim(_ arguments: [String], in directory: URL? = nil) -> CommandResult {
  var stdout = StringSink()
  var stderr = StringSink()
  let status: Int32
  if let directory {
    status = FileSystemLock.withCurrentDirectory(directory) {
      NotifsimCommand.run(arguments: arguments, stdout: &stdout, stderr: &stderr)
    }
  } else {
    status = NotifsimCommand.run(arguments: arguments, stdout: &stdout, stderr: &stderr)
  }
  return CommandResult(status: status, stdout: stdout.text, stderr: stderr.text)
}

/// Changing the current folder is process-wide; tests that do it take turns.
enum FileSystemLock {
  private static let lock = NSLock()

  static func withCurrentDirectory<T>(_ directory: URL, _ body: () -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    let previous = FileManager.default.currentDirectoryPath
    _ = FileManager.default.changeCurrentDirectoryPath(directory.path)
    defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
    return body()
  }

  /// Runs `body` while no test has the current folder changed. A process spawned inside starts
  /// in this process's own folder, which always exists: started in another test's temporary
  /// folder, removed a moment later, a shell says "getcwd() failed" on standard error.
  static func whileUnchanged<T>(_ body: () -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body()
  }
}

/// A fresh temporary folder, removed when the value is released.
final class TemporaryFolder: @unchecked Sendable {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("notifsim-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: url) }

  /// Writes `bytes` to `name` inside the folder.
  @discardableResult
  func write(_ name: String, _ bytes: [UInt8]) throws -> URL {
    let file = url.appendingPathComponent(name)
    try Data(bytes).write(to: file)
    return file
  }

  /// Writes `text` as UTF-8 to `name` inside the folder.
  @discardableResult
  func write(_ name: String, _ text: String) throws -> URL {
    try write(name, Array(text.utf8))
  }
}

/// The text of the file at `path` (its bytes read as UTF-8), or "" when it cannot be opened.
///
/// Read with `open` and `read`: `String(contentsOfFile:)` keeps a 4,096-byte buffer it never
/// frees when the file is empty (Foundation on Linux, Swift 6.3.1), which LeakSanitizer reports
/// in the CI's AddressSanitizer pass, and a child's standard error is usually empty.
func fileText(_ path: String) -> String {
  let descriptor = open(path, O_RDONLY)
  guard descriptor >= 0 else { return "" }
  defer { close(descriptor) }
  var bytes: [UInt8] = []
  var chunk = [UInt8](repeating: 0, count: 65_536)
  while true {
    let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    if count > 0 {
      bytes += chunk[0..<count]
    } else if count == 0 || errno != EINTR {
      break
    }
  }
  return String(decoding: bytes, as: UTF8.self)
}
