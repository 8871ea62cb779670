// swift-tools-version: 6.0
import PackageDescription

var package = Package(
  name: "HitAreaKit",
  platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .visionOS(.v1)],
  products: [
    .library(name: "HitAreaKit", targets: ["HitAreaKit"]),
    .library(name: "TapThrottling", targets: ["TapThrottling"]),
    .library(name: "HitAreaUIKit", targets: ["HitAreaUIKit"]),
    .library(name: "HitAreaSwiftUI", targets: ["HitAreaSwiftUI"]),
    .library(name: "HitAreaTools", targets: ["HitAreaTools"]),
    .executable(name: "hitarea", targets: ["HitAreaCLI"]),
  ],
  dependencies: [],  // none: HitAreaKit depends on nothing outside the toolchain
  targets: [
    // Package-only helpers that HitAreaKit and TapThrottling share (a lock); not a product.
    .target(name: "HitAreaSupport"),
    .target(name: "HitAreaKit", dependencies: ["HitAreaSupport"]),
    // Repeated-tap throttling: independent of hit testing; the adapters wire it to controls.
    .target(name: "TapThrottling", dependencies: ["HitAreaSupport"]),
    .target(name: "HitAreaUIKit", dependencies: ["HitAreaKit", "TapThrottling"]),
    .target(name: "HitAreaSwiftUI", dependencies: ["HitAreaKit", "TapThrottling"]),
    .target(name: "HitAreaTools", dependencies: ["HitAreaKit"]),
    .executableTarget(name: "HitAreaCLI", dependencies: ["HitAreaKit", "HitAreaTools"]),
    .target(
      name: "HitAreaKitTestSupport",
      dependencies: ["HitAreaKit", "TapThrottling"],
      path: "Tests/HitAreaKitTestSupport"
    ),
    .testTarget(
      name: "HitAreaKitTests",
      dependencies: ["HitAreaKit", "HitAreaKitTestSupport"]
    ),
    .testTarget(
      name: "TapThrottlingTests",
      dependencies: ["TapThrottling", "HitAreaKitTestSupport"]
    ),
    .testTarget(
      name: "HitAreaToolsTests",
      dependencies: ["HitAreaTools", "HitAreaKitTestSupport"],
      resources: [.copy("Fixtures")]
    ),
    .testTarget(
      name: "HitAreaCLITests", dependencies: ["HitAreaCLI", "HitAreaKit", "HitAreaTools"]),
    // Runtime tests against real UIKit: every file is inside `#if canImport(UIKit)`, so on Linux
    // the target is empty; on a Mac, `xcodebuild test` runs it in an iOS simulator.
    .testTarget(
      name: "HitAreaUIKitTests", dependencies: ["HitAreaUIKit", "HitAreaSwiftUI", "TapThrottling"]),
    // Development only, never a product: `swift run -c release hitarea-bench` works from the
    // package root (SwiftPM gives a root package's executable targets a product of their name),
    // and packages that depend on HitAreaKit never see it or its test-support dependency.
    .executableTarget(
      name: "hitarea-bench",
      dependencies: ["HitAreaKit", "HitAreaTools", "HitAreaKitTestSupport"],
      path: "Benchmarks/HitAreaBench"
    ),
  ],
  swiftLanguageModes: [.v6]
)

// Fuzz targets (libFuzzer provides `main`), added only for Scripts/fuzz.sh, which sets
// HITAREA_FUZZ=1 and builds them with -sanitize=fuzzer,address into their own scratch path.
if Context.environment["HITAREA_FUZZ"] != nil {
  package.targets += [
    .target(name: "FuzzSupport", path: "Fuzz/FuzzSupport"),
    .executableTarget(
      name: "FuzzEngine", dependencies: ["HitAreaKit", "FuzzSupport"], path: "Fuzz/FuzzEngine"),
  ]
  for reader in [
    "FuzzSnapshotJSON", "FuzzXCUITest", "FuzzUIAutomator", "FuzzRICO", "FuzzUiAutomator2",
    "FuzzBaseline", "FuzzFormatDetection",
  ] {
    package.targets.append(
      .executableTarget(
        name: reader, dependencies: ["HitAreaKit", "HitAreaTools", "FuzzSupport"],
        path: "Fuzz/\(reader)"))
  }
}
