import Foundation
import NotificationSimulatorTesting
import SimulatedUserNotifications
import Testing

/// `add(_:withCompletionHandler:)` moves an attachment's file into the attachment data store
/// (rule AT3), as iOS does.
@MainActor @Suite(.oneAppAtATime) struct AttachmentStoreTests {
  @Test func `adding a request moves the file out of the app's folder, and the request points at the store`() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("attachment-store-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("map.png")
    try Data(count: 1_000).write(to: file)
    let attachment = try UNNotificationAttachment(identifier: "map", url: file)
    let id = "gate-\(UUID().uuidString)"
    let tester = AppTester(appDelegate: {
      ScriptedAppDelegate { center, _ in
        let content = UNMutableNotificationContent()
        content.body = "Gate B12"
        content.attachments = [attachment]
        center.add(UNNotificationRequest(
          identifier: id, content: content, trigger: UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: false)))
      }
    })
    tester.exhaustivity = .off
    tester.openApp()
    #expect(!FileManager.default.fileExists(atPath: file.path))
    let stored = tester.simulator.pendingRequests.requests.first?.request.attachments.first?.url
    #expect(stored?.hasSuffix("SimulatedUserNotifications-AttachmentDataStore/\(id)/map/map.png") == true)
    let storedPath = URL(string: stored ?? "")?.path ?? ""
    #expect(FileManager.default.fileExists(atPath: storedPath))
    try? FileManager.default.removeItem(at: folder)
    try? FileManager.default.removeItem(at: URL(fileURLWithPath: storedPath).deletingLastPathComponent().deletingLastPathComponent())
  }

  @Test func `a file that vanished before add(_:) gives attachmentMoveIntoDataStoreFailed and nothing is added`() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("attachment-store-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("map.png")
    try Data(count: 1_000).write(to: file)
    let attachment = try UNNotificationAttachment(identifier: "map", url: file)
    try FileManager.default.removeItem(at: file)
    let tester = AppTester(appDelegate: {
      ScriptedAppDelegate { center, _ in
        let content = UNMutableNotificationContent()
        content.body = "Gate B12"
        content.attachments = [attachment]
        center.add(UNNotificationRequest(identifier: "gate", content: content, trigger: nil)) { error in
          MainActor.assumeIsolated {
            let app = UIApplication.shared.delegate as? ScriptedAppDelegate
            app?.errors.append(String(describing: (error as? UNError)?.code))
          }
        }
      }
    })
    tester.exhaustivity = .off
    tester.openApp()
    #expect(tester.appDelegate(as: ScriptedAppDelegate.self)?.errors == ["Optional(SimulatedUserNotifications.UNError.Code.attachmentMoveIntoDataStoreFailed)"])
    #expect(tester.pendingRequestIDs == [])
    try? FileManager.default.removeItem(at: folder)
  }
}
