/// A remote notification payload as iOS reads it: the `aps` dictionary, the custom keys beside
/// it, and what kind of notification that makes.
///
/// Models the JSON body of an APNs request
/// (https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification)
/// and the `.apns` files that `xcrun simctl push` takes. Reading is lenient the way iOS is: a
/// value of the wrong type is read as absent. ``PayloadLinter`` says what was ignored and why.
public struct Payload: Hashable, Sendable, CustomDebugStringConvertible {
  /// The parts, shared between copies: a payload is handed from the reader to the simulator,
  /// its records and its trace, and copying the `aps` model field by field at each hand-over
  /// cost more than reading it. The fields are constants, so a change makes new storage (copy
  /// on write without uniqueness checks; payloads are rarely changed after they are read), and
  /// the accessors are inlinable, so `payload.aps.category` reads one field in place, even
  /// from another module.
  @usableFromInline
  final class Storage: Sendable {
    @usableFromInline let aps: APS
    @usableFromInline let userInfo: JSONObject
    @usableFromInline let simulatorTargetBundle: String?
    /// For a payload read from bytes with the app's keys stepped over, the document `userInfo`
    /// is read from when first asked for (`userInfo` above is then empty); `nil` otherwise.
    let deferred: DeferredDocument?

    // Consuming, so a model read moments ago moves in rather than being copied string by string.
    init(aps: consuming APS, userInfo: JSONObject, simulatorTargetBundle: String?, deferred: DeferredDocument? = nil) {
      self.aps = aps
      self.userInfo = userInfo
      self.simulatorTargetBundle = simulatorTargetBundle
      self.deferred = deferred
    }
  }

  @usableFromInline var storage: Storage

  /// The `aps` dictionary.
  public var aps: APS {
    @inlinable get { storage.aps }
    set { storage = Storage(aps: newValue, userInfo: userInfo, simulatorTargetBundle: simulatorTargetBundle) }
  }
  /// The keys outside `aps`, in file order, without `"Simulator Target Bundle"`. These are the
  /// app's own data. Worked out from ``userInfo`` when asked for, so reading a payload does not
  /// copy them; setting them rebuilds ``userInfo``.
  public var customKeys: JSONObject {
    get {
      JSONObject(userInfo.members.filter { !Payload.isAPSKey($0.key) && $0.key != Payload.simulatorTargetBundleKey })
    }
    set {
      userInfo = Payload.assemble(aps: aps.json, customKeys: newValue, simulatorTargetBundle: simulatorTargetBundle)
    }
  }
  /// The whole payload, `aps` included, as the app receives it in `UNNotificationContent.userInfo`
  /// and in `launchOptions[.remoteNotification]`.
  public var userInfo: JSONObject {
    get {
      guard let deferred = storage.deferred else { return storage.userInfo }
      return deferred.value.object ?? JSONObject()
    }
    set { storage = Storage(aps: aps, userInfo: newValue, simulatorTargetBundle: simulatorTargetBundle) }
  }
  /// The `"Simulator Target Bundle"` key of an `.apns` file: the bundle identifier that
  /// `xcrun simctl push` delivers to when no bundle is given on the command line.
  public var simulatorTargetBundle: String? {
    @inlinable get { storage.simulatorTargetBundle }
    set { storage = Storage(aps: aps, userInfo: userInfo, simulatorTargetBundle: newValue) }
  }

  /// Creates a payload from its parts; ``userInfo`` is assembled from them.
  public init(aps: APS, customKeys: JSONObject = JSONObject(), simulatorTargetBundle: String? = nil) {
    self.init(
      aps: aps,
      userInfo: Payload.assemble(aps: aps.json, customKeys: customKeys, simulatorTargetBundle: simulatorTargetBundle),
      simulatorTargetBundle: simulatorTargetBundle)
  }

  /// A payload from parts that already agree: `userInfo` holds `aps.json` as its `aps`.
  init(aps: consuming APS, userInfo: JSONObject, simulatorTargetBundle: String?) {
    storage = Storage(aps: aps, userInfo: userInfo, simulatorTargetBundle: simulatorTargetBundle)
  }

  /// A payload whose `userInfo` is `document`'s object, read when first asked for.
  init(aps: consuming APS, deferred document: DeferredDocument, simulatorTargetBundle: String?) {
    storage = Storage(aps: aps, userInfo: JSONObject(), simulatorTargetBundle: simulatorTargetBundle, deferred: document)
  }

  /// `aps` first, then the custom keys, then the bundle key when there is one.
  static func assemble(aps: JSONValue, customKeys: JSONObject, simulatorTargetBundle: String?) -> JSONObject {
    var members = [JSONObject.Member(key: "aps", value: aps)]
    members += customKeys.members
    if let simulatorTargetBundle {
      members.append(JSONObject.Member(key: Payload.simulatorTargetBundleKey, value: JSONValue(.string(simulatorTargetBundle))))
    }
    return JSONObject(members)
  }

  /// The payload as compact JSON, for test failures and logs: `Payload({"aps":{...}})`.
  public var debugDescription: String {
    "Payload(\(JSONWriter.compact(JSONValue(.object(userInfo)))))"
  }

  /// Two payloads are equal when their `aps`, `userInfo` and bundle are.
  public static func == (lhs: Payload, rhs: Payload) -> Bool {
    lhs.storage === rhs.storage
      || (lhs.aps == rhs.aps && lhs.userInfo == rhs.userInfo && lhs.simulatorTargetBundle == rhs.simulatorTargetBundle)
  }

  /// Whether `other` is this very payload (a copy of the same value, not an equal one read
  /// again): what a streamed scenario run checks before it lets a record drop its payload.
  package func isIdentical(to other: Payload) -> Bool { storage === other.storage }

  /// Hashes the `aps`, `userInfo` and bundle.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(aps)
    hasher.combine(userInfo)
    hasher.combine(simulatorTargetBundle)
  }

  /// Whether `key` is `aps`, comparing the length first: most keys differ in length.
  static func isAPSKey(_ key: String) -> Bool {
    key.utf8.count == 3 && key == apsKey
  }

  /// `aps`, the key of the dictionary Apple defines. Computed, not stored: a stored static is
  /// initialized through a lock check at every read.
  static var apsKey: String { "aps" }

  /// The key `.apns` files use to name the app: `Simulator Target Bundle`.
  public static let simulatorTargetBundleKey = "Simulator Target Bundle"

  /// What kind of notification this payload makes, as the routing table keys it.
  public var kind: PayloadKind { PayloadKind(aps) }
}

/// The kinds of remote notification that route differently on iOS.
///
/// The codes follow the behaviour reference §2.0: A, AC, S and M. Local notifications (L) are not
/// payloads; the simulator keys them separately.
public enum PayloadKind: String, Hashable, Sendable, CaseIterable, Codable {
  /// An alert, sound or badge with no `content-available`: shown by the system, no app wake-up.
  case alert
  /// Something visible plus `"content-available": 1`: shown, and the app is woken in the
  /// background to fetch. Whether `mutable-content` is also set changes only the service
  /// extension step (see ``Payload/runsServiceExtension``).
  case alertWithBackgroundWake
  /// `"content-available": 1` and nothing visible: a background (silent) push
  /// (https://developer.apple.com/documentation/usernotifications/pushing-background-updates-to-your-app).
  case background
  /// `"mutable-content": 1` with alert text and no `content-available`: the service extension
  /// runs before the alert is shown.
  case mutable

  /// Classifies `aps` as iOS routes it.
  public init(_ aps: APS) {
    if aps.contentAvailable {
      self = aps.isVisible ? .alertWithBackgroundWake : .background
    } else if aps.runsServiceExtension {
      self = .mutable
    } else {
      self = .alert
    }
  }
}

extension Payload {
  /// Whether iOS runs the app's notification service extension
  /// (`UNNotificationServiceExtension`) before showing this notification: `mutable-content` is
  /// 1 and the alert has a title, subtitle or body
  /// (https://developer.apple.com/documentation/usernotifications/modifying-content-in-newly-delivered-notifications).
  public var runsServiceExtension: Bool { aps.runsServiceExtension }
}
