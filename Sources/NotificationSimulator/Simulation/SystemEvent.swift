// Every system event in one file: its case and doc comment (``SystemEvent``), its sentence
// (``SystemEvent/description``), its name and fact names (``SystemEvent/Name``) and its fact
// values (``ObservedEvent/describe(_:)``). A new event touches only this file, besides the
// place that records it and the audit's line (ARCHITECTURE.md, "Adding an event fact").

/// Something the simulated system did, as opposed to the app.
public enum SystemEvent: Hashable, Sendable, CustomStringConvertible {
  /// A notification was shown, and what it shows (``ShownContent``; `nil` in an expected event
  /// checks the presentation only).
  ///
  /// Boxed, like ``contentChanged(_:_:changes:)``: inline, what it shows would make every
  /// event of every kind more than twice as large.
  indirect case displayed(String, Presentation, shown: ShownContent? = nil)
  /// A notification was delivered but not shown.
  case notShown(String, reason: String)
  /// A notification, or its wake-up, was dropped.
  case dropped(String, DropReason)
  /// A background push was held because the budget is spent.
  case held(String)
  /// A newer held push replaced an older one.
  case coalesced(replaced: String, by: String)
  /// A held push was released to the app.
  case released(String)
  /// A held push was discarded because the process ended.
  case discardedHeld(String, reason: String)
  /// The background budget refilled.
  case budgetRefilled
  /// The badge was set.
  case badge(Int)
  /// The notification's badge was ignored.
  case badgeIgnored(String, reason: String)
  /// The device asked the user to unlock, and the user did.
  case unlocked
  /// The device was locked.
  case locked
  /// The authorization prompt appeared.
  case authorizationPrompt(AuthorizationOptions)
  /// `requestAuthorization`'s completion handler ran.
  case authorizationResult(granted: Bool, status: AuthorizationStatus)
  /// The categories were replaced.
  case categoriesSet([String])
  /// The UN delegate was assigned.
  case delegateAssigned(String)
  /// A notification left the screen.
  case removed(String, reason: String)
  /// An interaction reached no callback.
  case noEffect(String, reason: String)
  /// A local request was scheduled.
  case scheduled(String, at: SimulatedInstant)
  /// A local request was rejected: `add(_:withCompletionHandler:)` hands the app `code`.
  case scheduleFailed(String, reason: String, code: NotificationErrorCode? = nil)
  /// `UNNotificationAttachment(identifier:url:options:)` threw for an attachment of the request
  /// `String`, so the app never made the request and never called `add(_:withCompletionHandler:)`
  /// (rule AT1,
  /// https://developer.apple.com/documentation/usernotifications/unnotificationattachment/init(identifier:url:options:)).
  case attachmentRefused(String, attachment: String, code: NotificationErrorCode, reason: String)
  /// Adding request `String` moved an attachment's file from the app's container into the
  /// system's attachment data store, at `path` (rule AT3).
  case attachmentStored(String, attachment: String, path: String)
  /// A test looked for a file on the device (`fileExists`): whether one is at `path` (rule AT3).
  case file(path: String, exists: Bool)
  /// The user answered the Keep / Turn Off choice of provisional delivery; the status is now
  /// `status` (rules PV2–PV4).
  case provisionalChoice(ProvisionalChoice, status: AuthorizationStatus)
  /// The service extension ran out of time; the original content is shown.
  case serviceExtensionExpired(String)
  /// The service extension ran out of time and answered in `serviceExtensionTimeWillExpire()` (rule SE3).
  case serviceExtensionLastAnswer(String)
  /// The service extension's process died before it answered (rule SE4).
  case serviceExtensionFailed(String, ServiceExtensionFailure)
  /// The content the service extension returned replaces the original: the content and what
  /// differs (rule SE1).
  indirect case contentChanged(String, NotificationContent, changes: [String])
  /// The original content is shown although the service extension ran, and why (rules SE2, SE4).
  case originalContentShown(String, reason: String)
  /// A content extension's `didReceive(_:completionHandler:)` answered an action (rule CE2).
  case contentExtensionResponse(String, extension: String, action: String, option: ContentExtensionResponseOption)
  /// A content extension set `extensionContext.notificationActions` (iOS 12): the identifiers of
  /// the actions the notification shows from now on (rule CE4).
  case contentExtensionActions(String, extension: String, actions: [String])
  /// The content extension's view loaded for an expanded notification, and its
  /// `UNNotificationContentExtension.didReceive(_:)` got the notification of `category` (rule CE5).
  case contentExtensionDidReceive(String, extension: String, category: String)
  /// The user expanded a notification: `interface` is the content extension showing it, or `nil`
  /// for iOS's default expanded interface (and `reason` says why); `actions` are the
  /// identifiers of the actions offered (rule CE5).
  case expanded(String, interface: String?, actions: [String], reason: String?)
  /// A content extension's interface closed after its `didReceive(_:completionHandler:)`
  /// answered `dismiss` or `dismissAndForwardAction` (rule CE2).
  case contentExtensionDismissed(String, extension: String, option: ContentExtensionResponseOption)
  /// A notification replaced the one with its identifier in Notification Center and moved from
  /// position `from` to the top (rule NC1).
  case replaced(String, from: Int, to: Int)
  /// The sound played, though nothing was shown (`willPresent` answered `.sound` alone, or the
  /// content had a sound and no alert text).
  /// `name` is the sound (``ShownContent/soundName``; `nil` in an expected event checks the
  /// notification only).
  case soundPlayed(String, name: String? = nil)
  /// A pending request was replaced by a new one with its identifier, without an alert (rule LN5).
  case requestReplaced(String)
  /// A pending request was dropped to stay within the limit of 64 (rule LN6).
  case pendingDropped(String, reason: String)
  /// A pending request was removed by the app (rule LN7).
  case pendingRemoved(String)
  /// A calendar trigger's next date, on the device's wall clock (rule LN3).
  case nextTriggerDate(String, at: SimulatedInstant, date: String)
  /// `nextTriggerDate()` read for a request that has no next date: it is not pending (the app
  /// cannot get it from `getPendingNotificationRequests`), or its trigger fires no more (rule LN8).
  case noNextTriggerDate(String, reason: String)
  /// A location trigger now watches its region (rule LN4).
  case watchingRegion(String, region: String)
  /// The device entered or left a region.
  case regionCrossed(String, entered: Bool)
  /// What `getDeliveredNotifications` returned: identifiers newest first, and the threads.
  case deliveredNotifications([String], threads: [NotificationThread])
  /// What `getPendingNotificationRequests` returned, soonest-firing first.
  case pendingRequests([String])
  /// What a notification's interruption level did, or why it was delivered at another level
  /// (rules IL1–IL6).
  case interruption(String, level: InterruptionLevel, effect: String)
  /// How the Focus that is on treated a notification, and why (rules FO1–FO3, IL4).
  case focus(String, focus: String, outcome: FocusOutcome, detail: String)
  /// What the Scheduled Summary did with a notification of an app in it (rules SS1, SS3).
  case summary(String, outcome: SummaryOutcome, detail: String)
  /// The Scheduled Summary delivered the notifications it held, in its order (rule SS2).
  case summaryDelivered([String])
  /// What `UNNotificationContent.updating(from:)` did with the content a service extension
  /// returned: a communication notification from the intent's sender, or an ordinary one and
  /// why (rules CN1, CN2).
  case communication(String, CommunicationIntent, outcome: CommunicationOutcome, detail: String)
  /// A notification's sound did not play, and why (rule IL7).
  case soundSilenced(String, reason: String)
  /// Where a notification appeared with a paired Apple Watch, and why (rules WA1–WA3).
  case shownOn(String, device: NotificationDevice, reason: String)
  /// A background push was held because the app's wakes are deprioritised until `until` (rule BW5).
  case deferred(String, until: SimulatedInstant)
  /// iOS deprioritises the app's background wakes until `until`, because of `cause` (rule BW5).
  case wakesDeprioritised(until: SimulatedInstant, cause: String)
  /// The penalty of rule BW5 ended: background wakes are no longer deferred.
  case wakePriorityRestored
  /// `simctl push` (or Simulator) did not deliver a simulated push to the app (rules XR1, XR2, XR4).
  case simulatedPushRejected(String, reason: String)
  /// A Live Activity started, changed, ended or was dismissed, or a start or update was refused (rules LA1–LA9).
  case liveActivity(LiveActivityEvent)
  /// What happened to the app's Push to Talk channel (rules PT1–PT7).
  case pushToTalk(PushToTalkEvent)
  /// The app reported a new incoming call for a VoIP push (rule VP3), with
  /// `CXProvider.reportNewIncomingCall(with:update:completion:)`
  /// (https://developer.apple.com/documentation/callkit/cxprovider/reportnewincomingcall(with:update:completion:)).
  case callReported(String, framework: String)
  /// CallKit refused the incoming call the app reported for a VoIP push: the completion of
  /// `CXProvider.reportNewIncomingCall(with:update:completion:)` got `error`, in the domain
  /// `com.apple.CallKit.error.incomingcall`, and no call screen shows (rule VP6,
  /// https://developer.apple.com/documentation/callkit/cxerrorcodeincomingcallerror-swift.struct).
  case callRefused(String, error: IncomingCallError, detail: String)
  /// The app returned from its VoIP push handler without reporting a call (rules VP3, VP5).
  case callNotReported(String, reason: String)
  /// iOS stopped delivering VoIP pushes to the app after this many unreported ones (rule VP4).
  case voipDeliveryStopped(unreported: Int)
  /// A VoIP push was not delivered to the app (rules VP1, VP4).
  case voipNotDelivered(String, reason: String)
  /// WidgetKit reloaded the timelines of the app's push-enabled widgets for a `widgets` push,
  /// the reload `reloadsToday` of `dailyLimit` (rules WG1, WG2), as
  /// `WidgetCenter.reloadAllTimelines()` does
  /// (https://developer.apple.com/documentation/widgetkit/updating-widgets-with-widgetkit-push-notifications).
  case widgetTimelinesReloaded(String, reloadsToday: Int, dailyLimit: Int)
  /// WidgetKit reloaded the control that owns the push token of a `controls` push (rule CT1)
  /// (https://developer.apple.com/documentation/widgetkit/updating-controls-locally-and-remotely).
  case controlReloaded(String)
  /// A `widgets` or `controls` push reloaded nothing: the device's iOS is too old (WG3), the day's
  /// reloads are spent (WG2), or its `apns-expiration` stopped it (quirk).
  case widgetPushIgnored(String, reason: String)
  /// A location push did not run the Location Push Service Extension (rule LP2).
  case locationPushNotDelivered(String, reason: String)
  /// A push APNs accepted went to `receiver`, the framework its `apns-push-type` names, which the
  /// simulator does not model further (rule AP14): no notification, no app callback.
  case pushHandedOver(String, pushType: APNsPushType, receiver: APNsPushReceiver)

  /// One line of text.
  public var description: String {
    switch self {
    case .displayed(let id, let presentation, let shown): "displayed \(id) \(presentation)\(shown?.description ?? "")"
    case .notShown(let id, let reason): "not shown \(id): \(reason)"
    case .dropped(let id, let reason): "dropped \(id): \(reason.explanation) (\(reason.code))"
    case .held(let id): "held \(id): background budget spent"
    case .coalesced(let replaced, let by): "coalesced: \(by) replaces held \(replaced)"
    case .released(let id): "released held \(id)"
    case .discardedHeld(let id, let reason): "discarded held \(id): \(reason)"
    case .budgetRefilled: "background budget refilled"
    case .badge(let value): value == 0 ? "badge 0 (removed)" : "badge \(value)"
    case .badgeIgnored(let id, let reason): "badge of \(id) ignored: \(reason)"
    case .unlocked: "unlock requested; device unlocked"
    case .locked: "device locked"
    case .authorizationPrompt(let options): "authorization prompt \(options)"
    case .authorizationResult(let granted, let status):
      "requestAuthorization(options:completionHandler:) granted=\(granted) status=\(status)"
    case .categoriesSet(let ids): "categories [" + ids.joined(separator: ", ") + "]"
    case .delegateAssigned(let when): "UNUserNotificationCenter delegate assigned \(when)"
    case .removed(let id, let reason): "removed \(id): \(reason)"
    case .noEffect(let id, let reason): "no effect \(id): \(reason)"
    case .scheduled(let id, let at): "scheduled \(id) for \(at)"
    case .scheduleFailed(let id, let reason, _): "add(_:withCompletionHandler:) failed for \(id): \(reason)"
    case .attachmentRefused(let id, let attachment, let code, let reason):
      "UNNotificationAttachment(identifier:url:options:) threw \(code) for attachment \(JSONWriter.quoted(attachment)) of \(id): \(reason); the request was never made, so add(_:withCompletionHandler:) was not called"
    case .attachmentStored(let id, let attachment, let path):
      "attachment \(JSONWriter.quoted(attachment)) of \(id) moved into the attachment data store: \(path)"
    case .file(let path, let exists): "file \(path) \(exists ? "exists" : "does not exist")"
    case .provisionalChoice(let choice, let status): "the user chose \(choice.buttons); authorization is \(status)"
    case .serviceExtensionExpired(let id): "serviceExtensionTimeWillExpire \(id); original content shown"
    case .serviceExtensionLastAnswer(let id): "serviceExtensionTimeWillExpire \(id); the extension answered in time"
    case .serviceExtensionFailed(let id, let failure): "service extension for \(id) \(failure)"
    case .contentChanged(let id, _, let changes): "content of \(id) changed: " + changes.joined(separator: "; ")
    case .originalContentShown(let id, let reason): "original content of \(id) shown: \(reason)"
    case .contentExtensionResponse(let id, let name, let action, let option):
      "content extension \(name) handled \(action) on \(id): \(option)"
    case .contentExtensionActions(let id, let name, let actions):
      "content extension \(name) set the actions of \(id): [" + actions.joined(separator: ", ") + "]"
    case .contentExtensionDidReceive(let id, let name, let category):
      "content extension \(name) loads its view for \(id): didReceive(_:) category=\(category)"
    case .expanded(let id, let interface, let actions, let reason):
      "expanded \(id) in " + (interface.map { "\($0)'s view" } ?? "the default interface")
        + (reason.map { " (\($0))" } ?? "") + "; actions [" + actions.joined(separator: ", ") + "]"
    case .contentExtensionDismissed(let id, let name, let option):
      "content extension \(name)'s interface on \(id) closed (\(option))"
    case .replaced(let id, let from, let to): "replaced \(id) in Notification Center: position \(from) -> \(to)"
    case .soundPlayed(let id, let name):
      "sound played for \(id)" + (name.map { $0 == "default" ? "" : ": \(JSONWriter.quoted($0))" } ?? "")
    case .requestReplaced(let id): "pending request \(id) replaced, no alert"
    case .pendingDropped(let id, let reason): "dropped pending request \(id): \(reason)"
    case .pendingRemoved(let id): "removed pending request \(id)"
    case .nextTriggerDate(let id, let at, let date): "next trigger of \(id): \(date) (\(at))"
    case .noNextTriggerDate(let id, let reason): "next trigger of \(id): nil (\(reason))"
    case .watchingRegion(let id, let region): "\(id) watches region \(region)"
    case .regionCrossed(let region, let entered): (entered ? "entered" : "left") + " region \(region)"
    case .deliveredNotifications(let ids, let threads):
      "getDeliveredNotifications [" + ids.joined(separator: ", ") + "]"
        + (threads.count > 1 || threads.first.map { !$0.identifier.isEmpty } == true
          ? " threads " + SystemEvent.describe(threads) : "")
    case .pendingRequests(let ids): "getPendingNotificationRequests [" + ids.joined(separator: ", ") + "]"
    case .interruption(let id, let level, let effect): "\(level.rawValue) \(id): \(effect)"
    case .focus(let id, let focus, let outcome, let detail):
      switch outcome {
      case .allowed: "Focus \(JSONWriter.quoted(focus)) allows \(id): \(detail)"
      case .silenced: "Focus \(JSONWriter.quoted(focus)) silences \(id): \(detail)"
      case .brokeThrough: "\(id) breaks through Focus \(JSONWriter.quoted(focus)): \(detail)"
      }
    case .summary(let id, .held, let detail): "Scheduled Summary holds \(id): \(detail)"
    case .summary(let id, .brokeThrough, let detail): "\(id) breaks through the Scheduled Summary: \(detail)"
    case .summaryDelivered(let ids): "Scheduled Summary delivered [" + ids.joined(separator: ", ") + "]"
    case .communication(let id, let intent, .updated, let detail): "\(id) is updated from \(intent): \(detail)"
    case .communication(let id, let intent, .failed, let detail): "\(id) is not updated from \(intent): \(detail)"
    case .soundSilenced(let id, let reason): "no sound for \(id): \(reason)"
    case .shownOn(let id, let device, let reason):
      "\(id) shown on \(device), not \(device == .watch ? NotificationDevice.iPhone : .watch): \(reason)"
    case .deferred(let id, let until): "deferred \(id) until \(until): the app's background wakes are deprioritised"
    case .wakesDeprioritised(let until, let cause): "background wakes deprioritised until \(until): \(cause)"
    case .wakePriorityRestored: "background wakes no longer deprioritised"
    case .callReported(let id, let framework): "call reported for \(id) to \(framework)"
    case .callNotReported(let id, let reason): "no call reported for \(id): \(reason)"
    case .callRefused(let id, let error, let detail):
      "CallKit refused the call reported for \(id): \(error) (code \(error.code)), \(detail); no call screen"
    case .voipDeliveryStopped(let count): "VoIP pushes no longer delivered to the app: \(count) left unreported"
    case .voipNotDelivered(let id, let reason): "VoIP push \(id) not delivered: \(reason)"
    case .widgetTimelinesReloaded(let id, let used, let limit):
      "\(id): WidgetKit reloads the timelines of the app's push-enabled widgets (\(used) of \(limit) today)"
    case .controlReloaded(let id): "\(id): WidgetKit reloads the control that owns the push token"
    case .widgetPushIgnored(let id, let reason): "\(id): nothing reloads: \(reason)"
    case .locationPushNotDelivered(let id, let reason): "location push \(id) not delivered: \(reason)"
    case .pushHandedOver(let id, let pushType, let receiver):
      "\(pushType) push \(id) goes to \(receiver), not UserNotifications; not simulated further"
    case .simulatedPushRejected(let id, let reason): "simulated push \(id) not delivered: \(reason)"
    case .liveActivity(let event): event.description
    case .pushToTalk(let event): event.description
    }
  }
}

extension SystemEvent {
  /// `scores(n3*, n1) (n2*)`: each thread with its members, newest first, the featured one starred.
  static func describe(_ threads: [NotificationThread]) -> String {
    threads.map { thread in
      thread.identifier + "(" + thread.notificationIDs.map { $0 == thread.featured ? $0 + "*" : $0 }.joined(separator: ", ") + ")"
    }.joined(separator: " ")
  }
}

extension SystemEvent {
  /// The name of a system event as scenario files write it, and the facts it records, in the
  /// order ``ObservedEvent/describe(_:)`` writes them: the one declaration that
  /// ``ObservedEvent/systemEventNames`` (and so the schema and the loader),
  /// ``ObservedEvent/systemEventFacts`` and the facts an expectation may name are read from.
  ///
  /// Declared in the order the schema and docs list the events. Live Activity and Push to Talk
  /// events declare theirs in ``LiveActivityEvent`` and ``PushToTalkEvent``.
  enum Name: String, CaseIterable {
    case displayed
    case notShown
    case dropped
    case held
    case coalesced
    case released
    case discardedHeld
    case budgetRefilled
    case badge
    case badgeIgnored
    case unlocked
    case locked
    case authorizationPrompt
    case authorizationResult
    case categoriesSet
    case delegateAssigned
    case removed
    case noEffect
    case scheduled
    case scheduleFailed
    case serviceExtensionExpired
    case attachmentRefused
    case serviceExtensionLastAnswer
    case serviceExtensionFailed
    case contentChanged
    case originalContentShown
    case contentExtensionResponse
    case contentExtensionActions
    case contentExtensionDidReceive
    case expanded
    case contentExtensionDismissed
    case replaced
    case soundPlayed
    case requestReplaced
    case pendingDropped
    case pendingRemoved
    case nextTriggerDate
    case watchingRegion
    case regionCrossed
    case deliveredNotifications
    case pendingRequests
    case interruption
    case focus
    case soundSilenced
    case shownOn
    case summary
    case summaryDelivered
    case communication
    case deferred
    case wakesDeprioritised
    case wakePriorityRestored
    case simulatedPushRejected
    case attachmentStored
    case file
    case provisionalChoice
    case callReported
    case callNotReported
    case voipDeliveryStopped
    case callRefused
    case voipNotDelivered
    case locationPushNotDelivered
    case pushHandedOver
    case widgetTimelinesReloaded
    case controlReloaded
    case widgetPushIgnored

    /// The facts an event of this name records, in the order they are written.
    var facts: [String] {
      switch self {
      case .displayed: ["notification", "banner", "list", "sound", "badge", "soundName", "lightsScreen", "threadIdentifier", "summaryArgument", "attachments", "actions", "communication", "sender"]
      case .notShown: ["notification", "reason"]
      case .dropped: ["notification", "reason"]
      case .held: ["notification"]
      case .coalesced: ["notification", "replaced"]
      case .released: ["notification"]
      case .discardedHeld: ["notification", "reason"]
      case .budgetRefilled: []
      case .badge: ["value"]
      case .badgeIgnored: ["notification", "reason"]
      case .unlocked: []
      case .locked: []
      case .authorizationPrompt: ["options"]
      case .authorizationResult: ["granted", "status"]
      case .categoriesSet: ["categories"]
      case .delegateAssigned: ["when"]
      case .removed: ["notification", "reason"]
      case .noEffect: ["notification", "reason"]
      case .scheduled: ["notification", "fireAt"]
      case .scheduleFailed: ["notification", "reason", "code"]
      case .serviceExtensionExpired: ["notification"]
      case .attachmentRefused: ["notification", "attachment", "code", "reason"]
      case .serviceExtensionLastAnswer: ["notification"]
      case .serviceExtensionFailed: ["notification", "reason"]
      case .contentChanged: ["notification", "title", "subtitle", "body", "attachments"]
      case .originalContentShown: ["notification", "reason"]
      case .contentExtensionResponse: ["notification", "action", "options"]
      case .contentExtensionActions: ["notification", "actions"]
      case .contentExtensionDidReceive: ["notification", "category", "extension"]
      case .expanded: ["notification", "interface", "actions", "reason"]
      case .contentExtensionDismissed: ["notification", "extension", "options"]
      case .replaced: ["notification", "from", "to"]
      case .soundPlayed: ["notification", "soundName"]
      case .requestReplaced: ["notification"]
      case .pendingDropped: ["notification", "reason"]
      case .pendingRemoved: ["notification"]
      case .nextTriggerDate: ["notification", "fireAt", "date", "reason"]
      case .watchingRegion: ["notification", "region"]
      case .regionCrossed: ["region", "entered"]
      case .deliveredNotifications: ["identifiers", "threads"]
      case .pendingRequests: ["identifiers"]
      case .interruption: ["notification", "level", "effect"]
      case .focus: ["notification", "focus", "outcome", "detail"]
      case .soundSilenced: ["notification", "reason"]
      case .shownOn: ["notification", "device", "reason"]
      case .summary: ["notification", "outcome", "detail"]
      case .summaryDelivered: ["identifiers"]
      case .communication: ["notification", "sender", "intent", "outcome", "metadata", "detail"]
      case .deferred: ["notification", "until"]
      case .wakesDeprioritised: ["until", "reason"]
      case .wakePriorityRestored: []
      case .simulatedPushRejected: ["notification", "reason"]
      case .attachmentStored: ["notification", "attachment", "path"]
      case .file: ["path", "exists"]
      case .provisionalChoice: ["choice", "status"]
      case .callReported: ["notification", "framework"]
      case .callNotReported: ["notification", "reason"]
      case .voipDeliveryStopped: ["unreported"]
      case .callRefused: ["notification", "error", "code", "detail"]
      case .voipNotDelivered: ["notification", "reason"]
      case .locationPushNotDelivered: ["notification", "reason"]
      case .pushHandedOver: ["notification", "pushType", "receiver"]
      case .widgetTimelinesReloaded: ["notification", "reloadsToday", "dailyLimit"]
      case .controlReloaded: ["notification"]
      case .widgetPushIgnored: ["notification", "reason"]
      }
    }

    /// ``facts``, built once per name: ``ObservedEvent/describe(_:)`` reads it for every event.
    static let recordedFacts: [Name: [String]] = Dictionary(uniqueKeysWithValues: allCases.map { ($0, $0.facts) })
  }
}

extension ObservedEvent {
  /// The name and facts of a system event: the values of its case, zipped in order with the
  /// fact names of its ``SystemEvent/Name``.
  static func describe(_ event: SystemEvent) -> (String, [Field]) {
    switch event {
    case .displayed(let id, let presentation, let shown):
      func text(_ value: Bool) -> String { value ? "true" : "false" }
      var facts: [Field] = []
      facts.reserveCapacity(shown == nil ? 5 : 13)
      // Each fact is left out while it has its value in `omittedFacts["displayed"]`; the five of
      // the presentation never are.
      let declared = ObservedEvent.omittedDisplayedFacts
      func add(_ index: Int, _ value: String) {
        let (name, left) = declared[index]
        if left != value { facts.append(Field(name: name, value: value)) }
      }
      add(0, id)
      add(1, text(presentation.banner))
      add(2, text(presentation.list))
      add(3, text(presentation.sound))
      add(4, text(presentation.badge))
      guard let shown else { return (SystemEvent.Name.displayed.rawValue, facts) }
      add(5, shown.soundName)
      add(6, text(shown.lightsScreen))
      add(7, shown.threadIdentifier)
      add(8, shown.summaryArgument)
      add(9, shown.attachments.isEmpty ? "" : shown.attachments.joined(separator: ","))
      add(10, shown.actions.isEmpty ? "" : shown.actions.joined(separator: ","))
      add(11, text(shown.communication))
      add(12, shown.sender)
      return (SystemEvent.Name.displayed.rawValue, facts)
    case .notShown(let id, let reason): return facts(.notShown, id, reason)
    case .dropped(let id, let reason): return facts(.dropped, id, reason.code)
    case .held(let id): return facts(.held, id)
    case .coalesced(let replaced, let by): return facts(.coalesced, by, replaced)
    case .released(let id): return facts(.released, id)
    case .discardedHeld(let id, let reason): return facts(.discardedHeld, id, reason)
    case .budgetRefilled: return facts(.budgetRefilled)
    case .badge(let value): return facts(.badge, String(value))
    case .badgeIgnored(let id, let reason): return facts(.badgeIgnored, id, reason)
    case .unlocked: return facts(.unlocked)
    case .locked: return facts(.locked)
    case .authorizationPrompt(let options): return facts(.authorizationPrompt, "\(options)")
    case .authorizationResult(let granted, let status): return facts(.authorizationResult, "\(granted)", "\(status)")
    case .categoriesSet(let ids): return facts(.categoriesSet, ids.joined(separator: ","))
    case .delegateAssigned(let when): return facts(.delegateAssigned, when)
    case .removed(let id, let reason): return facts(.removed, id, reason)
    case .noEffect(let id, let reason): return facts(.noEffect, id, reason)
    case .scheduled(let id, let at): return facts(.scheduled, id, at.description)
    case .attachmentRefused(let id, let attachment, let code, let reason):
      return facts(.attachmentRefused, id, attachment, code.name, reason)
    case .scheduleFailed(let id, let reason, let code): return facts(.scheduleFailed, id, reason, code?.name)
    case .attachmentStored(let id, let attachment, let path): return facts(.attachmentStored, id, attachment, path)
    case .file(let path, let exists): return facts(.file, path, "\(exists)")
    case .provisionalChoice(let choice, let status): return facts(.provisionalChoice, choice.rawValue, "\(status)")
    case .serviceExtensionExpired(let id): return facts(.serviceExtensionExpired, id)
    case .serviceExtensionLastAnswer(let id): return facts(.serviceExtensionLastAnswer, id)
    case .serviceExtensionFailed(let id, let failure): return facts(.serviceExtensionFailed, id, failure.rawValue)
    case .contentChanged(let id, let content, _):
      return facts(
        .contentChanged, id, content.title, content.subtitle, content.body,
        content.attachments.map(\.identifier).joined(separator: ","))
    case .originalContentShown(let id, let reason): return facts(.originalContentShown, id, reason)
    case .contentExtensionResponse(let id, _, let action, let option):
      return facts(.contentExtensionResponse, id, action, option.rawValue)
    case .contentExtensionActions(let id, _, let actions):
      return facts(.contentExtensionActions, id, actions.joined(separator: ","))
    case .contentExtensionDidReceive(let id, let name, let category):
      return facts(.contentExtensionDidReceive, id, category, name)
    case .expanded(let id, let interface, let actions, let reason):
      return facts(.expanded, id, interface ?? "default", actions.joined(separator: ","), reason)
    case .contentExtensionDismissed(let id, let name, let option):
      return facts(.contentExtensionDismissed, id, name, option.rawValue)
    case .replaced(let id, let from, let to): return facts(.replaced, id, String(from), String(to))
    case .soundPlayed(let id, let name): return facts(.soundPlayed, id, name)
    case .requestReplaced(let id): return facts(.requestReplaced, id)
    case .pendingDropped(let id, let reason): return facts(.pendingDropped, id, reason)
    case .pendingRemoved(let id): return facts(.pendingRemoved, id)
    case .nextTriggerDate(let id, let at, let date): return facts(.nextTriggerDate, id, at.description, date)
    case .noNextTriggerDate(let id, let reason): return facts(.nextTriggerDate, id, "nil", "nil", reason)
    case .watchingRegion(let id, let region): return facts(.watchingRegion, id, region)
    case .regionCrossed(let region, let entered): return facts(.regionCrossed, region, "\(entered)")
    case .deliveredNotifications(let ids, let threads):
      return facts(.deliveredNotifications, ids.joined(separator: ","), SystemEvent.describe(threads))
    case .pendingRequests(let ids): return facts(.pendingRequests, ids.joined(separator: ","))
    case .interruption(let id, let level, let effect): return facts(.interruption, id, level.rawValue, effect)
    case .focus(let id, let focus, let outcome, let detail): return facts(.focus, id, focus, outcome.rawValue, detail)
    case .summary(let id, let outcome, let detail): return facts(.summary, id, outcome.rawValue, detail)
    case .summaryDelivered(let ids): return facts(.summaryDelivered, ids.joined(separator: ","))
    case .communication(let id, let intent, let outcome, let detail):
      return facts(
        .communication, id, intent.sender, intent.intent.rawValue, outcome.rawValue,
        intent.metadata.joined(separator: ","), detail)
    case .soundSilenced(let id, let reason): return facts(.soundSilenced, id, reason)
    case .shownOn(let id, let device, let reason): return facts(.shownOn, id, device.rawValue, reason)
    case .deferred(let id, let until): return facts(.deferred, id, until.description)
    case .wakesDeprioritised(let until, let cause): return facts(.wakesDeprioritised, until.description, cause)
    case .wakePriorityRestored: return facts(.wakePriorityRestored)
    case .simulatedPushRejected(let id, let reason): return facts(.simulatedPushRejected, id, reason)
    case .callReported(let id, let framework): return facts(.callReported, id, framework)
    case .callNotReported(let id, let reason): return facts(.callNotReported, id, reason)
    case .callRefused(let id, let error, let detail):
      return facts(.callRefused, id, error.rawValue, String(error.code), detail)
    case .voipDeliveryStopped(let count): return facts(.voipDeliveryStopped, String(count))
    case .voipNotDelivered(let id, let reason): return facts(.voipNotDelivered, id, reason)
    case .widgetTimelinesReloaded(let id, let used, let limit):
      return facts(.widgetTimelinesReloaded, id, String(used), String(limit))
    case .controlReloaded(let id): return facts(.controlReloaded, id)
    case .widgetPushIgnored(let id, let reason): return facts(.widgetPushIgnored, id, reason)
    case .locationPushNotDelivered(let id, let reason): return facts(.locationPushNotDelivered, id, reason)
    case .pushHandedOver(let id, let pushType, let receiver):
      return facts(.pushHandedOver, id, pushType.rawValue, receiver.rawValue)
    case .liveActivity(let event): return (event.name, event.facts.map { Field(name: $0.name, value: $0.value) })
    case .pushToTalk(let event): return (event.name, event.facts.map { Field(name: $0.name, value: $0.value) })
    }
  }

  /// `name` and its facts: ``SystemEvent/Name/facts`` zipped in order with `values`, so a fact
  /// name is written once; a `nil` value leaves its fact out (a fact the event does not have).
  private static func facts(_ name: SystemEvent.Name, _ values: String?...) -> (String, [Field]) {
    let names = SystemEvent.Name.recordedFacts[name] ?? []
    assert(values.count <= names.count, "\(name) has \(names.count) facts, given \(values.count) values")
    var fields: [Field] = []
    fields.reserveCapacity(values.count)
    for (fact, value) in zip(names, values) {
      if let value { fields.append(Field(name: fact, value: value)) }
    }
    return (name.rawValue, fields)
  }
}
