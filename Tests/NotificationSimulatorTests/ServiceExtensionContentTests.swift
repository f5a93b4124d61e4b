import Testing

@testable import NotificationSimulator

private let sealed = Payload(
  aps: APS(alert: Alert(title: "New message", body: "(encrypted)"), sound: Sound(name: "default"), mutableContent: true),
  customKeys: JSONObject([JSONObject.Member(key: "ciphertext", value: JSONValue(.string("uryyb")))]))

private func app(_ script: ConfiguredServiceExtension, timing: CompletionTiming = .immediately) -> AppConfiguration {
  var answers = CompletionAnswers(serviceExtension: timing)
  answers.serviceExtensionScript = script
  return AppConfiguration(answers: answers)
}

/// The service extension's content (rules SE1 to SE5, behaviour reference §7.1).
@Suite struct ServiceExtensionContentTests {
  @Test func `the returned content is what is shown, and the trace lists what changed`() throws {
    let photo = NotificationAttachment(identifier: "photo", url: "file:///tmp/photo.jpg", type: "public.jpeg", size: 120_000)
    let changes = ContentChanges(
      title: "Alice", body: "hello", badge: 3,
      userInfo: JSONObject([JSONObject.Member(key: "plaintext", value: JSONValue(.string("hello")))]), attachments: [photo])
    var simulator = try Simulator.prepared(.background, app: app(ConfiguredServiceExtension(changes: changes), timing: .after(.seconds(2))))
    let mark = simulator.trace.events.count
    try simulator.push(sealed, id: "m1")
    simulator.advance(by: .seconds(2))
    #expect(simulator.lines(since: mark) == [
      "+0.000s  push       m1 mutable (M)",
      "+0.000s  callback   didReceive(_:withContentHandler:) notification=m1  [R14]",
      "+2.000s  completion didReceive(_:withContentHandler:) notification=m1 -> contentHandler called  [R14]",
      #"+2.000s  system     content of m1 changed: title "New message" -> "Alice"; body "(encrypted)" -> "hello"; badge none -> 3; userInfo +plaintext; attachments [] -> [photo]  [SE1]"#,
      "+2.000s  system     displayed m1 [banner, list, sound, badge]; attachments [photo]  [R14]",
      "+2.000s  system     badge 3  [R14]",
    ])
    let record = try #require(simulator.notification("m1"))
    #expect(record.content.title == "Alice")
    #expect(record.originalContent.title == "New message")
    #expect(record.content.attachments == [photo])
  }

  @Test func `content without alert text is ignored and the original shown`() throws {
    let script = ConfiguredServiceExtension(changes: ContentChanges(title: "", body: ""))
    var simulator = try Simulator.prepared(.background, app: app(script))
    let mark = simulator.trace.events.count
    try simulator.push(sealed, id: "m1")
    #expect(Array(simulator.lines(since: mark).suffix(2)) == [
      "+0.000s  system     original content of m1 shown: the extension's content has no title, subtitle or body  [SE2]",
      "+0.000s  system     displayed m1 [banner, list, sound]  [R14]",
    ])
    #expect(simulator.notification("m1")?.content.body == "(encrypted)")
  }

  @Test func `after 30 s serviceExtensionTimeWillExpire gives the last answer`() throws {
    let script = ConfiguredServiceExtension(timing: .never, lastAnswer: ContentChanges(body: "New message (not decrypted in time)"))
    var simulator = try Simulator.prepared(.background, app: app(script, timing: .never))
    let mark = simulator.trace.events.count
    try simulator.push(sealed, id: "m1")
    simulator.advance(by: .seconds(30))
    #expect(Array(simulator.lines(since: mark).suffix(3)) == [
      "+30.000s  system     serviceExtensionTimeWillExpire m1; the extension answered in time  [SE3]",
      #"+30.000s  system     content of m1 changed: body "(encrypted)" -> "New message (not decrypted in time)"  [SE1]"#,
      "+30.000s  system     displayed m1 [banner, list, sound]  [R14]",
    ])
  }

  @Test func `a content handler called after the time is up is a diagnostic`() throws {
    var simulator = try Simulator.prepared(.background, app: app(ConfiguredServiceExtension(), timing: .after(.seconds(40))))
    let mark = simulator.trace.events.count
    try simulator.push(sealed, id: "m1")
    simulator.advance(by: .seconds(40))
    #expect(Array(simulator.lines(since: mark).suffix(3)) == [
      "+30.000s  system     serviceExtensionTimeWillExpire m1; original content shown  [SE3]",
      "+30.000s  system     displayed m1 [banner, list, sound]  [R14]",
      "+40.000s  diagnostic completion-called-late: the completion handler of didReceive(_:withContentHandler:) for m1 was called at +40.000s, after its deadline at +30.000s; iOS ignores the late call.  [R14]",
    ])
  }

  @Test func `a content handler called twice is a diagnostic`() throws {
    var simulator = try Simulator.prepared(.background, app: app(ConfiguredServiceExtension(), timing: .twice(after: .seconds(1))))
    let mark = simulator.trace.events.count
    try simulator.push(sealed, id: "m1")
    simulator.advance(by: .seconds(1))
    #expect(simulator.lines(since: mark).last
      == "+1.000s  diagnostic completion-called-twice: the completion handler of didReceive(_:withContentHandler:) for m1 was called a second time at +1.000s; call it exactly once.  [R14]")
  }

  @Test(arguments: [
    (ServiceExtensionCrashOutcome.originalContent, [
      "+1.000s  system     service extension for m1 crashed  [SE4]",
      "+1.000s  system     original content of m1 shown: the service extension crashed (quirk serviceExtensionCrashShows = originalContent)  [SE4]",
      "+1.000s  system     displayed m1 [banner, list, sound]  [R14]",
    ]),
    (.nothing, [
      "+1.000s  system     service extension for m1 crashed  [SE4]",
      "+1.000s  system     not shown m1: the service extension crashed (quirk serviceExtensionCrashShows = nothing)  [SE4]",
    ]),
    (.placeholder, [
      "+1.000s  system     service extension for m1 crashed  [SE4]",
      #"+1.000s  system     content of m1 changed: body "(encrypted)" -> "You have a new message"  [SE4]"#,
      "+1.000s  system     displayed m1 [banner, list, sound]  [R14]",
    ]),
  ])
  func `a crash shows what the quirk says`(outcome: ServiceExtensionCrashOutcome, expected: [String]) throws {
    var quirks = Quirks()
    quirks.serviceExtensionCrashShows = outcome
    let script = ConfiguredServiceExtension(failure: .crash, placeholder: ContentChanges(body: "You have a new message"))
    var simulator = try Simulator.prepared(.background, app: app(script, timing: .after(.seconds(1))), quirks: quirks)
    let mark = simulator.trace.events.count
    try simulator.push(sealed, id: "m1")
    simulator.advance(by: .seconds(40))
    #expect(Array(simulator.lines(since: mark).dropFirst(2)) == expected)
  }

  @Test func `running out of memory is a failure too`() throws {
    let script = ConfiguredServiceExtension(failure: .memoryLimit)
    var simulator = try Simulator.prepared(.background, app: app(script))
    try simulator.push(sealed, id: "m1")
    #expect(simulator.lines(since: 0).contains(
      "+0.000s  system     service extension for m1 was killed for exceeding its memory limit (about 24 MB)  [SE4]"))
  }

  @Test func `it does not run when the app may not show alerts`() throws {
    var simulator = Simulator(app: app(ConfiguredServiceExtension()))
    try simulator.openApp()
    try simulator.home()
    let mark = simulator.trace.events.count
    try simulator.push(sealed, id: "m1")
    #expect(simulator.lines(since: mark)[1]
      == "+0.000s  skipped    didReceive(_:withContentHandler:): the app is not authorized for alerts, so the notification shows no alert to modify  [SE1]")
  }

  @Test(arguments: [
    APS(sound: Sound(name: "default"), mutableContent: true), APS(badge: 2, mutableContent: true),
    APS(contentAvailable: true, mutableContent: true),
  ])
  func `it does not run for sound-only, badge-only or silent pushes`(aps: APS) throws {
    var simulator = try Simulator.prepared(.background, app: app(ConfiguredServiceExtension()))
    let mark = simulator.trace.events.count
    try simulator.push(Payload(aps: aps), id: "m1")
    #expect(!simulator.callbacks(since: mark).contains(.serviceExtensionDidReceive))
  }

  @Test func `in the foreground it runs before willPresent, which gets the returned content`() throws {
    struct Recorder: SimulatedAppDelegate {
      var seen: [String] = []
      mutating func willPresent(_ notification: DeliveredNotification, context: inout AppContext)
        -> CompletionAnswer<PresentationOptions>
      {
        seen.append(notification.content.title)
        return CompletionAnswer([.banner])
      }
    }
    var simulator = Simulator(
      app: app(ConfiguredServiceExtension(changes: ContentChanges(title: "Alice"))), appDelegate: Recorder())
    try simulator.openApp()
    try simulator.requestAuthorization([.alert])
    try simulator.answerPrompt(allow: true)
    let mark = simulator.trace.events.count
    try simulator.push(sealed, id: "m1")
    #expect(simulator.callbacks(since: mark) == [.serviceExtensionDidReceive, .willPresent])
    #expect((simulator.process.appDelegate as? Recorder)?.seen == ["Alice"])
  }

  @Test func `after a force quit it still runs`() throws {
    var simulator = try Simulator.prepared(.forceQuit, app: app(ConfiguredServiceExtension(changes: ContentChanges(title: "Alice"))))
    let mark = simulator.trace.events.count
    try simulator.push(sealed, id: "m1")
    #expect(simulator.rules(since: mark) == ["R28", "SE1"])
    #expect(simulator.notification("m1")?.content.title == "Alice")
  }
}

@Suite struct ServiceExtensionAttachmentTests {
  @Test func `an attachment iOS refuses is left out with a diagnostic citing AT1`() throws {
    let huge = NotificationAttachment(identifier: "full", url: "file:///tmp/full.gif", type: "com.compuserve.gif", size: 10_000_001)
    let script = ConfiguredServiceExtension(changes: ContentChanges(body: "Bob shared a GIF", attachments: [huge]))
    var answers = CompletionAnswers(serviceExtension: .immediately)
    answers.serviceExtensionScript = script
    var simulator = try Simulator.prepared(.background, app: AppConfiguration(answers: answers))
    try simulator.push(Payload(aps: APS(alert: Alert(body: "Bob shared something"), mutableContent: true)), id: "g1")
    #expect(simulator.lines(since: 0).contains(
      #"+0.000s  diagnostic attachment-refused: g1: UNNotificationAttachment(identifier:url:options:) threw for attachment "full": UNErrorDomain 102 attachmentInvalidFileSize: the image is 10000001 bytes; image attachments may be at most 10000000 bytes; the extension goes on without it.  [AT1]"#))
    #expect(simulator.notification("g1")?.content.attachments == [])
    #expect(simulator.notification("g1")?.content.body == "Bob shared a GIF")
  }
}
