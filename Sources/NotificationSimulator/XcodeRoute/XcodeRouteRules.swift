extension DeviceRules {
  private static let notes = "https://developer.apple.com/documentation/xcode-release-notes/"
  /// The usage text of `xcrun simctl help push`, reproduced in Fig's completion spec for simctl.
  private static let simctlHelp = Citation("https://github.com/withfig/autocomplete/blob/master/src/simctl.ts", .reported)

  /// XR1: simulated pushes start with Xcode 11.4.
  public static let simulatedPushesSince = DeviceRule(
    id: "XR1",
    summary: "Simulator receives simulated pushes (xcrun simctl push, or an .apns file dropped on it) from Xcode 11.4; with an earlier Xcode there is no such push and nothing reaches the app.",
    section: "§10, §11", sources: [Citation(notes + "xcode-11_4-release-notes", .apple)])
  /// XR2: the target app comes from the bundle argument or the payload.
  public static let simulatorTargetBundle = DeviceRule(
    id: "XR2",
    summary: "A simulated push names its app: simctl's bundle argument, or else the payload's top-level \"Simulator Target Bundle\"; the argument wins when both are given. With neither, simctl refuses the push; a push for another bundle never reaches this app. The payload must be a JSON object with an aps key, 4096 bytes or less.",
    section: "§10", sources: [Citation(notes + "xcode-11_4-release-notes", .apple), simctlHelp])
  /// XR3: the Xcode 12 bug.
  public static let performFetchInsteadOfRemoteHandler = DeviceRule(
    id: "XR3",
    summary: "Xcode 12's Simulator calls application(_:performFetchWithCompletionHandler:) instead of application(_:didReceiveRemoteNotification:fetchCompletionHandler:) for a simulated push with content-available (a known issue; the simulator applies it to every 12.x, the fixed release is not documented).",
    section: "§10", sources: [Citation(notes + "xcode-12-release-notes", .apple)])
  /// XR4: the APNs sandbox to a Simulator needs Xcode 14.
  public static let sandboxNeedsXcode14 = DeviceRule(
    id: "XR4",
    summary: "Real pushes from the APNs sandbox reach a Simulator only from Xcode 14 (iOS 16 Simulator, macOS 13, Apple silicon or T2); with an earlier Xcode they do not arrive.",
    section: "§10, §11", sources: [Citation(notes + "xcode-14-release-notes", .apple)])

  /// The Xcode-route rules, in id order.
  static let xcodeRoute: [DeviceRule] = [
    simulatedPushesSince, simulatorTargetBundle, performFetchInsteadOfRemoteHandler, sandboxNeedsXcode14,
  ]
}
