/// What became of one scenario: the events it produced and the expectations it failed.
public struct ScenarioResult: Sendable {
  /// The scenario that ran.
  public var scenario: Scenario
  /// Every event from the first step on (set-up events are left out), unless the run streamed
  /// them to an observer instead.
  public var events: [TraceEvent]
  /// The expectations that failed, and a step the simulator refused, in order.
  public var failures: [ScenarioFailure]
  /// How many expected events were checked.
  public var checkedExpectations: Int

  /// Whether every expectation held and every step could run.
  public var passed: Bool { failures.isEmpty }

  /// A result made outside the runner: a scenario replayed against the app's own code.
  package init(scenario: Scenario, events: [TraceEvent], failures: [ScenarioFailure], checkedExpectations: Int) {
    self.scenario = scenario
    self.events = events
    self.failures = failures
    self.checkedExpectations = checkedExpectations
  }
}

/// One failed check or refused step, with where it is in the scenario file.
public struct ScenarioFailure: Sendable {
  /// One sentence that says what went wrong.
  public var message: String
  /// Where in the scenario file.
  public var location: SourcePosition
  /// The JSON path of the step or expectation block.
  public var path: JSONPath
  /// Expected and actual side by side, when the failure is a mismatch.
  public var comparison: [ComparisonRow]

  /// A failure found outside the runner: a scenario replayed against the app's own code.
  package init(message: String, location: SourcePosition, path: JSONPath, comparison: [ComparisonRow]) {
    self.message = message
    self.location = location
    self.path = path
    self.comparison = comparison
  }

  /// One line of a side-by-side comparison.
  public struct ComparisonRow: Hashable, Sendable {
    /// The expected event, or `nil` where an unexpected event happened.
    public var expected: String?
    /// The event that happened, or `nil` where an expected one did not.
    public var actual: String?

    /// Whether both sides agree.
    public var matches: Bool { expected != nil && actual != nil }

    /// A row of a comparison made outside the runner.
    package init(expected: String?, actual: String?) {
      self.expected = expected
      self.actual = actual
    }
  }

  /// The comparison as text: a header, then one row a line, marked `-` for expected only and
  /// `+` for happened only.
  public var renderedComparison: String {
    guard !comparison.isEmpty else { return "" }
    let width = min(64, max(8, comparison.compactMap { $0.expected?.count }.max() ?? 8))
    func pad(_ text: String) -> String {
      text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
    var lines = ["  " + pad("expected") + " | actual"]
    for row in comparison {
      let marker = row.matches ? " " : (row.expected == nil ? "+" : "-")
      lines.append(marker + " " + pad(row.expected ?? "") + " | " + (row.actual ?? ""))
    }
    return lines.joined(separator: "\n")
  }
}

/// Replays scenarios through a ``Simulator`` and checks their expectations.
public enum ScenarioRunner {
  /// Runs `scenario`. When `observer` is given, each event is handed to it as it happens and
  /// only the events since the last check are kept, so a long scenario runs in flat memory.
  public static func run(_ scenario: Scenario, observer: ((TraceEvent) -> Void)? = nil) -> ScenarioResult {
    var steps = scenario.steps.makeIterator()
    return run(scenario, hasExpectations: scenario.hasExpectations, steps: { steps.next() }, observer: observer)
  }

  /// Runs `scenario` with the steps `steps` gives, one at a time, until it gives `nil`; the
  /// scenario's own `steps` are not used. A streamed file (``StreamedScenario``) runs so.
  /// `firingLimit` is ``maximumTotalFirings`` unless a test lowers it. With `payloads`, the
  /// records of old notifications drop their payloads and read them again from the file.
  package static func run(
    _ scenario: Scenario, hasExpectations: Bool, steps nextStep: () -> ScenarioStep?, observer: ((TraceEvent) -> Void)? = nil,
    firingLimit: Int = maximumTotalFirings, payloads: (any PayloadRebuilding)? = nil
  ) -> ScenarioResult {
    var simulator = Simulator(
      app: scenario.app, profile: scenario.profile, quirks: scenario.quirks, device: scenario.device)
    simulator.device.notifications.rebuilder = payloads
    var failures: [ScenarioFailure] = []
    var kept: [TraceEvent] = []
    var windowStart = 0
    var checked = 0
    var firings = 0

    func collect() {
      // The new events move straight onto `kept`, without an array of their own, and without a
      // copy while `kept` is empty.
      let start = kept.count
      simulator.trace.events.moveAll(appendingTo: &kept)
      for event in kept[start...] {
        if case .localFired = event.kind { firings += 1 }
        observer?(event)
      }
    }

    do {
      try setUp(&simulator, for: scenario)
    } catch {
      failures.append(
        ScenarioFailure(
          message: "the scenario cannot start with the app \(scenario.initialState): \(error.message)",
          location: .start, path: ["app", "state"], comparison: []))
      return ScenarioResult(scenario: scenario, events: [], failures: failures, checkedExpectations: 0)
    }
    simulator.discardTrace()

    var upcoming = nextStep()
    var endsWithExpect = false
    while let step = upcoming {
      upcoming = nextStep()
      let isLast = upcoming == nil
      endsWithExpect = false
      if case .expect(let block) = step.action {
        endsWithExpect = isLast
        if isLast && step.path == ["expect"] {
          simulator.runUntilIdle()
        }
        collect()
        checked += block.events.count
        if let failure = check(block, against: kept[windowStart...]) { failures.append(failure) }
        if observer != nil {
          kept.removeAll(keepingCapacity: true)
          windowStart = 0
        } else {
          windowStart = kept.count
        }
        continue
      }
      if let problem = timeLimitProblem(step, now: simulator.now) {
        collect()
        failures.append(
          ScenarioFailure(message: "step \(step.path) cannot run: \(problem)", location: step.location, path: step.path, comparison: []))
        break
      }
      do {
        if payloads != nil && step.readsPayloadInline {
          if case .push(let payload, _, _) = step.action {
            simulator.run.pushStep = (step.location, payload)
          } else if case .send(let push) = step.action {
            simulator.run.pushStep = (step.location, push.payload)
          }
        }
        defer { simulator.run.pushStep = nil }
        try step.action.apply(to: &simulator)
      } catch {
        collect()
        failures.append(
          ScenarioFailure(
            message: "step \(step.path) cannot run: \(error.message)", location: step.location, path: step.path,
            comparison: []))
        break
      }
      collect()
      if firings > firingLimit {
        failures.append(
          ScenarioFailure(
            message: "step \(step.path) cannot run on: local triggers have fired \(firings) times in all, more than the "
              + "\(firingLimit) one scenario may; wait less, or repeat less often",
            location: step.location, path: step.path, comparison: []))
        break
      }
      if observer != nil && windowStart == 0 && !hasExpectations {
        kept.removeAll(keepingCapacity: true)
      }
    }
    if failures.isEmpty && !endsWithExpect {
      simulator.runUntilIdle()
      collect()
    }
    return ScenarioResult(
      scenario: scenario, events: observer == nil ? kept : [], failures: failures, checkedExpectations: checked)
  }

  /// The most virtual time one scenario may cover, its waits added up: a hundred years of 365
  /// days. Each wait is at most ten years (``ScenarioLoader/maximumDuration``); this bounds the
  /// sum, so no run takes the clock past what its calendar and millisecond times can hold.
  public static let maximumTotalDuration = Duration.seconds(100 * 365 * 24 * 3600)

  /// The most local-trigger firings one scenario may have in all: each wait stops at
  /// ``Simulator/triggerFiringsPerAdvance``, and this bounds their sum, so a file of many waits
  /// cannot run for hours.
  public static let maximumTotalFirings = 1_000_000

  /// Why `step` would take the clock past ``maximumTotalDuration`` from `now`, or `nil`.
  static func timeLimitProblem(_ step: ScenarioStep, now: SimulatedInstant) -> String? {
    let after: Duration
    if case .wait(let duration) = step.action {
      after = now.offset + duration
    } else if case .waitUntil = step.action {
      after = now.offset
    } else {
      return nil
    }
    guard after > maximumTotalDuration else { return nil }
    return "the scenario's waits add up to more than 100 years of virtual time (the clock is at \(now)), "
      + "the most one scenario may cover; split it into several scenarios"
  }

  /// Brings a fresh simulator to the scenario's starting state through the moves a user or the
  /// system would make, then applies the authorization the device already has.
  package static func setUp(_ simulator: inout Simulator, for scenario: Scenario) throws(SimulationError) {
    if let (status, options) = scenario.authorization {
      try simulator.changeAuthorization(to: status, options: options)
    }
    switch scenario.initialState {
    case .notRunning:
      break
    case .forceQuit:
      try simulator.openApp()
      try simulator.forceQuit()
    case .active:
      try simulator.openApp()
    case .inactive:
      try simulator.openApp()
      try simulator.showNotificationCenter()
    case .background:
      try simulator.openApp()
      try simulator.home()
    case .suspended:
      try simulator.openApp()
      try simulator.home()
      if simulator.process.state != .suspended { try simulator.suspend() }
    }
    simulator.runUntilIdle()
  }

  /// Compares a block with the events of its window; `nil` when it holds.
  package static func check(_ block: ExpectationBlock, against events: ArraySlice<TraceEvent>) -> ScenarioFailure? {
    // Only the events of a kind the block checks are looked at, so only they are built.
    var kinds = ObservedEvent.KindSet(ScenarioEventKind.alwaysChecked)
    for expected in block.events { kinds.insert(expected.kind) }
    // Most blocks hold: each checked event is compared with its expected one as it is read,
    // without building it. Any difference builds them all below, for the report.
    if block.match == .exact, holdsExactly(block.events, against: events, kinds: kinds) { return nil }
    var observed: [ObservedEvent] = []
    observed.reserveCapacity(events.count)
    for event in events {
      guard let kind = ObservedEvent.kind(of: event), kinds.contains(kind), let built = ObservedEvent(event) else { continue }
      observed.append(built)
    }
    switch block.match {
    case .exact:
      if observed.count == block.events.count && zip(block.events, observed).allSatisfy({ $0.matches($1) }) {
        return nil
      }
      let (rows, unaligned) = alignment(block.events, observed)
      let missing = rows.filter { $0.actual == nil }.count
      let extra = rows.filter { $0.expected == nil }.count
      var parts: [String] = []
      if let unaligned {
        parts.append(
          "the \(unaligned.expected) expected and \(unaligned.observed) observed events from the first difference to the last "
            + "are too many to line up (over \(alignmentLimit) pairs), so they are listed apart, the expected ones first")
      } else {
        if missing > 0 { parts.append("\(missing) expected event\(missing == 1 ? "" : "s") did not happen") }
        if extra > 0 { parts.append("\(extra) event\(extra == 1 ? "" : "s") happened that \(extra == 1 ? "was" : "were") not expected") }
        if parts.isEmpty { parts.append("the events happened in another order") }
      }
      return ScenarioFailure(
        message: "expectations at \(block.path) do not hold: " + parts.joined(separator: ", "), location: block.location,
        path: block.path, comparison: rows)
    case .contains:
      var next = 0
      for (index, expected) in block.events.enumerated() {
        guard let found = observed[next...].firstIndex(where: { expected.matches($0) }) else {
          let rows =
            block.events.enumerated().map { offset, event in
              ScenarioFailure.ComparisonRow(expected: event.description, actual: offset < index ? event.description : nil)
            } + observed.map { ScenarioFailure.ComparisonRow(expected: nil, actual: $0.description) }
          return ScenarioFailure(
            message: "expectations at \(block.path) do not hold: \(expected) did not happen in order (match: contains)",
            location: expected.location, path: expected.path, comparison: rows)
        }
        next = found + 1
      }
      return nil
    }
  }

  /// Whether the events of `events` whose kind is in `kinds` are, in order, exactly the
  /// `expected` events, as ``ExpectedEvent/matches(_:)`` compares an ``ObservedEvent`` built
  /// from each; the facts are compared as ``ObservedEvent/visit(_:fact:)`` hands them over.
  static func holdsExactly(_ expected: [ExpectedEvent], against events: ArraySlice<TraceEvent>, kinds: ObservedEvent.KindSet) -> Bool {
    // Both lists are read in place, without copying their elements.
    expected.withUnsafeBufferPointer { expected in
      events.withUnsafeBufferPointer { events in
        var next = 0
        for index in events.indices {
          guard let kind = ObservedEvent.kind(of: events[index]), kinds.contains(kind) else { continue }
          guard next < expected.count, expected[next].kind == kind else { return false }
          // A system event's facts come from `describe`, which builds them: it is compared built.
          if case .system = events[index].kind {
            guard let built = ObservedEvent(events[index]), expected[next].matches(built) else { return false }
            next += 1
            continue
          }
          if let instant = expected[next].instant, instant != events[index].instant { return false }
          // Whether each wanted fact was seen (its first occurrence), and matched.
          let count = expected[next].fields.count
          guard count <= 64 else { return false }
          var seen: UInt64 = 0
          var same = true
          let found = expected[next].fields.withUnsafeBufferPointer { wanted in
            ObservedEvent.visit(events[index]) { name, value in
              guard same else { return }
              for position in wanted.indices where wanted[position].name == name {
                let bit: UInt64 = 1 << UInt64(position)
                if seen & bit == 0 {
                  seen |= bit
                  if wanted[position].value != value { same = false }
                }
              }
            }
          }
          guard same, let found, found.kind == kind, found.name == expected[next].name else { return false }
          // A wanted fact the event lacks: `field(_:)` answers nil for it (only system events
          // have omitted facts).
          if seen != (count == 64 ? UInt64.max : (1 << UInt64(count)) - 1) { return false }
          next += 1
        }
        return next == expected.count
      }
    }
  }

  /// Lines up expected and observed events by their longest common subsequence, so a diff shows
  /// what is missing and what is extra rather than every later line.
  static func align(_ expected: [ExpectedEvent], _ observed: [ObservedEvent]) -> [ScenarioFailure.ComparisonRow] {
    alignment(expected, observed).rows
  }

  /// The most pairs of events the alignment compares (its table's size).
  static let alignmentLimit = 4_000_000

  /// ``align(_:_:)``'s rows, with the events that agree at both ends paired first; when what is
  /// left between them is over ``alignmentLimit`` pairs, it is listed apart (the expected events,
  /// then the observed ones) and their counts are returned, never paired by position.
  static func alignment(
    _ expected: [ExpectedEvent], _ observed: [ObservedEvent]
  ) -> (rows: [ScenarioFailure.ComparisonRow], unaligned: (expected: Int, observed: Int)?) {
    var head = 0
    while head < expected.count && head < observed.count && expected[head].matches(observed[head]) { head += 1 }
    var tail = 0
    while tail < expected.count - head && tail < observed.count - head
      && expected[expected.count - 1 - tail].matches(observed[observed.count - 1 - tail])
    {
      tail += 1
    }
    func paired(_ range: Range<Int>, _ offset: Int) -> [ScenarioFailure.ComparisonRow] {
      range.map { .init(expected: expected[$0].description, actual: observed[$0 + offset].description) }
    }
    let middleExpected = Array(expected[head..<expected.count - tail])
    let middleObserved = Array(observed[head..<observed.count - tail])
    let before = paired(0..<head, 0)
    let after = paired(expected.count - tail..<expected.count, observed.count - expected.count)
    guard middleExpected.count * middleObserved.count <= alignmentLimit else {
      let apart =
        middleExpected.map { ScenarioFailure.ComparisonRow(expected: $0.description, actual: nil) }
        + middleObserved.map { ScenarioFailure.ComparisonRow(expected: nil, actual: $0.description) }
      return (before + apart + after, (middleExpected.count, middleObserved.count))
    }
    return (before + lcs(middleExpected, middleObserved) + after, nil)
  }

  /// The longest-common-subsequence alignment of two short enough lists.
  static func lcs(_ expected: [ExpectedEvent], _ observed: [ObservedEvent]) -> [ScenarioFailure.ComparisonRow] {
    let n = expected.count
    let m = observed.count
    var lengths = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
    for i in stride(from: n - 1, through: 0, by: -1) {
      for j in stride(from: m - 1, through: 0, by: -1) {
        lengths[i][j] =
          expected[i].matches(observed[j]) ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
      }
    }
    var rows: [ScenarioFailure.ComparisonRow] = []
    var i = 0
    var j = 0
    while i < n || j < m {
      if i < n && j < m && expected[i].matches(observed[j]) {
        rows.append(.init(expected: expected[i].description, actual: observed[j].description))
        i += 1
        j += 1
      } else if j < m && (i == n || lengths[i][j + 1] >= lengths[i + 1][j]) {
        rows.append(.init(expected: nil, actual: observed[j].description))
        j += 1
      } else {
        rows.append(.init(expected: expected[i].description, actual: nil))
        i += 1
      }
    }
    return rows
  }
}

extension Simulator {
  /// Removes and returns the events recorded so far, so a long run can stream its trace
  /// instead of keeping it.
  public mutating func drainTrace() -> [TraceEvent] {
    var events: [TraceEvent] = []
    trace.events.moveAll(appendingTo: &events)
    return events
  }

  /// Forgets the events recorded so far without handing them out: `notifsim-bench`'s device
  /// stage, which measures the device's state without the history the trace keeps.
  package mutating func discardTrace() {
    trace.events.removeAll(keepingCapacity: true)
  }
}
