import Foundation
import NotificationSimulator

/// The team's app in one launch: its `UIApplication`, its notification center, its app delegate
/// and scene delegate, created anew at each launch and gone when the process ends.
///
/// Not an Apple type: the ``AppProcess`` the simulator calls, which calls the team's objects the
/// way UIKit and UserNotifications do.
final class UIKitProcess: AppProcess, @unchecked Sendable {
  // Touched only on the main actor (by `handle`, which runs the app's code there) and by
  // readers that the runtime's lock orders after creation.
  /// Weak: the runtime owns the simulator, which owns this process.
  weak var runtime: AppRuntime?
  private let makeAppDelegate: @MainActor () -> any UIApplicationDelegate
  private let makeSceneDelegate: (@MainActor () -> any UISceneDelegate)?
  private(set) var center: UNUserNotificationCenter!
  private(set) var application: UIApplication!
  private(set) var appDelegate: (any UIApplicationDelegate)?
  private(set) var scene: UIScene?
  private(set) var sceneDelegate: (any UISceneDelegate)?
  /// This launch's number in the test process (``LaunchMemory``).
  let launch = LaunchMemory.shared.beginLaunch()
  /// The launch's PushKit registries and CallKit providers (`UIKitProcess+PushKit.swift`).
  let voip = VoIPObjects()
  /// The launch's Push to Talk channel manager (`PushToTalk/PTChannelManager.swift`).
  let pushToTalk = PushToTalkObjects()

  init(
    runtime: AppRuntime, appDelegate: @escaping @MainActor () -> any UIApplicationDelegate,
    sceneDelegate: (@MainActor () -> any UISceneDelegate)?
  ) {
    self.runtime = runtime
    self.makeAppDelegate = appDelegate
    self.makeSceneDelegate = sceneDelegate
    center = UNUserNotificationCenter(runtime: runtime, process: self)
    application = MainActor.assumeIsolated { UIApplication(process: self) }
  }

  func handle(_ call: AppCall, on device: Simulator) -> AppCallResult {
    guard MainActorCheck.isOnMainActor else {
      FileHandle.standardError.write(Data(
        "SimulatedUserNotifications: iOS called \(call.callback.selector) off the main actor; the app's code was not run. Run the test on the main actor (@MainActor).\n".utf8))
      return .notImplemented
    }
    guard let runtime else { return .notImplemented }
    return runtime.collect(on: device) {
      MainActor.assumeIsolated { run(call, on: device) }
    }
  }

  /// Calls the app's method for `call`; returns whether the app implements it.
  @MainActor private func run(_ call: AppCall, on device: Simulator) -> Bool {
    if appDelegate == nil { appDelegate = makeAppDelegate() }
    guard let appDelegate, let application else { return false }
    switch call.callback {
    case .willFinishLaunching:
      _ = appDelegate.application(application, willFinishLaunchingWithOptions: launchOptions(call, on: device))
    case .didFinishLaunching:
      _ = appDelegate.application(application, didFinishLaunchingWithOptions: launchOptions(call, on: device))
      diagnoseKeptDelegate()
      lifecycleMoment(.didFinishLaunching)
    case .willEnterForeground:
      appDelegate.applicationWillEnterForeground(application)
      lifecycleMoment(.willEnterForeground)
    case .didBecomeActive:
      appDelegate.applicationDidBecomeActive(application)
      lifecycleMoment(.didBecomeActive)
    case .willResignActive:
      appDelegate.applicationWillResignActive(application)
      lifecycleMoment(.willResignActive)
    case .didEnterBackground:
      appDelegate.applicationDidEnterBackground(application)
      lifecycleMoment(.didEnterBackground)
    case .willTerminate:
      appDelegate.applicationWillTerminate(application)
      lifecycleMoment(.willTerminate)
    case .sceneWillConnect:
      let session = UISceneSession(role: .windowApplication, persistentIdentifier: "scene-1")
      let options = UIScene.ConnectionOptions(notificationResponse: call.response.flatMap { response($0, on: device) })
      session.configuration = appDelegate.application(application, configurationForConnecting: session, options: options)
      let scene = UIWindowScene(session: session)
      let delegate = makeSceneDelegate?()
      scene.delegate = delegate
      self.scene = scene
      sceneDelegate = delegate
      delegate?.scene(scene, willConnectTo: session, options: options)
      lifecycleMoment(.sceneWillConnect)
    case .sceneWillEnterForeground:
      withScene { $1.sceneWillEnterForeground($0) }
      lifecycleMoment(.sceneWillEnterForeground)
    case .sceneDidBecomeActive:
      withScene { $1.sceneDidBecomeActive($0) }
      lifecycleMoment(.sceneDidBecomeActive)
    case .sceneWillResignActive:
      withScene { $1.sceneWillResignActive($0) }
      lifecycleMoment(.sceneWillResignActive)
    case .sceneDidEnterBackground:
      withScene { $1.sceneDidEnterBackground($0) }
      lifecycleMoment(.sceneDidEnterBackground)
    case .willPresent:
      guard let delegate = center.delegate, let record = call.notification, let handler = call.handler else { return false }
      let notification = UNNotification(simulated: record, date: date(of: record, on: device))
      let defaults = DefaultImplementations.counting {
        delegate.userNotificationCenter(center, willPresent: notification) { [weak self, weak runtime] options in
          runtime?.request(.callCompletionHandler(handler, .presentation(options.simulated)), from: self)
        }
      }
      return defaults < 2
    case .didReceive:
      guard let delegate = center.delegate, let simulated = call.response, let handler = call.handler,
        let response = response(simulated, on: device)
      else { return false }
      let defaults = DefaultImplementations.counting {
        delegate.userNotificationCenter(center, didReceive: response) { [weak self, weak runtime] in
          runtime?.request(.callCompletionHandler(handler, .none), from: self)
        }
      }
      return defaults < 2
    case .didReceiveRemoteNotificationWithFetch:
      guard let record = call.notification, let handler = call.handler else { return false }
      let userInfo = UNNotification(simulated: record, date: date(of: record, on: device)).request.content.userInfo
      let defaults = DefaultImplementations.counting {
        appDelegate.application(application, didReceiveRemoteNotification: userInfo) { [weak self, weak runtime] result in
          runtime?.request(.callCompletionHandler(handler, .fetch(result.simulated)), from: self)
        }
      }
      return defaults < 2
    case .didReceiveRemoteNotification:
      guard let record = call.notification else { return false }
      let userInfo = UNNotification(simulated: record, date: date(of: record, on: device)).request.content.userInfo
      let defaults = DefaultImplementations.counting {
        appDelegate.application(application, didReceiveRemoteNotification: userInfo)
      }
      return defaults < 1
    case .didRegisterForRemoteNotifications:
      guard let token = call.deviceToken else { return false }
      appDelegate.application(application, didRegisterForRemoteNotificationsWithDeviceToken: Data(token.bytes))
    case .didFailToRegisterForRemoteNotifications:
      guard let error = call.registrationError else { return false }
      appDelegate.application(
        application,
        didFailToRegisterForRemoteNotificationsWithError: NSError(
          domain: error.domain, code: error.code, userInfo: [NSLocalizedDescriptionKey: error.localizedDescription]))
    case .pushRegistryDidUpdate, .pushRegistryDidReceiveIncomingPush, .providerPerformAnswerCall, .providerPerformEndCall,
      .providerPerformSetHeldCall, .providerPerformSetMutedCall, .providerDidActivateAudioSession,
      .providerDidDeactivateAudioSession:
      return runVoIP(call, on: device)
    case .incomingPushResult:
      return runPushToTalk(call, on: device)
    default:
      // The iOS 8 and 9 action handlers and `UILocalNotification` callbacks take types this
      // module does not model; an app built against today's SDK has none of them.
      return false
    }
    return true
  }

  @MainActor private func withScene(_ body: (UIScene, any UISceneDelegate) -> Void) {
    guard let scene, let sceneDelegate else { return }
    body(scene, sceneDelegate)
  }

  /// The center delegate was assigned: remembered, weakly, for the launches after this one.
  func noteDelegateAssigned(_ delegate: AnyObject) {
    guard let appDelegate else { return }
    LaunchMemory.shared.noteAssigned(delegate, appType: ObjectIdentifier(type(of: appDelegate)), launch: launch)
  }

  /// `didFinishLaunching` returned: once the launch's step is over (scene connection and
  /// activation included), when this launch has assigned no center delegate while one an
  /// earlier launch assigned is still alive, something the test process keeps (a static, a
  /// singleton) holds it, which no device does.
  @MainActor private func diagnoseKeptDelegate() {
    guard let appDelegate, let runtime else { return }
    let appType = ObjectIdentifier(type(of: appDelegate))
    runtime.afterStep { [weak self] device in
      guard let self, self.center.delegate == nil,
        let kept = LaunchMemory.shared.keptDelegate(appType: appType, launch: self.launch)
      else { return }
      device.diagnoseKeptState(Simulator.keptDelegateMessage(delegateType: kept))
    }
  }

  /// The launch options `willFinishLaunching` received, which `didFinishLaunching` receives again
  /// (iOS passes the same dictionary to both) rather than a second build of the notification.
  private var madeLaunchOptions: (options: LaunchOptions, made: [UIApplication.LaunchOptionsKey: Any])?

  /// The launch options iOS passes: the payload under `.remoteNotification`, the request under
  /// `.localNotification`, or `nil`.
  @MainActor private func launchOptions(_ call: AppCall, on device: Simulator) -> [UIApplication.LaunchOptionsKey: Any]? {
    guard let options = call.launchOptions else { return nil }
    if let madeLaunchOptions, madeLaunchOptions.options == options { return madeLaunchOptions.made }
    let result = makeLaunchOptions(options, on: device)
    madeLaunchOptions = (options, result)
    return result
  }

  @MainActor private func makeLaunchOptions(_ options: LaunchOptions, on device: Simulator) -> [UIApplication.LaunchOptionsKey: Any] {
    var result: [UIApplication.LaunchOptionsKey: Any] = [:]
    if let id = options.notificationID, let record = device.notification(id) {
      let notification = UNNotification(simulated: record, date: date(of: record, on: device))
      if options.remoteNotification != nil { result[.remoteNotification] = notification.request.content.userInfo }
      if options.localNotification != nil { result[.localNotification] = notification.request }
    }
    return result
  }

  @MainActor private func response(_ simulated: NotificationResponse, on device: Simulator) -> UNNotificationResponse? {
    guard let record = device.notification(simulated.notificationID) else { return nil }
    let made = UNNotificationResponse.simulated(simulated, notification: UNNotification(simulated: record, date: date(of: record, on: device)))
    made.targetScene = scene
    return made
  }

  private func date(of record: DeliveredNotification, on device: Simulator) -> Date {
    Date(timeIntervalSince1970: device.secondsSince1970(at: record.arrivedAt))
  }
}
