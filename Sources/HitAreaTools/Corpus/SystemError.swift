import Foundation

/// The system's words for an error number, for messages: `No such file or directory`.
///
/// ```swift
/// SystemError.message(ENOENT)  // "No such file or directory"
/// ```
package enum SystemError {
  /// The message of an error number, safe on any thread (`strerror_r`; `strerror` may share one
  /// buffer between threads).
  ///
  /// - Parameter code: The error number, such as `errno` right after a call failed.
  package static func message(_ code: Int32) -> String {
    withUnsafeTemporaryAllocation(of: CChar.self, capacity: 256) { buffer in
      guard let start = buffer.baseAddress, strerror_r(code, start, buffer.count) == 0 else {
        return "error \(code)"
      }
      return String(cString: start)
    }
  }
}
