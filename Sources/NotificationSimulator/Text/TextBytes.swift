/// UTF-8 text built in memory it owns, written through a pointer: what the text report and a
/// trace event's body (``TraceEvent/appendBody(to:)``) are written into.
///
/// Appending to an `[UInt8]` goes through the array's uniqueness and capacity checks and its
/// generic `append(contentsOf:)`, about 90 instructions for a few bytes; here a capacity check
/// and a copy, about 30. A scenario's text is some 100 appends. Not copyable, so the memory has
/// one owner and is freed with it.
package struct TextBytes: ~Copyable {
  private var start: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  /// How many bytes are written.
  package private(set) var count = 0

  /// Empty, with room for `capacity` bytes before it grows.
  package init(capacity: Int) {
    self.capacity = max(capacity, 16)
    start = .allocate(capacity: self.capacity)
  }

  deinit { start.deallocate() }

  /// The bytes written, as an array.
  package consuming func array() -> [UInt8] {
    Array(UnsafeBufferPointer(start: start, count: count))
  }

  /// The bytes written, decoded as UTF-8.
  package var string: String {
    String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
  }

  /// Appends one byte.
  package mutating func append(_ byte: UInt8) {
    if count == capacity { grow(adding: 1) }
    start[count] = byte
    count += 1
  }

  /// Appends `byte` `count` times.
  package mutating func append(_ byte: UInt8, count added: Int) {
    guard added > 0 else { return }
    if capacity - count < added { grow(adding: added) }
    (start + count).initialize(repeating: byte, count: added)
    count += added
  }

  /// Appends `bytes`.
  package mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress else { return }
    let added = bytes.count
    if capacity - count < added { grow(adding: added) }
    (start + count).initialize(from: source, count: added)
    count += added
  }

  /// Appends `bytes`.
  package mutating func append(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { append($0) }
  }

  /// Appends what `other` holds.
  package mutating func append(_ other: borrowing TextBytes) {
    append(UnsafeBufferPointer(start: other.start, count: other.count))
  }

  /// Appends a literal's UTF-8, which needs no look at a string's storage (about 25
  /// instructions, where a `String` literal costs 45).
  package mutating func append(_ text: StaticString) {
    text.withUTF8Buffer { append($0) }
  }

  /// Appends `text` as UTF-8, copied from its contiguous storage: read in place, without the
  /// copy of the string that `withUTF8` (a mutating method) needs.
  package mutating func appendUTF8(_ text: String) {
    let done: Void? = text.utf8.withContiguousStorageIfAvailable { append($0) }
    if done == nil {
      var text = text
      text.withUTF8 { append($0) }
    }
  }

  /// Calls `body` with the bytes written.
  package func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    body(UnsafeBufferPointer(start: start, count: count))
  }

  /// Removes the bytes from `index` on.
  package mutating func removeSuffix(from index: Int) {
    precondition(index >= 0 && index <= count, "removeSuffix(from:) past the end")
    count = index
  }

  /// Whether every byte from `index` on is printable ASCII (0x20 through 0x7E).
  package func isPrintableASCII(from index: Int) -> Bool {
    var offset = index
    // Eight bytes at a time (a byte at a time cost 2.4 instructions a byte): in `below`, the
    // top bit of a byte under 0x20 is set; in `above`, that of a byte 0x7F or over. A borrow or
    // carry crosses into the next byte only from a byte that is itself found.
    let raw = UnsafeRawPointer(start)
    while offset + 8 <= count {
      let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      let below = (word &- 0x2020_2020_2020_2020) & ~word
      let above = (word &+ 0x0101_0101_0101_0101) | word
      if (below | above) & 0x8080_8080_8080_8080 != 0 { return false }
      offset += 8
    }
    if offset < count && count - index >= 8 {
      // The last eight bytes, some of them checked already, in one word.
      offset = count - 8
      let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      let below = (word &- 0x2020_2020_2020_2020) & ~word
      let above = (word &+ 0x0101_0101_0101_0101) | word
      return (below | above) & 0x8080_8080_8080_8080 == 0
    }
    while offset < count {
      // One comparison a byte: 0x20...0x7E is 0...0x5E once 0x20 is taken away.
      if start[offset] &- 0x20 > 0x5E { return false }
      offset += 1
    }
    return true
  }

  /// Appends `value` in decimal, zero-padded to `width` digits, `-` first when negative:
  /// written from the highest power of ten down (`String(value)` cost 450 instructions).
  package mutating func appendDecimal(_ value: Int64, width: Int = 1) {
    if value < 0 { append(UInt8(ascii: "-")) }
    let magnitude = value.magnitude
    var power: UInt64 = 1
    var digits = 1
    while magnitude / power >= 10 {
      power *= 10
      digits += 1
    }
    append(UInt8(ascii: "0"), count: width - digits)
    var rest = magnitude
    repeat {
      append(UInt8(truncatingIfNeeded: rest / power) + UInt8(ascii: "0"))
      rest %= power
      power /= 10
    } while power > 0
  }

  /// Makes room for `added` more bytes: at least twice the capacity.
  private mutating func grow(adding added: Int) {
    let newCapacity = max(capacity * 2, count + added)
    let newStart = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    newStart.moveInitialize(from: start, count: count)
    start.deallocate()
    start = newStart
    capacity = newCapacity
  }
}
