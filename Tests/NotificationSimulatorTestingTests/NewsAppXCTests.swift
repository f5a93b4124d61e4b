import NotificationSimulator
import NotificationSimulatorTesting
import XCTest

/// The news app's routing, badge and refresh under XCTest: the same helpers, passing.
final class NewsAppXCTests: XCTestCase {
  func testTappingViewOnAColdLaunchOpensTheArticle() {
    let tester = NotificationTester(app: NewsApp.app, delegate: NewsAppDelegate())
    tester.push(NewsApp.article("42"), id: "n1")
    tester.performAction(on: "n1", action: "VIEW")
    tester.expect(
      .willFinishLaunching, .didFinishLaunching(remoteNotification: "n1"), .didReceive("n1", action: "VIEW"),
      .didBecomeActive)
    tester.finish()
    XCTAssertEqual(tester.delegate.openedLinks, ["news://article/42"])
    XCTAssertEqual(tester.state, .active)
  }

  func testTheBadgeCountsForegroundStoriesAndATapClearsOne() {
    let tester = NotificationTester(app: NewsApp.app, delegate: NewsAppDelegate())
    tester.openApp()
    tester.expect(.willFinishLaunching, .didFinishLaunchingWithoutOptions, .didBecomeActive)
    tester.push(NewsApp.article("1"), id: "n1")
    tester.expect(.willPresent("n1"))
    tester.push(NewsApp.article("2"), id: "n2")
    tester.expect(.willPresent("n2"))
    XCTAssertEqual(tester.badge, 2)
    tester.tap("n2")
    tester.expect(.didReceive("n2"))
    tester.finish()
    XCTAssertEqual(tester.badge, 1)
    XCTAssertEqual(tester.delegate.openedLinks, ["news://article/2"])
  }

  func testABackgroundRefreshReportsNewDataAndTheAppIsSuspendedAgain() {
    let tester = NotificationTester(app: NewsApp.app, delegate: NewsAppDelegate())
    tester.openApp()
    tester.skipCallbacks()
    tester.home()
    tester.skipCallbacks()
    tester.suspend()
    tester.push(NewsApp.newArticles(2), id: "s1")
    tester.expect(.didReceiveRemoteNotificationWithFetch("s1", state: .background))
    tester.advance(by: .seconds(2))
    tester.finish()
    XCTAssertEqual(tester.delegate.refresh.results, [.newData])
    XCTAssertEqual(tester.state, .suspended)
  }

  func testSaveInTheBackgroundStoresTheArticle() {
    let tester = NotificationTester(app: NewsApp.app, delegate: NewsAppDelegate())
    tester.push(NewsApp.article("9"), id: "n1")
    tester.performAction(on: "n1", action: "SAVE")
    tester.expect(.willFinishLaunching, .didFinishLaunchingWithoutOptions, .didReceive("n1", action: "SAVE"))
    tester.finish()
    XCTAssertEqual(tester.delegate.savedArticles, ["9"])
    XCTAssertEqual(tester.state, .suspended)
  }
}
