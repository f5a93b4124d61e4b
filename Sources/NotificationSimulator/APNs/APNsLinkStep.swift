/// The steps that change the device's link to APNs, its installs and its tokens (rules AP5, AP7).
public enum APNsLinkStep: String, Hashable, Sendable, CaseIterable {
  /// The device loses its connection to APNs (``Simulator/goOffline()``).
  case goOffline
  /// The device connects again (``Simulator/goOnline()``).
  case goOnline
  /// The user deletes the app (``Simulator/uninstallApp()``).
  case uninstallApp
  /// The user installs the app again (``Simulator/installApp()``).
  case installApp
  /// The device is restored from a backup (``Simulator/restoreDevice()``).
  case restoreDevice
  /// APNs issues the app a new device token (``Simulator/issueNewDeviceToken()``, rule AP12).
  case issueNewDeviceToken
}

extension Simulator {
  /// Performs one of the link's steps, as a scenario names it.
  public mutating func perform(_ step: APNsLinkStep) throws(SimulationError) {
    switch step {
    case .goOffline: try goOffline()
    case .goOnline: try goOnline()
    case .uninstallApp: try uninstallApp()
    case .installApp: try installApp()
    case .restoreDevice: restoreDevice()
    case .issueNewDeviceToken: try issueNewDeviceToken()
    }
  }
}
