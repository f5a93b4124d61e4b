/// What happened to a Live Activity, as the trace records it (a `system` event whose name starts
/// with `activity`). Models what ActivityKit shows the person and hands the app through
/// `Activity.activityStateUpdates` and `Activity.contentUpdates`
/// (https://developer.apple.com/documentation/activitykit/activity/activitystateupdates).
public enum LiveActivityEvent: Hashable, Sendable {
  /// The activity started, on the Lock Screen and in the Dynamic Island (`activityStarted`;
  /// rules LA1, LA2).
  case started(String, attributesType: String, by: ActivityStarter)
  /// A start was refused (`activityStartFailed`): `ActivityAuthorizationError`'s case, such as
  /// `visibility`, or why a push-to-start did nothing (rules LA1, LA2).
  case startFailed(String, reason: String)
  /// The activity's content changed (`activityUpdated`; rule LA3).
  case updated(String, contentState: String, priority: Int)
  /// A push or update for the activity changed nothing (`activityUpdateIgnored`; rules LA3, LA4, LA7).
  case ignored(String, reason: String)
  /// An update's `alert` was shown as the activity's own alert: the expanded Dynamic Island, or
  /// its Lock Screen view as a banner; no app callback (`activityAlert`; rule LA8).
  case alerted(String, title: String, body: String)
  /// Its `stale-date` passed (`activityStale`; rule LA5).
  case stale(String)
  /// The activity ended (`activityEnded`; rules LA3, LA6); `by` is `push`, `app` or `system`.
  case ended(String, by: String)
  /// The activity left the Lock Screen (`activityDismissed`; rule LA6).
  case dismissed(String)
  /// The app got the activity's update token from `pushTokenUpdates` (`activityPushToken`; rules LA1, LA2).
  case pushToken(String, token: String)
  /// The activity listens to a broadcast channel (`activityChannel`; rule LA10).
  case subscribed(String, channel: String)
  /// The app got the push-to-start token of an `ActivityAttributes` type from
  /// `pushToStartTokenUpdates` (`activityPushToStartToken`; rule LA2).
  case pushToStartToken(attributesType: String, token: String)
  /// The app received an activity a push started, as an element of `Activity.activityUpdates`
  /// (https://developer.apple.com/documentation/activitykit/activity/activityupdates;
  /// `activityReceived`; rule LA2).
  case received(String, attributesType: String)
  // MARK: ActivityKit
  /// The app changed the activity's content with `Activity.update(_:)` or the final content of
  /// `Activity.end(_:dismissalPolicy:)`
  /// (https://developer.apple.com/documentation/activitykit/activity/update(_:);
  /// `activityUpdatedByApp`; rule LA12).
  case updatedByApp(String, contentState: String)
  /// One element an ActivityKit asynchronous sequence handed the app's code: `stream` names the
  /// sequence (`Activity<T>.contentUpdates`, `ActivityAuthorizationInfo.frequentPushEnablementUpdates`),
  /// `activity` the activity of an instance sequence (empty for a static one), `value` the element
  /// (https://developer.apple.com/documentation/activitykit/activity; `activityStreamElement`;
  /// rule LA12).
  case streamElement(stream: String, activity: String, value: String)

  /// The event's name in scenario files.
  public var name: String {
    switch self {
    case .started: "activityStarted"
    case .startFailed: "activityStartFailed"
    case .updated: "activityUpdated"
    case .ignored: "activityUpdateIgnored"
    case .alerted: "activityAlert"
    case .stale: "activityStale"
    case .ended: "activityEnded"
    case .dismissed: "activityDismissed"
    case .pushToken: "activityPushToken"
    case .subscribed: "activityChannel"
    case .pushToStartToken: "activityPushToStartToken"
    case .received: "activityReceived"
    case .updatedByApp: "activityUpdatedByApp"
    case .streamElement: "activityStreamElement"
    }
  }

  /// The event's facts, in the order scenario files and the JSON output list them.
  public var facts: [(name: String, value: String)] {
    switch self {
    case .started(let id, let type, let by): [("activity", id), ("attributesType", type), ("startedBy", by.rawValue)]
    case .startFailed(let id, let reason): [("activity", id), ("reason", reason)]
    case .updated(let id, let state, let priority): [("activity", id), ("contentState", state), ("priority", "\(priority)")]
    case .ignored(let id, let reason): [("activity", id), ("reason", reason)]
    case .alerted(let id, let title, let body): [("activity", id), ("title", title), ("body", body)]
    case .stale(let id), .dismissed(let id): [("activity", id)]
    case .ended(let id, let by): [("activity", id), ("endedBy", by)]
    case .pushToken(let id, let token): [("activity", id), ("token", token)]
    case .subscribed(let id, let channel): [("activity", id), ("channel", channel)]
    case .pushToStartToken(let type, let token): [("attributesType", type), ("token", token)]
    case .received(let id, let type): [("activity", id), ("attributesType", type)]
    case .updatedByApp(let id, let state): [("activity", id), ("contentState", state)]
    case .streamElement(let stream, let id, let value): [("stream", stream), ("activity", id), ("value", value)]
    }
  }

  /// The facts each event name records, for ``ObservedEvent/systemEventFacts``.
  static let factsByName: [String: [String]] = [
    "activityStarted": ["activity", "attributesType", "startedBy"],
    "activityStartFailed": ["activity", "reason"],
    "activityUpdated": ["activity", "contentState", "priority"],
    "activityUpdateIgnored": ["activity", "reason"],
    "activityAlert": ["activity", "title", "body"],
    "activityStale": ["activity"], "activityEnded": ["activity", "endedBy"], "activityDismissed": ["activity"],
    "activityPushToken": ["activity", "token"], "activityChannel": ["activity", "channel"],
    "activityPushToStartToken": ["attributesType", "token"],
    "activityReceived": ["activity", "attributesType"],
    "activityUpdatedByApp": ["activity", "contentState"],
    "activityStreamElement": ["stream", "activity", "value"],
  ]

  /// The event names, in the order of the cases.
  static let names = [
    "activityStarted", "activityStartFailed", "activityUpdated", "activityUpdateIgnored", "activityAlert",
    "activityStale", "activityEnded", "activityDismissed", "activityPushToken", "activityChannel", "activityPushToStartToken",
    "activityReceived", "activityUpdatedByApp", "activityStreamElement",
  ]

  /// One line of text.
  public var description: String {
    switch self {
    case .started(let id, let type, let by): "Live Activity \(id) (\(type)) started by the \(by.rawValue)"
    case .startFailed(let id, let reason): "Live Activity \(id) not started: \(reason)"
    case .updated(let id, let state, let priority): "Live Activity \(id) updated (priority \(priority)): \(state)"
    case .ignored(let id, let reason): "Live Activity \(id) update ignored: \(reason)"
    case .alerted(let id, let title, let body): "Live Activity \(id) alert: \(title) / \(body)"
    case .stale(let id): "Live Activity \(id) is stale"
    case .ended(let id, let by): "Live Activity \(id) ended by the \(by)"
    case .dismissed(let id): "Live Activity \(id) dismissed from the Lock Screen"
    case .pushToken(let id, let token): "Live Activity \(id) push token \(token)"
    case .subscribed(let id, let channel): "Live Activity \(id) receives the broadcasts of channel \(channel)"
    case .pushToStartToken(let type, let token): "push-to-start token of \(type): \(token)"
    case .received(let id, let type): "the app receives Live Activity \(id) (\(type)) from Activity.activityUpdates"
    case .updatedByApp(let id, let state): "the app updates Live Activity \(id): \(state)"
    case .streamElement(let stream, let id, let value):
      id.isEmpty ? "\(stream) hands the app \(value)" : "\(stream) of Live Activity \(id) hands the app \(value)"
    }
  }
}
