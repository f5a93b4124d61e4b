import NewsApp
import NotificationSimulator
import NotificationSimulatorTesting
import XCTest

final class ArticleRouterXCTests: XCTestCase {
  func testTappingTheAlertInTheBackgroundOpensTheArticle() {
    let tester = NotificationTester(app: AppConfiguration(), delegate: ArticleRouter(), state: .background)
    tester.push(json: #"{"aps": {"alert": "Big news"}, "link_url": "news://article/7"}"#, id: "n1")
    tester.expect(events: .system(.displayed("n1", Presentation(banner: true, list: true))))
    tester.tap("n1")
    tester.expect(.willEnterForeground, .didReceive("n1"), .didBecomeActive)
    tester.finish()
    XCTAssertEqual(tester.delegate.opened, ["news://article/7"])
  }
}
