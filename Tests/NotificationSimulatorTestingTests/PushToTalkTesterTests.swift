import NotificationSimulator
import NotificationSimulatorTesting
import Testing

/// The tester's Push to Talk calls (rules PT1–PT7).
@Suite struct PushToTalkTesterTests {
  private func walkie(_ configuration: PushToTalkConfiguration) -> AppConfiguration {
    var app = AppConfiguration(bundleID: "com.example.Walkie")
    app.pushToTalk = configuration
    return app
  }

  @Test func `join, a push naming the speaker, a transmission refused in half-duplex, and leaving`() {
    let tester = NotificationTester(app: walkie(PushToTalkConfiguration(result: .activeRemoteParticipant("Dispatch"))),
      profile: .iOS17, state: .active)
    tester.joinPushToTalkChannel("crew")
    tester.expect(.channelManagerReceivedEphemeralPushToken)
    tester.startTransmitting()
    tester.expect(.channelManagerDidActivate)
    tester.pushToTalkPush(PushToTalkPush(identifier: "talk1"))
    tester.expect(.incomingPushResult("talk1", state: .active))
    tester.expect(events: .system(.pushToTalk(.error("talk1", reason:
      "the local person is transmitting in a half-duplex channel, so Dispatch can't be the active remote participant"))))
    tester.stopTransmitting()
    tester.expect(.channelManagerDidDeactivate)
    tester.pushToTalkPush(PushToTalkPush(identifier: "talk2"))
    tester.expect(.incomingPushResult("talk2", state: .active), .channelManagerDidActivate)
    tester.expect(events: .system(.pushToTalk(.remoteParticipant("talk2", channel: "crew", participant: "Dispatch"))))
    tester.leavePushToTalkChannel()
    tester.expect(.channelManagerDidDeactivate)
    tester.expect(events: .system(.pushToTalk(.left(channel: "crew", reason: "developerRequest"))))
    tester.finish()
  }

  @Test func `a join from the background is refused through failedToJoinChannel with appNotForeground`() {
    let tester = NotificationTester(app: walkie(PushToTalkConfiguration()), profile: .iOS17, state: .active)
    tester.home()
    tester.skipCallbacks()
    tester.joinPushToTalkChannel("crew")
    tester.expect(events: .system(.pushToTalk(.joinFailed(channel: "crew", error: "appNotForeground", state: .background))))
    tester.finish()
  }

  @Test func `a service update reaches incomingServiceUpdatePush`() {
    let tester = NotificationTester(app: walkie(PushToTalkConfiguration()), profile: .iOS18, state: .active)
    tester.joinPushToTalkChannel("crew")
    tester.skipCallbacks()
    tester.pushToTalkPush(PushToTalkPush(identifier: "u1", isServiceUpdate: true))
    tester.expect(.incomingServiceUpdatePush("u1", state: .active))
    tester.expect(events: .system(.pushToTalk(.serviceUpdate("u1", highPriority: true, remainingHighPriorityBudget: 9))))
    tester.finish()
  }
}
