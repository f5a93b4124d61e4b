import Testing

@testable import NotificationSimulator

/// A folder walk reads each name's bytes as UTF-8 and reports a name that is not; the check is
/// the standard library's validating decoder, which must agree with decoding scalar by scalar.
@Suite struct FileNameUTF8Tests {
  static func scalarByScalar(_ bytes: [UInt8]) -> String? {
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var out = ""
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): out.unicodeScalars.append(scalar)
      case .emptyInput: return out
      case .error: return nil
      }
    }
  }

  @Test(arguments: [
    Array("scenario-1.json".utf8), Array("é 日本 😀.json".utf8), [],
    [0xC3], [0xC0, 0xAF], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xFF], [0x61, 0x80, 0x62],
    [0xF0, 0x9F, 0x98], [0xEF, 0xBF, 0xBF],
  ] as [[UInt8]])
  func `a name is read as the scalar-by-scalar decoder reads it`(bytes: [UInt8]) {
    #expect(FileSystem.utf8(bytes) == Self.scalarByScalar(bytes))
  }

  @Test func `valid names are read and invalid ones refused`() {
    #expect(FileSystem.utf8(Array("é.json".utf8)) == "é.json")
    #expect(FileSystem.utf8([0x61, 0xFF]) == nil)
  }

  /// The walk sorts names by their first 16 bytes as numbers, then in full: the order of
  /// `FileSystem.precedes`, byte order.
  @Test func `names sort by their keys as by their bytes`() {
    var names: [[UInt8]] = [[], [0x41], [0x41, 0x41], [0xFF], [0x7F, 0x80], Array("scenario-1.json".utf8), Array("scenario-10.json".utf8)]
    for count in [7, 8, 9, 15, 16, 17, 24] {
      for last in [UInt8(0x01), 0x61, 0x62, 0xFE] {
        names.append(Array(repeating: 0x61, count: count - 1) + [last])
        names.append(Array(repeating: 0x61, count: count))
        names.append(Array(repeating: 0x61, count: count) + [last, 0x61])
      }
    }
    var generator = SplitMix(seed: 7)
    for _ in 0..<300 {
      let count = Int(generator.next() % 24) + 1
      names.append((0..<count).map { _ in [0x61, 0x62, 0x2E, 0xC3, 0xA9, 0x7A][Int(generator.next() % 6)] })
    }
    for a in names {
      for b in names {
        let keyA = FileSystem.SortKey(a, place: 0)
        let keyB = FileSystem.SortKey(b, place: 1)
        #expect(keyA.precedes(keyB, a, b) == a.lexicographicallyPrecedes(b), "\(a) \(b)")
      }
    }
  }

  /// A scenario file's name is checked as bytes when it is ASCII: the answer `hasSuffix` gives.
  @Test func `scenario file names are told apart as by their characters`() {
    let names = [
      "a.json", ".json", "json", "a.JSON", "a.json ", "a.schema.json", "schema.json", ".schema.json", "a.schemajson",
      "x.jso", "", "a\r.json", "é.json", "a.json\u{301}", "\u{600}.json", "ab.schema.json\u{301}", "a.sch\u{e9}ma.json",
    ]
    for name in names {
      #expect(ScenarioLoader.isScenarioFileName(name) == (name.hasSuffix(".json") && !name.hasSuffix(".schema.json")), "\(name)")
    }
  }
}

/// A small deterministic generator for test inputs.
private struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
