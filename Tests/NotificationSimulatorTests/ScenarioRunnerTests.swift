import Testing

@testable import NotificationSimulator

/// A cold launch from a tap, with `expect` as the final expectations.
func coldLaunchScenario(expect: String, match: String = "exact") -> String {
  """
  {"scenario": 1, "name": "cold launch", "device": {"authorization": "authorized"},
   "app": {"state": "notRunning"},
   "steps": [{"push": {"aps": {"alert": "Hi"}}, "id": "n1"}, {"tap": "n1"}],
   "expect": {"match": "\(match)", "events": [\(expect)]}}
  """
}

let coldLaunchEvents = [
  #"{"system": "displayed", "notification": "n1", "banner": true, "list": true, "sound": false}"#,
  #"{"callback": "willFinishLaunching", "launchOptions": ["remoteNotification"]}"#,
  #"{"callback": "didFinishLaunching", "launchOptions": ["remoteNotification"]}"#,
  #"{"system": "delegateAssigned"}"#,
  #"{"callback": "didReceive", "notification": "n1", "action": "default"}"#,
  #"{"callback": "didBecomeActive"}"#,
]

func runScenario(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> ScenarioResult {
  let loaded = loadScenario(text)
  #expect(loaded.diagnostics.map(\.rendered) == [], sourceLocation: sourceLocation)
  return ScenarioRunner.run(try #require(loaded.scenario, sourceLocation: sourceLocation))
}

@Suite struct ScenarioRunnerTests {
  @Test func `the full list of events passes`() throws {
    let result = try runScenario(coldLaunchScenario(expect: coldLaunchEvents.joined(separator: ",")))
    #expect(result.failures.map(\.message) == [])
    #expect(result.checkedExpectations == 6)
  }

  @Test func `removing an expected event makes the run fail`() throws {
    var events = coldLaunchEvents
    events.remove(at: 4)
    let result = try runScenario(coldLaunchScenario(expect: events.joined(separator: ",")))
    #expect(result.failures.map(\.message) == ["expectations at $.expect do not hold: 1 event happened that was not expected"])
    #expect(
      result.failures.first?.renderedComparison == """
          expected                                                         | actual
          system displayed notification=n1 banner=true list=true sound=false | system displayed notification=n1 banner=true list=true sound=false badge=false
          callback willFinishLaunching launchOptions=remoteNotification    | callback willFinishLaunching launchOptions=remoteNotification
          callback didFinishLaunching launchOptions=remoteNotification     | callback didFinishLaunching launchOptions=remoteNotification
          system delegateAssigned                                          | system delegateAssigned when=in application(_:didFinishLaunchingWithOptions:)
        +                                                                  | callback didReceive notification=n1 action=default category= title= body=Hi userInfo=aps
          callback didBecomeActive                                         | callback didBecomeActive
        """)
  }

  @Test func `adding an event that did not happen makes the run fail`() throws {
    let events = coldLaunchEvents + [#"{"callback": "willPresent"}"#]
    let result = try runScenario(coldLaunchScenario(expect: events.joined(separator: ",")))
    #expect(result.failures.map(\.message) == ["expectations at $.expect do not hold: 1 expected event did not happen"])
    #expect(result.failures.first?.comparison.last == .init(expected: "callback willPresent", actual: nil))
  }

  @Test func `events in another order fail`() throws {
    var events = coldLaunchEvents
    events.swapAt(4, 5)
    let result = try runScenario(coldLaunchScenario(expect: events.joined(separator: ",")))
    #expect(result.failures.count == 1)
    #expect(result.failures.first?.message.hasPrefix("expectations at $.expect do not hold: 1 expected event did not happen") == true)
  }

  @Test func `contains lets other events happen between the listed ones`() throws {
    let passing = try runScenario(
      coldLaunchScenario(expect: [coldLaunchEvents[1], coldLaunchEvents[5]].joined(separator: ","), match: "contains"))
    #expect(passing.passed)
    let failing = try runScenario(
      coldLaunchScenario(expect: [coldLaunchEvents[5], coldLaunchEvents[1]].joined(separator: ","), match: "contains"))
    #expect(
      failing.failures.map(\.message) == [
        "expectations at $.expect do not hold: callback willFinishLaunching launchOptions=remoteNotification did not happen in order (match: contains)"
      ])
  }

  @Test func `lifecycle events are checked only when a block names one`() throws {
    var events = coldLaunchEvents
    events.insert(#"{"lifecycle": "active", "from": "inactive"}"#, at: 5)
    let result = try runScenario(coldLaunchScenario(expect: events.joined(separator: ",")))
    // Naming one lifecycle event makes every lifecycle event count: notRunning -> inactive is missing.
    #expect(result.failures.first?.comparison.filter { $0.expected == nil }.map(\.actual) == ["lifecycle inactive from=notRunning reason=launch"])
    events.insert(#"{"lifecycle": "inactive"}"#, at: 1)
    #expect(try runScenario(coldLaunchScenario(expect: events.joined(separator: ","))).passed)
  }

  @Test func `at checks the virtual time`() throws {
    let text = """
      {"scenario": 1, "name": "fetch", "app": {"state": "background", "answers": {"fetch": {"result": "noData", "after": "2s"}}},
       "steps": [{"push": {"aps": {"content-available": 1}}, "id": "s1"},
                 {"expect": [{"callback": "didReceiveRemoteNotificationWithFetch", "state": "background", "at": "0s"}]},
                 {"wait": "5s"},
                 {"expect": [{"completion": "didReceiveRemoteNotificationWithFetch", "result": "noData", "at": "2s"}], "match": "contains"}]}
      """
    let result = try runScenario(text)
    #expect(result.failures.map(\.message) == [])
    #expect(result.checkedExpectations == 2)
  }

  @Test func `a step the simulator refuses fails the scenario at that step`() throws {
    let text = """
      {"scenario": 1, "name": "x", "app": {"state": "active", "answers": {"willPresent": {"options": []}}},
       "steps": [{"push": {"aps": {"alert": "Hi"}}, "id": "n1"}, {"tap": "n1"}]}
      """
    let result = try runScenario(text)
    #expect(result.failures.count == 1)
    #expect(result.failures.first?.message.hasPrefix("step $.steps[1] cannot run: ") == true)
    #expect(result.failures.first?.location.description == "2:60")
  }

  @Test func `the same scenario gives the same events every run`() throws {
    let text = coldLaunchScenario(expect: coldLaunchEvents.joined(separator: ","))
    let first = try runScenario(text).events.map(\.rendered)
    let second = try runScenario(text).events.map(\.rendered)
    #expect(first == second)
    #expect(first.count > 6)
  }

  @Test func `streaming hands every event to the observer and keeps none`() throws {
    let scenario = try #require(loadScenario(coldLaunchScenario(expect: coldLaunchEvents.joined(separator: ","))).scenario)
    final class Lines: @unchecked Sendable { var lines: [String] = [] }
    let lines = Lines()
    let streamed = ScenarioRunner.run(scenario) { lines.lines.append($0.rendered) }
    #expect(streamed.passed)
    #expect(streamed.events.isEmpty)
    #expect(lines.lines == ScenarioRunner.run(scenario).events.map(\.rendered))
  }
}
