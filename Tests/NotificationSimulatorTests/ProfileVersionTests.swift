import Testing

@testable import NotificationPayload
@testable import NotificationSimulator

/// One profile per major iOS version, the feature table every version check reads, and the
/// fallback that never takes a feature away (behaviour reference §11).
@Suite struct ProfileVersionTests {
  @Test func `there is a profile for every major version from 9 to 18, and 26`() {
    #expect(Profile.allCases.map(\.rawValue) == [9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 26, 27])
    #expect(Profile.versionList == "iOS 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 26 or 27")
  }

  @Test(arguments: 9...30)
  func `a major version resolves to its own profile, or falls back with a warning`(major: Int) throws {
    let resolved = try #require(Profile.resolve("iOS \(major)"))
    switch major {
    case 9...18, 26, 27:
      #expect(resolved == Profile.Resolution(profile: Profile(rawValue: major)!, warning: nil))
    case 19...25:
      #expect(resolved.profile == .iOS18)
      #expect(resolved.warning == "iOS \(major) has no profile of its own; running on iOS 18, the newest profile before it")
    default:
      #expect(resolved.profile == .iOS27)
      #expect(resolved.warning == "iOS \(major) is newer than the newest profile; running on iOS 27, the newest modelled version")
    }
  }

  @Test(arguments: 9...30)
  func `the profile a version runs on has exactly the features of that version`(major: Int) throws {
    for text in ["iOS \(major)", "iOS \(major).4", "\(major).0.1"] {
      let profile = try #require(Profile.resolve(text)).profile
      for feature in PlatformFeature.allCases {
        #expect(profile.has(feature) == feature.isAvailable(inMajorVersion: major), "\(text) \(feature)")
      }
    }
  }

  @Test func `each feature arrives in the version Apple documents`() {
    let table = PlatformFeature.allCases.map { "\($0) \($0.availability)" }
    #expect(table == [
      "userNotifications iOS 10+", "hiddenPreviewCategoryOptions iOS 11+", "provisionalAuthorization iOS 12+", "criticalAlerts iOS 12+",
      "interactiveContentExtensions iOS 12+", "groupSummaryArgument iOS 12 to 14", "scenes iOS 13+", "bannerAndList iOS 14+", "ephemeralAuthorization iOS 14+",
      "interruptionLevels iOS 15+", "relevanceScore iOS 15+", "focus iOS 15+", "timeSensitiveAuthorizationOption iOS 15 only",
      "simulatorRemoteNotifications iOS 16+", "setBadgeCount iOS 16+", "applicationIconBadgeNumberDeprecated iOS 17+",
      "sceneLifeCycleDeprecations iOS 26+", "sceneLifeCycleRequired iOS 27+", "scheduledSummary iOS 15+",
      "appleIntelligenceNotifications iOS 18+", "pushToTalk iOS 16+", "pushToTalkServiceUpdates iOS 17+",
      "communicationNotifications iOS 15+",
    ])
    #expect(PlatformFeature.allCases.allSatisfy { $0.source.url.hasPrefix("https://developer.apple.com/") })
  }

  @Test func `iOS 11 and iOS 12 keep the quirk defaults of the newest profile; iOS 10 turns on its own`() {
    for profile in Profile.allCases where profile != .iOS10 {
      #expect(Quirks(profile: profile) == Quirks(), "\(profile)")
    }
    #expect(Quirks(profile: .iOS10).ios10LegacyRemoteOnTap)
  }

  // MARK: No step is refused because of the fallback

  /// A scenario with every version-gated step: provisional authorization, setBadgeCount,
  /// applicationIconBadgeNumber, a simulated push and, last, a push from the APNs sandbox.
  func versionGatedScenario(_ platform: String) -> String {
    """
    {"scenario": 1, "name": "x", "platform": "\(platform)",
     "device": {"authorization": "notDetermined", "simulator": true, "xcode": "14.0"},
     "app": {"bundle": "com.example.A", "state": "background"},
     "steps": [
       {"requestAuthorization": ["alert", "sound", "badge", "provisional"]},
       {"setBadgeCount": 1}, {"applicationIconBadgeNumber": 2},
       {"push": {"aps": {"alert": "A"}}, "route": "simulator", "bundle": "com.example.A", "id": "n1"},
       {"push": {"aps": {"alert": "B"}}, "route": "sandboxToSimulator", "id": "n2"}
     ]}
    """
  }

  @Test(arguments: 9...30)
  func `a scenario is never refused because its version falls back to another profile`(major: Int) throws {
    for platform in ["iOS \(major)", "iOS \(major).4"] {
      let loaded = loadScenario(versionGatedScenario(platform))
      let hasProfile = Profile(rawValue: major) != nil
      #expect(loaded.diagnostics.map(\.diagnostic.code) == (hasProfile ? [] : [.platformFallback]), "\(platform)")
      let result = ScenarioRunner.run(try #require(loaded.scenario))
      let diagnostics = result.events.compactMap { event -> String? in
        if case .diagnostic(let code, _) = event.kind { code } else { nil }
      }
      var expected: [String] = []
      if major < 12 { expected.append("authorization-option-unavailable") }
      if major < 16 { expected.append("api-unavailable") }
      if major >= 17 { expected.append("api-deprecated") }
      #expect(diagnostics == expected, "\(platform)")
      if major >= 16 {
        #expect(result.failures.map(\.message) == [], "\(platform)")
      } else {
        // The only refusal is iOS's own: the version asked for is older than iOS 16.
        #expect(
          result.failures.map(\.message) == [
            "step $.steps[4] cannot run: can't push 'n2' through the APNs sandbox to a Simulator: Simulator receives real pushes only from iOS 16 (Xcode 14), and this device runs iOS \(major). Use route .apns, or an iOS 16 or later profile."
          ], "\(platform)")
      }
    }
  }

  // MARK: Each documented difference is used

  @Test func `criticalAlert is ignored before iOS 12, and a critical sound plays as an ordinary one`() throws {
    var app = AppConfiguration()
    app.entitlements = [.criticalAlerts]
    var simulator = Simulator(app: app, profile: .iOS11)
    try simulator.openApp()
    let start = simulator.trace.events.count
    try simulator.requestAuthorization([.alert, .sound, .criticalAlert])
    #expect(simulator.lines(since: start) == [
      "+0.000s  user       app requests authorization [sound, alert, criticalAlert]",
      "+0.000s  diagnostic authorization-option-unavailable: .criticalAlert needs iOS 12; iOS 11 ignores it.  [VR2]",
      "+0.000s  system     authorization prompt [sound, alert]",
    ])
    try simulator.answerPrompt(allow: true)
    try simulator.bring(to: .suspended)
    let mark = simulator.trace.events.count
    try simulator.push(Payload(aps: APS(alert: Alert(body: "Hi"), sound: Sound(name: "alarm.caf", isCritical: true))), id: "n1")
    #expect(simulator.lines(since: mark) == [
      "+0.000s  push       n1 alert (A)",
      "+0.000s  system     displayed n1 [banner, list, sound]; sound \"alarm.caf\"  [R13]",
    ])
  }

  @Test func `from iOS 12 a critical sound presents a critical alert`() throws {
    var app = AppConfiguration()
    app.entitlements = [.criticalAlerts]
    var simulator = Simulator(app: app, profile: .iOS12)
    try simulator.openApp()
    try simulator.requestAuthorization([.alert, .sound, .criticalAlert])
    try simulator.answerPrompt(allow: true)
    try simulator.bring(to: .suspended)
    let mark = simulator.trace.events.count
    try simulator.push(Payload(aps: APS(alert: Alert(body: "Hi"), sound: Sound(name: "alarm.caf", isCritical: true))), id: "n1")
    #expect(simulator.lines(since: mark) == [
      "+0.000s  push       n1 alert (A)",
      "+0.000s  system     critical n1: presented at once; plays \"alarm.caf\" through the ring/silent switch and any Focus  [IL4]",
      "+0.000s  system     displayed n1 [banner, list, sound]; sound \"alarm.caf\"  [R13]",
    ])
  }

  /// Two notifications in one thread, the older with the higher relevance score.
  func featured(on profile: Profile) throws -> String? {
    var simulator = try Simulator.prepared(.suspended, profile: profile)
    try simulator.push(Payload(aps: APS(alert: Alert(body: "A"), threadID: "t", relevanceScore: 0.9)), id: "n1")
    try simulator.push(Payload(aps: APS(alert: Alert(body: "B"), threadID: "t", relevanceScore: 0.1)), id: "n2")
    return simulator.device.notificationCenter.threads.first?.featured
  }

  @Test func `the relevance score picks the featured notification from iOS 15; before, the newest is featured`() throws {
    #expect(try featured(on: .iOS14) == "n2")
    #expect(try featured(on: .iOS15) == "n1")
  }

  @Test func `on iOS 13 .banner does not exist: willPresent's [.banner] is ignored with a diagnostic`() throws {
    var app = AppConfiguration()
    app.answers.willPresent = CompletionAnswer([.banner])
    var simulator = try Simulator.prepared(.active, profile: .iOS13, app: app)
    let mark = simulator.trace.events.count
    try simulator.push(Payload(aps: APS(alert: Alert(body: "Hi"))), id: "n1")
    #expect(simulator.lines(since: mark).contains(
      "+0.000s  diagnostic presentation-option-unavailable: .banner and .list need iOS 14; iOS 13 ignores them. Use .alert before iOS 14.  [R01]"))
  }

  @Test func `setBadgeCount exists from iOS 16, and applicationIconBadgeNumber is deprecated from iOS 17`() throws {
    for (profile, lines) in [
      (Profile.iOS15, [
        "+0.000s  user       app calls setBadgeCount(3)",
        "+0.000s  diagnostic api-unavailable: setBadgeCount(_:withCompletionHandler:) needs iOS 16; iOS 15 has no such method. Set UIApplication.applicationIconBadgeNumber instead.  [BD3]",
        "+0.000s  user       app sets applicationIconBadgeNumber = 2",
        "+0.000s  system     badge 2  [BD3]",
      ]),
      (.iOS16, [
        "+0.000s  user       app calls setBadgeCount(3)", "+0.000s  system     badge 3  [BD3]",
        "+0.000s  user       app sets applicationIconBadgeNumber = 2", "+0.000s  system     badge 2  [BD3]",
      ]),
      (.iOS17, [
        "+0.000s  user       app calls setBadgeCount(3)", "+0.000s  system     badge 3  [BD3]",
        "+0.000s  user       app sets applicationIconBadgeNumber = 2",
        "+0.000s  diagnostic api-deprecated: applicationIconBadgeNumber is deprecated since iOS 17; call UNUserNotificationCenter.setBadgeCount(_:withCompletionHandler:) instead.  [BD3]",
        "+0.000s  system     badge 2  [BD3]",
      ]),
    ] {
      var simulator = try Simulator.prepared(.active, profile: profile)
      let mark = simulator.trace.events.count
      try simulator.setBadgeCount(3)
      try simulator.setApplicationIconBadgeNumber(2)
      #expect(simulator.lines(since: mark) == lines, "\(profile)")
    }
  }

  @Test func `before iOS 11 the hidden-preview category options are dropped, with a diagnostic`() throws {
    let categories = [
      NotificationCategory(identifier: "chat", options: [.customDismissAction, .hiddenPreviewsShowTitle]),
      NotificationCategory(identifier: "plain"),
    ]
    var old = try Simulator.prepared(.active, profile: .iOS10)
    let mark = old.trace.events.count
    try old.setNotificationCategories(categories)
    #expect(old.lines(since: mark) == [
      "+0.000s  user       app sets notification categories",
      "+0.000s  diagnostic category-option-unavailable: category 'chat' uses [hiddenPreviewsShowTitle], which needs iOS 11; iOS 10 drops it.  [VR4]",
      "+0.000s  system     categories [chat, plain]",
    ])
    #expect(old.device.categories.map(\.options) == [[.customDismissAction], []])
    var new = try Simulator.prepared(.active, profile: .iOS11)
    try new.setNotificationCategories(categories)
    #expect(new.device.categories == categories)
    #expect(new.trace.diagnostics.isEmpty)
  }

  @Test func `the profile table lists every profile and feature`() {
    let table = Profile.markdownTable { $0.url }
    let lines = table.split(separator: "\n")
    #expect(lines.count == 2 + Profile.allCases.count + 2 + PlatformFeature.allCases.count)
    #expect(lines.contains("| iOS 11 | `hiddenPreviewCategoryOptions` | none |"))
    #expect(lines.contains("| iOS 18 | `appleIntelligenceNotifications` | none |"))
    #expect(lines.contains("| iOS 26 | `sceneLifeCycleDeprecations` | none |"))
    #expect(lines.contains("| iOS 27 | `sceneLifeCycleRequired` | none |"))
    #expect(lines.contains("| iOS 16 | `simulatorRemoteNotifications`, `setBadgeCount`, `pushToTalk` | none |"))
    #expect(lines.contains("| iOS 17 | `applicationIconBadgeNumberDeprecated`, `pushToTalkServiceUpdates` | none |"))
    #expect(lines.contains("| iOS 10 | `userNotifications` | `ios10LegacyRemoteOnTap` |"))
  }
}

@Suite struct ProfileVersionLoaderTests {
  @Test func `a scene-based app before iOS 13 draws a warning, and runs without scenes`() throws {
    let result = loadScenario(#"{"scenario": 1, "name": "x", "platform": "iOS 12", "app": {"sceneBased": true}}"#)
    #expect(
      result.diagnostics.map(\.rendered) == [
        """
        dir/s.json:1:60: warning: scenes need iOS 13; on iOS 12 the app runs without them, as if sceneBased were false [scenes-unavailable]
          at $.app.sceneBased
          hint: Set "platform" to "iOS 13" or later, or remove "sceneBased".
        """
      ])
    let scenario = try #require(result.scenario)
    #expect(!Simulator(app: scenario.app, profile: scenario.profile).isSceneBased)
  }

  @Test func `a scene-based app from iOS 13 loads without a warning`() {
    let result = loadScenario(#"{"scenario": 1, "name": "x", "platform": "iOS 13", "app": {"sceneBased": true}}"#)
    #expect(result.diagnostics.isEmpty)
  }
}
