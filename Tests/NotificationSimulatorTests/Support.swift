import NotificationSimulator

/// Payloads of each kind (behaviour reference §2.0).
enum Payloads {
  static let alert = Payload(aps: APS(alert: Alert(body: "Hello"), badge: 1, sound: Sound(name: "default")))
  static let alertWithWake = Payload(aps: APS(alert: Alert(body: "Hello"), contentAvailable: true))
  static let background = Payload(aps: APS(contentAvailable: true))
  static let mutable = Payload(aps: APS(alert: Alert(title: "T", body: "B"), mutableContent: true))

  static func alert(category: String) -> Payload {
    Payload(aps: APS(alert: Alert(body: "Hello"), category: category))
  }

  static func of(_ kind: NotificationKind) -> Payload? {
    switch kind {
    case .alert: alert
    case .alertWithBackgroundWake: alertWithWake
    case .background: background
    case .mutable: mutable
    case .local: nil
    }
  }
}

/// How far ahead the test apps schedule their local notification.
let localDelay: Duration = .seconds(60)

/// The local request the test apps schedule.
func localRequest(id: String = "n1", category: String? = nil) -> LocalNotificationRequest {
  LocalNotificationRequest(identifier: id, title: "T", body: "B", categoryIdentifier: category, delay: localDelay)
}

extension Simulator {
  /// A simulator whose app was launched, authorized for alerts, sounds and badges, and then
  /// brought to `state`.
  static func prepared(
    _ state: AppState, profile: Profile = .defaultProfile, app: AppConfiguration = AppConfiguration(), quirks: Quirks? = nil,
    device: DeviceConfiguration = .init(), local: LocalNotificationRequest? = nil
  ) throws -> Simulator {
    var simulator = Simulator(app: app, profile: profile, quirks: quirks, device: device)
    try simulator.openApp()
    try simulator.requestAuthorization([.alert, .sound, .badge])
    try simulator.answerPrompt(allow: true)
    if let local { try simulator.scheduleLocal(local) }
    try simulator.bring(to: state)
    return simulator
  }

  /// Moves the app from its current state to `target` with user and system stimuli.
  mutating func bring(to target: AppState) throws {
    while process.state != target {
      switch (process.state, target) {
      case (_, .forceQuit): try forceQuit()
      case (.active, .inactive): try showNotificationCenter()
      case (.active, _), (.inactive, _): try home()
      case (.background, _): try suspend()
      case (.suspended, _): try terminate()
      default: try openApp()
      }
    }
  }

  /// Delivers a notification of `kind` with identifier `id`. A local notification must have been
  /// scheduled by ``prepared(_:profile:app:quirks:device:local:)`` with ``localDelay``.
  mutating func deliver(_ kind: NotificationKind, id: String = "n1", category: String? = nil) throws {
    if kind == .local {
      advance(by: localDelay)
      return
    }
    var aps = Payloads.of(kind)!.aps
    aps.category = category
    try push(Payload(aps: aps), id: id)
  }

  /// The callbacks recorded since event `mark`.
  func callbacks(since mark: Int) -> [Callback] {
    trace.events[mark...].compactMap { if case .callback(let callback, _) = $0.kind { callback } else { nil } }
  }

  /// The rule ids recorded since `mark`, deduplicated in order.
  func rules(since mark: Int) -> [String] {
    var ids: [String] = []
    for event in trace.events[mark...] {
      if let id = event.ruleID, !ids.contains(id) { ids.append(id) }
    }
    return ids
  }

  /// The rendered lines since `mark`.
  func lines(since mark: Int) -> [String] {
    trace.events[mark...].map(\.rendered)
  }
}
