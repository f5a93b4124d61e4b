import NotificationSimulator
import NotificationSimulatorTesting
import Testing

/// Tester parity, proved on every bundled scenario: each file gets a generated twin that sets up
/// the same device and app and takes every step through the tester (`perform`, which the named
/// step methods are one line over), and the twin's events must be the scenario run's events,
/// line for line.
@Suite struct TesterScenarioTwinTests {
  static let root = String(#filePath).split(separator: "/").dropLast(3).joined(separator: "/")
  static let files = ScenarioLoader.files(at: "/" + root + "/Scenarios")

  @Test func `there are bundled scenarios to twin`() {
    #expect(Self.files.count >= 60)
  }

  @Test(arguments: files)
  func `the tester twin of a scenario records the same events`(file: String) throws {
    let scenario = try #require(ScenarioLoader.load(path: file).scenario)
    let expected = ScenarioRunner.run(scenario)
    try #require(expected.passed, "\(file) does not pass on its own")

    let tester = NotificationTester(
      app: scenario.app, profile: scenario.profile, quirks: scenario.quirks, device: scenario.device,
      authorization: nil)
    tester.exhaustivity = .off
    let log = TwinFailures()
    tester.failureSink { log.messages.append($0) }
    if let (status, options) = scenario.authorization { tester.changeAuthorization(to: status, options: options) }
    tester.bring(to: scenario.initialState)
    tester.runUntilIdle()
    let start = tester.trace.events.count

    for (index, step) in scenario.steps.enumerated() {
      // Every step goes through the tester as a test would take it; its named methods are
      // one line over the same `perform` (StepDeclarations.swift).
      if case .expect = step.action {
        if index == scenario.steps.count - 1 && step.path == ["expect"] { tester.runUntilIdle() }
      } else {
        tester.perform(step.action)
      }
    }
    if case .expect = scenario.steps.last?.action {} else { tester.runUntilIdle() }
    tester.finish()

    #expect(log.messages.isEmpty, "\(file): \(log.messages)")
    let twin = tester.trace.events[start...].map(\.rendered)
    #expect(!expected.events.isEmpty && !twin.isEmpty)
    #expect(twin == expected.events.map(\.rendered), "\(file)")
  }
}

final class TwinFailures: @unchecked Sendable {
  var messages: [String] = []
}

extension NotificationTester {
  /// Sends failures to `sink` instead of the test frameworks.
  func failureSink(_ sink: @escaping (String) -> Void) {
    failureHook = { sink($0.message) }
  }

  /// Brings the app to `state` the way a scenario's `app.state` does.
  func bring(to state: AppState) {
    switch state {
    case .notRunning: break
    case .forceQuit: openApp(); forceQuit()
    case .active: openApp()
    case .inactive: openApp(); showNotificationCenter()
    case .background: openApp(); home()
    case .suspended:
      openApp()
      home()
      if self.state != .suspended { suspend() }
    }
  }
}
