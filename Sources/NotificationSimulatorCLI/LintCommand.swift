import NotificationPayload
import NotificationSimulator

/// `notifsim lint`: checks payload and `.apns` files as APNs, `xcrun simctl push` and iOS read
/// them, and prints compiler-style diagnostics.
enum LintCommand {
  /// The largest file `lint` reads. APNs takes at most 5120 bytes, so anything near this is a
  /// mistake; the limit keeps a stray 50 MB file from being read whole.
  static let fileSizeLimit = 1 << 20

  /// The output formats.
  enum Format: String, Equatable, CaseIterable {
    case text
    case json
    case sarif
    case github
  }

  /// What `notifsim lint` was asked to do.
  struct Options: Equatable {
    var files: [String] = []
    var format: Format = .text
    var strict = false
    /// `--follow-links`: follow links out of a named folder.
    var followLinks = false
    var pushType: String?
    var headers: [Header] = []
    var stringsFile: String?

    struct Header: Equatable {
      var name: String
      var value: String
    }

    /// Every option `parse(_:)` reads, as the completion and "did you mean" read them.
    static let options: [CommandOption] = [
      .choosing("--format", Format.self), CommandOption("--strict"), .choosing("--push-type", APNsPushType.self),
      CommandOption("--header", value: .text), CommandOption("--strings", value: .file),
      CommandOption("--follow-links"),
    ]

    static var optionNames: [String] { options.map { $0.names[0] } }

    static let usage = """
      USAGE: notifsim lint PATH... [--format text|json|sarif|github] [--strict] [--push-type TYPE]
                                   [--header 'name: value']... [--strings FILE] [--follow-links]

      Checks APNs payload files and .apns files for xcrun simctl push. Errors are what APNs or
      simctl would reject; warnings are what they accept but iOS does not treat as intended.

      ARGUMENTS:
        PATH                  A payload (.json) or .apns file, or a folder: its .apns and .json
                              files, recursively, in a stable order (scenario files, with a
                              top-level "scenario" key, and *.schema.json left out). Links
                              are followed only inside the folder: a link out of it is skipped
                              with a note naming its target.

      OPTIONS:
        --format <format>     text (default); json (one JSON object per line); sarif (SARIF
                              2.1.0, for code-scanning tools; columns count Unicode code points);
                              github (GitHub Actions annotations, at most 10, then a notice).
        --strict              Treat warnings as errors.
        --push-type <type>    The apns-push-type the payload is sent with: alert, background,
                              voip, liveactivity, ... (every type APNs knows). Applies to every
                              file, .apns files included, with or without --header.
        --header <header>     An APNs request header, as 'name: value'; repeat for more. Every
                              header APNs would refuse is reported, in the order APNs checks them.
        --strings <file>      A Localizable.strings or .xcstrings file to resolve loc keys with.
        --follow-links        Also follow links that lead out of a named folder.

      EXIT STATUS: 0 when no file has an error, 1 when any has, 64 for bad usage.
      """

    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
      var options = Options()
      var reader = ArgumentReader(arguments, usage: usage)
      while let argument = reader.next() {
        if reader.isPositional(argument) {
          options.files.append(argument)
          continue
        }
        switch argument {
        case "--format":
          options.format = try reader.choice(for: "--format", Format.self)
        case "--strict":
          options.strict = true
        case "--follow-links":
          options.followLinks = true
        case "--push-type":
          let value = try reader.value(for: "--push-type")
          let known = APNsPushType.allCases.map(\.rawValue)
          guard known.contains(value) else {
            let guess = EditDistance.suggestion(for: value, among: known).map { "; did you mean '\($0)'?" } ?? ""
            throw UsageError(
              message: "the push type '\(value)' is not one APNs knows\(guess) (APNs knows \(known.joined(separator: ", ")))",
              usage: usage)
          }
          options.pushType = value
        case "--header":
          let raw = try reader.value(for: "--header")
          guard let colon = raw.firstIndex(of: ":") else {
            throw UsageError(message: "the header '\(raw)' has no ':'; write it as 'name: value'", usage: usage)
          }
          let name = String(raw[..<colon]).trimmingSpaces
          let value = String(raw[raw.index(after: colon)...]).trimmingSpaces
          guard !name.isEmpty else {
            throw UsageError(message: "the header '\(raw)' has no name; write it as 'name: value'", usage: usage)
          }
          guard !raw.contains(where: { $0 == "\r" || $0 == "\n" || $0 == "\r\n" }) else {
            throw UsageError(
              message: "the header '\(raw)' has a line break; an HTTP/2 header holds no CR or LF, so APNs never gets one",
              usage: usage)
          }
          let known = ScenarioLoader.apnsHeaderNames
          guard known.contains(name.lowercased()) else {
            let guess = EditDistance.suggestion(for: name.lowercased(), among: known).map { "; did you mean '\($0)'?" } ?? ""
            throw UsageError(
              message: "the header '\(name)' is not one APNs reads\(guess) (APNs reads \(known.joined(separator: ", ")))",
              usage: usage)
          }
          options.headers.append(Header(name: name, value: value))
        case "--strings":
          options.stringsFile = try reader.value(for: "--strings")
        default:
          throw UsageError(
            message: "unknown option '\(argument)'"
              + CommandLineParser.suggestion(argument, among: optionNames),
            usage: usage)
        }
      }
      guard !options.files.isEmpty else {
        throw UsageError(message: "no files to check; give one or more payload files", usage: usage)
      }
      return options
    }
  }

  /// One file's findings. File-level problems (missing, a folder, too large) have no position.
  struct FileReport {
    var path: String
    var diagnostics: [Diagnostic]
    var fileProblem: Diagnostic?
    var localized: LocalizedAlert?
    /// The file's bytes, for columns in Unicode code points (SARIF); `nil` when unread.
    var bytes: [UInt8]? = nil
  }

  /// Runs the command and returns the exit status.
  /// `nonUTF8Arguments` are the arguments that are not UTF-8 (see
  /// ``TerminalEnvironment/nonUTF8Arguments``), reported as such.
  static func run(
    _ options: Options, nonUTF8Arguments: [String: Bool] = [:], stdout: inout some OutputSink, stderr: inout some OutputSink
  ) -> Int32 {
    var errors = 0
    var warnings = 0
    var checker = PayloadCheck(pushType: options.pushType, headers: options.headers)
    var reports: [FileReport] = []
    if let stringsPath = options.stringsFile, let exists = nonUTF8Arguments[stringsPath] {
      reports.append(FileReport(path: stringsPath, diagnostics: [], fileProblem: NotifsimCommand.nonUTF8Problem(stringsPath, exists: exists).diagnostic))
    } else if let stringsPath = options.stringsFile {
      let report = loadStrings(stringsPath, into: &checker)
      if report.fileProblem != nil || !report.diagnostics.isEmpty { reports.append(report) }
    }
    var checkedFiles = 0
    var skipped: [String] = []
    var passedOver: [(path: String, reason: String)] = []
    for path in options.files {
      if let exists = nonUTF8Arguments[path] {
        reports.append(FileReport(path: path, diagnostics: [], fileProblem: NotifsimCommand.nonUTF8Problem(path, exists: exists).diagnostic))
        checkedFiles += 1
        continue
      }
      guard FileSystem.kind(of: path) == .directory else {
        reports.append(check(path, with: checker, named: true))
        checkedFiles += 1
        continue
      }
      let found = payloadFiles(in: path, followLinks: options.followLinks)
      skipped += found.scenarios
      passedOver += found.skipped
      for name in found.unnamable {
        let problem = ScenarioDiscovery.unnamableProblem(name).diagnostic
        reports.append(FileReport(path: name, diagnostics: [], fileProblem: problem))
      }
      if found.payloads.isEmpty && found.scenarios.isEmpty {
        reports.append(
          FileReport(
            path: path, diagnostics: [],
            fileProblem: Diagnostic(
              .error, "no-payload-files", "the folder has no .apns or .json files",
              hint: "Give payload files, or a folder that holds some.")))
      }
      for file in found.payloads {
        reports.append(check(file, with: checker))
        checkedFiles += 1
      }
    }
    for (path, reason) in passedOver { stderr.write("note: skipped \(Escape.text(path)): \(reason)\n") }
    if !skipped.isEmpty {
      stderr.write("note: skipped \(count(skipped.count, "scenario file")) (top-level \"scenario\" key); check those with notifsim run\n")
    }
    if options.format == .sarif {
      if options.strict {
        for index in reports.indices {
          for d in reports[index].diagnostics.indices { reports[index].diagnostics[d].severity = .error }
        }
      }
      SARIF.write(reports, to: &stdout)
      let failing = reports.contains { report in
        report.fileProblem != nil || report.diagnostics.contains { $0.severity == .error }
      }
      return failing ? 1 : 0
    }
    var annotations: [ScenarioReport.Annotation] = []
    for var report in reports {
      if options.strict {
        for index in report.diagnostics.indices { report.diagnostics[index].severity = .error }
      }
      for diagnostic in report.diagnostics + [report.fileProblem].compactMap({ $0 }) {
        if diagnostic.severity == .error { errors += 1 } else { warnings += 1 }
      }
      switch options.format {
      case .text: writeText(report, to: &stdout)
      case .json: writeJSON(report, to: &stdout)
      case .github: annotations += self.annotations(report)
      case .sarif: break
      }
    }
    if options.format == .github {
      ScenarioReport.writeAnnotations(annotations, seeAlso: "Run notifsim lint with --format text for every finding.", to: &stdout)
    }
    if options.format == .text || options.format == .github {
      let files = count(checkedFiles, "file")
      stdout.write("checked \(files): \(count(errors, "error")), \(count(warnings, "warning"))\n")
    }
    return errors > 0 ? 1 : 0
  }

  static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }

  /// The `.apns` and `.json` files below `folder`, depth first with names in byte order;
  /// dot-files and `*.schema.json` left out, and scenario files set apart. Links are followed
  /// inside the folder only (out of it too with `followLinks`), once per real folder and file;
  /// what the walk passed over is in `skipped`, names that are not UTF-8 in `unnamable` (see
  /// ``FileSystem/walk(_:followLinks:wants:)``).
  static func payloadFiles(
    in folder: String, followLinks: Bool = false
  ) -> (payloads: [String], scenarios: [String], skipped: [(path: String, reason: String)], unnamable: [String]) {
    var payloads: [String] = []
    var scenarios: [String] = []
    let walk = FileSystem.walk(folder, followLinks: followLinks) { name in
      name.hasSuffix(".apns") || (name.hasSuffix(".json") && !name.hasSuffix(".schema.json"))
    }
    for file in walk.files {
      if file.hasSuffix(".json"), case .success(let bytes) = FileSystem.readFile(file, limit: fileSizeLimit),
        ScenarioDiscovery.declaresScenario(bytes), JSONParser.parse(bytes).value?.object?["scenario"] != nil
      {
        scenarios.append(file)
      } else {
        payloads.append(file)
      }
    }
    return (payloads, scenarios, walk.skipped, walk.unnamable)
  }

  static func check(_ path: String, with checker: PayloadCheck, named: Bool = false) -> FileReport {
    switch FileSystem.readFile(path, limit: fileSizeLimit, anyKind: named) {
    case .failure(let failure):
      return FileReport(path: path, diagnostics: [], fileProblem: problem(failure, path: path))
    case .success(let bytes):
      if named && ScenarioDiscovery.isScenario(bytes) {
        return FileReport(path: path, diagnostics: [], fileProblem: ScenarioDiscovery.scenarioGivenAsPayload(path))
      }
      let findings = checker.check(bytes, isSimulatorFile: path.hasSuffix(".apns"))
      return FileReport(path: path, diagnostics: findings.diagnostics, localized: findings.localized, bytes: bytes)
    }
  }

  /// Reads `--strings` into the checker; the report holds the strings file's own problems.
  static func loadStrings(_ path: String, into checker: inout PayloadCheck) -> FileReport {
    switch FileSystem.readFile(path, limit: fileSizeLimit) {
    case .failure(let failure):
      return FileReport(path: path, diagnostics: [], fileProblem: problem(failure, path: path))
    case .success(let bytes):
      let result = LocalizationTable.parse(fileName: path, bytes: bytes)
      checker.localization = result.table
      return FileReport(path: path, diagnostics: result.diagnostics)
    }
  }

  static func problem(_ failure: FileSystem.ReadError, path: String) -> Diagnostic {
    FileSystem.problem(
      failure, path: path, kind: "payload file", glob: "*.apns",
      limitNote: "lint reads files up to \(fileSizeLimit) bytes, and APNs accepts payloads up to \(PayloadLinter.maximumPayloadSize) (\(PayloadLinter.maximumVoIPPayloadSize) for VoIP)",
      tooLargeHint: "This is not a payload file, or it needs to shrink a lot.")
  }

  static func writeText(_ report: FileReport, to out: inout some OutputSink) {
    if let problem = report.fileProblem {
      out.write(FileDiagnostic(file: report.path, diagnostic: problem, isFileLevel: true).text + "\n")
    }
    for diagnostic in report.diagnostics {
      out.write(diagnostic.text(file: report.path))
      out.write("\n")
    }
    if let localized = report.localized {
      let parts = [("title", localized.title), ("subtitle", localized.subtitle), ("body", localized.body)]
        .compactMap { name, text in text.map { "\(name) \(JSONWriter.quoted($0))" } }
      if !parts.isEmpty { out.write("\(report.path): shows \(parts.joined(separator: ", "))\n") }
    }
  }

  /// A report's findings as GitHub Actions annotations.
  static func annotations(_ report: FileReport) -> [ScenarioReport.Annotation] {
    func annotation(_ diagnostic: Diagnostic, positioned: Bool) -> ScenarioReport.Annotation {
      ScenarioReport.Annotation(
        level: diagnostic.severity == .error ? "error" : "warning", file: report.path, position: positioned ? diagnostic.location : nil,
        title: "notifsim lint: \(diagnostic.code)", message: diagnostic.message + (diagnostic.hint.map { "\nhint: " + $0 } ?? ""))
    }
    return [report.fileProblem].compactMap { $0 }.map { annotation($0, positioned: false) }
      + report.diagnostics.map { annotation($0, positioned: true) }
  }

  static func writeJSON(_ report: FileReport, to out: inout some OutputSink) {
    func line(_ diagnostic: Diagnostic, positioned: Bool) {
      let source = diagnostic.citation.map {
        JSONLine.object([("confidence", JSONWriter.quoted($0.confidence.rawValue)), ("url", JSONWriter.quoted($0.url))])
      }
      let members: [(String, String)] = [
        ("code", JSONWriter.quoted(diagnostic.code.rawValue)),
        ("column", positioned ? String(diagnostic.location.column) : "null"),
        ("file", JSONWriter.quoted(report.path)),
        ("hint", diagnostic.hint.map(JSONWriter.quoted) ?? "null"),
        ("line", positioned ? String(diagnostic.location.line) : "null"),
        ("message", JSONWriter.quoted(diagnostic.message)),
        ("path", positioned ? JSONWriter.quoted(diagnostic.path.description) : "null"),
        ("severity", JSONWriter.quoted(diagnostic.severity.rawValue)),
        ("source", source ?? "null"),
      ]
      out.write(JSONLine.object(members) + "\n")
    }
    if let problem = report.fileProblem { line(problem, positioned: false) }
    for diagnostic in report.diagnostics { line(diagnostic, positioned: true) }
    if let localized = report.localized {
      let shows = JSONLine.object(
        [("body", localized.body), ("subtitle", localized.subtitle), ("title", localized.title)]
          .map { ($0.0, $0.1.map(JSONWriter.quoted) ?? "null") })
      out.write(JSONLine.object([("file", JSONWriter.quoted(report.path)), ("shows", shows)]) + "\n")
    }
  }
}

extension String {
  /// The string without leading and trailing spaces and tabs.
  var trimmingSpaces: String {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { $0 != " " && $0 != "\t" }),
      let last = scalars.lastIndex(where: { $0 != " " && $0 != "\t" })
    else { return "" }
    return String(scalars[first...last])
  }
}
