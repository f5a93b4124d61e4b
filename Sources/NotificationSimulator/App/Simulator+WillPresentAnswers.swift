extension Simulator {
  /// Sets how the app answers `userNotificationCenter(_:willPresent:withCompletionHandler:)`
  /// (https://developer.apple.com/documentation/usernotifications/unusernotificationcenterdelegate/usernotificationcenter(_:willpresent:withcompletionhandler:))
  /// for the notification `id` from now on: the app's handler may decide per notification, for
  /// example a banner for one chat and nothing for the chat on screen (behaviour reference §3.2).
  ///
  /// The answer comes before ``CompletionAnswers/willPresentByNotification`` and
  /// ``CompletionAnswers/willPresent``, and reaches an app delegate in its context's `answers`;
  /// app code of its own (a ``SimulatedAppDelegate`` that implements `willPresent`) still
  /// decides for itself.
  public mutating func answerWillPresent(for id: String, with answer: CompletionAnswer<PresentationOptions>) {
    run.willPresentAnswers[id] = answer
  }
}
