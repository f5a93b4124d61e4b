extension DeviceRules {
  private static let pushKit = "https://developer.apple.com/documentation/pushkit/"
  private static let supporting = Citation(pushKit + "supporting-pushkit-notifications-in-your-app", .apple)
  private static let responding = Citation(pushKit + "responding-to-voip-notifications-from-pushkit", .apple)
  private static let didReceive = Citation(
    pushKit + "pkpushregistrydelegate/pushregistry(_:didreceiveincomingpushwith:for:completion:)", .apple)
  private static let voipType = Citation(pushKit + "pkpushtype/voip", .apple)
  private static let callKit = "https://developer.apple.com/documentation/callkit/"

  /// VP1: a registry of this launch with `.voIP` desired, and its token.
  public static let voipRegistry = DeviceRule(
    id: "VP1",
    summary: "VoIP pushes reach only a PKPushRegistry the app created in this launch with .voIP in desiredPushTypes; creating it hands the PushKit token to pushRegistry(_:didUpdate:for:). Without one, a push is not delivered.",
    section: "§14.1", sources: [supporting])
  /// VP2: delivery in every state; a not-running app is launched in the background.
  public static let voipLaunch = DeviceRule(
    id: "VP2",
    summary: "A VoIP push goes to pushRegistry(_:didReceiveIncomingPushWith:for:completion:) in every app state: a suspended app is woken, a not-running one is launched in the background, also after a force quit (quirk voipPushSkipsForceQuitApp). Nothing is shown.",
    section: "§14.1", sources: [responding, didReceive,
      Citation("https://github.com/react-native-webrtc/react-native-voip-push-notification/issues/8", .reported)])
  /// VP3: report a call before the handler returns, or be terminated.
  public static let voipReportCall = DeviceRule(
    id: "VP3",
    summary: "From iOS 13, an app that does not report a new incoming call to CallKit before its VoIP push handler returns is terminated, in every state (quirk voipCallNotRequiredInForeground). Before iOS 13 nothing happens.",
    section: "§14.2", sources: [voipType, didReceive,
      Citation("https://github.com/twilio/voice-quickstart-ios/issues/251", .uncertain)])
  /// VP4: repeated failures stop VoIP delivery.
  public static let voipDeliveryStops = DeviceRule(
    id: "VP4",
    summary: "After repeated unreported VoIP pushes (quirk voipUnreportedPushesBeforeDeliveryStops, 3) iOS stops delivering VoIP pushes to the app until it is reinstalled.",
    section: "§14.2", sources: [voipType,
      Citation("https://github.com/BelledonneCommunications/linphone-iphone/issues/680", .uncertain)])
  /// VP5: iOS 26.4's `mustReport`.
  public static let voipMustReport = DeviceRule(
    id: "VP5",
    summary: "An app that implements pushRegistry(_:didReceiveIncomingVoIPPushWith:metadata:withCompletionHandler:) (iOS 26.4) gets that method instead, with PKVoIPPushMetadata.mustReport; when it is false, an unreported push costs nothing.",
    section: "§14.2", sources: [Citation(pushKit + "pkvoippushmetadata/mustreport", .apple)])

  /// VP6: CallKit may refuse a reported call; the report still counts.
  public static let voipCallRefused = DeviceRule(
    id: "VP6",
    summary: "CallKit may refuse an incoming call the app reported: reportNewIncomingCall(with:update:completion:) hands its completion CXErrorCodeIncomingCallError.unentitled when the app may not report calls, .filteredByBlockList when the user blocked the caller, and .filteredByDoNotDisturb when Do Not Disturb or another Focus is on and the caller is not among its allowed people. No call screen shows; the call was reported, so the app is not terminated (VP3) and the push does not count toward VP4.",
    section: "§14.2", sources: [
      Citation(callKit + "cxprovider/reportnewincomingcall(with:update:completion:)", .apple),
      Citation(callKit + "cxerrorcodeincomingcallerror-swift.struct/filteredbydonotdisturb", .apple),
      Citation(callKit + "cxerrorcodeincomingcallerror-swift.struct/filteredbyblocklist", .apple),
      Citation(callKit + "cxerrorcodeincomingcallerror-swift.struct/unentitled", .apple),
      voipType])

  /// The PushKit rules, in id order.
  static let pushKitRules: [DeviceRule] = [
    voipRegistry, voipLaunch, voipReportCall, voipDeliveryStops, voipMustReport, voipCallRefused,
  ]
}
