/// One finding about a file: what is wrong, where, how bad, what to do, and the source that
/// says so.
///
/// The shape follows compiler diagnostics (`PATH:LINE:COLUMN: error: MESSAGE [CODE]`), the
/// positions that `xcrun simctl push` and APNs do not give when they reject a payload.
public struct Diagnostic: Hashable, Sendable {
  /// How serious a finding is.
  public enum Severity: String, Hashable, Sendable, Comparable, CaseIterable {
    /// iOS or APNs accepts the input but will not treat it as intended.
    case warning
    /// `xcrun simctl push` or APNs would reject the input.
    case error

    /// Whether `lhs` is less serious than `rhs`: a warning orders before an error.
    public static func < (lhs: Severity, rhs: Severity) -> Bool {
      lhs == .warning && rhs == .error
    }
  }

  /// How serious the finding is.
  public var severity: Severity
  /// The stable code of the rule that made the finding, such as `json-trailing-comma`.
  public var code: DiagnosticCode
  /// One line that says what is wrong.
  public var message: String
  /// What to do about it.
  public var hint: String?
  /// Where in the JSON document the finding is.
  public var path: JSONPath
  /// Where in the file the finding is.
  public var location: SourcePosition
  /// The source of the fact behind the rule, when the rule is about iOS or APNs behaviour.
  public var citation: Citation?

  /// Creates a finding.
  public init(
    _ severity: Severity,
    _ code: DiagnosticCode,
    _ message: String,
    hint: String? = nil,
    path: JSONPath = .root,
    at location: SourcePosition = .start,
    citation: Citation? = nil
  ) {
    self.severity = severity
    self.code = code
    self.message = message
    self.hint = hint
    self.path = path
    self.location = location
    self.citation = citation
  }

  /// The finding in compiler style, preceded by `file` when given:
  ///
  ///     push.apns:3:26: warning: MESSAGE [code]
  ///       at $.aps.content-available
  ///       hint: HINT
  public func rendered(file: String?) -> String {
    var text = ""
    if let file { text += "\(file):" }
    text += "\(location.line):\(location.column): \(severity.rawValue): \(message) [\(code)]"
    text += "\n  at \(path)"
    if let hint { text += "\n  hint: \(hint)" }
    return text
  }
}

/// The stable name of a diagnostic rule, such as `json-trailing-comma` or
/// `background-push-has-alert`. Codes never change once released; tools may match on them.
public struct DiagnosticCode: RawRepresentable, Hashable, Sendable, Comparable,
  CustomStringConvertible, ExpressibleByStringLiteral
{
  /// The code's text.
  public var rawValue: String
  /// Creates a code from its text.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Creates a code from a literal.
  public init(stringLiteral value: String) { self.rawValue = value }
  /// The code's text.
  public var description: String { rawValue }

  /// Orders codes by their text, so lists of findings and rules sort the same way everywhere.
  public static func < (lhs: DiagnosticCode, rhs: DiagnosticCode) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

/// Where a fact about iOS or APNs comes from, and how sure it is.
public struct Citation: Hashable, Sendable, CustomStringConvertible {
  /// How well established a fact is.
  public enum Confidence: String, Hashable, Sendable, CaseIterable {
    /// Apple documents it: developer documentation, release notes or a WWDC session.
    case apple = "A"
    /// Widely reported by independent developers, with nothing credible against it.
    case reported = "R"
    /// Uncertain: one report, conflicting sources or an inference. Such behaviour is a named
    /// quirk in the simulator.
    case uncertain = "U"
  }

  /// The address of the source.
  public var url: String
  /// How sure the fact is.
  public var confidence: Confidence

  /// Creates a citation.
  public init(_ url: String, _ confidence: Confidence) {
    self.url = url
    self.confidence = confidence
  }

  /// `[A] https://...`
  public var description: String { "[\(confidence.rawValue)] \(url)" }
}
