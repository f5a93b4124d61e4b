// swift-tools-version: 6.2
// A package that uses NotificationSimulator the way its "Getting started" article says, kept in
// the repository so CI proves the documented lines work. `Dependencies/NotificationSimulator` is
// a symbolic link to the repository root: SwiftPM names a path dependency after its folder, and
// the link gives it the documented name whatever folder the repository was cloned into.
// ChatApp is an app's notification code written against Apple's SDK, with its own
// AppConfiguration, NotificationCategory and NotificationAction, as in the article "Running your
// app's notification code on Linux"; its tests use those names unqualified.
import PackageDescription

let package = Package(
  name: "ConsumerFixture",
  platforms: [.macOS(.v13), .iOS(.v16)],
  dependencies: [
    .package(path: "Dependencies/NotificationSimulator"),
  ],
  targets: [
    .target(
      name: "NewsApp",
      dependencies: [.product(name: "NotificationSimulator", package: "NotificationSimulator")]
    ),
    // app notification code: begin
    .target(
      name: "ChatApp",
      dependencies: [
        .product(
          name: "SimulatedUserNotifications", package: "NotificationSimulator",
          condition: .when(platforms: [.linux, .macOS])),
      ]
    ),
    .testTarget(
      name: "ChatAppTests",
      dependencies: [
        "ChatApp",
        .product(name: "NotificationSimulatorTesting", package: "NotificationSimulator"),
        .product(name: "SimulatedUserNotifications", package: "NotificationSimulator"),
      ]
    ),
    // app notification code: end
    // VoIP code (issue 41): a VoIP app's PushKit registry and CallKit provider delegates written
    // against Apple's SDK, the same file as the main package's VoIPApp/CallAppDelegate.swift.
    .target(
      name: "CallApp",
      dependencies: [
        .product(
          name: "SimulatedUserNotifications", package: "NotificationSimulator",
          condition: .when(platforms: [.linux, .macOS])),
      ]
    ),
    .testTarget(
      name: "CallAppTests",
      dependencies: [
        "CallApp",
        .product(name: "NotificationSimulatorTesting", package: "NotificationSimulator"),
        .product(name: "SimulatedUserNotifications", package: "NotificationSimulator"),
      ]
    ),
    // VoIP code: end
    // Live Activity code (issue 41): a manager written against Apple's ActivityKit, as in the
    // article "Testing your Live Activity's tokens and updates", and its tests.
    .target(
      name: "DeliveryApp",
      dependencies: [
        .product(
          name: "SimulatedUserNotifications", package: "NotificationSimulator",
          condition: .when(platforms: [.linux, .macOS])),
      ]
    ),
    .testTarget(
      name: "DeliveryAppTests",
      dependencies: [
        "DeliveryApp",
        .product(name: "NotificationSimulatorTesting", package: "NotificationSimulator"),
        .product(name: "SimulatedUserNotifications", package: "NotificationSimulator"),
      ]
    ),
    // Live Activity code: end
    .testTarget(
      name: "NewsAppTests",
      dependencies: [
        "NewsApp",
        .product(name: "NotificationSimulator", package: "NotificationSimulator"),
        .product(name: "NotificationSimulatorTesting", package: "NotificationSimulator"),
      ]
    ),
  ]
)
