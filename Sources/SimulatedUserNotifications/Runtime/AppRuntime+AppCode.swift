import NotificationSimulator

extension AppRuntime {
  /// Runs `body`, app code the test calls directly (a button's action, a view model's method),
  /// as the app's own: the tasks it starts are the app's, so their jobs run at ``settle()`` in
  /// the order queued, as those of the tasks the app's delegate methods start. The test's task
  /// stays a stepper: it is never kept. `body` is synchronous, so the test's own task never
  /// waits inside it.
  @MainActor package func runAsApp<Result>(_ body: () throws -> Result) rethrows -> Result {
    AppExecutor.noteStepper()
    return try AppRuntime.$bound.withValue(self) { try body() }
  }
}
