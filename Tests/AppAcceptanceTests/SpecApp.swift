// The small app the notification specs in `Specs/` are replayed against (issue 43): an app
// delegate and a notification service extension written against Apple's SDK, compiled against
// SimulatedUserNotifications. Each of its answers is a field of `SpecAnswers`, so the mutation
// test can flip them one at a time.
import Foundation
import SimulatedUserNotifications

/// Everything the app answers iOS, as its code decides it.
struct SpecAnswers: Sendable {
  /// `userNotificationCenter(_:willPresent:withCompletionHandler:)`'s options.
  var foregroundOptions: UNNotificationPresentationOptions = [.banner, .list, .sound]
  /// `application(_:didReceiveRemoteNotification:fetchCompletionHandler:)`'s result.
  var fetchResult: UIBackgroundFetchResult = .newData
  /// Whether `userNotificationCenter(_:didReceive:withCompletionHandler:)` calls its handler.
  var callsResponseHandler = true
  /// The title the service extension shows for an encrypted message.
  var decryptedTitle = "Alice"
  /// The body the service extension shows once its download is done.
  var downloadedBody = "Photo from Alice"
  /// The identifier of the text reply action the app registers.
  var replyAction = "REPLY"
  /// Whether the app registers for remote notifications at launch.
  var registersForToken = true
  /// What the content extension does when the user picks Read in its interface.
  var readInInterface: UNNotificationContentExtensionResponseOption = .doNotDismiss
}

/// The app's delegate, as in its iOS project.
final class SpecAppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
  let answers: SpecAnswers
  private(set) var opened: [String] = []
  private(set) var replies: [String] = []
  private(set) var tokens: [Data] = []

  init(answers: SpecAnswers = SpecAnswers()) {
    self.answers = answers
    super.init()
  }

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let center = UNUserNotificationCenter.current()
    center.delegate = self
    let read = UNNotificationAction(identifier: "READ", title: "Read", options: [.foreground])
    let reply = UNTextInputNotificationAction(
      identifier: answers.replyAction, title: "Reply", options: [], textInputButtonTitle: "Send", textInputPlaceholder: "Message")
    center.setNotificationCategories([
      UNNotificationCategory(identifier: "MESSAGE", actions: [read, reply], intentIdentifiers: [], options: [])
    ])
    if answers.registersForToken { application.registerForRemoteNotifications() }
    return true
  }

  func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
    tokens.append(deviceToken)
  }

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void
  ) {
    completionHandler(answers.foregroundOptions)
  }

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping @Sendable () -> Void
  ) {
    if let reply = response as? UNTextInputNotificationResponse {
      replies.append(reply.userText)
    } else {
      opened.append(response.notification.request.identifier)
    }
    if answers.callsResponseHandler { completionHandler() }
  }

  func application(
    _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
    fetchCompletionHandler completionHandler: @escaping @Sendable (UIBackgroundFetchResult) -> Void
  ) {
    completionHandler(answers.fetchResult)
  }
}

/// The app's notification service extension: decrypts a message at once, or downloads a photo
/// and calls its content handler when the download is done, after `didReceive` returned.
final class SpecNotificationService: UNNotificationServiceExtension, @unchecked Sendable {
  let answers: SpecAnswers

  init(answers: SpecAnswers = SpecAnswers()) {
    self.answers = answers
    super.init()
  }

  override func didReceive(
    _ request: UNNotificationRequest, withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void
  ) {
    let content = request.content.mutableCopy() as! UNMutableNotificationContent
    guard request.content.userInfo["photo"] != nil else {
      content.title = answers.decryptedTitle
      content.body = "See you at 8"
      contentHandler(content)
      return
    }
    let handler = SpecContentHandler(call: contentHandler, content: content)
    let body = answers.downloadedBody
    Task.detached {
      let downloaded = await Task.detached { body }.value
      handler.content.body = downloaded
      handler.call(handler.content)
    }
  }
}

/// Carries the content handler (not `Sendable` in Apple's signature) to the download's task.
struct SpecContentHandler: @unchecked Sendable {
  let call: (UNNotificationContent) -> Void
  let content: UNMutableNotificationContent
}

/// The app's notification content extension: Read marks the message read in its interface,
/// which stays open; any other action goes on to the app.
final class SpecContentExtension: NSObject, UNNotificationContentExtension {
  let answers: SpecAnswers
  private(set) var shown: [String] = []

  init(answers: SpecAnswers = SpecAnswers()) {
    self.answers = answers
    super.init()
  }

  func didReceive(_ notification: UNNotification) {
    shown.append(notification.request.identifier)
  }

  func didReceive(
    _ response: UNNotificationResponse,
    completionHandler completion: @escaping @Sendable (UNNotificationContentExtensionResponseOption) -> Void
  ) {
    completion(response.actionIdentifier == "READ" ? answers.readInInterface : .dismissAndForwardAction)
  }
}
