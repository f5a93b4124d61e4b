import Foundation
package import NotificationSimulator

/// One simulated device running the team's app: the simulator, and the app's process while it
/// runs.
///
/// Not an Apple type: the place where `UNUserNotificationCenter.current()` and
/// `UIApplication.shared` find the device they act on. Every call the app makes turns into one
/// simulator step at the virtual time of the call:
///
/// - while iOS is calling one of the app's methods (a step is running), what the app asks is
///   collected and applied when the method returns, in the order asked; what it reads comes from
///   the device as it was when the method was called;
/// - at any other time (a block the app queued on the main queue, a task, a reply the test
///   delivers in a later step), it is applied at once, at the current virtual time.
///
/// Completion blocks the system calls back run outside the simulator: an answered
/// authorization prompt after the step; the `get…` answers and `add`'s and `setBadgeCount`'s
/// handlers, asked while the app's code runs, on ``SystemCallbacks``' queue, which the step waits
/// for before it returns (so code that blocks the main thread until one arrives gets it).
package final class AppRuntime: @unchecked Sendable {
  // Guarded by `lock`. A recursive lock: the thread that runs a step re-enters it when the
  // app's code calls the center from inside a callback.
  private let lock = NSRecursiveLock()
  private var device: Simulator
  private var frames: [Frame] = []
  private var stepDepth = 0
  private var afterStep: [() -> Void] = []
  private var waitingForPrompt: [@Sendable (Bool, (any Error)?) -> Void] = []
  /// The device as the running step began, for code that reads the center while the simulator
  /// runs it outside one of the app's methods (a service extension): the device itself is being
  /// changed then. Kept only for a runtime with a service extension.
  private var stepStart: Simulator?
  private let hasServiceExtension: Bool
  /// The process now running, or `nil`.
  private(set) var process: UIKitProcess?
  /// Counts what the app asked; ``settle()`` stops when a turn of the main queue adds nothing.
  private var activity = 0

  /// What the app asked during one of its methods, and the device as it was when called.
  private final class Frame {
    let device: Simulator
    var requests: [AppRequest] = []
    init(device: Simulator) { self.device = device }
  }

  /// Creates a runtime for the simulator made by `makeSimulator`, which receives the factory of
  /// the app's process.
  package init(
    makeSimulator: (@escaping AppProcessFactory, (any SimulatedServiceExtension)?) -> Simulator,
    appDelegate: @escaping @MainActor () -> any UIApplicationDelegate,
    sceneDelegate: (@MainActor () -> any UISceneDelegate)?,
    serviceExtension: (@Sendable () -> UNNotificationServiceExtension)? = nil
  ) {
    let factories = UncheckedBox((appDelegate, sceneDelegate))
    let makeProcess: @Sendable (AppRuntime) -> UIKitProcess = { runtime in
      UIKitProcess(runtime: runtime, appDelegate: factories.value.0, sceneDelegate: factories.value.1)
    }
    // The factory refers back to the runtime, which exists only once the simulator does: a box
    // breaks the cycle at creation.
    let box = RuntimeBox()
    let adapter = serviceExtension.map { ServiceExtensionAdapter($0) }
    hasServiceExtension = adapter != nil
    device = makeSimulator({ box.makeProcess() }, adapter)
    adapter?.link.runtime = self
    box.runtime = self
    box.make = makeProcess
    AppExecutor.install()
  }

  deinit {
    AppExecutor.forget(self)
  }

  /// The device as the last step left it.
  package var simulator: Simulator {
    lock.lock()
    defer { lock.unlock() }
    return device
  }

  /// The device's trace events, read without copying the whole device.
  package var traceEvents: TraceEvents {
    lock.lock()
    defer { lock.unlock() }
    return device.trace.events
  }

  /// Runs a step of the test (a push, a tap, time passing) with this runtime as the current one,
  /// then the completion blocks the step owes the app.
  package func step<Result>(_ body: (inout Simulator) throws(SimulationError) -> Result) throws(SimulationError) -> Result {
    let outermost = !isRunningAppCode && beginStepping()
    let outcome = Swift.Result { () throws(SimulationError) -> Result in try stepLocked(body) }
    // Calls other threads left while the step ran (see `post`), now that the lock is free.
    if outermost { endStepping() }
    return try outcome.get()
  }

  private func stepLocked<Result>(_ body: (inout Simulator) throws(SimulationError) -> Result) throws(SimulationError) -> Result {
    lock.lock()
    defer { lock.unlock() }
    if stepDepth == 0 { AppExecutor.noteStepper() }
    stepDepth += 1
    if hasServiceExtension, stepDepth == 1 {
      stepStart = device
      publish(Frame(device: device))
    }
    defer {
      if stepDepth == 0, stepStart != nil {
        stepStart = nil
        unpublish()
      }
    }
    let outcome: Swift.Result<Result, SimulationError> = AppRuntime.$bound.withValue(self) {
      do throws(SimulationError) { return .success(try body(&device)) } catch { return .failure(error) }
    }
    stepDepth -= 1
    syncProcess()
    drainAfterStep()
    return try outcome.get()
  }

  // MARK: The app's calls

  /// The app asks for something. Inside one of its methods, it is collected for the step;
  /// otherwise it is a step of its own at the current virtual time. `onResult` runs after it is
  /// applied, outside the simulator.
  ///
  /// `handlerWaitsForPrompt` says whether `onResult` must wait for the authorization prompt's
  /// answer (by default, for an authorization request): such a handler runs after the step.
  func request(
    _ request: AppRequest, from caller: UIKitProcess?, handlerWaitsForPrompt: Bool? = nil,
    onResult: (@Sendable (Result<Void, SimulationError>) -> Void)? = nil
  ) {
    let waits = handlerWaitsForPrompt ?? request.waitsForPrompt
    let fromExtension = caller == nil && AppRuntime.inExtension
    // A call from a thread the simulator does not run, while a step runs, must not wait for the
    // step: the app's code in the step may be blocking the main thread until this very call
    // returns (a semaphore waiting for a handler called from a global queue). It is left in the
    // inbox and made when the step ends, at that virtual time.
    if !MainActorCheck.isOnMainActor {
      let caller = UncheckedBox(caller)
      // The center's own answers (``SystemCallbacks``) run on a queue the simulator owns.
      let foreign = !SystemCallbacks.isCurrent
      // While the app's code runs in the step, the call counts as one made in that code (applied
      // when the step ends): its handler is answered now, as for a call on the main thread,
      // since that code may be blocking the main thread until it is. So is a call from one of the
      // center's answers, which the step waits for. An authorization request's handler waits for
      // the prompt instead.
      let early: (@Sendable (Result<Void, SimulationError>) -> Void)?
      if let onResult, !waits, !foreign || publishedView() != nil { early = onResult } else { early = nil }
      let queued = post { [self] in
        self.request(
          request, from: caller.value, fromExtension: fromExtension, foreign: foreign, waitsForPrompt: waits,
          onResult: early == nil ? onResult : nil)
      }
      if queued {
        if let early { answer { early(.success(())) } }
        return
      }
    }
    // A call from the main thread outside any step (a block on the main queue, a task) is a step
    // of its own: other threads' calls made meanwhile wait for it in the inbox, never on the lock
    // this thread holds while the app's code it runs may be waiting for them.
    let outermost = MainActorCheck.isOnMainActor && beginStepping()
    self.request(request, from: caller, fromExtension: fromExtension, foreign: false, waitsForPrompt: waits, onResult: onResult)
    if outermost { endStepping() }
  }

  /// Calls from other threads that found a step running, and whether one is running. Guarded by
  /// `inboxLock`, which is never held while the runtime's lock is awaited.
  private let inboxLock = NSLock()
  private var inbox: [() -> Void] = []
  private var stepping = false
  /// The device as the app's running method (or the running step's service extension) sees it,
  /// innermost last, for readers on other threads: they never wait for the lock the step holds.
  private var published: [Frame] = []
  /// The queue the center's answers arrive on while the app's code runs.
  fileprivate let answers = SystemCallbacks()

  private func publish(_ view: Frame) {
    inboxLock.lock()
    // The frame, not a second copy of the device (a large value): `collect` is on every call.
    published.append(view)
    inboxLock.unlock()
  }

  private func unpublish() {
    inboxLock.lock()
    _ = published.popLast()
    inboxLock.unlock()
  }

  /// The device a reader on another thread gets while a step runs, or `nil` when it may take the
  /// lock (no step runs, or the step runs none of the app's code).
  private func publishedView() -> Simulator? {
    inboxLock.lock()
    defer { inboxLock.unlock() }
    return stepping ? published.last?.device : nil
  }

  /// Leaves `work` for the end of the running step; returns `false` (and keeps nothing) when no
  /// step runs, so the caller makes the call itself.
  private func post(_ work: @escaping () -> Void) -> Bool {
    inboxLock.lock()
    defer { inboxLock.unlock() }
    guard stepping else { return false }
    inbox.append(work)
    return true
  }

  /// Marks the start of an outermost step: calls from other threads wait in the inbox. Returns
  /// `false` when a step is running already (this one is part of it).
  private func beginStepping() -> Bool {
    inboxLock.lock()
    defer { inboxLock.unlock() }
    if stepping { return false }
    stepping = true
    return true
  }

  /// Marks the end of an outermost step: waits for the center's answers the step handed to
  /// ``SystemCallbacks`` (the lock is free, so an answer that calls the center is not kept
  /// waiting), then makes the calls left in the inbox, in order.
  private func endStepping() {
    while true {
      answers.waitForAnswers()
      inboxLock.lock()
      let work = inbox
      inbox = []
      if work.isEmpty { stepping = false }
      inboxLock.unlock()
      if work.isEmpty { return }
      for item in work { item() }
    }
  }

  private func request(
    _ request: AppRequest, from caller: UIKitProcess?, fromExtension: Bool, foreign: Bool, waitsForPrompt: Bool,
    onResult: (@Sendable (Result<Void, SimulationError>) -> Void)?
  ) {
    lock.lock()
    defer { lock.unlock() }
    activity += 1
    if let frame = frames.last, !fromExtension {
      frame.requests.append(request)
      // The completion handler arrives as the `get…` answers do: code that blocks the main
      // thread until `add(_:)` or `setBadgeCount(_:)` calls back gets the call.
      // An authorization request's handler waits for the prompt's answer, which this step gives.
      if let onResult {
        if waitsForPrompt {
          afterStep.append { onResult(.success(())) }
        } else {
          answer { onResult(.success(())) }
        }
      }
      return
    }
    if stepDepth > 0 || !frames.isEmpty {
      // App code the step runs outside one of its methods (a service extension): the simulator
      // is busy, so the request follows the step.
      afterStep.append { [self] in
        self.request(
          request, from: caller, fromExtension: fromExtension, foreign: foreign, waitsForPrompt: waitsForPrompt, onResult: onResult)
      }
      return
    }
    if !fromExtension, device.process.state == .suspended {
      // A suspended app runs nothing: a call from a block it queued before (the main queue runs
      // in the test's process) waits until the app runs again.
      held.append { [self] in
        self.request(request, from: caller, fromExtension: false, foreign: foreign, waitsForPrompt: waitsForPrompt, onResult: onResult)
      }
      return
    }
    noteThread(request.apiName, foreign: foreign)
    if !foreign { noteOutsideSettle(request.apiName) }
    stepDepth += 1
    let result = AppRuntime.$bound.withValue(self) {
      // The extension runs whether or not the app does. A caller whose process is gone is still
      // a caller: the simulator traces the late call.
      fromExtension
        ? device.performFromServiceExtension(request) : device.perform(request, from: caller ?? EndedProcess())
    }
    stepDepth -= 1
    syncProcess()
    if let onResult { afterStep.append { onResult(result) } }
    drainAfterStep()
  }

  /// Reads the device: as it was when the running method was called, or as it is now.
  func read<Value>(_ body: (Simulator) -> Value) -> Value {
    // From another thread while the app's code runs in a step: the device that code sees,
    // without waiting for the step's lock (the code may be waiting for this reader).
    if !MainActorCheck.isOnMainActor, let view = publishedView() { return body(view) }
    lock.lock()
    defer { lock.unlock() }
    if let frame = frames.last { return body(frame.device) }
    // Inside a step but outside the app's methods (a service extension reading the center):
    // the device is being changed, so the reader gets it as the step began.
    if stepDepth > 0, let stepStart { return body(stepStart) }
    return body(device)
  }

  /// The service extension called the content handler for `notificationID` after its
  /// `didReceive` returned: a step at the current virtual time, after the running one if any.
  func contentHandlerCalledLate(for notificationID: String, with content: NotificationContent) {
    let body: (inout Simulator) -> Void = { $0.serviceExtensionCalledContentHandler(for: notificationID, with: content) }
    // From another thread while a step runs: made when the step ends (see `request`).
    if !MainActorCheck.isOnMainActor, post({ [self] in self.perform(body) }) { return }
    perform(body)
  }

  /// Runs `body` on the device as a step of its own, after the running step if any.
  func afterStep(_ body: @escaping (inout Simulator) -> Void) { perform(body) }

  /// Runs `body` on the device as a step of its own at the current virtual time, or after the
  /// running step.
  private func perform(_ body: @escaping (inout Simulator) -> Void) {
    let outermost = MainActorCheck.isOnMainActor && beginStepping()
    performLocked(body)
    if outermost { endStepping() }
  }

  private func performLocked(_ body: @escaping (inout Simulator) -> Void) {
    lock.lock()
    defer { lock.unlock() }
    activity += 1
    if stepDepth > 0 || !frames.isEmpty {
      afterStep.append { [self] in self.performLocked(body) }
      return
    }
    noteThread("the content handler")
    stepDepth += 1
    AppRuntime.$bound.withValue(self) { body(&device) }
    stepDepth -= 1
    syncProcess()
    drainAfterStep()
  }

  /// Whether ``settle()`` is running its turns. Guarded by `lock`.
  private var settling = false
  /// Whether a call from a main-queue block that ran outside ``settle()`` was traced already.
  private var outsideSettleSeen = false

  /// Traces, once per device, a call from a block on the main queue that ran while the test was
  /// not letting the app run (a `DispatchQueue.main.asyncAfter` block or a `Timer` firing on the
  /// wall clock, or a block that ran while the test awaited something else): it takes effect at
  /// the current virtual time, but when it runs depends on the host. Called with the lock held,
  /// outside any step.
  private func noteOutsideSettle(_ api: String) {
    guard !outsideSettleSeen, !settling, MainActorCheck.isMainQueueBlock else { return }
    outsideSettleSeen = true
    device.diagnoseUnownedWork(
      "\(api) was called from a block on the main queue that ran while the test was not letting the app run (a"
        + " DispatchQueue.main.asyncAfter block or a Timer on the wall clock, or a block that ran while the test"
        + " awaited something else): it takes effect at \(device.now), but when it runs depends on the host. Let"
        + " the app's blocks run with await tester.settle(), and give its timers a way to fire from the test.")
  }

  /// Whether a call from a thread the simulator does not run was traced already.
  private var unownedThreadSeen = false

  /// Traces, once per device, a call that arrives from a thread the simulator does not run (a
  /// `DispatchQueue.global()` block, an `OperationQueue`, a `Thread`): it takes effect now, but
  /// when it arrives depends on the host. Called with the lock held, outside any step.
  private func noteThread(_ api: String, foreign: Bool = false) {
    guard !unownedThreadSeen, foreign || !MainActorCheck.isOnMainActor && !SystemCallbacks.isCurrent else { return }
    unownedThreadSeen = true
    device.diagnoseUnownedWork(
      "\(api) was called from a thread the simulator does not run (a DispatchQueue.global() block, an"
        + " OperationQueue, a Thread or a wall-clock timer): it takes effect at \(device.now), when it arrived, but"
        + " when it arrives depends on the host, so settle() may return before it. Do that work in a Task or on"
        + " the main queue, which settle() runs.")
  }

  /// Whether the simulator is running a step or the app's code now: a tester step taken from
  /// inside the app's code is refused (it would change the device in the middle of a step).
  package var isRunningAppCode: Bool {
    lock.lock()
    defer { lock.unlock() }
    return stepDepth > 0 || !frames.isEmpty
  }

  /// Runs a block the system calls back: after the step when one is running, else now.
  func callBack(_ block: @escaping () -> Void) {
    // From another thread while a step runs: after the step, without waiting for its lock.
    if !MainActorCheck.isOnMainActor, post(block) { return }
    lock.lock()
    if stepDepth > 0 || !frames.isEmpty {
      afterStep.append(block)
      lock.unlock()
      return
    }
    lock.unlock()
    block()
  }

  /// Gives the app an answer of the center (a `get…` method's completion handler). While the
  /// app's code runs (a step, or a thread other than the main one), the answer arrives on
  /// ``SystemCallbacks``' queue, as iOS delivers it on a background queue: code that blocks the
  /// main thread until it arrives gets it. The step waits for it before it returns. Otherwise,
  /// on the main thread, it runs now.
  func answer(_ block: @escaping @Sendable () -> Void) {
    // On the answers' queue already (an answer asking again), it runs now: an answer that waits
    // for another would otherwise wait for itself.
    if SystemCallbacks.isCurrent || MainActorCheck.isOnMainActor && !isRunningAppCode {
      block()
      return
    }
    let inExtension = AppRuntime.inExtension
    answers.deliver { [weak self] in
      AppRuntime.$bound.withValue(self) { AppRuntime.$inExtension.withValue(inExtension) { block() } }
    }
  }

  /// The user's answer to the authorization prompt, given by the test before the prompt shows
  /// (as an XCUITest interruption monitor is registered before the alert): when set, the device
  /// answers the prompt in the step that shows it (`Simulator.promptAnswerInAdvance`), and an app
  /// that asks for authorization gets its handler at once, on ``SystemCallbacks``' queue, so code
  /// that blocks the main thread until the handler runs gets it. `nil` (the default): the prompt stays on screen until a later step
  /// of the test answers it. Guarded by `promptLock`, never by the step's lock: a request from
  /// another thread reads it while a step runs.
  private var promptAnswerStore: Bool?
  private let promptLock = NSLock()

  /// The user's answer to the authorization prompt given in advance (see `promptAnswerStore`).
  package var promptAnswer: Bool? {
    get {
      promptLock.lock()
      defer { promptLock.unlock() }
      return promptAnswerStore
    }
    set {
      promptLock.lock()
      promptAnswerStore = newValue
      promptLock.unlock()
      lock.lock()
      device.run.promptAnswerInAdvance = newValue
      lock.unlock()
    }
  }

  /// Holds `requestAuthorization`'s completion until the prompt is answered.
  func awaitPromptAnswer(_ completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
    lock.lock()
    defer { lock.unlock() }
    waitingForPrompt.append(completion)
  }

  /// A task the module started for an `async` delegate method: its jobs are the app's (it
  /// inherits the bound runtime), so ``settle()`` runs them; it is not awaited, so one that
  /// never returns cannot hang the test.
  func track(_ task: Task<Void, Never>) {
    lock.lock()
    defer { lock.unlock() }
    activity += 1
  }

  /// Runs the app's method for `call`, collecting what it asks.
  func collect(on device: Simulator, _ body: () -> Bool) -> AppCallResult {
    lock.lock()
    let frame = Frame(device: device)
    frames.append(frame)
    lock.unlock()
    publish(frame)
    let implemented = AppRuntime.$bound.withValue(self) { body() }
    unpublish()
    lock.lock()
    frames.removeLast()
    lock.unlock()
    return AppCallResult(implemented: implemented, requests: frame.requests)
  }

  /// The process the simulator starts at launch.
  fileprivate func startProcess(_ make: @Sendable (AppRuntime) -> UIKitProcess) -> UIKitProcess {
    let process = make(self)
    self.process = process
    return process
  }

  /// Forgets the process once the simulator ended it: `current()` then finds no app.
  private func syncProcess() {
    if let process, device.process.code !== process { self.process = nil }
  }

  private func drainAfterStep() {
    // Called with the lock held, on the step's thread. A block may ask for more (an answered
    // authorization request waits for the prompt, which may already be answered): loop until
    // nothing is left.
    guard stepDepth == 0 else { return }
    // MARK: ActivityKit: the elements the step produced, to the app's sequences.
    ActivityKitHub.runtimeDidStep(self)
    while true {
      if !device.isAuthorizationPromptShowing, !waitingForPrompt.isEmpty {
        let granted = device.device.authorizationStatus.isGranted
        let waiting = waitingForPrompt
        waitingForPrompt = []
        for completion in waiting { afterStep.append { completion(granted, nil) } }
      }
      if afterStep.isEmpty { afterStep = releaseHeld() }
      guard !afterStep.isEmpty else { return }
      let block = afterStep.removeFirst()
      AppRuntime.$bound.withValue(self) { block() }
    }
  }

  /// Calls the app made while suspended, held until it runs again. Guarded by `lock`.
  private var held: [() -> Void] = []

  /// The held calls to make now that the app runs again; none while it is suspended, and those
  /// of a process that ended are dropped (its code never ran).
  private func releaseHeld() -> [() -> Void] {
    guard !held.isEmpty, device.process.state != .suspended else { return [] }
    defer { held = [] }
    return device.process.state.isRunning ? held : []
  }

  // MARK: Settling

  /// The app's jobs the executor hooks kept, in the order enqueued (``AppExecutor``): jobs bound
  /// for the global executor and for the main actor alike. Guarded by `jobLock`, which the hooks
  /// take on any thread.
  private let jobLock = NSLock()
  private var readyJobs: [KeptJob] = []
  private var jobsTaken = 0
  /// Whether a job of the app's arrived from a thread the simulator does not run (a
  /// continuation resumed by a completion handler on another queue); traced at the next turn.
  private var foreignResume = false

  /// A job kept until the test lets the app run.
  private struct KeptJob {
    let job: UnownedJob
    /// Whether it is the service extension's, which runs whether or not the app does.
    let inExtension: Bool
    /// Whether it was bound for the main actor (else for the global executor).
    let onMainActor: Bool
  }

  /// Keeps a job of the app's tasks (or its service extension's) until the test lets the app run
  /// (``settle()``).
  func take(_ job: UnownedJob, inExtension: Bool, onMainActor: Bool) {
    let foreign = !MainActorCheck.isOnMainActor
    jobLock.lock()
    readyJobs.append(KeptJob(job: job, inExtension: inExtension, onMainActor: onMainActor))
    jobsTaken += 1
    if foreign { foreignResume = true }
    jobLock.unlock()
  }

  /// How many of the app's jobs are kept and not yet run.
  package var queuedJobCount: Int {
    jobLock.lock()
    defer { jobLock.unlock() }
    return readyJobs.count
  }

  /// How many turns of the main queue in a row must pass with nothing of the app's running
  /// before ``settle()`` returns. The app's tasks are all seen (their jobs are kept and each turn
  /// runs every one that can run), but a block on the main queue that calls nothing of the
  /// simulator and queues the next block cannot be seen: a chain of up to this many such blocks
  /// between two calls the simulator sees is waited for.
  package static let quietTurns = 12
  /// The most turns one ``settle()`` takes: app work that keeps queuing more beyond this is
  /// named in a diagnostic instead of hanging the test.
  package static let turnLimit = 100_000

  /// Lets the app's scheduled work run: its tasks' jobs (kept by ``AppExecutor``), blocks on
  /// the main queue, `async` delegate methods. Returns when no job of the app's can run and
  /// ``quietTurns`` turns of the main queue in a row ran nothing of the app's. The virtual clock
  /// does not move: what the work asks happens at the current virtual time.
  ///
  /// A turn is one block on the main queue, so it runs after the blocks the app queued before
  /// it; it runs the kept jobs one at a time, in the order they were enqueued, with the main
  /// actor's executor, including the jobs they enqueue meanwhile. A task that waits forever (an
  /// `async` delegate method that never returns) does not keep `settle()` waiting: iOS judges
  /// its completion handler at its deadline.
  ///
  /// Returns `false` when the app's work did not stop within ``turnLimit`` turns.
  @MainActor @discardableResult package func settle() async -> Bool {
    await withUnsafeContinuation { (continuation: UnsafeContinuation<Bool, Never>) in
      let settling = Settling(runtime: self, continuation: continuation)
      DispatchQueue.main.async { settling.turn() }
    }
  }

  /// One `settle()`: its turns, each a block on the main queue that queues the next.
  private final class Settling: @unchecked Sendable {
    let runtime: AppRuntime
    let continuation: UnsafeContinuation<Bool, Never>
    var quiet = 0
    var turns = 0
    var activity: Int

    init(runtime: AppRuntime, continuation: UnsafeContinuation<Bool, Never>) {
      self.runtime = runtime
      self.continuation = continuation
      activity = runtime.activityCount
      runtime.setSettling(true)
    }

    private func end(_ settled: Bool) {
      runtime.setSettling(false)
      continuation.resume(returning: settled)
    }

    /// Runs on the main queue: the app's runnable jobs, then the next turn or the end.
    func turn() {
      turns += 1
      if turns > AppRuntime.turnLimit { return end(false) }
      runtime.runReadyJobs()
      let now = runtime.activityCount
      // An answer of the center's still running on its queue is the app's activity too.
      quiet = now == activity && !runtime.answers.status.busy ? quiet + 1 : 0
      activity = now
      if quiet >= AppRuntime.quietTurns { return end(true) }
      DispatchQueue.main.async { self.turn() }
    }
  }

  private func setSettling(_ value: Bool) {
    lock.lock()
    settling = value
    lock.unlock()
  }

  /// Runs the app's jobs that can run now, one at a time in the order kept, on this thread (the
  /// main queue) as the main actor's executor, until none is left; jobs they enqueue run too.
  private func runReadyJobs() {
    // Jobs are kept only where the hooks are installed (see `AppExecutor.install()`).
    guard #available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *) else { return }
    noteForeignResume()
    while let kept = nextReadyJob() {
      AppExecutor.run(kept.job, onMainActor: kept.onMainActor)
    }
  }

  /// The oldest kept job that may run now: a suspended app runs nothing, so its jobs wait until
  /// it runs again (the extension's run, in a process of their own); the jobs of a process that
  /// ended never run.
  private func nextReadyJob() -> KeptJob? {
    lock.lock()
    let state = device.process.state
    lock.unlock()
    jobLock.lock()
    defer { jobLock.unlock() }
    guard !readyJobs.isEmpty else { return nil }
    if state.isRunning && state != .suspended { return readyJobs.removeFirst() }
    if !state.isRunning {
      // The process ended: its jobs never run; the extension's still do.
      readyJobs.removeAll { !$0.inExtension }
    }
    guard let index = readyJobs.firstIndex(where: \.inExtension) else { return nil }
    return readyJobs.remove(at: index)
  }

  /// Traces, once, that a task of the app's was resumed from a thread the simulator does not
  /// run: it runs at the next turn, but when it arrives depends on the host.
  private func noteForeignResume() {
    jobLock.lock()
    let foreign = foreignResume
    foreignResume = false
    jobLock.unlock()
    guard foreign else { return }
    lock.lock()
    defer { lock.unlock() }
    guard !unownedThreadSeen else { return }
    unownedThreadSeen = true
    device.diagnoseUnownedWork(
      "a task of the app's was resumed from a thread the simulator does not run (by a completion handler called"
        + " on a DispatchQueue.global() block, an OperationQueue or a Thread, or at the end of a Task.sleep, which"
        + " runs on the host's clock): it runs at \(device.now), when settle() finds it, but when it arrives depends"
        + " on the host, so settle() may return before it. Resume it from a Task or on the main queue, which"
        + " settle() runs, and let tests skip the app's sleeps.")
  }

  /// Everything the app did that the simulator sees: calls into the center and the
  /// application, jobs kept.
  private var activityCount: Int {
    lock.lock()
    let calls = activity
    lock.unlock()
    let given = answers.status.given
    jobLock.lock()
    defer { jobLock.unlock() }
    return calls &+ jobsTaken &+ given
  }

  // MARK: The current runtime

  /// The runtime of the code running now: bound while the simulator runs the app's code and
  /// inherited by the tasks it starts.
  @TaskLocal static var bound: AppRuntime?

  /// Whether the code running now is the service extension's (its `didReceive` and the tasks it
  /// starts): its center calls are the extension process's, whether or not the app runs.
  @TaskLocal static var inExtension = false

  /// The center the service extension's code gets from `UNUserNotificationCenter.current()`.
  private(set) lazy var extensionCenter = UNUserNotificationCenter(runtime: self, process: nil)

  private static let liveLock = NSLock()
  /// The device whose tester is alive, with where the test created it. Guarded by `liveLock`.
  nonisolated(unsafe) private static var live: (runtime: WeakBox, site: String)?

  private final class WeakBox {
    weak var runtime: AppRuntime?
    init(_ runtime: AppRuntime) { self.runtime = runtime }
  }

  /// The runtime the app's code acts on: the bound one (the app's methods and the tasks they
  /// start), or else the one device alive in the process (a block on the main queue, a thread:
  /// code that carries no task-local values).
  static var current: AppRuntime? {
    if let bound {
      // A task that reaches the app's API is the app's: noted, so that its jobs are kept even
      // where the runtime enqueues them with no task-local values to read.
      AppExecutor.noteCurrentTask()
      return bound
    }
    liveLock.lock()
    defer { liveLock.unlock() }
    return live?.runtime.runtime
  }

  /// Makes this runtime the device of the process until ``endLive()``; `site` says where the
  /// test created it. Returns where the test created the device already alive, when there is
  /// one: then this runtime is not made live.
  ///
  /// One device at a time: a block the app queued on the main queue carries no trace of the test
  /// that caused it, so with two devices alive its calls could reach either.
  package func beginLive(site: String) -> String? {
    AppRuntime.liveLock.lock()
    defer { AppRuntime.liveLock.unlock() }
    if let live = AppRuntime.live, let other = live.runtime.runtime, other !== self { return live.site }
    AppRuntime.live = (WeakBox(self), site)
    return nil
  }

  /// Ends this runtime's time as the device of the process.
  package func endLive() {
    AppRuntime.liveLock.lock()
    defer { AppRuntime.liveLock.unlock() }
    if let live = AppRuntime.live, live.runtime.runtime === self || live.runtime.runtime == nil { AppRuntime.live = nil }
  }
}

/// Builds the process through the runtime once both exist.
private final class RuntimeBox: @unchecked Sendable {
  weak var runtime: AppRuntime?
  var make: (@Sendable (AppRuntime) -> UIKitProcess)?

  func makeProcess() -> any AppProcess {
    guard let runtime, let make else { return EndedProcess() }
    return runtime.startProcess(make)
  }
}

/// A process whose runtime is gone: it implements nothing.
private final class EndedProcess: AppProcess {
  func handle(_ call: AppCall, on device: Simulator) -> AppCallResult { .notImplemented }
}

extension AppRequest {
  /// Whether the request's completion handler waits for the user's answer to the authorization
  /// prompt, which a later step may give.
  var waitsForPrompt: Bool {
    if case .requestAuthorization = self { return true }
    return false
  }
}

extension AppRuntime {
  /// Whether the caller is on the main actor, where the app's delegates run.
  package var isOnMainActor: Bool { MainActorCheck.isOnMainActor }
}

extension AppRuntime {
  /// The app delegate of the running launch.
  @MainActor package var currentAppDelegate: (any UIApplicationDelegate)? { process?.appDelegate }
}
