import NotificationPayload
import NotificationSimulator
import Testing

/// Scenario files and the APNs link: headers, "to", the link's steps and `apns` expectations.
@Suite struct APNsScenarioLoaderTests {
  @Test func `header values APNs never takes are errors at their position, in the gateway's words`() {
    let result = loadScenario(
      """
      {"scenario": 1, "name": "x", "steps": [
        {"push": {"aps": {"alert": "a"}}, "headers": {"apns-priority": "7"}},
        {"push": {"aps": {"alert": "b"}}, "headers": {"apns-push-type": "alret"}},
        {"push": {"aps": {"alert": "c"}}, "headers": {"apns-expiration": "soon"}},
        {"push": {"aps": {"alert": "d"}}, "headers": {"apns-priorty": "5"}},
        {"push": {"aps": {"alert": "e"}}, "to": "stale"}
      ]}
      """)
    #expect(
      result.diagnostics.map(\.rendered) == [
        """
        dir/s.json:2:66: error: APNs answers 400 BadPriority: apns-priority is 7; use 10, 5 or 1 [out-of-range]
          at $.steps[0].headers.apns-priority
          hint: 10 delivers at once, 5 when the device's power allows, 1 without waking the device.
        """,
        """
        dir/s.json:3:67: error: APNs answers 400 InvalidPushType: apns-push-type is "alret"; expected alert, background, location, voip, complication, fileprovider, mdm, liveactivity, pushtotalk, controls or widgets [out-of-range]
          at $.steps[1].headers.apns-push-type
          hint: Push types are lower case; alert is for visible notifications, background for silent ones.
        """,
        """
        dir/s.json:4:68: error: APNs answers 400 BadExpirationDate: apns-expiration is "soon"; expected UNIX epoch seconds, 0 or more [out-of-range]
          at $.steps[2].headers.apns-expiration
          hint: Give whole seconds since 1970 (0 means deliver once, do not store), or omit the header.
        """,
        """
        dir/s.json:5:49: error: unknown APNs header "apns-priorty"; did you mean "apns-priority"? [unknown-value]
          at $.steps[3].headers.apns-priorty
          hint: Valid values: "apns-push-type", "apns-priority", "apns-expiration", "apns-collapse-id", "apns-topic", "apns-id", "authorization".
        """,
        """
        dir/s.json:6:43: error: "to" is "stale"; expected "current", "previous" or a device token in hex (64 to 200 digits) [out-of-range]
          at $.steps[4].to
          hint: Push to "previous" to reach the token the app had before a reinstall or a restore.
        """,
      ])
  }

  @Test func `an expected APNs answer with an unknown reason is an error that lists the reasons`() {
    let result = loadScenario(
      #"{"scenario": 1, "name": "x", "steps": [{"push": {"aps": {"alert": "a"}}}], "expect": [{"apns": "answer", "status": 410, "reason": "Unregistred"}, {"apns": "stord"}]}"#)
    let messages = result.diagnostics.map(\.diagnostic.message)
    #expect(messages == [
      #"unknown APNs reason "Unregistred"; did you mean "Unregistered"?"#,
      #"unknown APNs event "stord"; did you mean "stored"?"#,
    ])
    #expect(result.diagnostics.first?.diagnostic.hint?.hasPrefix(#"Valid values: "BadCollapseId", "BadDeviceToken""#) == true)
  }

  @Test func `a push by the apns route is sent through APNs with its headers and token; an .apns file is not`() throws {
    let result = loadScenario(
      #"{"scenario": 1, "name": "x", "device": {"online": false, "appRegistered": false, "provider": {"connection": "token", "environment": "production", "topics": ["com.a"]}}, "steps": [{"goOffline": {}}, {"push": {"aps": {"alert": "a"}}, "id": "p", "headers": {"apns-priority": "5"}, "to": "previous"}, {"uninstallApp": {}}, {"push": "x.apns"}]}"#,
      files: ["dir/x.apns": #"{"aps": {"alert": "sim"}, "Simulator Target Bundle": "com.example.app"}"#])
    #expect(result.diagnostics.filter { $0.diagnostic.severity == .error }.isEmpty)
    let scenario = try #require(result.scenario)
    #expect(!scenario.device.startsOnline && !scenario.device.appRegisteredBeforeStart)
    #expect(scenario.device.apnsProvider == APNsProvider(connection: .token, environment: .production, topics: ["com.a"]))
    guard case .apnsLink(.goOffline) = scenario.steps[0].action else { Issue.record("not goOffline"); return }
    guard case .send(let push) = scenario.steps[1].action else { Issue.record("not sent through APNs"); return }
    #expect(push.id == "p" && push.target == .previous)
    #expect(push.headers?.map(\.value) == ["5"])
    guard case .apnsLink(.uninstallApp) = scenario.steps[2].action else { Issue.record("not uninstallApp"); return }
    guard case .push(_, _, .simulator) = scenario.steps[3].action else { Issue.record("not a simulated push"); return }
  }

  @Test func `a push step whose payload needs no aps for its push type, and has none, is an error read whole or streamed`() {
    // Such a payload is valid for PushKit, Core Location or Push to Talk, but a push step reads
    // a payload with aps; the step was dropped unread, and a streamed run then found that the
    // step "no longer reads".
    let text =
      #"{"scenario": 1, "name": "x", "steps": [{"push": {"callID": "1"}, "id": "c", "headers": {"apns-push-type": "voip"}}, "#
      + #"{"push": {"a": 1}, "headers": {"apns-push-type": "location"}}, {"push": {"a": 1}, "headers": {"apns-push-type": "pushtotalk"}}, "#
      + #"{"push": {"a": 1}, "headers": {"apns-push-type": "fileprovider"}}, {"push": {"a": 1}, "headers": {"apns-push-type": "alert"}}]}"#
    let whole = loadScenario(text)
    #expect(whole.scenario == nil)
    #expect(
      whole.diagnostics.map(\.diagnostic.message) == [
        #"a push step reads a payload with "aps", and this voip payload has none"#,
        #"a push step reads a payload with "aps", and this location payload has none"#,
        #"a push step reads a payload with "aps", and this pushtotalk payload has none"#,
        #"a push step reads a payload with "aps", and this fileprovider payload has none"#,
        "the payload has no `aps` key",
      ])
    #expect(
      whole.diagnostics.prefix(4).map { $0.diagnostic.hint ?? "" } == [
        #"Send it with a "voipPush" step, or add "aps": {} to send it through APNs, which hands it to PKPushRegistry."#,
        #"Send it with a "locationPush" step, or add "aps": {} to send it through APNs, which hands it to CLLocationPushServiceExtension."#,
        #"Send it with a "pushToTalkPush" step, or add "aps": {} to send it through APNs, which hands it to PTChannelManager."#,
        #"Add "aps": {} to send it through APNs as a push step, which hands it to NSFileProviderReplicatedExtension."#,
      ])
    #expect(whole.diagnostics.first?.diagnostic.path == ["steps", .index(0), "push"])
    let streamed = streamScenario(text, chunk: 7)
    #expect(streamed.scenario == nil)
    #expect(streamed.diagnostics.map(\.rendered) == whole.diagnostics.map(\.rendered))
  }

  @Test func `"to" on a simulated push is an error: only APNs knows tokens`() {
    let result = loadScenario(
      #"{"scenario": 1, "name": "x", "steps": [{"push": {"aps": {"alert": "a"}}, "route": "simulator", "to": "previous"}]}"#)
    #expect(result.diagnostics.map(\.diagnostic.message) == [#""to" names a device token, but this push does not go through APNs"#])
  }

  @Test func `a scenario's apns expectations check status, reason and timestamp`() throws {
    let result = loadScenario(
      #"{"scenario": 1, "name": "x", "app": {"state": "suspended"}, "steps": [{"uninstallApp": {}}, {"push": {"aps": {"alert": "a"}}, "id": "late"}], "expect": [{"apns": "answer", "notification": "late", "status": 410, "reason": "Unregistered", "timestamp": 1767603600000}, {"apns": "tokenDiscarded", "status": 410, "timestamp": 1767603600000}]}"#)
    let scenario = try #require(result.scenario)
    let run = ScenarioRunner.run(scenario)
    #expect(run.passed)
    let wrong = loadScenario(
      #"{"scenario": 1, "name": "x", "app": {"state": "suspended"}, "steps": [{"uninstallApp": {}}, {"push": {"aps": {"alert": "a"}}, "id": "late"}], "expect": [{"apns": "answer", "notification": "late", "status": 200}]}"#)
    #expect(!ScenarioRunner.run(try #require(wrong.scenario)).passed)
  }
}
