extension DeviceRules {
  private static let se = "https://developer.apple.com/documentation/usernotifications/unnotificationserviceextension"
  private static let modifying =
    "https://developer.apple.com/documentation/usernotifications/modifying-content-in-newly-delivered-notifications"

  /// SE1: when the service extension runs.
  public static let serviceExtensionRuns = DeviceRule(
    id: "SE1",
    summary: "The notification service extension runs only for a remote notification that shows an alert: mutable-content 1 and an alert with a title, subtitle or body, with alerts authorized; never for silent, sound-only or badge-only pushes.",
    section: "§7.1", sources: [Citation(modifying, .apple)])
  /// SE2: returned content without alert text is ignored.
  public static let serviceExtensionNeedsAlertText = DeviceRule(
    id: "SE2",
    summary: "Content the extension returns without a title, subtitle or body is not used; the original content is shown.",
    section: "§7.1", sources: [Citation(modifying, .apple)])
  /// SE3: the time limit and `serviceExtensionTimeWillExpire()`.
  public static let serviceExtensionTimeLimit = DeviceRule(
    id: "SE3",
    summary: "The extension has about 30 seconds to call its content handler; then serviceExtensionTimeWillExpire() gives it a last chance, and if it still does not answer the original content is shown.",
    section: "§7.1", sources: [Citation(se + "/didreceive(_:withcontenthandler:)", .apple),
      Citation(se + "/serviceextensiontimewillexpire()", .apple)])
  /// SE4: a crash or the memory limit.
  public static let serviceExtensionCrash = DeviceRule(
    id: "SE4",
    summary: "An extension that crashes or exceeds its memory limit (about 24 MB, reported) never answers; what is shown then is uncertain (quirk serviceExtensionCrashShows).",
    section: "§7.1, §12.5", sources: [Citation("https://github.com/deltachat/deltachat-ios/pull/2477", .uncertain),
      Citation("https://github.com/element-hq/element-ios/issues/3868", .uncertain)])
  /// SE5: the extension runs in every app state.
  public static let serviceExtensionEveryState = DeviceRule(
    id: "SE5",
    summary: "The extension runs in its own process whatever the app's state: before willPresent in the foreground, and after a force quit.",
    section: "§1.3, §7.1", sources: [Citation(modifying, .apple), Source.serviceExtensionAfterForceQuit])
  /// SE6: simulated pushes do not run it.
  public static let simulatedPushSkipsExtension = DeviceRule(
    id: "SE6",
    summary: "A simulated push (xcrun simctl push or an .apns file dropped on Simulator) ignores mutable-content: the service extension does not run and the original content is shown.",
    section: "§7.1, §10", sources: [Citation(
      "https://developer.apple.com/documentation/xcode-release-notes/xcode-11_4-release-notes", .apple)])
  /// SE7: the APNs sandbox to a Simulator runs it.
  public static let sandboxToSimulatorRunsExtension = DeviceRule(
    id: "SE7",
    summary: "From Xcode 14 an iOS 16 or later Simulator (macOS 13, Apple silicon or T2) receives real pushes from the APNs sandbox, and those run the service extension.",
    section: "§7.1, §10", sources: [Citation(
      "https://developer.apple.com/documentation/xcode-release-notes/xcode-14-release-notes", .apple)])

  /// The service extension rules, in id order.
  static let serviceExtension: [DeviceRule] = [
    serviceExtensionRuns, serviceExtensionNeedsAlertText, serviceExtensionTimeLimit, serviceExtensionCrash,
    serviceExtensionEveryState, simulatedPushSkipsExtension, sandboxToSimulatorRunsExtension,
  ]
}

extension DeviceRules {
  private static let attachmentDoc = "https://developer.apple.com/documentation/usernotifications/unnotificationattachment"

  /// AT1: supported types and size limits.
  public static let attachmentLimits = DeviceRule(
    id: "AT1",
    summary: "An attachment must be a file on the device of a supported type: audio (AIFF, WAV, MP3, MPEG-4 audio) up to 5 MB, image (JPEG, GIF, PNG) up to 10 MB, movie (MPEG, MPEG-2, MPEG-4, AVI) up to 50 MB; otherwise UNNotificationAttachment throws UNError 100 (invalid URL), 101 (unrecognized type) or 102 (invalid file size).",
    section: "§7.3", sources: [Citation(attachmentDoc, .apple),
      Citation("https://developer.apple.com/documentation/usernotifications/unerror/code", .apple),
      Citation("https://learn.microsoft.com/en-us/dotnet/api/usernotifications.unerrorcode", .reported)])
  /// AT2: when the system checks attachments, and the data store.
  public static let attachmentValidation = DeviceRule(
    id: "AT2",
    summary: "Attachments of a local request are checked when it is added (an invalid one stops it being scheduled); a remote notification's are checked after the service extension finishes, and valid files are moved into the system's attachment data store.",
    section: "§7.3", sources: [Citation(attachmentDoc, .apple)])

  /// The attachment rules, in id order.
  static let attachments: [DeviceRule] = [attachmentLimits, attachmentValidation, attachmentStore]
}
