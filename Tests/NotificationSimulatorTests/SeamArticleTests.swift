import NotificationSimulator
import Testing

// The code of the seam article (NotificationSimulator.docc/routing-code-behind-a-seam.md), line
// for line between the markers: if it stops compiling or routing, the article is wrong.

// seam router: begin
/// Where a notification takes the user. Lives in a module that imports no UIKit.
public enum Destination: Equatable, Sendable {
  case article(id: Int)
  case inbox
  case nowhere
}

public struct NotificationRouter: Sendable {
  public init() {}

  public func destination(userInfo: [AnyHashable: Any], action: String) -> Destination {
    if action == "com.apple.UNNotificationDismissActionIdentifier" { return .nowhere }
    if let article = userInfo["article"] as? [String: Any], let id = article["id"] as? Int {
      return .article(id: id)
    }
    return .inbox
  }
}
// seam router: end

// seam delegate: begin
import NotificationSimulator

struct RoutingApp: SimulatedAppDelegate {
  let router = NotificationRouter()
  var shown: [Destination] = []

  mutating func didReceive(
    _ response: NotificationResponse, notification: DeliveredNotification, context: inout AppContext
  ) -> CompletionTiming {
    shown.append(router.destination(userInfo: notification.userInfoDictionary, action: response.actionIdentifier))
    return .immediately
  }
}
// seam delegate: end

@Suite struct SeamArticleTests {
  @Test func `the article's router gets the payload iOS would hand the real delegate`() throws {
    let inbox = NotificationCategory(identifier: "INBOX", options: .customDismissAction)
    var simulator = Simulator(app: AppConfiguration(categories: [inbox]), appDelegate: RoutingApp())
    try simulator.changeAuthorization(to: .authorized, options: [.alert])
    try simulator.openApp()
    try simulator.home()
    try simulator.push(json: #"{"aps": {"alert": "News"}, "article": {"id": 42}}"#, id: "n1")
    try simulator.tap("n1")
    try simulator.home()
    try simulator.push(json: #"{"aps": {"alert": "Mail", "category": "INBOX"}}"#, id: "n2")
    try simulator.dismiss("n2")
    try simulator.push(json: #"{"aps": {"alert": "Mail"}}"#, id: "n3")
    try simulator.tap("n3")
    simulator.runUntilIdle()
    let app = try #require(simulator.process.appDelegate as? RoutingApp)
    #expect(app.shown == [.article(id: 42), .nowhere, .inbox])
  }
}
