/// Where a command writes its text: the process's standard streams, or a string in tests.
public protocol OutputSink {
  /// Appends text.
  mutating func write(_ text: String)
  /// Appends text already encoded as UTF-8 (whole characters); by default decoded and passed
  /// to ``write(_:)``.
  mutating func write(utf8 bytes: [UInt8])
}

extension OutputSink {
  /// Appends text already encoded as UTF-8, decoded and passed to ``write(_:)``.
  public mutating func write(utf8 bytes: [UInt8]) {
    write(String(decoding: bytes, as: UTF8.self))
  }
}

/// Collects output as UTF-8 bytes: what a worker of `notifsim run` renders for one scenario,
/// written out later in the files' order.
struct ByteSink: OutputSink {
  /// Everything written so far, as UTF-8.
  var bytes: [UInt8] = []

  mutating func write(_ text: String) { bytes.append(contentsOf: text.utf8) }
  mutating func write(utf8 bytes: [UInt8]) { self.bytes.append(contentsOf: bytes) }
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
