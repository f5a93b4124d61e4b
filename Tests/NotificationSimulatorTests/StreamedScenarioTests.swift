import Foundation
import NotificationPayload
import Testing

@testable import NotificationSimulator

/// Reads `text` as `dir/s.json` one step at a time, `chunk` bytes a read, never falling back to
/// a read of the whole file, so every finding is the streamed reader's own.
func streamScenario(_ text: String, files: [String: String] = [:], chunk: Int = 1 << 20) -> StreamedScenario {
  streamScenario(Array(text.utf8), files: files, chunk: chunk)
}

func streamScenario(_ bytes: [UInt8], files: [String: String] = [:], chunk: Int = 1 << 20) -> StreamedScenario {
  StreamedScenario.open(bytes: bytes, file: "dir/s.json", chunkSize: chunk, wholeFileLimit: 0) { path in
    files[path].map { .success(Array($0.utf8)) } ?? .failure(.notFound)
  }
}

@Suite struct StreamedScenarioTests {
  /// Malformed files, each read whole and streamed: truncated, wrong types, unknown keys,
  /// invalid UTF-8, nesting too deep, and the ways separators go wrong.
  static let malformed: [(String, [UInt8])] = {
    var cases: [(String, String)] = [
      ("truncated in a step", #"{"scenario": 1, "name": "x", "steps": [{"push": {"aps": {"alert": "a"}}, "id": "n1"}, {"tap": "n1""#),
      ("truncated after a step", #"{"scenario": 1, "name": "x", "steps": [{"openApp": true}"#),
      ("truncated after the steps", "{\"scenario\": 1, \"name\": \"x\", \"steps\": [{\"openApp\": true}]\n"),
      ("truncated in a key", #"{"scenario": 1, "na"#),
      ("truncated in a number", #"{"scenario": 1"#),
      ("wrong types", #"{"scenario": 1, "name": 3, "device": {"locked": "yes"}, "steps": [{"wait": true}, {"tap": 4}]}"#),
      ("steps not an array", #"{"scenario": 1, "name": "x", "steps": {"openApp": true}}"#),
      ("unknown keys", #"{"scenario": 1, "name": "x", "stepz": [], "steps": [{"pussh": {"aps": {}}}, {"openApp": true, "extra": 1}]}"#),
      ("an unknown notification", #"{"scenario": 1, "name": "x", "steps": [{"push": {"aps": {"alert": "a"}}, "id": "news"}, {"tap": "nwes"}]}"#),
      ("an expectation after the steps", #"{"scenario": 1, "name": "x", "expect": [{"callback": "didRecieve"}], "steps": [{"openApp": true}]}"#),
      ("a newer version after the steps", #"{"steps": [{"tapp": 1}], "name": "x", "scenario": 2}"#),
      ("a missing comma between steps", "{\"scenario\": 1, \"name\": \"x\", \"steps\": [{\"openApp\": true}\n {\"home\": true}]}"),
      ("a trailing comma in the steps", #"{"scenario": 1, "name": "x", "steps": [{"openApp": true},]}"#),
      ("a trailing comma after the members", #"{"scenario": 1, "name": "x",}"#),
      ("a repeated key", #"{"scenario": 1, "name": "x", "name": "y", "steps": []}"#),
      ("a repeated steps key whose array does not parse", #"{"scenario": 1, "name": "x", "steps": 1, "steps": [{"openApp": true}, {"home": *}]}"#),
      (
        "an ActivityKit push with an unknown event",
        #"{"scenario": 1, "name": "x", "steps": [{"startActivity": {"activity": "a", "attributesType": "T", "contentState": {}}}, {"activityPush": {"activity": "a", "payload": {"aps": {"event": "u]pdate", "timestamp": 1, "content-state": {}}}}}]}"#
      ),
      ("a repeated steps key", #"{"scenario": 1, "name": "x", "steps": 1, "steps": [{"openApp": true}]}"#),
      ("a repeated key in a step", #"{"scenario": 1, "name": "x", "steps": [{"wait": "1s", "wait": "2s"}]}"#),
      ("text after the object", #"{"scenario": 1, "name": "x"} {}"#),
      ("a single-quoted key", #"{"scenario": 1, 'name': "x"}"#),
      ("a missing colon", #"{"scenario": 1, "name" "x"}"#),
      ("not an object", #"[{"scenario": 1}]"#),
      ("empty", "  \n"),
      ("a comment", "{\"scenario\": 1, // note\n \"name\": \"x\"}"),
      (
        "a token change before registering",
        #"{"scenario": 1, "name": "x", "device": {"appRegistered": false}, "steps": [{"openApp": {}}, {"issueNewDeviceToken": {}}]}"#
      ),
      (
        "a token change with the device after the steps",
        #"{"scenario": 1, "name": "x", "steps": [{"issueNewDeviceToken": {}}], "device": {"appRegistered": false}}"#
      ),
      (
        "a Push to Talk push with the app after the steps",
        #"{"steps": [{"joinPushToTalkChannel": "crew"}, {"pushToTalkPush": {"id": "t1"}}], "scenario": 1, "name": "x", "app": {}}"#
      ),
      (
        "a Push to Talk push with an app that does not use it",
        #"{"scenario": 1, "name": "x", "app": {}, "steps": [{"pushToTalkPush": {"id": "t1", "result": "leave"}}]}"#
      ),
      (
        // Found by the run fuzz target: the first array's ids made the second's look reused.
        "two steps arrays declaring the same id",
        #"{"scenario": 1, "name": "x", "steps": [{"push": {"aps": {"alert": "a"}}, "id": "m1"}], "expnario": 1, "#
          + #""steps": [{"tap": "m1"}, {"push": {"aps": {"alert": "b"}}, "id": "m1"}, {"expect": {"events": []}}]}"#
      ),
      (
        "a critical alert with the app after the steps",
        #"{"steps": [{"push": {"aps": {"alert": "a", "interruption-level": "critical"}}}, {"tapp": 1}], "scenario": 1, "name": "x", "app": {}}"#
      ),
    ]
    let nested = String(repeating: "[", count: 199) + String(repeating: "]", count: 199)
    cases.append(("nested too deep in a step", #"{"scenario": 1, "name": "x", "steps": [{"push": {"aps": {}, "deep": "# + nested + "}}]}"))
    var bytes = cases.map { ($0.0, Array($0.1.utf8)) }
    bytes.append(("invalid UTF-8 in a step", Array(#"{"scenario": 1, "name": "x", "steps": [{"push": {"aps": {"alert": "caf"#.utf8) + [0xE9] + Array(#""}}}]}"#.utf8)))
    bytes.append(("invalid UTF-8 between members", Array(#"{"scenario": 1, "#.utf8) + [0xFF] + Array(#""name": "x"}"#.utf8)))
    bytes.append(("UTF-16", [0xFF, 0xFE] + Array("{}".utf8)))
    bytes.append(("a byte order mark", [0xEF, 0xBB, 0xBF] + Array("{\"scenario\": 1,\n \"name\": 2}".utf8)))
    return bytes
  }()

  @Test(arguments: 0..<malformed.count)
  func `a malformed file gets the same findings streamed as read whole, whatever the chunks`(_ index: Int) {
    let (_, bytes) = Self.malformed[index]
    let whole = ScenarioLoader.load(bytes: bytes, file: "dir/s.json") { _ in .failure(.notFound) }
    #expect(!whole.diagnostics.isEmpty)
    for chunk in [1, 3, 7, 64, 1 << 20] {
      let streamed = streamScenario(bytes, chunk: chunk)
      #expect(streamed.diagnostics.map(\.rendered) == whole.diagnostics.map(\.rendered), "chunks of \(chunk)")
      #expect((streamed.scenario == nil) == (whole.scenario == nil))
    }
  }

  @Test(arguments: ScenarioLoaderTests.badInputs)
  func `the loader's bad inputs get the same positioned errors streamed`(_ testCase: BadScenarioCase) {
    let streamed = streamScenario(testCase.text, chunk: 5)
    #expect(streamed.scenario == nil)
    #expect(streamed.diagnostics.map(\.rendered) == testCase.expected)
  }

  @Test func `a truncated step is reported where the whole file reader reports it`() {
    let text = "{\"scenario\": 1, \"name\": \"x\",\n \"steps\": [{\"openApp\": true}, {\"wait\": \"1s\""
    let streamed = streamScenario(text, chunk: 4)
    #expect(streamed.diagnostics.map(\.rendered) == loadScenario(text).diagnostics.map(\.rendered))
    #expect(
      streamed.diagnostics.map(\.rendered) == [
        """
        dir/s.json:2:44: error: the object is not closed: expected ',' or '}', found end of file [json-syntax]
          at $.steps[1]
          hint: Add the missing '}'.
        """
      ])
  }

  /// Every bundled scenario: the same findings, and the same run, event for event.
  @Test func `every bundled scenario streams to the same findings and the same run`() throws {
    let root = String(#filePath).split(separator: "/").dropLast(3).joined(separator: "/")
    var compared = 0
    for file in ScenarioLoader.files(at: "/" + root + "/Scenarios") {
      let whole = ScenarioLoader.load(path: file)
      let streamed = StreamedScenario.open(path: file, wholeFileLimit: 0)
      #expect(streamed.diagnostics.map(\.rendered) == whole.diagnostics.map(\.rendered), "\(file)")
      guard let scenario = whole.scenario else {
        #expect(streamed.scenario == nil, "\(file)")
        continue
      }
      #expect(streamed.hasExpectations == scenario.hasExpectations, "\(file)")
      var events: [String] = []
      let ran = try #require(streamed.run { events.append($0.rendered) })
      let kept = ScenarioRunner.run(scenario)
      #expect(ran.problem == nil)
      #expect(events == kept.events.map(\.rendered), "\(file)")
      #expect(ran.result.failures.map(\.message) == kept.failures.map(\.message), "\(file)")
      #expect(ran.result.checkedExpectations == kept.checkedExpectations, "\(file)")
      compared += 1
    }
    #expect(compared > 80)
  }

  /// A scenario larger than a whole-file read allows loads streamed: the limits are the
  /// loader's parameters, so a small file shows it.
  @Test func `a scenario larger than the whole-file limit runs streamed, and one over the streamed limit is refused`() throws {
    let pushes = 3_000
    let steps = (0..<pushes).map { #"{"push": {"aps": {"alert": "Update \#($0)"}}, "id": "n\#($0)"}"# }
    let text =
      #"{"scenario": 1, "name": "many", "app": {"state": "background"}, "steps": ["# + steps.joined(separator: ",\n")
      + #"], "expect": {"match": "contains", "events": [{"system": "displayed", "notification": "n2999"}]}}"#
    let path = NSTemporaryDirectory() + "streamed-\(getpid()).json"
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let size = text.utf8.count
    // Read whole with a limit below its size, the file is refused, as a file over 32 MiB was.
    #expect(FileSystem.readFile(path, limit: size / 2) == .failure(.tooLarge(size: size)))

    let streamed = StreamedScenario.open(path: path, limit: size + 1, wholeFileLimit: size / 2)
    #expect(streamed.diagnostics.isEmpty)
    #expect(streamed.stepCount == pushes)
    var displayed = 0
    let ran = try #require(streamed.run { if $0.rendered.contains("displayed n") { displayed += 1 } })
    #expect(ran.result.passed)
    #expect(ran.result.checkedExpectations == 1)
    #expect(displayed == pushes)

    let refused = StreamedScenario.open(path: path, limit: size - 1)
    #expect(refused.scenario == nil)
    #expect(
      refused.diagnostics.map(\.rendered) == [
        "\(path): error: the file is \(size) bytes; a scenario file run on its own is read a step at a time, up to \(size - 1) bytes [file-too-large]\n  hint: Split it into several scenarios."
      ])
  }

  @Test func `notificationCenterLimit must be a whole number of 1 or more`() {
    let result = loadScenario(#"{"scenario": 1, "name": "x", "device": {"notificationCenterLimit": 0}}"#)
    #expect(
      result.diagnostics.map(\.rendered) == [
        """
        dir/s.json:1:68: error: notificationCenterLimit 0 is out of range [out-of-range]
          at $.device.notificationCenterLimit
          hint: notificationCenterLimit must be a whole number of notifications, 1 or more. Leave it out for no limit.
        """
      ])
    let good = loadScenario(#"{"scenario": 1, "name": "x", "device": {"notificationCenterLimit": 25}}"#)
    #expect(good.scenario?.device.notificationCenterLimit == 25)
  }
}

@Suite struct NotificationCenterLimitTests {
  func background(limit: Int?) throws -> Simulator {
    var device = DeviceConfiguration()
    device.notificationCenterLimit = limit
    var simulator = Simulator(app: AppConfiguration(), device: device)
    try simulator.changeAuthorization(to: .authorized, options: [.alert, .sound, .badge])
    try simulator.openApp()
    try simulator.home()
    return simulator
  }

  @Test func `with a limit, the oldest notification leaves Notification Center and is traced`() throws {
    var simulator = try background(limit: 3)
    for index in 1...5 { try simulator.push(Payload(aps: APS(alert: Alert(body: "Hi \(index)"))), id: "n\(index)") }
    #expect(simulator.device.notificationCenter.identifiers == ["n5", "n4", "n3"])
    let removed = simulator.trace.events.map(\.rendered).filter { $0.contains("removed n") }
    #expect(
      removed.map { $0.components(separatedBy: "system     ").last ?? $0 } == [
        "removed n1: Notification Center keeps at most 3 of the app's notifications here (device.notificationCenterLimit)",
        "removed n2: Notification Center keeps at most 3 of the app's notifications here (device.notificationCenterLimit)",
      ])
    #expect(simulator.notification("n1")?.status == .removed(Simulator.pastLimitReason(3)))
    #expect(simulator.notification("n5")?.presentation != nil)
  }

  @Test func `with a limit, the records of the notifications it took out are forgotten; without, every record stays`() throws {
    var bounded = try background(limit: 2)
    var unbounded = try background(limit: nil)
    for index in 1...1_000 {
      let payload = Payload(aps: APS(alert: Alert(body: "Hi \(index)")))
      try bounded.push(payload, id: "n\(index)")
      try unbounded.push(payload, id: "n\(index)")
    }
    #expect(bounded.device.notificationCenter.identifiers == ["n1000", "n999"])
    #expect(bounded.device.notifications.count < 200)
    #expect(bounded.notification("n1000")?.presentation != nil)
    #expect(bounded.notification("n1") == nil)
    // Those kept keep their arrival order.
    let kept = bounded.device.notifications.map { Int($0.id.dropFirst())! }
    #expect(kept == kept.sorted())
    #expect(unbounded.device.notifications.count == 1_000)
    #expect(unbounded.device.notificationCenter.count == 1_000)
  }
}

@Suite struct WholeFileLimitTests {
  @Test func `a file too large to read whole says it can run on its own`() {
    #expect(
      ScenarioLoader.fileProblem(.tooLarge(size: 40_000_000), file: "big.json").rendered
        == "big.json: error: the file is 40000000 bytes; scenario files are read up to 33554432 bytes [file-too-large]\n"
        + "  hint: Split it into several scenarios, or run it on its own ('notifsim run FILE', text or json output), which reads it a step at a time, up to 1073741824 bytes."
    )
  }
}
