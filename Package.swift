// swift-tools-version: 6.0
import PackageDescription

// Which product goes where:
// - an app target: HitAreaUIKit and/or HitAreaSwiftUI (and HitAreaKit, TapThrottling, which they
//   build on): the runtime, nothing else;
// - a test target or a debug build: HitAreaUIKitAuditing (the live audit, the capture of a
//   window into a layout snapshot, the debug overlay); a UI-test target: HitAreaXCTest (the
//   audit of the screen a UI test is on);
// - a tool: HitAreaSnapshot (the file format), HitAreaAuditing (the audit), HitAreaTools and the
//   `hitarea` command.
var package = Package(
  name: "HitAreaKit",
  platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .visionOS(.v1)],
  products: [
    .library(name: "HitAreaKit", targets: ["HitAreaKit"]),
    .library(name: "TapThrottling", targets: ["TapThrottling"]),
    .library(name: "HitAreaUIKit", targets: ["HitAreaUIKit"]),
    .library(name: "HitAreaSwiftUI", targets: ["HitAreaSwiftUI"]),
    .library(name: "HitAreaUIKitAuditing", targets: ["HitAreaUIKitAuditing"]),
    .library(name: "HitAreaSnapshot", targets: ["HitAreaSnapshot"]),
    .library(name: "HitAreaAuditing", targets: ["HitAreaAuditing"]),
    .library(name: "HitAreaTools", targets: ["HitAreaTools"]),
    .library(name: "HitAreaXCTest", targets: ["HitAreaXCTest"]),
    .executable(name: "hitarea", targets: ["HitAreaCLI"]),
    .plugin(name: "HitAreaAuditPlugin", targets: ["HitAreaAuditPlugin"]),
  ],
  dependencies: [],  // none: HitAreaKit depends on nothing outside the toolchain
  targets: [
    // MARK: Runtime: what an app links

    // Package-only helpers that HitAreaKit and TapThrottling share (a lock); not a product.
    .target(name: "HitAreaSupport"),
    // The runtime core: geometry, hit areas, the engine and its policies, the automatic minimum
    // size, the touch model, the hook installer. Pure Swift; no file format, no audit.
    .target(name: "HitAreaKit", dependencies: ["HitAreaSupport"]),
    // Repeated-tap throttling: independent of hit testing; the adapters wire it to controls.
    .target(name: "TapThrottling", dependencies: ["HitAreaSupport"]),
    // The runtime adapters (every file inside `#if canImport(UIKit)` / `#if canImport(SwiftUI)`).
    .target(name: "HitAreaUIKit", dependencies: ["HitAreaKit", "TapThrottling"]),
    .target(name: "HitAreaSwiftUI", dependencies: ["HitAreaKit", "TapThrottling"]),

    // MARK: Test and debug: what a test target or a debug build adds

    // The live audit, the capture of a window into a snapshot, the debug overlay (UIKit only).
    .target(
      name: "HitAreaUIKitAuditing",
      dependencies: ["HitAreaUIKit", "HitAreaKit", "HitAreaSnapshot", "HitAreaAuditing"]),

    // The audit of the screen a UI test is on: XCUIElementSnapshot's dictionary as a layout
    // snapshot (plain Swift, tested on Linux) and `XCUIElement.auditTapTargets(standard:)`
    // (inside `#if canImport(XCTest) && os(iOS)`).
    .target(
      name: "HitAreaXCTest",
      dependencies: ["HitAreaKit", "HitAreaSnapshot", "HitAreaAuditing", "HitAreaTools"]),

    // MARK: Tooling: what tools and CI jobs use

    // The layout snapshot format: the versioned JSON file, its reader and writer, limits,
    // errors, warnings, units and platforms.
    .target(name: "HitAreaSnapshot", dependencies: ["HitAreaKit"]),
    // The tap-target audit: rules, findings, fixes (Swift and Android), standards, report names.
    .target(
      name: "HitAreaAuditing", dependencies: ["HitAreaSupport", "HitAreaKit", "HitAreaSnapshot"]),
    // Importers, SVG rendering, the tap-accuracy simulation, corpus reports.
    .target(
      name: "HitAreaTools",
      dependencies: ["HitAreaKit", "HitAreaSnapshot", "HitAreaAuditing", "HitAreaSupport"]),
    // The `hitarea` command: argument parsing and output only.
    .executableTarget(
      name: "HitAreaCLI",
      dependencies: ["HitAreaKit", "HitAreaSnapshot", "HitAreaAuditing", "HitAreaTools"]),
    // `swift package hitarea-audit FILE... [options]`: `hitarea audit` built from this package,
    // so an app's package audits its snapshots with no tool installed. The plugin asks SwiftPM to
    // build the `hitarea` product rather than depending on HitAreaCLI: a plugin cannot depend on
    // an executable target that a product of another name builds (swiftlang/swift-package-manager
    // #8831: "no product named 'HitAreaCLI'", Swift 6.3).
    .plugin(
      name: "HitAreaAuditPlugin",
      capability: .command(
        intent: .custom(
          verb: "hitarea-audit",
          description: "Audit layout snapshots and screen dumps for tap targets (hitarea audit)"),
        permissions: [
          .writeToPackageDirectory(reason: "Writes the report that --output names (SARIF, JUnit…)")
        ])),

    // MARK: Tests

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
      name: "HitAreaSnapshotTests",
      dependencies: ["HitAreaSnapshot", "HitAreaKit", "HitAreaKitTestSupport"]
    ),
    .testTarget(
      name: "HitAreaAuditingTests",
      dependencies: ["HitAreaAuditing", "HitAreaSnapshot", "HitAreaKit", "HitAreaKitTestSupport"]
    ),
    .testTarget(
      name: "HitAreaToolsTests",
      dependencies: [
        "HitAreaTools", "HitAreaAuditing", "HitAreaSnapshot", "HitAreaKit",
        "HitAreaKitTestSupport",
      ],
      resources: [.copy("Fixtures")]
    ),
    .testTarget(
      name: "HitAreaXCTestTests",
      dependencies: [
        "HitAreaXCTest", "HitAreaTools", "HitAreaAuditing", "HitAreaSnapshot", "HitAreaKit",
      ]
    ),
    .testTarget(
      name: "HitAreaCLITests",
      dependencies: [
        "HitAreaCLI", "HitAreaKit", "HitAreaSnapshot", "HitAreaAuditing", "HitAreaTools",
      ],
      // The recorded outputs of GoldenOutputTests (HITAREA_RECORD_GOLDEN=1 records them again).
      exclude: ["Golden"]
    ),
    // Runtime tests against real UIKit, of the adapters and the debug product: every file is
    // inside `#if canImport(UIKit)`, so on Linux the target is empty; on a Mac, `xcodebuild test`
    // runs it in an iOS simulator.
    .testTarget(
      name: "HitAreaUIKitTests",
      dependencies: [
        "HitAreaUIKit", "HitAreaUIKitAuditing", "HitAreaSwiftUI", "HitAreaKit", "TapThrottling",
        "HitAreaSnapshot", "HitAreaAuditing",
      ]
    ),

    // MARK: Development only

    // Never a product: `swift run -c release hitarea-bench` works from the package root
    // (SwiftPM gives a root package's executable targets a product of their name), and packages
    // that depend on HitAreaKit never see it or its test-support dependency.
    .executableTarget(
      name: "hitarea-bench",
      dependencies: [
        "HitAreaKit", "HitAreaSnapshot", "HitAreaAuditing", "HitAreaTools",
        "HitAreaKitTestSupport",
      ],
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
      name: "FuzzEngine", dependencies: ["HitAreaKit", "HitAreaSnapshot", "FuzzSupport"],
      path: "Fuzz/FuzzEngine"),
  ]
  for reader in [
    "FuzzSnapshotJSON", "FuzzXCUITest", "FuzzUIAutomator", "FuzzRICO", "FuzzUiAutomator2",
    "FuzzBaseline", "FuzzFormatDetection", "FuzzIDB", "FuzzWDA", "FuzzMaestro",
    "FuzzDebugDescription", "FuzzXMLPlainReader", "FuzzAudit",
  ] {
    package.targets.append(
      .executableTarget(
        name: reader,
        dependencies: [
          "HitAreaKit", "HitAreaSnapshot", "HitAreaAuditing", "HitAreaTools", "FuzzSupport",
        ],
        path: "Fuzz/\(reader)"))
  }
}
