// Swift 5 code of a team that predates strict concurrency: it touches `UIApplication.shared`
// from nonisolated methods. Against the SDK (whose Objective-C import of UIKit is
// `@preconcurrency`) it compiles in Swift 5 mode; it must compile against the module too.

#if canImport(UserNotifications) && os(iOS)
import UIKit
import UserNotifications
#else
import SimulatedUserNotifications
#endif

/// Keeps the app icon's badge in step with the unread count.
public class BadgeSync {
    public private(set) var lastSet: Int?

    public init() {}

    /// A nonisolated method: reads and writes `UIApplication.shared` as Swift 5 code does.
    public func update(unread: Int) {
        let application = UIApplication.shared
        if application.applicationIconBadgeNumber != unread {
            application.applicationIconBadgeNumber = unread
            lastSet = unread
        }
        if !application.isRegisteredForRemoteNotifications {
            application.registerForRemoteNotifications()
        }
    }

    /// Reads the state and the app delegate through the protocol, with Apple's optional shapes.
    public func describe() -> String {
        let application = UIApplication.shared
        let window = application.delegate?.window??.rootViewController == nil ? "no root" : "root"
        return "\(application.applicationState == .active ? "active" : "not active"), \(window)"
    }
}
