/// Where the simulated app is in its life cycle, as the routing table keys it.
///
/// Extends `UIApplication.State` (`.active`, `.inactive`, `.background`) with the two states
/// that are not UIKit values but route differently: suspended (in memory, running no code) and
/// not running. Not running is split by who ended the process, because iOS does not launch a
/// force-quit app for background pushes (behaviour reference §1.1, §1.3).
public enum AppState: String, Hashable, Sendable, CaseIterable, Codable, CustomStringConvertible {
  /// Never launched, terminated by the system (memory pressure) or not yet relaunched after a
  /// reboot. Still eligible for background launches; after a reboot, only once the device has
  /// been unlocked (``DeviceState/isBeforeFirstUnlock``).
  case notRunning
  /// Swiped away by the user in the app switcher. iOS does not launch it for background pushes
  /// until the user launches it again or the device restarts.
  case forceQuit
  /// In memory but executing no code.
  case suspended
  /// `UIApplication.State.background`: running in the background.
  case background
  /// `UIApplication.State.inactive`: in the foreground but not receiving events (launching,
  /// moving between foreground and background, or with Notification Center pulled over it).
  case inactive
  /// `UIApplication.State.active`: in the foreground and receiving events.
  case active

  /// The state's name: `notRunning`, `active`, ...
  public var description: String { rawValue }

  /// Whether the app has a process that can run code or be woken.
  public var isRunning: Bool {
    switch self {
    case .notRunning, .forceQuit: false
    case .suspended, .background, .inactive, .active: true
    }
  }

  /// Whether the app is in the foreground (`.active` or `.inactive`).
  public var isForeground: Bool { self == .active || self == .inactive }

  /// The position in `allCases`, used for compact rule patterns.
  public var ordinal: Int {
    switch self {
    case .notRunning: 0
    case .forceQuit: 1
    case .suspended: 2
    case .background: 3
    case .inactive: 4
    case .active: 5
    }
  }
}

/// The kinds of notification that route differently: the four remote ``PayloadKind``s plus local.
///
/// Mirrors the codes of behaviour reference §2.0: A, AC, S, M and L. A local notification models a
/// `UNNotificationRequest` added by the app (or a `UILocalNotification` before iOS 10).
public enum NotificationKind: String, Hashable, Sendable, CaseIterable, Codable, CustomStringConvertible {
  /// A: a visible remote notification without `content-available`.
  case alert
  /// AC: a visible remote notification with `"content-available": 1`.
  case alertWithBackgroundWake
  /// S: a background (silent) remote notification.
  case background
  /// M: a visible remote notification with `"mutable-content": 1`, shown after the service
  /// extension runs.
  case mutable
  /// L: a local notification scheduled by the app.
  case local

  /// The kind of a remote payload.
  public init(_ kind: PayloadKind) {
    switch kind {
    case .alert: self = .alert
    case .alertWithBackgroundWake: self = .alertWithBackgroundWake
    case .background: self = .background
    case .mutable: self = .mutable
    }
  }

  /// The short code of behaviour reference §2.0: `A`, `AC`, `S`, `M` or `L`.
  public var code: String {
    switch self {
    case .alert: "A"
    case .alertWithBackgroundWake: "AC"
    case .background: "S"
    case .mutable: "M"
    case .local: "L"
    }
  }

  /// The kind's name.
  public var description: String { rawValue }

  /// Whether the notification comes through APNs.
  public var isRemote: Bool { self != .local }

  /// Whether iOS can show it to the user.
  public var isVisible: Bool { self != .background }

  /// The position in `allCases`, used for compact rule patterns.
  public var ordinal: Int {
    switch self {
    case .alert: 0
    case .alertWithBackgroundWake: 1
    case .background: 2
    case .mutable: 3
    case .local: 4
    }
  }
}

/// What happens to a notification: it arrives, or the user does something with it.
///
/// The user-facing cases model the ways a `UNNotificationResponse` (or its absence) comes
/// about (behaviour reference §2.2, §2.3). The simulator derives the case from the stimulus and the
/// category: ``Simulator/performAction(on:action:)`` picks ``foregroundAction`` or
/// ``backgroundAction`` from `UNNotificationActionOptions.foreground`, and
/// ``Simulator/dismiss(_:)`` picks a dismiss case from `UNNotificationCategoryOptions.customDismissAction`.
public enum Interaction: String, Hashable, Sendable, CaseIterable, Codable, CustomStringConvertible {
  /// The notification reaches the device (a push arrives, or a local trigger fires).
  case arrival
  /// The user taps the notification body: `UNNotificationDefaultActionIdentifier`.
  case tap
  /// The user picks a custom action with `.foreground`.
  case foregroundAction
  /// The user picks a custom action without `.foreground`.
  case backgroundAction
  /// The user picks an action that needs an unlocked device (`.authenticationRequired`, or
  /// `.foreground`) while the device is locked.
  case authenticationRequiredActionWhileLocked
  /// The user picks a text-input action (`UNTextInputNotificationAction`) and sends text.
  case textInputAction
  /// The user dismisses explicitly and the category has `.customDismissAction`.
  case dismissWithCustomDismissAction
  /// The user dismisses explicitly and the category lacks `.customDismissAction`.
  case dismissWithoutCustomDismissAction
  /// The user swipes the banner away, or ignores it until it goes.
  case bannerSwipedAway
  /// The user taps "Clear" in Notification Center.
  case clearInNotificationCenter
  /// The user taps the app icon instead of the notification.
  case appIconTapped

  /// The interaction's name.
  public var description: String { rawValue }

  /// The position in `allCases`, used for compact rule patterns.
  public var ordinal: Int {
    switch self {
    case .arrival: 0
    case .tap: 1
    case .foregroundAction: 2
    case .backgroundAction: 3
    case .authenticationRequiredActionWhileLocked: 4
    case .textInputAction: 5
    case .dismissWithCustomDismissAction: 6
    case .dismissWithoutCustomDismissAction: 7
    case .bannerSwipedAway: 8
    case .clearInNotificationCenter: 9
    case .appIconTapped: 10
    }
  }
}

/// Which family of callbacks iOS routes notifications to.
///
/// iOS 10 moved notification handling to `UNUserNotificationCenterDelegate`; without such a
/// delegate, or before iOS 10, the `UIApplicationDelegate` methods receive it (behaviour reference
/// §2.4, §3.4).
public enum RoutingProfile: String, Hashable, Sendable, CaseIterable, Codable, CustomStringConvertible {
  /// iOS 10 or later with a `UNUserNotificationCenter` delegate.
  case modern
  /// iOS 9 or earlier: `UIApplicationDelegate` only (`didReceiveRemoteNotification`,
  /// `didReceive(_: UILocalNotification)`, `handleActionWithIdentifier`).
  case legacy
  /// iOS 10 or later with no `UNUserNotificationCenter` delegate: taps fall back to the
  /// `UIApplicationDelegate` methods.
  case noDelegate

  /// The profile's name.
  public var description: String { rawValue }

  /// The position in `allCases`, used for compact rule patterns.
  public var ordinal: Int {
    switch self {
    case .modern: 0
    case .legacy: 1
    case .noDelegate: 2
    }
  }
}
