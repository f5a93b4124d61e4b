/// A request to APNs's device push endpoint, `POST /3/device/<token>`, as the provider sends it.
///
/// Models the HTTP/2 request of Apple's "Sending notification requests to APNs"
/// (https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns).
/// The simulator assumes a token-based (JWT) connection, which names no topic of its own;
/// certificate connections are not modelled.
public struct APNsRequest: Sendable {
  /// The header fields in the order sent, pseudo-headers (`:method`, `:path`) included.
  public var headers: [(name: String, value: String)]
  /// The device token in hex, when given apart from the headers. When `nil`, the token is read
  /// from `:path` (`/3/device/<token>`).
  public var deviceToken: String?
  /// The JSON payload, as the request's DATA frames carry it.
  public var body: [UInt8]
  /// The bundle ID of the app the device token was issued to, when known. With it the gateway
  /// answers `DeviceTokenNotForTopic` for a topic of another app.
  public var bundleID: String?
  /// The app bundle IDs the provider's credentials may push to (for a token-auth key, the
  /// team's apps), when known. With it the gateway answers `TopicDisallowed` for other topics;
  /// `nil` means credentials are not modelled and any topic is allowed.
  public var allowedTopics: [String]?

  /// Creates a request.
  public init(
    headers: [(name: String, value: String)] = [],
    deviceToken: String? = nil,
    body: [UInt8] = [],
    bundleID: String? = nil,
    allowedTopics: [String]? = nil
  ) {
    self.headers = headers
    self.deviceToken = deviceToken
    self.body = body
    self.bundleID = bundleID
    self.allowedTopics = allowedTopics
  }

  /// Creates a request whose body is the UTF-8 bytes of `body`.
  public init(
    headers: [(name: String, value: String)] = [],
    deviceToken: String? = nil,
    body: String,
    bundleID: String? = nil,
    allowedTopics: [String]? = nil
  ) {
    self.init(
      headers: headers, deviceToken: deviceToken, body: Array(body.utf8), bundleID: bundleID,
      allowedTopics: allowedTopics)
  }

  /// The headers, read.
  public var parsedHeaders: APNsHeaders { APNsHeaders(fields: headers) }

  /// The device token APNs would use: ``deviceToken``, else the token in `:path`.
  public var resolvedDeviceToken: String? {
    if let deviceToken, !deviceToken.isEmpty { return deviceToken }
    return parsedHeaders.pathDeviceToken
  }
}

/// What APNs answers to a request: the HTTP `:status`, the `apns-id` response header and, on
/// failure, the `reason` of the JSON body.
///
/// Models the responses of Apple's "Handling notification responses from APNs"
/// (https://developer.apple.com/documentation/usernotifications/handling-notification-responses-from-apns).
public struct APNsResponse: Hashable, Sendable, CustomStringConvertible {
  /// The HTTP `:status`: 200 on success.
  public var status: Int
  /// Why APNs refused the request; `nil` on success.
  public var reason: APNsReason?
  /// The `apns-id` response header: the request's `apns-id` when it sent a valid one, else the
  /// ID APNs made up for it.
  public var apnsID: String?
  /// For `410` answers: when APNs learned the token was no longer valid, in milliseconds since
  /// 1970 (the body's `timestamp`); `nil` otherwise.
  public var timestamp: Int64?

  /// Creates a response.
  public init(status: Int, reason: APNsReason?, apnsID: String?, timestamp: Int64? = nil) {
    self.status = status
    self.reason = reason
    self.apnsID = apnsID
    self.timestamp = timestamp
  }

  /// A success, `200`, with an empty body.
  public static func success(apnsID: String?) -> APNsResponse {
    APNsResponse(status: 200, reason: nil, apnsID: apnsID)
  }

  /// A failure: the reason's status and the reason.
  public static func failure(_ reason: APNsReason, apnsID: String?) -> APNsResponse {
    APNsResponse(status: reason.status, reason: reason, apnsID: apnsID)
  }

  /// Whether APNs accepted the request.
  public var isSuccess: Bool { status == 200 }

  /// The response body as APNs writes it: `{"reason":"BadTopic"}` on failure, empty on success,
  /// with `timestamp` for a `410` that has one (the gateway alone never gives it; the
  /// simulator's device tokens do).
  public var bodyJSON: String {
    guard let reason else { return "" }
    let time = timestamp.map { ",\"timestamp\":\($0)" } ?? ""
    return "{\"reason\":" + JSONWriter.quoted(reason.rawValue) + time + "}"
  }

  /// `200` or `400 BadTopic`.
  public var description: String {
    reason.map { "\(status) \($0.rawValue)" } ?? String(status)
  }
}
