import Foundation
import NotificationSimulator

/// What outlives a launch in the test's process but would not on a device: the center delegates
/// earlier launches assigned, held weakly.
///
/// Not an Apple type. On iOS each launch is a new process, so statics and singletons start again
/// and the code that assigned `UNUserNotificationCenter.current().delegate` runs again. Tests run
/// every launch in one process: a `static let shared` whose `init` assigns the delegate runs once,
/// and a later launch has no delegate. A delegate an earlier launch assigned that is still alive
/// once that launch's process is gone is held by such state; this is how the runtime tells
/// that case from an app that simply assigns no delegate.
final class LaunchMemory: @unchecked Sendable {
  /// The one memory of the test process: statics outlive testers too.
  static let shared = LaunchMemory()

  private struct Assigned {
    weak var delegate: AnyObject?
    /// The delegate's type; its name is made only when a message needs it (launching is hot).
    let type: AnyObject.Type
    let launch: Int
  }

  private let lock = NSLock()
  private var launches = 0
  /// By app delegate type: the last center delegate a launch of that app assigned.
  private var assigned: [ObjectIdentifier: Assigned] = [:]

  /// A number for a new launch, unique in the process.
  func beginLaunch() -> Int {
    lock.withLock {
      launches += 1
      return launches
    }
  }

  /// A launch of the app whose delegate type is `appType` assigned `delegate` to the center.
  func noteAssigned(_ delegate: AnyObject, appType: ObjectIdentifier, launch: Int) {
    let delegateType: AnyObject.Type = type(of: delegate)
    lock.withLock { assigned[appType] = Assigned(delegate: delegate, type: delegateType, launch: launch) }
  }

  /// The type name of a center delegate an earlier launch of the app assigned that is still
  /// alive; `nil` when there is none.
  func keptDelegate(appType: ObjectIdentifier, launch: Int) -> String? {
    let kept: AnyObject.Type? = lock.withLock {
      guard let entry = assigned[appType], entry.launch != launch, entry.delegate != nil else { return nil }
      return entry.type
    }
    return kept.map { String(describing: $0) }
  }
}

extension Simulator {
  /// The message of a center delegate kept by the test process across launches (issue 38 item 5).
  static func keptDelegateMessage(delegateType: String) -> String {
    "application(_:didFinishLaunchingWithOptions:) returned and no UNUserNotificationCenter delegate was assigned at"
      + " this launch, but a \(delegateType) an earlier launch assigned is still alive, kept by the test's process. On a"
      + " device every launch is a new process: statics and singletons start again, the code that assigned the"
      + " delegate (such as a singleton's init) runs again, and iOS calls willPresent and didReceive on it. Here that"
      + " code did not run, so this launch gets neither. Create the object at each launch (in"
      + " application(_:didFinishLaunchingWithOptions:)), or reset the singleton before each launch in the test."
  }
}
