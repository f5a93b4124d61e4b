import Testing

@testable import NotificationSimulator

/// What a displayed notification shows (rules SH1–SH4), the attachment data store (rule AT3) and
/// provisional delivery's Keep / Turn Off choice (rules PV1–PV4); behaviour reference §3.7, §6.5,
/// §7.3.
@Suite struct ShownContentTests {
  static let chat = NotificationCategory(
    identifier: "MESSAGE", actions: [NotificationAction(identifier: "LIKE"), NotificationAction(identifier: "REPLY")])

  /// The `displayed` event of notification `id`.
  func displayed(_ simulator: Simulator, _ id: String) -> (Presentation, ShownContent?)? {
    for event in simulator.trace.events.reversed() {
      if case .system(.displayed(id, let presentation, let shown)) = event.kind { return (presentation, shown) }
    }
    return nil
  }

  // MARK: SH1, SH2: thread, summary argument, attachments, actions

  @Test func `a push shows its thread, summary argument and its category's actions on iOS 14`() throws {
    var app = AppConfiguration()
    app.categories = [Self.chat]
    var simulator = try Simulator.prepared(.background, profile: .iOS14, app: app)
    let mark = simulator.trace.events.count
    try simulator.push(
      json: #"{"aps": {"alert": {"body": "Are you coming?", "summary-arg": "Alice"}, "thread-id": "alice", "category": "MESSAGE"}}"#,
      id: "m1")
    #expect(simulator.lines(since: mark).last
      == #"+0.000s  system     displayed m1 [banner, list]; thread "alice", summary argument "Alice", actions [LIKE, REPLY]  [R13]"#)
    #expect(displayed(simulator, "m1")?.1
      == ShownContent(threadIdentifier: "alice", summaryArgument: "Alice", actions: ["LIKE", "REPLY"]))
  }

  @Test func `iOS 15 and later ignore the summary argument`() throws {
    var simulator = try Simulator.prepared(.background, profile: .iOS17)
    try simulator.push(json: #"{"aps": {"alert": {"body": "Hi", "summary-arg": "Alice"}, "thread-id": "alice"}}"#, id: "m1")
    #expect(displayed(simulator, "m1")?.1 == ShownContent(threadIdentifier: "alice"))
  }

  @Test func `a local request shows its summary argument and its attachments in order`() throws {
    var simulator = try Simulator.prepared(.background, profile: .iOS13)
    var request = LocalNotificationRequest(
      identifier: "album", body: "2 new photos", threadIdentifier: "family", delay: .seconds(5))
    request.summaryArgument = "the family album"
    request.attachments = [
      NotificationAttachment(identifier: "beach", url: "file:///tmp/beach.jpg", type: "public.jpeg", size: 1_000),
      NotificationAttachment(identifier: "waves", url: "file:///tmp/waves.mp4", type: "public.mpeg-4", size: 2_000),
    ]
    try simulator.openApp()
    try simulator.scheduleLocal(request)
    try simulator.home()
    simulator.advance(by: .seconds(5))
    #expect(displayed(simulator, "album")?.1
      == ShownContent(threadIdentifier: "family", summaryArgument: "the family album", attachments: ["beach", "waves"]))
  }

  // MARK: SH3, SH4: sound and screen

  @Test func `sounds: default, a named file, the default critical sound, and none under the silent switch`() throws {
    var app = AppConfiguration()
    app.entitlements = [.criticalAlerts]
    var simulator = try Simulator.prepared(.suspended, app: app)
    try simulator.changeAuthorization(to: .authorized, options: [.alert, .sound, .criticalAlert])
    try simulator.push(Payload(aps: APS(alert: Alert(body: "a"), sound: Sound(name: "default"))), id: "a")
    try simulator.push(Payload(aps: APS(alert: Alert(body: "b"), sound: Sound(name: "chime.aiff"))), id: "b")
    simulator.setSilentMode(true)
    try simulator.push(Payload(aps: APS(alert: Alert(body: "c"), sound: Sound(name: "chime.aiff"))), id: "c")
    try simulator.push(Payload(aps: APS(alert: Alert(body: "d"), sound: Sound(name: "default", isCritical: true))), id: "d")
    #expect(["a", "b", "c", "d"].map { displayed(simulator, $0)?.1?.soundName }
      == ["default", "chime.aiff", "none", "defaultCritical"])
  }

  @Test func `a sound played without a display names the sound`() throws {
    var app = AppConfiguration()
    app.answers.willPresent = CompletionAnswer([.sound])
    var simulator = try Simulator.prepared(.active, app: app)
    let mark = simulator.trace.events.count
    try simulator.push(Payload(aps: APS(alert: Alert(body: "Ding"), sound: Sound(name: "chime.aiff"))), id: "n1")
    #expect(simulator.lines(since: mark).suffix(2) == [
      "+0.000s  system     not shown n1: the app was active and willPresent answered [sound]  [R01]",
      #"+0.000s  system     sound played for n1: "chime.aiff"  [R01]"#,
    ])
  }

  @Test func `a local request plays its named sound`() throws {
    var simulator = try Simulator.prepared(.active)
    var request = LocalNotificationRequest(identifier: "r1", body: "Tea is ready", hasSound: true)
    request.soundName = "kettle.caf"
    try simulator.home()
    try simulator.scheduleLocal(request)
    #expect(displayed(simulator, "r1")?.1?.soundName == "kettle.caf")
  }

  @Test func `a locked device lights up for an alert, not for a passive or provisional one; an unlocked one is lit already`() throws {
    var simulator = try Simulator.prepared(.suspended, device: DeviceConfiguration(startsLocked: true))
    try simulator.push(Payloads.alert, id: "active")
    try simulator.push(Payload(aps: APS(alert: Alert(body: "digest"), interruptionLevel: .passive)), id: "passive")
    try simulator.unlock()
    try simulator.push(Payloads.alert, id: "unlocked")
    #expect(["active", "passive", "unlocked"].map { displayed(simulator, $0)?.1?.lightsScreen } == [true, false, false])
  }

  // MARK: AT3: the data store

  @Test func `adding a request moves its file into the data store and points the attachment there`() throws {
    var app = AppConfiguration()
    app.files = [DeviceFile(path: "/tmp/map.png", type: "public.png", size: 850_000)]
    var simulator = try Simulator.prepared(.active, app: app)
    var request = LocalNotificationRequest(identifier: "gate", body: "Gate B12", delay: .seconds(5))
    request.attachments = [NotificationAttachment(identifier: "map", url: "file:///tmp/map.png", type: "", size: 0)]
    let mark = simulator.trace.events.count
    try simulator.scheduleLocal(request)
    simulator.checkFile("/tmp/map.png")
    simulator.checkFile("/var/mobile/Library/UserNotifications/Attachments/gate/map/map.png")
    #expect(simulator.lines(since: mark) == [
      #"+0.000s  system     attachment "map" of gate moved into the attachment data store: /var/mobile/Library/UserNotifications/Attachments/gate/map/map.png  [AT3]"#,
      "+0.000s  system     scheduled gate for +5.000s",
      "+0.000s  system     file /tmp/map.png does not exist  [AT3]",
      "+0.000s  system     file /var/mobile/Library/UserNotifications/Attachments/gate/map/map.png exists  [AT3]",
    ])
    #expect(simulator.device.pendingRequests.requests.first?.request.attachments
      == [NotificationAttachment(
        identifier: "map", url: "file:///var/mobile/Library/UserNotifications/Attachments/gate/map/map.png",
        type: "public.png", size: 850_000)])
  }

  @Test func `an attachment URL with no file behind it throws UNError 100 in the initializer: the request is never added`() throws {
    var simulator = try Simulator.prepared(.active)
    var request = LocalNotificationRequest(identifier: "gate", body: "Gate B12")
    request.attachments = [NotificationAttachment(identifier: "photo", url: "file:///tmp/none.jpg", type: "", size: 0)]
    #expect(simulator.addRequestRefusal(request) == 100)
    let mark = simulator.trace.events.count
    try simulator.scheduleLocal(request)
    #expect(simulator.lines(since: mark) == [
      #"+0.000s  system     UNNotificationAttachment(identifier:url:options:) threw UNErrorDomain 100 attachmentInvalidURL for attachment "photo" of gate: no file at /tmp/none.jpg on the device; put it in the app's container first (app.files, or addFile(_:)); the request was never made, so add(_:withCompletionHandler:) was not called  [AT1]"#
    ])
    guard case .system(.attachmentRefused(_, let attachment, let code, _)) = simulator.trace.events.last?.kind else {
      Issue.record("no attachmentRefused event")
      return
    }
    #expect(attachment == "photo")
    #expect(code == .attachmentInvalidURL)
    #expect(simulator.device.pendingRequests.requests.isEmpty)
  }

  @Test func `a refused attachment is judged before add: denied authorization does not answer for it`() throws {
    var simulator = Simulator(app: AppConfiguration())
    try simulator.openApp()
    try simulator.requestAuthorization([.alert])
    try simulator.answerPrompt(allow: false)
    #expect(simulator.device.authorizationStatus == .denied)
    simulator.addFile(DeviceFile(path: "/tmp/pass.pdf", type: "com.adobe.pdf", size: 10))
    var request = LocalNotificationRequest(identifier: "pass", body: "Boarding pass")
    request.attachments = [NotificationAttachment(identifier: "pass", url: "file:///tmp/pass.pdf", type: "", size: 0)]
    try simulator.scheduleLocal(request)
    guard case .system(.attachmentRefused("pass", "pass", .attachmentUnrecognizedType, _)) = simulator.trace.events.last?.kind else {
      Issue.record("expected attachmentRefused, got \(String(describing: simulator.trace.events.last?.rendered))")
      return
    }
    try simulator.scheduleLocal(LocalNotificationRequest(identifier: "gate", body: "Gate B12"))
    guard case .system(.scheduleFailed("gate", _, .notificationsNotAllowed)) = simulator.trace.events.last?.kind else {
      Issue.record("expected scheduleFailed notificationsNotAllowed")
      return
    }
  }

  @Test func `a file of a type iOS does not show fails with UNError 101 when it is added`() throws {
    var simulator = try Simulator.prepared(.active)
    simulator.addFile(DeviceFile(path: "/tmp/pass.pdf", type: "com.adobe.pdf", size: 10))
    var request = LocalNotificationRequest(identifier: "pass", body: "Boarding pass")
    request.attachments = [NotificationAttachment(identifier: "pass", url: "file:///tmp/pass.pdf", type: "", size: 0)]
    #expect(simulator.addRequestRefusal(request) == 101)
    try simulator.scheduleLocal(request)
    #expect(simulator.files.container == [DeviceFile(path: "/tmp/pass.pdf", type: "com.adobe.pdf", size: 10)])
    #expect(simulator.files.store.isEmpty)
  }

  // MARK: PV1–PV4: provisional delivery

  func provisional(_ status: AuthorizationStatus = .provisional) throws -> Simulator {
    var simulator = Simulator(app: AppConfiguration())
    try simulator.openApp()
    try simulator.requestAuthorization([.alert, .sound, .badge, .provisional])
    try simulator.home()
    return simulator
  }

  @Test func `a provisional notification is listed only, without a banner, sound or badge`() throws {
    var simulator = try provisional()
    let mark = simulator.trace.events.count
    try simulator.push(Payloads.alert, id: "n1")
    #expect(simulator.lines(since: mark) == [
      "+0.000s  push       n1 alert (A)",
      "+0.000s  system     displayed n1 [list]  [R13]",
      "+0.000s  system     badge of n1 ignored: provisional authorization delivers quietly, without a badge  [PV1]",
    ])
  }

  @Test(arguments: [
    (ProvisionalChoice.keepProminently, AuthorizationStatus.authorized, "PV2", "Keep, then Deliver Prominently"),
    (.keepQuietly, .provisional, "PV3", "Keep, then Deliver Quietly"),
    (.turnOff, .denied, "PV4", "Turn Off"),
  ])
  func `each choice leaves its status`(choice: ProvisionalChoice, status: AuthorizationStatus, rule: String, buttons: String) throws {
    var simulator = try provisional()
    try simulator.push(Payloads.alert, id: "n1")
    let mark = simulator.trace.events.count
    try simulator.chooseProvisionalDelivery(choice)
    #expect(simulator.lines(since: mark) == [
      "+0.000s  user       chose \(buttons) in a notification",
      "+0.000s  system     the user chose \(buttons); authorization is \(status)  [\(rule)]",
    ])
    #expect(simulator.device.authorizationStatus == status)
  }

  @Test func `after Deliver Prominently the next notification alerts with what the app asked for`() throws {
    var simulator = try provisional()
    try simulator.push(Payloads.alert, id: "n1")
    try simulator.chooseProvisionalDelivery(.keepProminently)
    try simulator.push(Payloads.alert, id: "n2")
    #expect(displayed(simulator, "n2")?.0 == Presentation(banner: true, list: true, sound: true, badge: true))
  }

  @Test func `the choice needs provisional authorization and a notification to show it`() throws {
    var authorized = try Simulator.prepared(.background)
    #expect(throws: SimulationError(.notApplicable,
      "can't choose Turn Off: the Keep / Turn Off choice appears only while authorization is provisional, and it is authorized. Request [.provisional] authorization first.")) {
      try authorized.chooseProvisionalDelivery(.turnOff)
    }
    var empty = try provisional()
    #expect(throws: SimulationError(.notDisplayed,
      "can't choose Keep, then Deliver Quietly: no notification of the app is in Notification Center to show the choice. Deliver one first.")) {
      try empty.chooseProvisionalDelivery(.keepQuietly)
    }
  }
}
