import NotificationSimulator
import NotificationSimulatorTesting
import Testing

/// The news app's routing, badge and refresh, run inside the simulated iOS under Swift Testing.
@Suite struct NewsAppTests {
  /// A tester whose app was opened from its icon and sent to the background, launch callbacks
  /// asserted.
  func backgroundedApp() -> NotificationTester<NewsAppDelegate> {
    let tester = NotificationTester(app: NewsApp.app, delegate: NewsAppDelegate())
    tester.openApp()
    tester.expect(.willFinishLaunching, .didFinishLaunchingWithoutOptions, .didBecomeActive)
    tester.home()
    tester.expect(.willResignActive, .didEnterBackground)
    return tester
  }

  @Test func `tapping View on a cold launch opens the article`() {
    let tester = NotificationTester(app: NewsApp.app, delegate: NewsAppDelegate())
    tester.push(NewsApp.article("42"), id: "n1")
    tester.performAction(on: "n1", action: "VIEW")
    tester.expect(
      ExpectedCallback(.willFinishLaunching), .didFinishLaunching(remoteNotification: "n1"),
      .didReceive("n1", action: "VIEW"), .didBecomeActive)
    tester.finish()
    #expect(tester.delegate.openedLinks == ["news://article/42"])
    #expect(tester.delegate.launchNotification == "n1")
    #expect(tester.state == .active)
  }

  @Test func `a breaking story in the foreground shows a banner, and a tap opens it`() {
    let tester = NotificationTester(app: NewsApp.app, delegate: NewsAppDelegate())
    tester.openApp()
    tester.expect(.willFinishLaunching, .didFinishLaunchingWithoutOptions, .didBecomeActive)
    tester.push(NewsApp.article("7"), id: "n1")
    tester.expect(.willPresent("n1"))
    #expect(tester.simulator.notification("n1")?.presentation == Presentation(banner: true, list: true, sound: true))
    #expect(tester.badge == 1)
    tester.tap("n1")
    tester.expect(.didReceive("n1"))
    tester.finish()
    #expect(tester.delegate.openedLinks == ["news://article/7"])
    #expect(tester.badge == nil, "setting the badge to 0 removes it")
  }

  @Test func `Save in the background stores the article without opening anything`() {
    let tester = backgroundedApp()
    tester.push(NewsApp.article("9"), id: "n1")
    tester.performAction(on: "n1", action: "SAVE")
    tester.expect(.didReceive("n1", action: "SAVE"))
    tester.finish()
    #expect(tester.delegate.savedArticles == ["9"])
    #expect(tester.delegate.openedLinks == [])
    #expect(tester.state == .background)
  }

  @Test func `a reply from the notification posts a comment`() {
    let tester = backgroundedApp()
    tester.push(NewsApp.article("3"), id: "n1")
    tester.reply(on: "n1", action: "COMMENT", text: "Great read")
    tester.expect(.didReceive("n1", action: "COMMENT", userText: "Great read"))
    tester.finish()
    #expect(tester.delegate.comments == ["3: Great read"])
    #expect(tester.delegate.openedLinks == [])
  }

  @Test func `dismissing reaches the app because the category asks for it, and opens nothing`() {
    let tester = backgroundedApp()
    tester.push(NewsApp.article("5"), id: "n1")
    tester.dismiss("n1")
    tester.expect(.didDismiss("n1"))
    tester.finish()
    #expect(tester.delegate.openedLinks == [])
  }

  @Test func `the badge counts stories that arrive while the app is open`() {
    let tester = NotificationTester(app: NewsApp.app, delegate: NewsAppDelegate())
    tester.openApp()
    tester.skipCallbacks()
    tester.push(NewsApp.article("1"), id: "n1")
    tester.expect(.willPresent("n1"))
    tester.push(NewsApp.article("2"), id: "n2")
    tester.expect(.willPresent("n2"))
    tester.finish()
    #expect(tester.badge == 2)
    #expect(tester.delegate.badge.unread == 2)
  }

  struct RefreshCase: Sendable, CustomTestStringConvertible {
    let newArticles: Int?
    let result: BackgroundFetchResult
    var testDescription: String { "new_articles \(newArticles.map(String.init) ?? "missing") reports \(result)" }
  }

  @Test(arguments: [
    RefreshCase(newArticles: 3, result: .newData),
    RefreshCase(newArticles: 0, result: .noData),
    RefreshCase(newArticles: nil, result: .failed),
  ])
  func `a background push refreshes and reports its result`(_ row: RefreshCase) {
    let tester = backgroundedApp()
    tester.suspend()
    tester.push(NewsApp.newArticles(row.newArticles, unread: 4), id: "s1")
    tester.expect(.didReceiveRemoteNotificationWithFetch("s1", state: .background))
    #expect(tester.state == .background)
    tester.advance(by: .seconds(2))
    tester.finish()
    #expect(tester.delegate.refresh.results == [row.result])
    #expect(tester.trace.events.contains { $0.body == "application(_:didReceiveRemoteNotification:fetchCompletionHandler:) notification=s1 -> \(row.result)" })
    #expect(tester.state == .suspended)
    #expect(tester.badge == 4)
  }

  @Test func `a background push after a force quit reaches no code`() {
    let tester = backgroundedApp()
    tester.forceQuit()
    tester.push(NewsApp.newArticles(1), id: "s1")
    tester.finish()
    #expect(tester.delegate.refresh.results == [])
    #expect(tester.simulator.notification("s1")?.status.description.hasPrefix("dropped") == true)
  }

  @Test func `registration hands the device token to the app`() {
    let tester = NotificationTester(app: NewsApp.app, delegate: NewsAppDelegate())
    tester.openApp()
    tester.skipCallbacks()
    tester.registerForRemoteNotifications()
    let token = DeviceToken(bundleID: "com.example.news", seed: 0)
    tester.expect(.didRegisterForRemoteNotifications(deviceToken: token))
    tester.finish()
    #expect(tester.delegate.deviceToken == token.hexString)
  }

  @Test func `the router maps actions to links`() {
    let router = DeepLinkRouter()
    let payload = NewsApp.article("42")
    #expect(router.link(for: payload, actionIdentifier: NotificationResponse.defaultActionIdentifier) == "news://article/42")
    #expect(router.link(for: payload, actionIdentifier: "VIEW") == "news://article/42")
    #expect(router.link(for: payload, actionIdentifier: "COMMENT") == nil)
    #expect(router.link(for: payload, actionIdentifier: "SAVE") == nil)
    #expect(router.link(for: nil, actionIdentifier: "VIEW") == DeepLinkRouter.home)
  }
}
