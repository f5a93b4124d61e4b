extension Simulator {
  // MARK: Background wakes (§5, rules BW1–BW7)

  /// The system's decision on a background wake at a rule's `throttle` step: returns whether the
  /// rule goes on now; otherwise the rest of it (`rest`) was dropped or held.
  mutating func gateWake(_ rest: Continuation) -> Bool {
    let decision = device.backgroundWakes.decide(
      at: now, settings: device.settings, quirks: configuration.quirks, launchedFromXcode: device.configuration.launchedFromXcode)
    switch decision {
    case .wake:
      return true
    case .drop(let reason, let rule):
      let id = rest.context.notificationID ?? "-"
      setStatus(id, .dropped(reason), ifPending: true)
      record(.system(.dropped(id, reason)), rule: rule.id)
      return false
    case .hold:
      hold(rest, deferredUntil: nil)
      return false
    case .deferUntil(let until):
      hold(rest, deferredUntil: until)
      return false
    }
  }

  /// Holds a wake; a newer held wake replaces an older one (rule BW3). A wake deferred by the
  /// penalty (rule BW5) is released when the penalty ends, one held for the budget when the
  /// hour's budget refills.
  mutating func hold(_ continuation: Continuation, deferredUntil until: SimulatedInstant?) {
    let id = continuation.context.notificationID ?? "-"
    let rule = until == nil ? continuation.context.ruleID : DeviceRules.uncalledHandlerPenalty.id
    if let old = device.held {
      record(.system(.coalesced(replaced: old.notificationID, by: id)), rule: rule)
      setStatus(old.notificationID,
        .dropped(DropReason(code: "coalesced", explanation: "a newer background push replaced it while it was held")),
        ifPending: true)
    } else if let until {
      record(.system(.deferred(id, until: until)), rule: rule)
    } else {
      record(.system(.held(id)), rule: rule)
    }
    device.held = HeldWake(notificationID: id, continuation: continuation)
    if until != nil {
      if !device.backgroundWakes.penaltyEndScheduled, let end = device.backgroundWakes.deprioritisedUntil {
        device.backgroundWakes.penaltyEndScheduled = true
        clock.schedule(.wakePenaltyEnded, at: end)
      }
    } else if !device.backgroundWakes.refillScheduled {
      device.backgroundWakes.refillScheduled = true
      clock.schedule(.budgetRefill, at: device.backgroundWakes.nextRefill)
    }
  }

  /// The hour's budget refills; a held push is delivered, counted against the new hour.
  mutating func refillBudget() {
    device.backgroundWakes.refillScheduled = false
    device.backgroundWakes.roll(to: now)
    record(.system(.budgetRefilled))
    // A push deferred by the penalty waits for its end, not for the hour's refill.
    if let until = device.backgroundWakes.deprioritisedUntil, now < until { return }
    if let wake = device.held {
      device.backgroundWakes.spend()
      releaseHeldWake()
      markBackgroundDelivered(wake.notificationID)
    }
  }

  /// The penalty of rule BW5 ends; a deferred push is delivered, counted against the budget.
  mutating func endWakePenalty() {
    device.backgroundWakes.penaltyEndScheduled = false
    guard let until = device.backgroundWakes.deprioritisedUntil else { return }
    guard now >= until else {
      // A later uncalled handler pushed the end back: wait for the new end.
      device.backgroundWakes.penaltyEndScheduled = true
      clock.schedule(.wakePenaltyEnded, at: until)
      return
    }
    device.backgroundWakes.deprioritisedUntil = nil
    let rule = DeviceRules.uncalledHandlerPenalty.id
    record(.system(.wakePriorityRestored), rule: rule)
    if let wake = device.held {
      device.backgroundWakes.roll(to: now)
      device.backgroundWakes.spend()
      releaseHeldWake(rule: rule)
      markBackgroundDelivered(wake.notificationID)
    }
  }

  /// Delivers the held push: the rest of its rule runs now.
  mutating func releaseHeldWake(rule: String? = nil) {
    guard let wake = device.held else { return }
    device.held = nil
    record(.system(.released(wake.notificationID)), rule: rule ?? wake.continuation.context.ruleID)
    resume(wake.continuation)
  }

  /// A fetch handler woken in the background was not called in time: iOS deprioritises the
  /// app's later background wakes for ``Quirks/uncalledFetchHandlerPenalty`` (rule BW5). Not
  /// while the app runs from Xcode (rule BW6).
  mutating func penaliseUncalledFetchHandler(_ handler: PendingHandler) {
    guard !device.configuration.launchedFromXcode, configuration.quirks.uncalledFetchHandlerPenalty > .zero else { return }
    let end = now.advanced(by: configuration.quirks.uncalledFetchHandlerPenalty)
    let until = max(end, device.backgroundWakes.deprioritisedUntil ?? end)
    device.backgroundWakes.deprioritisedUntil = until
    let cause =
      "the completion handler of \(handler.callback.selector) for \(handler.notificationID ?? "-") was not called within 30 s"
    record(.system(.wakesDeprioritised(until: until, cause: cause)), rule: DeviceRules.uncalledHandlerPenalty.id)
  }
}
