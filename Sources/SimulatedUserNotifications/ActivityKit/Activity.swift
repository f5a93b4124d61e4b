import Foundation
import NotificationPayload
import NotificationSimulator

/// A Live Activity the app started or was handed: models `Activity`
/// (https://developer.apple.com/documentation/activitykit/activity).
///
/// Usable from any isolation, as in the SDK. Each call is one simulator step at the virtual time
/// it is made (or, inside one of the app's methods, when the method returns); what it reads comes
/// from the device. The asynchronous sequences yield what the simulator's steps produce, to the
/// app's tasks, which run when the test calls `settle()`.
public final class Activity<Attributes: ActivityAttributes>: Identifiable, @unchecked Sendable {
  /// The activity's dynamic content type: models `Activity.ContentState`
  /// (https://developer.apple.com/documentation/activitykit/activity/contentstate).
  public typealias ContentState = Attributes.ContentState
  /// Models `Activity.ActivityUpdates`
  /// (https://developer.apple.com/documentation/activitykit/activity/activityupdates-swift.struct).
  public typealias ActivityUpdates = ActivityKitUpdates<Activity<Attributes>>
  /// Models `Activity.PushTokenUpdates`
  /// (https://developer.apple.com/documentation/activitykit/activity/pushtokenupdates-swift.struct).
  public typealias PushTokenUpdates = ActivityKitUpdates<Data>
  /// Models `Activity.PushToStartTokenUpdates`
  /// (https://developer.apple.com/documentation/activitykit/activity/pushtostarttokenupdates-swift.struct).
  public typealias PushToStartTokenUpdates = ActivityKitUpdates<Data>
  /// Models `Activity.ActivityStateUpdates`
  /// (https://developer.apple.com/documentation/activitykit/activity/activitystateupdates-swift.struct).
  public typealias ActivityStateUpdates = ActivityKitUpdates<ActivityState>
  /// Models `Activity.ContentUpdates`
  /// (https://developer.apple.com/documentation/activitykit/activity/contentupdates-swift.struct).
  public typealias ContentUpdates = ActivityKitUpdates<ActivityContent<ContentState>>

  /// The activity's identifier: models `Activity.id`
  /// (https://developer.apple.com/documentation/activitykit/activity/id).
  public let id: String
  /// The static data: models `Activity.attributes`
  /// (https://developer.apple.com/documentation/activitykit/activity/attributes).
  public let attributes: Attributes
  private let lastContent: ActivityBox<ActivityContent<ContentState>>
  private weak var runtime: AppRuntime?

  init(id: String, attributes: Attributes, content: ActivityContent<ContentState>, runtime: AppRuntime?) {
    self.id = id
    self.attributes = attributes
    lastContent = ActivityBox(content)
    self.runtime = runtime
  }

  /// The `attributes-type` of `Attributes`: the type's name.
  static var typeName: String { String(describing: Attributes.self) }

  /// The activity on the device as it is now, made from the simulator's record; `nil` when its
  /// attributes or content do not decode as the app's types.
  static func make(_ record: SimulatedActivity, runtime: AppRuntime) -> Activity? {
    guard let attributes = ActivityJSON.decode(Attributes.self, from: record.attributes),
      let state = ActivityJSON.decode(ContentState.self, from: record.contentState)
    else { return nil }
    return Activity(id: record.id, attributes: attributes, content: content(state, of: record), runtime: runtime)
  }

  static func content(_ state: ContentState, of record: SimulatedActivity) -> ActivityContent<ContentState> {
    ActivityContent(
      state: state, staleDate: record.staleDate.map { Date(timeIntervalSince1970: TimeInterval($0)) },
      relevanceScore: record.relevanceScore)
  }

  private var device: AppRuntime? { runtime ?? AppRuntime.current }

  private func record() -> SimulatedActivity? { device?.read { $0.device.liveActivities.activity(id) } }

  // MARK: What the activity is now

  /// Where the activity is in its life: models `Activity.activityState`
  /// (https://developer.apple.com/documentation/activitykit/activity/activitystate-swift.property).
  public var activityState: ActivityState {
    guard let record = record() else { return .dismissed }
    return ActivityState(simulated: record.state)
  }

  /// The current content: models `Activity.content`
  /// (https://developer.apple.com/documentation/activitykit/activity/content-swift.property).
  /// Content the app's `ContentState` cannot decode (a push with another shape) leaves the last
  /// content that decoded.
  public var content: ActivityContent<ContentState> {
    guard let record = record(), let state = ActivityJSON.decode(ContentState.self, from: record.contentState) else {
      return lastContent.value
    }
    return Self.content(state, of: record)
  }

  /// The update token, once ActivityKit handed it (after the step that started the activity):
  /// models `Activity.pushToken` (https://developer.apple.com/documentation/activitykit/activity/pushtoken).
  public var pushToken: Data? {
    guard let device, let hex = ActivityKitHub.hub(for: device).token(of: id) else { return nil }
    return TokenHex.data(hex)
  }

  // MARK: The activities of the app

  /// The app's activities of this type on the device that are not dismissed, oldest first: models
  /// `Activity.activities` (https://developer.apple.com/documentation/activitykit/activity/activities).
  public static var activities: [Activity<Attributes>] {
    guard let runtime = AppRuntime.current else { return [] }
    let records = runtime.read { device in
      device.device.liveActivities.activities.filter { $0.attributesType == typeName && $0.state != .dismissed }
    }
    return records.compactMap { make($0, runtime: runtime) }
  }

  /// The push-to-start token of this type, once ActivityKit handed it (iOS 17.2): models
  /// `Activity.pushToStartToken` (https://developer.apple.com/documentation/activitykit/activity/pushtostarttoken).
  public static var pushToStartToken: Data? {
    guard let runtime = AppRuntime.current, runtime.read({ $0.hasPushToStartToken(for: typeName) }) else { return nil }
    return TokenHex.data(Simulator.liveActivityPushToStartToken(for: typeName))
  }

  // MARK: Starting, updating, ending

  /// Starts a Live Activity: models `Activity.request(attributes:content:pushType:)`
  /// (https://developer.apple.com/documentation/activitykit/activity/request(attributes:content:pushtype:)).
  ///
  /// Throws `ActivityAuthorizationError` as iOS does: `visibility` outside the foreground,
  /// `denied` while Live Activities are switched off, `attributesTooLarge` over 4 KB,
  /// `unsupported` before iOS 16.1 (or a channel before iOS 18); the refusal is on the trace
  /// (`activityStartFailed`). With `pushType: .token` the update token arrives later, through
  /// ``pushTokenUpdates`` (rule LA1).
  public static func request(
    attributes: Attributes, content: ActivityContent<Activity<Attributes>.ContentState>, pushType: PushType? = nil
  ) throws -> Activity<Attributes> {
    guard let runtime = AppRuntime.current else { throw ActivityAuthorizationError.unsupported }
    let attributesJSON = try ActivityJSON.encode(attributes)
    let stateJSON = try ActivityJSON.encode(content.state)
    let channel = pushType?.channelID
    let refusal = runtime.read { $0.activityRequestRefusal(attributes: attributesJSON, contentState: stateJSON, channel: channel) }
    let id = runtime.read { ActivityKitHub.hub(for: runtime).newIdentifier(for: typeName, on: $0) }
    let request = ActivityRequest(
      id: id, attributesType: typeName, attributes: attributesJSON, contentState: stateJSON,
      staleDate: content.staleDate.map { Int64($0.timeIntervalSince1970) }, relevanceScore: content.relevanceScore,
      pushToken: pushType == .token, channel: channel)
    runtime.request(.requestActivity(request), from: runtime.process)
    if let refusal { throw ActivityAuthorizationError(reason: refusal.reason) }
    return Activity(id: id, attributes: attributes, content: content, runtime: runtime)
  }

  /// Changes the content: models `Activity.update(_:)`
  /// (https://developer.apple.com/documentation/activitykit/activity/update(_:)).
  public func update(_ content: ActivityContent<Activity<Attributes>.ContentState>) async {
    change(AppRequest.updateActivity, content, alert: nil, dismissal: .standard)
  }

  /// Changes the content and alerts the person: models `Activity.update(_:alertConfiguration:)`
  /// (https://developer.apple.com/documentation/activitykit/activity/update(_:alertconfiguration:)).
  public func update(
    _ content: ActivityContent<Activity<Attributes>.ContentState>, alertConfiguration: AlertConfiguration?
  ) async {
    change(
      AppRequest.updateActivity, content, alert: alertConfiguration.map { ($0.titleText, $0.bodyText) }, dismissal: .standard)
  }

  /// Ends the activity, with its final content: models `Activity.end(_:dismissalPolicy:)`
  /// (https://developer.apple.com/documentation/activitykit/activity/end(_:dismissalpolicy:)).
  public func end(
    _ content: ActivityContent<Activity<Attributes>.ContentState>?, dismissalPolicy: ActivityUIDismissalPolicy = .default
  ) async {
    let dismissal: ActivityChange.Dismissal =
      switch dismissalPolicy.kind {
      case .standard: .standard
      case .immediate: .immediate
      case .after(let date): .after(Int64(date.timeIntervalSince1970))
      }
    change(AppRequest.endActivity, content, alert: nil, dismissal: dismissal)
  }

  private func change(
    _ make: (ActivityChange) -> AppRequest, _ content: ActivityContent<ContentState>?, alert: (String, String)?,
    dismissal: ActivityChange.Dismissal
  ) {
    guard let runtime = device else { return }
    var state: JSONValue?
    if let content {
      guard let encoded = try? ActivityJSON.encode(content.state) else { return }
      state = encoded
      lastContent.value = content
    }
    let change = ActivityChange(
      id: id, contentState: state, staleDate: content?.staleDate.map { Int64($0.timeIntervalSince1970) },
      relevanceScore: content?.relevanceScore, alert: alert.map { (title: $0.0, body: $0.1) }, dismissal: dismissal)
    runtime.request(make(change), from: runtime.process)
  }

  // MARK: The asynchronous sequences

  /// Each new activity of this type: one the app started, one a push started, and, when made,
  /// those on the device this process was not handed yet: models `Activity.activityUpdates`
  /// (https://developer.apple.com/documentation/activitykit/activity/activityupdates-swift.type.property).
  public static var activityUpdates: ActivityUpdates {
    ActivityKitUpdates {
      let stream = "Activity<\(typeName)>.activityUpdates"
      func hand(_ record: SimulatedActivity, _ runtime: AppRuntime, _ hub: ActivityKitHub) -> (Activity, ActivityKitHub.Handed)? {
        guard record.attributesType == typeName, record.state != .dismissed, let activity = make(record, runtime: runtime),
          hub.markHanded(typeName, record.id)
        else { return nil }
        return (activity, .init(stream: stream, activity: record.id, value: JSONWriter.compact(record.attributes)))
      }
      return ActivityKitHub.subscribe(
        of: Activity.self,
        replay: { runtime, hub in
          runtime.read { $0.device.liveActivities.activities }.compactMap { hand($0, runtime, hub) }
        },
        deliver: { signal, device, hub in
          guard case .event(let event) = signal, let runtime = AppRuntime.current else { return nil }
          switch event {
          case .received(let id, _), .started(let id, _, .app):
            guard let record = device.device.liveActivities.activity(id) else { return nil }
            return hand(record, runtime, hub)
          default: return nil
          }
        })
    }
  }

  /// The push-to-start token of this type, as ActivityKit hands it (iOS 17.2): making an
  /// iterator asks for it (`activityPushToStartToken` on the trace the first time), and it
  /// yields the token: models `Activity.pushToStartTokenUpdates`
  /// (https://developer.apple.com/documentation/activitykit/activity/pushtostarttokenupdates).
  public static var pushToStartTokenUpdates: PushToStartTokenUpdates {
    ActivityKitUpdates {
      let stream = "Activity<\(typeName)>.pushToStartTokenUpdates"
      let last = ActivityBox<String?>(nil)
      func yield(_ token: String) -> (Data, ActivityKitHub.Handed)? {
        guard last.value != token else { return nil }
        last.value = token
        return (TokenHex.data(token), .init(stream: stream, activity: "", value: token))
      }
      let result = ActivityKitHub.subscribe(
        of: Data.self,
        deliver: { signal, _, _ in
          guard case .event(.pushToStartToken(let type, let token)) = signal, type == typeName else { return nil }
          return yield(token)
        })
      if let runtime = AppRuntime.current {
        runtime.request(.observePushToStartToken(attributesType: typeName), from: runtime.process)
      }
      return result
    }
  }

  /// The activity's update token each time ActivityKit hands one, starting with the current one:
  /// models `Activity.pushTokenUpdates`
  /// (https://developer.apple.com/documentation/activitykit/activity/pushtokenupdates-swift.property).
  public var pushTokenUpdates: PushTokenUpdates {
    let id = id
    return ActivityKitUpdates {
      let stream = "Activity<\(Self.typeName)>.pushTokenUpdates"
      let last = ActivityBox<String?>(nil)
      func yield(_ token: String) -> (Data, ActivityKitHub.Handed)? {
        guard last.value != token else { return nil }
        last.value = token
        return (TokenHex.data(token), .init(stream: stream, activity: id, value: token))
      }
      return ActivityKitHub.subscribe(
        of: Data.self,
        replay: { _, hub in hub.token(of: id).flatMap(yield).map { [$0] } ?? [] },
        deliver: { signal, _, _ in
          guard case .event(.pushToken(let activity, let token)) = signal, activity == id else { return nil }
          return yield(token)
        })
    }
  }

  /// Each change of the activity's state: models `Activity.activityStateUpdates`
  /// (https://developer.apple.com/documentation/activitykit/activity/activitystateupdates-swift.property).
  public var activityStateUpdates: ActivityStateUpdates {
    let id = id
    return ActivityKitUpdates {
      let stream = "Activity<\(Self.typeName)>.activityStateUpdates"
      return ActivityKitHub.subscribe(
        of: ActivityState.self, backlog: stream + "\u{0}" + id,
        deliver: { signal, _, _ in
          guard case .event(let event) = signal else { return nil }
          let state: ActivityState
          switch event {
          case .stale(id): state = .stale
          case .ended(id, _): state = .ended
          case .dismissed(id): state = .dismissed
          default: return nil
          }
          return (state, .init(stream: stream, activity: id, value: state.rawValue))
        })
    }
  }

  /// Each change of the activity's content, by a push or by the app: models
  /// `Activity.contentUpdates`
  /// (https://developer.apple.com/documentation/activitykit/activity/contentupdates-swift.property).
  /// Content the app's `ContentState` cannot decode is not yielded, and the trace says so.
  public var contentUpdates: ContentUpdates {
    let id = id
    return ActivityKitUpdates {
      let stream = "Activity<\(Self.typeName)>.contentUpdates"
      return ActivityKitHub.subscribe(
        of: ActivityContent<ContentState>.self, backlog: stream + "\u{0}" + id,
        deliver: { signal, device, _ in
          guard case .event(let event) = signal else { return nil }
          let text: String
          switch event {
          case .updated(id, let state, _), .updatedByApp(id, let state): text = state
          default: return nil
          }
          guard let record = device.device.liveActivities.activity(id) else { return nil }
          guard let state = ActivityJSON.decode(ContentState.self, fromText: text) else {
            return nil
          }
          return (Self.content(state, of: record), .init(stream: stream, activity: id, value: text))
        })
    }
  }
}

extension ActivityState {
  init(simulated: NotificationSimulator.ActivityState) {
    switch simulated {
    case .active: self = .active
    case .stale: self = .stale
    case .ended: self = .ended
    case .dismissed: self = .dismissed
    }
  }
}
