import NotificationPayload
import Testing

@testable import NotificationSimulator

/// Rule AP14: a push APNs accepted goes to what its `apns-push-type` names; only `alert` and
/// `background` pushes reach UserNotifications, whatever the others' `aps` holds.
@Suite struct PushReceiverTests {
  /// An alert with a sound and a badge: what UserNotifications would display.
  static let visible = Payloads.alert

  static func send(
    _ simulator: inout Simulator, _ pushType: String, topic: String, id: String = "p1", payload: Payload = visible,
    priority: String? = nil
  ) throws -> [String] {
    var headers = [APNsHeaders.Field(name: "apns-push-type", value: pushType), .init(name: "apns-topic", value: topic)]
    if let priority { headers.append(.init(name: "apns-priority", value: priority)) }
    let start = simulator.trace.events.count
    let response = try simulator.sendThroughAPNs(APNsPush(payload, id: id, headers: headers))
    #expect(response.status == 200, "\(pushType): \(response)")
    return simulator.trace.events[start...].filter { $0.label != "apns" }.map(\.rendered)
  }

  static func tokenDevice() -> DeviceConfiguration {
    var device = DeviceConfiguration()
    device.apnsProvider.connection = .token
    return device
  }

  @Test(arguments: [
    ("voip", "com.example.app.voip", "VoIP push p1 not delivered: the app does not use PushKit (no PKPushRegistry asks for VoIP pushes)  [VP1]"),
    ("location", "com.example.app.location-query", "location push p1 not delivered: the app has no Location Push Service Extension  [LP1]"),
    ("pushtotalk", "com.example.app.voip-ptt",
     "Push to Talk push p1 not delivered: the app does not use Push to Talk (it creates no PTChannelManager)  [PT1]"),
    ("complication", "com.example.app.complication",
     "complication push p1 goes to PKPushRegistry, not UserNotifications; not simulated further  [AP14]"),
    ("fileprovider", "com.example.app.pushkit.fileprovider",
     "fileprovider push p1 goes to NSFileProviderReplicatedExtension, not UserNotifications; not simulated further  [AP14]"),
    ("liveactivity", "com.example.app.push-type.liveactivity",
     "liveactivity push p1 goes to ActivityKit, not UserNotifications; not simulated further  [AP14]"),
  ])
  func `a push of a type UserNotifications does not receive displays nothing and calls no app code`(
    pushType: String, topic: String, line: String
  ) throws {
    var simulator = try Simulator.prepared(.suspended, device: Self.tokenDevice())
    let lines = try Self.send(&simulator, pushType, topic: topic)
    #expect(lines == ["+0.000s  system     " + line])
    #expect(simulator.device.notifications.isEmpty)
    #expect(simulator.process.state == .suspended)
  }

  @Test func `alert and background pushes still reach UserNotifications`() throws {
    var simulator = try Simulator.prepared(.background)
    let alert = try Self.send(&simulator, "alert", topic: "com.example.app", id: "a1")
    #expect(alert.contains { $0.contains("system     displayed a1 ") })
    let background = try Self.send(&simulator, "background", topic: "com.example.app", id: "b1", payload: Payloads.background, priority: "5")
    #expect(background.contains { $0.contains("application(_:didReceiveRemoteNotification:fetchCompletionHandler:)") })
  }

  @Test func `a voip push through APNs wakes the app for PushKit, and its alert is not displayed`() throws {
    var app = AppConfiguration()
    app.voip = VoIPConfiguration()
    var simulator = try Simulator.prepared(.suspended, app: app)
    let lines = try Self.send(&simulator, "voip", topic: "com.example.app.voip", id: "call1")
    #expect(lines == [
      "+0.000s  lifecycle  suspended -> background (woken by the system)  [VP2]",
      "+0.000s  callback   pushRegistry(_:didReceiveIncomingPushWith:for:completion:) notification=call1 state=background  [VP2]",
      "+0.000s  system     call reported for call1 to CallKit  [VP3]",
    ])
    #expect(simulator.device.notifications.isEmpty)
  }

  @Test func `a voip push APNs stored while the device was offline goes to PushKit when forwarded`() throws {
    var app = AppConfiguration()
    app.voip = VoIPConfiguration()
    var simulator = try Simulator.prepared(.suspended, app: app)
    try simulator.goOffline()
    #expect(try Self.send(&simulator, "voip", topic: "com.example.app.voip", id: "call1") == [])
    #expect(simulator.device.apns.stored?.pushType == .voip)
    let start = simulator.trace.events.count
    try simulator.goOnline()
    #expect(simulator.trace.events[start...].map(\.rendered).filter { !$0.contains(" user ") } == [
      "+0.000s  apns       forwarded stored call1: the device can take it now  [AP5]",
      "+0.000s  lifecycle  suspended -> background (woken by the system)  [VP2]",
      "+0.000s  callback   pushRegistry(_:didReceiveIncomingPushWith:for:completion:) notification=call1 state=background  [VP2]",
      "+0.000s  system     call reported for call1 to CallKit  [VP3]",
    ])
    #expect(simulator.device.notifications.isEmpty)
  }

  @Test func `a location push through APNs runs the extension, and the app stays closed`() throws {
    var app = AppConfiguration()
    app.locationPush = LocationPushConfiguration()
    var device = Self.tokenDevice()
    device.locationAuthorization = .always
    var simulator = Simulator(app: app, device: device)
    let lines = try Self.send(&simulator, "location", topic: "com.example.app.location-query", id: "where1")
    #expect(lines == ["+0.000s  callback   didReceiveLocationPushPayload(_:completion:) notification=where1  [LP1]"])
    #expect(simulator.process.state == .notRunning)
  }

  @Test func `a pushtotalk push through APNs reads its service update and priority from the request`() throws {
    var app = AppConfiguration()
    app.pushToTalk = PushToTalkConfiguration()
    var simulator = try Simulator.prepared(.active, profile: .iOS18, app: app)
    try simulator.joinPushToTalkChannel("crew")
    try simulator.bring(to: .suspended)
    let update = try #require(JSONParser.parse(#"{"aps": {"ptt-push-type": "service-update"}}"#).value?.object.flatMap(Payload.init(json:)))
    let lines = try Self.send(&simulator, "pushtotalk", topic: "com.example.app.voip-ptt", id: "u1", payload: update, priority: "10")
    #expect(lines == [
      "+0.000s  lifecycle  suspended -> background (woken by the system)  [PT2]",
      "+0.000s  callback   incomingServiceUpdatePush(channelManager:channelUUID:pushPayload:isHighPriority:remainingHighPriorityBudget:completion:) notification=u1 state=background  [PT6]",
      "+0.000s  system     Push to Talk service update u1: isHighPriority true, remainingHighPriorityBudget 9  [PT6]",
      "+0.000s  lifecycle  background -> suspended (background work finished)  [PT6]",
    ])
    // At priority 5 the same update spends none of the high-priority budget.
    let low = try Self.send(&simulator, "pushtotalk", topic: "com.example.app.voip-ptt", id: "u2", payload: update, priority: "5")
    #expect(low.filter { $0.contains(" system ") } == [
      "+0.000s  system     Push to Talk service update u2: isHighPriority false, remainingHighPriorityBudget 9  [PT6]"
    ])
  }
}
