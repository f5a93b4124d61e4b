// `notifsim-bench all`: the four figures of issue 23 in one command, each with its target, the
// ratio it is judged by and the machine's load before and after.
//
//   1. engine: parse, then what each stage adds (lint, route, device state, trace kept)
//   2. suite:  `notifsim run DIR` over generated scenarios against `jq empty` on the same files
//   3. memory: one scenario of many pushes, peak RSS of `notifsim run` in every output format
//   4. tester: a `NotificationTester` created and driven through the README's five-step test
//
// They run in the order 3, 2, 4, 1, so the memory runs are spawned while this process is small
// and the tester is timed before the engine's runs have grown the heap.
//
// Wall time comes from `ContinuousClock` in this tool only; the simulator never reads a clock.
// Child processes are timed from spawn to exit (process start included) and their peak memory
// read from `wait4`'s resource usage.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Foundation
import NotificationSimulator
import NotificationSimulatorTesting

/// What `notifsim-bench all` measures, and how much of it.
struct AllOptions {
  var payloads = 100_000
  var scenarios = 10_000
  var pushes = 1_000_000
  var testerRuns = 10_000
  var repetitions = 5
  var notifsim: String?
  var jq = "jq"
  var workDirectory = "/tmp/notifsim-bench-all"

  static let usage =
    "usage: notifsim-bench all [--payloads N] [--scenarios N] [--pushes N] [--tester N] [--reps N] [--notifsim PATH] [--jq PATH] [--dir PATH]"

  static func parse(_ arguments: ArraySlice<String>) -> AllOptions? {
    var options = AllOptions()
    var rest = arguments[...]
    while let name = rest.popFirst() {
      guard let value = rest.popFirst() else { return nil }
      switch name {
      case "--payloads": guard let n = Int(value), n > 0 else { return nil }; options.payloads = n
      case "--scenarios": guard let n = Int(value), n > 0 else { return nil }; options.scenarios = n
      case "--pushes": guard let n = Int(value), n > 0 else { return nil }; options.pushes = n
      case "--tester": guard let n = Int(value), n > 0 else { return nil }; options.testerRuns = n
      case "--reps": guard let n = Int(value), n > 0 else { return nil }; options.repetitions = n
      case "--notifsim": options.notifsim = value
      case "--jq": options.jq = value
      case "--dir": options.workDirectory = value
      default: return nil
      }
    }
    return options
  }
}

/// The 1, 5 and 15 minute load averages, as `uptime` prints them.
func loadAverage() -> String {
  var loads = [Double](repeating: 0, count: 3)
  guard getloadavg(&loads, 3) == 3 else { return "unknown" }
  return loads.map { format($0, decimals: 2) }.joined(separator: " ")
}

/// Best and median of some measurements.
func bestAndMedian(_ values: [Double]) -> (best: Double, median: Double) {
  let sorted = values.sorted()
  return (sorted[0], sorted[sorted.count / 2])
}

/// The ratio of each round's two measurements, taken in the same round so a neighbour's load
/// touches both alike: the lowest, the median and the highest. On a shared machine the best of
/// each side can come from different rounds; these show how far the rounds agree.
func pairedRatios(_ numerators: [Double], _ denominators: [Double]) -> String {
  let ratios = zip(numerators, denominators).map { $0 / $1 }.sorted()
  guard let low = ratios.first, let high = ratios.last else { return "no rounds" }
  return "round by round \(format(low, decimals: 2)) / \(format(ratios[ratios.count / 2], decimals: 2)) / \(format(high, decimals: 2)) (lowest / median / highest)"
}

/// How far a measurement moved between rounds: the slowest round over the fastest.
func spread(_ values: [Double]) -> String {
  guard let low = values.min(), let high = values.max(), low > 0 else { return "" }
  return "slowest round \(format(high / low, decimals: 2)) x the fastest"
}

func verdict(_ met: Bool) -> String { met ? "met" : "NOT met" }

// MARK: Child processes

/// One finished child process: wall time from spawn to exit, CPU time and peak memory.
struct ChildRun {
  var status: Int32
  var wall: Double
  var cpu: Double
  var maxResidentKilobytes: Int
}

/// Runs `arguments` (the first is the program, looked up in `PATH`), its standard output to
/// `output` (created or truncated), standard error to /dev/null.
func spawn(_ arguments: [String], output: String = "/dev/null") -> ChildRun? {
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
  posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
  var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) }
  argv.append(nil)
  defer { for pointer in argv { free(pointer) } }
  var pid = pid_t()
  let clock = ContinuousClock()
  let start = clock.now
  guard posix_spawnp(&pid, arguments[0], &actions, nil, argv, environ) == 0 else { return nil }
  var status: Int32 = 0
  var usage = rusage()
  while wait4(pid, &status, 0, &usage) == -1 && errno == EINTR {}
  let wall = seconds(clock.now - start)
  func time(_ value: timeval) -> Double { Double(value.tv_sec) + Double(value.tv_usec) / 1e6 }
  #if canImport(Darwin)
    let kilobytes = Int(usage.ru_maxrss) / 1024
  #else
    let kilobytes = Int(usage.ru_maxrss)
  #endif
  return ChildRun(status: status, wall: wall, cpu: time(usage.ru_utime) + time(usage.ru_stime), maxResidentKilobytes: kilobytes)
}

/// The `notifsim` next to this executable, unless one is named.
func notifsimPath(_ named: String?) -> String {
  if let named { return named }
  let me = CommandLine.arguments[0]
  guard let slash = me.lastIndex(of: "/") else { return "notifsim" }
  return String(me[...slash]) + "notifsim"
}

// MARK: 1. Engine stages

/// Lint and look up the routing rule each payload would take, touching no device state: what
/// deciding costs before anything is recorded.
@inline(never)
func runRoute(_ inputs: [[UInt8]], simulator: Simulator) -> Int {
  let options = PayloadLinter.Options(isSimulatorFile: true)
  var found = 0
  for input in inputs {
    let result = PayloadLinter.lint(input, options: options)
    guard let payload = result.payload else { continue }
    let key = RoutingKey(simulator.process.state, NotificationKind(payload.kind), .arrival, simulator.routingProfile)
    if simulator.configuration.table.rule(for: key) != nil { found += 1 }
    blackHole(payload)
  }
  return found
}

struct EngineFigures {
  var parse: (best: Double, median: Double)
  var full: (best: Double, median: Double)
  var ratio: (best: Double, median: Double) { (full.best / parse.best, full.median / parse.median) }
}

func engineStages(count: Int, repetitions: Int) -> EngineFigures {
  let inputs = engineInputs(count)
  let ids = (0..<count).map { "n\($0)" }
  let routeSimulator = backgroundSimulator()
  let clock = ContinuousClock()
  var times: [[Double]] = Array(repeating: [], count: 6)
  // The last run of the two stages that keep a device is held until the same stage runs again,
  // as `engine` holds its last run: freeing a run's hundreds of megabytes just before the next
  // stage would hand that stage the allocator's cold, scattered memory, and time the allocator.
  var lastDevice: EngineRun?
  var lastFull: EngineRun?
  for _ in 0..<repetitions {
    // Interleaved, so a change in the machine's load touches every stage alike.
    times[0].append(seconds(clock.measure { blackHole(runParse(inputs)) }))
    times[1].append(seconds(clock.measure { blackHole(runSkim(inputs)) }))
    times[2].append(seconds(clock.measure { blackHole(runLint(inputs)) }))
    times[3].append(seconds(clock.measure { blackHole(runRoute(inputs, simulator: routeSimulator)) }))
    lastDevice = nil
    times[4].append(seconds(clock.measure { lastDevice = runEngine(inputs, ids: ids, keepsTrace: false) }))
    lastFull = nil
    times[5].append(seconds(clock.measure { lastFull = runEngine(inputs, ids: ids) }))
  }
  blackHole(lastDevice)
  blackHole(lastFull)
  let stats = times.map(bestAndMedian)
  let names = [
    "parse (JSONParser)", "lint's read (aps, app keys skimmed)", "+ lint (aps read, checks, Payload)", "+ route (rule lookup)",
    "+ device state (push, events dropped)", "+ trace kept (full path)",
  ]
  print("1. engine: \(format(Double(count))) payloads, best and median of \(repetitions)")
  print("   stage                                    best s   median s   x parse   adds x parse")
  for index in stats.indices {
    let ratio = stats[index].best / stats[0].best
    // The lint's read is compared with the parse it replaces, each later stage with the one before.
    let before = index == 1 ? 0 : index - 1
    let adds = index == 0 ? "" : format((stats[index].best - stats[before].best) / stats[0].best, decimals: 2)
    print(
      "   " + pad(names[index], 38) + padLeft(format(stats[index].best, decimals: 3), 9)
        + padLeft(format(stats[index].median, decimals: 3), 11) + padLeft(format(ratio, decimals: 2), 10)
        + padLeft(adds, 15))
  }
  let figures = EngineFigures(parse: stats[0], full: stats[5])
  print(
    "   full / parse: best \(format(figures.ratio.best, decimals: 2)), median \(format(figures.ratio.median, decimals: 2))"
      + " (target <= \(format(engineRatioTarget, decimals: 2)): \(verdict(figures.ratio.best <= engineRatioTarget)))")
  print("   full / parse \(pairedRatios(times[5], times[0])); parse: \(spread(times[0]))")
  return figures
}

/// Issue 23's target for the engine: the full path at most this many times the bare parse
/// (`engine` and `all` both judge against it).
let engineRatioTarget = 1.25

func pad(_ text: String, _ width: Int) -> String { text + String(repeating: " ", count: max(0, width - text.count)) }
func padLeft(_ text: String, _ width: Int) -> String { String(repeating: " ", count: max(0, width - text.count)) + text }

// MARK: 2. Suite

func suiteFigures(options: AllOptions, notifsim: String) -> Bool {
  let directory = options.workDirectory + "/suite"
  if access(directory + "/scenario-\(options.scenarios - 1).json", F_OK) != 0 || access(directory + "/scenario-\(options.scenarios).json", F_OK) == 0 {
    _ = spawn(["rm", "-rf", directory])
    scenarios(directory: directory, count: options.scenarios)
  }
  let files = (0..<options.scenarios).map { "\(directory)/scenario-\($0).json" }
  print("2. suite: \(format(Double(options.scenarios))) scenario files (notifsim-bench scenarios), best and median of \(options.repetitions), process start included")
  var jq: [Double] = []
  var quiet: [Double] = []
  var text: [Double] = []
  var quietRSS = 0
  var textRSS = 0
  // One round not counted, so every counted round finds the files in the page cache.
  _ = spawn([options.jq, "empty"] + files)
  _ = spawn([notifsim, "run", directory, "--quiet"])
  for _ in 0..<options.repetitions {
    guard let read = spawn([options.jq, "empty"] + files), read.status == 0 else {
      print("   jq could not run (\(options.jq)); install jq or pass --jq PATH")
      return false
    }
    jq.append(read.wall)
    guard let q = spawn([notifsim, "run", directory, "--quiet"]), q.status == 0,
      let t = spawn([notifsim, "run", directory], output: options.workDirectory + "/suite-output.txt"), t.status == 0
    else {
      print("   notifsim run failed (\(notifsim))")
      return false
    }
    quiet.append(q.wall)
    text.append(t.wall)
    quietRSS = max(quietRSS, q.maxResidentKilobytes)
    textRSS = max(textRSS, t.maxResidentKilobytes)
  }
  let read = bestAndMedian(jq)
  let q = bestAndMedian(quiet)
  let t = bestAndMedian(text)
  print("   command                                   best s   median s   x jq (best)   max RSS")
  print("   " + pad("jq empty FILES", 40) + padLeft(format(read.best, decimals: 3), 9) + padLeft(format(read.median, decimals: 3), 11))
  print(
    "   " + pad("notifsim run DIR --quiet", 40) + padLeft(format(q.best, decimals: 3), 9) + padLeft(format(q.median, decimals: 3), 11)
      + padLeft(format(q.best / read.best, decimals: 2), 14) + padLeft(format(Double(quietRSS / 1024)) + " MB", 10))
  print(
    "   " + pad("notifsim run DIR > file (text)", 40) + padLeft(format(t.best, decimals: 3), 9)
      + padLeft(format(t.median, decimals: 3), 11) + padLeft(format(t.best / read.best, decimals: 2), 14)
      + padLeft(format(Double(textRSS / 1024)) + " MB", 10))
  print("   jq: \(spread(jq)); --quiet / jq \(pairedRatios(quiet, jq)); text / jq \(pairedRatios(text, jq))")
  let met = q.best <= 2 * read.best && t.best <= 2 * read.best
  print("   target <= 2 x jq, quiet and text: \(verdict(met))")
  return met
}

// MARK: 3. Memory

func memoryFigures(options: AllOptions, notifsim: String) -> Bool {
  // A tenth of the size as well, to show the time is linear: CPU per push should not grow.
  let sizes = options.pushes >= 10 ? [options.pushes / 10, options.pushes] : [options.pushes]
  var files: [Int: String] = [:]
  for size in sizes {
    let file = options.workDirectory + "/long-\(size).json"
    // Written by a child process: a child's peak memory as `wait4` reports it starts from this
    // process's own peak (the spawned child shares this process's memory until it runs the
    // program), so this process must never hold a large scenario's text.
    if access(file, F_OK) != 0, spawn([CommandLine.arguments[0], "long-scenario", file, String(size)])?.status != 0 {
      print("   could not write \(file)")
      return false
    }
    files[size] = file
  }
  print(
    "3. memory: one scenario of \(sizes.map { format(Double($0)) }.joined(separator: " and ")) pushes (notifsim-bench long-scenario),"
      + " default settings, output to /dev/null")
  print("   format      pushes    wall s    CPU s   µs/push CPU   max RSS   < 128 MB")
  var met = true
  for name in ["text", "json", "junit", "github", "markdown", "html"] {
    for size in sizes {
      guard let file = files[size], let run = spawn([notifsim, "run", "--format", name, file]) else {
        print("   \(name): notifsim could not run (\(notifsim))")
        return false
      }
      let megabytes = Double(run.maxResidentKilobytes) / 1024
      let under = megabytes < 128 && run.status == 0
      if size == options.pushes { met = met && under }
      print(
        "   " + pad(name, 9) + padLeft(format(Double(size)), 10) + padLeft(format(run.wall, decimals: 2), 10)
          + padLeft(format(run.cpu, decimals: 2), 9) + padLeft(format(run.cpu / Double(size) * 1e6, decimals: 1), 14)
          + padLeft(format(megabytes, decimals: 1) + " MB", 11)
          + padLeft(run.status == 0 ? verdict(under) : "exit \(run.status >> 8)", 11))
    }
  }
  return met
}

// MARK: 4. NotificationTester

/// The README's quick-start test, without the test framework around it.
struct BenchRouter: SimulatedAppDelegate {
  var opened: [String] = []

  mutating func didReceive(
    _ response: NotificationResponse, notification: DeliveredNotification, context: inout AppContext
  ) -> CompletionTiming {
    if let link = notification.payload?.customKeys["link_url"]?.string { opened.append(link) }
    return .immediately
  }
}

/// Creates a tester and runs the five steps: create, push, act, expect, finish. Returns whether
/// the test passed (no failure reported and the link opened).
@inline(never)
func quickStartTest(_ app: AppConfiguration) -> Bool {
  var failed = false
  let tester = NotificationTester(app: app, delegate: BenchRouter())
  tester.failureHook = { _ in failed = true }
  tester.push(json: #"{"aps": {"alert": "Big news", "category": "NEWS"}, "link_url": "news://article/42"}"#, id: "n1")
  tester.performAction(on: "n1", action: "VIEW")
  tester.expect(.willFinishLaunching, .didFinishLaunching(remoteNotification: "n1"), .didReceive("n1", action: "VIEW"), .didBecomeActive)
  tester.finish()
  return !failed && tester.delegate.opened == ["news://article/42"]
}

/// The app of the README's quick start: one category with a foreground action.
let quickStartApp = AppConfiguration(
  categories: [NotificationCategory(identifier: "NEWS", actions: [NotificationAction(identifier: "VIEW", options: .foreground)])])

/// The quick-start test `count` times, for a profiler; returns how many passed.
@inline(never)
func runTester(_ count: Int) -> Int {
  var passed = 0
  for _ in 0..<count where quickStartTest(quickStartApp) { passed += 1 }
  return passed
}

func testerFigures(runs: Int, repetitions: Int) -> Bool {
  let app = quickStartApp
  guard quickStartTest(app) else {
    print("4. tester: the quick-start test failed; nothing measured")
    return false
  }
  let clock = ContinuousClock()
  var perTest: [Double] = []
  for _ in 0..<repetitions {
    var passed = 0
    let elapsed = clock.measure {
      for _ in 0..<runs where quickStartTest(app) { passed += 1 }
    }
    guard passed == runs else {
      print("4. tester: \(runs - passed) of \(runs) runs failed")
      return false
    }
    perTest.append(seconds(elapsed) / Double(runs) * 1e6)
  }
  let stats = bestAndMedian(perTest)
  let met = stats.best < 100
  print(
    "4. tester: NotificationTester created and run through the README's quick start (push, performAction, expect, finish),"
      + " \(format(Double(runs))) times, best and median of \(repetitions)")
  print(
    "   per test: best \(format(stats.best, decimals: 1)) µs, median \(format(stats.median, decimals: 1)) µs"
      + " (target < 100 µs: \(verdict(met)))")
  return met
}

// MARK: The command

func allBenchmarks(_ options: AllOptions) {
  let notifsim = notifsimPath(options.notifsim)
  mkdir(options.workDirectory, 0o755)
  let cores = sysconf(Int32(_SC_NPROCESSORS_ONLN))
  print("notifsim-bench all: \(cores) cores, load average \(loadAverage()) at the start; notifsim: \(notifsim)")
  print("")
  // Memory first, while this process is small: see `memoryFigures`.
  let memory = memoryFigures(options: options, notifsim: notifsim)
  print("   load average now \(loadAverage()); this process's own peak: \(format(Double(maxResidentKilobytes()) / 1024, decimals: 1)) MB")
  print("")
  let suite = suiteFigures(options: options, notifsim: notifsim)
  print("   load average now \(loadAverage())")
  print("")
  let tester = testerFigures(runs: options.testerRuns, repetitions: options.repetitions)
  print("   load average now \(loadAverage())")
  print("")
  let engine = engineStages(count: options.payloads, repetitions: options.repetitions)
  print("")
  print(
    "summary: engine \(format(engine.ratio.best, decimals: 2)) x parse (\(verdict(engine.ratio.best <= engineRatioTarget))); "
      + "suite \(verdict(suite)); memory \(verdict(memory)); tester \(verdict(tester)); load average \(loadAverage()) at the end")
}
