public import NotificationPayload
public import NotificationSimulator

extension NotificationTester {
  // MARK: The provider's token (rules PA1-PA5)

  /// The provider makes a new token, signed at `issuedAt` on the device's wall clock (now when
  /// `nil`) with `keyID` (its first key when `nil`), as a provider's hourly refresh does
  /// (`Simulator.refreshProviderToken(issuedAt:keyID:)`).
  public func refreshProviderToken(
    issuedAt: LocalDateTime? = nil, keyID: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    refreshProviderToken(
      .make(issuedAt: issuedAt, keyID: keyID), fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// The provider sends `token`, for instance one pasted from your server's logs
  /// (`Simulator.useProviderToken(_:)`).
  public func useProviderToken(
    _ token: ProviderToken,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    refreshProviderToken(.use(token), fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// A scenario file's `refreshProviderToken` step (`Simulator.refresh(_:)`).
  public func refreshProviderToken(
    _ refresh: ProviderTokenRefresh,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    step(
      "refreshProviderToken()", CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
      .refreshProviderToken(refresh))
  }
}
