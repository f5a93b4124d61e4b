// A team's notification code as it would be written for iOS, compiled against
// SimulatedUserNotifications: launch work that hops through a scene task, tasks, the main actor
// and the main queue; a promise library whose steps run on the main queue; a downloader with a
// completion handler; a feed consumed as an AsyncStream; a service extension that downloads
// before it calls its handler.
import Foundation
import SimulatedUserNotifications

// MARK: A promise library, as PromiseKit-style code uses it

/// A value that arrives later; every continuation runs on the main queue, as PromiseKit's do.
@MainActor final class Promise<Value: Sendable> {
  private var value: Value?
  private var waiting: [@MainActor (Value) -> Void] = []

  init(_ body: (@escaping @MainActor (Value) -> Void) -> Void) {
    body { [self] in self.fulfill($0) }
  }

  private func fulfill(_ value: Value) {
    guard self.value == nil else { return }
    self.value = value
    let waiting = self.waiting
    self.waiting = []
    for continuation in waiting { DispatchQueue.main.async { continuation(value) } }
  }

  private func observe(_ continuation: @escaping @MainActor (Value) -> Void) {
    if let value {
      DispatchQueue.main.async { continuation(value) }
    } else {
      waiting.append(continuation)
    }
  }

  func then<Next: Sendable>(_ transform: @escaping @MainActor (Value) -> Next) -> Promise<Next> {
    Promise<Next> { fulfill in observe { fulfill(transform($0)) } }
  }

  @discardableResult
  func ensure(_ body: @escaping @MainActor () -> Void) -> Promise<Value> {
    then { value in
      body()
      return value
    }
  }
}

@MainActor func firstly<Value: Sendable>(_ body: @escaping @MainActor () -> Value) -> Promise<Value> {
  Promise { fulfill in DispatchQueue.main.async { fulfill(body()) } }
}

// MARK: Services

/// A download with a completion handler called from another queue, as URLSession's are.
enum Downloader {
  static func fetch(_ name: String, completion: @escaping @Sendable (String) -> Void) {
    Task.detached {
      let bytes = await Self.bytes(of: name)
      completion(bytes)
    }
  }

  /// The `async` form.
  static func bytes(of name: String) async -> String {
    async let head = Task.detached { "<\(name)" }.value
    async let tail = Task.detached { ">" }.value
    return await head + tail
  }
}

/// The account's settings, fetched in parts at launch (`async let` and a task group).
nonisolated func loadSettings() async -> [String] {
  async let profile = Downloader.bytes(of: "profile")
  let topics = await withTaskGroup(of: String.self) { group in
    for topic in ["news", "sport", "weather"] { group.addTask { await Downloader.bytes(of: topic) } }
    var all: [String] = []
    for await topic in group { all.append(topic) }
    return all.sorted()
  }
  return [await profile] + topics
}

/// Messages pushed by a socket, consumed as an `AsyncStream`.
final class MessageFeed: Sendable {
  let messages: AsyncStream<String>
  private let continuation: AsyncStream<String>.Continuation

  init() {
    (messages, continuation) = AsyncStream.makeStream(of: String.self)
  }

  func receive(_ message: String) { continuation.yield(message) }
  func close() { continuation.finish() }
}

// MARK: The app delegate

final class AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
  var window: AnyObject?
  private(set) var settings: [String] = []
  private(set) var unread: [String] = []
  private(set) var opened: [String] = []
  private(set) var token: String?
  private(set) var refreshed: [String] = []
  let feed = MessageFeed()

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    UNUserNotificationCenter.current().delegate = self
    let news = UNNotificationCategory(
      identifier: "NEWS", actions: [UNNotificationAction(identifier: "READ", title: "Read", options: [.foreground])],
      intentIdentifiers: [])
    UNUserNotificationCenter.current().setNotificationCategories([news])
    Task {
      for await message in feed.messages { unread.append(message) }
    }
    return true
  }

  /// The scene's task calls this once the scene connected: settings first, then registration.
  func startSession() async {
    let settings = await loadSettings()
    await MainActor.run {
      self.settings = settings
      DispatchQueue.main.async { UIApplication.shared.registerForRemoteNotifications() }
    }
  }

  func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
    token = deviceToken.map { String(format: "%02x", $0) }.joined()
    Task.detached { [feed] in
      for index in 1...3 { feed.receive("welcome \(index)") }
    }
  }

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification
  ) async -> UNNotificationPresentationOptions {
    let delivered = await center.deliveredNotifications()
    return delivered.count > 2 ? [.list] : [.banner, .list, .sound]
  }

  func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {
    let id = response.notification.request.identifier
    let article = await Downloader.bytes(of: id)
    opened.append(article)
    center.removeDeliveredNotifications(withIdentifiers: [id])
  }

  func application(
    _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
    fetchCompletionHandler completionHandler: @escaping @Sendable (UIBackgroundFetchResult) -> Void
  ) {
    let topic = userInfo["topic"] as? String ?? "all"
    firstly { topic }
      .then { "refreshed \($0)" }
      .then { [self] line in
        refreshed.append(line)
        return refreshed.count
      }
      .ensure { completionHandler(.newData) }
  }
}

// MARK: The scene delegate

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    // A SwiftUI scene's `.task`, as a UIKit scene delegate writes it.
    Task {
      guard let app = UIApplication.shared.delegate as? AppDelegate else { return }
      await app.startSession()
    }
  }
}

// MARK: The notification service extension

final class NotificationService: UNNotificationServiceExtension, @unchecked Sendable {
  private var contentHandler: ((UNNotificationContent) -> Void)?
  private var bestAttempt: UNMutableNotificationContent?

  override func didReceive(
    _ request: UNNotificationRequest, withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void
  ) {
    self.contentHandler = contentHandler
    let content = request.content.mutableCopy() as! UNMutableNotificationContent
    bestAttempt = content
    UNUserNotificationCenter.current().getNotificationCategories { [self] categories in
      bestAttempt?.subtitle = categories.map(\.identifier).sorted().joined(separator: ",")
    }
    Downloader.fetch(request.identifier) { [self] bytes in
      guard let bestAttempt else { return }
      bestAttempt.body = "decrypted \(bytes)"
      self.contentHandler?(bestAttempt)
    }
  }

  override func serviceExtensionTimeWillExpire() {
    if let contentHandler, let bestAttempt { contentHandler(bestAttempt) }
  }
}
