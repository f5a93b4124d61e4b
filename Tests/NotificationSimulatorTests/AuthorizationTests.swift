import NotificationSimulator
import Testing

/// behaviour reference §6: authorization and registration.
@Suite struct AuthorizationTests {
  @Test func `the status goes notDetermined, prompt, then the user's answer; later requests don't prompt`() throws {
    var simulator = Simulator(app: AppConfiguration())
    try simulator.openApp()
    #expect(simulator.device.authorizationStatus == .notDetermined)
    try simulator.requestAuthorization([.alert, .sound])
    #expect(simulator.device.authorizationStatus == .notDetermined)
    try simulator.answerPrompt(allow: true)
    #expect(simulator.device.authorizationStatus == .authorized)
    let mark = simulator.trace.events.count
    try simulator.requestAuthorization([.alert, .sound, .badge])
    #expect(simulator.lines(since: mark) == [
      "+0.000s  user       app requests authorization [badge, sound, alert]",
      "+0.000s  system     requestAuthorization(options:completionHandler:) granted=true status=authorized",
    ])
  }

  @Test func `options print as UNAuthorizationOptions lists them, in Apple's bit order`() {
    #expect(AuthorizationOptions().description == "[]")
    #expect(AuthorizationOptions.alert.description == "[alert]")
    // Bits without a name here (`UNAuthorizationOptions.announcement`, 128, and above 256) are left out.
    #expect(AuthorizationOptions(rawValue: 128 | 4 | 1024).description == "[alert]")
    #expect(AuthorizationOptions(rawValue: 256 | 128).description == "[timeSensitive]")
    #expect(AuthorizationOptions([.alert, .sound, .badge]).description == "[badge, sound, alert]")
    #expect(AuthorizationOptions([.timeSensitive, .provisional, .criticalAlert]).description == "[criticalAlert, provisional, timeSensitive]")
    let all: AuthorizationOptions = [
      .badge, .sound, .alert, .carPlay, .criticalAlert, .providesAppNotificationSettings, .provisional, .timeSensitive,
    ]
    #expect(
      all.description
        == "[badge, sound, alert, carPlay, criticalAlert, providesAppNotificationSettings, provisional, timeSensitive]")
  }

  @Test func `R13: provisional authorization delivers quietly to Notification Center only`() throws {
    var simulator = Simulator(app: AppConfiguration())
    try simulator.openApp()
    try simulator.requestAuthorization([.alert, .sound, .badge, .provisional])
    #expect(simulator.device.authorizationStatus == .provisional)
    try simulator.home()
    try simulator.push(Payloads.alert, id: "n1")
    #expect(simulator.notification("n1")?.presentation == Presentation(list: true))
  }

  @Test func `R13: the badge is ignored without badge authorization`() throws {
    var simulator = Simulator(app: AppConfiguration())
    try simulator.openApp()
    try simulator.requestAuthorization([.alert, .sound])
    try simulator.answerPrompt(allow: true)
    try simulator.home()
    try simulator.push(Payloads.alert, id: "n1")
    #expect(simulator.device.badge == nil)
    #expect(simulator.trace.events.last?.rendered
      == "+0.000s  system     badge of n1 ignored: the app is not authorized for badges  [R13]")
  }

  @Test func `R13: with authorization denied an alert is delivered but not shown`() throws {
    var simulator = Simulator(app: AppConfiguration())
    try simulator.openApp()
    try simulator.requestAuthorization([.alert])
    try simulator.answerPrompt(allow: false)
    try simulator.home()
    try simulator.push(Payloads.alert, id: "n1")
    #expect(simulator.notification("n1")?.status
      == .notShown("notifications are denied for the app, so iOS delivers it without showing it"))
  }

  @Test func `ephemeral authorization shows like authorized, from iOS 14`() throws {
    var simulator = try Simulator.prepared(.active)
    try simulator.changeAuthorization(to: .ephemeral, options: [.alert])
    try simulator.home()
    try simulator.push(Payloads.alert, id: "n1")
    #expect(simulator.notification("n1")?.presentation == Presentation(banner: true, list: true))
    var old = try Simulator.prepared(.active, profile: .iOS13)
    #expect(throws: SimulationError.self) { try old.changeAuthorization(to: .ephemeral, options: [.alert]) }
  }

  @Test func `registration succeeds without authorization with a 32-byte lowercase hex token`() throws {
    var simulator = Simulator(app: AppConfiguration(bundleID: "com.example.chat"))
    try simulator.openApp()
    try simulator.registerForRemoteNotifications()
    let token = try #require(simulator.device.deviceToken)
    #expect(token.bytes.count == 32)
    #expect(token.hexString.count == 64)
    #expect(token.hexString.allSatisfy { "0123456789abcdef".contains($0) })
    #expect(token == DeviceToken(bundleID: "com.example.chat", seed: 0))
    #expect(token != DeviceToken(bundleID: "com.example.chat", seed: 1))
    #expect(simulator.trace.events.last?.rendered
      == "+0.000s  callback   application(_:didRegisterForRemoteNotificationsWithDeviceToken:) deviceToken=\(token.hexString)")
  }

  @Test func `registration fails with 3000 without the aps-environment entitlement`() throws {
    var simulator = Simulator(app: AppConfiguration(apsEnvironment: nil))
    try simulator.openApp()
    try simulator.registerForRemoteNotifications()
    #expect(simulator.trace.events.last?.rendered
      == "+0.000s  callback   application(_:didFailToRegisterForRemoteNotificationsWithError:) error=Error Domain=NSCocoaErrorDomain Code=3000 \"no valid \u{201C}aps-environment\u{201D} entitlement string found for application\"")
  }

  @Test func `registration fails with 3010 on a simulator without APNs support`() throws {
    var simulator = Simulator(app: AppConfiguration(), device: DeviceConfiguration(isSimulator: true))
    try simulator.openApp()
    try simulator.registerForRemoteNotifications()
    #expect(simulator.trace.events.last?.rendered
      == "+0.000s  callback   application(_:didFailToRegisterForRemoteNotificationsWithError:) error=Error Domain=NSCocoaErrorDomain Code=3010 \"remote notifications are not supported in the simulator\"")
  }

  @Test func `scheduling a local notification while denied fails with UNErrorDomain 1`() throws {
    var simulator = Simulator(app: AppConfiguration())
    try simulator.openApp()
    try simulator.requestAuthorization([.alert])
    try simulator.answerPrompt(allow: false)
    try simulator.scheduleLocal(localRequest())
    #expect(simulator.trace.events.last?.rendered
      == "+0.000s  system     add(_:withCompletionHandler:) failed for n1: UNErrorDomain code 1 (notificationsNotAllowed): the app isn't authorized to schedule notifications")
  }
}
