/// The kinds of trace event a scenario can expect.
public enum ScenarioEventKind: String, Hashable, Sendable, CaseIterable {
  /// iOS called an app method (`callback`).
  case callback
  /// iOS would call a method the app lacks (`skipped`).
  case skipped
  /// The system did something: displayed, dropped, held... (`system`).
  case system
  /// A warning or misuse report (`diagnostic`).
  case diagnostic
  /// The app changed state (`lifecycle`); checked only when a block lists one.
  case lifecycle
  /// The app called a completion handler (`completion`); checked only when a block lists one.
  case completion
  /// APNs answered a request, or stored, discarded or forwarded a notification (`apns`);
  /// checked only when a block lists one.
  case apns

  /// The kinds an expectation block always checks; the others only when the block names them.
  public static let alwaysChecked: [ScenarioEventKind] = [.callback, .skipped, .system, .diagnostic]
}

/// A trace event in scenario vocabulary: its kind, its name and the facts worth checking.
///
/// Built from a ``TraceEvent``; the fields keep a fixed order, so printing never depends on
/// `Dictionary` order.
public struct ObservedEvent: Hashable, Sendable, CustomStringConvertible {
  /// The event's kind.
  public var kind: ScenarioEventKind
  /// The callback, system event, diagnostic code or new state.
  public var name: String
  /// The facts, in a fixed order, such as `("action", "default")`.
  public var fields: [Field]
  /// When it happened.
  public var instant: SimulatedInstant
  /// The trace event it came from.
  public var event: TraceEvent

  /// One fact of an event.
  public struct Field: Hashable, Sendable {
    /// The fact's name, as a scenario file writes it.
    public var name: String
    /// Its value, as text.
    public var value: String
  }

  /// The value of a field, if the event has it.
  public func field(_ name: String) -> String? {
    fields.first { $0.name == name }?.value ?? Self.omittedFacts[self.name]?[name].flatMap { kind == .system ? $0 : nil }
  }

  /// Facts left out of ``fields`` while they have these values, by event name: what a
  /// `displayed` notification shows beyond its presentation, when it shows nothing more (no
  /// sound, a dark screen, no thread, no attachments, no actions). ``field(_:)`` still answers
  /// them, so an expectation may check them either way.
  public static let omittedFacts: [String: [String: String]] = [
    "displayed": [
      "soundName": ShownContent.noSound, "lightsScreen": "false", "threadIdentifier": "", "summaryArgument": "",
      "attachments": "", "actions": "", "communication": "false", "sender": "",
    ]
  ]

  /// The facts of a `displayed` event beyond its presentation, in the order they are written,
  /// each with the value ``omittedFacts`` leaves it out at (`nil`: never left out).
  static let omittedDisplayedFacts: [(name: String, omittedAt: String?)] = {
    let omitted = omittedFacts["displayed"] ?? [:]
    return ["soundName", "lightsScreen", "threadIdentifier", "summaryArgument", "attachments", "actions", "communication", "sender"]
      .map { ($0, omitted[$0]) }
  }()

  /// The names of ``systemEventNames`` as a set, for lookups.
  static let systemEventNameSet = Set(systemEventNames)

  /// `callback didReceive action=default notification=n1`.
  public var description: String {
    ([kind.rawValue, name] + fields.map { "\($0.name)=\($0.value)" }).joined(separator: " ")
  }

  /// The scenario view of `event`; `nil` for events that are steps, not outcomes (user actions,
  /// arriving pushes, local triggers firing).
  public init?(_ event: TraceEvent) {
    guard let facts = Self.facts(of: event) else { return nil }
    self.event = event
    self.instant = event.instant
    self.kind = facts.kind
    self.name = facts.name
    self.fields = facts.fields
  }

  /// The kind, name and facts ``init(_:)`` reads from `event`, without a copy of the event:
  /// what a writer that prints them needs.
  package static func facts(of event: TraceEvent) -> (kind: ScenarioEventKind, name: String, fields: [Field])? {
    if case .system(let system) = event.kind {
      // A system event's facts come as a list already: no room is made for them here.
      let described = describe(system)
      return (.system, described.0, described.1)
    }
    var fields: [Field] = []
    fields.reserveCapacity(4)
    guard let found = visit(event, fact: { name, value in fields.append(Field(name: name, value: value)) }) else { return nil }
    return (found.kind, found.name, fields)
  }

  /// The kind and name of `event` as ``init(_:)`` reads them, `nil` for events that are steps,
  /// with each of its facts handed to `fact` in the order ``fields`` keeps them.
  static func visit(
    _ event: TraceEvent, fact: (String, String) -> Void
  ) -> (kind: ScenarioEventKind, name: String)? {
    func add(_ name: String, _ value: String?) {
      if let value { fact(name, value) }
    }
    let kind: ScenarioEventKind
    let name: String
    switch event.kind {
    case .callback(let callback, let arguments):
      kind = .callback
      name = callback.rawValue
      for argument in arguments {
        switch argument {
        case .notification(let id): add("notification", id)
        case .response(let response):
          add("notification", response.notificationID)
          add("action", response.shortAction)
          add("userText", response.userText)
        case .state(let state): add("state", state.rawValue)
        case .launchOptions(let key, _, let isNil):
          add("launchOptions", isNil ? "nil" : key?.rawValue ?? "none")
        case .connectionResponse(let response):
          if let response {
            add("notification", response.notificationID)
            add("action", response.shortAction)
          } else {
            add("notificationResponse", "nil")
          }
        case .actionIdentifier(let id): add("action", id)
        case .responseText(let text): add("userText", text)
        case .deviceToken(let token): add("deviceToken", token.hexString)
        case .error(let error): add("error", String(error.code))
        case .content(let title, let body, let keys):
          add("title", title)
          add("body", body)
          add("userInfo", keys.joined(separator: ","))
        case .categoryIdentifier(let category): add("category", category)
        }
      }
    case .skipped(let callback, let reason):
      kind = .skipped
      name = callback.rawValue
      add("reason", reason)
    case .completion(let callback, let id, let result):
      kind = .completion
      name = callback.rawValue
      add("notification", id)
      add("result", result)
    case .diagnostic(let code, let message):
      kind = .diagnostic
      name = code
      add("message", message)
    case .lifecycle(let from, let to, let reason):
      kind = .lifecycle
      name = to.rawValue
      add("from", from.rawValue)
      add("reason", reason)
    case .system(let system):
      let (name, facts) = ObservedEvent.describe(system)
      for field in facts { fact(field.name, field.value) }
      return (.system, name)
    case .apns(let apnsEvent):
      kind = .apns
      name = apnsEvent.name
      for fact in apnsEvent.facts { add(fact.name, fact.value) }
    case .user, .pushArrived, .localFired:
      return nil
    }
    return (kind, name)
  }

  /// The names of system events, as scenario files write them, in the order they are declared
  /// with their facts.
  public static let systemEventNames = systemEvents.map(\.name)

  static func describe(_ event: SystemEvent) -> (String, [Field]) {
    func fields(_ pairs: (String, String)...) -> [Field] { pairs.map { Field(name: $0.0, value: $0.1) } }
    switch event {
    case .displayed(let id, let presentation, let shown):
      func text(_ value: Bool) -> String { value ? "true" : "false" }
      var facts: [Field] = []
      facts.reserveCapacity(shown == nil ? 5 : 13)
      facts.append(Field(name: "notification", value: id))
      facts.append(Field(name: "banner", value: text(presentation.banner)))
      facts.append(Field(name: "list", value: text(presentation.list)))
      facts.append(Field(name: "sound", value: text(presentation.sound)))
      facts.append(Field(name: "badge", value: text(presentation.badge)))
      guard let shown else { return ("displayed", facts) }
      // Each fact is left out while it has its value in `omittedFacts["displayed"]`.
      let omitted = ObservedEvent.omittedDisplayedFacts
      func add(_ index: Int, _ value: String) {
        let (name, left) = omitted[index]
        if left != value { facts.append(Field(name: name, value: value)) }
      }
      add(0, shown.soundName)
      add(1, text(shown.lightsScreen))
      add(2, shown.threadIdentifier)
      add(3, shown.summaryArgument)
      add(4, shown.attachments.isEmpty ? "" : shown.attachments.joined(separator: ","))
      add(5, shown.actions.isEmpty ? "" : shown.actions.joined(separator: ","))
      add(6, text(shown.communication))
      add(7, shown.sender)
      return ("displayed", facts)
    case .notShown(let id, let reason): return ("notShown", fields(("notification", id), ("reason", reason)))
    case .dropped(let id, let reason): return ("dropped", fields(("notification", id), ("reason", reason.code)))
    case .held(let id): return ("held", fields(("notification", id)))
    case .coalesced(let replaced, let by): return ("coalesced", fields(("notification", by), ("replaced", replaced)))
    case .released(let id): return ("released", fields(("notification", id)))
    case .discardedHeld(let id, let reason): return ("discardedHeld", fields(("notification", id), ("reason", reason)))
    case .budgetRefilled: return ("budgetRefilled", [])
    case .badge(let value): return ("badge", fields(("value", String(value))))
    case .badgeIgnored(let id, let reason): return ("badgeIgnored", fields(("notification", id), ("reason", reason)))
    case .unlocked: return ("unlocked", [])
    case .locked: return ("locked", [])
    case .authorizationPrompt(let options): return ("authorizationPrompt", fields(("options", "\(options)")))
    case .authorizationResult(let granted, let status):
      return ("authorizationResult", fields(("granted", "\(granted)"), ("status", "\(status)")))
    case .categoriesSet(let ids): return ("categoriesSet", fields(("categories", ids.joined(separator: ","))))
    case .delegateAssigned(let when): return ("delegateAssigned", fields(("when", when)))
    case .removed(let id, let reason): return ("removed", fields(("notification", id), ("reason", reason)))
    case .noEffect(let id, let reason): return ("noEffect", fields(("notification", id), ("reason", reason)))
    case .scheduled(let id, let at): return ("scheduled", fields(("notification", id), ("fireAt", at.description)))
    case .attachmentRefused(let id, let attachment, let code, let reason):
      return ("attachmentRefused", fields(("notification", id), ("attachment", attachment), ("code", code.name), ("reason", reason)))
    case .scheduleFailed(let id, let reason, let code):
      return ("scheduleFailed", fields(("notification", id), ("reason", reason)) + (code.map { fields(("code", $0.name)) } ?? []))
    case .attachmentStored(let id, let attachment, let path):
      return ("attachmentStored", fields(("notification", id), ("attachment", attachment), ("path", path)))
    case .file(let path, let exists): return ("file", fields(("path", path), ("exists", "\(exists)")))
    case .provisionalChoice(let choice, let status):
      return ("provisionalChoice", fields(("choice", choice.rawValue), ("status", "\(status)")))
    case .serviceExtensionExpired(let id): return ("serviceExtensionExpired", fields(("notification", id)))
    case .serviceExtensionLastAnswer(let id): return ("serviceExtensionLastAnswer", fields(("notification", id)))
    case .serviceExtensionFailed(let id, let failure):
      return ("serviceExtensionFailed", fields(("notification", id), ("reason", failure.rawValue)))
    case .contentChanged(let id, let content, _):
      return (
        "contentChanged",
        fields(
          ("notification", id), ("title", content.title), ("subtitle", content.subtitle), ("body", content.body),
          ("attachments", content.attachments.map(\.identifier).joined(separator: ",")))
      )
    case .originalContentShown(let id, let reason):
      return ("originalContentShown", fields(("notification", id), ("reason", reason)))
    case .contentExtensionResponse(let id, _, let action, let option):
      return ("contentExtensionResponse", fields(("notification", id), ("action", action), ("options", option.rawValue)))
    case .contentExtensionActions(let id, _, let actions):
      return ("contentExtensionActions", fields(("notification", id), ("actions", actions.joined(separator: ","))))
    case .contentExtensionDidReceive(let id, let name, let category):
      return ("contentExtensionDidReceive", fields(("notification", id), ("category", category), ("extension", name)))
    case .expanded(let id, let interface, let actions, let reason):
      var expanded = fields(("notification", id), ("interface", interface ?? "default"), ("actions", actions.joined(separator: ",")))
      if let reason { expanded += fields(("reason", reason)) }
      return ("expanded", expanded)
    case .contentExtensionDismissed(let id, let name, let option):
      return ("contentExtensionDismissed", fields(("notification", id), ("extension", name), ("options", option.rawValue)))
    case .replaced(let id, let from, let to):
      return ("replaced", fields(("notification", id), ("from", String(from)), ("to", String(to))))
    case .soundPlayed(let id, let name):
      return ("soundPlayed", fields(("notification", id)) + (name.map { fields(("soundName", $0)) } ?? []))
    case .requestReplaced(let id): return ("requestReplaced", fields(("notification", id)))
    case .pendingDropped(let id, let reason): return ("pendingDropped", fields(("notification", id), ("reason", reason)))
    case .pendingRemoved(let id): return ("pendingRemoved", fields(("notification", id)))
    case .nextTriggerDate(let id, let at, let date):
      return ("nextTriggerDate", fields(("notification", id), ("fireAt", at.description), ("date", date)))
    case .noNextTriggerDate(let id, let reason):
      return ("nextTriggerDate", fields(("notification", id), ("fireAt", "nil"), ("date", "nil"), ("reason", reason)))
    case .watchingRegion(let id, let region): return ("watchingRegion", fields(("notification", id), ("region", region)))
    case .regionCrossed(let region, let entered):
      return ("regionCrossed", fields(("region", region), ("entered", "\(entered)")))
    case .deliveredNotifications(let ids, let threads):
      return (
        "deliveredNotifications",
        fields(("identifiers", ids.joined(separator: ",")), ("threads", SystemEvent.describe(threads)))
      )
    case .pendingRequests(let ids): return ("pendingRequests", fields(("identifiers", ids.joined(separator: ","))))
    case .interruption(let id, let level, let effect):
      return ("interruption", fields(("notification", id), ("level", level.rawValue), ("effect", effect)))
    case .focus(let id, let focus, let outcome, let detail):
      return ("focus", fields(("notification", id), ("focus", focus), ("outcome", outcome.rawValue), ("detail", detail)))
    case .summary(let id, let outcome, let detail):
      return ("summary", fields(("notification", id), ("outcome", outcome.rawValue), ("detail", detail)))
    case .summaryDelivered(let ids): return ("summaryDelivered", fields(("identifiers", ids.joined(separator: ","))))
    case .communication(let id, let intent, let outcome, let detail):
      return ("communication", fields(
        ("notification", id), ("sender", intent.sender), ("intent", intent.intent.rawValue), ("outcome", outcome.rawValue),
        ("metadata", intent.metadata.joined(separator: ",")), ("detail", detail)))
    case .soundSilenced(let id, let reason): return ("soundSilenced", fields(("notification", id), ("reason", reason)))
    case .shownOn(let id, let device, let reason):
      return ("shownOn", fields(("notification", id), ("device", device.rawValue), ("reason", reason)))
    case .deferred(let id, let until): return ("deferred", fields(("notification", id), ("until", until.description)))
    case .wakesDeprioritised(let until, let cause):
      return ("wakesDeprioritised", fields(("until", until.description), ("reason", cause)))
    case .wakePriorityRestored: return ("wakePriorityRestored", [])
    case .simulatedPushRejected(let id, let reason):
      return ("simulatedPushRejected", fields(("notification", id), ("reason", reason)))
    case .callReported(let id, let framework):
      return ("callReported", fields(("notification", id), ("framework", framework)))
    case .callNotReported(let id, let reason): return ("callNotReported", fields(("notification", id), ("reason", reason)))
    case .callRefused(let id, let error, let detail):
      return ("callRefused", fields(("notification", id), ("error", error.rawValue), ("code", String(error.code)), ("detail", detail)))
    case .voipDeliveryStopped(let count): return ("voipDeliveryStopped", fields(("unreported", String(count))))
    case .voipNotDelivered(let id, let reason): return ("voipNotDelivered", fields(("notification", id), ("reason", reason)))
    case .widgetTimelinesReloaded(let id, let used, let limit):
      return ("widgetTimelinesReloaded", fields(("notification", id), ("reloadsToday", String(used)), ("dailyLimit", String(limit))))
    case .controlReloaded(let id): return ("controlReloaded", fields(("notification", id)))
    case .widgetPushIgnored(let id, let reason): return ("widgetPushIgnored", fields(("notification", id), ("reason", reason)))
    case .locationPushNotDelivered(let id, let reason):
      return ("locationPushNotDelivered", fields(("notification", id), ("reason", reason)))
    case .pushHandedOver(let id, let pushType, let receiver):
      return ("pushHandedOver", fields(("notification", id), ("pushType", pushType.rawValue), ("receiver", receiver.rawValue)))
    case .liveActivity(let event): return (event.name, event.facts.map { Field(name: $0.name, value: $0.value) })
    case .pushToTalk(let event): return (event.name, event.facts.map { Field(name: $0.name, value: $0.value) })
    }
  }
}

/// An event a scenario expects: a kind and name, and the facts it must have.
///
/// Facts not named are not checked: `{"callback": "didReceive"}` matches any `didReceive`, and
/// `{"callback": "didReceive", "action": "default"}` only the default action.
public struct ExpectedEvent: Sendable, CustomStringConvertible {
  /// The kind.
  public var kind: ScenarioEventKind
  /// The callback, system event, diagnostic code or state.
  public var name: String
  /// The facts that must match, in file order.
  public var fields: [ObservedEvent.Field]
  /// `at`: the virtual time it must happen at, if given.
  public var instant: SimulatedInstant?
  /// Where it is in its file.
  public var location: SourcePosition
  /// Its path, such as `$.expect[2]`.
  public var path: JSONPath

  /// Whether `event` is this expected event.
  public func matches(_ event: ObservedEvent) -> Bool {
    guard event.kind == kind, event.name == name else { return false }
    if let instant, instant != event.instant { return false }
    return fields.allSatisfy { event.field($0.name) == $0.value }
  }

  /// `callback didReceive action=default`, plus `at=+2.000s` when timed.
  public var description: String {
    var parts = [kind.rawValue, name] + fields.map { "\($0.name)=\($0.value)" }
    if let instant { parts.append("at=\(instant)") }
    return parts.joined(separator: " ")
  }
}
