import Testing

@testable import NotificationSimulator

/// iOS 26 and 27 and the scene life cycle (TN3187; behaviour reference §2.6 and §11, rules VR5–VR8).
@Suite struct SceneLifeCycleVersionTests {
  let scenelessWarning =
    "the app does not adopt the scene life cycle; UIKit on iOS 26 logs that it will soon be required, and apps built with the iOS 27 SDK do not launch without it. Adopt UIWindowSceneDelegate with a UIApplicationSceneManifest (TN3187)."

  @Test func `iOS 18 launches an app without scenes with no diagnostic; iOS 26 run from Xcode warns at each launch`() throws {
    let xcode = DeviceConfiguration(launchedFromXcode: true)
    var old = Simulator(app: AppConfiguration(), profile: .iOS18, device: xcode)
    try old.openApp()
    #expect(old.trace.diagnostics.isEmpty)

    var quiet = Simulator(app: AppConfiguration(), profile: .iOS26)
    try quiet.openApp()
    #expect(quiet.trace.diagnostics.isEmpty)

    var simulator = Simulator(app: AppConfiguration(), profile: .iOS26, device: xcode)
    try simulator.openApp()
    try simulator.home()
    try simulator.openApp()
    #expect(simulator.trace.diagnostics.map(\.message) == [scenelessWarning])
    try simulator.home()
    try simulator.terminate()
    try simulator.openApp()
    #expect(simulator.trace.diagnostics.map(\.message) == [scenelessWarning, scenelessWarning])
    #expect(simulator.trace.events.first { $0.label == "diagnostic" }?.ruleID == "VR5")
  }

  @Test func `a scene-based app on iOS 26 draws no scene warning`() throws {
    var app = AppConfiguration()
    app.sceneBased = true
    var simulator = Simulator(app: app, profile: .iOS26, device: DeviceConfiguration(launchedFromXcode: true))
    try simulator.openApp()
    #expect(simulator.trace.diagnostics.isEmpty)
  }

  @Test func `launchOptions remoteNotification is reported as deprecated only when the app says it reads it`() throws {
    for implementsLaunch in [false, true] {
      var app = AppConfiguration()
      if implementsLaunch { app.implementedCallbacks.insert(.didFinishLaunching) }
      var simulator = Simulator(app: app, profile: .iOS26)
      try simulator.changeAuthorization(to: .authorized, options: [.alert])
      try simulator.push(Payloads.alert, id: "n7")
      try simulator.tap("n7")
      let deprecated = simulator.trace.diagnostics.filter { $0.code == "api-deprecated" }.map(\.message)
      #expect(
        deprecated == (implementsLaunch
          ? ["the app reads launchOptions[.remoteNotification] (n7) in application(_:didFinishLaunchingWithOptions:); UIApplication.LaunchOptionsKey.remoteNotification is deprecated since iOS 26. Handle a tap in userNotificationCenter(_:didReceive:withCompletionHandler:) and a silent push in application(_:didReceiveRemoteNotification:fetchCompletionHandler:)."]
          : []))
    }
  }

  @Test func `the activation callbacks are deprecated from iOS 26, reported at each call, and not on iOS 18`() throws {
    var app = AppConfiguration()
    app.implementedCallbacks.formUnion([.didBecomeActive, .willEnterForeground])
    var old = Simulator(app: app, profile: .iOS18)
    try old.openApp()
    #expect(old.trace.diagnostics.isEmpty)

    var simulator = Simulator(app: app, profile: .iOS26)
    for _ in 0..<2 {
      try simulator.openApp()
      try simulator.home()
    }
    let active =
      "the app implements applicationDidBecomeActive(_:), deprecated since iOS 26 and never called once the app adopts scenes; move the code to sceneDidBecomeActive(_:) (TN3187)."
    let foreground =
      "the app implements applicationWillEnterForeground(_:), deprecated since iOS 26 and never called once the app adopts scenes; move the code to sceneWillEnterForeground(_:) (TN3187)."
    #expect(
      simulator.trace.diagnostics.filter { $0.code == "api-deprecated" }.map(\.message) == [active, foreground, active])
  }

  @Test func `an iOS 27 SDK app without scenes is reported as not launching on a device; an iOS 26 SDK build only warns`() throws {
    var simulator = Simulator(app: AppConfiguration(), profile: .iOS27)
    #expect(simulator.requiresSceneLifeCycle && simulator.buildSDK == 27)
    try simulator.openApp()
    #expect(simulator.trace.diagnostics.map(\.code) == ["scene-life-cycle-required"])
    #expect(
      simulator.trace.diagnostics.first?.message
        == "the app is built with the iOS 27 SDK and does not adopt the scene life cycle; on iOS 27 UIKit requires it and the app does not launch on a device. Adopt UIWindowSceneDelegate with a UIApplicationSceneManifest (TN3187), or build with the iOS 26 SDK.")

    var app = AppConfiguration()
    app.buildSDK = 26
    var older = Simulator(app: app, profile: .iOS27, device: DeviceConfiguration(launchedFromXcode: true))
    #expect(!older.requiresSceneLifeCycle)
    try older.openApp()
    #expect(older.trace.diagnostics.map(\.code) == ["scene-life-cycle-not-adopted"])
  }

  @Test func `a scenario on iOS 27 is scene-based by default and on iOS 26 is not`() throws {
    let newest = loadScenario(#"{"scenario": 1, "name": "x", "platform": "iOS 27"}"#)
    #expect(newest.diagnostics.isEmpty)
    #expect(try #require(newest.scenario).app.sceneBased)
    let standard = loadScenario(#"{"scenario": 1, "name": "x"}"#)
    #expect(try #require(standard.scenario).profile == .iOS26)
    #expect(try #require(standard.scenario).app.sceneBased == false)
  }

  @Test func `a sceneless app on iOS 27 is a positioned error citing TN3187, unless it is built with the iOS 26 SDK`() throws {
    let result = loadScenario(#"{"scenario": 1, "name": "x", "platform": "iOS 27", "app": {"sceneBased": false}}"#)
    #expect(result.scenario == nil)
    #expect(
      result.diagnostics.map(\.rendered) == [
        """
        dir/s.json:1:60: error: an app built with the iOS 27 SDK must adopt the scene life cycle on iOS 27: UIKit does not launch it without scenes (TN3187, https://developer.apple.com/documentation/technotes/tn3187-migrating-to-the-uikit-scene-based-life-cycle) [scene-life-cycle-required]
          at $.app.sceneBased
          hint: Remove "sceneBased": false (the app adopts UIWindowSceneDelegate), or set "sdk": "iOS 26" in "app" to model an app built with the iOS 26 SDK.
        """
      ])
    let built26 = loadScenario(
      #"{"scenario": 1, "name": "x", "platform": "iOS 27", "app": {"sceneBased": false, "sdk": "iOS 26"}}"#)
    #expect(built26.diagnostics.isEmpty)
    let scenario = try #require(built26.scenario)
    #expect(scenario.app.buildSDK == 26 && !scenario.app.sceneBased)
  }

  @Test func `an sdk that is not a version from iOS 13 is an error with a fix`() {
    let result = loadScenario(#"{"scenario": 1, "name": "x", "app": {"sdk": "Xcode 26"}}"#)
    #expect(
      result.diagnostics.map(\.rendered) == [
        """
        dir/s.json:1:45: error: "sdk" is "Xcode 26"; expected an iOS SDK version from iOS 13, such as "iOS 26" [out-of-range]
          at $.app.sdk
          hint: Write the major version of the SDK the app is built with, as in "sdk": "iOS 26".
        """
      ])
  }

  @Test func `the version rules VR5 to VR8 cite TN3187 and are in the device rule table`() {
    let ids = DeviceRules.all.map(\.id)
    for rule in DeviceRules.sceneLifeCycle {
      #expect(ids.filter { $0 == rule.id }.count == 1)
      #expect(rule.sources.contains { $0.url == PlatformFeature.tn3187 })
    }
    #expect(DeviceRules.sceneLifeCycle.map(\.id) == ["VR5", "VR6", "VR7", "VR8"])
  }
}
