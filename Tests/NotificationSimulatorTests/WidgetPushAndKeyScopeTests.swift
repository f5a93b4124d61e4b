import NotificationPayload
import Testing

@testable import NotificationSimulator

private func tokenDevice(_ change: (inout APNsProvider) -> Void = { _ in }) -> DeviceConfiguration {
  var device = DeviceConfiguration()
  device.apnsProvider = APNsProvider(connection: .token)
  device.apnsProvider.teamID = "TEAM123456"
  device.apnsProvider.keyIDs = ["KEY4567890"]
  change(&device.apnsProvider)
  return device
}

private func widgetPush(_ id: String, type: String = "widgets", topic: String = "com.example.weather.push-type.widgets")
  -> APNsPush
{
  var push = APNsPush(Payload(aps: APS()), id: id)
  push.headers = [
    APNsHeaders.Field(name: "apns-push-type", value: type), APNsHeaders.Field(name: "apns-topic", value: topic),
  ]
  return push
}

/// Provider keys scoped to an environment or to topics (rules PA6, PA7) and WidgetKit pushes on
/// the device (WG1-WG3, CT1).
@Suite struct WidgetPushAndKeyScopeTests {
  @Test func `a key of the other environment gets 403 BadEnvironmentKeyIdInToken`() throws {
    let device = tokenDevice { $0.keyEnvironment = .sandbox; $0.environment = .production }
    var simulator = Simulator(app: AppConfiguration(bundleID: "com.example.news"), device: device)
    let answer = try simulator.sendThroughAPNs(APNsPush(Payload(aps: APS(alert: Alert(body: "Hi"))), id: "n1"))
    #expect(answer.status == 403 && answer.reason == .badEnvironmentKeyIDInToken)
    #expect(
      simulator.trace.events.last?.kind
        == .diagnostic(
          code: "apns-provider-refused",
          message: "the token's kid \"KEY4567890\" is a sandbox key, the request went to api.push.apple.com"))
    #expect(simulator.trace.events.last?.ruleID == "PA6")
  }

  @Test func `a key of the same environment is accepted`() throws {
    let device = tokenDevice { $0.keyEnvironment = .sandbox; $0.environment = .sandbox }
    var simulator = Simulator(app: AppConfiguration(bundleID: "com.example.news"), device: device)
    #expect(try simulator.sendThroughAPNs(APNsPush(Payload(aps: APS(alert: Alert(body: "Hi"))), id: "n1")).status == 200)
  }

  @Test func `a topic-specific key outside its topics gets TopicDisallowed`() throws {
    let device = tokenDevice {
      $0.keyTopics = ["com.example.shop"]
      $0.topics = ["com.example.news", "com.example.shop"]
    }
    var simulator = Simulator(app: AppConfiguration(bundleID: "com.example.news"), device: device)
    var push = APNsPush(Payload(aps: APS(alert: Alert(body: "Hi"))), id: "n1")
    push.headers = [APNsHeaders.Field(name: "apns-topic", value: "com.example.news")]
    let answer = try simulator.sendThroughAPNs(push)
    #expect(answer.status == 400 && answer.reason == .topicDisallowed)
    #expect(
      simulator.trace.events.last?.kind
        == .diagnostic(
          code: "apns-provider-refused",
          message: "the provider's key is topic-specific and covers com.example.shop, not com.example.news"))
    #expect(simulator.trace.events.last?.ruleID == "PA7")
  }

  @Test func `the other spelling of the environment reason matches in an expectation`() throws {
    let result = try runScenario(
      """
      {"scenario": 1, "name": "x", "platform": "iOS 18",
       "device": {"authorization": "authorized",
                  "provider": {"connection": "token", "teamID": "TEAM123456", "keyIDs": ["KEY4567890"], "keyEnvironment": "sandbox"}},
       "app": {"bundle": "com.example.news", "apsEnvironment": "production"},
       "steps": [
        {"push": {"aps": {"alert": "Hi"}}, "id": "n1"},
        {"expect": [{"apns": "answer", "notification": "n1", "reason": "BadEnvironmentKeyInToken"},
                    {"diagnostic": "apns-provider-refused"}]}
       ]}
      """)
    #expect(result.passed)
  }

  @Test func `a widgets push reloads timelines until the day's budget is spent, and shows nothing`() throws {
    var device = tokenDevice()
    device.widgetReloadsPerDay = 1
    var simulator = Simulator(app: AppConfiguration(bundleID: "com.example.weather"), profile: .iOS26, device: device)
    #expect(try simulator.sendThroughAPNs(widgetPush("w1")).status == 200)
    #expect(
      simulator.trace.events.last?.kind
        == .system(.widgetTimelinesReloaded("w1", reloadsToday: 1, dailyLimit: 1)))
    #expect(
      simulator.trace.events.last?.rendered
        == "+0.000s  system     w1: WidgetKit reloads the timelines of the app's push-enabled widgets (1 of 1 today)  [WG1]")
    #expect(simulator.trace.events.last?.ruleID == "WG1")
    #expect(try simulator.sendThroughAPNs(widgetPush("w2")).status == 200)
    #expect(
      simulator.trace.events.last?.kind
        == .system(.widgetPushIgnored("w2", reason: "the day's 1 widget reloads are spent")))
    #expect(simulator.trace.events.last?.ruleID == "WG2")
  }

  @Test func `a controls push reloads one control; before iOS 18 nothing`() throws {
    var simulator = Simulator(
      app: AppConfiguration(bundleID: "com.example.garage"), profile: .iOS18, device: tokenDevice())
    _ = try simulator.sendThroughAPNs(widgetPush("c1", type: "controls", topic: "com.example.garage.push-type.controls"))
    #expect(
      simulator.trace.events.last?.kind
        == .system(.controlReloaded("c1")))
    var old = Simulator(app: AppConfiguration(bundleID: "com.example.garage"), profile: .iOS17, device: tokenDevice())
    _ = try old.sendThroughAPNs(widgetPush("c1", type: "controls", topic: "com.example.garage.push-type.controls"))
    #expect(
      old.trace.events.last?.kind
        == .system(.widgetPushIgnored("c1", reason: "iOS 17 does not receive controls pushes (iOS 18 and later)")))
    #expect(old.trace.events.last?.ruleID == "WG3")
  }

  @Test func `a negative widgetReloadsPerDay is an error where it is`() {
    let result = loadScenario(
      """
      {"scenario": 1, "name": "x", "device": {"widgetReloadsPerDay": -1}, "steps": []}
      """)
    #expect(
      result.diagnostics.map(\.rendered) == [
        """
        dir/s.json:1:64: error: widgetReloadsPerDay -1 is out of range [out-of-range]
          at $.device.widgetReloadsPerDay
          hint: widgetReloadsPerDay must be a whole number of reloads per day, 0 or more. 70 is the default; 2 tests a spent budget.
        """
      ])
  }
}
