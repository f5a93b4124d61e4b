/// A simulated iOS device running one app: the life cycle, the routing of notifications to the
/// app's callbacks, completion handlers, authorization and registration, on a virtual clock.
///
/// A value type with mutating methods, one per stimulus. Nothing happens on its own: work that
/// is due later (completion handlers, deadlines, local triggers) runs when the test calls
/// ``advance(by:)``. Everything is recorded in ``trace``.
///
///     var simulator = Simulator(app: AppConfiguration())
///     try simulator.openApp()
///     try simulator.home()
///     try simulator.push(Payload(aps: APS(alert: Alert(body: "Hi"))), id: "n1")
///     try simulator.tap("n1")
///     print(simulator.trace.rendered)
///
/// Misuse (tapping a notification that was never shown, an action the category lacks, a
/// life-cycle event that cannot happen) throws a ``SimulationError`` that says why.
public struct Simulator: Sendable {
  /// What the test gave at creation, which never changes: the app, the iOS version, the quirks,
  /// the routing table, the behaviour, the calendar. `Simulation/SimulatorConfiguration.swift`.
  public let configuration: SimulatorConfiguration
  /// The device: what stays when the app's process ends (lock, Notification Center, pending
  /// requests, badge, authorization, settings, Focus, the APNs link, Live Activities, PushKit,
  /// Push to Talk, widgets), and the ``DeviceConfiguration`` it started from. `Device/DeviceState.swift`.
  public internal(set) var device: DeviceState
  /// The app's process: its state and what lives only while it runs. `App/Process/AppProcessState.swift`.
  public internal(set) var process: AppProcessState
  /// The app's extensions: their code and their runs. `Extensions/ExtensionsState.swift`.
  public internal(set) var extensions: ExtensionsState
  /// Every completion handler given out, the app's and its service extension's.
  /// `Simulation/CompletionHandlers.swift`.
  var handlers = CompletionHandlers()
  var clock = SimulatedClock<ScheduledWork>()
  /// Everything that happened so far.
  public internal(set) var trace = Trace()
  /// What the test or the scenario runner gave during the run. `Simulation/RunState.swift`.
  package var run = RunState()
  /// How many of the newest records keep their payloads whole: in a streamed scenario run the
  /// old records drop theirs and read them again from the scenario file when asked for. A run
  /// of fewer pushes never compacts anything.
  static let recordsKeptWhole = 4096

  /// Creates a device with the app installed and not running.
  ///
  /// - Parameters:
  ///   - app: The app.
  ///   - profile: The iOS version; ``Profile/defaultProfile`` (iOS 26) by default.
  ///   - quirks: The quirks; the defaults for `profile` when `nil`.
  ///   - device: The device.
  ///   - behavior: Decides completion-handler answers; ``ConfiguredBehavior`` over
  ///     `app.answers` when `nil`.
  ///   - table: The routing table; ``RoutingTable/standard`` by default.
  ///   - appDelegate: The app's own code, called at the moment iOS calls each method; when set,
  ///     it answers the completion handlers of the callbacks it models instead of `behavior`.
  ///   - serviceExtension: The app's own notification service extension code; when set, the app
  ///     has a service extension and this code answers it.
  ///   - process: Creates the app's code at each launch (``AppProcess``); when set, it answers
  ///     every app callback instead of `appDelegate` and `behavior`.
  public init(
    app: AppConfiguration, profile: Profile = .defaultProfile, quirks: Quirks? = nil, device: DeviceConfiguration = .init(),
    behavior: (any AppBehavior)? = nil, table: RoutingTable = .standard, appDelegate: (any SimulatedAppDelegate)? = nil,
    serviceExtension: (any SimulatedServiceExtension)? = nil, process: AppProcessFactory? = nil
  ) {
    var calendar = VirtualCalendar(start: device.date, timeZoneIdentifier: device.timeZone)
    let knownTimeZone = calendar != nil
    if calendar == nil { calendar = VirtualCalendar(start: device.date) ?? VirtualCalendar()! }
    self.configuration = SimulatorConfiguration(
      app: app, profile: profile, quirks: quirks ?? Quirks(profile: profile), table: table,
      behavior: behavior ?? ConfiguredBehavior(answers: app.answers), calendar: calendar!, appDelegate: appDelegate,
      processFactory: process, pastLimitReason: device.notificationCenterLimit.map(Self.pastLimitReason))
    self.extensions = ExtensionsState(serviceExtension: serviceExtension)
    self.process = AppProcessState(appDelegate: appDelegate)
    self.device = DeviceState(
      configuration: device, categories: app.categories, isLocked: device.startsLocked,
      presentationState: PresentationState(device), settings: device.settings)
    self.device.files = DeviceFiles(container: app.files)
    if !knownTimeZone {
      diagnose("unknown-time-zone",
        "the device's time zone \(JSONWriter.quoted(device.timeZone)) is unknown, or \(device.date) does not exist there; the device runs on \(configuration.calendar.start) UTC instead.")
    }
    self.device.location = device.location
    setUpAPNs()
  }

  /// The current virtual time.
  public var now: SimulatedInstant { clock.now }

  /// Whether the app uses the scene life cycle on this iOS version.
  public var isSceneBased: Bool { configuration.app.sceneBased && configuration.profile.hasScenes }


  /// The callback family notifications route to right now.
  public var routingProfile: RoutingProfile {
    guard configuration.profile.hasUserNotifications else { return .legacy }
    if process.isDelegateAssigned { return .modern }
    if !process.state.isRunning { return configuration.app.delegateAssignment == .never ? .noDelegate : .modern }
    return .noDelegate
  }

  // MARK: Time

  /// Runs time forward by `duration`, performing the work that falls due, in order.
  public mutating func advance(by duration: Duration) {
    advance(to: now.advanced(by: max(duration, .zero)))
  }

  /// Runs time forward to `instant`. An instant in the past does nothing: no time travel.
  ///
  /// Local triggers fire at most ``triggerFiringsPerAdvance`` times in one call: a repeating
  /// trigger over a long wait (a minute's interval for ten years is five million notifications)
  /// would otherwise run for minutes. Past the limit the clock stops at the next firing, with a
  /// `too-many-firings` diagnostic that says to wait in shorter steps.
  public mutating func advance(to instant: SimulatedInstant) {
    _ = advanceBounded(to: instant)
  }

  /// How many local-trigger firings one ``advance(to:)`` (or ``runUntilIdle()``) performs at most.
  public static let triggerFiringsPerAdvance = 5_000

  /// ``advance(to:)``; returns whether the clock reached `instant`.
  mutating func advanceBounded(to instant: SimulatedInstant, firings: inout Int) -> Bool {
    guard instant >= now else { return true }
    // Most waits (a scenario's, or a test's between pushes) pass no work: only the time moves.
    guard clock.hasWork(dueBy: instant) else {
      clock.move(to: instant)
      return true
    }
    while let item = clock.popNext(dueBy: instant) {
      if case .localTrigger = item.work, !isStale(item.work) {
        firings += 1
        if firings > Self.triggerFiringsPerAdvance {
          clock.schedule(item.work, at: item.deadline)
          diagnose("too-many-firings",
            "local triggers fired \(Self.triggerFiringsPerAdvance) times in one wait, so the clock stopped at \(now) instead of \(instant). Wait in shorter steps, or remove the repeating request.")
          return false
        }
      }
      perform(item.work)
    }
    clock.move(to: instant)
    return true
  }

  mutating func advanceBounded(to instant: SimulatedInstant) -> Bool {
    var firings = 0
    return advanceBounded(to: instant, firings: &firings)
  }

  /// Runs every scheduled item, moving time to the last deadline. A repeating trigger would
  /// come due forever, so the run stops when only repeating triggers are left; advance the
  /// clock to see them fire. It also stops after ``triggerFiringsPerAdvance`` firings.
  public mutating func runUntilIdle() {
    var firings = 0
    while let deadline = lastLiveDeadline() {
      guard advanceBounded(to: deadline, firings: &firings) else { return }
    }
  }

  /// The deadline of the last work on the clock that will do something and does not repeat.
  /// Not a closure over `self` inside the mutating loop above, which made the compiler copy
  /// the whole simulator once per call, and found without sorting the clock's work.
  private func lastLiveDeadline() -> SimulatedInstant? {
    clock.lastToRun { !isStale($0) && !isRepeatingTrigger($0) }?.deadline
  }

  /// Whether `work` is a trigger that repeats.
  func isRepeatingTrigger(_ work: ScheduledWork) -> Bool {
    guard case .localTrigger(let id, _) = work else { return false }
    return device.pendingRequests.request(id)?.request.trigger?.repeats ?? false
  }

  /// Whether `work` will do nothing when it comes due: the trigger of a request replaced or
  /// removed since, or the deadline of a handler already called. Such work is left on the
  /// clock rather than searched for, and skipped when it comes due.
  func isStale(_ work: ScheduledWork) -> Bool {
    switch work {
    case .localTrigger(let id, let generation): !device.pendingRequests.isCurrent(id, generation: generation)
    case .deadline(let id), .extensionFailure(let id): handlers.index(of: id).map { handlers.given[$0].status != .waiting } ?? true
    case .completion, .budgetRefill, .wakePenaltyEnded: false
    case .apnsTransit: device.apns.inTransit == nil
    case .liveActivity(let id, let timer, let generation): isStaleActivityTimer(id, timer, generation: generation)
    case .scheduledSummary: device.presentationState.summary.nextDelivery == nil
    }
  }

  /// The work scheduled on the virtual clock, as `(instant, description)` pairs in run order.
  public var scheduledWork: [(instant: SimulatedInstant, work: String)] {
    clock.pending.compactMap { item in isStale(item.work) ? nil : (item.deadline, item.work.description) }
  }

  mutating func runDueWork() {
    while let item = clock.popNext(dueBy: now) { perform(item.work) }
  }

  /// Runs the work due now and delivers a held background push to an app the user opened.
  mutating func finishStimulus() {
    guard run.callDepth == 0 else { return }
    // Each is looked at here before its function is entered: after most stimuli (a push) none
    // has anything to do, and entering the three cost a push a dozen instruction-cache misses
    // (cachegrind, `notifsim-bench profile full`).
    if clock.hasWork(dueBy: now) { runDueWork() }
    if device.apns.owesNewToken { passOwedDeviceToken() }
    if case .some = device.apns.stored { forwardStoredNotification() }
    if process.state == .active, case .some = device.held {
      releaseHeldWake()
      runDueWork()
    }
  }

  mutating func record(_ kind: TraceEvent.Kind, rule: String? = nil) {
    trace.events.append(TraceEvent(instant: now, kind: kind, ruleID: rule))
  }

  /// Runs app code in ``AppProcessState/appDelegate`` with a fresh ``AppContext``, stores the delegate back and
  /// applies what the app asked for. Returns `nil` when there is no delegate.
  mutating func callAppDelegate<Result>(
    rule: String? = nil, _ body: (inout any SimulatedAppDelegate, inout AppContext) -> Result
  ) -> Result? {
    guard var delegate = process.appDelegate else { return nil }
    var answers = configuration.app.answers
    if !run.willPresentAnswers.isEmpty { answers.willPresentByNotification.merge(run.willPresentAnswers) { $1 } }
    var context = AppContext(
      state: process.state, now: now, profile: configuration.profile, authorizationStatus: authorizationStatusInSettings, badge: device.badge,
      answers: answers)
    let result = body(&delegate, &context)
    process.appDelegate = delegate
    if let count = context.requestedBadge { setBadge(count, rule: rule) }
    return result
  }

  /// Shows `count` on the app icon; 0 removes the badge (rule BD1).
  mutating func setBadge(_ count: Int, rule: String?) {
    device.badge = count == 0 ? nil : count
    record(.system(.badge(count)), rule: rule)
  }

  mutating func diagnose(_ code: String, _ message: String, rule: String? = nil) {
    record(.diagnostic(code: code, message: message), rule: rule)
  }
}
