import Foundation

/// The static data and the dynamic `ContentState` of a Live Activity: models `ActivityAttributes`
/// (https://developer.apple.com/documentation/activitykit/activityattributes).
///
/// The simulator carries both as JSON, encoded with `JSONEncoder` and decoded with `JSONDecoder`
/// as ActivityKit decodes a push's `content-state`; the type's name is its `attributes-type`. Its
/// `ContentState` models `ActivityAttributes.ContentState`
/// (https://developer.apple.com/documentation/activitykit/activityattributes/contentstate).
public protocol ActivityAttributes: Decodable, Encodable {
  /// The dynamic content of the activity: models `ActivityAttributes.ContentState`
  /// (https://developer.apple.com/documentation/activitykit/activityattributes/contentstate).
  associatedtype ContentState: Decodable, Encodable, Hashable
}

/// The dynamic content of a Live Activity with when it goes stale and how relevant it is: models
/// `ActivityContent` (https://developer.apple.com/documentation/activitykit/activitycontent).
public struct ActivityContent<State>: Equatable, Hashable where State: Decodable & Encodable & Hashable {
  /// The content state: models `ActivityContent.state`
  /// (https://developer.apple.com/documentation/activitykit/activitycontent/state).
  public var state: State
  /// When the content goes stale: models `ActivityContent.staleDate`
  /// (https://developer.apple.com/documentation/activitykit/activitycontent/staledate).
  public var staleDate: Date?
  /// Which activity the system shows first: models `ActivityContent.relevanceScore`
  /// (https://developer.apple.com/documentation/activitykit/activitycontent/relevancescore).
  public var relevanceScore: Double

  /// Creates content: models `ActivityContent.init(state:staleDate:relevanceScore:)`
  /// (https://developer.apple.com/documentation/activitykit/activitycontent/init(state:staledate:relevancescore:)).
  public init(state: State, staleDate: Date?, relevanceScore: Double = 0.0) {
    self.state = state
    self.staleDate = staleDate
    self.relevanceScore = relevanceScore
  }
}

extension ActivityContent: Sendable where State: Sendable {}

/// Where a Live Activity is in its life: models `ActivityState`
/// (https://developer.apple.com/documentation/activitykit/activitystate).
public enum ActivityState: String, Equatable, Hashable, Sendable, Codable {
  /// On the Lock Screen and in the Dynamic Island, taking updates: models `ActivityState.active`
  /// (https://developer.apple.com/documentation/activitykit/activitystate/active).
  case active
  /// Ended, still on the Lock Screen: models `ActivityState.ended`
  /// (https://developer.apple.com/documentation/activitykit/activitystate/ended).
  case ended
  /// Ended and removed by the person or the system: models `ActivityState.dismissed`
  /// (https://developer.apple.com/documentation/activitykit/activitystate/dismissed).
  case dismissed
  /// Its stale date passed: models `ActivityState.stale`
  /// (https://developer.apple.com/documentation/activitykit/activitystate/stale).
  case stale
  /// Scheduled and not started yet (iOS 26): models `ActivityState.pending`
  /// (https://developer.apple.com/documentation/activitykit/activitystate/pending). The simulator
  /// models no scheduled start, so no activity is ever pending.
  case pending
}

/// How a Live Activity receives ActivityKit pushes: models `PushType`
/// (https://developer.apple.com/documentation/activitykit/pushtype).
public struct PushType: Equatable, Hashable, Sendable {
  /// The broadcast channel of ``channel(_:)``; `nil` for ``token``.
  let channelID: String?

  /// Updates pushed to the activity's own token: models `PushType.token`
  /// (https://developer.apple.com/documentation/activitykit/pushtype/token).
  public static let token = PushType(channelID: nil)

  /// Updates broadcast to a channel (iOS 18): models `PushType.channel(_:)`
  /// (https://developer.apple.com/documentation/activitykit/pushtype/channel(_:)).
  public static func channel(_ channelId: String) -> PushType { PushType(channelID: channelId) }
}

/// When the system removes an ended Live Activity from the Lock Screen: models
/// `ActivityUIDismissalPolicy` (https://developer.apple.com/documentation/activitykit/activityuidismissalpolicy).
public struct ActivityUIDismissalPolicy: Equatable, Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case standard
    case immediate
    case after(Date)
  }
  let kind: Kind

  /// Up to four hours after it ends: models `ActivityUIDismissalPolicy.default`
  /// (https://developer.apple.com/documentation/activitykit/activityuidismissalpolicy/default).
  public static let `default` = ActivityUIDismissalPolicy(kind: .standard)
  /// At once: models `ActivityUIDismissalPolicy.immediate`
  /// (https://developer.apple.com/documentation/activitykit/activityuidismissalpolicy/immediate).
  public static let immediate = ActivityUIDismissalPolicy(kind: .immediate)

  /// At `date`, within four hours of the end: models `ActivityUIDismissalPolicy.after(_:)`
  /// (https://developer.apple.com/documentation/activitykit/activityuidismissalpolicy/after(_:)).
  public static func after(_ date: Date) -> ActivityUIDismissalPolicy { ActivityUIDismissalPolicy(kind: .after(date)) }
}

#if !canImport(Darwin)
  /// A string an alert shows, written as a literal: stands for Foundation's
  /// `LocalizedStringResource`, which swift-corelibs-foundation lacks, so that
  /// `AlertConfiguration(title: "Delivered", body: "…", sound: .default)` compiles on Linux.
  ///
  /// Not in the SDK as an ActivityKit type; the simulator shows the key as written.
  public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The text as written. Not in the SDK.
    public var key: String

    /// Creates the resource from a literal. Not in the SDK.
    public init(stringLiteral value: String) { key = value }

    /// Creates the resource from text. Not in the SDK.
    public init(_ key: String) { self.key = key }
  }
#endif

/// The alert an update shows on the Lock Screen, in the Dynamic Island and on a paired Watch:
/// models `AlertConfiguration` (https://developer.apple.com/documentation/activitykit/alertconfiguration).
public struct AlertConfiguration: Sendable {
  /// The alert's sound: models `AlertConfiguration.AlertSound`
  /// (https://developer.apple.com/documentation/activitykit/alertconfiguration/alertsound).
  public struct AlertSound: Equatable, Hashable, Sendable {
    let name: String?
    /// The default alert sound: models `AlertConfiguration.AlertSound.default`
    /// (https://developer.apple.com/documentation/activitykit/alertconfiguration/alertsound/default).
    public static let `default` = AlertSound(name: nil)
    /// A sound file of the app's bundle: models `AlertConfiguration.AlertSound.named(_:)`
    /// (https://developer.apple.com/documentation/activitykit/alertconfiguration/alertsound/named(_:)).
    public static func named(_ name: String) -> AlertSound { AlertSound(name: name) }
  }

  let titleText: String
  let bodyText: String
  let sound: AlertSound

  /// Creates an alert: models `AlertConfiguration.init(title:body:sound:)`
  /// (https://developer.apple.com/documentation/activitykit/alertconfiguration/init(title:body:sound:)).
  public init(title: LocalizedStringResource, body: LocalizedStringResource, sound: AlertConfiguration.AlertSound) {
    titleText = Self.text(title)
    bodyText = Self.text(body)
    self.sound = sound
  }

  private static func text(_ resource: LocalizedStringResource) -> String {
    #if canImport(Darwin)
      if #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) { return String(localized: resource) }
      return ""
    #else
      return resource.key
    #endif
  }
}

/// Why `Activity.request(attributes:content:pushType:)` did not start a Live Activity: models
/// `ActivityAuthorizationError` (https://developer.apple.com/documentation/activitykit/activityauthorizationerror).
public enum ActivityAuthorizationError: Error, LocalizedError, Equatable, Hashable, Sendable {
  /// The attributes and content are over 4 KB: models `ActivityAuthorizationError.attributesTooLarge`
  /// (https://developer.apple.com/documentation/activitykit/activityauthorizationerror/attributestoolarge).
  case attributesTooLarge
  /// The person switched Live Activities off in Settings: models `ActivityAuthorizationError.denied`
  /// (https://developer.apple.com/documentation/activitykit/activityauthorizationerror/denied).
  case denied
  /// The device runs as many activities as it allows: models
  /// `ActivityAuthorizationError.globalMaximumExceeded`
  /// (https://developer.apple.com/documentation/activitykit/activityauthorizationerror/globalmaximumexceeded).
  /// Never thrown here: Apple publishes no limit.
  case globalMaximumExceeded
  /// Models `ActivityAuthorizationError.malformedActivityIdentifier`
  /// (https://developer.apple.com/documentation/activitykit/activityauthorizationerror/malformedactivityidentifier).
  case malformedActivityIdentifier
  /// Models `ActivityAuthorizationError.missingProcessIdentifier`
  /// (https://developer.apple.com/documentation/activitykit/activityauthorizationerror/missingprocessidentifier).
  case missingProcessIdentifier
  /// Models `ActivityAuthorizationError.persistenceFailure`
  /// (https://developer.apple.com/documentation/activitykit/activityauthorizationerror/persistencefailure).
  case persistenceFailure
  /// Models `ActivityAuthorizationError.reconnectNotPermitted`
  /// (https://developer.apple.com/documentation/activitykit/activityauthorizationerror/reconnectnotpermitted).
  case reconnectNotPermitted
  /// The app runs as many activities as it may: models
  /// `ActivityAuthorizationError.targetMaximumExceeded`
  /// (https://developer.apple.com/documentation/activitykit/activityauthorizationerror/targetmaximumexceeded).
  /// Never thrown here: Apple publishes no limit.
  case targetMaximumExceeded
  /// The app lacks the entitlement: models `ActivityAuthorizationError.unentitled`
  /// (https://developer.apple.com/documentation/activitykit/activityauthorizationerror/unentitled).
  case unentitled
  /// The device does not support Live Activities (before iOS 16.1): models
  /// `ActivityAuthorizationError.unsupported`
  /// (https://developer.apple.com/documentation/activitykit/activityauthorizationerror/unsupported).
  case unsupported
  /// Models `ActivityAuthorizationError.unsupportedTarget`
  /// (https://developer.apple.com/documentation/activitykit/activityauthorizationerror/unsupportedtarget).
  case unsupportedTarget
  /// The app is not in the foreground: models `ActivityAuthorizationError.visibility`
  /// (https://developer.apple.com/documentation/activitykit/activityauthorizationerror/visibility).
  case visibility

  /// What went wrong: models `ActivityAuthorizationError.failureReason`
  /// (https://developer.apple.com/documentation/activitykit/activityauthorizationerror/failurereason).
  public var failureReason: String? {
    switch self {
    case .attributesTooLarge: "The provided Live Activity attributes exceeded the maximum size of 4KB."
    case .denied: "Live Activities are turned off for the app in Settings."
    case .globalMaximumExceeded: "The device reached the maximum number of ongoing Live Activities."
    case .malformedActivityIdentifier: "The activity identifier is malformed."
    case .missingProcessIdentifier: "The process identifier is missing."
    case .persistenceFailure: "The Live Activity could not be stored."
    case .reconnectNotPermitted: "The process may not reconnect to the Live Activity."
    case .targetMaximumExceeded: "The app reached the maximum number of ongoing Live Activities."
    case .unentitled: "The app lacks the Live Activities entitlement."
    case .unsupported: "The device does not support Live Activities."
    case .unsupportedTarget: "The target does not support Live Activities."
    case .visibility: "A Live Activity can only be started while the app is in the foreground."
    }
  }

  /// The error's description, for `localizedDescription`: `LocalizedError`'s requirement.
  /// Not in the SDK as an ActivityKit symbol of its own.
  public var errorDescription: String? { failureReason }

  /// The case for a refusal reason of the simulator (`activityStartFailed`'s `reason`).
  init(reason: String) {
    switch reason {
    case "visibility": self = .visibility
    case "denied": self = .denied
    case "attributesTooLarge": self = .attributesTooLarge
    default: self = .unsupported
    }
  }
}
