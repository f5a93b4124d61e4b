/// An Xcode version, such as `12.5` or `14.3.1`: the one whose Simulator and `xcrun simctl push`
/// deliver simulated pushes.
///
/// Models the version numbers of Apple's Xcode release notes, which tie simulated-push
/// behaviour to versions (rules XR1–XR4). Compared component by component, a missing
/// component counting as 0 (`12` is `12.0.0`).
public struct XcodeVersion: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The major version: 11, 12, 14.
  public var major: Int
  /// The minor version: the 4 of 11.4.
  public var minor: Int
  /// The patch version: the 1 of 14.3.1.
  public var patch: Int

  /// Creates a version.
  public init(_ major: Int, _ minor: Int = 0, _ patch: Int = 0) {
    self.major = major
    self.minor = minor
    self.patch = patch
  }

  /// Reads `"12"`, `"12.5"` or `"14.3.1"`: one to three whole numbers, 0 or more, separated by
  /// dots, the major version at least 1. `nil` for anything else (`"12.x"`, `"v12"`, `"12."`).
  public init?(_ text: String) {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...3).contains(parts.count) else { return nil }
    var numbers: [Int] = []
    for part in parts {
      guard !part.isEmpty, part.count <= 4, part.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }), let number = Int(part) else {
        return nil
      }
      numbers.append(number)
    }
    guard numbers[0] >= 1 else { return nil }
    self.init(numbers[0], numbers.count > 1 ? numbers[1] : 0, numbers.count > 2 ? numbers[2] : 0)
  }

  /// `12.5`, or `14.3.1` when the patch is not 0.
  public var description: String { patch == 0 ? "\(major).\(minor)" : "\(major).\(minor).\(patch)" }

  /// Orders versions by major, then minor, then patch.
  public static func < (lhs: XcodeVersion, rhs: XcodeVersion) -> Bool {
    (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
  }

  /// Xcode 11.4: the first whose Simulator receives simulated pushes (rule XR1).
  public static let firstSimulatedPush = XcodeVersion(11, 4)
  /// Xcode 12: simulated `content-available` pushes call
  /// `application(_:performFetchWithCompletionHandler:)` instead of the fetch handler (rule XR3).
  public static let performFetchBug = XcodeVersion(12)
  /// Xcode 14: an iOS 16 Simulator receives real pushes from the APNs sandbox (rule XR4).
  public static let sandboxToSimulator = XcodeVersion(14)
}
