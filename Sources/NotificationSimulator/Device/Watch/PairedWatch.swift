/// An Apple Watch paired with the simulated iPhone, as far as it decides where a notification
/// appears.
///
/// Models the state Apple's notification forwarding reads: whether the Watch is on the wrist and
/// unlocked (with a passcode, wrist detection locks it when it is taken off). When the iPhone is
/// locked, a notification the iPhone would alert for appears on the Watch instead (rules
/// WA1–WA3;
/// https://developer.apple.com/documentation/watchos-apps/taking-advantage-of-notification-forwarding).
public struct PairedWatch: Hashable, Sendable, CustomStringConvertible {
  /// Whether the Watch is on the user's wrist.
  public var onWrist: Bool
  /// Whether the Watch is unlocked. With wrist detection it stays unlocked while worn once the
  /// passcode is entered, and locks when taken off.
  public var unlocked: Bool

  /// Creates a paired Watch: on the wrist and unlocked by default.
  public init(onWrist: Bool = true, unlocked: Bool = true) {
    self.onWrist = onWrist
    self.unlocked = unlocked
  }

  /// Whether the Watch can take a forwarded notification: on the wrist and unlocked.
  public var canReceive: Bool { onWrist && unlocked }

  /// `on wrist, unlocked`, `off wrist, locked`...
  public var description: String {
    (onWrist ? "on wrist" : "off wrist") + ", " + (unlocked ? "unlocked" : "locked")
  }
}

/// The device a notification appeared on, when a Watch is paired: the destination Apple's
/// notification forwarding picks between the iPhone and the Apple Watch (rules WA1–WA3).
public enum NotificationDevice: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// The iPhone.
  case iPhone
  /// The paired Apple Watch.
  case watch

  /// `the iPhone` or `Apple Watch`.
  public var description: String { self == .iPhone ? "the iPhone" : "Apple Watch" }
}
