/// A file on the simulated device: its path, uniform type identifier and size.
///
/// Models the little of a file that `UNNotificationAttachment(identifier:url:options:)` reads:
/// https://developer.apple.com/documentation/usernotifications/unnotificationattachment/init(identifier:url:options:)
public struct DeviceFile: Hashable, Sendable {
  /// The absolute path, such as `/tmp/map.png` (the attachment's `file://` URL without its scheme).
  public var path: String
  /// The uniform type identifier, such as `public.png`: what iOS infers from the file name's
  /// extension, or what `UNNotificationAttachmentOptionsTypeHintKey` says.
  public var type: String
  /// The size in bytes.
  public var size: Int

  /// Creates a file.
  public init(path: String, type: String, size: Int) {
    self.path = path
    self.type = type
    self.size = size
  }

  /// The `file://` URL of the file.
  public var url: String { "file://" + path }

  /// The path of a `file://` URL; `nil` for any other URL.
  public static func path(ofURL url: String) -> String? {
    guard url.hasPrefix("file://"), url.count > "file://".count else { return nil }
    return String(url.dropFirst("file://".count))
  }
}

/// The files the simulator tracks: those in the app's container, and those the system moved
/// into its attachment data store when a request with attachments was added (rule AT3).
///
/// Models the data store behind `UNNotificationAttachment`:
/// https://developer.apple.com/documentation/usernotifications/unnotificationattachment
/// Both lists keep the order the files arrived in, so nothing printed depends on hashing.
public struct DeviceFiles: Hashable, Sendable {
  /// The folder of the system's attachment data store. Apple does not document it; this path
  /// only has to be outside the app's container.
  public static let attachmentStore = "/var/mobile/Library/UserNotifications/Attachments/"

  /// The files in the app's container, in the order they were added.
  public private(set) var container: [DeviceFile]
  /// The files in the system's attachment data store, in the order they were moved there.
  public private(set) var store: [DeviceFile] = []

  /// The app's container with `files` in it; an empty store.
  public init(container files: [DeviceFile] = []) {
    container = []
    for file in files { add(file) }
  }

  /// The file at `path`, in the container or in the store.
  public func file(at path: String) -> DeviceFile? {
    container.first { $0.path == path } ?? store.first { $0.path == path }
  }

  /// Whether the file at `path` is in the system's attachment data store.
  public func isInStore(_ path: String) -> Bool { store.contains { $0.path == path } }

  /// Puts `file` in the app's container, replacing any file at its path.
  public mutating func add(_ file: DeviceFile) {
    if let index = container.firstIndex(where: { $0.path == file.path }) {
      container[index] = file
    } else {
      container.append(file)
    }
  }

  /// Moves the container's file at `path` into the data store as `identifier`'s attachment of
  /// `request`, and returns its new path; `nil` when no such file is in the container.
  mutating func moveIntoStore(_ path: String, request: String, attachment identifier: String) -> String? {
    guard let index = container.firstIndex(where: { $0.path == path }) else { return nil }
    var file = container.remove(at: index)
    let name = path.split(separator: "/").last.map(String.init) ?? identifier
    file.path = Self.attachmentStore + request + "/" + identifier + "/" + name
    store.removeAll { $0.path == file.path }
    store.append(file)
    return file.path
  }
}
