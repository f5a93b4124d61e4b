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

  /// The dictionary with the values JSON cannot hold put back where their stand-ins are: the
  /// `Data`, `Date` or number the app put in, not its stand-in string. A stand-in that no
  /// longer matches its value (the key was replaced since) is left as it is.
  package static func dictionary(_ object: JSONObject, values: UserInfoValues) -> [AnyHashable: Any] {
    guard !values.isEmpty else { return dictionary(object) }
    return restore(.object(object), values.entries, depth: 0) as? [AnyHashable: Any] ?? dictionary(object)
  }

  /// `value` as Foundation values, with the entries whose paths continue below it put back.
  private static func restore(_ kind: JSONValue.Kind, _ entries: [UserInfoValues.Entry], depth: Int) -> Any {
    if let here = entries.first(where: { $0.path.count == depth }) {
      if case .string(let text) = kind, text == here.value.rendered, let restored = object(here.value) { return restored }
    }
    let below = entries.filter { $0.path.count > depth }
    guard !below.isEmpty else { return value(JSONValue(kind)) }
    switch kind {
    case .object(let object):
      var result: [AnyHashable: Any] = [:]
      for member in object.members {
        let inside = below.filter { $0.path[depth] == .key(member.key) }
        result[AnyHashable(member.key)] = inside.isEmpty ? value(member.value) : restore(member.value.kind, inside, depth: depth + 1)
      }
      return result
    case .array(let elements):
      return elements.enumerated().map { index, element -> Any in
        let inside = below.filter { $0.path[depth] == .index(index) }
        return inside.isEmpty ? value(element) : restore(element.kind, inside, depth: depth + 1)
      } as [Any]
    default:
      return value(JSONValue(kind))
    }
  }

  /// The Foundation object for a value JSON cannot hold; `nil` for one that is not a
  /// property-list value (its stand-in string stays).
  private static func object(_ value: UserInfoValues.Value) -> Any? {
    switch value {
    case .data(let data): NSData(data: data)
    case .date(let date): NSDate(timeIntervalSinceReferenceDate: date.timeIntervalSinceReferenceDate)
    case .real(let bits): NSNumber(value: Double(bitPattern: bits))
    case .notPropertyList: nil
    }
  }

  static func value(_ value: JSONValue) -> Any {
    switch value.kind {
    case .null: NSNull()
    case .bool(let bool): NSNumber(value: bool)
    case .number(let number):
      if number.isIntegerLiteral, let int = number.intValue {
        NSNumber(value: int)
      } else if number.isIntegerLiteral, let unsigned = UInt64(number.literal) {
        // An unsigned 64-bit integer past Int.max, as an app's NSNumber(value: UInt64) holds it.
        NSNumber(value: unsigned)
      } else {
        NSNumber(value: number.doubleValue)
      }
    case .string(let string): NSString(string: string)
    case .array(let elements): elements.map(Self.value) as [Any]
    case .object(let object): dictionary(object)
    }
  }
}
