/// The app life cycle as a state machine: given a state and an event, the transitions and
/// callbacks iOS produces, or why the event cannot happen.
///
/// Decide, then do: ``plan(_:from:sceneBased:sceneConnected:)`` changes nothing; the ``Simulator``
/// performs the actions it returns. The sequences follow behaviour reference §1.1, §1.2 and §2.6.
///
/// A scene-based app has a scene only once UIKit connects one (`scene(_:willConnectTo:options:)`):
/// a launch to the foreground connects it, a launch in the background does not, so the first
/// time such an app comes to the foreground it connects its scene before
/// `sceneWillEnterForeground(_:)`. The ``Simulator`` keeps whether it is connected
/// (``AppProcessState/isSceneConnected``).
public enum LifecycleStateMachine {
  /// Something that moves the app through its life cycle.
  public enum Event: Hashable, Sendable {
    /// A launch to the foreground, with what the launch options and scene options carry.
    case launchInForeground(launchOptions: LaunchOptionsKey?, notificationID: String?, response: NotificationResponse?)
    /// A launch for the user that leaves a scene-based app in the background with its scene
    /// connected (the response in its connection options) and not yet in the foreground; an
    /// ``enterForeground(response:)`` brings the scene forward. For an app without scenes, the same as
    /// ``launchInForeground(launchOptions:notificationID:response:)``. Quirk
    /// ``Quirks/sceneLaunchDidReceiveWhileBackground`` runs `didReceive` in between (§2.6).
    case launchConnectingScene(launchOptions: LaunchOptionsKey?, notificationID: String?, response: NotificationResponse?)
    /// A launch in the background by the system.
    case launchInBackground(launchOptions: LaunchOptionsKey?, notificationID: String?)
    /// A background or suspended app comes to the foreground. A scene-based app with no connected
    /// scene connects one first, with `response` (the notification the user opened, if any) in
    /// `UIScene.ConnectionOptions.notificationResponse`.
    case enterForeground(response: NotificationResponse?)
    /// A suspended app is woken in the background.
    case wakeInBackground
    /// A foreground app becomes active.
    case becomeActive
    /// The user pulls Notification Center over an active app.
    case showNotificationCenter
    /// The user goes to the home screen.
    case home
    /// A background app is suspended.
    case suspend
    /// The system ends the process (memory pressure, or a missed completion deadline).
    case systemTerminate(reason: String)
    /// The user swipes the app away in the app switcher.
    case forceQuit
    /// The device restarts.
    case reboot
  }

  /// One thing to perform.
  public enum Action: Hashable, Sendable {
    /// Move from one state to another.
    case transition(from: AppState, to: AppState, reason: String)
    /// Call a life-cycle method.
    case callback(Callback, [TraceArgument])
    /// A launch phase finished: a delegate assigned in this phase is now set.
    case launchPhaseEnded(DelegateAssignment)
  }

  /// The actions for `event` in `state`, or the reason it cannot happen.
  ///
  /// - Parameters:
  ///   - event: What happens.
  ///   - state: The app's state now.
  ///   - sceneBased: Whether the app uses the scene life cycle.
  ///   - sceneConnected: Whether a scene-based app has a connected scene now; a running app that
  ///     was launched in the background has none. Ignored for an app without scenes.
  public static func plan(
    _ event: Event, from state: AppState, sceneBased: Bool, sceneConnected: Bool
  ) -> Result<[Action], SimulationError> {
    func refuse(_ what: String, _ why: String) -> Result<[Action], SimulationError> {
      .failure(SimulationError(.invalidTransition, "can't \(what): the app is \(state); \(why)."))
    }
    switch event {
    case .launchConnectingScene(let key, let id, let response):
      guard sceneBased else {
        return plan(.launchInForeground(launchOptions: key, notificationID: id, response: response), from: state,
          sceneBased: false, sceneConnected: false)
      }
      guard !state.isRunning else { return refuse("launch the app", "it is already running") }
      return .success([
        .transition(from: state, to: .background, reason: "launch; scene-based apps launch in the background"),
        .callback(.willFinishLaunching, [.launchOptions(nil, notificationID: id, isNil: true)]),
        .launchPhaseEnded(.willFinishLaunching),
        .callback(.didFinishLaunching, [.launchOptions(nil, notificationID: id, isNil: true)]),
        .launchPhaseEnded(.didFinishLaunching),
        .callback(.sceneWillConnect, [.connectionResponse(response)]),
      ])
    case .launchInForeground(let key, let id, let response):
      guard !state.isRunning else { return refuse("launch the app", "it is already running") }
      let options: TraceArgument = .launchOptions(sceneBased ? nil : key, notificationID: id, isNil: sceneBased || key == nil)
      if sceneBased {
        return .success([
          .transition(from: state, to: .background, reason: "launch; scene-based apps launch in the background"),
          .callback(.willFinishLaunching, [options]), .launchPhaseEnded(.willFinishLaunching),
          .callback(.didFinishLaunching, [options]), .launchPhaseEnded(.didFinishLaunching),
          .callback(.sceneWillConnect, [.connectionResponse(response)]),
          .callback(.sceneWillEnterForeground, []),
          .transition(from: .background, to: .inactive, reason: "scene enters the foreground"),
        ])
      }
      return .success([
        .transition(from: state, to: .inactive, reason: "launch"),
        .callback(.willFinishLaunching, [options]), .launchPhaseEnded(.willFinishLaunching),
        .callback(.didFinishLaunching, [options]), .launchPhaseEnded(.didFinishLaunching),
      ])
    case .launchInBackground(let key, let id):
      guard !state.isRunning else { return refuse("launch the app", "it is already running") }
      let options: TraceArgument = .launchOptions(sceneBased ? nil : key, notificationID: id, isNil: sceneBased || key == nil)
      return .success([
        .transition(from: state, to: .background, reason: "launched in the background"),
        .callback(.willFinishLaunching, [options]), .launchPhaseEnded(.willFinishLaunching),
        .callback(.didFinishLaunching, [options]), .launchPhaseEnded(.didFinishLaunching),
      ])
    case .enterForeground(let response):
      guard state == .background || state == .suspended else {
        return refuse("bring the app to the foreground", "only a background or suspended app can enter the foreground")
      }
      if sceneBased && !sceneConnected {
        return .success([
          .callback(.sceneWillConnect, [.connectionResponse(response)]),
          .callback(.sceneWillEnterForeground, []),
          .transition(from: state, to: .inactive, reason: "scene connects and enters the foreground"),
        ])
      }
      return .success([
        .callback(sceneBased ? .sceneWillEnterForeground : .willEnterForeground, []),
        .transition(from: state, to: .inactive, reason: "enters the foreground"),
      ])
    case .wakeInBackground:
      guard state == .suspended else { return refuse("wake the app", "only a suspended app can be woken") }
      return .success([.transition(from: .suspended, to: .background, reason: "woken by the system")])
    case .becomeActive:
      guard state == .inactive else { return refuse("activate the app", "only an inactive app can become active") }
      return .success([
        .transition(from: .inactive, to: .active, reason: "becomes active"),
        .callback(sceneBased ? .sceneDidBecomeActive : .didBecomeActive, []),
      ])
    case .showNotificationCenter:
      guard state == .active else {
        return refuse("pull Notification Center over the app", "the app must be active")
      }
      return .success([
        .callback(sceneBased ? .sceneWillResignActive : .willResignActive, []),
        .transition(from: .active, to: .inactive, reason: "Notification Center pulled over the app"),
      ])
    case .home:
      switch state {
      case .active:
        return .success([
          .callback(sceneBased ? .sceneWillResignActive : .willResignActive, []),
          .transition(from: .active, to: .inactive, reason: "home"),
          .transition(from: .inactive, to: .background, reason: "home"),
          .callback(sceneBased ? .sceneDidEnterBackground : .didEnterBackground, []),
        ])
      case .inactive:
        return .success([
          .transition(from: .inactive, to: .background, reason: "home"),
          .callback(sceneBased ? .sceneDidEnterBackground : .didEnterBackground, []),
        ])
      case .notRunning, .forceQuit, .suspended, .background:
        return refuse("go home from the app", "only a foreground app can be left for the home screen")
      }
    case .suspend:
      guard state == .background else { return refuse("suspend the app", "only a background app can be suspended") }
      return .success([.transition(from: .background, to: .suspended, reason: "suspended")])
    case .systemTerminate(let reason):
      guard state == .background || state == .suspended else {
        return refuse(
          "terminate the app", "the system terminates only background or suspended apps; call home() first")
      }
      return .success([.transition(from: state, to: .notRunning, reason: reason)])
    case .forceQuit:
      switch state {
      case .forceQuit: return refuse("force-quit the app", "it was already force-quit")
      case .active:
        return .success([
          .callback(sceneBased ? .sceneWillResignActive : .willResignActive, []),
          .transition(from: .active, to: .inactive, reason: "app switcher"),
          .transition(from: .inactive, to: .background, reason: "app switcher"),
          .callback(sceneBased ? .sceneDidEnterBackground : .didEnterBackground, []),
          .transition(from: .background, to: .forceQuit, reason: "swiped away in the app switcher"),
        ])
      case .inactive:
        return .success([
          .transition(from: .inactive, to: .background, reason: "app switcher"),
          .callback(sceneBased ? .sceneDidEnterBackground : .didEnterBackground, []),
          .transition(from: .background, to: .forceQuit, reason: "swiped away in the app switcher"),
        ])
      case .notRunning, .suspended, .background:
        return .success([.transition(from: state, to: .forceQuit, reason: "swiped away in the app switcher")])
      }
    case .reboot:
      return .success(state == .notRunning ? [] : [.transition(from: state, to: .notRunning, reason: "device restarted")])
    }
  }
}
