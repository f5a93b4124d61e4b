/// What a simulation still owes at the end of a test: completion handlers the app never called
/// and work still waiting on the virtual clock.
///
/// Models no Apple type; it is the simulator's counterpart of checking that nothing is left
/// pending when a test ends. Read it from ``Simulator/leftOvers``.
public struct LeftOvers: Hashable, Sendable {
  /// A completion handler iOS passed to the app that was not called in time.
  public struct UnansweredHandler: Hashable, Sendable, CustomStringConvertible {
    /// The callback the handler was passed to.
    public var callback: Callback
    /// The notification the callback was about.
    public var notificationID: String?
    /// When iOS stops waiting (the handler's deadline).
    public var deadline: SimulatedInstant
    /// Whether the deadline has passed (iOS logged its warning); otherwise iOS is still waiting.
    public var isExpired: Bool
    /// The virtual time at which the app received the callback, and with it the handler.
    public var receivedAt: SimulatedInstant

    /// Creates a record of an unanswered handler.
    public init(
      callback: Callback, notificationID: String?, receivedAt: SimulatedInstant = .zero, deadline: SimulatedInstant,
      isExpired: Bool
    ) {
      self.callback = callback
      self.notificationID = notificationID
      self.receivedAt = receivedAt
      self.deadline = deadline
      self.isExpired = isExpired
    }

    /// `the completion handler of userNotificationCenter(_:didReceive:withCompletionHandler:) for n1,
    /// received at +0.000s, deadline +30.000s`, with `(passed)` once the deadline is over.
    public var description: String {
      "the completion handler of \(callback.selector) for \(notificationID ?? "-"), received at \(receivedAt), deadline \(deadline)"
        + (isExpired ? " (passed)" : "")
    }
  }

  /// Work waiting on the virtual clock.
  public struct ScheduledItem: Hashable, Sendable, CustomStringConvertible {
    /// When it is due.
    public var instant: SimulatedInstant
    /// What it is, in words.
    public var work: String

    /// Creates a record of scheduled work.
    public init(instant: SimulatedInstant, work: String) {
      self.instant = instant
      self.work = work
    }

    /// `+60.000s local trigger n2`.
    public var description: String { "\(instant) \(work)" }
  }

  /// Completion handlers never called: still waiting with no call scheduled, or past their
  /// deadline. In the order iOS passed them.
  public var unansweredHandlers: [UnansweredHandler]
  /// Work still scheduled, in run order. Handler deadlines are left out: the handlers are
  /// reported as handlers.
  public var scheduledWork: [ScheduledItem]

  /// Creates left-overs.
  public init(unansweredHandlers: [UnansweredHandler] = [], scheduledWork: [ScheduledItem] = []) {
    self.unansweredHandlers = unansweredHandlers
    self.scheduledWork = scheduledWork
  }

  /// Whether nothing is left.
  public var isClean: Bool { unansweredHandlers.isEmpty && scheduledWork.isEmpty }
}

extension Simulator {
  /// The completion handlers never called and the work still scheduled, right now.
  ///
  /// A test that ends with ``LeftOvers/isClean`` false has something it did not look at: a
  /// handler the app forgot (iOS warns, and may terminate a background app), or time it did
  /// not advance far enough to see what happens.
  public var leftOvers: LeftOvers {
    var scheduledCompletions: Set<Int> = []
    var items: [LeftOvers.ScheduledItem] = []
    for item in clock.pending {
      switch item.work {
      case .deadline:
        continue
      case .liveActivity:
        // The system's own timers of a Live Activity (its stale date, 8-hour end, dismissal)
        // are nothing the app owes; they run only when the test advances the clock.
        continue
      case .completion(let id):
        scheduledCompletions.insert(id)
        let handler = handlers.index(of: id).map { handlers.given[$0] }
        let what = handler.map { "completion handler of \($0.callback.selector) for \($0.notificationID ?? "-")" }
        items.append(LeftOvers.ScheduledItem(instant: item.deadline, work: what ?? item.work.description))
      case .localTrigger, .budgetRefill, .extensionFailure, .apnsTransit, .wakePenaltyEnded, .scheduledSummary:
        guard !isStale(item.work) else { continue }
        items.append(LeftOvers.ScheduledItem(instant: item.deadline, work: item.work.description))
      }
    }
    let unanswered = handlers.given.compactMap { handler -> LeftOvers.UnansweredHandler? in
      switch handler.status {
      case .done: return nil
      case .waiting where scheduledCompletions.contains(handler.id): return nil
      case .waiting, .expired:
        return LeftOvers.UnansweredHandler(
          callback: handler.callback, notificationID: handler.notificationID, receivedAt: handler.receivedAt,
          deadline: handler.deadline,
          isExpired: handler.status == .expired)
      }
    }
    return LeftOvers(unansweredHandlers: unanswered, scheduledWork: items)
  }
}
