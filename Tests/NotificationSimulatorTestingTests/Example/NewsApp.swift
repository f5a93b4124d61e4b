import NotificationSimulator

// A news app's notification code, written the way a team would write it, against the
// simulator's value types instead of UIKit and UserNotifications. The tests in this target run
// it inside the simulated iOS and assert what it decided.

/// Turns a notification and the user's answer into a deep link.
///
/// Payloads carry the article in custom keys: `"link_url": "news://article/42"` and
/// `"article_id": "42"`.
struct DeepLinkRouter: Hashable, Sendable {
  /// Where the app goes when nothing more specific is known.
  static let home = "news://home"

  /// The deep link to open for `actionIdentifier` on `payload`, or `nil` when the app should
  /// stay where it is (background actions, dismissals).
  func link(for payload: Payload?, actionIdentifier: String) -> String? {
    switch actionIdentifier {
    case NotificationResponse.defaultActionIdentifier, "VIEW":
      return payload?.customKeys["link_url"]?.string ?? Self.home
    default:
      return nil
    }
  }

  /// `article_id`, if the payload has one.
  func articleID(_ payload: Payload?) -> String? {
    payload?.customKeys["article_id"]?.string
  }
}

/// Counts unread breaking news and keeps the app icon's badge in step.
struct BadgeCounter: Hashable, Sendable {
  /// The number of notifications the user has not opened.
  private(set) var unread = 0

  /// A notification arrived while the app was open.
  mutating func arrived(context: inout AppContext) {
    unread += 1
    context.setBadgeCount(unread)
  }

  /// The user opened a notification.
  mutating func opened(context: inout AppContext) {
    unread = max(0, unread - 1)
    context.setBadgeCount(unread)
  }

  /// The server said how many articles are unread.
  mutating func synchronize(_ count: Int, context: inout AppContext) {
    unread = count
    context.setBadgeCount(count)
  }
}

/// Refreshes articles when a background push says there are new ones, and reports the result.
///
/// Payloads: `{"aps": {"content-available": 1}, "new_articles": 3}`. A count above zero is new
/// data, zero is no data, a missing or malformed count is a failure.
struct BackgroundRefresh: Hashable, Sendable {
  /// The results reported to the fetch handler, in order.
  private(set) var results: [BackgroundFetchResult] = []

  /// Fetches, and reports the result after `fetchTime`.
  mutating func refresh(_ payload: Payload?, fetchTime: Duration) -> CompletionAnswer<BackgroundFetchResult> {
    let result: BackgroundFetchResult
    switch payload?.customKeys["new_articles"]?.number?.intValue {
    case let count? where count > 0: result = .newData
    case 0?: result = .noData
    default: result = .failed
    }
    results.append(result)
    return CompletionAnswer(result, timing: .after(fetchTime))
  }
}

/// The news app's delegate: `UIApplicationDelegate` and `UNUserNotificationCenterDelegate` in one.
struct NewsAppDelegate: SimulatedAppDelegate {
  var router = DeepLinkRouter()
  var badge = BadgeCounter()
  var refresh = BackgroundRefresh()
  /// How long a background refresh takes on the network.
  var fetchTime: Duration = .seconds(2)
  /// The deep links the app navigated to, in order.
  private(set) var openedLinks: [String] = []
  /// The articles the user saved from a notification.
  private(set) var savedArticles: [String] = []
  /// Comments the user sent from a notification, as `(article, text)`.
  private(set) var comments: [String] = []
  /// The notification `launchOptions` said launched the app.
  private(set) var launchNotification: String?
  /// The device token, as the app would send it to its server.
  private(set) var deviceToken: String?

  mutating func didFinishLaunching(launchOptions: LaunchOptions?, context: inout AppContext) {
    launchNotification = launchOptions?.notificationID
  }

  mutating func willPresent(_ notification: DeliveredNotification, context: inout AppContext)
    -> CompletionAnswer<PresentationOptions>
  {
    badge.arrived(context: &context)
    return CompletionAnswer(notification.categoryIdentifier == "BREAKING" ? [.banner, .list, .sound] : [.list])
  }

  mutating func didReceive(
    _ response: NotificationResponse, notification: DeliveredNotification, context: inout AppContext
  ) -> CompletionTiming {
    let payload = notification.payload
    switch response.actionIdentifier {
    case "SAVE":
      if let id = router.articleID(payload) { savedArticles.append(id) }
    case "COMMENT":
      if let id = router.articleID(payload), let text = response.userText { comments.append("\(id): \(text)") }
    case NotificationResponse.dismissActionIdentifier:
      break
    default:
      badge.opened(context: &context)
    }
    if let link = router.link(for: payload, actionIdentifier: response.actionIdentifier) { openedLinks.append(link) }
    return .immediately
  }

  mutating func didReceiveRemoteNotification(_ notification: DeliveredNotification, context: inout AppContext)
    -> CompletionAnswer<BackgroundFetchResult>
  {
    if let unread = notification.payload?.customKeys["unread"]?.number?.intValue {
      badge.synchronize(unread, context: &context)
    }
    return refresh.refresh(notification.payload, fetchTime: fetchTime)
  }

  mutating func didRegisterForRemoteNotifications(deviceToken: DeviceToken, context: inout AppContext) {
    self.deviceToken = deviceToken.hexString
  }
}

/// The news app's configuration and payloads.
enum NewsApp {
  /// Breaking news: View opens the app, Save works in the background, Comment takes text.
  static let breaking = NotificationCategory(
    identifier: "BREAKING",
    actions: [
      NotificationAction(identifier: "VIEW", title: "View", options: [.foreground]),
      NotificationAction(identifier: "SAVE", title: "Save for later"),
      NotificationAction(identifier: "COMMENT", title: "Comment", textInput: NotificationAction.TextInput()),
    ],
    options: [.customDismissAction])

  /// The app: the breaking news category, with the remote-notification background mode.
  static let app = AppConfiguration(bundleID: "com.example.news", categories: [breaking])

  /// A breaking-news push about article `id`.
  static func article(_ id: String, title: String = "Breaking") -> Payload {
    Payload(
      aps: APS(alert: Alert(title: title, body: "Read more"), sound: Sound(name: "default"), category: "BREAKING"),
      customKeys: JSONObject([
        JSONObject.Member(key: "link_url", value: JSONValue(.string("news://article/\(id)"))),
        JSONObject.Member(key: "article_id", value: JSONValue(.string(id))),
      ]))
  }

  /// A background push announcing `count` new articles (`nil` leaves the count out).
  static func newArticles(_ count: Int?, unread: Int? = nil) -> Payload {
    var members: [JSONObject.Member] = []
    if let count { members.append(JSONObject.Member(key: "new_articles", value: JSONValue(.number(JSONNumber(count))))) }
    if let unread { members.append(JSONObject.Member(key: "unread", value: JSONValue(.number(JSONNumber(unread))))) }
    return Payload(aps: APS(contentAvailable: true), customKeys: JSONObject(members))
  }
}
