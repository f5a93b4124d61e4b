#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

import NotificationSimulator

/// Finds the scenario files `notifsim run` was pointed at.
enum ScenarioDiscovery {
  /// One file to run, and the argument it was found through.
  struct Candidate: Equatable, Sendable {
    /// The path, as the argument joined with the names below it.
    var file: String
    /// The argument: a folder, or the file itself.
    var root: String
    /// Whether the file was named on the command line (never skipped) rather than found in a folder.
    var explicit: Bool

    /// The path below the argument folder (the file's name when it was named directly).
    var relativePath: String {
      guard !explicit else { return FileSystem.name(of: file) }
      // A file found in a folder is the folder's path, "/" and the rest, as bytes; the rest is
      // taken as bytes when it starts with ASCII (no character can join the "/" before it).
      let rootBytes = root.utf8
      let slash = rootBytes.last == UInt8(ascii: "/") ? 0 : 1
      let bytes = file.utf8
      if bytes.count > rootBytes.count + slash, bytes.starts(with: rootBytes),
        slash == 0 || bytes[bytes.index(bytes.startIndex, offsetBy: rootBytes.count)] == UInt8(ascii: "/"),
        case let rest = bytes.index(bytes.startIndex, offsetBy: rootBytes.count + slash), bytes[rest] < 0x80
      {
        return String(file[rest...])
      }
      let prefix = root.hasSuffix("/") ? root : root + "/"
      return file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : file
    }
  }

  /// The `*.json` files below `folder` (see ``ScenarioLoader/files(at:)``) that no `--exclude`
  /// pattern matches. A pattern is matched against the path below the folder, each folder on
  /// the way, and the file's name; `*` also matches `/`.
  static func files(in folder: String, excluding patterns: [String]) -> [Candidate] {
    search(folder, excluding: patterns).candidates
  }

  /// What a folder holds for `notifsim run`: the candidates as ``files(in:excluding:)`` lists
  /// them, the paths the walk passed over with why (not excluded ones), and the names it could
  /// not read because they are not UTF-8.
  static func search(
    _ folder: String, excluding patterns: [String], followLinks: Bool = false
  ) -> (candidates: [Candidate], skipped: [(path: String, reason: String)], unnamable: [String]) {
    let walk = ScenarioLoader.walk(folder, followLinks: followLinks)
    guard !patterns.isEmpty else {
      return (walk.files.map { Candidate(file: $0, root: folder, explicit: false) }, walk.skipped, walk.unnamable)
    }
    func relative(_ path: String) -> String {
      Candidate(file: path, root: folder, explicit: false).relativePath
    }
    let candidates = walk.files.map { Candidate(file: $0, root: folder, explicit: false) }
      .filter { !isExcluded($0.relativePath, by: patterns) }
    let skipped = walk.skipped.filter { !isExcluded(relative($0.path), by: patterns) }
    let unnamable = walk.unnamable.filter { !isExcluded(relative($0), by: patterns) }
    return (candidates, skipped, unnamable)
  }

  /// The finding for a file whose name is not UTF-8 (`shown` has its other bytes as `\xHH`).
  static func unnamableProblem(_ shown: String) -> FileDiagnostic {
    FileDiagnostic(
      file: shown,
      diagnostic: Diagnostic(
        .error, "file-name-not-utf8", "the file's name is not UTF-8, so it cannot be named in a report and is not read",
        hint: "Rename it with a UTF-8 name (the bytes shown as \\xHH are not UTF-8)."),
      isFileLevel: true)
  }

  static func isExcluded(_ relativePath: String, by patterns: [String]) -> Bool {
    guard !patterns.isEmpty else { return false }
    let components = relativePath.split(separator: "/").map(String.init)
    var subjects = [relativePath, components.last ?? relativePath]
    for end in components.indices.dropLast() {
      subjects.append(components[...end].joined(separator: "/"))
    }
    return patterns.contains { pattern in subjects.contains { fnmatch(pattern, $0, 0) == 0 } }
  }

  /// Whether JSON text is an object with a top-level `"scenario"` key, read without building
  /// the document. Text that is not well-formed JSON counts as a scenario, so the loader reports
  /// what is wrong with it instead of the file being passed over.
  static func declaresScenario(_ bytes: [UInt8]) -> Bool {
    var scanner = KeyScanner(bytes: bytes)
    return scanner.topLevelKeys(contains: Array("scenario".utf8)) ?? true
  }

  /// Whether JSON text is an object with a top-level `"aps"` key and no `"scenario"` key: an
  /// APNs payload.
  static func isPayload(_ bytes: [UInt8]) -> Bool {
    var scenario = KeyScanner(bytes: bytes)
    var aps = KeyScanner(bytes: bytes)
    return scenario.topLevelKeys(contains: Array("scenario".utf8)) == false && aps.topLevelKeys(contains: Array("aps".utf8)) == true
  }

  /// Whether JSON text is an object with a top-level `"scenario"` key.
  static func isScenario(_ bytes: [UInt8]) -> Bool {
    var scanner = KeyScanner(bytes: bytes)
    return scanner.topLevelKeys(contains: Array("scenario".utf8)) == true
  }

  /// The finding for a payload named where a scenario is wanted, pointing to the commands that
  /// read payloads.
  static func payloadGivenToRun(_ file: String) -> FileDiagnostic {
    FileDiagnostic(
      file: file,
      diagnostic: Diagnostic(
        .error, "not-a-scenario", "this is an APNs payload (a top-level \"aps\" key), not a scenario",
        hint: "'notifsim explain \(file)' shows what it does in every app state; 'notifsim lint \(file)' checks it. "
          + "A scenario file has a top-level \"scenario\" key ('notifsim new \(file)' writes one that sends it)."),
      isFileLevel: true)
  }

  /// The finding for a scenario named where a payload is wanted, pointing to `run`.
  static func scenarioGivenAsPayload(_ file: String) -> Diagnostic {
    Diagnostic(
      .error, "not-a-payload", "this is a scenario file (a top-level \"scenario\" key), not an APNs payload",
      hint: "Run it with 'notifsim run \(file)'; give lint and explain the payload files it sends.")
  }

  /// A forward-only reader of JSON's structure.
  struct KeyScanner {
    let bytes: [UInt8]
    var index = 0

    /// `true` or `false` for an object; `false` for any other well-formed value; `nil` for text
    /// that is not JSON.
    mutating func topLevelKeys(contains wanted: [UInt8]) -> Bool? {
      if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
      skipSpace()
      guard index < bytes.count else { return nil }
      guard bytes[index] == UInt8(ascii: "{") else { return skipValue() ? false : nil }
      index += 1
      skipSpace()
      if peek(UInt8(ascii: "}")) { return false }
      while true {
        skipSpace()
        guard let key = readStringRange() else { return nil }
        if bytes[key].elementsEqual(wanted) { return true }
        skipSpace()
        guard peek(UInt8(ascii: ":")) else { return nil }
        index += 1
        guard skipValue() else { return nil }
        skipSpace()
        if peek(UInt8(ascii: ",")) {
          index += 1
          continue
        }
        return peek(UInt8(ascii: "}")) ? false : nil
      }
    }

    func peek(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }

    mutating func skipSpace() {
      while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
    }

    /// Where the raw bytes of a string are (escapes left as written), or `nil`.
    mutating func readStringRange() -> Range<Int>? {
      guard peek(UInt8(ascii: "\"")) else { return nil }
      index += 1
      let start = index
      while index < bytes.count {
        switch bytes[index] {
        case UInt8(ascii: "\\"): index += 2
        case UInt8(ascii: "\""):
          index += 1
          return start..<index - 1
        default: index += 1
        }
      }
      return nil
    }

    /// Skips one value of any kind; `false` when the text is not JSON.
    mutating func skipValue() -> Bool {
      skipSpace()
      guard index < bytes.count else { return false }
      switch bytes[index] {
      case UInt8(ascii: "\""): return readStringRange() != nil
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        var depth = 0
        while index < bytes.count {
          switch bytes[index] {
          case UInt8(ascii: "\""):
            guard readStringRange() != nil else { return false }
            continue
          case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
          case UInt8(ascii: "}"), UInt8(ascii: "]"):
            depth -= 1
            if depth == 0 {
              index += 1
              return true
            }
          default: break
          }
          index += 1
        }
        return false
      default:
        let start = index
        while index < bytes.count, !b(",}] \n\r\t").contains(bytes[index]) { index += 1 }
        return index > start
      }
    }

    func b(_ text: String) -> [UInt8] { Array(text.utf8) }
  }
}

extension FileSystem {
  /// The last component of a path.
  static func name(of path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }
}
