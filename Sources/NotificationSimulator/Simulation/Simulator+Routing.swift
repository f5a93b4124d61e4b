/// Work on the virtual clock.
enum ScheduledWork: Sendable, CustomStringConvertible {
  case completion(handler: Int)
  case deadline(handler: Int)
  /// The trigger of pending request `identifier`, as added in generation `generation`; a
  /// request replaced or removed since has a newer generation or none, and the work is skipped.
  case localTrigger(String, generation: Int)
  case budgetRefill
  /// The penalty for an uncalled fetch handler ends (rule BW5).
  case wakePenaltyEnded
  /// The service extension process of handler `handler` dies (rule SE4).
  case extensionFailure(handler: Int)
  /// A notification APNs held back in transit reaches the device (quirk apnsReordersPushes, rule AP6).
  case apnsTransit
  /// A timer of Live Activity `id` (rules LA5, LA6); one set before the activity's dates changed
  /// has an older generation and is skipped.
  case liveActivity(String, ActivityTimer, generation: Int)
  /// The Scheduled Summary's delivery time (rule SS2).
  case scheduledSummary

  var description: String {
    switch self {
    case .extensionFailure(let id): "service extension failure of handler #\(id)"
    case .completion(let id): "completion handler #\(id)"
    case .deadline(let id): "deadline of handler #\(id)"
    case .localTrigger(let id, _): "local trigger \(id)"
    case .budgetRefill: "background budget refill"
    case .apnsTransit: "APNs delivery in transit"
    case .scheduledSummary: "Scheduled Summary delivery"
    case .wakePenaltyEnded: "end of the background-wake penalty"
    case .liveActivity(let id, let timer, _): "Live Activity \(id) \(timer.rawValue)"
    }
  }
}

/// What a rule is working on while its steps run.
struct RouteContext: Sendable {
  var ruleID: String
  var notificationID: String?
  var kind: NotificationKind
  var interaction: Interaction
  var response: NotificationResponse?
  var action: NotificationAction?
  var categoryOptions: CategoryOptions
  var stateAtStart: AppState
  var launched = false
  var willPresentHandler: Int?
  var willPresentAnswer: PresentationOptions?
  var willPresentTimedOut = false
}

/// Steps left to run, parked until a handler completes or the budget allows.
struct Continuation: Sendable {
  var steps: [Step]
  var context: RouteContext
}

/// A background wake held back by the budget.
struct HeldWake: Sendable {
  var notificationID: String
  var continuation: Continuation
}

/// A completion handler the app was given.
struct PendingHandler: Sendable {
  enum Status: Sendable { case waiting, done, expired }
  var id: Int
  var callback: Callback
  var notificationID: String?
  var ruleID: String
  var inExtension: Bool
  var status: Status = .waiting
  var result: String
  var presentation: PresentationOptions?
  var deadline: SimulatedInstant
  var continuation: Continuation?
  /// When the app (or extension) received the callback the handler came with.
  var receivedAt: SimulatedInstant = .zero
}

extension Simulator {
  /// The rule for `interaction` on `kind` now, or an error when the table says it cannot happen.
  /// `what` is worded only for an error: a stimulus that routes is the common case.
  func decide(_ interaction: Interaction, _ kind: NotificationKind, what: @autoclosure () -> String) throws(SimulationError)
    -> RoutingRule
  {
    let key = RoutingKey(process.state, kind, interaction, routingProfile)
    guard let rule = configuration.table.rule(for: key) else {
      throw SimulationError(.notApplicable, "can't \(what()): the routing table has no single rule for \(key).")
    }
    if case .notApplicable(let reason) = rule.steps.first {
      throw SimulationError(.notApplicable, "can't \(what()): rule \(rule.id) says \(reason).")
    }
    return rule
  }

  func context(
    _ rule: RoutingRule, _ interaction: Interaction, kind: NotificationKind, notificationID: String?,
    response: NotificationResponse? = nil, action: NotificationAction? = nil
  ) -> RouteContext {
    context(ruleID: rule.id, interaction, kind: kind, notificationID: notificationID, response: response, action: action)
  }

  /// ``context(_:_:kind:notificationID:response:action:)`` for the rule `ruleID`.
  func context(
    ruleID: String, _ interaction: Interaction, kind: NotificationKind, notificationID: String?,
    response: NotificationResponse? = nil, action: NotificationAction? = nil
  ) -> RouteContext {
    // Most apps register few categories, many none: then there is nothing to look up.
    let name = device.categories.isEmpty ? nil : notificationID.flatMap { id in notificationPosition(id).flatMap { device.notifications.categoryIdentifier(at: $0) } }
    let options = category(named: name)?.options ?? []
    return RouteContext(
      ruleID: ruleID, notificationID: notificationID, kind: kind, interaction: interaction, response: response,
      action: action, categoryOptions: options, stateAtStart: process.state)
  }

  mutating func resume(_ continuation: Continuation) {
    var context = continuation.context
    run(continuation.steps, &context)
  }

  /// Runs steps in order until they finish, a drop stops them, or a step parks the rest.
  mutating func run(_ steps: [Step], _ context: inout RouteContext) {
    var pending = PendingSteps(steps)
    while let step = pending.next() {
      switch step {
      case .when(let condition, let then, let otherwise):
        pending.expand(holds(condition, context) ? then : otherwise)
      case .sameAs(let newState, let newInteraction):
        let interaction = newInteraction ?? context.interaction
        let key = RoutingKey(newState ?? process.state, context.kind, interaction, routingProfile)
        guard let rule = configuration.table.rule(for: key), !rule.isNotApplicable else {
          diagnose("internal-routing", "rule \(context.ruleID) defers to \(key), which has no applicable rule",
            rule: context.ruleID)
          return
        }
        context.ruleID += "→" + rule.id
        context.interaction = interaction
        pending.expand(rule.steps)
      case .launchInForeground(let withNotification):
        guard !process.state.isRunning else { continue }
        let key = withNotification ? (context.kind == .local ? LaunchOptionsKey.localNotification : .remoteNotification) : nil
        context.launched = true
        process.wokenBySystem = false
        apply(.launchInForeground(launchOptions: key, notificationID: context.notificationID, response: context.response),
          rule: context.ruleID)
      case .launchConnectingScene(let withNotification):
        guard !process.state.isRunning else { continue }
        let key = withNotification ? (context.kind == .local ? LaunchOptionsKey.localNotification : .remoteNotification) : nil
        context.launched = true
        process.wokenBySystem = false
        apply(.launchConnectingScene(launchOptions: key, notificationID: context.notificationID, response: context.response),
          rule: context.ruleID)
      case .launchInBackground(let withNotification):
        guard !process.state.isRunning else { continue }
        let key = withNotification ? (context.kind == .local ? LaunchOptionsKey.localNotification : .remoteNotification) : nil
        context.launched = true
        process.wokenBySystem = true
        apply(.launchInBackground(launchOptions: key, notificationID: context.notificationID), rule: context.ruleID)
      case .enterForeground:
        guard process.state == .background || process.state == .suspended else { continue }
        process.wokenBySystem = false
        apply(.enterForeground(response: context.response), rule: context.ruleID)
      case .wakeInBackground:
        guard process.state == .suspended else { continue }
        process.wokenBySystem = true
        apply(.wakeInBackground, rule: context.ruleID)
      case .becomeActive:
        guard process.state == .inactive else { continue }
        apply(.becomeActive, rule: context.ruleID)
      case .callback(let callback):
        invoke(callback, &context)
      case .firstImplemented(let callbacks) where process.code != nil:
        // The app's own code says which it has: each is tried in turn, as iOS asks the
        // delegate whether it responds to each selector.
        if !callbacks.contains(where: { invoke($0, &context, probing: true) }), let first = callbacks.first {
          record(.skipped(first, reason: "the app implements none of " + callbacks.map(\.selector).joined(separator: ", ")),
            rule: context.ruleID)
        }
      case .firstImplemented(let callbacks):
        if let callback = callbacks.first(where: { configuration.app.implements($0) }) {
          invoke(callback, &context)
        } else if let first = callbacks.first {
          record(.skipped(first, reason: "the app implements none of " + callbacks.map(\.selector).joined(separator: ", ")),
            rule: context.ruleID)
        }
      case .runServiceExtension:
        if startServiceExtension(&context, rest: pending.remaining) { return }
      case .present:
        if let id = context.notificationID { presentBySystem(id, rule: context.ruleID) }
      case .presentAsWillPresentAnswered:
        if let answer = context.willPresentAnswer {
          if let id = context.notificationID { presentInForeground(id, options: answer, context: context) }
        } else if let handlerID = context.willPresentHandler,
          let index = handlers.index(of: handlerID), handlers.given[index].status == .waiting
        {
          handlers.given[index].continuation = Continuation(steps: [step] + pending.remaining, context: context)
          return
        } else if let id = context.notificationID {
          presentInForeground(id, options: [], context: context)
        }
      case .notShown(let reason):
        if let id = context.notificationID { setStatus(id, .notShown(reason), ifPending: true) }
        record(.system(.notShown(context.notificationID ?? "-", reason: reason)), rule: context.ruleID)
      case .throttle:
        if !gateWake(Continuation(steps: pending.remaining, context: context)) { return }
      case .drop(let reason):
        if let id = context.notificationID { setStatus(id, .dropped(reason), ifPending: true) }
        record(.system(.dropped(context.notificationID ?? "-", reason)), rule: context.ruleID)
        return
      case .requestUnlock:
        if device.isLocked {
          device.isLocked = false
          record(.system(.unlocked), rule: context.ruleID)
        }
      case .noEffect(let reason):
        record(.system(.noEffect(context.notificationID ?? "-", reason: reason)), rule: context.ruleID)
      case .notApplicable(let reason):
        diagnose("not-applicable", "rule \(context.ruleID) says \(reason)", rule: context.ruleID)
        return
      }
    }
  }


  func holds(_ condition: Condition, _ context: RouteContext) -> Bool {
    switch condition {
    case .quirk(let name): configuration.quirks.isEnabled(name)
    case .sceneBased: isSceneBased
    case .remoteNotificationBackgroundMode: configuration.app.backgroundModes.contains(.remoteNotification)
    case .authorizationDenied: device.authorizationStatus == .denied || !device.settings.notifications.allowNotifications
    case .beforeFirstUnlock: device.isBeforeFirstUnlock
    case .actionIsForeground: context.action?.options.contains(.foreground) ?? false
    case .categoryHasCustomDismissAction: context.categoryOptions.contains(.customDismissAction)
    case .not(let inner): !holds(inner, context)
    }
  }

  /// Performs a life-cycle event planned by ``LifecycleStateMachine``.
  mutating func apply(_ event: LifecycleStateMachine.Event, rule: String?) {
    switch LifecycleStateMachine.plan(event, from: process.state, sceneBased: isSceneBased, sceneConnected: process.isSceneConnected) {
    case .success(let actions): perform(actions, rule: rule)
    case .failure(let error): diagnose("internal-lifecycle", error.message, rule: rule)
    }
  }

  mutating func perform(_ actions: [LifecycleStateMachine.Action], rule: String?) {
    for action in actions {
      switch action {
      case .transition(let from, let to, let reason):
        if from == .inactive, to == .active, configuration.quirks.heldBackgroundPushReleasedAtLaunch, device.held != nil {
          releaseHeldWake()
        }
        process.state = to
        record(.lifecycle(from: from, to: to, reason: reason), rule: rule)
        if !to.isRunning && from.isRunning { processEnded(forceQuit: to == .forceQuit) }
        if to.isRunning && !from.isRunning {
          startProcess()
          noteSceneLifeCycleAtLaunch()
        }
      case .callback(let callback, let arguments):
        if callback == .sceneWillConnect { process.isSceneConnected = true }
        record(.callback(callback, arguments), rule: rule)
        noteDeprecatedLifeCycleUse(callback, arguments)
        callAppDelegate(lifecycle: callback, arguments, rule: rule)
        callProcess(lifecycle: callback, arguments, rule: rule)
      case .launchPhaseEnded(let phase):
        defer {
          if phase == .didFinishLaunching {
            createPushRegistryAtLaunch()
            createChannelManagerAtLaunch()
            readPushToStartTokensAtLaunch()
          }
        }
        if configuration.app.delegateAssignment == phase && configuration.profile.hasUserNotifications && !process.isDelegateAssigned {
          process.isDelegateAssigned = true
          record(.system(.delegateAssigned("in \(phase == .willFinishLaunching ? Callback.willFinishLaunching : .didFinishLaunching)")),
            rule: rule)
        }
      }
    }
  }

  /// The `launchOptions` a launch callback's trace arguments describe; `nil` when iOS passes nil.
  func launchOptions(_ arguments: [TraceArgument]) -> LaunchOptions? {
    var options: LaunchOptions?
    for case .launchOptions(let key, let id, let isNil) in arguments where !isNil {
      let record = id.flatMap { notification($0) }
      options = LaunchOptions(
        notificationID: key == nil ? nil : id,
        remoteNotification: key == .remoteNotification ? record?.payload?.userInfo : nil,
        localNotification: key == .localNotification ? record?.localRequest : nil)
    }
    return options
  }

  /// Runs the app delegate's life-cycle method for `callback`, if it models one.
  mutating func callAppDelegate(lifecycle callback: Callback, _ arguments: [TraceArgument], rule: String?) {
    guard process.appDelegate != nil else { return }
    switch callback {
    case .didFinishLaunching:
      let options = launchOptions(arguments)
      callAppDelegate(rule: rule) { $0.didFinishLaunching(launchOptions: options, context: &$1) }
    case .sceneWillConnect:
      var response: NotificationResponse?
      for case .connectionResponse(let value) in arguments { response = value }
      callAppDelegate(rule: rule) { $0.sceneWillConnect(notificationResponse: response, context: &$1) }
    case .willEnterForeground: callAppDelegate(rule: rule) { $0.willEnterForeground(context: &$1) }
    case .didBecomeActive: callAppDelegate(rule: rule) { $0.didBecomeActive(context: &$1) }
    case .willResignActive: callAppDelegate(rule: rule) { $0.willResignActive(context: &$1) }
    case .didEnterBackground: callAppDelegate(rule: rule) { $0.didEnterBackground(context: &$1) }
    case .willTerminate: callAppDelegate(rule: rule) { $0.willTerminate(context: &$1) }
    case .sceneWillEnterForeground: callAppDelegate(rule: rule) { $0.sceneWillEnterForeground(context: &$1) }
    case .sceneDidBecomeActive: callAppDelegate(rule: rule) { $0.sceneDidBecomeActive(context: &$1) }
    case .sceneWillResignActive: callAppDelegate(rule: rule) { $0.sceneWillResignActive(context: &$1) }
    case .sceneDidEnterBackground: callAppDelegate(rule: rule) { $0.sceneDidEnterBackground(context: &$1) }
    default:
      break
    }
  }

  /// The process is gone: handlers die with it, the delegate is unset, a held push is discarded.
  mutating func processEnded(forceQuit: Bool) {
    process.end()
    let dead = handlers.removeWaitingAppHandlers()
    clock.cancel { work in
      switch work {
      case .completion(let id), .deadline(let id): dead.contains(id)
      case .localTrigger, .budgetRefill, .extensionFailure, .apnsTransit, .wakePenaltyEnded, .liveActivity, .scheduledSummary: false
      }
    }
    if let wake = device.held {
      device.held = nil
      let reason = forceQuit ? "the app was force-quit" : "the app was terminated"
      record(.system(.discardedHeld(wake.notificationID, reason: reason)), rule: wake.continuation.context.ruleID)
      setStatus(wake.notificationID, .dropped(DropReason(code: "held-discarded", explanation: "it was held and " + reason)),
        ifPending: false, onlyIfNotDisplayed: true)
    }
  }

  mutating func setStatus(
    _ id: String, _ status: DeliveredNotification.Status, ifPending: Bool, onlyIfNotDisplayed: Bool = false
  ) {
    guard let index = notificationPosition(id) else { return }
    setStatus(at: index, status, ifPending: ifPending, onlyIfNotDisplayed: onlyIfNotDisplayed)
  }

  /// ``setStatus(_:_:ifPending:onlyIfNotDisplayed:)`` for the record at `index`, already looked up.
  mutating func setStatus(
    at index: Int, _ status: DeliveredNotification.Status, ifPending: Bool, onlyIfNotDisplayed: Bool = false
  ) {
    if ifPending, case .pending = device.notifications.status(at: index) {} else if ifPending { return }
    if onlyIfNotDisplayed, device.notifications.presentation(at: index) != nil { return }
    device.notifications.setStatus(status, at: index)
    // A notification that leaves the screen leaves Notification Center too (rule NC4).
    if case .removed = status { _ = device.notificationCenterOrder.remove(record: index, &device.notifications) }
  }
}

/// The steps a rule still has to run, in order: slices of the rules' own step arrays, the
/// innermost expansion first.
///
/// A step that expands into others (`when`, `sameAs`) puts their slice in front without copying
/// a step: building one array of the new steps and the old ones cost a tap 430 instructions of
/// runtime copies, and an allocation at each expansion. Only a step that parks the rest
/// (``remaining``) makes an array of them.
struct PendingSteps {
  /// The slice steps are taken from.
  private var current: ArraySlice<Step>
  /// The slices `current` interrupted, the most recent last.
  private var outer: [ArraySlice<Step>] = []

  init(_ steps: [Step]) { current = steps[...] }

  /// Takes the next step, if any.
  mutating func next() -> Step? {
    while true {
      if let step = current.popFirst() { return step }
      guard let resumed = outer.popLast() else { return nil }
      current = resumed
    }
  }

  /// Runs `steps` before every step still pending.
  mutating func expand(_ steps: [Step]) {
    // Most branches taken are empty (a check that passes): nothing to run, and nothing to park.
    // Parking the rest for them made the stack of slices on the heap, once a rule ran.
    guard !steps.isEmpty else { return }
    if !current.isEmpty { outer.append(current) }
    current = steps[...]
  }

  /// Every step still pending, in order, as one array: what a parked rule resumes with.
  var remaining: [Step] {
    var steps = Array(current)
    for slice in outer.reversed() { steps += slice }
    return steps
  }
}
