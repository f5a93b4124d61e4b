import Foundation
import NotificationPayload
import NotificationSimulator
import NotificationSimulatorTesting
import SimulatedUserNotifications
import Testing

/// The Push to Talk app's own file (TalkApp/TalkAppDelegate.swift), unchanged but for its
/// imports: PushToTalk through the team's code, rules PT1–PT5 and PT8. Each test calls
/// `settle()` once, after its steps.
@MainActor @Suite(.oneAppAtATime) struct PushToTalkDelegateTests {
  nonisolated static let crew = UUID(uuidString: "3F2A1B0C-9D8E-4F7A-8B6C-5D4E3F2A1B0C")!

  static func tester() -> AppTester {
    var app = AppConfiguration()
    app.pushToTalk = PushToTalkConfiguration()
    let tester = NotificationTester(app: app, appDelegate: { TalkAppDelegate() })
    tester.exhaustivity = .off
    return tester
  }

  static func talk(_ tester: AppTester) -> WalkieTalkie? { tester.appDelegate(as: TalkAppDelegate.self)?.talk }

  static func push(_ id: String, _ json: String) -> PushToTalkPush {
    PushToTalkPush(identifier: id, payload: JSONParser.parse(json).value?.object)
  }

  /// The trace's lines from the first that contains `marker`.
  static func lines(_ tester: AppTester, from marker: String) -> [String] {
    let all = tester.trace.rendered.split(separator: "\n").map(String.init)
    guard let start = all.firstIndex(where: { $0.contains(marker) }) else { return all }
    return Array(all[start...])
  }

  @Test func `joining in the foreground hands the delegate the ephemeral token`() async {
    let tester = Self.tester()
    tester.openApp()
    Self.talk(tester)?.join(Self.crew)
    await tester.settle()
    let token = tester.simulator.device.pushToTalk.token
    #expect(token != nil)
    #expect(Self.talk(tester)?.pushToken == token?.hexString)
    #expect(Self.talk(tester)?.log == ["channel manager ready", "joined \(Self.crew.uuidString) (developerRequest)", "token sent to server"])
    #expect(Self.lines(tester, from: "joins Push to Talk") == [
      "+0.000s  user       the app joins Push to Talk channel \(Self.crew.uuidString)",
      "+0.000s  system     Push to Talk channel \(Self.crew.uuidString) joined (developerRequest)  [PT1]",
      "+0.000s  callback   channelManager(_:receivedEphemeralPushToken:) deviceToken=\(token?.hexString ?? "")  [PT1]",
    ])
  }

  @Test func `a push answered with an active participant shows the speaker and activates the audio`() async {
    let tester = Self.tester()
    tester.openApp()
    Self.talk(tester)?.join(Self.crew)
    tester.home()
    tester.pushToTalkPush(Self.push("p1", #"{"aps":{},"speaker":"Ana"}"#))
    await tester.settle()
    #expect(Self.talk(tester)?.log.suffix(2) == ["Ana speaks", "audio on"])
    #expect(tester.simulator.device.pushToTalk.remoteParticipant == "Ana")
    #expect(Self.lines(tester, from: "incomingPushResult") == [
      "+0.000s  callback   incomingPushResult(channelManager:channelUUID:pushPayload:) notification=p1 state=background  [PT2]",
      "+0.000s  system     Push to Talk push p1: Ana shown speaking in channel \(Self.crew.uuidString)  [PT3]",
      "+0.000s  callback   channelManager(_:didActivate:)  [PT3]",
    ])
  }

  @Test func `a push answered with leaveChannel leaves the channel and ends the token`() async {
    let tester = Self.tester()
    tester.openApp()
    Self.talk(tester)?.join(Self.crew)
    tester.pushToTalkPush(Self.push("p2", #"{"aps":{},"action":"leave"}"#))
    await tester.settle()
    #expect(Self.talk(tester)?.log.suffix(2) == ["server ended the channel", "left \(Self.crew.uuidString) (developerRequest)"])
    #expect(Self.talk(tester)?.pushToken == nil)
    #expect(tester.simulator.device.pushToTalk.channel == nil)
    #expect(Self.lines(tester, from: "incomingPushResult") == [
      "+0.000s  callback   incomingPushResult(channelManager:channelUUID:pushPayload:) notification=p2 state=active  [PT2]",
      "+0.000s  system     Push to Talk channel \(Self.crew.uuidString) left (developerRequest); its ephemeral push token no longer works  [PT3]",
    ])
  }

  @Test func `joining from the background fails with appNotForeground`() async {
    let tester = Self.tester()
    tester.openApp()
    tester.home()
    Self.talk(tester)?.join(Self.crew)
    await tester.settle()
    #expect(Self.talk(tester)?.log == ["channel manager ready", "join failed: appNotForeground"])
    #expect(tester.simulator.device.pushToTalk.channel == nil)
    #expect(Self.lines(tester, from: "asks to join") == [
      "+0.000s  user       the app asks to join Push to Talk channel \(Self.crew.uuidString)",
      "+0.000s  system     Push to Talk channel \(Self.crew.uuidString) not joined: channelManager(_:failedToJoinChannel:error:) with PTChannelError.appNotForeground (the app is background)  [PT8]",
    ])
  }

  @Test func `a transmission outside a joined channel fails with channelNotFound`() async {
    let tester = Self.tester()
    tester.openApp()
    Self.talk(tester)?.talk(in: Self.crew)
    await tester.settle()
    #expect(Self.talk(tester)?.log == ["channel manager ready", "talk failed: channelNotFound"])
    #expect(tester.simulator.device.pushToTalk.transmitting == false)
    #expect(tester.trace.rendered.contains(
      "diagnostic app-call-refused: PTChannelManager.requestBeginTransmitting(channelUUID:): can't begin transmitting in Push to Talk channel \(Self.crew.uuidString): the app has joined no channel, so the framework answers PTChannelError.channelNotFound. Join one first (requestJoinChannel(channelUUID:descriptor:))."))
  }
}
