import Foundation
public import NotificationPayload

extension Payload {
  /// The payload as iOS hands it to the app: `UNNotificationContent.userInfo`, or the
  /// `userInfo` of `application(_:didReceiveRemoteNotification:fetchCompletionHandler:)`, a
  /// `[AnyHashable: Any]` with the same Foundation types.
  ///
  /// Strings are `NSString`, numbers and Booleans `NSNumber` (so `as? String`, `as? Int`,
  /// `as? Double` and `as? Bool` read them as on a device), `null` is `NSNull`, objects are
  /// `[AnyHashable: Any]` with `String` keys (`as? [String: Any]` works) and arrays `[Any]`. Code
  /// that parses `userInfo` on iOS runs unchanged on it inside a ``SimulatedAppDelegate``:
  ///
  ///     let aps = notification.payload?.userInfoDictionary["aps"] as? [String: Any]
  ///     let badge = aps?["badge"] as? Int
  ///
  /// The dictionary is built on each access; Dictionary order means nothing, as on iOS.
  public var userInfoDictionary: [AnyHashable: Any] { UserInfoBridge.dictionary(userInfo) }
}

/// Builds Foundation values from JSON values, as `JSONSerialization` does on iOS. `package` so
/// that SimulatedUserNotifications hands apps the same values (`UNNotificationContent.userInfo`).
package enum UserInfoBridge {
  package static func dictionary(_ object: JSONObject) -> [AnyHashable: Any] {
    var result: [AnyHashable: Any] = [:]
    result.reserveCapacity(object.members.count)
    for member in object.members { result[AnyHashable(member.key)] = value(member.value) }
    return result
  }

  static func value(_ value: JSONValue) -> Any {
    switch value.kind {
    case .null: NSNull()
    case .bool(let bool): NSNumber(value: bool)
    case .number(let number):
      if number.isIntegerLiteral, let int = number.intValue { NSNumber(value: int) } else { NSNumber(value: number.doubleValue) }
    case .string(let string): NSString(string: string)
    case .array(let elements): elements.map(Self.value) as [Any]
    case .object(let object): dictionary(object)
    }
  }
}
