#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
import NotificationSimulator

/// Where a command writes its text: the process's standard streams, or a string in tests.
public protocol OutputSink {
  /// Appends text.
  mutating func write(_ text: String)
  /// Appends text already encoded as UTF-8 (whole characters); by default decoded and passed
  /// to ``write(_:)``.
  mutating func write(utf8 bytes: [UInt8])
  /// Writes out what is buffered, so it is not lost if the process is interrupted; by default
  /// nothing is buffered and nothing happens.
  mutating func flush()
}

extension OutputSink {
  /// Appends text already encoded as UTF-8, decoded and passed to ``write(_:)``.
  public mutating func write(utf8 bytes: [UInt8]) {
    write(String(decoding: bytes, as: UTF8.self))
  }

  /// Nothing is buffered: does nothing.
  public mutating func flush() {}
}

/// The folders whose stale temporary files a command has removed, so each is looked at once.
struct StaleTemporaries {
  private var cleaned: Set<String> = []

  /// Before writing `file`: removes, once per folder, the temporary files an interrupted write
  /// left beside it (``FileSystem/removeStaleTemporaries(beside:)``), with a note for each.
  mutating func clean(beside file: String, log: inout some OutputSink) {
    let folder = FileSystem.directory(of: file)
    guard cleaned.insert(folder).inserted else { return }
    for path in FileSystem.removeStaleTemporaries(beside: file) {
      log.write("note: removed \(Escape.text(path)), a temporary file an interrupted write left\n")
    }
  }
}

/// Collects output as UTF-8 bytes: what a worker of `notifsim run` renders for one scenario,
/// written out later in the files' order.
struct ByteSink: OutputSink {
  /// Everything written so far, as UTF-8.
  var bytes: [UInt8] = []

  mutating func write(_ text: String) { bytes.append(contentsOf: text.utf8) }
  /// Appends `bytes`; the first write is kept as it is, not copied (a scenario's text is
  /// usually one write).
  mutating func write(utf8 bytes: [UInt8]) {
    if self.bytes.isEmpty {
      self.bytes = bytes
    } else {
      self.bytes.append(contentsOf: bytes)
    }
  }
}

/// Collects output in memory, for tests and for callers that want the text.
public struct StringSink: OutputSink {
  /// Everything written so far.
  public var text: String = ""
  /// Creates an empty sink.
  public init() {}
  /// Appends text.
  public mutating func write(_ text: String) { self.text += text }
}

/// Writes to a file descriptor through a 64 KiB buffer; call ``flush()`` before exiting, then
/// check ``failure``.
struct FileDescriptorSink: OutputSink {
  let descriptor: Int32
  private var buffer: [UInt8] = []

  init(descriptor: Int32) {
    self.descriptor = descriptor
    buffer.reserveCapacity(1 << 16)
  }

  mutating func write(_ text: String) {
    buffer.append(contentsOf: text.utf8)
    if buffer.count >= 1 << 16 { flush() }
  }

  mutating func write(utf8 bytes: [UInt8]) {
    guard bytes.count < 1 << 16 else {
      // Large enough to go out as it is, after what is buffered.
      flush()
      if failure == nil { failure = bytes.withUnsafeBytes { Platform.write($0, to: descriptor) } }
      return
    }
    buffer.append(contentsOf: bytes)
    if buffer.count >= 1 << 16 { flush() }
  }

  /// The system's text for the first write that failed; later output is dropped.
  private(set) var failure: String?

  mutating func flush() {
    if failure == nil {
      failure = buffer.withUnsafeBytes { Platform.write($0, to: descriptor) }
    }
    buffer.removeAll(keepingCapacity: true)
  }
}

/// A temporary file that holds the part of a report written while a scenario runs (the events
/// of a Markdown or HTML page, whose top depends on the result), so a long run keeps none of
/// its events in memory. The file is removed from its folder as soon as it is created and lives
/// on only through its descriptor, so nothing is left behind, even when the process is killed.
/// Writes go through a 64 KiB buffer; the first failure is kept in ``failure`` and later writes
/// are dropped, so the page is never written from a file with a hole in it.
final class SpillFile: OutputSink {
  private let descriptor: Int32
  private var buffer: [UInt8] = []
  /// The system's text for the first write or read that failed.
  private(set) var failure: String?

  /// Takes over an open descriptor (closed with the value); ``create(in:)`` makes one.
  init(descriptor: Int32) {
    self.descriptor = descriptor
    buffer.reserveCapacity(1 << 16)
  }

  deinit { close(descriptor) }

  /// The folder a spill file is made in: `TMPDIR` when set and not empty, else `/tmp`.
  static var defaultFolder: String {
    if let value = getenv("TMPDIR"), value.pointee != 0 { return String(cString: value) }
    return "/tmp"
  }

  /// Creates an empty spill file in `folder`; the system's text when it cannot.
  static func create(in folder: String) -> Result<SpillFile, SpillError> {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<100 {
      let path = (folder.hasSuffix("/") ? folder : folder + "/") + "notifsim-spill-" + String(generator.next() as UInt64, radix: 36)
      // In the interrupt handler's table for the moment it has a name.
      let token = FileSystem.registerTemporary(path)
      FileSystem.writeStep()
      let descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
      guard descriptor >= 0 else {
        let code = errno
        FileSystem.unregisterTemporary(token)
        if code == EEXIST { continue }
        return .failure(SpillError(reason: String(cString: strerror(code))))
      }
      FileSystem.temporaryCreated(token)
      FileSystem.writeStep()
      // Removed at once: the descriptor keeps the file until it is closed.
      _ = unlink(path)
      FileSystem.writeStep()
      FileSystem.unregisterTemporary(token)
      return .success(SpillFile(descriptor: descriptor))
    }
    return .failure(SpillError(reason: "no free temporary name in \(folder)"))
  }

  /// Why a spill file could not be made or used: the system's text.
  struct SpillError: Error, Equatable {
    var reason: String
  }

  /// Appends text.
  func write(_ text: String) {
    guard failure == nil else { return }
    buffer.append(contentsOf: text.utf8)
    if buffer.count >= 1 << 16 { writeBuffer() }
  }

  /// Appends bytes as they are.
  func write(bytes: [UInt8]) {
    guard failure == nil else { return }
    buffer.append(contentsOf: bytes)
    if buffer.count >= 1 << 16 { writeBuffer() }
  }

  private func writeBuffer() {
    if failure == nil, !buffer.isEmpty {
      failure = buffer.withUnsafeBytes { Platform.write($0, to: descriptor) }
    }
    buffer.removeAll(keepingCapacity: true)
  }

  /// Ends the writing and goes back to the start for ``read(into:)``; `false` (and
  /// ``failure`` set) when a write failed.
  func rewind() -> Bool {
    writeBuffer()
    if failure == nil, lseek(descriptor, 0, SEEK_SET) != 0 { failure = String(cString: strerror(errno)) }
    return failure == nil
  }

  /// Appends up to 64 KiB more of the file to `bytes`; `false` at the end or on a failure.
  func read(into bytes: inout [UInt8]) -> Bool {
    guard failure == nil else { return false }
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress!, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        failure = String(cString: strerror(errno))
        return false
      }
      if count == 0 { return false }
      bytes.append(contentsOf: chunk[..<count])
      return true
    }
  }

  /// Writes the rest of the file to `out` as text, never splitting a character between two
  /// writes; `false` when a read failed.
  func copy(to out: inout some OutputSink) -> Bool {
    var pending: [UInt8] = []
    while read(into: &pending) {
      // The longest prefix that ends on a character boundary: a UTF-8 sequence is not cut.
      var end = pending.count
      var back = 0
      while back < 4, end > 0, pending[end - 1] & 0xC0 == 0x80 {
        end -= 1
        back += 1
      }
      if end > 0, pending[end - 1] >= 0xC0 { end -= 1 }
      out.write(String(decoding: pending[..<end], as: UTF8.self))
      pending.removeSubrange(..<end)
    }
    if !pending.isEmpty { out.write(String(decoding: pending, as: UTF8.self)) }
    return failure == nil
  }
}

/// Reads back what a ``SpillFile`` holds: lines and runs of bytes of known length.
struct SpillReader {
  let file: SpillFile
  private var bytes: [UInt8] = []
  private var start = 0

  init(_ file: SpillFile) { self.file = file }

  /// Makes sure `count` bytes are buffered; `false` when the file ends first.
  private mutating func fill(_ count: Int) -> Bool {
    while bytes.count - start < count {
      if start > 0 {
        bytes.removeSubrange(..<start)
        start = 0
      }
      guard file.read(into: &bytes) else { return false }
    }
    return true
  }

  /// The next `count` bytes; `nil` when the file ends first.
  mutating func take(_ count: Int) -> ArraySlice<UInt8>? {
    guard fill(count) else { return nil }
    defer { start += count }
    return bytes[start..<(start + count)]
  }

  /// The next line, without its line break; `nil` at the end.
  mutating func line() -> ArraySlice<UInt8>? {
    // How many bytes after `start` are known to hold no line break.
    var searched = 0
    while true {
      if let newline = bytes[(start + searched)...].firstIndex(of: UInt8(ascii: "\n")) {
        defer { start = newline + 1 }
        return bytes[start..<newline]
      }
      searched = bytes.count - start
      guard fill(searched + 1) else { return nil }
    }
  }
}

/// `read(2)`, named apart from ``SpillFile/read(into:)``.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
  #if canImport(Darwin)
    Darwin.read(descriptor, buffer, count)
  #elseif canImport(Musl)
    Musl.read(descriptor, buffer, count)
  #else
    Glibc.read(descriptor, buffer, count)
  #endif
}
