import NotificationSimulator
import Testing

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
    #expect(!simulator.isSceneConnected)
    try simulator.push(payload, id: id)
    #expect(simulator.trace.events.contains { $0.kind == .lifecycle(from: .notRunning, to: .background, reason: "launched in the background") })
    #expect(!simulator.isSceneConnected)
    return simulator
  }

  @Test func `R66: opening the app after a background launch connects the scene first`() throws {
    var simulator = try launchedInBackground(Payloads.background, id: "s1")
    #expect(simulator.state == .suspended)
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
    #expect(simulator.isSceneConnected)
  }

  @Test func `R66: a scene that is already connected does not connect again`() throws {
    var simulator = try Simulator.prepared(.background, app: Self.sceneApp)
    #expect(simulator.isSceneConnected)
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
    #expect(simulator.state == .background)
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
      "+0.000s  callback   userNotificationCenter(_:didReceive:withCompletionHandler:) response=n1 action=default  [R32]",
      "+0.000s  lifecycle  inactive -> active (becomes active)  [R32]",
      "+0.000s  callback   sceneDidBecomeActive(_:)  [R32]",
      "+0.000s  completion userNotificationCenter(_:didReceive:withCompletionHandler:) notification=n1 -> called  [R32]",
    ])
  }

  @Test func `the scene is disconnected when the process ends, and a foreground launch connects it`() throws {
    var simulator = try Simulator.prepared(.background, app: Self.sceneApp)
    try simulator.terminate()
    #expect(!simulator.isSceneConnected)
    try simulator.openApp()
    #expect(simulator.isSceneConnected)
    #expect(simulator.state == .active)
  }

  @Test func `an app without scenes never connects one`() throws {
    var simulator = try Simulator.prepared(.notRunning)
    try simulator.push(Payloads.background, id: "s1")
    let mark = simulator.trace.events.count
    try simulator.openApp()
    #expect(simulator.callbacks(since: mark) == [.willEnterForeground, .didBecomeActive])
    #expect(!simulator.isSceneConnected)
  }
}
