import NotificationPayload

/// `notifsim lint --format sarif`: the findings as one SARIF 2.1.0 log
/// (https://docs.oasis-open.org/sarif/sarif/v2.1.0/sarif-v2.1.0.html), the format GitHub code
/// scanning and other tools read to show findings on their line. Keys are written in a fixed
/// order; rules are listed once each, in the order they are first found.
enum SARIF {
  static func write(_ reports: [LintCommand.FileReport], to out: inout some OutputSink) {
    var ruleIDs: [String] = []
    var ruleHelp: [String: (String, String?)] = [:]
    var results: [String] = []
    for report in reports {
      let findings = [report.fileProblem].compactMap { $0 }.map { ($0, false) } + report.diagnostics.map { ($0, true) }
      for (diagnostic, positioned) in findings {
        let id = diagnostic.code.rawValue
        if ruleHelp[id] == nil {
          ruleIDs.append(id)
          ruleHelp[id] = (diagnostic.message, diagnostic.citation?.url)
        }
        var message = diagnostic.message
        if positioned && diagnostic.path != .root { message += " (at \(diagnostic.path))" }
        if let hint = diagnostic.hint { message += " Hint: " + hint }
        var location = "{\"physicalLocation\":{\"artifactLocation\":{\"uri\":\(JSONWriter.quoted(uri(report.path)))}"
        if positioned {
          location += ",\"region\":{\"startLine\":\(diagnostic.location.line),\"startColumn\":\(diagnostic.location.column)}"
        }
        location += "}}"
        results.append(
          "{\"ruleId\":\(JSONWriter.quoted(id)),\"ruleIndex\":\(ruleIDs.firstIndex(of: id) ?? 0),"
            + "\"level\":\(JSONWriter.quoted(diagnostic.severity == .error ? "error" : "warning")),"
            + "\"message\":{\"text\":\(JSONWriter.quoted(message))},\"locations\":[\(location)]}")
      }
    }
    let rules = ruleIDs.map { id in
      var rule = "{\"id\":\(JSONWriter.quoted(id)),\"name\":\(JSONWriter.quoted(id))"
      if let url = ruleHelp[id]?.1 { rule += ",\"helpUri\":\(JSONWriter.quoted(url))" }
      return rule + "}"
    }
    out.write("{\"version\":\"2.1.0\",\"$schema\":\"https://json.schemastore.org/sarif-2.1.0.json\",\"runs\":[{")
    out.write(
      "\"tool\":{\"driver\":{\"name\":\"notifsim\",\"version\":\(JSONWriter.quoted(NotifsimCommand.version)),"
        + "\"informationUri\":\"https://developer.apple.com/documentation/usernotifications\","
        + "\"rules\":[\(rules.joined(separator: ","))]}},")
    out.write("\"results\":[\n")
    out.write(results.joined(separator: ",\n"))
    out.write("\n]}]}\n")
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
