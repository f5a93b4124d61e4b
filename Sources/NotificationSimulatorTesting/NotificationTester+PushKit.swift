public import NotificationSimulator

/// PushKit VoIP pushes (rules VP1–VP5):
///
///     var app = AppConfiguration()
///     app.voip = VoIPConfiguration(reportsCall: false)
///     let tester = NotificationTester(app: app)
///     tester.voipPush(VoIPPush(identifier: "call1"))
///     tester.expect(events: .system(.callNotReported("call1", reason: "the handler returned without reporting a call to CallKit")))
extension NotificationTester {
  /// A PushKit VoIP push arrives, as `pushRegistry(_:didReceiveIncomingPushWith:for:completion:)`
  /// receives it
  /// (https://developer.apple.com/documentation/pushkit/pkpushregistrydelegate/pushregistry(_:didreceiveincomingpushwith:for:completion:)).
  /// The app answers as its `VoIPConfiguration` says, or as `push.reportsCall` overrides: the
  /// tester's form of a scenario's `voipPush` step.
  public func voipPush(
    _ push: VoIPPush,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    step(
      "voipPush(\(push.identifier))", CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
      .voipPush(push))
  }

  /// A location push arrives for the app's Location Push Service Extension, whose
  /// `didReceiveLocationPushPayload(_:completion:)` runs
  /// (https://developer.apple.com/documentation/corelocation/cllocationpushserviceextension/didreceivelocationpushpayload(_:completion:)):
  /// the tester's form of a scenario's `locationPush` step.
  public func locationPush(
    id: String,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    step(
      "locationPush(\(id))", CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
      .locationPush(id))
  }
}

extension ExpectedCallback {
  /// `pushRegistry(_:didUpdate:for:)` with any PushKit token
  /// (https://developer.apple.com/documentation/pushkit/pkpushregistrydelegate/pushregistry(_:didupdate:for:)).
  public static let pushRegistryDidUpdate = ExpectedCallback(.pushRegistryDidUpdate)

  /// `pushRegistry(_:didReceiveIncomingPushWith:for:completion:)` for the VoIP push `id` while
  /// `applicationState` is `state`
  /// (https://developer.apple.com/documentation/pushkit/pkpushregistrydelegate/pushregistry(_:didreceiveincomingpushwith:for:completion:)).
  public static func pushRegistryDidReceiveIncomingPush(_ id: String, state: AppState) -> ExpectedCallback {
    ExpectedCallback(.pushRegistryDidReceiveIncomingPush, arguments: [.notification(id), .state(state)])
  }

  /// `didReceiveLocationPushPayload(_:completion:)` of the Location Push Service Extension for the
  /// push `id`
  /// (https://developer.apple.com/documentation/corelocation/cllocationpushserviceextension/didreceivelocationpushpayload(_:completion:)).
  public static func locationPushDidReceive(_ id: String) -> ExpectedCallback {
    ExpectedCallback(.locationPushDidReceive, arguments: [.notification(id)])
  }
}
