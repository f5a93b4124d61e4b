// A food-delivery app's Live Activity code as it stands in its iOS project: only the imports
// differ. It starts an activity for an order with `pushType: .token`, sends the push-to-start
// token and every activity's update token to its server, and follows each activity's state and
// content, whether the app or a push started it.
// live activity manager: begin
#if canImport(ActivityKit) && os(iOS)
import ActivityKit
import UIKit
#else
import SimulatedUserNotifications
#endif

struct DeliveryAttributes: ActivityAttributes {
  struct ContentState: Codable, Hashable {
    var status: String
    var minutesAway: Int
  }

  var orderID: String
}

/// The app's server, which sends the ActivityKit pushes.
@MainActor protocol DeliveryBackend: AnyObject {
  func registerPushToStartToken(_ token: String) async
  func registerUpdateToken(_ token: String, activityID: String, orderID: String) async
}

@MainActor final class DeliveryActivityManager {
  private let backend: any DeliveryBackend
  private var observed: Set<String> = []
  /// Each activity's state, as `activityStateUpdates` last said.
  private(set) var states: [String: ActivityState] = [:]
  /// Each activity's status, as `contentUpdates` last said.
  private(set) var statuses: [String: String] = [:]
  /// Why the last order got no Live Activity.
  private(set) var startError: (any Error)?
  /// The activity of the order in progress.
  private(set) var current: Activity<DeliveryAttributes>?

  init(backend: any DeliveryBackend) {
    self.backend = backend
  }

  /// At launch: the push-to-start token goes to the server, and every activity (started here,
  /// by a push, or before this launch) is followed.
  func startObserving() {
    Task {
      for await token in Activity<DeliveryAttributes>.pushToStartTokenUpdates {
        await backend.registerPushToStartToken(token.hexString)
      }
    }
    Task {
      for await activity in Activity<DeliveryAttributes>.activityUpdates {
        observe(activity)
      }
    }
  }

  /// The person placed an order in the app.
  func orderPlaced(_ orderID: String) {
    let content = ActivityContent(
      state: DeliveryAttributes.ContentState(status: "preparing", minutesAway: 30), staleDate: nil)
    do {
      let activity = try Activity.request(
        attributes: DeliveryAttributes(orderID: orderID), content: content, pushType: .token)
      current = activity
      observe(activity)
    } catch {
      startError = error
    }
  }

  /// The courier handed the order over.
  func orderDelivered() async {
    guard let current else { return }
    let final = ActivityContent(state: DeliveryAttributes.ContentState(status: "delivered", minutesAway: 0), staleDate: nil)
    await current.end(final, dismissalPolicy: .immediate)
  }

  private func observe(_ activity: Activity<DeliveryAttributes>) {
    guard observed.insert(activity.id).inserted else { return }
    let orderID = activity.attributes.orderID
    Task {
      for await token in activity.pushTokenUpdates {
        await backend.registerUpdateToken(token.hexString, activityID: activity.id, orderID: orderID)
      }
    }
    Task {
      for await state in activity.activityStateUpdates {
        states[activity.id] = state
      }
    }
    Task {
      for await content in activity.contentUpdates {
        statuses[activity.id] = content.state.status
      }
    }
  }
}

extension Data {
  fileprivate var hexString: String { map { String(format: "%02x", $0) }.joined() }
}

final class DeliveryAppDelegate: UIResponder, UIApplicationDelegate {
  let liveActivities: DeliveryActivityManager

  init(backend: any DeliveryBackend) {
    liveActivities = DeliveryActivityManager(backend: backend)
    super.init()
  }

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    liveActivities.startObserving()
    return true
  }
}
// live activity manager: end
