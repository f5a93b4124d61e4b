/// A type of notification the app declares, with the actions the system shows for it.
///
/// Models `UNNotificationCategory` (behaviour reference §4.4). Register categories with
/// ``Simulator/setNotificationCategories(_:)``, which, like
/// `UNUserNotificationCenter.setNotificationCategories(_:)`, replaces all earlier ones.
public struct NotificationCategory: Hashable, Sendable {
  /// `identifier`: matched against the payload's `aps.category` or a local request's
  /// `categoryIdentifier`.
  public var identifier: String
  /// `actions`, in display order.
  public var actions: [NotificationAction]
  /// `options`.
  public var options: CategoryOptions

  /// Creates a category.
  public init(identifier: String, actions: [NotificationAction] = [], options: CategoryOptions = []) {
    self.identifier = identifier
    self.actions = actions
    self.options = options
  }

  /// The action with `identifier`, if the category has one.
  public func action(_ identifier: String) -> NotificationAction? {
    actions.first { $0.identifier == identifier }
  }

  /// The identifiers that two or more of ``actions`` share, each once, in the order their
  /// second use comes. `UNNotificationAction.identifier` must be unique
  /// (https://developer.apple.com/documentation/usernotifications/unnotificationaction/identifier):
  /// the app learns which action the user chose only by it.
  public var repeatedActionIdentifiers: [String] {
    var seen: [String] = []
    var repeated: [String] = []
    for action in actions {
      if seen.contains(action.identifier) {
        if !repeated.contains(action.identifier) { repeated.append(action.identifier) }
      } else {
        seen.append(action.identifier)
      }
    }
    return repeated
  }
}

/// A button the system shows with a notification of a category.
///
/// Models `UNNotificationAction`, and `UNTextInputNotificationAction` when ``textInput`` is set.
public struct NotificationAction: Hashable, Sendable {
  /// The text field of a `UNTextInputNotificationAction`.
  public struct TextInput: Hashable, Sendable {
    /// `textInputButtonTitle`.
    public var buttonTitle: String
    /// `textInputPlaceholder`.
    public var placeholder: String

    /// Creates a text field description.
    public init(buttonTitle: String = "Send", placeholder: String = "") {
      self.buttonTitle = buttonTitle
      self.placeholder = placeholder
    }
  }

  /// `identifier`: what `NotificationResponse.actionIdentifier` carries when the user picks it.
  public var identifier: String
  /// `title`.
  public var title: String
  /// `options`.
  public var options: ActionOptions
  /// The text field, for a text-input action; `nil` for a plain action.
  public var textInput: TextInput?

  /// Creates an action.
  public init(identifier: String, title: String = "", options: ActionOptions = [], textInput: TextInput? = nil) {
    self.identifier = identifier
    self.title = title.isEmpty ? identifier : title
    self.options = options
    self.textInput = textInput
  }
}

/// How an action behaves: models `UNNotificationActionOptions` (behaviour reference §4.2).
public struct ActionOptions: OptionSet, Hashable, Sendable, CustomStringConvertible {
  /// The raw bits, as in Apple's header.
  public var rawValue: UInt
  /// Creates options from raw bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// `.authenticationRequired` (1): only on an unlocked device; the user is asked to unlock.
  public static let authenticationRequired = ActionOptions(rawValue: 1)
  /// `.destructive` (2): highlighted as destructive; no routing effect.
  public static let destructive = ActionOptions(rawValue: 2)
  /// `.foreground` (4): launches the app or brings it to the foreground.
  public static let foreground = ActionOptions(rawValue: 4)

  /// `[authenticationRequired, foreground]`, listing the set options.
  public var description: String {
    let names: [(ActionOptions, String)] = [
      (.authenticationRequired, "authenticationRequired"), (.destructive, "destructive"), (.foreground, "foreground"),
    ]
    return "[" + names.filter { contains($0.0) }.map(\.1).joined(separator: ", ") + "]"
  }
}

/// How a category behaves: models `UNNotificationCategoryOptions` (behaviour reference §4.3).
public struct CategoryOptions: OptionSet, Hashable, Sendable, CustomStringConvertible {
  /// The raw bits, as in Apple's header.
  public var rawValue: UInt
  /// Creates options from raw bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// `.customDismissAction` (1): send explicit dismissals to the delegate.
  public static let customDismissAction = CategoryOptions(rawValue: 1)
  /// `.allowInCarPlay` (2).
  public static let allowInCarPlay = CategoryOptions(rawValue: 2)
  /// `.hiddenPreviewsShowTitle` (4, iOS 11).
  public static let hiddenPreviewsShowTitle = CategoryOptions(rawValue: 4)
  /// `.hiddenPreviewsShowSubtitle` (8, iOS 11).
  public static let hiddenPreviewsShowSubtitle = CategoryOptions(rawValue: 8)

  /// `[customDismissAction]`, listing the set options.
  public var description: String {
    let names: [(CategoryOptions, String)] = [
      (.customDismissAction, "customDismissAction"), (.allowInCarPlay, "allowInCarPlay"),
      (.hiddenPreviewsShowTitle, "hiddenPreviewsShowTitle"), (.hiddenPreviewsShowSubtitle, "hiddenPreviewsShowSubtitle"),
    ]
    return "[" + names.filter { contains($0.0) }.map(\.1).joined(separator: ", ") + "]"
  }
}
