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
}
