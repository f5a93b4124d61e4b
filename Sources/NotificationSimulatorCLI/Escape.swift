import NotificationPayload
import NotificationSimulator

/// The one escaping layer per output kind. Every writer passes text that comes from a scenario,
/// a payload, a file name or the command line through the function for its format, and writes
/// its own structure (newlines, markup, colours) around it, so no string can forge that
/// structure: a control character or a line break in an identifier shows as `\u{1B}` or
/// `\u{A}` in text, cannot start a GitHub Actions command, cannot make XML unreadable and cannot
/// open HTML, a heading or a Mermaid statement in Markdown.
enum Escape {
  // MARK: - Text and terminals

  /// Whether every byte of `text` is printable ASCII (space to `~`): such text has no hidden
  /// scalar, and the escaping functions give it back as it is unless it has markup characters.
  static func isPrintableASCII(_ text: String, excluding excluded: (UInt8) -> Bool = { _ in false }) -> Bool {
    var text = text
    return text.withUTF8 { bytes in bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F && !excluded($0) } }
  }

  /// Whether a scalar is shown as `\u{…}` in text: the C0 and C1 controls and DEL (escape
  /// sequences, line breaks, NUL), the line and paragraph separators, the bidirectional
  /// controls that reorder what a reader sees, and the noncharacters U+FFFE and U+FFFF.
  static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
    case 0xFFFE, 0xFFFF: true
    default: false
    }
  }

  /// One line of text for a terminal or a log: every hidden scalar (``isHidden(_:)``) as
  /// `\u{HEX}`, so the text is one line and cannot move the cursor, clear the screen, set a
  /// window title or start a GitHub Actions command on a line of its own.
  static func text(_ text: String) -> String {
    // Printable ASCII, most text, has no hidden scalar: told by its bytes, not its scalars.
    if isPrintableASCII(text) { return text }
    guard text.unicodeScalars.contains(where: isHidden) else { return text }
    var out = ""
    out.reserveCapacity(text.utf8.count + 8)
    for scalar in text.unicodeScalars {
      if isHidden(scalar) {
        out += "\\u{" + hex(scalar.value) + "}"
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// Uppercase hexadecimal without leading zeros.
  static func hex(_ value: UInt32) -> String {
    String(value, radix: 16, uppercase: true)
  }

  // MARK: - GitHub Actions workflow commands

  /// A workflow command's message, as the Actions toolkit escapes it (`%`, CR, LF), with every
  /// other hidden scalar shown as in ``text(_:)``. Line breaks stay line breaks in the
  /// annotation; they can never end the command line.
  static func githubData(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "%": out += "%25"
      case "\r": out += "%0D"
      case "\n": out += "%0A"
      default:
        if isHidden(scalar) { out += "\\u{" + hex(scalar.value) + "}" } else { out.unicodeScalars.append(scalar) }
      }
    }
    return out
  }

  /// A workflow command's property value (`file`, `title`): also `:` and `,`, as the toolkit
  /// escapes them.
  static func githubProperty(_ text: String) -> String {
    var out = ""
    for character in githubData(text) {
      switch character {
      case ":": out += "%3A"
      case ",": out += "%2C"
      default: out.append(character)
      }
    }
    return out
  }

  // MARK: - XML (JUnit)

  /// Text or an attribute value in XML 1.0: markup characters as entities, tab, LF and CR as
  /// character references (so attribute values keep them), and what XML 1.0 cannot carry at all
  /// (the other C0 controls, U+FFFE, U+FFFF) shown as in ``text(_:)``. The result always parses.
  static func xml(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      case "\t": out += "&#9;"
      case "\n": out += "&#10;"
      case "\r": out += "&#13;"
      default:
        switch scalar.value {
        case 0x00...0x1F, 0xFFFE, 0xFFFF: out += "\\u{" + hex(scalar.value) + "}"
        default: out.unicodeScalars.append(scalar)
        }
      }
    }
    return out
  }

  /// Element content in XML 1.0 that keeps its own line breaks (a failure's details): as
  /// ``xml(_:)``, with LF written as itself.
  static func xmlLines(_ text: String) -> String {
    xml(text).replacing("&#10;", with: "\n")
  }

  // MARK: - Markdown (GitHub Flavored)

  /// ASCII punctuation that Markdown or a GFM table reads as syntax, escaped with a backslash.
  private static let markdownPunctuation: Set<Unicode.Scalar> = [
    "\\", "`", "*", "_", "{", "}", "[", "]", "(", ")", "#", "+", "-", ".", "!", "|", "~", "<", ">", "&", "$", "=", ":",
  ]

  /// Inline Markdown text (a heading, a table cell, a paragraph): one line (hidden scalars as
  /// in ``text(_:)``), HTML's `<`, `>` and `&` as entities, and every other character
  /// Markdown reads as syntax backslash-escaped, so nothing becomes a tag, a link, emphasis,
  /// a heading, a list or a table column.
  static func markdown(_ text: String) -> String {
    var out = ""
    for scalar in Escape.text(text).unicodeScalars {
      switch scalar {
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "&": out += "&amp;"
      default:
        if markdownPunctuation.contains(scalar) { out += "\\" }
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// An inline code span for `text` (one line): delimited by one backtick more than the longest
  /// run inside it, padded with spaces where it starts or ends with a backtick, and with `|`
  /// escaped for GFM tables (which read `\|` as `|` even in code).
  static func markdownCode(_ text: String) -> String {
    let line = Escape.text(text)
    let fence = String(repeating: "`", count: longestRun(of: "`", in: line) + 1)
    let padded = line.hasPrefix("`") || line.hasSuffix("`") || line.hasPrefix(" ") && line.hasSuffix(" ") ? " \(line) " : line
    return fence + padded.replacing("|", with: "\\|") + fence
  }

  /// A fenced code block: the lines, each escaped as in ``text(_:)``, between fences one
  /// backtick longer than any run in them (at least three), so no line closes the block.
  static func markdownBlock(_ lines: [String], info: String) -> String {
    let escaped = lines.map(Escape.text)
    let longest = escaped.map { longestRun(of: "`", in: $0) }.max() ?? 0
    let fence = String(repeating: "`", count: max(3, longest + 1))
    return fence + info + "\n" + escaped.joined(separator: "\n") + "\n" + fence + "\n"
  }

  static func longestRun(of character: Character, in text: String) -> Int {
    var longest = 0
    var run = 0
    for c in text {
      run = c == character ? run + 1 : 0
      longest = max(longest, run)
    }
    return longest
  }

  // MARK: - Mermaid

  /// A Mermaid sequence-diagram message or note: one line (hidden scalars as in ``text(_:)``),
  /// and what Mermaid's grammar reads replaced by look-alikes: `;` (a statement end), `#` (an
  /// entity code), `%` (`%%` comments and `%%{init}%%` directives) and `<` (HTML, `<br>`).
  static func mermaid(_ text: String) -> String {
    // Printable ASCII without any of the four, most text, is given back as it is.
    let isSyntax = { (byte: UInt8) in
      byte == UInt8(ascii: ";") || byte == UInt8(ascii: "#") || byte == UInt8(ascii: "%") || byte == UInt8(ascii: "<")
    }
    if isPrintableASCII(text, excluding: isSyntax) { return text }
    var out = ""
    for character in Escape.text(text) {
      switch character {
      case ";": out += ","
      case "#": out += "№"
      case "%": out += "٪"
      case "<": out += "‹"
      default: out.append(character)
      }
    }
    return out
  }
}

extension Diagnostic {
  /// ``rendered(file:)`` for a terminal or a log: the file, message, JSON path and hint each
  /// escaped with ``Escape/text(_:)``, so only the layout's own line breaks remain.
  func text(file: String?) -> String {
    var text = ""
    if let file { text += "\(Escape.text(file)):" }
    text += "\(location.line):\(location.column): \(severity.rawValue): \(Escape.text(message)) [\(Escape.text(code.rawValue))]"
    text += "\n  at \(Escape.text(path.description))"
    if let hint { text += "\n  hint: \(Escape.text(hint))" }
    return text
  }
}

extension FileDiagnostic {
  /// ``rendered`` for a terminal or a log, escaped as ``Diagnostic/text(file:)`` is.
  var text: String {
    guard isFileLevel else { return diagnostic.text(file: file) }
    var text = "\(Escape.text(file)): \(diagnostic.severity.rawValue): \(Escape.text(diagnostic.message)) [\(Escape.text(diagnostic.code.rawValue))]"
    if let hint = diagnostic.hint { text += "\n  hint: \(Escape.text(hint))" }
    return text
  }
}
