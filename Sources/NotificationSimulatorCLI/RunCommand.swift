import Dispatch
import NotificationPayload
import NotificationSimulator

/// `notifsim run`: replays scenario files and prints their timelines and results.
enum RunCommand {
  /// The output formats.
  enum Format: String, Equatable, CaseIterable {
    case text
    case json
    case junit
    case markdown
  }

  /// What `notifsim run` was asked to do.
  struct Options: Equatable {
    var paths: [String] = []
    var format: Format = .text
    var filter: String?
    var shard: Shard?
    var record = false
    /// How many scenarios run at once: `nil` for as many as the machine runs in parallel.
    /// Not a command-line option; the output is the same whatever the number, and a test
    /// holds it to that.
    var workers: Int?

    /// `--shard I/N`: the I-th of N shares, counting from 1.
    struct Shard: Equatable {
      var index: Int
      var count: Int
    }

    static let usage = """
      USAGE: notifsim run PATH... [--format text|json|junit|markdown] [--filter TEXT]
                                  [--shard I/N] [--record]

      Replays scenario files through the simulator and checks their expectations. Folders are
      searched for *.json scenario files, recursively, in a stable order.

      OPTIONS:
        --format <format>   text (default): the timeline of each scenario and its result;
                            json: one JSON object per line, keys sorted;
                            junit: JUnit XML, one test case per scenario;
                            markdown: a page with a sequence diagram per scenario.
        --filter <text>     Run only scenarios whose path or name contains the text.
        --shard <i/n>       Run only the i-th of n equal shares of the scenarios (1-based).
        --record            Write the observed events into scenarios that have no expectations.

      EXIT STATUS: 0 when every scenario passes, 1 when any fails or is invalid, 64 for bad usage.
      """

    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
      var options = Options()
      var reader = ArgumentReader(arguments, usage: usage)
      while let argument = reader.next() {
        if reader.isPositional(argument) {
          options.paths.append(argument)
          continue
        }
        switch argument {
        case "--format": options.format = try reader.choice(for: "--format", Format.self)
        case "--filter": options.filter = try reader.value(for: "--filter")
        case "--record": options.record = true
        case "--shard":
          let raw = try reader.value(for: "--shard")
          let parts = raw.split(separator: "/", omittingEmptySubsequences: false)
          guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(index)
          else {
            throw UsageError(message: "the shard '\(raw)' is invalid; write I/N with 1 ≤ I ≤ N, such as 1/4", usage: usage)
          }
          options.shard = Shard(index: index, count: count)
        default:
          throw UsageError(
            message: "unknown option '\(argument)'"
              + CommandLineParser.suggestion(argument, among: ["--format", "--filter", "--shard", "--record"]),
            usage: usage)
        }
      }
      guard !options.paths.isEmpty else {
        throw UsageError(message: "no scenarios to run; give scenario files or folders", usage: usage)
      }
      return options
    }
  }

  /// One scenario file's outcome: its load findings, and the run when it loaded.
  struct Outcome: Sendable {
    var file: String
    var diagnostics: [FileDiagnostic]
    var result: ScenarioResult?

    var passed: Bool { result?.passed == true && !diagnostics.contains { $0.diagnostic.severity == .error } }
    var name: String { result?.scenario.name ?? file }
  }

  static func run(_ options: Options, stdout: inout some OutputSink, stderr: inout some OutputSink) -> Int32 {
    var missing: [FileDiagnostic] = []
    var files: [String] = []
    for path in options.paths {
      switch FileSystem.kind(of: path) {
      case .missing:
        missing.append(
          FileDiagnostic(
            file: path,
            diagnostic: Diagnostic(
              .error, "file-not-found", "no such file or folder", hint: "Check the path; it is read relative to the current folder."),
            isFileLevel: true))
      case .file: files.append(path)
      case .directory: files += ScenarioLoader.files(at: path)
      }
    }
    if let shard = options.shard {
      files = files.enumerated().filter { $0.offset % shard.count == shard.index - 1 }.map(\.element)
    }

    var outcomes: [Outcome]
    if files.count == 1 && options.format == .text && options.filter == nil && !options.record {
      // One scenario: stream its timeline as it runs, so a long one runs in flat memory.
      outcomes = [runStreaming(files[0], to: &stdout)]
    } else if files.count == 1 && options.format == .json && options.filter == nil && !options.record {
      // The same for its JSON lines: the same bytes as `writeJSON` after the run.
      outcomes = [runStreamingJSON(files[0], to: &stdout)]
    } else {
      outcomes = runAll(files, filter: options.filter, workers: options.workers)
      if options.record {
        for index in outcomes.indices { record(&outcomes[index], to: &stderr) }
      }
      switch options.format {
      case .text: for outcome in outcomes { ScenarioReport.writeText(outcome, timeline: true, to: &stdout) }
      case .json: for outcome in outcomes { ScenarioReport.writeJSON(outcome, to: &stdout) }
      case .junit: ScenarioReport.writeJUnit(outcomes, to: &stdout)
      case .markdown: ScenarioReport.writeMarkdown(outcomes, to: &stdout)
      }
    }
    for problem in missing { stderr.write(problem.rendered + "\n") }
    let passed = outcomes.filter(\.passed).count
    let failed = outcomes.count - passed + missing.count
    switch options.format {
    case .text: stdout.write("scenarios: \(passed) passed, \(failed) failed\n")
    case .json: stdout.write("{\"failed\":\(failed),\"passed\":\(passed),\"type\":\"summary\"}\n")
    case .junit, .markdown: stderr.write("scenarios: \(passed) passed, \(failed) failed\n")
    }
    if outcomes.isEmpty && missing.isEmpty {
      stderr.write("Error: no scenario files found in \(options.paths.joined(separator: ", ")).\n")
      return 1
    }
    return failed == 0 ? 0 : 1
  }

  /// Loads and runs one file; `nil` when `filter` is in neither its path nor its scenario's
  /// name (the name is ``Outcome/name``), so a filtered-out scenario is never run.
  static func load(_ file: String, filter: String?) -> Outcome? {
    let loaded = ScenarioLoader.load(path: file)
    if let filter, !file.contains(filter), !(loaded.scenario?.name ?? file).contains(filter) { return nil }
    return Outcome(file: file, diagnostics: loaded.diagnostics, result: loaded.scenario.map { ScenarioRunner.run($0) })
  }

  /// Runs every file that passes `filter` on all cores, or on `workers` threads each taking every
  /// `workers`-th file; the outcomes come back in `files` order.
  static func runAll(_ files: [String], filter: String?, workers: Int? = nil) -> [Outcome] {
    final class Slots: @unchecked Sendable {
      var outcomes: [Outcome?]
      init(count: Int) { outcomes = Array(repeating: nil, count: count) }
    }
    let slots = Slots(count: files.count)
    slots.outcomes.withUnsafeMutableBufferPointer { buffer in
      nonisolated(unsafe) let results = buffer
      // Each iteration writes only its own slot.
      if let workers {
        let share = max(workers, 1)
        DispatchQueue.concurrentPerform(iterations: share) { worker in
          for index in stride(from: worker, to: files.count, by: share) {
            results[index] = load(files[index], filter: filter)
          }
        }
      } else {
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
          results[index] = load(files[index], filter: filter)
        }
      }
    }
    return slots.outcomes.compactMap { $0 }
  }

  static func runStreaming(_ file: String, to out: inout some OutputSink) -> Outcome {
    let loaded = ScenarioLoader.load(path: file)
    guard let scenario = loaded.scenario else {
      let outcome = Outcome(file: file, diagnostics: loaded.diagnostics, result: nil)
      ScenarioReport.writeText(outcome, timeline: false, to: &out)
      return outcome
    }
    ScenarioReport.writeHeader(file: file, scenario: scenario, to: &out)
    // The sink moves into a box the observer can reach, and back when the run ends.
    let box = SinkBox(out)
    let result = ScenarioRunner.run(scenario) { event in
      box.sink.write(event.rendered + "\n")
    }
    out = box.sink
    let outcome = Outcome(file: file, diagnostics: loaded.diagnostics, result: result)
    ScenarioReport.writeText(outcome, timeline: false, header: false, to: &out)
    return outcome
  }

  static func runStreamingJSON(_ file: String, to out: inout some OutputSink) -> Outcome {
    let loaded = ScenarioLoader.load(path: file)
    ScenarioReport.writeJSONDiagnostics(loaded.diagnostics, scenarioFile: file, to: &out)
    var result: ScenarioResult?
    if let scenario = loaded.scenario {
      let box = SinkBox(out)
      var lines = ScenarioReport.JSONEventLines(file: file)
      result = ScenarioRunner.run(scenario) { event in
        lines.write(event, to: &box.sink)
      }
      lines.flush(to: &box.sink)
      out = box.sink
    }
    let outcome = Outcome(file: file, diagnostics: loaded.diagnostics, result: result)
    ScenarioReport.writeJSONResult(outcome, to: &out)
    return outcome
  }

  /// `--record`: writes the observed events as the final `expect` of a scenario that has none.
  static func record(_ outcome: inout Outcome, to log: inout some OutputSink) {
    guard let result = outcome.result, !result.scenario.hasExpectations, result.passed else { return }
    switch ScenarioRecorder.record(result, file: outcome.file) {
    case .success(let count):
      log.write("\(outcome.file): recorded \(count) expected events; review them before committing\n")
    case .failure(let error):
      log.write("\(outcome.file): error: cannot record: \(error)\n")
    }
  }
}

/// Holds a sink where a closure can reach it.
final class SinkBox<Sink: OutputSink> {
  var sink: Sink
  init(_ sink: Sink) { self.sink = sink }
}
