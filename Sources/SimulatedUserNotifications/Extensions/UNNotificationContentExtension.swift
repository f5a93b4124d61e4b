internal import NotificationSimulator

/// What a content extension tells the system after handling an action: models
/// `UNNotificationContentExtensionResponseOption` (UserNotificationsUI).
///
/// https://developer.apple.com/documentation/usernotificationsui/unnotificationcontentextensionresponseoption
public enum UNNotificationContentExtensionResponseOption: UInt, Hashable, Sendable {
  /// 0: keep the interface up; the extension handled the action.
  /// https://developer.apple.com/documentation/usernotificationsui/unnotificationcontentextensionresponseoption/donotdismiss
  case doNotDismiss = 0
  /// 1: close the interface; the extension handled the action.
  /// https://developer.apple.com/documentation/usernotificationsui/unnotificationcontentextensionresponseoption/dismiss
  case dismiss = 1
  /// 2: close the interface and pass the action on to the app.
  /// https://developer.apple.com/documentation/usernotificationsui/unnotificationcontentextensionresponseoption/dismissandforwardaction
  case dismissAndForwardAction = 2
}

/// The kind of play/pause button a content extension shows over media: models
/// `UNNotificationContentExtensionMediaPlayPauseButtonType` (UserNotificationsUI). Kept, not
/// simulated.
///
/// https://developer.apple.com/documentation/usernotificationsui/unnotificationcontentextensionmediaplaypausebuttontype
public enum UNNotificationContentExtensionMediaPlayPauseButtonType: UInt, Hashable, Sendable {
  /// 0: no button.
  /// https://developer.apple.com/documentation/usernotificationsui/unnotificationcontentextensionmediaplaypausebuttontype/none
  case none = 0
  /// 1: the standard button.
  /// https://developer.apple.com/documentation/usernotificationsui/unnotificationcontentextensionmediaplaypausebuttontype/default
  case `default` = 1
  /// 2: a button over the content, shown while playing only on touch.
  /// https://developer.apple.com/documentation/usernotificationsui/unnotificationcontentextensionmediaplaypausebuttontype/overlay
  case overlay = 2
}

/// The view controller of a notification content app extension: models
/// `UNNotificationContentExtension` (UserNotificationsUI).
///
/// Apple's optional requirements are requirements with default implementations here (Swift on
/// Linux has no `@objc optional`): not implementing
/// ``didReceive(_:completionHandler:)`` answers ``UNNotificationContentExtensionResponseOption/dismissAndForwardAction``,
/// which routes the action as an extension without that method does (to the app; rule CE2).
/// Main-actor isolated and `@preconcurrency`, as the SDK imports it (its `didReceive(_:)` is
/// `@MainActor`, and iOS calls the extension's view controller on the main thread), so a
/// `UIViewController` subclass conforms as is. The simulator calls it from a step run on the main
/// actor; off the main actor it says so on standard error and runs nothing.
///
/// https://developer.apple.com/documentation/usernotificationsui/unnotificationcontentextension
@preconcurrency @MainActor public protocol UNNotificationContentExtension: NSObjectProtocol {
  /// A notification to show arrived (the simulator calls it once per notification, before the
  /// first action the user picks in the extension's interface).
  /// https://developer.apple.com/documentation/usernotificationsui/unnotificationcontentextension/didreceive(_:)
  func didReceive(_ notification: UNNotification)
  /// The user picked an action; call `completion` with what the system does next. The handler
  /// is `@Sendable`, as Apple declares it.
  /// https://developer.apple.com/documentation/usernotificationsui/unnotificationcontentextension/didreceive(_:completionhandler:)
  func didReceive(
    _ response: UNNotificationResponse,
    completionHandler completion: @escaping @Sendable (UNNotificationContentExtensionResponseOption) -> Void)
  /// The play/pause button for media; `.none` by default.
  /// https://developer.apple.com/documentation/usernotificationsui/unnotificationcontentextension/mediaplaypausebuttontype
  var mediaPlayPauseButtonType: UNNotificationContentExtensionMediaPlayPauseButtonType { get }
  /// Where the play/pause button goes, in the view's coordinates; zero by default.
  /// https://developer.apple.com/documentation/usernotificationsui/unnotificationcontentextension/mediaplaypausebuttonframe
  var mediaPlayPauseButtonFrame: CGRect { get }
  /// The user tapped play.
  /// https://developer.apple.com/documentation/usernotificationsui/unnotificationcontentextension/mediaplay()
  func mediaPlay()
  /// The user tapped pause.
  /// https://developer.apple.com/documentation/usernotificationsui/unnotificationcontentextension/mediapause()
  func mediaPause()
}

extension UNNotificationContentExtension {
  /// Forwards the action to the app, as an extension without this method does.
  public func didReceive(
    _ response: UNNotificationResponse,
    completionHandler completion: @escaping @Sendable (UNNotificationContentExtensionResponseOption) -> Void
  ) {
    completion(.dismissAndForwardAction)
  }
  /// No button.
  public var mediaPlayPauseButtonType: UNNotificationContentExtensionMediaPlayPauseButtonType { .none }
  /// A zero rectangle.
  public var mediaPlayPauseButtonFrame: CGRect { .zero }
  /// Does nothing.
  public func mediaPlay() {}
  /// Does nothing.
  public func mediaPause() {}
}

/// Runs a ``UNNotificationContentExtension`` as the simulator's `SimulatedContentExtension`.
///
/// One instance per notification, made with `make` and sent ``UNNotificationContentExtension/didReceive(_:)``
/// before the first action on that notification. The answer is the first option the completion
/// handler gets during `didReceive(_:completionHandler:)`. When it gets none during the call, the
/// answer is ``UNNotificationContentExtensionResponseOption/doNotDismiss`` (the interface stays
/// and nothing reaches the app, as while iOS waits): the seam returns the option synchronously,
/// so it cannot express a completion called later, or never.
///
/// Sendable because the seam requires it: the live instances are reached only under a lock.
struct ContentExtensionAdapter: SimulatedContentExtension {
  final class Instances: @unchecked Sendable {
    private let lock = NSLock()
    private var instances: [String: any UNNotificationContentExtension] = [:]

    @MainActor func instance(for id: String, make: @MainActor () -> any UNNotificationContentExtension)
      -> (any UNNotificationContentExtension, isNew: Bool)
    {
      lock.withLock {
        if let existing = instances[id] { return (existing, false) }
        let made = make()
        instances[id] = made
        return (made, true)
      }
    }
  }

  /// Collects the options one call passes to the completion handler.
  final class Answers: @unchecked Sendable {
    private let lock = NSLock()
    private var options: [UNNotificationContentExtensionResponseOption] = []
    func append(_ option: UNNotificationContentExtensionResponseOption) { lock.withLock { options.append(option) } }
    var first: UNNotificationContentExtensionResponseOption? { lock.withLock { options.first } }
  }

  /// `UNNotificationExtensionCategory`.
  let categories: [String]
  /// Makes the team's view controller.
  let make: @MainActor @Sendable () -> any UNNotificationContentExtension
  /// The delivery date of a notification, from the device's virtual clock.
  let date: @Sendable (DeliveredNotification) -> Date
  let instances = Instances()

  init(
    categories: [String], date: @escaping @Sendable (DeliveredNotification) -> Date,
    make: @escaping @MainActor @Sendable () -> any UNNotificationContentExtension
  ) {
    self.categories = categories
    self.date = date
    self.make = make
  }

  func didReceive(_ response: NotificationResponse, notification record: DeliveredNotification)
    -> ContentExtensionResponseOption
  {
    var actions: [NotificationAction] = []
    return didReceive(response, notification: record, actions: &actions)
  }

  /// `didReceive(_:completionHandler:)`, with the view controller's
  /// `extensionContext.notificationActions` starting as `actions` and read back after the call.
  func didReceive(
    _ response: NotificationResponse, notification record: DeliveredNotification, actions: inout [NotificationAction]
  ) -> ContentExtensionResponseOption {
    guard Self.onMainActor("didReceive(_:completionHandler:)") else { return .doNotDismiss }
    let shown = actions
    let (option, after) = MainActor.assumeIsolated { () -> (ContentExtensionResponseOption, [NotificationAction]) in
      var actions = shown
      let notification = UNNotification(simulated: record, date: date(record))
      let (instance, isNew) = instances.instance(for: record.id, make: make)
      if isNew { Self.withContext(of: instance, actions: &actions) { instance.didReceive(notification) } }
      let answers = Answers()
      Self.withContext(of: instance, actions: &actions) {
        instance.didReceive(.simulated(response, notification: notification)) { answers.append($0) }
      }
      switch answers.first ?? .doNotDismiss {
      case .doNotDismiss: return (.doNotDismiss, actions)
      case .dismiss: return (.dismiss, actions)
      case .dismissAndForwardAction: return (.dismissAndForwardAction, actions)
      }
    }
    actions = after
    return option
  }

  /// `didReceive(_:)` when the user expands the notification, with `extensionContext.notificationActions`.
  func didReceive(_ record: DeliveredNotification, actions: inout [NotificationAction]) {
    guard Self.onMainActor("didReceive(_:)") else { return }
    let shown = actions
    actions = MainActor.assumeIsolated {
      var actions = shown
      let notification = UNNotification(simulated: record, date: date(record))
      let (instance, isNew) = instances.instance(for: record.id, make: make)
      if isNew { Self.withContext(of: instance, actions: &actions) { instance.didReceive(notification) } }
      return actions
    }
  }

  /// Whether the step runs on the main actor, where iOS calls a content extension; if not, says so.
  static func onMainActor(_ method: String) -> Bool {
    if MainActorCheck.isOnMainActor { return true }
    FileHandle.standardError.write(Data(
      "SimulatedUserNotifications: iOS called the content extension's \(method) off the main actor; its code was not run. Run the test on the main actor (@MainActor).\n".utf8))
    return false
  }

  /// Runs `body` with the instance's extension context (when it is a ``UIViewController``)
  /// showing `actions`, then takes the actions the extension set, if it set any.
  @MainActor static func withContext(
    of instance: any UNNotificationContentExtension, actions: inout [NotificationAction], _ body: () -> Void
  ) {
    guard let controller = instance as? UIViewController else { return body() }
    let context = controller.extensionContextBox.attach()
    context.present(actions.map(UNNotificationAction.make(simulated:)))
    body()
    if let set = context.actionsSet { actions = set.map(\.simulated) }
  }
}

extension Date {
  /// The wall-clock date of `instant` on the device's virtual calendar: the calendar's start,
  /// to the whole second, plus the instant's offset.
  init(simulated instant: SimulatedInstant, calendar: VirtualCalendar) {
    let (seconds, attoseconds) = instant.offset.components
    self.init(
      timeIntervalSince1970: Double(calendar.secondsSince1970(at: .zero)) + Double(seconds) + Double(attoseconds) / 1e18)
  }
}
