/// A stimulus the simulator cannot carry out, with what happened, why, and what to do.
///
/// Models no Apple type: it is how the simulator reports misuse instead of trapping.
public struct SimulationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A stable error code: an open set, a struct around a string.
  public struct Code: Hashable, Sendable, CustomStringConvertible {
    /// The code's text, e.g. `not-displayed`.
    public var rawValue: String
    private init(_ rawValue: String) { self.rawValue = rawValue }

    /// No notification has the given identifier.
    public static let unknownNotification = Code("unknown-notification")
    /// The notification is not on screen, so the user cannot act on it.
    public static let notDisplayed = Code("not-displayed")
    /// The notification's category is not registered, so it shows no actions.
    public static let categoryNotRegistered = Code("category-not-registered")
    /// The category has no such action.
    public static let unknownAction = Code("unknown-action")
    /// Text was sent to an action without text input, or a text action was used without text.
    public static let textInputMismatch = Code("text-input-mismatch")
    /// The life-cycle event cannot happen in the current state.
    public static let invalidTransition = Code("invalid-transition")
    /// The routing table says the combination cannot happen.
    public static let notApplicable = Code("not-applicable")
    /// The app must be running to do this.
    public static let appNotRunning = Code("app-not-running")
    /// The payload could not be read.
    public static let invalidPayload = Code("invalid-payload")
    /// The authorization prompt is not in the expected state.
    public static let authorizationPrompt = Code("authorization-prompt")
    /// The API does not exist on the simulated iOS version, or is already in use.
    public static let unsupported = Code("unsupported")

    /// ``rawValue``.
    public var description: String { rawValue }
  }

  /// The error code.
  public var code: Code
  /// What happened, why, and what to do, in full sentences.
  public var message: String

  /// Creates an error.
  public init(_ code: Code, _ message: String) {
    self.code = code
    self.message = message
  }

  /// `error[code]: message`.
  public var description: String { "error[\(code)]: \(message)" }
}
