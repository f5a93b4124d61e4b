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
  /// The main-executor hook installed before this one.
  nonisolated(unsafe) private static var previousMain: Hook?

  /// Installs the hook once per process; later calls do nothing.
  static func install() { _ = installed }

  private static let installed: Void = {
    let process = dlopen(nil, RTLD_NOW)
    // A task the app starts on the main actor (`Task {}` in a delegate method) is enqueued on the
    // main executor; when it later leaves the main actor, the runtime may enqueue it on the
    // global executor with no current task to read `bound` from. Noting its identifier here
    // makes that later job the app's too.
    if let symbol = dlsym(process, "swift_task_enqueueMainExecutor_hook") {
      let slot = symbol.assumingMemoryBound(to: Hook?.self)
      previousMain = slot.pointee
      slot.pointee = { job, original in
        _ = AppExecutor.owner(of: job)
        if let previous = AppExecutor.previousMain { previous(job, original) } else { original(job) }
      }
    }
    guard let symbol = dlsym(process, "swift_task_enqueueGlobal_hook") else { return }
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
      let owner = WeakRuntime(runtime: bound, inExtension: inExtension)
      // The enqueuing task is the app's too (it sees `bound`): noted, so that when the runtime
      // later enqueues it with no current task (leaving the main actor), it is known.
      let enqueuer = _swiftCurrentTask().map(_swiftJobTaskID) ?? 0
      lock.lock()
      if id != 0 { owners[id] = owner }
      if enqueuer != 0, owners[enqueuer] == nil, !steppers.contains(enqueuer) { owners[enqueuer] = owner }
      lock.unlock()
      return (bound, inExtension)
    }
    lock.lock()
    defer { lock.unlock() }
    if id != 0, let owner = owners[id], let runtime = owner.runtime { return (runtime, owner.inExtension) }
    // A job the app's own task enqueues (a child it starts, a task it resumes) is the app's,
    // even where the task-local cannot be read.
    guard let current = _swiftCurrentTask() else { return nil }
    let enqueuer = _swiftJobTaskID(current)
    guard enqueuer != 0, let owner = owners[enqueuer], let runtime = owner.runtime else { return nil }
    if id != 0 { owners[id] = owner }
    return (runtime, owner.inExtension)
  }

  /// The tasks that run the simulator's steps (the tests' tasks): they see `bound` while a
  /// step runs the app's code, but are never the app's. Guarded by `lock`.
  nonisolated(unsafe) private static var steppers: Set<UInt64> = []

  /// Notes the running task as one that runs steps: never the app's.
  static func noteStepper() {
    guard let current = _swiftCurrentTask() else { return }
    let id = _swiftJobTaskID(current)
    guard id != 0 else { return }
    lock.lock()
    if steppers.insert(id).inserted { owners[id] = nil }
    lock.unlock()
  }

  /// Notes the running task (one started without being enqueued, as `Task.immediate` does) as
  /// the app's, when the code running sees a bound runtime.
  static func noteCurrentTask() {
    guard let bound = AppRuntime.bound, let current = _swiftCurrentTask() else { return }
    let id = _swiftJobTaskID(current)
    guard id != 0 else { return }
    lock.lock()
    if owners[id] == nil, !steppers.contains(id) {
      owners[id] = WeakRuntime(runtime: bound, inExtension: AppRuntime.inExtension)
    }
    lock.unlock()
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

/// The task running on this thread, as the job it is (a task is its own job), or `nil`.
private func _swiftCurrentTask() -> UnownedJob? {
  withUnsafeCurrentTask { task in
    task.map { unsafeBitCast($0, to: UnownedJob.self) }
  }
}
