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

  private var chunks: [[TraceEvent]] = []
  private var total = 0

  /// An empty list.
  public init() {}

  /// Events in order.
  public init<S: Sequence>(_ events: S) where S.Element == TraceEvent {
    for event in events { append(event) }
  }

  /// The position of the first event: 0.
  public var startIndex: Int { 0 }
  /// One past the position of the last event: the number of events.
  public var endIndex: Int { total }

  /// The event at `position`.
  public subscript(position: Int) -> TraceEvent {
    precondition(position >= 0 && position < total, "trace event index out of range")
    return chunks[position >> Self.chunkShift][position & (Self.chunkSize - 1)]
  }

  /// Adds an event at the end.
  mutating func append(_ event: consuming TraceEvent) {
    if total & (Self.chunkSize - 1) == 0 && total >> Self.chunkShift == chunks.count {
      var chunk: [TraceEvent] = []
      chunk.reserveCapacity(Self.chunkSize)
      chunks.append(chunk)
    }
    chunks[total >> Self.chunkShift].append(event)
    total += 1
  }

  /// Removes every event; with `keepingCapacity`, the first chunk stays allocated for reuse.
  mutating func removeAll(keepingCapacity: Bool = false) {
    if keepingCapacity && !chunks.isEmpty {
      chunks.removeLast(chunks.count - 1)
      chunks[0].removeAll(keepingCapacity: true)
    } else {
      chunks = []
    }
    total = 0
  }

  /// Two lists are equal when they hold equal events in the same order.
  public static func == (lhs: TraceEvents, rhs: TraceEvents) -> Bool {
    lhs.total == rhs.total && lhs.elementsEqual(rhs)
  }

  /// Hashes the events in order.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(total)
    for event in self { hasher.combine(event) }
  }
}

extension TraceEvents: ExpressibleByArrayLiteral {
  /// Events written out, for tests.
  public init(arrayLiteral events: TraceEvent...) { self.init(events) }
}
