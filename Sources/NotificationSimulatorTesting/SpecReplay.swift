import Foundation
public import NotificationSimulator
public import SimulatedUserNotifications

/// Whether ``assertScenarios(_:appDelegate:sceneDelegate:serviceExtension:contentExtension:record:fileID:filePath:line:column:)``
/// writes what the app's code did into the scenario files, as a snapshot test's record mode.
///
/// Models no Apple type. The environment variable ``environmentVariable`` (`NOTIFSIM_RECORD`),
/// when set, wins over the argument, so CI can set `NOTIFSIM_RECORD=never` and no test records
/// there, and a person can record a whole test run with `NOTIFSIM_RECORD=all swift test` without
/// editing a test.
public enum SpecRecording: String, Sendable, CaseIterable {
  /// Check only: the files are never written.
  case never
  /// Write the final `expect` of a file that has no expectations yet (its steps written by
  /// hand); leave the others alone.
  case missing
  /// As `missing`, and rewrite what does not hold: each `expect` block that fails, each answer
  /// of `app.answers` the code answered otherwise, and `app.categories` when the code registered
  /// others. Blocks and answers that hold are kept byte for byte. A starter made with
  /// `notifsim new` (whose final `expect` is the modelled app's) is filled in so from the code.
  case all

  /// The environment variable that sets the mode for a whole run: `all`, `missing` or `never`.
  public static let environmentVariable = "NOTIFSIM_RECORD"

  /// The mode a run uses: the environment's ``environmentVariable`` when set, else `argument`;
  /// a value that names no mode records nothing and is the problem to report.
  package static func effective(_ argument: SpecRecording, environment: [String: String]) -> (SpecRecording, problem: String?) {
    guard let value = environment[environmentVariable] else { return (argument, nil) }
    if let named = SpecRecording(rawValue: value) { return (named, nil) }
    return (.never, "\(environmentVariable)=\(value) is not a recording mode; set it to all, missing or never (nothing is recorded)")
  }
}

/// Replays each scenario file at `path` against the team's own app code, and fails the test once
/// for each place where the code does not do what the file says.
///
/// The steps run through a device whose app is the team's code, as in
/// ``NotificationTester/init(app:appDelegate:sceneDelegate:serviceExtension:profile:quirks:device:authorization:state:fileID:filePath:line:column:)``:
/// iOS calls the team's delegate methods, and the team's code answers. After each step the
/// app's scheduled work runs (``NotificationTester/settle()``). What the file says about the
/// device (platform, quirks, settings, authorization, the app's starting `state`, bundle,
/// background modes, entitlements) sets the situation up. What it says about the app's code
/// becomes what the code is expected to do:
///
/// - every `expect` block is checked against what happened, as `notifsim run` checks it;
/// - each answer in `app.answers` (`willPresent`, `willPresentByNotification`, `didReceive`,
///   `fetch`, `handleAction`, `serviceExtension`) is compared with the code's: the completion
///   handlers the modelled app calls (with which value, at which virtual time) and the content
///   its service extension passes on, against those the code calls and passes; a difference
///   fails at the answer's position in the file, with both sides;
/// - with `contentExtension`, the options the extension's `didReceive(_:completionHandler:)`
///   passes for each action on a category of `app.contentExtensions` are compared with those
///   the file's `didReceive` gives;
/// - `app.categories` are registered before the run, as categories the app registered at an
///   earlier launch; when the code registers categories itself, the last list it registers is
///   compared with the file's.
///
/// `app.implements` and `app.delegate` are not read: the code decides which methods it
/// implements and when it assigns the center's delegate. The same file still runs under
/// `notifsim run`, where the modelled app answers as `app.answers` says. Without
/// `contentExtension`, the file's content extensions are the modelled ones.
///
/// Failures are reported as ``assertScenarios(_:fileID:filePath:line:column:)`` reports them:
/// under Swift Testing at the file's own line and column, under XCTest at the calling line
/// with `file:line:column` at the start of the message. Call it from a `@MainActor` test; under
/// Swift Testing the test needs the `.oneAppAtATime` trait.
///
///     @MainActor @Test(.oneAppAtATime) func `the notification specs hold`() async {
///       await assertScenarios("Specs", appDelegate: { AppDelegate() }, serviceExtension: { NotificationService() })
///     }
///
/// - Parameters:
///   - path: A scenario file or a folder. A relative path is read from the folder of the test
///     file that calls this function.
///   - appDelegate: Creates the app delegate at each launch.
///   - sceneDelegate: Creates the scene delegate at each launch of a scene-based app.
///   - serviceExtension: Creates the notification service extension, one per push it modifies.
///   - contentExtension: Creates the notification content extension's view controller, one per
///     notification whose interface it shows. It serves the categories of the file's
///     `app.contentExtensions` (their `UNNotificationExtensionCategory`), and its answers to the
///     user's actions are compared with theirs (`didReceive`).
///   - record: Whether to write what the code did into the files (``SpecRecording``);
///     `NOTIFSIM_RECORD`, when set, wins. A file written fails the test once, naming what was
///     written, so a recording run never passes unnoticed; run again to check.
///   - fileID: The calling file, where XCTest reports failures.
///   - filePath: The calling file's path, from which a relative `path` is read.
///   - line: The calling line.
///   - column: The calling column.
/// - Returns: The results, in file order: each file's events (from its first step on) and its
///   failures.
@MainActor @discardableResult
public func assertScenarios(
  _ path: String,
  appDelegate: @escaping @MainActor () -> any UIApplicationDelegate,
  sceneDelegate: (@MainActor () -> any UISceneDelegate)? = nil,
  serviceExtension: (@Sendable () -> UNNotificationServiceExtension)? = nil,
  contentExtension: (@MainActor @Sendable () -> any UNNotificationContentExtension)? = nil,
  record: SpecRecording = .never,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) async -> [ScenarioResult] {
  let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  let code = SpecCode(
    appDelegate: appDelegate, sceneDelegate: sceneDelegate, serviceExtension: serviceExtension,
    contentExtension: contentExtension)
  let (mode, problem) = SpecRecording.effective(record, environment: ProcessInfo.processInfo.environment)
  if let problem { reportFailure(problem, at: site) }
  var results: [ScenarioResult] = []
  for file in scenarioFiles(at: path, from: filePath, site: site) {
    guard let scenario = loadScenario(file, site: site) else { continue }
    guard let replay = await SpecReplay.run(scenario, code: code, site: site) else { return results }
    var failures = replay.failures
    switch replay.record(mode: mode) {
    case .success(let recorded):
      failures.removeAll { recorded.handled.contains($0.path.description) }
      if !recorded.changes.isEmpty {
        reportScenarioProblem(
          "\(scenario.name): recorded from the app's code: " + recorded.changes.joined(separator: ", ")
            + "; review the change, then run again without recording (\(SpecRecording.environmentVariable)=never)",
          file: file, position: nil, site: site)
      }
    case .failure(let problem):
      reportScenarioProblem("\(scenario.name): cannot record: \(problem)", file: file, position: nil, site: site)
    }
    for failure in failures {
      let comparison = failure.renderedComparison
      reportScenarioProblem(
        "\(scenario.name): \(failure.message)" + (comparison.isEmpty ? "" : "\n\n" + comparison), file: file,
        position: failure.location, site: site)
    }
    results.append(
      ScenarioResult(scenario: scenario, events: replay.events, failures: replay.failures, checkedExpectations: replay.checked))
  }
  return results
}

/// The team's code, as the tester creates it.
struct SpecCode {
  var appDelegate: @MainActor () -> any UIApplicationDelegate
  var sceneDelegate: (@MainActor () -> any UISceneDelegate)?
  var serviceExtension: (@Sendable () -> UNNotificationServiceExtension)?
  var contentExtension: (@MainActor @Sendable () -> any UNNotificationContentExtension)?
}

/// One scenario replayed against the team's code.
struct SpecReplay {
  var scenario: Scenario
  /// The file's text and its parsed root, for positions and rewrites.
  var bytes: [UInt8]
  var root: JSONValue?
  /// Every event from the first step on.
  var events: [TraceEvent]
  var failures: [ScenarioFailure] = []
  var checked = 0
  /// Each `expect` block with the events of its window, offsets into `events`.
  var windows: [(block: ExpectationBlock, events: Range<Int>, failed: Bool)] = []
  /// For each failure of `app` (by its path's text), whether record mode rewrites it.
  var recordable: [String: Bool] = [:]
  /// Answers the code gave that differ from the file's, for record mode: the value's position
  /// in the file and its new JSON text.
  var answerRewrites: [ScenarioRecorder.Replacement] = []
  /// The categories the code registered last, when it registered any.
  var registeredCategories: [NotificationCategory]?
  /// Whether every step ran (a step the simulator refuses stops the run: nothing is recorded).
  var stepsRan = true
  /// Whether the app's content extension runs, so its answers are compared with the file's.
  var comparesContentExtensions = false

  /// Runs `scenario` with the team's code; `nil` when the tester was refused (another simulated
  /// app is alive, or the Swift Testing trait is missing), which it reported.
  @MainActor static func run(_ scenario: Scenario, code: SpecCode, site: CallSite) async -> SpecReplay? {
    let bytes: [UInt8] =
      if case .success(let read) = FileSystem.readFile(scenario.file, limit: ScenarioLoader.fileSizeLimit) { read } else { [] }
    let root = JSONParser.parse(bytes).value
    var configuration = scenario.app
    configuration.answers = CompletionAnswers()
    configuration.delegateAssignment = .late
    configuration.sceneBased = code.sceneDelegate != nil
    let runtime = AppRuntime(
      makeSimulator: { process, serviceExtension in
        Simulator(
          app: configuration, profile: scenario.profile, quirks: scenario.quirks, device: scenario.device,
          serviceExtension: serviceExtension, process: process)
      },
      appDelegate: code.appDelegate, sceneDelegate: code.sceneDelegate, serviceExtension: code.serviceExtension)
    let tester = AppTester(
      simulator: nil, runtime: runtime, app: configuration, delegate: ConfiguredAppDelegate(), profile: scenario.profile,
      quirks: scenario.quirks, device: scenario.device, authorization: nil, state: .notRunning, site: site)
    guard !tester.isRefused else { return nil }
    tester.exhaustivity = .off
    defer { tester.finish() }
    var replay = SpecReplay(scenario: scenario, bytes: bytes, root: root, events: [])
    replay.checkCanBeAsked(code)
    // The app's content extension serves the categories the file's extensions list, as its
    // Info.plist's UNNotificationExtensionCategory does; the modelled ones keep the rest of their
    // settings.
    let categories = scenario.app.contentExtensions.flatMap(\.categories)
    if let make = code.contentExtension, !categories.isEmpty {
      let clock = Simulator(app: configuration, profile: scenario.profile, quirks: scenario.quirks, device: scenario.device)
      let installed = simulatedContentExtension(
        categories: categories, date: { Date(timeIntervalSince1970: clock.secondsSince1970(at: $0.arrivedAt)) }, make: make)
      try? tester.mutate { (simulator: inout Simulator) throws(SimulationError) in simulator.installContentExtension(installed) }
      replay.comparesContentExtensions = true
    }
    do throws(SimulationError) {
      try tester.mutate { (simulator: inout Simulator) throws(SimulationError) in
        try ScenarioRunner.setUp(&simulator, for: scenario)
      }
    } catch {
      replay.failures.append(
        ScenarioFailure(
          message: "the scenario cannot start with the app \(scenario.initialState): \(error.message)",
          location: replay.position(["app", "state"]), path: ["app", "state"], comparison: []))
      replay.stepsRan = false
      return replay
    }
    await tester.settle()
    let first = tester.traceEvents.count
    var windowStart = first
    func drain() async {
      tester.runUntilIdleQuietly()
      await tester.settle()
      tester.runUntilIdleQuietly()
    }
    var endsWithExpect = false
    for (index, step) in scenario.steps.enumerated() {
      let isLast = index == scenario.steps.count - 1
      endsWithExpect = false
      if case .expect(let block) = step.action {
        endsWithExpect = isLast
        if isLast && step.path == ["expect"] { await drain() }
        let events = tester.traceEvents
        let window = events[windowStart..<events.count].filter { $0.isChecked(by: block) }
        replay.checked += block.events.count
        let failure = ScenarioRunner.check(block, against: window[...])
        if let failure { replay.failures.append(failure) }
        replay.windows.append((block, (windowStart - first)..<(events.count - first), failure != nil))
        windowStart = events.count
        continue
      }
      // The app's own calls to iOS are the code's to make.
      if step.action.isAppCall { continue }
      do throws(SimulationError) {
        try tester.mutate { (simulator: inout Simulator) throws(SimulationError) in try step.action.apply(to: &simulator) }
      } catch {
        replay.failures.append(
          ScenarioFailure(
            message: "step \(step.path) cannot run with the app's code: \(error.message)", location: step.location,
            path: step.path, comparison: []))
        replay.stepsRan = false
        break
      }
      await tester.settle()
    }
    if replay.stepsRan && !endsWithExpect { await drain() }
    let all = tester.traceEvents
    replay.events = Array(all[first..<all.count])
    if all[0..<all.count].contains(where: \.setsCategories) { replay.registeredCategories = tester.simulator.device.categories }
    let model = ScenarioRunner.run(scenario).events
    replay.compareAnswers(with: model)
    replay.compareContentExtensions(with: model)
    replay.compareCategories()
    return replay
  }

  /// The position of the value at `path` in the file, or the file's start.
  func position(_ path: JSONPath) -> SourcePosition {
    value(at: path)?.location ?? .start
  }

  func value(at path: JSONPath) -> JSONValue? {
    var current = root
    for component in path.components {
      switch component {
      case .key(let key): current = current?.object?[key]
      case .index(let index): current = current?.array.flatMap { index < $0.count ? $0[index] : nil }
      }
    }
    return current
  }

  /// A file whose answers the code cannot be asked for fails at the answer.
  mutating func checkCanBeAsked(_ code: SpecCode) {
    let scenes: JSONPath = ["app", "sceneBased"]
    if code.sceneDelegate == nil, scenario.app.sceneBased {
      failures.append(
        ScenarioFailure(
          message: "\(scenes) says the app uses scenes, but no scene delegate was passed to assertScenarios; pass "
            + "sceneDelegate: { YourSceneDelegate() }, or set sceneBased to false",
          location: position(scenes), path: scenes, comparison: []))
    }
    let path: JSONPath = ["app", "answers", "serviceExtension"]
    if code.serviceExtension == nil, value(at: path) != nil {
      failures.append(
        ScenarioFailure(
          message: "\(path) gives the service extension's answer, but no service extension was passed to assertScenarios; "
            + "pass serviceExtension: { YourNotificationService() }, or remove the answer from the file",
          location: position(path), path: path, comparison: []))
    }
  }
}

extension AppTester {
  /// Lets time pass until nothing is scheduled, as a scenario's last `expect` does; nothing to
  /// report.
  func runUntilIdleQuietly() {
    try? mutate { (simulator: inout Simulator) throws(SimulationError) in simulator.runUntilIdle() }
  }
}

extension TraceEvent {
  /// Whether the app replaced its categories here.
  var setsCategories: Bool {
    if case .system(.categoriesSet) = kind { return true }
    return false
  }

  /// The event's kind and name when it only follows from a call of the app's that the app's
  /// code may make at another moment than the modelled app's steps: `categoriesSet`,
  /// `delegateAssigned`, and the token's callbacks (`didRegisterForRemoteNotifications`,
  /// `didFailToRegisterForRemoteNotifications`). `nil` for any other event.
  var appCallEvent: (kind: ScenarioEventKind, name: String)? {
    switch kind {
    case .system(.categoriesSet): (.system, "categoriesSet")
    case .system(.delegateAssigned): (.system, "delegateAssigned")
    case .callback(.didRegisterForRemoteNotifications, _): (.callback, Callback.didRegisterForRemoteNotifications.rawValue)
    case .callback(.didFailToRegisterForRemoteNotifications, _): (.callback, Callback.didFailToRegisterForRemoteNotifications.rawValue)
    default: nil
    }
  }

  /// Whether a replayed `block` checks the event: every event but those of the app's own calls
  /// (``appCallEvent``), which it checks only when it lists one of their kind and name.
  func isChecked(by block: ExpectationBlock) -> Bool {
    guard let call = appCallEvent else { return true }
    return block.events.contains { $0.kind == call.kind && $0.name == call.name }
  }

  /// Whether a recording writes the event into a block that does not list it: every event but
  /// those of the app's own calls the modelled app makes only in steps (categories, the token),
  /// so the file still holds under `notifsim run`. `delegateAssigned` is written: the modelled
  /// app assigns its delegate itself (`app.delegate`).
  var isRecordedUnlisted: Bool {
    guard let call = appCallEvent else { return true }
    return call.name == "delegateAssigned"
  }
}

/// `path` as given when absolute, else joined to the folder of `testFile`.
func resolvedScenarioPath(_ path: String, from testFile: String) -> String {
  if path.hasPrefix("/") { return path }
  guard let slash = testFile.lastIndex(of: "/") else { return path }
  return String(testFile[..<slash]) + "/" + path
}
