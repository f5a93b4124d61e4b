/// The app's process as iOS runs it: its state and what exists only while it runs.
///
/// Models the process `UIApplicationMain` starts at launch and the system tears down at
/// termination: `UIApplication.applicationState` (extended with not running, suspended and
/// force-quit), the notification center's delegate, the connected scene, a response waiting for
/// a delegate assigned late, the team's code (``AppProcess``), and whether the system woke the
/// app for background work. All of it starts anew at each launch and is gone when the process
/// ends (`end()`); what must survive lives in ``DeviceState``. ``Simulator`` composes the two.
///
/// Where its rules live: the life cycle in `App/Process/LifecycleStateMachine.swift` and
/// `App/Process/Simulator+LifeCycle.swift`; the app's code called in
/// `App/Process/Simulator+AppProcess.swift`; its completion handlers, called during the call,
/// late, twice or never, and their deadlines, in `Handlers/`.
public struct AppProcessState: Sendable {
  /// The app's current state.
  public internal(set) var state: AppState = .notRunning
  /// Whether the `UNUserNotificationCenter` delegate is set.
  public internal(set) var isDelegateAssigned = false
  /// Whether the scene-based app has a connected scene (`UIApplication.connectedScenes` is not
  /// empty): set by `scene(_:willConnectTo:options:)`, cleared when the process ends. A launch in
  /// the background connects none, so the app connects one when it first comes to the
  /// foreground (rules R32, R43, R66). Always `false` for an app without scenes.
  public internal(set) var isSceneConnected = false
  /// Whether the system launched or woke the app for background work, so it is suspended again
  /// once its handlers are done.
  var wokenBySystem = false
  /// Responses held until a delegate assigned late is set.
  var deferredResponses: [Continuation] = []
  /// The team's code running in the process; `nil` when the app is modelled without it.
  public internal(set) var code: (any AppProcess)?
  /// The app's own delegate code of this launch (``Simulator/init(app:profile:quirks:device:behavior:table:appDelegate:serviceExtension:process:)``);
  /// `nil` when the app is modelled by ``AppConfiguration/answers`` (or a custom ``AppBehavior``) alone.
  /// Each launch starts from the delegate the test gave again; the ended launch's stays
  /// readable until then.
  ///
  /// Its stored properties hold what the app decided; read them back with `as?` or through the
  /// testing product's tester.
  public internal(set) var appDelegate: (any SimulatedAppDelegate)?

  // MARK: PushKit and CallKit
  /// The app's PushKit registry and CallKit calls in this launch (rules VP1, VP3, VP6).
  public internal(set) var voip = VoIPProcessState()

  // MARK: PushToTalk
  /// Whether the team's code created its `PTChannelManager` in this launch (rule PT1).
  public internal(set) var channelManagerCreated = false

  init(state: AppState = .notRunning, appDelegate: (any SimulatedAppDelegate)?) {
    self.state = state
    self.appDelegate = appDelegate
  }

  /// The process ends: everything it held is gone, because the value is replaced by a fresh one
  /// that keeps only the state (the caller's to set next) and the ended launch's delegate (for
  /// the test to read what it decided). A new field is cleared here without a line for it.
  mutating func end() {
    self = AppProcessState(state: state, appDelegate: appDelegate)
  }
}
