import Testing

@testable import NotificationSimulator

/// Local requests: triggers, the pending list and its limit, the virtual calendar.
@Suite struct LocalRequestTests {
  @Test func `a repeating interval under 60 seconds is refused as iOS refuses it`() throws {
    var simulator = try Simulator.prepared(.active)
    try simulator.scheduleLocal(LocalNotificationRequest(identifier: "r", body: "x", trigger: .timeInterval(.seconds(59), repeats: true)))
    #expect(
      simulator.trace.diagnostics.last?.message
        == "NSInternalInconsistencyException: time interval must be at least 60 if repeating. The app crashes here on iOS; 'r' was not added.")
    #expect(simulator.device.pendingRequests.count == 0)
    try simulator.scheduleLocal(LocalNotificationRequest(identifier: "r", body: "x", trigger: .timeInterval(.seconds(60), repeats: true)))
    #expect(simulator.device.pendingRequests.count == 1)
  }

  @Test func `a repeating trigger fires every interval and runUntilIdle does not spin on it`() throws {
    var simulator = try Simulator.prepared(.background)
    try simulator.scheduleLocal(LocalNotificationRequest(identifier: "tick", body: "x", trigger: .timeInterval(.seconds(60), repeats: true)))
    simulator.advance(by: .seconds(150))
    #expect(simulator.trace.events.filter { $0.label == "local" }.map(\.instant) == [.init(offset: .seconds(60)), .init(offset: .seconds(120))])
    simulator.runUntilIdle()
    #expect(simulator.now == .init(offset: .seconds(150)))
    #expect(simulator.device.pendingRequests.request("tick")?.nextTriggerDate == .init(offset: .seconds(180)))
  }

  @Test func `the 65th request drops the oldest by default and the latest-firing under the archived rule`() throws {
    for keepMostRecent in [true, false] {
      var quirks = Quirks()
      quirks.pendingLimitKeepsMostRecent = keepMostRecent
      var simulator = try Simulator.prepared(.active, quirks: quirks)
      for index in 1...65 {
        try simulator.scheduleLocal(LocalNotificationRequest(identifier: "r\(index)", body: "x", delay: .seconds(Int64(index))))
      }
      #expect(simulator.device.pendingRequests.count == 64)
      let dropped = simulator.trace.events.compactMap { event -> String? in
        if case .system(.pendingDropped(let id, _)) = event.kind { id } else { nil }
      }
      // r1 was added first and fires first; r65 was added last and fires last.
      #expect(dropped == [keepMostRecent ? "r1" : "r65"])
      #expect(simulator.device.pendingRequests.request(keepMostRecent ? "r65" : "r1") != nil)
    }
  }

  @Test func `a removed or replaced request leaves no trigger behind`() throws {
    var simulator = try Simulator.prepared(.active)
    try simulator.scheduleLocal(LocalNotificationRequest(identifier: "a", body: "x", delay: .seconds(10)))
    try simulator.scheduleLocal(LocalNotificationRequest(identifier: "a", body: "y", delay: .seconds(20)))
    try simulator.removePendingNotificationRequests(withIdentifiers: ["a"])
    #expect(simulator.scheduledWork.isEmpty)
    #expect(simulator.leftOvers.isClean)
    simulator.advance(by: .seconds(30))
    #expect(!simulator.trace.events.contains { $0.label == "local" })
  }

  @Test func `the calendar follows the zone's rules, whatever the host's time zone`() throws {
    let calendar = try #require(VirtualCalendar(start: LocalDateTime(year: 2026, month: 3, day: 7, hour: 8), timeZoneIdentifier: "America/New_York"))
    let daily = DateMatch(hour: 8, minute: 30)
    let first = try #require(calendar.nextMatch(after: .zero, daily, skippedTimeFiresAfterGap: true, repeatedTimeFiresFirst: true))
    let second = try #require(calendar.nextMatch(after: first, daily, skippedTimeFiresAfterGap: true, repeatedTimeFiresFirst: true))
    #expect(calendar.timestamp(at: first) == "2026-03-07T08:30:00-05:00")
    #expect(calendar.timestamp(at: second) == "2026-03-08T08:30:00-04:00")
    // The day the clocks spring forward has 23 hours.
    #expect(second.offset - first.offset == .seconds(23 * 3600))
    let skipped = DateMatch(hour: 2, minute: 30)
    let afterGap = try #require(calendar.nextMatch(after: first, skipped, skippedTimeFiresAfterGap: true, repeatedTimeFiresFirst: true))
    let strict = try #require(calendar.nextMatch(after: first, skipped, skippedTimeFiresAfterGap: false, repeatedTimeFiresFirst: true))
    #expect(calendar.timestamp(at: afterGap) == "2026-03-08T03:30:00-04:00")
    #expect(calendar.timestamp(at: strict) == "2026-03-09T02:30:00-04:00")
  }

  @Test func `a local time that does not exist cannot start the device, and an unknown zone is refused`() {
    #expect(VirtualCalendar(start: LocalDateTime(year: 2026, month: 3, day: 8, hour: 2, minute: 30), timeZoneIdentifier: "America/New_York") == nil)
    #expect(VirtualCalendar(timeZoneIdentifier: "Mars/Olympus_Mons") == nil)
    #expect(LocalDateTime(parsing: "2026-03-08T02:30") == LocalDateTime(year: 2026, month: 3, day: 8, hour: 2, minute: 30))
    #expect(LocalDateTime(parsing: "2026-13-08T02:30") == nil)
    #expect(LocalDateTime(parsing: "2026-03-08 02:30") == nil)
  }

  @Test func `a location trigger fires on entry only with when-in-use authorization`() throws {
    let market = Region(identifier: "market", center: Coordinate(latitude: 52.5163, longitude: 13.3777), radius: 150, notifyOnExit: false)
    let inside = Coordinate(latitude: 52.5165, longitude: 13.3780)
    let away = Coordinate(latitude: 52.52, longitude: 13.405)
    for authorization in [LocationAuthorization.whenInUse, .denied] {
      var simulator = try Simulator.prepared(
        .background, device: DeviceConfiguration(locationAuthorization: authorization, location: away))
      try simulator.openApp()
      try simulator.scheduleLocal(LocalNotificationRequest(identifier: "milk", body: "Buy milk", trigger: .location(market, repeats: false)))
      try simulator.home()
      simulator.move(to: inside)
      let fired = simulator.trace.events.contains { $0.label == "local" }
      #expect(fired == (authorization == .whenInUse))
      #expect((simulator.device.pendingRequests.request("milk") == nil) == fired)
    }
  }
}

@Suite struct WallClockTests {
  @Test func `waiting for a local time that is past or skipped is refused with the clock's reading`() throws {
    var simulator = Simulator(
      app: AppConfiguration(), device: DeviceConfiguration(date: LocalDateTime(year: 2026, month: 3, day: 8, hour: 1), timeZone: "America/New_York"))
    do {
      try simulator.advance(untilLocal: LocalDateTime(year: 2026, month: 3, day: 8, hour: 2, minute: 30))
      Issue.record("a skipped local time was accepted")
    } catch {
      #expect(
        error.message
          == "can't wait until 2026-03-08T02:30:00: the device's clock (America/New_York) shows 2026-03-08T01:00:00, and that time is already past or does not exist there.")
    }
    try simulator.advance(untilLocal: LocalDateTime(year: 2026, month: 3, day: 8, hour: 3))
    #expect(simulator.now == SimulatedInstant(offset: .seconds(3600)))
  }
}

extension WallClockTests {
  @Test func `a device with an unknown time zone runs on UTC and says so`() {
    let simulator = Simulator(app: AppConfiguration(), device: DeviceConfiguration(timeZone: "Mars/Olympus_Mons"))
    #expect(simulator.configuration.calendar.timeZoneIdentifier == "UTC")
    #expect(
      simulator.trace.diagnostics.map(\.message) == [
        #"the device's time zone "Mars/Olympus_Mons" is unknown, or 2026-01-05T09:00:00 does not exist there; the device runs on 2026-01-05T09:00:00 UTC instead."#
      ])
  }
}

/// Regressions from the fuzzer: long waits over repeating triggers must end quickly.
@Suite struct LongWaitTests {
  @Test func `a repeating trigger over ten years stops after the firing limit with a diagnostic`() throws {
    var simulator = try Simulator.prepared(.background)
    try simulator.scheduleLocal(
      LocalNotificationRequest(identifier: "tick", body: "x", trigger: .timeInterval(.seconds(60), repeats: true)))
    simulator.advance(by: .seconds(10 * 365 * 24 * 3600))
    let fired = simulator.trace.events.filter { $0.label == "local" }.count
    #expect(fired == Simulator.triggerFiringsPerAdvance)
    // The clock stops at the next firing, which runs first when time moves on again.
    #expect(simulator.now == SimulatedInstant(offset: .seconds(60 * Int64(Simulator.triggerFiringsPerAdvance + 1))))
    #expect(
      simulator.trace.diagnostics.last?.message
        == "local triggers fired 5000 times in one wait, so the clock stopped at +300060.000s instead of +315360000.000s. Wait in shorter steps, or remove the repeating request.")
    // The trigger is still armed: the next wait goes on from there (the firing due now, then two).
    simulator.advance(by: .seconds(120))
    #expect(simulator.trace.events.filter { $0.label == "local" }.count == fired + 3)
  }

  @Test func `waiting until a local time more than ten years ahead is refused`() throws {
    // The fuzzer's input: a daily trigger, then a wait until the year 4052.
    let result = loadScenario(
      """
      {"scenario": 1, "name": "x", "device": {"date": "2026-03-07T08:00", "timeZone": "America/New_York"},
       "app": {"state": "active"},
       "steps": [{"schedule": {"id": "d", "body": "x", "trigger": {"calendar": {"hour": 8, "minute": 30}, "repeats": true}}},
                 {"waitUntil": "4052-03-09T10:00"}]}
      """)
    let scenario = try #require(result.scenario)
    let run = ScenarioRunner.run(scenario)
    #expect(
      run.failures.map(\.message) == [
        "step $.steps[1] cannot run: can't wait until 4052-03-09T10:00:00: the device's clock shows 2026-03-07T08:00:00, and one wait lasts at most ten years. Wait in shorter steps."
      ])
  }
}
