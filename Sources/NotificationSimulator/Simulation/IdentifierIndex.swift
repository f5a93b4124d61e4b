/// The position of each notification in ``Simulator/notifications``, by identifier.
///
/// An open-addressing hash table that stores positions only and compares identifiers through a
/// lookup closure over the notifications themselves, so an identifier is never copied. It
/// hashes with ``FNV1a``: in a profile of 3,000 pushes,
/// `Dictionary<String, Int>` took 940 instructions a push (its seeded SipHash, and rehashing
/// every key as it grew). The hash decides only where a position is kept, never what is found
/// or printed, so runs stay reproducible to the byte.
struct IdentifierIndex: Sendable {
  /// One slot: the low 32 bits of the identifier's hash (so a resize needs no identifier, and a
  /// probe compares identifiers only when the hashes match) and the position, or `-1` when
  /// empty. Eight bytes, so that the table of a long run stays small in the cache; a position
  /// fits in 32 bits, since a run holds far fewer than two billion notifications.
  private struct Slot: Sendable {
    var hash: UInt32
    var position: Int32
  }

  private var slots: [Slot] = []
  private var count = 0

  /// The position kept for `identifier`, where `identifierAt(position)` gives the identifier of
  /// the notification at a position.
  func position(of identifier: String, identifierAt: (Int) -> String) -> Int? {
    guard !slots.isEmpty else { return nil }
    let hash = UInt32(truncatingIfNeeded: FNV1a.hash(identifier))
    let mask = slots.count - 1
    var index = Int(truncatingIfNeeded: hash) & mask
    while slots[index].position >= 0 {
      if slots[index].hash == hash && identifierAt(Int(slots[index].position)) == identifier {
        return Int(slots[index].position)
      }
      index = (index + 1) & mask
    }
    return nil
  }

  /// Keeps `position` for `identifier` and returns the position it replaced, if any.
  @discardableResult
  mutating func set(_ position: Int, for identifier: String, identifierAt: (Int) -> String) -> Int? {
    // At most half full, so probes stay short and always end at an empty slot.
    if (count + 1) * 2 > slots.count { grow() }
    let hash = UInt32(truncatingIfNeeded: FNV1a.hash(identifier))
    let mask = slots.count - 1
    var index = Int(truncatingIfNeeded: hash) & mask
    while slots[index].position >= 0 {
      if slots[index].hash == hash && identifierAt(Int(slots[index].position)) == identifier {
        let old = Int(slots[index].position)
        slots[index].position = Int32(position)
        return old
      }
      index = (index + 1) & mask
    }
    slots[index] = Slot(hash: hash, position: Int32(position))
    count += 1
    return nil
  }

  /// Doubles the table (16 slots at first), placing each kept position by its stored hash.
  private mutating func grow() {
    let old = slots
    slots = Array(repeating: Slot(hash: 0, position: -1), count: max(16, old.count * 2))
    let mask = slots.count - 1
    for slot in old where slot.position >= 0 {
      var index = Int(truncatingIfNeeded: slot.hash) & mask
      while slots[index].position >= 0 { index = (index + 1) & mask }
      slots[index] = slot
    }
  }
}
