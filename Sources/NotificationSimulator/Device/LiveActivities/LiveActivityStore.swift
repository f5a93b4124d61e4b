public import NotificationPayload

/// The state of a Live Activity: models `ActivityState`
/// (https://developer.apple.com/documentation/activitykit/activitystate).
public enum ActivityState: String, Hashable, Sendable, CaseIterable {
  /// `active`: on the Lock Screen and in the Dynamic Island, taking updates.
  case active
  /// `stale`: its `staleDate` passed; it still takes updates (`ActivityContent.staleDate`).
  case stale
  /// `ended`: ended by the app, a push or the system; it stays on the Lock Screen until dismissed.
  case ended
  /// `dismissed`: removed from the Lock Screen.
  case dismissed
}

/// Who started a Live Activity.
public enum ActivityStarter: String, Hashable, Sendable {
  /// The app, in the foreground, with `Activity.request(attributes:content:pushType:)`
  /// (https://developer.apple.com/documentation/activitykit/activity/request(attributes:content:pushtype:)).
  case app
  /// A push-to-start ActivityKit push (`event: start`, iOS 17.2;
  /// https://developer.apple.com/documentation/activitykit/activity/pushtostarttoken).
  case push
}

/// One Live Activity on the simulated device: models `Activity`
/// (https://developer.apple.com/documentation/activitykit/activity).
public struct SimulatedActivity: Hashable, Sendable {
  /// The identifier a scenario gives it (`Activity.id`).
  public var id: String
  /// The name of its `ActivityAttributes` type (`attributes-type`).
  public var attributesType: String
  /// Its static `attributes`, as JSON.
  public var attributes: JSONValue
  /// Its `ContentState`, as JSON (`Activity.content.state`).
  public var contentState: JSONValue
  /// Its `activityState`.
  public var state: ActivityState
  /// Who started it.
  public var startedBy: ActivityStarter
  /// When it started, on the virtual clock.
  public var startedAt: SimulatedInstant
  /// The newest `timestamp` applied, in seconds since 1970.
  public var timestamp: Int64
  /// When its content goes stale, in seconds since 1970 (`ActivityContent.staleDate`).
  public var staleDate: Int64?
  /// When it leaves the Lock Screen once ended, in seconds since 1970.
  public var dismissalDate: Int64?
  /// Its `relevance-score` (`ActivityContent.relevanceScore`).
  public var relevanceScore: Double
  /// The broadcast channel it listens to: `PushType.channel(_:)` or a push-to-start's
  /// `input-push-channel` (iOS 18; https://developer.apple.com/documentation/activitykit/pushtype/channel(_:)).
  public var channel: String?
  /// Bumped at every change of its dates, so a timer set for an older date does nothing.
  var generation = 0
}

/// The Live Activities of the app on the device, oldest first, with the priority-10 update
/// budget (ActivityKit,
/// https://developer.apple.com/documentation/activitykit/starting-and-updating-live-activities-with-activitykit-push-notifications).
public struct LiveActivityStore: Hashable, Sendable {
  /// Every activity started, oldest first; a dismissed one stays, in state `dismissed`.
  public internal(set) var activities: [SimulatedActivity] = []
  /// When each priority-10 update of the last hour arrived, oldest first (rule LA7).
  var recentImmediateUpdates: [SimulatedInstant] = []
  /// Push-started activities a force-quit app was not launched for, with whether each gets an
  /// update token; the app receives them at its next launch (rule LA2, quirk
  /// ``Quirks/liveActivityPushToStartSkipsForceQuitApp``).
  var awaitingLaunch: [AwaitingActivity] = []
  /// Whether the person allows frequent updates (`ActivityAuthorizationInfo.frequentPushesEnabled`,
  /// https://developer.apple.com/documentation/activitykit/activityauthorizationinfo/frequentpushesenabled);
  /// it counts only when the app declares `NSSupportsLiveActivitiesFrequentUpdates`.
  public var frequentPushesEnabled = true
  /// Whether the app's Info.plist sets `NSSupportsLiveActivitiesFrequentUpdates`
  /// (https://developer.apple.com/documentation/bundleresources/information-property-list/nssupportsliveactivitiesfrequentupdates).
  public var supportsFrequentUpdates = false
  /// The broadcast channels the provider created, in order (rules LA10, LA11).
  public internal(set) var channels: [BroadcastChannel] = []

  // MARK: ActivityKit
  /// Whether the person allows the app's Live Activities in Settings
  /// (`ActivityAuthorizationInfo.areActivitiesEnabled`,
  /// https://developer.apple.com/documentation/activitykit/activityauthorizationinfo/areactivitiesenabled);
  /// a request while they are off throws `ActivityAuthorizationError.denied` (rules LA1, LA12).
  public internal(set) var activitiesEnabled = true
  /// The `ActivityAttributes` types whose push-to-start token the app was handed, in order
  /// (`Activity.pushToStartToken`; rule LA2).
  public internal(set) var pushToStartTokenTypes: [String] = []

  /// The channel `id`, if the provider created it.
  public func channel(_ id: String) -> BroadcastChannel? { channels.first { $0.id == id } }

  /// The activity `id`'s position, if it was started.
  func index(of id: String) -> Int? { activities.firstIndex { $0.id == id } }

  /// The activity `id`, if it was started.
  public func activity(_ id: String) -> SimulatedActivity? { index(of: id).map { activities[$0] } }
}

/// The timers of a Live Activity on the virtual clock.
enum ActivityTimer: String, Hashable, Sendable {
  /// Its `stale-date` comes (rule LA5).
  case stale
  /// Eight hours after it started, the system ends it (rule LA6).
  case maximumDuration
  /// Its dismissal date comes, or four hours after it ended (rule LA6).
  case dismissal
  /// The background runtime of an app woken for a push-started activity is over (rule LA2).
  case backgroundRuntime
}

/// A push-started activity the app has not received yet, and whether it gets an update token.
struct AwaitingActivity: Hashable, Sendable {
  var id: String
  var updateToken: Bool
}
