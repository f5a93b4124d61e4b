#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

import NotificationPayload

/// `notifsim lint --format sarif`: the findings as one SARIF 2.1.0 log
/// (https://docs.oasis-open.org/sarif/sarif/v2.1.0/sarif-v2.1.0.html), the format GitHub code
/// scanning and other tools read to show findings on their line. Keys are written in a fixed
/// order; rules are listed once each, in the order they are first found, each with a short and
/// a full description and help from the rule catalog. Columns count Unicode code points
/// (`columnKind`); paths are URIs relative to `%SRCROOT%` (the current folder), so code
/// scanning can map them to the repository.
enum SARIF {
  /// The base the relative URIs are read from; GitHub code scanning sets it to the checkout.
  static let rootBase = "%SRCROOT%"

  static func write(_ reports: [LintCommand.FileReport], to out: inout some OutputSink) {
    write(reports, currentFolder: currentFolder(), to: &out)
  }

  static func write(_ reports: [LintCommand.FileReport], currentFolder: String?, to out: inout some OutputSink) {
    var ruleIDs: [String] = []
    var firstMessage: [String: Diagnostic] = [:]
    var results: [String] = []
    for report in reports {
      var occurrences: [String: Int] = [:]
      let artifact = artifactLocation(report.path, currentFolder: currentFolder)
      let findings = [report.fileProblem].compactMap { $0 }.map { ($0, false) } + report.diagnostics.map { ($0, true) }
      for (diagnostic, positioned) in findings {
        let id = diagnostic.code.rawValue
        if firstMessage[id] == nil {
          ruleIDs.append(id)
          firstMessage[id] = diagnostic
        }
        var message = diagnostic.message
        if positioned && diagnostic.path != .root { message += " (at \(diagnostic.path))" }
        if let hint = diagnostic.hint { message += " Hint: " + hint }
        var location = "{\"physicalLocation\":{\"artifactLocation\":\(artifact)"
        if positioned {
          let column = codePointColumn(diagnostic.location, in: report.bytes)
          location +=
            ",\"region\":{\"startLine\":\(diagnostic.location.line),\"startColumn\":\(column),\"endColumn\":\(column + 1)}"
        }
        location += "}}"
        results.append(
          "{\"ruleId\":\(JSONWriter.quoted(id)),\"ruleIndex\":\(ruleIDs.firstIndex(of: id) ?? 0),"
            + "\"level\":\(JSONWriter.quoted(level(diagnostic.severity))),"
            + "\"message\":{\"text\":\(JSONWriter.quoted(message))},\"locations\":[\(location)],"
            + "\"partialFingerprints\":{\(JSONWriter.quoted(fingerprintKey)):"
            + "\(JSONWriter.quoted(fingerprint(diagnostic, positioned: positioned, artifact: artifact, occurrences: &occurrences)))}}")
      }
    }
    let catalog = Dictionary(PayloadLinter.rules.map { ($0.code.rawValue, $0) }, uniquingKeysWith: { first, _ in first })
    let rules = ruleIDs.map { id in
      let rule = catalog[id]
      let seen = firstMessage[id]
      let short = rule?.summary ?? seen?.message ?? id
      let url = rule?.citation?.url ?? seen?.citation?.url
      var full = short
      if let url { full += " Source: \(url)" }
      var help = short
      if let hint = seen?.hint { help += "\n\n" + hint }
      if let url { help += "\n\nSource: \(url)" }
      var text = "{\"id\":\(JSONWriter.quoted(id)),\"name\":\(JSONWriter.quoted(id)),"
      text += "\"shortDescription\":{\"text\":\(JSONWriter.quoted(short))},"
      text += "\"fullDescription\":{\"text\":\(JSONWriter.quoted(full))},"
      text += "\"help\":{\"text\":\(JSONWriter.quoted(help))},"
      text += "\"defaultConfiguration\":{\"level\":\(JSONWriter.quoted(level(rule?.severity ?? seen?.severity ?? .warning)))}"
      if let url { text += ",\"helpUri\":\(JSONWriter.quoted(url))" }
      return text + "}"
    }
    out.write("{\"version\":\"2.1.0\",\"$schema\":\"https://json.schemastore.org/sarif-2.1.0.json\",\"runs\":[{")
    out.write(
      "\"tool\":{\"driver\":{\"name\":\"notifsim\",\"version\":\(JSONWriter.quoted(NotifsimCommand.version)),"
        + "\"informationUri\":\"https://developer.apple.com/documentation/usernotifications\","
        + "\"rules\":[\(rules.joined(separator: ","))]}},")
    out.write("\"columnKind\":\"unicodeCodePoints\",")
    out.write("\"results\":[\n")
    out.write(results.joined(separator: ",\n"))
    out.write("\n]}]}\n")
  }

  /// The `partialFingerprints` key of notifsim's own fingerprint: a SARIF hierarchical string
  /// with a version component, as section 3.27.17 of SARIF 2.1.0 asks of these keys
  /// (https://docs.oasis-open.org/sarif/sarif/v2.1.0/sarif-v2.1.0.html). Not
  /// `primaryLocationLineHash`: GitHub code scanning reads that one as a hash of the finding's
  /// line text and fills it in from the source file when a log has none
  /// (https://docs.github.com/en/code-security/reference/code-scanning/sarif-files/sarif-support-for-code-scanning#data-for-preventing-duplicated-alerts),
  /// so a value of ours under its name would disagree with its own computation. This key names
  /// what the finding is about, not where its line is: it stays the same when unrelated lines
  /// move, for any tool that follows findings across commits by their fingerprints.
  static let fingerprintKey = "notifsimFinding/v1"

  /// A finding's fingerprint: an FNV-1a hash of the rule, the file's URI, the JSON path of the
  /// value (for a positioned finding) and the message with any `line:column` in it left out,
  /// then `:N` for the N-th finding of the file with that same hash (as GitHub's own line
  /// hashes count repeats). No line or column goes in, so inserting unrelated lines above the
  /// finding leaves it unchanged.
  static func fingerprint(
    _ diagnostic: Diagnostic, positioned: Bool, artifact: String, occurrences: inout [String: Int]
  ) -> String {
    var key = diagnostic.code.rawValue + "\u{0}" + artifact + "\u{0}"
    if positioned { key += diagnostic.path.description }
    key += "\u{0}" + withoutPositions(diagnostic.message)
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in key.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    var hex = String(hash, radix: 16)
    hex = String(repeating: "0", count: 16 - hex.count) + hex
    let count = occurrences[hex, default: 0] + 1
    occurrences[hex] = count
    return hex + ":" + String(count)
  }

  /// `message` with every `DIGITS:DIGITS` (a position such as "first at 3:14") written `#:#`.
  static func withoutPositions(_ message: String) -> String {
    let scalars = Array(message.unicodeScalars)
    var out = String.UnicodeScalarView()
    var index = 0
    func digits(from start: Int) -> Int {
      var end = start
      while end < scalars.count, ("0"..."9").contains(scalars[end]) { end += 1 }
      return end
    }
    while index < scalars.count {
      let end = digits(from: index)
      if end > index, index == 0 || !("0"..."9").contains(scalars[index - 1]), end < scalars.count, scalars[end] == ":" {
        let second = digits(from: end + 1)
        if second > end + 1 {
          out.append(contentsOf: "#:#".unicodeScalars)
          index = second
          continue
        }
      }
      out.append(scalars[index])
      index += 1
    }
    return String(out)
  }

  static func level(_ severity: Diagnostic.Severity) -> String {
    severity == .error ? "error" : "warning"
  }

  /// The current folder, or `nil` when it cannot be read.
  static func currentFolder() -> String? {
    guard let path = getcwd(nil, 0) else { return nil }
    defer { free(path) }
    return String(cString: path)
  }

  /// An `artifactLocation`: a path inside `currentFolder` (or relative) as a URI relative to
  /// ``rootBase``; any other absolute path as a `file:` URI.
  static func artifactLocation(_ path: String, currentFolder: String?) -> String {
    var relative = path
    if path.hasPrefix("/") {
      guard let folder = currentFolder, path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/") else {
        return "{\"uri\":\(JSONWriter.quoted("file://" + uri(path)))}"
      }
      relative = String(path.dropFirst(folder.hasSuffix("/") ? folder.count : folder.count + 1))
    }
    while relative.hasPrefix("./") { relative.removeFirst(2) }
    return "{\"uri\":\(JSONWriter.quoted(uri(relative))),\"uriBaseId\":\(JSONWriter.quoted(rootBase))}"
  }

  /// The column of `position` in Unicode code points, counted from its line's start in `bytes`;
  /// the UTF-8 column when the bytes are not at hand.
  static func codePointColumn(_ position: SourcePosition, in bytes: [UInt8]?) -> Int {
    guard let bytes, position.column >= 1, position.offset <= bytes.count, position.offset - (position.column - 1) >= 0 else {
      return position.column
    }
    let lineStart = position.offset - (position.column - 1)
    var column = 1
    for byte in bytes[lineStart..<position.offset] where byte & 0xC0 != 0x80 { column += 1 }
    return column
  }

  /// A relative URI for a path: percent-encoded except for unreserved characters and `/`.
  static func uri(_ path: String) -> String {
    var out = ""
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
        UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
        out.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = Array("0123456789ABCDEF".unicodeScalars)
        out += "%" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 15)])
      }
    }
    return out
  }
}
