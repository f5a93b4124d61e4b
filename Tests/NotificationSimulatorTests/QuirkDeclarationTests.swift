import Testing

@testable import NotificationSimulator

/// A quirk is declared once (`Quirks.declarations`): the docs' list, `isEnabled`, `set`, the
/// loader's `quirks` object and the schema's are read from it.
@Suite struct QuirkDeclarationTests {
  /// The stored properties of `quirks`, by name.
  static func properties(_ quirks: Quirks) -> [(name: String, value: String)] {
    Mirror(reflecting: quirks).children.map { ($0.label ?? "?", String(describing: $0.value)) }
  }

  @Test func `every property of Quirks has one declaration, and every declaration one property`() {
    let names = Quirks.declarations.map(\.name)
    #expect(Set(names).count == names.count)
    #expect(Set(names) == Set(Self.properties(Quirks()).map(\.name)))
    #expect(Quirks.all.map(\.name) == names)
  }

  @Test func `every quirk name has one switch, in the enum's order`() {
    #expect(Quirks.declarations.compactMap(\.flag?.name) == QuirkName.allCases)
  }

  @Test func `each switch's key path is the property of its name`() {
    let before = Self.properties(Quirks())
    for declaration in Quirks.declarations {
      guard let (name, keyPath) = declaration.flag else { continue }
      var quirks = Quirks()
      quirks[keyPath: keyPath].toggle()
      let changed = zip(before, Self.properties(quirks)).filter { $0.value != $1.value }.map(\.0.name)
      #expect(changed == [name.rawValue])
      #expect(quirks.isEnabled(name) == !Quirks().isEnabled(name))
      var set = Quirks()
      set.set(name, !Quirks().isEnabled(name))
      #expect(set == quirks)
    }
  }

  @Test func `the schema's quirks are the declarations, in their order`() throws {
    let quirks = try #require(ScenarioSchema.schema().object?["properties"]?.object?["quirks"]?.object)
    #expect(quirks["properties"]?.object?.keys == Quirks.declarations.map(\.name))
  }

  @Test func `a scenario file sets every quirk through its declaration`() throws {
    let result = loadScenario(#"""
      {"scenario": 1, "name": "x", "quirks": {"fetchBeforeWillPresent": true, "didReceiveBeforeDidBecomeActive": false,
        "willPresentTimeout": "3s", "serviceExtensionCrashShows": "nothing", "backgroundWakesPerDay": 4,
        "uncalledFetchHandlerPenalty": "0s", "pushToTalkHighPriorityBudget": 2}, "steps": []}
      """#)
    let quirks = try #require(result.scenario?.quirks)
    var expected = Quirks()
    expected.fetchBeforeWillPresent = true
    expected.didReceiveBeforeDidBecomeActive = false
    expected.willPresentTimeout = .seconds(3)
    expected.serviceExtensionCrashShows = .nothing
    expected.backgroundWakesPerDay = 4
    expected.uncalledFetchHandlerPenalty = .zero
    expected.pushToTalkHighPriorityBudget = 2
    #expect(quirks == expected)
    #expect(result.diagnostics.isEmpty)
  }
}
