import NotificationPayload

extension DeviceRules {
  /// VR1: `.provisional` before iOS 12.
  public static let provisionalNeedsIOS12 = DeviceRule(
    id: "VR1",
    summary: "requestAuthorization(options:) with .provisional needs iOS 12; earlier versions ignore the option, so the prompt is shown as without it.",
    section: "§6.3, §11",
    sources: [PlatformFeature.provisionalAuthorization.source])
  /// VR2: `.criticalAlert` before iOS 12.
  public static let criticalAlertsNeedIOS12 = DeviceRule(
    id: "VR2",
    summary: "requestAuthorization(options:) with .criticalAlert needs iOS 12; earlier versions ignore the option, and a critical sound plays as an ordinary one.",
    section: "§3.5, §11",
    sources: [PlatformFeature.criticalAlerts.source])
  /// VR3: the relevance score before iOS 15.
  public static let relevanceScoreNeedsIOS15 = DeviceRule(
    id: "VR3",
    summary: "relevanceScore and relevance-score exist from iOS 15; earlier versions ignore them, so a thread's featured notification is its newest.",
    section: "§9, §11",
    sources: [PlatformFeature.relevanceScore.source])

  /// The rules about features a version does not have yet, in id order; the versions themselves
  /// are in ``PlatformFeature``.
  public static let versions: [DeviceRule] = [provisionalNeedsIOS12, criticalAlertsNeedIOS12, relevanceScoreNeedsIOS15]
}
