extension DiagnosticCode {
  /// A `.strings` file is not valid old-style property list text.
  public static let stringsSyntax: DiagnosticCode = "strings-syntax"
  /// A `.strings` file is neither valid UTF-8 nor valid UTF-16.
  public static let stringsEncoding: DiagnosticCode = "strings-encoding"
  /// A `.strings` file defines a key twice.
  public static let stringsDuplicateKey: DiagnosticCode = "strings-duplicate-key"
  /// An `.xcstrings` String Catalog does not have the structure Xcode writes.
  public static let xcstringsFormat: DiagnosticCode = "xcstrings-format"
  /// No string of an `.xcstrings` catalog has the language asked for.
  public static let xcstringsUnknownLanguage: DiagnosticCode = "xcstrings-unknown-language"
  /// A `title-loc-key`, `subtitle-loc-key` or `loc-key` is not in the strings table.
  public static let locKeyMissing: DiagnosticCode = "loc-key-missing"
  /// A localized format string has more or fewer placeholders than its `*-loc-args` has entries.
  public static let locArgsMismatch: DiagnosticCode = "loc-args-mismatch"
  /// A localized format string uses a conversion other than `%@` (such as `%d`), but the
  /// arguments from the payload are strings.
  public static let locFormatSpecifier: DiagnosticCode = "loc-format-specifier"
}
