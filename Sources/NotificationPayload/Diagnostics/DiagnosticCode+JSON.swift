extension DiagnosticCode {
  /// The file is empty or holds only white space.
  public static let emptyFile: DiagnosticCode = "empty-file"
  /// The bytes are not valid UTF-8 (or the file is UTF-16 or UTF-32).
  public static let invalidUTF8: DiagnosticCode = "invalid-utf8"
  /// The text is not valid JSON.
  public static let jsonSyntax: DiagnosticCode = "json-syntax"
  /// A comma stands after the last element of an array or the last member of an object.
  public static let jsonTrailingComma: DiagnosticCode = "json-trailing-comma"
  /// An object has the same key twice.
  public static let jsonDuplicateKey: DiagnosticCode = "json-duplicate-key"
  /// Arrays and objects nest deeper than the reader allows.
  public static let jsonTooDeep: DiagnosticCode = "json-too-deep"
  /// The file is larger than the reader accepts.
  public static let fileTooLarge: DiagnosticCode = "file-too-large"
}
