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
  /// `UNNotificationExtensionUserInteractionEnabled` (iOS 12): the extension's view takes touches,
  /// and the extension may open the app with `performNotificationDefaultAction()` (rule CE3).
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

  /// CE3: touches in the extension's view.
  public static let contentExtensionInteraction = DeviceRule(
    id: "CE3",
    summary: "With UNNotificationExtensionUserInteractionEnabled (iOS 12+) the content extension's view takes the user's touches, and the extension opens the app with performNotificationDefaultAction(), a default-action response; without it a touch on the view is a tap on the notification.",
    section: "§7.2", sources: [
      Citation("https://developer.apple.com/documentation/bundleresources/information-property-list/nsextension/nsextensionattributes/unnotificationextensionuserinteractionenabled", .apple),
      Citation("https://developer.apple.com/documentation/foundation/nsextensioncontext/performnotificationdefaultaction()", .apple),
    ])

  /// CE4: actions set by the content extension.
  public static let contentExtensionActions = DeviceRule(
    id: "CE4",
    summary: "From iOS 12 a content extension can replace the actions its notification shows by setting extensionContext.notificationActions, when its interface receives the notification or while it handles an action; the user then picks among the new actions only.",
    section: "§7.2", sources: [
      Citation("https://developer.apple.com/documentation/foundation/nsextensioncontext/notificationactions", .apple),
      Citation(ui + "customizing-the-appearance-of-notifications", .apple),
      Citation("https://learn.microsoft.com/en-us/xamarin/ios/platform/introduction-to-ios12/notifications/dynamic-actions", .reported),
    ])

  /// The content extension rules, in id order.
  static let contentExtensions: [DeviceRule] = [
    contentExtensionCategory, contentExtensionAction, contentExtensionInteraction, contentExtensionActions,
    contentExtensionExpand,
  ]
}

extension Simulator {
  /// The content extension serving `category`, if any (rule CE1).
  func contentExtension(for category: String) -> ContentExtension? {
    configuration.app.contentExtensions.first { $0.categories.contains(category) }
  }

  /// The user touches the content extension's view in the expanded notification `id` (rule CE3).
  ///
  /// With `UNNotificationExtensionUserInteractionEnabled` on iOS 12 or later the view takes the
  /// touch and nothing reaches the app; otherwise the touch is a tap on the notification
  /// (``tap(_:)``).
  public mutating func touchContentExtensionView(_ id: String) throws(SimulationError) {
    let data = try interactiveContentExtension(id, verb: "touch the content extension's view of '\(id)'")
    guard data.userInteractionEnabled, configuration.profile.has(.interactiveContentExtensions) else {
      record(.system(.noEffect(id,
        reason: data.userInteractionEnabled
          ? "UNNotificationExtensionUserInteractionEnabled needs iOS 12, so the touch is a tap on the notification"
          : "\(data.name) has no UNNotificationExtensionUserInteractionEnabled, so the touch is a tap on the notification")),
        rule: DeviceRules.contentExtensionInteraction.id)
      try tap(id)
      return
    }
    record(.user("touched the view of \(data.name) on \(id)"))
    record(.system(.noEffect(id, reason: "\(data.name)'s view handled the touch; nothing reaches the app")),
      rule: DeviceRules.contentExtensionInteraction.id)
    finishStimulus()
  }

  /// The content extension of notification `id` calls
  /// `NSExtensionContext.performNotificationDefaultAction()` (iOS 12+): the app gets the
  /// default-action response, as for a tap (rule CE3). Throws when the extension's view cannot
  /// take touches, since nothing in it could have called the method.
  public mutating func contentExtensionPerformsDefaultAction(_ id: String) throws(SimulationError) {
    let what = "have the content extension of '\(id)' call performNotificationDefaultAction()"
    let data = try interactiveContentExtension(id, verb: what)
    guard configuration.profile.has(.interactiveContentExtensions) else {
      throw SimulationError(.unsupported, "can't \(what): the method needs iOS 12, and the device runs \(configuration.profile).")
    }
    guard data.userInteractionEnabled else {
      throw SimulationError(.unsupported,
        "can't \(what): \(data.name) has no UNNotificationExtensionUserInteractionEnabled, so its view takes no touches. Set userInteractionEnabled.")
    }
    record(.user("\(data.name) calls performNotificationDefaultAction() on \(id)"), rule: DeviceRules.contentExtensionInteraction.id)
    try tap(id)
  }

  private func interactiveContentExtension(_ id: String, verb: String) throws(SimulationError) -> ContentExtension {
    let record = try displayed(id, verb: verb)
    guard let category = record.categoryIdentifier, let data = contentExtension(for: category) else {
      throw SimulationError(.notApplicable,
        "can't \(verb): no content extension serves its category '\(record.categoryIdentifier ?? "")'. Add one to app.contentExtensions with that category.")
    }
    return data
  }
}

/// The team's own notification content extension code: the `didReceive(_:completionHandler:)`
/// of a `UNNotificationContentExtension` view controller, called when the user picks an action
/// in its interface (rule CE2), and its `didReceive(_:)`, called when the interface shows the
/// notification (``Simulator/showContentExtension(_:)``).
///
/// Both may set `extensionContext.notificationActions` (iOS 12): the `actions` parameter starts
/// as the actions the notification shows, and what the code leaves in it replaces them (rule CE4).
public protocol SimulatedContentExtension: Sendable {
  /// The extension's `UNNotificationExtensionCategory`: the categories it serves (rule CE1).
  var categories: [String] { get }
  /// `didReceive(_:completionHandler:)`: what the extension passes to the completion handler
  /// for `response`.
  mutating func didReceive(_ response: NotificationResponse, notification: DeliveredNotification)
    -> ContentExtensionResponseOption
  /// `didReceive(_:completionHandler:)` with `extensionContext.notificationActions` as `actions`
  /// (iOS 12). The default leaves the actions alone and calls ``didReceive(_:notification:)``.
  mutating func didReceive(
    _ response: NotificationResponse, notification: DeliveredNotification, actions: inout [NotificationAction]
  ) -> ContentExtensionResponseOption
  /// `UNNotificationContentExtension.didReceive(_:)`: the interface shows `notification`;
  /// `actions` is `extensionContext.notificationActions` (iOS 12). The default does nothing.
  mutating func didReceive(_ notification: DeliveredNotification, actions: inout [NotificationAction])
}

extension SimulatedContentExtension {
  /// Calls ``didReceive(_:notification:)`` and leaves the actions as they are.
  public mutating func didReceive(
    _ response: NotificationResponse, notification: DeliveredNotification, actions: inout [NotificationAction]
  ) -> ContentExtensionResponseOption {
    didReceive(response, notification: notification)
  }
  /// Does nothing.
  public mutating func didReceive(_ notification: DeliveredNotification, actions: inout [NotificationAction]) {}
}

extension Simulator {
  /// Installs the team's own content extension code; it takes the actions on its categories
  /// before any ``AppConfiguration/contentExtensions`` entry does.
  public mutating func installContentExtension(_ code: any SimulatedContentExtension) {
    extensions.contentExtensionCode.append(code)
  }

  /// Asks the content extension serving `category`, if any, for its answer to `response`, as
  /// `(name, option)`; `nil` when none serves it or it does not implement `didReceive`.
  mutating func contentExtensionResponse(
    category: String, response: NotificationResponse, record: DeliveredNotification
  ) -> (String, ContentExtensionResponseOption)? {
    if let index = extensions.contentExtensionCode.firstIndex(where: { $0.categories.contains(category) }) {
      var code = extensions.contentExtensionCode[index]
      var shown = actions(shownFor: record.id) ?? []
      let before = shown
      let option = code.didReceive(response, notification: record, actions: &shown)
      extensions.contentExtensionCode[index] = code
      let name = "\(type(of: code))"
      setContentExtensionActions(shown, was: before, on: record.id, by: name)
      return (name, option)
    }
    guard let data = contentExtension(for: category), let option = data.response(to: response.actionIdentifier) else {
      return nil
    }
    return (data.name, option)
  }
}

extension Simulator {
  /// The actions notification `id` shows: those its content extension set with
  /// `extensionContext.notificationActions` (rule CE4), else its registered category's; `nil`
  /// when it has no registered category and no extension set any.
  public func actions(shownFor id: String) -> [NotificationAction]? {
    if let set = extensions.contentExtensionActions[id] { return set }
    return notificationPosition(id).flatMap { category(named: device.notifications.categoryIdentifier(at: $0))?.actions }
  }

  /// The user expands notification `id` (a long press) and its content extension's interface
  /// shows it: the team's code gets `UNNotificationContentExtension.didReceive(_:)` and may set
  /// `extensionContext.notificationActions` (iOS 12, rule CE4). Throws when no installed code
  /// (``installContentExtension(_:)``) serves the notification's category.
  public mutating func showContentExtension(_ id: String) throws(SimulationError) {
    let verb = "show the content extension of '\(id)'"
    let record = try displayed(id, verb: verb)
    guard let category = record.categoryIdentifier,
      let index = extensions.contentExtensionCode.firstIndex(where: { $0.categories.contains(category) })
    else {
      throw SimulationError(.notApplicable,
        "can't \(verb): no installed content extension code serves its category '\(record.categoryIdentifier ?? "")'. Install one with installContentExtension(_:).")
    }
    var code = extensions.contentExtensionCode[index]
    let name = "\(type(of: code))"
    self.record(.user("expanded \(id); \(name) shows it"))
    var shown = actions(shownFor: id) ?? []
    let before = shown
    code.didReceive(record, actions: &shown)
    extensions.contentExtensionCode[index] = code
    setContentExtensionActions(shown, was: before, on: id, by: name)
    finishStimulus()
  }

  /// Keeps and traces the actions a content extension set, if they changed; before iOS 12
  /// `notificationActions` does not exist, so the change is reported and ignored.
  mutating func setContentExtensionActions(
    _ actions: [NotificationAction], was before: [NotificationAction], on id: String, by name: String
  ) {
    guard actions != before else { return }
    guard configuration.profile.has(.interactiveContentExtensions) else {
      diagnose("notification-actions-unavailable",
        "\(name) set extensionContext.notificationActions for \(id), which needs iOS 12; \(configuration.profile) keeps the category's actions.",
        rule: DeviceRules.contentExtensionActions.id)
      return
    }
    extensions.contentExtensionActions[id] = actions
    record(.system(.contentExtensionActions(id, extension: name, actions: actions.map(\.identifier))),
      rule: DeviceRules.contentExtensionActions.id)
  }

  /// The refusal of an action that the content extension's actions for `id` do not include.
  func refusedAction(_ what: String, _ id: String, _ shown: [NotificationAction]) -> SimulationError {
    let known = shown.map { "'\($0.identifier)'" }.joined(separator: ", ")
    return SimulationError(.unknownAction,
      "can't \(what): its content extension replaced the actions of '\(id)' with extensionContext.notificationActions, and they are now [\(known)] (rule CE4). Pick one of those.")
  }
}
