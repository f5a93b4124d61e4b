import Foundation

/// A local date and time on the device's wall clock, without a time zone.
///
/// What a scenario's `device.date` gives and what the trace prints next to a calendar trigger;
/// the device's ``VirtualCalendar`` ties it to its time zone.
public struct LocalDateTime: Hashable, Sendable, CustomStringConvertible {
  /// The year.
  public var year: Int
  /// The month, 1–12.
  public var month: Int
  /// The day of the month, 1–31.
  public var day: Int
  /// The hour, 0–23.
  public var hour: Int
  /// The minute, 0–59.
  public var minute: Int
  /// The second, 0–59.
  public var second: Int

  /// Creates a local date-time.
  public init(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0) {
    self.year = year
    self.month = month
    self.day = day
    self.hour = hour
    self.minute = minute
    self.second = second
  }

  /// Reads `2026-03-07T08:00` or `2026-03-07T08:00:00`; `nil` for anything else.
  public init?(parsing text: String) {
    let bytes = Array(text.utf8)
    guard bytes.count == 16 || bytes.count == 19, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
      bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"), bytes.count == 16 || bytes[16] == UInt8(ascii: ":")
    else { return nil }
    func number(_ range: Range<Int>) -> Int? {
      var value = 0
      for index in range {
        let byte = bytes[index]
        guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
        value = value * 10 + Int(byte - UInt8(ascii: "0"))
      }
      return value
    }
    guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10), let hour = number(11..<13),
      let minute = number(14..<16), let second = bytes.count == 19 ? number(17..<19) : 0,
      (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 60
    else { return nil }
    self.init(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
  }

  /// `2026-03-07T08:00:00`.
  public var description: String {
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    let yearText = String(year)
    return String(repeating: "0", count: max(0, 4 - yearText.count)) + yearText + "-" + two(month) + "-" + two(day) + "T"
      + two(hour) + ":" + two(minute) + ":" + two(second)
  }
}

/// The device's wall clock: a start date-time in an IANA time zone, moved on by the virtual clock.
///
/// Calendar triggers (`UNCalendarNotificationTrigger`) are matched against it, so a daily 08:30
/// reminder stays at 08:30 local time across daylight-saving changes while a 24-hour time
/// interval does not. Time-zone rules come from the ICU data that ships inside the Swift
/// toolchain's Foundation, never from the host's `TZ`, locale or clock.
public struct VirtualCalendar: Hashable, Sendable {
  /// The IANA identifier of the device's time zone, such as `America/New_York`.
  public let timeZoneIdentifier: String
  /// The local date-time at the start of the simulation (virtual `+0.000s`).
  public let start: LocalDateTime
  private let calendar: Calendar
  private let startDate: Date

  /// The start date used when a scenario gives none: Monday 5 January 2026, 09:00, in UTC.
  public static let defaultStart = LocalDateTime(year: 2026, month: 1, day: 5, hour: 9)

  /// A calendar starting at `start` in the time zone `timeZoneIdentifier`; `nil` when the time
  /// zone is unknown or `start` does not exist there (a time skipped by a daylight-saving change).
  public init?(start: LocalDateTime = VirtualCalendar.defaultStart, timeZoneIdentifier: String = "UTC") {
    // Foundation's time zone and calendar cost more to set up than a whole simulated test, and
    // every simulator (every tester) makes one: a calendar made once is reused.
    // The default calendar, which most simulators use, is made once without a lookup.
    if start == Self.defaultStart && timeZoneIdentifier == "UTC" {
      guard let made = Self.defaultUTC else { return nil }
      self = made
      return
    }
    if let made = Self.made.calendar(start: start, timeZoneIdentifier: timeZoneIdentifier) {
      self = made
      return
    }
    guard let made = VirtualCalendar(making: start, timeZoneIdentifier: timeZoneIdentifier) else { return nil }
    self = made
    Self.made.keep(self)
  }

  /// The calendar at ``defaultStart`` in UTC.
  private static let defaultUTC = VirtualCalendar(making: defaultStart, timeZoneIdentifier: "UTC")

  /// Makes a calendar starting at `start` in `timeZoneIdentifier` from Foundation's.
  private init?(making start: LocalDateTime, timeZoneIdentifier: String) {
    guard let zone = TimeZone(identifier: timeZoneIdentifier) else { return nil }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    calendar.locale = Locale(identifier: "en_US_POSIX")
    guard let date = calendar.date(from: Self.components(of: start)),
      Self.components(of: calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)) == start
    else { return nil }
    self.timeZoneIdentifier = timeZoneIdentifier
    self.start = start
    self.calendar = calendar
    self.startDate = date
  }

  /// The calendars made so far in this process, by start and time zone.
  private static let made = MadeCalendars()

  /// A small process-wide store of calendars, safe to use from any thread (tests run in parallel).
  private final class MadeCalendars: @unchecked Sendable {
    private struct Key: Hashable {
      var start: LocalDateTime
      var timeZoneIdentifier: String
    }
    private let lock = NSLock()
    private var calendars: [Key: VirtualCalendar] = [:]
    /// The most kept at once; past it the store starts again, so odd inputs cannot grow it.
    private let limit = 64

    func calendar(start: LocalDateTime, timeZoneIdentifier: String) -> VirtualCalendar? {
      lock.withLock { calendars[Key(start: start, timeZoneIdentifier: timeZoneIdentifier)] }
    }

    func keep(_ calendar: VirtualCalendar) {
      lock.withLock {
        if calendars.count >= limit { calendars.removeAll() }
        calendars[Key(start: calendar.start, timeZoneIdentifier: calendar.timeZoneIdentifier)] = calendar
      }
    }
  }

  /// Every time-zone identifier the toolchain knows, for suggestions.
  public static var knownTimeZoneIdentifiers: [String] { TimeZone.knownTimeZoneIdentifiers.sorted() }

  /// The local date-time at `instant`.
  public func localTime(at instant: SimulatedInstant) -> LocalDateTime {
    Self.components(of: calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date(at: instant)))
  }

  /// Milliseconds since 1970 (UTC) at `instant` on the device's wall clock: the time APNs gives
  /// in a `410` answer's `timestamp`, and `apns-expiration` (in seconds) compares against.
  public func unixMilliseconds(at instant: SimulatedInstant) -> Int64 {
    Self.clamped((date(at: instant).timeIntervalSince1970 * 1000).rounded())
  }

  /// `2026-03-08T08:30:00-04:00`: the local date-time at `instant` and the zone's offset from UTC
  /// then; an offset that is not a whole number of minutes has its seconds too, as ISO 8601
  /// (2019) and RFC 9557 allow: `1970-01-02T08:30:00-00:44:30` in Africa/Monrovia before 1972.
  public func timestamp(at instant: SimulatedInstant) -> String {
    let date = date(at: instant)
    let offset = calendar.timeZone.secondsFromGMT(for: date)
    let sign = offset < 0 ? "-" : "+"
    let minutes = abs(offset) / 60
    let seconds = abs(offset) % 60
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return localTime(at: instant).description + sign + two(minutes / 60) + ":" + two(minutes % 60) + (seconds == 0 ? "" : ":" + two(seconds))
  }

  /// The virtual instant at which the wall clock shows `local`, or `nil` if that time does not
  /// exist in the zone or is before the start.
  public func instant(of local: LocalDateTime) -> SimulatedInstant? {
    guard let date = date(of: local), let instant = instant(of: date) else { return nil }
    return instant >= .zero ? instant : nil
  }

  /// The first instant strictly after `instant` whose local time matches `match`: what
  /// `UNCalendarNotificationTrigger.nextTriggerDate()` returns.
  ///
  /// A matching local time that a daylight-saving change skips fires at the same distance after
  /// the gap when `skippedTimeFiresAfterGap` (02:30 becomes 03:30), else that day is skipped; a
  /// local time that occurs twice fires at its first occurrence when `repeatedTimeFiresFirst`,
  /// else at the second (quirks ``Quirks/calendarSkippedTimeFiresAfterGap`` and
  /// ``Quirks/calendarRepeatedTimeFiresFirst``).
  public func nextMatch(
    after instant: SimulatedInstant, _ match: DateMatch, skippedTimeFiresAfterGap: Bool, repeatedTimeFiresFirst: Bool
  ) -> SimulatedInstant? {
    var components = DateComponents()
    components.year = match.year
    components.month = match.month
    components.day = match.day
    components.weekday = match.weekday
    components.hour = match.hour
    // A component left out matches anything, but the smaller ones then start at zero: hour 8
    // alone fires at 08:00:00, once a day, as `Calendar` reads a date match.
    components.minute = match.minute ?? (match.hour != nil ? 0 : nil)
    components.second = match.second ?? (match.hour != nil || match.minute != nil ? 0 : nil)
    let next = calendar.nextDate(
      after: date(at: instant), matching: components,
      matchingPolicy: skippedTimeFiresAfterGap ? .nextTimePreservingSmallerComponents : .strict,
      repeatedTimePolicy: repeatedTimeFiresFirst ? .first : .last, direction: .forward)
    if let next { return self.instant(of: next) }
    // Foundation finds no date in a zone whose offset is not a whole number of minutes (such
    // as Africa/Monrovia's UTC-0:44:30 before 1972), though one exists: the calendar's own search.
    return searchNextMatch(after: instant, match, skippedTimeFiresAfterGap: skippedTimeFiresAfterGap)
  }

  /// How many days ``searchNextMatch(after:_:skippedTimeFiresAfterGap:)`` looks ahead at most:
  /// 400 years, after which the Gregorian calendar repeats its dates and weekdays.
  static let searchDays = 146_097

  /// The first instant strictly after `instant` whose local time matches `match`, found by
  /// walking the local dates one by one (the date arithmetic is the proleptic Gregorian
  /// calendar's, the zone's offsets come from Foundation's conversion of each candidate time).
  /// A local time the zone skips fires where Foundation places it after the gap when
  /// `skippedTimeFiresAfterGap`, else that day is passed over; a repeated local time fires at
  /// the occurrence Foundation converts it to. `nil` when nothing matches within 400 years.
  func searchNextMatch(after instant: SimulatedInstant, _ match: DateMatch, skippedTimeFiresAfterGap: Bool) -> SimulatedInstant? {
    let minuteDefault = match.hour != nil ? 0 : nil
    let secondDefault = match.hour != nil || match.minute != nil ? 0 : nil
    let hours = match.hour.map { [$0] } ?? Array(0..<24)
    let minutes = (match.minute ?? minuteDefault).map { [$0] } ?? Array(0..<60)
    let seconds = (match.second ?? secondDefault).map { [$0] } ?? Array(0..<60)
    guard hours.allSatisfy({ (0..<24).contains($0) }), minutes.allSatisfy({ (0..<60).contains($0) }),
      seconds.allSatisfy({ (0..<60).contains($0) })
    else { return nil }
    let now = localTime(at: instant)
    let firstDay = Self.days(year: now.year, month: now.month, day: now.day)
    for day in firstDay...(firstDay + Self.searchDays) {
      let (year, month, dayOfMonth) = Self.civil(days: day)
      if let wanted = match.year, year > wanted { return nil }
      guard match.year.map({ $0 == year }) ?? true, match.month.map({ $0 == month }) ?? true,
        match.day.map({ $0 == dayOfMonth }) ?? true, match.weekday.map({ $0 == Self.weekday(days: day) }) ?? true
      else { continue }
      for hour in hours {
        // On the first day, the times before the current local time cannot be later.
        if day == firstDay && hour < now.hour { continue }
        for minute in minutes {
          if day == firstDay && hour == now.hour && minute < now.minute { continue }
          for second in seconds {
            if day == firstDay && hour == now.hour && minute == now.minute && second < now.second { continue }
            let local = LocalDateTime(year: year, month: month, day: dayOfMonth, hour: hour, minute: minute, second: second)
            let found: Date?
            if let exact = date(of: local) {
              found = exact
            } else {
              found = skippedTimeFiresAfterGap ? calendar.date(from: Self.components(of: local)) : nil
            }
            if let found, let candidate = self.instant(of: found), candidate > instant { return candidate }
          }
        }
      }
    }
    return nil
  }

  /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's `days_from_civil`).
  static func days(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The proleptic Gregorian date `days` after 1970-01-01 (`civil_from_days`).
  static func civil(days: Int) -> (year: Int, month: Int, day: Int) {
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let shifted = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * shifted + 2) / 5 + 1
    let month = shifted < 10 ? shifted + 3 : shifted - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }

  /// The weekday of the date `days` after 1970-01-01 (a Thursday), 1 (Sunday) to 7 (Saturday).
  static func weekday(days: Int) -> Int {
    ((days % 7 + 7 + 4) % 7) + 1
  }

  /// Whole seconds since 1970-01-01T00:00:00Z at `instant`: the clock of a provider token's `iat`
  /// and of APNs's `apns-expiration`.
  public func secondsSince1970(at instant: SimulatedInstant) -> Int64 {
    unixMilliseconds(at: instant) / 1000
  }

  /// Whole seconds since 1970 at the local date-time `local` (before the start too), or `nil`
  /// if the zone skips that time.
  public func secondsSince1970(of local: LocalDateTime) -> Int64? {
    date(of: local).map { Self.clamped($0.timeIntervalSince1970.rounded(.down)) }
  }

  /// The date at which the wall clock shows `local`, or `nil` if the zone skips that time.
  private func date(of local: LocalDateTime) -> Date? {
    guard let date = calendar.date(from: Self.components(of: local)),
      Self.components(of: calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)) == local
    else { return nil }
    return date
  }

  /// The instant whose wall-clock time is `seconds` since 1970 (before the start it is negative).
  public func instant(secondsSince1970 seconds: Int64) -> SimulatedInstant {
    let (difference, overflow) = seconds.subtractingReportingOverflow(Self.clamped(startDate.timeIntervalSince1970.rounded(.down)))
    return SimulatedInstant(offset: .seconds(overflow ? (seconds < 0 ? Int64.min : Int64.max) : difference))
  }

  private func date(at instant: SimulatedInstant) -> Date {
    let (seconds, attoseconds) = instant.offset.components
    return startDate.addingTimeInterval(Double(seconds) + Double(attoseconds) / 1e18)
  }

  /// The instant of `date`; `nil` when it is further from the start than whole milliseconds in
  /// an `Int64` reach (about 292 million years), so no date traps.
  private func instant(of date: Date) -> SimulatedInstant? {
    let milliseconds = ((date.timeIntervalSince(startDate)) * 1000).rounded()
    guard let whole = Int64(exactly: milliseconds) else { return nil }
    return SimulatedInstant(offset: .milliseconds(whole))
  }

  /// `value` as an `Int64`, the nearest end of its range when it is outside, 0 for NaN.
  static func clamped(_ value: Double) -> Int64 {
    guard !value.isNaN else { return 0 }
    if value >= 0x1p63 { return .max }
    if value < -0x1p63 { return .min }
    return Int64(value)
  }

  private static func components(of local: LocalDateTime) -> DateComponents {
    DateComponents(year: local.year, month: local.month, day: local.day, hour: local.hour, minute: local.minute, second: local.second)
  }

  private static func components(of components: DateComponents) -> LocalDateTime {
    LocalDateTime(
      year: components.year ?? 0, month: components.month ?? 0, day: components.day ?? 0, hour: components.hour ?? 0,
      minute: components.minute ?? 0, second: components.second ?? 0)
  }

  /// Calendars are equal when they start at the same local time in the same zone.
  public static func == (lhs: VirtualCalendar, rhs: VirtualCalendar) -> Bool {
    lhs.timeZoneIdentifier == rhs.timeZoneIdentifier && lhs.start == rhs.start
  }

  /// Hashes the zone and the start.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(timeZoneIdentifier)
    hasher.combine(start)
  }
}

// The trigonometry of Region.distance, kept beside the file's Foundation import.
func haversin(_ angle: Double) -> Double { let s = sin(angle / 2); return s * s }
func cosine(_ angle: Double) -> Double { cos(angle) }
func arcsine(_ value: Double) -> Double { asin(value) }
