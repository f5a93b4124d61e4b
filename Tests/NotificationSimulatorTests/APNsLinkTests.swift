import NotificationPayload
import NotificationSimulator
import Testing

/// The APNs link (rules AP1-AP11): answers, store and forward, tokens.
@Suite struct APNsLinkTests {
  static let start: Int64 = 1_767_603_600  // 2026-01-05T09:00:00Z, the device clock's default start

  func authorized(_ state: AppState = .suspended, app: AppConfiguration = AppConfiguration(), quirks: Quirks? = nil, device: DeviceConfiguration = .init()) throws -> Simulator {
    try Simulator.prepared(state, app: app, quirks: quirks, device: device)
  }

  func apnsLines(_ simulator: Simulator) -> [String] {
    simulator.trace.events.filter { $0.label == "apns" }.map(\.body)
  }

  @Test func `a push through APNs is answered 200 with a numbered apns-id, then delivered`() throws {
    var simulator = try authorized()
    let start = simulator.trace.events.count
    let first = try simulator.sendThroughAPNs(APNsPush(Payloads.alert, id: "n1"))
    let second = try simulator.sendThroughAPNs(APNsPush(Payloads.alert, id: "n2"))
    #expect(first == .success(apnsID: "00000000-0000-4000-8000-000000000001"))
    #expect(second.apnsID == "00000000-0000-4000-8000-000000000002")
    #expect(
      simulator.trace.events[start...].prefix(3).map(\.rendered) == [
        "+0.000s  apns       n1 answered 200 apns-id=00000000-0000-4000-8000-000000000001  [AP1]",
        "+0.000s  push       n1 alert (A)",
        "+0.000s  system     displayed n1 [banner, list, sound, badge]  [R13]",
      ])
  }

  @Test func `the request's own apns-id comes back unchanged`() throws {
    var simulator = try authorized()
    let id = "123e4567-e89b-12d3-a456-4266554400a0"
    let answer = try simulator.sendThroughAPNs(
      APNsPush(Payloads.alert, id: "n1", headers: [.init(name: "apns-id", value: id), .init(name: "apns-push-type", value: "alert")]))
    #expect(answer.apnsID == id)
  }

  @Test func `request checks are the gateway's: priority 7 answers 400 BadPriority, as lint says`() throws {
    var simulator = try authorized()
    let answer = try simulator.sendThroughAPNs(
      APNsPush(Payloads.alert, id: "n1", headers: [.init(name: "apns-priority", value: "7")]))
    #expect(answer.description == "400 BadPriority")
    #expect(answer.bodyJSON == #"{"reason":"BadPriority"}"#)
    #expect(simulator.notification("n1") == nil)
    let lint = APNsGateway.diagnostics(for: APNsRequest(
      headers: [("apns-priority", "7"), ("apns-topic", "com.example.app")], deviceToken: String(repeating: "ab", count: 32),
      body: #"{"aps":{"alert":"Hello"}}"#))
    #expect(lint.first?.message == "APNs answers 400 BadPriority: apns-priority is 7; use 10, 5 or 1")
  }

  @Test func `three pushes to an offline device: one is stored, the last, and forwarded when it is back`() throws {
    var simulator = try authorized()
    try simulator.goOffline()
    for id in ["g1", "g2", "g3"] {
      try simulator.sendThroughAPNs(APNsPush(Payloads.alert, id: id))
      simulator.advance(by: .seconds(60))
    }
    #expect(simulator.device.apns.stored?.id == "g3")
    try simulator.goOnline()
    let until = Self.start + Simulator.apnsDefaultStorage
    #expect(
      apnsLines(simulator) == [
        "g1 answered 200 apns-id=00000000-0000-4000-8000-000000000001",
        "stored g1 until \(until) (the device is offline)",
        "g2 answered 200 apns-id=00000000-0000-4000-8000-000000000002",
        "discarded g1 (replaced)",
        "stored g2 until \(until + 60) (the device is offline)",
        "g3 answered 200 apns-id=00000000-0000-4000-8000-000000000003",
        "discarded g2 (replaced)",
        "stored g3 until \(until + 120) (the device is offline)",
        "forwarded stored g3: the device can take it now",
      ])
    #expect(simulator.device.notificationCenter.identifiers == ["g3"])
  }

  @Test func `with apnsStoresLastNotification off APNs keeps the first`() throws {
    var quirks = Quirks()
    quirks.apnsStoresLastNotification = false
    var simulator = try authorized(quirks: quirks)
    try simulator.goOffline()
    try simulator.sendThroughAPNs(APNsPush(Payloads.alert, id: "g1"))
    try simulator.sendThroughAPNs(APNsPush(Payloads.alert, id: "g2"))
    try simulator.goOnline()
    #expect(apnsLines(simulator).contains("discarded g2 (not-kept)"))
    #expect(simulator.device.notificationCenter.identifiers == ["g1"])
  }

  @Test func `expiration 0 is never stored, and an expired stored notification is discarded`() throws {
    var simulator = try authorized()
    try simulator.goOffline()
    try simulator.sendThroughAPNs(APNsPush(Payloads.alert, id: "once", headers: [.init(name: "apns-expiration", value: "0")]))
    try simulator.sendThroughAPNs(
      APNsPush(Payloads.alert, id: "soon", headers: [.init(name: "apns-expiration", value: String(Self.start + 60))]))
    simulator.advance(by: .seconds(120))
    try simulator.goOnline()
    #expect(
      apnsLines(simulator) == [
        "once answered 200 apns-id=00000000-0000-4000-8000-000000000001",
        "discarded once (expiration-zero)",
        "soon answered 200 apns-id=00000000-0000-4000-8000-000000000002",
        "stored soon until \(Self.start + 60) (the device is offline)",
        "discarded soon (expired)",
      ])
    #expect(simulator.device.notificationCenter.identifiers.isEmpty)
  }

  @Test func `priority 1 waits for a locked device to be unlocked; 5 waits while power is restricted`() throws {
    var simulator = try authorized()
    try simulator.lock()
    try simulator.sendThroughAPNs(APNsPush(Payloads.alert, id: "low", headers: [.init(name: "apns-priority", value: "1")]))
    #expect(simulator.device.apns.stored?.id == "low")
    try simulator.unlock()
    #expect(apnsLines(simulator).last == "forwarded stored low: the device can take it now")
    #expect(simulator.notification("low") != nil)

    simulator.setPowerRestricted(true)
    try simulator.sendThroughAPNs(APNsPush(Payloads.alert, id: "mid", headers: [.init(name: "apns-priority", value: "5")]))
    try simulator.sendThroughAPNs(APNsPush(Payloads.alert, id: "now", headers: [.init(name: "apns-priority", value: "10")]))
    #expect(simulator.device.apns.stored?.id == "mid")
    #expect(simulator.notification("now") != nil)
    simulator.setPowerRestricted(false)
    #expect(simulator.notification("mid") != nil)
  }

  @Test func `a deleted app's token answers 410 Unregistered with the time, and a reinstall gets a new token`() throws {
    var simulator = try authorized()
    try simulator.sendThroughAPNs(APNsPush(Payloads.alert, id: "n1"))
    try simulator.scheduleLocal(localRequest(id: "later"))
    simulator.advance(by: .seconds(30))
    try simulator.uninstallApp()
    #expect(simulator.device.notificationCenter.identifiers.isEmpty)
    #expect(simulator.device.pendingRequests.requests.isEmpty)
    #expect(simulator.device.authorizationStatus == .notDetermined)
    let answer = try simulator.sendThroughAPNs(APNsPush(Payloads.alert, id: "n2"))
    #expect(answer.description == "410 Unregistered")
    #expect(answer.timestamp == (Self.start + 30) * 1000)
    #expect(answer.bodyJSON == #"{"reason":"Unregistered","timestamp":1767603630000}"#)

    try simulator.installApp()
    try simulator.openApp()
    try simulator.registerForRemoteNotifications()
    let tokens = simulator.device.apns.tokens.issued.map(\.token)
    #expect(tokens.count == 2 && tokens[0] != tokens[1])
    #expect(tokens[0] == DeviceToken(bundleID: "com.example.app", seed: 0))
    #expect(simulator.device.deviceToken == tokens[1])
    #expect(try simulator.sendThroughAPNs(APNsPush(Payloads.alert, id: "n3")).status == 200)
    #expect(try simulator.sendThroughAPNs(APNsPush(Payloads.alert, id: "n4", target: .previous)).reason == .unregistered)
    #expect(try simulator.sendThroughAPNs(APNsPush(Payloads.alert, id: "n5", target: .token(tokens[1].hexString))).status == 200)
  }

  @Test func `deleting the app removes its Notification Center entries and pending requests in the trace`() throws {
    var simulator = try authorized(.active)
    try simulator.scheduleLocal(localRequest(id: "later"))
    let start = simulator.trace.events.count
    try simulator.uninstallApp()
    #expect(
      simulator.trace.events[start...].map(\.rendered) == [
        "+0.000s  user       deleted the app",
        "+0.000s  lifecycle  active -> notRunning (the app was deleted)",
        "+0.000s  system     removed pending request later",
      ])
    #expect(throws: SimulationError.self) { try simulator.uninstallApp() }
    do {
      try simulator.openApp()
      Issue.record("opened a deleted app")
    } catch {
      #expect(error.message == "can't open the app: it was deleted. Install it again first (installApp).")
    }
  }

  @Test func `a restore changes the token: the old one answers 410 with the restore's time`() throws {
    var simulator = try authorized()
    let before = try #require(simulator.device.apns.tokens.current?.token)
    simulator.advance(by: .seconds(5))
    simulator.restoreDevice()
    #expect(simulator.process.state == .notRunning)
    let answer = try simulator.sendThroughAPNs(APNsPush(Payloads.alert, id: "n1"))
    #expect(answer.reason == .unregistered && answer.timestamp == (Self.start + 5) * 1000)
    try simulator.openApp()
    try simulator.registerForRemoteNotifications()
    #expect(simulator.device.deviceToken != nil && simulator.device.deviceToken != before)
  }

  @Test func `no token before the first registration: sending to it is refused with what to do`() throws {
    var device = DeviceConfiguration()
    device.appRegisteredBeforeStart = false
    var simulator = Simulator(app: AppConfiguration(), device: device)
    #expect(simulator.device.apns.tokens.current == nil)
    do {
      try simulator.sendThroughAPNs(APNsPush(Payloads.alert, id: "n1"))
      Issue.record("sent without a token")
    } catch {
      #expect(
        error.message
          == "can't send 'n1' through APNs: the app has no device token yet, because it has not registered since it was installed. Add a register step (registerForRemoteNotifications()) first, or address the push to a token with \"to\".")
    }
  }

  @Test func `a token of the other environment or one APNs never issued answers BadDeviceToken`() throws {
    var device = DeviceConfiguration()
    device.apnsProvider.environment = .production
    var simulator = try authorized(device: device)
    #expect(try simulator.sendThroughAPNs(APNsPush(Payloads.alert, id: "n1")).description == "400 BadDeviceToken")
    var other = try authorized()
    let unknown = String(repeating: "0f", count: 32)
    #expect(try other.sendThroughAPNs(APNsPush(Payloads.alert, id: "n1", target: .token(unknown))).description == "400 BadDeviceToken")
    #expect(other.trace.events.last(where: { $0.label == "apns" })?.ruleID == "AP1")
  }

  @Test func `topics: MissingTopic on a token connection, TopicDisallowed, BadTopic; a certificate fills it in`() throws {
    var device = DeviceConfiguration()
    device.apnsProvider.connection = .token
    var simulator = try authorized(device: device)
    let alert = APNsHeaders.Field(name: "apns-push-type", value: "alert")
    #expect(try simulator.sendThroughAPNs(APNsPush(Payloads.alert, id: "a", headers: [alert])).description == "400 MissingTopic")
    #expect(
      try simulator.sendThroughAPNs(APNsPush(Payloads.alert, id: "b", headers: [alert, .init(name: "apns-topic", value: "com.other.app")]))
        .description == "400 TopicDisallowed")
    #expect(
      try simulator.sendThroughAPNs(APNsPush(
        Payloads.alert, id: "c", headers: [.init(name: "apns-push-type", value: "voip"), .init(name: "apns-topic", value: "com.example.app")]))
        .description == "400 BadTopic")
    var certificate = try authorized()
    #expect(try certificate.sendThroughAPNs(APNsPush(Payloads.alert, id: "d", headers: [alert])).status == 200)
  }

  @Test func `a token-only push type over a certificate: 400 TopicDisallowed by rule PA8; over a token it passes`() throws {
    let tokenOnly = APNsPushTypeRule.table.filter(\.tokenAuthenticationOnly)
    #expect(tokenOnly.map(\.pushType.rawValue) == ["location", "fileprovider", "liveactivity", "controls", "widgets"])
    for row in APNsPushTypeRule.table {
      guard let suffix = row.topicSuffix else { continue }
      let fields: [APNsHeaders.Field] = [
        .init(name: "apns-push-type", value: row.pushType.rawValue), .init(name: "apns-topic", value: "com.example.app" + suffix),
      ]
      let payload = Payloads.background
      var certificate = try authorized()
      let answer = try certificate.sendThroughAPNs(APNsPush(payload, id: "p", headers: fields))
      let refused = certificate.trace.events.contains { $0.ruleID == "PA8" }
      if row.tokenAuthenticationOnly {
        #expect(answer.description == "400 TopicDisallowed", "\(row.pushType)")
        #expect(certificate.trace.events.first { $0.label == "apns" }?.ruleID == "PA8")
        let diagnostic = certificate.trace.events.compactMap { event -> String? in
          guard case .diagnostic(let code, let message) = event.kind else { return nil }
          return code + ": " + message
        }
        #expect(diagnostic == [
          "apns-provider-refused: APNs takes \(row.pushType.rawValue) pushes only over a token-based connection, and the provider uses a certificate; connect with a signing key (device.provider.connection \"token\")",
        ])
      } else {
        #expect(!refused, "\(row.pushType)")
      }
      var device = DeviceConfiguration()
      device.apnsProvider.connection = .token
      var token = try authorized(device: device)
      _ = try token.sendThroughAPNs(APNsPush(payload, id: "p", headers: fields))
      #expect(!token.trace.events.contains { $0.ruleID == "PA8" }, "\(row.pushType)")
    }
  }

  @Test func `a background push at priority 10 is answered 200 and warned about, as lint warns`() throws {
    var simulator = try authorized()
    try simulator.sendThroughAPNs(APNsPush(
      Payloads.background, id: "s1",
      headers: [.init(name: "apns-push-type", value: "background"), .init(name: "apns-priority", value: "10")]))
    #expect(
      simulator.trace.diagnostics.map(\.code) == ["apns-background-priority"])
    #expect(
      simulator.trace.diagnostics.first?.message
        == "apns-priority is 10; Apple calls priority 10 an error with apns-push-type background")
    #expect(simulator.trace.callbacks.last == .didReceiveRemoteNotificationWithFetch)
  }

  @Test func `with apnsReordersPushes the first push of a burst arrives last`() throws {
    var quirks = Quirks()
    quirks.apnsReordersPushes = true
    var simulator = try authorized(quirks: quirks)
    for id in ["m1", "m2", "m3"] { try simulator.sendThroughAPNs(APNsPush(Payloads.alert, id: id)) }
    simulator.runUntilIdle()
    let arrivals = simulator.trace.events.compactMap { event -> String? in
      if case .pushArrived(let id, _) = event.kind { id } else { nil }
    }
    #expect(arrivals == ["m2", "m3", "m1"])
    #expect(apnsLines(simulator).last == "m1 reaches the device after pushes sent later")
  }

  @Test func `device tokens are 32 bytes on a device and 80 on a Simulator, and differ per install`() throws {
    var phone = try authorized(.active)
    try phone.registerForRemoteNotifications()
    let first = try #require(phone.device.deviceToken)
    phone.restoreDevice()
    try phone.openApp()
    try phone.registerForRemoteNotifications()
    let second = try #require(phone.device.deviceToken)
    var device = DeviceConfiguration(isSimulator: true, simulatorSupportsRemoteRegistration: true)
    device.appRegisteredBeforeStart = false
    var simulator = Simulator(app: AppConfiguration(), device: device)
    try simulator.openApp()
    try simulator.registerForRemoteNotifications()
    let long = try #require(simulator.device.deviceToken)
    #expect(first.bytes.count == 32 && second.bytes.count == 32 && long.bytes.count == 80)
    #expect(first != second)
    #expect(first == DeviceToken(bundleID: "com.example.app", seed: 0))
    #expect(long.hexString.hasPrefix(first.hexString))
  }

  @Test func `the AP rules are in the printed table with Apple sources`() {
    let ids = DeviceRules.all.map(\.id).filter { $0.hasPrefix("AP") }
    #expect(ids == (1...14).map { "AP\($0)" })
    #expect(DeviceRules.apns.allSatisfy { $0.sources.first?.url.hasPrefix("https://developer.apple.com/") == true })
  }
}
