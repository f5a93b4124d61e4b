/// The app's process as iOS runs it: its state and what exists only while it runs.
///
/// Models the process `UIApplicationMain` starts at launch and the system tears down at
/// termination: `UIApplication.applicationState` (extended with not running, suspended and
/// force-quit), the notification center's delegate, the connected scene, a response waiting for
/// a delegate assigned late, the team's code (``AppProcess``), and whether the system woke the
/// app for background work. All of it starts anew at each launch and is gone when the process
/// ends (`end()`); what must survive lives in ``DeviceState``. ``Simulator`` composes the two.
///
/// Where its rules live: the life cycle in `Simulation/LifecycleStateMachine.swift`; the app's
/// code called, and its completion handlers called during the call, later or never, in
/// `App/Process/Simulator+AppProcess.swift`; a handler's deadline in
/// `Simulation/Simulator+Handlers.swift`.
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
  var code: (any AppProcess)?
  /// How deep the simulator is inside app code: requests the app makes while one of its methods
  /// runs are part of the step that called it, which finishes when the step does.
  var callDepth = 0
  /// Whether the call being applied is the service extension's (its own process, which runs
  /// whether or not the app does), not the app's.
  var serviceExtensionCalling = false

  // MARK: PushKit and CallKit
  /// The app's PushKit registry and CallKit calls in this launch (rules VP1, VP3, VP6).
  public internal(set) var voip = VoIPProcessState()

  /// The process ends: everything it held is gone; the state is the caller's to set.
  mutating func end() {
    code = nil
    isDelegateAssigned = false
    isSceneConnected = false
    wokenBySystem = false
    deferredResponses = []
    voip = VoIPProcessState()
  }
}
