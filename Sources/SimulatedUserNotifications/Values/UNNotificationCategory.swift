internal import NotificationSimulator

/// A kind of notification the app declares, with its action buttons: models
/// `UNNotificationCategory`.
///
/// https://developer.apple.com/documentation/usernotifications/unnotificationcategory
public class UNNotificationCategory: NSObject, NSCopying {
  /// The identifier notifications name in `categoryIdentifier` (or `aps.category`).
  /// https://developer.apple.com/documentation/usernotifications/unnotificationcategory/identifier
  public let identifier: String
  /// The action buttons, in display order.
  /// https://developer.apple.com/documentation/usernotifications/unnotificationcategory/actions
  public let actions: [UNNotificationAction]
  /// The SiriKit intents the category relates to. Kept, not simulated.
  /// https://developer.apple.com/documentation/usernotifications/unnotificationcategory/intentidentifiers
  public let intentIdentifiers: [String]
  /// How the category's notifications behave.
  /// https://developer.apple.com/documentation/usernotifications/unnotificationcategory/options
  public let options: UNNotificationCategoryOptions
  /// The text shown instead of the body when previews are hidden (iOS 11). Kept, not simulated.
  /// https://developer.apple.com/documentation/usernotifications/unnotificationcategory/hiddenpreviewsbodyplaceholder
  public let hiddenPreviewsBodyPlaceholder: String
  /// The format of a grouped summary (iOS 12). Kept, not simulated.
  /// https://developer.apple.com/documentation/usernotifications/unnotificationcategory/categorysummaryformat
  public let categorySummaryFormat: String

  init(
    identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
    hiddenPreviewsBodyPlaceholder: String, categorySummaryFormat: String, options: UNNotificationCategoryOptions,
    designated: Void
  ) {
    self.identifier = identifier
    self.actions = actions
    self.intentIdentifiers = intentIdentifiers
    self.options = options
    self.hiddenPreviewsBodyPlaceholder = hiddenPreviewsBodyPlaceholder
    self.categorySummaryFormat = categorySummaryFormat
    super.init()
  }

  /// A category (iOS 10).
  /// https://developer.apple.com/documentation/usernotifications/unnotificationcategory/init(identifier:actions:intentidentifiers:options:)
  public convenience init(
    identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
    options: UNNotificationCategoryOptions = []
  ) {
    self.init(
      identifier: identifier, actions: actions, intentIdentifiers: intentIdentifiers,
      hiddenPreviewsBodyPlaceholder: "", categorySummaryFormat: "", options: options, designated: ())
  }

  /// A category with a placeholder for hidden previews (iOS 11).
  /// https://developer.apple.com/documentation/usernotifications/unnotificationcategory/init(identifier:actions:intentidentifiers:hiddenpreviewsbodyplaceholder:options:)
  public convenience init(
    identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
    hiddenPreviewsBodyPlaceholder: String, options: UNNotificationCategoryOptions = []
  ) {
    self.init(
      identifier: identifier, actions: actions, intentIdentifiers: intentIdentifiers,
      hiddenPreviewsBodyPlaceholder: hiddenPreviewsBodyPlaceholder, categorySummaryFormat: "", options: options,
      designated: ())
  }

  /// A category with a placeholder for hidden previews and a summary format (iOS 12).
  /// https://developer.apple.com/documentation/usernotifications/unnotificationcategory/init(identifier:actions:intentidentifiers:hiddenpreviewsbodyplaceholder:categorysummaryformat:options:)
  public convenience init(
    identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
    hiddenPreviewsBodyPlaceholder: String?, categorySummaryFormat: String?, options: UNNotificationCategoryOptions = []
  ) {
    self.init(
      identifier: identifier, actions: actions, intentIdentifiers: intentIdentifiers,
      hiddenPreviewsBodyPlaceholder: hiddenPreviewsBodyPlaceholder ?? "",
      categorySummaryFormat: categorySummaryFormat ?? "", options: options, designated: ())
  }

  /// Categories are immutable: the copy is the same object.
  public func copy(with zone: NSZone? = nil) -> Any { self }

  /// Equal when every property is, actions compared by value: two categories made alike are
  /// one member of a `Set`, as on iOS.
  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UNNotificationCategory else { return false }
    return identifier == other.identifier && actions == other.actions && intentIdentifiers == other.intentIdentifiers
      && options == other.options && hiddenPreviewsBodyPlaceholder == other.hiddenPreviewsBodyPlaceholder
      && categorySummaryFormat == other.categorySummaryFormat
  }

  /// Hashes the identifier and actions.
  public override var hash: Int {
    var hasher = Hasher()
    hasher.combine(identifier)
    hasher.combine(actions)
    return hasher.finalize()
  }
}

/// The image on an action button (iOS 15): models `UNNotificationActionIcon`. Kept, not simulated.
///
/// https://developer.apple.com/documentation/usernotifications/unnotificationactionicon
public class UNNotificationActionIcon: NSObject, NSCopying {
  /// The image's name.
  let name: String
  /// Whether it names an SF Symbol (otherwise a template image in the app's asset catalog).
  let isSystemImage: Bool

  init(name: String, isSystemImage: Bool) {
    self.name = name
    self.isSystemImage = isSystemImage
    super.init()
  }

  /// An icon from an SF Symbol.
  /// https://developer.apple.com/documentation/usernotifications/unnotificationactionicon/init(systemimagename:)
  public convenience init(systemImageName: String) { self.init(name: systemImageName, isSystemImage: true) }

  /// An icon from a template image in the app's asset catalog.
  /// https://developer.apple.com/documentation/usernotifications/unnotificationactionicon/init(templateimagename:)
  public convenience init(templateImageName: String) { self.init(name: templateImageName, isSystemImage: false) }

  /// Icons are immutable: the copy is the same object.
  public func copy(with zone: NSZone? = nil) -> Any { self }

  /// Equal when the image name and kind are.
  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UNNotificationActionIcon else { return false }
    return name == other.name && isSystemImage == other.isSystemImage
  }

  /// Hashes the image name.
  public override var hash: Int { name.hashValue }
}

/// A button shown with the notifications of a category: models `UNNotificationAction`.
///
/// https://developer.apple.com/documentation/usernotifications/unnotificationaction
public class UNNotificationAction: NSObject, NSCopying {
  /// What `UNNotificationResponse.actionIdentifier` says when the user picks it.
  /// https://developer.apple.com/documentation/usernotifications/unnotificationaction/identifier
  public let identifier: String
  /// The button's title.
  /// https://developer.apple.com/documentation/usernotifications/unnotificationaction/title
  public let title: String
  /// How it behaves.
  /// https://developer.apple.com/documentation/usernotifications/unnotificationaction/options
  public let options: UNNotificationActionOptions
  /// Its image (iOS 15).
  /// https://developer.apple.com/documentation/usernotifications/unnotificationaction/icon
  public let icon: UNNotificationActionIcon?
  /// A text-input action's button title and placeholder; `nil` for a plain action.
  let textInput: (buttonTitle: String, placeholder: String)?

  init(
    identifier: String, title: String, options: UNNotificationActionOptions, icon: UNNotificationActionIcon?,
    textInput: (buttonTitle: String, placeholder: String)?
  ) {
    self.identifier = identifier
    self.title = title
    self.options = options
    self.icon = icon
    self.textInput = textInput
    super.init()
  }

  /// An action.
  /// https://developer.apple.com/documentation/usernotifications/unnotificationaction/init(identifier:title:options:)
  public convenience init(identifier: String, title: String, options: UNNotificationActionOptions = []) {
    self.init(identifier: identifier, title: title, options: options, icon: nil, textInput: nil)
  }

  /// An action with an icon (iOS 15).
  /// https://developer.apple.com/documentation/usernotifications/unnotificationaction/init(identifier:title:options:icon:)
  public convenience init(
    identifier: String, title: String, options: UNNotificationActionOptions = [], icon: UNNotificationActionIcon?
  ) {
    self.init(identifier: identifier, title: title, options: options, icon: icon, textInput: nil)
  }

  /// Actions are immutable: the copy is the same object.
  public func copy(with zone: NSZone? = nil) -> Any { self }

  /// Equal when the class, identifier, title, options, icon and text field are.
  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UNNotificationAction, type(of: other) == type(of: self) else { return false }
    return simulated == other.simulated && title == other.title && icon == other.icon
  }

  /// Hashes the identifier.
  public override var hash: Int { identifier.hashValue }
}

/// An action that lets the user type a reply: models `UNTextInputNotificationAction`.
///
/// https://developer.apple.com/documentation/usernotifications/untextinputnotificationaction
public class UNTextInputNotificationAction: UNNotificationAction {
  override init(
    identifier: String, title: String, options: UNNotificationActionOptions, icon: UNNotificationActionIcon?,
    textInput: (buttonTitle: String, placeholder: String)?
  ) {
    super.init(identifier: identifier, title: title, options: options, icon: icon, textInput: textInput ?? ("", ""))
  }

  /// A text-input action.
  /// https://developer.apple.com/documentation/usernotifications/untextinputnotificationaction/init(identifier:title:options:textinputbuttontitle:textinputplaceholder:)
  public convenience init(
    identifier: String, title: String, options: UNNotificationActionOptions = [], textInputButtonTitle: String,
    textInputPlaceholder: String
  ) {
    self.init(
      identifier: identifier, title: title, options: options, icon: nil,
      textInput: (textInputButtonTitle, textInputPlaceholder))
  }

  /// A text-input action with an icon (iOS 15).
  /// https://developer.apple.com/documentation/usernotifications/untextinputnotificationaction/init(identifier:title:options:icon:textinputbuttontitle:textinputplaceholder:)
  public convenience init(
    identifier: String, title: String, options: UNNotificationActionOptions = [], icon: UNNotificationActionIcon?,
    textInputButtonTitle: String, textInputPlaceholder: String
  ) {
    self.init(
      identifier: identifier, title: title, options: options, icon: icon,
      textInput: (textInputButtonTitle, textInputPlaceholder))
  }

  /// The title of the button that sends the text.
  /// https://developer.apple.com/documentation/usernotifications/untextinputnotificationaction/textinputbuttontitle
  public var textInputButtonTitle: String { textInput?.buttonTitle ?? "" }
  /// The text shown in the empty field.
  /// https://developer.apple.com/documentation/usernotifications/untextinputnotificationaction/textinputplaceholder
  public var textInputPlaceholder: String { textInput?.placeholder ?? "" }
}
