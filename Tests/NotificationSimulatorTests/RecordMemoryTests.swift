import Foundation
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

  /// Gives back the payloads pushed with `pushStep` offsets 1, 2, 3...: the payload at index
  /// offset - 1, and nothing for those in `gone`.
  final class Rebuilder: PayloadRebuilding, @unchecked Sendable {
    let payloads: [Payload]
    var gone: Set<Int> = []
    var changes = 0

    init(_ payloads: [Payload]) { self.payloads = payloads }

    func payload(ofStepAt step: SourcePosition) -> Payload? {
      let index = step.offset - 1
      guard !gone.contains(index), payloads.indices.contains(index) else { return nil }
      return payloads[index]
    }

    func noteChanged() { changes += 1 }
  }

  /// Pushes the payloads `range` as a streamed run's steps would, step `index` at offset
  /// `index + 1`. The step read `stepPayload(index, pushed)`: the very payload pushed unless
  /// the closure gives another.
  func pushAll(
    _ range: Range<Int>, into simulator: inout Simulator, stepPayload: (Int, Payload) throws -> Payload = { $1 }
  ) throws -> [Payload] {
    var payloads: [Payload] = []
    for index in range {
      let pushed = try payload(index)
      payloads.append(pushed)
      simulator.run.pushStep = (SourcePosition(line: 1, column: 1, offset: index + 1), try stepPayload(index, pushed))
      try simulator.push(pushed, id: "n\(index)")
    }
    return payloads
  }

  func pushAll(_ count: Int, into simulator: inout Simulator) throws -> [Payload] {
    try pushAll(0..<count, into: &simulator)
  }

  @Test func `a simulator driven in process keeps every payload whole`() throws {
    var simulator = try Simulator.prepared(.background)
    for index in 0..<(2 * Simulator.recordsKeptWhole + 10) { try simulator.push(try payload(index), id: "n\(index)") }
    #expect(simulator.device.compactedRecords == 0)
    #expect(!simulator.device.notifications.indices.contains { simulator.device.notifications.isCompacted(at: $0) })
  }

  @Test func `old records drop their payloads and give back the very payload they were given`() throws {
    var simulator = try Simulator.prepared(.background)
    let count = 2 * Simulator.recordsKeptWhole + 10
    let rebuilder = Rebuilder(try (0..<count).map(payload))
    simulator.device.notifications.rebuilder = rebuilder
    let payloads = try pushAll(count, into: &simulator)
    var reference = try Simulator.prepared(.background)
    _ = try pushAll(count, into: &reference)
    // The records older than the newest recordsKeptWhole drop theirs a batch at a time: at
    // 2 × recordsKeptWhole records, the older half. Each still gives its payload.
    #expect(simulator.device.compactedRecords == Simulator.recordsKeptWhole)
    #expect(simulator.device.notifications.indices.filter { simulator.device.notifications.isCompacted(at: $0) }.count == Simulator.recordsKeptWhole)
    #expect(simulator.device.notifications.isCompacted(at: Simulator.recordsKeptWhole - 1))
    #expect(!simulator.device.notifications.isCompacted(at: Simulator.recordsKeptWhole))
    for index in [0, 1, 777, Simulator.recordsKeptWhole - 1, Simulator.recordsKeptWhole, count - 1] {
      let record = try #require(simulator.notification("n\(index)"))
      #expect(record.payload == payloads[index])
      #expect(record.payload?.userInfo == payloads[index].userInfo)
      #expect(record.categoryIdentifier == "NEWS")
      #expect(record.badge == index % 50)
      #expect(record.content == NotificationContent(payload: payloads[index]))
      #expect(record == reference.device.notifications[index])
    }
    #expect(rebuilder.changes == 0)
  }

  @Test func `a tap on an old notification hands the app its content and userInfo, read again`() throws {
    var simulator = try Simulator.prepared(.background)
    let count = 2 * Simulator.recordsKeptWhole + 2
    let rebuilder = Rebuilder(try (0..<count).map(payload))
    simulator.device.notifications.rebuilder = rebuilder
    _ = try pushAll(count, into: &simulator)
    let number = simulator.device.compactedRecords - 1
    let lastCompacted = "n\(number)"
    #expect(simulator.device.notifications.isCompacted(at: number))
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

  @Test func `only a record of its step's very payload drops it, and one the file no longer gives is reported`() throws {
    var simulator = try Simulator.prepared(.background)
    let count = 2 * Simulator.recordsKeptWhole
    let rebuilder = Rebuilder(try (0..<count).map(payload))
    simulator.device.notifications.rebuilder = rebuilder
    // Step 3 read a payload equal to the one pushed but not that one (as when APNs forwards a
    // stored push while a later step runs); step 5 read another payload.
    let payloads = try pushAll(0..<count, into: &simulator) { index, pushed in
      switch index {
      case 3: try payload(3)
      case 5: try payload(6)
      default: pushed
      }
    }
    #expect(simulator.device.compactedRecords == Simulator.recordsKeptWhole)
    #expect(!simulator.device.notifications.isCompacted(at: 3))
    #expect(!simulator.device.notifications.isCompacted(at: 5))
    #expect(simulator.device.notifications.isCompacted(at: 4))
    #expect(simulator.notification("n3")?.payload == payloads[3])
    #expect(simulator.notification("n5")?.payload == payloads[5])
    #expect(rebuilder.changes == 0)
    // The file changed after the record dropped its payload: nothing is made up, and the
    // change is noted for the run to report.
    rebuilder.gone = [4]
    #expect(simulator.notification("n4")?.payload == nil)
    #expect(rebuilder.changes == 1)
  }

  @Test func `a record given another payload keeps it whole; one written back unchanged still drops it`() throws {
    var simulator = try Simulator.prepared(.background)
    let count = 2 * Simulator.recordsKeptWhole
    let rebuilder = Rebuilder(try (0..<count).map(payload))
    simulator.device.notifications.rebuilder = rebuilder
    _ = try pushAll(0..<10, into: &simulator)
    let other = try payload(20)
    simulator.device.notifications[7].payload = other
    simulator.device.notifications[8] = simulator.device.notifications[8]
    _ = try pushAll(10..<count, into: &simulator)
    #expect(simulator.device.compactedRecords == Simulator.recordsKeptWhole)
    #expect(!simulator.device.notifications.isCompacted(at: 7))
    #expect(simulator.device.notifications.isCompacted(at: 8))
    #expect(simulator.notification("n7")?.payload == other)
    #expect(simulator.notification("n8")?.payload == rebuilder.payloads[8])
    #expect(rebuilder.changes == 0)
  }

  @Test func `an arrival is kept in nanoseconds when it is whole ones, and apart when not`() {
    let whole: [Duration] = [.zero, .nanoseconds(1), .seconds(1), .milliseconds(1_234), .seconds(100 * 365 * 24 * 3600), .seconds(9_000_000_000)]
    for duration in whole {
      let nanoseconds = NotificationRecords.nanoseconds(duration)
      #expect(nanoseconds != nil, "\(duration)")
      #expect(nanoseconds.map(NotificationRecords.duration(nanoseconds:)) == duration)
    }
    let apart: [Duration] = [
      .nanoseconds(-1), .seconds(-5), Duration(secondsComponent: 3, attosecondsComponent: 17), .seconds(Int64.max),
    ]
    for duration in apart { #expect(NotificationRecords.nanoseconds(duration) == nil, "\(duration)") }
    #expect(NotificationRecords.nanoseconds(.milliseconds(1_234)) == 1_234_000_000)
  }

  @Test func `records keep statuses, routes, arrivals and replacements as given`() throws {
    var records = NotificationRecords()
    let reasons = ["tapped", "dismissed", "tapped"]
    for index in 0..<(3 * 4096 + 5) {
      var record = DeliveredNotification(
        id: "r\(index)", kind: index % 5 == 0 ? .local : .alert, payload: index % 5 == 0 ? nil : try payload(index),
        localRequest: index % 5 == 0 ? LocalNotificationRequest(identifier: "r\(index)", title: "L\(index)") : nil,
        arrivedAt: SimulatedInstant(offset: index % 7 == 0 ? Duration(secondsComponent: Int64(index), attosecondsComponent: 17) : .milliseconds(index)),
        // 13 rule ids and the reasons: more strings than the table compares in turn, so the
        // numbering moves to its dictionary partway.
        ruleID: "R\(index % 13)",
        status: index % 3 == 0
          ? .removed(reasons[index % 3]) : index % 3 == 1 ? .dropped(.forceQuit) : .displayed(Presentation(list: true, badge: index % 2 == 0)))
      record.route = index % 11 == 0 ? DeliveryRoute.simulator : DeliveryRoute.apns
      records.append(record)
      #expect(records[index] == record)
    }
    records.setStatus(.notShown("held"), at: 4096)
    #expect(records.status(at: 4096) == .notShown("held"))
    let last = records[records.count - 1]
    records.moveLast(to: 10)
    #expect(records[10] == last)
    #expect(records.count == 3 * 4096 + 4)
    let before = Array(records)
    records.keepOnly { $0 % 2 == 0 }
    #expect(Array(records) == before.enumerated().filter { $0.offset % 2 == 0 }.map(\.element))
    #expect(records.removeLast() == before[before.count - 1 - (before.count - 1) % 2])
  }

  @Test func `an arrival appended by its parts is the record appended whole`() throws {
    var byParts = NotificationRecords()
    var whole = NotificationRecords()
    // Remote and local, both routes, and an arrival time that is not whole nanoseconds (kept
    // in the record's extras).
    let arrivals: [(NotificationKind, DeliveryRoute, Bool, SimulatedInstant)] = [
      (.alert, .apns, false, SimulatedInstant(offset: .seconds(3))),
      (.background, .simulator, false, SimulatedInstant(offset: .milliseconds(1_500))),
      (.local, .apns, true, SimulatedInstant(offset: .seconds(9))),
      (.alert, .apns, false, SimulatedInstant(offset: Duration(secondsComponent: 4, attosecondsComponent: 17))),
    ]
    for (index, (kind, route, isLocal, arrivedAt)) in arrivals.enumerated() {
      let id = "a\(index)"
      let payload = isLocal ? nil : try payload(index)
      let request = isLocal ? LocalNotificationRequest(identifier: id, title: "L\(index)") : nil
      byParts.appendArrival(
        id: id, kind: kind, route: route, payload: payload, localRequest: request, ruleID: "R\(index)", arrivedAt: arrivedAt,
        step: nil)
      var record = DeliveredNotification(
        id: id, kind: kind, payload: payload, localRequest: request, arrivedAt: arrivedAt, ruleID: "R\(index)", status: .pending)
      record.route = route
      whole.append(record)
      #expect(byParts[index] == record, "arrival \(index)")
      #expect(byParts[index].route == route && byParts[index].arrivedAt == arrivedAt && byParts[index].localRequest == request)
    }
    #expect(Array(byParts) == Array(whole))
  }

  static let againText = #"""
    {"scenario": 1, "name": "again", "device": {"authorization": "authorized"}, "app": {"state": "background"},
     "steps": [
      {"push": {"aps": {"alert": "one"}, "n": [1, 2.50, {"é": null}]}, "id": "a"},
      {"headers": {"apns-push-type": "background"}, "push": {"aps": {"content-available": 1}, "k": "v"}, "id": "b"},
      {"push": {"aps": {"alert": "three"}, "long": "\#(String(repeating: "x", count: 3_000))",
        "longer": "\#(String(repeating: "y", count: 3_000))"}, "id": "c"},
      {"push": "drop.apns", "id": "d"},
      {"tap": "a"}
     ]}
    """#

  @Test func `a push step's payload read again from the file is the payload the loader read, positions and all`() throws {
    let bytes = Array(Self.againText.utf8)
    let dropped = Array(#"{"aps": {"alert": "four"}, "Simulator Target Bundle": "com.example.app"}"#.utf8)
    let scenario = try #require(ScenarioLoader.load(bytes: bytes, file: "dir/s.json") { _ in .success(dropped) }.scenario)
    let path = NSTemporaryDirectory() + "again-\(getpid()).json"
    try Self.againText.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let file = try #require(ScenarioPayloadSource.file(path))
    var pushes = 0
    var filePushes = 0
    for source in [ScenarioPayloadSource.bytes(bytes), file] {
      for step in scenario.steps {
        // Only a payload read from the step's own object is read again; a payload file is not.
        if case .send(let push) = step.action {
          pushes += 1
          #expect(step.readsPayloadInline)
          #expect(source.payload(ofStepAt: step.location) == push.payload)
        } else if case .push(let payload, _, _) = step.action, step.readsPayloadInline {
          pushes += 1
          #expect(source.payload(ofStepAt: step.location) == payload)
        } else if case .push(let payload, _, .simulator) = step.action {
          filePushes += 1
          #expect(payload.aps.alert?.body == "four")
          #expect(!step.readsPayloadInline)
          #expect(source.payload(ofStepAt: step.location) == nil)
        } else {
          #expect(!step.readsPayloadInline)
          #expect(source.payload(ofStepAt: step.location) == nil)
        }
      }
      #expect(!source.changed)
    }
    #expect(pushes == 6)
    #expect(filePushes == 2)
    // The file changes: what is read again is no longer trusted.
    try (Self.againText + " ").write(toFile: path, atomically: false, encoding: .utf8)
    #expect(file.payload(ofStepAt: scenario.steps[0].location) == nil)
    #expect(ScenarioPayloadSource.file(NSTemporaryDirectory()) == nil)
    #expect(ScenarioPayloadSource.file(path + ".missing") == nil)
  }

  @Test func `a streamed run of more pushes than records kept whole runs as a read of the whole file`() throws {
    let count = 2 * Simulator.recordsKeptWhole + 3
    var steps = (0..<count).map { #"{"push": {"aps": {"alert": "Update \#($0)", "badge": \#($0 % 9)}, "n": \#($0)}, "id": "n\#($0)"}"# }
    // Among the old records: a payload file's push, which is not read again, and a push APNs
    // stored while the phone was offline and forwarded during a later step.
    steps.insert(#"{"push": "drop.apns", "id": "file1", "route": "apns"}"#, at: 2)
    steps.insert(
      #"{"goOffline": {}}, {"push": {"aps": {"alert": "Kept"}, "stored": 1}, "id": "stored1"}, {"wait": 1}, {"goOnline": {}}"#,
      at: 3)
    let text =
      #"{"scenario": 1, "name": "many", "device": {"authorization": "authorized"}, "app": {"state": "background"}, "steps": ["#
      + steps.joined(separator: ",\n")
      + #", {"tap": "n0"}, {"tap": "n4095"}, {"tap": "file1"}, {"tap": "stored1"}, {"getDeliveredNotifications": {}}]}"#
    let files = ["dir/drop.apns": #"{"aps": {"alert": "From a file"}, "fromFile": true}"#]
    let scenario = try #require(
      ScenarioLoader.load(bytes: Array(text.utf8), file: "dir/s.json") { files[$0].map { .success(Array($0.utf8)) } ?? .failure(.notFound) }
        .scenario)
    let whole = ScenarioRunner.run(scenario)
    var events: [String] = []
    let ran = try #require(streamScenario(text, files: files).run { events.append($0.rendered) })
    #expect(ran.problem == nil)
    #expect(events == whole.events.map(\.rendered))
    #expect(events.contains { $0.contains("didReceive") && $0.contains("n4095") && $0.contains("userInfo=[aps, n]") })
    #expect(events.contains { $0.contains("didReceive") && $0.contains("file1") && $0.contains("userInfo=[aps, fromFile]") })
    #expect(events.contains { $0.contains("didReceive") && $0.contains("stored1") && $0.contains("userInfo=[aps, stored]") })
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
