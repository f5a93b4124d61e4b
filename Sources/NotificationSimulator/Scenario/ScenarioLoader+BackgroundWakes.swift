extension DiagnosticCode {
  /// `device.xcode` is not a version such as `"12.5"`.
  public static let invalidXcodeVersion: DiagnosticCode = "invalid-xcode-version"
  /// A simulated push names no app: no `"bundle"` on the step, no `"Simulator Target Bundle"` in
  /// the payload (rule XR2).
  public static let missingSimulatorTargetBundle: DiagnosticCode = "missing-simulator-target-bundle"
}

extension ScenarioLoader.Reader {
  // MARK: - Settings, the Xcode version and the background-wake quirks

  /// Reads `device.settings` and `device.xcode`.
  mutating func readSettingsAndXcode(_ reader: inout JSONObjectReader, into device: inout DeviceConfiguration) {
    if let value = reader.value("settings") {
      device.settings = readSettings(value, onto: DeviceSettings(), path: ["device", "settings"])
    }
    settings = device.settings
    if let value = reader.value("xcode") {
      device.xcode = xcodeVersion(value, path: ["device", "xcode"])
      xcode = device.xcode
    }
  }

  /// An Xcode version such as `"12.5"`; an error at the value otherwise.
  mutating func xcodeVersion(_ value: JSONValue, path: JSONPath) -> XcodeVersion? {
    guard let text = value.string else {
      log.wrongType(value, path: path, expected: "an Xcode version string such as \"12.5\"")
      return nil
    }
    guard let version = XcodeVersion(text) else {
      log.error(
        .invalidXcodeVersion, "\(JSONWriter.quoted(text)) is not an Xcode version",
        hint: "Write the version as Xcode's About window shows it, one to three numbers with dots: \"11.4\", \"12\", \"14.3.1\".",
        path: path, at: value.location)
      return nil
    }
    return version
  }

  /// Reads a settings object over `base`: keys left out keep `base`'s values.
  mutating func readSettings(_ value: JSONValue, onto base: DeviceSettings, path: JSONPath) -> DeviceSettings {
    var settings = base
    guard var reader = JSONObjectReader(value, path: path, log: &log) else { return settings }
    if let on = reader.bool("backgroundAppRefresh", log: &log) { settings.backgroundAppRefresh = on }
    if let on = reader.bool("lowPowerMode", log: &log) { settings.lowPowerMode = on }
    if var switches = reader.object("notifications", log: &log) {
      if let on = switches.bool("allow", log: &log) { settings.notifications.allowNotifications = on }
      if let on = switches.bool("notificationCenter", log: &log) { settings.notifications.notificationCenter = on }
      if let on = switches.bool("banners", log: &log) { settings.notifications.banners = on }
      if let on = switches.bool("sounds", log: &log) { settings.notifications.sounds = on }
      if let on = switches.bool("badges", log: &log) { settings.notifications.badges = on }
      switches.warnAboutUnknownKeys(log: &log)
    }
    reader.warnAboutUnknownKeys(log: &log)
    return settings
  }

  /// A `settings` step: the switches it names change, the others stay as earlier steps left them.
  mutating func readSettingsStep(_ value: JSONValue, path: JSONPath) -> ScenarioStep.Action? {
    guard let object = value.object else {
      log.wrongType(value, path: path, expected: "an object of Settings switches, such as {\"lowPowerMode\": true}")
      return nil
    }
    if object.members.isEmpty {
      log.warning(
        .invalidStep, "the settings step changes nothing",
        hint: "Name a switch: backgroundAppRefresh, lowPowerMode, or notifications { allow, notificationCenter, banners, sounds, badges }.",
        path: path, at: value.location)
    }
    settings = readSettings(value, onto: settings, path: path)
    return .changeSettings(settings)
  }

  // MARK: - Simulated pushes

  /// The action of a push step once its payload is read: with a `"bundle"` (simctl's
  /// argument) a ``ScenarioStep/Action/simctlPush(_:id:bundle:)``. On a device with an Xcode
  /// version, a simulated push that names no app is an error (rule XR2), unless the step says
  /// `"bundle": null` to show simctl's refusal on purpose.
  mutating func finishPush(
    _ payload: Payload?, id: String, route: DeliveryRoute, reader: inout JSONObjectReader, argument: JSONValue,
    path: JSONPath
  ) -> ScenarioStep.Action? {
    var bundle: String??
    if let value = reader.value("bundle") {
      if case .null = value.kind {
        bundle = .some(nil)
      } else if let text = value.string, !text.isEmpty {
        bundle = .some(text)
      } else {
        log.wrongType(value, path: path.appending("bundle"), expected: "a bundle identifier, or null for none")
        return nil
      }
      guard route == .simulator else {
        log.error(
          .invalidStep, "\"bundle\" is xcrun simctl push's argument; this push goes by route \(route)",
          hint: "Remove \"bundle\", or send the push with \"route\": \"simulator\" (a .apns file does by default).",
          path: path.appending("bundle"), at: value.location)
        return nil
      }
    }
    guard let payload else { return nil }
    if xcode != nil, route == .simulator, bundle == nil, payload.simulatorTargetBundle == nil {
      log.error(
        .missingSimulatorTargetBundle,
        "this simulated push names no app: the step has no \"bundle\" and the payload no \"Simulator Target Bundle\", so simctl would refuse it",
        hint: "Add \"bundle\": \"<the app's bundle id>\" to the step (simctl push's argument), or a top-level \"Simulator Target Bundle\" to the payload; write \"bundle\": null to show simctl's refusal on purpose.",
        path: path.appending("push"), at: argument.location)
      return nil
    }
    if let bundle { return .simctlPush(payload, id: id, bundle: bundle) }
    return .push(payload, id: id, route: route)
  }
}
