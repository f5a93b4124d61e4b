/// Where a command writes its text: the process's standard streams, or a string in tests.
public protocol OutputSink {
  /// Appends text.
  mutating func write(_ text: String)
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

  /// The system's text for the first write that failed; later output is dropped.
  private(set) var failure: String?

  mutating func flush() {
    if failure == nil {
      failure = buffer.withUnsafeBytes { Platform.write($0, to: descriptor) }
    }
    buffer.removeAll(keepingCapacity: true)
  }
}
