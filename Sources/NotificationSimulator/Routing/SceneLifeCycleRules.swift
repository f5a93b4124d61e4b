public import NotificationPayload

extension DeviceRules {
  private static let tn3187 = Citation(PlatformFeature.tn3187, .apple)

  /// VR5: UIKit's warning when an app without the scene life cycle launches, from iOS 26.
  public static let scenelessLaunchWarning = DeviceRule(
    id: "VR5",
    summary: "From iOS 26 an app that does not adopt the scene life cycle still launches, and UIKit logs to the console that the scene life cycle will soon be required; the trace shows the log when the app runs from Xcode.",
    section: "§2.6, §11",
    sources: [tn3187])
  /// VR6: `UIApplication.LaunchOptionsKey.remoteNotification` is deprecated in iOS 26.
  public static let remoteNotificationLaunchKeyDeprecated = DeviceRule(
    id: "VR6",
    summary: "UIApplication.LaunchOptionsKey.remoteNotification is deprecated in iOS 26; an app that reads it in application(_:didFinishLaunchingWithOptions:) is told to handle the notification in its UNUserNotificationCenter delegate or its remote-notification handler.",
    section: "§2.6, §11",
    sources: [
      Citation("https://developer.apple.com/documentation/uikit/uiapplication/launchoptionskey/remotenotification", .apple), tn3187,
    ])
  /// VR7: `applicationDidBecomeActive(_:)` and `applicationWillEnterForeground(_:)` are deprecated in iOS 26.
  public static let appActivationCallbacksDeprecated = DeviceRule(
    id: "VR7",
    summary: "applicationDidBecomeActive(_:) and applicationWillEnterForeground(_:) are deprecated in iOS 26 and never called for a scene-based app; sceneDidBecomeActive(_:) and sceneWillEnterForeground(_:) replace them.",
    section: "§2.6, §11",
    sources: [
      Citation("https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationdidbecomeactive(_:)", .apple), tn3187,
    ])
  /// VR8: an app built with the iOS 27 SDK must adopt the scene life cycle.
  public static let sceneLifeCycleRequired = DeviceRule(
    id: "VR8",
    summary: "On iOS 27 an app built with the iOS 27 SDK that does not adopt the scene life cycle does not launch; built with the iOS 26 SDK it runs as on iOS 26. A scenario's app on iOS 27 is scene-based unless it says otherwise.",
    section: "§2.6, §11",
    sources: [tn3187])

  /// The scene life-cycle rules of iOS 26 and 27, in id order.
  public static let sceneLifeCycle: [DeviceRule] = [
    scenelessLaunchWarning, remoteNotificationLaunchKeyDeprecated, appActivationCallbacksDeprecated, sceneLifeCycleRequired,
  ]
}

extension Simulator {
  /// The major version of the SDK the app is built with: ``AppConfiguration/buildSDK``, or the
  /// profile's own version when the app does not say.
  public var buildSDK: Int { configuration.app.buildSDK ?? configuration.profile.version }

  /// Whether UIKit requires the scene life cycle of this app: iOS 27 with an app built with the
  /// iOS 27 SDK (rule VR8,
  /// [TN3187](https://developer.apple.com/documentation/technotes/tn3187-migrating-to-the-uikit-scene-based-life-cycle)).
  public var requiresSceneLifeCycle: Bool {
    configuration.profile.has(.sceneLifeCycleRequired) && PlatformFeature.sceneLifeCycleRequired.isAvailable(inMajorVersion: buildSDK)
  }

  /// At a launch of an app without scenes: UIKit's console warning from iOS 26 when the app runs
  /// from Xcode, whose console shows it (rule VR5), or, when the SDK requires scenes, the launch
  /// failure a device would show (rule VR8).
  mutating func noteSceneLifeCycleAtLaunch() {
    guard configuration.profile.has(.sceneLifeCycleDeprecations), !configuration.app.sceneBased else { return }
    if requiresSceneLifeCycle {
      diagnose("scene-life-cycle-required",
        "the app is built with the iOS \(buildSDK) SDK and does not adopt the scene life cycle; on \(configuration.profile) UIKit requires it and the app does not launch on a device. Adopt UIWindowSceneDelegate with a UIApplicationSceneManifest (TN3187), or build with the iOS 26 SDK.",
        rule: DeviceRules.sceneLifeCycleRequired.id)
    } else if device.configuration.launchedFromXcode {
      diagnose("scene-life-cycle-not-adopted",
        "the app does not adopt the scene life cycle; UIKit on \(configuration.profile) logs that it will soon be required, and apps built with the iOS 27 SDK do not launch without it. Adopt UIWindowSceneDelegate with a UIApplicationSceneManifest (TN3187).",
        rule: DeviceRules.scenelessLaunchWarning.id)
    }
  }

  /// A life-cycle callback the app declares it implements, on a version that deprecates what it
  /// uses: `launchOptions[.remoteNotification]` (rule VR6), `applicationDidBecomeActive(_:)` or
  /// `applicationWillEnterForeground(_:)` (rule VR7), at each call.
  mutating func noteDeprecatedLifeCycleUse(_ callback: Callback, _ arguments: [TraceArgument]) {
    guard configuration.profile.has(.sceneLifeCycleDeprecations), configuration.app.lists(callback) else { return }
    let message: String
    let rule: String
    switch callback {
    case .didFinishLaunching:
      var launchID: String?
      for case .launchOptions(.remoteNotification?, let id, false) in arguments { launchID = id }
      guard let launchID else { return }
      message =
        "the app reads launchOptions[.remoteNotification] (\(launchID)) in application(_:didFinishLaunchingWithOptions:); UIApplication.LaunchOptionsKey.remoteNotification is deprecated since iOS 26. Handle a tap in userNotificationCenter(_:didReceive:withCompletionHandler:) and a silent push in application(_:didReceiveRemoteNotification:fetchCompletionHandler:)."
      rule = DeviceRules.remoteNotificationLaunchKeyDeprecated.id
    case .didBecomeActive, .willEnterForeground:
      let replacement = callback == .didBecomeActive ? Callback.sceneDidBecomeActive : .sceneWillEnterForeground
      message =
        "the app implements \(callback.selector), deprecated since iOS 26 and never called once the app adopts scenes; move the code to \(replacement.selector) (TN3187)."
      rule = DeviceRules.appActivationCallbacksDeprecated.id
    default:
      return
    }
    diagnose("api-deprecated", message, rule: rule)
  }
}

extension ScenarioLoader.Reader {
  /// On iOS 27 an app is scene-based unless `"sceneBased"` says otherwise, and a sceneless app
  /// built with the iOS 27 SDK is an error (rule VR8,
  /// [TN3187](https://developer.apple.com/documentation/technotes/tn3187-migrating-to-the-uikit-scene-based-life-cycle)).
  mutating func applySceneLifeCycle(in top: JSONObjectReader, app: inout AppConfiguration, profile: Profile) {
    guard profile.has(.sceneLifeCycleRequired) else { return }
    let appObject = top.object["app"]?.object
    guard let member = appObject?.member("sceneBased") else {
      app.sceneBased = true
      return
    }
    let sdk = app.buildSDK ?? profile.version
    guard !app.sceneBased, PlatformFeature.sceneLifeCycleRequired.isAvailable(inMajorVersion: sdk) else { return }
    log.error(
      .sceneLifeCycleRequired,
      "an app built with the iOS \(sdk) SDK must adopt the scene life cycle on \(profile): UIKit does not launch it without scenes (TN3187, https://developer.apple.com/documentation/technotes/tn3187-migrating-to-the-uikit-scene-based-life-cycle)",
      hint: #"Remove "sceneBased": false (the app adopts UIWindowSceneDelegate), or set "sdk": "iOS 26" in "app" to model an app built with the iOS 26 SDK."#,
      path: ["app", "sceneBased"], at: member.keyLocation)
  }

  /// Reads `"sdk"` in `"app"`: the SDK the app is built with, such as `"iOS 26"`.
  mutating func readBuildSDK(_ reader: inout JSONObjectReader, into app: inout AppConfiguration) {
    guard let value = reader.value("sdk") else { return }
    let path: JSONPath = ["app", "sdk"]
    guard let text = value.string else {
      log.wrongType(value, path: path, expected: "a string such as \"iOS 26\"")
      return
    }
    guard let resolved = Profile.resolve(text), resolved.profile >= .iOS13 else {
      log.error(
        .outOfRange, "\"sdk\" is \(JSONWriter.quoted(text)); expected an iOS SDK version from iOS 13, such as \"iOS 26\"",
        hint: #"Write the major version of the SDK the app is built with, as in "sdk": "iOS 26"."#, path: path, at: value.location)
      return
    }
    app.buildSDK = resolved.profile.version
  }
}

extension DiagnosticCode {
  /// A scenario's app on iOS 27, built with the iOS 27 SDK, does not adopt the scene life cycle.
  public static let sceneLifeCycleRequired: DiagnosticCode = "scene-life-cycle-required"
}
