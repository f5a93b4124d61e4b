import Foundation

/// Takes the app's jobs off Swift's global concurrent executor so they run when the test lets
/// the app run, one at a time, in the order they were enqueued.
///
/// Not an Apple type. Swift gives no per-task way to replace the global executor on both
/// Linux and macOS for Swift 6.2 and 6.3 (a custom default executor is chosen by the program's
/// `@main` type, which a test bundle does not own; a task executor preference is not inherited
/// by `Task {}` nor by `Task.detached`). The runtime's one process-wide seam is
/// `swift_task_enqueueGlobal_hook`, which the concurrency runtime calls for every job bound for
/// the global executor. The hook keeps a job when it belongs to the app of a simulated device
/// and hands every other job on unchanged (to a hook installed before it, or to the global
/// executor), so the test framework's own tasks and other tests run as before.
///
/// A job belongs to a device when it is enqueued by code that runs for that device (the
/// task-local ``AppRuntime/bound`` is set: the app's methods, the tasks they start, which
/// inherit it) or when it is a task the hook kept before (a task resumed by a continuation from
/// another thread, or coming back from the main actor). Tasks are known by their task identifier,
/// which the runtime never reuses, so a freed task's address cannot mislead the hook.
enum AppExecutor {
  typealias Original = @convention(thin) (UnownedJob) -> Void
  typealias Hook = @convention(thin) (UnownedJob, Original) -> Void

  /// The hook installed before this one, called for jobs that are not the app's.
  nonisolated(unsafe) private static var previous: Hook?

  /// Installs the hook once per process; later calls do nothing.
  static func install() { _ = installed }

  private static let installed: Void = {
    guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "swift_task_enqueueGlobal_hook") else { return }
    let slot = symbol.assumingMemoryBound(to: Hook?.self)
    previous = slot.pointee
    slot.pointee = { job, original in
      if let (runtime, inExtension) = AppExecutor.owner(of: job) {
        runtime.take(job, inExtension: inExtension)
      } else if let previous = AppExecutor.previous {
        previous(job, original)
      } else {
        original(job)
      }
    }
  }()

  // MARK: Which device a job belongs to

  private static let lock = NSLock()
  /// The app's tasks by identifier, with the device each belongs to. Guarded by `lock`.
  nonisolated(unsafe) private static var owners: [UInt64: WeakRuntime] = [:]

  private struct WeakRuntime {
    weak var runtime: AppRuntime?
    /// Whether the task is the service extension's, which runs whether or not the app does.
    var inExtension: Bool
  }

  /// The device `job` belongs to, and whether it is the service extension's, or `nil` for a job
  /// that is none of the app's.
  private static func owner(of job: UnownedJob) -> (AppRuntime, Bool)? {
    let id = taskID(of: job)
    if let bound = AppRuntime.bound {
      let inExtension = AppRuntime.inExtension
      if id != 0 {
        lock.lock()
        owners[id] = WeakRuntime(runtime: bound, inExtension: inExtension)
        lock.unlock()
      }
      return (bound, inExtension)
    }
    guard id != 0 else { return nil }
    lock.lock()
    defer { lock.unlock() }
    guard let owner = owners[id], let runtime = owner.runtime else { return nil }
    return (runtime, owner.inExtension)
  }

  /// Forgets the tasks of `runtime`, which ended.
  static func forget(_ runtime: AppRuntime) {
    lock.lock()
    defer { lock.unlock() }
    owners = owners.filter { $0.value.runtime != nil && $0.value.runtime !== runtime }
  }

  /// The identifier of the task `job` runs, or 0 for a job that is not a task.
  private static func taskID(of job: UnownedJob) -> UInt64 { _swiftJobTaskID(job) }
}

/// The concurrency runtime's task identifier of a job (0 for a job that is no task), the
/// identifier `ExecutorJob`'s description prints.
@_silgen_name("swift_task_getJobTaskId")
private func _swiftJobTaskID(_ job: UnownedJob) -> UInt64
