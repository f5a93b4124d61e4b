extension String {
  /// Whether a byte of the string's UTF-8 satisfies `predicate`, looked for in its contiguous
  /// storage. (`utf8.contains(where:)` goes through the view's iterator: about 35 instructions
  /// a byte, 1,000 for a scenario file's path.) Inlinable, so `predicate` is inlined into the
  /// loop: called through a closure, it cost about 20 instructions a byte.
  @inlinable
  package func utf8Contains(where predicate: (UInt8) -> Bool) -> Bool {
    utf8.withContiguousStorageIfAvailable { $0.contains(where: predicate) } ?? utf8.contains(where: predicate)
  }
}
