import Foundation
import NotificationSimulator

/// Whether the person allows the app's Live Activities and frequent updates: models
/// `ActivityAuthorizationInfo` (https://developer.apple.com/documentation/activitykit/activityauthorizationinfo).
public final class ActivityAuthorizationInfo: Sendable {
  /// Models `ActivityAuthorizationInfo.ActivityEnablementUpdates`
  /// (https://developer.apple.com/documentation/activitykit/activityauthorizationinfo/activityenablementupdates-swift.struct).
  public typealias ActivityEnablementUpdates = ActivityKitUpdates<Bool>
  /// Models `ActivityAuthorizationInfo.FrequentPushEnablementUpdates`
  /// (https://developer.apple.com/documentation/activitykit/activityauthorizationinfo/frequentpushenablementupdates-swift.struct).
  public typealias FrequentPushEnablementUpdates = ActivityKitUpdates<Bool>

  /// Creates the object: models `ActivityAuthorizationInfo.init()`
  /// (https://developer.apple.com/documentation/activitykit/activityauthorizationinfo/init()).
  public init() {
    activityEnablementUpdates = Self.updates("activityEnablementUpdates") { enabled, _ in enabled }
    frequentPushEnablementUpdates = Self.updates("frequentPushEnablementUpdates") { _, frequent in frequent }
  }

  /// Whether the app may start Live Activities: models `ActivityAuthorizationInfo.areActivitiesEnabled`
  /// (https://developer.apple.com/documentation/activitykit/activityauthorizationinfo/areactivitiesenabled).
  public var areActivitiesEnabled: Bool {
    AppRuntime.current?.read { $0.device.liveActivities.activitiesEnabled } ?? true
  }

  /// Whether the person allows frequent updates: models
  /// `ActivityAuthorizationInfo.frequentPushesEnabled`
  /// (https://developer.apple.com/documentation/activitykit/activityauthorizationinfo/frequentpushesenabled).
  public var frequentPushesEnabled: Bool {
    AppRuntime.current?.read { $0.device.liveActivities.frequentPushesEnabled } ?? true
  }

  /// Each change of ``areActivitiesEnabled``: models
  /// `ActivityAuthorizationInfo.activityEnablementUpdates`
  /// (https://developer.apple.com/documentation/activitykit/activityauthorizationinfo/activityenablementupdates-swift.property).
  public let activityEnablementUpdates: ActivityEnablementUpdates

  /// Each change of ``frequentPushesEnabled``: models
  /// `ActivityAuthorizationInfo.frequentPushEnablementUpdates`
  /// (https://developer.apple.com/documentation/activitykit/activityauthorizationinfo/frequentpushenablementupdates-swift.property).
  public let frequentPushEnablementUpdates: FrequentPushEnablementUpdates

  private static func updates(
    _ name: String, _ pick: @escaping @Sendable (Bool, Bool) -> Bool
  ) -> ActivityKitUpdates<Bool> {
    ActivityKitUpdates {
      let last = ActivityBox<Bool?>(nil)
      return ActivityKitHub.subscribe(
        of: Bool.self,
        replay: { runtime, _ in
          last.value = runtime.read { pick($0.device.liveActivities.activitiesEnabled, $0.device.liveActivities.frequentPushesEnabled) }
          return []
        },
        deliver: { signal, _, _ in
          guard case .authorization(let enabled, let frequent) = signal else { return nil }
          let value = pick(enabled, frequent)
          guard last.value != value else { return nil }
          last.value = value
          return (value, .init(stream: "ActivityAuthorizationInfo.\(name)", activity: "", value: "\(value)"))
        })
    }
  }
}
