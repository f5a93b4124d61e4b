import NotificationPayload

/// One JSON object written on one line with its keys in sorted order, the shape every
/// `--format json` output of `notifsim` uses. Values are JSON text already.
enum JSONLine {
  static func object(_ members: [(String, String)]) -> String {
    "{" + members.sorted { $0.0 < $1.0 }.map { "\(JSONWriter.quoted($0.0)):\($0.1)" }.joined(separator: ",") + "}"
  }
}
