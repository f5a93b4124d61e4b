import NotificationSimulator
import Testing

@Suite struct ClockAndTraceTests {
  @Test func `work due at the same instant runs first in, first out`() {
    var clock = SimulatedClock<String>()
    clock.schedule("b1", after: .seconds(2))
    clock.schedule("a", after: .seconds(1))
    clock.schedule("b2", after: .seconds(2))
    clock.schedule("b3", after: .seconds(2))
    // Expected order: a (1 s), then b1, b2, b3 in scheduling order (2 s).
    #expect(clock.advance(by: .seconds(5)) == ["a", "b1", "b2", "b3"])
    #expect(clock.now.description == "+5.000s")
  }

  @Test func `we can't time travel by advancing to the past`() {
    var clock = SimulatedClock<String>()
    clock.advance(by: .seconds(10))
    clock.schedule("later", after: .seconds(1))
    #expect(clock.advance(to: SimulatedInstant(offset: .seconds(3))) == [])
    #expect(clock.now == SimulatedInstant(offset: .seconds(10)))
    clock.schedule("past", at: SimulatedInstant(offset: .seconds(2)))
    #expect(clock.pending.map(\.deadline.description) == ["+10.000s", "+11.000s"])
    #expect(clock.runUntilIdle() == ["past", "later"])
    #expect(clock.now.description == "+11.000s")
  }

  @Test func `instants render with millisecond precision`() {
    #expect(SimulatedInstant(offset: .milliseconds(5200)).description == "+5.200s")
    #expect(SimulatedInstant.zero.description == "+0.000s")
    #expect(SimulatedInstant(offset: .seconds(3600)).description == "+3600.000s")
  }

  @Test func `the simulator does not move time on its own and ignores the past`() throws {
    var simulator = try Simulator.prepared(.active)
    simulator.advance(by: .seconds(5))
    simulator.advance(to: SimulatedInstant(offset: .seconds(1)))
    #expect(simulator.now.description == "+5.000s")
  }

  static func scenario() throws -> String {
    let app = AppConfiguration(
      categories: [chatCategory],
      answers: CompletionAnswers(
        willPresent: CompletionAnswer([.banner, .sound], timing: .after(.milliseconds(300))),
        didReceive: .after(.seconds(1)), fetch: CompletionAnswer(.noData, timing: .after(.seconds(3)))))
    var simulator = try Simulator.prepared(.active, app: app, local: localRequest(id: "L1", category: "CHAT"))
    try simulator.registerForRemoteNotifications()
    try simulator.push(Payloads.alertWithWake, id: "n1")
    simulator.advance(by: .seconds(1))
    try simulator.tap("n1")
    try simulator.home()
    try simulator.suspend()
    for index in 1...5 { try simulator.push(Payloads.background, id: "s\(index)") }
    simulator.advance(by: .seconds(70))
    try simulator.reply(on: "L1", action: "reply", text: "On my way")
    try simulator.forceQuit()
    try simulator.push(Payloads.background, id: "s6")
    simulator.runUntilIdle()
    return simulator.trace.rendered
  }

  @Test func `the same inputs give a byte-identical trace`() throws {
    let first = try Self.scenario()
    let second = try Self.scenario()
    #expect(Array(first.utf8) == Array(second.utf8))
    #expect(first.split(separator: "\n").count > 40)
  }

  @Test func `trace lines have fixed columns`() throws {
    var simulator = try Simulator.prepared(.background)
    let mark = simulator.trace.events.count
    try simulator.push(Payloads.alert, id: "n1")
    try simulator.tap("n1")
    #expect(simulator.lines(since: mark) == [
      "+0.000s  push       n1 alert (A)",
      "+0.000s  system     displayed n1 [banner, list, sound, badge]  [R13]",
      "+0.000s  system     badge 1  [R13]",
      "+0.000s  user       tapped n1",
      "+0.000s  callback   applicationWillEnterForeground(_:)  [R32]",
      "+0.000s  lifecycle  background -> inactive (enters the foreground)  [R32]",
      "+0.000s  callback   userNotificationCenter(_:didReceive:withCompletionHandler:) response=n1 action=default category=\"\" title=\"\" body=\"Hello\" userInfo=[aps]  [R32]",
      "+0.000s  lifecycle  inactive -> active (becomes active)  [R32]",
      "+0.000s  callback   applicationDidBecomeActive(_:)  [R32]",
      "+0.000s  completion userNotificationCenter(_:didReceive:withCompletionHandler:) notification=n1 -> called  [R32]",
    ])
  }
}
