/// A reader for old-style `.strings` files, such as `Localizable.strings`.
///
/// Models the format `Bundle.localizedString(forKey:value:table:)` loads
/// (https://developer.apple.com/documentation/foundation/bundle/localizedstring(forkey:value:table:)):
/// `"key" = "value";` entries, `/* */` and `//` comments, backslash escapes (`\"`, `\\`, `\n`,
/// `\t`, `\r`, octal `\012`, `\U20AC` and `\u20AC`), unquoted keys and values made of letters,
/// digits and `_$+/:.-`, and `"key";` as short for `"key" = "key";`. Files may be UTF-8 or
/// UTF-16 (little- or big-endian, with or without a byte order mark); Xcode long wrote UTF-16.
///
/// Reading stops at the first syntax error, reported with its line and column. Columns count
/// UTF-8 bytes of the decoded text, also for UTF-16 files. A key defined twice is a warning;
/// the last definition wins, as in a property list dictionary [U].
public enum StringsFile {
  /// Reads a `.strings` file. `name` is the file name used in messages.
  public static func parse(
    _ bytes: [UInt8], name: String = "Localizable.strings"
  ) -> LocalizationParseResult {
    var table = LocalizationTable(name: name)
    let decoded = decode(bytes)
    if let error = decoded.error {
      return LocalizationParseResult(table: table, diagnostics: [error])
    }
    var scanner = StringsScanner(decoded.scalars)
    var findings: [Diagnostic] = []
    var keyLocations: [String: SourcePosition] = [:]
    do throws(StringsSyntaxError) {
      while true {
        try scanner.skipTrivia()
        if scanner.atEnd { break }
        let (key, keyLocation) = try scanner.readString(role: "a key")
        let afterKey = scanner.location
        try scanner.skipTrivia()
        var value = key
        var valueLocation = keyLocation
        if scanner.peek == "=" {
          scanner.advance()
          try scanner.skipTrivia()
          (value, valueLocation) = try scanner.readString(role: "a value after '='")
          let afterValue = scanner.location
          try scanner.skipTrivia()
          guard scanner.peek == ";" else {
            throw StringsSyntaxError(
              message:
                "missing ';' after the value of \(JSONWriter.quoted(key)); found \(scanner.describePeek())",
              location: afterValue)
          }
        } else if scanner.peek != ";" {
          throw StringsSyntaxError(
            message:
              "expected '=' or ';' after the key \(JSONWriter.quoted(key)); found \(scanner.describePeek())",
            location: afterKey)
        }
        scanner.advance()
        if let first = keyLocations[key] {
          findings.append(
            Diagnostic(
              .warning, .stringsDuplicateKey,
              "the key \(JSONWriter.quoted(key)) is defined again; the first definition is at \(first)",
              hint: "Remove one of the definitions; the last one wins.", at: keyLocation))
        } else {
          keyLocations[key] = keyLocation
        }
        table.set(value, forKey: key, at: valueLocation)
      }
    } catch {
      findings.append(
        Diagnostic(
          .error, .stringsSyntax, error.message,
          hint: "iOS ignores a .strings file that does not parse, so every key shows as itself.",
          at: error.location))
    }
    return LocalizationParseResult(table: table, diagnostics: findings)
  }

  /// The text of `bytes` as Unicode scalars: UTF-16 when a byte order mark says so or when
  /// every other byte of the start is NUL, UTF-8 (with or without a byte order mark) otherwise.
  static func decode(_ bytes: [UInt8]) -> (scalars: [Unicode.Scalar], error: Diagnostic?) {
    enum Encoding { case utf8, utf16LE, utf16BE }
    var encoding = Encoding.utf8
    var start = 0
    if bytes.count >= 2 && bytes[0] == 0xFF && bytes[1] == 0xFE {
      encoding = .utf16LE
      start = 2
    } else if bytes.count >= 2 && bytes[0] == 0xFE && bytes[1] == 0xFF {
      encoding = .utf16BE
      start = 2
    } else if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF {
      start = 3
    } else if bytes.count >= 2 && bytes.count % 2 == 0 && bytes[0] != 0 && bytes[1] == 0 {
      encoding = .utf16LE
    } else if bytes.count >= 2 && bytes.count % 2 == 0 && bytes[0] == 0 && bytes[1] != 0 {
      encoding = .utf16BE
    }
    var scalars: [Unicode.Scalar] = []
    func failure(_ what: String, at offset: Int) -> (scalars: [Unicode.Scalar], error: Diagnostic?) {
      var scanner = StringsScanner(scalars)
      while !scanner.atEnd { scanner.advance() }
      return (
        scalars,
        Diagnostic(
          .error, .stringsEncoding, "\(what) at byte \(offset)",
          hint: "Save the file as UTF-8 or UTF-16.", at: scanner.location)
      )
    }
    switch encoding {
    case .utf8:
      var iterator = bytes[start...].makeIterator()
      var decoder = UTF8()
      var consumed = start
      while true {
        switch decoder.decode(&iterator) {
        case .scalarValue(let scalar):
          scalars.append(scalar)
          consumed += UTF8.width(scalar)
        case .emptyInput:
          return (scalars, nil)
        case .error:
          return failure("the file is not valid UTF-8", at: consumed)
        }
      }
    case .utf16LE, .utf16BE:
      if (bytes.count - start) % 2 != 0 {
        return failure("the UTF-16 file has an odd number of bytes", at: bytes.count - 1)
      }
      var units: [UInt16] = []
      units.reserveCapacity((bytes.count - start) / 2)
      var index = start
      while index + 1 < bytes.count {
        let (first, second) = (UInt16(bytes[index]), UInt16(bytes[index + 1]))
        units.append(encoding == .utf16LE ? first | second << 8 : first << 8 | second)
        index += 2
      }
      var iterator = units.makeIterator()
      var decoder = UTF16()
      var consumed = start
      while true {
        switch decoder.decode(&iterator) {
        case .scalarValue(let scalar):
          scalars.append(scalar)
          consumed += UTF16.width(scalar) * 2
        case .emptyInput:
          return (scalars, nil)
        case .error:
          return failure("the file is not valid UTF-16 (an unpaired surrogate)", at: consumed)
        }
      }
    }
  }
}

struct StringsSyntaxError: Error {
  var message: String
  var location: SourcePosition
}

/// Walks decoded text, keeping the line, the UTF-8 column and the UTF-8 offset.
struct StringsScanner {
  let scalars: [Unicode.Scalar]
  var index = 0
  var location = SourcePosition.start

  init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

  var atEnd: Bool { index >= scalars.count }
  var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }
  func peek(_ ahead: Int) -> Unicode.Scalar? {
    index + ahead < scalars.count ? scalars[index + ahead] : nil
  }

  mutating func advance() {
    guard let scalar = peek else { return }
    index += 1
    let width = UTF8.width(scalar)
    location.offset += width
    if scalar == "\n" {
      location.line += 1
      location.column = 1
    } else {
      location.column += width
    }
  }

  func describePeek() -> String {
    guard let scalar = peek else { return "end of file" }
    switch scalar {
    case "\n", "\r": return "a line break"
    case "\t": return "a tab"
    case " ": return "a space"
    default:
      if scalar.value < 0x20 { return "U+" + String(scalar.value, radix: 16, uppercase: true) }
      return "'\(Character(scalar))'"
    }
  }

  /// Skips white space and comments.
  mutating func skipTrivia() throws(StringsSyntaxError) {
    while let scalar = peek {
      if scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\u{FEFF}" {
        advance()
      } else if scalar == "/" && peek(1) == "/" {
        while let next = peek, next != "\n" { advance() }
      } else if scalar == "/" && peek(1) == "*" {
        let start = location
        advance()
        advance()
        while true {
          guard let next = peek else {
            throw StringsSyntaxError(message: "unterminated comment; '*/' is missing", location: start)
          }
          if next == "*" && peek(1) == "/" {
            advance()
            advance()
            break
          }
          advance()
        }
      } else {
        return
      }
    }
  }

  static func isUnquotedCharacter(_ scalar: Unicode.Scalar) -> Bool {
    (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") || (scalar >= "0" && scalar <= "9")
      || "_$+/:.-".unicodeScalars.contains(scalar)
  }

  /// Reads a quoted or unquoted string, returning it and where it starts.
  mutating func readString(role: String) throws(StringsSyntaxError) -> (String, SourcePosition) {
    let start = location
    guard let first = peek else {
      throw StringsSyntaxError(message: "expected \(role), found end of file", location: start)
    }
    if first != "\"" {
      guard StringsScanner.isUnquotedCharacter(first) else {
        throw StringsSyntaxError(
          message: "expected \(role) in double quotes; found \(describePeek())", location: start)
      }
      var text = String.UnicodeScalarView()
      while let scalar = peek, StringsScanner.isUnquotedCharacter(scalar) {
        text.append(scalar)
        advance()
      }
      return (String(text), start)
    }
    advance()
    var text = String.UnicodeScalarView()
    var pendingHighSurrogate: UInt32?
    while true {
      guard let scalar = peek else {
        throw StringsSyntaxError(message: "unterminated string; the closing '\"' is missing", location: start)
      }
      if scalar == "\"" {
        advance()
        break
      }
      if scalar != "\\" {
        if pendingHighSurrogate != nil { text.append("\u{FFFD}") }
        pendingHighSurrogate = nil
        text.append(scalar)
        advance()
        continue
      }
      let escapeStart = location
      advance()
      guard let escaped = peek else { continue }
      advance()
      var unit: UInt32?
      switch escaped {
      case "n": unit = 0x0A
      case "t": unit = 0x09
      case "r": unit = 0x0D
      case "a": unit = 0x07
      case "b": unit = 0x08
      case "f": unit = 0x0C
      case "v": unit = 0x0B
      case "0"..."7":
        var value = escaped.value - 0x30
        for _ in 0..<2 {
          guard let digit = peek, digit >= "0" && digit <= "7" else { break }
          value = value * 8 + digit.value - 0x30
          advance()
        }
        unit = value
      case "U", "u":
        var value: UInt32 = 0
        for _ in 0..<4 {
          guard let digit = peek, let digitValue = StringsScanner.hexValue(digit) else {
            throw StringsSyntaxError(
              message: "'\\\(escaped)' must be followed by 4 hex digits", location: escapeStart)
          }
          value = value * 16 + digitValue
          advance()
        }
        unit = value
      default:
        unit = escaped.value  // `\"`, `\\`, `\'` and any other character stand for themselves
      }
      guard let unit else { continue }
      if let high = pendingHighSurrogate {
        pendingHighSurrogate = nil
        if unit >= 0xDC00 && unit <= 0xDFFF {
          text.append(Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (unit - 0xDC00))!)
          continue
        }
        text.append("\u{FFFD}")
      }
      if unit >= 0xD800 && unit <= 0xDBFF {
        pendingHighSurrogate = unit
      } else {
        text.append(Unicode.Scalar(unit) ?? "\u{FFFD}")
      }
    }
    if pendingHighSurrogate != nil { text.append("\u{FFFD}") }
    return (String(text), start)
  }

  static func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
    switch scalar {
    case "0"..."9": return scalar.value - 0x30
    case "a"..."f": return scalar.value - 0x61 + 10
    case "A"..."F": return scalar.value - 0x41 + 10
    default: return nil
    }
  }
}
