#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A JSON document read with some of its values stepped over
/// (``JSONParser/parse(_:options:skimming:)``): its bytes, and its whole value, read in full the
/// first time something asks for it and kept from then on.
///
/// A payload's keys beside `aps` are the app's own data. The linter and the router read `aps`
/// only, so a payload read from bytes builds the tree of the app's keys when the app, a test or
/// a report first reads `userInfo`, not on every push.
package final class DeferredDocument: @unchecked Sendable {
  /// The document's bytes, as read.
  package let bytes: [UInt8]
  private let options: JSONParser.Options
  private var cached: JSONValue?

  /// The locks that guard `cached`: a payload can be read on any thread (a suite runs
  /// scenarios on every core). Documents share them, each picking one by its address: a lock of
  /// its own cost every payload read an allocation and a `pthread_mutex_init` (about 230
  /// instructions), for a value that is rarely asked for, so the shared locks are seldom
  /// contended. Made once and never freed.
  private final class Locks: @unchecked Sendable {
    static let count = 64
    let mutexes: UnsafeMutablePointer<pthread_mutex_t>

    init() {
      mutexes = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: Self.count)
      mutexes.initialize(repeating: pthread_mutex_t(), count: Self.count)
      for index in 0..<Self.count { pthread_mutex_init(mutexes + index, nil) }
    }
  }

  private static let locks = Locks()

  /// A document whose bytes a skimming read with `options` found to be valid JSON.
  package init(bytes: [UInt8], options: JSONParser.Options) {
    self.bytes = bytes
    self.options = options
  }

  /// The whole document, read in full on first use.
  package var value: JSONValue {
    // Objects are at least 16 bytes apart: the address's low bits say nothing.
    let slot = Int(truncatingIfNeeded: UInt(bitPattern: ObjectIdentifier(self)) >> 4) & (Locks.count - 1)
    let mutex = Self.locks.mutexes + slot
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    if let cached { return cached }
    guard let value = JSONParser.parse(bytes, options: options).value else {
      // The skimming read checks every value it steps over as the full read would, and reads
      // the rest with the full reader; a document it accepts, the full read accepts.
      preconditionFailure("a JSON document read with values stepped over did not read in full")
    }
    cached = value
    return value
  }
}
