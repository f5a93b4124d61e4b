#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

import NotificationSimulator

/// What `notifsim` knows about where its output goes: whether the streams are terminals, and
/// whether the user asked for no colour (`NO_COLOR`, https://no-color.org). Tests pass their own.
struct TerminalEnvironment: Sendable {
  /// Whether standard output is a terminal.
  var stdoutIsTerminal = false
  /// Whether standard error is a terminal.
  var stderrIsTerminal = false
  /// Whether `NO_COLOR` is set to a non-empty value, or `TERM` is `dumb`.
  var noColor = false
  /// How many columns standard output has: `COLUMNS` when it is a positive number, else the
  /// terminal's width; `nil` for a pipe or a file, which get lines of any length.
  var columns: Int?
  /// Writes a progress line to the terminal at once (standard error, unbuffered); `nil` when
  /// standard error is not a terminal.
  var progress: (@Sendable (String) -> Void)?
  /// The file `GITHUB_STEP_SUMMARY` names, which GitHub Actions shows as the step's summary
  /// (https://docs.github.com/en/actions/reference/workflows-and-actions/workflow-commands#adding-a-job-summary);
  /// `nil` outside Actions.
  var stepSummary: String?
  /// This workflow run's page, from `GITHUB_SERVER_URL`, `GITHUB_REPOSITORY` and `GITHUB_RUN_ID`
  /// (https://docs.github.com/en/actions/reference/workflows-and-actions/variables#default-environment-variables),
  /// when all three are set.
  var runURL: String?
  /// The command-line arguments that are not UTF-8, as shown (their other bytes as `\xHH`),
  /// each with whether a file or folder has that name: a String cannot hold their bytes, so
  /// they are reported as a file so named inside a folder is, never looked up by the shown name.
  var nonUTF8Arguments: [String: Bool] = [:]

  /// Not a terminal, no colour, no progress: what every test and pipe sees.
  static let plain = TerminalEnvironment()

  /// The process's own streams and environment.
  static func current() -> TerminalEnvironment {
    var environment = TerminalEnvironment()
    environment.stdoutIsTerminal = isatty(1) == 1
    environment.stderrIsTerminal = isatty(2) == 1
    if let value = getenv("NO_COLOR"), value.pointee != 0 { environment.noColor = true }
    if let term = getenv("TERM"), String(cString: term) == "dumb" { environment.noColor = true }
    environment.columns = columns(variable: getenv("COLUMNS").map { String(cString: $0) }, isTerminal: environment.stdoutIsTerminal) {
      var size = winsize()
      guard ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
      return Int(size.ws_col)
    }
    func variable(_ name: String) -> String? {
      guard let value = getenv(name), value.pointee != 0 else { return nil }
      return String(cString: value)
    }
    environment.stepSummary = variable("GITHUB_STEP_SUMMARY")
    if let server = variable("GITHUB_SERVER_URL"), let repository = variable("GITHUB_REPOSITORY"), let run = variable("GITHUB_RUN_ID") {
      environment.runURL = "\(server)/\(repository)/actions/runs/\(run)"
    }
    if environment.stderrIsTerminal {
      environment.progress = { line in
        let bytes = Array(line.utf8)
        _ = bytes.withUnsafeBytes { Platform.write($0, to: 2) }
      }
    }
    return environment
  }

  /// The width to lay text out in: `COLUMNS` when it is a positive number, else the terminal's
  /// own (`terminalWidth`, asked only for a terminal), else `nil`.
  static func columns(variable: String?, isTerminal: Bool, terminalWidth: () -> Int?) -> Int? {
    if let variable, let value = Int(variable), value > 0 { return value }
    return isTerminal ? terminalWidth() : nil
  }

  /// Whether text written to standard output may carry ANSI colours.
  var colorsStdout: Bool { stdoutIsTerminal && !noColor }
}

/// ANSI colours, applied only when ``TerminalEnvironment/colorsStdout`` allows.
struct Palette: Sendable {
  var enabled: Bool

  func green(_ text: String) -> String { paint(text, "32") }
  func red(_ text: String) -> String { paint(text, "31") }
  func yellow(_ text: String) -> String { paint(text, "33") }
  func bold(_ text: String) -> String { paint(text, "1") }
  func dim(_ text: String) -> String { paint(text, "2") }

  private func paint(_ text: String, _ code: String) -> String {
    enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}

/// The time column of text timelines.
enum TimeColumn {
  /// `+9.999s`, `+59.999s`, `+10m00.000s`, `+1h00m00.000s`: seconds below a minute, then
  /// minutes and hours, always with milliseconds.
  static func format(_ instant: SimulatedInstant) -> String {
    var bytes = TextBytes(capacity: 16)
    appendFormat(instant, to: &bytes)
    return bytes.string
  }

  /// ``format(_:)`` appended as its ASCII bytes: the one place the time column is written.
  static func appendFormat(_ instant: SimulatedInstant, to bytes: inout TextBytes) {
    var millis = instant.milliseconds
    if millis < 0 {
      bytes.append(UInt8(ascii: "-"))
      millis = -millis
    } else {
      bytes.append(UInt8(ascii: "+"))
    }
    let fraction = millis % 1000
    let totalSeconds = millis / 1000
    let seconds = totalSeconds % 60
    let minutes = (totalSeconds / 60) % 60
    let hours = totalSeconds / 3600
    if totalSeconds < 60 {
      bytes.appendDecimal(totalSeconds)
    } else if hours == 0 {
      bytes.appendDecimal(minutes)
      bytes.append(UInt8(ascii: "m"))
      bytes.appendDecimal(seconds, width: 2)
    } else {
      bytes.appendDecimal(hours)
      bytes.append(UInt8(ascii: "h"))
      bytes.appendDecimal(minutes, width: 2)
      bytes.append(UInt8(ascii: "m"))
      bytes.appendDecimal(seconds, width: 2)
    }
    bytes.append(UInt8(ascii: "."))
    bytes.appendDecimal(fraction, width: 3)
    bytes.append(UInt8(ascii: "s"))
  }

  static func padded(_ value: Int64, _ width: Int) -> String {
    let text = String(value)
    return String(repeating: "0", count: max(0, width - text.count)) + text
  }

  /// Seconds as a JSON number with millisecond precision: `0.000`, `600.250`.
  static func jsonSeconds(_ instant: SimulatedInstant) -> String {
    let millis = instant.milliseconds
    let sign = millis < 0 ? "-" : ""
    let magnitude = millis < 0 ? -millis : millis
    return sign + String(magnitude / 1000) + "." + padded(magnitude % 1000, 3)
  }

  /// `text` right-aligned in `width` columns.
  static func aligned(_ text: String, width: Int) -> String {
    String(repeating: " ", count: max(0, width - text.count)) + text
  }
}

extension SimulatedInstant {
  /// The offset in whole milliseconds.
  var milliseconds: Int64 {
    let (seconds, attoseconds) = offset.components
    return seconds * 1000 + attoseconds / 1_000_000_000_000_000
  }
}

/// Text laid out for a terminal of a given width.
enum TerminalText {
  /// How many terminal columns `character` takes: 2 for East Asian wide and fullwidth
  /// characters and emoji shown as pictures (Unicode's East_Asian_Width W and F, UAX #11,
  /// https://www.unicode.org/reports/tr11/), else 1.
  static func columns(of character: Character) -> Int {
    guard let first = character.unicodeScalars.first else { return 0 }
    if first.isASCII { return 1 }
    if character.unicodeScalars.contains(where: { $0.properties.isEmojiPresentation }) { return 2 }
    switch first.value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
      0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x2FFFD,
      0x30000...0x3FFFD:
      return 2
    default:
      return 1
    }
  }

  /// How many terminal columns `text` takes (``columns(of:)`` summed).
  static func columns<Text: Sequence>(of text: Text) -> Int where Text.Element == Character {
    text.reduce(0) { $0 + columns(of: $1) }
  }

  /// `text` broken at spaces into lines of at most `width` terminal columns (``columns(of:)``),
  /// the lines after the first starting with `indent` spaces. Runs of spaces inside a line stay
  /// as they are; a word longer than the room a line has for it, and only such a word, is
  /// broken where the line ends. With no `width` (a pipe or a file), the text as it is.
  static func wrap(_ text: String, width: Int?, indent: Int) -> [String] {
    guard let given = width, text.count > given || columns(of: text) > given else { return [text] }
    let width = max(given, ExplainCommand.narrowestWidth)
    // Words with the spaces before them.
    var tokens: [(spaces: Int, word: [Character])] = []
    var spaces = 0
    var word: [Character] = []
    for character in text {
      if character == " " {
        if !word.isEmpty {
          tokens.append((spaces, word))
          word = []
          spaces = 0
        }
        spaces += 1
      } else {
        word.append(character)
      }
    }
    if !word.isEmpty || spaces > 0 { tokens.append((spaces, word)) }
    let margin = String(repeating: " ", count: indent)
    var lines: [String] = []
    var line = ""
    var length = 0
    var lineHasWord = false
    for token in tokens {
      var word = token.word[...]
      var wordLength = columns(of: word)
      if lineHasWord && length + token.spaces + wordLength > width {
        lines.append(line)
        line = margin
        length = indent
        lineHasWord = false
      } else {
        line += String(repeating: " ", count: token.spaces)
        length += token.spaces
      }
      // On a line of its own the word still does not fit: break it where the line ends (at
      // least one character a line, so a wide character in a one-column room still moves on).
      while length + wordLength > width, width > length {
        var head = 0
        var headLength = 0
        while head < word.count, headLength + columns(of: word[word.startIndex + head]) <= width - length {
          headLength += columns(of: word[word.startIndex + head])
          head += 1
        }
        if head == 0 {
          head = 1
          headLength = columns(of: word[word.startIndex])
        }
        lines.append(line + String(word.prefix(head)))
        word = word.dropFirst(head)
        wordLength -= headLength
        line = margin
        length = indent
      }
      line += String(word)
      length += wordLength
      lineHasWord = true
    }
    lines.append(line)
    return lines
  }
}
