import Foundation

/// Takes the app's jobs off Swift's global concurrent executor and off the main actor's, so
/// they run when the test lets the app run, one at a time, in the order they were enqueued.
///
/// Not an Apple type. Swift gives no per-task way to replace the executors on both Linux and
/// macOS for Swift 6.2 and 6.3 (a custom default executor is chosen by the program's `@main`
/// type, which a test bundle does not own; a task executor preference is not inherited by
/// `Task {}` nor by `Task.detached`). The runtime's process-wide seams are its hooks:
/// `swift_task_enqueueGlobal_hook`, called for every job bound for the global executor, and
/// `swift_task_getMainExecutor_hook`, which names the main actor's executor (here
/// ``MainQueueExecutor``). A job that belongs to the app of a simulated device is kept in its
/// runtime's queue; every other job is handed on unchanged (to a hook installed before, to the
/// global executor, or to the main queue), so the test framework's own tasks and other tests
/// run as before.
///
/// A job belongs to a device when it is enqueued by code that runs for that device (the
/// task-local ``AppRuntime/bound`` is set: the app's methods, the tasks they start, which
/// inherit it) or when it is a task kept before (a task resumed by a continuation from another
/// thread, or hopping between the main actor and the global executor, where the runtime enqueues
/// it with no current task). Tasks are known by their task identifier, which the runtime never
/// reuses, so a freed task's address cannot mislead the hook.
enum AppExecutor {
  typealias Original = @convention(thin) (UnownedJob) -> Void
  typealias Hook = @convention(thin) (UnownedJob, Original) -> Void
  typealias MainExecutorOriginal = @convention(thin) () -> UnownedSerialExecutor
  typealias MainExecutorHook = @convention(thin) (MainExecutorOriginal) -> UnownedSerialExecutor
  typealias IsMainOriginal = @convention(thin) (UnownedSerialExecutor) -> Bool
  typealias IsMainHook = @convention(thin) (UnownedSerialExecutor, IsMainOriginal) -> Bool

  /// The hook installed before this one, called for jobs that are not the app's.
  nonisolated(unsafe) private static var previous: Hook?
  /// The main-executor hook installed before this one.
  nonisolated(unsafe) private static var previousMain: Hook?
  /// The is-main-executor hook installed before this one.
  nonisolated(unsafe) private static var previousIsMain: IsMainHook?
  /// The main executor as the runtime had it before ``MainQueueExecutor`` took its place.
  nonisolated(unsafe) private static var originalMain: UnownedSerialExecutor?

  /// Installs the hooks once per process; later calls do nothing. On an Apple platform older
  /// than `ExecutorJob.runSynchronously(on:)` (macOS 14, iOS 17) nothing is installed and the
  /// app's work runs on the system's executors.
  static func install() { _ = installed }

  private static let installed: Void = {
    guard #available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *) else { return }
    let process = dlopen(nil, RTLD_NOW)
    // The main actor's executor. The runtime enqueues a task on the main actor (a `Task {}` the
    // app starts in a delegate method, a hop to `MainActor.run`, a continuation resumed on the
    // main actor) through the executor `swift_task_getMainExecutor` names, calling that
    // executor's `enqueue` directly: `swift_task_enqueueMainExecutor_hook` sees none of it. So
    // the executor it names is ``MainQueueExecutor``, which keeps the app's jobs and runs
    // every other job on the main queue as the runtime's own main executor does.
    if let symbol = dlsym(process, "swift_task_getMainExecutor_hook"),
      let isMain = dlsym(process, "swift_task_isMainExecutor_hook")
    {
      let slot = symbol.assumingMemoryBound(to: MainExecutorHook?.self)
      let isMainSlot = isMain.assumingMemoryBound(to: IsMainHook?.self)
      originalMain = MainActor.sharedUnownedExecutor
      slot.pointee = { _ in MainQueueExecutor.unowned }
      previousIsMain = isMainSlot.pointee
      isMainSlot.pointee = { executor, original in
        if MainQueueExecutor.isSame(executor, as: MainQueueExecutor.unowned) { return true }
        if let originalMain = AppExecutor.originalMain, MainQueueExecutor.isSame(executor, as: originalMain) {
          return true
        }
        if let previous = AppExecutor.previousIsMain { return previous(executor, original) }
        return original(executor)
      }
    }
    // `MainActor.shared.enqueue(_:)` and the runtime's own main-queue enqueues that still name
    // the original executor come through this hook.
    if let symbol = dlsym(process, "swift_task_enqueueMainExecutor_hook") {
      let slot = symbol.assumingMemoryBound(to: Hook?.self)
      previousMain = slot.pointee
      slot.pointee = { job, original in
        if let (runtime, inExtension) = AppExecutor.owner(of: job) {
          runtime.take(job, inExtension: inExtension, onMainActor: true)
        } else if let previous = AppExecutor.previousMain {
          previous(job, original)
        } else {
          original(job)
        }
      }
    }
    guard let symbol = dlsym(process, "swift_task_enqueueGlobal_hook") else { return }
    let slot = symbol.assumingMemoryBound(to: Hook?.self)
    previous = slot.pointee
    slot.pointee = { job, original in
      if let (runtime, inExtension) = AppExecutor.owner(of: job) {
        runtime.take(job, inExtension: inExtension, onMainActor: false)
      } else if let previous = AppExecutor.previous {
        previous(job, original)
      } else {
        original(job)
      }
    }
  }()

  /// A job that is none of the app's, bound for the main actor: on the main queue, as the
  /// runtime's main executor runs it.
  @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
  static func enqueueOnMainQueue(_ job: UnownedJob) {
    DispatchQueue.main.async { run(job, onMainActor: true) }
  }

  /// Runs `job` on this thread (the main queue): as the main actor's executor for a job bound
  /// for the main actor; as the global executor does for any other (the generic executor), so
  /// that its hop to the main actor (`MainActor.run`) queues behind the main actor's jobs, as on
  /// a device, instead of running at once.
  @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
  static func run(_ job: UnownedJob, onMainActor: Bool) {
    job.runSynchronously(on: onMainActor ? MainQueueExecutor.unowned : genericExecutor)
  }

  /// The runtime's generic executor (no identity), with which the global executor runs a job.
  private static let genericExecutor = unsafeBitCast((UInt(0), UInt(0)), to: UnownedSerialExecutor.self)

  /// Enqueues a job on the main executor: the app's to its runtime's queue, any other to the
  /// main queue.
  @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
  static func enqueueMain(_ job: UnownedJob) {
    if let (runtime, inExtension) = owner(of: job) {
      runtime.take(job, inExtension: inExtension, onMainActor: true)
    } else {
      enqueueOnMainQueue(job)
    }
  }

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

/// The main actor's executor while a simulated app may run: the main queue, as the runtime's
/// own main executor is on Linux and macOS, except that a job of the app's goes to its
/// runtime's queue, run when the test lets the app run.
///
/// Not an Apple type. Installed through `swift_task_getMainExecutor_hook`, the seam the runtime
/// keeps for a custom main executor, because the runtime enqueues main-actor jobs on the
/// executor that function names and no enqueue hook sees them.
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
final class MainQueueExecutor: SerialExecutor, @unchecked Sendable {
  static let shared = MainQueueExecutor()
  /// The executor as the runtime holds it.
  static let unowned = UnownedSerialExecutor(ordinary: shared)

  func enqueue(_ job: consuming ExecutorJob) {
    AppExecutor.enqueueMain(UnownedJob(job))
  }

  func asUnownedSerialExecutor() -> UnownedSerialExecutor { MainQueueExecutor.unowned }

  /// The main actor's code runs on the main queue, whichever thread serves it.
  func checkIsolated() {
    dispatchPrecondition(condition: .onQueue(.main))
  }

  /// Whether two executor references name the same executor (their identities match).
  static func isSame(_ executor: UnownedSerialExecutor, as other: UnownedSerialExecutor) -> Bool {
    unsafeBitCast(executor, to: (UInt, UInt).self).0 == unsafeBitCast(other, to: (UInt, UInt).self).0
  }
}

/// The task running on this thread, as the job it is (a task is its own job), or `nil`.
private func _swiftCurrentTask() -> UnownedJob? {
  withUnsafeCurrentTask { task in
    task.map { unsafeBitCast($0, to: UnownedJob.self) }
  }
}
