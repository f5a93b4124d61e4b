import Foundation
import NotificationSimulatorTesting
import SimulatedUserNotifications
import Testing

/// The server the delivery app sends its tokens to, in the test.
// live activity server stub: begin
@MainActor final class DeliveryBackendStub: DeliveryBackend {
  private(set) var pushToStartTokens: [String] = []
  private(set) var updateTokens: [String] = []

  func registerPushToStartToken(_ token: String) async { pushToStartTokens.append(token) }
  func registerUpdateToken(_ token: String, activityID: String, orderID: String) async {
    updateTokens.append("\(orderID) \(activityID) \(token)")
  }
}
// live activity server stub: end

/// The delivery app's Live Activity manager (`DeliveryApp/DeliveryActivityManager.swift`, written
/// against Apple's SDK) driven as iOS drives it, one `settle()` a test.
@MainActor @Suite(.oneAppAtATime) struct DeliveryActivityTests {
  static let pushToStartToken = "0c5e4889085f65b04665043b72fa5366"
  static let update = #"{"aps":{"timestamp":1767607200,"event":"update","content-state":{"status":"on the way","minutesAway":10}}}"#
  static let end = #"{"aps":{"timestamp":1767607800,"event":"end","content-state":{"status":"delivered","minutesAway":0},"dismissal-date":1767600000}}"#
  static let start = #"{"aps":{"timestamp":1767603600,"event":"start","attributes-type":"DeliveryAttributes","attributes":{"orderID":"o-77"},"content-state":{"status":"preparing","minutesAway":25},"alert":{"title":"Order o-77","body":"Being prepared"},"input-push-token":1}}"#

  static func makeTester(_ backend: DeliveryBackendStub, state: AppState) -> AppTester {
    let tester = NotificationTester(appDelegate: { DeliveryAppDelegate(backend: backend) }, state: state)
    tester.exhaustivity = .off
    return tester
  }

  static func lines(_ tester: AppTester, containing text: String) -> [String] {
    tester.trace.rendered.split(separator: "\n").map(String.init).filter { $0.contains(text) }
  }

  @Test func `an order's activity sends its tokens to the server and follows the pushes`() async throws {
    let backend = DeliveryBackendStub()
    let tester = Self.makeTester(backend, state: .active)
    let app = try #require(tester.appDelegate(as: DeliveryAppDelegate.self))
    tester.runInApp { app.liveActivities.orderPlaced("o-1") }
    let activity = try #require(app.liveActivities.current)
    #expect(activity.id == "DeliveryAttributes-1")
    #expect(activity.pushToken?.count == 16)
    tester.activityPush(activity.id, json: Self.update)
    tester.activityPush(activity.id, json: Self.end)
    await tester.settle()

    let token = "9ccc20b781e45925bed109a52a871e77"
    #expect(backend.updateTokens == ["o-1 DeliveryAttributes-1 \(token)"])
    #expect(backend.pushToStartTokens == [Self.pushToStartToken])
    #expect(app.liveActivities.statuses[activity.id] == "delivered")
    #expect(app.liveActivities.states[activity.id] == .dismissed)
    #expect(activity.activityState == .dismissed)
    #expect(activity.content.state == DeliveryAttributes.ContentState(status: "delivered", minutesAway: 0))
    // The launch's tasks run first, then those orderPlaced started; the activity was dismissed
    // before activityUpdates was iterated, so that sequence hands nothing.
    #expect(Self.lines(tester, containing: "hands the app") == [
      "+0.000s  system     Activity<DeliveryAttributes>.pushToStartTokenUpdates hands the app \(Self.pushToStartToken)  [LA12]",
      "+0.000s  system     Activity<DeliveryAttributes>.pushTokenUpdates of Live Activity DeliveryAttributes-1 hands the app \(token)  [LA12]",
      "+0.000s  system     Activity<DeliveryAttributes>.activityStateUpdates of Live Activity DeliveryAttributes-1 hands the app ended  [LA12]",
      "+0.000s  system     Activity<DeliveryAttributes>.activityStateUpdates of Live Activity DeliveryAttributes-1 hands the app dismissed  [LA12]",
      "+0.000s  system     Activity<DeliveryAttributes>.contentUpdates of Live Activity DeliveryAttributes-1 hands the app {\"status\":\"on the way\",\"minutesAway\":10}  [LA12]",
      "+0.000s  system     Activity<DeliveryAttributes>.contentUpdates of Live Activity DeliveryAttributes-1 hands the app {\"status\":\"delivered\",\"minutesAway\":0}  [LA12]",
    ])
  }

  // live activity test: begin
  @Test func `a push-to-start launches the app, which sends the new activity's token to the server`() async throws {
    let backend = DeliveryBackendStub()
    let tester = Self.makeTester(backend, state: .notRunning)
    tester.activityPush("order-77", json: Self.start)
    await tester.settle()
    let token = "8135c1ee23d797a35a00bbacb7fdc1a5"
    #expect(backend.updateTokens == ["o-77 order-77 \(token)"])
    #expect(tester.state == .background)
    let app = try #require(tester.appDelegate(as: DeliveryAppDelegate.self))
    #expect(app.liveActivities.current == nil)
    #expect(Self.lines(tester, containing: "order-77 hands the app") == [
      "+0.000s  system     Activity<DeliveryAttributes>.activityUpdates of Live Activity order-77 hands the app {\"orderID\":\"o-77\"}  [LA12]",
      "+0.000s  system     Activity<DeliveryAttributes>.pushTokenUpdates of Live Activity order-77 hands the app \(token)  [LA12]",
    ])
  }
  // live activity test: end

  @Test func `an order placed from the background gets no activity: visibility, as iOS throws`() async throws {
    let backend = DeliveryBackendStub()
    let tester = Self.makeTester(backend, state: .background)
    let app = try #require(tester.appDelegate(as: DeliveryAppDelegate.self))
    tester.runInApp { app.liveActivities.orderPlaced("o-2") }
    await tester.settle()
    #expect(app.liveActivities.startError as? ActivityAuthorizationError == .visibility)
    #expect(app.liveActivities.current == nil)
    #expect(Self.lines(tester, containing: "not started") == [
      "+0.000s  system     Live Activity DeliveryAttributes-1 not started: visibility  [LA1]"
    ])
    #expect(backend.updateTokens.isEmpty)
  }

  @Test func `Live Activities switched off in Settings: denied`() async throws {
    let backend = DeliveryBackendStub()
    let tester = Self.makeTester(backend, state: .active)
    tester.setLiveActivitiesEnabled(false)
    let app = try #require(tester.appDelegate(as: DeliveryAppDelegate.self))
    tester.runInApp { app.liveActivities.orderPlaced("o-3") }
    await tester.settle()
    #expect(app.liveActivities.startError as? ActivityAuthorizationError == .denied)
    #expect(ActivityAuthorizationInfo().areActivitiesEnabled == false)
  }

  @Test func `updating an activity that ended changes nothing and the trace says what to do`() async throws {
    let backend = DeliveryBackendStub()
    let tester = Self.makeTester(backend, state: .active)
    let app = try #require(tester.appDelegate(as: DeliveryAppDelegate.self))
    tester.runInApp { app.liveActivities.orderPlaced("o-4") }
    await app.liveActivities.orderDelivered()
    let activity = try #require(app.liveActivities.current)
    await activity.update(ActivityContent(state: .init(status: "late", minutesAway: 5), staleDate: nil))
    await tester.settle()
    #expect(activity.content.state.status == "delivered")
    #expect(Self.lines(tester, containing: "activity-ended") == [
      "+0.000s  system     Live Activity DeliveryAttributes-1 update ignored: activity-ended  [LA12]",
      "+0.000s  diagnostic activity-ended: the app called Activity.update(_:) on Live Activity DeliveryAttributes-1, which has ended; iOS changes nothing. Check activityState (or observe activityStateUpdates) before updating, and request a new activity to show new content.  [LA12]"
    ])
  }

  @Test func `the same test gives the same trace on every run`() async throws {
    func run() async throws -> String {
      let backend = DeliveryBackendStub()
      let tester = Self.makeTester(backend, state: .active)
      let app = try #require(tester.appDelegate(as: DeliveryAppDelegate.self))
      tester.runInApp { app.liveActivities.orderPlaced("o-5") }
      tester.activityPush("DeliveryAttributes-1", json: Self.update)
      tester.activityPush("order-78", json: Self.start.replacingOccurrences(of: "o-77", with: "o-78"))
      await tester.settle()
      return tester.trace.rendered
    }
    let first = try await run()
    #expect(try await run() == first)
    #expect(first.contains("order-78 hands the app"))
  }
}
