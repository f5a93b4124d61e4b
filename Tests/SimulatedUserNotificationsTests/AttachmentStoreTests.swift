import Foundation
import NotificationSimulatorTesting
@testable import SimulatedUserNotifications
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
    let stored = tester.simulator.device.pendingRequests.requests.first?.request.attachments.first?.url
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
    // The handler may run on a background thread, as on iOS; the step returns once it has.
    let errors = Locked<[String]>([])
    let tester = AppTester(appDelegate: {
      ScriptedAppDelegate { center, _ in
        let content = UNMutableNotificationContent()
        content.body = "Gate B12"
        content.attachments = [attachment]
        center.add(UNNotificationRequest(identifier: "gate", content: content, trigger: nil)) { error in
          errors.value.append(String(describing: (error as? UNError)?.code))
        }
      }
    })
    tester.exhaustivity = .off
    tester.openApp()
    #expect(errors.value == ["Optional(SimulatedUserNotifications.UNError.Code.attachmentMoveIntoDataStoreFailed)"])
    #expect(tester.pendingRequestIDs == [])
    try? FileManager.default.removeItem(at: folder)
  }

  /// Identifiers are the app's strings: whatever they hold, the file goes inside the store, one
  /// folder a request and attachment, and different identifiers never share a folder.
  @Test(arguments: [
    ("../escape", "map"), ("gate", "../../escape"), ("a/b", "c/d"), ("..", "."), ("", ""),
    ("nul\u{0}byte", "x\u{0}"), (".hidden", "%2E"), ("Flug 🛫", "Karte/Ω"),
    (String(repeating: "long-", count: 2_000), String(repeating: "/..", count: 500)),
  ])
  func `any identifier maps to a file inside the store`(request: String, attachment: String) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("attachment-store-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("map.png")
    try Data(count: 10).write(to: file)
    let unique = UUID().uuidString
    let tester = AppTester(appDelegate: {
      ScriptedAppDelegate { center, _ in
        let content = UNMutableNotificationContent()
        content.body = "Gate B12"
        content.attachments = [try! UNNotificationAttachment(identifier: attachment, url: file)]
        center.add(UNNotificationRequest(
          identifier: request + unique, content: content, trigger: UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: false)))
      }
    })
    tester.exhaustivity = .off
    tester.openApp()
    let stored = try #require(tester.simulator.device.pendingRequests.requests.first?.request.attachments.first?.url)
    let storedURL = try #require(URL(string: stored))
    let store = FileManager.default.temporaryDirectory
      .appendingPathComponent("SimulatedUserNotifications-AttachmentDataStore").standardizedFileURL.path + "/"
    #expect(storedURL.standardizedFileURL.path.hasPrefix(store))
    // Three components below the store: request, attachment, file; none longer than a file name may be.
    let below = storedURL.standardizedFileURL.path.dropFirst(store.count).split(separator: "/", omittingEmptySubsequences: false)
    #expect(below.count == 3)
    #expect(below.allSatisfy { !$0.isEmpty && $0.utf8.count <= 200 && $0 != "." && $0 != ".." && !$0.hasPrefix(".") })
    #expect(FileManager.default.fileExists(atPath: storedURL.path))
    #expect(!FileManager.default.fileExists(atPath: file.path))
    try? FileManager.default.removeItem(at: storedURL.deletingLastPathComponent().deletingLastPathComponent())
  }

  @Test func `the store's names: usual identifiers unchanged, others escaped, long ones cut with a digest`() {
    #expect(AttachmentDataStore.component("gate-B12_x.png") == "gate-B12_x.png")
    #expect(AttachmentDataStore.component("..") == "%2E.")
    #expect(AttachmentDataStore.component("../x") == "%2E.%2Fx")
    #expect(AttachmentDataStore.component("a%2F") == "a%252F")
    #expect(AttachmentDataStore.component("") == "%")
    #expect(AttachmentDataStore.component("\u{0}") == "%00")
    #expect(AttachmentDataStore.component("Ω") == "%CE%A9")
    let long = AttachmentDataStore.component(String(repeating: "a", count: 300) + ".png")
    #expect(long.utf8.count == 200)
    #expect(long.hasSuffix(".png"))
    #expect(long != AttachmentDataStore.component(String(repeating: "a", count: 301) + ".png"))
    #expect(long == AttachmentDataStore.component(String(repeating: "a", count: 300) + ".png"))
  }
}
