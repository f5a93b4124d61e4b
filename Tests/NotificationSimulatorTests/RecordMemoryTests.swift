import NotificationPayload
import Testing

@testable import NotificationSimulator

/// What a long run keeps of each notification (issue 23): compacted payloads, the compact
/// Notification Center list, and a streamed run that keeps no notification ids.
@Suite struct RecordMemoryTests {
  /// A push as a scenario file gives it: read by the linter, positions and all.
  func linted(_ text: String) throws -> Payload {
    let value = try #require(JSONParser.parse(text).value)
    return try #require(PayloadLinter.check(value, options: PayloadLinter.Options(pushType: nil)).payload)
  }

  func payload(_ index: Int) throws -> Payload {
    try linted(
      #"{"aps": {"alert": {"title": "T\#(index)", "body": "Update \#(index)", "summary-arg": "Ana"}, "badge": \#(index % 50), "#
        + #""sound": {"name": "chime.aiff", "volume": 0.5}, "thread-id": "t\#(index % 3)", "category": "NEWS", "#
        + #""relevance-score": 0.\#(index % 10), "interruption-level": "active"}, "article": \#(index), "#
        + #""tags": ["a", {"b": null}], "Simulator Target Bundle": "com.example.app"}"#)
  }

  @Test func `a simulator driven in process keeps every payload whole`() throws {
    var simulator = try Simulator.prepared(.background)
    for index in 0..<(2 * Simulator.recordsKeptWhole + 10) { try simulator.push(try payload(index), id: "n\(index)") }
    #expect(simulator.compactedRecords == 0)
    #expect(simulator.notifications.filter(\.hasCompactPayload).isEmpty)
  }

  @Test func `old records keep their payloads compactly and give back the very payload they were given`() throws {
    var simulator = try Simulator.prepared(.background)
    simulator.compactsOldRecords = true
    let count = 2 * Simulator.recordsKeptWhole + 10
    var payloads: [Payload] = []
    for index in 0..<count {
      payloads.append(try payload(index))
      try simulator.push(payloads[index], id: "n\(index)")
    }
    // The records older than the newest recordsKeptWhole are compacted a batch at a time: at
    // 2 × recordsKeptWhole records, the older half. Each still gives its payload.
    #expect(simulator.compactedRecords == Simulator.recordsKeptWhole)
    #expect(simulator.notifications.filter(\.hasCompactPayload).count == Simulator.recordsKeptWhole)
    #expect(simulator.notifications[Simulator.recordsKeptWhole - 1].hasCompactPayload)
    #expect(!simulator.notifications[Simulator.recordsKeptWhole].hasCompactPayload)
    for index in [0, 1, 777, Simulator.recordsKeptWhole - 1, Simulator.recordsKeptWhole, count - 1] {
      let record = try #require(simulator.notification("n\(index)"))
      #expect(record.payload == payloads[index])
      #expect(record.payload?.userInfo == payloads[index].userInfo)
      #expect(record.payload?.aps == payloads[index].aps)
      #expect(record.categoryIdentifier == "NEWS")
      #expect(record.badge == index % 50)
      #expect(record.content == NotificationContent(payload: payloads[index]))
    }
    // A record compares and hashes as it did before it was compacted.
    var whole = simulator.notifications[0]
    whole.payload = payloads[0]
    #expect(!whole.hasCompactPayload)
    #expect(whole == simulator.notifications[0])
    #expect(Set([whole, simulator.notifications[0]]).count == 1)
  }

  @Test func `a tap on an old, compacted notification hands the app its content and userInfo`() throws {
    var simulator = try Simulator.prepared(.background)
    simulator.compactsOldRecords = true
    let count = 2 * Simulator.recordsKeptWhole + 2
    for index in 0..<count { try simulator.push(try payload(index), id: "n\(index)") }
    // The newest record compacted.
    let number = simulator.compactedRecords - 1
    let lastCompacted = "n\(number)"
    #expect(try #require(simulator.notification(lastCompacted)).hasCompactPayload)
    _ = simulator.drainTrace()
    try simulator.tap(lastCompacted)
    let rendered = simulator.trace.events.map(\.rendered)
    #expect(
      rendered.contains {
        $0.contains("didReceive") && $0.contains(lastCompacted)
          && $0.contains(#"title="T\#(number)" body="Update \#(number)" userInfo=[Simulator Target Bundle, aps, article, tags]"#)
      }, "\(rendered)")
    let record = try #require(simulator.notification(lastCompacted))
    #expect(record.userInfoDictionary["article"] as? Int == number)
  }

  @Test func `a payload that Payload(json:) would not rebuild exactly is kept whole`() throws {
    var simulator = try Simulator.prepared(.background)
    simulator.compactsOldRecords = true
    // Its aps model says "model", its userInfo "json": rebuilt from userInfo, it would change.
    var odd = Payload(aps: APS(alert: Alert(body: "model")))
    odd.userInfo = JSONObject([.init(key: "aps", value: JSONValue(.object(JSONObject([.init(key: "alert", value: JSONValue(.string("json")))]))))])
    #expect(Payload(json: odd.userInfo) != odd)
    try simulator.push(odd, id: "odd")
    let count = 2 * Simulator.recordsKeptWhole
    for index in 1..<count { try simulator.push(try payload(index), id: "n\(index)") }
    #expect(simulator.compactedRecords == Simulator.recordsKeptWhole)
    let record = try #require(simulator.notification("odd"))
    #expect(!record.hasCompactPayload)
    #expect(record.payload == odd)
    #expect(record.payload?.aps.alert?.body == "model")
    #expect(simulator.notification("n1")?.hasCompactPayload == true)
  }

  @Test func `the compact Notification Center list gives back every entry as inserted, across removals`() {
    var list = NotificationCenterList()
    var model: [NotificationCenterEntry] = []  // top first
    for step in 0..<3_000 {
      let entry = NotificationCenterEntry(
        identifier: "id-\((step * 7919) % 1_009)", kind: step % 7 == 0 ? .alertWithBackgroundWake : .alert,
        threadIdentifier: step % 3 == 0 ? "" : "thread-\(step % 5)", categoryIdentifier: step % 4 == 0 ? "CAT" : "",
        relevanceScore: Double(step % 4) / 4, date: SimulatedInstant(offset: .seconds(step)))
      let old = model.firstIndex { $0.identifier == entry.identifier }.map { $0 + 1 }
      model.removeAll { $0.identifier == entry.identifier }
      model.insert(entry, at: 0)
      #expect(list.insertAtTop(entry) == old)
      if step % 3 == 2 {
        let victim = model[model.count / 2]
        #expect(list.remove(victim.identifier) == model.count / 2 + 1)
        model.remove(at: model.count / 2)
        #expect(list.entry(victim.identifier) == nil)
      }
    }
    #expect(list.entries == model)
    #expect(list.count == model.count)
    for (index, entry) in model.enumerated() {
      #expect(list.entry(entry.identifier) == entry)
      #expect(list.position(of: entry.identifier) == index + 1)
    }
    let ids = list.removeAll()
    #expect(ids == model.map(\.identifier))
    #expect(list.isEmpty && list.entries.isEmpty)
  }

  @Test func `the run pass of a streamed file keeps no notification ids and still numbers the default ids`() throws {
    let text = #"""
      {"scenario": 1, "name": "default ids", "device": {"authorization": "authorized"}, "app": {"state": "background"},
       "steps": [
        {"push": {"aps": {"alert": "one"}}},
        {"push": {"aps": {"alert": "two"}}, "id": "n1"},
        {"push": {"aps": {"alert": "three"}}, "headers": {"apns-collapse-id": "score"}},
        {"push": {"aps": {"alert": "four"}}, "headers": {"apns-collapse-id": "score"}},
        {"schedule": {"title": "local", "after": "1s"}},
        {"schedule": {"id": "r2", "title": "again", "after": "1s"}},
        {"wait": "2s"},
        {"push": {"aps": {"alert": "five"}}},
        {"tap": "n5"},
        {"tap": "score"}
       ]}
      """#
    let streamed = streamScenario(text)
    #expect(streamed.diagnostics.allSatisfy { $0.diagnostic.severity != .error }, "\(streamed.diagnostics.map(\.rendered))")
    let scenario = try #require(ScenarioLoader.load(bytes: Array(text.utf8), file: "dir/s.json") { _ in .failure(.notFound) }.scenario)
    var events: [String] = []
    let ran = try #require(streamed.run { events.append($0.rendered) })
    let kept = ScenarioRunner.run(scenario)
    #expect(ran.problem == nil)
    #expect(ran.result.failures.map(\.message) == kept.failures.map(\.message))
    #expect(events == kept.events.map(\.rendered))
    // "one" is n1, "two" n1 again, "score" n2, "local" r3, "r2" declared fourth, "five" n5:
    // the default ids count the distinct ids declared before them, as the first read did.
    #expect(events.contains { $0.contains("didReceive") && $0.contains("n5") })
    #expect(!ran.result.failures.contains { $0.message.contains("n5") })
  }

  @Test func `the declaration log keeps one bit a declaration`() {
    var log = DeclarationLog()
    let bits = (0..<200).map { $0 % 3 != 1 }
    for bit in bits { log.append(bit) }
    #expect(log.count == 200)
    #expect((0..<200).map { log[$0] } == bits)
  }
}
