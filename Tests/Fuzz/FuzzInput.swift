/// One fuzz input cut into parts: a leading byte of switches, then sections separated by the
/// line `%%` (the bytes `\n%%\n`), so one flat byte string can carry a payload, its headers and
/// a strings file, or a scenario and the payload files it names. The separator is in the
/// dictionary (`fuzz.dict`), so libFuzzer learns to make and break sections.
struct FuzzInput {
  /// The first byte, or 0 for an empty input.
  var switches: UInt8
  /// Everything after the first byte, cut at each separator; at least one (maybe empty) section.
  var sections: [[UInt8]]

  static let separator: [UInt8] = Array("\n%%\n".utf8)

  init(_ bytes: [UInt8]) {
    switches = bytes.first ?? 0
    let rest = bytes.dropFirst()
    var sections: [[UInt8]] = []
    var start = rest.startIndex
    var index = start
    let separator = Self.separator
    while index + separator.count <= rest.endIndex {
      if rest[index..<(index + separator.count)].elementsEqual(separator) {
        sections.append(Array(rest[start..<index]))
        index += separator.count
        start = index
      } else {
        index += 1
      }
    }
    sections.append(Array(rest[start...]))
    self.sections = sections
  }

  /// Section `index`, or `nil` when the input has fewer.
  func section(_ index: Int) -> [UInt8]? {
    index < sections.count ? sections[index] : nil
  }

  /// Bit `bit` of the switches byte.
  func flag(_ bit: Int) -> Bool {
    switches & (1 << bit) != 0
  }
}

/// Stops the process with `message` when a property the harness checks does not hold; libFuzzer
/// records the input that did it.
func require(_ condition: Bool, _ message: @autoclosure () -> String) {
  if !condition {
    fatalError("fuzz property failed: \(message())")
  }
}
