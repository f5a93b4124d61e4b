import NotificationSimulator
import NotificationSimulatorTesting
import Testing

/// The tester's calls for the device's settings and the Xcode route.
@Suite struct BackgroundWakeTesterTests {
  @Test func `Low Power Mode turned on from a test stops the next background wake`() {
    let tester = NotificationTester(app: NewsApp.app, delegate: NewsAppDelegate())
    tester.openApp()
    tester.skipCallbacks()
    tester.home()
    tester.skipCallbacks()
    tester.changeSettings { $0.lowPowerMode = true }
    #expect(tester.settings.isPowerRestricted)
    tester.push(Payload(aps: APS(contentAvailable: true)), id: "s1")
    tester.expect(events: .system(.dropped("s1", .lowPowerMode)))
    tester.changeSettings { $0.lowPowerMode = false }
    tester.push(Payload(aps: APS(contentAvailable: true)), id: "s2")
    tester.expect(.didReceiveRemoteNotificationWithFetch("s2", state: .background))
    tester.runUntilIdle()
    tester.finish()
  }

  @Test func `the catalog's settings example holds`() {
    let tester = NotificationTester(app: AppConfiguration(), state: .suspended)
    tester.changeSettings { $0.lowPowerMode = true }
    tester.push(json: #"{"aps": {"content-available": 1}}"#, id: "s1")
    tester.expect(events: .system(.dropped("s1", .lowPowerMode)))
    tester.finish()
  }

  @Test func `simctl push on Xcode 12 runs performFetch, and without a bundle nothing arrives`() {
    var app = NewsApp.app
    app.implementedCallbacks.insert(.performFetch)
    let device = DeviceConfiguration(isSimulator: true, xcode: XcodeVersion(12, 5))
    let tester = NotificationTester(app: app, delegate: NewsAppDelegate(), device: device)
    tester.openApp()
    tester.skipCallbacks()
    tester.home()
    tester.skipCallbacks()
    tester.simctlPush(Payload(aps: APS(contentAvailable: true)), id: "s1", bundle: app.bundleID)
    tester.expect(.performFetch("s1", state: .background))
    tester.simctlPush(Payload(aps: APS(contentAvailable: true)), id: "s2", bundle: nil)
    tester.expect(events: .system(.simulatedPushRejected("s2", reason: Simulator.missingBundleMessage)))
    tester.finish()
  }
}
