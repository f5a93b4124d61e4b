#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few operating-system calls the CLI needs beyond ``FileSystem``: exiting and writing to
/// the standard streams.
enum Platform {
  /// Ends the process with `status`. Output written through ``FileDescriptorSink`` is flushed
  /// by its owner before this is called.
  static func exit(_ status: Int32) -> Never {
    _exit(status)
  }

  /// Writes all bytes to a file descriptor; the system's text when it cannot (a full disk, a
  /// closed descriptor), `nil` when every byte was written.
  @discardableResult
  static func write(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> String? {
    var offset = 0
    while offset < bytes.count {
      #if canImport(Darwin)
        let written = Darwin.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
      #elseif canImport(Musl)
        let written = Musl.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
      #else
        let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
      #endif
      if written < 0 {
        if errno == EINTR { continue }
        return String(cString: strerror(errno))
      }
      offset += written
    }
    return nil
  }

}
