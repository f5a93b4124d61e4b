import NotificationPayload

extension ScenarioLoader {
  /// The largest scenario file read one step at a time, as `notifsim run FILE` reads a file run
  /// on its own: 1 GiB, about 14 million of the benchmark's pushes. Memory does not grow with
  /// the file, only time does; the limit keeps a mistaken path (a disk image, a log) from
  /// running for minutes. Files read whole are limited to ``fileSizeLimit``.
  public static let streamedFileSizeLimit = 1 << 30

  /// The largest top-level value or step of a streamed file: the old whole-file limit.
  package static let streamedValueLimit = fileSizeLimit
}

/// A scenario file read one step at a time, so that a long scenario runs in the memory of its
/// largest step rather than of the whole file.
///
/// ``open(path:limit:wholeFileLimit:)`` reads the file once to check it, keeping only the
/// header (`scenario`, `name`, `device`, `app`, `quirks`...), the final `expect`, and one bit
/// for each notification id a step declares, whether it was new (the ids themselves are kept
/// only while the first read checks the references to them); every problem is reported as a
/// read of the whole file reports it. ``run(observer:)`` then reads it again and runs each
/// step as it is read, without the ids. A file with an error that is small enough to be
/// read whole (``ScenarioLoader/fileSizeLimit``) is read whole for its findings, so they are
/// exactly the findings of ``ScenarioLoader/load(path:)``.
package struct StreamedScenario {
  /// The file, as given.
  package let file: String
  /// Everything but the steps, and the final `expect` as its only step; `nil` when the file
  /// has an error.
  package let scenario: Scenario?
  /// Every finding, in the order ``ScenarioLoader/load(path:)`` gives them.
  package let diagnostics: [FileDiagnostic]
  /// Whether the file states any expectation (an `expect` step or the final `expect`).
  package let hasExpectations: Bool
  /// How many steps the file has, the final `expect` not counted.
  package let stepCount: Int
  /// Whether each notification-id declaration of the steps named a new id, from the first
  /// read: all the run pass needs of the ids (see ``ScenarioLoader/Reader/replay``).
  private let declarations: DeclarationLog
  private let open: () -> Result<ChunkedInput, FileSystem.ReadError>
  /// Reads the payloads of push steps again during the run (``ScenarioPayloadSource``).
  private var payloads: () -> ScenarioPayloadSource? = { nil }
  private let readFile: (String) -> Result<[UInt8], FileSystem.ReadError>

  /// Checks the scenario at `path` (at most `limit` bytes).
  package static func open(
    path: String, limit: Int = ScenarioLoader.streamedFileSizeLimit, wholeFileLimit: Int = ScenarioLoader.fileSizeLimit
  ) -> StreamedScenario {
    let readFile = { (payload: String) in FileSystem.readFile(payload, limit: ScenarioLoader.fileSizeLimit) }
    let opener = { ChunkedInput.openFile(path) }
    let size: Int
    switch FileSystem.size(of: path) {
    case .failure(let failure):
      return StreamedScenario(invalid: path, ScenarioLoader.fileProblem(failure, file: path, limit: limit), open: opener)
    case .success(let bytes):
      size = bytes
    }
    if size > limit {
      return StreamedScenario(invalid: path, ScenarioLoader.fileProblem(.tooLarge(size: size), file: path, limit: limit), open: opener)
    }
    var streamed = check(file: path, size: size, wholeFileLimit: wholeFileLimit, open: opener, readFile: readFile) {
      ScenarioLoader.load(path: path)
    }
    streamed.payloads = { ScenarioPayloadSource.file(path) }
    return streamed
  }

  /// Checks a scenario given as bytes, read `chunkSize` bytes at a time, as
  /// ``open(path:limit:wholeFileLimit:)`` reads a file; for tests and the fuzzer.
  package static func open(
    bytes: [UInt8], file: String, chunkSize: Int = 1 << 20, wholeFileLimit: Int = ScenarioLoader.fileSizeLimit,
    readFile: @escaping (String) -> Result<[UInt8], FileSystem.ReadError>
  ) -> StreamedScenario {
    var streamed = check(
      file: file, size: bytes.count, wholeFileLimit: wholeFileLimit,
      open: { .success(ChunkedInput.bytes(bytes, chunkSize: chunkSize)) }, readFile: readFile
    ) {
      ScenarioLoader.load(bytes: bytes, file: file, readFile: readFile)
    }
    streamed.payloads = { ScenarioPayloadSource.bytes(bytes) }
    return streamed
  }

  private init(invalid file: String, _ problem: FileDiagnostic, open: @escaping () -> Result<ChunkedInput, FileSystem.ReadError>) {
    self.file = file
    self.scenario = nil
    self.diagnostics = [problem]
    self.hasExpectations = false
    self.stepCount = 0
    self.declarations = DeclarationLog()
    self.open = open
    self.readFile = { _ in .failure(.notFound) }
  }

  private init(
    file: String, scenario: Scenario?, diagnostics: [FileDiagnostic], hasExpectations: Bool, stepCount: Int,
    declarations: DeclarationLog,
    open: @escaping () -> Result<ChunkedInput, FileSystem.ReadError>, readFile: @escaping (String) -> Result<[UInt8], FileSystem.ReadError>
  ) {
    self.file = file
    self.scenario = scenario
    self.diagnostics = diagnostics
    self.hasExpectations = hasExpectations
    self.stepCount = stepCount
    self.declarations = declarations
    self.open = open
    self.readFile = readFile
  }

  /// The first read: every step is read and checked, then dropped.
  private static func check(
    file: String, size: Int, wholeFileLimit: Int, open: @escaping () -> Result<ChunkedInput, FileSystem.ReadError>,
    readFile: @escaping (String) -> Result<[UInt8], FileSystem.ReadError>, whole: () -> ScenarioLoadResult
  ) -> StreamedScenario {
    let input: ChunkedInput
    switch open() {
    case .failure(let failure):
      return StreamedScenario(invalid: file, ScenarioLoader.fileProblem(failure, file: file), open: open)
    case .success(let opened):
      input = opened
    }
    var scanner = ScenarioFileScanner(input, valueLimit: ScenarioLoader.streamedValueLimit)
    var steps = ScenarioLoader.Reader(file: file, readFile: readFile)
    var members: [JSONObject.Member] = []
    var root: JSONValue?
    var hasExpectations = false
    var stepCount = 0
    reading: while true {
      switch scanner.next() {
      case .member(let member): members.append(member)
      case .step(let index, let value):
        if index == 0 { steps.adoptHeader(members, at: scanner.rootLocation) }
        stepCount = index + 1
        if let step = steps.readStreamedStep(value, path: ["steps", .index(index)]), case .expect = step.action {
          hasExpectations = true
        }
      case .root(let value): root = value
      case .end, .stop: break reading
      }
    }
    let stopped = scanner.diagnostics.contains { $0.severity == .error && $0.code != .jsonDuplicateKey }
    var header = ScenarioLoader.Reader(file: file, readFile: readFile)
    header.log.append(contentsOf: scanner.diagnostics)
    var scenario: Scenario?
    var findings: [FileDiagnostic]
    if stopped {
      // As a read of the whole file: a syntax error leaves nothing to read the scenario from.
      findings = header.log.diagnostics.map { FileDiagnostic(file: file, diagnostic: $0) }
    } else {
      // A repeated "steps" key (an error): a read of the whole file reads only the last one.
      // When that is not the array read a step at a time, what those steps found and declared
      // does not count (the fuzzer found the first array's ids making the last's look reused).
      let stepsMembers = members.filter { $0.key == "steps" }
      let streamedSteps = stepsMembers.first { member in
        if case .array = member.value.kind { return true }
        return false
      }
      if let last = stepsMembers.last, last.keyLocation != streamedSteps?.keyLocation {
        steps = ScenarioLoader.Reader(file: file, readFile: readFile)
        hasExpectations = false
      }
      header.notificationIDs = steps.notificationIDs
      header.declaredIDs = steps.declaredIDs
      header.declaredCount = steps.declaredCount
      header.deferredSteps = steps.deferredSteps
      scenario = header.read(root: root ?? JSONValue(.object(JSONObject(members)), at: scanner.rootLocation))
      if scenario != nil {
        // Sorted by position below, so the steps' findings take their places among the header's.
        findings =
          steps.findings + header.findings
          + (header.log.diagnostics + steps.log.diagnostics).map { FileDiagnostic(file: file, diagnostic: $0) }
      } else {
        // A version this build does not read (or not an object): nothing else is reported.
        findings = header.findings + header.log.diagnostics.map { FileDiagnostic(file: file, diagnostic: $0) }
      }
      if let expect = scenario?.steps.last, case .expect = expect.action { hasExpectations = true }
    }
    var diagnostics = ScenarioLoader.sorted(findings, main: file)
    let hasErrors = diagnostics.contains { $0.diagnostic.severity == .error }
    if hasErrors {
      scenario = nil
      if size <= wholeFileLimit { diagnostics = whole().diagnostics }
    }
    return StreamedScenario(
      file: file, scenario: scenario, diagnostics: diagnostics, hasExpectations: hasExpectations, stepCount: stepCount,
      declarations: steps.declarations, open: open,
      readFile: readFile)
  }

  /// Runs the scenario, reading the file a second time, one step at a time; each event goes to
  /// `observer` as it happens (see ``ScenarioRunner/run(_:observer:)``). The finding is a
  /// problem the second read met that the first did not (the file changed in between).
  package func run(observer: ((TraceEvent) -> Void)? = nil) -> (result: ScenarioResult, problem: FileDiagnostic?)? {
    guard let scenario else { return nil }
    var problem: FileDiagnostic?
    var scanner: ScenarioFileScanner?
    switch open() {
    case .failure(let failure): problem = ScenarioLoader.fileProblem(failure, file: file)
    case .success(let input): scanner = ScenarioFileScanner(input, valueLimit: ScenarioLoader.streamedValueLimit)
    }
    var reader = ScenarioLoader.Reader(file: file, readFile: readFile)
    reader.replay = declarations
    var finals = scenario.steps.makeIterator()
    let file = self.file
    func changed(_ detail: String) -> FileDiagnostic {
      FileDiagnostic(
        file: file,
        diagnostic: Diagnostic(
          .error, "file-changed", "the scenario file changed while it ran: \(detail)",
          hint: "Run it again once nothing writes to it."),
        isFileLevel: true)
    }
    var members: [JSONObject.Member] = []
    let payloads = self.payloads()
    let nextStep = { () -> ScenarioStep? in
      if problem == nil, payloads?.changed == true { problem = changed("a push step no longer reads as it did") }
      while problem == nil, let event = scanner?.next() {
        switch event {
        case .member(let member): members.append(member)
        case .root: continue
        case .step(let index, let value):
          if index == 0, let location = scanner?.rootLocation { reader.adoptHeader(members, at: location) }
          let errors = reader.log.diagnostics.count
          if let step = reader.readStep(value, path: ["steps", .index(index)]),
            !reader.log.diagnostics[errors...].contains(where: { $0.severity == .error })
          {
            return step
          }
          problem = changed("step \(index) no longer reads")
        case .end:
          scanner = nil
        case .stop:
          problem = changed(scanner?.diagnostics.last?.message ?? "it no longer reads")
        }
      }
      return problem == nil ? finals.next() : nil
    }
    let result = ScenarioRunner.run(
      scenario, hasExpectations: hasExpectations, steps: nextStep, observer: observer, payloads: payloads)
    if problem == nil, payloads?.changed == true { problem = changed("a push step no longer reads as it did") }
    return (result, problem)
  }
}

extension ScenarioLoader {
  /// A scenario file that could not be read, with the limit that applied to it.
  package static func fileProblem(_ failure: FileSystem.ReadError, file: String, limit: Int) -> FileDiagnostic {
    guard limit != fileSizeLimit else { return fileProblem(failure, file: file) }
    let diagnostic = FileSystem.problem(
      failure, path: file, kind: "scenario file", glob: "*.json",
      limitNote: "a scenario file run on its own is read a step at a time, up to \(limit) bytes",
      tooLargeHint: "Split it into several scenarios.")
    return FileDiagnostic(file: file, diagnostic: diagnostic, isFileLevel: true)
  }
}
