extension Simulator {
  // MARK: PushKit VoIP pushes (rules VP1–VP5, behaviour reference §14)

  /// The PushKit VoIP token of the app: a deterministic token of its own, not the APNs device
  /// token (`PKPushCredentials.token`,
  /// https://developer.apple.com/documentation/pushkit/pkpushcredentials/token).
  public var voipToken: DeviceToken {
    DeviceToken(bundleID: configuration.app.bundleID + ".voip", seed: device.configuration.tokenSeed)
  }

  /// At each launch an app with a ``VoIPConfiguration`` that creates its registry gets its
  /// PushKit token (rule VP1).
  mutating func createPushRegistryAtLaunch() {
    // The team's code creates its own registry (`PKPushRegistry.desiredPushTypes`).
    if configuration.processFactory != nil { return }
    guard let voip = configuration.app.voip else { return }
    device.pushKit.registryCreated = voip.createsRegistryAtLaunch
    guard voip.createsRegistryAtLaunch else { return }
    record(.callback(.pushRegistryDidUpdate, [.deviceToken(voipToken)]), rule: DeviceRules.voipRegistry.id)
  }

  /// A PushKit VoIP push arrives for the app.
  ///
  /// Models the delivery of Apple's "Responding to VoIP Notifications from PushKit"
  /// (https://developer.apple.com/documentation/pushkit/responding-to-voip-notifications-from-pushkit):
  /// iOS launches a not-running app in the background or wakes a suspended one (rule VP2), and
  /// calls `pushRegistry(_:didReceiveIncomingPushWith:for:completion:)` on the registry the app
  /// created in this launch (rule VP1); from iOS 13 an app that does not report a call before the
  /// handler returns is terminated (rule VP3), and after repeated misses VoIP pushes stop
  /// (rule VP4). With iOS 26.4's metadata method, `mustReport: false` lifts the duty (rule VP5).
  ///
  /// With the team's code (an ``AppProcess``), its `PKPushRegistryDelegate` answers instead of the
  /// ``VoIPConfiguration``: the registry is the one its code created with `.voIP` desired in this
  /// launch, and the call counts as reported when its code reported one to CallKit while the
  /// method ran (refused or not, rule VP6).
  ///
  /// Throws when the identifier is empty or the app (without code of its own) has no
  /// ``AppConfiguration/voip`` set-up.
  public mutating func voipPush(_ push: VoIPPush) throws(SimulationError) {
    let id = push.identifier
    guard !id.isEmpty else {
      throw SimulationError(.invalidPayload, "can't deliver a VoIP push: the identifier is empty. Pass a non-empty id.")
    }
    // The team's code (an AppProcess) answers for itself; its VoIP set-up is the default one
    // unless the app configures one (the CallKit entitlement).
    guard let voip = configuration.app.voip ?? (configuration.processFactory != nil ? VoIPConfiguration() : nil) else {
      throw SimulationError(.unsupported,
        "can't deliver VoIP push '\(id)': the app does not use PushKit. Give the app a VoIP set-up (AppConfiguration.voip, \"voip\" in a scenario's app).")
    }
    defer { finishStimulus() }
    guard device.apns.isAppInstalled else {
      record(.system(.voipNotDelivered(id, reason: "the app is not installed")), rule: DeviceRules.voipRegistry.id)
      return
    }
    if device.pushKit.deliveryStopped {
      record(.system(.voipNotDelivered(id, reason:
        "iOS stopped delivering VoIP pushes to the app after \(device.pushKit.unreportedPushes) unreported pushes; reinstall the app")),
        rule: DeviceRules.voipDeliveryStops.id)
      return
    }
    if process.state == .forceQuit, configuration.quirks.voipPushSkipsForceQuitApp {
      record(.system(.voipNotDelivered(id, reason: "the user force-quit the app (quirk voipPushSkipsForceQuitApp)")),
        rule: DeviceRules.voipLaunch.id)
      return
    }
    switch process.state {
    case .notRunning, .forceQuit: apply(.launchInBackground(launchOptions: nil, notificationID: nil), rule: DeviceRules.voipLaunch.id)
    case .suspended: apply(.wakeInBackground, rule: DeviceRules.voipLaunch.id)
    case .background, .inactive, .active: break
    }
    guard configuration.processFactory != nil ? process.voip.voipDesired : device.pushKit.registryCreated else {
      record(.system(.voipNotDelivered(id, reason:
        "the app created no PKPushRegistry with .voIP in desiredPushTypes in this launch")), rule: DeviceRules.voipRegistry.id)
      return
    }
    if let code = process.code {
      deliverVoIPPushToProcess(push, code)
      return
    }
    let metadata = voip.implementsMetadataMethod && configuration.profile >= .iOS26
    let callback: Callback = metadata ? .pushRegistryDidReceiveIncomingVoIPPush : .pushRegistryDidReceiveIncomingPush
    record(.callback(callback, [.notification(id), .state(process.state)]),
      rule: metadata ? DeviceRules.voipMustReport.id : DeviceRules.voipLaunch.id)
    if push.reportsCall ?? voip.reportsCall {
      record(.system(.callReported(id, framework: "CallKit")), rule: DeviceRules.voipReportCall.id)
      // CallKit may still refuse the call (VP6); the report was made, so VP3 and VP4 do not apply.
      if let (error, detail) = incomingCallRefusal(caller: push.caller, voip: voip) {
        record(.system(.callRefused(id, error: error, detail: detail)), rule: DeviceRules.voipCallRefused.id)
      }
      return
    }
    voipPushNotReported(id, metadata: metadata, mustReport: push.mustReport)
  }

  /// The push `id`'s handler returned without reporting a call: nothing when the push needs none
  /// (VP5), before iOS 13 or in the foreground under its quirk; otherwise the app is terminated
  /// (VP3) and the push counts toward iOS stopping VoIP delivery (VP4).
  mutating func voipPushNotReported(_ id: String, metadata: Bool, mustReport: Bool?) {
    if metadata, mustReport == false {
      record(.system(.callNotReported(id, reason: "mustReport is false, so no call is needed")),
        rule: DeviceRules.voipMustReport.id)
      return
    }
    guard configuration.profile >= .iOS13 else {
      record(.system(.callNotReported(id, reason: "before iOS 13 PushKit does not require a call")),
        rule: DeviceRules.voipReportCall.id)
      return
    }
    if process.state == .active || process.state == .inactive, configuration.quirks.voipCallNotRequiredInForeground {
      record(.system(.callNotReported(id, reason: "the app is in the foreground (quirk voipCallNotRequiredInForeground)")),
        rule: DeviceRules.voipReportCall.id)
      return
    }
    record(.system(.callNotReported(id, reason: "the handler returned without reporting a call to CallKit")),
      rule: DeviceRules.voipReportCall.id)
    diagnose("voip-call-not-reported",
      "Killing app because it never posted an incoming call to the system after receiving a PushKit VoIP push callback.",
      rule: DeviceRules.voipReportCall.id)
    perform([.transition(from: process.state, to: .notRunning,
      reason: "terminated: no incoming call reported for a VoIP push")], rule: DeviceRules.voipReportCall.id)
    device.pushKit.unreportedPushes += 1
    if device.pushKit.unreportedPushes >= configuration.quirks.voipUnreportedPushesBeforeDeliveryStops {
      device.pushKit.deliveryStopped = true
      record(.system(.voipDeliveryStopped(unreported: device.pushKit.unreportedPushes)), rule: DeviceRules.voipDeliveryStops.id)
    }
  }

  /// Why CallKit refuses the incoming call the app reports from `caller`, or `nil` when it rings
  /// (rule VP6): an app without the entitlement, a blocked caller, then a Focus that does not
  /// allow the caller, in that order.
  func incomingCallRefusal(caller: String?, voip: VoIPConfiguration) -> (IncomingCallError, String)? {
    if !voip.callKitEntitled {
      return (.unentitled, "the app is not entitled to report incoming calls")
    }
    if let caller, device.configuration.blockedCallers.contains(caller) {
      return (.filteredByBlockList, "the user blocked \(JSONWriter.quoted(caller))")
    }
    if let focus, !(caller.map(focus.allowsPerson) ?? false) {
      let who = caller.map { JSONWriter.quoted($0) + " is not" } ?? "the caller is not named, so not"
      return (.filteredByDoNotDisturb, "\(focus) is on and \(who) among its allowed people")
    }
    return nil
  }
}
