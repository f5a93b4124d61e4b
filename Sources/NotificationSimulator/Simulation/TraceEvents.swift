/// The events of a ``Trace``, oldest first.
///
/// A random-access collection like an array, kept in chunks of a fixed size so that a long run
/// never moves what it has already recorded: an array doubles as it grows, copying every event
/// and, once large, mapping fresh pages for each new buffer. Part of the simulator's record of
/// what iOS did (the console of `UNUserNotificationCenter` and `UIApplicationDelegate` calls).
public struct TraceEvents: RandomAccessCollection, Hashable, Sendable {
  /// Events per chunk: 1,024 of 88 bytes stay below the size from which the C allocator maps
  /// each block on its own.
  static let chunkShift = 10
  static let chunkSize = 1 << chunkShift

  /// The chunks already full, and the one events are appended to.
  private var full: [[TraceEvent]] = []
  private var current: [TraceEvent] = []

  /// An empty list.
  public init() {}

  /// Events in order.
  public init<S: Sequence>(_ events: S) where S.Element == TraceEvent {
    for event in events { append(event) }
  }

  /// The position of the first event: 0.
  public var startIndex: Int { 0 }
  /// One past the position of the last event: the number of events.
  public var endIndex: Int { (full.count << Self.chunkShift) + current.count }

  /// The event at `position`.
  public subscript(position: Int) -> TraceEvent {
    precondition(position >= 0 && position < endIndex, "trace event index out of range")
    let chunk = position >> Self.chunkShift
    let offset = position & (Self.chunkSize - 1)
    return chunk < full.count ? full[chunk][offset] : current[offset]
  }

  /// Adds an event at the end.
  mutating func append(_ event: consuming TraceEvent) {
    // The first chunk grows as an array does, from room for 16 events: most traces (a test's, a
    // short scenario's) hold a few dozen, and a whole chunk reserved up front costs them more
    // than their run, while growing from one event moved a ten-event scenario's trace five
    // times (5% of the instructions of a tap).
    if current.capacity == 0 { current.reserveCapacity(full.isEmpty ? 16 : Self.chunkSize) }
    current.append(event)
    if current.count == Self.chunkSize {
      full.append(current)
      current = []
    }
  }

  /// Moves every event to the end of `events`, oldest first, and leaves the list empty. When
  /// `events` is empty and the list is one chunk, the two swap storage and no event is copied:
  /// a scenario's runner collects its trace so after each step, and copying each event (and
  /// releasing the original) cost 4,000 instructions a scenario.
  mutating func moveAll(appendingTo events: inout [TraceEvent]) {
    if events.isEmpty && full.isEmpty {
      swap(&events, &current)
      // `current` now holds `events`' old storage, empty, kept for the next events.
      return
    }
    for chunk in full { events.append(contentsOf: chunk) }
    events.append(contentsOf: current)
    full = []
    current.removeAll(keepingCapacity: true)
  }

  /// Removes every event; with `keepingCapacity`, the open chunk stays allocated for reuse.
  mutating func removeAll(keepingCapacity: Bool = false) {
    full = []
    current.removeAll(keepingCapacity: keepingCapacity)
  }

  /// Two lists are equal when they hold equal events in the same order.
  public static func == (lhs: TraceEvents, rhs: TraceEvents) -> Bool {
    lhs.count == rhs.count && lhs.elementsEqual(rhs)
  }

  /// Hashes the events in order.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for event in self { hasher.combine(event) }
  }
}

extension TraceEvents: ExpressibleByArrayLiteral {
  /// Events written out, for tests.
  public init(arrayLiteral events: TraceEvent...) { self.init(events) }
}
