/// Decides how the app answers each completion handler: the extension point for app logic.
///
/// The simulator asks its behaviour whenever it calls a handler with a completion handler and
/// no ``SimulatedAppDelegate`` answers it; with an app delegate set, only the service extension's
/// answer comes from here. ``ConfiguredBehavior`` answers from ``AppConfiguration/answers``.
public protocol AppBehavior: Sendable {
  /// The answer to `userNotificationCenter(_:willPresent:withCompletionHandler:)`.
  func willPresent(_ notification: DeliveredNotification) -> CompletionAnswer<PresentationOptions>
  /// When the app calls `userNotificationCenter(_:didReceive:withCompletionHandler:)`'s handler.
  func didReceive(_ response: NotificationResponse) -> CompletionTiming
  /// The answer to `application(_:didReceiveRemoteNotification:fetchCompletionHandler:)`.
  func fetch(_ notification: DeliveredNotification, state: AppState) -> CompletionAnswer<BackgroundFetchResult>
  /// When the app calls `application(_:handleActionWithIdentifier:...:completionHandler:)`'s handler.
  func handleAction(_ response: NotificationResponse) -> CompletionTiming
  /// When the service extension calls `didReceive(_:withContentHandler:)`'s content handler.
  func serviceExtension(_ notification: DeliveredNotification) -> CompletionTiming
}

/// The data-driven behaviour: answers from ``CompletionAnswers``.
public struct ConfiguredBehavior: AppBehavior {
  /// The answers.
  public var answers: CompletionAnswers

  /// Creates a behaviour from answers.
  public init(answers: CompletionAnswers) { self.answers = answers }

  /// ``CompletionAnswers/willPresentByNotification`` for the notification, else
  /// ``CompletionAnswers/willPresent``.
  public func willPresent(_ notification: DeliveredNotification) -> CompletionAnswer<PresentationOptions> {
    answers.willPresentByNotification[notification.id] ?? answers.willPresent
  }
  /// ``CompletionAnswers/didReceive``.
  public func didReceive(_ response: NotificationResponse) -> CompletionTiming { answers.didReceive }
  /// ``CompletionAnswers/fetch``.
  public func fetch(_ notification: DeliveredNotification, state: AppState) -> CompletionAnswer<BackgroundFetchResult> {
    answers.fetch
  }
  /// ``CompletionAnswers/handleAction``.
  public func handleAction(_ response: NotificationResponse) -> CompletionTiming { answers.handleAction }
  /// ``CompletionAnswers/serviceExtension``, or right away.
  public func serviceExtension(_ notification: DeliveredNotification) -> CompletionTiming {
    answers.serviceExtension ?? .immediately
  }
}
