#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
import Foundation
import NotificationPayload

/// Reads the payload of a `push` step again from a streamed scenario file, so the records of a
/// long run drop the payloads of old notifications (``NotificationRecords``) and still give
/// each back exactly: parsed from the same bytes at the same position, with the same checks.
///
/// A file read again must be the file first read: the source keeps the file open, and its size
/// and modification time must not change. When they do, or the step no longer reads, the
/// payload is not given back and ``changed`` says so, and the run reports `file-changed`.
package final class ScenarioPayloadSource: PayloadRebuilding, @unchecked Sendable {
  /// Reads up to `count` bytes at `offset`; `nil` when the file cannot be read or changed.
  private let read: @Sendable (_ offset: Int, _ count: Int) -> [UInt8]?
  private let closeFile: @Sendable () -> Void
  private let lock = NSLock()
  private var hasChanged = false

  private init(read: @escaping @Sendable (Int, Int) -> [UInt8]?, closeFile: @escaping @Sendable () -> Void = {}) {
    self.read = read
    self.closeFile = closeFile
  }

  deinit { closeFile() }

  /// Reads the scenario at `path` again; `nil` when it cannot be opened.
  package static func file(_ path: String) -> ScenarioPayloadSource? {
    guard !path.utf8.contains(0) else { return nil }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    var first = stat()
    guard fstat(descriptor, &first) == 0, (first.st_mode & S_IFMT) == S_IFREG else {
      _ = close(descriptor)
      return nil
    }
    let size = first.st_size
    let seconds = first.st_mtim.tv_sec
    let nanoseconds = first.st_mtim.tv_nsec
    return ScenarioPayloadSource(
      read: { offset, count in
        var now = stat()
        guard fstat(descriptor, &now) == 0, now.st_size == size, now.st_mtim.tv_sec == seconds,
          now.st_mtim.tv_nsec == nanoseconds
        else { return nil }
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
          let got = bytes.withUnsafeMutableBytes { buffer in
            pread(descriptor, buffer.baseAddress! + filled, count - filled, off_t(offset + filled))
          }
          if got < 0 && errno == EINTR { continue }
          guard got >= 0 else { return nil }
          if got == 0 { break }
          filled += got
        }
        bytes.removeLast(count - filled)
        return bytes
      },
      closeFile: { _ = close(descriptor) })
  }

  /// Reads a scenario given as bytes again.
  package static func bytes(_ bytes: [UInt8]) -> ScenarioPayloadSource {
    ScenarioPayloadSource { offset, count in
      guard offset >= 0, offset <= bytes.count else { return nil }
      return Array(bytes[offset..<min(bytes.count, offset + count)])
    }
  }

  /// Whether a payload read again did not read as before: the file changed during the run.
  package var changed: Bool {
    lock.lock()
    defer { lock.unlock() }
    return hasChanged
  }

  /// Notes that a payload given back before could not be given back again.
  package func noteChanged() {
    lock.lock()
    hasChanged = true
    lock.unlock()
  }

  /// The payload of the `push` step that starts at `step`, as the scenario reader makes it
  /// (`ScenarioLoader.Reader.inlinePayload(_:step:)`); `nil` when the step has no payload
  /// object there.
  package func payload(ofStepAt step: SourcePosition) -> Payload? {
    var size = 4096
    while true {
      guard let bytes = read(step.offset, size) else { return nil }
      let fragment = bytes.withUnsafeBufferPointer {
        // A step sits two containers deep: in the root object's `steps` array.
        JSONParser.parseFragment($0, at: step, depth: 2, path: [.key("steps")])
      }
      if let value = fragment.value {
        guard case .object(let object) = value.kind, let push = object.member("push")?.value, case .object = push.kind else {
          return nil
        }
        return ScenarioLoader.Reader.inlinePayload(push, step: object).payload
      }
      // Cut short by the read: read more, up to the largest step a streamed file may have.
      guard bytes.count == size, size < ScenarioLoader.streamedValueLimit else { return nil }
      size = min(size * 8, ScenarioLoader.streamedValueLimit)
    }
  }
}
