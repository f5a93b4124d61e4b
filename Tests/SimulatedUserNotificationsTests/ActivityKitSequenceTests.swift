import NotificationSimulatorTesting
import SimulatedUserNotifications
import Testing

/// What the app's tasks took from a sequence, in order.
@MainActor final class Taken {
  var values: [String] = []
}

/// ActivityKit's sequences and reads beyond the delivery manager's: the Settings switches,
/// `activities`, `pushToStartToken`, and an iterator made after its process ended.
@MainActor @Suite(.oneAppAtATime) struct ActivityKitSequenceTests {
  static func makeTester(state: AppState = .active) -> AppTester {
    let tester = NotificationTester(appDelegate: { DeliveryAppDelegate(backend: DeliveryBackendStub()) }, state: state)
    tester.exhaustivity = .off
    return tester
  }

  @Test func `ActivityAuthorizationInfo's sequences hand each change of the Settings switches`() async throws {
    let tester = Self.makeTester()
    let taken = Taken()
    tester.runInApp {
      let info = ActivityAuthorizationInfo()
      Task { for await enabled in info.activityEnablementUpdates { taken.values.append("enabled \(enabled)") } }
      Task { for await frequent in info.frequentPushEnablementUpdates { taken.values.append("frequent \(frequent)") } }
    }
    await tester.settle()
    tester.setLiveActivitiesEnabled(false)
    tester.setLiveActivitySettings(frequentPushesEnabled: false)
    await tester.settle()
    #expect(taken.values == ["enabled false", "frequent false"])
    #expect(ActivityAuthorizationInfo().areActivitiesEnabled == false)
    #expect(ActivityAuthorizationInfo().frequentPushesEnabled == false)
    #expect(DeliveryActivityTests.lines(tester, containing: "ActivityAuthorizationInfo") == [
      "+0.000s  system     ActivityAuthorizationInfo.activityEnablementUpdates hands the app false  [LA12]",
      "+0.000s  system     ActivityAuthorizationInfo.frequentPushEnablementUpdates hands the app false  [LA12]",
    ])
  }

  @Test func `activities lists the type's activities on the device, and pushToStartToken comes once iterated`() async throws {
    let tester = Self.makeTester()
    #expect(Activity<DeliveryAttributes>.pushToStartToken == nil)
    tester.activityPush("order-80", json: DeliveryActivityTests.start.replacingOccurrences(of: "o-77", with: "o-80"))
    await tester.settle()
    #expect(Activity<DeliveryAttributes>.activities.map(\.id) == ["order-80"])
    #expect(Activity<DeliveryAttributes>.activities.first?.attributes.orderID == "o-80")
    #expect(Activity<DeliveryAttributes>.activities.first?.content.state.minutesAway == 25)
    #expect(Activity<DeliveryAttributes>.pushToStartToken?.count == 16)
  }

  @Test func `a new launch is handed the activities on the device again, through its own iterators`() async throws {
    let backend = DeliveryBackendStub()
    let tester = NotificationTester(appDelegate: { DeliveryAppDelegate(backend: backend) }, state: .notRunning)
    tester.exhaustivity = .off
    tester.activityPush("order-81", json: DeliveryActivityTests.start.replacingOccurrences(of: "o-77", with: "o-81"))
    await tester.settle()
    tester.forceQuit()
    tester.openApp()
    await tester.settle()
    let token = "815b47ee23f797925a33cdacb82939d4"
    #expect(backend.updateTokens == ["o-81 order-81 \(token)", "o-81 order-81 \(token)"])
    #expect(DeliveryActivityTests.lines(tester, containing: "activityUpdates of Live Activity order-81").count == 2)
  }
}
