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
  /// Scheduled work as a binary min-heap ordered by (deadline, sequence): scheduling and taking
  /// the next item are O(log n), so thousands of pending triggers cost little.
  private var heap: [Scheduled] = []
  private var nextSequence = 0

  /// Creates a clock at `+0.000s` with nothing scheduled.
  public init() {}

  /// Whether no work is scheduled.
  public var isIdle: Bool { heap.isEmpty }

  /// The scheduled work in the order it will run.
  public var pending: [Scheduled] { heap.sorted(by: Self.runsBefore) }

  /// The work that runs last of what `isIncluded` accepts: the last of ``pending`` that it
  /// accepts, found without sorting.
  func lastToRun(where isIncluded: (Work) -> Bool) -> Scheduled? {
    var last: Scheduled?
    for item in heap where isIncluded(item.work) {
      if let current = last, Self.runsBefore(item, current) { continue }
      last = item
    }
    return last
  }

  /// Schedules `work` to run `delay` from now (a negative delay means now).
  public mutating func schedule(_ work: Work, after delay: Duration) {
    schedule(work, at: now.advanced(by: max(delay, .zero)))
  }

  /// Schedules `work` at `deadline`; a deadline in the past means now. Work due at the same
  /// instant runs in the order it was scheduled.
  public mutating func schedule(_ work: Work, at deadline: Instant) {
    heap.append(Scheduled(deadline: max(deadline, now), sequence: nextSequence, work: work))
    nextSequence += 1
    siftUp(heap.count - 1)
  }

  /// Whether any work is due at or before `limit`: looked at before ``popNext(dueBy:)`` where
  /// nothing is due on most calls, such as after each push.
  @inline(__always)
  func hasWork(dueBy limit: Instant) -> Bool {
    !heap.isEmpty && heap[0].deadline <= limit
  }

  /// Removes and returns the earliest work due at or before `limit`, moving ``now`` to its
  /// deadline. Returns `nil` when nothing is due by then; ``now`` is left unchanged.
  public mutating func popNext(dueBy limit: Instant) -> Scheduled? {
    // The deadline is compared in place: copying the first item out to look at it cost more
    // than the check on every push, when nothing is due.
    guard !heap.isEmpty, heap[0].deadline <= limit else { return nil }
    heap.swapAt(0, heap.count - 1)
    let first = heap.removeLast()
    if !heap.isEmpty { siftDown(0) }
    if first.deadline > now { now = first.deadline }
    return first
  }

  private static func runsBefore(_ a: Scheduled, _ b: Scheduled) -> Bool {
    a.deadline != b.deadline ? a.deadline < b.deadline : a.sequence < b.sequence
  }

  private mutating func siftUp(_ start: Int) {
    var child = start
    while child > 0 {
      let parent = (child - 1) / 2
      guard Self.runsBefore(heap[child], heap[parent]) else { return }
      heap.swapAt(child, parent)
      child = parent
    }
  }

  private mutating func siftDown(_ start: Int) {
    var parent = start
    while true {
      let left = 2 * parent + 1
      guard left < heap.count else { return }
      let right = left + 1
      let first = right < heap.count && Self.runsBefore(heap[right], heap[left]) ? right : left
      guard Self.runsBefore(heap[first], heap[parent]) else { return }
      heap.swapAt(first, parent)
      parent = first
    }
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
    while let next = popNext(dueBy: heap.map(\.deadline).max() ?? now) { done.append(next.work) }
    return done
  }

  /// Removes every scheduled item for which `shouldRemove` is true.
  public mutating func cancel(where shouldRemove: (Work) -> Bool) {
    heap.removeAll { shouldRemove($0.work) }
    for index in stride(from: heap.count / 2 - 1, through: 0, by: -1) { siftDown(index) }
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
