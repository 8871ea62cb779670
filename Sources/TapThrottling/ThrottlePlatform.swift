// The one file of the throttle that imports Foundation: the environment lookup. No Foundation
// type reaches the public API.
internal import Foundation

/// The value of an environment variable of this process, or `nil` if it is not set.
func environmentValue(_ name: String) -> String? {
  ProcessInfo.processInfo.environment[name]
}
