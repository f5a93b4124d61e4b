// swift-tools-version: 6.2
// A package that uses NotificationSimulator the way its "Getting started" article says, kept in
// the repository so CI proves the documented lines work. `Dependencies/NotificationSimulator` is
// a symbolic link to the repository root: SwiftPM names a path dependency after its folder, and
// the link gives it the documented name whatever folder the repository was cloned into.
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
