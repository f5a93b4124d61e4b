extension Simulator {
  // MARK: Life cycle

  /// The user taps the app icon: a launch, or a return to the foreground (rules R65–R67).
  /// A held background push is delivered once the app is active (§5).
  public mutating func openApp() throws(SimulationError) {
    try requireInstalled("open the app")
    let rule = try decide(.appIconTapped, .alert, what: "open the app from its icon")
    record(.user("tapped the app icon"))
    var context = context(rule, .appIconTapped, kind: .alert, notificationID: nil)
    run(rule.steps, &context)
    finishStimulus()
  }

  /// The user launches the app again after it was force-quit or terminated.
  public mutating func relaunch() throws(SimulationError) {
    try requireInstalled("relaunch the app")
    guard !process.state.isRunning else {
      throw SimulationError(.invalidTransition,
        "can't relaunch the app: it is running (\(process.state)). Call forceQuit() or terminate() first, or openApp().")
    }
    try openApp()
  }

  /// The user goes to the home screen: `applicationWillResignActive` → `applicationDidEnterBackground`.
  public mutating func home() throws(SimulationError) {
    try lifecycle(.home, note: "pressed home")
  }

  /// The system suspends a background app.
  public mutating func suspend() throws(SimulationError) {
    try lifecycle(.suspend, note: "system suspends the app")
  }

  /// The system terminates a background or suspended app (memory pressure). It stays eligible
  /// for background launches (§1.3).
  public mutating func terminate() throws(SimulationError) {
    try lifecycle(.systemTerminate(reason: "terminated by the system"), note: "system terminates the app")
  }

  /// The user swipes the app away in the app switcher. Background pushes no longer launch it,
  /// and a held one is discarded (§1.3).
  public mutating func forceQuit() throws(SimulationError) {
    try lifecycle(.forceQuit, note: "force-quit the app")
  }

  /// The device restarts: the app is not running (and no longer force-quit, §1.3), and the device
  /// is locked and before its first unlock (``DeviceState/isBeforeFirstUnlock``), so pushes do not launch the
  /// app in the background until ``unlock()`` (§1.3, §5).
  public mutating func reboot() {
    record(.user("rebooted the device"))
    apply(.reboot, rule: nil)
    if let wake = device.held {
      device.held = nil
      record(.system(.discardedHeld(wake.notificationID, reason: "the device restarted")))
    }
    if !device.isLocked {
      device.isLocked = true
      record(.system(.locked))
    }
    device.isBeforeFirstUnlock = true
    finishStimulus()
  }

  /// The user pulls Notification Center over the active app, which becomes inactive (§1.4).
  public mutating func showNotificationCenter() throws(SimulationError) {
    try lifecycle(.showNotificationCenter, note: "pulled down Notification Center")
  }

  /// The user closes Notification Center; the inactive app becomes active again.
  public mutating func hideNotificationCenter() throws(SimulationError) {
    try lifecycle(.becomeActive, note: "closed Notification Center")
  }

  /// The user locks the device.
  public mutating func lock() throws(SimulationError) {
    guard !device.isLocked else { throw SimulationError(.invalidTransition, "can't lock the device: it is already locked.") }
    record(.user("locked the device"))
    device.isLocked = true
    record(.system(.locked))
    finishStimulus()
  }

  /// The user unlocks the device. The first unlock after ``reboot()`` ends ``DeviceState/isBeforeFirstUnlock``;
  /// a push the system refused to launch the app for before it is not delivered now.
  public mutating func unlock() throws(SimulationError) {
    guard device.isLocked else { throw SimulationError(.invalidTransition, "can't unlock the device: it is not locked.") }
    record(.user("unlocked the device"))
    device.isLocked = false
    finishStimulus()
  }

  private mutating func lifecycle(_ event: LifecycleStateMachine.Event, note: String) throws(SimulationError) {
    let actions: [LifecycleStateMachine.Action]
    switch LifecycleStateMachine.plan(event, from: process.state, sceneBased: isSceneBased, sceneConnected: process.isSceneConnected) {
    case .success(let planned): actions = planned
    case .failure(let error): throw error
    }
    record(.user(note))
    perform(actions, rule: nil)
    if process.state == .background && event == .home { process.wokenBySystem = false }
    finishStimulus()
  }

  /// The app assigns `UNUserNotificationCenter.current().delegate` now (a late delegate, §1.5).
  public mutating func assignDelegate() throws(SimulationError) {
    guard configuration.profile.hasUserNotifications else {
      throw SimulationError(.unsupported, "can't assign a UNUserNotificationCenter delegate: \(configuration.profile) has no UserNotifications framework.")
    }
    guard process.state.isRunning else {
      throw SimulationError(.appNotRunning, "can't assign the delegate: the app is \(process.state). Launch it first.")
    }
    guard !process.isDelegateAssigned else {
      throw SimulationError(.unsupported, "can't assign the delegate: it is already assigned.")
    }
    process.isDelegateAssigned = true
    record(.system(.delegateAssigned("late, by the app")))
    let deferred = process.deferredResponses
    process.deferredResponses = []
    for continuation in deferred { resume(continuation) }
    finishStimulus()
  }
}
