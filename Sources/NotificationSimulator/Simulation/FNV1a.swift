/// FNV-1a, 64 bits, over a string's UTF-8 bytes: a small, fixed hash for the simulator's own
/// tables and deterministic device tokens (never for anything printed in a hashed order).
enum FNV1a {
  static func hash(_ text: String) -> UInt64 {
    // Over contiguous bytes: walking `utf8` index by index cost more than the hashing.
    var text = text
    return text.withUTF8 { bytes in
      var hash: UInt64 = 0xcbf2_9ce4_8422_2325
      for byte in bytes {
        hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
      }
      return hash
    }
  }
}
