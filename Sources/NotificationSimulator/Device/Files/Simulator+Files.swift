import NotificationPayload

extension Simulator {
  // MARK: The device's files (rule AT3)

  /// The files in the app's container and in the system's attachment data store.
  public var files: DeviceFiles { device.files }

  /// Puts a file in the app's container, as the app does when it downloads or writes one
  /// (for example before attaching it with `UNNotificationAttachment`).
  public mutating func addFile(_ file: DeviceFile) {
    record(.user("the app wrote \(file.path) (\(file.type), \(file.size) bytes)"))
    device.files.add(file)
    finishStimulus()
  }

  /// Looks for a file on the device (`FileManager.fileExists(atPath:)` for the container;
  /// the test's view for the data store, which the app cannot read) and records the answer as
  /// the `file` event.
  public mutating func checkFile(_ path: String) {
    record(.system(.file(path: path, exists: device.files.file(at: path) != nil)), rule: DeviceRules.attachmentStore.id)
    finishStimulus()
  }

  /// The error `UNNotificationAttachment(identifier:url:options:)` gives for `attachment` on
  /// this device, or `nil` when it is valid (rules AT1, AT3).
  ///
  /// A file in the app's container or the data store gives the size, and the type unless the
  /// attachment names one (`UNNotificationAttachmentOptionsTypeHintKey`). An attachment with a
  /// type and no tracked file describes an untracked file the caller vouches for. An attachment
  /// with neither points at nothing: `attachmentInvalidURL`.
  func attachmentError(_ attachment: NotificationAttachment) -> AttachmentError? {
    guard let path = DeviceFile.path(ofURL: attachment.url) else { return attachment.validate() }
    if let file = device.files.file(at: path) {
      var resolved = attachment
      if resolved.type.isEmpty { resolved.type = file.type }
      resolved.size = file.size
      return resolved.validate()
    }
    if attachment.type.isEmpty {
      return AttachmentError(.attachmentInvalidURL, identifier: attachment.identifier,
        "no file at \(path) on the device; put it in the app's container first (app.files, or addFile(_:))")
    }
    return attachment.validate()
  }

  /// The request as iOS keeps it once added: each attachment whose file is in the app's
  /// container moves into the attachment data store, and its `url` points there (rule AT3).
  mutating func storeAttachments(of request: LocalNotificationRequest) -> LocalNotificationRequest {
    guard !request.attachments.isEmpty else { return request }
    var stored = request
    stored.attachments = storeAttachments(request.attachments, of: request.identifier)
    return stored
  }

  /// The attachments of notification `id` once the system has them: each one whose file is in
  /// the app's container moves into the attachment data store, recorded as `attachmentStored`,
  /// and its `url`, type and size are the stored file's (rule AT3).
  mutating func storeAttachments(_ attachments: [NotificationAttachment], of id: String) -> [NotificationAttachment] {
    var stored = attachments
    for index in stored.indices {
      let attachment = stored[index]
      guard let path = DeviceFile.path(ofURL: attachment.url), let file = device.files.file(at: path),
        !device.files.isInStore(path),
        let moved = device.files.moveIntoStore(path, request: id, attachment: attachment.identifier)
      else { continue }
      stored[index].url = "file://" + moved
      if stored[index].type.isEmpty { stored[index].type = file.type }
      stored[index].size = file.size
      record(.system(.attachmentStored(id, attachment: attachment.identifier, path: moved)), rule: DeviceRules.attachmentStore.id)
    }
    return stored
  }
}
