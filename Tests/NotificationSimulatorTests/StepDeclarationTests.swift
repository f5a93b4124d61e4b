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
    let former = StepDeclaration.all.compactMap(\.formerName)
    #expect(former == ["createChannel", "deleteChannel", "joinChannel", "leaveChannel"])
    #expect(Set(former).isDisjoint(with: names), "a former name that is also a step's name")
    #expect(StepDeclaration.named.count == names.count + former.count)
  }

  /// A renamed step's former name still loads, as the renamed step, with a positioned warning
  /// that gives the new name; `notifsim run` then runs it as it runs the new name.
  @Test func `a step under its former name loads as the renamed step, with a warning naming both`() throws {
    let text = #"{"scenario": 1, "name": "x", "app": {"pushToTalk": {}}, "steps": [{"createChannel": {"channel": "m", "storagePolicy": "noMessageStored"}}, {"deleteChannel": "m"}, {"joinChannel": "crew"}, {"leaveChannel": {}}]}"#
    let loaded = ScenarioLoader.load(bytes: Array(text.utf8), file: "s.json") { FileSystem.readFile($0, limit: ScenarioLoader.fileSizeLimit) }
    #expect(loaded.diagnostics.map { "\($0.diagnostic.location) \($0.diagnostic.path) \($0.diagnostic.code) \($0.diagnostic.message) | \($0.diagnostic.hint ?? "")" } == [
      #"1:68 $.steps[0].createChannel renamed-step step "createChannel" is now "createBroadcastChannel" | Rename it; the old name is read until the next release."#,
      #"1:141 $.steps[1].deleteChannel renamed-step step "deleteChannel" is now "deleteBroadcastChannel" | Rename it; the old name is read until the next release."#,
      #"1:165 $.steps[2].joinChannel renamed-step step "joinChannel" is now "joinPushToTalkChannel" | Rename it; the old name is read until the next release."#,
      #"1:190 $.steps[3].leaveChannel renamed-step step "leaveChannel" is now "leavePushToTalkChannel" | Rename it; the old name is read until the next release."#,
    ])
    let steps = try #require(loaded.scenario).steps.map { $0.action.declarationName }
    #expect(steps == ["createBroadcastChannel", "deleteBroadcastChannel", "joinPushToTalkChannel", "leavePushToTalkChannel"])
    #expect(loaded.diagnostics.allSatisfy { $0.diagnostic.severity == .warning })
  }

  /// The schema keeps each former name as a step of its own, marked deprecated, so a file not yet
  /// renamed still validates.
  @Test func `the schema marks each former step name deprecated`() throws {
    let steps = ScenarioSchema.steps().suffix(4)
    let names = try steps.map { step in try #require(step.object?["required"]?.array?.first?.string) }
    #expect(names == ["createChannel", "deleteChannel", "joinChannel", "leaveChannel"])
    #expect(steps.allSatisfy { $0.object?["deprecated"]?.bool == true })
  }

  @Test func `the schema has one step definition per declaration, each requiring its name and allowing its modifiers`() throws {
    let steps = ScenarioSchema.steps()
    #expect(steps.count == StepDeclaration.all.count + StepDeclaration.all.compactMap(\.formerName).count)
    for (schema, declaration) in zip(steps, StepDeclaration.all) {
      let object = try #require(schema.object)
      #expect(object["required"]?.array?.compactMap(\.string) == [declaration.name])
      let properties = try #require(object["properties"]?.object)
      #expect(properties.keys == [declaration.name] + declaration.modifiers, "\(declaration.name)")
    }
  }

  /// The steps that are the app calling iOS, which a spec replayed against the team's code
  /// leaves to the code, are marked in their declarations.
  @Test func `the app's own calls are marked in their declarations`() {
    #expect(StepDeclaration.all.filter(\.byApp).map(\.name) == [
      "schedule", "requestAuthorization", "register", "assignDelegate", "setCategories", "getDeliveredNotifications",
      "getPendingNotificationRequests", "removeDeliveredNotifications", "removeAllDeliveredNotifications",
      "removePendingNotificationRequests", "removeAllPendingNotificationRequests", "setBadgeCount",
      "applicationIconBadgeNumber", "nextTriggerDate",
    ])
    #expect(ScenarioStep.Action.register.isAppCall)
    #expect(!ScenarioStep.Action.setLiveActivitiesEnabled(false).isAppCall)
    #expect(!ScenarioStep.Action.openApp.isAppCall)
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
