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
public struct NotificationCenterList: Sendable {
  private var slots: [NotificationCenterEntry?] = []
  private var slotByID: [String: Int] = [:]
  private var live = FenwickTree()
  /// No live entry sits in a slot below this one, so the oldest entry is found without
  /// scanning the slots freed at the bottom.
  private var bottom = 0

  /// Creates an empty list.
  public init() {}

  /// How many notifications are in Notification Center.
  public var count: Int { slotByID.count }

  /// Whether Notification Center holds none of the app's notifications.
  public var isEmpty: Bool { slotByID.isEmpty }

  /// The entries, newest (top) first: what `getDeliveredNotifications` hands the app.
  public var entries: [NotificationCenterEntry] {
    var result: [NotificationCenterEntry] = []
    result.reserveCapacity(count)
    for slot in slots.reversed() { if let entry = slot { result.append(entry) } }
    return result
  }

  /// The identifiers, newest (top) first.
  public var identifiers: [String] { entries.map(\.identifier) }

  /// The entry with identifier `id`, if it is in Notification Center.
  public func entry(_ id: String) -> NotificationCenterEntry? {
    slotByID[id].flatMap { slots[$0] }
  }

  /// The position of `id` counted from the top, 1 for the newest; `nil` if it is not listed.
  public func position(of id: String) -> Int? {
    guard let slot = slotByID[id] else { return nil }
    return count - live.prefixSum(through: slot) + 1
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
  /// position is returned.
  @discardableResult
  mutating func insertAtTop(_ entry: NotificationCenterEntry) -> Int? {
    let slot = slots.count
    slots.append(entry)
    live.append(1)
    // One hash for both the lookup and the insert: a new identifier is the common case.
    guard let old = slotByID.updateValue(slot, forKey: entry.identifier) else { return nil }
    // Its position before the new entry came: the live entries above it (all `count + 1` now,
    // less those at or below it, less the new one), plus one.
    let position = count + 1 - live.prefixSum(through: old)
    slots[old] = nil
    live.add(-1, at: old)
    if slots.count > 64 && slots.count > 2 * count { compact() }
    return position
  }

  /// Takes the entry with identifier `id` out; returns its position, or `nil` if it was not listed.
  @discardableResult
  mutating func remove(_ id: String) -> Int? {
    guard let position = position(of: id), let slot = slotByID.removeValue(forKey: id) else { return nil }
    slots[slot] = nil
    live.add(-1, at: slot)
    if slots.count > 64 && slots.count > 2 * count { compact() }
    return position
  }

  /// Takes every entry out; returns their identifiers, newest first.
  mutating func removeAll() -> [String] {
    let ids = identifiers
    self = NotificationCenterList()
    return ids
  }

  /// The identifier of the oldest entry, at the bottom of the list.
  mutating func oldestIdentifier() -> String? {
    while bottom < slots.count {
      if let entry = slots[bottom] { return entry.identifier }
      bottom += 1
    }
    return nil
  }

  private mutating func compact() {
    bottom = 0
    let kept = slots.compactMap { $0 }
    slots = kept
    slotByID.removeAll(keepingCapacity: true)
    live = FenwickTree(ones: kept.count)
    for (slot, entry) in kept.enumerated() { slotByID[entry.identifier] = slot }
  }
}

/// A Fenwick (binary indexed) tree of counts: add at a slot and sum a prefix in O(log n).
struct FenwickTree: Sendable {
  private var tree: [Int] = []

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
      sum += tree[child]
      child = (child & (child + 1)) - 1
    }
    tree.append(sum)
  }

  /// Adds `delta` to slot `index`.
  mutating func add(_ delta: Int, at index: Int) {
    var node = index
    while node < tree.count {
      tree[node] += delta
      node |= node + 1
    }
  }

  /// The sum of slots `0...index`.
  func prefixSum(through index: Int) -> Int {
    var sum = 0
    var node = index
    while node >= 0 {
      sum += tree[node]
      node = (node & (node + 1)) - 1
    }
    return sum
  }
}
