import NotificationSimulator
import NotificationSimulatorTesting
import Testing

/// The tester's former names, reached through a protocol whose requirements are not deprecated,
/// so this file compiles without the deprecation warnings a team's code gets (the suite is built
/// with warnings as errors).
private protocol FormerTesterNames {
  func receiveVoIPPush(_ push: VoIPPush, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt)
  func receiveLocationPush(id: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt)
  func receivePushToTalkPush(_ push: PushToTalkPush, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt)
  func createChannel(
    _ id: String, storagePolicy: BroadcastChannel.StoragePolicy, fileID: StaticString, filePath: StaticString, line: UInt,
    column: UInt)
  func deleteChannel(_ id: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt)
}

extension NotificationTester: FormerTesterNames {}

/// Steps the tester names as scenario files do; the former names still run the same step.
@Suite struct RenamedStepTests {
  /// One run of the renamed steps, through the new names or the former ones.
  func trace(formerNames: Bool) -> [String] {
    var app = AppConfiguration(bundleID: "com.example.Phone")
    app.voip = VoIPConfiguration()
    app.pushToTalk = PushToTalkConfiguration(result: .activeRemoteParticipant("Dispatch"))
    let tester = NotificationTester(app: app, profile: .iOS17, state: .active)
    if formerNames {
      let former: any FormerTesterNames = tester
      former.createChannel("scores", storagePolicy: .noMessageStored, fileID: #fileID, filePath: #filePath, line: #line, column: #column)
      former.deleteChannel("scores", fileID: #fileID, filePath: #filePath, line: #line, column: #column)
      former.receiveVoIPPush(VoIPPush(identifier: "call1"), fileID: #fileID, filePath: #filePath, line: #line, column: #column)
    } else {
      tester.createBroadcastChannel("scores", storagePolicy: .noMessageStored)
      tester.deleteBroadcastChannel("scores")
      tester.voipPush(VoIPPush(identifier: "call1"))
    }
    tester.skipCallbacks()
    return tester.trace.rendered.split(separator: "\n").map(String.init)
  }

  @Test func `the former tester names run the renamed steps, event for event`() {
    let renamed = trace(formerNames: false)
    #expect(renamed.contains { $0.hasSuffix("the provider creates broadcast channel scores (noMessageStored)") }, "\(renamed)")
    #expect(renamed.contains { $0.contains("callReported") || $0.contains("call reported for call1") }, "\(renamed)")
    #expect(renamed == trace(formerNames: true))
  }
}
