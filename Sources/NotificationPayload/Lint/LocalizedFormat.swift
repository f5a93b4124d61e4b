/// Reads the `%@` placeholders of a localized format string, the kind that `loc-key`,
/// `title-loc-key` and `subtitle-loc-key` name in the app's `Localizable.strings` and that the
/// `*-loc-args` arrays of an APNs `alert` fill in
/// (https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification).
public enum LocalizedFormat {
  /// The number of arguments the format string takes through object placeholders: each `%@`
  /// takes the next argument, and a positional `%n$@` takes argument `n`.
  ///
  /// The result is the larger of the count of plain `%@` and the highest position used, so
  /// `"%@ and %@"` and `"%2$@ before %1$@"` both take 2 and `"%1$@, %1$@"` takes 1. `%%` is a
  /// literal percent sign and takes nothing. Other conversions (`%d`, `%s`) are not counted:
  /// the `*-loc-args` of a notification are strings and fill `%@` only.
  public static func placeholderCount(in format: String) -> Int {
    let bytes = Array(format.utf8)
    var sequential = 0
    var highestPosition = 0
    var index = 0
    while index < bytes.count {
      guard bytes[index] == UInt8(ascii: "%") else {
        index += 1
        continue
      }
      index += 1
      guard index < bytes.count else { break }
      if bytes[index] == UInt8(ascii: "@") {
        sequential += 1
        index += 1
        continue
      }
      // A positional placeholder: digits, `$`, `@`.
      var position = 0
      var cursor = index
      while cursor < bytes.count, bytes[cursor] >= UInt8(ascii: "0"), bytes[cursor] <= UInt8(ascii: "9") {
        position = min(position * 10 + Int(bytes[cursor] - UInt8(ascii: "0")), 1_000_000)
        cursor += 1
      }
      if cursor > index, position > 0, cursor + 1 < bytes.count,
        bytes[cursor] == UInt8(ascii: "$"), bytes[cursor + 1] == UInt8(ascii: "@")
      {
        highestPosition = max(highestPosition, position)
        index = cursor + 2
        continue
      }
      // `%%` and any other conversion: skip the character after `%`.
      index += 1
    }
    return max(sequential, highestPosition)
  }
}
