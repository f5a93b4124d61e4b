import Testing

@testable import NotificationPayload

/// Reads `text` as a payload, failing the test when it is not one.
func readPayload(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Payload {
  let value = try #require(JSONParser.parse(text).value, sourceLocation: sourceLocation)
  let object = try #require(value.object, sourceLocation: sourceLocation)
  return try #require(Payload(json: object), sourceLocation: sourceLocation)
}

@Suite struct PayloadTests {
  @Test func `every aps key is read into its typed value`() throws {
    let payload = try readPayload(
      """
      {"aps": {
        "alert": {"title": "T", "subtitle": "S", "body": "B", "launch-image": "L.png",
                  "title-loc-key": "TK", "title-loc-args": ["a"], "subtitle-loc-key": "SK",
                  "subtitle-loc-args": ["b", 2], "loc-key": "BK", "loc-args": ["c", "d"]},
        "badge": 7, "sound": {"critical": 1, "name": "alarm.caf", "volume": 0.75},
        "thread-id": "chat-1", "category": "MESSAGE", "content-available": 1, "mutable-content": 1,
        "target-content-id": "window-2", "interruption-level": "time-sensitive",
        "relevance-score": 0.5, "filter-criteria": "work"
      }, "chat": 42}
      """)
    let aps: APS = payload.aps
    let alert = try #require(aps.alert)
    #expect(alert.form == .dictionary)
    #expect([alert.title, alert.subtitle, alert.body, alert.launchImage] == ["T", "S", "B", "L.png"])
    #expect([alert.titleLocKey, alert.subtitleLocKey, alert.locKey] == ["TK", "SK", "BK"])
    #expect(alert.titleLocArgs == ["a"])
    #expect(alert.subtitleLocArgs == ["b", "2"])
    #expect(alert.locArgs == ["c", "d"])
    #expect(aps.badge == 7)
    #expect(aps.sound == Sound(name: "alarm.caf", isCritical: true, volume: 0.75))
    #expect(aps.threadID == "chat-1")
    #expect(aps.category == "MESSAGE")
    #expect(aps.contentAvailable)
    #expect(aps.mutableContent)
    #expect(aps.targetContentID == "window-2")
    #expect(aps.interruptionLevel == .timeSensitive)
    #expect(aps.relevanceScore == 0.5)
    #expect(aps.filterCriteria == "work")
    #expect(aps.liveActivity == nil)
    #expect(payload.customKeys.keys == ["chat"])
  }

  @Test func `Live Activity keys are read together`() throws {
    let payload = try readPayload(
      """
      {"aps": {"timestamp": 1700000000, "event": "update", "content-state": {"score": "2-1"},
               "stale-date": 1700003600, "dismissal-date": 1700007200,
               "attributes-type": "MatchAttributes", "attributes": {"home": "A"}}}
      """)
    let activity = try #require(payload.aps.liveActivity)
    #expect(activity.event == "update")
    #expect(activity.timestamp == 1_700_000_000)
    #expect(activity.staleDate == 1_700_003_600)
    #expect(activity.dismissalDate == 1_700_007_200)
    #expect(activity.attributesType == "MatchAttributes")
    #expect(activity.contentState?.object?["score"]?.string == "2-1")
    #expect(activity.attributes?.object?["home"]?.string == "A")
  }

  @Test func `a string alert is the body and a string sound is the name`() throws {
    let payload = try readPayload(#"{"aps": {"alert": "Breaking News!", "sound": "default"}}"#)
    #expect(payload.aps.alert == Alert(body: "Breaking News!"))
    #expect(payload.aps.alert?.form == .string)
    #expect(payload.aps.sound == Sound(name: "default"))
  }

  @Test(arguments: [
    (#"{"content-available": 0}"#, false),
    (#"{"content-available": true}"#, false),
    (#"{"content-available": "1"}"#, false),
    (#"{"content-available": 1.0}"#, false),
    (#"{"content-available": 2}"#, false),
    (#"{"content-available": 1}"#, true),
  ])
  func `only the number 1 turns content-available on`(aps: String, isOn: Bool) throws {
    let payload = try readPayload(#"{"aps": \#(aps)}"#)
    #expect(payload.aps.contentAvailable == isOn)
  }

  @Test func `values of the wrong type read as absent, as on iOS`() throws {
    let payload = try readPayload(
      #"{"aps": {"alert": 5, "badge": "3", "sound": 1, "category": ["A"], "interruption-level": "urgent", "relevance-score": "high"}}"#
    )
    #expect(payload.aps.alert == nil)
    #expect(payload.aps.badge == nil)
    #expect(payload.aps.sound == nil)
    #expect(payload.aps.category == nil)
    #expect(payload.aps.interruptionLevel == nil)
    #expect(payload.aps.relevanceScore == nil)
  }

  @Test func `a payload without an aps object is not a notification`() throws {
    let value = try #require(JSONParser.parse(#"{"alert": "x", "aps": "y"}"#).value?.object)
    #expect(Payload(json: value) == nil)
  }

  @Test func `custom keys keep file order and userInfo is the whole payload`() throws {
    let payload = try readPayload(
      #"{"zeta": 1, "aps": {"alert": "x"}, "alpha": {"b": 2, "a": 1}, "Simulator Target Bundle": "com.example.App", "mid": null}"#
    )
    #expect(payload.customKeys.keys == ["zeta", "alpha", "mid"])
    #expect(payload.userInfo.keys == ["zeta", "aps", "alpha", "Simulator Target Bundle", "mid"])
    #expect(payload.simulatorTargetBundle == "com.example.App")
    #expect(JSONWriter.compact(JSONValue(.object(payload.customKeys))) == #"{"zeta":1,"alpha":{"b":2,"a":1},"mid":null}"#)
  }

  struct KindCase: Sendable, CustomTestStringConvertible {
    let aps: String
    let kind: PayloadKind
    let runsServiceExtension: Bool
    var testDescription: String { "\(aps) is \(kind)" }
  }

  @Test(arguments: [
    KindCase(aps: #"{"alert": "Hi"}"#, kind: .alert, runsServiceExtension: false),
    KindCase(aps: #"{"badge": 3}"#, kind: .alert, runsServiceExtension: false),
    KindCase(aps: #"{"alert": "Hi", "content-available": 1}"#, kind: .alertWithBackgroundWake, runsServiceExtension: false),
    KindCase(aps: #"{"sound": "default", "content-available": 1}"#, kind: .alertWithBackgroundWake, runsServiceExtension: false),
    KindCase(aps: #"{"content-available": 1}"#, kind: .background, runsServiceExtension: false),
    KindCase(aps: #"{"alert": {"body": "Hi"}, "mutable-content": 1}"#, kind: .mutable, runsServiceExtension: true),
    KindCase(aps: #"{"alert": {"loc-key": "K"}, "mutable-content": 1}"#, kind: .mutable, runsServiceExtension: true),
    KindCase(aps: #"{"badge": 1, "mutable-content": 1}"#, kind: .alert, runsServiceExtension: false),
    KindCase(aps: #"{"alert": {"launch-image": "x"}, "mutable-content": 1}"#, kind: .alert, runsServiceExtension: false),
    KindCase(aps: #"{"alert": "Hi", "mutable-content": 1, "content-available": 1}"#, kind: .alertWithBackgroundWake, runsServiceExtension: true),
    KindCase(aps: #"{"alert": "Hi", "mutable-content": true}"#, kind: .alert, runsServiceExtension: false),
  ])
  func `payloads are classified as iOS routes them`(_ testCase: KindCase) throws {
    let payload = try readPayload(#"{"aps": \#(testCase.aps)}"#)
    #expect(payload.kind == testCase.kind)
    #expect(payload.runsServiceExtension == testCase.runsServiceExtension)
  }

  @Test func `a payload built in code writes Apple's keys`() {
    let payload = Payload(
      aps: APS(
        alert: Alert(title: "Sale", body: "Today only"), badge: 2, sound: Sound(name: "default"),
        category: "PROMO", contentAvailable: true, interruptionLevel: .timeSensitive),
      customKeys: JSONObject([JSONObject.Member(key: "deal", value: JSONValue(.number(JSONNumber(9))))]))
    #expect(
      JSONWriter.compact(JSONValue(.object(payload.userInfo)))
        == #"{"aps":{"alert":{"title":"Sale","body":"Today only"},"badge":2,"sound":"default","category":"PROMO","content-available":1,"interruption-level":"time-sensitive"},"deal":9}"#
    )
    #expect(payload.kind == .alertWithBackgroundWake)
  }

  @Test func `setting custom keys rebuilds userInfo, and a copy keeps its own parts`() throws {
    let original = try readPayload(#"{"id": 1, "aps": {"alert": "x"}, "Simulator Target Bundle": "com.example.App"}"#)
    var changed = original
    changed.customKeys = JSONObject([JSONObject.Member(key: "link", value: JSONValue(.string("/a")))])
    #expect(JSONWriter.compact(JSONValue(.object(changed.userInfo))) == #"{"aps":{"alert":"x"},"link":"/a","Simulator Target Bundle":"com.example.App"}"#)
    #expect(changed.customKeys.keys == ["link"])
    // The copy it was made from is unchanged.
    #expect(original.customKeys.keys == ["id"])
    #expect(original.userInfo.keys == ["id", "aps", "Simulator Target Bundle"])
    #expect(original != changed)
    changed.aps.badge = 4
    #expect(changed.aps.badge == 4)
    #expect(original.aps.badge == nil)
  }

  @Test func `payloads read from the same text are equal and hash alike, whichever reader made them`() throws {
    let text = #"{"aps": {"alert": {"title": "T", "body": "B"}, "badge": 2}, "id": 7}"#
    let read = try readPayload(text)
    let linted = try #require(PayloadLinter.lint(text).payload)
    #expect(read == linted)
    #expect(read.hashValue == linted.hashValue)
    #expect(read.aps.alert?.title == "T")
    #expect(linted.aps.badge == 2)
    #expect(try readPayload(#"{"aps": {"alert": {"title": "T", "body": "B"}, "badge": 3}, "id": 7}"#) != read)
  }

  /// The linter reads the usual values in one step and everything else through its full checks;
  /// either way it must read exactly what `Payload(json:)` reads.
  @Test(arguments: [
    // Each value the linter reads in one step.
    #"{"aps": {"category": "C", "thread-id": "t", "sound": "s.caf", "badge": 12, "content-available": 1}}"#,
    #"{"aps": {"alert": {"title": "T", "subtitle": "S", "body": "B", "launch-image": "L"}, "mutable-content": 1}}"#,
    #"{"aps": {"alert": "just a body", "interruption-level": "time-sensitive"}}"#,
    // The same keys with values that take the full checks.
    #"{"aps": {"category": 5, "thread-id": null, "sound": {"critical": 1, "name": "a", "volume": 0.5}, "badge": "3"}}"#,
    #"{"aps": {"alert": "x", "badge": -1, "content-available": "1", "mutable-content": true}}"#,
    #"{"aps": {"alert": "x", "badge": 1.5, "content-available": 0, "interruption-level": "loud"}}"#,
    #"{"aps": {"alert": {"title": 1, "body": ["b"], "loc-key": "K %@", "loc-args": ["a"], "title-loc-key": "TK"}}}"#,
    #"{"aps": {"alert": "x", "badge": 99999999999999999999, "relevance-score": 0.5, "target-content-id": "w"}}"#,
    #"{"aps": {"event": "update", "content-state": {"a": 1}, "timestamp": 1}, "Simulator Target Bundle": "com.example"}"#,
  ])
  func `the linter reads what Payload(json:) reads, on its fast path and off it`(text: String) throws {
    let read = try readPayload(text)
    let linted = try #require(PayloadLinter.lint(text).payload)
    #expect(linted == read)
    #expect(linted.aps == read.aps)
  }
}
