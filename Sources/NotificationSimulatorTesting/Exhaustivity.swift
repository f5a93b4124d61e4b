/// How strictly a ``NotificationTester`` holds a test to account.
///
/// Models no Apple type. With ``on`` (the default) every callback must be asserted in order,
/// and a test that ends with unasserted callbacks, unanswered completion handlers or scheduled
/// work fails. ``off`` is the escape hatch for tests that check one thing in a long flow.
public enum Exhaustivity: Hashable, Sendable {
  /// Every callback is asserted in order; nothing may be left at the end.
  case on
  /// Assertions look for matching callbacks, skipping others; nothing is checked at the end.
  case off
}
