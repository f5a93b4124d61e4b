// swift-tools-version: 6.2
import PackageDescription

/// Settings every target shares: Swift 6 mode is set package-wide below; these keep the
/// public surface explicit about existentials and imports.
let strictSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
  name: "NotificationSimulator",
  // Apple platforms: the sources use `Duration`, `Regex` and `String.replacing`, which need
  // macOS 13 and iOS 16. Linux has no such floor.
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
  products: [
    .library(name: "NotificationSimulator", targets: ["NotificationSimulator"]),
    .library(name: "NotificationSimulatorTesting", targets: ["NotificationSimulatorTesting"]),
    // Apple's UserNotifications and UIKit API shape over the simulator: import it instead of
    // UIKit and UserNotifications on Linux, and the app's notification code runs unchanged.
    .library(name: "SimulatedUserNotifications", targets: ["SimulatedUserNotifications"]),
    .executable(name: "notifsim", targets: ["notifsim"]),
  ],
  dependencies: [],
  targets: [
    // Payloads, headers, .apns files, the position-keeping JSON reader and the lint rules.
    // No Foundation: it reads bytes and reports positions.
    .target(name: "NotificationPayload", swiftSettings: strictSettings),
    // One C header: a prefetch hint, which Swift cannot spell (the identifier index's first
    // slot is fetched as a push arrives). Our own code, not a dependency.
    .target(name: "CMemoryHints"),
    // The handler that removes unfinished temporary files on SIGINT, SIGTERM and SIGHUP, and
    // the table of their paths it reads: C, so the handler is async-signal-safe. Our own code.
    .target(name: "CInterruptedWrites"),
    // The simulated device and app: lifecycle, routing table, virtual clock, trace.
    .target(
      name: "NotificationSimulator",
      dependencies: ["NotificationPayload", "CMemoryHints", "CInterruptedWrites"],
      swiftSettings: strictSettings
    ),
    // Apple's names at the edge: UN* and the notification slice of UIKit, each call one simulator
    // step. A thin layer over NotificationSimulator's model, not a second model.
    .target(
      name: "SimulatedUserNotifications",
      dependencies: ["NotificationSimulator"],
      swiftSettings: strictSettings
    ),
    // Test helpers for apps' test targets: drive a simulated app, assert every callback in order.
    // Reports failures to XCTest or Swift Testing, whichever runs the test.
    .target(
      name: "NotificationSimulatorTesting",
      dependencies: ["NotificationSimulator", "SimulatedUserNotifications", "NotificationPayload"],
      swiftSettings: strictSettings
    ),
    // Argument parsing, file reading and rendering for `notifsim`, testable in process.
    .target(
      name: "NotificationSimulatorCLI",
      dependencies: ["NotificationSimulator", "NotificationPayload"],
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "notifsim",
      dependencies: ["NotificationSimulatorCLI"],
      swiftSettings: strictSettings
    ),
    // Benchmarks, measured in wall time by design (they are not the simulator); see the README.
    .executableTarget(
      name: "notifsim-bench",
      dependencies: ["NotificationSimulator", "NotificationSimulatorTesting", "SimulatedUserNotifications"],
      path: "Tests/Benchmarks",
      exclude: ["lint-vs-jq.sh", "RESULTS.md"],
      swiftSettings: strictSettings
    ),
    // Fuzz harnesses (see "Fuzzing" in the README). Every build compiles them, so they keep up with
    // the code; `.ci/fuzz` builds them again with libFuzzer and AddressSanitizer in its own
    // scratch folder. Built plainly, the executable replays saved inputs.
    .executableTarget(
      name: "notifsim-fuzz",
      dependencies: ["NotificationSimulator"],
      path: "Tests/Fuzz",
      exclude: ["Corpus", "fuzz.dict", "make-corpus.py"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "NotificationPayloadTests",
      dependencies: ["NotificationPayload"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "NotificationSimulatorTests",
      dependencies: ["NotificationSimulator"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "NotificationSimulatorTestingTests",
      dependencies: ["NotificationSimulatorTesting"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "SimulatedUserNotificationsTests",
      dependencies: ["SimulatedUserNotifications", "NotificationSimulatorTesting"],
      exclude: ["PublicSymbols.txt", "AppleSymbols.txt"],
      swiftSettings: strictSettings
    ),
    // Acceptance targets for the Apple-shaped module (issue 45): Xcode 26's iOS app template and
    // the article's delegate under `.defaultIsolation(MainActor.self)`, as a new Xcode project
    // builds them, and Swift 5 code that touches `UIApplication.shared` from nonisolated methods.
    .executableTarget(
      name: "TemplateApp",
      dependencies: ["SimulatedUserNotifications"],
      path: "Tests/TemplateApp",
      swiftSettings: [.defaultIsolation(MainActor.self)]
    ),
    .target(
      name: "ArticleDefaultIsolation",
      dependencies: ["SimulatedUserNotifications"],
      path: "Tests/ArticleDefaultIsolation",
      swiftSettings: [.defaultIsolation(MainActor.self)]
    ),
    .target(
      name: "Swift5App",
      dependencies: ["SimulatedUserNotifications"],
      path: "Tests/Swift5App",
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    .testTarget(
      name: "TemplateAppTests",
      dependencies: [
        "TemplateApp", "ArticleDefaultIsolation", "Swift5App", "SimulatedUserNotifications", "NotificationSimulatorTesting",
      ],
      exclude: ["Fixtures"],
      swiftSettings: strictSettings
    ),
    // A team's app and eight suites written as a team would, each letting the app run once;
    // `Tests/stress-app-code.sh` runs them many times side by side and compares their traces.
    .testTarget(
      name: "AppAcceptanceTests",
      dependencies: ["SimulatedUserNotifications", "NotificationSimulatorTesting"],
      exclude: ["Specs"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "NotificationSimulatorCLITests",
      dependencies: ["NotificationSimulatorCLI"],
      swiftSettings: strictSettings
    ),
  ],
  swiftLanguageModes: [.v6]
)
