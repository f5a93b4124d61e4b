import Foundation
import NotificationSimulator
import NotificationSimulatorTesting
import SimulatedUserNotifications
import Testing

/// "Downloads" an image: an `async` call that hops off the main actor and back.
nonisolated func download(_ name: String) async -> String {
  await Task.detached { "downloaded \(name)" }.value
}

/// A service extension that reads the center while the push is handled and calls its handler
/// once an `async` download is done, after `didReceive` returned.
final class DownloadingService: UNNotificationServiceExtension, @unchecked Sendable {
  override func didReceive(
    _ request: UNNotificationRequest, withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void
  ) {
    let handler = UncheckedHandler(contentHandler, request.content.mutableCopy() as! UNMutableNotificationContent)
    UNUserNotificationCenter.current().getNotificationCategories { categories in
      handler.content.subtitle = "\(categories.count) categories"
    }
    let identifier = request.identifier
    Task.detached {
      handler.content.body = await download(identifier)
      handler.call(handler.content)
      if identifier == "twice" { handler.call(handler.content) }
    }
  }
}

/// Carries the content handler (not `Sendable` in Apple's signature) and the content to the task
/// that calls it.
struct UncheckedHandler: @unchecked Sendable {
  let call: (UNNotificationContent) -> Void
  let content: UNMutableNotificationContent
  init(_ call: @escaping (UNNotificationContent) -> Void, _ content: UNMutableNotificationContent) {
    self.call = call
    self.content = content
  }
}

final class PlainAppDelegate: UIResponder, UIApplicationDelegate {}

@MainActor @Suite(.oneAppAtATime) struct LateContentHandlerTests {
  func tester() -> AppTester {
    let tester = NotificationTester(
      appDelegate: { PlainAppDelegate() }, serviceExtension: { DownloadingService() })
    tester.exhaustivity = .off
    return tester
  }

  @Test func `a handler called after an async download shows the content when called, not at the deadline`() async {
    let tester = tester()
    tester.push(json: #"{"aps":{"alert":{"title":"Hi","body":"..."},"mutable-content":1}}"#, id: "p1")
    await tester.settle()
    let shown = tester.trace.rendered.split(separator: "\n").filter { $0.contains("p1") }.map(String.init)
    #expect(shown.contains { $0.hasPrefix("+0.000s  system     content of p1 changed") && $0.contains("downloaded p1") })
    #expect(shown.contains { $0.hasPrefix("+0.000s  system     displayed p1") })
    #expect(!tester.trace.rendered.contains("serviceExtensionTimeWillExpire"))
    #expect(tester.simulator.leftOvers.unansweredHandlers.isEmpty)
  }

  @Test func `an extension that passes the content on unchanged changes nothing, whatever the key order`() {
    let tester = NotificationTester(appDelegate: { PlainAppDelegate() }, serviceExtension: { UNNotificationServiceExtension() })
    tester.exhaustivity = .off
    tester.push(
      json: #"{"aps":{"sound":"default","mutable-content":1,"alert":{"title":"Hi","body":"There"},"badge":3},"z":{"b":1,"a":[1,2]},"a":true}"#,
      id: "same")
    #expect(!tester.trace.rendered.contains("content of same changed"))
    #expect(tester.trace.rendered.contains("displayed same"))
  }

  @Test func `a second late call is a diagnostic in the trace's words`() async {
    let tester = tester()
    tester.push(json: #"{"aps":{"alert":{"title":"Hi","body":"..."},"mutable-content":1}}"#, id: "twice")
    await tester.settle()
    #expect(tester.trace.rendered.contains("diagnostic completion-called-twice: the completion handler of didReceive(_:withContentHandler:) for twice was called a second time at +0.000s; call it exactly once."))
  }

  @Test func `a handler called after the deadline is traced as late`() async {
    let tester = tester()
    tester.push(json: #"{"aps":{"alert":{"title":"Hi","body":"..."},"mutable-content":1}}"#, id: "p2")
    tester.advance(by: .seconds(31))
    await tester.settle()
    #expect(tester.trace.rendered.contains("diagnostic completion-called-late: the completion handler of didReceive(_:withContentHandler:) for p2 was called at +31.000s, after its deadline at +30.000s; iOS ignores the late call."))
  }
}
