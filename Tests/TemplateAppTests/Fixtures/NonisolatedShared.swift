// Swift 5 app code that touches `UIApplication.shared` from nonisolated methods, typechecked by
// Swift5ModeTests in its own compiler run: against the SDK (whose Objective-C import of UIKit is
// `@preconcurrency`) it compiles in Swift 5 mode with warnings; so it must against the module.
import SimulatedUserNotifications

class AppDelegate: UIResponder, UIApplicationDelegate {
    nonisolated func refreshBadge(_ count: Int) {
        UIApplication.shared.applicationIconBadgeNumber = count
    }

    nonisolated func register() {
        UIApplication.shared.registerForRemoteNotifications()
    }
}
