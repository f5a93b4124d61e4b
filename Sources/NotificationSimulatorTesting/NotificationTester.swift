public import NotificationSimulator
package import SimulatedUserNotifications

/// Drives a simulated iOS app through a test and asserts every callback iOS makes, in order.
///
/// Models no Apple type: it stands in for the device, the user and iOS around the app's own
/// `SimulatedAppDelegate`. Each step (``push(_:id:fileID:filePath:line:column:)``,
/// ``tap(_:fileID:filePath:line:column:)``, ``performAction(on:action:fileID:filePath:line:column:)``,
/// ``advance(by:fileID:filePath:line:column:)``, ``forceQuit(fileID:filePath:line:column:)``...)
/// runs the simulator, which calls the delegate exactly when iOS would. Then
/// ``expect(_:fileID:filePath:line:column:)`` claims the callbacks that fired.
///
///     @Test func `tapping View on a cold launch opens the article`() {
///       let tester = NotificationTester(app: app, delegate: DeepLinkRouter())
///       tester.push(breakingNews, id: "n1")
///       tester.performAction(on: "n1", action: "VIEW")
///       tester.expect(
///         .willFinishLaunching, .didFinishLaunching(remoteNotification: "n1"),
///         .didReceive("n1", action: "VIEW"), .didBecomeActive)
///       tester.finish()
///       #expect(tester.delegate.opened == ["news://article/42"])
///     }
///
/// The tester is exhaustive by default (``exhaustivity``): a step taken while callbacks are
/// still unasserted fails, and ``finish(fileID:filePath:line:column:)`` (or the tester's
/// deinitializer, when the test never calls it) fails on callbacks never asserted, completion
/// handlers never called and work still scheduled. Failures are reported at the test's line, to
/// Swift Testing or XCTest, whichever runs the test. A step iOS would not allow fails the test
/// with the simulator's reason; it never traps.
public final class NotificationTester<Delegate: SimulatedAppDelegate> {
  /// The simulated device and app, as the last step left them.
  public var simulator: Simulator { runtime?.simulator ?? ownSimulator }
  /// The trace's events, read in place: ``simulator`` copies the whole device, which a step
  /// that only looks at the trace should not pay for.
  var traceEvents: TraceEvents { runtime?.traceEvents ?? ownSimulator.trace.events }
  private var ownSimulator: Simulator
  /// The device running Apple-shaped app code (``init(app:appDelegate:sceneDelegate:serviceExtension:profile:quirks:device:authorization:state:fileID:filePath:line:column:)``);
  /// `nil` for a ``SimulatedAppDelegate``.
  package let runtime: AppRuntime?
  /// How strictly the test is held to account; ``Exhaustivity/on`` unless set.
  public var exhaustivity: Exhaustivity = .on
  /// Receives failures instead of the test frameworks: the package's tests use it to assert
  /// failures under XCTest.
  package var failureHook: ((ReportedFailure) -> Void)?

  private let initialDelegate: Delegate
  private let creationSite: CallSite
  /// The index of the first trace event no assertion has looked at.
  var cursor = 0
  /// The index of the first event of the last step, from which `expect(events:)` and
  /// `expectNothing()` look.
  var eventCursor = 0
  var isFinished = false
  /// The tester was refused at creation (another simulated app is alive): it runs nothing.
  var isRefused = false

  /// Creates a device with the app installed and not running, its code in `delegate`.
  ///
  /// - Parameters:
  ///   - app: The app's configuration: categories, implemented callbacks, background modes.
  ///   - delegate: The app's own code.
  ///   - profile: The iOS version; `Profile.defaultProfile` (iOS 26) by default.
  ///   - quirks: The quirks; the defaults for `profile` when `nil`.
  ///   - device: The device.
  ///   - authorization: The options the user granted in Settings before the test, as
  ///     `requestAuthorization(options:completionHandler:)` would have: authorized for alerts,
  ///     sounds and badges by default, the same default as a scenario file without
  ///     `device.authorization` (`ScenarioLoader.defaultAuthorization`); `nil` leaves the
  ///     status `notDetermined`.
  ///   - state: The app's state when the test begins, reached the way a user would (open the
  ///     app, go home, and so on) as a scenario file's `app.state` is; the callbacks of getting
  ///     there are not asserted. `notRunning` by default.
  ///   - fileID: The test's file, for failures found when the tester is released unfinished.
  ///   - filePath: The test's file path, for those failures.
  ///   - line: The test's line, for those failures.
  ///   - column: The test's column, for those failures.
  public convenience init(
    app: AppConfiguration = AppConfiguration(), delegate: Delegate, profile: Profile = .defaultProfile, quirks: Quirks? = nil,
    device: DeviceConfiguration = DeviceConfiguration(),
    authorization: AuthorizationOptions? = ScenarioLoader.defaultAuthorization.options,
    state: AppState = .notRunning,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    self.init(
      simulator: Simulator(app: app, profile: profile, quirks: quirks, device: device, appDelegate: delegate), runtime: nil,
      app: app, delegate: delegate, profile: profile, quirks: quirks, device: device, authorization: authorization,
      state: state, site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Creates the tester over a simulator, or over a runtime that owns one.
  init(
    simulator: Simulator?, runtime: AppRuntime?, app: AppConfiguration, delegate: Delegate, profile: Profile,
    quirks: Quirks?, device: DeviceConfiguration, authorization: AuthorizationOptions?, state: AppState, site: CallSite
  ) {
    self.ownSimulator = simulator ?? runtime?.simulator ?? Simulator(app: app)
    self.runtime = runtime
    self.initialDelegate = delegate
    self.creationSite = site
    if let runtime {
      let refusal: String? =
        if AppTurn.isMissing { FailureMessage.turnMissing } else {
          runtime.beginLive(site: "\(site.fileID):\(site.line)").map(FailureMessage.secondDevice(aliveSince:))
        }
      if let refusal {
        isRefused = true
        isFinished = true
        self.cursor = self.traceEvents.count
        self.eventCursor = cursor
        fail(refusal, at: site)
        return
      }
    }
    var setUpError: SimulationError?
    do throws(SimulationError) {
      try mutate { (simulator: inout Simulator) throws(SimulationError) in
        if let authorization {
          // Changing settings never fails for .authorized; a failure would leave notDetermined.
          try? simulator.changeAuthorization(to: .authorized, options: authorization)
        }
        if state != .notRunning {
          try ScenarioRunner.setUp(
            &simulator,
            for: Scenario(file: "", name: "", profile: profile, quirks: quirks, device: device, app: app, initialState: state))
        }
      }
    } catch {
      setUpError = error
    }
    self.cursor = self.traceEvents.count
    self.eventCursor = cursor
    if let setUpError { fail(FailureMessage.refused("starting the app in state \(state)", setUpError), at: creationSite) }
    failRepeatedActions(app.categories, "the app's categories", at: creationSite)
  }

  /// Fails once for each identifier two actions of one category share.
  func failRepeatedActions(_ categories: [NotificationCategory], _ step: String, at site: CallSite) {
    for category in categories {
      for identifier in category.repeatedActionIdentifiers {
        fail(FailureMessage.repeatedAction(step, action: identifier, category: category.identifier), at: site)
      }
    }
  }

  /// Runs `body` on the simulator: through the runtime, which runs the app's code, when there is one.
  func mutate(_ body: (inout Simulator) throws(SimulationError) -> Void) throws(SimulationError) {
    if let runtime {
      try runtime.step(body)
    } else {
      try body(&ownSimulator)
    }
  }

  deinit {
    if !isFinished { checkLeftOvers(at: creationSite) }
    if !isRefused { runtime?.endLive() }
  }

  // MARK: What the app decided

  /// The app delegate as the simulator left it: its stored properties hold what the app did.
  public var delegate: Delegate { (simulator.process.appDelegate as? Delegate) ?? initialDelegate }

  /// The app's state (`UIApplication.applicationState`, extended with not running, suspended
  /// and force-quit).
  public var state: AppState { simulator.process.state }

  /// The app icon's badge; `nil` when none was set.
  public var badge: Int? { simulator.device.badge }

  /// The current virtual time.
  public var now: SimulatedInstant { simulator.now }

  /// Everything that happened so far.
  public var trace: Trace { simulator.trace }

  // MARK: Notifications arriving

  /// A remote notification reaches the device, as APNs delivers it; `id` is
  /// `request.identifier`.
  public func push(
    _ payload: Payload, id: String,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    step("push(_:id: \(quoted(id)))", CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
      (simulator: inout Simulator) throws(SimulationError) in
      try simulator.push(payload, id: id)
    }
  }

  /// A remote notification given as JSON text (an `.apns` file's contents) reaches the device.
  public func push(
    json: String, id: String,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    step("push(json:id: \(quoted(id)))", CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
      (simulator: inout Simulator) throws(SimulationError) in
      try simulator.push(json: json, id: id)
    }
  }

  /// The app adds a local notification request
  /// (`UNUserNotificationCenter.add(_:withCompletionHandler:)`).
  public func scheduleLocal(
    _ request: LocalNotificationRequest,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    step(
      "scheduleLocal(\(quoted(request.identifier)))",
      CallSite(fileID: fileID, filePath: filePath, line: line, column: column), .schedule(request))
  }

  // MARK: The user acting on notifications

  /// The user taps the notification: a response with `UNNotificationDefaultActionIdentifier`.
  public func tap(
    _ id: String,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    step("tap(\(quoted(id)))", CallSite(fileID: fileID, filePath: filePath, line: line, column: column), .tap(id))
  }

  /// The user picks the custom action `action` (a `UNNotificationAction` of the notification's
  /// category) on the notification `id`.
  ///
  /// The notification comes first, then the action, as in ``ExpectedCallback/didReceive(_:action:userText:)``
  /// and a scenario's `{"action": {"notification": ..., "id": ...}}` step.
  public func performAction(
    on id: String, action: String,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    step(
      "performAction(on: \(quoted(id)), action: \(quoted(action)))",
      CallSite(fileID: fileID, filePath: filePath, line: line, column: column), .action(action, on: id))
  }

  /// The old spelling of ``performAction(on:action:fileID:filePath:line:column:)``, with the
  /// action before the notification.
  @available(*, deprecated, renamed: "performAction(on:action:)", message: "the notification now comes first, as in .didReceive(_:action:)")
  public func performAction(
    _ action: String, on id: String,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    performAction(on: id, action: action, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// The user types `text` into the text-input action `action` (a
  /// `UNTextInputNotificationAction`) of the notification `id` and sends it; the order of a
  /// scenario's `reply` step and of ``ExpectedCallback/didReceive(_:action:userText:)``.
  public func reply(
    on id: String, action: String, text: String,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    step(
      "reply(on: \(quoted(id)), action: \(quoted(action)), text: \(quoted(text)))",
      CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
      .reply(text: text, action: action, on: id))
  }

  /// The old spelling of ``reply(on:action:text:fileID:filePath:line:column:)``.
  @available(*, deprecated, renamed: "reply(on:action:text:)", message: "the notification now comes first, as in .didReceive(_:action:userText:)")
  public func reply(
    text: String, action: String, on id: String,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    reply(on: id, action: action, text: text, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// The user dismisses the notification: `UNNotificationDismissActionIdentifier` when the
  /// category has `.customDismissAction`.
  public func dismiss(
    _ id: String,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    step(
      "dismiss(\(quoted(id)))", CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
      .dismiss(id))
  }

  /// The user taps "Clear" in Notification Center for the notification.
  public func clear(
    _ id: String,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    step("clear(\(quoted(id)))", CallSite(fileID: fileID, filePath: filePath, line: line, column: column), .clear(id))
  }

  // MARK: Life cycle

  /// The user taps the app icon: a launch, or a return to the foreground.
  public func openApp(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    step("openApp()", CallSite(fileID: fileID, filePath: filePath, line: line, column: column), .openApp)
  }

  /// The user goes to the home screen, sending the app to the background.
  public func home(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    step("home()", CallSite(fileID: fileID, filePath: filePath, line: line, column: column), .lifecycle(.home))
  }

  /// The system suspends the background app.
  public func suspend(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    step("suspend()", CallSite(fileID: fileID, filePath: filePath, line: line, column: column), .lifecycle(.suspend))
  }

  /// The system terminates the background or suspended app (memory pressure).
  public func terminate(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    step(
      "terminate()", CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
      .lifecycle(.terminate))
  }

  /// The user swipes the app away in the app switcher; background pushes no longer launch it.
  public func forceQuit(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    step(
      "forceQuit()", CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
      .lifecycle(.forceQuit))
  }

  /// The user launches the app again after it was force-quit or terminated.
  public func relaunch(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    step("relaunch()", CallSite(fileID: fileID, filePath: filePath, line: line, column: column), .lifecycle(.relaunch))
  }

  /// The user locks the device.
  public func lock(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    step("lock()", CallSite(fileID: fileID, filePath: filePath, line: line, column: column), .lock(true))
  }

  /// The user unlocks the device.
  public func unlock(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    step("unlock()", CallSite(fileID: fileID, filePath: filePath, line: line, column: column), .lock(false))
  }

  // MARK: The app calling iOS

  /// The app calls `registerForRemoteNotifications()`.
  public func registerForRemoteNotifications(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    step(
      "registerForRemoteNotifications()", CallSite(fileID: fileID, filePath: filePath, line: line, column: column), .register)
  }

  /// The app calls `setNotificationCategories(_:)`, replacing every registered category.
  public func setNotificationCategories(
    _ categories: [NotificationCategory],
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    failRepeatedActions(categories, "setNotificationCategories(_:)", at: site)
    step("setNotificationCategories(_:)", site, .setCategories(categories))
  }

  /// The app assigns `UNUserNotificationCenter.current().delegate` after launch.
  public func assignDelegate(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    step("assignDelegate()", CallSite(fileID: fileID, filePath: filePath, line: line, column: column), .assignDelegate)
  }

  // MARK: Time

  /// Time passes: completion handlers, deadlines and local triggers due within `duration` run.
  public func advance(
    by duration: Duration,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    step(
      "advance(by: \(SimulatedInstant(offset: duration)))",
      CallSite(fileID: fileID, filePath: filePath, line: line, column: column), .wait(duration))
  }

  /// Time passes until nothing is scheduled.
  public func runUntilIdle(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    step("runUntilIdle()", CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
      (simulator: inout Simulator) throws(SimulationError) in
      simulator.runUntilIdle()
    }
  }

  // MARK: Assertions

  /// Asserts that the next callbacks iOS made, since the last assertion, are `expected`, in order.
  ///
  /// With ``Exhaustivity/on``, the callbacks must come next, with nothing between them; on a
  /// mismatch the failure shows expected and actual lines as a diff, and every callback it shows
  /// counts as handled. With ``Exhaustivity/off``, other callbacks in between are skipped.
  public func expect(
    _ expected: ExpectedCallback...,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    guard !isFinished else { return fail(FailureMessage.afterFinish("expect(_:)"), at: site) }
    guard !expected.isEmpty else { return fail(FailureMessage.emptyExpect, at: site) }
    let pending = unassertedCallbacks()
    switch exhaustivity {
    case .on:
      let matched =
        pending.count >= expected.count
        && zip(expected, pending).allSatisfy { $0.matches($1.callback, $1.arguments) }
      if matched {
        cursor = pending.prefix(expected.count).last.map { $0.index + 1 } ?? cursor
      } else {
        fail(mismatch(expected, pending), at: site)
        cursor = traceEvents.count
      }
    case .off:
      var position = 0
      var newCursor = cursor
      for item in expected {
        guard let found = pending[position...].firstIndex(where: { item.matches($0.callback, $0.arguments) }) else {
          fail(mismatch(expected, pending), at: site)
          cursor = traceEvents.count
          return
        }
        newCursor = pending[found].index + 1
        position = found + 1
      }
      cursor = newCursor
    }
  }

  /// Marks every callback made so far as handled without asserting it.
  public func skipCallbacks() {
    cursor = traceEvents.count
  }

  /// Ends the test's use of the tester and, when exhaustive, fails on what is left: callbacks
  /// never asserted, completion handlers never called, and work still scheduled.
  public func finish(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    guard !isRefused else { return }
    guard !isFinished else { return fail(FailureMessage.afterFinish("finish()"), at: site) }
    checkLeftOvers(at: site)
    runtime?.endLive()
  }

  // MARK: Internals

  struct TracedCall {
    var index: Int
    var callback: Callback
    var arguments: [TraceArgument]
    /// The event, whose text (``line``) is made only for a failure message.
    var event: TraceEvent
    /// The callback as the trace prints it.
    var line: String { event.body }
  }

  func unassertedCallbacks() -> [TracedCall] {
    let events = traceEvents
    guard cursor < events.count else { return [] }
    var calls: [TracedCall] = []
    for index in cursor..<events.count {
      guard case .callback(let callback, let arguments) = events[index].kind else { continue }
      calls.append(TracedCall(index: index, callback: callback, arguments: arguments, event: events[index]))
    }
    return calls
  }

  private func mismatch(_ expected: [ExpectedCallback], _ pending: [TracedCall]) -> String {
    // An expectation that matches any arguments shows the actual line when it matches, so only
    // real differences show up in the diff.
    // The content a handler was handed shows only when an expectation lists it, as it is
    // compared only then.
    let showsContent = expected.contains { $0.arguments?.contains(where: \.isHandedContent) ?? false }
    let actualLines = pending.map { call in
      showsContent
        ? call.line : ExpectedCallback(call.callback, arguments: call.arguments.filter { !$0.isHandedContent }).description
    }
    let expectedLines = expected.enumerated().map { offset, item in
      if item.arguments == nil, offset < pending.count,
        item.matches(pending[offset].callback, pending[offset].arguments)
      {
        return actualLines[offset]
      }
      return item.description
    }
    return FailureMessage.callbacksMismatch(expected: expectedLines, actual: actualLines)
  }

  /// Runs `action` as a scenario's runner does
  /// (``/NotificationSimulator/ScenarioStep/Action/apply(to:)``), as the step `name` of the
  /// failure messages: every named step method is this, in one line.
  func step(_ name: String, _ site: CallSite, _ action: ScenarioStep.Action) {
    step(name, site) { (simulator: inout Simulator) throws(SimulationError) in try action.apply(to: &simulator) }
  }

  /// Takes any scenario step, as a scenario file's runner takes it: `tester.perform(.tap("n1"))`
  /// is `tester.tap("n1")`. A step with no method of its own on the tester runs this way; a
  /// failure names the step by its name in a scenario file
  /// (``/NotificationSimulator/ScenarioStep/Action/declarationName``). An `expect` step does
  /// nothing here: check events with ``expect(events:_:fileID:filePath:line:column:)``.
  public func perform(
    _ action: ScenarioStep.Action,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    step(action.declarationName, CallSite(fileID: fileID, filePath: filePath, line: line, column: column), action)
  }

  func step(
    _ name: String, _ site: CallSite, _ body: (inout Simulator) throws(SimulationError) -> Void
  ) {
    guard !isRefused else { return }
    guard !isFinished else { return fail(FailureMessage.afterFinish(name), at: site) }
    if exhaustivity == .on {
      let pending = unassertedCallbacks()
      if !pending.isEmpty { fail(FailureMessage.unhandledCallbacks(pending.map(\.line), before: name), at: site) }
      cursor = traceEvents.count
    }
    if let runtime, runtime.isRunningAppCode {
      return fail(FailureMessage.insideAppCode(name), at: site)
    }
    eventCursor = traceEvents.count
    if let runtime, !runtime.isOnMainActor {
      return fail(FailureMessage.offMainActor(name), at: site)
    }
    do throws(SimulationError) {
      try mutate(body)
    } catch {
      fail(FailureMessage.refused(name, error), at: site)
    }
  }

  private func checkLeftOvers(at site: CallSite) {
    isFinished = true
    guard exhaustivity == .on else { return }
    let pending = unassertedCallbacks()
    if !pending.isEmpty { fail(FailureMessage.unassertedCallbacks(pending.map(\.line)), at: site) }
    let leftOvers = simulator.leftOvers
    var unanswered = leftOvers.unansweredHandlers
    if let runtime {
      // The team's own code: a handler called late or twice is a bug of the app, reported in the
      // trace's words; a handler called late is not also "never called".
      let misuses = handlerMisuses()
      if !misuses.isEmpty { fail(FailureMessage.handlerMisuses(misuses), at: site) }
      unanswered.removeAll { handler in
        handler.isExpired
          && misuses.contains {
            $0.hasPrefix("completion-called-late: the completion handler of \(handler.callback.selector) for \(handler.notificationID ?? "-") was called at")
          }
      }
      let queued = runtime.queuedJobCount
      if queued > 0 { fail(FailureMessage.queuedAppWork(queued), at: site) }
    }
    if !unanswered.isEmpty {
      fail(FailureMessage.unansweredHandlers(unanswered, appleShaped: runtime != nil), at: site)
    }
    if !leftOvers.scheduledWork.isEmpty { fail(FailureMessage.scheduledWork(leftOvers.scheduledWork), at: site) }
  }

  /// The trace's `completion-called-late` and `completion-called-twice` diagnostics since the
  /// tester was created, as `code: message`.
  private func handlerMisuses() -> [String] {
    let events = traceEvents
    var found: [String] = []
    for index in 0..<events.count {
      guard case .diagnostic(let code, let message) = events[index].kind,
        code == "completion-called-late" || code == "completion-called-twice"
      else { continue }
      found.append("\(code): \(message)")
    }
    return found
  }

  func fail(_ message: String, at site: CallSite) {
    if let failureHook {
      failureHook(ReportedFailure(message: message, fileID: String(describing: site.fileID), line: site.line))
    } else {
      reportFailure(message, at: site)
    }
  }

  func quoted(_ text: String) -> String { JSONWriter.quoted(text) }
}

extension NotificationTester where Delegate == ConfiguredAppDelegate {
  /// Creates a device with an app that has no code of its own: completion handlers are answered
  /// as `app.answers` says.
  public convenience init(
    app: AppConfiguration = AppConfiguration(), profile: Profile = .defaultProfile, quirks: Quirks? = nil,
    device: DeviceConfiguration = DeviceConfiguration(),
    authorization: AuthorizationOptions? = ScenarioLoader.defaultAuthorization.options, state: AppState = .notRunning,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    self.init(
      app: app, delegate: ConfiguredAppDelegate(), profile: profile, quirks: quirks, device: device,
      authorization: authorization, state: state, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
