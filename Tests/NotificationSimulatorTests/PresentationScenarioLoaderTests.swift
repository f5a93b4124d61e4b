import Testing

@testable import NotificationSimulator

/// The loader's positioned errors and warnings for Focus, the Watch, entitlements and
/// interruption levels, and the facts their events record.
@Suite struct PresentationScenarioLoaderTests {
  @Test func `bad Focus, Watch, entitlement and level values are reported where they are`() {
    let result = loadScenario(
      """
      {"scenario": 1, "name": "x",
       "device": {"focus": {"name": "Work", "allowedApps": ["a", 3], "timeSensitve": true}, "watch": {"onWrist": false, "unlocked": true}},
       "app": {"entitlements": ["criticalAlert"]},
       "steps": [
        {"push": {"aps": {"alert": "x", "interruption-level": "time-sensitve", "sound": {"critical": 1, "volume": 1.5}}}},
        {"schedule": {"id": "r", "title": "t", "interruptionLevel": "critcal"}},
        {"focus": "Work"},
        {"silentMode": 1}
       ]}
      """)
    #expect(
      result.diagnostics.map(\.rendered) == [
        """
        dir/s.json:2:60: error: expected a bundle identifier, found the number 3 [wrong-type]
          at $.device.focus.allowedApps[1]
        """,
        """
        dir/s.json:2:64: warning: unknown key "timeSensitve"; did you mean "timeSensitive"? [unknown-key]
          at $.device.focus.timeSensitve
          hint: Rename it to "timeSensitive", or remove it.
        """,
        """
        dir/s.json:2:115: error: a Watch off the wrist cannot be unlocked: wrist detection locks it when it is taken off [invalid-step]
          at $.device.watch.unlocked
          hint: Write "onWrist": true, or leave "unlocked" out.
        """,
        """
        dir/s.json:3:27: error: unknown entitlement "criticalAlert"; did you mean "criticalAlerts"? [unknown-value]
          at $.app.entitlements[0]
          hint: Valid values: "timeSensitive", "criticalAlerts", "com.apple.developer.usernotifications.time-sensitive", "com.apple.developer.usernotifications.critical-alerts", "communication", "com.apple.developer.usernotifications.communication".
        """,
        """
        dir/s.json:5:3: warning: a critical alert, but the app lacks the critical-alerts entitlement: iOS delivers it as an active notification [critical-alert-not-entitled]
          at $.steps[0]
          hint: Add "criticalAlerts" to app.entitlements if the app has it, or send the notification as time-sensitive.
        """,
        """
        dir/s.json:5:57: warning: unknown `interruption-level` "time-sensitve"; did you mean "time-sensitive"? [unknown-interruption-level]
          at $.steps[0].push.aps.interruption-level
          hint: Write "time-sensitive"; iOS reads an unknown level as no level.
        """,
        """
        dir/s.json:5:109: warning: `volume` is 1.5, outside 0...1 [critical-volume-out-of-range]
          at $.steps[0].push.aps.sound.volume
          hint: Write a volume from 0 (silent) to 1 (full).
        """,
        """
        dir/s.json:6:63: error: unknown interruption level "critcal"; did you mean "critical"? [unknown-value]
          at $.steps[1].schedule.interruptionLevel
          hint: Valid values: "passive", "active", "time-sensitive", "critical".
        """,
        """
        dir/s.json:7:13: error: expected a Focus such as {"name": "Work", "allowedApps": ["com.example.chat"]}, or false, found the string "Work" [wrong-type]
          at $.steps[2].focus
        """,
        """
        dir/s.json:8:18: error: expected true or false, found the number 1 [wrong-type]
          at $.steps[3].silentMode
        """,
      ])
  }

  @Test func `a time-sensitive request without the entitlement draws a warning at its step`() {
    let result = loadScenario(
      #"{"scenario": 1, "name": "x", "steps": [{"schedule": {"id": "r", "title": "t", "interruptionLevel": "time-sensitive"}}]}"#)
    #expect(result.diagnostics.map(\.rendered) == [
      """
      dir/s.json:1:40: warning: a time-sensitive notification, but the app lacks the Time Sensitive Notifications entitlement: iOS delivers it as an active notification [time-sensitive-not-entitled]
        at $.steps[0]
        hint: Add "timeSensitive" to app.entitlements if the app has the capability.
      """,
    ])
  }

  @Test func `a Focus before iOS 15 draws a warning where it is turned on`() {
    let result = loadScenario(
      """
      {"scenario": 1, "name": "x", "platform": "iOS 14",
       "device": {"focus": {"name": "Work"}},
       "steps": [{"focus": {"name": "Sleep"}}, {"focus": false}]}
      """)
    #expect(result.diagnostics.map(\.rendered) == [
      """
      dir/s.json:2:22: warning: Focus needs iOS 15; on iOS 14 the simulator ignores it [focus-unavailable]
        at $.device.focus
        hint: Set "platform" to "iOS 15" or later, or remove the Focus.
      """,
      """
      dir/s.json:3:12: warning: Focus needs iOS 15; on iOS 14 the simulator ignores it [focus-unavailable]
        at $.steps[0]
        hint: Set "platform" to "iOS 15" or later, or remove the Focus.
      """,
    ])
  }

  @Test func `the keys are read into the device and app, and the steps into actions`() throws {
    let result = loadScenario(
      """
      {"scenario": 1, "name": "x",
       "device": {"focus": {"name": "Work", "allowedApps": ["com.example.Mail"], "timeSensitive": false},
                  "watch": {"onWrist": true}, "silentMode": true, "timeSensitiveSetting": false},
       "app": {"entitlements": ["com.apple.developer.usernotifications.time-sensitive", "criticalAlerts"]},
       "steps": [{"focus": false}, {"watch": {"onWrist": false}}, {"watch": null}, {"silentMode": false},
                 {"timeSensitiveSetting": true}]}
      """)
    #expect(result.diagnostics.isEmpty)
    let scenario = try #require(result.scenario)
    #expect(scenario.device.focus == Focus(name: "Work", allowedApps: ["com.example.Mail"], allowsTimeSensitive: false))
    #expect(scenario.device.watch == PairedWatch(onWrist: true, unlocked: true))
    #expect(scenario.device.silentMode && !scenario.device.timeSensitiveSetting)
    #expect(scenario.app.entitlements == [.timeSensitive, .criticalAlerts])
    let actions = scenario.steps.map { step -> String in
      switch step.action {
      case .setFocus(let focus): "focus \(focus.map(\.description) ?? "off")"
      case .setWatch(let watch): "watch \(watch.map(\.description) ?? "none")"
      case .silentMode(let silent): "silentMode \(silent)"
      case .timeSensitiveSetting(let enabled): "timeSensitiveSetting \(enabled)"
      default: "other"
      }
    }
    #expect(actions == ["focus off", "watch off wrist, locked", "watch none", "silentMode false", "timeSensitiveSetting true"])
  }

  @Test func `an expectation checks where the notification went, and fails on the wrong device`() throws {
    let text = """
      {"scenario": 1, "name": "x", "device": {"locked": true, "watch": {}}, "app": {"state": "suspended"},
       "steps": [{"push": {"aps": {"alert": "Hi"}}, "id": "m1"}],
       "expect": [{"system": "shownOn", "notification": "m1", "device": "iPhone"},
                  {"system": "displayed", "notification": "m1"}]}
      """
    let result = loadScenario(text)
    #expect(result.diagnostics.isEmpty)
    let outcome = ScenarioRunner.run(try #require(result.scenario))
    #expect(!outcome.passed)
    let corrected = loadScenario(text.replacingOccurrences(of: #""device": "iPhone""#, with: #""device": "watch""#))
    #expect(ScenarioRunner.run(try #require(corrected.scenario)).passed)
  }
}
