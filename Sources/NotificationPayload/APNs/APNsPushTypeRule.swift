/// The platforms an APNs push type can reach, as Apple's push-type table names them.
///
/// Models the platform notes of the `apns-push-type` table in "Sending notification requests to
/// APNs" (https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns).
public enum APNsPlatform: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// iOS (iPhone).
  case iOS
  /// iPadOS.
  case iPadOS
  /// macOS.
  case macOS
  /// tvOS.
  case tvOS
  /// watchOS.
  case watchOS
  /// visionOS.
  case visionOS

  /// The platform's name, such as `watchOS`.
  public var description: String { rawValue }
}

/// What receives a push on the device, by its `apns-push-type`: the framework or extension that
/// Apple's page for the type names. Only `alert` and `background` pushes reach the app's
/// notification code; the others go where their type says, and show no notification.
///
/// Models the push-type table of "Sending notification requests to APNs"
/// (https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns),
/// which says what each type is for, and the framework page each row of ``APNsPushTypeRule/table``
/// cites.
public enum APNsPushReceiver: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// `UNUserNotificationCenter` and the app delegate: `alert` and `background` pushes.
  case userNotifications = "UNUserNotificationCenter"
  /// `PKPushRegistry` (PushKit): `voip` and `complication` pushes.
  case pushKit = "PKPushRegistry"
  /// The app's Location Push Service Extension (`CLLocationPushServiceExtension`): `location`.
  case locationPushExtension = "CLLocationPushServiceExtension"
  /// The app's File Provider extension (`NSFileProviderReplicatedExtension`): `fileprovider`.
  case fileProviderExtension = "NSFileProviderReplicatedExtension"
  /// The device's management client, not the app: `mdm`.
  case deviceManagement = "the MDM client"
  /// ActivityKit, which updates, starts or ends a Live Activity: `liveactivity`.
  case activityKit = "ActivityKit"
  /// `PTChannelManager` (Push to Talk): `pushtotalk`.
  case pushToTalk = "PTChannelManager"
  /// WidgetKit, which reloads widgets or a control: `widgets` and `controls`.
  case widgetKit = "WidgetKit"

  /// The receiver's name, in Apple's terms.
  public var description: String { rawValue }
}

/// One row of the push-type table: what APNs and iOS require of a request of one
/// `apns-push-type`.
///
/// Models the `apns-push-type` table of "Sending notification requests to APNs"
/// (https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns)
/// and the framework pages each row cites. The rows are data in one place: ``APNsPushType``
/// reads its topic suffix and size limit here, ``APNsGateway`` its checks, and the payload
/// linter the `aps` keys each type owns. To add a push type, add a row to ``table``.
public struct APNsPushTypeRule: Hashable, Sendable {
  /// The push type this row is about.
  public var pushType: APNsPushType
  /// What `apns-topic` appends to the bundle ID: `""` for the bare bundle ID, `nil` when the
  /// topic is not a bundle ID at all (`mdm`, whose topic is the UID of the MDM push certificate).
  public var topicSuffix: String?
  /// The largest body APNs accepts, in bytes.
  public var maximumPayloadSize: Int
  /// Whether APNs accepts this type only over a token-based (JWT) connection.
  public var tokenAuthenticationOnly: Bool
  /// The platforms Apple says this type does not reach.
  public var unavailablePlatforms: [APNsPlatform]
  /// The `apns-priority` values Apple allows for this type; `nil` when any of 10, 5 and 1 is
  /// allowed. A priority outside the list gets the `apns-push-type-priority` warning.
  public var priorities: [APNsPriority]?
  /// The `aps` keys that only this type reads, such as `content-changed` for `widgets`.
  public var apsKeys: [String]
  /// The `aps` keys this type's payload must carry.
  public var requiredAPSKeys: [String]
  /// Whether the payload needs an `aps` dictionary at all; PushKit and MDM payloads do not.
  public var needsAPS: Bool
  /// The first iOS version that receives this type, when it is newer than APNs's HTTP/2 API.
  public var introducedIn: String?
  /// What receives a push of this type on the device. Only ``APNsPushReceiver/userNotifications``
  /// (`alert` and `background`) reaches `UNUserNotificationCenter` and the app delegate.
  public var receiver: APNsPushReceiver
  /// The page that documents the row: Apple's first.
  public var source: String

  /// The rule for `pushType`, if it is one of Apple's.
  public static func rule(for pushType: APNsPushType) -> APNsPushTypeRule? {
    index(of: pushType).map { table[$0] }
  }

  /// The place of `pushType`'s row in ``table``, for a caller that reads one field of it:
  /// ``rule(for:)`` copies the whole row, retaining each of its strings and arrays and
  /// releasing them again (about 300 instructions; APNs reads the suffix and the size limit of
  /// every push it checks).
  static func index(of pushType: APNsPushType) -> Int? {
    table.firstIndex { $0.pushType.rawValue == pushType.rawValue }
  }

  /// The push types whose payloads may carry `key` in `aps`, for keys some type owns.
  public static func owners(ofAPSKey key: String) -> [APNsPushType] {
    table.filter { $0.apsKeys.contains(key) }.map(\.pushType)
  }

  static let sending = "https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns"

  /// Every push type Apple lists, in the order of Apple's table.
  public static let table: [APNsPushTypeRule] = [
    APNsPushTypeRule(
      pushType: .alert, topicSuffix: "", maximumPayloadSize: PayloadLinter.maximumPayloadSize,
      tokenAuthenticationOnly: false, unavailablePlatforms: [], priorities: nil, apsKeys: [],
      requiredAPSKeys: [], needsAPS: true, introducedIn: nil, receiver: .userNotifications, source: sending),
    APNsPushTypeRule(
      pushType: .background, topicSuffix: "", maximumPayloadSize: PayloadLinter.maximumPayloadSize,
      tokenAuthenticationOnly: false, unavailablePlatforms: [], priorities: nil, apsKeys: [],
      requiredAPSKeys: [], needsAPS: true, introducedIn: nil, receiver: .userNotifications,
      source: "https://developer.apple.com/documentation/usernotifications/pushing-background-updates-to-your-app"),
    APNsPushTypeRule(
      pushType: .location, topicSuffix: ".location-query", maximumPayloadSize: PayloadLinter.maximumPayloadSize,
      tokenAuthenticationOnly: true, unavailablePlatforms: [.macOS, .tvOS, .watchOS],
      priorities: [.immediate, .powerConsiderate], apsKeys: [], requiredAPSKeys: [], needsAPS: false,
      introducedIn: "15.0", receiver: .locationPushExtension,
      source: "https://developer.apple.com/documentation/corelocation/creating-a-location-push-service-extension"),
    APNsPushTypeRule(
      pushType: .voip, topicSuffix: ".voip", maximumPayloadSize: PayloadLinter.maximumVoIPPayloadSize,
      tokenAuthenticationOnly: false, unavailablePlatforms: [], priorities: nil, apsKeys: [],
      requiredAPSKeys: [], needsAPS: false, introducedIn: nil, receiver: .pushKit,
      source: "https://developer.apple.com/documentation/pushkit/responding-to-voip-notifications-from-pushkit"),
    APNsPushTypeRule(
      pushType: .complication, topicSuffix: ".complication", maximumPayloadSize: PayloadLinter.maximumPayloadSize,
      tokenAuthenticationOnly: false, unavailablePlatforms: [.iPadOS, .macOS, .tvOS], priorities: nil,
      apsKeys: [], requiredAPSKeys: [], needsAPS: false, introducedIn: nil, receiver: .pushKit,
      source: "https://developer.apple.com/documentation/pushkit/pkpushtype/complication"),
    APNsPushTypeRule(
      pushType: .fileProvider, topicSuffix: ".pushkit.fileprovider",
      maximumPayloadSize: PayloadLinter.maximumPayloadSize, tokenAuthenticationOnly: true,
      unavailablePlatforms: [.watchOS], priorities: nil, apsKeys: [], requiredAPSKeys: [], needsAPS: false,
      introducedIn: nil, receiver: .fileProviderExtension,
      source: "https://developer.apple.com/documentation/fileprovider/using-push-notifications-to-signal-changes"),
    APNsPushTypeRule(
      pushType: .mdm, topicSuffix: nil, maximumPayloadSize: PayloadLinter.maximumPayloadSize,
      tokenAuthenticationOnly: false, unavailablePlatforms: [.watchOS], priorities: nil, apsKeys: [],
      requiredAPSKeys: [], needsAPS: false, introducedIn: nil, receiver: .deviceManagement,
      source: "https://developer.apple.com/documentation/devicemanagement/sending-mdm-commands-to-a-device"),
    APNsPushTypeRule(
      pushType: .liveActivity, topicSuffix: ".push-type.liveactivity",
      maximumPayloadSize: PayloadLinter.maximumPayloadSize, tokenAuthenticationOnly: true,
      unavailablePlatforms: [], priorities: nil, apsKeys: [], requiredAPSKeys: [], needsAPS: true,
      introducedIn: "16.1", receiver: .activityKit,
      source: "https://developer.apple.com/documentation/activitykit/starting-and-updating-live-activities-with-activitykit-push-notifications"),
    APNsPushTypeRule(
      pushType: .pushToTalk, topicSuffix: ".voip-ptt", maximumPayloadSize: PayloadLinter.maximumPayloadSize,
      tokenAuthenticationOnly: false, unavailablePlatforms: [.macOS, .tvOS, .watchOS],
      priorities: [.immediate], apsKeys: ["ptt-push-type"], requiredAPSKeys: [], needsAPS: false, introducedIn: "16.0",
      receiver: .pushToTalk,
      source: "https://developer.apple.com/documentation/pushtotalk/creating-a-push-to-talk-app"),
    APNsPushTypeRule(
      pushType: .controls, topicSuffix: ".push-type.controls", maximumPayloadSize: PayloadLinter.maximumPayloadSize,
      tokenAuthenticationOnly: true, unavailablePlatforms: [.macOS, .tvOS, .watchOS, .visionOS],
      priorities: nil, apsKeys: ["content-changed"], requiredAPSKeys: ["content-changed"], needsAPS: true,
      introducedIn: "18.0", receiver: .widgetKit,
      source: "https://developer.apple.com/documentation/widgetkit/updating-controls-locally-and-remotely"),
    APNsPushTypeRule(
      pushType: .widgets, topicSuffix: ".push-type.widgets", maximumPayloadSize: PayloadLinter.maximumPayloadSize,
      tokenAuthenticationOnly: true, unavailablePlatforms: [], priorities: nil,
      apsKeys: ["content-changed"], requiredAPSKeys: ["content-changed"], needsAPS: true, introducedIn: "26.0",
      receiver: .widgetKit,
      source: "https://developer.apple.com/documentation/widgetkit/updating-widgets-with-widgetkit-push-notifications"),
  ]
}
