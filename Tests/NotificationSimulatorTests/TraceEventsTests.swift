import NotificationSimulator
import Testing

/// The trace keeps its events in chunks; it must read like one array across chunk boundaries.
@Suite struct TraceEventsTests {
  /// A background app given `count` alert pushes, one second apart: three events each.
  static func simulator(pushes count: Int) throws -> Simulator {
    var simulator = try Simulator.prepared(.background)
    for index in 0..<count {
      try simulator.push(Payloads.alert, id: "n\(index)")
      simulator.advance(by: .seconds(1))
    }
    return simulator
  }

  @Test func `a trace longer than one chunk reads in order, by position and by iteration`() throws {
    let simulator = try Self.simulator(pushes: 700)
    let events = simulator.trace.events
    // Into a third chunk of 1,024 events.
    #expect(events.count > 2 * 1_024)
    let arrivals = events.compactMap { event -> String? in
      if case .pushArrived(let id, _) = event.kind { id } else { nil }
    }
    #expect(arrivals == (0..<700).map { "n\($0)" })
    // The same run, drained after every push so that its trace never leaves the first chunk,
    // gives the events to compare with, position by position.
    var drained = try Simulator.prepared(.background)
    var expected = drained.drainTrace()
    for index in 0..<700 {
      try drained.push(Payloads.alert, id: "n\(index)")
      drained.advance(by: .seconds(1))
      expected += drained.drainTrace()
    }
    try #require(expected.count == events.count)
    #expect(events.indices.allSatisfy { events[$0] == expected[$0] })
    #expect(events.last == expected.last)
    #expect(simulator.trace.rendered.split(separator: "\n").count == events.count)
  }

  @Test func `equal traces are equal across chunks, and one different event makes them differ`() throws {
    let one = try Self.simulator(pushes: 400)
    let two = try Self.simulator(pushes: 400)
    try #require(one.trace.events.count > 1_100)  // into the second chunk
    #expect(one.trace == two.trace)
    #expect(one.trace.events.hashValue == two.trace.events.hashValue)
    let three = try Self.simulator(pushes: 401)
    #expect(one.trace != three.trace)
    #expect(TraceEvents(Array(one.trace.events)) == one.trace.events)
    // As long, with one event in the second chunk changed.
    var changed = Array(one.trace.events)
    changed[1_100] = changed[0]
    #expect(TraceEvents(changed) != one.trace.events)
  }

  @Test func `draining hands over every event, in order, and leaves the trace empty for more`() throws {
    var simulator = try Self.simulator(pushes: 400)
    let expected = Array(simulator.trace.events)
    let drained = simulator.drainTrace()
    #expect(drained == expected)
    #expect(simulator.trace.events.isEmpty)
    try simulator.push(Payloads.alert, id: "after")
    #expect(simulator.trace.events.first.map { if case .pushArrived("after", _) = $0.kind { true } else { false } } == true)
  }
}
