// The app delegate of Xcode 26's iOS App template (Storyboard interface), unchanged but for the
// imports and one line: didFinishLaunching assigns the notification center's delegate, which
// AppDelegate+Notifications.swift adds. The template's comments are summarised, not copied.
// The target builds with `.defaultIsolation(MainActor.self)`, Xcode 26's default for a new app.

#if canImport(UserNotifications) && os(iOS)
import UIKit
import UserNotifications
#else
import SimulatedUserNotifications
#endif

@main
class AppDelegate: UIResponder, UIApplicationDelegate {



    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // Override point for customization after application launch.
        UNUserNotificationCenter.current().delegate = self
        return true
    }

    // MARK: UISceneSession Lifecycle

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        // A new scene session: choose the configuration its scene is created with.
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        // The user discarded scene sessions: release what belonged to them only.
    }


}
