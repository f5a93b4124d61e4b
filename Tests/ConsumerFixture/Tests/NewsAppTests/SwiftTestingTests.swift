import NewsApp
import NotificationSimulator
import NotificationSimulatorTesting
import Testing

@Test func `the View action opens the article on a cold launch`() {
  let news = NotificationCategory(
    identifier: "NEWS", actions: [NotificationAction(identifier: "VIEW", options: .foreground)])
  let tester = NotificationTester(app: AppConfiguration(categories: [news]), delegate: ArticleRouter())

  tester.push(json: #"{"aps": {"alert": "Big news", "category": "NEWS"}, "link_url": "news://article/42"}"#, id: "n1")
  tester.performAction(on: "n1", action: "VIEW")

  tester.expect(
    .willFinishLaunching,
    .didFinishLaunching(remoteNotification: "n1"),
    .didReceive("n1", action: "VIEW"),
    .didBecomeActive
  )
  tester.finish()
  #expect(tester.delegate.opened == ["news://article/42"])
}
