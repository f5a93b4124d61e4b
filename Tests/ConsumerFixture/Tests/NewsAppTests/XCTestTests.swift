import NewsApp
import NotificationSimulator
import NotificationSimulatorTesting
import XCTest

final class ArticleRouterXCTests: XCTestCase {
  func testTappingTheAlertInTheBackgroundOpensTheArticle() {
    let tester = NotificationTester(app: AppConfiguration(), delegate: ArticleRouter())
    tester.openApp()
    tester.skipCallbacks()
    tester.home()
    tester.skipCallbacks()
    tester.push(json: #"{"aps": {"alert": "Big news"}, "link_url": "news://article/7"}"#, id: "n1")
    tester.tap("n1")
    tester.expect(.willEnterForeground, .didReceive("n1"), .didBecomeActive)
    tester.finish()
    XCTAssertEqual(tester.delegate.opened, ["news://article/7"])
  }
}
