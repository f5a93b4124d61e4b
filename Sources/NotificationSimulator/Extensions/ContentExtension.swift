/// A notification content app extension, as its Info.plist declares it and as its
/// `UNNotificationContentExtension.didReceive(_:completionHandler:)` answers actions.
///
/// iOS picks the extension whose `UNNotificationExtensionCategory` (a string or an array of
/// strings, compared case-sensitively) contains the notification's category (rule CE1). When
/// the extension implements `didReceive(_:completionHandler:)`, an action the user picks goes
/// to it, and its ``ContentExtensionResponseOption`` says whether the interface stays, is
/// dismissed, or is dismissed and the action forwarded to the app; otherwise the action goes to
/// the app (rule CE2).
public struct ContentExtension: Hashable, Sendable {
  /// The extension target's name, for messages and the trace.
  public var name: String
  /// `UNNotificationExtensionCategory` (required).
  public var categories: [String]
  /// `UNNotificationExtensionInitialContentSizeRatio` (required): height over width.
  public var initialContentSizeRatio: Double
  /// `UNNotificationExtensionUserInteractionEnabled` (iOS 12): the extension's view takes touches;
  /// recorded, and not used for routing.
  public var userInteractionEnabled: Bool
  /// `UNNotificationExtensionDefaultContentHidden`: only the extension's view is shown.
  public var defaultContentHidden: Bool
  /// Whether it implements `didReceive(_:completionHandler:)`.
  public var implementsDidReceive: Bool
  /// What `didReceive(_:completionHandler:)` passes to its completion handler, per action
  /// identifier; an action not listed gets ``defaultResponse``.
  public var responses: [String: ContentExtensionResponseOption]
  /// The answer for actions not in ``responses``.
  public var defaultResponse: ContentExtensionResponseOption

  /// Creates a content extension.
  public init(
    name: String, categories: [String], initialContentSizeRatio: Double = 1, userInteractionEnabled: Bool = false,
    defaultContentHidden: Bool = false, implementsDidReceive: Bool = true,
    responses: [String: ContentExtensionResponseOption] = [:],
    defaultResponse: ContentExtensionResponseOption = .dismissAndForwardAction
  ) {
    self.name = name
    self.categories = categories
    self.initialContentSizeRatio = initialContentSizeRatio
    self.userInteractionEnabled = userInteractionEnabled
    self.defaultContentHidden = defaultContentHidden
    self.implementsDidReceive = implementsDidReceive
    self.responses = responses
    self.defaultResponse = defaultResponse
  }

  /// Its answer to the action `identifier`, or `nil` when it does not implement
  /// `didReceive(_:completionHandler:)` (the action then goes to the app).
  public func response(to identifier: String) -> ContentExtensionResponseOption? {
    guard implementsDidReceive else { return nil }
    return responses[identifier] ?? defaultResponse
  }
}

/// `UNNotificationContentExtensionResponseOption`.
public enum ContentExtensionResponseOption: String, Hashable, Sendable, CaseIterable, Codable, CustomStringConvertible {
  /// `doNotDismiss`: the interface stays; the extension handled the action.
  case doNotDismiss
  /// `dismiss`: the interface is dismissed; the extension handled the action.
  case dismiss
  /// `dismissAndForwardAction`: the interface is dismissed and the action goes to the app.
  case dismissAndForwardAction

  /// The raw value.
  public var description: String { rawValue }
}

extension DeviceRules {
  private static let ui = "https://developer.apple.com/documentation/usernotificationsui/"

  /// CE1: which content extension a notification gets.
  public static let contentExtensionCategory = DeviceRule(
    id: "CE1",
    summary: "A content extension serves the notifications whose categoryIdentifier is in its UNNotificationExtensionCategory (a string or an array, case-sensitive); each extension owns its own categories, and UNNotificationExtensionCategory and UNNotificationExtensionInitialContentSizeRatio are required.",
    section: "§7.2", sources: [Citation(ui + "unnotificationcontentextension", .apple),
      Citation("https://developer.apple.com/documentation/bundleresources/information-property-list/nsextension/nsextensionattributes/unnotificationextensioninitialcontentsizeratio", .apple)])
  /// CE2: actions in a content extension.
  public static let contentExtensionAction = DeviceRule(
    id: "CE2",
    summary: "An action picked on a notification with a content extension goes to the extension's didReceive(_:completionHandler:) when it implements it: doNotDismiss keeps the interface, dismiss closes it, dismissAndForwardAction closes it and forwards the action to the app; without that method the action goes to the app.",
    section: "§7.2", sources: [Citation(ui + "unnotificationcontentextensionresponseoption", .apple),
      Citation(ui + "unnotificationcontentextension/didreceive(_:completionhandler:)", .apple)])

  /// The content extension rules, in id order.
  static let contentExtensions: [DeviceRule] = [contentExtensionCategory, contentExtensionAction]
}

extension Simulator {
  /// The content extension serving `category`, if any (rule CE1).
  func contentExtension(for category: String) -> ContentExtension? {
    app.contentExtensions.first { $0.categories.contains(category) }
  }
}

/// The team's own notification content extension code: the `didReceive(_:completionHandler:)`
/// of a `UNNotificationContentExtension` view controller, called when the user picks an action
/// in its interface (rule CE2).
public protocol SimulatedContentExtension: Sendable {
  /// The extension's `UNNotificationExtensionCategory`: the categories it serves (rule CE1).
  var categories: [String] { get }
  /// `didReceive(_:completionHandler:)`: what the extension passes to the completion handler
  /// for `response`.
  mutating func didReceive(_ response: NotificationResponse, notification: DeliveredNotification)
    -> ContentExtensionResponseOption
}

extension Simulator {
  /// Installs the team's own content extension code; it takes the actions on its categories
  /// before any ``AppConfiguration/contentExtensions`` entry does.
  public mutating func installContentExtension(_ code: any SimulatedContentExtension) {
    contentExtensionCode.append(code)
  }

  /// Asks the content extension serving `category`, if any, for its answer to `response`, as
  /// `(name, option)`; `nil` when none serves it or it does not implement `didReceive`.
  mutating func contentExtensionResponse(
    category: String, response: NotificationResponse, record: DeliveredNotification
  ) -> (String, ContentExtensionResponseOption)? {
    if let index = contentExtensionCode.firstIndex(where: { $0.categories.contains(category) }) {
      var code = contentExtensionCode[index]
      let option = code.didReceive(response, notification: record)
      contentExtensionCode[index] = code
      return ("\(type(of: code))", option)
    }
    guard let data = contentExtension(for: category), let option = data.response(to: response.actionIdentifier) else {
      return nil
    }
    return (data.name, option)
  }
}
