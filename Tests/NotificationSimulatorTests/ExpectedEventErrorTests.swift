import Testing

@testable import NotificationSimulator

/// The errors about an expected event's kind, name and facts, each at its place: the loader
/// reads the kind in one pass over the keys and makes a name's or a fact's path only for an
/// error, and these are the messages and paths it gave before.
@Suite struct ExpectedEventErrorTests {
  static let cases: [BadScenarioCase] = [
    BadScenarioCase(
      id: "a callback named by a number", text: #"{"scenario": 1, "name": "x", "expect": [{"callback": 3}]}"#,
      expected: [
        """
        dir/s.json:1:54: error: expected a string naming callback, found the number 3 [wrong-type]
          at $.expect[0].callback
        """
      ]),
    BadScenarioCase(
      id: "an unknown app state", text: #"{"scenario": 1, "name": "x", "expect": [{"lifecycle": "asleep"}]}"#,
      expected: [
        """
        dir/s.json:1:55: error: unknown app state "asleep" [unknown-value]
          at $.expect[0].lifecycle
          hint: Valid values: "notRunning", "forceQuit", "suspended", "background", "inactive", "active".
        """
      ]),
    BadScenarioCase(
      id: "an app state named by a Boolean", text: #"{"scenario": 1, "name": "x", "expect": [{"lifecycle": true}]}"#,
      expected: [
        """
        dir/s.json:1:55: error: expected a string naming app state, found `true` [wrong-type]
          at $.expect[0].lifecycle
        """
      ]),
    BadScenarioCase(
      id: "a system event named by an array", text: #"{"scenario": 1, "name": "x", "expect": [{"system": ["displayed"]}]}"#,
      expected: [
        """
        dir/s.json:1:52: error: expected a string naming a system event, found an array [wrong-type]
          at $.expect[0].system
        """
      ]),
    BadScenarioCase(
      id: "a fact given as an object",
      text: #"{"scenario": 1, "name": "x", "expect": [{"callback": "didReceive", "action": {"a": 1}}]}"#,
      expected: [
        """
        dir/s.json:1:78: error: expected a string, number or Boolean, found an object [wrong-type]
          at $.expect[0].action
        """
      ]),
    BadScenarioCase(
      id: "an unknown launch option key",
      text: #"{"scenario": 1, "name": "x", "expect": [{"callback": "didFinishLaunching", "launchOptions": ["remoteNotifcation"]}]}"#,
      expected: [
        """
        dir/s.json:1:94: error: unknown launch option key "remoteNotifcation"; did you mean "remoteNotification"? [unknown-value]
          at $.expect[0].launchOptions[0]
          hint: Valid values: "remoteNotification", "localNotification".
        """
      ]),
    BadScenarioCase(
      id: "two kinds, listed in the kinds' order",
      text: #"{"scenario": 1, "name": "x", "expect": [{"system": "displayed", "callback": "didReceive"}]}"#,
      expected: [
        """
        dir/s.json:1:41: error: an expected event has one kind; this one has "callback" and "system" [invalid-step]
          at $.expect[0]
          hint: Write for example {"callback": "didReceive", "action": "default"}.
        """
      ]),
    BadScenarioCase(
      id: "two actions in a step",
      text: #"{"scenario": 1, "name": "x", "steps": [{"push": {"aps": {}}, "id": "n1", "tap": "n1"}]}"#,
      expected: [
        """
        dir/s.json:1:40: error: a step has one action; this one has "push" and "tap" [invalid-step]
          at $.steps[0]
          hint: Split it into one step per action.
        """
      ]),
  ]

  @Test(arguments: cases)
  func `an expected event's error is at its place`(_ testCase: BadScenarioCase) {
    let result = loadScenario(testCase.text)
    #expect(result.scenario == nil)
    #expect(result.diagnostics.map(\.rendered) == testCase.expected)
  }

  @Test func `an unknown system event's error names the closest`() {
    let result = loadScenario(#"{"scenario": 1, "name": "x", "expect": [{"system": "displayd"}]}"#)
    #expect(
      result.diagnostics.map { $0.rendered.split(separator: "\n").prefix(2).joined(separator: "\n") } == [
        """
        dir/s.json:1:52: error: unknown system event "displayd"; did you mean "displayed"? [unknown-value]
          at $.expect[0].system
        """
      ])
  }

  @Test func `an unknown key beside known facts is still warned about`() {
    let result = loadScenario(
      #"{"scenario": 1, "name": "x", "steps": [{"push": {"aps": {"alert": "Hi"}}, "id": "n1"}], "#
        + #""expect": [{"system": "displayed", "notifcation": "n1", "at": "0s"}]}"#)
    #expect(result.scenario != nil)
    #expect(
      result.diagnostics.map(\.rendered) == [
        """
        dir/s.json:1:124: warning: unknown key "notifcation"; did you mean "notification"? [unknown-key]
          at $.expect[0].notifcation
          hint: Rename it to "notification", or remove it.
        """
      ])
  }

  @Test func `expected events of every kind load with their names and facts`() throws {
    let result = loadScenario(
      #"{"scenario": 1, "name": "x", "expect": [{"completion": "didReceive", "notification": "n1", "result": "called"}, "#
        + #"{"skipped": "willPresent"}, {"lifecycle": "active", "from": "inactive"}, {"apns": "answer", "status": 200}, "#
        + #"{"diagnostic": "apns-background-priority"}, {"system": "displayed", "notification": "n1"}]}"#)
    #expect(result.diagnostics.isEmpty)
    let scenario = try #require(result.scenario)
    guard case .expect(let block) = scenario.steps.last?.action else {
      Issue.record("no expect block")
      return
    }
    #expect(
      block.events.map(\.description) == [
        "completion didReceive notification=n1 result=called", "skipped willPresent", "lifecycle active from=inactive",
        "apns answer status=200", "diagnostic apns-background-priority", "system displayed notification=n1",
      ])
  }
}
