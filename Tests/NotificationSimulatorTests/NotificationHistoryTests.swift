import NotificationSimulator
import Testing

/// The simulator's record of every notification that reached the device, found by identifier.
@Suite struct NotificationHistoryTests {
  @Test func `a push with an identifier already delivered replaces its record and moves to the top of Notification Center`() throws {
    var simulator = try Simulator.prepared(.background)
    for id in ["n1", "n2", "n3"] { try simulator.push(Payloads.alert, id: id) }
    try simulator.push(Payloads.alert(category: "AGAIN"), id: "n2")

    #expect(simulator.device.notifications.map(\.id) == ["n1", "n2", "n3"])
    #expect(simulator.device.notificationCenter.identifiers == ["n2", "n3", "n1"])
    #expect(simulator.notification("n2")?.categoryIdentifier == "AGAIN")
    #expect(simulator.notification("n1")?.id == "n1")
    #expect(simulator.notification("n3")?.id == "n3")
    #expect(simulator.notification("n4") == nil)
    // The moved notification can still be acted on under its identifier.
    try simulator.tap("n2")
    #expect(simulator.process.state == .active)
  }

  @Test func `every one of many notifications is found by its identifier, before and after replacements`() throws {
    var simulator = try Simulator.prepared(.background)
    let count = 1_000
    for index in 0..<count { try simulator.push(Payloads.alert, id: "id-\(index)") }
    // Replace every hundredth one: the record is replaced in place, the entry moves to the top.
    for index in stride(from: 0, to: count, by: 100) {
      try simulator.push(Payloads.alert(category: "R\(index)"), id: "id-\(index)")
    }

    #expect(simulator.device.notifications.count == count)
    for index in 0..<count {
      let found = simulator.notification("id-\(index)")
      #expect(found?.id == "id-\(index)")
      #expect(found?.categoryIdentifier == (index % 100 == 0 ? "R\(index)" : nil))
    }
    #expect(simulator.device.notifications.map(\.id) == (0..<count).map { "id-\($0)" })
    #expect(Array(simulator.device.notificationCenter.identifiers.prefix(10)) == stride(from: 900, through: 0, by: -100).map { "id-\($0)" })
    #expect(simulator.notification("id-\(count)") == nil)
    #expect(simulator.notification("") == nil)
  }
}
