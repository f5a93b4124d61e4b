import NotificationSimulator
import NotificationSimulatorTesting
import Testing

/// A messaging app's service extension: the body arrives encrypted (here ROT13, standing in for
/// the real cipher) in `ciphertext`; the extension decrypts it and attaches the sender's avatar.
struct Decryptor: SimulatedServiceExtension {
  var decrypted: [String] = []

  static func rot13(_ text: String) -> String {
    String(text.unicodeScalars.map { scalar -> Character in
      switch scalar.value {
      case 65...90: Character(Unicode.Scalar((scalar.value - 65 + 13) % 26 + 65)!)
      case 97...122: Character(Unicode.Scalar((scalar.value - 97 + 13) % 26 + 97)!)
      default: Character(scalar)
      }
    })
  }

  mutating func didReceive(_ request: ServiceExtensionRequest, context: inout ServiceExtensionContext)
    -> ServiceExtensionAnswer
  {
    var content = request.content
    guard let ciphertext = content.userInfo["ciphertext"]?.string else { return .contentHandler(content) }
    content.body = Self.rot13(ciphertext)
    decrypted.append(request.identifier)
    do {
      content.attachments.append(
        try NotificationAttachment.make(identifier: "avatar", url: "file:///tmp/alice.png", type: "public.png", size: 48_000))
    } catch {
      context.report("no avatar: \(error)")
    }
    return .contentHandler(content, timing: .after(.milliseconds(300)))
  }
}

/// An extension that forgets its content handler.
struct Forgetful: SimulatedServiceExtension {
  mutating func didReceive(_ request: ServiceExtensionRequest, context: inout ServiceExtensionContext)
    -> ServiceExtensionAnswer
  {
    .contentHandler(request.content, timing: .never)
  }
}

struct Messenger: SimulatedAppDelegate {
  var presented: [String] = []
  mutating func willPresent(_ notification: DeliveredNotification, context: inout AppContext)
    -> CompletionAnswer<PresentationOptions>
  {
    presented.append(notification.content.body)
    return CompletionAnswer([.banner, .list])
  }
}

private let message = Payload(
  aps: APS(alert: Alert(title: "Alice", body: "New message"), mutableContent: true),
  customKeys: JSONObject([JSONObject.Member(key: "ciphertext", value: JSONValue(.string("Frr lbh ng rvtug")))]))

@Suite struct ServiceExtensionTesterTests {
  @Test func `the team's extension decrypts the body and attaches the avatar; willPresent sees the result`() {
    let tester = NotificationTester(app: AppConfiguration(), delegate: Messenger())
    tester.installServiceExtension(Decryptor())
    tester.openApp()
    tester.skipCallbacks()
    tester.push(message, id: "m1")
    tester.expect(.serviceExtensionDidReceive("m1"))
    tester.advance(by: .milliseconds(300))
    tester.expect(.willPresent("m1"))
    #expect(tester.delegate.presented == ["See you at eight"])
    #expect(tester.content(of: "m1")?.attachments.map(\.identifier) == ["avatar"])
    #expect(tester.serviceExtension(as: Decryptor.self)?.decrypted == ["m1"])
    #expect(tester.trace.events.contains {
      $0.body == #"content of m1 changed: body "New message" -> "See you at eight"; attachments [] -> [avatar]"#
    })
    tester.finish()
  }

  @Test func `a simulated push skips the team's extension`() {
    let tester = NotificationTester(app: AppConfiguration(), delegate: Messenger())
    tester.installServiceExtension(Decryptor())
    tester.openApp()
    tester.skipCallbacks()
    tester.push(message, id: "m1", route: .simulator)
    tester.expect(.willPresent("m1"))
    #expect(tester.delegate.presented == ["New message"])
    tester.finish()
  }

  @Test func `an extension that never calls its content handler shows the original after 30 s`() {
    let tester = NotificationTester(app: AppConfiguration(), delegate: Messenger())
    tester.installServiceExtension(Forgetful())
    tester.openApp()
    tester.skipCallbacks()
    tester.push(message, id: "m1")
    tester.expect(.serviceExtensionDidReceive("m1"))
    tester.advance(by: .seconds(30))
    tester.expect(.willPresent("m1"))
    #expect(tester.delegate.presented == ["New message"])
    #expect(tester.trace.events.contains { $0.body == "serviceExtensionTimeWillExpire m1; original content shown" })
    withKnownIssue {
      tester.finish()
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("didReceive(_:withContentHandler:) for m1")
    }
  }
}

/// A chat's content extension: Like is handled in place, anything else goes to the app.
struct ChatInterface: SimulatedContentExtension {
  var categories: [String] { ["MESSAGE"] }
  var liked: [String] = []

  mutating func didReceive(_ response: NotificationResponse, notification: DeliveredNotification)
    -> ContentExtensionResponseOption
  {
    guard response.actionIdentifier == "like" else { return .dismissAndForwardAction }
    liked.append(notification.id)
    return .doNotDismiss
  }
}

/// Calls its content handler twice: a misuse the simulator reports.
struct Eager: SimulatedServiceExtension {
  mutating func didReceive(_ request: ServiceExtensionRequest, context: inout ServiceExtensionContext)
    -> ServiceExtensionAnswer
  {
    .contentHandler(request.content, timing: .twice(after: .zero))
  }
}

@Suite struct ContentExtensionTesterTests {
  @Test func `the team's content extension handles Like and forwards Open to the app`() {
    let category = NotificationCategory(
      identifier: "MESSAGE",
      actions: [NotificationAction(identifier: "like"), NotificationAction(identifier: "open", options: [.foreground])])
    let tester = NotificationTester(app: AppConfiguration(categories: [category]), delegate: Messenger())
    tester.installContentExtension(ChatInterface())
    tester.openApp()
    tester.skipCallbacks()
    tester.home()
    tester.skipCallbacks()
    tester.push(Payload(aps: APS(alert: Alert(body: "Lunch?"), category: "MESSAGE")), id: "m1")
    tester.performAction(on: "m1", action: "like")
    #expect(tester.contentExtension(as: ChatInterface.self)?.liked == ["m1"])
    tester.performAction(on: "m1", action: "open")
    tester.expect(.willEnterForeground, .didReceive("m1", action: "open"), .didBecomeActive)
    tester.finish()
  }

  @Test func `a service extension calling its handler twice is a diagnostic`() {
    let tester = NotificationTester(app: AppConfiguration(), delegate: Messenger())
    tester.installServiceExtension(Eager())
    tester.push(message, id: "m1")
    #expect(tester.trace.events.contains {
      $0.body == "completion-called-twice: the completion handler of didReceive(_:withContentHandler:) for m1 was called a second time at +0.000s; call it exactly once."
    })
    tester.skipCallbacks()
    tester.finish()
  }
}
