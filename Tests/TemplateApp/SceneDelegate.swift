// The scene delegate of Xcode 26's iOS App template (Storyboard interface), unchanged but for
// the imports. The template's comments are summarised, not copied.

#if canImport(UserNotifications) && os(iOS)
import UIKit
#else
import SimulatedUserNotifications
#endif

class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?


    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        // Configure and attach the window to the scene here; a storyboard does it by itself.
        guard let _ = (scene as? UIWindowScene) else { return }
    }

    func sceneDidDisconnect(_ scene: UIScene) {
        // The system released the scene: free what it alone needed.
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        // Restart tasks paused while the scene was inactive.
    }

    func sceneWillResignActive(_ scene: UIScene) {
        // The scene is about to become inactive (a call, a notification panel).
    }

    func sceneWillEnterForeground(_ scene: UIScene) {
        // Undo what entering the background did.
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        // Save data and state for when the scene comes back.
    }


}
