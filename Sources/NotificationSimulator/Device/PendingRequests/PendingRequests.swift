/// A local request waiting for its trigger: what `getPendingNotificationRequests` returns.
///
/// Models `UNNotificationRequest` as the pending list holds it, with the trigger's
/// `nextTriggerDate()` as a virtual instant.
public struct PendingNotificationRequest: Hashable, Sendable {
  /// The request as the app added it.
  public var request: LocalNotificationRequest
  /// When the trigger fires next (`nextTriggerDate()`); `nil` for a location trigger, which
  /// fires on a region crossing, or a calendar trigger that matches no future date.
  public var nextTriggerDate: SimulatedInstant?
  /// For a location trigger: whether the device was inside the region when last checked.
  public var isInsideRegion: Bool
  /// Bumped on every add, so the clock can tell a trigger that was replaced or removed.
  let generation: Int
  /// The order in which requests were added; the oldest goes first at the limit.
  let addedSequence: Int

  /// `request.identifier`.
  public var identifier: String { request.identifier }
}

/// The app's pending local requests, at most 64.
///
/// Models the pending list behind `UNUserNotificationCenter.add(_:withCompletionHandler:)`,
/// `getPendingNotificationRequests`, `removePendingNotificationRequests(withIdentifiers:)` and
/// `removeAllPendingNotificationRequests()`. A request with the identifier of a pending one
/// replaces it (rule LN5); past 64 requests one is dropped without an error to the app
/// (rule LN6, quirk ``Quirks/pendingLimitKeepsMostRecent``).
///
/// The list is capped, so every operation is O(1): at most 65 entries are ever looked at.
public struct PendingRequests: Sendable {
  /// How many requests an app may have pending at once.
  public static let limit = 64

  private var storage: [PendingNotificationRequest] = []
  private var nextGeneration = 0
  private var nextSequence = 0

  /// Creates an empty list.
  public init() {}

  /// How many requests are pending.
  public var count: Int { storage.count }

  /// The pending requests, soonest-firing first (location triggers last), ties by identifier.
  public var requests: [PendingNotificationRequest] {
    storage.sorted { a, b in
      switch (a.nextTriggerDate, b.nextTriggerDate) {
      case (let x?, let y?) where x != y: return x < y
      case (.some, nil): return true
      case (nil, .some): return false
      default: return a.identifier < b.identifier
      }
    }
  }

  /// The pending request with identifier `id`.
  public func request(_ id: String) -> PendingNotificationRequest? {
    storage.first { $0.identifier == id }
  }

  /// What adding a request did.
  struct AddOutcome {
    /// The generation the clock must quote when the trigger comes due.
    var generation: Int
    /// Whether it replaced a pending request with the same identifier.
    var replaced: Bool
    /// The request dropped to stay within ``PendingRequests/limit``, if any.
    var dropped: String?
  }

  /// Adds `request`, due at `next`. Past the limit, drops the oldest-added request when
  /// `keepMostRecent`, else the one that fires last (the new one included).
  mutating func add(
    _ request: LocalNotificationRequest, next: SimulatedInstant?, insideRegion: Bool, keepMostRecent: Bool
  ) -> AddOutcome {
    let replaced = remove(request.identifier)
    let generation = nextGeneration
    nextGeneration += 1
    storage.append(
      PendingNotificationRequest(
        request: request, nextTriggerDate: next, isInsideRegion: insideRegion, generation: generation,
        addedSequence: nextSequence))
    nextSequence += 1
    var dropped: String?
    if storage.count > Self.limit {
      let victim: Int
      if keepMostRecent {
        victim = storage.indices.min { storage[$0].addedSequence < storage[$1].addedSequence }!
      } else {
        // The latest-firing goes; one with no date (a location trigger) counts as latest, and of
        // equals the most recently added goes.
        victim = storage.indices.max { a, b in
          let x = storage[a].nextTriggerDate ?? SimulatedInstant(offset: .seconds(Int64.max))
          let y = storage[b].nextTriggerDate ?? SimulatedInstant(offset: .seconds(Int64.max))
          return x != y ? x < y : storage[a].addedSequence < storage[b].addedSequence
        }!
      }
      dropped = storage.remove(at: victim).identifier
    }
    return AddOutcome(generation: generation, replaced: replaced, dropped: dropped)
  }

  /// Whether the request `id` of generation `generation` is still pending.
  func isCurrent(_ id: String, generation: Int) -> Bool {
    storage.contains { $0.identifier == id && $0.generation == generation }
  }

  /// Moves the next trigger date of `id`.
  mutating func reschedule(_ id: String, next: SimulatedInstant?) {
    if let index = storage.firstIndex(where: { $0.identifier == id }) { storage[index].nextTriggerDate = next }
  }

  /// Records whether the device is inside the region of location request `id`.
  mutating func setInside(_ id: String, _ inside: Bool) {
    if let index = storage.firstIndex(where: { $0.identifier == id }) { storage[index].isInsideRegion = inside }
  }

  /// Removes the request `id`; returns whether it was pending.
  @discardableResult
  mutating func remove(_ id: String) -> Bool {
    guard let index = storage.firstIndex(where: { $0.identifier == id }) else { return false }
    storage.remove(at: index)
    return true
  }

  /// Removes every request; returns their identifiers, soonest-firing first.
  mutating func removeAll() -> [String] {
    let ids = requests.map(\.identifier)
    storage.removeAll()
    return ids
  }
}
