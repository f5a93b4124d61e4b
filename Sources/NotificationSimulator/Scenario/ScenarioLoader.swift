/// The result of reading a scenario file: the scenario when it is valid, and every finding.
public struct ScenarioLoadResult: Sendable {
  /// The scenario; `nil` when the file has an error.
  public var scenario: Scenario?
  /// Every problem found, errors and warnings, each with its file, line and column.
  public var diagnostics: [FileDiagnostic]
}

/// A diagnostic and the file it is about: scenario files name payload files, which have their
/// own positions.
public struct FileDiagnostic: Hashable, Sendable {
  /// The file's path, as the scenario or the caller named it.
  public var file: String
  /// The finding.
  public var diagnostic: Diagnostic
  /// Whether the finding has no position (a missing file, a folder).
  public var isFileLevel: Bool

  /// Creates a finding about `file`.
  public init(file: String, diagnostic: Diagnostic, isFileLevel: Bool = false) {
    self.file = file
    self.diagnostic = diagnostic
    self.isFileLevel = isFileLevel
  }

  /// Compiler style: `FILE:LINE:COLUMN: error: MESSAGE [code]`, then the path and hint.
  public var rendered: String {
    guard isFileLevel else { return diagnostic.rendered(file: file) }
    var text = "\(file): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.code)]"
    if let hint = diagnostic.hint { text += "\n  hint: \(hint)" }
    return text
  }
}

extension DiagnosticCode {
  /// The scenario declares a format version this build does not read.
  public static let scenarioVersion: DiagnosticCode = "scenario-version"
  /// A step names a notification no earlier step created.
  public static let unknownNotification: DiagnosticCode = "unknown-notification"
  /// A step is not one the format defines, or has more than one action.
  public static let invalidStep: DiagnosticCode = "invalid-step"
  /// A payload file named by a scenario could not be read.
  public static let payloadFile: DiagnosticCode = "payload-file"
  /// A duration such as `"30s"` could not be read.
  public static let invalidDuration: DiagnosticCode = "invalid-duration"
  /// A number outside the range its field allows (a month of 13, a negative radius).
  public static let outOfRange: DiagnosticCode = "out-of-range"
  /// A time zone the toolchain's time-zone data does not know.
  public static let unknownTimeZone: DiagnosticCode = "unknown-time-zone"
  /// A date-time that is not `YYYY-MM-DDTHH:MM[:SS]`, or does not exist in the device's zone.
  public static let invalidDate: DiagnosticCode = "invalid-date"
}

/// Reads scenario files (format 1) with diagnostics as precise as the payload linter's: every
/// problem at once, each at its line and column with its JSON path and a "did you mean".
public enum ScenarioLoader {
  /// The largest scenario or payload file read.
  public static let fileSizeLimit = 32 << 20

  /// Reads the scenario at `path`; payload files are read relative to its folder.
  public static func load(path: String) -> ScenarioLoadResult {
    switch FileSystem.readFile(path, limit: fileSizeLimit) {
    case .failure(let failure):
      return ScenarioLoadResult(scenario: nil, diagnostics: [fileProblem(failure, file: path)])
    case .success(let bytes):
      return load(bytes: bytes, file: path) { FileSystem.readFile($0, limit: fileSizeLimit) }
    }
  }

  /// What an empty scenario file is told (the JSON reader's own hint describes a payload).
  static let emptyScenarioHint =
    #"A scenario file holds one JSON object, such as {"scenario": 1, "name": "...", "steps": [...]}; 'notifsim new PAYLOAD' writes a starter."#

  /// Reads a scenario from `bytes`. `readFile` reads payload files, given paths already joined
  /// to the scenario's folder.
  package static func load(
    bytes: [UInt8], file: String, readFile: @escaping (String) -> Result<[UInt8], FileSystem.ReadError>
  ) -> ScenarioLoadResult {
    var reader = Reader(file: file, readFile: readFile)
    let scenario = reader.read(bytes)
    let diagnostics = reader.findings + reader.log.diagnostics.map { diagnostic in
      // The JSON reader's hint for an empty file describes a payload.
      var diagnostic = diagnostic
      if diagnostic.code == .emptyFile { diagnostic.hint = emptyScenarioHint }
      return FileDiagnostic(file: file, diagnostic: diagnostic)
    }
    let hasErrors = diagnostics.contains { $0.diagnostic.severity == .error }
    // The scenario moves into the result (a conditional expression would copy it).
    if hasErrors { return ScenarioLoadResult(scenario: nil, diagnostics: sorted(diagnostics, main: file)) }
    return ScenarioLoadResult(scenario: scenario, diagnostics: sorted(diagnostics, main: file))
  }

  /// Reads a categories file: one category object, or an array of them, written as in a
  /// scenario's `app.categories`. `nil` categories when the file has an error.
  package static func loadCategories(
    bytes: [UInt8], file: String
  ) -> (categories: [NotificationCategory]?, diagnostics: [FileDiagnostic]) {
    var reader = Reader(file: file) { _ in .failure(.notFound) }
    let parsed = JSONParser.parse(bytes)
    reader.log.append(contentsOf: parsed.diagnostics)
    var categories: [NotificationCategory] = []
    if let value = parsed.value {
      if value.array != nil {
        categories = reader.readCategories(value, path: .root)
      } else if let category = reader.readCategory(value, path: .root) {
        categories = [category]
      }
    }
    let diagnostics = reader.log.diagnostics.map { FileDiagnostic(file: file, diagnostic: $0) }
    let hasErrors = diagnostics.contains { $0.diagnostic.severity == .error }
    return (hasErrors || parsed.value == nil ? nil : categories, diagnostics)
  }

  /// The scenario file's own findings first, in position order, then other files'.
  static func sorted(_ diagnostics: [FileDiagnostic], main: String) -> [FileDiagnostic] {
    // None or one: already in order (most files have no finding).
    guard diagnostics.count > 1 else { return diagnostics }
    return diagnostics.enumerated().sorted { a, b in
      let aMain = a.element.file == main
      let bMain = b.element.file == main
      if aMain != bMain { return aMain }
      if a.element.diagnostic.location.offset != b.element.diagnostic.location.offset {
        return a.element.diagnostic.location.offset < b.element.diagnostic.location.offset
      }
      return a.offset < b.offset
    }.map(\.element)
  }

  /// A file that could not be read, as a finding without a position.
  package static func fileProblem(_ failure: FileSystem.ReadError, file: String) -> FileDiagnostic {
    let diagnostic = FileSystem.problem(
      failure, path: file, kind: "scenario file", glob: "*.json",
      limitNote: "scenario files are read up to \(fileSizeLimit) bytes",
      tooLargeHint:
        "Split it into several scenarios, or run it on its own ('notifsim run FILE', text or json output), which reads it a step at a time, up to \(streamedFileSizeLimit) bytes.")
    return FileDiagnostic(file: file, diagnostic: diagnostic, isFileLevel: true)
  }

  /// The scenario files at `path`: the file itself, or the `*.json` files below a folder,
  /// depth first with names in byte order, schema files and dot-files left out. Links are
  /// followed only inside the folder, each real folder and file once. Empty when nothing is there.
  public static func files(at path: String) -> [String] {
    walk(path).files
  }

  /// The scenario files at `path` as ``files(at:)`` lists them, and what the walk passed over
  /// (see ``FileSystem/walk(_:followLinks:wants:)``): a FIFO or device named `*.json`, a link
  /// loop, a link out of the folder (followed only with `followLinks`), a name that is not UTF-8.
  package static func walk(_ path: String, followLinks: Bool = false) -> FileSystem.Walk {
    switch FileSystem.kind(of: path) {
    case .missing: return FileSystem.Walk()
    case .file:
      var walk = FileSystem.Walk()
      walk.files = [path]
      return walk
    case .directory:
      return FileSystem.walk(path, followLinks: followLinks, wants: isScenarioFileName)
    }
  }

  /// Whether a file named `name` may be a scenario: `*.json`, but not `*.schema.json`. When the
  /// name's last 13 bytes are ASCII, its last characters are those bytes (a character of ASCII
  /// is one byte, and ASCII is the same in every normal form), so the bytes are compared:
  /// `hasSuffix` found the characters' boundaries first (360 instructions a name). Other names
  /// are compared as characters.
  static func isScenarioFileName(_ name: String) -> Bool {
    let byBytes = name.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
      let count = bytes.count
      for index in max(count - 13, 0)..<count where bytes[index] >= 0x80 { return nil }
      func ends(with suffix: StaticString) -> Bool {
        let length = suffix.utf8CodeUnitCount
        guard count >= length else { return false }
        for index in 0..<length where bytes[count - length + index] != suffix.utf8Start[index] { return false }
        return true
      }
      return ends(with: ".json") && !ends(with: ".schema.json")
    }
    return (byBytes ?? nil) ?? (name.hasSuffix(".json") && !name.hasSuffix(".schema.json"))
  }

  /// The longest duration a scenario may name: ten years of virtual time.
  public static let maximumDuration = Duration.seconds(10 * 365 * 24 * 3600)

  /// Reads `"30s"`, `"1.5s"`, `"500ms"`, `"2m"`, `"1h"` or a number of seconds; `nil` for
  /// anything else, and for values outside ``ScenarioLimits/duration`` (negative ones, and ones
  /// over ``maximumDuration``).
  public static func duration(_ value: JSONValue) -> Duration? {
    func milliseconds(_ amount: Double) -> Duration? {
      guard ScenarioLimits.duration.allows(amount / 1000) else { return nil }
      return .milliseconds(Int64(amount.rounded()))
    }
    if let number = value.number {
      return milliseconds(number.doubleValue * 1000)
    }
    guard let text = value.string else { return nil }
    let units: [(suffix: String, milliseconds: Double)] = [("ms", 1), ("s", 1000), ("m", 60_000), ("h", 3_600_000)]
    for unit in units where text.hasSuffix(unit.suffix) {
      let digits = text.dropLast(unit.suffix.count)
      guard !digits.isEmpty, digits.allSatisfy({ $0.isNumber || $0 == "." }), let amount = Double(digits) else {
        continue
      }
      return milliseconds(amount * unit.milliseconds)
    }
    return nil
  }

}
