/// The words a file format uses over and over (its keys and the names its values choose from),
/// each made into a `String` once, for ``JSONParser`` to hand out instead of making them again.
///
/// A parser given one looks up each plain ASCII string it reads (no escapes), and a word found
/// is the stored `String`: equal to the one the bytes would make, so nothing that reads the
/// document can tell. Making a string checks its UTF-8 and, past 15 bytes, allocates it; a
/// scenario file is mostly such words. Over the 1,000-scenario suite a scenario cost 5,100
/// instructions less with the scenario format's vocabulary (reading, and letting go of the
/// strings), which costs 4.6 million once to make.
///
/// Immutable once made, so one vocabulary serves any number of parsers at once. Its table is
/// freed with it; a parser keeps the vocabulary (through its options) for as long as it reads
/// the table. The scenario format's is made once for the life of the process (a `static let`).
package final class JSONVocabulary: @unchecked Sendable {
  /// The longest word kept: longer strings are made as usual.
  package static let maximumLength = 40

  /// The table the parser reads, without reference counting.
  package let table: Table

  /// Each word as a `String`, in the table's order.
  let words: [String]

  /// A vocabulary of `words`; repeats, empty words, words that are not ASCII and words over
  /// ``maximumLength`` bytes are left out.
  package init(_ words: [String]) {
    let slotCount = Table.slotCount
    // Each word's slot, then the words sorted by slot (a counting sort), repeats left out.
    var slotOfWord = [Int](repeating: -1, count: words.count)
    var counts = [Int](repeating: 0, count: slotCount + 1)
    var bytesNeeded = 0
    for (index, word) in words.enumerated() {
      var word = word
      let slot = word.withUTF8 { bytes -> Int in
        guard !bytes.isEmpty, bytes.count <= Self.maximumLength, !bytes.contains(where: { $0 >= 0x80 }) else {
          return -1
        }
        return Table.slot(of: bytes)
      }
      guard slot >= 0 else { continue }
      slotOfWord[index] = slot
      counts[slot + 1] += 1
      bytesNeeded += word.utf8.count
    }
    for slot in 0..<slotCount { counts[slot + 1] += counts[slot] }
    var order = [Int](repeating: -1, count: counts[slotCount])
    var next = counts
    for (index, slot) in slotOfWord.enumerated() where slot >= 0 {
      order[next[slot]] = index
      next[slot] += 1
    }
    let text = UnsafeMutablePointer<UInt8>.allocate(capacity: max(bytesNeeded, 1))
    let entries = UnsafeMutablePointer<Table.Entry>.allocate(capacity: max(order.count, 1))
    let slots = UnsafeMutablePointer<Int32>.allocate(capacity: slotCount + 1)
    var stored: [String] = []
    stored.reserveCapacity(order.count)
    var used = 0
    slots[0] = 0
    for slot in 0..<slotCount {
      let first = stored.count
      for place in counts[slot]..<counts[slot + 1] {
        var word = words[order[place]]
        let isRepeat = word.withUTF8 { bytes in
          (first..<stored.count).contains {
            Table.matches(bytes, text + Int(entries[$0].start), count: Int(entries[$0].count))
          }
        }
        if isRepeat { continue }
        word.withUTF8 { bytes in
          (text + used).update(from: bytes.baseAddress!, count: bytes.count)
          entries[stored.count] = Table.Entry(start: Int32(used), count: Int32(bytes.count))
          used += bytes.count
        }
        stored.append(word)
      }
      slots[slot + 1] = Int32(stored.count)
    }
    self.table = Table(text: text, entries: entries, slots: slots)
    self.words = stored
  }

  deinit {
    table.text.deallocate()
    table.entries.deallocate()
    table.slots.deallocate()
  }

  /// How many words it holds.
  package var count: Int { words.count }

  /// The stored word whose UTF-8 is `bytes`, or `nil`.
  @inline(__always)
  package func word(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
    guard let entry = table.entry(of: bytes) else { return nil }
    return words[entry]
  }

  /// The words' bytes and where each is, by slot: plain pointers, read without retaining.
  package struct Table: @unchecked Sendable {
    struct Entry {
      var start: Int32
      var count: Int32
    }
    static let slotCount = 1024
    let text: UnsafeMutablePointer<UInt8>
    let entries: UnsafeMutablePointer<Entry>
    /// Where each slot's entries begin, and one past the last slot's end.
    let slots: UnsafeMutablePointer<Int32>

    /// The place of the word whose UTF-8 is `bytes`, or `nil`.
    @inline(__always)
    package func entry(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
      let count = bytes.count
      guard count > 0 && count <= JSONVocabulary.maximumLength else { return nil }
      let slot = Table.slot(of: bytes)
      var entry = Int(slots[slot])
      let end = Int(slots[slot + 1])
      while entry < end {
        let found = entries[entry]
        if Int(found.count) == count && Table.matches(bytes, text + Int(found.start), count: count) { return entry }
        entry += 1
      }
      return nil
    }

    /// Whether `bytes` are the `count` bytes at `stored`.
    @inline(__always)
    static func matches(_ bytes: UnsafeBufferPointer<UInt8>, _ stored: UnsafePointer<UInt8>, count: Int) -> Bool {
      guard bytes.count == count, let base = bytes.baseAddress else { return false }
      // Eight bytes at a time, the last eight overlapping the ones before; shorter words a
      // byte at a time.
      if count >= 8 {
        var offset = 0
        while offset + 8 < count {
          if UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
            != UnsafeRawPointer(stored + offset).loadUnaligned(as: UInt64.self)
          {
            return false
          }
          offset += 8
        }
        return UnsafeRawPointer(base + count - 8).loadUnaligned(as: UInt64.self)
          == UnsafeRawPointer(stored + count - 8).loadUnaligned(as: UInt64.self)
      }
      for index in 0..<count where base[index] != stored[index] { return false }
      return true
    }

    /// The slot of a word: from its length and three of its bytes, which tell a format's words
    /// apart well enough for a slot to hold one or two.
    @inline(__always)
    static func slot(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
      let count = bytes.count
      var hash = UInt32(truncatingIfNeeded: count) &* 0x9E37_79B1
      hash ^= UInt32(bytes[0]) &* 0x85EB_CA6B
      hash ^= UInt32(bytes[count - 1]) &* 0xC2B2_AE35
      hash ^= UInt32(bytes[count >> 1]) &* 0x27D4_EB2F
      hash ^= hash >> 15
      return Int(hash & UInt32(slotCount - 1))
    }
  }
}
