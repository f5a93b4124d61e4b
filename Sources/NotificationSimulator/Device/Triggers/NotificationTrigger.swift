/// What makes a local request fire.
///
/// Models the concrete subclasses of `UNNotificationTrigger`; a request with no trigger
/// (`trigger: nil` in `UNNotificationRequest(identifier:content:trigger:)`) is delivered at once.
public enum NotificationTrigger: Hashable, Sendable, CustomStringConvertible {
  /// `UNTimeIntervalNotificationTrigger(timeInterval:repeats:)`: fires `interval` after it is
  /// added, and every `interval` after that when it repeats. The interval must be greater than 0,
  /// and at least 60 seconds when it repeats (rule LN2).
  case timeInterval(Duration, repeats: Bool)
  /// `UNCalendarNotificationTrigger(dateMatching:repeats:)`: fires at the next local date-time on
  /// the device's calendar that matches every component given (rule LN3).
  case calendar(DateMatch, repeats: Bool)
  /// `UNLocationNotificationTrigger(region:repeats:)`: fires when the device enters or leaves a
  /// circular region (rule LN4).
  case location(Region, repeats: Bool)

  /// Whether the trigger fires again after it fires (`repeats`).
  public var repeats: Bool {
    switch self {
    case .timeInterval(_, let repeats), .calendar(_, let repeats), .location(_, let repeats): repeats
    }
  }

  /// `timeInterval 60s repeats`, `calendar hour=8 minute=30`, `region office`.
  public var description: String {
    let suffix = repeats ? " repeats" : ""
    switch self {
    case .timeInterval(let interval, _): return "timeInterval \(SimulatedInstant.format(interval).dropFirst())" + suffix
    case .calendar(let match, _): return "calendar \(match)" + suffix
    case .location(let region, _): return "region \(region.identifier)" + suffix
    }
  }
}

/// The date components a calendar trigger matches; `nil` components match anything.
///
/// Models the `DateComponents` given to `UNCalendarNotificationTrigger(dateMatching:repeats:)`
/// on the Gregorian calendar: hour 8 and minute 30 match every day at 08:30; weekday 2 adds
/// "on Mondays".
public struct DateMatch: Hashable, Sendable, CustomStringConvertible {
  /// `year`.
  public var year: Int?
  /// `month`, 1–12.
  public var month: Int?
  /// `day` of the month, 1–31.
  public var day: Int?
  /// `weekday`, 1 (Sunday) to 7 (Saturday), as `Calendar` numbers them.
  public var weekday: Int?
  /// `hour`, 0–23.
  public var hour: Int?
  /// `minute`, 0–59.
  public var minute: Int?
  /// `second`, 0–59.
  public var second: Int?

  /// Creates a match; leave out the components that may be anything.
  public init(
    year: Int? = nil, month: Int? = nil, day: Int? = nil, weekday: Int? = nil, hour: Int? = nil, minute: Int? = nil,
    second: Int? = nil
  ) {
    self.year = year
    self.month = month
    self.day = day
    self.weekday = weekday
    self.hour = hour
    self.minute = minute
    self.second = second
  }

  /// Each component's name, its value and its valid range, in a fixed order.
  public var components: [(name: String, value: Int?, range: ClosedRange<Int>)] {
    [
      ("year", year, 1...9999), ("month", month, 1...12), ("day", day, 1...31), ("weekday", weekday, 1...7),
      ("hour", hour, 0...23), ("minute", minute, 0...59), ("second", second, 0...59),
    ]
  }

  /// `hour=8 minute=30`.
  public var description: String {
    components.compactMap { component in component.value.map { "\(component.name)=\($0)" } }.joined(separator: " ")
  }
}

/// A point on Earth in degrees.
///
/// Models `CLLocationCoordinate2D`.
public struct Coordinate: Hashable, Sendable, CustomStringConvertible {
  /// `latitude`, -90 to 90.
  public var latitude: Double
  /// `longitude`, -180 to 180.
  public var longitude: Double

  /// Creates a coordinate.
  public init(latitude: Double, longitude: Double) {
    self.latitude = latitude
    self.longitude = longitude
  }

  /// `(37.3349, -122.009)`.
  public var description: String { "(\(latitude), \(longitude))" }
}

/// A circular region a location trigger watches.
///
/// Models `CLCircularRegion(center:radius:identifier:)` with its `notifyOnEntry` and
/// `notifyOnExit` flags.
public struct Region: Hashable, Sendable {
  /// `identifier`.
  public var identifier: String
  /// `center`.
  public var center: Coordinate
  /// `radius` in metres.
  public var radius: Double
  /// `notifyOnEntry`: fire when the device enters the region.
  public var notifyOnEntry: Bool
  /// `notifyOnExit`: fire when the device leaves the region.
  public var notifyOnExit: Bool

  /// Creates a region; like `CLRegion`, it notifies on entry and on exit by default.
  public init(identifier: String, center: Coordinate, radius: Double, notifyOnEntry: Bool = true, notifyOnExit: Bool = true) {
    self.identifier = identifier
    self.center = center
    self.radius = radius
    self.notifyOnEntry = notifyOnEntry
    self.notifyOnExit = notifyOnExit
  }

  /// Whether `point` lies inside the circle, by great-circle distance on a sphere of the Earth's
  /// mean radius (haversine).
  public func contains(_ point: Coordinate) -> Bool {
    Region.distance(center, point) <= radius
  }

  static func distance(_ a: Coordinate, _ b: Coordinate) -> Double {
    let earthRadius = 6_371_008.8
    let toRadians = Double.pi / 180
    let dLat = (b.latitude - a.latitude) * toRadians
    let dLon = (b.longitude - a.longitude) * toRadians
    let h = haversin(dLat) + cosine(a.latitude * toRadians) * cosine(b.latitude * toRadians) * haversin(dLon)
    return 2 * earthRadius * arcsine(min(1, h.squareRoot()))
  }
}

/// How the device's location services are authorized for the app.
///
/// Models `CLAuthorizationStatus`; a location trigger needs `authorizedWhenInUse` or better.
public enum LocationAuthorization: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// `.notDetermined`.
  case notDetermined
  /// `.denied`.
  case denied
  /// `.authorizedWhenInUse`.
  case whenInUse
  /// `.authorizedAlways`.
  case always

  /// Whether location triggers may fire.
  public var allowsLocationTriggers: Bool { self == .whenInUse || self == .always }

  /// The name as scenario files write it.
  public var description: String { rawValue }
}
