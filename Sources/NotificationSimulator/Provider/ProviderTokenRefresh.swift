public import NotificationPayload

/// What a provider does with its token at one moment: make a new one, or send one it was given.
///
/// Models a provider server's token refresh, which Apple asks for at least once an hour and at
/// most once every 20 minutes ("Establishing a token-based connection to APNs",
/// https://developer.apple.com/documentation/usernotifications/establishing-a-token-based-connection-to-apns;
/// rules PA3, PA4). A scenario's `refreshProviderToken` step.
public enum ProviderTokenRefresh: Hashable, Sendable {
  /// A new token signed now (or at `issuedAt` on the device's wall clock) with `keyID` (the
  /// provider's first key when `nil`).
  case make(issuedAt: LocalDateTime?, keyID: String?)
  /// A token pasted from a real provider.
  case use(ProviderToken)
}

extension Simulator {
  /// Carries out a ``ProviderTokenRefresh``: ``refreshProviderToken(issuedAt:keyID:)`` or
  /// ``useProviderToken(_:)``.
  public mutating func refresh(_ refresh: ProviderTokenRefresh) throws(SimulationError) {
    switch refresh {
    case .make(let issuedAt, let keyID): try refreshProviderToken(issuedAt: issuedAt, keyID: keyID)
    case .use(let token): try useProviderToken(token)
    }
  }
}
