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
    case github
    case html
  }

  /// What `notifsim run` was asked to do.
  struct Options: Equatable {
    var paths: [String] = []
    var format: Format = .text
    var filter: String?
    var shard: Shard?
    var record = false
    var update = false
    var quiet = false
    var excludes: [String] = []
    var strict = false
    /// `--follow-links`: follow links out of a named folder.
    var followLinks = false
    /// How many scenarios run at once: `nil` for as many as the machine runs in parallel.
    /// Not a command-line option; the output is the same whatever the number, and a test
    /// holds it to that.
    var workers: Int?
    /// How many scenarios run between two writes of their text: the text of at most this many
    /// is held at once. Not a command-line option; the output is the same whatever the number.
    var batchSize = 512
    /// The size above which a file named alone is read a step at a time even with `--quiet`
    /// or `--filter` (files up to it are read whole). Not a command-line option; tests lower it.
    var streamAbove = ScenarioLoader.fileSizeLimit
    /// Whether a file named alone may run a step at a time, its report written as it runs (or,
    /// for Markdown and HTML, from a temporary file); `false` reads it whole, as a folder's files
    /// are. Not a command-line option; tests turn it off to compare the two.
    var streams = true
    /// The folder for the temporary file that holds a streamed Markdown or HTML page's events
    /// until the run ends: `nil` for `TMPDIR`, or `/tmp` without it. Not a command-line option;
    /// tests set it.
    var temporaryFolder: String?

    /// `--shard I/N`: the I-th of N shares, counting from 1.
    struct Shard: Equatable {
      var index: Int
      var count: Int
    }

    /// Every option `parse(_:)` reads, as the completion and "did you mean" read them.
    static let options: [CommandOption] = [
      .choosing("--format", Format.self), CommandOption("--filter", value: .text), CommandOption("--exclude", value: .text),
      CommandOption("--shard", value: .text), CommandOption("--quiet", "-q"), CommandOption("--record"),
      CommandOption("--update"), CommandOption("--strict"), CommandOption("--follow-links"),
    ]

    static var optionNames: [String] { options.map { $0.names[0] } }

    static let usage = """
      USAGE: notifsim run PATH... [--format text|json|junit|markdown|github|html] [--quiet]
                                  [--filter TEXT] [--exclude GLOB]... [--shard I/N]
                                  [--record | --update] [--strict] [--follow-links]

      Replays scenario files through the simulator and checks their expectations. Folders are
      searched recursively, in a stable order, for *.json files with a top-level "scenario"
      key; other JSON files there (payloads, categories) are skipped with a note. A file named
      on the command line is always read as a scenario. Links are followed only inside the
      named folder, as find, git and ripgrep do: a link that leads out of it is skipped with a
      note naming its target, and each real file and folder is read once, so a loop of links ends.

      OPTIONS:
        --format <format>   text (default): the timeline of each scenario, its result, and a
                              recap of the failures; colours on a terminal unless NO_COLOR is set;
                            json: one JSON object per line, keys sorted, times in seconds;
                            junit: JUnit XML, one test case per scenario, invalid files as <error>;
                            markdown: a page with a Mermaid sequence diagram per scenario;
                            github: GitHub Actions annotations on the scenario file's line;
                            html: one self-contained page (no script, nothing fetched): a
                              summary, then per scenario an SVG sequence diagram of the user,
                              iOS and the app, the rules with their sources, and any failure
                              with its expected/actual comparison.
        --quiet             text: print only failures, the recap and the summary;
                            markdown and html: show only the failing scenarios.
        --filter <text>     Run only scenarios whose path or name contains the text.
        --exclude <glob>    Skip files below a folder whose path (relative to the folder), folder
                            or name matches the pattern, such as 'Payloads' or '*.draft.json'.
                            Repeat for more.
        --shard <i/n>       Run only the i-th of n equal shares of the files (1-based). An empty
                            share passes, with a note.
        --record            Write the observed events into scenarios that have no expectations.
        --update            Show how a failing scenario's final "expect" differs from what
                            happened, then rewrite it with what happened.
        --strict            Fail a scenario that has no expect step; without it, such a
                            scenario passes with a no-expectations warning.
        --follow-links      Also follow links that lead out of a named folder.

      On a terminal, a suite of 50 files or more shows its progress on standard error. When
      GITHUB_STEP_SUMMARY names a file (GitHub Actions), a Markdown summary of the run is
      appended to it whatever --format says, within GitHub's 1 MiB a step.

      EXIT STATUS: 0 when every scenario passes, 1 when any fails or is invalid or nothing
      matches --filter, 64 for bad usage.
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
        case "--exclude": options.excludes.append(try reader.value(for: "--exclude"))
        case "--record": options.record = true
        case "--update": options.update = true
        case "--quiet", "-q": options.quiet = true
        case "--strict": options.strict = true
        case "--follow-links": options.followLinks = true
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
            message: "unknown option '\(argument)'" + CommandLineParser.suggestion(argument, among: optionNames),
            usage: usage)
        }
      }
      guard !options.paths.isEmpty else {
        throw UsageError(message: "no scenarios to run; give scenario files or folders", usage: usage)
      }
      if options.filter == "" {
        throw UsageError(
          message: "--filter '' has no text to look for; give part of a path or scenario name, or leave --filter out to run every scenario",
          usage: usage)
      }
      if options.record && options.update {
        throw UsageError(
          message: "--record and --update cannot be combined; --record fills scenarios without expectations, --update rewrites failing ones",
          usage: usage)
      }
      return options
    }
  }

  /// One scenario file's outcome: its load findings, and the run when it loaded.
  struct Outcome: Sendable {
    var file: String
    var diagnostics: [FileDiagnostic]
    var result: ScenarioResult?
    /// The argument the file was found through (a folder, or the file itself).
    var root: String = ""
    /// The path below the argument folder: set, or worked out from the candidate the file was
    /// found as when it is first read (the text report never reads it).
    var relativePath: String {
      get { storedRelativePath ?? ScenarioDiscovery.Candidate(file: file, root: root, explicit: explicit).relativePath }
      set { storedRelativePath = newValue }
    }
    private var storedRelativePath: String?
    /// Whether the file was named on the command line (for ``relativePath``).
    private var explicit = false

    init(
      file: String, diagnostics: [FileDiagnostic], result: ScenarioResult?, root: String = "", relativePath: String = ""
    ) {
      self.file = file
      self.diagnostics = diagnostics
      self.result = result
      self.root = root
      self.storedRelativePath = relativePath
    }

    /// The outcome of `candidate` before it is read, its relative path worked out when asked for.
    init(candidate: ScenarioDiscovery.Candidate, diagnostics: [FileDiagnostic] = [], result: ScenarioResult? = nil) {
      self.file = candidate.file
      self.diagnostics = diagnostics
      self.result = result
      self.root = candidate.root
      self.explicit = candidate.explicit
    }

    var passed: Bool { result?.failures.isEmpty == true && !diagnostics.contains { $0.diagnostic.severity == .error } }
    /// Whether the file could not be read as a scenario (it never ran).
    var invalid: Bool { result == nil }
    var name: String { result?.scenario.name ?? file }

    /// Lets go of what only the timeline and the other formats read (the events, the steps with
    /// their payloads), once the text is rendered: the failures, the findings and the name stay.
    mutating func dropTimeline() {
      guard result != nil else { return }
      result?.events = []
      result?.scenario.steps = []
    }
  }

  /// What the recap and the summary read of an outcome whose text is written: kept instead of
  /// the outcome, so the scenario, its steps and events are let go of on the worker that ran it.
  struct Recap: Sendable {
    var file: String
    /// The scenario's name, or its file when it never ran.
    var name: String
    var passed: Bool
    /// The run's failures; `nil` when the file could not be read as a scenario (it never ran).
    /// Empty for a passing scenario.
    var failures: [ScenarioFailure]?
    /// The first error among the file's findings, for the recap line of a file that never ran.
    var firstError: FileDiagnostic?

    init(_ outcome: Outcome) {
      file = outcome.file
      name = outcome.name
      passed = outcome.passed
      failures = passed ? [] : outcome.result?.failures
      firstError = passed || outcome.result != nil ? nil : outcome.diagnostics.first { $0.diagnostic.severity == .error }
    }
  }

  /// What became of one candidate file whose text was written on the worker that ran it.
  enum Kept: Sendable {
    case ran(Recap)
    case notAScenario(String)
    case filteredOut
  }

  /// What became of one candidate file.
  enum Loaded: Sendable {
    case ran(Outcome)
    /// Found in a folder, but the JSON has no `"scenario"` key.
    case notAScenario(String)
    /// Neither its path nor its name contains the filter.
    case filteredOut
  }

  static func run(
    _ options: Options, environment: TerminalEnvironment = .plain, stdout: inout some OutputSink,
    stderr: inout some OutputSink
  ) -> Int32 {
    var missing: [FileDiagnostic] = []
    var candidates: [ScenarioDiscovery.Candidate] = []
    var passedOver: [(path: String, reason: String)] = []
    for path in options.paths {
      if path.utf8.contains(0) {
        missing.append(ScenarioLoader.fileProblem(.nulInPath, file: path))
        continue
      }
      if let exists = environment.nonUTF8Arguments[path] {
        missing.append(NotifsimCommand.nonUTF8Problem(path, exists: exists))
        continue
      }
      switch FileSystem.kind(of: path) {
      case .missing:
        missing.append(
          FileDiagnostic(
            file: path,
            diagnostic: Diagnostic(
              .error, "file-not-found", "no such file or folder", hint: "Check the path; it is read relative to the current folder."),
            isFileLevel: true))
      case .file: candidates.append(.init(file: path, root: path, explicit: true))
      case .directory:
        let found = ScenarioDiscovery.search(path, excluding: options.excludes, followLinks: options.followLinks)
        candidates += found.candidates
        passedOver += found.skipped
        missing += found.unnamable.map(ScenarioDiscovery.unnamableProblem)
      }
    }
    let found = candidates.count
    if let shard = options.shard {
      candidates = candidates.enumerated().filter { $0.offset % shard.count == shard.index - 1 }.map(\.element)
    }
    let palette = Palette(enabled: environment.colorsStdout && (options.format == .text || options.format == .github))

    var outcomes: [Outcome] = []
    // How many scenarios ran and passed, when the text path kept recaps instead of `outcomes`.
    var ranCounts: (ran: Int, passed: Int)?
    // What the text path kept of each outcome, for the step summary.
    var keptRecaps: [Recap]?
    var skipped: [String] = []
    var filteredOut = 0
    // Files --record or --update could not write: the run fails.
    var writeFailures = 0
    // Only a regular file is read twice (checked, then run as it is read): a pipe such as
    // /dev/stdin is read once, whole.
    let streamable = options.streams && candidates.count == 1 && candidates[0].explicit
      && FileSystem.entryKind(of: candidates[0].file) == .regular
    let alone = streamable && !options.record && !options.update
    if alone && options.format == .text && options.filter == nil && !options.quiet {
      // One scenario: stream its timeline as it runs, so a long one runs in flat memory.
      outcomes = [runStreaming(candidates[0], strict: options.strict, palette: palette, columns: environment.columns, to: &stdout)]
    } else if alone && options.format == .json && options.filter == nil {
      // The same for its JSON lines: the same bytes as `writeJSON` after the run.
      outcomes = [runStreamingJSON(candidates[0], strict: options.strict, to: &stdout)]
    } else if alone && (options.format != .text && options.filter == nil || isLarge(candidates[0].file, options)) {
      // The other formats run it a step at a time too, keeping no events (JUnit, GitHub) or
      // keeping them in a temporary file until the page's top is known (Markdown, HTML); so
      // do --quiet and --filter for a file too large to read whole.
      switch runAlone(candidates[0], options, missing: missing, palette: palette, columns: environment.columns, stdout: &stdout, stderr: &stderr) {
      case .ran(let outcome): outcomes = [outcome]
      case .filteredOut: filteredOut += 1
      case .failed(let message):
        stderr.write(message)
        return 1
      }
    } else if options.format == .text && !options.record && !options.update {
      // Each worker renders the text of the scenarios it ran and keeps only what the recap
      // and the summary need; the text is written in the files' order, a batch at a time.
      // The worker keeps only what the recap needs (``Recap``), so the outcome is let go of there.
      let quiet = options.quiet
      let columns = environment.columns
      let keptFiles = runEach(
        candidates, filter: options.filter, strict: options.strict, progress: environment.progress, workers: options.workers,
        batchSize: options.batchSize, rendering: true,
        finish: { (loaded: consuming Loaded) -> (Kept, [UInt8]) in
          // Consumed: the outcome moves out of `loaded` (bound from a borrowed one, it was
          // copied and released, 1,100 instructions a scenario).
          switch consume loaded {
          case .notAScenario(let file): return (.notAScenario(file), [])
          case .filteredOut: return (.filteredOut, [])
          case .ran(let outcome):
            var text = ByteSink()
            if !(quiet && outcome.passed) {
              ScenarioReport.writeText(outcome, timeline: !quiet, palette: palette, columns: columns, to: &text)
            }
            return (.ran(Recap(outcome)), text.bytes)
          }
        },
        deliver: { stdout.write(utf8: $0) })
      var recaps: [Recap] = []
      recaps.reserveCapacity(keptFiles.count)
      for kept in keptFiles {
        switch kept {
        case .ran(let recap): recaps.append(recap)
        case .notAScenario(let file): skipped.append(file)
        case .filteredOut: filteredOut += 1
        }
      }
      ScenarioReport.writeRecap(recaps, missing: missing, palette: palette, columns: columns, to: &stdout)
      ranCounts = (recaps.count, recaps.count(where: \.passed))
      keptRecaps = recaps
    } else {
      let loadedFiles = runAll(
        candidates, filter: options.filter, checkExpectations: !options.record, strict: options.strict,
        progress: environment.progress, workers: options.workers)
      for loaded in loadedFiles {
        switch loaded {
        case .ran(let outcome): outcomes.append(outcome)
        case .notAScenario(let file): skipped.append(file)
        case .filteredOut: filteredOut += 1
        }
      }
      var stale = StaleTemporaries()
      if options.record {
        for index in outcomes.indices where !record(&outcomes[index], stale: &stale, to: &stderr) { writeFailures += 1 }
      }
      if options.update {
        for index in outcomes.indices where !update(&outcomes[index], stale: &stale, to: &stderr) { writeFailures += 1 }
      }
      switch options.format {
      case .text:
        for outcome in outcomes where !(options.quiet && outcome.passed) {
          ScenarioReport.writeText(outcome, timeline: !options.quiet, palette: palette, columns: environment.columns, to: &stdout)
        }
        ScenarioReport.writeRecap(outcomes, missing: missing, palette: palette, columns: environment.columns, to: &stdout)
      case .json: for outcome in outcomes { ScenarioReport.writeJSON(outcome, to: &stdout) }
      case .junit: ScenarioReport.writeJUnit(outcomes, missing: missing, to: &stdout)
      case .markdown:
        let size = ScenarioReport.writeMarkdown(outcomes, quiet: options.quiet, to: &stdout)
        if size > ScenarioReport.markdownCommentLimit {
          stderr.write(
            "note: the Markdown page is \(size) characters, more than a GitHub comment holds (\(ScenarioReport.markdownCommentLimit))"
              + (options.quiet ? "; post it as a file, or split the run with --shard\n" : "; --quiet keeps the failing scenarios only\n"))
        }
      case .github: ScenarioReport.writeGitHub(outcomes, missing: missing, to: &stdout)
      case .html: HTMLReport.writeRun(outcomes, missing: missing, quiet: options.quiet, to: &stdout)
      }
    }
    for problem in missing { stderr.write(problem.text + "\n") }
    if environment.stepSummary != nil {
      StepSummary.append(keptRecaps ?? outcomes.map(Recap.init), missing: missing, environment: environment, stderr: &stderr)
    }
    for (path, reason) in passedOver { stderr.write("note: skipped \(Escape.text(path)): \(reason)\n") }
    if !skipped.isEmpty {
      let shown = skipped.prefix(5).map(Escape.text).joined(separator: ", ") + (skipped.count > 5 ? " and \(skipped.count - 5) more" : "")
      stderr.write(
        "note: skipped \(count(skipped.count, "JSON file")) without a top-level \"scenario\" key: \(shown); "
          + "--exclude GLOB leaves them out silently\n")
    }
    let passed = ranCounts?.passed ?? outcomes.filter(\.passed).count
    let ran = ranCounts?.ran ?? outcomes.count
    let failed = ran - passed + missing.count
    let summary = "scenarios: \(passed) passed, \(failed) failed"
    switch options.format {
    case .text:
      let painted = failed > 0 ? palette.red(summary) : passed > 0 ? palette.green(summary) : summary
      stdout.write(painted + "\n")
    case .json: stdout.write("{\"failed\":\(failed),\"passed\":\(passed),\"type\":\"summary\"}\n")
    case .github: stdout.write(summary + "\n")
    case .junit, .markdown, .html: stderr.write(summary + "\n")
    }
    if ran == 0 && missing.isEmpty {
      let searched = options.paths.map(Escape.text).joined(separator: ", ")
      if let filter = options.filter, filteredOut > 0 {
        stderr.write(
          "Error: no scenario matches --filter '\(Escape.text(filter))': it is in neither the path nor the name of any of the "
            + "\(count(filteredOut, "scenario")) in \(searched).\n")
        return 1
      }
      if let shard = options.shard, found > 0 {
        stderr.write(
          "note: shard \(shard.index)/\(shard.count) has no scenario files (\(count(found, "file")) in \(searched) "
            + "make fewer shares than \(shard.count)); nothing to run.\n")
        return 0
      }
      stderr.write("Error: no scenario files found in \(searched).\n")
      return 1
    }
    return failed == 0 && writeFailures == 0 ? 0 : 1
  }

  /// Whether `file` is larger than `options.streamAbove`, so --quiet and --filter stream it too.
  static func isLarge(_ file: String, _ options: Options) -> Bool {
    guard case .success(let size) = FileSystem.size(of: file) else { return false }
    return size > options.streamAbove
  }

  /// What became of a file run alone, a step at a time.
  enum AloneRun {
    /// It ran, and its report was written.
    case ran(Outcome)
    /// Neither its path nor its name contains the filter.
    case filteredOut
    /// The report could not be written: the error to print.
    case failed(String)
  }

  /// Runs a file named alone a step at a time and writes its report in `options.format`, the
  /// same bytes as a whole read and ``writeJUnit``, ``writeGitHub``, ``writeMarkdown`` or
  /// ``HTMLReport/writeRun`` write. A Markdown or HTML page's top depends on the result, so its
  /// events go to a ``SpillFile`` in `options.temporaryFolder` as they happen, and are copied
  /// into the page after it; when that file cannot be made or written, nothing is written and
  /// the error is returned.
  static func runAlone(
    _ candidate: ScenarioDiscovery.Candidate, _ options: Options, missing: [FileDiagnostic], palette: Palette, columns: Int?,
    stdout: inout some OutputSink, stderr: inout some OutputSink
  ) -> AloneRun {
    let file = candidate.file
    // A payload given to run is reported as a whole read reports it, filter or not.
    let payload = payloadProblem(file)
    let loaded = payload == nil ? StreamedScenario.open(path: file) : nil
    if let filter = options.filter, let loaded, !file.contains(filter), !(loaded.scenario?.name ?? file).contains(filter) {
      // The report of no scenarios, as a whole read writes it.
      switch options.format {
      case .text: ScenarioReport.writeRecap([Recap](), missing: missing, palette: palette, columns: columns, to: &stdout)
      case .json: break
      case .junit: ScenarioReport.writeJUnit([], missing: missing, to: &stdout)
      case .github: ScenarioReport.writeGitHub([], missing: missing, to: &stdout)
      case .markdown: ScenarioReport.writeMarkdown([], quiet: options.quiet, to: &stdout)
      case .html: HTMLReport.writeRun([], missing: missing, quiet: options.quiet, to: &stdout)
      }
      return .filteredOut
    }
    func run(observer: @escaping (TraceEvent) -> Void = { _ in }) -> Outcome {
      guard let loaded else {
        return Outcome(
          file: file, diagnostics: payload.map { [$0] } ?? [], result: nil, root: candidate.root, relativePath: candidate.relativePath)
      }
      return runQuietly(candidate, loaded, strict: options.strict, observer: observer)
    }
    let outcome: Outcome
    switch options.format {
    case .text where options.quiet:
      outcome = run()
      if !outcome.passed { ScenarioReport.writeText(outcome, timeline: false, palette: palette, columns: columns, to: &stdout) }
      ScenarioReport.writeRecap([outcome], missing: missing, palette: palette, columns: columns, to: &stdout)
    case .text:
      outcome = runStreaming(candidate, opened: loaded, strict: options.strict, palette: palette, columns: columns, to: &stdout)
    case .json:
      outcome = runStreamingJSON(candidate, opened: loaded, strict: options.strict, to: &stdout)
    case .junit:
      outcome = run()
      ScenarioReport.writeJUnit([outcome], missing: missing, to: &stdout)
    case .github:
      outcome = run()
      ScenarioReport.writeGitHub([outcome], missing: missing, to: &stdout)
    case .markdown, .html:
      let folder = options.temporaryFolder ?? SpillFile.defaultFolder
      let page = options.format == .html ? "HTML" : "Markdown"
      let spill: SpillFile
      switch SpillFile.create(in: folder) {
      case .success(let created): spill = created
      case .failure(let error):
        return .failed(
          "Error: cannot make a temporary file in \(Escape.text(folder)) for the \(page) page's events: \(error.reason); "
            + "set TMPDIR to a writable folder.\n")
      }
      func failed() -> AloneRun {
        .failed(
          "Error: cannot write the temporary file in \(Escape.text(folder)) that holds the \(page) page's events: "
            + "\(spill.failure ?? "it cannot be read back"); the page is not written. Set TMPDIR to a folder with room.\n")
      }
      if options.format == .markdown {
        outcome = run { spill.write(ScenarioReport.mermaidLine($0)) }
        guard spill.rewind() else { return failed() }
        guard let size = ScenarioReport.writeMarkdown([outcome], quiet: options.quiet, to: &stdout, diagram: { _, out in spill.copy(to: &out) })
        else { return failed() }
        if size > ScenarioReport.markdownCommentLimit {
          stderr.write(
            "note: the Markdown page is \(size) characters, more than a GitHub comment holds (\(ScenarioReport.markdownCommentLimit))"
              + (options.quiet ? "; post it as a file, or split the run with --shard\n" : "; --quiet keeps the failing scenarios only\n"))
        }
      } else {
        let rows = HTMLDiagramSpill(spill, keysEvents: loaded?.hasExpectations ?? true)
        outcome = run { rows.take($0) }
        guard spill.rewind() else { return failed() }
        let written = HTMLReport.writeRun(
          [outcome], missing: missing, quiet: options.quiet, to: &stdout,
          ruleIDs: { _ in rows.ruleIDs }
        ) { _, unexpected, out in
          rows.writeDiagram(title: outcome.name, unexpected: &unexpected, to: &out)
        }
        guard written else { return failed() }
      }
    }
    return .ran(outcome)
  }

  static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }

  /// Loads and runs one file. A file found in a folder without a `"scenario"` key is passed
  /// over; so is one whose path and scenario name (``Outcome/name``) both lack `filter`, and a
  /// filtered-out scenario is never run.
  static func load(
    _ candidate: ScenarioDiscovery.Candidate, filter: String?, checkExpectations: Bool = true, strict: Bool = false
  ) -> Loaded {
    let file = candidate.file
    let loaded: ScenarioLoadResult
    switch FileSystem.readFile(file, limit: ScenarioLoader.fileSizeLimit, anyKind: candidate.explicit) {
    case .failure(let failure):
      return .ran(Outcome(candidate: candidate, diagnostics: [ScenarioLoader.fileProblem(failure, file: file)]))
    case .success(let bytes):
      if !candidate.explicit && !ScenarioDiscovery.declaresScenario(bytes) { return .notAScenario(file) }
      if candidate.explicit && ScenarioDiscovery.isPayload(bytes) {
        return .ran(Outcome(candidate: candidate, diagnostics: [ScenarioDiscovery.payloadGivenToRun(file)]))
      }
      loaded = ScenarioLoader.load(bytes: bytes, file: file) { FileSystem.readFile($0, limit: ScenarioLoader.fileSizeLimit) }
    }
    if let filter, !file.contains(filter), !(loaded.scenario?.name ?? file).contains(filter) { return .filteredOut }
    var diagnostics = loaded.diagnostics
    if checkExpectations, let hasExpectations = loaded.scenario?.hasExpectations,
      let problem = expectationCheck(hasExpectations: hasExpectations, file: file, strict: strict)
    {
      diagnostics.append(problem)
    }
    // The outcome is made once, in place (a local outcome was copied into `.ran`).
    return .ran(Outcome(candidate: candidate, diagnostics: diagnostics, result: loaded.scenario.map { ScenarioRunner.run($0) }))
  }

  /// A scenario with no `expect` step checks nothing, so it would pass whatever happens: a
  /// `no-expectations` warning, or with `--strict` an error that fails it.
  static func expectationCheck(_ scenario: Scenario, file: String, strict: Bool) -> FileDiagnostic? {
    expectationCheck(hasExpectations: scenario.hasExpectations, file: file, strict: strict)
  }

  static func expectationCheck(hasExpectations: Bool, file: String, strict: Bool) -> FileDiagnostic? {
    guard !hasExpectations else { return nil }
    return FileDiagnostic(
      file: file,
      diagnostic: Diagnostic(
        strict ? .error : .warning, "no-expectations",
        "the scenario has no expect step, so it checks nothing and passes whatever happens",
        hint: #"Add an {"expect": [...]} step, or run 'notifsim run --record FILE' to write what happens now as its expectation."#),
      isFileLevel: true)
  }

  /// The smallest suite that shows progress on a terminal.
  static let progressThreshold = 50

  /// Runs every candidate on all cores, or on `workers` threads each taking every
  /// `workers`-th file of a batch; the results come back in `candidates` order. With a
  /// `progress` writer and a long suite, the files run in batches and each batch's end is
  /// reported as `running scenarios: DONE/TOTAL`.
  ///
  /// With `finish`, each file's result is handed to it on the worker that ran it, which may
  /// change it and returns bytes to write; the files run in batches of `batchSize` (or the
  /// progress batches), and after each batch `deliver` gets the bytes of its files on the
  /// calling thread, in `candidates` order.
  static func runAll(
    _ candidates: [ScenarioDiscovery.Candidate], filter: String?, checkExpectations: Bool = true, strict: Bool = false,
    progress: (@Sendable (String) -> Void)? = nil, workers: Int? = nil, batchSize: Int = 512,
    finish: (@Sendable (inout Loaded) -> [UInt8])? = nil, deliver: ([UInt8]) -> Void = { _ in }
  ) -> [Loaded] {
    guard let finish else {
      return runEach(
        candidates, filter: filter, checkExpectations: checkExpectations, strict: strict, progress: progress, workers: workers,
        batchSize: batchSize, rendering: false, finish: { (loaded: consuming Loaded) in (loaded, []) }, deliver: deliver)
    }
    return runEach(
      candidates, filter: filter, checkExpectations: checkExpectations, strict: strict, progress: progress, workers: workers,
      batchSize: batchSize, rendering: true,
      finish: { (loaded: consuming Loaded) in
        var loaded = loaded
        let bytes = finish(&loaded)
        return (loaded, bytes)
      }, deliver: deliver)
  }

  /// ``runAll(_:filter:checkExpectations:strict:progress:workers:batchSize:finish:deliver:)``
  /// with what is kept of each file chosen by `finish`, on the worker that ran it, which also
  /// returns the bytes to write (delivered a batch at a time, in `candidates` order, when
  /// `rendering`).
  static func runEach<Kept: Sendable>(
    _ candidates: [ScenarioDiscovery.Candidate], filter: String?, checkExpectations: Bool = true, strict: Bool = false,
    progress: (@Sendable (String) -> Void)? = nil, workers: Int? = nil, batchSize: Int = 512, rendering: Bool,
    finish: @Sendable (consuming Loaded) -> (Kept, [UInt8]), deliver: ([UInt8]) -> Void = { _ in }
  ) -> [Kept] {
    let slots = RunSlots<Kept>(count: candidates.count, rendering: rendering)
    let reporter = candidates.count >= progressThreshold ? progress : nil
    let batch =
      reporter != nil
      ? max(32, candidates.count / 50) : rendering ? max(batchSize, 1) : max(candidates.count, 1)
    var start = 0
    while start < candidates.count {
      let end = min(start + batch, candidates.count)
      let first = start
      slots.kept.withUnsafeMutableBufferPointer { keptBuffer in
        slots.bytes.withUnsafeMutableBufferPointer { bytesBuffer in
          nonisolated(unsafe) let results = keptBuffer
          nonisolated(unsafe) let texts = bytesBuffer
          // Each iteration writes only its own slots.
          let share = workers.map { max($0, 1) } ?? (end - first)
          DispatchQueue.concurrentPerform(iterations: share) { worker in
            for index in stride(from: first + worker, to: end, by: share) {
              let (kept, bytes) = finish(
                load(candidates[index], filter: filter, checkExpectations: checkExpectations, strict: strict))
              if rendering { texts[index] = bytes }
              results[index] = kept
            }
          }
        }
      }
      if rendering {
        for index in first..<end where !slots.bytes[index].isEmpty {
          deliver(slots.bytes[index])
          slots.bytes[index] = []
        }
      }
      start = end
      reporter?("\r\u{1B}[Krunning scenarios: \(end)/\(candidates.count)")
    }
    reporter?("\r\u{1B}[K")
    return slots.kept.compactMap { $0 }
  }

  /// Events a streamed run keeps before it prints, so the time column can be as wide as the
  /// scenario's longest time; past this many, the column is widened to hours and the rest streams.
  static let streamingLookahead = 10_000

  /// Runs a streamed scenario keeping none of its events (for `--quiet`): its findings and result.
  /// `observer` sees each event as it happens.
  static func runQuietly(
    _ candidate: ScenarioDiscovery.Candidate, _ loaded: StreamedScenario, strict: Bool,
    observer: @escaping (TraceEvent) -> Void = { _ in }
  ) -> Outcome {
    var diagnostics = loaded.diagnostics
    if loaded.scenario != nil,
      let problem = expectationCheck(hasExpectations: loaded.hasExpectations, file: candidate.file, strict: strict)
    {
      diagnostics.append(problem)
    }
    let ran = loaded.scenario == nil ? nil : loaded.run(observer: observer)
    if let problem = ran?.problem { diagnostics.append(problem) }
    return Outcome(
      file: candidate.file, diagnostics: diagnostics, result: ran?.result, root: candidate.root,
      relativePath: candidate.relativePath)
  }

  /// Runs one file a step at a time, printing its timeline as it goes; `opened` when the file
  /// was already checked.
  static func runStreaming(
    _ candidate: ScenarioDiscovery.Candidate, opened: StreamedScenario? = nil, strict: Bool = false, palette: Palette,
    columns: Int? = nil, to out: inout some OutputSink
  ) -> Outcome {
    let file = candidate.file
    if opened == nil, let problem = payloadProblem(file) {
      let outcome = Outcome(file: file, diagnostics: [problem], result: nil, root: candidate.root, relativePath: candidate.relativePath)
      ScenarioReport.writeText(outcome, timeline: false, palette: palette, to: &out)
      return outcome
    }
    // Read a step at a time: the file is checked first, then run as it is read again.
    let loaded = opened ?? StreamedScenario.open(path: file)
    var diagnostics = loaded.diagnostics
    if loaded.scenario != nil, let problem = expectationCheck(hasExpectations: loaded.hasExpectations, file: file, strict: strict) {
      diagnostics.append(problem)
    }
    guard let scenario = loaded.scenario else {
      let outcome = Outcome(
        file: file, diagnostics: diagnostics, result: nil, root: candidate.root, relativePath: candidate.relativePath)
      ScenarioReport.writeText(outcome, timeline: false, palette: palette, to: &out)
      return outcome
    }
    ScenarioReport.writeHeader(file: file, scenario: scenario, columns: columns, to: &out)
    // The sink moves into a box the observer can reach, and back when the run ends.
    let stream = TimelineStream(out, columns: columns)
    let ran = loaded.run { stream.take($0) }
    if stream.width == nil { stream.release(width: ScenarioReport.timeWidth(stream.held)) }
    stream.finish()
    out = stream.sink
    if let problem = ran?.problem { diagnostics.append(problem) }
    let outcome = Outcome(
      file: file, diagnostics: diagnostics, result: ran?.result, root: candidate.root, relativePath: candidate.relativePath)
    ScenarioReport.writeText(outcome, timeline: false, header: false, palette: palette, columns: columns, to: &out)
    return outcome
  }

  /// Runs one file a step at a time, writing its JSON lines as it goes; `opened` when the file
  /// was already checked.
  static func runStreamingJSON(
    _ candidate: ScenarioDiscovery.Candidate, opened: StreamedScenario? = nil, strict: Bool = false, to out: inout some OutputSink
  ) -> Outcome {
    let file = candidate.file
    if opened == nil, let problem = payloadProblem(file) {
      let outcome = Outcome(file: file, diagnostics: [problem], result: nil, root: candidate.root, relativePath: candidate.relativePath)
      ScenarioReport.writeJSON(outcome, to: &out)
      return outcome
    }
    let loaded = opened ?? StreamedScenario.open(path: file)
    var diagnostics = loaded.diagnostics
    if loaded.scenario != nil, let problem = expectationCheck(hasExpectations: loaded.hasExpectations, file: file, strict: strict) {
      diagnostics.append(problem)
    }
    ScenarioReport.writeJSONDiagnostics(diagnostics, scenarioFile: file, to: &out)
    var result: ScenarioResult?
    if loaded.scenario != nil {
      let box = SinkBox(out)
      var lines = ScenarioReport.JSONEventLines(file: file)
      let ran = loaded.run { event in
        lines.write(event, to: &box.sink)
      }
      lines.flush(to: &box.sink)
      out = box.sink
      result = ran?.result
      if let problem = ran?.problem {
        diagnostics.append(problem)
        ScenarioReport.writeJSONDiagnostics([problem], scenarioFile: file, to: &out)
      }
    }
    let outcome = Outcome(
      file: file, diagnostics: diagnostics, result: result, root: candidate.root, relativePath: candidate.relativePath)
    ScenarioReport.writeJSONResult(outcome, to: &out)
    return outcome
  }

  /// For a file streamed on its own: the finding when it is an APNs payload (files up to the
  /// lint limit are looked at; a payload is never larger).
  static func payloadProblem(_ file: String) -> FileDiagnostic? {
    guard case .success(let bytes) = FileSystem.readFile(file, limit: LintCommand.fileSizeLimit), ScenarioDiscovery.isPayload(bytes)
    else { return nil }
    return ScenarioDiscovery.payloadGivenToRun(file)
  }

  /// `--record`: writes the observed events as the final `expect` of a scenario that has none.
  /// `false` when the file could not be written.
  /// Each line is flushed as it is written, so an interrupted run still says which files it wrote.
  static func record(_ outcome: inout Outcome, stale: inout StaleTemporaries, to log: inout some OutputSink) -> Bool {
    guard let result = outcome.result, !result.scenario.hasExpectations, result.passed else { return true }
    stale.clean(beside: outcome.file, log: &log)
    log.flush()
    defer { log.flush() }
    switch ScenarioRecorder.record(result, file: outcome.file) {
    case .success(let written):
      log.write("\(Escape.text(outcome.file)): recorded \(count(written, "expected event")); review the change before committing\n")
    case .failure(let error):
      log.write("\(Escape.text(outcome.file)): error: cannot record: \(Escape.text(error.description))\n")
      return false
    }
    return true
  }

  /// `--update`: for a scenario whose only expectations are its final `expect` and that fails
  /// them, prints the comparison and rewrites the block with what happened.
  /// `false` when the file could not be written.
  static func update(_ outcome: inout Outcome, stale: inout StaleTemporaries, to log: inout some OutputSink) -> Bool {
    guard let result = outcome.result, !result.passed else { return true }
    defer { log.flush() }
    let blocks = result.scenario.steps.filter { if case .expect = $0.action { true } else { false } }
    guard blocks.count == 1, let block = blocks.first, block.path == ["expect"] else {
      log.write(
        "\(Escape.text(outcome.file)): error: cannot update: --update rewrites only a final \"expect\"; this scenario "
          + (blocks.isEmpty ? "has none (use --record)" : "checks expectations between its steps; edit those by hand")
          + "\n")
      return true
    }
    var rerun = result.scenario
    rerun.steps.removeAll { if case .expect = $0.action { true } else { false } }
    let observed = ScenarioRunner.run(rerun)
    guard observed.passed else {
      log.write(
        "\(Escape.text(outcome.file)): error: cannot update: \(Escape.text(observed.failures.first?.message ?? "a step cannot run")); fix the steps first\n")
      return true
    }
    for failure in result.failures where !failure.comparison.isEmpty {
      log.write("\(Escape.text(outcome.file)):\(failure.location): \(Escape.text(failure.message))\n\(ScenarioReport.comparisonText(failure))\n")
    }
    stale.clean(beside: outcome.file, log: &log)
    // Out before the write, so an interrupted one still shows what it was about to write.
    log.flush()
    switch ScenarioRecorder.replaceExpectations(observed, file: outcome.file) {
    case .success(let written):
      log.write("\(Escape.text(outcome.file)): updated: \(count(written, "expected event")) recorded; review the change before committing\n")
      if let reloaded = ScenarioLoader.load(path: outcome.file).scenario {
        outcome.result = ScenarioRunner.run(reloaded)
      }
    case .failure(let error):
      log.write("\(Escape.text(outcome.file)): error: cannot update: \(Escape.text(error.description))\n")
      return false
    }
    return true
  }
}

/// Holds a streamed run's sink where the observer can reach it, and the first events until
/// the time column's width is known. Unwrapped lines are written a batch of events at a time,
/// built straight into bytes (`ScenarioReport.appendTimeline`); ``finish()`` writes the last.
final class TimelineStream<Sink: OutputSink> {
  var sink: Sink
  var held: [TraceEvent] = []
  var width: Int?
  /// The terminal's width, to wrap lines to.
  let columns: Int?
  /// Events taken and not yet written: fewer than ``batchSize``.
  private var batch: [TraceEvent] = []
  private var time = TextBytes(capacity: 32)
  /// Events written together: their lines are a few kilobytes, less than a sink buffers.
  static var batchSize: Int { 256 }

  init(_ sink: Sink, columns: Int? = nil) {
    self.sink = sink
    self.columns = columns
  }

  func take(_ event: TraceEvent) {
    if let width {
      write(event, width: width)
      return
    }
    held.append(event)
    if held.count >= RunCommand.streamingLookahead {
      release(width: max(ScenarioReport.timeWidth(held), TimeColumn.format(SimulatedInstant(offset: .seconds(36_000))).count))
    }
  }

  func release(width: Int) {
    self.width = width
    // One at a time, so the batch never grows to the held events' number.
    for event in held { write(event, width: width) }
    held = []
  }

  /// Writes `event`'s line: a wrapped one at once, an unwrapped one with its batch.
  private func write(_ event: TraceEvent, width: Int) {
    guard columns == nil else {
      sink.write(ScenarioReport.line(event, timeWidth: width, columns: columns) + "\n")
      return
    }
    batch.append(event)
    if batch.count >= Self.batchSize { writeBatch(width: width) }
  }

  /// Writes what is taken and not yet written, once the run has ended.
  func finish() {
    if let width { writeBatch(width: width) }
  }

  private func writeBatch(width: Int) {
    guard !batch.isEmpty else { return }
    var bytes = TextBytes(capacity: batch.count * 80)
    ScenarioReport.appendTimeline(batch, timeWidth: width, time: &time, to: &bytes)
    sink.write(utf8: bytes.array())
    batch.removeAll(keepingCapacity: true)
  }
}

/// Holds a sink where a closure can reach it.
final class SinkBox<Sink: OutputSink> {
  var sink: Sink
  init(_ sink: Sink) { self.sink = sink }
}

/// The results of ``RunCommand/runEach(_:filter:checkExpectations:strict:progress:workers:batchSize:rendering:finish:deliver:)``
/// as the workers fill them, each its own slots.
private final class RunSlots<Kept>: @unchecked Sendable {
  var kept: [Kept?]
  var bytes: [[UInt8]]
  init(count: Int, rendering: Bool) {
    kept = Array(repeating: nil, count: count)
    bytes = Array(repeating: [], count: rendering ? count : 0)
  }
}
