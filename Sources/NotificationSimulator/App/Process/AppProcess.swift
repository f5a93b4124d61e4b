/// The app's code in one running process, as the simulator calls it: the lower seam under the
/// Apple-shaped `SimulatedUserNotifications` module.
///
/// Models the app process iOS starts at launch and tears down at termination: the simulator
/// asks its ``AppProcessFactory`` for a new value at every launch and drops it when the process
/// ends (terminated, force-quit, the device restarts), so state the team's objects keep in memory
/// dies with the process, as on iOS. What must survive lives on the device (Notification Center,
/// pending requests, the badge, settings).
///
/// Each call iOS makes into the app arrives as one ``AppCall``. The code answers with an
/// ``AppCallResult``: whether it implements the method, and what it asked of the system while
/// the method ran (completion handlers called, requests added, notifications removed), in order.
/// Requests made later, from work the app scheduled, reach the simulator through
/// ``Simulator/perform(_:from:)`` at the virtual time they are made.
public protocol AppProcess: AnyObject, Sendable {
  /// Runs the app's method for `call` and returns what it did while it ran.
  ///
  /// - Parameters:
  ///   - call: The method and what iOS hands it.
  ///   - device: The device as it is when the method is called: what the app reads while the
  ///     method runs (its delivered notifications, pending requests, settings) comes from here.
  func handle(_ call: AppCall, on device: Simulator) -> AppCallResult
}

/// Creates the app's process at each launch: the team's objects (app delegate, scene delegate,
/// notification center delegate) created anew, as `UIApplicationMain` does.
public typealias AppProcessFactory = @Sendable () -> any AppProcess

/// One completion handler the simulator gave the app, by its number in the run.
///
/// Models the identity of the block iOS passes to a delegate method (the `completionHandler` of
/// `userNotificationCenter(_:willPresent:withCompletionHandler:)`, the fetch handler, and so on).
public struct CompletionHandlerID: Hashable, Sendable, CustomStringConvertible {
  /// The handler's number; numbers grow through a run.
  public let rawValue: Int

  /// Wraps a number.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// `#3`.
  public var description: String { "#\(rawValue)" }
}

/// The value the app passes to a completion handler.
///
/// Models the argument of the completion block: `UNNotificationPresentationOptions` for
/// `willPresent`, `UIBackgroundFetchResult` for the fetch handler, nothing for the others.
public enum CompletionValue: Hashable, Sendable {
  /// A handler without an argument (`didReceive`, `handleAction...`).
  case none
  /// The options passed to `willPresent`'s handler.
  case presentation(PresentationOptions)
  /// The result passed to the fetch handler.
  case fetch(BackgroundFetchResult)
}

/// One method iOS calls on the app, with what iOS hands it.
///
/// Models the arguments of the `UIApplicationDelegate`, `UISceneDelegate` and
/// `UNUserNotificationCenterDelegate` methods in ``Callback``.
public struct AppCall: Sendable {
  /// The method.
  public var callback: Callback
  /// The app's state while the method runs (`UIApplication.applicationState`).
  public var state: AppState
  /// The virtual time of the call.
  public var now: SimulatedInstant
  /// The completion handler passed to the method, when it takes one.
  public var handler: CompletionHandlerID?
  /// The notification the method is about, as iOS hands it over (its content is the content a
  /// service extension delivered, when one ran).
  public var notification: DeliveredNotification?
  /// The user's response (`didReceive`, `handleAction...`, a scene's connection options).
  public var response: NotificationResponse?
  /// `launchOptions` of `willFinishLaunching` and `didFinishLaunching`; `nil` when iOS passes nil.
  public var launchOptions: LaunchOptions?
  /// The device token of `didRegisterForRemoteNotificationsWithDeviceToken`.
  public var deviceToken: DeviceToken?
  /// The error of `didFailToRegisterForRemoteNotificationsWithError`.
  public var registrationError: RegistrationError?

  // MARK: PushKit and CallKit
  /// The VoIP push of `pushRegistry(_:didReceiveIncomingPushWith:for:completion:)`.
  public var voipPush: VoIPPush?
  /// The CallKit action of `provider(_:perform:)`.
  public var callAction: CallAction?

  // MARK: PushToTalk
  /// The Push to Talk push of `incomingPushResult(channelManager:channelUUID:pushPayload:)`.
  public var pushToTalkPush: PushToTalkPush?
  /// The joined Push to Talk channel the push is for (the channel's UUID string).
  public var pushToTalkChannel: String?

  /// Creates a call.
  public init(
    callback: Callback, state: AppState, now: SimulatedInstant, handler: CompletionHandlerID? = nil,
    notification: DeliveredNotification? = nil, response: NotificationResponse? = nil,
    launchOptions: LaunchOptions? = nil, deviceToken: DeviceToken? = nil, registrationError: RegistrationError? = nil,
    voipPush: VoIPPush? = nil, callAction: CallAction? = nil,
    pushToTalkPush: PushToTalkPush? = nil, pushToTalkChannel: String? = nil
  ) {
    self.callback = callback
    self.state = state
    self.now = now
    self.handler = handler
    self.notification = notification
    self.response = response
    self.launchOptions = launchOptions
    self.deviceToken = deviceToken
    self.registrationError = registrationError
    self.voipPush = voipPush
    self.callAction = callAction
    self.pushToTalkPush = pushToTalkPush
    self.pushToTalkChannel = pushToTalkChannel
  }
}

/// What the app did while one of its methods ran.
public struct AppCallResult: Sendable {
  /// Whether the app implements the method. A method the app lacks is traced as skipped, as
  /// iOS skips an optional method the delegate does not respond to.
  public var implemented: Bool
  /// What the app asked of the system while the method ran, in order.
  public var requests: [AppRequest]

  /// Creates a result.
  public init(implemented: Bool = true, requests: [AppRequest] = []) {
    self.implemented = implemented
    self.requests = requests
  }

  /// The app does not implement the method.
  public static let notImplemented = AppCallResult(implemented: false)
}

/// Something the app asks of the system: a `UNUserNotificationCenter` or `UIApplication` call,
/// or a completion handler called.
///
/// Each case is one simulator step at the virtual time the app makes it, and is on the trace.
public enum AppRequest: Sendable {
  /// The app calls a completion handler iOS gave it.
  case callCompletionHandler(CompletionHandlerID, CompletionValue)
  /// `UNUserNotificationCenter.setBadgeCount(_:withCompletionHandler:)`.
  case setBadgeCount(Int)
  /// `UIApplication.applicationIconBadgeNumber = n`.
  case setApplicationIconBadgeNumber(Int)
  /// `UNUserNotificationCenter.add(_:withCompletionHandler:)`.
  case add(LocalNotificationRequest)
  /// `removePendingNotificationRequests(withIdentifiers:)`.
  case removePendingNotificationRequests([String])
  /// `removeAllPendingNotificationRequests()`.
  case removeAllPendingNotificationRequests
  /// `removeDeliveredNotifications(withIdentifiers:)`.
  case removeDeliveredNotifications([String])
  /// `removeAllDeliveredNotifications()`.
  case removeAllDeliveredNotifications
  /// `setNotificationCategories(_:)`.
  case setNotificationCategories([NotificationCategory])
  /// `UIApplication.registerForRemoteNotifications()`.
  case registerForRemoteNotifications
  /// `requestAuthorization(options:completionHandler:)`.
  case requestAuthorization(AuthorizationOptions)
  /// `UNUserNotificationCenter.current().delegate = …` after launch.
  case assignDelegate

  // MARK: PushKit and CallKit
  /// `PKPushRegistry.desiredPushTypes = …`: whether `.voIP` is among them (rule VP1).
  case setDesiredPushTypes(voIP: Bool)
  /// `CXProvider.reportNewIncomingCall(with:update:completion:)` (rules VP3, VP6).
  case reportNewIncomingCall(IncomingCallReport)
  /// `CXProvider.reportCall(with:endedAt:reason:)`: the call ended outside the app's actions.
  case reportCallEnded(uuid: String, reason: String)
  /// `CXCallController.request(_:completion:)` with a transaction of actions, numbered by the app.
  case requestCallTransaction(number: Int, actions: [CallAction])
  /// `CXAction.fulfill()` (`fulfilled`) or `CXAction.fail()` for the action numbered `number`.
  case completeCallAction(number: Int, fulfilled: Bool)
  // MARK: ActivityKit
  /// `Activity.request(attributes:content:pushType:)`
  /// (https://developer.apple.com/documentation/activitykit/activity/request(attributes:content:pushtype:)):
  /// the app starts a Live Activity (rule LA1).
  case requestActivity(ActivityRequest)
  /// `Activity.update(_:)` or `Activity.update(_:alertConfiguration:)`
  /// (https://developer.apple.com/documentation/activitykit/activity/update(_:alertconfiguration:)):
  /// the app changes its activity's content (rule LA12).
  case updateActivity(ActivityChange)
  /// `Activity.end(_:dismissalPolicy:)`
  /// (https://developer.apple.com/documentation/activitykit/activity/end(_:dismissalpolicy:)):
  /// the app ends its activity, with its final content if it gives one (rule LA12).
  case endActivity(ActivityChange)
  /// The app iterates `Activity.pushToStartTokenUpdates` for an `ActivityAttributes` type
  /// (https://developer.apple.com/documentation/activitykit/activity/pushtostarttokenupdates):
  /// the system hands it the type's push-to-start token (rule LA2).
  case observePushToStartToken(attributesType: String)
  // MARK: PushToTalk
  /// `PTChannelManager.channelManager(delegate:restorationDelegate:completionHandler:)`
  /// (https://developer.apple.com/documentation/pushtotalk/ptchannelmanager/channelmanager(delegate:restorationdelegate:completionhandler:)):
  /// the app creates its channel manager in this launch (rule PT1).
  case createChannelManager
  /// `PTChannelManager.requestJoinChannel(channelUUID:descriptor:)` for the channel (its UUID
  /// string): rules PT1, PT8.
  case joinPushToTalkChannel(String)
  /// `PTChannelManager.leaveChannel(channelUUID:)` (rule PT1).
  case leavePushToTalkChannel(String)
  /// `PTChannelManager.requestBeginTransmitting(channelUUID:)` (rule PT5).
  case beginTransmitting(String)
  /// `PTChannelManager.stopTransmitting(channelUUID:)` (rule PT5).
  case stopTransmitting(String)
  /// `PTChannelManager.setActiveRemoteParticipant(_:channelUUID:completionHandler:)`: the
  /// participant's name, or `nil` for none (rule PT4).
  case setActiveRemoteParticipant(String?, channel: String)
  /// The `PTPushResult` the app's `incomingPushResult(channelManager:channelUUID:pushPayload:)`
  /// returned (rule PT3); judged by the push's step, ignored anywhere else.
  case answerPushToTalkPush(PushToTalkResult)
}
