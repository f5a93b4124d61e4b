import Foundation
@testable import NotificationSimulator
import NotificationSimulatorTesting
import Testing
@testable import SimulatedUserNotifications

/// The Xcode template's service extension, decrypting (ROT13) the body from `ciphertext`.
final class NotificationService: UNNotificationServiceExtension {
  var contentHandler: ((UNNotificationContent) -> Void)?
  var bestAttemptContent: UNMutableNotificationContent?

  override func didReceive(
    _ request: UNNotificationRequest, withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void
  ) {
    self.contentHandler = contentHandler
    bestAttemptContent = request.content.mutableCopy() as? UNMutableNotificationContent
    guard let content = bestAttemptContent, let ciphertext = content.userInfo["ciphertext"] as? String else { return }
    content.body = String(ciphertext.reversed())
    content.userInfo["decrypted"] = true
    contentHandler(content)
  }

  override func serviceExtensionTimeWillExpire() {
    if let contentHandler, let bestAttemptContent { contentHandler(bestAttemptContent) }
  }
}

/// Keeps the handler and only answers when its time is nearly up.
final class SlowService: UNNotificationServiceExtension, @unchecked Sendable {
  var contentHandler: ((UNNotificationContent) -> Void)?
  var request: UNNotificationRequest?

  override func didReceive(
    _ request: UNNotificationRequest, withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void
  ) {
    self.contentHandler = contentHandler
    self.request = request
  }

  override func serviceExtensionTimeWillExpire() {
    guard let content = request?.content.mutableCopy() as? UNMutableNotificationContent else { return }
    content.title = "Best attempt"
    contentHandler?(content)
  }
}

/// A chat interface: Like is handled in place, Reply is forwarded, anything else uses the default.
final class ChatViewController: NSObject, UNNotificationContentExtension, @unchecked Sendable {
  var received: [String] = []

  func didReceive(_ notification: UNNotification) { received.append(notification.request.identifier) }

  func didReceive(
    _ response: UNNotificationResponse,
    completionHandler completion: @escaping (UNNotificationContentExtensionResponseOption) -> Void
  ) {
    received.append(response.actionIdentifier)
    if response.actionIdentifier == "like" { completion(.doNotDismiss) }
    if response.actionIdentifier == "reply" { completion(.dismissAndForwardAction) }
  }
}

/// Implements only the required method.
final class PlainViewController: NSObject, UNNotificationContentExtension {
  func didReceive(_ notification: UNNotification) {}
}

private let secret = #"{"aps":{"alert":{"title":"Alice","body":"New message"},"mutable-content":1},"ciphertext":"thgie ta uoy eeS"}"#

@MainActor @Suite struct ValuesExtensionTests {
  @Test func `a UNNotificationServiceExtension subclass changes the content the app sees`() throws {
    let tester = NotificationTester(delegate: Quiet())
    tester.installServiceExtension(ServiceExtensionAdapter { NotificationService() })
    tester.openApp()
    tester.skipCallbacks()
    tester.push(json: secret, id: "m1")
    tester.skipCallbacks()
    #expect(tester.content(of: "m1")?.body == "See you at eight")
    #expect(tester.content(of: "m1")?.userInfo["decrypted"]?.bool == true)
    let found = tester.simulator.notification("m1")
    #expect(found != nil)
    guard let record = found else { return tester.finish() }
    let notification = UNNotification(simulated: record, date: Date(timeIntervalSince1970: 0))
    #expect(notification.request.content.body == "See you at eight")
    #expect(notification.request.content.title == "Alice")
    #expect(notification.request.content.userInfo["decrypted"] as? Bool == true)
    #expect(notification.request.content.userInfo["aps"] is [String: Any])
    tester.finish()
  }

  @Test func `a handler not called during didReceive is called at the deadline by serviceExtensionTimeWillExpire`() {
    let adapter = ServiceExtensionAdapter { SlowService() }
    let request = ServiceExtensionRequest(identifier: "m1", content: NotificationContent(title: "Alice", body: "Hi"))
    var context = ServiceExtensionContext(now: .zero)
    let answer = adapter.didReceive(request, context: &context)
    #expect(answer == .contentHandler(request.content, timing: .never))
    #expect(adapter.serviceExtensionTimeWillExpire(request) == NotificationContent(title: "Best attempt", body: "Hi"))
    #expect(adapter.serviceExtensionTimeWillExpire(request) == nil)
  }

  @Test func `a handler called between the simulator's calls is a late call, so the deadline asks nothing`() {
    let service = SlowService()
    let adapter = ServiceExtensionAdapter { service }
    let request = ServiceExtensionRequest(identifier: "m1", content: NotificationContent(title: "Alice", body: "Hi"))
    var context = ServiceExtensionContext(now: .zero)
    _ = adapter.didReceive(request, context: &context)
    // A download finishing after didReceive returned: the runtime (none here) takes it as a step
    // of its own, and the instance no longer waits for its deadline.
    service.contentHandler?(UNNotificationContent())
    #expect(adapter.serviceExtensionTimeWillExpire(request) == nil)
  }

  @Test func `the default UNNotificationServiceExtension passes the content on at once`() {
    let adapter = ServiceExtensionAdapter { UNNotificationServiceExtension() }
    let request = ServiceExtensionRequest(identifier: "m1", content: NotificationContent(body: "Hi", badge: 2))
    var context = ServiceExtensionContext(now: .zero)
    #expect(adapter.didReceive(request, context: &context) == .contentHandler(request.content, timing: .immediately))
  }

  @Test func `a UNNotificationContentExtension answers actions through the seam`() throws {
    let controller = ChatViewController()
    let adapter = ContentExtensionAdapter(categories: ["MESSAGE"], date: { _ in Date(timeIntervalSince1970: 0) }) {
      controller
    }
    let category = NotificationCategory(
      identifier: "MESSAGE",
      actions: [
        NotificationAction(identifier: "like"), NotificationAction(identifier: "mute"),
        NotificationAction(identifier: "reply", options: [.foreground]),
      ])
    let tester = NotificationTester(app: AppConfiguration(categories: [category]), delegate: Quiet())
    tester.installContentExtension(adapter)
    tester.openApp()
    tester.skipCallbacks()
    tester.home()
    tester.skipCallbacks()
    tester.push(json: #"{"aps":{"alert":{"body":"Lunch?"},"category":"MESSAGE"}}"#, id: "m1")
    tester.performAction(on: "m1", action: "like")
    // No completion during the call: the seam cannot wait, so the answer is doNotDismiss.
    tester.performAction(on: "m1", action: "mute")
    tester.performAction(on: "m1", action: "reply")
    tester.expect(.willEnterForeground, .didReceive("m1", action: "reply"), .didBecomeActive)
    #expect(controller.received == ["m1", "like", "mute", "reply"])
    tester.finish()
  }

  @Test func `content extension defaults: forward the action, no play button`() throws {
    let plain = PlainViewController()
    #expect(plain.mediaPlayPauseButtonType == .none)
    #expect(plain.mediaPlayPauseButtonFrame == .zero)
    // The handler is `@Sendable`, as Apple declares it: the answer goes through a locked box.
    let forwarded = ContentExtensionAdapter.Answers()
    let notification = UNNotification(
      date: Date(timeIntervalSince1970: 0),
      request: UNNotificationRequest(identifier: "n1", content: UNNotificationContent(), trigger: nil))
    plain.didReceive(UNNotificationResponse(notification: notification, actionIdentifier: "x")) { forwarded.append($0) }
    #expect(forwarded.first == .dismissAndForwardAction)
  }
}
