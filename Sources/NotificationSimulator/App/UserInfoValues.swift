public import Foundation

/// The values of a `userInfo` that JSON cannot hold, kept as the objects the app put there.
///
/// Models what [`UNMutableNotificationContent.userInfo`](https://developer.apple.com/documentation/usernotifications/unmutablenotificationcontent/userinfo)
/// carries besides JSON: it holds property-list values, so a local request or a service extension
/// may put a `Data`, a `Date` or a number JSON cannot write (NaN, infinity) there, and iOS hands
/// the same value back. The simulator's `userInfo` is JSON (`JSONObject`): at each such value it
/// holds a readable stand-in (``Value/rendered``, such as `"Data(7 bytes, base64 aGVsbG8hIQ==)"`),
/// and this list keeps the value itself by where it stands, so the app gets the object back
/// and two contents compare by value. A value that is not a property-list type is listed too, as
/// ``Value/notPropertyList(type:)``, so the simulator can say where it is (rule LN9).
public struct UserInfoValues: Hashable, Sendable {
  /// One step of the way to a value: a dictionary key or an array index.
  public enum PathComponent: Hashable, Sendable, CustomStringConvertible {
    /// A dictionary's key.
    case key(String)
    /// An array's index.
    case index(Int)

    /// `.key` or `[index]`, as a path is written: `photo.thumbnail`, `items[2]`.
    public var description: String {
      switch self {
      case .key(let key): key
      case .index(let index): "[\(index)]"
      }
    }
  }

  /// A value JSON cannot hold.
  public enum Value: Hashable, Sendable {
    /// `Data` (`NSData`), a property-list type.
    case data(Data)
    /// `Date` (`NSDate`), a property-list type.
    case date(Date)
    /// A floating-point `NSNumber` JSON cannot write (NaN, infinity), by its bit pattern so that
    /// NaN equals itself.
    case real(bitPattern: UInt64)
    /// A value of a type the property-list format does not have (an object of the app's, a
    /// `URL`), or a dictionary key that is not a string; `type` names it. `NSNull` is not
    /// listed: it is JSON's `null`, which a push's `userInfo` may hold.
    case notPropertyList(type: String)

    /// The stand-in the simulator's JSON holds: readable and deterministic, and different for
    /// different values, so comparing stand-ins compares values.
    ///
    /// `Data(7 bytes, base64 aGVsbG8hIQ==)`, `Date(2026-01-05T09:00:00Z, 789296400.0 s since 2001)`,
    /// `Double(nan)`, `not a property-list value: URL`.
    public var rendered: String {
      switch self {
      case .data(let data): "Data(\(data.count) bytes, base64 \(data.base64EncodedString()))"
      case .date(let date):
        "Date(\(Self.iso8601(date)), \(date.timeIntervalSinceReferenceDate) s since 2001)"
      case .real(let bits): "Double(\(Double(bitPattern: bits)))"
      case .notPropertyList(let type): "not a property-list value: \(type)"
      }
    }

    /// The date in UTC to the second, from its seconds since 1970: no formatter, no locale.
    static func iso8601(_ date: Date) -> String {
      let interval = date.timeIntervalSince1970
      guard interval.isFinite, abs(interval) < 1e15 else { return "\(interval) s since 1970" }
      let seconds = Int64(interval.rounded(.down))
      let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
      let second = seconds - days * 86_400
      // Days since 1970-01-01 to a civil date (Howard Hinnant's algorithm).
      let z = days + 719_468
      let era = (z >= 0 ? z : z - 146_096) / 146_097
      let doe = z - era * 146_097
      let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365
      let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
      let mp = (5 * doy + 2) / 153
      let day = doy - (153 * mp + 2) / 5 + 1
      let month = mp < 10 ? mp + 3 : mp - 9
      let year = yoe + era * 400 + (month <= 2 ? 1 : 0)
      func two(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
      let yearText = year >= 0 && year < 10_000 ? String(repeating: "0", count: max(0, 4 - String(year).count)) + String(year) : String(year)
      return "\(yearText)-\(two(month))-\(two(day))T\(two(second / 3_600)):\(two(second % 3_600 / 60)):\(two(second % 60))Z"
    }
  }

  /// One value and where it stands.
  public struct Entry: Hashable, Sendable {
    /// The keys and indexes from the top of `userInfo` to the value.
    public var path: [PathComponent]
    /// The value.
    public var value: Value

    /// Creates an entry.
    public init(path: [PathComponent], value: Value) {
      self.path = path
      self.value = value
    }

    /// The path as written in messages: `photo.thumbnail`, `items[2]`.
    public var pathDescription: String {
      var text = ""
      for component in path {
        if case .key = component, !text.isEmpty { text += "." }
        text += component.description
      }
      return text
    }
  }

  /// The values, in the order a walk of `userInfo` with its keys sorted meets them.
  public var entries: [Entry]

  /// Creates the list; empty when `userInfo` is all JSON.
  public init(_ entries: [Entry] = []) { self.entries = entries }

  /// Whether there is nothing JSON cannot hold.
  public var isEmpty: Bool { entries.isEmpty }

  /// The values that are not property-list types, in order.
  public var notPropertyList: [Entry] {
    entries.filter { if case .notPropertyList = $0.value { true } else { false } }
  }

  /// The list without the entries at or below `key` at the top: the key was removed or replaced.
  public func removing(topLevelKey key: String) -> UserInfoValues {
    UserInfoValues(entries.filter { $0.path.first != .key(key) })
  }
}
