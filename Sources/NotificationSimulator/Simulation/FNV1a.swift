/// FNV-1a, 64 bits, over a string's UTF-8 bytes: a small, fixed hash for the simulator's own
/// tables and deterministic device tokens (never for anything printed in a hashed order).
enum FNV1a {
  static func hash(_ text: String) -> UInt64 {
    // Over contiguous bytes: walking `utf8` index by index cost more than the hashing. A native
    // string lends its bytes in place; `withUTF8` on a copy retained and released it (two calls
    // a hash, on every push).
    if let hash = text.utf8.withContiguousStorageIfAvailable(hash(bytes:)) { return hash }
    var text = text
    return text.withUTF8(hash(bytes:))
  }

  private static func hash(bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    return hash
  }
}
