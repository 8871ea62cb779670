import Foundation
import PackagePlugin

/// `swift package hitarea-audit FILE... [options]`: `hitarea audit`, built from HitAreaKit's
/// sources by SwiftPM, run in the root of the package the command is run in, so a team adds no
/// tool to its machines or its CI.
///
///     swift package --allow-writing-to-package-directory hitarea-audit Snapshots/ \
///       --format sarif --output hitarea.sarif
///
/// The arguments are `hitarea audit`'s. Relative paths are relative to the package's root, and
/// so are the paths in the report. The tool is built in the debug configuration (it shares the
/// build with `swift build` and `swift test`); `HITAREA_PLUGIN_CONFIGURATION=release` builds it
/// optimised, for large corpora. The plugin fails when `hitarea` exits with anything but 0,
/// naming its exit status (1: findings at or above `--fail-on`; 2: a usage or input error; 4 or
/// 5: files that could not be read).
@main
struct HitAreaAuditPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let hitarea = try build()
    let process = Process()
    process.executableURL = hitarea
    process.arguments = ["audit"] + arguments
    process.currentDirectoryURL = context.package.directoryURL
    try process.run()
    process.waitUntilExit()
    let status = process.terminationStatus
    guard status == 0 else { throw PluginFailure(status: status) }
  }

  /// Builds the `hitarea` product and returns the executable.
  private func build() throws -> URL {
    let release = ProcessInfo.processInfo.environment["HITAREA_PLUGIN_CONFIGURATION"] == "release"
    var parameters = PackageManager.BuildParameters(configuration: release ? .release : .debug)
    parameters.logging = .concise
    let result = try packageManager.build(.product("hitarea"), parameters: parameters)
    guard result.succeeded else {
      Diagnostics.error(result.logText)
      throw PluginFailure(status: nil)
    }
    let executable = result.builtArtifacts.first {
      $0.kind == .executable && $0.url.lastPathComponent == "hitarea"
    }
    guard let executable else { throw PluginFailure(status: nil) }
    return executable.url
  }
}

/// Why the plugin failed: `hitarea audit`'s exit status, or `nil` when it could not be built.
struct PluginFailure: Error, CustomStringConvertible {
  /// The exit status of `hitarea audit`, if it ran.
  var status: Int32?

  var description: String {
    let reason =
      switch status {
      case nil: "hitarea could not be built"
      case 1: "findings at or above --fail-on (exit status 1)"
      case 2: "usage or input error (exit status 2)"
      case 4, 5: "some files could not be read (exit status \(status ?? 0))"
      case let status?: "hitarea audit exited with status \(status)"
      }
    return "hitarea-audit: " + reason
  }
}
