import NotificationSimulator
import Testing

/// `TextBytes`, the buffer the text report and trace-event bodies are written into: what it
/// holds is what an array of the same appends holds, and its printable-ASCII check agrees with
/// a byte-at-a-time one wherever the odd byte is.
@Suite struct TextBytesTests {
  @Test func `appends of every kind grow past the capacity and keep their order`() {
    var bytes = TextBytes(capacity: 1)
    var expected: [UInt8] = []
    for round in 0..<40 {
      bytes.append(UInt8(ascii: "a"))
      bytes.append("-lit-")
      bytes.appendUTF8("é 日本 \(round)")
      bytes.append(Array("xyz".utf8))
      bytes.append(0x20, count: round % 5)
      bytes.appendDecimal(Int64(round * 37 - 500), width: 4)
      expected += Array("a-lit-é 日本 \(round)xyz".utf8) + Array(repeating: 0x20, count: round % 5)
      let number = round * 37 - 500
      let digits = String(abs(number))
      expected += Array(((number < 0 ? "-" : "") + String(repeating: "0", count: max(0, 4 - digits.count)) + digits).utf8)
    }
    let count = bytes.count
    let array = bytes.array()
    #expect(count == expected.count)
    #expect(array == expected)
  }

  @Test func `decimals are the digits String writes`() {
    for value: Int64 in [0, 7, 10, 99, 100, 1_000_000, Int64.max, -1, -10, Int64.min] {
      var bytes = TextBytes(capacity: 4)
      bytes.appendDecimal(value)
      let text = bytes.string
      #expect(text == String(value))
    }
  }

  @Test func `the printable-ASCII check finds any odd byte in any place`() {
    for length in 0..<20 {
      for start in 0...length {
        for place in 0..<max(length, 1) {
          for odd: UInt8 in [0x00, 0x09, 0x1F, 0x7F, 0x80, 0xC3, 0xFF] {
            var bytes = TextBytes(capacity: 4)
            var plain = Array(repeating: UInt8(ascii: "~"), count: length)
            if place < length { plain[place] = odd }
            bytes.append(plain)
            let expected = plain[start...].allSatisfy { $0 >= 0x20 && $0 <= 0x7E }
            let printable = bytes.isPrintableASCII(from: start)
            #expect(printable == expected, "length \(length), from \(start), \(odd) at \(place)")
          }
        }
      }
    }
  }

  @Test func `removing a suffix keeps the bytes before it`() {
    var bytes = TextBytes(capacity: 8)
    bytes.append("kept, then dropped")
    bytes.removeSuffix(from: 4)
    bytes.append("!")
    let text = bytes.string
    #expect(text == "kept!")
  }
}
