public import NotificationPayload

extension ScenarioLoader.Reader {
  /// Warns that `"sceneBased": true` does nothing before iOS 13, where UIKit has no scenes and
  /// the app delegate gets the launch response
  /// ([UISceneDelegate](https://developer.apple.com/documentation/uikit/uiscenedelegate); behaviour
  /// reference §2.6, §11).
  mutating func warnAboutScenes(in top: JSONObjectReader, app: AppConfiguration, profile: Profile) {
    guard app.sceneBased, !profile.has(.scenes),
      let member = top.object["app"]?.object?.member("sceneBased")
    else { return }
    log.warning(
      .scenesUnavailable, "scenes need iOS 13; on \(profile) the app runs without them, as if sceneBased were false",
      hint: #"Set "platform" to "iOS 13" or later, or remove "sceneBased"."#,
      path: ["app", "sceneBased"], at: member.keyLocation)
  }
}

extension DiagnosticCode {
  /// A scenario declares a scene-based app on an iOS version before 13.
  public static let scenesUnavailable: DiagnosticCode = "scenes-unavailable"
}
