/// The header fields of an APNs request, read the way an HTTP/2 server reads them.
///
/// Models the request headers of Apple's "Sending notification requests to APNs"
/// (https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns):
/// `apns-push-type`, `apns-priority`, `apns-expiration`, `apns-collapse-id`, `apns-topic`,
/// `apns-id`, `authorization`, and the pseudo-headers `:method` and `:path`. Names are matched
/// without regard to case, as HTTP requires; values are kept as written, with surrounding spaces
/// and tabs removed. When a header repeats, the properties hold its first value and
/// ``duplicateNames`` records the repeat, which APNs answers with `DuplicateHeaders`.
public struct APNsHeaders: Sendable, Hashable {
  /// One header line as sent.
  public struct Field: Sendable, Hashable {
    /// The name as written, such as `apns-topic` or `:path`.
    public var name: String
    /// The value as written, trimmed of surrounding spaces and tabs.
    public var value: String

    /// Creates a field.
    public init(name: String, value: String) {
      self.name = name
      self.value = value
    }
  }

  /// Every field in the order sent, duplicates included.
  public var fields: [Field]
  /// `:method`, such as `POST`.
  public var method: String?
  /// `:path`, such as `/3/device/<hex token>`.
  public var path: String?
  /// `authorization`: `bearer <JWT>` for token-based connections.
  public var authorization: String?
  /// `apns-push-type` as written; see ``APNsPushType/isKnown``.
  public var pushType: APNsPushType?
  /// `apns-priority` as written.
  public var rawPriority: String?
  /// `apns-expiration` as written.
  public var rawExpiration: String?
  /// `apns-collapse-id` as written; becomes `UNNotificationRequest.identifier` on the device.
  public var collapseID: String?
  /// `apns-topic` as written: the bundle ID plus the push type's suffix.
  public var topic: String?
  /// `apns-id` as written.
  public var apnsID: String?
  /// The lower-cased names of `apns-*` headers sent more than once, in the order their first
  /// repeat appears.
  public var duplicateNames: [String]

  /// Reads header fields, matching names without regard to case.
  public init(fields: [(name: String, value: String)]) {
    self.init(headerFields: fields.map { Field(name: $0.name, value: $0.value) })
  }

  /// Reads header fields as ``init(fields:)`` does, for a caller that holds them as
  /// ``Field``s (the simulator's requests): the fields are not copied into tuples first.
  package init(headerFields: [Field]) {
    var fields = headerFields
    // Trimming keeps a value without surrounding spaces whole, so only a field that changes is
    // written back (the array is not copied for requests whose values are already trimmed).
    for index in fields.indices {
      let value = fields[index].value
      let trimmed = APNsHeaders.trimmed(value)
      if trimmed.utf8.count != value.utf8.count { fields[index].value = trimmed }
    }
    self.fields = fields
    self.duplicateNames = []
    // The names read into properties are told apart by a bit each; other names are kept in
    // `seen` to find their repeats.
    var seenKnown: UInt16 = 0
    var seen: [String] = []
    for field in self.fields {
      let name = APNsHeaders.lowercased(field.name)
      let bit = APNsHeaders.bit(ofLowercased: name)
      let repeated = bit == 0 ? seen.contains(name) : seenKnown & bit != 0
      if repeated {
        if name.hasPrefix("apns-") && !duplicateNames.contains(name) { duplicateNames.append(name) }
        continue
      }
      if bit == 0 { seen.append(name) } else { seenKnown |= bit }
      switch bit {
      case 1: method = field.value
      case 2: path = field.value
      case 4: authorization = field.value
      case 8: pushType = APNsPushType(rawValue: field.value)
      case 16: rawPriority = field.value
      case 32: rawExpiration = field.value
      case 64: collapseID = field.value
      case 128: topic = field.value
      case 256: apnsID = field.value
      default: break
      }
    }
  }

  /// The bit that tells the header named `name` (lower case) apart among those read into
  /// properties, 0 for another name. The length picks the one or two names it can be before
  /// any text is compared: a switch over the nine names compared the text with each in turn
  /// (about 2,000 instructions for a request's three or four fields).
  static func bit(ofLowercased name: String) -> UInt16 {
    switch name.utf8.count {
    case 5: return name == ":path" ? 2 : 0
    case 7: return name == ":method" ? 1 : name == "apns-id" ? 256 : 0
    case 10: return name == "apns-topic" ? 128 : 0
    case 13: return name == "authorization" ? 4 : name == "apns-priority" ? 16 : 0
    case 14: return name == "apns-push-type" ? 8 : 0
    case 15: return name == "apns-expiration" ? 32 : 0
    case 16: return name == "apns-collapse-id" ? 64 : 0
    default: return 0
    }
  }

  /// `apns-priority` read as a priority; `nil` when absent or not `10`, `5` or `1`.
  public var priority: APNsPriority? {
    rawPriority.flatMap { Int($0) }.flatMap(APNsPriority.init(rawValue:))
  }

  /// The priority APNs applies: the header's, or 10 when the header is absent. `nil` when the
  /// header holds something else, which APNs rejects.
  public var effectivePriority: APNsPriority? {
    rawPriority == nil ? .default : priority
  }

  /// `apns-expiration` read as UNIX epoch seconds; `nil` when absent or not a non-negative
  /// integer. `0` asks APNs to try once and not store the notification.
  public var expiration: Int? {
    guard let rawExpiration, isDigits(rawExpiration) else { return nil }
    return Int(rawExpiration)
  }

  /// The hexadecimal device token of a `:path` of the form `/3/device/<token>`, or `nil`.
  public var pathDeviceToken: String? {
    guard let path, path.hasPrefix(APNsHeaders.devicePathPrefix) else { return nil }
    let token = String(path.dropFirst(APNsHeaders.devicePathPrefix.count))
    return token.isEmpty ? nil : token
  }

  /// Every value sent for a header, in order, matching the name without regard to case.
  public func values(named name: String) -> [String] {
    let wanted = APNsHeaders.lowercased(name)
    return fields.filter { APNsHeaders.lowercased($0.name) == wanted }.map(\.value)
  }

  /// Splits header text into fields: one `name: value` per line. Blank lines and lines that
  /// start with `#` are skipped. A pseudo-header keeps its leading colon (`:path: /3/device/...`).
  /// Lines without a colon become fields with an empty value, so nothing is silently dropped.
  public static func fields(parsing text: String) -> [(name: String, value: String)] {
    var result: [(name: String, value: String)] = []
    for line in text.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
      let line = trimmed(String(line))
      if line.isEmpty || line.hasPrefix("#") { continue }
      let searchStart = line.hasPrefix(":") ? line.index(after: line.startIndex) : line.startIndex
      if let colon = line[searchStart...].firstIndex(of: ":") {
        result.append((trimmed(String(line[..<colon])), trimmed(String(line[line.index(after: colon)...]))))
      } else {
        result.append((line, ""))
      }
    }
    return result
  }

  /// The start of the device push path, `/3/device/`.
  public static let devicePathPrefix = "/3/device/"

  static func lowercased(_ name: String) -> String {
    // ASCII without capitals is its own lower case.
    name.utf8Contains { ($0 >= 0x41 && $0 <= 0x5A) || $0 >= 0x80 } ? name.lowercased() : name
  }

  static func trimmed(_ text: String) -> String {
    func isSpace(_ scalar: Unicode.Scalar) -> Bool { scalar == " " || scalar == "\t" || scalar == "\r" }
    // The spaces trimmed are ASCII: text that neither starts nor ends with one is kept whole.
    func isSpaceByte(_ byte: UInt8?) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D }
    if !isSpaceByte(text.utf8.first) && !isSpaceByte(text.utf8.last) { return text }
    let scalars = text.unicodeScalars
    var start = scalars.startIndex
    var end = scalars.endIndex
    while start < end, isSpace(scalars[start]) { start = scalars.index(after: start) }
    while end > start, isSpace(scalars[scalars.index(before: end)]) { end = scalars.index(before: end) }
    return String(scalars[start..<end])
  }
}
