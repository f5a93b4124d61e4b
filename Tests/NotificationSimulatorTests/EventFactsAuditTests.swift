import Testing

@testable import NotificationPayload
@testable import NotificationSimulator

/// Every fact the trace records, event by event, against the live tables
/// (``ObservedEvent/recordedFacts(kind:name:)``): adding an event or a fact means adding its line
/// here too, on purpose. Every fact iOS shows the user or hands the app is an event fact; if a
/// test cannot assert it, it is not modelled yet (ARCHITECTURE.md, "Every fact on the trace").
@Suite struct EventFactsAuditTests {
  /// One line per event kind and name, `kind name: fact, fact`, sorted; `*` stands for every name
  /// of a kind whose facts do not depend on the name. Keep one event per line, so parallel
  /// additions merge.
  static let expected = """
    apns answer: notification, status, reason, apnsID, timestamp
    apns channelCreated: channel, storagePolicy
    apns channelDeleted: channel
    apns discarded: notification, reason
    apns forwarded: notification
    apns notSent: notification, reason
    apns reordered: notification
    apns stored: notification, until
    apns tokenDiscarded: token, status, reason, timestamp
    callback channelManagerDidActivate:
    callback channelManagerDidDeactivate:
    callback channelManagerReceivedEphemeralPushToken: deviceToken
    callback didBecomeActive:
    callback didEnterBackground:
    callback didFailToRegisterForRemoteNotifications: error
    callback didFinishLaunching: launchOptions
    callback didReceive: notification, action, userText, category, title, body, userInfo
    callback didReceiveLocalNotification: notification, state
    callback didReceiveRemoteNotification: notification, state
    callback didReceiveRemoteNotificationWithFetch: notification, state
    callback didRegisterForRemoteNotifications: deviceToken
    callback handleActionForLocalNotification: action, notification, userText
    callback handleActionForLocalNotificationWithResponseInfo: action, notification, userText
    callback handleActionForRemoteNotification: action, notification, userText
    callback handleActionForRemoteNotificationWithResponseInfo: action, notification, userText
    callback incomingPushResult: notification, state
    callback incomingServiceUpdatePush: notification, state
    callback locationPushDidReceive: notification
    callback locationPushServiceExtensionWillTerminate: notification
    callback performFetch: notification, state
    callback providerDidActivateAudioSession:
    callback providerDidDeactivateAudioSession:
    callback providerPerformAnswerCall: notification
    callback providerPerformEndCall: notification
    callback providerPerformSetHeldCall: notification
    callback providerPerformSetMutedCall: notification
    callback pushRegistryDidReceiveIncomingPush: notification, state
    callback pushRegistryDidReceiveIncomingVoIPPush: notification, state
    callback pushRegistryDidUpdate: deviceToken
    callback sceneDidBecomeActive:
    callback sceneDidEnterBackground:
    callback sceneWillConnect: notification, action, notificationResponse
    callback sceneWillEnterForeground:
    callback sceneWillResignActive:
    callback serviceExtensionDidReceive: notification
    callback willEnterForeground:
    callback willFinishLaunching: launchOptions
    callback willPresent: notification, title, body, userInfo
    callback willResignActive:
    callback willTerminate:
    completion *: notification, result
    diagnostic *: message
    lifecycle *: from, reason
    skipped *: reason
    system activityAlert: activity, title, body
    system activityChannel: activity, channel
    system activityDismissed: activity
    system activityEnded: activity, endedBy
    system activityPushToStartToken: attributesType, token
    system activityPushToken: activity, token
    system activityReceived: activity, attributesType
    system activityStale: activity
    system activityStartFailed: activity, reason
    system activityStarted: activity, attributesType, startedBy
    system activityStreamElement: stream, activity, value
    system activityUpdateIgnored: activity, reason
    system activityUpdated: activity, contentState, priority
    system activityUpdatedByApp: activity, contentState
    system attachmentRefused: notification, attachment, code, reason
    system attachmentStored: notification, attachment, path
    system authorizationPrompt: options
    system authorizationResult: granted, status
    system badge: value
    system badgeIgnored: notification, reason
    system budgetRefilled:
    system callNotReported: notification, reason
    system callRefused: notification, error, code, detail
    system callReported: notification, framework
    system categoriesSet: categories
    system coalesced: notification, replaced
    system communication: notification, sender, intent, outcome, metadata, detail
    system contentChanged: notification, title, subtitle, body, attachments
    system contentExtensionActions: notification, actions
    system contentExtensionDidReceive: notification, category, extension
    system contentExtensionDismissed: notification, extension, options
    system contentExtensionResponse: notification, action, options
    system controlReloaded: notification
    system deferred: notification, until
    system delegateAssigned: when
    system deliveredNotifications: identifiers, threads
    system discardedHeld: notification, reason
    system displayed: notification, banner, list, sound, badge, soundName, lightsScreen, threadIdentifier, summaryArgument, attachments, actions, communication, sender
    system dropped: notification, reason
    system expanded: notification, interface, actions, reason
    system file: path, exists
    system focus: notification, focus, outcome, detail
    system held: notification
    system interruption: notification, level, effect
    system locationPushNotDelivered: notification, reason
    system locked:
    system nextTriggerDate: notification, fireAt, date, reason
    system noEffect: notification, reason
    system notShown: notification, reason
    system originalContentShown: notification, reason
    system pendingDropped: notification, reason
    system pendingRemoved: notification
    system pendingRequests: identifiers
    system provisionalChoice: choice, status
    system pttChannelJoinFailed: channel, error, state
    system pttChannelJoined: channel, reason
    system pttChannelLeft: channel, reason
    system pttError: notification, reason
    system pttPushNotDelivered: notification, reason
    system pttRemoteParticipant: notification, channel, participant
    system pttServiceUpdate: notification, highPriority, remainingHighPriorityBudget
    system pttTransmissionBegan: channel
    system pttTransmissionEnded: channel
    system pushHandedOver: notification, pushType, receiver
    system regionCrossed: region, entered
    system released: notification
    system removed: notification, reason
    system replaced: notification, from, to
    system requestReplaced: notification
    system scheduleFailed: notification, reason, code
    system scheduled: notification, fireAt
    system serviceExtensionExpired: notification
    system serviceExtensionFailed: notification, reason
    system serviceExtensionLastAnswer: notification
    system shownOn: notification, device, reason
    system simulatedPushRejected: notification, reason
    system soundPlayed: notification, soundName
    system soundSilenced: notification, reason
    system summary: notification, outcome, detail
    system summaryDelivered: identifiers
    system unlocked:
    system voipDeliveryStopped: unreported
    system voipNotDelivered: notification, reason
    system wakePriorityRestored:
    system wakesDeprioritised: until, reason
    system watchingRegion: notification, region
    system widgetPushIgnored: notification, reason
    system widgetTimelinesReloaded: notification, reloadsToday, dailyLimit
    """

  /// The same lines from the live tables.
  static func live() -> [String] {
    var names: [(ScenarioEventKind, String)] = Callback.allCases.map { (.callback, $0.rawValue) }
    names += ObservedEvent.systemEventNames.map { (.system, $0) }
    names += APNsEvent.names.map { (.apns, $0) }
    names += [ScenarioEventKind.skipped, .completion, .diagnostic, .lifecycle].map { ($0, "*") }
    return names.map { kind, name in
      let facts = ObservedEvent.recordedFacts(kind: kind, name: name) ?? ["(no entry)"]
      return "\(kind.rawValue) \(name):" + (facts.isEmpty ? "" : " " + facts.joined(separator: ", "))
    }.sorted()
  }

  @Test func `every event's facts are listed here, and nothing else`() {
    let expected = Self.expected.split(separator: "\n").map(String.init)
    let live = Self.live()
    #expect(expected == expected.sorted(), "keep the expected lines sorted")
    #expect(live.filter { !expected.contains($0) } == [], "events or facts added without their line here")
    #expect(expected.filter { !live.contains($0) } == [], "lines here that the live tables no longer have")
  }

  @Test func `every event kind is audited`() {
    let audited = Set(Self.live().compactMap { $0.split(separator: " ").first.map(String.init) })
    #expect(audited == Set(ScenarioEventKind.allCases.map(\.rawValue)))
  }

  /// One value of every ``SystemEvent`` case. A new case needs a sample here, or the check that
  /// every listed name is produced fails.
  static let systemSamples: [SystemEvent] = [
    .displayed(
      "n1", Presentation(banner: true),
      shown: ShownContent(
        threadIdentifier: "t", summaryArgument: "s", attachments: ["a"], actions: ["b"], soundName: "chime.aiff",
        lightsScreen: true, communication: true, sender: "Alice")), .notShown("n1", reason: "r"), .dropped("n1", .forceQuit),
    .held("n1"), .coalesced(replaced: "n1", by: "n2"), .released("n1"), .discardedHeld("n1", reason: "r"),
    .budgetRefilled, .badge(1), .badgeIgnored("n1", reason: "r"), .unlocked, .locked, .authorizationPrompt([.alert]),
    .authorizationResult(granted: true, status: .authorized), .categoriesSet(["c"]), .delegateAssigned("late"),
    .removed("n1", reason: "r"), .noEffect("n1", reason: "r"), .scheduled("n1", at: .zero),
    .scheduleFailed("n1", reason: "r", code: .attachmentInvalidURL),
    .attachmentRefused("n1", attachment: "a", code: .attachmentUnrecognizedType, reason: "r"), .serviceExtensionExpired("n1"), .serviceExtensionLastAnswer("n1"),
    .serviceExtensionFailed("n1", .crash), .contentChanged("n1", NotificationContent(title: "t"), changes: ["title"]),
    .originalContentShown("n1", reason: "r"),
    .contentExtensionResponse("n1", extension: "E", action: "a", option: .dismiss),
    .contentExtensionActions("n1", extension: "E", actions: ["a"]), .replaced("n1", from: 2, to: 1), .soundPlayed("n1", name: "chime.aiff"),
    .requestReplaced("n1"), .pendingDropped("n1", reason: "r"), .pendingRemoved("n1"),
    .nextTriggerDate("n1", at: .zero, date: "d"), .watchingRegion("n1", region: "r"), .regionCrossed("r", entered: true),
    .deliveredNotifications(["n1"], threads: []), .pendingRequests(["n1"]),
    .interruption("n1", level: .passive, effect: "e"), .focus("n1", focus: "F", outcome: .allowed, detail: "d"),
    .soundSilenced("n1", reason: "r"), .shownOn("n1", device: .watch, reason: "r"), .deferred("n1", until: .zero),
    .wakesDeprioritised(until: .zero, cause: "c"), .wakePriorityRestored, .simulatedPushRejected("n1", reason: "r"),
    .attachmentStored("n1", attachment: "a", path: "/p"), .file(path: "/p", exists: true),
    .provisionalChoice(.turnOff, status: .denied),
    .contentExtensionDidReceive("n1", extension: "E", category: "c"),
    .expanded("n1", interface: nil, actions: ["a"], reason: "r"),
    .contentExtensionDismissed("n1", extension: "E", option: .dismiss), .noNextTriggerDate("n1", reason: "r"),
    .liveActivity(.started("a", attributesType: "T", by: .app)), .liveActivity(.startFailed("a", reason: "r")),
    .liveActivity(.updated("a", contentState: "{}", priority: 10)), .liveActivity(.ignored("a", reason: "r")),
    .liveActivity(.alerted("a", title: "t", body: "b")), .liveActivity(.stale("a")), .liveActivity(.ended("a", by: "push")),
    .liveActivity(.dismissed("a")), .liveActivity(.pushToken("a", token: "00")),
    .liveActivity(.subscribed("a", channel: "c")), .liveActivity(.pushToStartToken(attributesType: "T", token: "00")),
    .liveActivity(.received("a", attributesType: "T")),
    .liveActivity(.updatedByApp("a", contentState: "{}")),
    .liveActivity(.streamElement(stream: "Activity<T>.contentUpdates", activity: "a", value: "{}")),
    .callReported("n1", framework: "CallKit"), .callNotReported("n1", reason: "r"), .voipDeliveryStopped(unreported: 3),
    .callRefused("n1", error: .filteredByDoNotDisturb, detail: "d"),
    .voipNotDelivered("n1", reason: "r"), .locationPushNotDelivered("n1", reason: "r"),
    .pushHandedOver("n1", pushType: .fileProvider, receiver: .fileProviderExtension),
    .widgetTimelinesReloaded("w1", reloadsToday: 1, dailyLimit: 70), .controlReloaded("c1"),
    .widgetPushIgnored("w1", reason: "r"),
    .pushToTalk(.joined(channel: "c", reason: "developerRequest")), .pushToTalk(.left(channel: "c", reason: "developerRequest")),
    .pushToTalk(.joinFailed(channel: "c", error: "appNotForeground", state: .background)),
    .pushToTalk(.notDelivered("n1", reason: "r")), .pushToTalk(.remoteParticipant("n1", channel: "c", participant: "p")),
    .pushToTalk(.error("n1", reason: "r")), .pushToTalk(.transmissionBegan(channel: "c")), .pushToTalk(.transmissionEnded(channel: "c")),
    .pushToTalk(.serviceUpdate("n1", highPriority: true, remainingHighPriorityBudget: 9)),
    .summary("n1", outcome: .held, detail: "d"), .summaryDelivered(["n1", "n2"]),
    .communication("n1", CommunicationIntent(sender: "Alice", mentionsCurrentUser: true), outcome: .updated, detail: "d"),
  ]

  @Test func `every listed system event is produced by a SystemEvent case, with exactly its listed facts`() {
    let produced = Self.systemSamples.map { ObservedEvent.describe($0) }
    #expect(Set(produced.map(\.0)).sorted() == ObservedEvent.systemEventNames.sorted(), "a name without a case, or a case without a name")
    #expect(Set(ObservedEvent.systemEventNames).count == ObservedEvent.systemEventNames.count, "a system event declared twice")
    // Several cases may share a name (a request's next date, or none): each writes facts in the
    // listed order, and together they write every listed fact.
    for name in Set(produced.map(\.0)).sorted() {
      let listed = ObservedEvent.systemEventFacts[name] ?? []
      let samples = produced.filter { $0.0 == name }.map { $0.1.map(\.name) }
      for facts in samples { #expect(listed.filter(facts.contains) == facts, "\(name): \(facts) out of order or unlisted") }
      #expect(listed.filter { fact in samples.contains { $0.contains(fact) } } == listed, "\(name)")
    }
  }

  @Test func `an expected system event may name exactly the facts some system event has, each once`() {
    let facts = Set(ObservedEvent.systemEventFacts.values.joined())
    #expect(Set(ScenarioLoader.Reader.systemEventFields) == facts)
    #expect(ScenarioLoader.Reader.systemEventFields.count == facts.count)
  }

  @Test func `every APNs event name has facts, and each event's facts are among them`() {
    #expect(APNsEvent.names.sorted() == APNsEvent.factNames.keys.sorted())
    let samples: [APNsEvent] = [
      .answered("n1", APNsResponse(status: 400, reason: .badDeviceToken, apnsID: "id", timestamp: 1)),
      .stored("n1", until: 1, why: "w"), .discarded("n1", reason: "replaced"), .forwarded("n1"), .reordered("n1"),
      .notSent("n1", reason: "no-device-token"),
      .tokenDiscarded("ab", after: APNsResponse(status: 410, reason: .unregistered, apnsID: "id", timestamp: 1)),
      .channelCreated("c", storagePolicy: "noMessageStored"), .channelDeleted("c"),
    ]
    #expect(samples.map(\.name).sorted() == APNsEvent.names.sorted())
    for sample in samples {
      #expect(sample.facts.map(\.name) == APNsEvent.factNames[sample.name], "\(sample.name)")
    }
  }
}
