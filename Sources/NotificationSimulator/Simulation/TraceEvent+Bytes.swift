import NotificationPayload

extension TraceEvent {
  /// ``body`` appended to `bytes` as UTF-8: the same bytes, written in place for the events
  /// every scenario has (callbacks, state changes, completions, a display, an APNs answer) and
  /// from ``body`` for the others.
  package func appendBody(to bytes: inout [UInt8]) {
    switch kind {
    case .callback(let callback, let arguments):
      bytes.append(contentsOf: callback.selector.utf8)
      for argument in arguments {
        bytes.append(0x20)
        argument.appendDescription(to: &bytes)
      }
    case .lifecycle(let from, let to, let reason):
      bytes.append(contentsOf: from.rawValue.utf8)
      bytes.append(contentsOf: " -> ".utf8)
      bytes.append(contentsOf: to.rawValue.utf8)
      bytes.append(contentsOf: " (".utf8)
      bytes.append(contentsOf: reason.utf8)
      bytes.append(UInt8(ascii: ")"))
    case .completion(let callback, let id, let result):
      bytes.append(contentsOf: callback.selector.utf8)
      if let id {
        bytes.append(contentsOf: " notification=".utf8)
        bytes.append(contentsOf: id.utf8)
      }
      bytes.append(contentsOf: " -> ".utf8)
      bytes.append(contentsOf: result.utf8)
    case .user(let text):
      bytes.append(contentsOf: text.utf8)
    case .pushArrived(let id, let kind):
      bytes.append(contentsOf: id.utf8)
      bytes.append(0x20)
      bytes.append(contentsOf: kind.rawValue.utf8)
      bytes.append(contentsOf: " (".utf8)
      bytes.append(contentsOf: kind.code.utf8)
      bytes.append(UInt8(ascii: ")"))
    case .system(.displayed(let id, let presentation, let shown)):
      bytes.append(contentsOf: "displayed ".utf8)
      bytes.append(contentsOf: id.utf8)
      bytes.append(0x20)
      presentation.appendDescription(to: &bytes)
      if let shown { bytes.append(contentsOf: shown.description.utf8) }
    case .system(.delegateAssigned(let when)):
      bytes.append(contentsOf: "UNUserNotificationCenter delegate assigned ".utf8)
      bytes.append(contentsOf: when.utf8)
    case .apns(.answered(let id, let response)) where response.reason == nil && response.timestamp == nil:
      bytes.append(contentsOf: id.utf8)
      bytes.append(contentsOf: " answered ".utf8)
      bytes.append(contentsOf: String(response.status).utf8)
      if let apnsID = response.apnsID {
        bytes.append(contentsOf: " apns-id=".utf8)
        bytes.append(contentsOf: apnsID.utf8)
      }
    default:
      bytes.append(contentsOf: body.utf8)
    }
  }
}

extension TraceArgument {
  /// ``description`` appended to `bytes` as UTF-8.
  package func appendDescription(to bytes: inout [UInt8]) {
    switch self {
    case .notification(let id):
      bytes.append(contentsOf: "notification=".utf8)
      bytes.append(contentsOf: id.utf8)
    case .response(let response):
      bytes.append(contentsOf: "response=".utf8)
      bytes.append(contentsOf: response.notificationID.utf8)
      bytes.append(contentsOf: " action=".utf8)
      bytes.append(contentsOf: response.shortAction.utf8)
      if let userText = response.userText {
        bytes.append(contentsOf: " userText=".utf8)
        Self.appendQuoted(userText, to: &bytes)
      }
    case .launchOptions(let key, let id, let isNil):
      if isNil {
        bytes.append(contentsOf: "launchOptions=nil".utf8)
      } else if let key, let id {
        bytes.append(contentsOf: "launchOptions=[.".utf8)
        bytes.append(contentsOf: key.rawValue.utf8)
        bytes.append(contentsOf: ": ".utf8)
        bytes.append(contentsOf: id.utf8)
        bytes.append(UInt8(ascii: "]"))
      } else {
        bytes.append(contentsOf: "launchOptions=[]".utf8)
      }
    case .content(let title, let body, let keys):
      bytes.append(contentsOf: "title=".utf8)
      Self.appendQuoted(title, to: &bytes)
      bytes.append(contentsOf: " body=".utf8)
      Self.appendQuoted(body, to: &bytes)
      bytes.append(contentsOf: " userInfo=[".utf8)
      for (index, key) in keys.enumerated() {
        if index > 0 { bytes.append(contentsOf: ", ".utf8) }
        bytes.append(contentsOf: key.utf8)
      }
      bytes.append(UInt8(ascii: "]"))
    case .categoryIdentifier(let category):
      bytes.append(contentsOf: "category=".utf8)
      if category.isEmpty {
        bytes.append(contentsOf: "\"\"".utf8)
      } else {
        bytes.append(contentsOf: category.utf8)
      }
    default:
      bytes.append(contentsOf: description.utf8)
    }
  }

  /// `JSONWriter.quoted(text)` appended as UTF-8: text with nothing to escape between quotes.
  static func appendQuoted(_ text: String, to bytes: inout [UInt8]) {
    if text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
      bytes.append(contentsOf: JSONWriter.quoted(text).utf8)
      return
    }
    bytes.append(UInt8(ascii: "\""))
    bytes.append(contentsOf: text.utf8)
    bytes.append(UInt8(ascii: "\""))
  }
}

extension Presentation {
  /// ``description`` appended to `bytes` as UTF-8: `[banner, list]`.
  func appendDescription(to bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "["))
    var first = true
    for (shown, name) in [(banner, "banner"), (list, "list"), (sound, "sound"), (badge, "badge")] where shown {
      if !first { bytes.append(contentsOf: ", ".utf8) }
      first = false
      bytes.append(contentsOf: name.utf8)
    }
    bytes.append(UInt8(ascii: "]"))
  }
}
