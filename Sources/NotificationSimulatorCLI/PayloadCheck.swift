import NotificationPayload

/// The checks `lint` runs on one file's bytes.
enum PayloadCheck {
  static func diagnostics(for bytes: [UInt8], pushType: String?, isSimulatorFile: Bool) -> [Diagnostic] {
    PayloadLinter.lint(bytes, options: PayloadLinter.Options(pushType: pushType, isSimulatorFile: isSimulatorFile))
      .diagnostics
  }
}
