import Testing

@testable import NotificationSimulator

/// The Scheduled Summary and Apple Intelligence (behaviour reference §3.5, rules SS1–SS3, AI1).
@Suite struct ScheduledSummaryTests {
  func simulator(
    bundle: String = "com.example.News", at date: String = "2026-11-25T16:30:00", profile: Profile = .iOS17,
    entitlements: NotificationEntitlements = []
  ) throws -> Simulator {
    var device = DeviceConfiguration()
    device.date = try #require(LocalDateTime(parsing: date))
    device.scheduledSummary = ScheduledSummary(times: [SummaryTime(hour: 18), SummaryTime(hour: 8)], apps: ["com.example.News"])
    var app = AppConfiguration(bundleID: bundle)
    app.entitlements = entitlements
    var simulator = Simulator(app: app, profile: profile, device: device)
    try simulator.changeAuthorization(to: .authorized, options: [.alert, .sound, .badge])
    return simulator
  }

  func systemLines(_ simulator: Simulator) -> [String] {
    simulator.trace.events.filter { $0.label == "system" || $0.label == "diagnostic" }.map(\.rendered)
  }

  @Test func `held notifications wait silently for the next time and arrive highest relevance first`() throws {
    var simulator = try simulator()
    try simulator.push(Payload(aps: APS(alert: Alert(body: "a"), sound: Sound(name: "default"), relevanceScore: 0.1)), id: "n1")
    try simulator.push(Payload(aps: APS(alert: Alert(body: "b"), relevanceScore: 0.8)), id: "n2")
    try simulator.push(Payload(aps: APS(alert: Alert(body: "c"), relevanceScore: 0.1)), id: "n3")
    #expect(simulator.heldForSummary == ["n1", "n2", "n3"])
    #expect(simulator.scheduledWork.map(\.work).contains("Scheduled Summary delivery"))
    simulator.advance(by: .seconds(5399))
    #expect(simulator.heldForSummary.count == 3)
    simulator.advance(by: .seconds(1))
    #expect(simulator.heldForSummary.isEmpty)
    #expect(
      systemLines(simulator).suffix(3) == [
        "+0.000s  system     Scheduled Summary holds n3: kept for the next summary at 2026-11-25T18:00:00, without a banner or a sound  [SS1]",
        "+0.000s  system     displayed n3 [list]  [R20]",
        "+5400.000s  system     Scheduled Summary delivered [n2, n1, n3]  [SS2]",
      ])
  }

  @Test func `a time-sensitive push breaks through, and an app outside the summary is not held`() throws {
    var simulator = try simulator(entitlements: [.timeSensitive])
    try simulator.push(Payload(aps: APS(alert: Alert(body: "Boarding"), interruptionLevel: .timeSensitive)), id: "t1")
    #expect(simulator.heldForSummary.isEmpty)
    #expect(
      systemLines(simulator).contains(
        "+0.000s  system     t1 breaks through the Scheduled Summary: time-sensitive notifications are delivered at once  [SS3]"))
    var other = try self.simulator(bundle: "com.example.Chat")
    try other.push(Payload(aps: APS(alert: Alert(body: "Hi"))), id: "c1")
    #expect(other.heldForSummary.isEmpty)
    #expect(systemLines(other) == ["+0.000s  system     displayed c1 [banner, list]  [R20]"])
  }

  @Test func `turning the summary off delivers what it held, and the old delivery time then does nothing`() throws {
    var simulator = try simulator()
    try simulator.push(Payload(aps: APS(alert: Alert(body: "a"))), id: "n1")
    simulator.setScheduledSummary(nil)
    #expect(simulator.heldForSummary.isEmpty)
    #expect(systemLines(simulator).last == "+0.000s  system     Scheduled Summary delivered [n1]  [SS2]")
    let count = simulator.trace.events.count
    simulator.advance(by: .seconds(7200))
    #expect(simulator.trace.events.count == count)
  }

  @Test func `before iOS 15 the summary is ignored`() throws {
    var simulator = try simulator(profile: .iOS14)
    try simulator.push(Payload(aps: APS(alert: Alert(body: "a"))), id: "n1")
    #expect(simulator.heldForSummary.isEmpty)
  }

  @Test func `Apple Intelligence only annotates the trace, from iOS 18`() throws {
    var device = DeviceConfiguration()
    device.appleIntelligence = AppleIntelligenceNotifications(summaries: true, prioritize: false)
    for profile in [Profile.iOS17, .iOS18] {
      var simulator = Simulator(app: AppConfiguration(), profile: profile, device: device)
      try simulator.changeAuthorization(to: .authorized, options: [.alert])
      try simulator.push(Payload(aps: APS(alert: Alert(body: "a"))), id: "n1")
      let expected = profile == .iOS18
        ? ["+0.000s  diagnostic apple-intelligence-not-modelled: n1 may be summarized by Apple Intelligence (summaries on); its decisions are not published, so the simulator does not model them and presents n1 as without it.  [AI1]"]
        : []
      #expect(systemLines(simulator).filter { $0.contains("diagnostic") } == expected)
      #expect(systemLines(simulator).last == "+0.000s  system     displayed n1 [banner, list]  [R20]")
    }
  }

  @Test(arguments: [
    (#"{"times": ["25:00"]}"#, #"dir/s.json:1:72: error: "25:00" is not a time of day; expected hours 0-23 and minutes 00-59 as "HH:MM" [out-of-range]"#),
    (#"{"times": []}"#, #"dir/s.json:1:61: error: a Scheduled Summary needs at least one time [out-of-range]"#),
  ])
  func `a bad summary time is a positioned error`(summary: String, firstLine: String) {
    let result = loadScenario(#"{"scenario": 1, "name": "x", "device": {"scheduledSummary": "# + summary + "}}")
    #expect(result.diagnostics.first.map { String($0.rendered.split(separator: "\n")[0]) } == firstLine)
  }

  @Test func `summary times read as HH:MM only`() {
    #expect(SummaryTime("08:00")?.description == "08:00")
    #expect(SummaryTime("8:30")?.description == "08:30")
    #expect(SummaryTime("24:00") == nil && SummaryTime("08:0") == nil && SummaryTime("8") == nil)
  }
}
