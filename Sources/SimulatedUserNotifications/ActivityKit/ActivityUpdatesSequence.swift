import Foundation

/// One of ActivityKit's asynchronous sequences, as the simulator hands it to the app: what
/// `Activity.ActivityUpdates`, `Activity.PushTokenUpdates`, `Activity.PushToStartTokenUpdates`,
/// `Activity.ActivityStateUpdates`, `Activity.ContentUpdates`,
/// `ActivityAuthorizationInfo.ActivityEnablementUpdates` and
/// `ActivityAuthorizationInfo.FrequentPushEnablementUpdates` are (each an `AsyncSequence`;
/// https://developer.apple.com/documentation/activitykit/activity/activityupdates-swift.struct).
///
/// Not an Apple type by this name: each of those names is an alias of it. Each iterator made
/// (`for await`) is a new observer: it starts receiving when it is made, and finishes when the
/// app's process ends.
public struct ActivityKitUpdates<Element>: AsyncSequence, @unchecked Sendable {
  /// The sequence never throws. Not in the SDK by this spelling: Apple's sequences never throw either.
  public typealias Failure = Never

  private let subscribe: () -> AsyncStream<Element>

  init(_ subscribe: @escaping () -> AsyncStream<Element>) { self.subscribe = subscribe }

  /// Starts observing: models `makeAsyncIterator()` of ActivityKit's sequences
  /// (https://developer.apple.com/documentation/activitykit/activity/activityupdates-swift.struct/makeasynciterator()).
  public func makeAsyncIterator() -> Iterator { Iterator(base: subscribe().makeAsyncIterator()) }

  /// The iterator: models `Activity.ActivityUpdates.Iterator` and its siblings
  /// (https://developer.apple.com/documentation/activitykit/activity/activityupdates-swift.struct/iterator).
  public struct Iterator: AsyncIteratorProtocol {
    var base: AsyncStream<Element>.Iterator

    /// The next element, or `nil` once the app's process ended: `AsyncIteratorProtocol`'s
    /// requirement. Not in the SDK as an ActivityKit symbol of its own.
    public mutating func next() async -> Element? { await base.next(isolation: nil) }

    /// The next element, on the caller's actor: `AsyncIteratorProtocol`'s requirement.
    /// Not in the SDK as an ActivityKit symbol of its own.
    public mutating func next(isolation actor: isolated (any Actor)?) async -> Element? {
      await base.next(isolation: actor)
    }
  }
}
