import Testing

@testable import NotificationSimulator

/// `TraceEvents.moveAll(appendingTo:)`, which hands a scenario's runner the events of each step:
/// the same events in the same order, whichever way they move, and the list empty after.
@Suite struct TraceEventsMoveTests {
  static func background() throws -> Simulator {
    var simulator = try Simulator.prepared(.background)
    simulator.trace.events.removeAll()
    return simulator
  }

  @Test func `events across chunks are appended after what the array held, and the list is left empty`() throws {
    var simulator = try Self.background()
    for index in 0..<700 {
      try simulator.push(Payloads.alert, id: "n\(index)")
    }
    let expected = Array(simulator.trace.events)
    try #require(expected.count > 2 * TraceEvents.chunkSize)
    let first = TraceEvent(instant: .zero, kind: .user("before"), ruleID: nil)
    var moved = [first]
    simulator.trace.events.moveAll(appendingTo: &moved)
    #expect(moved == [first] + expected)
    #expect(simulator.trace.events.isEmpty)

    // The list takes new events after the move, in a fresh first chunk.
    try simulator.push(Payloads.alert, id: "again")
    #expect(simulator.trace.events.count == 3)
    #expect(simulator.trace.events.first?.kind == .pushArrived(id: "again", kind: .alert))
  }

  @Test func `one chunk moved into an empty array changes hands whole, and the list keeps recording`() throws {
    var simulator = try Self.background()
    try simulator.push(Payloads.alert, id: "n1")
    let expected = Array(simulator.trace.events)
    var moved: [TraceEvent] = []
    simulator.trace.events.moveAll(appendingTo: &moved)
    #expect(moved == expected)
    #expect(simulator.trace.events.isEmpty)

    try simulator.push(Payloads.alert, id: "n2")
    var next: [TraceEvent] = []
    simulator.trace.events.moveAll(appendingTo: &next)
    #expect(next.count == expected.count)
    #expect(next.first?.kind == .pushArrived(id: "n2", kind: .alert))
    // What moved first is untouched by what the list recorded since.
    #expect(moved == expected)

    var none: [TraceEvent] = []
    simulator.trace.events.moveAll(appendingTo: &none)
    #expect(none.isEmpty)
    #expect(simulator.trace.events.isEmpty)
  }
}
