import NotificationSimulator
import NotificationSimulatorTesting
import Testing

/// The failure texts, built by pure functions and asserted word for word.
@Suite struct FailureMessageTests {
  @Test func `the line diff marks removals with a minus sign and insertions with a plus`() {
    #expect(
      LineDiff.render(expected: ["a", "b", "c"], actual: ["a", "x", "c", "d"]) == """
           a
          −b
          +x
           c
          +d
        """)
  }

  @Test func `the line diff of equal lists marks nothing`() {
    #expect(LineDiff.render(expected: ["a", "b"], actual: ["a", "b"]) == "   a\n   b")
  }

  @Test func `the line diff of empty lists is empty`() {
    #expect(LineDiff.render(expected: [], actual: []) == "")
  }

  @Test func `a mismatch shows the diff and its legend`() {
    let message = FailureMessage.callbacksMismatch(
      expected: ["userNotificationCenter(_:didReceive:withCompletionHandler:) response=n1 action=VIEW"],
      actual: ["userNotificationCenter(_:didReceive:withCompletionHandler:) response=n1 action=SAVE"])
    #expect(message == Messages.wrongAction)
  }

  @Test func `nothing fired gets its own heading`() {
    let message = FailureMessage.callbacksMismatch(
      expected: ["userNotificationCenter(_:willPresent:withCompletionHandler:) notification=n1"], actual: [])
    #expect(message == Messages.noneFired)
  }

  @Test func `unhandled callbacks name the step and the fix`() {
    let message = FailureMessage.unhandledCallbacks(
      [
        "application(_:willFinishLaunchingWithOptions:) launchOptions=nil",
        "application(_:didFinishLaunchingWithOptions:) launchOptions=nil", "applicationDidBecomeActive(_:)",
      ], before: #"push(_:id: "n1")"#)
    #expect(message == Messages.unhandledLaunch)
  }

  @Test func `counts are singular for one and plural otherwise`() {
    #expect(FailureMessage.unassertedCallbacks(["applicationDidBecomeActive(_:)"]) == Messages.unassertedDidBecomeActive)
    #expect(
      FailureMessage.unassertedCallbacks(["applicationWillResignActive(_:)", "applicationDidEnterBackground(_:)"])
        == """
        2 callbacks fired and were never asserted:
          applicationWillResignActive(_:)
          applicationDidEnterBackground(_:)

        \(Messages.callbacksFix)
        """)
  }

  @Test func `unanswered handlers name the handler, the notification, when it was received and whether the deadline passed`() {
    let handlers = [
      LeftOvers.UnansweredHandler(
        callback: .willPresent, notificationID: "n1", receivedAt: .zero, deadline: SimulatedInstant(offset: .seconds(10)),
        isExpired: true),
      LeftOvers.UnansweredHandler(
        callback: .didReceive, notificationID: "n2", receivedAt: SimulatedInstant(offset: .seconds(10)),
        deadline: SimulatedInstant(offset: .seconds(40)), isExpired: false),
    ]
    #expect(
      FailureMessage.unansweredHandlers(handlers) == """
        2 completion handlers were never called:
          the completion handler of userNotificationCenter(_:willPresent:withCompletionHandler:) for n1, received at +0.000s, deadline +10.000s (passed)
          the completion handler of userNotificationCenter(_:didReceive:withCompletionHandler:) for n2, received at +10.000s, deadline +40.000s

        iOS waits for every completion handler; one left uncalled means a warning and, for a background app, termination. To fix, answer it from the app delegate with a CompletionTiming other than .never, or, if the test is about the missing call, set tester.exhaustivity = .off.
        """)
  }

  @Test func `scheduled work lists each item with its instant`() {
    let items = [LeftOvers.ScheduledItem(instant: SimulatedInstant(offset: .seconds(60)), work: "local trigger reminder")]
    #expect(FailureMessage.scheduledWork(items) == Messages.localStillScheduled)
  }

  @Test func `a refused step quotes the simulator's reason and code`() {
    let error = SimulationError(
      .unknownNotification,
      "can't tap notification 'n9': no notification with that identifier reached the device. Push or schedule it first.")
    #expect(FailureMessage.refused(#"tap("n9")"#, error) == Messages.tapUndelivered)
  }

  @Test func `a step after finish says to finish last`() {
    #expect(FailureMessage.afterFinish(#"tap("n1")"#) == Messages.tapAfterFinish)
  }
}
