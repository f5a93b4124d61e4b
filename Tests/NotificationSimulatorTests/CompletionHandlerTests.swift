import NotificationSimulator
import Testing

/// willPresent's options → what iOS shows, per profile (behaviour reference §3.1, §3.2).
struct PresentationCase: Sendable, CustomTestStringConvertible {
  let id: String
  let profile: Profile
  let options: PresentationOptions
  let shown: String?
  let diagnostic: String?
  var testDescription: String { "R01 \(id)" }
}

@Suite struct CompletionHandlerTests {
  static let presentationCases: [PresentationCase] = [
    PresentationCase(id: "iOS 17 [banner, list, sound, badge]", profile: .iOS17, options: [.banner, .list, .sound, .badge],
      shown: "[banner, list, sound, badge]", diagnostic: nil),
    PresentationCase(id: "iOS 17 [banner] is transient, not listed", profile: .iOS17, options: [.banner],
      shown: "[banner]", diagnostic: nil),
    PresentationCase(id: "iOS 17 [list] files silently", profile: .iOS17, options: [.list], shown: "[list]", diagnostic: nil),
    PresentationCase(id: "iOS 17 [] silences completely", profile: .iOS17, options: [], shown: nil, diagnostic: nil),
    PresentationCase(id: "iOS 17 [alert] acts as banner + list, deprecated", profile: .iOS17, options: [.alert],
      shown: "[banner, list]", diagnostic: "presentation-option-deprecated"),
    PresentationCase(id: "iOS 14 [sound] plays but shows nothing", profile: .iOS14, options: [.sound], shown: nil,
      diagnostic: nil),
    PresentationCase(id: "iOS 13 [alert, badge] shows the alert", profile: .iOS13, options: [.alert, .badge],
      shown: "[banner, list, badge]", diagnostic: nil),
    PresentationCase(id: "iOS 13 [banner] does not exist yet", profile: .iOS13, options: [.banner], shown: nil,
      diagnostic: "presentation-option-unavailable"),
    PresentationCase(id: "iOS 10 [alert, sound]", profile: .iOS10, options: [.alert, .sound],
      shown: "[banner, list, sound]", diagnostic: nil),
  ]

  @Test(arguments: presentationCases)
  func `willPresent options decide what is shown`(_ row: PresentationCase) throws {
    let app = AppConfiguration(answers: CompletionAnswers(willPresent: CompletionAnswer(row.options)))
    var simulator = try Simulator.prepared(.active, profile: row.profile, app: app)
    try simulator.push(Payloads.alert, id: "n1")
    #expect(simulator.notification("n1")?.presentation?.description == row.shown)
    #expect(simulator.trace.diagnostics.last?.code == row.diagnostic)
  }

  @Test func `R01: a delegate without willPresent shows nothing, as if it answered []`() throws {
    let app = AppConfiguration(implementedCallbacks: [.didReceive])
    var simulator = try Simulator.prepared(.active, app: app)
    try simulator.push(Payloads.alert, id: "n1")
    #expect(simulator.trace.events.suffix(2).map(\.rendered) == [
      "+0.000s  skipped    userNotificationCenter(_:willPresent:withCompletionHandler:): the app does not implement it; iOS presents as if it answered [] (§3.2)  [R01]",
      "+0.000s  system     not shown n1: the app was active and willPresent answered []  [R01]",
    ])
  }

  @Test func `R01: willPresent answered late shows the notification only then`() throws {
    let app = AppConfiguration(answers: CompletionAnswers(willPresent: CompletionAnswer([.banner], timing: .after(.seconds(2)))))
    var simulator = try Simulator.prepared(.active, app: app)
    try simulator.push(Payloads.alert, id: "n1")
    #expect(simulator.notification("n1")?.status == .pending)
    simulator.advance(by: .seconds(2))
    #expect(simulator.trace.events.last?.rendered == "+2.000s  system     displayed n1 [banner]  [R01]")
  }

  @Test func `R01: willPresent never answered is treated as [] after the timeout, with iOS's warning`() throws {
    let app = AppConfiguration(answers: CompletionAnswers(willPresent: CompletionAnswer([.banner], timing: .never)))
    var simulator = try Simulator.prepared(.active, app: app)
    try simulator.push(Payloads.alert, id: "n1")
    simulator.advance(by: .seconds(10))
    #expect(simulator.trace.events.suffix(2).map(\.rendered) == [
      "+10.000s  diagnostic completion-never-called: UNUserNotificationCenter delegate received call to -userNotificationCenter:willPresentNotification:withCompletionHandler: but the completion handler was never called.  [R01]",
      "+10.000s  system     not shown n1: the app was active and willPresent's completion handler was not called in time, which counts as []  [R01]",
    ])
  }

  @Test func `R01: willPresent answered after the timeout is reported as late`() throws {
    let app = AppConfiguration(answers: CompletionAnswers(willPresent: CompletionAnswer([.banner], timing: .after(.seconds(12)))))
    var simulator = try Simulator.prepared(.active, app: app)
    try simulator.push(Payloads.alert, id: "n1")
    simulator.advance(by: .seconds(20))
    #expect(simulator.trace.events.last?.rendered
      == "+12.000s  diagnostic completion-called-late: the completion handler of userNotificationCenter(_:willPresent:withCompletionHandler:) for n1 was called at +12.000s, after its deadline at +10.000s; iOS ignores the late call.  [R01]")
  }

  @Test func `R33: didReceive's handler called twice is a diagnostic`() throws {
    let app = AppConfiguration(answers: CompletionAnswers(didReceive: .twice(after: .seconds(1))))
    var simulator = try Simulator.prepared(.active, app: app)
    try simulator.push(Payloads.alert, id: "n1")
    try simulator.tap("n1")
    simulator.advance(by: .seconds(1))
    #expect(simulator.trace.events.suffix(2).map(\.rendered) == [
      "+1.000s  completion userNotificationCenter(_:didReceive:withCompletionHandler:) notification=n1 -> called  [R33]",
      "+1.000s  diagnostic completion-called-twice: the completion handler of userNotificationCenter(_:didReceive:withCompletionHandler:) for n1 was called a second time at +1.000s; call it exactly once.  [R33]",
    ])
  }

  @Test func `R33: didReceive's handler never called logs iOS's warning`() throws {
    let app = AppConfiguration(answers: CompletionAnswers(didReceive: .never))
    var simulator = try Simulator.prepared(.active, app: app)
    try simulator.push(Payloads.alert, id: "n1")
    try simulator.tap("n1")
    simulator.advance(by: .seconds(30))
    #expect(simulator.trace.diagnostics.last?.message
      == "UNUserNotificationCenter delegate received call to -userNotificationCenter:didReceiveNotificationResponse:withCompletionHandler: but the completion handler was never called.")
    #expect(simulator.process.state == .active)
  }

  @Test(arguments: [BackgroundFetchResult.newData, .noData, .failed])
  func `R19: each fetch result within 30 s completes and the app is suspended again`(_ result: BackgroundFetchResult) throws {
    let app = AppConfiguration(answers: CompletionAnswers(fetch: CompletionAnswer(result, timing: .after(.seconds(29)))))
    var simulator = try Simulator.prepared(.suspended, app: app)
    try simulator.push(Payloads.background, id: "s1")
    #expect(simulator.process.state == .background)
    simulator.advance(by: .seconds(29))
    #expect(simulator.trace.events.suffix(2).map(\.rendered) == [
      "+29.000s  completion application(_:didReceiveRemoteNotification:fetchCompletionHandler:) notification=s1 -> \(result)  [R19]",
      "+29.000s  lifecycle  background -> suspended (background work finished)  [R19]",
    ])
  }

  @Test func `R19: a fetch handler never called warns and terminates the app at 30 s`() throws {
    let app = AppConfiguration(answers: CompletionAnswers(fetch: CompletionAnswer(.newData, timing: .never)))
    var simulator = try Simulator.prepared(.suspended, app: app)
    try simulator.push(Payloads.background, id: "s1")
    simulator.advance(by: .seconds(60))
    #expect(simulator.trace.events.suffix(3).map(\.rendered) == [
      "+30.000s  diagnostic completion-never-called: Application delegate received call to -application:didReceiveRemoteNotification:fetchCompletionHandler: but the completion handler was never called.  [R19]",
      "+30.000s  lifecycle  background -> notRunning (terminated: the completion handler was not called within 30 s)  [R19]",
      "+30.000s  system     background wakes deprioritised until +3630.000s: the completion handler of application(_:didReceiveRemoteNotification:fetchCompletionHandler:) for s1 was not called within 30 s  [BW5]",
    ])
    #expect(simulator.process.state == .notRunning)
  }

  @Test func `R19: a fetch answered after 30 s is never delivered: the app was terminated`() throws {
    let app = AppConfiguration(answers: CompletionAnswers(fetch: CompletionAnswer(.newData, timing: .after(.seconds(45)))))
    var simulator = try Simulator.prepared(.suspended, app: app)
    try simulator.push(Payloads.background, id: "s1")
    simulator.advance(by: .seconds(60))
    #expect(simulator.process.state == .notRunning)
    #expect(!simulator.trace.events.contains { if case .completion = $0.kind { true } else { false } })
  }
}
