import Testing

@testable import NotificationSimulator

/// Where Foundation's `Calendar.nextDate` finds no date though one exists (a zone whose offset
/// is not a whole number of minutes), the calendar searches the local dates itself; where
/// Foundation finds one, the search finds the same.
@Suite struct CalendarSearchTests {
  @Test func `a daily trigger in Monrovia before 1972 (UTC-0:44:30) fires every day`() throws {
    let calendar = try #require(VirtualCalendar(start: LocalDateTime(year: 1970, month: 1, day: 1, hour: 12), timeZoneIdentifier: "Africa/Monrovia"))
    let daily = DateMatch(hour: 8, minute: 30)
    let first = try #require(calendar.nextMatch(after: .zero, daily, skippedTimeFiresAfterGap: true, repeatedTimeFiresFirst: true))
    let second = try #require(calendar.nextMatch(after: first, daily, skippedTimeFiresAfterGap: true, repeatedTimeFiresFirst: true))
    #expect(calendar.localTime(at: first) == LocalDateTime(year: 1970, month: 1, day: 2, hour: 8, minute: 30))
    #expect(calendar.localTime(at: second) == LocalDateTime(year: 1970, month: 1, day: 3, hour: 8, minute: 30))
    #expect(first.offset == .seconds(20 * 3600 + 30 * 60))
    #expect(second.offset - first.offset == .seconds(86_400))
    #expect(calendar.timestamp(at: first) == "1970-01-02T08:30:00-00:44:30")
    // The offset is 44 minutes 30 seconds behind UTC: 08:30 local is 09:14:30 UTC.
    #expect(calendar.secondsSince1970(at: first) == 86_400 + 9 * 3600 + 14 * 60 + 30)
    // A weekly and a yearly match too.
    let monday = try #require(calendar.nextMatch(after: .zero, DateMatch(weekday: 2, hour: 9), skippedTimeFiresAfterGap: true, repeatedTimeFiresFirst: true))
    #expect(calendar.localTime(at: monday) == LocalDateTime(year: 1970, month: 1, day: 5, hour: 9))
    let leapDay = try #require(calendar.nextMatch(after: .zero, DateMatch(month: 2, day: 29, hour: 7), skippedTimeFiresAfterGap: false, repeatedTimeFiresFirst: true))
    #expect(calendar.localTime(at: leapDay) == LocalDateTime(year: 1972, month: 2, day: 29, hour: 7))
    // A date that never comes: none, after the search's 400 years.
    #expect(calendar.nextMatch(after: .zero, DateMatch(month: 2, day: 30), skippedTimeFiresAfterGap: false, repeatedTimeFiresFirst: true) == nil)
    #expect(calendar.nextMatch(after: .zero, DateMatch(year: 1969, hour: 8), skippedTimeFiresAfterGap: false, repeatedTimeFiresFirst: true) == nil)
  }

  @Test(arguments: ["UTC", "America/New_York", "Asia/Kolkata", "Australia/Lord_Howe", "Europe/London"])
  func `the calendar's own search finds what Foundation finds`(zone: String) throws {
    let calendar = try #require(VirtualCalendar(start: LocalDateTime(year: 2026, month: 3, day: 1, hour: 12), timeZoneIdentifier: zone))
    let matches = [
      DateMatch(hour: 8, minute: 30), DateMatch(weekday: 2, hour: 9), DateMatch(month: 2, day: 29, hour: 0),
      DateMatch(day: 31, hour: 23, minute: 59, second: 59), DateMatch(minute: 15), DateMatch(year: 2027, month: 1, day: 1),
      DateMatch(month: 11, day: 1, hour: 1, minute: 30),
    ]
    for match in matches {
      var after = SimulatedInstant.zero
      for _ in 0..<3 {
        let foundation = try #require(calendar.nextMatch(after: after, match, skippedTimeFiresAfterGap: false, repeatedTimeFiresFirst: true))
        let own = calendar.searchNextMatch(after: after, match, skippedTimeFiresAfterGap: false)
        #expect(own == foundation, "\(zone) \(match) after \(after)")
        after = foundation
      }
    }
  }

  @Test func `days and weekdays of the proleptic Gregorian calendar`() {
    #expect(VirtualCalendar.days(year: 1970, month: 1, day: 1) == 0)
    #expect(VirtualCalendar.days(year: 2000, month: 3, day: 1) == 11_017)
    #expect(VirtualCalendar.days(year: 1969, month: 12, day: 31) == -1)
    for day in [-800_000, -1, 0, 59, 11_016, 20_513, 2_932_896] {
      let (year, month, dayOfMonth) = VirtualCalendar.civil(days: day)
      #expect(VirtualCalendar.days(year: year, month: month, day: dayOfMonth) == day)
    }
    #expect(VirtualCalendar.weekday(days: 0) == 5)  // Thursday
    #expect(VirtualCalendar.weekday(days: -4) == 1)  // Sunday 28 December 1969
    #expect(VirtualCalendar.weekday(days: VirtualCalendar.days(year: 2026, month: 1, day: 5)) == 2)  // Monday
  }
}
