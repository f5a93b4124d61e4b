public import NotificationPayload

extension ObservedEvent {
  /// The facts an event of `kind` named `name` records, in the order the simulator writes them,
  /// such as `notification`, `action` and `userText` for `didReceive`; `nil` when the table
  /// has no entry for the name, and any fact of the kind may be checked.
  ///
  /// The scenario loader refuses an expectation that checks a fact its event never records,
  /// such as `"state"` on a `didReceive`: it could never match.
  public static func recordedFacts(kind: ScenarioEventKind, name: String) -> [String]? {
    switch kind {
    case .callback: Callback(rawValue: name).map(recordedFacts(of:))
    case .skipped: ["reason"]
    case .completion: ["notification", "result"]
    case .diagnostic: ["message"]
    case .lifecycle: ["from", "reason"]
    case .system: systemEventFacts[name]
    case .apns: APNsEvent.factNames[name]
    }
  }

  /// The facts each callback records, from its arguments in the trace.
  static func recordedFacts(of callback: Callback) -> [String] {
    switch callback {
    case .willFinishLaunching, .didFinishLaunching: ["launchOptions"]
    case .sceneWillConnect: ["notification", "action", "notificationResponse"]
    case .willPresent: ["notification", "title", "body", "userInfo"]
    case .serviceExtensionDidReceive, .locationPushDidReceive, .locationPushServiceExtensionWillTerminate: ["notification"]
    case .didReceive: ["notification", "action", "userText", "category", "title", "body", "userInfo"]
    case .didReceiveRemoteNotificationWithFetch, .didReceiveRemoteNotification, .didReceiveLocalNotification,
      .performFetch, .pushRegistryDidReceiveIncomingPush, .pushRegistryDidReceiveIncomingVoIPPush, .incomingPushResult,
      .incomingServiceUpdatePush:
      ["notification", "state"]
    case .handleActionForRemoteNotification, .handleActionForLocalNotification,
      .handleActionForRemoteNotificationWithResponseInfo, .handleActionForLocalNotificationWithResponseInfo:
      ["action", "notification", "userText"]
    case .didRegisterForRemoteNotifications, .pushRegistryDidUpdate, .channelManagerReceivedEphemeralPushToken: ["deviceToken"]
    case .didFailToRegisterForRemoteNotifications: ["error"]
    case .willEnterForeground, .didBecomeActive, .willResignActive, .didEnterBackground, .willTerminate,
      .sceneWillEnterForeground, .sceneDidBecomeActive, .sceneWillResignActive, .sceneDidEnterBackground,
      .channelManagerDidActivate, .channelManagerDidDeactivate:
      []
    // MARK: PushKit and CallKit
    case .providerPerformAnswerCall, .providerPerformEndCall, .providerPerformSetHeldCall, .providerPerformSetMutedCall:
      ["notification"]
    case .providerDidActivateAudioSession, .providerDidDeactivateAudioSession: []
    }
  }

  /// Each system event's name, as scenario files write it, with its facts in the order
  /// ``describe(_:)`` writes them: ``SystemEvent/Name``, then the Live Activity and Push to Talk
  /// events. ``systemEventNames`` (and so the schema), ``systemEventFacts`` and the facts an
  /// expectation may name are read from it.
  static let systemEvents: [(name: String, facts: [String])] = SystemEvent.Name.allCases.map { ($0.rawValue, $0.facts) }
    + (LiveActivityEvent.names + PushToTalkEvent.names).map { name in
      (name, LiveActivityEvent.factsByName[name] ?? PushToTalkEvent.factsByName[name] ?? [])
    }

  /// The facts of each system event, as ``describe(_:)`` writes them (``systemEvents``).
  /// A name declared twice keeps its first facts; a test checks there is none.
  static let systemEventFacts = [String: [String]](systemEvents.map { ($0.name, $0.facts) }) { first, _ in first }
}

extension ObservedEvent {
  /// The kind of the scenario view of `event`, as ``init(_:)`` sets it, without building the
  /// view; `nil` where that gives `nil` (user actions, arriving pushes, local triggers firing).
  static func kind(of event: TraceEvent) -> ScenarioEventKind? {
    switch event.kind {
    case .callback: .callback
    case .skipped: .skipped
    case .completion: .completion
    case .diagnostic: .diagnostic
    case .lifecycle: .lifecycle
    case .system: .system
    case .apns: .apns
    case .user, .pushArrived, .localFired: nil
    }
  }

  /// A set of event kinds as bits: what an expectation block checks, asked once an event.
  struct KindSet {
    private var bits: UInt16 = 0

    init(_ kinds: [ScenarioEventKind]) {
      for kind in kinds { insert(kind) }
    }

    mutating func insert(_ kind: ScenarioEventKind) { bits |= Self.bit(kind) }

    func contains(_ kind: ScenarioEventKind) -> Bool { bits & Self.bit(kind) != 0 }

    private static func bit(_ kind: ScenarioEventKind) -> UInt16 {
      switch kind {
      case .callback: 1
      case .skipped: 2
      case .system: 4
      case .diagnostic: 8
      case .lifecycle: 16
      case .completion: 32
      case .apns: 64
      }
    }
  }
}

extension DiagnosticCode {
  /// An expectation checks a fact that its kind of event never records.
  public static let unrecordedFact: DiagnosticCode = "unrecorded-fact"
}
