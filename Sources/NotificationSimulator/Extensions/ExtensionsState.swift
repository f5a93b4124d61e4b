/// The app's extensions as the device runs them, each in its own process: the team's code for
/// them, the service extension runs waiting for their content handler, and the actions content
/// extensions set. It survives the app's process.
public struct ExtensionsState: Sendable {
  /// The team's own notification service extension code; `nil` when the extension is modelled
  /// by ``AppConfiguration/answers`` (``CompletionAnswers/serviceExtension`` and
  /// ``CompletionAnswers/serviceExtensionScript``) or the app has none.
  public internal(set) var serviceExtension: (any SimulatedServiceExtension)?
  /// The team's own content extension code, installed with ``Simulator/installContentExtension(_:)``.
  public internal(set) var contentExtensionCode: [any SimulatedContentExtension] = []
  /// The actions a content extension set for a notification with `extensionContext.notificationActions`,
  /// by notification identifier (rule CE4); read with ``Simulator/actions(shownFor:)``.
  var contentExtensionActions: [String: [NotificationAction]] = [:]
  /// The service extension runs still waiting for their content handler, by handler id.
  var extensionRuns: [Int: ExtensionRun] = [:]
}
