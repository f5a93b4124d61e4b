import Testing

@testable import NotificationSimulator

/// Communication notifications (behaviour reference §17, rules CN1–CN5).
@Suite struct CommunicationTests {
  static let message = Payload(aps: APS(alert: Alert(body: "Lunch?"), sound: Sound(name: "default"), mutableContent: true))

  func simulator(
    _ intent: CommunicationIntent = CommunicationIntent(sender: "Alice"), profile: Profile = .iOS17,
    entitlements: NotificationEntitlements = [.communication], activityTypes: UserActivityTypes = [.sendMessage],
    focusStatus: Bool = false, device: DeviceConfiguration = DeviceConfiguration()
  ) throws -> Simulator {
    var changes = ContentChanges()
    changes.communication = intent
    var answers = CompletionAnswers(serviceExtension: .immediately)
    answers.serviceExtensionScript = ConfiguredServiceExtension(changes: changes)
    var app = AppConfiguration(bundleID: "com.example.Chat", answers: answers)
    app.entitlements = entitlements
    app.userActivityTypes = activityTypes
    app.focusStatusAuthorized = focusStatus
    var simulator = Simulator(app: app, profile: profile, device: device)
    try simulator.changeAuthorization(to: .authorized, options: [.alert, .sound])
    return simulator
  }

  func systemLines(_ simulator: Simulator) -> [String] {
    simulator.trace.events.filter { $0.label == "system" }.map(\.rendered)
  }

  @Test func `a donated message with the capability and the activity type shows its sender (CN1)`() throws {
    var simulator = try simulator(CommunicationIntent(sender: "Alice", mentionsCurrentUser: true, isReplyToCurrentUser: true))
    try simulator.push(Self.message, id: "m1")
    #expect(systemLines(simulator) == [
      #"+0.000s  system     m1 is updated from INSendMessageIntent from "Alice" (mentionsCurrentUser, isReplyToCurrentUser): a communication notification from "Alice"  [CN1]"#,
      #"+0.000s  system     content of m1 changed: communication none -> INSendMessageIntent from "Alice" (mentionsCurrentUser, isReplyToCurrentUser)  [SE1]"#,
      #"+0.000s  system     displayed m1 [banner, list, sound]; communication from "Alice"  [R23]"#,
    ])
    let event = try #require(simulator.trace.events.compactMap(ObservedEvent.init).first { $0.name == "displayed" })
    #expect(event.field("communication") == "true" && event.field("sender") == "Alice")
    #expect(simulator.notification("m1")?.content.communication?.sender == "Alice")
  }

  @Test(arguments: [
    (NotificationEntitlements(), UserActivityTypes.sendMessage, Profile.iOS17,
      "the app lacks the Communication Notifications capability (com.apple.developer.usernotifications.communication)"),
    (NotificationEntitlements.communication, UserActivityTypes.startCall, Profile.iOS17, "NSUserActivityTypes does not list INSendMessageIntent"),
    (NotificationEntitlements.communication, UserActivityTypes.sendMessage, Profile.iOS14,
      "communication notifications need iOS 15; iOS 14 has no updating(from:)"),
  ])
  func `without the capability, the activity type or iOS 15, updating(from:) fails and the notification stays ordinary (CN2)`(
    entitlements: NotificationEntitlements, types: UserActivityTypes, profile: Profile, reason: String
  ) throws {
    var simulator = try simulator(profile: profile, entitlements: entitlements, activityTypes: types)
    try simulator.push(Self.message, id: "m1")
    #expect(systemLines(simulator).first
      == #"+0.000s  system     m1 is not updated from INSendMessageIntent from "Alice": updating(from:) threw: "# + reason
      + "; it stays an ordinary notification  [CN2]")
    #expect(simulator.notification("m1")?.content.communication == nil)
    #expect(systemLines(simulator).last?.contains("communication") == false)
  }

  @Test(arguments: [false, true])
  func `quirk failedCommunicationUpdateShowsOriginal picks the content shown after a failed update`(on: Bool) throws {
    var changes = ContentChanges(title: "Alice")
    changes.communication = CommunicationIntent(sender: "Alice")
    var answers = CompletionAnswers(serviceExtension: .immediately)
    answers.serviceExtensionScript = ConfiguredServiceExtension(changes: changes)
    var quirks = Quirks()
    quirks.failedCommunicationUpdateShowsOriginal = on
    var simulator = Simulator(app: AppConfiguration(answers: answers), quirks: quirks)
    try simulator.changeAuthorization(to: .authorized, options: [.alert])
    try simulator.push(Payload(aps: APS(alert: Alert(title: "New message", body: "b"), mutableContent: true)), id: "m1")
    #expect(simulator.notification("m1")?.content.title == (on ? "New message" : "Alice"))
    #expect(systemLines(simulator).dropFirst().first == (on
      ? "+0.000s  system     original content of m1 shown: updating(from:) failed (quirk failedCommunicationUpdateShowsOriginal)  [CN2]"
      : #"+0.000s  system     content of m1 changed: title "New message" -> "Alice"  [SE1]"#))
  }

  @Test func `a call updated from INStartCallIntent needs INStartCallIntent in NSUserActivityTypes`() throws {
    var simulator = try simulator(CommunicationIntent(sender: "Bob", intent: .startCall), activityTypes: [.startCall])
    try simulator.push(Self.message, id: "c1")
    #expect(systemLines(simulator).first
      == #"+0.000s  system     c1 is updated from INStartCallIntent from "Bob": a communication notification from "Bob"  [CN1]"#)
  }

  @Test func `a message breaks through the Scheduled Summary while Direct Messages is on, and is held when off (CN3)`() throws {
    var device = DeviceConfiguration()
    device.date = try #require(LocalDateTime(parsing: "2026-11-25T16:30:00"))
    device.scheduledSummary = ScheduledSummary(times: [SummaryTime(hour: 18)], apps: ["com.example.Chat"])
    var simulator = try simulator(device: device)
    #expect(simulator.directMessages)
    try simulator.push(Self.message, id: "m1")
    simulator.setDirectMessages(false)
    #expect(!simulator.directMessages)
    try simulator.push(Self.message, id: "m2")
    #expect(simulator.heldForSummary == ["m2"])
    let lines = systemLines(simulator).filter { $0.contains("Summary") }
    #expect(lines == [
      #"+0.000s  system     m1 breaks through the Scheduled Summary: a communication notification from "Alice", and Direct Messages is on  [CN3]"#,
      "+0.000s  system     Scheduled Summary holds m2: a communication notification, but Direct Messages is off; kept for the next summary at 2026-11-25T18:00:00, without a banner or a sound  [CN3]",
    ])
  }

  @Test func `a Focus lets through its allowed people and silences anyone else (CN4)`() throws {
    var device = DeviceConfiguration()
    device.focus = Focus(name: "Work", allowedPeople: ["Alice"])
    var simulator = try simulator(device: device)
    try simulator.push(Self.message, id: "m1")
    simulator.setFocus(Focus(name: "Sleep", allowedPeople: ["Carol"]))
    try simulator.push(Self.message, id: "m2")
    #expect(simulator.trace.events.last { $0.label == "user" }?.body
      == #"turned on Focus "Sleep" (allows no apps; people "Carol"; Time Sensitive Notifications on)"#)
    let lines = systemLines(simulator).filter { $0.contains("Focus") || $0.contains("displayed") }
    #expect(lines == [
      #"+0.000s  system     m1 breaks through Focus "Work": a communication notification from "Alice", one of its allowed people  [CN4]"#,
      #"+0.000s  system     displayed m1 [banner, list, sound]; communication from "Alice"  [R23]"#,
      #"+0.000s  system     Focus "Sleep" silences m2: a communication notification from "Alice", who is not among its allowed people; no banner or sound, kept in Notification Center  [CN4]"#,
      #"+0.000s  system     displayed m2 [list]; communication from "Alice"  [R23]"#,
    ])
  }

  @Test func `an allowed person's name does nothing for an ordinary notification`() throws {
    var device = DeviceConfiguration()
    device.focus = Focus(name: "Work", allowedPeople: ["Alice"])
    var simulator = try simulator(entitlements: [], device: device)
    try simulator.push(Self.message, id: "m1")
    #expect(systemLines(simulator).contains(
      #"+0.000s  system     Focus "Work" silences m1: no banner or sound, kept in Notification Center  [FO2]"#))
  }

  @Test(arguments: [true, false])
  func `notifyRecipientAnyway breaks through a Focus only with Focus Status authorization (CN5)`(authorized: Bool) throws {
    var device = DeviceConfiguration()
    device.focus = Focus()
    var simulator = try simulator(CommunicationIntent(sender: "Bob", notifyRecipientAnyway: true), focusStatus: authorized, device: device)
    try simulator.push(Self.message, id: "m1")
    let focus = systemLines(simulator).first { $0.contains("Focus") }
    #expect(focus == (authorized
      ? #"+0.000s  system     m1 breaks through Focus "Do Not Disturb": the sender chose to notify anyway (notifyRecipientAnyway), and the app has Focus Status authorization  [CN5]"#
      : #"+0.000s  system     Focus "Do Not Disturb" silences m1: a communication notification from "Bob", who is not among its allowed people; notifyRecipientAnyway needs Focus Status authorization, which the app lacks; no banner or sound, kept in Notification Center  [CN5]"#))
  }

  @Test func `the rules are listed with their sources`() {
    #expect(DeviceRules.communicationRules.map(\.id) == ["CN1", "CN2", "CN3", "CN4", "CN5"])
    #expect(DeviceRules.communicationRules.allSatisfy { rule in DeviceRules.all.contains(rule) && !rule.sources.isEmpty })
    #expect(DeviceRules.communicationRules.allSatisfy { $0.sources[0].url.hasPrefix("https://developer.apple.com/") })
  }
}

/// Reading communication notifications from scenario files (rules CN1–CN5).
@Suite struct CommunicationScenarioLoaderTests {
  func app(_ communication: String, more: String = "") -> String {
    #"{"scenario": 1, "name": "x", "app": {"entitlements": ["communication"], "userActivityTypes": ["INSendMessageIntent"]"#
      + more + #", "answers": {"serviceExtension": {"content": {"communication": "# + communication + "}}}}}"
  }

  func firstLine(_ text: String) -> String? {
    loadScenario(text).diagnostics.first.map { String($0.rendered.split(separator: "\n")[0]) }
  }

  @Test func `a full communication object is read`() throws {
    let result = loadScenario(app(
      #"{"sender": "Bob", "intent": "INStartCallIntent", "notifyRecipientAnyway": true, "mentionsCurrentUser": true, "isReplyToCurrentUser": true}"#,
      more: #", "focusStatusAuthorized": true"#))
    #expect(result.diagnostics.isEmpty)
    let scenario = try #require(result.scenario)
    #expect(scenario.app.answers.serviceExtensionScript.changes.communication == CommunicationIntent(
      sender: "Bob", intent: .startCall, notifyRecipientAnyway: true, mentionsCurrentUser: true, isReplyToCurrentUser: true))
    #expect(scenario.app.focusStatusAuthorized && scenario.app.entitlements.contains(.communication))
    #expect(scenario.app.userActivityTypes == [.sendMessage])
  }

  @Test(arguments: [
    (#"{"sender": "Alice", "intent": "INSendMessageIntnet"}"#,
      #"dir/s.json:1:211: error: unknown communication intent "INSendMessageIntnet"; did you mean "INSendMessageIntent"? [unknown-value]"#),
    (#"{"sender": 42}"#, #"dir/s.json:1:192: error: expected the sender's display name, a non-empty string, found the number 42 [wrong-type]"#),
    (#"{"intent": "INStartCallIntent"}"#, #"dir/s.json:1:181: error: missing required key "sender" [missing-key]"#),
    (#""Alice""#, #"dir/s.json:1:181: error: expected an incoming intent such as {"sender": "Alice", "intent": "INSendMessageIntent"}, found the string "Alice" [wrong-type]"#),
    (#"{"sender": "Alice", "mentionsCurrentUsr": true}"#, #"dir/s.json:1:201: warning: unknown key "mentionsCurrentUsr"; did you mean "mentionsCurrentUser"? [unknown-key]"#),
  ])
  func `bad communication input is a positioned error with a hint`(communication: String, expected: String) {
    #expect(firstLine(app(communication)) == expected)
  }

  @Test func `a missing sender and an unknown entitlement name say how to fix them`() {
    let result = loadScenario(
      #"{"scenario": 1, "name": "x", "app": {"entitlements": ["comunication"], "answers": {"serviceExtension": {"content": {"communication": {}}}}}}"#)
    #expect(result.diagnostics.map(\.rendered) == [
      """
      dir/s.json:1:55: error: unknown entitlement "comunication"; did you mean "communication"? [unknown-value]
        at $.app.entitlements[0]
        hint: Valid values: "timeSensitive", "criticalAlerts", "com.apple.developer.usernotifications.time-sensitive", "com.apple.developer.usernotifications.critical-alerts", "communication", "com.apple.developer.usernotifications.communication".
      """,
      """
      dir/s.json:1:134: error: missing required key "sender" [missing-key]
        at $.app.answers.serviceExtension.content.communication
        hint: Give the sender's display name, as INSendMessageIntent's sender, such as "sender": "Alice".
      """,
    ])
  }

  @Test func `an unknown NSUserActivityTypes intent and a bad allowed person are positioned errors`() {
    #expect(firstLine(#"{"scenario": 1, "name": "x", "app": {"userActivityTypes": ["INStartCallIntnet"]}}"#)
      == #"dir/s.json:1:60: error: unknown NSUserActivityTypes intent "INStartCallIntnet"; did you mean "INStartCallIntent"? [unknown-value]"#)
    #expect(firstLine(#"{"scenario": 1, "name": "x", "device": {"focus": {"allowedPeople": ["Alice", 7]}}}"#)
      == #"dir/s.json:1:78: error: expected a person's display name, found the number 7 [wrong-type]"#)
    #expect(firstLine(#"{"scenario": 1, "name": "x", "steps": [{"directMessages": "off"}]}"#)
      == #"dir/s.json:1:59: error: expected true or false, found the string "off" [wrong-type]"#)
  }

  @Test func `the device and the step set Direct Messages, and the Focus its allowed people`() throws {
    let result = loadScenario(
      #"{"scenario": 1, "name": "x", "device": {"directMessages": false, "focus": {"name": "Work", "allowedPeople": ["Alice"]}}, "steps": [{"directMessages": true}]}"#)
    #expect(result.diagnostics.isEmpty)
    let scenario = try #require(result.scenario)
    #expect(!scenario.device.directMessages)
    #expect(scenario.device.focus?.allowedPeople == ["Alice"])
    guard case .directMessages(true) = scenario.steps.first?.action else {
      Issue.record("expected the step directMessages true")
      return
    }
  }
}
