import Testing

@testable import NotificationSimulator

/// `AppConfiguration.implements(_:)` answers from a bit mask kept beside
/// `implementedCallbacks`; these tests hold the mask to the set.
@Suite struct ImplementedCallbacksTests {
  @Test func `each callback's ordinal is its position in allCases, and there are fewer than 64`() {
    #expect(Callback.allCases.count < 64)
    for (position, callback) in Callback.allCases.enumerated() {
      #expect(callback.ordinal == position, "\(callback)")
    }
  }

  @Test func `implements follows the set as it is assigned, inserted into and emptied`() {
    var app = AppConfiguration(implementedCallbacks: [.didReceive])
    #expect(app.implements(.didReceive))
    #expect(!app.implements(.willPresent))
    // Life-cycle methods always count as implemented.
    #expect(app.implements(.didBecomeActive))
    #expect(!app.lists(.didBecomeActive))

    app.implementedCallbacks.insert(.willPresent)
    #expect(app.implements(.willPresent))

    app.implementedCallbacks = [.didBecomeActive]
    #expect(app.lists(.didBecomeActive))
    #expect(!app.implements(.didReceive))
    #expect(!app.implements(.willPresent))

    app.implementedCallbacks.removeAll()
    for callback in Callback.allCases {
      #expect(app.implements(callback) == !callback.isNotificationHandler, "\(callback)")
    }
  }

  @Test func `for every single callback, implements agrees with the set`() {
    for listed in Callback.allCases {
      let app = AppConfiguration(implementedCallbacks: [listed])
      for callback in Callback.allCases {
        #expect(app.lists(callback) == (callback == listed), "\(listed) / \(callback)")
        #expect(
          app.implements(callback) == (!callback.isNotificationHandler || app.implementedCallbacks.contains(callback)),
          "\(listed) / \(callback)")
      }
    }
  }

  @Test func `the default app implements the default list`() {
    let app = AppConfiguration()
    for callback in Callback.allCases where callback.isNotificationHandler {
      #expect(app.implements(callback) == Callback.defaultImplemented.contains(callback), "\(callback)")
    }
  }
}
