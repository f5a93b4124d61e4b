/// A value that keys the routing table: app state, notification kind, interaction or profile.
public protocol RoutingDimension: CaseIterable, Hashable, Sendable, CustomStringConvertible {
  /// The value's position in `allCases`; at most 31.
  var ordinal: Int { get }
}

extension AppState: RoutingDimension {}
extension NotificationKind: RoutingDimension {}
extension Interaction: RoutingDimension {}
extension RoutingProfile: RoutingDimension {}

/// A set of values of one routing dimension, or the wildcard `*`; one axis of a rule's pattern.
public struct DimensionSet<Value: RoutingDimension>: Hashable, Sendable, CustomStringConvertible {
  /// One bit per value, by ordinal.
  public let bits: UInt32

  /// Every value: the wildcard.
  public static var any: DimensionSet { DimensionSet(Array(Value.allCases)) }

  /// The given values.
  public init(_ values: [Value]) {
    var bits: UInt32 = 0
    for value in values { bits |= 1 << UInt32(value.ordinal) }
    self.bits = bits
  }

  /// Whether `value` is in the set.
  @inline(__always)
  public func contains(_ value: Value) -> Bool { bits & (1 << UInt32(value.ordinal)) != 0 }

  /// The values in `allCases` order.
  public var values: [Value] { Value.allCases.filter { contains($0) } }

  /// Whether the set holds every value.
  public var isAny: Bool { values.count == Value.allCases.count }

  /// `*` for every value, otherwise the names joined by `, `.
  public var description: String {
    isAny ? "*" : values.map(\.description).joined(separator: ", ")
  }
}

/// Why the system drops a notification or a wake-up instead of delivering it.
///
/// An open set: a struct around a code and an explanation (behaviour reference §1.3, §5).
public struct DropReason: Hashable, Sendable, CustomStringConvertible {
  /// A stable code such as `force-quit`.
  public var code: String
  /// Why, in one clause.
  public var explanation: String

  /// Creates a reason.
  public init(code: String, explanation: String) {
    self.code = code
    self.explanation = explanation
  }

  /// The user force-quit the app; iOS does not launch it for background pushes (§1.3).
  public static let forceQuit = DropReason(
    code: "force-quit", explanation: "the user force-quit the app, so iOS does not launch it for background pushes")
  /// The app lacks the `remote-notification` background mode (§5).
  public static let noBackgroundMode = DropReason(
    code: "no-background-mode", explanation: "the app does not have the remote-notification background mode")
  /// Authorization is denied and quirk `deniedStillDeliversBackgroundPush` is off (§5).
  public static let authorizationDenied = DropReason(
    code: "authorization-denied", explanation: "notifications are denied and deniedStillDeliversBackgroundPush is off")
  /// A user action on a force-quit app when quirk `userActionLaunchesForceQuitApp` is off (§2.3).
  public static let forceQuitUserAction = DropReason(
    code: "force-quit-action", explanation: "the app was force-quit and userActionLaunchesForceQuitApp is off")
  /// The device restarted and the user has not unlocked it yet ("before first unlock"), so iOS
  /// does not launch the app in the background for the push (§1.3, §5). No source says
  /// the wake comes later, so the simulator does not deliver it after the unlock.
  public static let beforeFirstUnlock = DropReason(
    code: "before-first-unlock",
    explanation:
      "the device has not been unlocked since it restarted, so iOS does not launch the app; the wake is not retried after the unlock")

  /// `code (explanation)`.
  public var description: String { "\(code) (\(explanation))" }
}

/// A condition a step depends on. Conditions are data so the printed table shows them.
public indirect enum Condition: Hashable, Sendable, CustomStringConvertible {
  /// The named quirk is on.
  case quirk(QuirkName)
  /// The app uses the scene life cycle (iOS 13+).
  case sceneBased
  /// `UIBackgroundModes` contains `remote-notification`.
  case remoteNotificationBackgroundMode
  /// Notification authorization is `.denied`.
  case authorizationDenied
  /// The device restarted and has not been unlocked since: iOS's "before first unlock" state,
  /// in which files protected with `NSFileProtectionCompleteUntilFirstUserAuthentication` are
  /// still unreadable (see ``DeviceState/isBeforeFirstUnlock``).
  case beforeFirstUnlock
  /// The chosen action has `.foreground`.
  case actionIsForeground
  /// The notification's category has `.customDismissAction`.
  case categoryHasCustomDismissAction
  /// The condition does not hold.
  case not(Condition)

  /// `quirk(name)`, `sceneBased`, `!condition`, ...
  public var description: String {
    switch self {
    case .quirk(let name): "quirk(\(name))"
    case .sceneBased: "sceneBased"
    case .remoteNotificationBackgroundMode: "backgroundMode(remote-notification)"
    case .authorizationDenied: "authorization(denied)"
    case .beforeFirstUnlock: "device(beforeFirstUnlock)"
    case .actionIsForeground: "action(.foreground)"
    case .categoryHasCustomDismissAction: "category(.customDismissAction)"
    case .not(let condition): "!" + condition.description
    }
  }
}

/// One thing that happens when a rule applies: a life-cycle move, a callback, or a system effect.
///
/// Steps run in order. A ``when(_:then:otherwise:)`` step picks a branch by a ``Condition``;
/// ``drop(_:)`` stops the rule; ``throttle`` may hold the rest of the rule until the background
/// budget allows it. Life-cycle steps only move the app forward: launching a running app or
/// activating an active one does nothing.
public indirect enum Step: Hashable, Sendable, CustomStringConvertible {
  /// Launch the app to the foreground (`willFinishLaunching` → `didFinishLaunching`, or the
  /// scene path of behaviour reference §2.6), with the notification in the launch options when asked.
  case launchInForeground(withNotification: Bool)
  /// Launch the app for the user, with the notification in the launch options when asked; a
  /// scene-based app connects its scene (the response in its connection options) and stays in the
  /// background until an ``enterForeground`` step (quirk
  /// ``Quirks/sceneLaunchDidReceiveWhileBackground``, §2.6). Without scenes, as
  /// ``launchInForeground(withNotification:)``.
  case launchConnectingScene(withNotification: Bool)
  /// Launch the app in the background, with the notification in the launch options when asked.
  case launchInBackground(withNotification: Bool)
  /// Bring a background or suspended app to the foreground (`applicationWillEnterForeground`, or
  /// `sceneWillEnterForeground`). A scene-based app launched in the background has no scene yet:
  /// `scene(_:willConnectTo:options:)` comes first, with the response being handled, if any.
  case enterForeground
  /// Wake a suspended app into the background state; no callback.
  case wakeInBackground
  /// Make a foreground app active (`applicationDidBecomeActive`).
  case becomeActive
  /// Call a notification handler, if the app implements it.
  case callback(Callback)
  /// Call the first of these handlers the app implements.
  case firstImplemented([Callback])
  /// Run the notification service extension when the payload asks for it (`mutable-content`).
  case runServiceExtension
  /// The system presents the notification itself: banner, list, sound and badge as the payload
  /// and the authorization allow.
  case present
  /// The system presents the notification as `willPresent`'s completion handler said; waits for it.
  case presentAsWillPresentAnswered
  /// The system shows nothing, for the given reason.
  case notShown(String)
  /// The background budget: if exhausted, hold the rest of the rule (a newer held push replaces
  /// an older one) until the budget refills or the user opens the app.
  case throttle
  /// Drop the notification (or its wake-up) and stop.
  case drop(DropReason)
  /// Ask the user to unlock the device.
  case requestUnlock
  /// Nothing happens to the app, for the given reason.
  case noEffect(String)
  /// If the condition holds, the `then` steps, otherwise the `otherwise` steps.
  case when(Condition, then: [Step], otherwise: [Step])
  /// Route as the rule for another state and/or interaction would.
  case sameAs(state: AppState?, interaction: Interaction?)
  /// The combination cannot happen; the simulator reports an error with this reason.
  case notApplicable(String)

  /// A one-line description used by the table renderers.
  public var description: String {
    switch self {
    case .launchInForeground(let with):
      "launchInForeground(launchOptions: \(with ? "notification" : "none"))"
    case .launchInBackground(let with):
      "launchInBackground(launchOptions: \(with ? "notification" : "none"))"
    case .launchConnectingScene(let with):
      "launchConnectingScene(launchOptions: \(with ? "notification" : "none"))"
    case .enterForeground: "enterForeground"
    case .wakeInBackground: "wakeInBackground"
    case .becomeActive: "becomeActive"
    case .callback(let callback): callback.selector
    case .firstImplemented(let callbacks): "first implemented of " + callbacks.map(\.selector).joined(separator: " | ")
    case .runServiceExtension: "serviceExtension(if mutable-content)"
    case .present: "present(system: banner, list, sound, badge as authorized)"
    case .presentAsWillPresentAnswered: "present(willPresent options)"
    case .notShown(let reason): "notShown(\(reason))"
    case .throttle: "throttle(background budget; hold and coalesce)"
    case .drop(let reason): "drop(\(reason.code))"
    case .requestUnlock: "requestUnlock"
    case .noEffect(let reason): "noEffect(\(reason))"
    case .when(let condition, let then, let otherwise):
      "if \(condition) { " + then.map(\.description).joined(separator: "; ") + " }"
        + (otherwise.isEmpty ? "" : " else { " + otherwise.map(\.description).joined(separator: "; ") + " }")
    case .sameAs(let state, let interaction):
      "sameAs(" + [state.map { "state: \($0)" }, interaction.map { "interaction: \($0)" }].compactMap { $0 }
        .joined(separator: ", ") + ")"
    case .notApplicable(let reason): "notApplicable(\(reason))"
    }
  }
}

/// One row of the routing table: a pattern over the four dimensions, the steps, and the sources.
///
/// Models one cell (or several identical cells) of the truth tables in behaviour reference §2.
public struct RoutingRule: Hashable, Sendable {
  /// A stable identifier: `R01`, `R02`, ...
  public var id: String
  /// The app states the rule covers.
  public var states: DimensionSet<AppState>
  /// The notification kinds the rule covers.
  public var kinds: DimensionSet<NotificationKind>
  /// The interactions the rule covers.
  public var interactions: DimensionSet<Interaction>
  /// The callback families the rule covers.
  public var profiles: DimensionSet<RoutingProfile>
  /// What happens, in order.
  public var steps: [Step]
  /// Where the behaviour comes from, each with its confidence mark.
  public var sources: [Citation]
  /// The behaviour reference section, e.g. `§2.1`.
  public var section: String
  /// One sentence saying what the rule does.
  public var summary: String

  /// Creates a rule.
  public init(
    _ id: String,
    states: [AppState], kinds: [NotificationKind], interactions: [Interaction], profiles: [RoutingProfile],
    steps: [Step], sources: [Citation], section: String, summary: String
  ) {
    self.id = id
    self.states = DimensionSet(states)
    self.kinds = DimensionSet(kinds)
    self.interactions = DimensionSet(interactions)
    self.profiles = DimensionSet(profiles)
    self.steps = steps
    self.sources = sources
    self.section = section
    self.summary = summary
  }

  /// Whether the rule covers `key`.
  @inline(__always)
  public func matches(_ key: RoutingKey) -> Bool {
    states.contains(key.state) && kinds.contains(key.kind) && interactions.contains(key.interaction)
      && profiles.contains(key.profile)
  }

  /// Whether the rule says the combination cannot happen.
  public var isNotApplicable: Bool {
    if case .notApplicable = steps.first { return true }
    return false
  }
}

/// One cell of the routing table's Cartesian product.
public struct RoutingKey: Hashable, Sendable, CustomStringConvertible {
  /// The app state when the notification arrives or the user acts.
  public var state: AppState
  /// The notification's kind.
  public var kind: NotificationKind
  /// What happens.
  public var interaction: Interaction
  /// Which callback family receives it.
  public var profile: RoutingProfile

  /// Creates a key.
  public init(_ state: AppState, _ kind: NotificationKind, _ interaction: Interaction, _ profile: RoutingProfile) {
    self.state = state
    self.kind = kind
    self.interaction = interaction
    self.profile = profile
  }

  /// `state × kind × interaction × profile`.
  public var description: String { "\(state) × \(kind) × \(interaction) × \(profile)" }

  /// Every key, in `allCases` order.
  public static var all: [RoutingKey] {
    var keys: [RoutingKey] = []
    for state in AppState.allCases {
      for kind in NotificationKind.allCases {
        for interaction in Interaction.allCases {
          for profile in RoutingProfile.allCases { keys.append(RoutingKey(state, kind, interaction, profile)) }
        }
      }
    }
    return keys
  }

  /// A dense index into the Cartesian product.
  var flatIndex: Int {
    ((state.ordinal * NotificationKind.allCases.count + kind.ordinal) * Interaction.allCases.count + interaction.ordinal)
      * RoutingProfile.allCases.count + profile.ordinal
  }

  static let productSize =
    AppState.allCases.count * NotificationKind.allCases.count * Interaction.allCases.count * RoutingProfile.allCases.count
}
