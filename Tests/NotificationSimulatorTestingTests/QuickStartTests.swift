// The README's quick start, word for word between the markers: if this file fails to compile or
// its test fails, the README is wrong.

// README quick start: begin
import NotificationSimulator
import NotificationSimulatorTesting
import Testing

/// The app's own routing code, as the simulated iOS calls it.
struct ArticleRouter: SimulatedAppDelegate {
  var opened: [String] = []

  mutating func didReceive(
    _ response: NotificationResponse, notification: DeliveredNotification, context: inout AppContext
  ) -> CompletionTiming {
    if let link = notification.payload?.customKeys["link_url"]?.string { opened.append(link) }
    return .immediately
  }
}

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
// README quick start: end
