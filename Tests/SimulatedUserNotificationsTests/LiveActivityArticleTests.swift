import Foundation
import Testing

/// The code of the article "Testing your Live Activity's tokens and updates" is the code these
/// tests compile and run (`DeliveryApp/DeliveryActivityManager.swift`, `DeliveryActivityTests.swift`).
@Suite struct LiveActivityArticleTests {
  static let article =
    "Sources/SimulatedUserNotifications/SimulatedUserNotifications.docc/testing-your-live-activitys-tokens-and-updates.md"

  @Test(arguments: [
    ("live activity manager", "Tests/SimulatedUserNotificationsTests/DeliveryApp/DeliveryActivityManager.swift"),
    ("live activity server stub", "Tests/SimulatedUserNotificationsTests/DeliveryActivityTests.swift"),
    ("live activity test", "Tests/SimulatedUserNotificationsTests/DeliveryActivityTests.swift"),
  ])
  func `each Swift block of the article is code the tests build and run`(_ name: String, _ file: String) throws {
    let article = try ArticleCodeTests.read(Self.article)
    let code = try ArticleCodeTests.snippet(name, in: file)
    #expect(article.contains("```swift\n" + code + "\n```"), "the article's '\(name)' block differs from \(file)")
  }

  @Test func `the article has no Swift block that is not checked`() throws {
    let article = try ArticleCodeTests.read(Self.article)
    #expect(article.components(separatedBy: "```swift\n").count - 1 == 3)
  }

  @Test func `the consumer fixture's DeliveryApp is the article's manager`() throws {
    let code = try ArticleCodeTests.snippet(
      "live activity manager", in: "Tests/SimulatedUserNotificationsTests/DeliveryApp/DeliveryActivityManager.swift")
    let fixture = try ArticleCodeTests.read("Tests/ConsumerFixture/Sources/DeliveryApp/DeliveryActivityManager.swift")
    #expect(fixture.hasSuffix(code + "\n"))
  }
}
