internal import CMemoryHints

/// The position of each notification in ``DeviceState/notifications``, and of each entry of a
/// ``NotificationCenterList``, by identifier.
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
  /// empty (`-2` once removed). Eight bytes, so that the table of a long run stays small in the cache; a position
  /// fits in 32 bits, since a run holds far fewer than two billion notifications.
  private struct Slot: Sendable {
    var hash: UInt32
    var position: Int32
  }

  private var slots: [Slot] = []
  private var count = 0
  /// Slots whose identifier was removed (``remove(_:identifierAt:)``): a probe goes on past
  /// them, and a new identifier may take one.
  private var removed = 0
  /// The position of an empty slot, which ends a probe.
  private static let empty: Int32 = -1
  /// The position of a slot whose identifier was removed.
  private static let tombstone: Int32 = -2

  /// Asks the processor to fetch the slot a lookup of `identifier` probes first, and goes on
  /// without waiting. A push calls it as it arrives: the index of a long run is megabytes, its
  /// first probe a miss to memory, and fetched early the miss overlaps the work before it.
  func prefetch(_ identifier: String) {
    guard !slots.isEmpty else { return }
    let index = Int(truncatingIfNeeded: UInt32(truncatingIfNeeded: FNV1a.hash(identifier))) & (slots.count - 1)
    slots.withUnsafeBufferPointer { notifsim_prefetch($0.baseAddress.unsafelyUnwrapped + index) }
  }

  /// The position kept for `identifier`, where `identifierAt(position)` gives the identifier of
  /// the notification at a position.
  func position(of identifier: String, identifierAt: (Int) -> String) -> Int? {
    slot(of: identifier, identifierAt: identifierAt).map { Int(slots[$0].position) }
  }

  /// The slot that keeps `identifier`, if any.
  @inline(__always)
  private func slot(of identifier: String, identifierAt: (Int) -> String) -> Int? {
    guard !slots.isEmpty else { return nil }
    let hash = UInt32(truncatingIfNeeded: FNV1a.hash(identifier))
    let mask = slots.count - 1
    var index = Int(truncatingIfNeeded: hash) & mask
    while slots[index].position != Self.empty {
      if slots[index].hash == hash && slots[index].position >= 0 && identifierAt(Int(slots[index].position)) == identifier {
        return index
      }
      index = (index + 1) & mask
    }
    return nil
  }

  /// Keeps `position` for `identifier` and returns the position it replaced, if any.
  @discardableResult
  mutating func set(_ position: Int, for identifier: String, identifierAt: (Int) -> String) -> Int? {
    // At most half full, so probes stay short and always end at an empty slot.
    if (count + removed + 1) * 2 > slots.count { rehash() }
    let hash = UInt32(truncatingIfNeeded: FNV1a.hash(identifier))
    let mask = slots.count - 1
    var index = Int(truncatingIfNeeded: hash) & mask
    var free = -1
    while slots[index].position != Self.empty {
      if slots[index].hash == hash && slots[index].position >= 0 && identifierAt(Int(slots[index].position)) == identifier {
        let old = Int(slots[index].position)
        slots[index].position = Int32(position)
        return old
      }
      if free < 0 && slots[index].position == Self.tombstone { free = index }
      index = (index + 1) & mask
    }
    if free >= 0 {
      index = free
      removed -= 1
    }
    slots[index] = Slot(hash: hash, position: Int32(position))
    count += 1
    return nil
  }

  /// ``set(_:for:identifierAt:)`` for an index of `records`' identifiers.
  @discardableResult
  mutating func set(_ position: Int, for identifier: String, in records: NotificationRecords) -> Int? {
    set(position, for: identifier, identifierAt: { records.id(at: $0) })
  }

  /// Forgets `identifier`; returns the position it had, if any.
  @discardableResult
  mutating func remove(_ identifier: String, identifierAt: (Int) -> String) -> Int? {
    guard let index = slot(of: identifier, identifierAt: identifierAt) else { return nil }
    let old = Int(slots[index].position)
    slots[index].position = Self.tombstone
    count -= 1
    removed += 1
    return old
  }

  /// Places each kept position again by its stored hash, without the removed ones: in a table
  /// twice as large (16 slots at first) when the kept ones need it, else in one of the same size.
  private mutating func rehash() {
    let old = slots
    let size = (count + 1) * 4 > old.count ? max(16, old.count * 2) : old.count
    slots = Array(repeating: Slot(hash: 0, position: Self.empty), count: size)
    removed = 0
    let mask = slots.count - 1
    for slot in old where slot.position >= 0 {
      var index = Int(truncatingIfNeeded: slot.hash) & mask
      while slots[index].position != Self.empty { index = (index + 1) & mask }
      slots[index] = slot
    }
  }
}
