import Testing

@testable import NotificationSimulator

/// iOS versions: the profiles after iOS 17, version strings with minor numbers, and versions
/// the simulator has no profile for (behaviour reference §11).
@Suite struct ProfileTests {
  @Test(arguments: [
    ("iOS 18", Profile.iOS18), ("iOS 18.2", .iOS18), ("iOS 18.2.1", .iOS18), ("18", .iOS18), ("18.2", .iOS18),
    ("ios18", .iOS18), ("iOS 26", .iOS26), ("iOS 26.1", .iOS26), (" iOS 17 ", .iOS17), ("iOS 9", .iOS9),
  ])
  func `a version string names its major version's profile`(text: String, profile: Profile) throws {
    let resolved = try #require(Profile.resolve(text))
    #expect(resolved == Profile.Resolution(profile: profile, warning: nil))
  }

  @Test func `a version newer than the newest profile runs on the newest, with a warning`() throws {
    #expect(Profile.newest == .iOS27)
    #expect(Profile.defaultProfile == .iOS26)
    let resolved = try #require(Profile.resolve("iOS 28.0"))
    #expect(resolved.profile == .iOS27)
    #expect(resolved.warning == "iOS 28 is newer than the newest profile; running on iOS 27, the newest modelled version")
  }

  @Test func `a version between two profiles runs on the older one, with a warning`() throws {
    let resolved = try #require(Profile.resolve("iOS 20.4"))
    #expect(resolved.profile == .iOS18)
    #expect(resolved.warning == "iOS 20 has no profile of its own; running on iOS 18, the newest profile before it")
  }

  @Test(arguments: ["iOS 8", "iOS", "", "iOS 18.x", "iOS 1.2.3.4", "iPadOS 18", "iOS -1", "iOS 18."])
  func `text that is not a version, or is older than iOS 9, has no profile`(text: String) {
    #expect(Profile.resolve(text) == nil)
  }

  @Test(arguments: [Profile.iOS18, .iOS26])
  func `iOS 18 and iOS 26 have the APIs and quirk defaults of iOS 17`(profile: Profile) {
    #expect(Quirks(profile: profile) == Quirks(profile: .iOS17))
    #expect(profile.hasUserNotifications && profile.hasScenes && profile.hasBannerAndList)
    #expect(profile.hasProvisionalAuthorization && profile.hasEphemeralAuthorization)
    #expect(profile > .iOS17 && profile.description == "iOS \(profile.rawValue)")
  }

  @Test(arguments: [Profile.iOS18, .iOS26])
  func `iOS 18 and iOS 26 route every kind in every state as iOS 17 does, apart from iOS 26's scene warning`(profile: Profile) throws {
    let sceneRules = Set(DeviceRules.sceneLifeCycle.map(\.id))
    for state in AppState.allCases {
      for kind in NotificationKind.allCases {
        var reference = try Simulator.prepared(state, profile: .iOS17, local: localRequest())
        var simulator = try Simulator.prepared(state, profile: profile, local: localRequest())
        let (referenceMark, mark) = (reference.trace.events.count, simulator.trace.events.count)
        try reference.deliver(kind)
        try simulator.deliver(kind)
        #expect(simulator.callbacks(since: mark) == reference.callbacks(since: referenceMark), "\(state) \(kind)")
        #expect(simulator.rules(since: mark).filter { !sceneRules.contains($0) } == reference.rules(since: referenceMark), "\(state) \(kind)")
        #expect(simulator.rules(since: mark).allSatisfy { !sceneRules.contains($0) }, "\(state) \(kind)")
      }
    }
  }

  @Test func `a scenario for iOS 18.2 loads as iOS 18 with no diagnostic`() throws {
    let result = loadScenario(#"{"scenario": 1, "name": "x", "platform": "iOS 18.2"}"#)
    #expect(result.diagnostics.isEmpty)
    #expect(try #require(result.scenario).profile == .iOS18)
  }

  @Test func `a scenario for a version newer than iOS 27 runs on iOS 27 with a warning, not "did you mean"`() throws {
    let result = loadScenario(#"{"scenario": 1, "name": "x", "platform": "iOS 28"}"#)
    #expect(try #require(result.scenario).profile == .iOS27)
    #expect(
      result.diagnostics.map(\.rendered) == [
        """
        dir/s.json:1:42: warning: iOS 28 is newer than the newest profile; running on iOS 27, the newest modelled version [platform-fallback]
          at $.platform
          hint: Valid values: "iOS 9", "iOS 10", "iOS 11", "iOS 12", "iOS 13", "iOS 14", "iOS 15", "iOS 16", "iOS 17", "iOS 18", "iOS 26", "iOS 27".
        """
      ])
  }

  @Test func `a platform that is not a version is still an error`() {
    let result = loadScenario(#"{"scenario": 1, "name": "x", "platform": "iOS 8"}"#)
    #expect(result.scenario == nil)
    #expect(result.diagnostics.map(\.diagnostic.code) == [.unknownValue])
  }
}
