import Dispatch

/// Counts the protocol's default implementations that ran during one call, which is how the
/// simulator learns whether the app implements an optional method.
///
/// Objective-C asks a delegate `respondsToSelector:`; Swift protocols have no such question, so
/// every optional method of the module's delegate protocols has a default implementation that
/// reports itself here. A method whose completion-handler form and `async` form both ran their
/// defaults is one the app does not implement, and iOS treats it as absent.
@MainActor enum DefaultImplementations {
  static var count = 0

  /// A default implementation ran.
  static func ran() { count += 1 }

  /// Runs `body` and returns how many defaults it reached.
  static func counting(_ body: () -> Void) -> Int {
    let before = count
    body()
    return count - before
  }
}

/// Whether the code running now is on the main actor, without trapping when it is not.
///
/// On Linux a `@MainActor` test under Swift Testing runs on the main queue but not on the main
/// thread (the main queue is served by a worker thread once `dispatchMain()` parks the main
/// thread), so the main thread alone is not the test. The main queue carries a marker that a
/// block running on it can read.
enum MainActorCheck {
  private static let key = DispatchSpecificKey<UInt8>()
  private static let marked: Void = DispatchQueue.main.setSpecific(key: key, value: 1)

  static var isOnMainActor: Bool {
    _ = marked
    // The queue's mark first: `Thread.isMainThread` asks the kernel for the process id on Linux.
    return DispatchQueue.getSpecific(key: key) != nil || Thread.isMainThread
  }

  /// Whether the code running is a block on the main queue that no task runs (a
  /// `DispatchQueue.main.async` or `asyncAfter` block, a `Timer`), rather than a task or the
  /// main thread outside the queue (an XCTest method on Linux).
  static var isMainQueueBlock: Bool {
    _ = marked
    return DispatchQueue.getSpecific(key: key) != nil && withUnsafeCurrentTask { $0 == nil }
  }
}
