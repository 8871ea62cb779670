// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "HitAreaKit",
  platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .visionOS(.v1)],
  products: [
    .library(name: "HitAreaKit", targets: ["HitAreaKit"]),
    .library(name: "HitAreaUIKit", targets: ["HitAreaUIKit"]),
    .library(name: "HitAreaSwiftUI", targets: ["HitAreaSwiftUI"]),
    .library(name: "HitAreaTools", targets: ["HitAreaTools"]),
    .executable(name: "hitarea-bench", targets: ["HitAreaBench"]),
  ],
  dependencies: [],  // none: HitAreaKit depends on nothing outside the toolchain
  targets: [
    .target(name: "HitAreaKit"),
    .target(name: "HitAreaUIKit", dependencies: ["HitAreaKit"]),
    .target(name: "HitAreaSwiftUI", dependencies: ["HitAreaKit"]),
    .target(name: "HitAreaTools", dependencies: ["HitAreaKit"]),
    .target(
      name: "HitAreaKitTestSupport",
      dependencies: ["HitAreaKit"],
      path: "Tests/HitAreaKitTestSupport"
    ),
    .testTarget(
      name: "HitAreaKitTests",
      dependencies: ["HitAreaKit", "HitAreaKitTestSupport"]
    ),
    .testTarget(
      name: "HitAreaToolsTests",
      dependencies: ["HitAreaTools", "HitAreaKitTestSupport"],
      resources: [.copy("Fixtures")]
    ),
    .executableTarget(
      name: "HitAreaBench",
      dependencies: ["HitAreaKit", "HitAreaTools", "HitAreaKitTestSupport"],
      path: "Benchmarks/HitAreaBench"
    ),
  ],
  swiftLanguageModes: [.v6]
)
