import NotificationSimulator
import Testing

/// Logs every call with the app state it saw, and answers as told.
struct RecordingDelegate: SimulatedAppDelegate {
  var log: [String] = []
  var presentation: CompletionAnswer<PresentationOptions> = CompletionAnswer([.banner, .list])
  var fetch: CompletionAnswer<BackgroundFetchResult> = CompletionAnswer(.newData)
  var badgeOnReceive: Int?

  mutating func didFinishLaunching(launchOptions: LaunchOptions?, context: inout AppContext) {
    let options = launchOptions.map { "[\($0.notificationID ?? "-") remote=\($0.remoteNotification != nil)]" } ?? "nil"
    log.append("didFinishLaunching \(context.state) \(options)")
  }
  mutating func sceneWillConnect(notificationResponse: NotificationResponse?, context: inout AppContext) {
    log.append("sceneWillConnect \(context.state) \(notificationResponse.map(\.description) ?? "nil")")
  }
  mutating func didBecomeActive(context: inout AppContext) { log.append("didBecomeActive \(context.state)") }
  mutating func didEnterBackground(context: inout AppContext) { log.append("didEnterBackground \(context.state)") }
  mutating func willPresent(_ notification: DeliveredNotification, context: inout AppContext)
    -> CompletionAnswer<PresentationOptions>
  {
    log.append("willPresent \(context.state) \(notification.id)")
    return presentation
  }
  mutating func didReceive(
    _ response: NotificationResponse, notification: DeliveredNotification, context: inout AppContext
  ) -> CompletionTiming {
    log.append("didReceive \(context.state) \(response)")
    if let badgeOnReceive { context.setBadgeCount(badgeOnReceive) }
    return .immediately
  }
  mutating func didReceiveRemoteNotification(_ notification: DeliveredNotification, context: inout AppContext)
    -> CompletionAnswer<BackgroundFetchResult>
  {
    log.append("didReceiveRemoteNotification \(context.state) \(notification.id) at \(context.now)")
    return fetch
  }
  mutating func didRegisterForRemoteNotifications(deviceToken: DeviceToken, context: inout AppContext) {
    log.append("didRegister \(deviceToken.bytes.count) bytes")
  }
  mutating func didFailToRegisterForRemoteNotifications(error: RegistrationError, context: inout AppContext) {
    log.append("didFailToRegister \(error.code)")
  }
}

extension Simulator {
  var recorded: RecordingDelegate? { process.appDelegate as? RecordingDelegate }
}

@Suite struct AppDelegateTests {
  static let view = NotificationCategory(
    identifier: "NEWS", actions: [NotificationAction(identifier: "VIEW", options: [.foreground])])

  func simulator(
    _ delegate: RecordingDelegate = RecordingDelegate(), app: AppConfiguration = AppConfiguration(categories: [view]),
    device: DeviceConfiguration = DeviceConfiguration()
  ) throws -> Simulator {
    var simulator = Simulator(app: app, device: device, appDelegate: delegate)
    try simulator.changeAuthorization(to: .authorized, options: [.alert, .sound, .badge])
    return simulator
  }

  @Test func `a cold launch from an action calls the delegate in the order of the trace, in the state of each call`() throws {
    var simulator = try simulator()
    try simulator.push(Payloads.alert(category: "NEWS"), id: "n1")
    try simulator.performAction(on: "n1", action: "VIEW")
    // Launch to inactive, options carry the push, the response arrives before activation.
    #expect(simulator.recorded?.log == [
      "didFinishLaunching inactive [n1 remote=true]",
      "didReceive inactive n1 action=VIEW",
      "didBecomeActive active",
    ])
  }

  @Test func `a scene-based app gets the response in its connection options and nil launch options`() throws {
    var simulator = try simulator(app: AppConfiguration(sceneBased: true, categories: [Self.view]))
    try simulator.push(Payloads.alert(category: "NEWS"), id: "n1")
    try simulator.tap("n1")
    #expect(simulator.recorded?.log.prefix(2) == [
      "didFinishLaunching background nil",
      "sceneWillConnect background n1 action=default",
    ])
  }

  @Test func `the delegate's willPresent answer decides what is shown`() throws {
    var simulator = try simulator(RecordingDelegate(presentation: CompletionAnswer([.list])))
    try simulator.openApp()
    try simulator.push(Payloads.alert, id: "n1")
    #expect(simulator.notification("n1")?.presentation == Presentation(list: true))
    #expect(simulator.recorded?.log.last == "willPresent active n1")
  }

  @Test func `the fetch handler's result and timing come from the delegate`() throws {
    var simulator = try simulator(RecordingDelegate(fetch: CompletionAnswer(.noData, timing: .after(.seconds(3)))))
    try simulator.openApp()
    try simulator.home()
    try simulator.suspend()
    try simulator.push(Payloads.background, id: "s1")
    #expect(simulator.recorded?.log.last == "didReceiveRemoteNotification background s1 at +0.000s")
    simulator.advance(by: .seconds(3))
    #expect(simulator.trace.events.suffix(2).map(\.rendered) == [
      "+3.000s  completion application(_:didReceiveRemoteNotification:fetchCompletionHandler:) notification=s1 -> noData  [R19]",
      "+3.000s  lifecycle  background -> suspended (background work finished)  [R19]",
    ])
  }

  @Test func `a badge count the app sets is applied when its callback returns`() throws {
    var simulator = try simulator(RecordingDelegate(badgeOnReceive: 3))
    try simulator.openApp()
    try simulator.push(Payloads.alert, id: "n1")
    try simulator.tap("n1")
    #expect(simulator.device.badge == 3)
    #expect(simulator.trace.events.suffix(3).map(\.rendered) == [
      "+0.000s  callback   userNotificationCenter(_:didReceive:withCompletionHandler:) response=n1 action=default category=\"\" title=\"\" body=\"Hello\" userInfo=[aps]  [R33]",
      "+0.000s  system     badge 3  [R33]",
      "+0.000s  completion userNotificationCenter(_:didReceive:withCompletionHandler:) notification=n1 -> called  [R33]",
    ])
  }

  @Test func `a callback the app does not implement never reaches the delegate`() throws {
    var simulator = try simulator(app: AppConfiguration(implementedCallbacks: [.didReceive]))
    try simulator.openApp()
    try simulator.push(Payloads.alert, id: "n1")
    #expect(simulator.recorded?.log == ["didFinishLaunching inactive nil", "didBecomeActive active"])
  }

  @Test func `registration reports the token or the error to the delegate`() throws {
    var device = try simulator()
    try device.openApp()
    try device.registerForRemoteNotifications()
    #expect(device.recorded?.log.last == "didRegister 32 bytes")
    var simulated = try simulator(device: DeviceConfiguration(isSimulator: true))
    try simulated.openApp()
    try simulated.registerForRemoteNotifications()
    #expect(simulated.recorded?.log.last == "didFailToRegister 3010")
  }

  @Test func `left-overs list unanswered handlers and scheduled work until time runs`() throws {
    var delegate = RecordingDelegate()
    delegate.fetch = CompletionAnswer(.newData, timing: .never)
    var simulator = try simulator(delegate)
    try simulator.openApp()
    try simulator.scheduleLocal(LocalNotificationRequest(identifier: "later", body: "B", delay: .seconds(60)))
    try simulator.home()
    try simulator.push(Payloads.background, id: "s1")
    #expect(simulator.leftOvers == LeftOvers(
      unansweredHandlers: [
        LeftOvers.UnansweredHandler(
          callback: .didReceiveRemoteNotificationWithFetch, notificationID: "s1",
          deadline: SimulatedInstant(offset: .seconds(30)), isExpired: false)
      ],
      scheduledWork: [LeftOvers.ScheduledItem(instant: SimulatedInstant(offset: .seconds(60)), work: "local trigger later")]))
    simulator.runUntilIdle()
    #expect(simulator.leftOvers.scheduledWork == [])
    #expect(simulator.leftOvers.unansweredHandlers.map(\.description) == [
      "the completion handler of application(_:didReceiveRemoteNotification:fetchCompletionHandler:) for s1, received at +0.000s, deadline +30.000s (passed)"
    ])
  }

  @Test func `an unanswered handler records the virtual time the app received it`() throws {
    var delegate = RecordingDelegate()
    delegate.fetch = CompletionAnswer(.newData, timing: .never)
    var simulator = try simulator(delegate)
    try simulator.openApp()
    try simulator.home()
    simulator.advance(by: .seconds(7))
    try simulator.push(Payloads.background, id: "s1")
    #expect(simulator.leftOvers.unansweredHandlers.map(\.description) == [
      "the completion handler of application(_:didReceiveRemoteNotification:fetchCompletionHandler:) for s1, received at +7.000s, deadline +37.000s"
    ])
  }

  @Test func `a handler answered later is scheduled work, not an unanswered handler`() throws {
    var simulator = try simulator(RecordingDelegate(presentation: CompletionAnswer([.banner], timing: .after(.seconds(2)))))
    try simulator.openApp()
    try simulator.push(Payloads.alert, id: "n1")
    #expect(simulator.leftOvers == LeftOvers(scheduledWork: [
      LeftOvers.ScheduledItem(
        instant: SimulatedInstant(offset: .seconds(2)),
        work: "completion handler of userNotificationCenter(_:willPresent:withCompletionHandler:) for n1")
    ]))
    simulator.advance(by: .seconds(2))
    #expect(simulator.leftOvers.isClean)
  }
}
