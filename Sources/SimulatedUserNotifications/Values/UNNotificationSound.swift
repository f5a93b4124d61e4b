/// The name of a sound file in the app bundle or `Library/Sounds`: models `UNNotificationSoundName`.
///
/// https://developer.apple.com/documentation/usernotifications/unnotificationsoundname
public struct UNNotificationSoundName: RawRepresentable, Hashable, Sendable {
  /// The file name.
  /// https://developer.apple.com/documentation/usernotifications/unnotificationsoundname/rawvalue
  public let rawValue: String
  /// A name from its file name.
  /// https://developer.apple.com/documentation/usernotifications/unnotificationsoundname/init(rawvalue:)
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A name from its file name.
  /// https://developer.apple.com/documentation/usernotifications/unnotificationsoundname/init(_:)
  public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// The sound a notification plays: models `UNNotificationSound`.
///
/// The simulator's content keeps a sound's name only (`"default"` for the default sound): a
/// critical sound's volume and whether it is critical or a ringtone are kept here, on this
/// object, but do not reach the simulator's model (a local request records only that it has a
/// sound).
///
/// https://developer.apple.com/documentation/usernotifications/unnotificationsound
public class UNNotificationSound: NSObject, NSCopying {
  /// The file name; `nil` for the system's default sound.
  let name: String?
  /// Whether it is a critical alert sound.
  let isCritical: Bool
  /// A critical sound's volume, 0 to 1.
  let volume: Float?
  /// Whether it is a ringtone sound.
  let isRingtone: Bool

  init(name: String?, isCritical: Bool = false, volume: Float? = nil, isRingtone: Bool = false) {
    self.name = name
    self.isCritical = isCritical
    self.volume = volume
    self.isRingtone = isRingtone
    super.init()
  }

  /// The sound named `name`.
  /// https://developer.apple.com/documentation/usernotifications/unnotificationsound/init(named:)
  public convenience init(named name: UNNotificationSoundName) {
    self.init(name: name.rawValue)
  }

  /// The system's default notification sound.
  /// https://developer.apple.com/documentation/usernotifications/unnotificationsound/default
  public class var `default`: UNNotificationSound { UNNotificationSound(name: nil) }

  /// The system's default critical alert sound (iOS 12).
  /// https://developer.apple.com/documentation/usernotifications/unnotificationsound/defaultcritical
  public class var defaultCritical: UNNotificationSound { UNNotificationSound(name: nil, isCritical: true) }

  /// The default critical alert sound at `volume`, 0 to 1 (iOS 12).
  /// https://developer.apple.com/documentation/usernotifications/unnotificationsound/defaultcriticalsound(withaudiovolume:)
  public class func defaultCriticalSound(withAudioVolume volume: Float) -> UNNotificationSound {
    UNNotificationSound(name: nil, isCritical: true, volume: volume)
  }

  /// The sound named `name`, played as a critical alert (iOS 12).
  /// https://developer.apple.com/documentation/usernotifications/unnotificationsound/criticalsoundnamed(_:)
  public class func criticalSoundNamed(_ name: UNNotificationSoundName) -> UNNotificationSound {
    UNNotificationSound(name: name.rawValue, isCritical: true)
  }

  /// The sound named `name`, played as a critical alert at `volume`, 0 to 1 (iOS 12).
  /// https://developer.apple.com/documentation/usernotifications/unnotificationsound/criticalsoundnamed(_:withaudiovolume:)
  public class func criticalSoundNamed(_ name: UNNotificationSoundName, withAudioVolume volume: Float)
    -> UNNotificationSound
  {
    UNNotificationSound(name: name.rawValue, isCritical: true, volume: volume)
  }

  /// The sound named `name`, played as a ringtone (iOS 15.2, for calls).
  /// https://developer.apple.com/documentation/usernotifications/unnotificationsound/ringtonesoundnamed(_:)
  public class func ringtoneSoundNamed(_ name: UNNotificationSoundName) -> UNNotificationSound {
    UNNotificationSound(name: name.rawValue, isRingtone: true)
  }

  /// The user's default ringtone (iOS 15.2).
  /// https://developer.apple.com/documentation/usernotifications/unnotificationsound/defaultringtone
  public class var defaultRingtone: UNNotificationSound { UNNotificationSound(name: nil, isRingtone: true) }

  /// Sounds are immutable: the copy is the same object, as for Foundation's immutable classes.
  public func copy(with zone: NSZone? = nil) -> Any { self }

  /// Equal when the name, kind and volume are.
  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UNNotificationSound else { return false }
    return name == other.name && isCritical == other.isCritical && volume == other.volume
      && isRingtone == other.isRingtone
  }

  /// Hashes what ``isEqual(_:)`` compares.
  public override var hash: Int {
    var hasher = Hasher()
    hasher.combine(name)
    hasher.combine(isCritical)
    hasher.combine(volume)
    hasher.combine(isRingtone)
    return hasher.finalize()
  }

  /// The name the simulator records: the file name, or `"default"` for a default sound.
  var simulatedName: String { name ?? "default" }
}
