public import Foundation

/// A rectangle on screen: the base class of the window.
///
/// Models [`UIView`](https://developer.apple.com/documentation/uikit/uiview), as far as a window
/// and a view controller need it: a frame and nothing drawn. Main-actor isolated and
/// `@preconcurrency`, as the SDK imports it.
@preconcurrency @MainActor open class UIView: UIResponder {
  /// The view's frame in its superview's coordinates. Kept, not drawn.
  ///
  /// Models [`frame`](https://developer.apple.com/documentation/uikit/uiview/frame).
  open var frame: CGRect

  /// Creates a view with `frame`.
  ///
  /// Models [`init(frame:)`](https://developer.apple.com/documentation/uikit/uiview/init(frame:)).
  public init(frame: CGRect) {
    self.frame = frame
    super.init()
  }

  /// Creates a view with a zero frame.
  ///
  /// Models [`init()`](https://developer.apple.com/documentation/objectivec/nsobject/init()).
  public convenience override init() { self.init(frame: .zero) }
}

/// The screen of the device.
///
/// Models [`UIScreen`](https://developer.apple.com/documentation/uikit/uiscreen), as far as
/// `UIWindow(frame: UIScreen.main.bounds)` needs it: the bounds of an iPhone screen in points.
@preconcurrency @MainActor open class UIScreen: NSObject {
  /// The screen's rectangle in points: 393 by 852, an iPhone 16's.
  ///
  /// Models [`bounds`](https://developer.apple.com/documentation/uikit/uiscreen/bounds).
  public let bounds = CGRect(x: 0, y: 0, width: 393, height: 852)

  /// The device's screen. Deprecated in iOS 16 for the window scene's `screen`, as in the SDK.
  ///
  /// Models [`main`](https://developer.apple.com/documentation/uikit/uiscreen/main).
  public class var main: UIScreen { shared }
  private static let shared = UIScreen()
  private override init() { super.init() }
}

/// The window of a scene: the root of the app's views. Nothing is drawn.
///
/// Models [`UIWindow`](https://developer.apple.com/documentation/uikit/uiwindow): a window made
/// for a scene joins the scene's `windows`, keeps its root view controller, and becomes the key
/// window when the app calls ``makeKeyAndVisible()``.
@preconcurrency @MainActor open class UIWindow: UIView {
  /// The scene that shows the window, if any.
  ///
  /// Models [`windowScene`](https://developer.apple.com/documentation/uikit/uiwindow/windowscene).
  /// Setting it moves the window from one scene's `windows` to the other's.
  open weak var windowScene: UIWindowScene? {
    didSet {
      oldValue?.windows.removeAll { $0 === self }
      if let windowScene, !windowScene.windows.contains(where: { $0 === self }) { windowScene.windows.append(self) }
    }
  }

  /// The view controller whose view fills the window.
  ///
  /// Models [`rootViewController`](https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller).
  open var rootViewController: UIViewController?

  /// Whether the window is its scene's key window.
  ///
  /// Models [`isKeyWindow`](https://developer.apple.com/documentation/uikit/uiwindow/iskeywindow).
  open var isKeyWindow: Bool { windowScene?.keyWindow === self || (windowScene == nil && keyWithoutScene) }
  private var keyWithoutScene = false

  /// Whether the window is hidden; a new window is, until ``makeKeyAndVisible()``.
  ///
  /// Models [`isHidden`](https://developer.apple.com/documentation/uikit/uiview/ishidden).
  open var isHidden = true

  /// Creates a window for `windowScene`, which it joins.
  ///
  /// Models [`init(windowScene:)`](https://developer.apple.com/documentation/uikit/uiwindow/init(windowscene:)).
  public init(windowScene: UIWindowScene) {
    super.init(frame: windowScene.screenBounds)
    self.windowScene = windowScene
    windowScene.windows.append(self)
  }

  /// Creates a window with `frame` and no scene, as an app without scenes does.
  ///
  /// Models [`init(frame:)`](https://developer.apple.com/documentation/uikit/uiview/init(frame:)).
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Shows the window and makes it the key window of its scene.
  ///
  /// Models [`makeKeyAndVisible()`](https://developer.apple.com/documentation/uikit/uiwindow/makekeyandvisible()).
  open func makeKeyAndVisible() {
    isHidden = false
    makeKey()
  }

  /// Makes the window the key window of its scene.
  ///
  /// Models [`makeKey()`](https://developer.apple.com/documentation/uikit/uiwindow/makekey()).
  open func makeKey() {
    if let windowScene { windowScene.keyWindow = self } else { keyWithoutScene = true }
  }
}

/// The object that manages a view: here, a window's root and a content extension's controller.
///
/// Models [`UIViewController`](https://developer.apple.com/documentation/uikit/uiviewcontroller)
/// as far as an app delegate, a scene delegate or a notification content extension touches it:
/// its view is an empty ``UIView`` made on first use (``viewDidLoad()`` runs then), and its
/// ``extensionContext`` is the content extension's, whose `notificationActions` the simulator
/// reads (rule CE4).
@preconcurrency @MainActor open class UIViewController: UIResponder {
  /// The name of the nib the controller loads its view from; kept, not loaded.
  ///
  /// Models [`nibName`](https://developer.apple.com/documentation/uikit/uiviewcontroller/nibname).
  public let nibName: String?
  /// The bundle of the nib; kept, not read.
  ///
  /// Models [`nibBundle`](https://developer.apple.com/documentation/uikit/uiviewcontroller/nibbundle).
  public let nibBundle: Bundle?
  /// The title shown for the controller.
  ///
  /// Models [`title`](https://developer.apple.com/documentation/uikit/uiviewcontroller/title).
  open var title: String?
  private var loadedView: UIView?
  /// The content extension's context, when this controller runs as one; shared with the simulator.
  nonisolated let extensionContextBox = ExtensionContextBox()

  /// Creates a view controller.
  ///
  /// Models [`init(nibName:bundle:)`](https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)).
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    nibName = nibNameOrNil
    nibBundle = nibBundleOrNil
    super.init()
  }

  /// Creates a view controller from an archive; there are no archives here, so it creates an
  /// empty one.
  ///
  /// Models [`init(coder:)`](https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)).
  public required init?(coder: NSCoder) {
    nibName = nil
    nibBundle = nil
    super.init()
  }

  /// Creates a view controller with no nib.
  ///
  /// Models [`init()`](https://developer.apple.com/documentation/objectivec/nsobject/init()).
  public convenience override init() { self.init(nibName: nil, bundle: nil) }

  /// The controller's view, made (and ``viewDidLoad()`` called) on first use.
  ///
  /// Models [`view`](https://developer.apple.com/documentation/uikit/uiviewcontroller/view).
  open var view: UIView! {
    get {
      if let loadedView { return loadedView }
      loadView()
      viewDidLoad()
      return loadedView
    }
    set { loadedView = newValue }
  }

  /// Whether the view was made.
  ///
  /// Models [`isViewLoaded`](https://developer.apple.com/documentation/uikit/uiviewcontroller/isviewloaded).
  open var isViewLoaded: Bool { loadedView != nil }

  /// Makes the view: an empty ``UIView``.
  ///
  /// Models [`loadView()`](https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()).
  open func loadView() { loadedView = UIView(frame: UIScreen.main.bounds) }

  /// The view was made.
  ///
  /// Models [`viewDidLoad()`](https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()).
  open func viewDidLoad() {}

  /// The context of the app extension this controller runs in: for a notification content
  /// extension, the one whose `notificationActions` replace the notification's buttons; `nil`
  /// in the app.
  ///
  /// Models [`extensionContext`](https://developer.apple.com/documentation/uikit/uiviewcontroller/extensioncontext).
  /// Readable from any thread, as the SDK's Objective-C property is.
  nonisolated public var extensionContext: NSExtensionContext? { extensionContextBox.context }
}

/// Holds a view controller's extension context, which the simulator sets before it calls a
/// content extension and reads after.
final class ExtensionContextBox: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: NSExtensionContext?

  var context: NSExtensionContext? { lock.withLock { stored } }

  /// The context, made at the first call.
  func attach() -> NSExtensionContext {
    lock.withLock {
      if let stored { return stored }
      let made = NSExtensionContext()
      stored = made
      return made
    }
  }
}
