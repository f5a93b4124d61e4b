// Benchmarks for NotificationSimulator. Build with `swift build -c release --product notifsim-bench`.
//
//   notifsim-bench generate DIR COUNT   writes COUNT real-world-shaped payload files into DIR
//   notifsim-bench engine [COUNT] [REPS] routes COUNT payloads in process (default 100000, 5 repetitions):
//                                       bare parse vs parse + lint + Payload (no routing) vs
//                                       parse + lint + Payload + Simulator.push + trace
//   notifsim-bench profile PHASE COUNT  runs one phase (inputs, parse, skim, lint, full or tester) once, for a profiler
//   notifsim-bench engine-trace COUNT   prints the trace of the engine run, to compare across changes
//   notifsim-bench scenarios DIR COUNT  writes COUNT cold-launch scenario files into DIR
//   notifsim-bench device [PUSHES] [REQUESTS]
//                                       Notification Center and pending requests under load
//                                       (default 100000 collapse-id pushes, 10000 requests)
//   notifsim-bench long-scenario FILE PUSHES [LIMIT]
//                                       writes one scenario of PUSHES alert pushes to a background app;
//                                       with LIMIT, its device sets notificationCenterLimit
//
//   notifsim-bench tester [RUNS] [REPS] a NotificationTester's five-step test, RUNS times (default 10000, 5 reps)
//   notifsim-bench all [--payloads N] [--scenarios N] [--pushes N] [--tester N] [--reps N]
//                      [--notifsim PATH] [--jq PATH] [--dir PATH]
//                                       the four figures of issue 23 with their targets and the
//                                       machine's load: engine stages, a suite against `jq empty`,
//                                       the memory of one long scenario in every format, and a
//                                       NotificationTester's five-step test (AllBenchmark.swift)
//
// The generator is seeded, so every run writes the same files.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Foundation
import NotificationSimulator

/// SplitMix64: a small seeded generator, so the benchmark inputs are the same on every run.
struct SplitMix64 {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
  mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
  mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
  mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}

let words = [
  "order", "shipped", "your", "friend", "commented", "on", "photo", "new", "episode", "is", "out",
  "sale", "ends", "tonight", "reminder", "meeting", "at", "flight", "delayed", "gate", "changed",
  "score", "update", "goal", "message", "from", "Ana", "José", "Zoë", "café", "🎉", "news",
]

func sentence(_ random: inout SplitMix64, _ count: Int) -> String {
  (0..<count).map { _ in random.pick(words) }.joined(separator: " ")
}

/// One payload in the shapes teams keep for `simctl push`: alerts as strings or dictionaries,
/// localized alerts, badges, sounds, categories, silent pushes, rich pushes, custom data.
func payload(_ random: inout SplitMix64) -> String {
  var aps: [String] = []
  let shape = random.below(10)
  switch shape {
  case 0, 1:
    aps.append("\"alert\": \(JSONWriter.quoted(sentence(&random, 3 + random.below(8))))")
  case 2:
    aps.append("\"content-available\": 1")
  case 3:
    aps.append(
      "\"alert\": {\"title-loc-key\": \"TITLE_\(random.below(20))\", \"loc-key\": \"BODY_\(random.below(50))\", \"loc-args\": [\(JSONWriter.quoted(random.pick(words))), \"\(random.below(100))\"]}"
    )
  default:
    var alert = ["\"title\": \(JSONWriter.quoted(sentence(&random, 2 + random.below(4))))"]
    if random.chance(40) { alert.append("\"subtitle\": \(JSONWriter.quoted(sentence(&random, 3)))") }
    alert.append("\"body\": \(JSONWriter.quoted(sentence(&random, 5 + random.below(30))))")
    aps.append("\"alert\": {\(alert.joined(separator: ", "))}")
    if random.chance(30) { aps.append("\"mutable-content\": 1") }
    if random.chance(20) { aps.append("\"content-available\": 1") }
  }
  if shape != 2 {
    if random.chance(50) { aps.append("\"badge\": \(random.below(30))") }
    if random.chance(60) { aps.append("\"sound\": \(random.chance(80) ? "\"default\"" : "\"chime.caf\"")") }
    if random.chance(50) { aps.append("\"category\": \(JSONWriter.quoted(random.pick(["MESSAGE", "ORDER", "NEWS_CATEGORY", "INVITE"])))") }
    if random.chance(40) { aps.append("\"thread-id\": \"thread-\(random.below(10))\"") }
    if random.chance(20) { aps.append("\"interruption-level\": \(JSONWriter.quoted(random.pick(["passive", "active", "time-sensitive"])))") }
    if random.chance(10) { aps.append("\"relevance-score\": 0.\(random.below(10))") }
  }
  var top = ["\"aps\": {\(aps.joined(separator: ", "))}"]
  let customCount = random.below(6)
  for key in 0..<customCount {
    switch random.below(4) {
    case 0: top.append("\"id\(key)\": \(random.below(1_000_000))")
    case 1: top.append("\"link\(key)\": \"https://example.com/\(random.pick(words))/\(random.below(9999))\"")
    case 2:
      top.append(
        "\"meta\(key)\": {\"sender\": {\"id\": \(random.below(99999)), \"name\": \(JSONWriter.quoted(random.pick(words)))}, \"tags\": [\"a\", \"b\", \(random.below(9))], \"flag\": \(random.chance(50))}"
      )
    default: top.append("\"note\(key)\": \(JSONWriter.quoted(sentence(&random, 10 + random.below(40))))")
    }
  }
  if random.chance(30) { top.append("\"Simulator Target Bundle\": \"com.example.app\(random.below(5))\"") }
  if random.chance(50) {
    return "{\n  " + top.joined(separator: ",\n  ") + "\n}\n"
  }
  return "{" + top.joined(separator: ",") + "}"
}

/// The engine benchmark's inputs: `count` generated payloads as UTF-8 bytes, the same on every run.
func engineInputs(_ count: Int) -> [[UInt8]] {
  var random = SplitMix64(state: 2026)
  return (0..<count).map { _ in Array(payload(&random).utf8) }
}

func writeFile(_ path: String, _ text: String) {
  guard let file = fopen(path, "w") else {
    print("bench: cannot write \(path)")
    exit(1)
  }
  fputs(text, file)
  fclose(file)
}

func generate(directory: String, count: Int) {
  mkdir(directory, 0o755)
  var random = SplitMix64(state: 2026)
  var bytes = 0
  for index in 0..<count {
    let text = payload(&random)
    bytes += text.utf8.count
    let name = index < 10_000 ? String(index + 100_000).dropFirst() : Substring(String(index))
    writeFile("\(directory)/payload-\(name).apns", text)
  }
  print("wrote \(count) files, \(bytes) bytes, into \(directory)")
}

// MARK: The engine benchmark

/// Consumes a value so the optimizer cannot drop the work that produced it.
@inline(never) @_optimize(none)
func blackHole<T>(_ value: T) {}

/// The peak resident set size of this process, in kilobytes.
func maxResidentKilobytes() -> Int {
  var usage = rusage()
  #if canImport(Darwin)
    getrusage(RUSAGE_SELF, &usage)
    return Int(usage.ru_maxrss) / 1024
  #else
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    return Int(usage.ru_maxrss)
  #endif
}

/// Minor page faults of this process so far: each is a fresh page the kernel had to map.
func minorFaults() -> Int {
  var usage = rusage()
  #if canImport(Darwin)
    getrusage(RUSAGE_SELF, &usage)
  #else
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
  #endif
  return Int(usage.ru_minflt)
}

func seconds(_ duration: Duration) -> Double {
  let (whole, atto) = duration.components
  return Double(whole) + Double(atto) / 1e18
}

func format(_ value: Double, decimals: Int = 0) -> String {
  guard value.isFinite else { return "\(value)" }
  if value < 0 { return "-" + format(-value, decimals: decimals) }
  var scale = 1
  for _ in 0..<decimals { scale *= 10 }
  let scaled = Int((value * Double(scale)).rounded())
  // Thousands separators on the whole part: 1234567 -> 1,234,567.
  let digits = String(scaled / scale)
  var out = ""
  for (offset, character) in digits.enumerated() {
    if offset > 0 && (digits.count - offset) % 3 == 0 { out += "," }
    out.append(character)
  }
  guard decimals > 0 else { return out }
  let fraction = String(scaled % scale)
  return out + "." + String(repeating: "0", count: decimals - fraction.count) + fraction
}

/// A device with the app in the background, authorized for alerts, sounds and badges: most
/// pushes are displayed by the system, background pushes wake the app's fetch handler. The
/// budget is the real one (not Xcode's), so some background pushes are held and coalesced,
/// which the trace records.
func backgroundSimulator() -> Simulator {
  var simulator = Simulator(app: AppConfiguration())
  do {
    try simulator.openApp()
    try simulator.requestAuthorization([.alert, .sound, .badge])
    try simulator.answerPrompt(allow: true)
    try simulator.home()
  } catch {
    print("bench: setup failed: \(error)")
    exit(1)
  }
  return simulator
}

struct EngineRun {
  var pushed = 0
  var rejected = 0
  var simulator: Simulator
}

/// Parse, validate, read and route every payload into one simulator, recording the trace (or,
/// without `keepsTrace`, forgetting each push's events: the device's state alone).
/// Virtual time moves one second between pushes, so the background budget refills hourly.
@inline(never)
func runEngine(_ inputs: [[UInt8]], ids: [String], keepsTrace: Bool = true) -> EngineRun {
  var run = EngineRun(simulator: backgroundSimulator())
  let options = PayloadLinter.Options(isSimulatorFile: true)
  for index in inputs.indices {
    let result = PayloadLinter.lint(inputs[index], options: options)
    guard let payload = result.payload, !result.diagnostics.contains(where: { $0.severity == .error }) else {
      run.rejected += 1
      continue
    }
    do {
      try run.simulator.push(payload, id: ids[index])
      run.pushed += 1
    } catch {
      run.rejected += 1
    }
    run.simulator.advance(by: .seconds(1))
    if !keepsTrace { run.simulator.discardTrace() }
  }
  return run
}

/// The engine with the same work as ``runEngine(_:ids:keepsTrace:)`` done `window` payloads at a
/// time: `window` lints, then `window` pushes. Not the issue's figure (that is one payload at a
/// time); it shows what running the lint's code and the push's code by turns costs in the
/// processor's caches, beside their instructions.
@inline(never)
func runEngineWindowed(_ inputs: [[UInt8]], ids: [String], window: Int) -> EngineRun {
  var run = EngineRun(simulator: backgroundSimulator())
  let options = PayloadLinter.Options(isSimulatorFile: true)
  var payloads: [Payload?] = []
  payloads.reserveCapacity(window)
  var start = 0
  while start < inputs.count {
    let end = min(start + window, inputs.count)
    payloads.removeAll(keepingCapacity: true)
    for index in start..<end {
      let result = PayloadLinter.lint(inputs[index], options: options)
      let usable = result.payload != nil && !result.diagnostics.contains(where: { $0.severity == .error })
      payloads.append(usable ? result.payload : nil)
    }
    for offset in 0..<(end - start) {
      guard let payload = payloads[offset] else {
        run.rejected += 1
        continue
      }
      do {
        try run.simulator.push(payload, id: ids[start + offset])
        run.pushed += 1
      } catch {
        run.rejected += 1
      }
      run.simulator.advance(by: .seconds(1))
    }
    start = end
  }
  return run
}

/// Payloads linted before they are pushed in the windowed row of `engine`.
let engineWindow = 256

func engine(count: Int, repetitions: Int) {
  let inputs = engineInputs(count)
  let ids = (0..<count).map { "n\($0)" }
  let bytes = inputs.reduce(0) { $0 + $1.count }
  print("engine: \(count) payloads, \(bytes) bytes, \(repetitions) repetitions")

  let inputKilobytes = maxResidentKilobytes()
  let clock = ContinuousClock()
  var parseTimes: [Double] = []
  var foundationTimes: [Double] = []
  var skimTimes: [Double] = []
  var lintTimes: [Double] = []
  var fullTimes: [Double] = []
  var windowedTimes: [Double] = []
  var fullFaults: [Int] = []
  var lintFaults: [Int] = []
  var last: EngineRun?
  for _ in 0..<repetitions {
    let parse = clock.measure { blackHole(runParse(inputs)) }
    parseTimes.append(seconds(parse))
    // The platform's own parser on the same bytes, for scale: what an app parsing these
    // payloads with Foundation pays.
    let foundation = clock.measure {
      var objects = 0
      for input in inputs {
        let object = try? JSONSerialization.jsonObject(with: Data(input))
        if object != nil { objects += 1 }
        blackHole(object)
      }
      blackHole(objects)
    }
    foundationTimes.append(seconds(foundation))
    // The linter's read on its own (`aps` and the app's keys stepped over), then with `aps`
    // read, the checks and the payload: what those cost is the difference.
    skimTimes.append(seconds(clock.measure { blackHole(runSkim(inputs)) }))
    // The validation share on its own: parse + lint + Payload, nothing routed.
    let lintFaultsBefore = minorFaults()
    let lint = clock.measure { blackHole(runLint(inputs)) }
    lintFaults.append(minorFaults() - lintFaultsBefore)
    lintTimes.append(seconds(lint))
    last = nil  // so the peak RSS is one run's, not two
    let faultsBefore = minorFaults()
    let full = clock.measure {
      let run = runEngine(inputs, ids: ids)
      blackHole(run)
      last = run
    }
    fullFaults.append(minorFaults() - faultsBefore)
    fullTimes.append(seconds(full))
    // Destroyed outside the timing, as `last` is above.
    var windowedRun: EngineRun?
    windowedTimes.append(seconds(clock.measure { windowedRun = runEngineWindowed(inputs, ids: ids, window: engineWindow) }))
    blackHole(windowedRun)
    windowedRun = nil
  }
  guard let last else { return }

  let parse = bestAndMedian(parseTimes)
  let foundation = bestAndMedian(foundationTimes)
  let skim = bestAndMedian(skimTimes)
  let lint = bestAndMedian(lintTimes)
  let full = bestAndMedian(fullTimes)
  let windowed = bestAndMedian(windowedTimes)
  func rate(_ time: Double) -> String { format(Double(count) / time) }
  print("")
  print("                         best s   median s   best notif/s   median notif/s")
  func row(_ name: String, _ s: (best: Double, median: Double)) {
    let columns = [name, format(s.best, decimals: 3), format(s.median, decimals: 3), rate(s.best), rate(s.median)]
    let widths = [22, 9, 11, 15, 17]
    var line = ""
    for (column, width) in zip(columns, widths) {
      let pad = max(0, width - column.count)
      line += column.count < width && line.isEmpty ? column + String(repeating: " ", count: pad) : String(repeating: " ", count: pad) + column
    }
    print(line)
  }
  row("Foundation parse", foundation)
  row("parse only", parse)
  row("read, aps+app skimmed", skim)
  row("parse+lint (no route)", lint)
  row("parse+lint+route+trace", full)
  row("the same, \(engineWindow) at a time", windowed)
  print("")
  print("ratio full/parse: best \(format(full.best / parse.best, decimals: 2)), median \(format(full.median / parse.median, decimals: 2)) (target <= \(format(engineRatioTarget, decimals: 2)))")
  print("ratio full/Foundation parse: best \(format(full.best / foundation.best, decimals: 2)), median \(format(full.median / foundation.median, decimals: 2))")
  print("ratio full/parse, \(engineWindow) linted then \(engineWindow) pushed: best \(format(windowed.best / parse.best, decimals: 2)), median \(format(windowed.median / parse.median, decimals: 2)) (for comparison only: the target is measured one payload at a time, above)")
  print("ratio skimmed read/parse: best \(format(skim.best / parse.best, decimals: 2)); reading `aps`, the checks and the payload add \(format((lint.best - skim.best) / parse.best, decimals: 2)) x parse")
  print("ratio lint/parse: best \(format(lint.best / parse.best, decimals: 2)); routing+trace adds \(format((full.best - lint.best) / parse.best, decimals: 2)) x parse")
  // Pages the kernel had to map during each run: the first run maps the history's memory; a
  // later run that maps again is paying for memory handed back to the system in between.
  print("page faults per run: parse+lint \(lintFaults.map(String.init).joined(separator: " ")); full \(fullFaults.map(String.init).joined(separator: " "))")
  let trace = last.simulator.trace
  var displayed = 0
  var held = 0
  var coalesced = 0
  var notShown = 0
  for event in trace.events {
    guard case .system(let system) = event.kind else { continue }
    switch system {
    case .displayed: displayed += 1
    case .held: held += 1
    case .coalesced: coalesced += 1
    case .notShown: notShown += 1
    default: break
    }
  }
  print("last run: \(last.pushed) pushed, \(last.rejected) rejected; \(trace.events.count) trace events (\(displayed) displayed, \(notShown) not shown, \(held) held, \(coalesced) coalesced); \(last.simulator.device.notifications.count) notifications; state \(last.simulator.process.state)")
  // The trace is kept in chunks of 1,024 events.
  let traceBytes = (trace.events.count + 1023) / 1024 * 1024 * MemoryLayout<TraceEvent>.stride
  let recordBytes = last.simulator.device.notifications.storedBytes
  print("inline storage: trace \(format(Double(traceBytes / 1024))) KB (\(MemoryLayout<TraceEvent>.stride) B/event), notifications \(format(Double(recordBytes / 1024))) KB (\(NotificationRecords.recordStride) B/record and a payload reference, payload trees not counted)")
  print("max RSS: \(format(Double(maxResidentKilobytes()))) KB (\(format(Double(inputKilobytes))) KB with the inputs generated, before any run)")
}

/// Parse and lint only, nothing routed: the validation share of the engine path.
@inline(never)
func runLint(_ inputs: [[UInt8]]) -> Int {
  let options = PayloadLinter.Options(isSimulatorFile: true)
  var payloads = 0
  for input in inputs {
    let result = PayloadLinter.lint(input, options: options)
    if result.payload != nil { payloads += 1 }
    blackHole(result)
  }
  return payloads
}

/// The linter's read alone, as it reads a payload sent with no push type: `aps` and the app's
/// keys stepped over (``PayloadLinter/plainSkim``), no rule checked, no payload made. The
/// linter then reads a plain `aps` from the bytes (`PlainAPSReader`), which the next stage times.
@inline(never)
func runSkim(_ inputs: [[UInt8]]) -> Int {
  var valid = 0
  for input in inputs {
    let result = JSONParser.parse(input, options: PayloadLinter.readingOptions, skimming: PayloadLinter.plainSkim)
    if result.result.value != nil { valid += 1 }
    blackHole(result.result)
  }
  return valid
}

/// The bare parse of every input.
@inline(never)
func runParse(_ inputs: [[UInt8]]) -> Int {
  var valid = 0
  for input in inputs {
    let result = JSONParser.parse(input)
    if result.value != nil { valid += 1 }
    blackHole(result)
  }
  return valid
}

/// Runs one phase of the engine benchmark COUNT times (`tester`: the five-step tester test COUNT
/// times, with `--toggle-collect='*runTester*'`), for a profiler such as
/// `valgrind --tool=callgrind --toggle-collect='*runLint*'`.
func profile(phase: String, count: Int) {
  let inputs = engineInputs(count)
  switch phase {
  case "inputs": blackHole(inputs)  // the generator alone, to subtract
  case "parse": blackHole(runParse(inputs))
  case "skim": blackHole(runSkim(inputs))
  case "lint": blackHole(runLint(inputs))
  case "full": blackHole(runEngine(inputs, ids: (0..<count).map { "n\($0)" }))
  case "tester": blackHole(runTester(count))
  default:
    print("bench: unknown phase '\(phase)'; use inputs, parse, skim, lint, full or tester")
    exit(64)
  }
}

/// Prints the trace of routing the first COUNT payloads, to check what the benchmark does.
func engineTrace(count: Int) {
  let inputs = engineInputs(count)
  let run = runEngine(inputs, ids: (0..<count).map { "n\($0)" })
  print(run.simulator.trace.rendered, terminator: "")
}

/// COUNT copies of a cold-launch scenario with its expectations, for timing `notifsim run DIR`.
func scenarios(directory: String, count: Int) {
  mkdir(directory, 0o755)
  for index in 0..<count {
    writeFile(
      "\(directory)/scenario-\(index).json",
      """
      {"scenario": 1, "name": "cold launch \(index)", "device": {"authorization": "authorized"},
       "steps": [{"push": {"aps": {"alert": "Hi"}}, "id": "n1"}, {"tap": "n1"}],
       "expect": [
         {"system": "displayed", "notification": "n1"},
         {"callback": "willFinishLaunching", "launchOptions": ["remoteNotification"]},
         {"callback": "didFinishLaunching", "launchOptions": ["remoteNotification"]},
         {"system": "delegateAssigned"},
         {"callback": "didReceive", "notification": "n1", "action": "default"},
         {"callback": "didBecomeActive"}
       ]}

      """)
  }
  print("wrote \(count) scenarios into \(directory)")
}

/// One scenario of `pushes` alert pushes to a background app, for timing a long run.
func longScenario(file: String, pushes: Int, limit: Int? = nil) {
  var steps: [String] = []
  steps.reserveCapacity(pushes)
  for index in 0..<pushes {
    steps.append(#"{"push": {"aps": {"alert": "Update \#(index)", "badge": \#(index % 50)}}, "id": "n\#(index)"}"#)
  }
  writeFile(
    file,
    #"{"scenario": 1, "name": "\#(pushes) pushes", "device": {"authorization": "authorized"\#(limit.map { #", "notificationCenterLimit": \#($0)"# } ?? "")}, "app": {"state": "background"}, "steps": ["#
      + steps.joined(separator: ", ") + "]}\n")
  print("wrote a scenario of \(pushes) pushes to \(file)")
}

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "generate" where arguments.count == 3:
  generate(directory: arguments[1], count: Int(arguments[2]) ?? 3000)
case "engine" where arguments.count <= 3:
  let count = arguments.count > 1 ? Int(arguments[1]) ?? 100_000 : 100_000
  let repetitions = arguments.count > 2 ? Int(arguments[2]) ?? 5 : 5
  engine(count: max(1, count), repetitions: max(1, repetitions))
case "profile" where arguments.count == 3:
  profile(phase: arguments[1], count: Int(arguments[2]) ?? 3000)
case "engine-trace" where arguments.count == 2:
  engineTrace(count: Int(arguments[1]) ?? 20)
case "scenarios" where arguments.count == 3:
  scenarios(directory: arguments[1], count: Int(arguments[2]) ?? 1000)
case "long-scenario" where arguments.count == 3 || arguments.count == 4:
  longScenario(
    file: arguments[1], pushes: Int(arguments[2]) ?? 100_000, limit: arguments.count == 4 ? Int(arguments[3]) : nil)
case "tester" where arguments.count <= 3:
  _ = testerFigures(
    runs: arguments.count > 1 ? Int(arguments[1]) ?? 10_000 : 10_000, repetitions: arguments.count > 2 ? Int(arguments[2]) ?? 5 : 5)
case "apple-tester" where arguments.count <= 3:
  let runs = arguments.count > 1 ? Int(arguments[1]) ?? 10_000 : 10_000
  let repetitions = arguments.count > 2 ? Int(arguments[2]) ?? 5 : 5
  Task { @MainActor in
    await appleTesterFigures(runs: runs, repetitions: repetitions)
    exit(0)
  }
  dispatchMain()
case "all":
  guard let options = AllOptions.parse(arguments.dropFirst()) else {
    print(AllOptions.usage)
    exit(64)
  }
  allBenchmarks(options)
case "device" where arguments.count <= 3:
  deviceBenchmark(
    pushes: arguments.count > 1 ? Int(arguments[1]) ?? 100_000 : 100_000,
    requests: arguments.count > 2 ? Int(arguments[2]) ?? 10_000 : 10_000)
default:
  print(
    "usage: notifsim-bench generate DIR COUNT | engine [COUNT] [REPS] | profile PHASE COUNT | engine-trace COUNT | apple-tester [RUNS] [REPS]"
      + " | scenarios DIR COUNT | long-scenario FILE PUSHES [LIMIT] | device [PUSHES] [REQUESTS] | tester [RUNS] [REPS] | all [OPTIONS]")
  exit(64)
}
