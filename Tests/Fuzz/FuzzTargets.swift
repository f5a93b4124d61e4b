import NotificationPayload
import NotificationSimulator

/// The fuzz targets, by the name the driver takes on its command line.
enum FuzzTarget: String, CaseIterable {
  /// The JSON reader: bytes against the same text as a String, and a writer round trip.
  case json
  /// The payload linter with a push type, `.apns` or `.json`, APNs headers and a strings file.
  case lint
  /// The scenario loader, with payload files served from the input.
  case loader
  /// The scenario loader, then the runner on whatever loads.
  case run

  func callAsFunction(_ bytes: [UInt8]) {
    switch self {
    case .json: Self.json(bytes)
    case .lint: Self.lint(bytes)
    case .loader: _ = Self.load(bytes)
    case .run: Self.run(bytes)
    }
  }

  // MARK: json

  static func json(_ bytes: [UInt8]) {
    let result = JSONParser.parse(bytes)
    // A repeated key is an error in a document that still has a value; no value without an error.
    require(result.value != nil || result.diagnostics.contains { $0.severity == .error }, "no value and no error")
    for diagnostic in result.diagnostics {
      require(diagnostic.location.offset <= bytes.count, "diagnostic \(diagnostic.code) points past the input")
    }

    // Bytes against String: valid UTF-8 reads the same either way; invalid UTF-8 is an error.
    let text = String(decoding: bytes, as: UTF8.self)
    if Array(text.utf8) == bytes {
      let fromText = JSONParser.parse(text)
      require(fromText.value == result.value, "the String and the bytes read to different values")
      require(fromText.diagnostics == result.diagnostics, "the String and the bytes give different diagnostics")
    } else {
      require(result.value == nil, "invalid UTF-8 was accepted as JSON")
    }

    // The read that steps over top-level values: the full read's findings always; when it
    // stepped over something, the same keys and the same types at the same positions.
    let (skimming, skimmed) = JSONParser.parse(bytes, skimming: .everyValue)
    require(skimming.diagnostics == result.diagnostics, "the skimming read gives different diagnostics")
    require((skimming.value == nil) == (result.value == nil), "the skimming read and the full read disagree on validity")
    if !skimmed {
      require(skimming.value == result.value, "the skimming read stepped over nothing but built a different value")
    } else if let shallow = skimming.value?.object?.members, let whole = result.value?.object?.members {
      require(shallow.map(\.key) == whole.map(\.key), "the skimming read has different keys")
      require(shallow.map(\.value.location) == whole.map(\.value.location), "the skimming read has values elsewhere")
      require(shallow.map(\.value.typeName) == whole.map(\.value.typeName), "the skimming read has values of other types")
    } else {
      require(false, "the skimming read stepped over values outside a top-level object")
    }

    // Writer round trip: what the writer prints reads back to the same contents, and printing
    // that again gives the same text.
    guard let value = result.value else { return }
    for sorted in [false, true] {
      let written = JSONWriter.compact(value, sortedKeys: sorted)
      let reread = JSONParser.parse(written)
      guard let again = reread.value else {
        fatalError("the writer's output is not JSON: \(written) \(reread.diagnostics.map(\.message))")
      }
      if !sorted {
        require(again.sameContents(as: value), "the compact round trip changed the value: \(written)")
      }
      require(JSONWriter.compact(again, sortedKeys: sorted) == written, "compact output is not stable: \(written)")
    }
    let pretty = JSONWriter.pretty(value)
    guard let prettyValue = JSONParser.parse(pretty).value else {
      fatalError("the pretty writer's output is not JSON: \(pretty)")
    }
    require(prettyValue.sameContents(as: value), "the pretty round trip changed the value: \(pretty)")
    for member in value.object?.members ?? [] {
      let quoted = JSONWriter.quoted(member.key)
      require(JSONParser.parse(quoted).value?.string == member.key, "a quoted key does not read back: \(quoted)")
    }
  }

  // MARK: lint

  /// Push types the linter is asked about: none, each known one, and one it does not know.
  static let pushTypes: [String?] = [nil] + APNsPushType.allCases.map(\.rawValue) + ["bogus"]

  /// Switches: bits 0-3 pick the push type, bit 4 reads the file as `.apns`, bit 5 reads the
  /// strings section as `.xcstrings`. Sections: payload, header lines, strings file.
  static func lint(_ bytes: [UInt8]) {
    let input = FuzzInput(bytes)
    let pushType = pushTypes[Int(input.switches & 0x0F) % pushTypes.count]
    let isSimulatorFile = input.flag(4)
    let payload = input.section(0) ?? []
    let options = PayloadLinter.Options(pushType: pushType, isSimulatorFile: isSimulatorFile)
    let result = PayloadLinter.lint(payload, options: options)
    require(result.payload == nil || result.json != nil, "a payload without the JSON it came from")
    // The app's keys are stepped over in the read and read when asked for: a read that builds
    // everything gives the same findings, payload and JSON.
    let full = PayloadLinter.lint(payload, options: options, skimsAppKeys: false)
    require(result.diagnostics == full.diagnostics, "skimming the app's keys changed the findings")
    require(result.payload == full.payload, "skimming the app's keys changed the payload")
    require(result.json == full.json, "skimming the app's keys changed the JSON")
    for diagnostic in result.diagnostics {
      require(diagnostic.location.offset <= payload.count, "diagnostic \(diagnostic.code) points past the payload")
      _ = diagnostic.rendered(file: "fuzz.json")
    }

    if let headerSection = input.section(1) {
      var fields = APNsHeaders.fields(parsing: String(decoding: headerSection, as: UTF8.self))
      if let pushType, !fields.contains(where: { $0.name.lowercased() == "apns-push-type" }) {
        fields.append((name: "apns-push-type", value: pushType))
      }
      let hasPath = fields.contains { $0.name == ":path" }
      let request = APNsRequest(
        headers: fields, deviceToken: hasPath ? nil : String(repeating: "0", count: 64), body: payload)
      _ = APNsGateway.effectivePushType(request.parsedHeaders)
      let response = APNsGateway.check(request)
      let diagnostics = APNsGateway.diagnostics(for: request)
      require(
        response.isSuccess == !diagnostics.contains { $0.severity == .error },
        "APNs answers \(response) but the findings say otherwise")
      _ = response.description
      _ = response.bodyJSON
    }

    if let strings = input.section(2) {
      let name = input.flag(5) ? "Localizable.xcstrings" : "Localizable.strings"
      let table = LocalizationTable.parse(fileName: name, bytes: strings)
      // Positions count UTF-8 bytes of the decoded text; a UTF-16 file's text can take up to
      // half as many bytes again in UTF-8 (two bytes for a character of three).
      let limit = input.flag(5) ? strings.count : strings.count + strings.count / 2 + 4
      for diagnostic in table.diagnostics {
        require(
          diagnostic.location.offset <= limit,
          "strings diagnostic \(diagnostic.code) at offset \(diagnostic.location.offset) points past the \(strings.count)-byte file")
      }
      if let json = result.json, let localized = AlertLocalizer.resolve(payload: json, in: table.table) {
        _ = localized.diagnostics.map { $0.rendered(file: "fuzz.json") }
      }
    }
  }

  // MARK: loader and runner

  /// Sections: the scenario, then the files it names, in the order the loader first asks for
  /// them (a name asked for again, by this read or a later one, gets the same section). Names
  /// past the last section are missing.
  static func load(_ bytes: [UInt8], files: FileTable? = nil) -> ScenarioLoadResult {
    let input = FuzzInput(bytes)
    let scenario = input.section(0) ?? []
    let files = files ?? FileTable(input)
    let result = ScenarioLoader.load(bytes: scenario, file: "fuzz/scenario.json") { files.read($0) }
    let hasErrors = result.diagnostics.contains { $0.diagnostic.severity == .error }
    require((result.scenario == nil) == hasErrors, "a scenario is returned exactly when there is no error")
    for problem in result.diagnostics {
      _ = problem.rendered
    }
    // A scenario that loads has a step for each element of `steps` and one for the final
    // `expect`: a step read as nothing is an error, never dropped in silence.
    if let loaded = result.scenario, let root = JSONParser.parse(scenario).value?.object {
      let listed = (root.member("steps")?.value.array?.count ?? 0) + (root.member("expect") == nil ? 0 : 1)
      require(loaded.steps.count == listed, "\(listed - loaded.steps.count) of \(listed) steps were dropped without an error")
    }
    // Read a step at a time (what `notifsim run FILE` does), in chunks of a size the input
    // picks, without falling back to the whole read: the same findings.
    let streamed = streamedLoad(bytes, files: files)
    require(
      streamed.diagnostics.map(\.rendered) == result.diagnostics.map(\.rendered),
      "the streamed read found other problems than the whole read:\n\(streamed.diagnostics.map(\.rendered))\nagainst\n\(result.diagnostics.map(\.rendered))")
    require((streamed.scenario == nil) == (result.scenario == nil), "the streamed and whole reads disagree on validity")
    return result
  }

  /// The scenario of `bytes` read a step at a time, in chunks of a size the input picks,
  /// without falling back to a read of the whole file. `files` is the whole read's: reads that
  /// ask for the files in another order (a file whose `steps` key repeats is read in another
  /// order) still get the same bytes for the same name, as from a disk.
  static func streamedLoad(_ bytes: [UInt8], files: FileTable) -> StreamedScenario {
    let input = FuzzInput(bytes)
    return StreamedScenario.open(
      bytes: input.section(0) ?? [], file: "fuzz/scenario.json", chunkSize: 1 + Int(bytes.first ?? 0) % 29, wholeFileLimit: 0
    ) { files.read($0) }
  }

  static func run(_ bytes: [UInt8]) {
    let files = FileTable(FuzzInput(bytes))
    guard let scenario = load(bytes, files: files).scenario else { return }
    let kept = ScenarioRunner.run(scenario)
    // Run a step at a time from the file: the same events and failures.
    var fromFile: [TraceEvent] = []
    let ranFromFile = streamedLoad(bytes, files: files).run { fromFile.append($0) }
    require(
      ranFromFile?.problem == nil, "the second read of a streamed file found a problem: \(ranFromFile?.problem?.rendered ?? "")")
    require(
      ranFromFile?.result.failures.map(\.message) == kept.failures.map(\.message), "the run from the file fails differently")
    if !scenario.hasExpectations {
      require(fromFile == kept.events, "the run from the file saw other events than the kept run")
    }
    // The streamed run (what `notifsim run` does for one scenario) sees the same events, and
    // reaches the same verdict.
    var streamed: [TraceEvent] = []
    let observed = ScenarioRunner.run(scenario) { streamed.append($0) }
    if !scenario.hasExpectations {
      require(streamed == kept.events, "the streamed run saw other events than the kept run")
    }
    require(observed.passed == kept.passed, "the streamed and kept runs disagree on the verdict")
    require(
      observed.failures.map(\.message) == kept.failures.map(\.message), "the streamed and kept runs fail differently")
    for event in streamed {
      _ = event.rendered
    }
    for failure in kept.failures {
      _ = failure.renderedComparison
    }
  }
}

/// Payload files for the loader, handed out from the input's sections.
final class FileTable {
  private let sections: [[UInt8]]
  private var assigned: [String: Int] = [:]

  /// The files of `input`: its sections after the scenario.
  init(_ input: FuzzInput) { self.sections = Array(input.sections.dropFirst()) }

  func read(_ path: String) -> Result<[UInt8], FileSystem.ReadError> {
    let index = assigned[path] ?? assigned.count
    assigned[path] = index
    guard index < sections.count else { return .failure(.notFound) }
    let bytes = sections[index]
    return bytes.count > ScenarioLoader.fileSizeLimit ? .failure(.tooLarge(size: bytes.count)) : .success(bytes)
  }
}
