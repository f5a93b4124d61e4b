import Foundation
import NotificationSimulator
import Testing

@Suite struct DeliveredUserInfoTests {
  @Test func `a local notification hands the app its content's userInfo`() throws {
    var simulator = Simulator(app: AppConfiguration())
    try simulator.changeAuthorization(to: .authorized, options: [.alert])
    try simulator.openApp()
    let info = JSONObject([.init(key: "article", value: JSONValue(.string("42")))])
    try simulator.scheduleLocal(LocalNotificationRequest(identifier: "l1", title: "Read", userInfo: info))
    let delivered = try #require(simulator.notification("l1"))
    #expect(delivered.userInfoDictionary["article"] as? String == "42")
    #expect(delivered.payload?.userInfoDictionary == nil)
  }

  @Test func `a push hands the app its payload, aps included`() throws {
    var simulator = Simulator(app: AppConfiguration())
    try simulator.push(json: #"{"aps":{"alert":"Hi"},"article":7}"#, id: "p1")
    let delivered = try #require(simulator.notification("p1"))
    #expect(delivered.userInfoDictionary["article"] as? Int == 7)
    #expect((delivered.userInfoDictionary["aps"] as? [String: Any])?["alert"] as? String == "Hi")
  }
}
