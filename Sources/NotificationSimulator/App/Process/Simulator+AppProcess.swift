/// Where the app's process is created and called, and where what it asks of the device is
/// applied. A completion handler it calls is judged in `Handlers/`.
extension Simulator {
  /// The app asks the system for something at the current virtual time, from work it scheduled
  /// (a block on the main queue, a task, a network reply in a later step): a
  /// `UNUserNotificationCenter` or `UIApplication` call, or a completion handler called late.
  ///
  /// - Parameters:
  ///   - request: What the app asks.
  ///   - caller: The process that asks. A process that has ended (the app was terminated or
  ///     force-quit since) cannot reach the device: its call is traced as a diagnostic
  ///     (`call-after-termination`) and refused.
  /// - Returns: Success, or why iOS refused (the app is not running, an invalid trigger).
  @discardableResult
  public mutating func perform(_ request: AppRequest, from caller: any AppProcess) -> Result<Void, SimulationError> {
    guard let code = process.code, code === caller else {
      let error = SimulationError(.appNotRunning,
        "the app's code called \(request.apiName) after its process ended (the app was terminated or force-quit); nothing happened. Keep state that must outlive the process on the device, and cancel work when the app terminates.")
      diagnose("call-after-termination", error.message)
      return .failure(error)
    }
    let result = apply(request)
    finishStimulus()
    return result
  }

  /// Creates the process at launch (rule: a new process for each launch).
  mutating func startProcess() {
    if let appDelegate = configuration.appDelegate { process.appDelegate = appDelegate }
    guard let processFactory = configuration.processFactory else { return }
    process.code = processFactory()
  }

  /// Calls a life-cycle method of the process and applies what it asked.
  mutating func callProcess(lifecycle callback: Callback, _ arguments: [TraceArgument], rule: String?) {
    guard let code = process.code else { return }
    var call = AppCall(callback: callback, state: process.state, now: now)
    switch callback {
    case .willFinishLaunching, .didFinishLaunching:
      call.launchOptions = launchOptions(arguments)
    case .sceneWillConnect:
      for case .connectionResponse(let value) in arguments {
        call.response = value
        // Not a closure over `self`, which this mutating method would copy whole for it.
        if let value { call.notification = notification(value.notificationID) } else { call.notification = nil }
      }
    default:
      break
    }
    let device = self
    let result = withAppCall { code.handle(call, on: device) }
    for request in result.requests {
      if case .assignDelegate = request, callback == .willFinishLaunching || callback == .didFinishLaunching,
        configuration.profile.hasUserNotifications, !process.isDelegateAssigned
      {
        // Assigned while launching: in time for the response that launched the app (§4.1).
        process.isDelegateAssigned = true
        record(.system(.delegateAssigned("in \(callback)")), rule: rule)
      } else {
        _ = apply(request)
      }
    }
  }

  /// Calls a registration method of the process.
  mutating func callProcess(registration call: AppCall) {
    guard let code = process.code else { return }
    let device = self
    let result = withAppCall { code.handle(call, on: device) }
    apply(result.requests)
  }

  /// Calls a notification handler of the process. Returns `nil` when the app does not implement
  /// it; otherwise when its completion handler was called during the call, and with what.
  mutating func callProcess(
    handler callback: Callback, id handlerID: Int, notification record: DeliveredNotification,
    response: NotificationResponse?
  ) -> (timing: CompletionTiming, value: CompletionValue?, requests: [AppRequest])? {
    guard let code = process.code else { return nil }
    let call = AppCall(
      callback: callback, state: process.state, now: now, handler: CompletionHandlerID(rawValue: handlerID),
      notification: record, response: response)
    let device = self
    let result = withAppCall { code.handle(call, on: device) }
    guard result.implemented else { return nil }
    var calls = 0
    var value: CompletionValue?
    var others: [AppRequest] = []
    for request in result.requests {
      if case .callCompletionHandler(let id, let answer) = request, id.rawValue == handlerID {
        calls += 1
        if value == nil { value = answer }
      } else {
        others.append(request)
      }
    }
    let timing: CompletionTiming = calls == 0 ? .never : calls == 1 ? .immediately : .twice(after: .zero)
    return (timing, value, others)
  }

  /// Whether the authorization prompt is on screen, waiting for ``answerPrompt(allow:)``.
  public var isAuthorizationPromptShowing: Bool { device.pendingPrompt != nil }

  /// The wall-clock time of `instant` on the device, in seconds since 1970 (with milliseconds):
  /// what `UNNotification.date` and the device's clock read at that virtual instant.
  public func secondsSince1970(at instant: SimulatedInstant) -> Double {
    Double(configuration.calendar.unixMilliseconds(at: instant)) / 1000
  }

  /// Runs app code: requests it makes of the device while it runs do not finish the step.
  private mutating func withAppCall(_ body: () -> AppCallResult) -> AppCallResult {
    run.callDepth += 1
    defer { run.callDepth -= 1 }
    return body()
  }

  /// Applies requests the app made during one of its methods, in order.
  mutating func apply(_ requests: [AppRequest]) {
    for request in requests { _ = apply(request) }
  }

  /// Applies one request at the current virtual time.
  mutating func apply(_ request: AppRequest) -> Result<Void, SimulationError> {
    run.callDepth += 1
    defer { run.callDepth -= 1 }
    do throws(SimulationError) {
      switch request {
      case .callCompletionHandler(let id, let value):
        callCompletionHandler(id.rawValue, with: value)
      case .setBadgeCount(let count): try setBadgeCount(count)
      case .setApplicationIconBadgeNumber(let count): try setApplicationIconBadgeNumber(count)
      case .add(let local): try scheduleLocal(local)
      case .removePendingNotificationRequests(let ids): try removePendingNotificationRequests(withIdentifiers: ids)
      case .removeAllPendingNotificationRequests: try removeAllPendingNotificationRequests()
      case .removeDeliveredNotifications(let ids): try removeDeliveredNotifications(withIdentifiers: ids)
      case .removeAllDeliveredNotifications: try removeAllDeliveredNotifications()
      case .setNotificationCategories(let categories): try setNotificationCategories(categories)
      case .registerForRemoteNotifications: try registerForRemoteNotifications()
      case .requestAuthorization(let options): try requestAuthorization(options)
      case .assignDelegate:
        if configuration.profile.hasUserNotifications, process.state.isRunning, !process.isDelegateAssigned { try assignDelegate() }
      // MARK: PushKit and CallKit
      case .setDesiredPushTypes(let voIP): try setDesiredPushTypes(voIP: voIP)
      case .reportNewIncomingCall(let report): try reportNewIncomingCall(report)
      case .reportCallEnded(let uuid, let reason): try reportCallEnded(uuid: uuid, reason: reason)
      case .requestCallTransaction(let number, let actions): try requestCallTransaction(number: number, actions: actions)
      case .completeCallAction(let number, let fulfilled): try completeCallAction(number: number, fulfilled: fulfilled)
      // MARK: ActivityKit
      case .requestActivity(let activity): try startActivity(activity)
      case .updateActivity(let change): try updateActivityFromApp(change)
      case .endActivity(let change): try endActivityFromApp(change)
      case .observePushToStartToken(let type): observePushToStartToken(type)
      // MARK: PushToTalk
      case .createChannelManager: createChannelManagerFromApp()
      case .joinPushToTalkChannel(let channel): try joinPushToTalkChannelFromApp(channel)
      case .leavePushToTalkChannel(let channel): try leavePushToTalkChannelFromApp(channel)
      case .beginTransmitting(let channel): try beginTransmittingFromApp(channel)
      case .stopTransmitting(let channel): try stopTransmittingFromApp(channel)
      case .setActiveRemoteParticipant(let participant, let channel):
        try setActiveRemoteParticipantFromApp(participant, channel: channel)
      case .answerPushToTalkPush: break
      }
      return .success(())
    } catch {
      diagnose("app-call-refused", "\(request.apiName): \(error.message)")
      return .failure(error)
    }
  }
}

extension AppRequest {
  /// The Apple API the request models, for messages.
  public var apiName: String {
    switch self {
    case .callCompletionHandler(let id, _): "completion handler \(id)"
    case .setBadgeCount: "setBadgeCount(_:withCompletionHandler:)"
    case .setApplicationIconBadgeNumber: "applicationIconBadgeNumber"
    case .add: "add(_:withCompletionHandler:)"
    case .removePendingNotificationRequests: "removePendingNotificationRequests(withIdentifiers:)"
    case .removeAllPendingNotificationRequests: "removeAllPendingNotificationRequests()"
    case .removeDeliveredNotifications: "removeDeliveredNotifications(withIdentifiers:)"
    case .removeAllDeliveredNotifications: "removeAllDeliveredNotifications()"
    case .setNotificationCategories: "setNotificationCategories(_:)"
    case .registerForRemoteNotifications: "registerForRemoteNotifications()"
    case .requestAuthorization: "requestAuthorization(options:completionHandler:)"
    case .assignDelegate: "UNUserNotificationCenter.delegate"
    // MARK: PushKit and CallKit
    case .setDesiredPushTypes: "PKPushRegistry.desiredPushTypes"
    case .reportNewIncomingCall: "reportNewIncomingCall(with:update:completion:)"
    case .reportCallEnded: "reportCall(with:endedAt:reason:)"
    case .requestCallTransaction: "CXCallController.request(_:completion:)"
    case .completeCallAction(let number, let fulfilled): "CXAction #\(number) \(fulfilled ? "fulfill()" : "fail()")"
    // MARK: ActivityKit
    case .requestActivity: "Activity.request(attributes:content:pushType:)"
    case .updateActivity: "Activity.update(_:alertConfiguration:)"
    case .endActivity: "Activity.end(_:dismissalPolicy:)"
    case .observePushToStartToken: "Activity.pushToStartTokenUpdates"
    // MARK: PushToTalk
    case .createChannelManager: "PTChannelManager.channelManager(delegate:restorationDelegate:completionHandler:)"
    case .joinPushToTalkChannel: "PTChannelManager.requestJoinChannel(channelUUID:descriptor:)"
    case .leavePushToTalkChannel: "PTChannelManager.leaveChannel(channelUUID:)"
    case .beginTransmitting: "PTChannelManager.requestBeginTransmitting(channelUUID:)"
    case .stopTransmitting: "PTChannelManager.stopTransmitting(channelUUID:)"
    case .setActiveRemoteParticipant: "PTChannelManager.setActiveRemoteParticipant(_:channelUUID:completionHandler:)"
    case .answerPushToTalkPush: "incomingPushResult(channelManager:channelUUID:pushPayload:)"
    }
  }
}
