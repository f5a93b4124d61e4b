import NotificationSimulator
import NotificationSimulatorTesting
import Testing

/// The tester and scenario files start from the same authorization, so an alert a scenario
/// shows is an alert the tester shows.
@Suite struct DefaultsTests {
  @Test func `a new tester's app has the scenario files' default authorization`() {
    let tester = NotificationTester(app: AppConfiguration())
    #expect(tester.simulator.device.authorizationStatus == ScenarioLoader.defaultAuthorization.status)
    #expect(tester.simulator.device.authorizationStatus == .authorized)
    tester.finish()
  }

  @Test func `authorization nil starts at notDetermined`() {
    let tester = NotificationTester(app: AppConfiguration(), authorization: nil)
    #expect(tester.simulator.device.authorizationStatus == .notDetermined)
    tester.finish()
  }
}
