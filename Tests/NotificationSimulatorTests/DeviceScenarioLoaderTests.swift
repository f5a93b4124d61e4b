import Testing

@testable import NotificationSimulator

/// The loader's positioned errors for the device's clock, place and local requests.
@Suite struct DeviceScenarioLoaderTests {
  @Test func `an unknown time zone is an error with a suggestion`() {
    let result = loadScenario(#"{"scenario": 1, "name": "x", "device": {"timeZone": "America/New_Yrok"}}"#)
    #expect(
      result.diagnostics.map(\.rendered) == [
        """
        dir/s.json:1:53: error: unknown time zone "America/New_Yrok"; did you mean "America/New_York"? [unknown-time-zone]
          at $.device.timeZone
          hint: Use an IANA name such as "America/New_York", "Europe/Berlin" or "UTC" (\(VirtualCalendar.knownTimeZoneIdentifiers.count) are known).
        """
      ])
  }

  @Test func `a start time the clocks skip is an error`() {
    let result = loadScenario(
      #"{"scenario": 1, "name": "x", "device": {"timeZone": "America/New_York", "date": "2026-03-08T02:30"}}"#)
    #expect(
      result.diagnostics.map(\.rendered) == [
        """
        dir/s.json:1:81: error: 2026-03-08T02:30:00 does not exist in America/New_York: the clocks skip it for daylight-saving time [invalid-date]
          at $.device.date
          hint: Start the device an hour later.
        """
      ])
  }

  @Test func `trigger components, radius and badges out of range are errors at their position`() {
    let result = loadScenario(
      """
      {"scenario": 1, "name": "x", "steps": [
        {"schedule": {"id": "r", "trigger": {"calendar": {"hour": 25}}}},
        {"schedule": {"id": "s", "trigger": {"region": {"id": "m", "latitude": 1, "longitude": 2, "radius": -5}}}},
        {"schedule": {"id": "t", "trigger": {"timeInterval": "5s", "calendar": {"hour": 1}}}},
        {"setBadgeCount": -1}
      ]}
      """)
    #expect(
      result.diagnostics.map(\.rendered) == [
        """
        dir/s.json:2:61: error: hour 25 is out of range [out-of-range]
          at $.steps[0].schedule.trigger.calendar.hour
          hint: hour must be a whole number between 0 and 23.
        """,
        """
        dir/s.json:3:103: error: radius -5 is out of range [out-of-range]
          at $.steps[1].schedule.trigger.region.radius
          hint: radius must be a number of metres between 0 and 1000000.
        """,
        """
        dir/s.json:4:39: error: a trigger has one kind; this one has "timeInterval" and "calendar" [invalid-step]
          at $.steps[2].schedule.trigger
          hint: Write for example {"calendar": {"hour": 8, "minute": 30}, "repeats": true}.
        """,
        """
        dir/s.json:5:21: error: setBadgeCount -1 is out of range [out-of-range]
          at $.steps[3].setBadgeCount
          hint: setBadgeCount must be a whole number, 0 or more. 0 removes the badge.
        """,
      ])
  }

  @Test func `apns-collapse-id becomes the identifier, and a different id is an error`() throws {
    let good = loadScenario(
      #"{"scenario": 1, "name": "x", "steps": [{"push": {"aps": {"alert": "1-0"}}, "headers": {"apns-collapse-id": "match"}}, {"tap": "match"}]}"#)
    #expect(good.diagnostics.isEmpty)
    let steps = try #require(good.scenario?.steps)
    guard case .send(let push) = steps[0].action else { Issue.record("not a push through APNs"); return }
    #expect(push.identifier == "match")
    let bad = loadScenario(
      #"{"scenario": 1, "name": "x", "steps": [{"push": {"aps": {"alert": "1-0"}}, "id": "n1", "headers": {"apns-collapse-id": "match"}}]}"#)
    #expect(
      bad.diagnostics.map(\.diagnostic.message) == [
        #"the push has id "n1" and apns-collapse-id "match"; on the device its identifier is the collapse id"#
      ])
  }

  @Test func `the device's clock, place and a full request are read`() throws {
    let result = loadScenario(
      """
      {"scenario": 1, "name": "x",
       "device": {"timeZone": "Europe/Berlin", "date": "2026-01-07T10:00", "locationAuthorization": "whenInUse",
                  "location": {"latitude": 52.5, "longitude": 13.4}},
       "app": {"entitlements": ["timeSensitive"]},
       "steps": [{"schedule": {"id": "w", "title": "T", "subtitle": "S", "body": "B", "thread": "t", "badge": 2,
                               "relevanceScore": 0.5, "interruptionLevel": "time-sensitive", "userInfo": {"k": 1},
                               "trigger": {"calendar": {"weekday": 2, "hour": 9}, "repeats": true}}}]}
      """)
    #expect(result.diagnostics.isEmpty)
    let scenario = try #require(result.scenario)
    #expect(scenario.device.timeZone == "Europe/Berlin")
    #expect(scenario.device.date == LocalDateTime(year: 2026, month: 1, day: 7, hour: 10))
    #expect(scenario.device.locationAuthorization == .whenInUse)
    #expect(scenario.device.location == Coordinate(latitude: 52.5, longitude: 13.4))
    guard case .schedule(let request) = scenario.steps[0].action else { Issue.record("not a schedule"); return }
    #expect(request.trigger == .calendar(DateMatch(weekday: 2, hour: 9), repeats: true))
    #expect(request.threadIdentifier == "t" && request.badge == 2 && request.relevanceScore == 0.5)
    #expect(request.interruptionLevel == .timeSensitive && request.userInfo.keys == ["k"])
  }
}
