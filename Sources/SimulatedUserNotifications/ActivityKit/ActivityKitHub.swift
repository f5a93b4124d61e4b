import Foundation
import NotificationPayload
import NotificationSimulator

/// Hands the app's code what ActivityKit's asynchronous sequences yield, when the simulator's
/// steps produce it: one per device (runtime).
///
/// Not an Apple type. After every step the runtime calls ``runtimeDidStep(_:)``: the Live Activity
/// events the step traced are turned into the elements of the sequences the app's code iterates
/// (their continuations are resumed there, on the step's thread; the consuming tasks are the
/// app's, so they run at `settle()`), and each element handed over is traced
/// (`activityStreamElement`). A sequence iterated by a process that has ended finishes.
final class ActivityKitHub: @unchecked Sendable {
  /// What a step produced for the sequences.
  enum Signal {
    /// A Live Activity event of the trace.
    case event(LiveActivityEvent)
    /// The Settings switches changed (`areActivitiesEnabled`, `frequentPushesEnabled`).
    case authorization(enabled: Bool, frequent: Bool)
  }

  /// One element handed to the app, for the trace.
  struct Handed {
    var stream: String
    var activity: String
    var value: String
  }

  /// One iterator of a sequence: what it takes from a signal.
  final class Subscriber: @unchecked Sendable {
    let process: ObjectIdentifier?
    let deliver: (Signal, Simulator) -> Handed?
    let finish: () -> Void
    init(process: ObjectIdentifier?, deliver: @escaping (Signal, Simulator) -> Handed?, finish: @escaping () -> Void) {
      self.process = process
      self.deliver = deliver
      self.finish = finish
    }
  }

  // Guarded by `lock`.
  private let lock = NSLock()
  private weak var runtime: AppRuntime?
  private var cursor = 0
  private var processID: ObjectIdentifier?
  private var subscribers: [Subscriber] = []
  private var tokens: [String: String] = [:]
  private var lastAuthorization: (enabled: Bool, frequent: Bool)?
  private var nextNumber = 0
  /// The activities `activityUpdates` handed the running process, by type and id.
  private var handed: Set<String> = []
  /// The Live Activity events since the running process started, oldest first.
  private var log: [LiveActivityEvent] = []
  /// The sequences (by name and activity) the running process made an iterator of.
  private var iterated: Set<String> = []

  private init(runtime: AppRuntime) { self.runtime = runtime }

  // MARK: One hub per device

  private static let hubsLock = NSLock()
  nonisolated(unsafe) private static var hubs: [ObjectIdentifier: ActivityKitHub] = [:]

  /// The hub of `runtime`; a hub whose runtime is gone (an identifier reused) is replaced.
  static func hub(for runtime: AppRuntime) -> ActivityKitHub {
    hubsLock.lock()
    defer { hubsLock.unlock() }
    let key = ObjectIdentifier(runtime)
    if let hub = hubs[key], hub.runtime === runtime { return hub }
    hubs = hubs.filter { $0.value.runtime != nil }
    let hub = ActivityKitHub(runtime: runtime)
    hubs[key] = hub
    return hub
  }

  /// Called by the runtime after each step, with the step's lock held on its thread.
  static func runtimeDidStep(_ runtime: AppRuntime) {
    hub(for: runtime).pump(runtime)
  }

  // MARK: After a step

  private func pump(_ runtime: AppRuntime) {
    let events = runtime.traceEvents
    let device = runtime.simulator
    let process = runtime.process.map(ObjectIdentifier.init)
    var signals: [Signal] = []
    var ended: [Subscriber] = []
    lock.lock()
    if process != processID {
      ended = subscribers.filter { $0.process != process }
      subscribers.removeAll { $0.process != process }
      handed = []
      log = []
      iterated = []
      processID = process
    }
    if cursor < events.endIndex {
      for index in cursor..<events.endIndex {
        guard case .system(.liveActivity(let event)) = events[index].kind else { continue }
        if case .streamElement = event { continue }
        if case .pushToken(let id, let token) = event { tokens[id] = token }
        signals.append(.event(event))
        log.append(event)
      }
      cursor = events.endIndex
    }
    let authorization = (enabled: device.device.liveActivities.activitiesEnabled, frequent: device.device.liveActivities.frequentPushesEnabled)
    if let last = lastAuthorization, last != authorization {
      signals.append(.authorization(enabled: authorization.enabled, frequent: authorization.frequent))
    }
    lastAuthorization = authorization
    let current = subscribers
    lock.unlock()
    for subscriber in ended { subscriber.finish() }
    guard !signals.isEmpty, !current.isEmpty else { return }
    var notes: [Handed] = []
    for signal in signals {
      for subscriber in current {
        if let note = subscriber.deliver(signal, device) { notes.append(note) }
      }
    }
    trace(notes, on: runtime)
  }

  /// Traces the elements handed to the app, as a step of their own at the current virtual time.
  func trace(_ notes: [Handed], on runtime: AppRuntime) {
    guard !notes.isEmpty else { return }
    runtime.afterStep { device in
      for note in notes {
        device.noteActivityStreamElement(stream: note.stream, activity: note.activity, value: note.value)
      }
    }
  }

  // MARK: Iterators

  /// Registers an iterator of the running process. `replay` gives what it yields at once (the
  /// current token, the activities not yet handed), `deliver` what it takes from each later
  /// signal; both return the element and its trace note.
  ///
  /// `backlog` names the sequence (and its activity) for the first iterator the process makes of
  /// it: that iterator also takes, first, what `deliver` takes from the Live Activity events
  /// since the process started. On a device the app's task would be iterating already when they
  /// happen; here the app's tasks run only at `settle()`, so what the steps before it produced is
  /// held for the task rather than lost.
  static func subscribe<Element>(
    of type: Element.Type, backlog: String? = nil,
    replay: (AppRuntime, ActivityKitHub) -> [(Element, Handed)] = { _, _ in [] },
    deliver: @escaping (Signal, Simulator, ActivityKitHub) -> (Element, Handed)?
  ) -> AsyncStream<Element> {
    let (stream, continuation) = AsyncStream.makeStream(of: Element.self, bufferingPolicy: .unbounded)
    let box = UncheckedBox(continuation)
    guard let runtime = AppRuntime.current else {
      continuation.finish()
      return stream
    }
    let hub = hub(for: runtime)
    let subscriber = Subscriber(
      process: runtime.process.map(ObjectIdentifier.init),
      deliver: { [weak hub] signal, device in
        guard let hub, let (element, note) = deliver(signal, device, hub) else { return nil }
        box.value.yield(element)
        return note
      },
      finish: { box.value.finish() })
    hub.lock.lock()
    hub.subscribers.append(subscriber)
    let held = backlog.map { hub.iterated.insert($0).inserted } == true ? hub.log : []
    hub.lock.unlock()
    var initial: [(Element, Handed)] = []
    if !held.isEmpty {
      let device = runtime.simulator
      for event in held {
        if let item = deliver(.event(event), device, hub) { initial.append(item) }
      }
    }
    initial += replay(runtime, hub)
    for item in initial {
      // The element is the app's value, made here for this iterator alone.
      nonisolated(unsafe) let element = item.0
      box.value.yield(element)
    }
    hub.trace(initial.map(\.1), on: runtime)
    return stream
  }

  // MARK: State the sequences read

  /// The update token handed for activity `id`, as hex.
  func token(of id: String) -> String? {
    lock.lock()
    defer { lock.unlock() }
    return tokens[id]
  }

  /// Marks activity `id` of `type` as handed by `activityUpdates` to the running process;
  /// `false` when it was handed already.
  func markHanded(_ type: String, _ id: String) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    return handed.insert(type + "\u{0}" + id).inserted
  }

  /// A new activity identifier for `type`, not used on `device`: `Type-1`, `Type-2`, ...
  func newIdentifier(for type: String, on device: Simulator) -> String {
    lock.lock()
    defer { lock.unlock() }
    while true {
      nextNumber += 1
      let id = "\(type)-\(nextNumber)"
      if device.device.liveActivities.activity(id) == nil { return id }
    }
  }
}

/// A value shared by the closures of one iterator.
final class ActivityBox<Value>: @unchecked Sendable {
  var value: Value
  init(_ value: Value) { self.value = value }
}

/// Hex and `Data`, for tokens.
enum TokenHex {
  /// The bytes of a hex string (two digits a byte).
  static func data(_ hex: String) -> Data {
    var bytes: [UInt8] = []
    var index = hex.startIndex
    while index < hex.endIndex, let next = hex.index(index, offsetBy: 2, limitedBy: hex.endIndex) {
      if let byte = UInt8(hex[index..<next], radix: 16) { bytes.append(byte) }
      index = next
    }
    return Data(bytes)
  }
}

/// JSON between the app's `Codable` values and the simulator's `JSONValue`.
enum ActivityJSON {
  /// `value` as the simulator's JSON, its keys sorted so the trace is the same on every run.
  static func encode<Value: Encodable>(_ value: Value) throws -> JSONValue {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let data = try encoder.encode(value)
    guard let parsed = JSONParser.parse(Array(data)).value else {
      throw EncodingError.invalidValue(value, EncodingError.Context(codingPath: [], debugDescription: "not JSON"))
    }
    return parsed
  }

  /// `json` decoded as `Value`, or `nil` when it does not decode.
  static func decode<Value: Decodable>(_ type: Value.Type, from json: JSONValue) -> Value? {
    decode(type, fromText: JSONWriter.compact(json))
  }

  /// JSON text decoded as `Value`, or `nil` when it does not decode.
  static func decode<Value: Decodable>(_ type: Value.Type, fromText text: String) -> Value? {
    try? JSONDecoder().decode(type, from: Data(text.utf8))
  }
}
