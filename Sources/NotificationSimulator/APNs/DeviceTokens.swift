/// The APNs environment a provider sends to, and that a device token belongs to.
///
/// Models the two hosts of Apple's "Sending notification requests to APNs"
/// (https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns)
/// and the `aps-environment` entitlement (`development` or `production`) that decides which one
/// the app's token is for.
public enum APNsEnvironment: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// `api.sandbox.push.apple.com`: apps signed with `aps-environment` `development`.
  case sandbox
  /// `api.push.apple.com`: apps signed with `aps-environment` `production`.
  case production

  /// The environment an `aps-environment` entitlement value names: `production` is production,
  /// anything else (normally `development`) the sandbox.
  public init(entitlement: String?) {
    self = entitlement == "production" ? .production : .sandbox
  }

  /// The host the provider connects to.
  public var host: String {
    self == .sandbox ? "api.sandbox.push.apple.com" : "api.push.apple.com"
  }

  /// `sandbox` or `production`.
  public var description: String { rawValue }
}

/// The device tokens one app got on one device, oldest first, and which are still active.
///
/// Models the token life of `application(_:didRegisterForRemoteNotificationsWithDeviceToken:)`
/// (https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:didregisterforremotenotificationswithdevicetoken:)):
/// a token belongs to one install of one app on one device; the app has none until it
/// registers; deleting the app makes its token inactive, and a reinstall or a restore gives a
/// new one (rule AP7). APNs answers a request to an inactive token `410 Unregistered` with the
/// time it became inactive (rule AP8).
///
/// Tokens are deterministic: the first install's token is the one the simulator always gave
/// (``DeviceToken/init(bundleID:seed:)`` with the device's seed); each later install mixes its
/// number into the seed. A Simulator's token is 80 bytes rather than 32 (Xcode 14 release notes:
/// Simulator tokens "may be larger").
public struct DeviceTokens: Hashable, Sendable {
  /// One token and its life.
  public struct Issued: Hashable, Sendable {
    /// The token.
    public var token: DeviceToken
    /// The environment it is for.
    public var environment: APNsEnvironment
    /// The install it belongs to: 0 for the first; a token APNs replaced (rule AP12) counts as
    /// an install of its own.
    public var install: Int
    /// When APNs learned the token is no longer active, as milliseconds since 1970 on the
    /// virtual clock; `nil` while active.
    public var unregisteredAt: Int64?
  }

  /// Every token issued, oldest first.
  public private(set) var issued: [Issued] = []
  /// The current install's number: 0 at first, one more after each reinstall, restore or new
  /// token APNs issues (rule AP12).
  public private(set) var install = 0

  /// Creates an empty record: no token yet.
  public init() {}

  /// The newest token issued: what the provider last heard from the app.
  public var current: Issued? { issued.last }

  /// The token issued before ``current``, if any.
  public var previous: Issued? { issued.count >= 2 ? issued[issued.count - 2] : nil }

  /// The token with hex text `hex` (compared without regard to case), if it was issued.
  public func token(hex: String) -> Issued? {
    let wanted = hex.lowercased()
    return issued.last { $0.token.hexString == wanted }
  }

  /// The token the current install has, issuing it on its first registration.
  mutating func register(
    bundleID: String, seed: UInt64, isSimulator: Bool, environment: APNsEnvironment
  ) -> DeviceToken {
    if let last = issued.last, last.install == install, last.unregisteredAt == nil, last.environment == environment {
      return last.token
    }
    let token = Self.makeToken(bundleID: bundleID, seed: seed, install: install, isSimulator: isSimulator)
    issued.append(Issued(token: token, environment: environment, install: install, unregisteredAt: nil))
    return token
  }

  /// Marks every active token inactive at `time` (ms since 1970) and starts a new install, so
  /// the next registration gets a new token.
  mutating func retireAll(at time: Int64) {
    for index in issued.indices where issued[index].unregisteredAt == nil { issued[index].unregisteredAt = time }
    install += 1
  }

  /// The token of install `install`: the historic 32-byte token for install 0 of a device, 80
  /// bytes for a Simulator.
  static func makeToken(bundleID: String, seed: UInt64, install: Int, isSimulator: Bool) -> DeviceToken {
    let mixed = seed ^ (UInt64(install) &* 0x9e37_79b9_7f4a_7c15)
    let first = DeviceToken(bundleID: bundleID, seed: mixed)
    guard isSimulator else { return first }
    var bytes = first.bytes
    var round: UInt64 = 1
    while bytes.count < 80 {
      bytes += DeviceToken(bundleID: bundleID, seed: mixed &+ round &* 0xbf58_476d_1ce4_e5b9).bytes
      round += 1
    }
    return DeviceToken(bytes: Array(bytes.prefix(80)))
  }
}
