public import NotificationPayload

/// What the app passes to `Activity.request(attributes:content:pushType:)`
/// (https://developer.apple.com/documentation/activitykit/activity/request(attributes:content:pushtype:)):
/// a scenario's `startActivity` step.
public struct ActivityRequest: Hashable, Sendable {
  /// The identifier later steps use for the activity (`Activity.id`).
  public var id: String
  /// The name of the app's `ActivityAttributes` type.
  public var attributesType: String
  /// The static attributes, as JSON.
  public var attributes: JSONValue
  /// The first `ContentState`, as JSON (`ActivityContent.state`).
  public var contentState: JSONValue
  /// `ActivityContent.staleDate`, in seconds since 1970.
  public var staleDate: Int64?
  /// `ActivityContent.relevanceScore`.
  public var relevanceScore: Double
  /// Whether `pushType` is `.token`, so the activity gets an update token
  /// (https://developer.apple.com/documentation/activitykit/pushtype/token).
  public var pushToken: Bool
  /// The broadcast channel of `pushType: .channel(_:)` (iOS 18), if any
  /// (https://developer.apple.com/documentation/activitykit/pushtype/channel(_:)).
  public var channel: String?

  /// Creates a request.
  public init(
    id: String, attributesType: String, attributes: JSONValue = JSONValue(.object(JSONObject())),
    contentState: JSONValue, staleDate: Int64? = nil, relevanceScore: Double = 0, pushToken: Bool = false,
    channel: String? = nil
  ) {
    self.id = id
    self.attributesType = attributesType
    self.attributes = attributes
    self.contentState = contentState
    self.staleDate = staleDate
    self.relevanceScore = relevanceScore
    self.pushToken = pushToken
    self.channel = channel
  }
}
