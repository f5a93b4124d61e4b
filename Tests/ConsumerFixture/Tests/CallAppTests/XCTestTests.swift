@testable import CallApp
import Foundation
import NotificationSimulatorTesting
import SimulatedUserNotifications
import XCTest

/// The VoIP app's file under XCTest, from a consumer package.
@MainActor final class CallAppXCTests: XCTestCase {
  func testAVoIPPushRingsAndTheSecondReportOfItsUUIDIsRefused() async {
    let tester: AppTester = NotificationTester(appDelegate: { CallAppDelegate() })
    tester.exhaustivity = .off
    let push = #"{"callID":"6A1C2E9D-3B44-4F0E-9C21-5D7A2B8E0F13","caller":"Ana"}"#
    tester.voipPush(json: push, id: "v1")
    tester.voipPush(json: push, id: "v2")
    await tester.settle()
    XCTAssertEqual(tester.appDelegate(as: CallAppDelegate.self)?.calls.log, ["Ana: ringing", "Ana: already ringing"])
    tester.finish()
  }
}
