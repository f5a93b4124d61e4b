import NotificationPayload
import Testing

@testable import NotificationSimulator

/// Loads `text` as the scenario file `s.json`, with `files` as the other files it may read.
func loadScenario(_ text: String, files: [String: String] = [:]) -> ScenarioLoadResult {
  ScenarioLoader.load(bytes: Array(text.utf8), file: "dir/s.json") { path in
    files[path].map { .success(Array($0.utf8)) } ?? .failure(.notFound)
  }
}

struct BadScenarioCase: Sendable, CustomTestStringConvertible {
  let id: String
  let text: String
  let expected: [String]
  var testDescription: String { id }
}

@Suite struct ScenarioLoaderTests {
  static let badInputs: [BadScenarioCase] = [
    BadScenarioCase(
      id: "invalid JSON", text: "{\"scenario\": 1, \"name\": \"x\",\n \"steps\": [}",
      expected: [
        """
        dir/s.json:2:12: error: expected a value, found '}' [json-syntax]
          at $.steps[0]
          hint: Give a value here, or remove the comma or key before it.
        """
      ]),
    BadScenarioCase(
      id: "unsupported version", text: #"{"scenario": 2, "name": "x"}"#,
      expected: [
        """
        dir/s.json:1:14: error: this notifsim reads scenario format 1; the file declares format 2 [scenario-version]
          at $.scenario
          hint: Update notifsim, or write the file in format 1.
        """
      ]),
    BadScenarioCase(
      id: "unknown state", text: #"{"scenario": 1, "name": "x", "app": {"state": "backgrond"}}"#,
      expected: [
        """
        dir/s.json:1:47: error: unknown app state "backgrond"; did you mean "background"? [unknown-value]
          at $.app.state
          hint: Valid values: "notRunning", "forceQuit", "suspended", "background", "inactive", "active".
        """
      ]),
    BadScenarioCase(
      id: "missing payload file", text: #"{"scenario": 1, "name": "x", "steps": [{"push": "nope.apns"}]}"#,
      expected: [
        """
        dir/s.json:1:49: error: cannot read the payload file "nope.apns": no such file [payload-file]
          at $.steps[0].push
          hint: Paths are relative to the scenario file's folder (dir).
        """
      ]),
    BadScenarioCase(
      id: "a step naming an unknown notification",
      text: #"{"scenario": 1, "name": "x", "steps": [{"push": {"aps": {"alert": "hi"}}, "id": "n1"}, {"tap": "m1"}]}"#,
      expected: [
        """
        dir/s.json:1:96: error: no earlier step creates a notification "m1"; did you mean "n1"? [unknown-notification]
          at $.steps[1].tap
          hint: Give a push or schedule step this "id" first. Notifications so far: "n1".
        """
      ]),
    BadScenarioCase(
      id: "an expectation naming an unknown callback",
      text: #"{"scenario": 1, "name": "x", "expect": [{"callback": "didRecieve"}]}"#,
      expected: [
        """
        dir/s.json:1:54: error: unknown callback "didRecieve"; did you mean "didReceive"? [unknown-value]
          at $.expect[0].callback
          hint: Valid values: \(Callback.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")).
        """
      ]),
    BadScenarioCase(
      id: "an unknown step", text: #"{"scenario": 1, "name": "x", "steps": [{"tapp": "n1"}]}"#,
      expected: [
        """
        dir/s.json:1:41: error: unknown step "tapp"; did you mean "tap"? [invalid-step]
          at $.steps[0].tapp
          hint: Steps: \(ScenarioLoader.Reader.stepNames.joined(separator: ", ")).
        """
      ]),
    BadScenarioCase(
      id: "a missing name", text: #"{"scenario": 1}"#,
      expected: [
        """
        dir/s.json:1:1: error: missing required key "name" [missing-key]
          at $
          hint: Say in one line what the scenario shows.
        """
      ]),
  ]

  @Test(arguments: badInputs)
  func `bad scenario input is a positioned error`(_ testCase: BadScenarioCase) {
    let result = loadScenario(testCase.text)
    #expect(result.scenario == nil)
    #expect(result.diagnostics.map(\.rendered) == testCase.expected)
  }

  @Test func `every problem in a file is reported at once, warnings included`() {
    let result = loadScenario(
      """
      {"scenario": 1, "name": "x", "nmae": "y",
       "app": {"state": "suspendd", "delegate": "late", "implements": ["willPresnt"]},
       "steps": [{"wait": "ten seconds"}]}
      """)
    #expect(result.scenario == nil)
    #expect(
      result.diagnostics.map { "\($0.diagnostic.location) \($0.diagnostic.severity) \($0.diagnostic.code)" } == [
        "1:30 warning unknown-key", "2:19 error unknown-value", "2:66 error unknown-value", "3:21 error invalid-duration",
      ])
  }

  @Test func `a payload file's own problems are reported against that file`() {
    let result = loadScenario(
      #"{"scenario": 1, "name": "x", "steps": [{"push": "p.apns"}]}"#,
      files: ["dir/p.apns": "{\"aps\": {\"alert\": \"hi\",}}"])
    #expect(result.scenario == nil)
    #expect(result.diagnostics.map { "\($0.file):\($0.diagnostic.location) \($0.diagnostic.code)" } == ["dir/p.apns:1:23 json-trailing-comma"])
  }

  @Test func `a valid file reads into the app, the device and the steps`() throws {
    let result = loadScenario(
      """
      {"scenario": 1, "name": "Cold launch", "platform": "iOS 13", "quirks": {"sceneLaunchAlsoCallsDidReceive": false},
       "device": {"authorization": "provisional", "locked": true},
       "app": {"bundle": "com.example.App", "state": "suspended", "delegate": "willFinishLaunching",
               "implements": ["didReceive"], "sceneBased": true, "backgroundModes": [],
               "categories": [{"id": "C", "options": ["customDismissAction"],
                               "actions": [{"id": "A", "options": ["foreground", "destructive"]}]}],
               "answers": {"willPresent": {"options": ["list"], "after": "1.5s"}, "fetch": "never"}},
       "steps": [{"push": "p.apns", "id": "n1"}, {"wait": "500ms"}, {"action": {"notification": "n1", "id": "A"}}],
       "expect": {"match": "contains", "events": [{"callback": "didReceive", "action": "A", "at": "0.5s"}]}}
      """, files: ["dir/p.apns": #"{"aps": {"alert": "hi", "category": "C"}}"#])
    #expect(result.diagnostics.isEmpty)
    let scenario = try #require(result.scenario)
    #expect(scenario.profile == .iOS13)
    #expect(scenario.quirks.sceneLaunchAlsoCallsDidReceive == false)
    #expect(scenario.authorization?.status == .provisional)
    #expect(scenario.device.startsLocked)
    #expect(scenario.app.bundleID == "com.example.App")
    #expect(scenario.initialState == .suspended)
    #expect(scenario.app.delegateAssignment == .willFinishLaunching)
    #expect(scenario.app.implementedCallbacks == [.didReceive])
    #expect(scenario.app.sceneBased)
    #expect(scenario.app.backgroundModes == [])
    #expect(scenario.app.categories == [
      NotificationCategory(identifier: "C", actions: [NotificationAction(identifier: "A", options: [.foreground, .destructive])], options: [.customDismissAction])
    ])
    #expect(scenario.app.answers.willPresent == CompletionAnswer([.list], timing: .after(.milliseconds(1500))))
    #expect(scenario.app.answers.fetch.timing == .never)
    #expect(scenario.steps.count == 4)
    guard case .expect(let block) = scenario.steps[3].action else {
      Issue.record("the last step is not the final expect")
      return
    }
    #expect(block.match == .contains)
    #expect(block.events.map(\.description) == ["callback didReceive action=A at=+0.500s"])
  }

  @Test(arguments: [("30s", 30_000), ("1.5s", 1_500), ("500ms", 500), ("2m", 120_000), ("1h", 3_600_000), ("0s", 0)])
  func `durations read in their units`(text: String, milliseconds: Int64) {
    #expect(ScenarioLoader.duration(JSONValue(.string(text))) == .milliseconds(milliseconds))
  }

  @Test(arguments: ["ten", "5", "s", "-1s", "1.2.3s", "100000h", "87601h"])
  func `bad durations are refused`(text: String) {
    #expect(ScenarioLoader.duration(JSONValue(.string(text))) == nil)
  }

  @Test func `huge and negative numbers of seconds are refused, not trapped on`() {
    #expect(ScenarioLoader.duration(JSONValue(.number(JSONNumber(literal: "1e300")))) == nil)
    #expect(ScenarioLoader.duration(JSONValue(.number(JSONNumber(literal: "-1")))) == nil)
    #expect(ScenarioLoader.duration(JSONValue(.number(JSONNumber(literal: "1.5")))) == .milliseconds(1500))
    #expect(ScenarioLoader.duration(JSONValue(.string("87600h"))) == ScenarioLoader.maximumDuration)
  }
}

/// The trap of a scenario that showed no alert because it had no `device`: scenario files and
/// `NotificationTester` start from the same authorization.
@Suite struct DefaultAuthorizationTests {
  @Test(arguments: [
    #"{"scenario": 1, "name": "x"}"#, #"{"scenario": 1, "name": "x", "device": {}}"#,
    #"{"scenario": 1, "name": "x", "device": {"locked": false}}"#,
  ])
  func `a scenario without device.authorization is authorized for alerts, sounds and badges`(text: String) throws {
    let scenario = try #require(loadScenario(text).scenario)
    let authorization = try #require(scenario.authorization)
    #expect(authorization.status == .authorized && authorization.options == [.alert, .sound, .badge])
    #expect(ScenarioLoader.defaultAuthorization.status == .authorized)
    #expect(ScenarioLoader.defaultAuthorization.options == [.alert, .sound, .badge])
  }

  @Test func `a scenario without a device shows an alert pushed to the background app`() throws {
    let scenario = try #require(
      loadScenario(
        #"{"scenario": 1, "name": "x", "app": {"state": "background"}, "steps": [{"push": {"aps": {"alert": "Hi"}}, "id": "n1"}]}"#
      ).scenario)
    let result = ScenarioRunner.run(scenario)
    #expect(result.events.contains { $0.rendered.contains("displayed n1 [banner, list]") })
  }

  @Test func `notDetermined and authorizationOptions are still read`() throws {
    let fresh = try #require(loadScenario(#"{"scenario": 1, "name": "x", "device": {"authorization": "notDetermined"}}"#).scenario)
    #expect(fresh.authorization == nil)
    let badgeOnly = try #require(
      loadScenario(#"{"scenario": 1, "name": "x", "device": {"authorizationOptions": ["badge"]}}"#).scenario)
    #expect(badgeOnly.authorization?.status == .authorized && badgeOnly.authorization?.options == [.badge])
  }
}

/// The trap of `"state"` on a `didReceive` expectation: accepted, never recorded, so it failed
/// with a confusing diff. Now a load-time error that names the facts the event records.
@Suite struct UnrecordedFactTests {
  @Test func `a fact the event never records is an error naming the facts it does record`() {
    let result = loadScenario(
      #"{"scenario": 1, "name": "x", "expect": [{"callback": "didReceive", "action": "default", "state": "background"}]}"#)
    #expect(result.scenario == nil)
    #expect(
      result.diagnostics.map(\.rendered) == [
        """
        dir/s.json:1:89: error: callback didReceive never records "state"; it records "notification", "action", "userText", "category", "title", "body" and "userInfo" [unrecorded-fact]
          at $.expect[0].state
          hint: Remove "state", or check one of the facts didReceive records.
        """
      ])
  }

  @Test func `an event that records nothing says so`() {
    let result = loadScenario(#"{"scenario": 1, "name": "x", "expect": [{"callback": "didBecomeActive", "notification": "n1"}]}"#)
    #expect(result.diagnostics.map(\.diagnostic.message) == [#"callback didBecomeActive never records "notification"; it records no facts"#])
    #expect(result.diagnostics.map(\.diagnostic.hint) == [#"Remove "notification" from this expected event."#])
  }

  @Test func `facts an event records still load`() throws {
    let result = loadScenario(
      #"{"scenario": 1, "name": "x", "expect": [{"callback": "didReceiveRemoteNotificationWithFetch", "state": "background"}, {"system": "displayed", "banner": true}]}"#)
    #expect(result.diagnostics.isEmpty)
    #expect(result.scenario != nil)
  }

  /// The loader's JSON reader hands out the format's words as stored (``ScenarioLoader/vocabulary``):
  /// every bundled scenario reads to the same values, positions included, with and without it.
  @Test func `the vocabulary changes nothing a bundled scenario reads to`() throws {
    let vocabulary = ScenarioLoader.vocabulary
    #expect(vocabulary.count > 300)
    for word in ["scenario", "steps", "expect", "willFinishLaunching", "remoteNotification", "delegateAssigned", "aps", "alert", "default"] {
      let found = Array(word.utf8).withUnsafeBufferPointer { vocabulary.word($0) }
      #expect(found == word)
    }
    let root = String(#filePath).split(separator: "/").dropLast(3).joined(separator: "/")
    let files = ScenarioLoader.files(at: "/" + root + "/Scenarios")
    #expect(files.count > 20)
    for file in files {
      guard case .success(let bytes) = FileSystem.readFile(file, limit: ScenarioLoader.fileSizeLimit) else {
        Issue.record("cannot read \(file)")
        continue
      }
      let plain = JSONParser.parse(bytes)
      let worded = JSONParser.parse(bytes, options: JSONParser.Options(vocabulary: vocabulary))
      #expect(plain.value == worded.value, "\(file)")
      #expect(plain.diagnostics == worded.diagnostics, "\(file)")
    }
  }

  /// The table must never refuse a fact the simulator does record: every event of every
  /// bundled scenario, and of every kind of notification in every state and interaction, has
  /// only facts the table lists for it.
  @Test func `the table lists every fact the simulator records`() throws {
    var events: [ObservedEvent] = []
    let root = String(#filePath).split(separator: "/").dropLast(3).joined(separator: "/")
    for file in ScenarioLoader.files(at: "/" + root + "/Scenarios") {
      guard let scenario = ScenarioLoader.load(path: file).scenario else { continue }
      events += ScenarioRunner.run(scenario).events.compactMap(ObservedEvent.init)
    }
    for state in AppState.allCases {
      for kind in NotificationKind.allCases {
        var simulator = try Simulator.prepared(state, local: localRequest())
        try simulator.deliver(kind)
        try? simulator.tap("n1")
        simulator.runUntilIdle()
        events += simulator.trace.events.compactMap(ObservedEvent.init)
      }
    }
    #expect(events.count > 1000)
    var unlisted: Set<String> = []
    for event in events {
      let recorded = ObservedEvent.recordedFacts(kind: event.kind, name: event.name) ?? []
      for field in event.fields where !recorded.contains(field.name) {
        unlisted.insert("\(event.kind.rawValue) \(event.name): \(field.name)")
      }
    }
    #expect(unlisted.isEmpty, "\(unlisted.sorted())")
  }
}
