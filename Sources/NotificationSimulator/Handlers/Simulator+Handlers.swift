/// The completion handlers the system gives the app and its service extension: what each
/// callback waits for, its deadline, and a handler called in time, late, twice or never.
extension Simulator {
  /// How long iOS waits for each completion handler before it warns (and, for some, terminates).
  func deadline(for callback: Callback) -> Duration {
    callback == .willPresent ? configuration.quirks.willPresentTimeout : .seconds(30)
  }

  /// The warning iOS logs when a completion handler is never called (behaviour reference §3.3, §5).
  static func neverCalledWarning(_ callback: Callback) -> String {
    switch callback {
    case .willPresent:
      "UNUserNotificationCenter delegate received call to -userNotificationCenter:willPresentNotification:withCompletionHandler: but the completion handler was never called."
    case .didReceive:
      "UNUserNotificationCenter delegate received call to -userNotificationCenter:didReceiveNotificationResponse:withCompletionHandler: but the completion handler was never called."
    case .didReceiveRemoteNotificationWithFetch:
      "Application delegate received call to -application:didReceiveRemoteNotification:fetchCompletionHandler: but the completion handler was never called."
    default:
      "Application delegate received call to \(callback.selector) but the completion handler was never called."
    }
  }

  /// Calls a notification handler if the app has it (and, for UN methods, a delegate).
  ///
  /// With `probing`, a method the app's process lacks is not traced: the caller tries the next
  /// of several alternatives. Returns whether the app has the method.
  @discardableResult
  mutating func invoke(_ requested: Callback, _ context: inout RouteContext, probing: Bool = false) -> Bool {
    var callback = context.kind == .local ? requested.forLocalNotification() : requested
    if context.response?.userText != nil {
      if callback == .handleActionForRemoteNotification { callback = .handleActionForRemoteNotificationWithResponseInfo }
      if callback == .handleActionForLocalNotification { callback = .handleActionForLocalNotificationWithResponseInfo }
    }
    var rule = context.ruleID
    if callback == .didReceiveRemoteNotificationWithFetch, callsPerformFetchInstead(context.notificationID) {
      callback = .performFetch
      rule = DeviceRules.performFetchInsteadOfRemoteHandler.id
    }
    if callback == .willPresent || callback == .didReceive, !process.isDelegateAssigned {
      if context.launched && configuration.app.delegateAssignment == .late {
        if configuration.quirks.lateDelegateLosesLaunchResponse {
          diagnose(
            "launch-response-lost",
            "\(callback.selector) was not called for \(context.notificationID ?? "-"): the delegate is assigned late, after application(_:didFinishLaunchingWithOptions:) returned, so iOS had no delegate for the response that launched the app. Assign the delegate in willFinishLaunching or didFinishLaunching, or read launchOptions.",
            rule: rule)
        } else {
          process.deferredResponses.append(Continuation(steps: [.callback(callback)], context: context))
          record(.skipped(callback, reason: "held until the delegate is assigned"), rule: rule)
        }
      } else {
        record(.skipped(callback, reason: "no UNUserNotificationCenter delegate is assigned"), rule: rule)
      }
      if callback == .willPresent { context.willPresentAnswer = [] }
      return true
    }
    if process.code != nil, callback != .performFetch {
      return invokeProcess(callback, rule: rule, &context, probing: probing)
    }
    guard configuration.app.implements(callback) else {
      skipUnimplemented(callback, rule: rule, &context)
      return true
    }
    // Looked up once, for the trace's arguments and the handler. Not `id.flatMap { … }`: a
    // closure over `self` in this mutating method made the compiler copy the whole simulator.
    var delivered: DeliveredNotification?
    if callback.hasCompletionHandler, let id = context.notificationID { delivered = notification(id) }
    record(.callback(callback, traceArguments(callback, context, notification: delivered)), rule: rule)
    guard callback.hasCompletionHandler, let id = context.notificationID, let record = delivered else { return true }
    let handlerID = handlers.nextID
    handlers.nextID += 1
    var timing: CompletionTiming
    var result = "called"
    var options: PresentationOptions?
    let response = context.response ?? NotificationResponse(notificationID: record.id, actionIdentifier: "")
    // The fallbacks below are `if let … else`, not `??`: the autoclosure `??` takes captured
    // `self` inside this mutating method, and the compiler copied the whole simulator for it.
    switch callback {
    case .willPresent:
      let answer: CompletionAnswer<PresentationOptions>
      if let delegated = callAppDelegate(rule: rule, { $0.willPresent(record, context: &$1) }) {
        answer = delegated
      } else if let preset = run.willPresentAnswers[record.id] {
        answer = preset
      } else {
        answer = configuration.behavior.willPresent(record)
      }
      timing = answer.timing
      options = answer.value
      result = answer.value.description
      context.willPresentHandler = handlerID
    case .didReceiveRemoteNotificationWithFetch:
      let answer: CompletionAnswer<BackgroundFetchResult>
      if let delegated = callAppDelegate(rule: rule, { $0.didReceiveRemoteNotification(record, context: &$1) }) {
        answer = delegated
      } else {
        answer = configuration.behavior.fetch(record, state: process.state)
      }
      timing = answer.timing
      result = answer.value.description
    case .performFetch:
      // The app's remote-notification code is not what runs (rule XR3): its background-fetch
      // answer is the configured one.
      let answer = configuration.behavior.fetch(record, state: process.state)
      timing = answer.timing
      result = answer.value.description
    case .didReceive:
      if let delegated = callAppDelegate(rule: rule, { $0.didReceive(response, notification: record, context: &$1) }) {
        timing = delegated
      } else {
        timing = configuration.behavior.didReceive(response)
      }
    default:
      if let delegated = callAppDelegate(rule: rule, { $0.handleAction(response, notification: record, context: &$1) }) {
        timing = delegated
      } else {
        timing = configuration.behavior.handleAction(response)
      }
    }
    startHandler(
      PendingHandler(
        id: handlerID, callback: callback, notificationID: id, ruleID: rule, inExtension: false, result: result,
        presentation: options, deadline: now.advanced(by: deadline(for: callback))),
      timing: timing)
    return true
  }

  /// Traces a notification handler the app lacks; a `willPresent` it lacks counts as `[]`.
  mutating func skipUnimplemented(_ callback: Callback, rule: String, _ context: inout RouteContext) {
    let extra = callback == .willPresent ? "; iOS presents as if it answered [] (§3.2)" : ""
    record(.skipped(callback, reason: "the app does not implement it" + extra), rule: rule)
    if callback == .willPresent { context.willPresentAnswer = [] }
  }

  /// The content a handler is handed, as the trace shows it: title, body and sorted `userInfo` keys.
  static func contentArgument(_ content: DeliveredNotification.HandedContent) -> TraceArgument {
    .content(title: content.title, body: content.body, userInfoKeys: content.userInfoKeys)
  }

  /// What the trace shows a handler was passed; `notification` is the record of
  /// `context.notificationID` when the caller has looked it up already.
  func traceArguments(_ callback: Callback, _ context: RouteContext, notification known: DeliveredNotification? = nil)
    -> [TraceArgument]
  {
    let id = context.notificationID
    func content() -> DeliveredNotification.HandedContent? {
      // Not `known ?? …`: the autoclosure copied the whole record first.
      if let known { return known.handedContent }
      return id.flatMap { notification($0) }?.handedContent
    }
    var arguments: [TraceArgument] = []
    switch callback {
    case .didReceive:
      if let response = context.response {
        if let content = content() {
          arguments = [.response(response), .categoryIdentifier(content.categoryIdentifier), Self.contentArgument(content)]
        } else {
          arguments = [.response(response)]
        }
      }
    case .willPresent:
      if let content = content() {
        arguments = [.notification(id ?? "-"), Self.contentArgument(content)]
      } else {
        arguments = [.notification(id ?? "-")]
      }
    case .handleActionForRemoteNotification, .handleActionForLocalNotification,
      .handleActionForRemoteNotificationWithResponseInfo, .handleActionForLocalNotificationWithResponseInfo:
      arguments = [.actionIdentifier(context.response?.actionIdentifier ?? "-"), .notification(id ?? "-")]
      if let text = context.response?.userText { arguments.append(.responseText(text)) }
    default:
      arguments = [.notification(id ?? "-"), .state(process.state)]
    }
    return arguments
  }

  /// Calls a notification handler of the app's process: the app's own code decides whether it
  /// implements the method, and calls its completion handler during the call, later, or never.
  mutating func invokeProcess(_ callback: Callback, rule: String, _ context: inout RouteContext, probing: Bool) -> Bool {
    guard let id = context.notificationID, let delivered = notification(id) else {
      record(.callback(callback, traceArguments(callback, context)), rule: rule)
      return true
    }
    let handlerID = handlers.nextID
    handlers.nextID += 1
    let response: NotificationResponse? =
      switch callback {
      case .willPresent, .didReceiveRemoteNotificationWithFetch, .didReceiveRemoteNotification,
        .didReceiveLocalNotification:
        nil
      default: context.response ?? NotificationResponse(notificationID: id, actionIdentifier: "")
      }
    guard let outcome = callProcess(handler: callback, id: handlerID, notification: delivered, response: response)
    else {
      if !probing { skipUnimplemented(callback, rule: rule, &context) }
      return false
    }
    record(.callback(callback, traceArguments(callback, context)), rule: rule)
    guard callback.hasCompletionHandler else {
      apply(outcome.requests)
      return true
    }
    var options: PresentationOptions?
    var result = "called"
    switch outcome.value {
    case .presentation(let value)?:
      options = value
      result = value.description
    case .fetch(let value)?:
      result = value.description
    case .none?, nil:
      break
    }
    if callback == .willPresent { context.willPresentHandler = handlerID }
    startHandler(
      PendingHandler(
        id: handlerID, callback: callback, notificationID: id, ruleID: rule, inExtension: false, result: result,
        presentation: options, deadline: now.advanced(by: deadline(for: callback))),
      timing: outcome.timing)
    apply(outcome.requests)
    return true
  }

  mutating func startHandler(_ handler: PendingHandler, timing: CompletionTiming) {
    var handler = handler
    handler.receivedAt = now
    handlers.given.append(handler)
    if !handler.inExtension { handlers.waitingForApp += 1 }
    switch timing {
    case .after(let delay):
      clock.schedule(.completion(handler: handler.id), after: delay)
    case .twice(let delay):
      clock.schedule(.completion(handler: handler.id), after: delay)
      clock.schedule(.completion(handler: handler.id), after: delay)
    case .never:
      break
    }
    clock.schedule(.deadline(handler: handler.id), at: handler.deadline)
  }

  /// Starts the service extension when the payload asks for it; returns whether the rest of the
  /// steps were parked until its content handler runs.
  mutating func startServiceExtension(_ context: inout RouteContext, rest: @autoclosure () -> [Step]) -> Bool {
    // `rest` is built only when the extension runs: most notifications have none.
    // Asked of the record in place first: most notifications do not run the extension, and
    // making the whole record to find that out cost 300 instructions a push.
    guard context.kind.isRemote, let id = context.notificationID, let position = notificationPosition(id),
      device.notifications.runsServiceExtension(at: position)
    else { return false }
    // The route read in place, and the record made only for an extension that runs: most apps
    // have none, and making the record to say so cost about 1,200 instructions a mutable push.
    let route = device.notifications.route(at: position)
    guard configuration.profile.hasUserNotifications else {
      self.record(.skipped(.serviceExtensionDidReceive, reason: "service extensions need iOS 10"), rule: context.ruleID)
      return false
    }
    guard route.runsServiceExtension else {
      self.record(
        .skipped(.serviceExtensionDidReceive,
          reason: "\(route.explanation) ignores mutable-content; the original content is shown"),
        rule: DeviceRules.simulatedPushSkipsExtension.id)
      return false
    }
    if !mayShowAlerts {
      self.record(
        .skipped(.serviceExtensionDidReceive, reason: "the app is not authorized for alerts, so the notification shows no alert to modify"),
        rule: DeviceRules.serviceExtensionRuns.id)
      return false
    }
    guard configuration.app.answers.serviceExtension != nil || extensions.serviceExtension != nil else {
      self.record(.skipped(.serviceExtensionDidReceive, reason: "the app has no notification service extension"),
        rule: context.ruleID)
      return false
    }
    self.record(.callback(.serviceExtensionDidReceive, [.notification(id)]), rule: context.ruleID)
    let record = device.notifications[position]
    let handlerID = handlers.nextID
    handlers.nextID += 1
    var handler = PendingHandler(
      id: handlerID, callback: .serviceExtensionDidReceive, notificationID: id, ruleID: context.ruleID,
      inExtension: true, result: "contentHandler called",
      deadline: now.advanced(by: deadline(for: .serviceExtensionDidReceive)))
    handler.continuation = Continuation(steps: rest(), context: context)
    callServiceExtension(handler, record: record)
    return true
  }

  mutating func perform(_ work: ScheduledWork) {
    switch work {
    case .completion(let id): complete(id)
    case .deadline(let id): expire(id)
    case .localTrigger(let id, let generation): triggerFired(id, generation: generation)
    case .budgetRefill: refillBudget()
    case .apnsTransit: deliverInTransit()
    case .liveActivity(let id, let timer, let generation): activityTimerFired(id, timer, generation: generation)
    case .wakePenaltyEnded: endWakePenalty()
    case .extensionFailure(let id): serviceExtensionFailed(id)
    case .scheduledSummary where device.presentationState.summary.nextDelivery == now: deliverScheduledSummary()
    case .scheduledSummary: break
    }
  }

  /// A handler as diagnostics name it. Worded only for a diagnostic: nearly every completion is
  /// the first and in time.
  static func handlerDescription(_ handler: PendingHandler) -> String {
    "the completion handler of \(handler.callback.selector) for \(handler.notificationID ?? "-")"
  }

  /// Handler `id` is called now: ``CompletionHandlers/complete(_:)`` decides whether the call
  /// counts; the simulator records it and resumes what waited for it.
  mutating func complete(_ id: Int) {
    let handler: PendingHandler
    switch handlers.complete(id) {
    case .unknown:
      return
    case .calledTwice(let twice):
      diagnose("completion-called-twice",
        "\(Self.handlerDescription(twice)) was called a second time at \(now); call it exactly once.", rule: twice.ruleID)
      return
    case .calledLate(let late):
      diagnose("completion-called-late",
        "\(Self.handlerDescription(late)) was called at \(now), after its deadline at \(late.deadline); iOS ignores the late call.",
        rule: late.ruleID)
      return
    case .answered(let answered):
      handler = answered
    }
    // The deadline stays on the clock and does nothing when it comes due (``expire(_:)`` checks
    // the status): taking it out of the heap would cost O(n) on every completion.
    record(.completion(handler.callback, notificationID: handler.notificationID, result: handler.result), rule: handler.ruleID)
    if handler.inExtension, let run = extensions.extensionRuns.removeValue(forKey: id), let content = run.content {
      useExtensionContent(content, for: run.request.identifier, rule: handler.ruleID)
    }
    if var continuation = handler.continuation {
      if handler.callback == .willPresent { continuation.context.willPresentAnswer = handler.presentation ?? [] }
      resume(continuation)
    }
    suspendIfBackgroundWorkDone(rule: handler.ruleID)
  }

  mutating func expire(_ id: Int) {
    guard let handler = handlers.expire(id) else { return }
    switch handler.callback {
    case .serviceExtensionDidReceive:
      serviceExtensionExpired(handler)
      if let continuation = handler.continuation { resume(continuation) }
    case .willPresent:
      diagnose("completion-never-called", Self.neverCalledWarning(.willPresent), rule: handler.ruleID)
      if var continuation = handler.continuation {
        if configuration.quirks.unansweredWillPresentShowsNothing {
          continuation.context.willPresentAnswer = []
          continuation.context.willPresentTimedOut = true
        } else {
          continuation.steps = continuation.steps.map { $0 == .presentAsWillPresentAnswered ? .present : $0 }
        }
        resume(continuation)
      }
    case .didReceiveRemoteNotificationWithFetch, .handleActionForRemoteNotification,
      .handleActionForRemoteNotificationWithResponseInfo, .handleActionForLocalNotification,
      .handleActionForLocalNotificationWithResponseInfo, .performFetch:
      diagnose("completion-never-called", Self.neverCalledWarning(handler.callback), rule: handler.ruleID)
      if process.state == .background || process.state == .suspended {
        apply(.systemTerminate(reason: "terminated: the completion handler was not called within 30 s"),
          rule: handler.ruleID)
        if handler.callback == .didReceiveRemoteNotificationWithFetch { penaliseUncalledFetchHandler(handler) }
        return
      }
    default:
      diagnose("completion-never-called", Self.neverCalledWarning(handler.callback), rule: handler.ruleID)
    }
    suspendIfBackgroundWorkDone(rule: handler.ruleID)
  }

  /// Suspends an app the system woke once its handlers are done.
  mutating func suspendIfBackgroundWorkDone(rule: String? = nil) {
    guard process.state == .background, process.wokenBySystem,
      handlers.waitingForApp == 0
    else { return }
    process.wokenBySystem = false
    process.state = .suspended
    record(.lifecycle(from: .background, to: .suspended, reason: "background work finished"), rule: rule)
  }
}

extension Simulator {
  /// The app calls completion handler `id` now with `value`: the value it answers is the one
  /// the routing rules use from here on (a `willPresent` answered late presents late, a fetch
  /// handler called after 30 s is ignored). A second call, or a call after the deadline, is a
  /// diagnostic (`completion-called-twice`, `completion-called-late`).
  mutating func callCompletionHandler(_ id: Int, with value: CompletionValue) {
    guard let index = handlers.index(of: id) else {
      diagnose("completion-unknown",
        "the app called completion handler #\(id), which belongs to a process that has ended; iOS ignores it.")
      return
    }
    if handlers.given[index].status == .waiting {
      switch value {
      case .none: break
      case .presentation(let options):
        handlers.given[index].presentation = options
        handlers.given[index].result = options.description
      case .fetch(let result):
        handlers.given[index].result = result.description
      }
    }
    complete(id)
  }
}
