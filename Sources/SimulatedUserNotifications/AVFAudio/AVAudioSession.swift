public import Foundation

/// The app's audio session, the slice CallKit's delegate receives.
///
/// Models [`AVAudioSession`](https://developer.apple.com/documentation/avfaudio/avaudiosession),
/// as far as a `CXProviderDelegate` configures it: the category and mode a VoIP app sets, and
/// activation. The simulator plays no audio; it keeps what the app set.
open class AVAudioSession: NSObject, @unchecked Sendable {
  /// A category of audio use.
  ///
  /// Models [`AVAudioSession.Category`](https://developer.apple.com/documentation/avfaudio/avaudiosession/category-swift.struct).
  public struct Category: RawRepresentable, Hashable, Sendable {
    /// The category's name.
    ///
    /// Part of [`AVAudioSession.Category`](https://developer.apple.com/documentation/avfaudio/avaudiosession/category-swift.struct).
    public let rawValue: String
    /// Wraps a name.
    ///
    /// Part of [`AVAudioSession.Category`](https://developer.apple.com/documentation/avfaudio/avaudiosession/category-swift.struct).
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Recording and playback, the category of a call.
    ///
    /// Models [`playAndRecord`](https://developer.apple.com/documentation/avfaudio/avaudiosession/category-swift.struct/playandrecord).
    public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
    /// Playback that mixes with other apps' audio.
    ///
    /// Models [`ambient`](https://developer.apple.com/documentation/avfaudio/avaudiosession/category-swift.struct/ambient).
    public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
    /// The default category.
    ///
    /// Models [`soloAmbient`](https://developer.apple.com/documentation/avfaudio/avaudiosession/category-swift.struct/soloambient).
    public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
  }

  /// A mode within a category.
  ///
  /// Models [`AVAudioSession.Mode`](https://developer.apple.com/documentation/avfaudio/avaudiosession/mode-swift.struct).
  public struct Mode: RawRepresentable, Hashable, Sendable {
    /// The mode's name.
    ///
    /// Part of [`AVAudioSession.Mode`](https://developer.apple.com/documentation/avfaudio/avaudiosession/mode-swift.struct).
    public let rawValue: String
    /// Wraps a name.
    ///
    /// Part of [`AVAudioSession.Mode`](https://developer.apple.com/documentation/avfaudio/avaudiosession/mode-swift.struct).
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The default mode.
    ///
    /// Models [`default`](https://developer.apple.com/documentation/avfaudio/avaudiosession/mode-swift.struct/default).
    public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
    /// Two-way voice, the mode of a VoIP call.
    ///
    /// Models [`voiceChat`](https://developer.apple.com/documentation/avfaudio/avaudiosession/mode-swift.struct/voicechat).
    public static let voiceChat = Mode(rawValue: "AVAudioSessionModeVoiceChat")
    /// Two-way video.
    ///
    /// Models [`videoChat`](https://developer.apple.com/documentation/avfaudio/avaudiosession/mode-swift.struct/videochat).
    public static let videoChat = Mode(rawValue: "AVAudioSessionModeVideoChat")
  }

  /// Options of a category.
  ///
  /// Models [`AVAudioSession.CategoryOptions`](https://developer.apple.com/documentation/avfaudio/avaudiosession/categoryoptions-swift.struct).
  public struct CategoryOptions: OptionSet, Hashable, Sendable {
    /// The options' bits.
    ///
    /// Part of [`AVAudioSession.CategoryOptions`](https://developer.apple.com/documentation/avfaudio/avaudiosession/categoryoptions-swift.struct).
    public let rawValue: UInt
    /// Wraps bits.
    ///
    /// Part of [`AVAudioSession.CategoryOptions`](https://developer.apple.com/documentation/avfaudio/avaudiosession/categoryoptions-swift.struct).
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Mix with other apps' audio.
    ///
    /// Models [`mixWithOthers`](https://developer.apple.com/documentation/avfaudio/avaudiosession/categoryoptions-swift.struct/mixwithothers).
    public static let mixWithOthers = CategoryOptions(rawValue: 0x1)
    /// Route to Bluetooth hands-free devices.
    ///
    /// Models [`allowBluetooth`](https://developer.apple.com/documentation/avfaudio/avaudiosession/categoryoptions-swift.struct/allowbluetooth).
    public static let allowBluetooth = CategoryOptions(rawValue: 0x4)
    /// Route to the speaker by default.
    ///
    /// Models [`defaultToSpeaker`](https://developer.apple.com/documentation/avfaudio/avaudiosession/categoryoptions-swift.struct/defaulttospeaker).
    public static let defaultToSpeaker = CategoryOptions(rawValue: 0x8)
  }

  /// Options of `setActive(_:options:)`.
  ///
  /// Models [`AVAudioSession.SetActiveOptions`](https://developer.apple.com/documentation/avfaudio/avaudiosession/setactiveoptions).
  public struct SetActiveOptions: OptionSet, Hashable, Sendable {
    /// The options' bits.
    ///
    /// Part of [`AVAudioSession.SetActiveOptions`](https://developer.apple.com/documentation/avfaudio/avaudiosession/setactiveoptions).
    public let rawValue: UInt
    /// Wraps bits.
    ///
    /// Part of [`AVAudioSession.SetActiveOptions`](https://developer.apple.com/documentation/avfaudio/avaudiosession/setactiveoptions).
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Tell other apps they may resume their audio.
    ///
    /// Models [`notifyOthersOnDeactivation`](https://developer.apple.com/documentation/avfaudio/avaudiosession/setactiveoptions/notifyothersondeactivation).
    public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
  }

  private let lock = NSLock()
  private var categoryStore: Category = .soloAmbient
  private var modeStore: Mode = .default
  private var optionsStore: CategoryOptions = []
  private var activeStore = false

  private static let shared = AVAudioSession()

  private override init() { super.init() }

  /// The process's audio session.
  ///
  /// Models [`sharedInstance()`](https://developer.apple.com/documentation/avfaudio/avaudiosession/sharedinstance()).
  open class func sharedInstance() -> AVAudioSession { shared }

  /// The category set last.
  ///
  /// Models [`category`](https://developer.apple.com/documentation/avfaudio/avaudiosession/category-swift.property).
  open var category: Category {
    lock.lock()
    defer { lock.unlock() }
    return categoryStore
  }

  /// The mode set last.
  ///
  /// Models [`mode`](https://developer.apple.com/documentation/avfaudio/avaudiosession/mode-swift.property).
  open var mode: Mode {
    lock.lock()
    defer { lock.unlock() }
    return modeStore
  }

  /// The category's options set last.
  ///
  /// Models [`categoryOptions`](https://developer.apple.com/documentation/avfaudio/avaudiosession/categoryoptions-swift.property).
  open var categoryOptions: CategoryOptions {
    lock.lock()
    defer { lock.unlock() }
    return optionsStore
  }

  /// Sets the category, mode and options; never throws here.
  ///
  /// Models [`setCategory(_:mode:options:)`](https://developer.apple.com/documentation/avfaudio/avaudiosession/setcategory(_:mode:options:)).
  open func setCategory(_ category: Category, mode: Mode, options: CategoryOptions = []) throws {
    lock.lock()
    categoryStore = category
    modeStore = mode
    optionsStore = options
    lock.unlock()
  }

  /// Sets the mode; never throws here.
  ///
  /// Models [`setMode(_:)`](https://developer.apple.com/documentation/avfaudio/avaudiosession/setmode(_:)).
  open func setMode(_ mode: Mode) throws {
    lock.lock()
    modeStore = mode
    lock.unlock()
  }

  /// Activates or deactivates the session; never throws here. With CallKit the system
  /// activates it (`provider(_:didActivate:)`): an app does not call this for a call.
  ///
  /// Models [`setActive(_:options:)`](https://developer.apple.com/documentation/avfaudio/avaudiosession/setactive(_:options:)).
  open func setActive(_ active: Bool, options: SetActiveOptions = []) throws {
    lock.lock()
    activeStore = active
    lock.unlock()
  }
}
