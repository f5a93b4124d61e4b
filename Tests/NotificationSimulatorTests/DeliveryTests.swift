import NotificationSimulator
import Testing

/// One row × column of behaviour reference §2.1 (delivery with no user interaction, iOS 10+).
struct DeliveryCase: Sendable, CustomTestStringConvertible {
  let rule: String
  let state: AppState
  let kind: NotificationKind
  let callbacks: [Callback]
  let displayed: Bool
  var testDescription: String { "\(rule): \(kind.code) reaches a \(state) app" }
}

private let fetch = Callback.didReceiveRemoteNotificationWithFetch
private let nse = Callback.serviceExtensionDidReceive
private let launch: [Callback] = [.willFinishLaunching, .didFinishLaunching]

@Suite struct DeliveryTests {
  static let cases: [DeliveryCase] = [
    DeliveryCase(rule: "R01", state: .active, kind: .alert, callbacks: [.willPresent], displayed: true),
    DeliveryCase(rule: "R02", state: .active, kind: .alertWithBackgroundWake, callbacks: [.willPresent, fetch], displayed: true),
    DeliveryCase(rule: "R03", state: .active, kind: .background, callbacks: [fetch], displayed: false),
    DeliveryCase(rule: "R04", state: .active, kind: .mutable, callbacks: [nse, .willPresent], displayed: true),
    DeliveryCase(rule: "R05", state: .active, kind: .local, callbacks: [.willPresent], displayed: true),
    DeliveryCase(rule: "R06", state: .inactive, kind: .alert, callbacks: [.willPresent], displayed: true),
    DeliveryCase(rule: "R07", state: .inactive, kind: .alertWithBackgroundWake, callbacks: [.willPresent, fetch], displayed: true),
    DeliveryCase(rule: "R08", state: .inactive, kind: .background, callbacks: [fetch], displayed: false),
    DeliveryCase(rule: "R06", state: .inactive, kind: .mutable, callbacks: [nse, .willPresent], displayed: true),
    DeliveryCase(rule: "R06", state: .inactive, kind: .local, callbacks: [.willPresent], displayed: true),
    DeliveryCase(rule: "R13", state: .background, kind: .alert, callbacks: [], displayed: true),
    DeliveryCase(rule: "R16", state: .background, kind: .alertWithBackgroundWake, callbacks: [fetch], displayed: true),
    DeliveryCase(rule: "R18", state: .background, kind: .background, callbacks: [fetch], displayed: false),
    DeliveryCase(rule: "R14", state: .background, kind: .mutable, callbacks: [nse], displayed: true),
    DeliveryCase(rule: "R15", state: .background, kind: .local, callbacks: [], displayed: true),
    DeliveryCase(rule: "R13", state: .suspended, kind: .alert, callbacks: [], displayed: true),
    DeliveryCase(rule: "R17", state: .suspended, kind: .alertWithBackgroundWake, callbacks: [fetch], displayed: true),
    DeliveryCase(rule: "R19", state: .suspended, kind: .background, callbacks: [fetch], displayed: false),
    DeliveryCase(rule: "R14", state: .suspended, kind: .mutable, callbacks: [nse], displayed: true),
    DeliveryCase(rule: "R15", state: .suspended, kind: .local, callbacks: [], displayed: true),
    DeliveryCase(rule: "R20", state: .notRunning, kind: .alert, callbacks: [], displayed: true),
    DeliveryCase(rule: "R21", state: .notRunning, kind: .alertWithBackgroundWake, callbacks: launch + [fetch], displayed: true),
    DeliveryCase(rule: "R22", state: .notRunning, kind: .background, callbacks: launch + [fetch], displayed: false),
    DeliveryCase(rule: "R23", state: .notRunning, kind: .mutable, callbacks: [nse], displayed: true),
    DeliveryCase(rule: "R24", state: .notRunning, kind: .local, callbacks: [], displayed: true),
    DeliveryCase(rule: "R25", state: .forceQuit, kind: .alert, callbacks: [], displayed: true),
    DeliveryCase(rule: "R26", state: .forceQuit, kind: .alertWithBackgroundWake, callbacks: [], displayed: true),
    DeliveryCase(rule: "R27", state: .forceQuit, kind: .background, callbacks: [], displayed: false),
    DeliveryCase(rule: "R28", state: .forceQuit, kind: .mutable, callbacks: [nse], displayed: true),
    DeliveryCase(rule: "R29", state: .forceQuit, kind: .local, callbacks: [], displayed: true),
  ]

  @Test(arguments: cases)
  func `delivery routes as behaviour reference §2.1 says`(_ row: DeliveryCase) throws {
    let app = AppConfiguration(answers: CompletionAnswers(serviceExtension: .immediately))
    var simulator = try Simulator.prepared(row.state, app: app, local: row.kind == .local ? localRequest() : nil)
    let mark = simulator.trace.events.count
    try simulator.deliver(row.kind)
    #expect(simulator.callbacks(since: mark) == row.callbacks)
    #expect(simulator.notification("n1")?.ruleID == row.rule)
    #expect((simulator.notification("n1")?.presentation?.isVisible ?? false) == row.displayed)
  }

  @Test func `R08: the fetch handler of an inactive app sees state inactive`() throws {
    var simulator = try Simulator.prepared(.inactive)
    let mark = simulator.trace.events.count
    try simulator.deliver(.background)
    #expect(simulator.lines(since: mark).contains(
      "+0.000s  callback   application(_:didReceiveRemoteNotification:fetchCompletionHandler:) notification=n1 state=inactive  [R08]"))
  }

  @Test func `R21: a background launch carries the payload in launchOptions`() throws {
    var simulator = try Simulator.prepared(.notRunning)
    let mark = simulator.trace.events.count
    try simulator.deliver(.alertWithBackgroundWake)
    #expect(simulator.lines(since: mark) == [
      "+0.000s  push       n1 alertWithBackgroundWake (AC)",
      "+0.000s  system     displayed n1 [banner, list]  [R21]",
      "+0.000s  lifecycle  notRunning -> background (launched in the background)  [R21]",
      "+0.000s  callback   application(_:willFinishLaunchingWithOptions:) launchOptions=[.remoteNotification: n1]  [R21]",
      "+0.000s  callback   application(_:didFinishLaunchingWithOptions:) launchOptions=[.remoteNotification: n1]  [R21]",
      "+0.000s  system     UNUserNotificationCenter delegate assigned in application(_:didFinishLaunchingWithOptions:)  [R21]",
      "+0.000s  callback   application(_:didReceiveRemoteNotification:fetchCompletionHandler:) notification=n1 state=background  [R21]",
      "+0.000s  completion application(_:didReceiveRemoteNotification:fetchCompletionHandler:) notification=n1 -> newData  [R21]",
      "+0.000s  lifecycle  background -> suspended (background work finished)  [R21]",
    ])
  }

  @Test func `R01 quirk foregroundAlertAlsoCallsFetch adds the fetch handler`() throws {
    var quirks = Quirks()
    quirks.foregroundAlertAlsoCallsFetch = true
    var simulator = try Simulator.prepared(.active, quirks: quirks)
    let mark = simulator.trace.events.count
    try simulator.deliver(.alert)
    #expect(simulator.callbacks(since: mark) == [.willPresent, fetch])
  }

  @Test func `R02 quirk fetchBeforeWillPresent swaps the order`() throws {
    var quirks = Quirks()
    quirks.fetchBeforeWillPresent = true
    var simulator = try Simulator.prepared(.active, quirks: quirks)
    let mark = simulator.trace.events.count
    try simulator.deliver(.alertWithBackgroundWake)
    #expect(simulator.callbacks(since: mark) == [fetch, .willPresent])
  }

  @Test func `R26 quirk forceQuitWakesForAlertWithContentAvailable launches the app`() throws {
    var quirks = Quirks()
    quirks.forceQuitWakesForAlertWithContentAvailable = true
    var simulator = try Simulator.prepared(.forceQuit, quirks: quirks)
    let mark = simulator.trace.events.count
    try simulator.deliver(.alertWithBackgroundWake)
    #expect(simulator.callbacks(since: mark) == launch + [fetch])
  }

  @Test func `R14: without a service extension the original content is shown`() throws {
    var simulator = try Simulator.prepared(.background)
    let mark = simulator.trace.events.count
    try simulator.deliver(.mutable)
    #expect(simulator.lines(since: mark).contains(
      "+0.000s  skipped    didReceive(_:withContentHandler:): the app has no notification service extension  [R14]"))
    #expect(simulator.notification("n1")?.presentation?.banner == true)
  }

  @Test func `R14: a service extension that never calls its handler shows the original after 30 s`() throws {
    let app = AppConfiguration(answers: CompletionAnswers(serviceExtension: .never))
    var simulator = try Simulator.prepared(.background, app: app)
    try simulator.deliver(.mutable)
    #expect(simulator.notification("n1")?.status == .pending)
    simulator.advance(by: .seconds(30))
    #expect(simulator.trace.events.last?.rendered == "+30.000s  system     displayed n1 [banner, list]  [R14]")
    #expect(simulator.lines(since: 0).contains(
      "+30.000s  system     serviceExtensionTimeWillExpire n1; original content shown  [SE3]"))
  }
}
