extension Simulator {
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
}
