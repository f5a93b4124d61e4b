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

  // MARK: Authorization (§6)

  /// The app calls `requestAuthorization(options:completionHandler:)`.
  ///
  /// The first call shows the prompt (answer it with ``answerPrompt(allow:)``); `.provisional`
  /// grants quiet delivery without a prompt (iOS 12+); later calls answer at once.
  public mutating func requestAuthorization(_ options: AuthorizationOptions) throws(SimulationError) {
    guard process.state.isRunning else {
      throw SimulationError(.appNotRunning, "can't request authorization: the app is \(process.state). Launch it first.")
    }
    guard device.pendingPrompt == nil else {
      throw SimulationError(.authorizationPrompt,
        "can't request authorization: the prompt is already on screen. Answer it with answerPrompt(allow:) first.")
    }
    record(.user("app requests authorization \(options)"))
    var requested = options
    if requested.contains(.provisional) && !configuration.profile.hasProvisionalAuthorization {
      diagnose("authorization-option-unavailable", ".provisional needs iOS 12; \(configuration.profile) ignores it.",
        rule: DeviceRules.provisionalNeedsIOS12.id)
      requested.remove(.provisional)
    }
    requested = checkEntitledOptions(requested)
    if device.authorizationStatus == .notDetermined && requested.contains(.provisional) {
      device.authorizationStatus = .provisional
      device.authorizedOptions = requested.subtracting(.provisional)
      record(.system(.authorizationResult(granted: true, status: .provisional)))
    } else if device.authorizationStatus == .notDetermined {
      device.pendingPrompt = requested
      record(.system(.authorizationPrompt(requested)))
      if let allow = run.promptAnswerInAdvance { applyPromptAnswer(allow: allow, options: requested) }
    } else {
      record(.system(.authorizationResult(granted: device.authorizationStatus.isGranted, status: device.authorizationStatus)))
    }
    finishStimulus()
  }

  /// The user answers the authorization prompt.
  public mutating func answerPrompt(allow: Bool) throws(SimulationError) {
    guard let options = device.pendingPrompt else {
      throw SimulationError(.authorizationPrompt,
        "can't answer the authorization prompt: none is on screen. Call requestAuthorization(_:) while the status is notDetermined.")
    }
    applyPromptAnswer(allow: allow, options: options)
    finishStimulus()
  }

  /// The user's answer to the prompt on screen for `options`.
  private mutating func applyPromptAnswer(allow: Bool, options: AuthorizationOptions) {
    device.pendingPrompt = nil
    record(.user(allow ? "allowed notifications" : "denied notifications"))
    device.authorizationStatus = allow ? .authorized : .denied
    device.authorizedOptions = allow ? options : []
    record(.system(.authorizationResult(granted: allow, status: device.authorizationStatus)))
  }

  /// The user (or the system, for App Clips) changes the app's notification settings.
  public mutating func changeAuthorization(to status: AuthorizationStatus, options: AuthorizationOptions) throws(SimulationError) {
    if status == .ephemeral && !configuration.profile.hasEphemeralAuthorization {
      throw SimulationError(.unsupported, "can't set ephemeral authorization: it needs iOS 14, and the device runs \(configuration.profile).")
    }
    // Joined into one buffer reserved up front: the interpolation grew its string three times,
    // 3,600 instructions, in the set-up of every scenario that names an authorization.
    var text = "changed authorization in Settings to "
    text.reserveCapacity(96)
    text += status.description
    text += " "
    text += options.description
    record(.user(text))
    device.authorizationStatus = status
    device.authorizedOptions = status.isGranted ? options : []
    finishStimulus()
  }

  // MARK: Registration (§6.4)

  /// The app calls `registerForRemoteNotifications()`, which does not depend on authorization.
  ///
  /// Succeeds with a deterministic 32-byte token, or fails with `NSCocoaErrorDomain` 3010 on a
  /// simulator without APNs support, or 3000 without the `aps-environment` entitlement.
  public mutating func registerForRemoteNotifications() throws(SimulationError) {
    guard process.state.isRunning else {
      throw SimulationError(.appNotRunning, "can't register for remote notifications: the app is \(process.state). Launch it first.")
    }
    record(.user("app calls registerForRemoteNotifications()"))
    if device.configuration.isSimulator && !device.configuration.simulatorSupportsRemoteRegistration {
      record(.callback(.didFailToRegisterForRemoteNotifications, [.error(.simulatorUnsupported)]))
      callAppDelegate { $0.didFailToRegisterForRemoteNotifications(error: .simulatorUnsupported, context: &$1) }
      callProcess(registration: AppCall(
        callback: .didFailToRegisterForRemoteNotifications, state: process.state, now: now, registrationError: .simulatorUnsupported))
    } else if configuration.app.apsEnvironment == nil {
      record(.callback(.didFailToRegisterForRemoteNotifications, [.error(.missingEntitlement)]))
      callAppDelegate { $0.didFailToRegisterForRemoteNotifications(error: .missingEntitlement, context: &$1) }
      callProcess(registration: AppCall(
        callback: .didFailToRegisterForRemoteNotifications, state: process.state, now: now, registrationError: .missingEntitlement))
    } else {
      passDeviceToken(issueDeviceToken())
    }
    finishStimulus()
  }

  // MARK: Categories (§4.4)

  /// The app calls `setNotificationCategories(_:)`, which replaces every registered category.
  public mutating func setNotificationCategories(_ newCategories: [NotificationCategory]) throws(SimulationError) {
    guard process.state.isRunning else {
      throw SimulationError(.appNotRunning, "can't set notification categories: the app is \(process.state). Launch it first.")
    }
    record(.user("app sets notification categories"))
    device.categories = withoutUnavailableCategoryOptions(newCategories)
    record(.system(.categoriesSet(newCategories.map(\.identifier))))
    // UNNotificationAction.identifier: the identifiers of all the app's actions must be unique.
    var seen: [String] = []
    for category in newCategories {
      let repeated = category.repeatedActionIdentifiers
      for identifier in repeated {
        diagnose("duplicate-action-identifier",
          "action identifier '\(identifier)' is used twice in category '\(category.identifier)'; "
            + "the app cannot tell which action the user chose. Give each action its own identifier.")
      }
      var own: [String] = []
      for action in category.actions where !own.contains(action.identifier) {
        own.append(action.identifier)
        if seen.contains(action.identifier) {
          diagnose("duplicate-action-identifier",
            "action identifier '\(action.identifier)' is used in more than one category; identifiers must be unique across categories.")
        }
      }
      seen += own
    }
    finishStimulus()
  }
}
