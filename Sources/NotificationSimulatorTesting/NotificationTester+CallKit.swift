public import Foundation
import NotificationSimulator
import NotificationPayload

/// VoIP pushes and CallKit calls through the team's own `PKPushRegistryDelegate` and
/// `CXProviderDelegate` (rules VP1–VP6):
///
///     let tester = NotificationTester(appDelegate: { AppDelegate() })
///     tester.launchInBackground()
///     tester.voipPush(json: #"{"caller":"Ana"}"#, id: "call1")
///     tester.answerCall(callUUID)
extension NotificationTester {
  /// A PushKit VoIP push with the JSON payload `json` arrives: the app's registry delegate gets
  /// it in `pushRegistry(_:didReceiveIncomingPushWith:for:completion:)`, its
  /// `PKPushPayload.dictionaryPayload` read from `json`
  /// (https://developer.apple.com/documentation/pushkit/pkpushregistrydelegate/pushregistry(_:didreceiveincomingpushwith:for:completion:)).
  /// `json` that is not a JSON object fails the step with the parser's message.
  /// The tester's form of a scenario's `voipPush` step, for an app whose own code answers.
  public func voipPush(
    json: String, id: String,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    step(
      "voipPush(json:id: \(id))", CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    ) { (simulator: inout Simulator) throws(SimulationError) in
      let parsed = JSONParser.parse(json)
      guard let object = parsed.value?.object else {
        let why = parsed.diagnostics.first.map { "\($0)" } ?? "it is not a JSON object"
        throw SimulationError(.invalidPayload, "can't deliver VoIP push '\(id)': its JSON payload can't be read: \(why). Pass a JSON object, such as {\"caller\":\"Ana\"}.")
      }
      try simulator.voipPush(VoIPPush(identifier: id, payload: object))
    }
  }

  /// The user answers the call `uuid` on CallKit's call screen: the provider's delegate gets a
  /// `CXAnswerCallAction` (https://developer.apple.com/documentation/callkit/cxanswercallaction).
  /// Fails the step when CallKit shows no such call.
  public func answerCall(
    _ uuid: UUID,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    step("answerCall(\(uuid.uuidString))", CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
      (simulator: inout Simulator) throws(SimulationError) in
      try simulator.userRespondsToCall(uuid.uuidString, answer: true)
    }
  }

  /// The user declines (or hangs up) the call `uuid` on CallKit's call screen: the provider's
  /// delegate gets a `CXEndCallAction` (https://developer.apple.com/documentation/callkit/cxendcallaction).
  public func declineCall(
    _ uuid: UUID,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    step("declineCall(\(uuid.uuidString))", CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
      (simulator: inout Simulator) throws(SimulationError) in
      try simulator.userRespondsToCall(uuid.uuidString, answer: false)
    }
  }
}

extension ExpectedCallback {
  /// `provider(_:perform:)` with a `CXAnswerCallAction` for the call `uuid`
  /// (https://developer.apple.com/documentation/callkit/cxanswercallaction).
  public static func providerPerformAnswerCall(_ uuid: UUID) -> ExpectedCallback {
    ExpectedCallback(.providerPerformAnswerCall, arguments: [.notification(uuid.uuidString)])
  }

  /// `provider(_:perform:)` with a `CXEndCallAction` for the call `uuid`
  /// (https://developer.apple.com/documentation/callkit/cxendcallaction).
  public static func providerPerformEndCall(_ uuid: UUID) -> ExpectedCallback {
    ExpectedCallback(.providerPerformEndCall, arguments: [.notification(uuid.uuidString)])
  }

  /// `provider(_:perform:)` with a `CXSetHeldCallAction` for the call `uuid`
  /// (https://developer.apple.com/documentation/callkit/cxsetheldcallaction).
  public static func providerPerformSetHeldCall(_ uuid: UUID) -> ExpectedCallback {
    ExpectedCallback(.providerPerformSetHeldCall, arguments: [.notification(uuid.uuidString)])
  }

  /// `provider(_:perform:)` with a `CXSetMutedCallAction` for the call `uuid`
  /// (https://developer.apple.com/documentation/callkit/cxsetmutedcallaction).
  public static func providerPerformSetMutedCall(_ uuid: UUID) -> ExpectedCallback {
    ExpectedCallback(.providerPerformSetMutedCall, arguments: [.notification(uuid.uuidString)])
  }

  /// `provider(_:didActivate:)`: CallKit activated the call's audio session
  /// (https://developer.apple.com/documentation/callkit/cxproviderdelegate/provider(_:didactivate:)).
  public static let providerDidActivateAudioSession = ExpectedCallback(.providerDidActivateAudioSession)

  /// `provider(_:didDeactivate:)`: CallKit deactivated the call's audio session
  /// (https://developer.apple.com/documentation/callkit/cxproviderdelegate/provider(_:diddeactivate:)).
  public static let providerDidDeactivateAudioSession = ExpectedCallback(.providerDidDeactivateAudioSession)
}
