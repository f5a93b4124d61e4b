import NotificationSimulator
import NotificationSimulatorTesting
import Testing

/// A chat app's service extension that donates each incoming message as an `INSendMessageIntent`
/// from the sender named in the payload and returns `content.updating(from:)`.
struct MessageDonor: SimulatedServiceExtension {
  mutating func didReceive(_ request: ServiceExtensionRequest, context: inout ServiceExtensionContext)
    -> ServiceExtensionAnswer
  {
    var content = request.content
    if let sender = content.userInfo["sender"]?.string {
      content.communication = CommunicationIntent(sender: sender, notifyRecipientAnyway: content.userInfo["urgent"]?.bool == true)
    }
    return .contentHandler(content)
  }
}

/// Communication notifications from the tester (rules CN1–CN5).
@Suite struct CommunicationTesterTests {
  static var chat: AppConfiguration {
    var app = AppConfiguration(bundleID: "com.example.Chat")
    app.entitlements = [.communication]
    app.userActivityTypes = [.sendMessage]
    return app
  }

  @Test func `the article's example: a message breaks through the summary until Direct Messages is turned off`() throws {
    var device = DeviceConfiguration()
    device.date = try #require(LocalDateTime(parsing: "2026-11-25T16:30:00"))
    device.scheduledSummary = ScheduledSummary(times: [SummaryTime(hour: 18)], apps: ["com.example.Chat"])
    let tester = NotificationTester(app: Self.chat, device: device, state: .suspended)
    tester.installServiceExtension(MessageDonor())
    tester.push(json: #"{"aps": {"alert": "Lunch?", "mutable-content": 1}, "sender": "Alice"}"#, id: "m1")
    tester.expect(.serviceExtensionDidReceive("m1"))
    tester.expect(events:
      .system(.communication("m1", CommunicationIntent(sender: "Alice"), outcome: .updated,
        detail: #"a communication notification from "Alice""#)),
      .system(.summary("m1", outcome: .brokeThrough, detail: #"a communication notification from "Alice", and Direct Messages is on"#)),
      .system(.displayed("m1", Presentation(banner: true, list: true), shown: ShownContent(communication: true, sender: "Alice"))))
    tester.setDirectMessages(false)
    tester.push(json: #"{"aps": {"alert": "Hi", "mutable-content": 1}, "sender": "Alice"}"#, id: "m2")
    tester.expect(.serviceExtensionDidReceive("m2"))
    tester.expect(events:
      .system(.communication("m2", CommunicationIntent(sender: "Alice"), outcome: .updated,
        detail: #"a communication notification from "Alice""#)),
      .system(.summary("m2", outcome: .held,
        detail: "a communication notification, but Direct Messages is off; kept for the next summary at 2026-11-25T18:00:00, without a banner or a sound")),
      .system(.displayed("m2", Presentation(list: true), shown: ShownContent(communication: true, sender: "Alice"))))
    tester.advance(by: .seconds(5400))
    tester.expect(events: .system(.summaryDelivered(["m2"])))
    tester.finish()
  }

  @Test func `a Focus lets through an allowed person, and notifyRecipientAnyway needs Focus Status authorization`() {
    var device = DeviceConfiguration()
    device.focus = Focus(name: "Work", allowedPeople: ["Alice"])
    let tester = NotificationTester(app: Self.chat, device: device, state: .suspended)
    tester.installServiceExtension(MessageDonor())
    tester.exhaustivity = .off
    tester.push(json: #"{"aps": {"alert": "Lunch?", "mutable-content": 1}, "sender": "Alice"}"#, id: "m1")
    tester.push(json: #"{"aps": {"alert": "Door code", "mutable-content": 1}, "sender": "Bob", "urgent": true}"#, id: "m2")
    tester.finish()
    let focus = tester.trace.events.filter { $0.body.contains("Focus") }.map(\.body)
    #expect(focus == [
      #"m1 breaks through Focus "Work": a communication notification from "Alice", one of its allowed people"#,
      #"Focus "Work" silences m2: a communication notification from "Bob", who is not among its allowed people; notifyRecipientAnyway needs Focus Status authorization, which the app lacks; no banner or sound, kept in Notification Center"#,
    ])
  }
}
