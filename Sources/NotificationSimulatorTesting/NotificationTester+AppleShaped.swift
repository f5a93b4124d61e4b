public import NotificationSimulator
public import SimulatedUserNotifications

extension NotificationTester where Delegate == ConfiguredAppDelegate {
  /// Creates a device with the team's own app: its `UIApplicationDelegate` (and
  /// `UNUserNotificationCenterDelegate`, and scene delegate) written against Apple's SDK and
  /// compiled against `SimulatedUserNotifications` on Linux.
  ///
  /// The objects are created anew at each launch by the factories, and are gone when the app is
  /// terminated or force-quit, as on iOS. The app's code decides everything the configuration
  /// decides for a ``/NotificationSimulator/SimulatedAppDelegate``: when it assigns the notification center's delegate,
  /// which methods it implements, when it calls each completion handler, which categories it
  /// registers.
  ///
  /// The tester must be created and driven on the main actor, where UIKit calls the app
  /// (mark the test `@MainActor`). Work the app schedules on the main queue or in a task runs
  /// when the test calls ``settle()``; the virtual clock does not move meanwhile. One simulated
  /// app is alive per process: under Swift Testing the test (or its suite) needs the
  /// ``OneAppAtATimeTrait`` trait (`.oneAppAtATime`), and a tester created while another is alive
  /// fails at once and runs nothing.
  ///
  /// - Parameters:
  ///   - app: What is not code: background modes, the `aps-environment` entitlement, the bundle
  ///     identifier. Its categories, answers, implemented callbacks and delegate assignment are
  ///     not read: the app's code decides them.
  ///   - appDelegate: Creates the app delegate at each launch.
  ///   - sceneDelegate: Creates the scene delegate at each launch of a scene-based app (iOS 13
  ///     and later); `nil` for an app without scenes.
  ///   - serviceExtension: Creates the app's notification service extension, one instance per
  ///     push it modifies, as iOS does; `nil` when the app has none.
  ///   - profile: The iOS version; `Profile.defaultProfile` (iOS 26) by default.
  ///   - quirks: The quirks; the defaults for `profile` when `nil`.
  ///   - device: The device.
  ///   - authorization: The options the user granted before the test; `nil` leaves the status
  ///     `notDetermined`, so the app's `requestAuthorization` shows the prompt.
  ///   - state: The app's state when the test begins.
  ///   - fileID: The test's file, for failures found when the tester is released unfinished.
  ///   - filePath: The test's file path, for those failures.
  ///   - line: The test's line, for those failures.
  ///   - column: The test's column, for those failures.
  @MainActor public convenience init(
    app: AppConfiguration = AppConfiguration(),
    appDelegate: @escaping @MainActor () -> any UIApplicationDelegate,
    sceneDelegate: (@MainActor () -> any UISceneDelegate)? = nil,
    serviceExtension: (@Sendable () -> UNNotificationServiceExtension)? = nil,
    profile: Profile = .defaultProfile, quirks: Quirks? = nil, device: DeviceConfiguration = DeviceConfiguration(),
    authorization: AuthorizationOptions? = ScenarioLoader.defaultAuthorization.options, state: AppState = .notRunning,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    var configuration = app
    configuration.categories = []
    configuration.delegateAssignment = .late
    configuration.sceneBased = sceneDelegate != nil
    let runtime = AppRuntime(
      makeSimulator: { process, serviceExtension in
        Simulator(
          app: configuration, profile: profile, quirks: quirks, device: device, serviceExtension: serviceExtension,
          process: process)
      },
      appDelegate: appDelegate, sceneDelegate: sceneDelegate, serviceExtension: serviceExtension)
    self.init(
      simulator: nil, runtime: runtime, app: configuration, delegate: ConfiguredAppDelegate(), profile: profile,
      quirks: quirks, device: device, authorization: authorization, state: state,
      site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// The user's answer to the authorization prompt, given before the prompt shows, as an
  /// XCUITest interruption monitor is registered before the alert appears: `true` allows, `false`
  /// denies. When set, a prompt is answered in the step that shows it, and the app's
  /// `requestAuthorization` handler gets the answer at once, on the queue the center's answers
  /// arrive on, so app code that blocks the main thread until the handler runs (a semaphore after
  /// `requestAuthorization` in `didFinishLaunching`) gets it instead of waiting forever for a
  /// later step. `nil` (the default): the prompt stays on screen until ``answerPrompt(allow:fileID:filePath:line:column:)``.
  public var promptAnswer: Bool? {
    get { runtime?.promptAnswer }
    set { runtime?.promptAnswer = newValue }
  }

  /// The app delegate of the running launch, as the app's type; `nil` when the app is not
  /// running or the delegate is of another type.
  @MainActor public func appDelegate<AppDelegate: UIApplicationDelegate>(as type: AppDelegate.Type) -> AppDelegate? {
    runtime?.currentAppDelegate as? AppDelegate
  }

  /// Lets the work the app scheduled run: blocks it queued on the main queue, the jobs of the
  /// tasks it started (`Task {}`, `Task.detached`, `async let`, task groups, continuations
  /// resumed later), `async` delegate methods still running, one at a time in the order queued.
  /// Returns once no job of the app's tasks can run and 12 turns of the main queue in a row ran
  /// nothing of the app's (a chain of main-queue blocks is seen only where it calls the system);
  /// an `async` method that never returns does not keep it waiting. A suspended app runs nothing. The
  /// virtual clock does not move, so what that work asks of the system happens at the current
  /// virtual time; advance the clock first to have it happen later.
  @MainActor public func settle() async {
    guard let runtime, !isRefused else { return }
    await runtime.settle()
  }
}

/// The tester of an app whose code is written against Apple's SDK: a `NotificationTester` whose
/// app code is created by ``NotificationTester/init(app:appDelegate:sceneDelegate:serviceExtension:profile:quirks:device:authorization:state:fileID:filePath:line:column:)``.
///
/// Models no Apple type. Spelled this way, a test names it without importing
/// `NotificationSimulator`, whose own types could clash with the app's.
public typealias AppTester = NotificationTester<ConfiguredAppDelegate>
