/// One notification as Notification Center keeps it: what `getDeliveredNotifications` returns.
///
/// Models `UNNotification`: its `request.identifier`, the content fields that decide grouping
/// and sorting (`threadIdentifier`, `categoryIdentifier`, `relevanceScore`), and its `date`.
public struct NotificationCenterEntry: Hashable, Sendable {
  /// `request.identifier`: the `apns-collapse-id` of a remote notification, else the identifier
  /// the system (or the app, for a local request) gave it.
  public var identifier: String
  /// Remote, background or local.
  public var kind: NotificationKind
  /// `content.threadIdentifier`; empty when the content names no thread.
  public var threadIdentifier: String
  /// `content.categoryIdentifier`; empty when the content names no category.
  public var categoryIdentifier: String
  /// `content.relevanceScore` (iOS 15), 0 when not set.
  public var relevanceScore: Double
  /// `UNNotification.date`: when the notification was delivered.
  public var date: SimulatedInstant

  /// Creates an entry.
  public init(
    identifier: String, kind: NotificationKind, threadIdentifier: String = "", categoryIdentifier: String = "",
    relevanceScore: Double = 0, date: SimulatedInstant
  ) {
    self.identifier = identifier
    self.kind = kind
    self.threadIdentifier = threadIdentifier
    self.categoryIdentifier = categoryIdentifier
    self.relevanceScore = relevanceScore
    self.date = date
  }
}

/// A group of Notification Center entries that share a `threadIdentifier`.
///
/// Models the grouping iOS 12+ applies by `UNNotificationContent.threadIdentifier` (`thread-id`
/// in a payload), with the featured entry the summary shows, picked by `relevanceScore` (iOS 15).
public struct NotificationThread: Hashable, Sendable {
  /// The shared `threadIdentifier`; empty for the app's default group.
  public var identifier: String
  /// The entries' identifiers, newest first.
  public var notificationIDs: [String]
  /// The entry with the highest `relevanceScore`; on a tie, the newest of them.
  public var featured: String
}

/// The app's notifications in Notification Center, newest at the top.
///
/// Models what `UNUserNotificationCenter.getDeliveredNotifications(completionHandler:)` returns
/// and how a new request with the identifier of a delivered one replaces it and moves to the top
/// (rule NC1, <https://developer.apple.com/documentation/usernotifications/unusernotificationcenter/add(_:withcompletionhandler:)>).
///
/// Every operation is O(log n): entries sit in slots in delivery order, and a Fenwick tree over
/// the slots counts the live ones, so the position of an entry is a prefix sum. Slots freed by
/// removals are compacted away once they outnumber the live entries, so memory follows the
/// entries on screen, not every notification ever delivered.
///
/// The list shares the device's records of its notifications (``NotificationRecords``): an
/// entry is kept in 16 bytes, the position of its record, its date, and the number of its kind,
/// thread, category and relevance score in a table of the combinations met so far (a run has
/// few). The identifier is the record's, found through the records' index, and each record
/// knows its entry's slot. The ``NotificationCenterEntry`` values are made when asked for.
public struct NotificationCenterList: Sendable {
  /// The order of the entries.
  var order = NotificationCenterOrder()
  /// The records the entries belong to.
  var records = NotificationRecords()
  /// The records' positions by identifier.
  var index = IdentifierIndex()

  /// Creates an empty list.
  public init() {}

  init(order: NotificationCenterOrder, records: NotificationRecords, index: IdentifierIndex) {
    self.order = order
    self.records = records
    self.index = index
  }

  /// How many notifications are in Notification Center.
  public var count: Int { order.count }

  /// Whether Notification Center holds none of the app's notifications.
  public var isEmpty: Bool { order.count == 0 }

  /// The entries, newest (top) first: what `getDeliveredNotifications` hands the app.
  public var entries: [NotificationCenterEntry] { order.entries(records) }

  /// The identifiers, newest (top) first.
  public var identifiers: [String] { order.identifiers(records) }

  /// The entry with identifier `id`, if it is in Notification Center.
  public func entry(_ id: String) -> NotificationCenterEntry? {
    record(id).flatMap { order.entry(ofRecord: $0, records) }
  }

  /// The position of `id` counted from the top, 1 for the newest; `nil` if it is not listed.
  public func position(of id: String) -> Int? {
    record(id).flatMap { order.position(ofRecord: $0, records) }
  }

  /// The entries grouped by thread, the group with the newest entry first.
  public var threads: [NotificationThread] {
    var order: [String] = []
    var members: [String: [NotificationCenterEntry]] = [:]
    for entry in entries {
      if members[entry.threadIdentifier] == nil { order.append(entry.threadIdentifier) }
      members[entry.threadIdentifier, default: []].append(entry)
    }
    return order.map { thread in
      let group = members[thread] ?? []
      // Newest first, so the first maximum is the newest of the best-scored.
      var featured = group[0]
      for entry in group.dropFirst() where entry.relevanceScore > featured.relevanceScore { featured = entry }
      return NotificationThread(identifier: thread, notificationIDs: group.map(\.identifier), featured: featured.identifier)
    }
  }

  /// Puts `entry` at the top. An entry with the same identifier is taken out first; its old
  /// position is returned. A list of its own (not the simulator's) keeps a record for each
  /// identifier it is given.
  @discardableResult
  mutating func insertAtTop(_ entry: NotificationCenterEntry) -> Int? {
    let position: Int
    if let found = record(entry.identifier) {
      position = found
    } else {
      records.append(
        DeliveredNotification(
          id: entry.identifier, kind: entry.kind, payload: nil, localRequest: nil, arrivedAt: entry.date, ruleID: "",
          status: .pending))
      position = records.count - 1
      index.set(position, for: entry.identifier, in: records)
    }
    return order.insertAtTop(entry, record: position, &records)
  }

  /// Takes the entry with identifier `id` out; returns its position, or `nil` if it was not listed.
  @discardableResult
  mutating func remove(_ id: String) -> Int? {
    guard let position = record(id) else { return nil }
    return order.remove(record: position, &records)
  }

  /// Takes every entry out; returns their identifiers, newest first.
  mutating func removeAll() -> [String] {
    let ids = identifiers
    order.removeAll(&records)
    return ids
  }

  /// The identifier of the oldest entry, at the bottom of the list.
  mutating func oldestIdentifier() -> String? {
    order.oldestRecord().map { records.id(at: $0) }
  }

  private func record(_ id: String) -> Int? {
    records.position(of: id, in: index)
  }
}

/// The order of the entries in Notification Center (``NotificationCenterList``): slots in
/// delivery order that point at records, and a Fenwick tree counting the live ones.
struct NotificationCenterOrder: Sendable {
  /// One entry as kept, or a freed slot (``Slot/free``). 16 bytes.
  private struct Slot: Sendable {
    /// The position of the entry's record.
    var record: UInt32
    /// The entry's place in `details`; ``Slot/free`` for a freed slot.
    var details: UInt32
    /// The entry's date in nanoseconds; ``Slot/inexact`` when it does not fit (kept in `dates`).
    var date: Int64

    static let free = UInt32.max
    static let inexact = Int64.min
  }

  /// What an entry shares with others: its kind, thread, category and relevance score.
  private struct Details: Sendable {
    var kind: NotificationKind
    var threadIdentifier: String
    var categoryIdentifier: String
    var relevanceScore: Double

    init(_ entry: NotificationCenterEntry) {
      kind = entry.kind
      threadIdentifier = entry.threadIdentifier
      categoryIdentifier = entry.categoryIdentifier
      relevanceScore = entry.relevanceScore
    }

    /// Whether these are `entry`'s details, compared in place (making `Details(entry)` to
    /// compare copied both strings on every push). The score is compared to the bit, so that an
    /// entry gives back exactly the score it was given (`-0.0`).
    @inline(__always)
    func matches(_ entry: NotificationCenterEntry) -> Bool {
      kind == entry.kind && relevanceScore.bitPattern == entry.relevanceScore.bitPattern
        && threadIdentifier == entry.threadIdentifier && categoryIdentifier == entry.categoryIdentifier
    }
  }

  private var slots: [Slot] = []
  private var live = FenwickTree()
  /// How many slots hold an entry.
  private(set) var count = 0
  /// Every combination of details met, in the order met, and where each is.
  private var details: [Details] = []
  /// Where each of `details` is, by hash: the hash and its number (``Slot/free`` when empty).
  private var detailsTable: [(hash: UInt64, number: UInt32)] = []
  /// The details of the entry inserted last, and their hash.
  private var lastDetails: UInt32 = 0
  private var lastDetailsHash: UInt64 = 0
  /// The dates that are not whole nanoseconds, by slot (rare: a test's odd `Duration`).
  private var dates: [Int: SimulatedInstant] = [:]
  /// No live entry sits in a slot below this one, so the oldest entry is found without
  /// scanning the slots freed at the bottom.
  private var bottom = 0

  func entries(_ records: NotificationRecords) -> [NotificationCenterEntry] {
    var result: [NotificationCenterEntry] = []
    result.reserveCapacity(count)
    for slot in slots.indices.reversed() where slots[slot].details != Slot.free { result.append(entry(at: slot, records)) }
    return result
  }

  func identifiers(_ records: NotificationRecords) -> [String] {
    var result: [String] = []
    result.reserveCapacity(count)
    for slot in slots.reversed() where slot.details != Slot.free { result.append(records.id(at: Int(slot.record))) }
    return result
  }

  func entry(ofRecord record: Int, _ records: NotificationRecords) -> NotificationCenterEntry? {
    records.centerSlot(at: record).map { entry(at: $0, records) }
  }

  func position(ofRecord record: Int, _ records: NotificationRecords) -> Int? {
    records.centerSlot(at: record).map { count - live.prefixSum(through: $0) + 1 }
  }

  /// Puts `entry`, the entry of the record at `record`, at the top; returns the position its
  /// earlier entry had, if it had one.
  mutating func insertAtTop(_ entry: NotificationCenterEntry, record: Int, _ records: inout NotificationRecords) -> Int? {
    let slot = slots.count
    let date = NotificationRecords.nanoseconds(entry.date.offset) ?? Slot.inexact
    if date == Slot.inexact { dates[slot] = entry.date }
    slots.append(Slot(record: UInt32(truncatingIfNeeded: record), details: intern(entry), date: date))
    live.append(1)
    let old = records.centerSlot(at: record)
    records.setCenterSlot(slot, at: record)
    guard let old else {
      count += 1
      return nil
    }
    // Its position before the new entry came: the live entries above it (all `count + 1` now,
    // less those at or below it, less the new one), plus one.
    let position = count + 1 - live.prefixSum(through: old)
    free(old)
    if slots.count > 64 && slots.count > 2 * count { compact(&records) }
    return position
  }

  /// Takes the entry of the record at `record` out; returns its position, or `nil` if it was not listed.
  mutating func remove(record: Int, _ records: inout NotificationRecords) -> Int? {
    guard let slot = records.centerSlot(at: record) else { return nil }
    let position = count - live.prefixSum(through: slot) + 1
    records.setCenterSlot(nil, at: record)
    free(slot)
    count -= 1
    if slots.count > 64 && slots.count > 2 * count { compact(&records) }
    return position
  }

  /// Takes every entry out.
  mutating func removeAll(_ records: inout NotificationRecords) {
    for slot in slots where slot.details != Slot.free { records.setCenterSlot(nil, at: Int(slot.record)) }
    self = NotificationCenterOrder()
  }

  /// The position of the oldest entry's record, at the bottom of the list.
  mutating func oldestRecord() -> Int? {
    while bottom < slots.count {
      if slots[bottom].details != Slot.free { return Int(slots[bottom].record) }
      bottom += 1
    }
    return nil
  }

  /// Points the entries at their records again after the records moved.
  mutating func relink(_ records: NotificationRecords) {
    for position in records.indices {
      if let slot = records.centerSlot(at: position) { slots[slot].record = UInt32(truncatingIfNeeded: position) }
    }
  }

  private func entry(at slot: Int, _ records: NotificationRecords) -> NotificationCenterEntry {
    let kept = slots[slot]
    let shared = details[Int(kept.details)]
    let date =
      kept.date == Slot.inexact ? dates[slot] ?? .zero : SimulatedInstant(offset: NotificationRecords.duration(nanoseconds: kept.date))
    return NotificationCenterEntry(
      identifier: records.id(at: Int(kept.record)), kind: shared.kind, threadIdentifier: shared.threadIdentifier,
      categoryIdentifier: shared.categoryIdentifier, relevanceScore: shared.relevanceScore, date: date)
  }

  /// Frees slot `position`, whose record no longer names it.
  private mutating func free(_ position: Int) {
    slots[position].details = Slot.free
    if slots[position].date == Slot.inexact { dates[position] = nil }
    live.add(-1, at: position)
  }

  /// The number of `entry`'s details in `details`, added if new. Most entries share those of
  /// the entry before them, which is tried first.
  private mutating func intern(_ entry: NotificationCenterEntry) -> UInt32 {
    // An open-addressing table hashed with FNV-1a, at most half full: a `Dictionary` of the
    // details (seeded SipHash over two strings) cost 1,300 instructions a push. The hash is
    // taken first, so that details that differ from the last entry's are told apart by it, not
    // by comparing their strings (which, unequal, took the slow comparison every time).
    let hash =
      FNV1a.hash(entry.threadIdentifier) &* 31 ^ FNV1a.hash(entry.categoryIdentifier) ^ entry.relevanceScore.bitPattern
    let last = Int(lastDetails)
    if hash == lastDetailsHash && last < details.count && details[last].matches(entry) { return lastDetails }
    if (details.count + 1) * 2 > detailsTable.count { growDetailsTable() }
    let mask = detailsTable.count - 1
    var slot = Int(truncatingIfNeeded: hash) & mask
    while detailsTable[slot].number != Slot.free {
      if detailsTable[slot].hash == hash && details[Int(detailsTable[slot].number)].matches(entry) {
        lastDetails = detailsTable[slot].number
        lastDetailsHash = hash
        return lastDetails
      }
      slot = (slot + 1) & mask
    }
    let number = UInt32(details.count)
    details.append(Details(entry))
    detailsTable[slot] = (hash, number)
    lastDetails = number
    lastDetailsHash = hash
    return number
  }

  /// Doubles the details table (16 slots at first), placing each by its stored hash.
  private mutating func growDetailsTable() {
    let old = detailsTable
    detailsTable = Array(repeating: (0, Slot.free), count: max(16, old.count * 2))
    let mask = detailsTable.count - 1
    for entry in old where entry.number != Slot.free {
      var slot = Int(truncatingIfNeeded: entry.hash) & mask
      while detailsTable[slot].number != Slot.free { slot = (slot + 1) & mask }
      detailsTable[slot] = entry
    }
  }

  /// Drops the freed slots, keeping the order, and tells each record its entry's new slot.
  private mutating func compact(_ records: inout NotificationRecords) {
    bottom = 0
    var kept: [Slot] = []
    kept.reserveCapacity(count)
    var keptDates: [Int: SimulatedInstant] = [:]
    for position in slots.indices where slots[position].details != Slot.free {
      if slots[position].date == Slot.inexact { keptDates[kept.count] = dates[position] }
      records.setCenterSlot(kept.count, at: Int(slots[position].record))
      kept.append(slots[position])
    }
    slots = kept
    dates = keptDates
    live = FenwickTree(ones: kept.count)
  }
}

/// A Fenwick (binary indexed) tree of counts: add at a slot and sum a prefix in O(log n).
struct FenwickTree: Sendable {
  /// Counts of at most a slot each, summed over at most 2^31 slots: 32 bits a node.
  private var tree: [Int32] = []

  init() {}

  /// A tree of `count` slots holding 1 each, built in O(n).
  init(ones count: Int) {
    tree = Array(repeating: 0, count: count)
    for index in 0..<count {
      tree[index] += 1
      let parent = index | (index + 1)
      if parent < count { tree[parent] += tree[index] }
    }
  }

  /// Adds a slot at the end holding `value`.
  mutating func append(_ value: Int) {
    let index = tree.count
    // The new node covers slots (index & (index + 1)) ... index: its own value plus the sums of
    // the nodes that end just before it.
    var sum = value
    var child = index - 1
    let low = index & (index + 1)
    while child >= low {
      sum += Int(tree[child])
      child = (child & (child + 1)) - 1
    }
    tree.append(Int32(truncatingIfNeeded: sum))
  }

  /// Adds `delta` to slot `index`.
  mutating func add(_ delta: Int, at index: Int) {
    var node = index
    while node < tree.count {
      tree[node] &+= Int32(truncatingIfNeeded: delta)
      node |= node + 1
    }
  }

  /// The sum of slots `0...index`.
  func prefixSum(through index: Int) -> Int {
    var sum = 0
    var node = index
    while node >= 0 {
      sum += Int(tree[node])
      node = (node & (node + 1)) - 1
    }
    return sum
  }
}
