import NotificationSimulator
import NotificationSimulatorTesting

/// An app that forgets to call `didReceive`'s completion handler.
struct ForgetfulDelegate: SimulatedAppDelegate {
  mutating func didReceive(
    _ response: NotificationResponse, notification: DeliveredNotification, context: inout AppContext
  ) -> CompletionTiming {
    .never
  }
}

/// The failures a tester reported, captured instead of failing the test.
final class FailureLog {
  var failures: [ReportedFailure] = []
}

extension NotificationTester {
  /// Sends this tester's failures to a log the test can assert on.
  func capturingFailures() -> FailureLog {
    let log = FailureLog()
    failureHook = { log.failures.append($0) }
    return log
  }
}

/// Messages the failure tests share under both frameworks.
enum Messages {
  static let callbacksFix =
    "To fix, assert them with tester.expect(_:), skip them with tester.skipCallbacks(), or make the test non-exhaustive with tester.exhaustivity = .off."

  static let unassertedDidBecomeActive = """
    1 callback fired and was never asserted:
      applicationDidBecomeActive(_:)

    \(callbacksFix)
    """

  static let unhandledLaunch = """
    Must handle 3 callbacks before the next step, push(_:id: "n1"). Unhandled callbacks:
      application(_:willFinishLaunchingWithOptions:) launchOptions=nil
      application(_:didFinishLaunchingWithOptions:) launchOptions=nil
      applicationDidBecomeActive(_:)

    \(callbacksFix)
    """

  static let wrongOrder = """
    The callbacks do not match the expectation.

       application(_:willFinishLaunchingWithOptions:) launchOptions=[.remoteNotification: n1]
       application(_:didFinishLaunchingWithOptions:) launchOptions=[.remoteNotification: n1]
      −applicationDidBecomeActive(_:)
       userNotificationCenter(_:didReceive:withCompletionHandler:) response=n1 action=VIEW
      +applicationDidBecomeActive(_:)

    (Expected: −, Actual: +)
    """

  static let wrongAction = """
    The callbacks do not match the expectation.

      −userNotificationCenter(_:didReceive:withCompletionHandler:) response=n1 action=VIEW
      +userNotificationCenter(_:didReceive:withCompletionHandler:) response=n1 action=SAVE

    (Expected: −, Actual: +)
    """

  static let noneFired = """
    Expected 1 callback, but none fired since the last assertion.

      −userNotificationCenter(_:willPresent:withCompletionHandler:) notification=n1

    (Expected: −, Actual: +)
    """

  static let notFoundWhenNotExhaustive = """
    The callbacks do not match the expectation.

      −userNotificationCenter(_:willPresent:withCompletionHandler:) notification=n1
      +application(_:willFinishLaunchingWithOptions:) launchOptions=nil
      +application(_:didFinishLaunchingWithOptions:) launchOptions=nil
      +applicationDidBecomeActive(_:)

    (Expected: −, Actual: +)
    """

  static let handlerNeverCalled = """
    1 completion handler was never called:
      the completion handler of userNotificationCenter(_:didReceive:withCompletionHandler:) for n1, received at +0.000s, deadline +30.000s

    iOS waits for every completion handler; one left uncalled means a warning and, for a background app, termination. To fix, answer it from the app delegate with a CompletionTiming other than .never, or, if the test is about the missing call, set tester.exhaustivity = .off.
    """

  static let localStillScheduled = """
    1 item of work is still scheduled on the virtual clock:
      +60.000s local trigger reminder

    To fix, run it with tester.advance(by:) or tester.runUntilIdle() and assert what it does, or set tester.exhaustivity = .off.
    """

  static let tapUndelivered =
    "tap(\"n9\") failed: can't tap notification 'n9': no notification with that identifier reached the device. Push or schedule it first. [unknown-notification]"

  static let actionNotInCategory =
    "performAction(on: \"n1\", action: \"SHARE\") failed: can't perform action 'SHARE' on 'n1': category 'BREAKING' has no action 'SHARE'. Its actions: ['VIEW', 'SAVE', 'COMMENT']. [unknown-action]"

  static let homeAfterForceQuit =
    "home() failed: can't go home from the app: the app is forceQuit; only a foreground app can be left for the home screen. [invalid-transition]"

  static let registerAfterForceQuit =
    "registerForRemoteNotifications() failed: can't register for remote notifications: the app is forceQuit. Launch it first. [app-not-running]"

  static let tapAfterFinish =
    "tap(\"n1\") came after finish(), which ends the test's use of the tester. To fix, take every step and make every assertion before calling tester.finish()."
}
