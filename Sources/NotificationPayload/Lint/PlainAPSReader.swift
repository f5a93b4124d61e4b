/// Reads an `aps` object straight from its bytes into the model (``APS``), without building its
/// JSON tree, when every member is one whose reading is all there is to check: the linter's read
/// of the usual alert, badge, sound and background pushes.
///
/// It works only on bytes the skimming read (``JSONParser/parse(_:options:skimming:)``) stepped
/// over and so found to be plain JSON with no finding: valid UTF-8, no repeated key (so each
/// key is read once, and no key's last value has to win), no trailing comma. It gives up
/// (``read(into:)`` returns `false`) at anything a rule could say something about, or that it
/// does not read itself, and the linter then reads and checks the payload as before
/// (``PayloadChecker``). So a payload it reads gets the findings, model and JSON the full read
/// gives, which the tests and the `lint` fuzz target hold it to.
///
/// What it reads, as ``PayloadChecker/readPlainly(_:_:into:)`` and ``APS/read(_:_:)`` do:
/// - `alert` as a string, or a dictionary of `title`, `subtitle`, `body`, `launch-image`,
///   `action-loc-key` and the `*-loc-key` strings, with `*-loc-args` arrays of strings whose
///   count matches their format's placeholders;
/// - `badge` as digits, `sound` as a string, `content-available` and `mutable-content` as the
///   number 1, `interruption-level` as a known level, `relevance-score` as a number in 0...1;
/// - `thread-id`, `category`, `target-content-id` and `filter-criteria` as strings.
///
/// Strings with escapes, Live Activity keys, retired and unknown keys, and every other value
/// make it give up.
struct PlainAPSReader {
  private let bytes: UnsafeBufferPointer<UInt8>
  private var index: Int
  /// The line `index` is on, and where that line starts: for the position of
  /// `mutable-content`'s value, the one finding a plain `aps` can have.
  private var line: Int
  private var lineStart: Int
  /// Where the value of `mutable-content` starts, when it is set.
  private(set) var mutableContentLocation: SourcePosition?

  /// A reader of the `aps` object whose `{` is at `location` in `bytes`.
  init(_ bytes: UnsafeBufferPointer<UInt8>, at location: SourcePosition) {
    self.bytes = bytes
    self.index = location.offset
    self.line = location.line
    self.lineStart = location.offset - (location.column - 1)
  }

  /// Reads the object into `model`; `false` when the reader gave up, and `model` is then half
  /// read and must not be used.
  mutating func read(into model: inout APS) -> Bool {
    guard next(is: UInt8(ascii: "{")) else { return false }
    skipWhitespace()
    if next(is: UInt8(ascii: "}")) { return true }
    while true {
      guard let key = readKey(APS.Key.named) else { return false }
      guard readValue(for: key, into: &model) else { return false }
      skipWhitespace()
      if next(is: UInt8(ascii: ",")) {
        skipWhitespace()
        continue
      }
      return next(is: UInt8(ascii: "}"))
    }
  }

  // MARK: Members

  /// Reads `"key"` and the `:` after it; the key must be one of `names`.
  private mutating func readKey<Key>(_ names: WireNames<Key>) -> Key? {
    guard let range = readStringBytes() else { return nil }
    skipWhitespace()
    guard next(is: UInt8(ascii: ":")) else { return nil }
    skipWhitespace()
    return names[utf8: UnsafeBufferPointer(rebasing: bytes[range])]
  }

  private mutating func readValue(for key: APS.Key, into model: inout APS) -> Bool {
    switch key {
    case .alert:
      if peek(is: UInt8(ascii: "\"")) {
        guard let body = readString() else { return false }
        model.alert = Alert(body: body)
        return true
      }
      return readAlert(into: &model)
    case .badge:
      guard let count = readDigits() else { return false }
      model.badge = count
    case .sound:
      guard let name = readString() else { return false }
      model.sound = Sound(name: name)
    case .threadID, .category, .targetContentID, .filterCriteria:
      guard let text = readString() else { return false }
      model.set(key, identifier: text)
    case .contentAvailable:
      guard readOne() else { return false }
      model.contentAvailable = true
    case .mutableContent:
      let location = self.location
      guard readOne() else { return false }
      model.mutableContent = true
      mutableContentLocation = location
    case .interruptionLevel:
      guard let text = readString(), let level = InterruptionLevel(rawValue: text) else { return false }
      model.interruptionLevel = level
    case .relevanceScore:
      // Its range would be a Live Activity's with an `event`, which this reader does not take.
      guard let literal = readNumberLiteral() else { return false }
      let score = JSONNumber(literal: literal).doubleValue
      guard (0...1).contains(score) else { return false }
      model.relevanceScore = score
    default:
      return false
    }
    return true
  }

  /// Reads an alert dictionary, then checks its `*-loc-key` and `*-loc-args` pairs as
  /// ``PayloadChecker/checkLocalizedPair(_:_:in:path:)`` does, giving up where it would report.
  private mutating func readAlert(into model: inout APS) -> Bool {
    guard next(is: UInt8(ascii: "{")) else { return false }
    var alert = Alert()
    skipWhitespace()
    if !next(is: UInt8(ascii: "}")) {
      while true {
        guard let key = readKey(Alert.Key.named) else { return false }
        switch key {
        case .title, .subtitle, .body, .launchImage, .titleLocKey, .subtitleLocKey, .locKey:
          guard let text = readString() else { return false }
          alert.set(key, text: text)
        case .actionLocKey:
          // Checked as a string, read as nothing.
          guard readString() != nil else { return false }
        case .titleLocArgs, .subtitleLocArgs, .locArgs:
          guard let strings = readStringArray() else { return false }
          alert.set(key, arguments: strings)
        case .summaryArg:
          return false
        }
        skipWhitespace()
        if next(is: UInt8(ascii: ",")) {
          skipWhitespace()
          continue
        }
        guard next(is: UInt8(ascii: "}")) else { return false }
        break
      }
    }
    guard Self.pairIsPlain(alert.titleLocKey, alert.titleLocArgs), Self.pairIsPlain(alert.subtitleLocKey, alert.subtitleLocArgs),
      Self.pairIsPlain(alert.locKey, alert.locArgs)
    else { return false }
    model.alert = alert
    return true
  }

  /// Whether a `*-loc-key` and its `*-loc-args` are what the localized-pair rule reports
  /// nothing on: no arguments without a key, and as many arguments as the format has
  /// placeholders when it has any.
  private static func pairIsPlain(_ key: String?, _ arguments: [String]?) -> Bool {
    guard let key else { return arguments == nil }
    let placeholders = LocalizedFormat.placeholderCount(in: key)
    guard placeholders > 0 else { return true }
    return arguments?.count == placeholders
  }

  // MARK: Values

  /// A string without escapes, as the full read would make it.
  private mutating func readString() -> String? {
    guard let range = readStringBytes() else { return nil }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
  }

  /// The bytes between the quotes of a string without escapes, and the reader past it.
  private mutating func readStringBytes() -> Range<Int>? {
    guard next(is: UInt8(ascii: "\"")) else { return nil }
    let start = index
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "\""):
        defer { index += 1 }
        return start..<index
      case UInt8(ascii: "\\"):
        return nil
      default:
        index += 1
      }
    }
    return nil
  }

  /// An array of strings without escapes.
  private mutating func readStringArray() -> [String]? {
    guard next(is: UInt8(ascii: "[")) else { return nil }
    var strings: [String] = []
    skipWhitespace()
    if next(is: UInt8(ascii: "]")) { return strings }
    while true {
      guard let string = readString() else { return nil }
      strings.append(string)
      skipWhitespace()
      if next(is: UInt8(ascii: ",")) {
        skipWhitespace()
        continue
      }
      return next(is: UInt8(ascii: "]")) ? strings : nil
    }
  }

  /// A number of digits alone (no sign, fraction or exponent) that fits in an `Int`.
  private mutating func readDigits() -> Int? {
    let start = index
    var value = 0
    while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
      let (times, overflow) = value.multipliedReportingOverflow(by: 10)
      let (sum, carry) = times.addingReportingOverflow(Int(bytes[index] - UInt8(ascii: "0")))
      guard !overflow, !carry else { return nil }
      value = sum
      index += 1
    }
    guard index > start, !continuesNumber else { return nil }
    return value
  }

  /// The number 1, written so.
  private mutating func readOne() -> Bool {
    guard next(is: UInt8(ascii: "1")) else { return false }
    return !continuesNumber
  }

  /// Whether the byte at `index` would carry on a number (a digit, a fraction or an exponent).
  private var continuesNumber: Bool {
    guard index < bytes.count else { return false }
    switch bytes[index] {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"): return true
    default: return false
    }
  }

  /// A number's text, as the full read keeps it.
  private mutating func readNumberLiteral() -> String? {
    let start = index
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "e"),
        UInt8(ascii: "E"):
        index += 1
      default:
        guard index > start else { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
      }
    }
    return nil
  }

  // MARK: Bytes

  private var location: SourcePosition {
    SourcePosition(fitting: line, column: index - lineStart + 1, offset: index)
  }

  private func peek(is byte: UInt8) -> Bool {
    index < bytes.count && bytes[index] == byte
  }

  /// Steps over `byte` if it is next.
  private mutating func next(is byte: UInt8) -> Bool {
    guard peek(is: byte) else { return false }
    index += 1
    return true
  }

  /// Steps over whitespace, counting lines as the JSON reader does.
  private mutating func skipWhitespace() {
    JSONParser.skipWhitespace(bytes, &index, line: &line, lineStart: &lineStart)
  }
}
