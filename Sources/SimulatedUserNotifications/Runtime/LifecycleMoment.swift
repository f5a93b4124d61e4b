/// A moment of the app's life cycle at which UIKit posts a notification to
/// `NotificationCenter.default` (`UIApplication.didBecomeActiveNotification`,
/// `UIScene.willConnectNotification`...).
///
/// Not an Apple type: the seam between the app's process (``UIKitProcess``, which knows when each
/// moment happens) and the UIKit surface (which knows which `Notification.Name` iOS posts then).
/// The runtime reports each moment right after the app's delegate method for it returned, on the
/// main actor, while the app's calls are still collected for the step (so an observer's calls into
/// the center take effect as the delegate method's do).
package enum LifecycleMoment: String, Sendable, CaseIterable {
  /// `application(_:didFinishLaunchingWithOptions:)` returned.
  case didFinishLaunching
  /// `applicationWillEnterForeground(_:)` returned.
  case willEnterForeground
  /// `applicationDidBecomeActive(_:)` returned.
  case didBecomeActive
  /// `applicationWillResignActive(_:)` returned.
  case willResignActive
  /// `applicationDidEnterBackground(_:)` returned.
  case didEnterBackground
  /// `applicationWillTerminate(_:)` returned.
  case willTerminate
  /// `scene(_:willConnectTo:options:)` returned (or the scene connected, for an app with no
  /// scene delegate).
  case sceneWillConnect
  /// `sceneWillEnterForeground(_:)` returned.
  case sceneWillEnterForeground
  /// `sceneDidBecomeActive(_:)` returned.
  case sceneDidBecomeActive
  /// `sceneWillResignActive(_:)` returned.
  case sceneWillResignActive
  /// `sceneDidEnterBackground(_:)` returned.
  case sceneDidEnterBackground
}

/// Where a ``LifecycleMoment`` happened: the launch's application and scene, and the device.
package struct LifecycleContext {
  /// The `UIApplication` of the launch.
  package let application: UIApplication
  /// The connected scene, for a scene-based app once `scene(_:willConnectTo:options:)` ran.
  package let scene: UIScene?
  /// The device the moment belongs to; a poster scopes what it posts to it.
  package let runtime: AppRuntime?
}

extension LifecycleMoment {
  /// Called at every moment of every launch, on the main actor. `nil` until the UIKit surface
  /// installs its poster (set it once, before the first launch; assigning again replaces it).
  ///
  /// The process calls it after the app's delegate method for the moment, inside the same
  /// collected call, so what an observer asks of the center is part of that step.
  @MainActor package static var handler: (@MainActor (LifecycleMoment, LifecycleContext) -> Void)?
}

extension UIKitProcess {
  /// Reports `moment` to ``LifecycleMoment/handler``.
  @MainActor func lifecycleMoment(_ moment: LifecycleMoment) {
    guard let handler = LifecycleMoment.handler, let application else { return }
    handler(moment, LifecycleContext(application: application, scene: scene, runtime: runtime))
  }
}
