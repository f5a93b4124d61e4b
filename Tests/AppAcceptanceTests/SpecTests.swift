// The notification specs in `Specs/`, replayed against the app's own code (issue 43).
import Foundation
import NotificationSimulatorTesting
import SimulatedUserNotifications
import Testing
import XCTest

@MainActor @Suite(.oneAppAtATime) struct SpecSuite {
  @Test func `the specs hold against the app's code`() async {
    let results = await assertScenarios(
      "Specs", appDelegate: { SpecAppDelegate() }, serviceExtension: { SpecNotificationService() })
    #expect(results.count == 10)
  }
}
