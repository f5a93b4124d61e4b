public import Testing

/// Runs the tests it is applied to one at a time across the whole test process, whichever
/// suites they are in, so that only one simulated app is alive at once.
///
/// Models no Apple type. Swift Testing runs suites in parallel by default, and a `@MainActor`
/// test lets the others run whenever it awaits (``NotificationTester/settle()``). App code that
/// runs on the main queue or on a thread carries no trace of the test that started it, so two
/// live devices could see each other's work; a second ``NotificationTester`` created while
/// another is alive therefore fails at once and runs nothing. Apply the trait to every suite
/// that creates a tester of the team's app:
///
///     @MainActor @Suite(.oneAppAtATime) struct LaunchTests { ... }
///
/// Tests without the trait still run in parallel with each other and with these.
public struct OneAppAtATimeTrait: SuiteTrait, TestTrait, TestScoping {
  /// Applies to every test of a suite it is attached to.
  public var isRecursive: Bool { true }

  /// Scopes each test case (the one case of a test function with no arguments), never a suite
  /// or a whole function: either holding the turn would keep its own tests waiting.
  public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
    testCase == nil ? nil : self
  }

  /// Waits for the turn, runs the test, then hands the turn on.
  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    await AppTurn.shared.acquire()
    do {
      try await AppTurn.$isHeld.withValue(true) { try await function() }
    } catch {
      await AppTurn.shared.release()
      throw error
    }
    await AppTurn.shared.release()
  }
}

extension Trait where Self == OneAppAtATimeTrait {
  /// Runs the tests one at a time across the process, so only one simulated app is alive at
  /// once: see ``OneAppAtATimeTrait``.
  public static var oneAppAtATime: Self { Self() }
}

/// The one turn the tests with ``OneAppAtATimeTrait`` take in the order they asked.
actor AppTurn {
  static let shared = AppTurn()
  /// Whether the running test holds the turn (it runs inside the trait's scope).
  @TaskLocal static var isHeld = false

  /// Whether a tester created now runs under Swift Testing outside the trait's scope, where
  /// another test could bring a second app to life while this one waits.
  nonisolated static var isMissing: Bool { Test.current != nil && !isHeld }
  private var taken = false
  private var waiting: [CheckedContinuation<Void, Never>] = []

  func acquire() async {
    if !taken {
      taken = true
      return
    }
    await withCheckedContinuation { waiting.append($0) }
  }

  func release() {
    if waiting.isEmpty {
      taken = false
    } else {
      waiting.removeFirst().resume()
    }
  }
}
