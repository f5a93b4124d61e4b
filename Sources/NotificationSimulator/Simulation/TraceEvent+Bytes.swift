import NotificationPayload

extension TraceEvent {
  /// ``body``, made as ``appendBody(to:)`` writes it: one string from bytes written in place
  /// for the usual events, where ``body`` joins its pieces. For writers that print every event.
  package var bodyFromBytes: String {
    var text = TextBytes(capacity: 128)
    appendBody(to: &text)
    return text.string
  }

  /// ``body`` appended to `bytes` as UTF-8: the same bytes, written in place for the events
  /// every scenario has (callbacks, state changes, completions, a display, an APNs answer) and
  /// from ``body`` for the others.
  package func appendBody(to bytes: inout TextBytes) {
    switch kind {
    case .callback(let callback, let arguments):
      bytes.appendUTF8(callback.selector)
      for argument in arguments {
        bytes.append(0x20)
        argument.appendDescription(to: &bytes)
      }
    case .lifecycle(let from, let to, let reason):
      bytes.appendUTF8(from.rawValue)
      bytes.append(" -> ")
      bytes.appendUTF8(to.rawValue)
      bytes.append(" (")
      bytes.appendUTF8(reason)
      bytes.append(UInt8(ascii: ")"))
    case .completion(let callback, let id, let result):
      bytes.appendUTF8(callback.selector)
      if let id {
        bytes.append(" notification=")
        bytes.appendUTF8(id)
      }
      bytes.append(" -> ")
      bytes.appendUTF8(result)
    case .user(let text):
      bytes.appendUTF8(text)
    case .pushArrived(let id, let kind):
      bytes.appendUTF8(id)
      bytes.append(0x20)
      bytes.appendUTF8(kind.rawValue)
      bytes.append(" (")
      bytes.appendUTF8(kind.code)
      bytes.append(UInt8(ascii: ")"))
    case .system(.displayed(let id, let presentation, let shown)):
      bytes.append("displayed ")
      bytes.appendUTF8(id)
      bytes.append(0x20)
      presentation.appendDescription(to: &bytes)
      if let shown { bytes.appendUTF8(shown.description) }
    case .system(.delegateAssigned(let when)):
      bytes.append("UNUserNotificationCenter delegate assigned ")
      bytes.appendUTF8(when)
    case .apns(.answered(let id, let response)) where response.reason == nil && response.timestamp == nil:
      bytes.appendUTF8(id)
      bytes.append(" answered ")
      bytes.appendDecimal(Int64(response.status))
      if let apnsID = response.apnsID {
        bytes.append(" apns-id=")
        bytes.appendUTF8(apnsID)
      }
    default:
      bytes.appendUTF8(body)
    }
  }
}

extension TraceArgument {
  /// ``description`` appended to `bytes` as UTF-8.
  package func appendDescription(to bytes: inout TextBytes) {
    switch self {
    case .notification(let id):
      bytes.append("notification=")
      bytes.appendUTF8(id)
    case .response(let response):
      bytes.append("response=")
      bytes.appendUTF8(response.notificationID)
      bytes.append(" action=")
      bytes.appendUTF8(response.shortAction)
      if let userText = response.userText {
        bytes.append(" userText=")
        Self.appendQuoted(userText, to: &bytes)
      }
    case .launchOptions(let key, let id, let isNil):
      if isNil {
        bytes.append("launchOptions=nil")
      } else if let key, let id {
        bytes.append("launchOptions=[.")
        bytes.appendUTF8(key.rawValue)
        bytes.append(": ")
        bytes.appendUTF8(id)
        bytes.append(UInt8(ascii: "]"))
      } else {
        bytes.append("launchOptions=[]")
      }
    case .content(let title, let body, let keys):
      bytes.append("title=")
      Self.appendQuoted(title, to: &bytes)
      bytes.append(" body=")
      Self.appendQuoted(body, to: &bytes)
      bytes.append(" userInfo=[")
      for (index, key) in keys.enumerated() {
        if index > 0 { bytes.append(", ") }
        bytes.appendUTF8(key)
      }
      bytes.append(UInt8(ascii: "]"))
    case .categoryIdentifier(let category):
      bytes.append("category=")
      if category.isEmpty {
        bytes.append("\"\"")
      } else {
        bytes.appendUTF8(category)
      }
    default:
      bytes.appendUTF8(description)
    }
  }

  /// `JSONWriter.quoted(text)` appended as UTF-8: text with nothing to escape between quotes.
  static func appendQuoted(_ text: String, to bytes: inout TextBytes) {
    if text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
      bytes.appendUTF8(JSONWriter.quoted(text))
      return
    }
    bytes.append(UInt8(ascii: "\""))
    bytes.appendUTF8(text)
    bytes.append(UInt8(ascii: "\""))
  }
}

extension Presentation {
  /// ``description`` appended to `bytes` as UTF-8: `[banner, list]`.
  func appendDescription(to bytes: inout TextBytes) {
    bytes.append(UInt8(ascii: "["))
    var first = true
    func add(_ name: String) {
      if !first { bytes.append(", ") }
      first = false
      bytes.appendUTF8(name)
    }
    if banner { add("banner") }
    if list { add("list") }
    if sound { add("sound") }
    if badge { add("badge") }
    bytes.append(UInt8(ascii: "]"))
  }
}
