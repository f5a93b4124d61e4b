// The app's own types, named as many apps name theirs. A test imports this module together with
// NotificationSimulatorTesting and SimulatedUserNotifications and uses these names unqualified:
// neither module exports the package's AppConfiguration, NotificationCategory or
// NotificationAction.

/// The app's settings.
public struct AppConfiguration: Equatable, Sendable {
  /// Where the message server is.
  public var serverURL: String
  /// The categories the app registers.
  public var categories: [NotificationCategory]

  /// Settings for a server.
  public init(serverURL: String, categories: [NotificationCategory] = [.message]) {
    self.serverURL = serverURL
    self.categories = categories
  }
}

/// A kind of notification the app sends itself, in its own model.
public struct NotificationCategory: Equatable, Sendable {
  /// The identifier iOS knows it by.
  public var identifier: String
  /// What the user can do with it.
  public var actions: [NotificationAction]

  /// A category.
  public init(identifier: String, actions: [NotificationAction]) {
    self.identifier = identifier
    self.actions = actions
  }

  /// The chat message category.
  public static let message = NotificationCategory(
    identifier: "MESSAGE", actions: [NotificationAction(identifier: "OPEN"), NotificationAction(identifier: "MUTE")])
}

/// One action of a category, in the app's model.
public struct NotificationAction: Equatable, Sendable {
  /// The identifier iOS reports when the user picks it.
  public var identifier: String

  /// An action.
  public init(identifier: String) { self.identifier = identifier }
}
