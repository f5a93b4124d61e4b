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
  /// Guards `cached`: a payload can be read on any thread (a suite runs scenarios on every core).
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  private var cached: JSONValue?

  /// A document whose bytes a skimming read with `options` found to be valid JSON.
  package init(bytes: [UInt8], options: JSONParser.Options) {
    self.bytes = bytes
    self.options = options
    mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  /// The whole document, read in full on first use.
  package var value: JSONValue {
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
