import NotificationSimulator
import NotificationSimulatorTesting
@testable import SimulatedUserNotifications
import Testing

/// The seam UIKit's life-cycle notifications are posted through: every moment reaches the
/// handler, in iOS's order, with the device it belongs to.
@MainActor @Suite(.serialized, .oneAppAtATime) struct LifecycleMomentTests {
  @Test func `a scene-based launch and going home report each moment in order`() throws {
    let tester = NotificationTester(
      app: AppConfiguration(), appDelegate: { SceneAppDelegate() }, sceneDelegate: { SceneDelegate() })
    tester.exhaustivity = .off
    let runtime = try #require(tester.runtime)
    var moments: [LifecycleMoment] = []
    let previous = LifecycleMoment.handler
    LifecycleMoment.handler = { moment, context in
      // Other suites launch apps at the same time: keep this device's moments only.
      if context.runtime === runtime { moments.append(moment) }
      previous?(moment, context)
    }
    defer { LifecycleMoment.handler = previous }
    tester.openApp()
    tester.home()
    #expect(moments == [
      .didFinishLaunching, .sceneWillConnect, .sceneWillEnterForeground, .sceneDidBecomeActive,
      .sceneWillResignActive, .sceneDidEnterBackground,
    ])
  }
}
