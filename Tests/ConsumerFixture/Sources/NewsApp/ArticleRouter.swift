public import NotificationSimulator

/// The app's routing code behind the seam the simulator calls: it opens the article a
/// notification links to.
public struct ArticleRouter: SimulatedAppDelegate {
  /// The links opened so far.
  public var opened: [String] = []

  /// A router that has opened nothing.
  public init() {}

  public mutating func didReceive(
    _ response: NotificationResponse, notification: DeliveredNotification, context: inout AppContext
  ) -> CompletionTiming {
    if let link = notification.payload?.customKeys["link_url"]?.string { opened.append(link) }
    return .immediately
  }
}
