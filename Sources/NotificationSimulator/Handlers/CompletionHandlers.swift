/// Every completion handler the system gave out, the app's and its service extension's, in
/// ``PendingHandler/id`` order (ids only grow). The app's die with its process
/// (``removeWaitingAppHandlers()``); the extension's run in their own process.
struct CompletionHandlers: Sendable {
  /// The handlers given out and not removed, sorted by id.
  var given: [PendingHandler] = []
  /// How many of `given` are the app's (not an extension's) and still waiting.
  var waitingForApp = 0
  /// The id the next handler gets.
  var nextID = 1

  /// The position of handler `id` in `given`, found by binary search: handlers are appended
  /// with growing ids and only ever removed, so the array stays sorted by id.
  func index(of id: Int) -> Int? {
    var low = 0
    var high = given.count
    while low < high {
      let mid = (low + high) / 2
      if given[mid].id < id { low = mid + 1 } else { high = mid }
    }
    return low < given.count && given[low].id == id ? low : nil
  }

  /// The app's process ended: its waiting handlers are gone with it. Returns their ids, for
  /// the work scheduled for them to be cancelled.
  mutating func removeWaitingAppHandlers() -> Set<Int> {
    let dead = Set(given.filter { !$0.inExtension && $0.status == .waiting }.map(\.id))
    given.removeAll { dead.contains($0.id) }
    waitingForApp = 0
    return dead
  }

  /// What a call of a completion handler comes to, decided by ``complete(_:)``; the simulator
  /// performs it and records it.
  enum Completion {
    /// No handler has the id (it belonged to a process that has ended): nothing to do.
    case unknown
    /// The handler was already called: a diagnostic, nothing else.
    case calledTwice(PendingHandler)
    /// The handler's deadline passed before the call: a diagnostic, iOS ignores the call.
    case calledLate(PendingHandler)
    /// Called in time: the handler as it was when called (its continuation still in it), now
    /// marked done here.
    case answered(PendingHandler)
  }

  /// Handler `id` is called now: decides whether the call counts and, when it does, marks the
  /// handler done (rules of behaviour reference §3: once, before the deadline).
  mutating func complete(_ id: Int) -> Completion {
    guard let index = index(of: id) else { return .unknown }
    let handler = given[index]
    switch handler.status {
    case .done: return .calledTwice(handler)
    case .expired: return .calledLate(handler)
    case .waiting: break
    }
    given[index].status = .done
    if !handler.inExtension { waitingForApp -= 1 }
    given[index].continuation = nil
    return .answered(handler)
  }

  /// Handler `id`'s deadline comes: when it is still waiting, marks it expired and returns it
  /// (its continuation still in it) for the simulator to act on the expiry; `nil` when it was
  /// called in time or is gone.
  mutating func expire(_ id: Int) -> PendingHandler? {
    guard let index = index(of: id), given[index].status == .waiting else { return nil }
    given[index].status = .expired
    if !given[index].inExtension { waitingForApp -= 1 }
    let handler = given[index]
    given[index].continuation = nil
    return handler
  }
}
