import Foundation
import NotificationPayload
import Testing

@testable import NotificationSimulator

/// A step is declared once (`StepDeclaration.all`): the name list, the loader's dispatch, the
/// schema and the "did you mean" list are read from that table, and every `Action` case names
/// its declaration in `Action.declared(_:)`, a switch with no `default:`.
@Suite struct StepDeclarationTests {
  static let root = "/" + String(#filePath).split(separator: "/").dropLast(3).joined(separator: "/")
  static let files = ScenarioLoader.files(at: root + "/Scenarios")

  @Test func `every step is declared once, and the name list is the table's`() {
    let names = StepDeclaration.all.map(\.name)
    #expect(Set(names).count == names.count)
    #expect(ScenarioLoader.Reader.stepNames == names)
    #expect(StepDeclaration.named.count == names.count)
  }

  @Test func `the schema has one step definition per declaration, each requiring its name and allowing its modifiers`() throws {
    let steps = ScenarioSchema.steps()
    #expect(steps.count == StepDeclaration.all.count)
    for (schema, declaration) in zip(steps, StepDeclaration.all) {
      let object = try #require(schema.object)
      #expect(object["required"]?.array?.compactMap(\.string) == [declaration.name])
      let properties = try #require(object["properties"]?.object)
      #expect(properties.keys == [declaration.name] + declaration.modifiers, "\(declaration.name)")
    }
  }

  @Test func `every rule a declaration names is in a rule table`() {
    let ids = Set(RoutingTable.standard.rules.map(\.id) + DeviceRules.all.map(\.id))
    for declaration in StepDeclaration.all {
      for rule in declaration.rules {
        #expect(ids.contains(rule), "\(declaration.name) names rule \(rule), which no table has")
      }
    }
  }

  /// The steps no bundled scenario uses, in one scenario, so each declaration is read once.
  static let otherSteps = #"""
    {"scenario": 1, "name": "steps no bundled scenario uses", "steps": [
      {"push": {"aps": {"alert": "hi"}}, "id": "n1"}, {"clear": "n1"}, {"relaunch": {}}, {"showNotificationCenter": {}},
      {"hideNotificationCenter": {}}, {"setCategories": []}, {"timeSensitiveSetting": true}
    ]}
    """#

  /// Each step of each bundled scenario (and of ``otherSteps``), read and named again: the name
  /// its action's declaration gives must be the key it was written with, and together they use
  /// every declared step. An `Action` case whose name is missing from the table, or misspelt,
  /// fails here.
  @Test func `every bundled step comes back under the name it was written with, and every declaration is used`() throws {
    #expect(Self.files.count >= 60)
    var used: Set<String> = []
    var sources: [(file: String, bytes: [UInt8])] = [("other steps", Array(Self.otherSteps.utf8))]
    for file in Self.files { sources.append((file, Array(try #require(FileManager.default.contents(atPath: file))))) }
    for (file, bytes) in sources {
      let loaded = ScenarioLoader.load(bytes: bytes, file: file) { FileSystem.readFile($0, limit: ScenarioLoader.fileSizeLimit) }
      let scenario = try #require(loaded.scenario, "\(file): \(loaded.diagnostics)")
      let top = try #require(JSONParser.parse(bytes).value?.object)
      let written = top["steps"]?.array ?? []
      for step in scenario.steps {
        let name = step.action.declarationName
        #expect(StepDeclaration.named[name] != nil, "\(file) \(step.path): \(name) is not a declared step")
        used.insert(name)
        if step.path == ["expect"] {
          #expect(name == "expect")
          continue
        }
        guard case .index(let index)? = step.path.components.last, index < written.count else {
          Issue.record("\(file): a step at \(step.path)")
          continue
        }
        let keys = written[index].object?.keys ?? []
        #expect(keys.contains(name), "\(file) \(step.path): read as \(name), written as \(keys)")
      }
    }
    let unused = StepDeclaration.all.map(\.name).filter { !used.contains($0) }
    #expect(unused.isEmpty, "declared steps no scenario here uses (add one to otherSteps): \(unused)")
  }

  @Test func `apply runs the step as the runner does`() throws {
    var simulator = Simulator(app: AppConfiguration())
    try ScenarioStep.Action.openApp.apply(to: &simulator)
    #expect(simulator.process.state == .active)
    try ScenarioStep.Action.lifecycle(.home).apply(to: &simulator)
    #expect(simulator.process.state == .background)
    #expect(ScenarioStep.Action.lock(false).declarationName == "unlock")
    #expect(ScenarioStep.Action.provisionalChoice(.keepQuietly).declarationName == "keepNotifications")
    #expect(ScenarioStep.Action.apnsLink(.goOffline).declarationName == "goOffline")
  }
}
