import NotificationSimulator
import Testing

/// One row of behaviour reference §2.2–§2.4: the app state when the user acts, and the callbacks.
struct InteractionCase: Sendable, CustomTestStringConvertible {
  let id: String
  let rule: String
  let profile: Profile
  let state: AppState
  let kind: NotificationKind
  let stimulus: Stimulus
  let callbacks: [Callback]
  var delegate: DelegateAssignment = .didFinishLaunching
  var testDescription: String { "\(rule) \(id)" }

  enum Stimulus: Sendable {
    case tap, action(String), reply(String, String), dismiss, clear, flick, appIcon
  }
}

private let fetch = Callback.didReceiveRemoteNotificationWithFetch
private let legacy = Callback.didReceiveRemoteNotification
private let launch: [Callback] = [.willFinishLaunching, .didFinishLaunching]

/// The test app's category: a foreground action, a background action, an authenticated
/// action, two text-input actions, and the custom dismiss option.
let chatCategory = NotificationCategory(
  identifier: "CHAT",
  actions: [
    NotificationAction(identifier: "open", options: [.foreground]),
    NotificationAction(identifier: "like"),
    NotificationAction(identifier: "delete", options: [.authenticationRequired, .destructive]),
    NotificationAction(identifier: "reply", textInput: .init()),
    NotificationAction(identifier: "replyOpen", options: [.foreground], textInput: .init()),
  ],
  options: [.customDismissAction])

let plainCategory = NotificationCategory(identifier: "PLAIN", actions: [NotificationAction(identifier: "ok")])

@Suite struct InteractionTests {
  static let cases: [InteractionCase] = [
    // §2.2 taps (iOS 10+)
    InteractionCase(id: "tap not running A", rule: "R30", profile: .iOS17, state: .notRunning, kind: .alert, stimulus: .tap,
      callbacks: launch + [.didReceive, .didBecomeActive]),
    InteractionCase(id: "tap force-quit AC (no second fetch)", rule: "R30", profile: .iOS17, state: .forceQuit,
      kind: .alertWithBackgroundWake, stimulus: .tap, callbacks: launch + [.didReceive, .didBecomeActive]),
    InteractionCase(id: "tap not running L", rule: "R31", profile: .iOS17, state: .notRunning, kind: .local, stimulus: .tap,
      callbacks: launch + [.didReceive, .didBecomeActive]),
    InteractionCase(id: "tap background A", rule: "R32", profile: .iOS17, state: .background, kind: .alert, stimulus: .tap,
      callbacks: [.willEnterForeground, .didReceive, .didBecomeActive]),
    InteractionCase(id: "tap suspended L", rule: "R32", profile: .iOS17, state: .suspended, kind: .local, stimulus: .tap,
      callbacks: [.willEnterForeground, .didReceive, .didBecomeActive]),
    InteractionCase(id: "tap active banner", rule: "R33", profile: .iOS17, state: .active, kind: .alert, stimulus: .tap,
      callbacks: [.didReceive]),
    InteractionCase(id: "tap from NC over the app", rule: "R34", profile: .iOS17, state: .inactive, kind: .alert,
      stimulus: .tap, callbacks: [.didReceive, .didBecomeActive]),
    // §2.3 actions, text input, dismiss, icon (iOS 10+)
    InteractionCase(id: "foreground action not running", rule: "R41", profile: .iOS17, state: .notRunning, kind: .alert,
      stimulus: .action("open"), callbacks: launch + [.didReceive, .didBecomeActive]),
    InteractionCase(id: "background action not running", rule: "R42", profile: .iOS17, state: .notRunning, kind: .alert,
      stimulus: .action("like"), callbacks: launch + [.didReceive]),
    InteractionCase(id: "foreground action background", rule: "R43", profile: .iOS17, state: .background, kind: .alert,
      stimulus: .action("open"), callbacks: [.willEnterForeground, .didReceive, .didBecomeActive]),
    InteractionCase(id: "background action suspended", rule: "R44", profile: .iOS17, state: .suspended, kind: .alert,
      stimulus: .action("like"), callbacks: [.didReceive]),
    InteractionCase(id: "action active", rule: "R45", profile: .iOS17, state: .active, kind: .alert,
      stimulus: .action("like"), callbacks: [.didReceive]),
    InteractionCase(id: "action on force-quit app launches it", rule: "R46→R42", profile: .iOS17, state: .forceQuit,
      kind: .alert, stimulus: .action("like"), callbacks: launch + [.didReceive]),
    InteractionCase(id: "text input background", rule: "R56→R44", profile: .iOS17, state: .background, kind: .alert,
      stimulus: .reply("reply", "On my way"), callbacks: [.didReceive]),
    InteractionCase(id: "text input foreground option", rule: "R56→R43", profile: .iOS17, state: .background, kind: .local,
      stimulus: .reply("replyOpen", ""), callbacks: [.willEnterForeground, .didReceive, .didBecomeActive]),
    InteractionCase(id: "custom dismiss not running", rule: "R57", profile: .iOS17, state: .notRunning, kind: .alert,
      stimulus: .dismiss, callbacks: launch + [.didReceive]),
    InteractionCase(id: "custom dismiss background", rule: "R58", profile: .iOS17, state: .background, kind: .alert,
      stimulus: .dismiss, callbacks: [.didReceive]),
    InteractionCase(id: "custom dismiss active", rule: "R59", profile: .iOS17, state: .active, kind: .alert,
      stimulus: .dismiss, callbacks: [.didReceive]),
    InteractionCase(id: "banner flicked away", rule: "R62", profile: .iOS17, state: .background, kind: .alert,
      stimulus: .flick, callbacks: []),
    InteractionCase(id: "clear in NC with customDismissAction", rule: "R63→R58", profile: .iOS17, state: .background,
      kind: .alert, stimulus: .clear, callbacks: [.didReceive]),
    InteractionCase(id: "app icon not running", rule: "R65", profile: .iOS17, state: .notRunning, kind: .alert,
      stimulus: .appIcon, callbacks: launch + [.didBecomeActive]),
    InteractionCase(id: "app icon background", rule: "R66", profile: .iOS17, state: .background, kind: .alert,
      stimulus: .appIcon, callbacks: [.willEnterForeground, .didBecomeActive]),
    // §2.4 legacy (iOS 9) and iOS 10+ without a delegate
    InteractionCase(id: "iOS 9 tap background AC: second fetch, inactive", rule: "R36", profile: .iOS9, state: .background,
      kind: .alertWithBackgroundWake, stimulus: .tap, callbacks: [.willEnterForeground, fetch, .didBecomeActive]),
    InteractionCase(id: "iOS 9 tap not running: fetch only", rule: "R35", profile: .iOS9, state: .notRunning, kind: .alert,
      stimulus: .tap, callbacks: launch + [fetch, .didBecomeActive]),
    InteractionCase(id: "iOS 9 tap local background", rule: "R39", profile: .iOS9, state: .background, kind: .local,
      stimulus: .tap, callbacks: [.willEnterForeground, .didReceiveLocalNotification, .didBecomeActive]),
    InteractionCase(id: "iOS 9 tap local not running (quirk legacyLocalAfterLaunch)", rule: "R38", profile: .iOS9,
      state: .notRunning, kind: .local, stimulus: .tap,
      callbacks: launch + [.didReceiveLocalNotification, .didBecomeActive]),
    InteractionCase(id: "iOS 9 foreground action", rule: "R49", profile: .iOS9, state: .background, kind: .alert,
      stimulus: .action("open"), callbacks: [.willEnterForeground, .handleActionForRemoteNotification, .didBecomeActive]),
    InteractionCase(id: "iOS 9 background action not running", rule: "R48", profile: .iOS9, state: .notRunning,
      kind: .alert, stimulus: .action("like"), callbacks: launch + [.handleActionForRemoteNotification]),
    InteractionCase(id: "iOS 9 text input", rule: "R56→R50", profile: .iOS9, state: .suspended, kind: .alert,
      stimulus: .reply("reply", "hi"), callbacks: [.handleActionForRemoteNotificationWithResponseInfo]),
    InteractionCase(id: "iOS 9 local action", rule: "R50", profile: .iOS9, state: .background, kind: .local,
      stimulus: .action("like"), callbacks: [.handleActionForLocalNotification]),
    InteractionCase(id: "iOS 9 dismiss: no dismiss action", rule: "R60", profile: .iOS9, state: .background, kind: .alert,
      stimulus: .dismiss, callbacks: []),
    InteractionCase(id: "iOS 10.0 no delegate tap background: legacy handler (quirk)", rule: "R36", profile: .iOS10,
      state: .background, kind: .alert, stimulus: .tap, callbacks: [.willEnterForeground, legacy, .didBecomeActive],
      delegate: .never),
    InteractionCase(id: "iOS 10.0 no delegate tap not running: legacy handler (quirk)", rule: "R35", profile: .iOS10,
      state: .notRunning, kind: .alert, stimulus: .tap, callbacks: launch + [legacy, .didBecomeActive], delegate: .never),
    InteractionCase(id: "iOS 17 no delegate tap background: fetch while inactive", rule: "R36", profile: .iOS17,
      state: .background, kind: .alert, stimulus: .tap, callbacks: [.willEnterForeground, fetch, .didBecomeActive],
      delegate: .never),
    InteractionCase(id: "iOS 17 no delegate background action: nothing", rule: "R53", profile: .iOS17,
      state: .background, kind: .alert, stimulus: .action("like"), callbacks: [], delegate: .never),
  ]

  @Test(arguments: cases)
  func `user interactions route as behaviour reference §2.2–§2.4 say`(_ row: InteractionCase) throws {
    let implemented: [Callback] = [
      .willPresent, .didReceive, fetch, legacy, .didReceiveLocalNotification, .handleActionForRemoteNotification,
      .handleActionForRemoteNotificationWithResponseInfo, .handleActionForLocalNotification,
      .handleActionForLocalNotificationWithResponseInfo,
    ]
    let app = AppConfiguration(
      implementedCallbacks: implemented, delegateAssignment: row.delegate, categories: [chatCategory])
    // Show the notification while the app is in the background, then move to the row's state.
    let local = row.kind == .local ? localRequest(category: "CHAT") : nil
    let arrivalState: AppState = row.state == .active || row.state == .inactive ? .active : .background
    var simulator = try Simulator.prepared(arrivalState, profile: row.profile, app: app, local: local)
    try simulator.deliver(row.kind, category: "CHAT")
    if row.state != arrivalState { try simulator.bring(to: row.state) }
    let mark = simulator.trace.events.count
    switch row.stimulus {
    case .tap: try simulator.tap("n1")
    case .action(let id): try simulator.performAction(on: "n1", action: id)
    case .reply(let id, let text): try simulator.reply(on: "n1", action: id, text: text)
    case .dismiss: try simulator.dismiss("n1")
    case .clear: try simulator.clear("n1")
    case .flick: try simulator.flick("n1")
    case .appIcon: try simulator.openApp()
    }
    #expect(simulator.callbacks(since: mark) == row.callbacks)
    #expect(simulator.rules(since: mark).first == row.rule)
  }

  @Test func `R30 on a scene-based app: nil launchOptions, response in scene(_:willConnectTo:options:), didReceive too`() throws {
    let app = AppConfiguration(sceneBased: true)
    var simulator = try Simulator.prepared(.notRunning, app: app)
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
      "+0.000s  callback   sceneWillEnterForeground(_:)  [R30]",
      "+0.000s  lifecycle  background -> inactive (scene enters the foreground)  [R30]",
      "+0.000s  callback   userNotificationCenter(_:didReceive:withCompletionHandler:) response=n1 action=default category=\"\" title=\"\" body=\"Hello\" userInfo=[aps]  [R30]",
      "+0.000s  lifecycle  inactive -> active (becomes active)  [R30]",
      "+0.000s  callback   sceneDidBecomeActive(_:)  [R30]",
      "+0.000s  completion userNotificationCenter(_:didReceive:withCompletionHandler:) notification=n1 -> called  [R30]",
    ])
  }

  @Test func `R30 quirk sceneLaunchAlsoCallsDidReceive off: only the scene gets the response`() throws {
    var quirks = Quirks()
    quirks.sceneLaunchAlsoCallsDidReceive = false
    var simulator = try Simulator.prepared(.notRunning, app: AppConfiguration(sceneBased: true), quirks: quirks)
    try simulator.push(Payloads.alert, id: "n1")
    let mark = simulator.trace.events.count
    try simulator.tap("n1")
    #expect(simulator.callbacks(since: mark) == launch + [.sceneWillConnect, .sceneWillEnterForeground, .sceneDidBecomeActive])
  }

  @Test func `R32 quirk didReceiveBeforeDidBecomeActive off: didBecomeActive first`() throws {
    var quirks = Quirks()
    quirks.didReceiveBeforeDidBecomeActive = false
    var simulator = try Simulator.prepared(.background, quirks: quirks)
    try simulator.push(Payloads.alert, id: "n1")
    let mark = simulator.trace.events.count
    try simulator.tap("n1")
    #expect(simulator.callbacks(since: mark) == [.willEnterForeground, .didBecomeActive, .didReceive])
  }

  @Test func `R55: an authenticationRequired action on a locked device asks to unlock first`() throws {
    let app = AppConfiguration(categories: [chatCategory])
    var simulator = try Simulator.prepared(.background, app: app)
    try simulator.push(Payloads.alert(category: "CHAT"), id: "n1")
    try simulator.lock()
    let mark = simulator.trace.events.count
    try simulator.performAction(on: "n1", action: "delete")
    #expect(simulator.lines(since: mark) == [
      "+0.000s  user       chose delete on n1",
      "+0.000s  system     unlock requested; device unlocked  [R55]",
      "+0.000s  callback   userNotificationCenter(_:didReceive:withCompletionHandler:) response=n1 action=delete category=CHAT title=\"\" body=\"Hello\" userInfo=[aps]  [R55→R44]",
      "+0.000s  completion userNotificationCenter(_:didReceive:withCompletionHandler:) notification=n1 -> called  [R55→R44]",
    ])
    #expect(!simulator.device.isLocked)
  }

  @Test func `R61: dismissing without customDismissAction reaches no callback`() throws {
    let app = AppConfiguration(categories: [plainCategory])
    var simulator = try Simulator.prepared(.background, app: app)
    try simulator.push(Payloads.alert(category: "PLAIN"), id: "n1")
    let mark = simulator.trace.events.count
    try simulator.dismiss("n1")
    #expect(simulator.callbacks(since: mark) == [])
    #expect(simulator.rules(since: mark) == ["R61"])
  }

  @Test func `R63 quirk clearInNotificationCenterSendsDismiss off: Clear reaches no callback`() throws {
    var quirks = Quirks()
    quirks.clearInNotificationCenterSendsDismiss = false
    var simulator = try Simulator.prepared(.background, app: AppConfiguration(categories: [chatCategory]), quirks: quirks)
    try simulator.push(Payloads.alert(category: "CHAT"), id: "n1")
    let mark = simulator.trace.events.count
    try simulator.clear("n1")
    #expect(simulator.callbacks(since: mark) == [])
  }

  @Test func `a payload naming an unregistered category is shown, tappable, but has no actions`() throws {
    var simulator = try Simulator.prepared(.background, app: AppConfiguration(categories: [chatCategory]))
    try simulator.push(Payloads.alert(category: "NOPE"), id: "n1")
    #expect(simulator.notification("n1")?.presentation?.banner == true)
    #expect(throws: SimulationError.self) { try simulator.performAction(on: "n1", action: "open") }
    try simulator.tap("n1")
    #expect(simulator.trace.callbacks.last == .didBecomeActive)
  }

  @Test func `setNotificationCategories replaces every earlier category`() throws {
    var simulator = try Simulator.prepared(.active, app: AppConfiguration(categories: [chatCategory]))
    try simulator.setNotificationCategories([plainCategory])
    #expect(simulator.device.categories.map(\.identifier) == ["PLAIN"])
    try simulator.home()
    try simulator.push(Payloads.alert(category: "CHAT"), id: "n1")
    let error = #expect(throws: SimulationError.self) { try simulator.performAction(on: "n1", action: "open") }
    #expect(error?.message == "can't perform action 'open' on 'n1': its category 'CHAT' is not registered, so iOS shows it without actions. Registered categories: ['PLAIN']. Register 'CHAT' with setNotificationCategories(_:).")
  }

  @Test func `a late delegate loses the cold-launch response but gets later ones`() throws {
    let app = AppConfiguration(delegateAssignment: .late)
    var simulator = try Simulator.prepared(.notRunning, app: app)
    try simulator.push(Payloads.alert, id: "n1")
    let mark = simulator.trace.events.count
    try simulator.tap("n1")
    #expect(!simulator.callbacks(since: mark).contains(.didReceive))
    #expect(simulator.trace.diagnostics.last?.code == "launch-response-lost")
    try simulator.assignDelegate()
    try simulator.home()
    try simulator.push(Payloads.alert, id: "n2")
    let later = simulator.trace.events.count
    try simulator.tap("n2")
    #expect(simulator.callbacks(since: later) == [.willEnterForeground, .didReceive, .didBecomeActive])
  }
}
