/// A synchronous, deterministic virtual clock with a queue of scheduled work.
///
/// Stands in for the wall-clock time that iOS measures completion-handler deadlines with (for
/// example the 30 seconds of `application(_:didReceiveRemoteNotification:fetchCompletionHandler:)`).
/// It is modelled on SwiftNIO's `EmbeddedEventLoop`: nothing runs until the owner advances time,
/// work due at the same instant runs first in, first out, and time never goes backwards.
///
///     var clock = SimulatedClock<String>()
///     clock.schedule("b", after: .seconds(2))
///     clock.schedule("a", after: .seconds(1))
///     clock.advance(by: .seconds(5))   // ["a", "b"]; clock.now == +5.000s
public struct SimulatedClock<Work: Sendable>: Sendable {
  /// A point in virtual time; see ``SimulatedInstant``.
  public typealias Instant = SimulatedInstant

  /// One piece of scheduled work.
  public struct Scheduled: Sendable {
    /// When the work is due.
    public var deadline: Instant
    /// The order in which it was scheduled; breaks ties between equal deadlines.
    public var sequence: Int
    /// The work itself.
    public var work: Work
  }

  /// The current virtual time.
  public private(set) var now: Instant = .zero
  /// Scheduled work, kept sorted by (deadline, sequence).
  private var queue: [Scheduled] = []
  private var nextSequence = 0

  /// Creates a clock at `+0.000s` with nothing scheduled.
  public init() {}

  /// Whether no work is scheduled.
  public var isIdle: Bool { queue.isEmpty }

  /// The scheduled work in the order it will run.
  public var pending: [Scheduled] { queue }

  /// Schedules `work` to run `delay` from now (a negative delay means now).
  public mutating func schedule(_ work: Work, after delay: Duration) {
    schedule(work, at: now.advanced(by: max(delay, .zero)))
  }

  /// Schedules `work` at `deadline`; a deadline in the past means now.
  public mutating func schedule(_ work: Work, at deadline: Instant) {
    let item = Scheduled(deadline: max(deadline, now), sequence: nextSequence, work: work)
    nextSequence += 1
    // Insert after every item with a deadline <= this one: ties stay first in, first out.
    var low = 0
    var high = queue.count
    while low < high {
      let mid = (low + high) / 2
      if queue[mid].deadline <= item.deadline { low = mid + 1 } else { high = mid }
    }
    queue.insert(item, at: low)
  }

  /// Removes and returns the earliest work due at or before `limit`, moving ``now`` to its
  /// deadline. Returns `nil` when nothing is due by then; ``now`` is left unchanged.
  public mutating func popNext(dueBy limit: Instant) -> Scheduled? {
    // The deadline is compared in place: copying the first item out to look at it cost more
    // than the check on every push, when nothing is due.
    guard !queue.isEmpty, queue[0].deadline <= limit else { return nil }
    let first = queue.removeFirst()
    if first.deadline > now { now = first.deadline }
    return first
  }

  /// Moves ``now`` to `instant` without running anything. Instants in the past are ignored:
  /// there is no time travel.
  public mutating func move(to instant: Instant) {
    if instant > now { now = instant }
  }

  /// Runs time forward by `duration`, returning the work that became due, in order.
  @discardableResult
  public mutating func advance(by duration: Duration) -> [Work] {
    advance(to: now.advanced(by: max(duration, .zero)))
  }

  /// Runs time forward to `instant`, returning the work that became due, in order. An instant
  /// in the past runs nothing and leaves ``now`` unchanged.
  @discardableResult
  public mutating func advance(to instant: Instant) -> [Work] {
    guard instant >= now else { return [] }
    var done: [Work] = []
    while let next = popNext(dueBy: instant) { done.append(next.work) }
    now = instant
    return done
  }

  /// Runs every scheduled item, moving ``now`` to the last deadline, and returns the work.
  @discardableResult
  public mutating func runUntilIdle() -> [Work] {
    var done: [Work] = []
    while let next = popNext(dueBy: queue.last?.deadline ?? now) { done.append(next.work) }
    return done
  }

  /// Removes every scheduled item for which `shouldRemove` is true.
  public mutating func cancel(where shouldRemove: (Work) -> Bool) {
    queue.removeAll { shouldRemove($0.work) }
  }
}

/// A point in virtual time: an offset from the moment the simulation started.
public struct SimulatedInstant: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// How long after the start of the simulation this instant is.
  public var offset: Duration

  /// The start of the simulation.
  public static let zero = SimulatedInstant(offset: .zero)

  /// Creates an instant `offset` after the start.
  public init(offset: Duration) { self.offset = offset }

  /// The instant `duration` later.
  public func advanced(by duration: Duration) -> SimulatedInstant { SimulatedInstant(offset: offset + duration) }

  /// Orders instants by their offset from the start: earlier comes first.
  public static func < (lhs: SimulatedInstant, rhs: SimulatedInstant) -> Bool { lhs.offset < rhs.offset }

  /// The offset with millisecond precision and a sign: `+5.000s`.
  public var description: String { SimulatedInstant.format(offset) }

  /// Formats a duration as `+S.mmms` (`-` for negative durations).
  static func format(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    var totalMillis = seconds * 1000 + attoseconds / 1_000_000_000_000_000
    var sign = "+"
    if totalMillis < 0 {
      sign = "-"
      totalMillis = -totalMillis
    }
    let whole = totalMillis / 1000
    let millis = totalMillis % 1000
    let millisText = String(millis)
    return sign + String(whole) + "." + String(repeating: "0", count: 3 - millisText.count) + millisText + "s"
  }
}
