/// Whether `text` is one or more ASCII digits: a whole number written with no sign, fraction or
/// exponent (a badge, a header's epoch seconds, a value shown bare in a message).
func isDigits(_ text: String) -> Bool {
  !text.isEmpty && text.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
}
