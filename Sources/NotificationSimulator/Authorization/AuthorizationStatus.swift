/// Whether the app may show notifications to the user.
///
/// Models `UNAuthorizationStatus` (behaviour reference §6.2).
public enum AuthorizationStatus: Int, Hashable, Sendable, CaseIterable, Codable, CustomStringConvertible {
  /// `.notDetermined` (0): the app has not asked yet.
  case notDetermined = 0
  /// `.denied` (1): the user said no. Background pushes are still delivered (§5) unless the
  /// quirk ``Quirks/deniedStillDeliversBackgroundPush`` is turned off.
  case denied = 1
  /// `.authorized` (2).
  case authorized = 2
  /// `.provisional` (3, iOS 12): delivered quietly to Notification Center only.
  case provisional = 3
  /// `.ephemeral` (4, iOS 14): granted to an App Clip for a limited time.
  case ephemeral = 4

  /// The status name.
  public var description: String {
    switch self {
    case .notDetermined: "notDetermined"
    case .denied: "denied"
    case .authorized: "authorized"
    case .provisional: "provisional"
    case .ephemeral: "ephemeral"
    }
  }

  /// Whether `requestAuthorization`'s `granted` is true for this status.
  public var isGranted: Bool {
    switch self {
    case .authorized, .provisional, .ephemeral: true
    case .notDetermined, .denied: false
    }
  }
}

/// What the app asks permission for: models `UNAuthorizationOptions` (behaviour reference §6.1).
public struct AuthorizationOptions: OptionSet, Hashable, Sendable, CustomStringConvertible {
  /// The raw bits, as in Apple's header.
  public var rawValue: UInt
  /// Creates options from raw bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// `.badge` (1).
  public static let badge = AuthorizationOptions(rawValue: 1)
  /// `.sound` (2).
  public static let sound = AuthorizationOptions(rawValue: 2)
  /// `.alert` (4).
  public static let alert = AuthorizationOptions(rawValue: 4)
  /// `.carPlay` (8).
  public static let carPlay = AuthorizationOptions(rawValue: 8)
  /// `.criticalAlert` (16, iOS 12): needs Apple's entitlement.
  public static let criticalAlert = AuthorizationOptions(rawValue: 16)
  /// `.providesAppNotificationSettings` (32, iOS 12).
  public static let providesAppNotificationSettings = AuthorizationOptions(rawValue: 32)
  /// `.provisional` (64, iOS 12): no prompt; quiet delivery.
  public static let provisional = AuthorizationOptions(rawValue: 64)
  /// `.timeSensitive` (256): iOS 15.0 only, deprecated; Apple says to use the Time Sensitive
  /// Notifications entitlement instead (rule IL3).
  public static let timeSensitive = AuthorizationOptions(rawValue: 256)

  /// `[badge, sound, alert]`, listing the set options.
  public var description: String {
    // Written as UTF-8 bytes, then made a string once.
    var text: [UInt8] = [UInt8(ascii: "[")]
    text.reserveCapacity(64)
    func add(_ option: AuthorizationOptions, _ name: StaticString) {
      guard contains(option) else { return }
      if text.count > 1 { text.append(contentsOf: ", ".utf8) }
      name.withUTF8Buffer { text.append(contentsOf: $0) }
    }
    add(.badge, "badge")
    add(.sound, "sound")
    add(.alert, "alert")
    add(.carPlay, "carPlay")
    add(.criticalAlert, "criticalAlert")
    add(.providesAppNotificationSettings, "providesAppNotificationSettings")
    add(.provisional, "provisional")
    add(.timeSensitive, "timeSensitive")
    text.append(UInt8(ascii: "]"))
    return String(decoding: text, as: UTF8.self)
  }
}

/// Why `registerForRemoteNotifications()` failed: the `NSError` passed to
/// `application(_:didFailToRegisterForRemoteNotificationsWithError:)` (behaviour reference §6.4).
public struct RegistrationError: Hashable, Sendable, CustomStringConvertible {
  /// The error domain, `NSCocoaErrorDomain`.
  public var domain: String
  /// The error code.
  public var code: Int
  /// The error's `localizedDescription`, as iOS words it.
  public var localizedDescription: String

  /// Code 3000: the app has no valid `aps-environment` entitlement.
  public static let missingEntitlement = RegistrationError(
    domain: "NSCocoaErrorDomain", code: 3000,
    localizedDescription: "no valid \u{201C}aps-environment\u{201D} entitlement string found for application")
  /// Code 3010: the simulator cannot register with APNs.
  public static let simulatorUnsupported = RegistrationError(
    domain: "NSCocoaErrorDomain", code: 3010,
    localizedDescription: "remote notifications are not supported in the simulator")

  /// `Error Domain=NSCocoaErrorDomain Code=3000 "..."`, as `NSError` prints itself.
  public var description: String {
    "Error Domain=\(domain) Code=\(code) \"\(localizedDescription)\""
  }
}

/// An APNs device token, as `application(_:didRegisterForRemoteNotificationsWithDeviceToken:)`
/// receives it.
///
/// The simulator derives the 32 bytes deterministically from the bundle identifier and a seed,
/// so traces are the same on every run.
public struct DeviceToken: Hashable, Sendable, CustomStringConvertible {
  /// The token bytes.
  public var bytes: [UInt8]

  /// Creates a token from bytes.
  public init(bytes: [UInt8]) { self.bytes = bytes }

  /// A deterministic 32-byte token for `bundleID` and `seed` (SplitMix64 over an FNV-1a hash).
  public init(bundleID: String, seed: UInt64) {
    var state = FNV1a.hash(bundleID) ^ seed
    var bytes: [UInt8] = []
    bytes.reserveCapacity(32)
    for _ in 0..<4 {
      state = state &+ 0x9e37_79b9_7f4a_7c15
      var z = state
      z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
      z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
      z = z ^ (z >> 31)
      for shift in stride(from: 56, through: 0, by: -8) { bytes.append(UInt8(truncatingIfNeeded: z >> UInt64(shift))) }
    }
    self.bytes = bytes
  }

  /// The token as apps send it to their provider: lowercase hex, two digits per byte
  /// (`token.map { String(format: "%02x", $0) }.joined()`).
  public var hexString: String {
    // Written as UTF-8 into the string's own storage: every push names its token this way.
    func digit(_ value: UInt8) -> UInt8 { value < 10 ? 0x30 + value : 0x57 + value }
    return String(unsafeUninitializedCapacity: bytes.count * 2) { buffer in
      var index = 0
      for byte in bytes {
        buffer[index] = digit(byte >> 4)
        buffer[index + 1] = digit(byte & 0x0f)
        index += 2
      }
      return index
    }
  }

  /// ``hexString``.
  public var description: String { hexString }
}
