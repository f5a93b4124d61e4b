/// What a ``Simulator`` was created with and keeps unchanged for its whole run: the app, the iOS
/// version, the quirks, the routing table, how the app answers, the device's calendar and the
/// team's code as the test gave it. The device's own configuration is ``DeviceState/configuration``.
public struct SimulatorConfiguration: Sendable {
  /// The app being simulated.
  public let app: AppConfiguration
  /// The iOS version.
  public let profile: Profile
  /// The switches for uncertain behaviour.
  public let quirks: Quirks
  /// The routing table the simulator runs.
  public let table: RoutingTable
  /// Decides completion-handler answers the app's code does not give.
  let behavior: any AppBehavior
  /// The device's wall clock, for calendar triggers: ``DeviceConfiguration/date`` in
  /// ``DeviceConfiguration/timeZone`` at `+0.000s`.
  public let calendar: VirtualCalendar
  /// The delegate as the test gave it: each launch starts from it again, so what one process
  /// kept in memory does not leak into the next.
  let appDelegate: (any SimulatedAppDelegate)?
  /// Creates the app's process at each launch; `nil` when the app is modelled without one.
  let processFactory: AppProcessFactory?
  /// The reason traced for each notification the Notification Center limit takes out, made
  /// once: the device, and so its limit, never changes.
  let pastLimitReason: String?
}
