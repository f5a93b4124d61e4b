import Foundation
import NotificationSimulator
import Testing

/// An app's existing `userInfo` parsing code, written for iOS against `[AnyHashable: Any]`.
enum ExistingParser {
  struct Article: Equatable {
    var id: Int
    var title: String
    var tags: [String]
    var score: Double
    var urgent: Bool
    var badge: Int?
  }

  static func article(from userInfo: [AnyHashable: Any]) -> Article? {
    guard let aps = userInfo["aps"] as? [String: Any],
      let alert = aps["alert"] as? [String: Any],
      let title = alert["title"] as? String,
      let article = userInfo["article"] as? [String: Any],
      let id = article["id"] as? Int,
      let tags = article["tags"] as? [String]
    else { return nil }
    return Article(
      id: id, title: title, tags: tags, score: article["score"] as? Double ?? 0,
      urgent: article["urgent"] as? Bool ?? false, badge: aps["badge"] as? Int)
  }
}

/// The app's delegate calls the existing parser on the payload iOS would hand it.
struct ParsingDelegate: SimulatedAppDelegate {
  var parsed: [ExistingParser.Article] = []

  mutating func didReceive(
    _ response: NotificationResponse, notification: DeliveredNotification, context: inout AppContext
  ) -> CompletionTiming {
    if let userInfo = notification.payload?.userInfoDictionary, let article = ExistingParser.article(from: userInfo) {
      parsed.append(article)
    }
    return .immediately
  }
}

@Suite struct UserInfoBridgeTests {
  static let json = #"""
    {"aps": {"alert": {"title": "Big news", "body": "Read it"}, "badge": 3},
     "article": {"id": 42, "tags": ["world", "politics"], "score": 0.75, "urgent": true, "editor": null}}
    """#

  @Test func `the payload reads as iOS's userInfo with Foundation types`() throws {
    let object = try #require(JSONParser.parse(Self.json).value?.object)
    let payload = try #require(Payload(json: object))
    let userInfo = payload.userInfoDictionary
    let aps = try #require(userInfo["aps"] as? [AnyHashable: Any])
    #expect(aps["badge"] is NSNumber && aps["badge"] as? Int == 3)
    let alert = try #require(aps["alert"] as? [String: Any])
    #expect(alert["title"] is NSString && alert["title"] as? String == "Big news")
    let article = try #require(userInfo["article"] as? [String: Any])
    #expect(article["urgent"] is NSNumber && article["urgent"] as? Bool == true)
    #expect(article["score"] as? Double == 0.75)
    #expect(article["editor"] is NSNull)
    #expect((article["tags"] as? [Any])?.count == 2)
    #expect(Set(userInfo.keys.compactMap { $0 as? String }) == ["aps", "article"])
  }

  @Test func `existing userInfo parsing code runs unchanged inside a simulated app`() throws {
    var simulator = Simulator(app: AppConfiguration(), appDelegate: ParsingDelegate())
    try simulator.changeAuthorization(to: .authorized, options: [.alert, .badge])
    try simulator.push(json: Self.json, id: "n1")
    try simulator.tap("n1")
    simulator.runUntilIdle()
    let delegate = try #require(simulator.process.appDelegate as? ParsingDelegate)
    #expect(delegate.parsed == [
      ExistingParser.Article(id: 42, title: "Big news", tags: ["world", "politics"], score: 0.75, urgent: true, badge: 3)
    ])
  }
}
