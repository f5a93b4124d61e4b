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
}
