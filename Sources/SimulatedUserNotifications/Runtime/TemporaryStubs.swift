// TEMPORARY: stand-ins for the value types being written on branch issue-19-values; deleted at merge.
import NotificationSimulator

public struct UNNotificationPresentationOptions: OptionSet, Sendable {
  public var rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let badge = UNNotificationPresentationOptions(rawValue: 1)
  public static let sound = UNNotificationPresentationOptions(rawValue: 2)
  public static let list = UNNotificationPresentationOptions(rawValue: 8)
  public static let banner = UNNotificationPresentationOptions(rawValue: 16)
  var simulated: PresentationOptions {
    var o: PresentationOptions = []
    if contains(.badge) { o.insert(.badge) }
    if contains(.sound) { o.insert(.sound) }
    if contains(.list) { o.insert(.list) }
    if contains(.banner) { o.insert(.banner) }
    return o
  }
}
public struct UNAuthorizationOptions: OptionSet, Sendable {
  public var rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let alert = UNAuthorizationOptions(rawValue: 4)
  var simulated: AuthorizationOptions { AuthorizationOptions(rawValue: rawValue) }
}
public enum UIBackgroundFetchResult: UInt, Sendable {
  case newData, noData, failed
  var simulated: BackgroundFetchResult { self == .newData ? .newData : self == .noData ? .noData : .failed }
}
public struct UNError: Error {
  public enum Code: Int, Sendable { case notificationsNotAllowed = 1, notificationInvalidNoDate = 1400 }
  public let code: Code
  init(_ code: Code) { self.code = code }
}
public class UNNotificationSettings: NSObject {
  convenience init(simulated: Simulator) { self.init() }
}
public class UNNotificationCategory: NSObject {
  public let identifier: String = ""
  var simulated: NotificationCategory { NotificationCategory(identifier: identifier) }
  convenience init(simulated: NotificationCategory) { self.init() }
}
public class UNNotificationContent: NSObject { public var userInfo: [AnyHashable: Any] = [:] }
public class UNNotificationRequest: NSObject {
  public var identifier: String = ""
  public let content = UNNotificationContent()
  func simulated() throws(UNError) -> LocalNotificationRequest { LocalNotificationRequest(identifier: identifier) }
  convenience init(simulated: LocalNotificationRequest) { self.init(); identifier = simulated.identifier }
}
public class UNNotification: NSObject {
  public let request = UNNotificationRequest()
  convenience init(simulated: DeliveredNotification, date: Date) { self.init(); request.identifier = simulated.id }
}
public class UNNotificationResponse: NSObject {
  public var notification = UNNotification()
  public var actionIdentifier = ""
  static func simulated(_ response: NotificationResponse, notification: UNNotification) -> UNNotificationResponse {
    let r = UNNotificationResponse(); r.notification = notification; r.actionIdentifier = response.actionIdentifier; return r }
}
