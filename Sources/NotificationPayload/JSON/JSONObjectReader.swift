/// Reads typed values out of a JSON object and collects every problem with its position, so a
/// file with five mistakes gets five messages in one run.
///
/// Used for files whose shape the package defines, such as scenario files: a wrong type, a
/// missing key or an unknown value is an error; an unknown key is a warning with a
/// "did you mean". Problems go to a shared ``JSONReadLog``.
public struct JSONObjectReader {
  /// The object being read.
  public let object: JSONObject
  /// Where the object is in its document.
  public let path: JSONPath
  /// Where the object starts in its file.
  public let location: SourcePosition
  private var seen: [String] = []

  /// A reader for `value`, or `nil` after logging an error when `value` is not an object.
  public init?(_ value: JSONValue, path: JSONPath, log: inout JSONReadLog) {
    guard let object = value.object else {
      log.wrongType(value, path: path, expected: "an object")
      return nil
    }
    self.object = object
    self.path = path
    self.location = value.location
  }

  /// Whether the object has `key`.
  public func has(_ key: String) -> Bool { object.member(key) != nil }

  /// The raw value of `key`, marking the key as known.
  public mutating func value(_ key: String) -> JSONValue? {
    // One allocation for the names a reader is asked, instead of growing by doubling.
    if seen.capacity == 0 { seen.reserveCapacity(16) }
    seen.append(key)
    return object[key]
  }

  /// The raw value of a key that must be present; logs an error when it is missing.
  public mutating func required(_ key: String, log: inout JSONReadLog, hint: String? = nil) -> JSONValue? {
    guard let value = value(key) else {
      log.error(
        .missingKey, "missing required key \(JSONWriter.quoted(key))", hint: hint, path: path, at: location)
      return nil
    }
    return value
  }

  /// A string, or `nil` (logging an error when the key holds another type).
  public mutating func string(_ key: String, log: inout JSONReadLog) -> String? {
    guard let value = value(key) else { return nil }
    guard let string = value.string else {
      log.wrongType(value, path: path.appending(key), expected: "a string")
      return nil
    }
    return string
  }

  /// A Boolean, or `nil` (logging an error when the key holds another type).
  public mutating func bool(_ key: String, log: inout JSONReadLog) -> Bool? {
    guard let value = value(key) else { return nil }
    guard let bool = value.bool else {
      log.wrongType(value, path: path.appending(key), expected: "true or false")
      return nil
    }
    return bool
  }

  /// An integer, or `nil` (logging an error when the key holds another type).
  public mutating func int(_ key: String, log: inout JSONReadLog) -> Int? {
    guard let value = value(key) else { return nil }
    guard let number = value.number, number.isIntegerLiteral, let int = number.intValue else {
      log.wrongType(value, path: path.appending(key), expected: "a whole number")
      return nil
    }
    return int
  }

  /// An array, or `nil` (logging an error when the key holds another type).
  public mutating func array(_ key: String, log: inout JSONReadLog) -> [JSONValue]? {
    guard let value = value(key) else { return nil }
    guard let array = value.array else {
      log.wrongType(value, path: path.appending(key), expected: "an array")
      return nil
    }
    return array
  }

  /// A nested object's reader, or `nil` (logging an error when the key holds another type).
  public mutating func object(_ key: String, log: inout JSONReadLog) -> JSONObjectReader? {
    guard let value = value(key) else { return nil }
    return JSONObjectReader(value, path: path.appending(key), log: &log)
  }

  /// One of a fixed set of names, or `nil` after an error that lists the names and suggests
  /// the closest.
  public mutating func choice<T: RawRepresentable & CaseIterable>(
    _ key: String, _ type: T.Type, log: inout JSONReadLog, what: String
  ) -> T? where T.RawValue == String {
    guard let value = value(key) else { return nil }
    return JSONObjectReader.choice(value, type, path: path.appending(key), log: &log, what: what)
  }

  /// Reads `value` as one of a fixed set of names, logging an error with the valid names and a
  /// suggestion when it is not one.
  public static func choice<T: RawRepresentable & CaseIterable>(
    _ value: JSONValue, _ type: T.Type, path: JSONPath, log: inout JSONReadLog, what: String
  ) -> T? where T.RawValue == String {
    guard let string = value.string else {
      log.wrongType(value, path: path, expected: "a string naming \(what)")
      return nil
    }
    if let choice = T(rawValue: string) { return choice }
    log.unknownName(string, what: what, valid: T.allCases.map(\.rawValue), path: path, at: value.location)
    return nil
  }

  /// Warns about every key that no read asked for, suggesting the closest known key.
  /// `also` lists keys that are valid but read elsewhere.
  public func warnAboutUnknownKeys(log: inout JSONReadLog, also: [String] = []) {
    // Most objects have only keys that were asked for: then the list of known keys is not made.
    guard object.members.contains(where: { !seen.contains($0.key) && !also.contains($0.key) }) else { return }
    let known = seen + also
    for member in object.members where !known.contains(member.key) {
      var message = "unknown key \(JSONWriter.quoted(member.key))"
      var hint = "Known keys here: " + known.map { JSONWriter.quoted($0) }.joined(separator: ", ") + "."
      if let suggestion = EditDistance.suggestion(for: member.key, among: known) {
        message += "; did you mean \(JSONWriter.quoted(suggestion))?"
        hint = "Rename it to \(JSONWriter.quoted(suggestion)), or remove it."
      }
      log.warning(.unknownKey, message, hint: hint, path: path.appending(member.key), at: member.keyLocation)
    }
  }
}

/// Problems found while reading a file with ``JSONObjectReader``, in the order found.
public struct JSONReadLog: Sendable {
  /// Every problem so far.
  public private(set) var diagnostics: [Diagnostic] = []

  /// Creates an empty log.
  public init() {}

  /// Whether any problem is an error.
  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

  /// Logs an error.
  public mutating func error(
    _ code: DiagnosticCode, _ message: String, hint: String?, path: JSONPath, at location: SourcePosition
  ) {
    diagnostics.append(Diagnostic(.error, code, message, hint: hint, path: path, at: location))
  }

  /// Logs a warning.
  public mutating func warning(
    _ code: DiagnosticCode, _ message: String, hint: String?, path: JSONPath, at location: SourcePosition
  ) {
    diagnostics.append(Diagnostic(.warning, code, message, hint: hint, path: path, at: location))
  }

  /// Logs findings made elsewhere, such as the JSON reader's.
  public mutating func append(contentsOf findings: [Diagnostic]) {
    diagnostics += findings
  }

  /// Logs that `value` has the wrong type.
  public mutating func wrongType(_ value: JSONValue, path: JSONPath, expected: String) {
    error(
      .wrongType, "expected \(expected), found \(value.typeDescription)", hint: nil, path: path,
      at: value.location)
  }

  /// Logs that `name` is not one of `valid`, with a suggestion when one is close.
  public mutating func unknownName(
    _ name: String, what: String, valid: [String], path: JSONPath, at location: SourcePosition
  ) {
    var message = "unknown \(what) \(JSONWriter.quoted(name))"
    if let suggestion = EditDistance.suggestion(for: name, among: valid) {
      message += "; did you mean \(JSONWriter.quoted(suggestion))?"
    }
    error(
      .unknownValue, message, hint: "Valid values: " + valid.map { JSONWriter.quoted($0) }.joined(separator: ", ") + ".",
      path: path, at: location)
  }
}

extension DiagnosticCode {
  /// A key the file format does not define.
  public static let unknownKey: DiagnosticCode = "unknown-key"
  /// A value of the wrong JSON type.
  public static let wrongType: DiagnosticCode = "wrong-type"
  /// A required key is missing.
  public static let missingKey: DiagnosticCode = "missing-key"
  /// A name that is not one of the allowed values.
  public static let unknownValue: DiagnosticCode = "unknown-value"
}
