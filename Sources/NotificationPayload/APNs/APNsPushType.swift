/// The value of the `apns-push-type` request header: what kind of notification an APNs request
/// carries.
///
/// Models the header described in Apple's "Sending notification requests to APNs"
/// (https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns).
/// The value is kept as written, so a value outside Apple's list can still be represented and
/// reported; ``isKnown`` says whether APNs accepts it.
public struct APNsPushType: RawRepresentable, Hashable, Sendable, CaseIterable,
  CustomStringConvertible
{
  /// The header value as written, such as `alert`.
  public var rawValue: String

  /// Creates a push type from a header value. Any text is accepted; see ``isKnown``.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// `alert`: a notification that shows an alert, plays a sound or badges the icon.
  public static let alert = APNsPushType(rawValue: "alert")
  /// `background`: a background update (`content-available`) with nothing visible.
  public static let background = APNsPushType(rawValue: "background")
  /// `location`: a Location Push Service Extension query (`CLLocationPushServiceExtension`).
  public static let location = APNsPushType(rawValue: "location")
  /// `voip`: a PushKit VoIP call (`PKPushType.voIP`).
  public static let voip = APNsPushType(rawValue: "voip")
  /// `complication`: a watchOS complication update (`PKPushType.complication`).
  public static let complication = APNsPushType(rawValue: "complication")
  /// `fileprovider`: a File Provider change signal (`PKPushType.fileProvider`).
  public static let fileProvider = APNsPushType(rawValue: "fileprovider")
  /// `mdm`: a mobile device management wake-up; its topic comes from the MDM push certificate.
  public static let mdm = APNsPushType(rawValue: "mdm")
  /// `liveactivity`: an ActivityKit Live Activity update, start or end.
  public static let liveActivity = APNsPushType(rawValue: "liveactivity")
  /// `pushtotalk`: a PushToTalk framework message (`PTChannelManager`).
  public static let pushToTalk = APNsPushType(rawValue: "pushtotalk")
  /// `controls`: a WidgetKit control reload (`ControlPushHandler`), iOS 18.
  public static let controls = APNsPushType(rawValue: "controls")
  /// `widgets`: a WidgetKit timeline reload (`WidgetPushHandler`), iOS 26
  /// (https://developer.apple.com/documentation/widgetkit/updating-widgets-with-widgetkit-push-notifications).
  public static let widgets = APNsPushType(rawValue: "widgets")

  /// Every push type Apple lists for `apns-push-type`, in the order of Apple's table.
  public static let allCases: [APNsPushType] = APNsPushTypeRule.table.map(\.pushType)

  /// Whether APNs accepts this value. Values are compared exactly: Apple documents them in
  /// lower case, and the simulator treats `Alert` as a different, unknown value.
  public var isKnown: Bool { APNsPushType.allCases.contains(self) }

  /// What `apns-topic` must append to the app's bundle ID for this push type: `""` for
  /// `alert` and `background`, `.voip` for `voip`, and so on. `nil` for `mdm`, whose topic is
  /// the UID of the MDM push certificate rather than a bundle ID, and for unknown values.
  ///
  /// Read from ``APNsPushTypeRule/table``.
  public var topicSuffix: String? {
    APNsPushTypeRule.index(of: self).flatMap { APNsPushTypeRule.table[$0].topicSuffix }
  }

  /// The largest payload APNs accepts for this push type, in bytes: 5120 for `voip`, 4096
  /// for every other type (sending-notification-requests-to-apns [A]).
  public var maximumPayloadSize: Int {
    APNsPushTypeRule.index(of: self).map { APNsPushTypeRule.table[$0].maximumPayloadSize }
      ?? PayloadLinter.maximumPayloadSize
  }

  /// What receives a push of this type on the device; `nil` for a value APNs does not know,
  /// which it refuses.
  ///
  /// Read from ``APNsPushTypeRule/table``.
  public var receiver: APNsPushReceiver? {
    APNsPushTypeRule.index(of: self).map { APNsPushTypeRule.table[$0].receiver }
  }

  /// The header value.
  public var description: String { rawValue }
}

/// The value of the `apns-priority` request header.
///
/// Models the header of Apple's "Sending notification requests to APNs"
/// (https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns).
/// APNs uses 10 when the header is omitted.
public enum APNsPriority: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// `10`: deliver at once. The default when the header is omitted.
  case immediate = 10
  /// `5`: deliver when the device's power state allows; may be grouped into bursts. The
  /// priority Apple prescribes for background pushes.
  case powerConsiderate = 5
  /// `1`: favour the device's battery above all; never wake the device for it.
  case powerSaving = 1

  /// The priority APNs applies when the request has no `apns-priority` header: 10.
  public static let `default` = APNsPriority.immediate

  /// The header value: `10`, `5` or `1`.
  public var description: String { String(rawValue) }
}
