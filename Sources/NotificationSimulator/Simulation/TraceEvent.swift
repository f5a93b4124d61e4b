/// The key under which `launchOptions` carries a launching notification.
///
/// Models `UIApplication.LaunchOptionsKey.remoteNotification` and `.localNotification`.
public enum LaunchOptionsKey: String, Hashable, Sendable, CaseIterable {
  /// `.remoteNotification`: the payload dictionary.
  case remoteNotification
  /// `.localNotification`: the `UILocalNotification` (deprecated in iOS 10).
  case localNotification
}

/// One argument of a traced callback, stored as a value and rendered only when printed.
public enum TraceArgument: Hashable, Sendable, CustomStringConvertible {
  /// The notification's identifier.
  case notification(String)
  /// The `UNNotificationResponse` passed.
  case response(NotificationResponse)
  /// `UIApplication.applicationState` during the call.
  case state(AppState)
  /// `launchOptions`: `nil` (scene-based apps, or nothing to report), empty, or one key.
  case launchOptions(LaunchOptionsKey?, notificationID: String?, isNil: Bool)
  /// `connectionOptions.notificationResponse` of `scene(_:willConnectTo:options:)`.
  case connectionResponse(NotificationResponse?)
  /// The action identifier of `handleActionWithIdentifier` (`nil` for the default action).
  case actionIdentifier(String)
  /// The `UIUserNotificationActionResponseTypedTextKey` of `withResponseInfo`.
  case responseText(String)
  /// The device token passed to `didRegisterForRemoteNotificationsWithDeviceToken`.
  case deviceToken(DeviceToken)
  /// The error passed to `didFailToRegisterForRemoteNotificationsWithError`.
  case error(RegistrationError)
  /// The content the handler is handed (`notification.request.content`,
  /// https://developer.apple.com/documentation/usernotifications/unnotificationcontent): its
  /// `title`, `body` and the keys of its `userInfo`, sorted; after a service extension changed
  /// the content, the changed content.
  case content(title: String, body: String, userInfoKeys: [String])
  /// `response.notification.request.content.categoryIdentifier`
  /// (https://developer.apple.com/documentation/usernotifications/unnotificationcontent/categoryidentifier).
  case categoryIdentifier(String)

  /// Whether the argument is the content a handler was handed (``content(title:body:userInfoKeys:)``
  /// or ``categoryIdentifier(_:)``), which a test may leave unchecked.
  package var isHandedContent: Bool {
    switch self {
    case .content, .categoryIdentifier: true
    default: false
    }
  }

  /// `name=value`.
  public var description: String {
    switch self {
    case .notification(let id): "notification=\(id)"
    case .response(let response): "response=\(response.notificationID) action=\(response.shortAction)"
      + (response.userText.map { " userText=" + JSONWriter.quoted($0) } ?? "")
    case .state(let state): "state=\(state)"
    case .launchOptions(let key, let id, let isNil):
      if isNil {
        "launchOptions=nil"
      } else if let key, let id {
        "launchOptions=[.\(key.rawValue): \(id)]"
      } else {
        "launchOptions=[]"
      }
    case .connectionResponse(let response):
      "notificationResponse=" + (response.map { "\($0.notificationID) action=\($0.shortAction)" } ?? "nil")
    case .actionIdentifier(let id): "identifier=\(id)"
    case .responseText(let text): "responseInfo=" + JSONWriter.quoted(text)
    case .deviceToken(let token): "deviceToken=\(token.hexString)"
    case .error(let error): "error=\(error)"
    case .content(let title, let body, let keys):
      "title=\(JSONWriter.quoted(title)) body=\(JSONWriter.quoted(body)) userInfo=[" + keys.joined(separator: ", ") + "]"
    case .categoryIdentifier(let category): "category=" + (category.isEmpty ? "\"\"" : category)
    }
  }
}

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
  case scheduleFailed(String, reason: String, code: UNErrorCode? = nil)
  /// `UNNotificationAttachment(identifier:url:options:)` threw for an attachment of the request
  /// `String`, so the app never made the request and never called `add(_:withCompletionHandler:)`
  /// (rule AT1,
  /// https://developer.apple.com/documentation/usernotifications/unnotificationattachment/init(identifier:url:options:)).
  case attachmentRefused(String, attachment: String, code: UNErrorCode, reason: String)
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

/// One thing that happened in a simulation, stamped with its virtual time and the rule behind it.
///
/// Stored as structured values; ``rendered`` builds the text line only when asked.
public struct TraceEvent: Hashable, Sendable {
  /// What happened.
  public enum Kind: Hashable, Sendable {
    /// The app moved between states.
    case lifecycle(from: AppState, to: AppState, reason: String)
    /// iOS called an app method.
    case callback(Callback, [TraceArgument])
    /// iOS would call a method but the app lacks it (or lacks a delegate).
    case skipped(Callback, reason: String)
    /// The app called a completion handler.
    case completion(Callback, notificationID: String?, result: String)
    /// The system did something.
    case system(SystemEvent)
    /// A warning or misuse report, with a stable code.
    case diagnostic(code: String, message: String)
    /// The user (or the test) did something.
    case user(String)
    /// A remote notification reached the device.
    case pushArrived(id: String, kind: NotificationKind)
    /// A local notification's trigger fired.
    case localFired(id: String)
    /// APNs answered a request, or stored, discarded or forwarded a notification (rules AP1–AP11).
    case apns(APNsEvent)
  }

  /// When it happened.
  public var instant: SimulatedInstant
  /// What happened.
  public var kind: Kind
  /// The routing rule that decided it, if any (`R46→R41` when a rule defers to another).
  public var ruleID: String?

  /// The column label: `callback`, `lifecycle`, ...
  public var label: String {
    switch kind {
    case .lifecycle: "lifecycle"
    case .callback: "callback"
    case .skipped: "skipped"
    case .completion: "completion"
    case .system: "system"
    case .diagnostic: "diagnostic"
    case .user: "user"
    case .pushArrived: "push"
    case .localFired: "local"
    case .apns: "apns"
    }
  }

  /// The text after the label.
  public var body: String {
    switch kind {
    case .lifecycle(let from, let to, let reason): "\(from) -> \(to) (\(reason))"
    case .callback(let callback, let arguments):
      arguments.isEmpty ? callback.selector : callback.selector + " " + arguments.map(\.description).joined(separator: " ")
    case .skipped(let callback, let reason): "\(callback.selector): \(reason)"
    case .completion(let callback, let id, let result):
      "\(callback.selector)" + (id.map { " notification=\($0)" } ?? "") + " -> \(result)"
    case .system(let event): event.description
    case .diagnostic(let code, let message): "\(code): \(message)"
    case .user(let text): text
    case .pushArrived(let id, let kind): "\(id) \(kind) (\(kind.code))"
    case .localFired(let id): "\(id) trigger fired"
    case .apns(let event): event.description
    }
  }

  /// One line: `+0.000s  callback    SELECTOR args  [R12]`. The label is padded to 10 columns.
  public var rendered: String {
    let label = self.label
    var line = instant.description + "  " + label + String(repeating: " ", count: max(1, 11 - label.count)) + body
    if let ruleID { line += "  [\(ruleID)]" }
    return line
  }
}

/// Everything that happened in a simulation, in order.
public struct Trace: Hashable, Sendable, CustomStringConvertible {
  /// The events, oldest first.
  public internal(set) var events = TraceEvents()

  /// Creates an empty trace.
  public init() {}

  /// One line per event, each ending in a newline. The same inputs give the same text, byte for byte.
  public var rendered: String {
    var out = ""
    for event in events { out += event.rendered + "\n" }
    return out
  }

  /// ``rendered``.
  public var description: String { rendered }

  /// The app methods called, in order.
  public var callbacks: [Callback] {
    events.compactMap { if case .callback(let callback, _) = $0.kind { callback } else { nil } }
  }

  /// The diagnostics, as `(code, message)` pairs, in order.
  public var diagnostics: [(code: String, message: String)] {
    events.compactMap { if case .diagnostic(let code, let message) = $0.kind { (code, message) } else { nil } }
  }
}
