import NotificationPayload

extension ScenarioLoader.Reader {
  // MARK: - The device's files (rule AT3) and the provisional choice (rules PV2–PV4)

  /// Reads `app.files`: the files in the app's container at the start, each
  /// `{"path", "type", "size"}`.
  mutating func readAppFiles(_ reader: inout JSONObjectReader, into app: inout AppConfiguration) {
    guard let list = reader.array("files", log: &log) else { return }
    app.files = list.enumerated().compactMap { readFile($1, path: ["app", "files", .index($0)]) }
  }

  /// Reads a file: an absolute `path`, its uniform type identifier `type` and its `size` in
  /// bytes. A type iOS does not show is not an error here: the app may still try to attach it.
  mutating func readFile(_ value: JSONValue, path: JSONPath) -> DeviceFile? {
    guard var reader = JSONObjectReader(value, path: path, log: &log) else { return nil }
    let filePath = reader.required("path", log: &log, hint: #"Give the file's absolute path, such as "/tmp/map.png"."#)
    let type = reader.required("type", log: &log, hint: #"Give its uniform type identifier, such as "public.png"."#)
    // The size is checked even when another key is missing, so every error shows at once.
    let size = reader.required("size", log: &log, hint: "Give the file's size in bytes.").map {
      ScenarioLimits.size.wholeNumber($0, path: path.appending("size"), log: &log)
    }
    reader.warnAboutUnknownKeys(log: &log)
    guard let filePath, let type, let size, let bytes = size else { return nil }
    guard let text = filePath.string, text.hasPrefix("/") else {
      log.error(
        .invalidStep, "a file's path must be an absolute path; found \(filePath.typeDescription)",
        hint: #"Write it as "/tmp/map.png"; an attachment's URL is then "file:///tmp/map.png"."#,
        path: path.appending("path"), at: filePath.location)
      return nil
    }
    guard let typeText = type.string else {
      log.wrongType(type, path: path.appending("type"), expected: "a uniform type identifier string")
      return nil
    }
    return DeviceFile(path: text, type: typeText, size: bytes)
  }

  /// Reads `fileExists`: the absolute path of a file on the device.
  mutating func readFileExists(_ value: JSONValue, path: JSONPath) -> ScenarioStep.Action? {
    guard let text = value.string, text.hasPrefix("/") else {
      log.error(
        .invalidStep, "fileExists takes an absolute path; found \(value.typeDescription)",
        hint: #"Write "fileExists": "/tmp/map.png", the path an attachment's "file:///tmp/map.png" names."#,
        path: path, at: value.location)
      return nil
    }
    return .fileExists(text)
  }

  /// Reads `keepNotifications`: `"prominently"` or `"quietly"` (rules PV2-PV4).
  mutating func readKeepNotifications(_ value: JSONValue, path: JSONPath) -> ScenarioStep.Action? {
    switch value.string {
    case "prominently": return .provisionalChoice(.keepProminently)
    case "quietly": return .provisionalChoice(.keepQuietly)
    default:
      log.error(
        .invalidStep, "keepNotifications takes \"prominently\" or \"quietly\"; found \(value.typeDescription)",
        hint: #"Write "keepNotifications": "prominently" (Deliver Prominently) or "quietly" (Deliver Quietly)."#,
        path: path, at: value.location)
      return nil
    }
  }
}
