/// The app's Location Push Service Extension and how it answers.
///
/// Models a `CLLocationPushServiceExtension`
/// (https://developer.apple.com/documentation/corelocation/cllocationpushserviceextension) and the
/// `com.apple.developer.location.push` entitlement it needs
/// (https://developer.apple.com/documentation/corelocation/creating-a-location-push-service-extension).
/// Rules LP1–LP3, behaviour reference §15.
public struct LocationPushConfiguration: Hashable, Sendable {
  /// Whether the app is signed with `com.apple.developer.location.push`, which Apple grants on
  /// request. Default `true`.
  public var hasEntitlement: Bool
  /// Whether `didReceiveLocationPushPayload(_:completion:)` calls its completion in time; when
  /// it does not, the system calls `serviceExtensionWillTerminate()` and ends the extension
  /// (rule LP3). Default `true`.
  public var callsCompletion: Bool

  /// Creates the extension's set-up.
  public init(hasEntitlement: Bool = true, callsCompletion: Bool = true) {
    self.hasEntitlement = hasEntitlement
    self.callsCompletion = callsCompletion
  }
}

extension DeviceRules {
  private static let corelocation = "https://developer.apple.com/documentation/corelocation/"

  /// LP1: the extension runs, the app is not launched.
  public static let locationPushExtension = DeviceRule(
    id: "LP1",
    summary: "A location push (apns-push-type location, topic <bundle ID>.location-query) runs the app's Location Push Service Extension, didReceiveLocationPushPayload(_:completion:), even when the app is not running; the app itself is not launched and gets no callback.",
    section: "§15", sources: [Citation(corelocation + "creating-a-location-push-service-extension", .apple)])
  /// LP2: the entitlement and Always authorization.
  public static let locationPushAuthorization = DeviceRule(
    id: "LP2",
    summary: "The extension runs only for an app signed with com.apple.developer.location.push and with Always location authorization; otherwise the push does nothing.",
    section: "§15", sources: [Citation(corelocation + "creating-a-location-push-service-extension", .apple)])
  /// LP3: a late completion ends the extension.
  public static let locationPushTimeout = DeviceRule(
    id: "LP3",
    summary: "An extension that does not call the completion handler in time gets serviceExtensionWillTerminate(), then is terminated.",
    section: "§15", sources: [Citation(corelocation + "cllocationpushserviceextension", .apple)])

  /// The location push rules, in id order.
  static let locationPushRules: [DeviceRule] = [locationPushExtension, locationPushAuthorization, locationPushTimeout]
}

extension Simulator {
  /// A location push arrives for the app: `apns-push-type: location`, as a server sends to ask
  /// where the device is.
  ///
  /// Models the delivery of Apple's "Creating a location push service extension"
  /// (https://developer.apple.com/documentation/corelocation/creating-a-location-push-service-extension):
  /// the extension's `didReceiveLocationPushPayload(_:completion:)` runs, the app is not launched
  /// (rule LP1), only with the entitlement and Always authorization (rule LP2), and an extension
  /// that never completes gets `serviceExtensionWillTerminate()` (rule LP3).
  ///
  /// Throws when the identifier is empty or the app has no ``AppConfiguration/locationPush``.
  public mutating func locationPush(id: String) throws(SimulationError) {
    guard !id.isEmpty else {
      throw SimulationError(.invalidPayload, "can't deliver a location push: the identifier is empty. Pass a non-empty id.")
    }
    guard let service = configuration.app.locationPush else {
      throw SimulationError(.unsupported,
        "can't deliver location push '\(id)': the app has no Location Push Service Extension. Give the app one (AppConfiguration.locationPush, \"locationPush\" in a scenario's app).")
    }
    defer { finishStimulus() }
    guard service.hasEntitlement else {
      record(.system(.locationPushNotDelivered(id, reason: "the app lacks the com.apple.developer.location.push entitlement")),
        rule: DeviceRules.locationPushAuthorization.id)
      return
    }
    guard device.configuration.locationAuthorization == .always else {
      record(.system(.locationPushNotDelivered(id, reason:
        "the extension runs only with Always location authorization; the app has \(device.configuration.locationAuthorization)")),
        rule: DeviceRules.locationPushAuthorization.id)
      return
    }
    record(.callback(.locationPushDidReceive, [.notification(id)]), rule: DeviceRules.locationPushExtension.id)
    guard !service.callsCompletion else { return }
    record(.callback(.locationPushServiceExtensionWillTerminate, [.notification(id)]), rule: DeviceRules.locationPushTimeout.id)
  }
}
