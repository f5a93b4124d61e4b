/// A method iOS calls on the app, named with Apple's selector.
///
/// Covers `UIApplicationDelegate`, `UISceneDelegate`/`UIWindowSceneDelegate`,
/// `UNUserNotificationCenterDelegate` and `UNNotificationServiceExtension` methods the
/// simulator fires. ``selector`` gives the full Swift selector for printing.
public enum Callback: String, Hashable, Sendable, CaseIterable, Codable, CustomStringConvertible {
  /// `application(_:willFinishLaunchingWithOptions:)`.
  case willFinishLaunching
  /// `application(_:didFinishLaunchingWithOptions:)`.
  case didFinishLaunching
  /// `applicationWillEnterForeground(_:)`.
  case willEnterForeground
  /// `applicationDidBecomeActive(_:)`.
  case didBecomeActive
  /// `applicationWillResignActive(_:)`.
  case willResignActive
  /// `applicationDidEnterBackground(_:)`.
  case didEnterBackground
  /// `applicationWillTerminate(_:)`.
  case willTerminate
  /// `scene(_:willConnectTo:options:)` (iOS 13 scenes).
  case sceneWillConnect
  /// `sceneWillEnterForeground(_:)`.
  case sceneWillEnterForeground
  /// `sceneDidBecomeActive(_:)`.
  case sceneDidBecomeActive
  /// `sceneWillResignActive(_:)`.
  case sceneWillResignActive
  /// `sceneDidEnterBackground(_:)`.
  case sceneDidEnterBackground
  /// `userNotificationCenter(_:willPresent:withCompletionHandler:)`.
  case willPresent
  /// `userNotificationCenter(_:didReceive:withCompletionHandler:)`.
  case didReceive
  /// `application(_:didReceiveRemoteNotification:fetchCompletionHandler:)` (iOS 7).
  case didReceiveRemoteNotificationWithFetch
  /// `application(_:didReceiveRemoteNotification:)` (deprecated in iOS 10).
  case didReceiveRemoteNotification
  /// `application(_:didReceive:)` with a `UILocalNotification` (deprecated in iOS 10).
  case didReceiveLocalNotification
  /// `application(_:handleActionWithIdentifier:forRemoteNotification:completionHandler:)` (iOS 8).
  case handleActionForRemoteNotification
  /// `application(_:handleActionWithIdentifier:forRemoteNotification:withResponseInfo:completionHandler:)` (iOS 9).
  case handleActionForRemoteNotificationWithResponseInfo
  /// `application(_:handleActionWithIdentifier:for:completionHandler:)` for a `UILocalNotification` (iOS 8).
  case handleActionForLocalNotification
  /// `application(_:handleActionWithIdentifier:for:withResponseInfo:completionHandler:)` (iOS 9).
  case handleActionForLocalNotificationWithResponseInfo
  /// `application(_:didRegisterForRemoteNotificationsWithDeviceToken:)`.
  case didRegisterForRemoteNotifications
  /// `application(_:didFailToRegisterForRemoteNotificationsWithError:)`.
  case didFailToRegisterForRemoteNotifications
  /// `UNNotificationServiceExtension.didReceive(_:withContentHandler:)`, in the extension process.
  case serviceExtensionDidReceive
  /// `application(_:performFetchWithCompletionHandler:)` (iOS 7, deprecated in iOS 13): the
  /// background-fetch handler, which Xcode 12's Simulator called by mistake for a simulated
  /// `content-available` push (rule XR3).
  case performFetch
  /// `pushRegistry(_:didUpdate:for:)`: PushKit hands the app its VoIP push token
  /// (https://developer.apple.com/documentation/pushkit/pkpushregistrydelegate/pushregistry(_:didupdate:for:)).
  case pushRegistryDidUpdate
  /// `pushRegistry(_:didReceiveIncomingPushWith:for:completion:)`: a PushKit VoIP push
  /// (https://developer.apple.com/documentation/pushkit/pkpushregistrydelegate/pushregistry(_:didreceiveincomingpushwith:for:completion:)).
  case pushRegistryDidReceiveIncomingPush
  /// `pushRegistry(_:didReceiveIncomingVoIPPushWith:metadata:withCompletionHandler:)` (iOS 26.4):
  /// a VoIP push with `PKVoIPPushMetadata`
  /// (https://developer.apple.com/documentation/pushkit/pkvoippushmetadata).
  case pushRegistryDidReceiveIncomingVoIPPush
  /// `CLLocationPushServiceExtension.didReceiveLocationPushPayload(_:completion:)`, in the Location
  /// Push Service Extension
  /// (https://developer.apple.com/documentation/corelocation/cllocationpushserviceextension/didreceivelocationpushpayload(_:completion:)).
  case locationPushDidReceive
  /// `CLLocationPushServiceExtension.serviceExtensionWillTerminate()`: the extension ran out of time
  /// (https://developer.apple.com/documentation/corelocation/cllocationpushserviceextension/serviceextensionwillterminate()).
  case locationPushServiceExtensionWillTerminate
  /// `channelManager(_:receivedEphemeralPushToken:)`: the Push to Talk framework hands the app
  /// the ephemeral push token of the channel it joined
  /// (https://developer.apple.com/documentation/pushtotalk/ptchannelmanagerdelegate/channelmanager(_:receivedephemeralpushtoken:)).
  case channelManagerReceivedEphemeralPushToken
  /// `incomingPushResult(channelManager:channelUUID:pushPayload:)`: a Push to Talk push, answered
  /// at once with a `PTPushResult`
  /// (https://developer.apple.com/documentation/pushtotalk/ptchannelmanagerdelegate/incomingpushresult(channelmanager:channeluuid:pushpayload:)).
  case incomingPushResult
  /// `incomingServiceUpdatePush(channelManager:channelUUID:pushPayload:isHighPriority:remainingHighPriorityBudget:completion:)`
  /// (iOS 17.2): a Push to Talk service-update push
  /// (https://developer.apple.com/documentation/pushtotalk/ptchannelmanagerdelegate/incomingserviceupdatepush(channelmanager:channeluuid:pushpayload:ishighpriority:remaininghighprioritybudget:completion:)).
  case incomingServiceUpdatePush
  /// `channelManager(_:didActivate:)`: the system activated the Push to Talk audio session
  /// (https://developer.apple.com/documentation/pushtotalk/ptchannelmanagerdelegate/channelmanager(_:didactivate:)).
  case channelManagerDidActivate
  /// `channelManager(_:didDeactivate:)`: the system deactivated the Push to Talk audio session
  /// (https://developer.apple.com/documentation/pushtotalk/ptchannelmanagerdelegate/channelmanager(_:diddeactivate:)).
  case channelManagerDidDeactivate

  // MARK: PushKit and CallKit
  /// `provider(_:perform:)` with a `CXAnswerCallAction`: the user answered a call the app reported
  /// (https://developer.apple.com/documentation/callkit/cxproviderdelegate/provider(_:perform:)-h4in).
  case providerPerformAnswerCall
  /// `provider(_:perform:)` with a `CXEndCallAction`: the call is ending
  /// (https://developer.apple.com/documentation/callkit/cxendcallaction).
  case providerPerformEndCall
  /// `provider(_:perform:)` with a `CXSetHeldCallAction`
  /// (https://developer.apple.com/documentation/callkit/cxsetheldcallaction).
  case providerPerformSetHeldCall
  /// `provider(_:perform:)` with a `CXSetMutedCallAction`
  /// (https://developer.apple.com/documentation/callkit/cxsetmutedcallaction).
  case providerPerformSetMutedCall
  /// `provider(_:didActivate:)`: CallKit activated the call's audio session
  /// (https://developer.apple.com/documentation/callkit/cxproviderdelegate/provider(_:didactivate:)).
  case providerDidActivateAudioSession
  /// `provider(_:didDeactivate:)`: CallKit deactivated the call's audio session
  /// (https://developer.apple.com/documentation/callkit/cxproviderdelegate/provider(_:diddeactivate:)).
  case providerDidDeactivateAudioSession

  /// The full Swift selector, as in Apple's documentation.
  public var selector: String {
    switch self {
    case .willFinishLaunching: "application(_:willFinishLaunchingWithOptions:)"
    case .didFinishLaunching: "application(_:didFinishLaunchingWithOptions:)"
    case .willEnterForeground: "applicationWillEnterForeground(_:)"
    case .didBecomeActive: "applicationDidBecomeActive(_:)"
    case .willResignActive: "applicationWillResignActive(_:)"
    case .didEnterBackground: "applicationDidEnterBackground(_:)"
    case .willTerminate: "applicationWillTerminate(_:)"
    case .sceneWillConnect: "scene(_:willConnectTo:options:)"
    case .sceneWillEnterForeground: "sceneWillEnterForeground(_:)"
    case .sceneDidBecomeActive: "sceneDidBecomeActive(_:)"
    case .sceneWillResignActive: "sceneWillResignActive(_:)"
    case .sceneDidEnterBackground: "sceneDidEnterBackground(_:)"
    case .willPresent: "userNotificationCenter(_:willPresent:withCompletionHandler:)"
    case .didReceive: "userNotificationCenter(_:didReceive:withCompletionHandler:)"
    case .didReceiveRemoteNotificationWithFetch: "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)"
    case .didReceiveRemoteNotification: "application(_:didReceiveRemoteNotification:)"
    case .didReceiveLocalNotification: "application(_:didReceive:)"
    case .handleActionForRemoteNotification:
      "application(_:handleActionWithIdentifier:forRemoteNotification:completionHandler:)"
    case .handleActionForRemoteNotificationWithResponseInfo:
      "application(_:handleActionWithIdentifier:forRemoteNotification:withResponseInfo:completionHandler:)"
    case .handleActionForLocalNotification: "application(_:handleActionWithIdentifier:for:completionHandler:)"
    case .handleActionForLocalNotificationWithResponseInfo:
      "application(_:handleActionWithIdentifier:for:withResponseInfo:completionHandler:)"
    case .didRegisterForRemoteNotifications: "application(_:didRegisterForRemoteNotificationsWithDeviceToken:)"
    case .didFailToRegisterForRemoteNotifications: "application(_:didFailToRegisterForRemoteNotificationsWithError:)"
    case .serviceExtensionDidReceive: "didReceive(_:withContentHandler:)"
    case .performFetch: "application(_:performFetchWithCompletionHandler:)"
    case .pushRegistryDidUpdate: "pushRegistry(_:didUpdate:for:)"
    case .pushRegistryDidReceiveIncomingPush: "pushRegistry(_:didReceiveIncomingPushWith:for:completion:)"
    case .pushRegistryDidReceiveIncomingVoIPPush:
      "pushRegistry(_:didReceiveIncomingVoIPPushWith:metadata:withCompletionHandler:)"
    case .locationPushDidReceive: "didReceiveLocationPushPayload(_:completion:)"
    case .locationPushServiceExtensionWillTerminate: "serviceExtensionWillTerminate()"
    case .channelManagerReceivedEphemeralPushToken: "channelManager(_:receivedEphemeralPushToken:)"
    case .incomingPushResult: "incomingPushResult(channelManager:channelUUID:pushPayload:)"
    case .incomingServiceUpdatePush:
      "incomingServiceUpdatePush(channelManager:channelUUID:pushPayload:isHighPriority:remainingHighPriorityBudget:completion:)"
    case .channelManagerDidActivate: "channelManager(_:didActivate:)"
    case .channelManagerDidDeactivate: "channelManager(_:didDeactivate:)"
    // MARK: PushKit and CallKit
    case .providerPerformAnswerCall: "provider(_:perform:) CXAnswerCallAction"
    case .providerPerformEndCall: "provider(_:perform:) CXEndCallAction"
    case .providerPerformSetHeldCall: "provider(_:perform:) CXSetHeldCallAction"
    case .providerPerformSetMutedCall: "provider(_:perform:) CXSetMutedCallAction"
    case .providerDidActivateAudioSession: "provider(_:didActivate:)"
    case .providerDidDeactivateAudioSession: "provider(_:didDeactivate:)"
    }
  }

  /// The selector.
  public var description: String { selector }

  /// The case's position in ``allCases`` (declaration order), read from the one-byte tag Swift
  /// stores for an enum without payloads; a test checks it against `allCases` for every case.
  var ordinal: Int {
    Int(withUnsafeBytes(of: self) { $0[0] })
  }

  /// Hashes the case's position, not its raw value: `Set<Callback>.contains`, asked on every
  /// handler call, spent most of its time hashing the selector's name.
  ///
  /// Models nothing of Apple's: `Hashable`, as for any enum.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ordinal)
  }

  /// Whether the method handles a notification (as opposed to the life cycle or registration),
  /// so the app may or may not implement it.
  public var isNotificationHandler: Bool {
    switch self {
    case .willPresent, .didReceive, .didReceiveRemoteNotificationWithFetch, .didReceiveRemoteNotification,
      .didReceiveLocalNotification, .handleActionForRemoteNotification,
      .handleActionForRemoteNotificationWithResponseInfo, .handleActionForLocalNotification,
      .handleActionForLocalNotificationWithResponseInfo, .performFetch:
      true
    default: false
    }
  }

  /// Whether the method takes a completion handler the app must call.
  public var hasCompletionHandler: Bool {
    switch self {
    case .willPresent, .didReceive, .didReceiveRemoteNotificationWithFetch, .handleActionForRemoteNotification,
      .handleActionForRemoteNotificationWithResponseInfo, .handleActionForLocalNotification,
      .handleActionForLocalNotificationWithResponseInfo, .serviceExtensionDidReceive, .performFetch:
      true
    default: false
    }
  }

  /// The handler family for a local notification: maps the remote `handleAction` variants to
  /// their `UILocalNotification` counterparts.
  func forLocalNotification() -> Callback {
    switch self {
    case .handleActionForRemoteNotification: .handleActionForLocalNotification
    case .handleActionForRemoteNotificationWithResponseInfo: .handleActionForLocalNotificationWithResponseInfo
    default: self
    }
  }

  /// The callbacks an app implements unless told otherwise: the assumptions of behaviour reference
  /// §2.0 (a UN delegate with `willPresent` and `didReceive`, and the fetch variant of the
  /// remote handler).
  public static let defaultImplemented: [Callback] = [.willPresent, .didReceive, .didReceiveRemoteNotificationWithFetch]
}
