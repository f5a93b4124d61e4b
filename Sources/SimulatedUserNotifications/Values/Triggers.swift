internal import NotificationSimulator

/// What makes a notification fire: models `UNNotificationTrigger`, the base class of the four
/// trigger classes.
///
/// https://developer.apple.com/documentation/usernotifications/unnotificationtrigger
public class UNNotificationTrigger: NSObject, NSCopying {
  /// Whether the trigger fires again after it fires.
  /// https://developer.apple.com/documentation/usernotifications/unnotificationtrigger/repeats
  public let repeats: Bool
  /// The next date the device had for this trigger when the app read its request from
  /// `getPendingNotificationRequests` (rule LN8); `nil` for a trigger the app made itself.
  var pendingNextTriggerDate: Date?

  init(repeats: Bool) {
    self.repeats = repeats
    super.init()
  }

  /// Triggers are immutable: the copy is the same object.
  public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// The trigger of a notification APNs sent: models `UNPushNotificationTrigger`. The system makes
/// it; apps do not.
///
/// https://developer.apple.com/documentation/usernotifications/unpushnotificationtrigger
public class UNPushNotificationTrigger: UNNotificationTrigger {
  init() { super.init(repeats: false) }
}

/// Fires after a number of seconds, and again every as many when it repeats: models
/// `UNTimeIntervalNotificationTrigger`.
///
/// https://developer.apple.com/documentation/usernotifications/untimeintervalnotificationtrigger
public class UNTimeIntervalNotificationTrigger: UNNotificationTrigger {
  /// The seconds until it fires.
  /// https://developer.apple.com/documentation/usernotifications/untimeintervalnotificationtrigger/timeinterval
  public let timeInterval: TimeInterval

  /// A trigger firing `timeInterval` seconds after the request is added. iOS raises an
  /// exception for an interval of 0 or less, or under 60 seconds when repeating; here the trigger
  /// is made, and the simulator refuses the request when it is added (rule LN2).
  /// https://developer.apple.com/documentation/usernotifications/untimeintervalnotificationtrigger/init(timeinterval:repeats:)
  public init(timeInterval: TimeInterval, repeats: Bool) {
    self.timeInterval = timeInterval
    super.init(repeats: repeats)
  }

  /// When it fires next, on the device's wall clock: for a trigger of a request read from
  /// `getPendingNotificationRequests`, the date the device had for it then; `nil` for a trigger
  /// the app made itself, whose date depends on when its request is added (rule LN8).
  /// https://developer.apple.com/documentation/usernotifications/untimeintervalnotificationtrigger/nexttriggerdate()
  public func nextTriggerDate() -> Date? { pendingNextTriggerDate }
}

/// Fires at the next date and time matching some components: models
/// `UNCalendarNotificationTrigger`.
///
/// https://developer.apple.com/documentation/usernotifications/uncalendarnotificationtrigger
public class UNCalendarNotificationTrigger: UNNotificationTrigger {
  /// The components to match. The simulator matches year, month, day, weekday, hour, minute
  /// and second on the device's calendar; other components are ignored.
  /// https://developer.apple.com/documentation/usernotifications/uncalendarnotificationtrigger/datecomponents
  public let dateComponents: DateComponents

  /// A trigger matching `dateComponents`.
  /// https://developer.apple.com/documentation/usernotifications/uncalendarnotificationtrigger/init(datematching:repeats:)
  public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
    self.dateComponents = dateComponents
    super.init(repeats: repeats)
  }

  /// When it fires next, on the device's wall clock: for a trigger of a request read from
  /// `getPendingNotificationRequests`, the date the device had for it then (`nil` when it
  /// matches no later date); `nil` for a trigger the app made itself (rule LN8).
  /// https://developer.apple.com/documentation/usernotifications/uncalendarnotificationtrigger/nexttriggerdate()
  public func nextTriggerDate() -> Date? { pendingNextTriggerDate }
}

/// Fires when the device enters or leaves a region: models `UNLocationNotificationTrigger`.
///
/// https://developer.apple.com/documentation/usernotifications/unlocationnotificationtrigger
public class UNLocationNotificationTrigger: UNNotificationTrigger {
  /// The region watched.
  /// https://developer.apple.com/documentation/usernotifications/unlocationnotificationtrigger/region
  public let region: CLRegion

  /// A trigger for `region`, which fires on entry and/or exit as its `notifyOnEntry` and
  /// `notifyOnExit` say.
  /// https://developer.apple.com/documentation/usernotifications/unlocationnotificationtrigger/init(region:repeats:)
  public init(region: CLRegion, repeats: Bool) {
    self.region = region.copy() as? CLRegion ?? region
    super.init(repeats: repeats)
  }
}

// MARK: A CoreLocation look-alike, as much as location triggers need

/// Degrees of latitude or longitude: models CoreLocation's `CLLocationDegrees`.
///
/// https://developer.apple.com/documentation/corelocation/cllocationdegrees
public typealias CLLocationDegrees = Double

/// A distance in metres: models CoreLocation's `CLLocationDistance`.
///
/// https://developer.apple.com/documentation/corelocation/cllocationdistance
public typealias CLLocationDistance = Double

/// A point on Earth: models CoreLocation's `CLLocationCoordinate2D`.
///
/// https://developer.apple.com/documentation/corelocation/cllocationcoordinate2d
public struct CLLocationCoordinate2D: Hashable, Sendable {
  /// Degrees north (negative: south).
  /// https://developer.apple.com/documentation/corelocation/cllocationcoordinate2d/latitude
  public var latitude: CLLocationDegrees
  /// Degrees east (negative: west).
  /// https://developer.apple.com/documentation/corelocation/cllocationcoordinate2d/longitude
  public var longitude: CLLocationDegrees

  /// The point (0, 0).
  /// https://developer.apple.com/documentation/corelocation/cllocationcoordinate2d/init()
  public init() { self.init(latitude: 0, longitude: 0) }

  /// A point.
  /// https://developer.apple.com/documentation/corelocation/cllocationcoordinate2d/init(latitude:longitude:)
  public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
    self.latitude = latitude
    self.longitude = longitude
  }
}

/// An area the device can enter and leave: models CoreLocation's `CLRegion`. Only its subclass
/// ``CLCircularRegion`` can be made here.
///
/// https://developer.apple.com/documentation/corelocation/clregion
public class CLRegion: NSObject, NSCopying {
  /// The region's name.
  /// https://developer.apple.com/documentation/corelocation/clregion/identifier
  public let identifier: String
  /// Whether entering the region fires; on by default.
  /// https://developer.apple.com/documentation/corelocation/clregion/notifyonentry
  public var notifyOnEntry = true
  /// Whether leaving the region fires; on by default.
  /// https://developer.apple.com/documentation/corelocation/clregion/notifyonexit
  public var notifyOnExit = true

  init(identifier: String) {
    self.identifier = identifier
    super.init()
  }

  /// The simulator's region. Only ``CLCircularRegion`` can be made, so this base version (a
  /// point at 0, 0) is not reached from app code.
  var simulatedRegion: Region {
    Region(identifier: identifier, center: Coordinate(latitude: 0, longitude: 0), radius: 0,
      notifyOnEntry: notifyOnEntry, notifyOnExit: notifyOnExit)
  }

  /// A region with the same values.
  public func copy(with zone: NSZone? = nil) -> Any {
    let copy = CLRegion(identifier: identifier)
    copy.notifyOnEntry = notifyOnEntry
    copy.notifyOnExit = notifyOnExit
    return copy
  }
}

/// A circle on Earth: models CoreLocation's `CLCircularRegion`.
///
/// https://developer.apple.com/documentation/corelocation/clcircularregion
public class CLCircularRegion: CLRegion {
  /// The centre.
  /// https://developer.apple.com/documentation/corelocation/clcircularregion/center
  public let center: CLLocationCoordinate2D
  /// The radius in metres.
  /// https://developer.apple.com/documentation/corelocation/clcircularregion/radius
  public let radius: CLLocationDistance

  /// A circle of `radius` metres around `center`.
  /// https://developer.apple.com/documentation/corelocation/clcircularregion/init(center:radius:identifier:)
  public init(center: CLLocationCoordinate2D, radius: CLLocationDistance, identifier: String) {
    self.center = center
    self.radius = radius
    super.init(identifier: identifier)
  }

  /// Whether `coordinate` lies in the circle, by the simulator's great-circle distance.
  /// https://developer.apple.com/documentation/corelocation/clcircularregion/contains(_:)
  public func contains(_ coordinate: CLLocationCoordinate2D) -> Bool {
    simulatedRegion.contains(.init(latitude: coordinate.latitude, longitude: coordinate.longitude))
  }

  /// The simulator's circular region.
  override var simulatedRegion: Region {
    Region(identifier: identifier, center: Coordinate(latitude: center.latitude, longitude: center.longitude),
      radius: radius, notifyOnEntry: notifyOnEntry, notifyOnExit: notifyOnExit)
  }

  /// A circle with the same values.
  public override func copy(with zone: NSZone? = nil) -> Any {
    let copy = CLCircularRegion(center: center, radius: radius, identifier: identifier)
    copy.notifyOnEntry = notifyOnEntry
    copy.notifyOnExit = notifyOnExit
    return copy
  }
}
