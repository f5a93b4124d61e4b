import NotificationSimulator
import NotificationSimulatorTesting
import Testing

/// The Swift names and argument orders match the scenario format's, so what a scenario calls
/// `didReceiveRemoteNotificationWithFetch` is `.didReceiveRemoteNotificationWithFetch` in a test.
@Suite struct NamingTests {
  @Test func `each remote-notification expectation is named as its callback is in JSON`() {
    let fetch = ExpectedCallback.didReceiveRemoteNotificationWithFetch("s1", state: .background)
    let legacy = ExpectedCallback.didReceiveRemoteNotificationWithoutFetch("s1", state: .inactive)
    #expect(fetch.callback.rawValue == "didReceiveRemoteNotificationWithFetch")
    #expect(fetch.callback.selector == "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)")
    #expect(legacy.callback.rawValue == "didReceiveRemoteNotification")
    #expect(legacy.callback.selector == "application(_:didReceiveRemoteNotification:)")
  }

  @Test func `an action and a reply name the notification first, as didReceive does`() {
    let category = NotificationCategory(
      identifier: "NEWS",
      actions: [
        NotificationAction(identifier: "SAVE"),
        NotificationAction(identifier: "COMMENT", textInput: NotificationAction.TextInput()),
      ])
    let tester = NotificationTester(app: AppConfiguration(categories: [category]))
    tester.openApp()
    tester.expect(ExpectedCallback.willFinishLaunching, .didFinishLaunching, .didBecomeActive)
    tester.home()
    tester.expect(ExpectedCallback.willResignActive, .didEnterBackground)
    tester.push(json: #"{"aps": {"alert": "Hi", "category": "NEWS"}}"#, id: "n1")
    tester.performAction(on: "n1", action: "SAVE")
    tester.expect(.didReceive("n1", action: "SAVE"))
    tester.push(json: #"{"aps": {"alert": "Hi", "category": "NEWS"}}"#, id: "n2")
    tester.reply(on: "n2", action: "COMMENT", text: "Nice")
    tester.expect(.didReceive("n2", action: "COMMENT", userText: "Nice"))
    tester.finish()
  }

  /// Every life-cycle and scene callback the trace can show, by the name a test expects it with.
  static let lifecycleNames: [Callback: ExpectedCallback] = [
    .willFinishLaunching: .willFinishLaunching, .didFinishLaunching: .didFinishLaunching,
    .willEnterForeground: .willEnterForeground, .didBecomeActive: .didBecomeActive,
    .willResignActive: .willResignActive, .didEnterBackground: .didEnterBackground, .willTerminate: .willTerminate,
    .sceneWillConnect: .sceneWillConnect, .sceneWillEnterForeground: .sceneWillEnterForeground,
    .sceneDidBecomeActive: .sceneDidBecomeActive, .sceneWillResignActive: .sceneWillResignActive,
    .sceneDidEnterBackground: .sceneDidEnterBackground,
  ]

  @Test func `every life-cycle and scene callback has an expectation named after it`() {
    let registration: [Callback] = [
      .didRegisterForRemoteNotifications, .didFailToRegisterForRemoteNotifications, .serviceExtensionDidReceive,
      // PushKit and the Location Push Service Extension: handlers with arguments, named in
      // NotificationTester+PushKit.swift.
      .pushRegistryDidUpdate, .pushRegistryDidReceiveIncomingPush, .pushRegistryDidReceiveIncomingVoIPPush,
      .locationPushDidReceive, .locationPushServiceExtensionWillTerminate,
      // Push to Talk: named in NotificationTester+PushToTalk.swift.
      .channelManagerReceivedEphemeralPushToken, .incomingPushResult, .incomingServiceUpdatePush,
      .channelManagerDidActivate, .channelManagerDidDeactivate,
      // CallKit's provider delegate: named in NotificationTester+CallKit.swift (the actions take
      // the call's UUID).
      .providerPerformAnswerCall, .providerPerformEndCall, .providerPerformSetHeldCall, .providerPerformSetMutedCall,
      .providerDidActivateAudioSession, .providerDidDeactivateAudioSession,
    ]
    let lifecycle = Callback.allCases.filter { !$0.isNotificationHandler && !registration.contains($0) }
    #expect(lifecycle.filter { Self.lifecycleNames[$0] == nil } == [], "add an ExpectedCallback static for each")
    for (callback, expected) in Self.lifecycleNames {
      #expect(expected.callback == callback)
      #expect(expected.callback.rawValue == callback.rawValue)
      #expect(expected.arguments == nil, "\(callback) should match any arguments")
    }
  }

  @Test func `the scene connection expectation matches the response or its absence`() {
    let response = NotificationResponse(notificationID: "n1", actionIdentifier: NotificationResponse.defaultActionIdentifier)
    let withResponse = ExpectedCallback.sceneWillConnect(notificationResponse: response)
    let withoutResponse = ExpectedCallback.sceneWillConnect(notificationResponse: nil)
    #expect(withResponse.matches(.sceneWillConnect, [.connectionResponse(response)]))
    #expect(!withResponse.matches(.sceneWillConnect, [.connectionResponse(nil)]))
    #expect(withoutResponse.matches(.sceneWillConnect, [.connectionResponse(nil)]))
    #expect(!withoutResponse.matches(.sceneWillEnterForeground, []))
  }

  @Test func `a tester expects the scene connection after a background launch by name`() {
    let tester = NotificationTester(app: AppConfiguration(sceneBased: true), state: .notRunning)
    tester.push(json: #"{"aps": {"content-available": 1}}"#, id: "s1")
    tester.skipCallbacks()
    tester.openApp()
    tester.expect(.sceneWillConnect(notificationResponse: nil), .sceneWillEnterForeground, .sceneDidBecomeActive)
    tester.home()
    tester.expect(.sceneWillResignActive, .sceneDidEnterBackground)
    tester.finish()
  }
}
