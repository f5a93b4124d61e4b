/// What the test or the scenario runner gave while the simulator runs, beyond its
/// ``SimulatorConfiguration``, and where the step in progress is: it outlives the app's
/// process, as the test's script does (a process may end in the middle of a call into it).
package struct RunState: Sendable {
  /// How deep the simulator is inside app code: requests the app makes while one of its methods
  /// runs are part of the step that called it, which finishes when the step does.
  var callDepth = 0
  /// Whether the call being applied is the service extension's (its own process, which runs
  /// whether or not the app does), not the app's.
  var serviceExtensionCalling = false
  /// `willPresent` answers set during the run for particular notifications, by identifier
  /// (``Simulator/answerWillPresent(for:with:)``); they come before the behaviour's answer.
  var willPresentAnswers: [String: CompletionAnswer<PresentationOptions>] = [:]
  /// The user's answer to the authorization prompt, given by the test before the prompt shows:
  /// when set, a prompt the app's `requestAuthorization` shows is answered at once, in the same
  /// step. `nil`: it stays on screen until ``Simulator/answerPrompt(allow:)``.
  package var promptAnswerInAdvance: Bool?
  /// The push step being handled in a streamed scenario run: where it starts in its file and
  /// the payload read there. Set just before the step runs, so that its record can drop the
  /// payload once old and read it again from there (``NotificationRecords/compact(_:)``).
  package var pushStep: (location: SourcePosition, payload: Payload)?
}
