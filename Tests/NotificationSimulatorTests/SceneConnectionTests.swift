import NotificationSimulator
import Testing

/// Logs the life-cycle hooks the delegate seam has, each with the app state it saw.
struct LifecycleLoggingDelegate: SimulatedAppDelegate {
  var log: [String] = []
  mutating func sceneWillConnect(notificationResponse: NotificationResponse?, context: inout AppContext) {
    log.append("sceneWillConnect \(context.state) \(notificationResponse.map(\.description) ?? "nil")")
  }
  mutating func willEnterForeground(context: inout AppContext) { log.append("willEnterForeground \(context.state)") }
  mutating func didBecomeActive(context: inout AppContext) { log.append("didBecomeActive \(context.state)") }
  mutating func willResignActive(context: inout AppContext) { log.append("willResignActive \(context.state)") }
  mutating func didEnterBackground(context: inout AppContext) { log.append("didEnterBackground \(context.state)") }
  mutating func willTerminate(context: inout AppContext) { log.append("willTerminate \(context.state)") }
  mutating func sceneWillEnterForeground(context: inout AppContext) {
    log.append("sceneWillEnterForeground \(context.state)")
  }
  mutating func sceneDidBecomeActive(context: inout AppContext) { log.append("sceneDidBecomeActive \(context.state)") }
  mutating func sceneWillResignActive(context: inout AppContext) { log.append("sceneWillResignActive \(context.state)") }
  mutating func sceneDidEnterBackground(context: inout AppContext) {
    log.append("sceneDidEnterBackground \(context.state)")
  }
}

/// Rule R66 and its neighbours for scene-based apps: a launch in the background connects no scene,
/// so the first return to the foreground connects one before `sceneWillEnterForeground`.
@Suite struct SceneConnectionTests {
  static let sceneApp = AppConfiguration(sceneBased: true)

  /// A scene-based app the system terminated, then launched in the background by `payload`;
  /// with `app`'s default answers its fetch handler is called at once and the system suspends it.
  func launchedInBackground(
    _ payload: Payload, id: String, app: AppConfiguration = sceneApp, quirks: Quirks? = nil
  ) throws -> Simulator {
    var simulator = try Simulator.prepared(.notRunning, app: app, quirks: quirks)
    #expect(!simulator.process.isSceneConnected)
    try simulator.push(payload, id: id)
    #expect(simulator.trace.events.contains { $0.kind == .lifecycle(from: .notRunning, to: .background, reason: "launched in the background") })
    #expect(!simulator.process.isSceneConnected)
    return simulator
  }

  @Test func `R66: opening the app after a background launch connects the scene first`() throws {
    var simulator = try launchedInBackground(Payloads.background, id: "s1")
    #expect(simulator.process.state == .suspended)
    let mark = simulator.trace.events.count
    try simulator.openApp()
    #expect(simulator.lines(since: mark) == [
      "+0.000s  user       tapped the app icon",
      "+0.000s  callback   scene(_:willConnectTo:options:) notificationResponse=nil  [R66]",
      "+0.000s  callback   sceneWillEnterForeground(_:)  [R66]",
      "+0.000s  lifecycle  suspended -> inactive (scene connects and enters the foreground)  [R66]",
      "+0.000s  lifecycle  inactive -> active (becomes active)  [R66]",
      "+0.000s  callback   sceneDidBecomeActive(_:)  [R66]",
    ])
    #expect(simulator.process.isSceneConnected)
  }

  @Test func `R66: a scene that is already connected does not connect again`() throws {
    var simulator = try Simulator.prepared(.background, app: Self.sceneApp)
    #expect(simulator.process.isSceneConnected)
    let mark = simulator.trace.events.count
    try simulator.openApp()
    #expect(simulator.lines(since: mark) == [
      "+0.000s  user       tapped the app icon",
      "+0.000s  callback   sceneWillEnterForeground(_:)  [R66]",
      "+0.000s  lifecycle  background -> inactive (enters the foreground)  [R66]",
      "+0.000s  lifecycle  inactive -> active (becomes active)  [R66]",
      "+0.000s  callback   sceneDidBecomeActive(_:)  [R66]",
    ])
  }

  @Test func `R66: an app still running in the background after its launch also connects its scene`() throws {
    var app = Self.sceneApp
    app.answers.fetch = CompletionAnswer(.newData, timing: .after(.seconds(10)))
    var simulator = try launchedInBackground(Payloads.background, id: "s1", app: app)
    #expect(simulator.process.state == .background)
    let mark = simulator.trace.events.count
    try simulator.openApp()
    #expect(simulator.lines(since: mark) == [
      "+0.000s  user       tapped the app icon",
      "+0.000s  callback   scene(_:willConnectTo:options:) notificationResponse=nil  [R66]",
      "+0.000s  callback   sceneWillEnterForeground(_:)  [R66]",
      "+0.000s  lifecycle  background -> inactive (scene connects and enters the foreground)  [R66]",
      "+0.000s  lifecycle  inactive -> active (becomes active)  [R66]",
      "+0.000s  callback   sceneDidBecomeActive(_:)  [R66]",
    ])
    simulator.runUntilIdle()
  }

  @Test func `R32: a tap after a background launch connects the scene with the response`() throws {
    var simulator = try launchedInBackground(Payloads.alertWithWake, id: "n1")
    let mark = simulator.trace.events.count
    try simulator.tap("n1")
    #expect(simulator.lines(since: mark) == [
      "+0.000s  user       tapped n1",
      "+0.000s  callback   scene(_:willConnectTo:options:) notificationResponse=n1 action=default  [R32]",
      "+0.000s  callback   sceneWillEnterForeground(_:)  [R32]",
      "+0.000s  lifecycle  suspended -> inactive (scene connects and enters the foreground)  [R32]",
      "+0.000s  callback   userNotificationCenter(_:didReceive:withCompletionHandler:) response=n1 action=default category=\"\" title=\"\" body=\"Hello\" userInfo=[aps]  [R32]",
      "+0.000s  lifecycle  inactive -> active (becomes active)  [R32]",
      "+0.000s  callback   sceneDidBecomeActive(_:)  [R32]",
      "+0.000s  completion userNotificationCenter(_:didReceive:withCompletionHandler:) notification=n1 -> called  [R32]",
    ])
  }

  @Test func `the scene is disconnected when the process ends, and a foreground launch connects it`() throws {
    var simulator = try Simulator.prepared(.background, app: Self.sceneApp)
    try simulator.terminate()
    #expect(!simulator.process.isSceneConnected)
    try simulator.openApp()
    #expect(simulator.process.isSceneConnected)
    #expect(simulator.process.state == .active)
  }

  @Test func `an app without scenes never connects one`() throws {
    var simulator = try Simulator.prepared(.notRunning)
    try simulator.push(Payloads.background, id: "s1")
    let mark = simulator.trace.events.count
    try simulator.openApp()
    #expect(simulator.callbacks(since: mark) == [.willEnterForeground, .didBecomeActive])
    #expect(!simulator.process.isSceneConnected)
  }

  // MARK: Quirk sceneLaunchDidReceiveWhileBackground (§2.6)

  @Test func `quirk sceneLaunchDidReceiveWhileBackground: didReceive runs after the scene connects, in the background`() throws {
    var quirks = Quirks()
    quirks.sceneLaunchDidReceiveWhileBackground = true
    var simulator = Simulator(app: Self.sceneApp, quirks: quirks, appDelegate: RecordingDelegate())
    try simulator.changeAuthorization(to: .authorized, options: [.alert, .sound, .badge])
    try simulator.push(Payloads.alert, id: "n1")
    let mark = simulator.trace.events.count
    try simulator.tap("n1")
    #expect(simulator.lines(since: mark) == [
      "+0.000s  user       tapped n1",
      "+0.000s  lifecycle  notRunning -> background (launch; scene-based apps launch in the background)  [R30]",
      "+0.000s  callback   application(_:willFinishLaunchingWithOptions:) launchOptions=nil  [R30]",
      "+0.000s  callback   application(_:didFinishLaunchingWithOptions:) launchOptions=nil  [R30]",
      "+0.000s  system     UNUserNotificationCenter delegate assigned in application(_:didFinishLaunchingWithOptions:)  [R30]",
      "+0.000s  callback   scene(_:willConnectTo:options:) notificationResponse=n1 action=default  [R30]",
      "+0.000s  callback   userNotificationCenter(_:didReceive:withCompletionHandler:) response=n1 action=default category=\"\" title=\"\" body=\"Hello\" userInfo=[aps]  [R30]",
      "+0.000s  callback   sceneWillEnterForeground(_:)  [R30]",
      "+0.000s  lifecycle  background -> inactive (enters the foreground)  [R30]",
      "+0.000s  lifecycle  inactive -> active (becomes active)  [R30]",
      "+0.000s  callback   sceneDidBecomeActive(_:)  [R30]",
      "+0.000s  completion userNotificationCenter(_:didReceive:withCompletionHandler:) notification=n1 -> called  [R30]",
    ])
    #expect(simulator.recorded?.log == [
      "didFinishLaunching background nil",
      "sceneWillConnect background n1 action=default",
      "didReceive background n1 action=default",
      "didBecomeActive active",
    ])
  }

  @Test func `by default the scene cold launch calls didReceive once the scene is in the foreground, inactive`() throws {
    var simulator = Simulator(app: Self.sceneApp, appDelegate: RecordingDelegate())
    try simulator.changeAuthorization(to: .authorized, options: [.alert, .sound, .badge])
    try simulator.push(Payloads.alert, id: "n1")
    try simulator.tap("n1")
    #expect(simulator.recorded?.log == [
      "didFinishLaunching background nil",
      "sceneWillConnect background n1 action=default",
      "didReceive inactive n1 action=default",
      "didBecomeActive active",
    ])
  }

  @Test func `quirk sceneLaunchDidReceiveWhileBackground changes nothing for an app without scenes`() throws {
    var quirks = Quirks()
    quirks.sceneLaunchDidReceiveWhileBackground = true
    var simulator = try Simulator.prepared(.notRunning, quirks: quirks)
    try simulator.push(Payloads.alert, id: "n1")
    let mark = simulator.trace.events.count
    try simulator.tap("n1")
    #expect(simulator.callbacks(since: mark) == [.willFinishLaunching, .didFinishLaunching, .didReceive, .didBecomeActive])
    #expect(simulator.process.state == .active)
  }

  @Test func `quirk sceneLaunchDidReceiveWhileBackground with sceneLaunchAlsoCallsDidReceive off: no didReceive at all`() throws {
    var quirks = Quirks()
    quirks.sceneLaunchDidReceiveWhileBackground = true
    quirks.sceneLaunchAlsoCallsDidReceive = false
    var simulator = try Simulator.prepared(.notRunning, app: Self.sceneApp, quirks: quirks)
    try simulator.push(Payloads.alert, id: "n1")
    let mark = simulator.trace.events.count
    try simulator.tap("n1")
    #expect(simulator.callbacks(since: mark) == [
      .willFinishLaunching, .didFinishLaunching, .sceneWillConnect, .sceneWillEnterForeground, .sceneDidBecomeActive,
    ])
  }

  // MARK: The delegate seam's life-cycle hooks

  func delegateSimulator(_ app: AppConfiguration) -> Simulator {
    Simulator(app: app, appDelegate: LifecycleLoggingDelegate())
  }

  @Test func `an app without scenes hears each UIApplicationDelegate hook when the trace shows it`() throws {
    var simulator = delegateSimulator(AppConfiguration())
    try simulator.openApp()
    try simulator.showNotificationCenter()
    try simulator.hideNotificationCenter()
    try simulator.home()
    try simulator.openApp()
    #expect((simulator.process.appDelegate as? LifecycleLoggingDelegate)?.log == [
      "didBecomeActive active",
      "willResignActive active",
      "didBecomeActive active",
      "willResignActive active",
      "didEnterBackground background",
      "willEnterForeground background",
      "didBecomeActive active",
    ])
  }

  @Test func `a scene-based app hears each UISceneDelegate hook when the trace shows it`() throws {
    var simulator = delegateSimulator(Self.sceneApp)
    try simulator.openApp()
    try simulator.home()
    try simulator.openApp()
    try simulator.forceQuit()
    #expect((simulator.process.appDelegate as? LifecycleLoggingDelegate)?.log == [
      "sceneWillConnect background nil",
      "sceneWillEnterForeground background",
      "sceneDidBecomeActive active",
      "sceneWillResignActive active",
      "sceneDidEnterBackground background",
      "sceneWillEnterForeground background",
      "sceneDidBecomeActive active",
      "sceneWillResignActive active",
      "sceneDidEnterBackground background",
    ])
  }

  @Test func `a delegate with only didBecomeActive and didEnterBackground still hears the scene variants`() throws {
    var simulator = Simulator(app: Self.sceneApp, appDelegate: RecordingDelegate())
    try simulator.openApp()
    try simulator.home()
    #expect(simulator.recorded?.log == [
      "didFinishLaunching background nil",
      "sceneWillConnect background nil",
      "didBecomeActive active",
      "didEnterBackground background",
    ])
  }
}
