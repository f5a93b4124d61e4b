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

  /// VR4: the hidden-preview category options before iOS 11.
  public static let hiddenPreviewOptionsNeedIOS11 = DeviceRule(
    id: "VR4",
    summary: "The category options .hiddenPreviewsShowTitle and .hiddenPreviewsShowSubtitle exist from iOS 11; earlier versions drop them from the categories the app sets.",
    section: "§4.3, §11",
    sources: [PlatformFeature.hiddenPreviewCategoryOptions.source])

  /// The rules about features a version does not have yet, in id order; the versions themselves
  /// are in ``PlatformFeature``.
  public static let versions: [DeviceRule] = [
    provisionalNeedsIOS12, criticalAlertsNeedIOS12, relevanceScoreNeedsIOS15, hiddenPreviewOptionsNeedIOS11,
  ]
}

extension Simulator {
  /// `categories` as a device without the hidden-preview options keeps them: each category
  /// that uses one loses it, with a diagnostic (rule VR4).
  mutating func withoutUnavailableCategoryOptions(_ categories: [NotificationCategory]) -> [NotificationCategory] {
    guard !configuration.profile.has(.hiddenPreviewCategoryOptions) else { return categories }
    let hidden: CategoryOptions = [.hiddenPreviewsShowTitle, .hiddenPreviewsShowSubtitle]
    return categories.map { category in
      guard !category.options.intersection(hidden).isEmpty else { return category }
      var kept = category
      kept.options.subtract(hidden)
      diagnose("category-option-unavailable",
        "category '\(category.identifier)' uses \(category.options.intersection(hidden)), which needs iOS 11; \(configuration.profile) drops it.",
        rule: DeviceRules.hiddenPreviewOptionsNeedIOS11.id)
      return kept
    }
  }
}
