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
  /// ``describe(_:)`` writes them: the one declaration that ``systemEventNames`` (and so the
  /// schema), ``systemEventFacts`` and the facts an expectation may name are read from.
  static let systemEvents: [(name: String, facts: [String])] = [
    (
      "displayed",
      [
        "notification", "banner", "list", "sound", "badge", "soundName", "lightsScreen", "threadIdentifier",
        "summaryArgument", "attachments", "actions", "communication", "sender",
      ]
    ),
    ("notShown", ["notification", "reason"]), ("dropped", ["notification", "reason"]), ("held", ["notification"]),
    ("coalesced", ["notification", "replaced"]), ("released", ["notification"]),
    ("discardedHeld", ["notification", "reason"]), ("budgetRefilled", []), ("badge", ["value"]),
    ("badgeIgnored", ["notification", "reason"]), ("unlocked", []), ("locked", []),
    ("authorizationPrompt", ["options"]), ("authorizationResult", ["granted", "status"]),
    ("categoriesSet", ["categories"]), ("delegateAssigned", ["when"]), ("removed", ["notification", "reason"]),
    ("noEffect", ["notification", "reason"]), ("scheduled", ["notification", "fireAt"]),
    ("scheduleFailed", ["notification", "reason", "code"]), ("serviceExtensionExpired", ["notification"]),
    ("attachmentRefused", ["notification", "attachment", "code", "reason"]),
    ("serviceExtensionLastAnswer", ["notification"]), ("serviceExtensionFailed", ["notification", "reason"]),
    ("contentChanged", ["notification", "title", "subtitle", "body", "attachments"]),
    ("originalContentShown", ["notification", "reason"]),
    ("contentExtensionResponse", ["notification", "action", "options"]),
    ("contentExtensionActions", ["notification", "actions"]),
    ("contentExtensionDidReceive", ["notification", "category", "extension"]),
    ("expanded", ["notification", "interface", "actions", "reason"]),
    ("contentExtensionDismissed", ["notification", "extension", "options"]),
    ("replaced", ["notification", "from", "to"]), ("soundPlayed", ["notification", "soundName"]),
    ("requestReplaced", ["notification"]), ("pendingDropped", ["notification", "reason"]),
    ("pendingRemoved", ["notification"]), ("nextTriggerDate", ["notification", "fireAt", "date", "reason"]),
    ("watchingRegion", ["notification", "region"]), ("regionCrossed", ["region", "entered"]),
    ("deliveredNotifications", ["identifiers", "threads"]), ("pendingRequests", ["identifiers"]),
    ("interruption", ["notification", "level", "effect"]), ("focus", ["notification", "focus", "outcome", "detail"]),
    ("soundSilenced", ["notification", "reason"]), ("shownOn", ["notification", "device", "reason"]),
    ("summary", ["notification", "outcome", "detail"]), ("summaryDelivered", ["identifiers"]),
    ("communication", ["notification", "sender", "intent", "outcome", "metadata", "detail"]),
    ("deferred", ["notification", "until"]), ("wakesDeprioritised", ["until", "reason"]),
    ("wakePriorityRestored", []), ("simulatedPushRejected", ["notification", "reason"]),
    ("attachmentStored", ["notification", "attachment", "path"]), ("file", ["path", "exists"]),
    ("provisionalChoice", ["choice", "status"]), ("callReported", ["notification", "framework"]),
    ("callNotReported", ["notification", "reason"]), ("voipDeliveryStopped", ["unreported"]),
    ("callRefused", ["notification", "error", "code", "detail"]),
    ("voipNotDelivered", ["notification", "reason"]), ("locationPushNotDelivered", ["notification", "reason"]),
    ("pushHandedOver", ["notification", "pushType", "receiver"]),
    ("widgetTimelinesReloaded", ["notification", "reloadsToday", "dailyLimit"]),
    ("controlReloaded", ["notification"]), ("widgetPushIgnored", ["notification", "reason"]),
  ] + (LiveActivityEvent.names + PushToTalkEvent.names).map { name in
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
