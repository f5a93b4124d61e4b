import Testing

@testable import NotificationSimulator

/// The delivery route decides whether the service extension runs (rules SE6 and SE7, behaviour
/// reference §7.1 and §10).
@Suite struct ServiceExtensionRouteTests {
  static let apnsFile = #"{"Simulator Target Bundle": "com.example.App", "aps": {"alert": {"title": "New message", "body": "(encrypted)"}, "mutable-content": 1}}"#

  static func scenario(route: String?) -> String {
    let routeKey = route.map { #", "route": "\#($0)""# } ?? ""
    return """
      {"scenario": 1, "name": "x", "platform": "iOS 17",
       "device": {"authorization": "authorized"},
       "app": {"state": "background", "answers": {"serviceExtension": {"after": "1s"}}},
       "steps": [{"push": "message.apns", "id": "m1"\(routeKey)}, {"wait": "2s"}]}
      """
  }

  func run(route: String?) throws -> (lines: [String], findings: [String]) {
    let result = loadScenario(Self.scenario(route: route), files: ["dir/message.apns": Self.apnsFile])
    let scenario = try #require(result.scenario)
    let run = ScenarioRunner.run(scenario)
    return (run.events.map(\.rendered), result.diagnostics.map { "\($0.file) \($0.diagnostic.code)" })
  }

  @Test func `an .apns file arrives as a simulated push: the extension does not run and the linter's finding stands`() throws {
    let (lines, findings) = try run(route: nil)
    #expect(lines == [
      "+0.000s  push       m1 mutable (M)",
      "+0.000s  skipped    didReceive(_:withContentHandler:): a simulated push (xcrun simctl push or an .apns file) ignores mutable-content; the original content is shown  [SE6]",
      "+0.000s  system     displayed m1 [banner, list]  [R14]",
    ])
    #expect(findings == ["dir/message.apns simulator-ignores-mutable-content"])
  }

  @Test func `the same file sent through the APNs sandbox to a Simulator runs the extension`() throws {
    let (lines, findings) = try run(route: "sandboxToSimulator")
    #expect(lines == [
      "+0.000s  push       m1 mutable (M)",
      "+0.000s  callback   didReceive(_:withContentHandler:) notification=m1  [R14]",
      "+1.000s  completion didReceive(_:withContentHandler:) notification=m1 -> contentHandler called  [R14]",
      "+1.000s  system     displayed m1 [banner, list]  [R14]",
    ])
    #expect(findings.isEmpty)
  }

  @Test func `an unknown route is a positioned error naming the routes`() {
    let result = loadScenario(Self.scenario(route: "testflight"), files: ["dir/message.apns": Self.apnsFile])
    #expect(result.scenario == nil)
    #expect(result.diagnostics.map { "\($0.diagnostic.location) \($0.diagnostic.message) | \($0.diagnostic.hint ?? "")" }.first
      == "4:58 unknown delivery route \"testflight\" | Valid values: \"apns\", \"simulator\", \"sandboxToSimulator\".")
  }

  @Test func `the library's push takes the route too`() throws {
    let app = AppConfiguration(answers: CompletionAnswers(serviceExtension: .immediately))
    var simulator = try Simulator.prepared(.background, profile: .iOS17, app: app)
    let mark = simulator.trace.events.count
    try simulator.push(Payloads.mutable, id: "s1", route: .simulator)
    try simulator.push(Payloads.mutable, id: "a1")
    try simulator.push(Payloads.mutable, id: "x1", route: .sandboxToSimulator)
    #expect(simulator.callbacks(since: mark) == [.serviceExtensionDidReceive, .serviceExtensionDidReceive])
    #expect(simulator.rules(since: mark).first == "SE6")
  }

  @Test func `the sandbox route needs iOS 16`() throws {
    var simulator = try Simulator.prepared(.background, profile: .iOS15)
    #expect(throws: SimulationError(.unsupported,
      "can't push 'x1' through the APNs sandbox to a Simulator: Simulator receives real pushes only from iOS 16 (Xcode 14), and this device runs iOS 15. Use route .apns, or an iOS 16 or later profile.")) {
      try simulator.push(Payloads.mutable, id: "x1", route: .sandboxToSimulator)
    }
  }
}
