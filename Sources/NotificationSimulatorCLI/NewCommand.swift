#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

import NotificationPayload
import NotificationSimulator

/// `notifsim new`: a starter scenario for a payload file. It pushes the payload to an app in the
/// chosen state, taps it when iOS shows it, and expects what the simulator observed, for the
/// author to edit and review.
enum NewCommand {
  /// What `notifsim new` was asked to do.
  struct Options: Equatable {
    var payload = ""
    var state: AppState = .notRunning
    var output: String?
    var force = false

    /// Every option `parse(_:)` reads, as the completion and "did you mean" read them.
    static let options: [CommandOption] = [
      .choosing("--state", AppState.self), CommandOption("--output", "-o", value: .file), CommandOption("--force"),
    ]

    static var optionNames: [String] { options.map { $0.names[0] } }

    static let usage = """
      USAGE: notifsim new PAYLOAD [--state STATE] [--output FILE [--force]]

      Writes a starter scenario for a payload file (.apns or .json): the app starts in STATE,
      the payload arrives, the user taps it when iOS shows it, and the final "expect" holds what
      the simulator observed. Edit the name, the about text and the steps, then review the
      expectations (notifsim run --update rewrites them after a change).

      OPTIONS:
        --state <state>   The app state when the payload arrives (default notRunning):
                          \(AppState.allCases.map(\.rawValue).joined(separator: ", ")).
        --output <file>   Write the scenario to FILE, with the payload path relative to FILE's
                          folder; never over an existing file, and whole or not at all. Without
                          it, the scenario is printed, with the payload path as given.
        --force           With --output: replace FILE if it exists (atomically).
      """

    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
      var options = Options()
      var reader = ArgumentReader(arguments, usage: usage)
      var payloads: [String] = []
      while let argument = reader.next() {
        if reader.isPositional(argument) {
          payloads.append(argument)
          continue
        }
        switch argument {
        case "--state":
          let states = try ExplainCommand.Options.names(reader.value(for: "--state"), option: "--state", AppState.self)
          guard states.count == 1 else {
            throw UsageError(message: "--state takes one app state for a new scenario", usage: usage)
          }
          options.state = states[0]
        case "--output", "-o": options.output = try reader.value(for: "--output")
        case "--force": options.force = true
        default:
          throw UsageError(
            message: "unknown option '\(argument)'" + CommandLineParser.suggestion(argument, among: optionNames),
            usage: usage)
        }
      }
      guard payloads.count == 1 else {
        throw UsageError(
          message: payloads.isEmpty ? "no payload; give one payload file (.apns or .json)" : "give exactly one payload file",
          usage: usage)
      }
      options.payload = payloads[0]
      if options.force && options.output == nil {
        throw UsageError(message: "--force replaces the --output file; give --output FILE too", usage: usage)
      }
      return options
    }
  }

  /// What `new` says when `--output` names a file that exists.
  static func exists(_ output: String) -> String {
    "\(Escape.text(output)): error: the file exists; notifsim new never overwrites a file. Choose another name, or add --force to replace it.\n"
  }

  static func run(_ options: Options, stdout: inout some OutputSink, stderr: inout some OutputSink) -> Int32 {
    let bytes: [UInt8]
    switch FileSystem.readFile(options.payload, limit: LintCommand.fileSizeLimit) {
    case .failure(let failure):
      let problem = LintCommand.problem(failure, path: options.payload)
      stderr.write(FileDiagnostic(file: options.payload, diagnostic: problem, isFileLevel: true).text + "\n")
      return 1
    case .success(let read): bytes = read
    }
    if ScenarioDiscovery.isScenario(bytes) {
      // Payload advice ("add aps") would mislead: the file is the other kind.
      let problem = ScenarioDiscovery.scenarioGivenAsPayload(options.payload)
      stderr.write(FileDiagnostic(file: options.payload, diagnostic: problem, isFileLevel: true).text + "\n")
      return 1
    }
    let lint = PayloadLinter.lint(bytes, options: PayloadLinter.Options(isSimulatorFile: options.payload.hasSuffix(".apns")))
    let errors = lint.diagnostics.filter { $0.severity == .error }
    guard errors.isEmpty, let payload = lint.payload else {
      for diagnostic in errors { stderr.write(diagnostic.text(file: options.payload) + "\n") }
      if errors.isEmpty { stderr.write("\(Escape.text(options.payload)): error: the payload is not a notification\n") }
      return 1
    }
    if let output = options.output, !options.force, FileSystem.kind(of: output) != .missing {
      stderr.write(exists(output))
      return 1
    }
    let scenarioFile = options.output ?? "new-scenario.json"
    let payloadPath = options.output.map { relativePath(from: FileSystem.directory(of: $0), to: options.payload) } ?? options.payload
    let kind = NotificationKind(payload.kind)
    let name = FileSystem.name(of: options.payload)
    var steps = ["    {\"push\": \(JSONWriter.quoted(payloadPath)), \"id\": \"n1\"}"]
    if kind.isVisible { steps.append("    {\"tap\": \"n1\"}") }
    let about =
      "Starter scenario from notifsim new: the \(kind) payload \(name) reaches an app that is \(options.state)"
      + (kind.isVisible ? ", and the user taps it." : ".") + " Say here what it shows and why, with a source."
    var text = """
      {
        "scenario": \(Scenario.formatVersion),
        "name": \(JSONWriter.quoted("\(name), app \(options.state)")),
        "about": \(JSONWriter.quoted(about)),
        "device": {"authorization": "authorized"},
        "app": {"state": \(JSONWriter.quoted(options.state.rawValue))},
        "steps": [
      \(steps.joined(separator: ",\n"))
        ]
      }

      """
    // Run it as written (payload paths resolve from the scenario's folder) and record what happened.
    let loaded = ScenarioLoader.load(bytes: Array(text.utf8), file: scenarioFile) { path in
      FileSystem.readFile(path, limit: ScenarioLoader.fileSizeLimit)
    }
    guard let scenario = loaded.scenario else {
      for problem in loaded.diagnostics { stderr.write(problem.text + "\n") }
      return 1
    }
    let result = ScenarioRunner.run(scenario)
    if let failure = result.failures.first {
      stderr.write("\(Escape.text(options.payload)): error: the starter scenario cannot run: \(Escape.text(failure.message))\n")
      return 1
    }
    let expectations = ScenarioRecorder.expectations(for: result)
    text.removeLast(3)  // "\n}\n"
    text += ",\n  \"expect\": [\n" + expectations.map { "    " + $0 }.joined(separator: ",\n") + "\n  ]\n}\n"
    if let output = options.output {
      let bytes = Array(text.utf8)
      var stale = StaleTemporaries()
      stale.clean(beside: output, log: &stderr)
      switch options.force ? FileSystem.replaceFile(output, bytes) : FileSystem.createFile(output, bytes) {
      case .success: break
      case .failure(.exists):
        // Another process created it since the check above.
        stderr.write(exists(output))
        return 1
      case .failure(.failed(let reason)):
        stderr.write(
          "\(Escape.text(output)): error: cannot write the file: \(reason); check that its folder exists and is writable\n")
        return 1
      }
      stderr.write(
        "\(Escape.text(output)): wrote a starter scenario with \(RunCommand.count(expectations.count, "expected event")); "
          + "edit its name and about text, and review the expectations\n")
    } else {
      stdout.write(text)
    }
    return 0
  }

  /// The path of `target` as seen from the folder `base`; both relative to the current folder,
  /// or absolute.
  static func relativePath(from base: String, to target: String) -> String {
    func components(_ path: String) -> [String] {
      var absolute = path
      if !path.hasPrefix("/") {
        var buffer = [CChar](repeating: 0, count: 4096)
        if getcwd(&buffer, buffer.count) != nil {
          let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
          absolute = String(decoding: bytes, as: UTF8.self) + "/" + path
        }
      }
      var parts: [String] = []
      for part in absolute.split(separator: "/") {
        switch part {
        case ".": continue
        case "..": if !parts.isEmpty { parts.removeLast() }
        default: parts.append(String(part))
        }
      }
      return parts
    }
    let from = components(base)
    let to = components(target)
    var common = 0
    while common < from.count, common < to.count - 1, from[common] == to[common] { common += 1 }
    let ups = Array(repeating: "..", count: from.count - common)
    return (ups + to[common...]).joined(separator: "/")
  }
}
