import NotificationSimulator

extension SpecReplay {
  /// Each key of `app.answers`, with the callbacks whose completion handlers it answers.
  static let answeredCallbacks: [(key: String, callbacks: [Callback])] = [
    ("willPresent", [.willPresent]),
    ("willPresentByNotification", [.willPresent]),
    ("didReceive", [.didReceive]),
    ("fetch", [.didReceiveRemoteNotificationWithFetch, .performFetch]),
    (
      "handleAction",
      [
        .handleActionForRemoteNotification, .handleActionForLocalNotification,
        .handleActionForRemoteNotificationWithResponseInfo, .handleActionForLocalNotificationWithResponseInfo,
      ]
    ),
    ("serviceExtension", [.serviceExtensionDidReceive]),
  ]

  /// One answer as both sides are compared: the completion handler called (with its value and
  /// virtual time), or what the system made of a service extension's content.
  struct Answer: Equatable {
    /// The callback and notification, as the comparison names them.
    var subject: String
    /// The value and when: `[banner, sound] at +0.000s`.
    var value: String
    /// The completion's raw result, for a rewrite.
    var result: String
    /// The virtual time.
    var instant: String
    var line: String { subject.isEmpty ? value : "\(subject): \(value)" }
  }

  /// The answers of `callbacks` in `events`, in order; with the service extension's content as
  /// the system took it when `content` is set.
  static func answers(in events: [TraceEvent], _ callbacks: [Callback], content: Bool) -> [Answer] {
    var found: [Answer] = []
    for event in events {
      switch event.kind {
      case .completion(let callback, let id, let result) where callbacks.contains(callback):
        found.append(
          Answer(
            subject: "completion \(callback.rawValue) \(id.map(JSONWriter.quoted) ?? "-")", value: "\(result) at \(event.instant)",
            result: result, instant: event.instant.description))
      case .system(let system) where content && system.isServiceExtensionOutcome:
        guard let observed = ObservedEvent(event) else { continue }
        found.append(
          Answer(subject: "", value: "\(observed) at \(event.instant)", result: "", instant: event.instant.description))
      default:
        continue
      }
    }
    return found
  }

  /// Compares the code's answers with those the modelled app gives (`model`, the events of the
  /// same scenario under `notifsim run`), for each answer the file gives.
  mutating func compareAnswers(with model: [TraceEvent]) {
    let hasByNotification = value(at: ["app", "answers", "willPresentByNotification"]) != nil
    for (key, callbacks) in Self.answeredCallbacks {
      let path = JSONPath(["app", "answers", .key(key)])
      guard let answer = value(at: path), !(key == "willPresent" && hasByNotification) else { continue }
      let spec = Self.answers(in: model, callbacks, content: key == "serviceExtension")
      let code = Self.answers(in: events, callbacks, content: key == "serviceExtension")
      guard spec != code else { continue }
      var rows: [ScenarioFailure.ComparisonRow] = []
      for index in 0..<max(spec.count, code.count) {
        rows.append(
          .init(expected: index < spec.count ? spec[index].line : nil, actual: index < code.count ? code[index].line : nil))
      }
      let first = (0..<max(spec.count, code.count)).first { index in
        index >= spec.count || index >= code.count || spec[index] != code[index]
      } ?? 0
      let what: String =
        if first < spec.count, first < code.count {
          "the code answers \(code[first].line), the file's answer is \(spec[first].value)"
        } else if first < spec.count {
          "the code does not give \(spec[first].line)"
        } else {
          "the code gives \(code[first].line), which the file's answer does not"
        }
      failures.append(
        ScenarioFailure(
          message: "the app's code does not answer as \(path) says: \(what)", location: answer.location, path: path,
          comparison: rows))
      // Only the value differing, one value throughout: written into the answer's value key.
      let valueKey = key == "willPresent" ? "options" : key == "fetch" ? "result" : nil
      let results = Set(code.map(\.result))
      guard let valueKey, let target = answer.object?[valueKey], spec.count == code.count, results.count == 1,
        let result = results.first,
        zip(spec, code).allSatisfy({ $0.subject == $1.subject && $0.instant == $1.instant })
      else { continue }
      let text =
        key == "fetch"
        ? JSONWriter.quoted(result)
        : "[" + result.dropFirst().dropLast().split(separator: ", ").map { JSONWriter.quoted(String($0)) }.joined(separator: ", ")
          + "]"
      answerRewrites.append(ScenarioRecorder.Replacement(start: target.location.offset, text: text))
      recordable[path.description] = true
    }
  }

  /// The content extensions' answers to the user's actions in `events`, in order.
  static func contentExtensionAnswers(in events: [TraceEvent]) -> [String] {
    events.compactMap { event in
      guard case .system(.contentExtensionResponse) = event.kind, let observed = ObservedEvent(event) else { return nil }
      return "\(observed) at \(event.instant)"
    }
  }

  /// With the app's content extension, compares its answers with those of the file's extensions.
  mutating func compareContentExtensions(with model: [TraceEvent]) {
    guard comparesContentExtensions else { return }
    let path: JSONPath = ["app", "contentExtensions"]
    let spec = Self.contentExtensionAnswers(in: model)
    let code = Self.contentExtensionAnswers(in: events)
    guard spec != code else { return }
    var rows: [ScenarioFailure.ComparisonRow] = []
    for index in 0..<max(spec.count, code.count) {
      rows.append(.init(expected: index < spec.count ? spec[index] : nil, actual: index < code.count ? code[index] : nil))
    }
    let first = (0..<max(spec.count, code.count)).first { $0 >= spec.count || $0 >= code.count || spec[$0] != code[$0] } ?? 0
    let what: String =
      if first < spec.count, first < code.count {
        "the code answers \(code[first]), the file's extension answers \(spec[first])"
      } else if first < spec.count {
        "the code does not give \(spec[first])"
      } else {
        "the code gives \(code[first]), which the file's extension does not"
      }
    failures.append(
      ScenarioFailure(
        message: "the app's content extension does not answer as \(path) says: \(what)", location: position(path), path: path,
        comparison: rows))
  }

  /// When the code registered categories, compares the last list with the file's.
  mutating func compareCategories() {
    guard let registered = registeredCategories, registered != scenario.app.categories else { return }
    let path: JSONPath = ["app", "categories"]
    let spec = ScenarioRecorder.categoriesText(scenario.app.categories, indent: nil).split(separator: "\n").map(String.init)
    let code = ScenarioRecorder.categoriesText(registered, indent: nil).split(separator: "\n").map(String.init)
    var rows: [ScenarioFailure.ComparisonRow] = []
    for index in 0..<max(spec.count, code.count) {
      rows.append(.init(expected: index < spec.count ? spec[index] : nil, actual: index < code.count ? code[index] : nil))
    }
    let listed = value(at: path)
    failures.append(
      ScenarioFailure(
        message: "the app's code registered other categories than \(path) lists"
          + (listed == nil ? "; add \"categories\" to \"app\" with the ones the code registers" : ""),
        location: listed?.location ?? position(["app"]), path: path, comparison: rows))
    guard let listed else { return }
    let indent = ScenarioRecorder.lineIndent(in: bytes, at: listed.location.offset)
    answerRewrites.append(
      ScenarioRecorder.Replacement(start: listed.location.offset, text: ScenarioRecorder.categoriesText(registered, indent: indent)))
    recordable[path.description] = true
  }
}

extension SystemEvent {
  /// What the system made of a service extension's run: its content taken, the original shown,
  /// its last answer, or nothing in time.
  var isServiceExtensionOutcome: Bool {
    switch self {
    case .contentChanged, .originalContentShown, .serviceExtensionLastAnswer, .serviceExtensionExpired: true
    default: false
    }
  }
}
