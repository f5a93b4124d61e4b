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

  /// The facts of a `displayed` event (``SystemEvent/Name/facts``), in the order they are
  /// written, each with the value ``omittedFacts`` leaves it out at (`nil`: never left out, as
  /// the notification and its presentation).
  static let omittedDisplayedFacts: [(name: String, omittedAt: String?)] = {
    let omitted = omittedFacts["displayed"] ?? [:]
    return SystemEvent.Name.displayed.facts.map { ($0, omitted[$0]) }
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
