import Foundation

/// The queue the center's answers arrive on while the app's code runs: the completion handlers
/// of `getDeliveredNotifications`, `getPendingNotificationRequests`, `getNotificationSettings`
/// and `getNotificationCategories`.
///
/// Not an Apple type. Apple documents these handlers as run asynchronously, possibly on a
/// background thread, not on the caller's (for example
/// [`getNotificationSettings(completionHandler:)`](https://developer.apple.com/documentation/usernotifications/unusernotificationcenter/getnotificationsettings(completionhandler:)),
/// its `completionHandler` parameter). So a delegate method
/// that blocks the main thread until the answer arrives (a semaphore, a dispatch group, a lock
/// and condition) gets it, as on a device. The runtime waits for every answer handed to this
/// queue before a step returns, so what the handlers do is done, in the same order, on every run.
final class SystemCallbacks: @unchecked Sendable {
  private static let key = DispatchSpecificKey<Bool>()
  private let group = DispatchGroup()
  private let lock = NSLock()
  /// Guarded by `lock`: answers handed over and not yet returned, and answers given in all.
  private var running = 0
  private var given = 0
  /// Guarded by `lock`: the queue, made at the first answer. Most tests ask the center nothing
  /// that answers on it, and a queue with a specific value costs a thread's wake-up to dispose.
  private var madeQueue: DispatchQueue?

  /// Whether the code running now is an answer this queue runs.
  static var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == true }

  /// Runs `block` on the queue, after the answers handed over before it.
  func deliver(_ block: @escaping @Sendable () -> Void) {
    lock.lock()
    running += 1
    given += 1
    let queue: DispatchQueue
    if let madeQueue {
      queue = madeQueue
    } else {
      queue = DispatchQueue(label: "SimulatedUserNotifications.center-answers")
      queue.setSpecific(key: Self.key, value: true)
      madeQueue = queue
    }
    lock.unlock()
    queue.async(group: group) { [self] in
      block()
      lock.lock()
      running -= 1
      lock.unlock()
    }
  }

  /// Waits until every answer handed over has returned. Called without the runtime's lock, so an
  /// answer that calls the center does not wait for the waiter.
  func waitForAnswers() { group.wait() }

  /// Whether an answer is still running, and how many were given: ``AppRuntime/settle()`` counts
  /// them as the app's activity.
  var status: (busy: Bool, given: Int) {
    lock.lock()
    defer { lock.unlock() }
    return (running > 0, given)
  }
}
