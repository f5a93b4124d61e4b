// What a team adds to the template: the notification center's delegate, a window built in code
// for a scene, and observers of the life-cycle notifications UIKit posts. Written against
// Apple's SDK; compiled here with `.defaultIsolation(MainActor.self)`.

#if canImport(UserNotifications) && os(iOS)
import UIKit
import UserNotifications
#else
import SimulatedUserNotifications
#endif

extension AppDelegate: UNUserNotificationCenterDelegate {
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification, withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void) {
        completionHandler([.banner, .list, .sound])
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {
        AppEvents.shared.record("opened \(response.notification.request.identifier)")
    }
}

/// What the app saw, in order: the test reads it.
final class AppEvents {
    static let shared = AppEvents()
    private(set) var all: [String] = []
    private var observers: [any NSObjectProtocol] = []

    func record(_ event: String) { all.append(event) }

    func reset() {
        all = []
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
        observers = []
    }

    /// Observes the app's and the scene's life-cycle notifications, as analytics code does.
    func observeLifeCycle() {
        let names: [(Notification.Name, String)] = [
            (UIApplication.didFinishLaunchingNotification, "app didFinishLaunching"),
            (UIApplication.willEnterForegroundNotification, "app willEnterForeground"),
            (UIApplication.didBecomeActiveNotification, "app didBecomeActive"),
            (UIApplication.willResignActiveNotification, "app willResignActive"),
            (UIApplication.didEnterBackgroundNotification, "app didEnterBackground"),
            (UIApplication.willTerminateNotification, "app willTerminate"),
            (UIScene.willConnectNotification, "scene willConnect"),
            (UIScene.willEnterForegroundNotification, "scene willEnterForeground"),
            (UIScene.didActivateNotification, "scene didActivate"),
            (UIScene.willDeactivateNotification, "scene willDeactivate"),
            (UIScene.didEnterBackgroundNotification, "scene didEnterBackground"),
        ]
        for (name, event) in names {
            observers.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { _ in
                MainActor.assumeIsolated { AppEvents.shared.record(event) }
            })
        }
    }
}

/// A scene delegate that builds its window in code, as apps without a storyboard do.
class CodeSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        self.window = window
        AppEvents.shared.record("connected \(session.configuration.name ?? "nil") \(scene.activationState)")
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        AppEvents.shared.record("active \(scene.activationState)")
    }
}
